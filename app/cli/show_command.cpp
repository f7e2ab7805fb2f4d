#include "show_command.h"

#include "command_line.h"
#include "core/replay.h"
#include "games/wotw/wotw_state_text.h"
#include "notation/excerpt.h"
#include "notation/parser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::cli {
namespace {

QJsonObject moveJson(const core::Replay &replay, const core::Ruleset *rules, int step)
{
    const notation::Record &record = replay.record();
    const notation::MoveLine &line = record.moves[std::size_t(step - 1)];
    const core::Move *move = replay.moveAt(step);
    return QJsonObject{
            {QStringLiteral("line"), line.position.line},
            {QStringLiteral("text"), QString::fromUtf8(notation::printMove(record, line))},
            // null when the line could not be decoded (its findings say why)
            {QStringLiteral("description"),
             move && rules ? QJsonValue(rules->describe(*move)) : QJsonValue()},
    };
}

QJsonArray findingsJson(const core::Replay &replay, int step)
{
    QJsonArray out;
    for (const core::Finding &f : replay.findingsAt(step)) {
        QJsonObject finding{
                {QStringLiteral("severity"), QString::fromLatin1(core::severityName(f.severity))},
                {QStringLiteral("rule"), f.ruleId},
                {QStringLiteral("message"), f.message},
                {QStringLiteral("line"), f.position.line},
                {QStringLiteral("column"), f.position.column},
        };
        if (!f.assumed.isEmpty())  // as in `check --json`: the verdict rests on it
            finding.insert(QStringLiteral("assumed"), f.assumed);
        out.append(finding);
    }
    return out;
}

// The game's own readable layout where it has one, else the canonical state text.
QString stateText(const core::State &state)
{
    if (const auto *w = dynamic_cast<const wotw::State *>(&state))
        return wotw::describeState(*w);
    return state.toString();
}

}  // namespace

int showRecord(const QString &path, const core::Catalog &catalog, const ShowOptions &options,
               QTextStream &out, QTextStream &err)
{
    notation::Record parsed = notation::parseFile(path);
    // parser.h: a file that cannot be read gives one error at 0:0 saying why.
    if (parsed.errors.size() == 1 && parsed.errors.front().position.line == 0) {
        err << path << ": cannot be read: " << parsed.errors.front().message << '\n';
        return 2;
    }
    for (const notation::Diagnostic &d : parsed.errors)
        err << notation::formatDiagnostic(parsed, d) << " (the line is skipped)\n";
    const core::Replay replay = core::Replay::run(std::move(parsed), catalog);
    if (replay.status() != core::Replay::Status::Checked) {
        err << path << ": " << replay.statusMessage() << '\n';
        return 2;
    }
    const int steps = replay.stepCount();
    const int step = options.step < 0 ? steps : options.step;
    if (step > steps) {
        err << path << ": there is no step " << step << "; the record has steps 0 to " << steps
            << " (0 is the set-up, N the state after the N-th move line)\n";
        return 2;
    }
    const std::shared_ptr<const core::State> state = replay.stateAt(step);
    if (!state) {  // not expected for a checked replay with kept states
        err << path << ": the state of step " << step << " is not available\n";
        return 2;
    }
    const notation::Record &record = replay.record();
    const core::Ruleset *rules = catalog.find(record.tag("Game"));

    if (options.json) {
        QJsonArray syntax;
        for (const notation::Diagnostic &d : record.errors)
            syntax.append(QJsonObject{{QStringLiteral("line"), d.position.line},
                                      {QStringLiteral("column"), d.position.column},
                                      {QStringLiteral("message"), d.message}});
        const QJsonObject doc{
                {QStringLiteral("file"), path},
                {QStringLiteral("game"), record.tag("Game")},
                {QStringLiteral("step"), step},
                {QStringLiteral("steps"), steps},
                {QStringLiteral("move"),
                 step > 0 ? QJsonValue(moveJson(replay, rules, step)) : QJsonValue()},
                {QStringLiteral("findings"), findingsJson(replay, step)},
                {QStringLiteral("syntaxErrors"), syntax},
                {QStringLiteral("state"), state->toJson()},
        };
        out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return 0;
    }

    out << path << ", step " << step << " of " << steps;
    if (step == 0) {
        out << " (the set-up, before the first move line)\n";
    } else {
        const QJsonObject move = moveJson(replay, rules, step);
        // The line as an excerpt, as the app shows it; --json gives it whole.
        out << ", line " << move.value(QLatin1String("line")).toInt() << ": "
            << notation::excerpt(move.value(QLatin1String("text")).toString(), notation::kMaxShownCharacters)
            << '\n';
        if (move.value(QLatin1String("description")).isString())
            out << "  " << move.value(QLatin1String("description")).toString() << '\n';
    }
    for (const core::Finding &f : replay.findingsAt(step))
        out << "  " << f.position.line << ':' << f.position.column << ": "
            << core::severityName(f.severity) << ": " << f.message << " [" << f.ruleId
            << (f.assumed.isEmpty() ? QString() : QStringLiteral("; rests on an assumed value: ") + f.assumed)
            << "]\n";
    out << '\n' << stateText(*state);
    return 0;
}

}  // namespace umpire::cli

int runShow(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
            "Replays a record and prints the state after one of its steps: the board,\n"
            "the counters, each side's hand, decks, discard pile and offer row, and\n"
            "what the record still owes. Step 0 is the set-up; step N the state after\n"
            "the N-th move line (default: the end). Exit status: 0 the state was\n"
            "printed, 2 the file cannot be read, names no known game, or the step is\n"
            "out of range."));
    const QCommandLineOption step(
            QStringLiteral("step"),
            QStringLiteral("Show the state after move line N (0: the set-up)."),
            QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print one JSON object (see docs/cli-show.md)."));
    parser.addOptions({step, json});
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The record to show."),
                                 QStringLiteral("FILE"));
    if (const int exit = umpire::cli::parseCommandLine(parser, "show", args); exit >= 0)
        return exit;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << "umpire-cli show: give exactly one record file\nTry 'umpire-cli show --help'.\n";
        return 2;
    }
    umpire::cli::ShowOptions options;
    options.json = parser.isSet(json);
    if (parser.isSet(step)) {
        bool ok = false;
        options.step = parser.value(step).toInt(&ok);
        if (!ok || options.step < 0) {
            err << "umpire-cli show: --step takes a step number, 0 or more, not '"
                << parser.value(step) << "'\n";
            return 2;
        }
    }
    return umpire::cli::showRecord(files.constFirst(), umpire::core::Catalog::builtin(), options,
                                   out, err);
}
