// The `umpire` desktop application: command line, translations, style, and the QML window.
#include "appcontroller.h"
#include "appearance.h"
#include "commandline.h"
#include "localizer.h"
#include "replaycontroller.h"
#include "screenshot.h"

#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/qqmlextensionplugin.h>

#include <chrono>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::gui;

namespace {

void printTo(std::FILE *stream, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fflush(stream);
}

}  // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;  // for UMPIRE_BENCH_FIRST_FRAME (tests/bench/app): started first
    sinceMain.start();

    // A screenshot is a headless render and --help/--version only print: do not require a
    // display for them unless a platform was chosen.
    if ((CommandLine::wantsScreenshot(argc, argv) || CommandLine::onlyPrints(argc, argv))
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QGuiApplication app(argc, argv);
    QGuiApplication::setOrganizationName(QStringLiteral("Umpire"));
    QGuiApplication::setApplicationName(QStringLiteral("umpire"));
    QGuiApplication::setApplicationVersion(QStringLiteral(UMPIRE_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("umpire"));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/umpire.png")));

    AppController controller;  // reads the settings (language, theme, recent files)

    // The language must be known before the option descriptions are translated for --help.
    Localizer localizer;
    const QString wanted = CommandLine::preferredLanguage(QGuiApplication::arguments());
    localizer.apply(wanted.isEmpty() ? controller.language() : wanted);

    CommandLine commandLine;
    switch (commandLine.parse(QGuiApplication::arguments())) {
    case CommandLine::Outcome::Help:
        printTo(stdout, commandLine.helpText());
        return 0;
    case CommandLine::Outcome::Version:
        printTo(stdout, QStringLiteral("umpire %1\n").arg(QStringLiteral(UMPIRE_VERSION)));
        return 0;
    case CommandLine::Outcome::Error:
        printTo(stderr, QStringLiteral("umpire: %1\n%2\n")
                                .arg(commandLine.error(),
                                     CommandLine::tr("Try \"umpire --help\" for the options.")));
        return 2;
    case CommandLine::Outcome::Run:
        break;
    }

    const LaunchOptions &options = commandLine.options();
    // A screenshot renders and exits: it must not change the user's settings (issue 25).
    controller.setSavesSettings(options.screenshot.isEmpty());
    if (!options.page.isEmpty())
        controller.setPage(options.page);
    controller.setStep(options.step);
    controller.setQuery(options.query);
    if (!options.file.isEmpty())
        controller.openPath(options.file);  // a failure is shown on the Replay page

    Appearance appearance;  // remembers the system palette before any change
    appearance.apply(controller.theme());
    QObject::connect(&controller, &AppController::themeChanged, &appearance,
                     [&] { appearance.apply(controller.theme()); });

    // Fusion draws with the application palette, which follows the system's light or dark
    // colours; Basic has fixed colours.
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));  // where the Umpire module's qmldir lives
    localizer.setEngine(&engine);
    QObject::connect(&controller, &AppController::languageChanged, &localizer,
                     [&] { localizer.apply(controller.language()); });

    engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)}});
    engine.load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
    auto *window = engine.rootObjects().isEmpty()
            ? nullptr
            : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        printTo(stderr, QStringLiteral("umpire: %1\n")
                                .arg(CommandLine::tr("The user interface could not be loaded.")));
        return 1;
    }

    // tests/bench/app: UMPIRE_BENCH_FIRST_FRAME=1 prints the time from main() to the first frame,
    // the resident memory then and the monotonic clock (for the driver's own timing), and quits.
    if (qEnvironmentVariableIsSet("UMPIRE_BENCH_FIRST_FRAME")) {
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&sinceMain] {
            QFile status(QStringLiteral("/proc/self/status"));
            const QByteArray text = status.open(QIODevice::ReadOnly) ? status.readAll() : QByteArray();
            const QByteArray rss = text.mid(text.indexOf("VmRSS:") + 6).split('\n').constFirst().simplified();
            const auto now = std::chrono::steady_clock::now().time_since_epoch();
            printTo(stdout, QStringLiteral("first frame after %1 ms, RSS %2, monotonic %3 us\n")
                                    .arg(double(sinceMain.nsecsElapsed()) / 1e6, 0, 'f', 1)
                                    .arg(QString::fromLatin1(rss))
                                    .arg(std::chrono::duration_cast<std::chrono::microseconds>(now).count()));
            QCoreApplication::exit(0);
        }, Qt::SingleShotConnection);
    }

    // --tab: the Replay page's tab below the move list (ReplayView's currentTab), once the page
    // and the record are there.
    const auto showTab = [window, tab = options.tab, tryLine = options.tryLine, pick = options.pick] {
        QObject *view = window->findChild<QObject *>(QStringLiteral("replayView"));
        if (!view)
            return;
        if (!tab.isEmpty())
            view->setProperty("currentTab", CommandLine::tabNames().indexOf(tab));
        // --pick and --try, as a click on the board and typing in the Moves tab would.
        if (!pick.isEmpty())
            view->setProperty("boardPick", pick);
        if (!tryLine.isEmpty())
            if (QObject *loader = window->findChild<QObject *>(QStringLiteral("movesLoader")))
                if (auto *panel = loader->property("item").value<QObject *>())
                    QMetaObject::invokeMethod(panel, "tryLine", Q_ARG(QString, tryLine));
    };
    showTab();

    if (!options.screenshot.isEmpty()) {
        auto *grabber = new FrameGrabber(window, options.screenshot, 20000, &app);
        QObject::connect(grabber, &FrameGrabber::finished, &app,
                         [](bool ok, const QString &message) {
                             if (!ok)
                                 printTo(stderr, QStringLiteral("umpire: %1\n").arg(message));
                             QCoreApplication::exit(ok ? 0 : 1);
                         });
        // The Replay page opens records off the UI thread: picture the record, not the
        // loading bar, by starting once the load has finished (and --step been applied).
        auto *replay = window->findChild<umpire::models::ReplayController *>(
                QStringLiteral("replayController"));
        if (replay && replay->busy())
            QObject::connect(
                    replay, &umpire::models::ReplayController::finished, grabber,
                    [grabber, showTab] {
                        showTab();
                        grabber->start();
                    },
                    Qt::SingleShotConnection);
        else
            grabber->start();
    } else if (!options.tab.isEmpty() || !options.pick.isEmpty() || !options.tryLine.isEmpty()) {
        if (auto *replay = window->findChild<umpire::models::ReplayController *>(
                    QStringLiteral("replayController")))
            QObject::connect(
                    replay, &umpire::models::ReplayController::finished, window,
                    [showTab] { showTab(); }, Qt::SingleShotConnection);
    }
    return QGuiApplication::exec();
}
