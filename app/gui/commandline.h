// The `umpire` command line: `umpire [options] [FILE]`.
//
// Parsing is separate from main() so it can be tested without starting the GUI. The option
// descriptions are translated, so describe() must run after the translators are installed;
// preferredLanguage() reads --lang first for exactly that reason.
#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace umpire::gui {

struct LaunchOptions {
    QString file;         // the record to open; empty for none
    QString screenshot;   // --screenshot: where to save one rendered frame; empty for none
    QString page;         // --page: "replay", "cards" or "rules"; empty when not given
    int step = 0;         // --step: the replay step to show (0 = set-up position)
    // --tab: the Replay page's tab below the move list (findings, state, chart, summary,
    // moves or syntax); empty when not given
    QString tab;
    // --try: a record line tried at the step in the Moves tab (its verdict, and its effect
    // drawn provisionally on the board); --pick: an id picked on the board, narrowing the
    // Moves tab. Both show the Moves tab unless --tab names another.
    QString tryLine;
    QString pick;
    QString query;        // --query: the card search to show
    QString language;     // --lang: "en", "ru" or "system"; empty when not given
};

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    enum class Outcome {
        Run,      // options() holds what to do
        Help,     // --help: the caller prints parser.helpText() and exits 0
        Version,  // --version: the caller prints the version and exits 0
        Error,    // error() says what is wrong; the caller prints it and exits 2
    };

    // Adds every option to `parser`, with descriptions in the current language.
    static void describe(QCommandLineParser &parser);

    // Parses `arguments` (argv, program name first).
    Outcome parse(const QStringList &arguments);

    const LaunchOptions &options() const { return options_; }
    // One sentence naming the bad option or value; empty unless parse() returned Error.
    QString error() const { return error_; }
    // The full --help text.
    QString helpText() const { return parser_.helpText(); }

    // The Replay page's tabs, in their order (--tab).
    static QStringList tabNames();

    // The --lang value if it is given and valid, else an empty string. Never fails: used
    // before the translators exist, so a bad value is reported later by parse().
    static QString preferredLanguage(const QStringList &arguments);

    // True if argv asks for --screenshot. Runs before QGuiApplication exists, to choose the
    // offscreen platform for a headless render.
    static bool wantsScreenshot(int argc, const char *const *argv);
    // True when argv asks for --help, --help-all or --version: text only, no window, so the
    // app should start without a display (a terminal over ssh, a script).
    static bool onlyPrints(int argc, const char *const *argv);

private:
    QCommandLineParser parser_;
    LaunchOptions options_;
    QString error_;
};

}  // namespace umpire::gui
