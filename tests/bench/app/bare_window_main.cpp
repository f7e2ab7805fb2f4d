// bench_bare_window: the baseline of the app benchmark. A Qt Quick Controls application set up
// the way `umpire` is (Fusion style, QQmlApplicationEngine, a precompiled QML module, a window
// of the same size) showing one label. On its first frameSwapped it prints the first-frame line
// (procstats.h) and quits; with --stay it keeps running, so its settled memory can be read
// from outside.
#include "procstats.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>

#include <cstdio>

int main(int argc, char *argv[])
{
    // First thing, so that the in-process figure covers everything main() does.
    QElapsedTimer sinceMain;
    sinceMain.start();

    QGuiApplication app(argc, argv);
    const bool stay = QGuiApplication::arguments().contains(QStringLiteral("--stay"));
    QQuickStyle::setStyle(QStringLiteral("Fusion"));  // as app/gui/main.cpp sets it

    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/BenchBareWindow/BareWindow.qml")));
    auto *window = engine.rootObjects().isEmpty()
            ? nullptr
            : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window) {
        std::fputs("bench_bare_window: the window could not be loaded\n", stderr);
        return 1;
    }
    // Queued to the GUI thread when the render loop is threaded: the same path as umpire's hook.
    QObject::connect(
            window, &QQuickWindow::frameSwapped, &app,
            [&sinceMain, stay] {
                const double ms = double(sinceMain.nsecsElapsed()) / 1e6;
                std::printf("%s\n", umpire::bench::firstFrameLine(ms).constData());
                std::fflush(stdout);
                if (!stay)
                    QCoreApplication::exit(0);
            },
            Qt::SingleShotConnection);
    return QGuiApplication::exec();
}
