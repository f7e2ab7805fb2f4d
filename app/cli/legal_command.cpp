// `umpire-cli legal FILE [--step N] [--json] [--lang en|ru]`: the legal moves after a step,
// grouped by side and verb, their chance fields open (docs/cli-legal.md).
#include "command_line.h"
#include "core/choice.h"
#include "core/language.h"
#include "notation/parser.h"
#include "record_step.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace umpire::cli {
namespace {

// One legal choice as the command prints it.
struct LegalLine {
    int side = -1;
    QString verb;
    QByteArray line;  // the choice with its chance outcomes as legalMoves() fills them
    QByteArray open;  // the same with its chance fields open
    QString words;
    std::vector<core::ChanceField> chance;
};

QString verbOf(const QByteArray &line)
{
    const notation::Record parsed = notation::parse(line);
    if (parsed.moves.empty())
        return {};
    return QString::fromUtf8(parsed.text(parsed.moves.front().verb));
}

// The choices grouped by side (in the game's side order) and verb (in the order the ruleset
// first gives each), keeping the ruleset's order within a group.
std::vector<LegalLine> legalLines(const core::Ruleset &rules, const core::State &state,
                                  bool russian)
{
    std::vector<LegalLine> out;
    for (core::Choice &choice : rules.legalChoices(state)) {
        LegalLine l;
        l.side = choice.move->side;
        l.line = rules.encode(*choice.move);
        l.verb = verbOf(l.line);
        l.open = core::openLine(l.line, choice.chance);
        l.words = rules.describe(*choice.move, russian);
        l.chance = std::move(choice.chance);
        out.push_back(std::move(l));
    }
    QStringList verbs;
    for (const LegalLine &l : out)
        if (!verbs.contains(l.verb))
            verbs << l.verb;
    std::stable_sort(out.begin(), out.end(), [&](const LegalLine &a, const LegalLine &b) {
        if (a.side != b.side)
            return a.side < b.side;
        return verbs.indexOf(a.verb) < verbs.indexOf(b.verb);
    });
    return out;
}

QString sideId(const core::GameInfo &info, int side)
{
    return side >= 0 && std::size_t(side) < info.sides.size() ? info.sides[std::size_t(side)].id
                                                               : QString();
}

QString kindName(core::ChanceField::Kind kind)
{
    return kind == core::ChanceField::Kind::Die ? QStringLiteral("die") : QStringLiteral("card");
}

QJsonObject fieldJson(const core::ChanceField &f)
{
    return QJsonObject{
            {QStringLiteral("key"), QString::fromUtf8(f.key)},
            {QStringLiteral("index"), f.index},
            {QStringLiteral("kind"), kindName(f.kind)},
            {QStringLiteral("values"), QJsonArray::fromStringList(f.values)},
            {QStringLiteral("unknown"), f.unknown},
            {QStringLiteral("what"), f.what},
            {QStringLiteral("rule"), QLatin1String(f.rule ? f.rule : "")},
    };
}

// "aliens to act", "every seated side acts", "the game is over".
QString whoActs(const core::GameInfo &info, const core::State &state)
{
    if (state.isTerminal())
        return QStringLiteral("the game is over");
    const int side = state.currentSide();
    if (side == core::State::kAllSides)
        return QStringLiteral("every seated side may act");
    return sideId(info, side) + QStringLiteral(" to act");
}

int printLegal(const QString &path, const core::Replay &replay, int step, bool json,
               QTextStream &out)
{
    const core::Ruleset &rules = *replay.ruleset();
    const core::GameInfo &info = rules.info();
    const std::shared_ptr<const core::State> state = replay.playedStateAt(step);
    const bool russian = core::russianInstalled();
    const std::vector<LegalLine> lines =
            state->isTerminal() ? std::vector<LegalLine>{} : legalLines(rules, *state, russian);
    const core::Result result = rules.finalResult(*state);

    if (json) {
        QJsonArray groups;
        for (std::size_t i = 0; i < lines.size();) {
            QJsonArray moves;
            std::size_t j = i;
            for (; j < lines.size() && lines[j].side == lines[i].side && lines[j].verb == lines[i].verb; ++j) {
                QJsonArray chance;
                for (const core::ChanceField &f : lines[j].chance)
                    chance.append(fieldJson(f));
                moves.append(QJsonObject{{QStringLiteral("line"), QString::fromUtf8(lines[j].line)},
                                         {QStringLiteral("open"), QString::fromUtf8(lines[j].open)},
                                         {QStringLiteral("words"), lines[j].words},
                                         {QStringLiteral("chance"), chance}});
            }
            groups.append(QJsonObject{{QStringLiteral("side"), sideId(info, lines[i].side)},
                                      {QStringLiteral("verb"), lines[i].verb},
                                      {QStringLiteral("moves"), moves}});
            i = j;
        }
        const int side = state->currentSide();
        const QJsonObject doc{
                {QStringLiteral("file"), path},
                {QStringLiteral("game"), info.id},
                {QStringLiteral("step"), step},
                {QStringLiteral("steps"), replay.stepCount()},
                {QStringLiteral("turn"), state->turn()},
                {QStringLiteral("phase"), state->phase()},
                {QStringLiteral("toAct"), state->isTerminal() ? QJsonValue()
                                          : side == core::State::kAllSides
                                                  ? QJsonValue(QStringLiteral("all"))
                                                  : QJsonValue(sideId(info, side))},
                {QStringLiteral("terminal"), state->isTerminal()},
                {QStringLiteral("result"),
                 result.decided() ? QJsonValue(result.toTag(info)) : QJsonValue()},
                {QStringLiteral("count"), int(lines.size())},
                {QStringLiteral("groups"), groups},
        };
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << path << ", after step " << step << " of " << replay.stepCount() << ": turn "
        << state->turn();
    if (!state->phase().isEmpty())
        out << " (" << state->phase() << ')';
    out << ", " << whoActs(info, *state);
    if (state->isTerminal()) {
        out << " (" << result.toWords(info) << "); no move is legal\n";
        return 0;
    }
    out << "; " << lines.size() << (lines.size() == 1 ? " legal move\n" : " legal moves\n");
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i == 0 || lines[i].side != lines[i - 1].side || lines[i].verb != lines[i - 1].verb) {
            std::size_t n = i;
            while (n < lines.size() && lines[n].side == lines[i].side && lines[n].verb == lines[i].verb)
                ++n;
            out << '\n' << sideId(info, lines[i].side) << ' ' << lines[i].verb << " (" << (n - i)
                << ")\n";
        }
        out << "  " << QString::fromUtf8(lines[i].open) << '\n';
        out << "      " << lines[i].words << '\n';
        for (const core::ChanceField &f : lines[i].chance)
            out << "      " << (f.key.isEmpty() ? QStringLiteral("#%1").arg(f.index + 1)
                                                : QString::fromUtf8(f.key))
                << ": " << QString::fromUtf8(core::openValue(f)) << ", " << f.what << " ["
                << f.rule << "]\n";
    }
    return 0;
}

}  // namespace
}  // namespace umpire::cli

