// bench_app: the app benchmark of issue 5. Not a test: run it by hand on a quiet machine.
//
// Runs each program --runs times (after one unmeasured warm-up run) on the offscreen platform
// and reports median and p90 of
//   - the first frame: from just before the driver starts the process to its first
//     frameSwapped (the process prints its CLOCK_MONOTONIC then: procstats.h), so it includes
//     fork, exec, dynamic linking, static initialisation, QML loading and the first render;
//     the in-process figure (from the first line of main()) is shown beside it;
//   - the resident memory at that first frame (VmRSS), and the settled resident memory: VmRSS
//     read from outside --settle ms after the start of a second, unhooked run;
// for: the bare window (bench_bare_window), umpire with no record, umpire with the sample
// record on the Replay page, and umpire with a simulated 10,000-move record open and the
// Cards page (the compendium) shown. Then it runs bench_app_step on the same long record for
// the step time (the real ReplayView, then the board and models alone), and checks the three
// targets.
//
// The children get a private XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_CACHE_HOME, so the
// benchmark never touches the user's settings or recent files.
#include "long_record.h"
#include "procstats.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <vector>

namespace {

using umpire::bench::FirstFrame;

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_app: %s\n", qPrintable(message));
    std::exit(1);
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("unknown");
    const QList<QByteArray> parts = f.readAll().split(' ');
    return QStringLiteral("%1 %2 %3 (1, 5, 15 min)")
            .arg(QString::fromLatin1(parts.value(0)), QString::fromLatin1(parts.value(1)),
                 QString::fromLatin1(parts.value(2)));
}

// Nearest-rank percentile.
double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return std::nan("");
    std::sort(values.begin(), values.end());
    const std::size_t rank = std::size_t(std::max(1.0, std::ceil(p / 100.0 * double(values.size()))));
    return values[std::min(rank, values.size()) - 1];
}

struct Program {
    QString name;
    QString path;
    QStringList args;          // for the first-frame runs
    QStringList settledArgs;   // for the settled-memory runs
    bool hook = false;         // umpire: needs UMPIRE_BENCH_FIRST_FRAME=1 to report
};

struct Figures {
    std::vector<double> firstFrameMs;  // from spawn
    std::vector<double> inProcessMs;   // from main()
    std::vector<double> rssKb;         // at the first frame
    std::vector<double> settledKb;     // after --settle ms
    QString error;                     // why the program could not be measured; empty if it was
};

