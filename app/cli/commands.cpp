// The table of umpire-cli's subcommands (see commands.h).
#include "commands.h"

// One declaration per command; each is defined in its own file.
int runCheck(const QStringList &args);   // check.cpp
int runGames(const QStringList &args);   // games.cpp
int runBuildDb(const QStringList &args);  // compendium_commands.cpp
int runSearch(const QStringList &args);   // compendium_commands.cpp
int runCard(const QStringList &args);     // compendium_commands.cpp
int runRules(const QStringList &args);    // compendium_commands.cpp
int runRule(const QStringList &args);     // compendium_commands.cpp
int runSimulate(const QStringList &args);  // simulate_command.cpp
int runShow(const QStringList &args);      // show_command.cpp
int runLegal(const QStringList &args);     // legal_command.cpp
int runTry(const QStringList &args);       // try_command.cpp

std::span<const CliCommand> cliCommands()
{
    static const CliCommand commands[] = {
        {"check", "Check game records against the rules of their game.", runCheck},
        {"show", "Print the state of a record after one of its steps.", runShow},
        {"legal", "List the legal moves after a step of a record.", runLegal},
        {"try", "Check lines a record does not hold, after one of its steps.", runTry},
        {"games", "List the games Umpire knows.", runGames},
        {"search", "Search the card compendium (query syntax: docs/search.md).", runSearch},
        {"card", "Show a card by id, game/id or name.", runCard},
        {"rules", "Search the rules reference.", runRules},
        {"rule", "Show a rule by its id.", runRule},
        {"simulate", "Play random legal games and print them as records.", runSimulate},
        {"build-db", "Build the compendium database from the game data.", runBuildDb},
    };
    return commands;
}
