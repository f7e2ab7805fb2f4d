// bench_app_step: the time to show a step of a long record, in one process.
//
// Opens a record (a file, or a simulated 10,000-move War of the Worlds game) in a
// ReplayController, shows it in a window — the real ReplayView of qml/replay/ (--scene view,
// the default), or a minimal page of the board and the models alone (--scene parts) — then
// sets `step` to random steps and times each from the write of
// ReplayController::step to the frameSwapped of the frame that shows it: the controller's
// state conversion and diff, every QML binding, polish (layouts, the list positioning), the
// scene-graph sync and the render. For comparison it first times the controller alone (the
// same kind of steps before any QML is bound). It also reports the open time and the resident
// memory.
//
//     bench_app_step [--scene view|parts] [--steps N] [--seed S] [--moves M] [RECORD]
//
// Runs on the offscreen platform unless QT_QPA_PLATFORM is set. QT_QPA_UPDATE_IDLE_TIME is set
// to 0 (unless set), so an update request is served at once instead of after Qt's 5 ms of idle
// time: the figure is the work of a step, not that pause.
#include "long_record.h"
#include "procstats.h"
#include "replaycontroller.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <random>
#include <vector>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using umpire::models::ReplayController;

namespace {

void fail(const QString &message)
{
    std::fprintf(stderr, "bench_app_step: %s\n", qPrintable(message));
    std::exit(1);
}

// Nearest-rank percentile of sorted values.
double percentile(const std::vector<double> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const std::size_t rank = std::size_t(std::max(1.0, std::ceil(p / 100.0 * double(sorted.size()))));
    return sorted[std::min(rank, sorted.size()) - 1];
}

qint64 threadCpuMicros()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1'000'000 + t.tv_nsec / 1000;
}

