// The subcommands of umpire-cli: `umpire-cli <name> [args...]`.
//
// To add a command, write its run function in its own .cpp file, then add one declaration and
// one line to the table in commands.cpp. main.cpp dispatches; it knows no command by name.
#pragma once

#include <QStringList>

#include <span>

struct CliCommand {
    const char *name;     // as typed: "check"
    const char *summary;  // one line for `umpire-cli --help`
    // Runs the command. `args` are the arguments after the command name (the program and the
    // command name are not included). Returns the process exit status.
    int (*run)(const QStringList &args);
};

// Every command, in the order `umpire-cli --help` lists them.
std::span<const CliCommand> cliCommands();
