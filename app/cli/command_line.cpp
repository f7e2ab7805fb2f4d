#include "command_line.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace umpire::cli {

int parseCommandLine(QCommandLineParser &parser, const char *command, const QStringList &args)
{
    const QCommandLineOption help = parser.addHelpOption();
    // The parser expects the program name first; it is only used by helpText().
    const QString program = QStringLiteral("umpire-cli %1").arg(QLatin1String(command));
    if (!parser.parse(QStringList{program} + args)) {
        QTextStream(stderr) << program << ": " << parser.errorText() << "\nTry '" << program
                            << " --help'.\n";
        return 2;
    }
    if (parser.isSet(help)) {
        QTextStream(stdout) << helpText(parser, program);
        return 0;
    }
    return -1;
}

QString helpText(const QCommandLineParser &parser, const QString &program)
{
    QString text = parser.helpText();
    // Qt writes "Usage: <argv[0]> ..."; the user typed a command, not a path.
    const QStringList arguments = QCoreApplication::arguments();
    const QString usage = QStringLiteral("Usage: ")
                          + (arguments.isEmpty() ? QString() : arguments.constFirst());
    if (!arguments.isEmpty() && text.startsWith(usage))
        text.replace(0, usage.size(), QStringLiteral("Usage: ") + program);
    return text;
}

}  // namespace umpire::cli
