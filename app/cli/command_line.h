// Shared command-line handling for umpire-cli's subcommands.
#pragma once

#include <QCommandLineParser>
#include <QStringList>

namespace umpire::cli {

// Adds -h/--help to `parser` and parses `args` (the arguments after the command name) for
// the command `command`. Returns -1 when the command should go on; otherwise the exit status
// to return at once: 0 after printing the help to stdout, 2 after printing a usage error to
// stderr.
int parseCommandLine(QCommandLineParser &parser, const char *command, const QStringList &args);

// parser.helpText() with its usage line naming `program` ("umpire-cli check") instead of the
// path the executable was started from.
QString helpText(const QCommandLineParser &parser, const QString &program);

}  // namespace umpire::cli
