// umpire-build-db GAMES_DIR OUT.sqlite: builds the compendium; run by CMake at build time.
// Exit status 1 (and file:line:col messages on stderr) when the data is bad.
#include "builder.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        err << "usage: umpire-build-db GAMES_DIR OUT.sqlite\n";
        return 2;
    }
    const auto result = umpire::database::buildCompendium(args[1], args[2]);
    err << result.diagnostics.toString();
    if (!result.ok) {
        err << "umpire-build-db: " << args[2] << " not written\n";
        return 1;
    }
    QTextStream(stdout) << "umpire-build-db: wrote " << args[2] << " (" << result.games << " games, "
                        << result.cards << " cards, " << result.rules << " rules)\n";
    return 0;
}
