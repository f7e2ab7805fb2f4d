// umpire-cli: Umpire's headless tool. Dispatches `umpire-cli <command> [args...]` to the
// table in commands.cpp; handles --help and --version itself.
#include "command_line.h"
#include "commands.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>

#include <cstdio>

namespace {

QString commandList()
{
    QString text = QStringLiteral("Commands:\n");
    qsizetype width = 0;
    for (const auto &c : cliCommands())
        width = std::max<qsizetype>(width, qstrlen(c.name));
    for (const auto &c : cliCommands())
        text += QStringLiteral("  %1%2\n")
                    .arg(QString::fromLatin1(c.name).leftJustified(width + 2), QLatin1String(c.summary));
    return text + QStringLiteral("\nRun 'umpire-cli <command> --help' for a command's options.\n");
}

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("umpire-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    // English is the source language, but its plural forms ("1 card was drawn") come from a
    // translation that holds only the %n messages.
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/i18n/umpire_engine_en.qm")))
        QCoreApplication::installTranslator(&plurals);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Umpire, headless: checks board-game records against the rules and lists the games."));
    // Everything after the command name belongs to the command, options included.
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("The command to run."),
                                 QStringLiteral("<command> [args...]"));

    QTextStream err(stderr);
    if (!parser.parse(QCoreApplication::arguments())) {
        err << "umpire-cli: " << parser.errorText() << "\nTry 'umpire-cli --help'.\n";
        return 2;
    }
    if (parser.isSet(version)) {
        QTextStream(stdout) << "umpire-cli " << QCoreApplication::applicationVersion() << '\n';
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(help) || positional.isEmpty()) {
        // Help asked for goes to stdout; help because nothing was asked is a usage error.
        const QString text = umpire::cli::helpText(parser, QStringLiteral("umpire-cli")) + u'\n'
                             + commandList();
        if (positional.isEmpty() && !parser.isSet(help)) {
            err << text;
            return 2;
        }
        QTextStream(stdout) << text;
        return 0;
    }
    for (const auto &c : cliCommands())
        if (positional.constFirst() == QLatin1String(c.name))
            return c.run(positional.mid(1));
    err << "umpire-cli: unknown command '" << positional.constFirst()
        << "'\nTry 'umpire-cli --help'.\n";
    return 2;
}