class Driver {
public:
    Driver(const QString &home, int settleMs) : settleMs_(settleMs)
    {
        env_ = QProcessEnvironment::systemEnvironment();
        env_.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (const char *dir : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
            env_.insert(QString::fromLatin1(dir), home + QLatin1Char('/') + QString::fromLatin1(dir).toLower());
        env_.remove(QStringLiteral("UMPIRE_BENCH_FIRST_FRAME"));
    }

    // One run to the first frame.
    struct Run {
        double fromSpawnMs = 0;
        double inProcessMs = 0;
        qint64 rssKb = 0;
    };
    // Nothing, with `*error` set, when the program fails.
    std::optional<Run> firstFrame(const Program &p, QString *error) const
    {
        QProcess proc;
        QProcessEnvironment env = env_;
        if (p.hook)
            env.insert(QStringLiteral("UMPIRE_BENCH_FIRST_FRAME"), QStringLiteral("1"));
        proc.setProcessEnvironment(env);
        const qint64 spawned = umpire::bench::monotonicMicros();
        proc.start(p.path, p.args);
        if (!proc.waitForFinished(60000)) {
            proc.kill();  // our own child, by its id
            proc.waitForFinished();
            *error = QStringLiteral("no frame within a minute");
            return std::nullopt;
        }
        const QByteArray out = proc.readAllStandardOutput();
        for (const QByteArray &line : out.split('\n')) {
            if (const std::optional<FirstFrame> f = umpire::bench::parseFirstFrameLine(line))
                return Run{double(f->monotonicUs - spawned) / 1000.0, f->inProcessMs, f->rssKb};
        }
        // The lines that say why, without the font database's chatter.
        QStringList why;
        for (const QString &line : QString::fromLocal8Bit(proc.readAllStandardError()).split(QLatin1Char('\n')))
            if (line.startsWith(QLatin1String("qrc:")) || line.startsWith(QLatin1String("umpire")) ||
                line.startsWith(QLatin1String("bench")) || line.contains(QLatin1String("QQmlApplicationEngine")))
                why << QStringLiteral("    ") + line;
        *error = QStringLiteral("%1 %2 printed no first-frame line (exit code %3)\n%4")
                         .arg(p.path, p.args.join(QLatin1Char(' ')))
                         .arg(proc.exitCode())
                         .arg(why.join(QLatin1Char('\n')));
        return std::nullopt;
    }

    // VmRSS of an unhooked run, read from outside settleMs after the start.
    qint64 settledRss(const Program &p) const
    {
        QProcess proc;
        proc.setProcessEnvironment(env_);
        proc.setStandardOutputFile(QProcess::nullDevice());
        proc.setStandardErrorFile(QProcess::nullDevice());
        proc.start(p.path, p.settledArgs);
        if (!proc.waitForStarted())
            fail(QStringLiteral("cannot start %1: %2").arg(p.path, proc.errorString()));
        QThread::msleep(ulong(settleMs_));
        if (proc.state() != QProcess::Running)
            fail(QStringLiteral("%1 exited before its memory could be read").arg(p.name));
        const qint64 rss = umpire::bench::residentKb(proc.processId());
        proc.kill();  // our own child, by its id
        proc.waitForFinished();
        return rss;
    }

    Figures measure(const Program &p, int runs) const
    {
        Figures f;
        if (!firstFrame(p, &f.error))  // warm-up: page cache, font cache, QML disk cache
            return f;
        for (int i = 0; i < runs; ++i) {
            const std::optional<Run> r = firstFrame(p, &f.error);
            if (!r)
                return f;
            f.firstFrameMs.push_back(r->fromSpawnMs);
            f.inProcessMs.push_back(r->inProcessMs);
            f.rssKb.push_back(double(r->rssKb));
        }
        for (int i = 0; i < runs; ++i)
            f.settledKb.push_back(double(settledRss(p)));
        return f;
    }

private:
    QProcessEnvironment env_;
    int settleMs_;
};

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
            "The app benchmark: first frame, memory and step time of umpire beside a bare Qt Quick "
            "Controls window. See docs/benchmarks.md."));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Measured runs per program (10)."),
                                        QStringLiteral("N"), QStringLiteral("10"));
    const QCommandLineOption settleOption(QStringLiteral("settle"),
                                          QStringLiteral("Milliseconds after the start to read the settled memory (2000)."),
                                          QStringLiteral("MS"), QStringLiteral("2000"));
    const QCommandLineOption stepsOption(QStringLiteral("steps"), QStringLiteral("Random steps bench_app_step times (1000)."),
                                         QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption movesOption(QStringLiteral("moves"), QStringLiteral("Moves of the long record (10000)."),
                                         QStringLiteral("M"), QStringLiteral("10000"));
    const QCommandLineOption sampleOption(QStringLiteral("sample"), QStringLiteral("The sample record."),
                                          QStringLiteral("FILE"), QStringLiteral(UMPIRE_BENCH_SAMPLE));
    parser.addOptions({runsOption, settleOption, stepsOption, movesOption, sampleOption});
    parser.process(app);
    bool ok1 = false, ok2 = false, ok3 = false, ok4 = false;
    const int runs = parser.value(runsOption).toInt(&ok1);
    const int settle = parser.value(settleOption).toInt(&ok2);
    const int steps = parser.value(stepsOption).toInt(&ok3);
    const int moves = parser.value(movesOption).toInt(&ok4);
    if (!ok1 || !ok2 || !ok3 || !ok4 || runs < 1 || settle < 0 || steps < 1 || moves < 1)
        fail(QStringLiteral("--runs, --settle, --steps and --moves take positive integers"));
    const QString sample = parser.value(sampleOption);
    if (!QFileInfo(sample).isFile())
        fail(QStringLiteral("%1: error: the sample record does not exist").arg(sample));

    QTemporaryDir tmp;
    if (!tmp.isValid())
        fail(QStringLiteral("cannot make a temporary directory: %1").arg(tmp.errorString()));
    const QString loadBefore = loadAverage();

    // The long record: a simulated game of the wished length, checked clean before use.
    QElapsedTimer timer;
    timer.start();
    const umpire::bench::LongRecord longRec = umpire::bench::longSimulatedRecord(moves);
    if (longRec.text.isEmpty())
        fail(QStringLiteral("cannot make the long record: %1").arg(longRec.error));
    const QByteArray &longText = longRec.text;
    const QString longRecord = tmp.filePath(QStringLiteral("wotw-long.ugr"));
    {
        QFile f(longRecord);
        if (!f.open(QIODevice::WriteOnly) || f.write(longText) != longText.size())
            fail(QStringLiteral("cannot write %1: %2").arg(longRecord, f.errorString()));
    }
    std::printf("bench_app: %d runs per program (+1 warm-up), settled memory read %d ms after start\n",
                runs, settle);
    std::printf("load average before: %s\n", qPrintable(loadBefore));
    std::printf("long record: umpire-cli simulate --game wotw --seed %llu --max-moves %d: %lld bytes, "
                "made and checked clean in %lld ms\n\n",
                static_cast<unsigned long long>(longRec.seed), moves, qint64(longText.size()), timer.elapsed());
    std::fflush(stdout);

    const QString umpire = QStringLiteral(UMPIRE_BENCH_UMPIRE);
    const QList<Program> programs{
        {QStringLiteral("bare window"), QStringLiteral(UMPIRE_BENCH_BARE_WINDOW), {}, {QStringLiteral("--stay")}, false},
        {QStringLiteral("umpire, no record"), umpire, {QStringLiteral("--page"), QStringLiteral("replay")},
         {QStringLiteral("--page"), QStringLiteral("replay")}, true},
        {QStringLiteral("umpire, sample, Replay"), umpire, {QStringLiteral("--page"), QStringLiteral("replay"), sample},
         {QStringLiteral("--page"), QStringLiteral("replay"), sample}, true},
        {QStringLiteral("umpire, 10k record, Cards"), umpire, {QStringLiteral("--page"), QStringLiteral("cards"), longRecord},
         {QStringLiteral("--page"), QStringLiteral("cards"), longRecord}, true},
    };
    const Driver driver(tmp.path(), settle);
    std::vector<Figures> figures;
    std::printf("%-27s %21s %13s %21s %21s\n", "", "first frame ms", "in-process", "RSS at frame kB",
                "settled RSS kB");
    std::printf("%-27s %10s %10s %13s %10s %10s %10s %10s\n", "program", "median", "p90", "median",
                "median", "p90", "median", "p90");
    for (const Program &p : programs) {
        figures.push_back(driver.measure(p, runs));
        const Figures &f = figures.back();
        if (!f.error.isEmpty()) {
            std::printf("%-27s failed: %s\n", qPrintable(p.name), qPrintable(f.error));
            continue;
        }
        std::printf("%-27s %10.1f %10.1f %13.1f %10.0f %10.0f %10.0f %10.0f\n", qPrintable(p.name),
                    percentile(f.firstFrameMs, 50), percentile(f.firstFrameMs, 90),
                    percentile(f.inProcessMs, 50), percentile(f.rssKb, 50), percentile(f.rssKb, 90),
                    percentile(f.settledKb, 50), percentile(f.settledKb, 90));
        std::fflush(stdout);
    }

    // The step time, in one process, for the real page and for the board and models alone.
    struct StepRun {
        QString scene;
        bool ok = false;
        double p99 = 0;
        double max = 0;
    };
    std::vector<StepRun> stepRuns;
    for (const QString &scene : {QStringLiteral("view"), QStringLiteral("parts")}) {
        std::printf("\nbench_app_step --scene %s (in-process, %d random steps of the long record):\n",
                    qPrintable(scene), steps);
        std::fflush(stdout);
        QProcess stepProc;
        QProcessEnvironment stepEnv = QProcessEnvironment::systemEnvironment();
        stepEnv.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        stepProc.setProcessEnvironment(stepEnv);
        stepProc.start(QStringLiteral(UMPIRE_BENCH_APP_STEP),
                       {QStringLiteral("--scene"), scene, QStringLiteral("--steps"), QString::number(steps), longRecord});
        if (!stepProc.waitForFinished(600000)) {
            stepProc.kill();  // our own child, by its id
            stepProc.waitForFinished();
        }
        const QString out = QString::fromLocal8Bit(stepProc.readAllStandardOutput());
        std::printf("%s", qPrintable(out));
        const QRegularExpressionMatch m =
                QRegularExpression(QStringLiteral(R"(step to frame swapped: median [0-9.]+ ms, p90 [0-9.]+ ms, p99 ([0-9.]+) ms, max ([0-9.]+) ms)"))
                        .match(out);
        StepRun run{scene, m.hasMatch() && stepProc.exitCode() == 0, m.captured(1).toDouble(), m.captured(2).toDouble()};
        if (!run.ok) {
            // Only the QML and fatal messages: the font database's chatter is left out.
            const QStringList err = QString::fromLocal8Bit(stepProc.readAllStandardError()).split(QLatin1Char('\n'));
            std::printf("  failed (exit code %d):\n", stepProc.exitCode());
            for (const QString &line : err)
                if (line.startsWith(QLatin1String("qrc:")) || line.startsWith(QLatin1String("bench_app_step")) ||
                    line.contains(QLatin1String("QQmlApplicationEngine")))
                    std::printf("    %s\n", qPrintable(line));
        }
        stepRuns.push_back(run);
        std::fflush(stdout);
    }

    // The targets of issue 5, on medians.
    const Figures &bare = figures[0];
    std::printf("\ntargets (medians):\n");
    auto firstFrameTarget = [&](const Figures &f, const char *what) {
        if (!f.error.isEmpty() || !bare.error.isEmpty()) {
            std::printf("  first frame, %s: not measured\n", what);
            return;
        }
        const double b = percentile(bare.firstFrameMs, 50), x = percentile(f.firstFrameMs, 50);
        std::printf("  first frame, %s: %.1f ms vs bare %.1f + 150 = %.1f ms: %s\n", what, x, b, b + 150,
                    x <= b + 150 ? "met" : "MISSED");
    };
    firstFrameTarget(figures[2], "sample record, Replay");
    firstFrameTarget(figures[3], "10k record, Cards (not a target, for comparison)");
    if (!figures[3].error.isEmpty() || !bare.error.isEmpty()) {
        std::printf("  memory, 10k record + compendium: not measured\n");
    } else {
        const double b = percentile(bare.settledKb, 50), x = percentile(figures[3].settledKb, 50);
        std::printf("  memory, 10k record + compendium: settled %.0f kB = %.2f x bare %.0f kB (target 1.30): %s\n",
                    x, x / b, b, x <= 1.3 * b ? "met" : "MISSED");
        const double bf = percentile(bare.rssKb, 50), xf = percentile(figures[3].rssKb, 50);
        std::printf("    (at the first frame: %.0f kB = %.2f x bare %.0f kB)\n", xf, xf / bf, bf);
    }
    for (const StepRun &run : stepRuns) {
        if (run.ok)
            std::printf("  step time (--scene %s): p99 %.2f ms, max %.2f ms (target 16 ms): %s\n",
                        qPrintable(run.scene), run.p99, run.max,
                        run.max < 16 ? "met at max" : run.p99 < 16 ? "met at p99, not at max" : "MISSED");
        else
            std::printf("  step time (--scene %s): not measured, bench_app_step failed\n", qPrintable(run.scene));
    }
    std::printf("load average after: %s\n", qPrintable(loadAverage()));
    return 0;
}