int runLegal(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
            "Lists the legal moves after a step of a record (default: its end), grouped by\n"
            "side and verb, each as its record line and in words. Chance fields (dice,\n"
            "cards drawn) are left open with the values they may take: roll=1..8,\n"
            "card=?{a,b,c} (a trailing ? when the pile is not known). A record with\n"
            "errors is replayed as played. Exit status: 0 the moves were listed, 2 the\n"
            "file cannot be read, names no known game, or the step is out of range."));
    umpire::cli::StepOptions options;
    options.addTo(parser);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The record."),
                                 QStringLiteral("FILE"));
    if (const int exit = umpire::cli::parseCommandLine(parser, "legal", args); exit >= 0)
        return exit;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << "umpire-cli legal: give exactly one record file\nTry 'umpire-cli legal --help'.\n";
        return 2;
    }
    QTranslator translator;
    if (!umpire::cli::installLanguage(QStringLiteral("legal"), parser, options, translator, err))
        return 2;
    const auto at = umpire::cli::openAtStep(QStringLiteral("legal"), files.constFirst(), parser,
                                            options, umpire::core::Catalog::builtin(), err);
    if (!at)
        return 2;
    err.flush();
    return umpire::cli::printLegal(files.constFirst(), *at->replay, at->step,
                                   parser.isSet(options.json), out);
}
