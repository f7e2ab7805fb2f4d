// `umpire-cli simulate`: seeded random legal games printed as records.
#include "command_line.h"

#include "core/catalog.h"
#include "core/simulate.h"
#include "games/wotw/wotw_simulate.h"

#include <QDir>
#include <QFile>
#include <QTextStream>

#include <cstdio>


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
    const QCommandLineOption seats(QStringLiteral("seats"),
                                   QStringLiteral("The sides in play, in turn order (a [Seats] tag)."),
                                   QStringLiteral("a,b,c"));
    const QCommandLineOption variant(QStringLiteral("variant"),
                                     QStringLiteral("A variant to play (a [Variant] tag); may be repeated."),
                                     QStringLiteral("id"));
    parser.addOptions({game, seed, games, maxMoves, outDir, seats, variant});
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
    // Seats and variants become tags of each record, read by the game like any record's.
    QByteArray tags;
    if (parser.isSet(seats))
        tags += "[Seats \"" + QString(parser.value(seats)).remove(u'"').toUtf8() + "\"]\n";
    for (const QString &v : parser.values(variant))
        tags += "[Variant \"" + QString(v).remove(u'"').toUtf8() + "\"]\n";
    for (int i = 0; i < count; ++i) {
        const quint64 s = first + quint64(i);
        const QByteArray text =
            rules->info().id == QLatin1String("wotw")
                ? umpire::wotw::simulate(static_cast<const umpire::wotw::Ruleset &>(*rules), s, limit).text
                : umpire::core::simulate(*rules, s, limit, tags).text;
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
