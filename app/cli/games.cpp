#include "games.h"

#include "command_line.h"

#include <QStringList>

#include <algorithm>
#include <cstdio>

namespace umpire::cli {

void listGames(const core::Catalog &catalog, QTextStream &out)
{
    const QStringList ids = catalog.ids();
    if (ids.isEmpty()) {
        out << "No games are built in.\n";
        return;
    }
    qsizetype width = 0;
    for (const auto &id : ids)
        width = std::max(width, id.size());
    for (const auto &id : ids) {
        const core::GameInfo &info = catalog.find(id)->info();
        QStringList sides;
        for (const auto &s : info.sides)
            sides << s.id;
        out << id.leftJustified(width + 2) << info.nameEn << "  (sides: "
            << sides.join(QStringLiteral(", ")) << ")\n";
    }
}

}  // namespace umpire::cli

int runGames(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Lists the games Umpire knows: id, English name and sides."));
    if (const int exit = umpire::cli::parseCommandLine(parser, "games", args); exit >= 0)
        return exit;
    if (!parser.positionalArguments().isEmpty()) {
        QTextStream(stderr) << "umpire-cli games: unexpected argument '"
                            << parser.positionalArguments().constFirst() << "'\n";
        return 2;
    }
    QTextStream out(stdout);
    umpire::cli::listGames(umpire::core::Catalog::builtin(), out);
    return 0;
}
