// `umpire-cli simulate`: seeded random legal games printed as records.
#include "command_line.h"

#include "core/catalog.h"
#include "games/wotw/wotw_simulate.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QTextStream>

#include <cstdio>

namespace {

// Any ruleset: uniformly random moves from legalMoves(), the pick seeded by `seed` and the
// game's own chance outcomes seeded through the [Seed] tag.
QByteArray simulateGeneric(const umpire::core::Ruleset &rules, quint64 seed, int maxMoves)
{
    const QByteArray header = "[Game \"" + rules.info().id.toUtf8() + "\"]\n[Seed \"" +
                              QByteArray::number(seed) + "\"]\n";
    const umpire::notation::Record rec = umpire::notation::parse(header);
    umpire::core::Findings findings;
    umpire::core::Reporter reporter(findings);
    std::unique_ptr<umpire::core::State> state = rules.initialState(rec, reporter);
    quint64 rng = seed * 0x2545f4914f6cdd1dull + 0x9e3779b97f4a7c15ull;
    QByteArray body;
    for (int n = 0; n < maxMoves; ++n) {
        const auto moves = rules.legalMoves(*state);
        if (moves.empty())
            break;
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        const auto &m = moves[std::size_t(rng % moves.size())];
        body += rules.encode(*m) + '\n';
        rules.apply(*state, *m, reporter);
    }
    QByteArray out = header;
    if (state->isTerminal())
        out += "[Result \"" + state->winner().toUtf8() + "\"]\n";
    return out + '\n' + body;
}

}  // namespace

int runSimulate(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays random legal games and prints them as records (the same seed always prints the "
        "same games)."));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("The game id."), QStringLiteral("id"),
                                  QStringLiteral("wotw"));
    const QCommandLineOption seed(QStringLiteral("seed"), QStringLiteral("The first seed."), QStringLiteral("N"),
                                  QStringLiteral("1"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("How many games (seeds N, N+1, ...)."),
                                   QStringLiteral("K"), QStringLiteral("1"));
    const QCommandLineOption maxMoves(QStringLiteral("max-moves"), QStringLiteral("Cut each game after this many lines."),
                                      QStringLiteral("M"), QStringLiteral("4000"));
    const QCommandLineOption outDir(QStringLiteral("output-dir"),
                                    QStringLiteral("Write each game to DIR/<game>-seed-<N>.ugr instead of stdout."),
                                    QStringLiteral("DIR"));
    parser.addOptions({game, seed, games, maxMoves, outDir});
    if (const int exit = umpire::cli::parseCommandLine(parser, "simulate", args); exit >= 0)
        return exit;
    QTextStream err(stderr);
    bool ok1 = false, ok2 = false, ok3 = false;
    const quint64 first = parser.value(seed).toULongLong(&ok1);
    const int count = parser.value(games).toInt(&ok2);
    const int limit = parser.value(maxMoves).toInt(&ok3);
    if (!ok1 || !ok2 || !ok3 || count < 1 || limit < 1) {
        err << "umpire-cli simulate: --seed, --games and --max-moves take positive integers\n";
        return 2;
    }
    const umpire::core::Ruleset *rules = umpire::core::Catalog::builtin().find(parser.value(game));
    if (!rules) {
        err << "umpire-cli simulate: unknown game '" << parser.value(game) << "'; known games: "
            << umpire::core::Catalog::builtin().ids().join(QStringLiteral(", ")) << '\n';
        return 2;
    }
    for (int i = 0; i < count; ++i) {
        const quint64 s = first + quint64(i);
        const QByteArray text =
            rules->info().id == QLatin1String("wotw")
                ? umpire::wotw::simulate(static_cast<const umpire::wotw::Ruleset &>(*rules), s, limit).text
                : simulateGeneric(*rules, s, limit);
        if (parser.isSet(outDir)) {
            const QString path = QDir(parser.value(outDir)).filePath(
                QStringLiteral("%1-seed-%2.ugr").arg(rules->info().id).arg(s));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
                err << "umpire-cli simulate: cannot write " << path << ": " << f.errorString() << '\n';
                return 2;
            }
            continue;
        }
        if (i > 0)
            std::fputs("\n", stdout);
        std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
    }
    return 0;
}
