#include "commandline.h"

#include "appcontroller.h"

#include <cstring>

namespace umpire::gui {

namespace {

const QString optScreenshot = QStringLiteral("screenshot");
const QString optPage = QStringLiteral("page");
const QString optStep = QStringLiteral("step");
const QString optTab = QStringLiteral("tab");
const QString optTry = QStringLiteral("try");
const QString optPick = QStringLiteral("pick");
const QString optQuery = QStringLiteral("query");
const QString optLang = QStringLiteral("lang");

QStringList languageChoices()
{
    return {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("system")};
}

}  // namespace

QStringList CommandLine::tabNames()
{
    return {QStringLiteral("findings"), QStringLiteral("state"), QStringLiteral("chart"),
            QStringLiteral("summary"), QStringLiteral("moves"), QStringLiteral("syntax")};
}

void CommandLine::describe(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
            tr("Replays recorded board games move by move, checks every move against the "
               "rules, and looks up cards and rules."));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("A game record (.ugr) to open."),
                                 QStringLiteral("[FILE]"));
    parser.addOptions({
            {optScreenshot,
             tr("Render one frame of the window offscreen, save it as the image OUT (PNG) "
                "and exit."),
             QStringLiteral("OUT")},
            {optPage, tr("Show the page PAGE: replay, cards or rules."), QStringLiteral("PAGE")},
            {optStep, tr("Show the replay at step N (0 is the set-up position)."),
             QStringLiteral("N")},
            {optTab, tr("Show the replay's tab TAB: findings, state, chart, summary, moves or "
                "syntax."),
             QStringLiteral("TAB")},
            {optTry, tr("Try the record line LINE at the step, in the Moves tab."),
             QStringLiteral("LINE")},
            {optPick, tr("Narrow the Moves tab to the moves that name ID, as a click on the "
                         "board does."),
             QStringLiteral("ID")},
            {optQuery, tr("Search the cards for Q."), QStringLiteral("Q")},
            {optLang, tr("Use the language LANG (en, ru or system) this time."),
             QStringLiteral("LANG")},
    });
}

CommandLine::Outcome CommandLine::parse(const QStringList &arguments)
{
    describe(parser_);
    options_ = LaunchOptions{};
    error_.clear();

    if (!parser_.parse(arguments)) {
        error_ = parser_.errorText();
        return Outcome::Error;
    }
    if (parser_.isSet(QStringLiteral("help")))
        return Outcome::Help;
    if (parser_.isSet(QStringLiteral("version")))
        return Outcome::Version;

    const QStringList files = parser_.positionalArguments();
    if (files.size() > 1) {
        error_ = tr("Only one file can be opened at a time, but %1 were given.")
                         .arg(files.size());
        return Outcome::Error;
    }
    options_.file = files.value(0);

    if (parser_.isSet(optScreenshot)) {
        options_.screenshot = parser_.value(optScreenshot);
        if (options_.screenshot.isEmpty()) {
            error_ = tr("--screenshot needs a file name.");
            return Outcome::Error;
        }
    }
    if (parser_.isSet(optPage)) {
        options_.page = parser_.value(optPage);
        if (!AppController::pageNames().contains(options_.page)) {
            error_ = tr("Unknown page \"%1\": use replay, cards or rules.").arg(options_.page);
            return Outcome::Error;
        }
    }
    if (parser_.isSet(optStep)) {
        bool ok = false;
        options_.step = parser_.value(optStep).toInt(&ok);
        if (!ok || options_.step < 0) {
            error_ = tr("--step needs a whole number of 0 or more, not \"%1\".")
                             .arg(parser_.value(optStep));
            return Outcome::Error;
        }
    }
    if (parser_.isSet(optTab)) {
        options_.tab = parser_.value(optTab);
        if (!tabNames().contains(options_.tab)) {
            error_ = tr("Unknown tab \"%1\": use findings, state, chart, summary, moves or syntax.")
                             .arg(options_.tab);
            return Outcome::Error;
        }
    }
    options_.tryLine = parser_.value(optTry);
    options_.pick = parser_.value(optPick);
    if (options_.tab.isEmpty() && (!options_.tryLine.isEmpty() || !options_.pick.isEmpty()))
        options_.tab = QStringLiteral("moves");
    options_.query = parser_.value(optQuery);
    if (parser_.isSet(optLang)) {
        options_.language = parser_.value(optLang);
        if (!languageChoices().contains(options_.language)) {
            error_ = tr("Unknown language \"%1\": use en, ru or system.")
                             .arg(options_.language);
            return Outcome::Error;
        }
    }
    return Outcome::Run;
}

QString CommandLine::preferredLanguage(const QStringList &arguments)
{
    QCommandLineParser parser;
    describe(parser);
    parser.parse(arguments);  // errors are reported by the real parse()
    const QString lang = parser.value(optLang);
    return languageChoices().contains(lang) ? lang : QString();
}

bool CommandLine::onlyPrints(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--") == 0)
            return false;
        for (const char *option : {"-h", "--help", "-help", "--help-all", "-v", "--version", "-version"})
            if (std::strcmp(arg, option) == 0)
                return true;
    }
    return false;
}

bool CommandLine::wantsScreenshot(int argc, const char *const *argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "--") == 0)
            return false;
        if (std::strcmp(arg, "--screenshot") == 0 || std::strcmp(arg, "-screenshot") == 0
            || std::strncmp(arg, "--screenshot=", 13) == 0)
            return true;
    }
    return false;
}

}  // namespace umpire::gui