const char *graphicsApiName(QSGRendererInterface::GraphicsApi api)
{
    switch (api) {
    case QSGRendererInterface::Software: return "software";
    case QSGRendererInterface::OpenGL: return "OpenGL";
    case QSGRendererInterface::Vulkan: return "Vulkan";
    case QSGRendererInterface::Null: return "null";
    default: return "other";
    }
}

}  // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (!qEnvironmentVariableIsSet("QT_QPA_UPDATE_IDLE_TIME"))
        qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
    QGuiApplication app(argc, argv);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Times showing random steps of a long record."));
    parser.addHelpOption();
    const QCommandLineOption stepsOption(QStringLiteral("steps"), QStringLiteral("Steps to time (1000)."),
                                         QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed of the random step order (1)."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption movesOption(QStringLiteral("moves"), QStringLiteral("Moves of the generated record when no RECORD is given (10000)."),
                                         QStringLiteral("M"), QStringLiteral("10000"));
    const QCommandLineOption sceneOption(QStringLiteral("scene"),
                                         QStringLiteral("view: the real ReplayView (default); parts: the board and models alone."),
                                         QStringLiteral("S"), QStringLiteral("view"));
    parser.addOptions({stepsOption, seedOption, movesOption, sceneOption});
    parser.addPositionalArgument(QStringLiteral("RECORD"), QStringLiteral("The record to open (default: generated)."));
    parser.process(app);
    bool ok1 = false, ok2 = false, ok3 = false;
    const int steps = parser.value(stepsOption).toInt(&ok1);
    const quint64 seed = parser.value(seedOption).toULongLong(&ok2);
    const int moves = parser.value(movesOption).toInt(&ok3);
    if (!ok1 || !ok2 || !ok3 || steps < 1 || moves < 1)
        fail(QStringLiteral("--steps, --seed and --moves take positive integers"));
    const QString scene = parser.value(sceneOption);
    if (scene != QLatin1String("view") && scene != QLatin1String("parts"))
        fail(QStringLiteral("--scene is \"view\" or \"parts\", not \"%1\"").arg(scene));

    QString recordPath = parser.positionalArguments().value(0);
    QTemporaryDir tmp;
    if (recordPath.isEmpty()) {
        const umpire::bench::LongRecord generated = umpire::bench::longSimulatedRecord(moves);
        if (generated.text.isEmpty())
            fail(generated.error);
        recordPath = tmp.filePath(QStringLiteral("long.ugr"));
        QFile f(recordPath);
        if (!f.open(QIODevice::WriteOnly) || f.write(generated.text) != generated.text.size())
            fail(QStringLiteral("cannot write %1: %2").arg(recordPath, f.errorString()));
    }

    QQuickStyle::setStyle(QStringLiteral("Fusion"));  // as the app
    const qint64 rssStart = umpire::bench::residentKb();

    // Open the record the way the page does: off the UI thread, then swapped in.
    ReplayController replay;
    QElapsedTimer openTimer;
    openTimer.start();
    {
        QEventLoop loop;
        bool opened = false;
        QObject::connect(&replay, &ReplayController::finished, &loop, [&](bool ok) {
            opened = ok;
            loop.quit();
        });
        replay.openPath(recordPath);
        loop.exec();
        if (!opened)
            fail(QStringLiteral("cannot open %1: %2").arg(recordPath, replay.loadError()));
    }
    const double openMs = double(openTimer.nsecsElapsed()) / 1e6;
    const qint64 rssOpened = umpire::bench::residentKb();
    if (replay.stepCount() < 2)
        fail(QStringLiteral("%1 has fewer than two moves").arg(recordPath));

    // The controller alone, before any QML binds to it: State::toJson, the diff, the maps.
    std::mt19937_64 random(seed);
    std::uniform_int_distribution<int> pick(0, replay.stepCount());
    std::vector<double> controllerOnly;
    for (int i = 0; i < steps; ++i) {
        const qint64 t0 = umpire::bench::monotonicMicros();
        replay.setStep(pick(random));
        controllerOnly.push_back(double(umpire::bench::monotonicMicros() - t0) / 1000.0);
    }
    std::sort(controllerOnly.begin(), controllerOnly.end());
    replay.setStep(0);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{QStringLiteral("replay"), QVariant::fromValue(&replay)}});
    engine.load(QUrl(scene == QLatin1String("view") ? QStringLiteral("qrc:/BenchAppStep/ReplayViewScene.qml")
                                                    : QStringLiteral("qrc:/BenchAppStep/PartsScene.qml")));
    auto *window = engine.rootObjects().isEmpty()
            ? nullptr
            : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        fail(QStringLiteral("the %1 scene could not be loaded (the QML errors are above)").arg(scene));

    // frameSwapped may come from the render thread: note the time there, wake the GUI thread.
    std::atomic<qint64> swappedAt{0};
    // The GUI thread's CPU time at the swap, when the swap is on the GUI thread (the basic and
    // software render loops): the work of a step without the waits of a loaded machine.
    std::atomic<qint64> swappedCpu{-1};
    QThread *const guiThread = QThread::currentThread();
    QEventLoop frameLoop;
    QObject::connect(
            window, &QQuickWindow::frameSwapped, window,
            [&] {
                swappedAt.store(umpire::bench::monotonicMicros());
                swappedCpu.store(QThread::currentThread() == guiThread ? threadCpuMicros() : -1);
                QMetaObject::invokeMethod(&frameLoop, &QEventLoop::quit, Qt::QueuedConnection);
            },
            Qt::DirectConnection);
    QTimer giveUp;
    giveUp.setSingleShot(true);
    QObject::connect(&giveUp, &QTimer::timeout, &frameLoop, [&frameLoop] { frameLoop.exit(1); });
    // Waits for a frame swapped after `since` (µs); false after a second without one.
    auto waitForFrame = [&](qint64 since) {
        giveUp.start(1000);
        while (swappedAt.load() < since) {
            if (frameLoop.exec() != 0)
                return false;
        }
        giveUp.stop();
        return true;
    };
    if (!waitForFrame(0))
        fail(QStringLiteral("the window never showed a frame"));

    random.seed(seed);  // the same sequence again, now with the scene
    std::vector<double> total, update, cpu;
    int missed = 0;
    const int warmup = 20;  // first delegates, glyph caches: not what a user feels per step
    for (int i = 0; i < warmup + steps; ++i) {
        int step = pick(random);
        if (step == replay.step())
            step = (step + 1) % (replay.stepCount() + 1);
        const qint64 c0 = threadCpuMicros();
        const qint64 t0 = umpire::bench::monotonicMicros();
        replay.setStep(step);  // the controller, then every binding, synchronously
        const qint64 t1 = umpire::bench::monotonicMicros();
        if (!waitForFrame(t1)) {
            ++missed;
            continue;
        }
        if (i < warmup)
            continue;
        total.push_back(double(swappedAt.load() - t0) / 1000.0);
        update.push_back(double(t1 - t0) / 1000.0);
        if (swappedCpu.load() >= 0)
            cpu.push_back(double(swappedCpu.load() - c0) / 1000.0);
    }
    std::sort(total.begin(), total.end());
    std::sort(update.begin(), update.end());
    std::sort(cpu.begin(), cpu.end());

    const QSGRendererInterface *ri = window->rendererInterface();
    std::printf("record: %s, %d moves; opened in %.1f ms (read, parse, check, index, off the UI thread)\n",
                qPrintable(QDir::toNativeSeparators(recordPath)), replay.stepCount(), openMs);
    std::printf("scene: %s; scene graph: %s, platform %s\n",
                scene == QLatin1String("view") ? "the real ReplayView (qml/replay/ReplayView.qml)"
                                               : "the board and models alone (PartsScene.qml)",
                ri ? graphicsApiName(ri->graphicsApi()) : "unknown", qPrintable(QGuiApplication::platformName()));
    std::printf("steps timed: %zu random steps (%d warm-up steps not counted, %d without a frame)\n",
                total.size(), warmup, missed);
    std::printf("step to frame swapped: median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                percentile(total, 50), percentile(total, 90), percentile(total, 99),
                total.empty() ? 0.0 : total.back());
    std::printf("  of which setting step (controller + bindings): median %.2f ms, p99 %.2f ms, max %.2f ms\n",
                percentile(update, 50), percentile(update, 99), update.empty() ? 0.0 : update.back());
    if (cpu.size() == total.size())
        std::printf("  GUI thread CPU time of the same (rendering included): median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                    percentile(cpu, 50), percentile(cpu, 90), percentile(cpu, 99), cpu.back());
    else
        std::printf("  GUI thread CPU time: not measured (the frames are rendered on another thread)\n");
    std::printf("  the controller alone, no QML bound (as many steps): median %.2f ms, p99 %.2f ms, max %.2f ms\n",
                percentile(controllerOnly, 50), percentile(controllerOnly, 99), controllerOnly.back());
    std::printf("RSS: %lld kB at start, %lld kB with the record open, %lld kB with the scene shown\n",
                rssStart, rssOpened, umpire::bench::residentKb());
    std::fflush(stdout);
    return missed > 0 ? 1 : 0;
}
