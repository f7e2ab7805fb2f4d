// bench_app_open: how long `umpire` takes to open big records, and how much memory it keeps
// (issue 9). Not a test: run it by hand on a quiet machine (docs/benchmarks.md).
//
// For each record it runs `umpire --screenshot OUT --page replay RECORD` --runs times and
// reports the median wall time from spawn to exit (start-up, reading, checking, indexing and
// the first frame that shows the record) and the median peak resident memory (the process's
// ru_maxrss); then it starts `umpire RECORD` plainly and reads its resident memory --settle ms
// later (the settled memory), beside the bare Qt Quick window's. The records:
//   - 100,000 and 1,000,000 moves: simulated War of the Worlds games (the first checked clean;
//     the second is not checked first: it passes turn 32,767, issue 9 item 8);
//   - 100,000 moves that each break a rule (a finding per move);
//   - 16,000 tag pairs;
//   - a move line whose value is one 1 MB word, beside the same line with a short word
//     (issue 25: the move list laid the whole megabyte out, 91 s).
// Targets: 100,000 moves open in under 2 s and settle under 150 MB; 1,000,000 moves stay under
// 1 GB; 16,000 tags open in under 1 s; the 1 MB value opens about as fast as the short one
// (under 2 s). --long-values-only runs just the last two.
//
// The children get a private XDG_CONFIG_HOME, XDG_DATA_HOME and XDG_CACHE_HOME.
#include "long_record.h"
#include "procstats.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "bench_app_open: %s\n", qPrintable(message));
    std::exit(1);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

struct Run {
    double ms = 0;
    long peakKb = 0;
    int status = 0;
};

// Runs `program args` to its end with `env`; wall time and the child's own peak RSS (wait4).
Run runToEnd(const QString &program, const QStringList &args, const QStringList &env)
{
    std::vector<QByteArray> argBytes{program.toLocal8Bit()};
    for (const QString &a : args)
        argBytes.push_back(a.toLocal8Bit());
    std::vector<QByteArray> envBytes;
    for (const QString &e : env)
        envBytes.push_back(e.toLocal8Bit());
    std::vector<char *> argv, envp;
    for (QByteArray &a : argBytes)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    for (QByteArray &e : envBytes)
        envp.push_back(e.data());
    envp.push_back(nullptr);

    QElapsedTimer timer;
    timer.start();
    const pid_t pid = fork();
    if (pid < 0)
        fail(QStringLiteral("cannot fork"));
    if (pid == 0) {
        const int devnull = ::open("/dev/null", O_WRONLY);
        dup2(devnull, 1);
        dup2(devnull, 2);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    Run run;
    rusage usage{};
    if (wait4(pid, &run.status, 0, &usage) != pid)
        fail(QStringLiteral("wait4 failed"));
    run.ms = double(timer.nsecsElapsed()) / 1e6;
    run.peakKb = usage.ru_maxrss;
    return run;
}

qint64 settledKb(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                 int settleMs)
{
    QProcess proc;
    proc.setProcessEnvironment(env);
    proc.setStandardOutputFile(QProcess::nullDevice());
    proc.setStandardErrorFile(QProcess::nullDevice());
    proc.start(program, args);
    if (!proc.waitForStarted())
        fail(QStringLiteral("cannot start %1").arg(program));
    QThread::msleep(ulong(settleMs));
    const qint64 kb =
            proc.state() == QProcess::Running ? umpire::bench::residentKb(proc.processId()) : -1;
    proc.kill();  // our own child, by its id
    proc.waitForFinished();
    return kb;
}

void write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        fail(QStringLiteral("cannot write %1").arg(path));
}

QByteArray simulated(int moves, bool checked = true)
{
    const umpire::bench::LongRecord r = umpire::bench::longSimulatedRecord(moves, 200, checked);
    if (r.text.isEmpty())
        fail(QStringLiteral("cannot make a %1-move record: %2").arg(moves).arg(r.error));
    return r.text;
}

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
            QStringLiteral("Opening big records in umpire: time and memory (issue 9)."));
    parser.addHelpOption();
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Runs per record (3)."), QStringLiteral("N"),
                                        QStringLiteral("3"));
    const QCommandLineOption settleOption(
            QStringLiteral("settle"),
            QStringLiteral("Milliseconds after the start to read the settled memory (6000)."),
            QStringLiteral("MS"), QStringLiteral("6000"));
    const QCommandLineOption skipMillionOption(
            QStringLiteral("skip-million"), QStringLiteral("Leave out the 1,000,000-move record."));
    const QCommandLineOption longValuesOption(
            QStringLiteral("long-values-only"),
            QStringLiteral("Only the records with a 1 MB value and a short one (issue 25)."));
    parser.addOptions({runsOption, settleOption, skipMillionOption, longValuesOption});
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    const int settle = std::max(0, parser.value(settleOption).toInt());

    QTemporaryDir tmp;
    if (!tmp.isValid())
        fail(QStringLiteral("cannot make a temporary directory"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const char *dir : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        env.insert(QString::fromLatin1(dir), tmp.filePath(QString::fromLatin1(dir).toLower()));
    QStringList envList;
    for (const QString &key : env.keys())
        envList << key + QLatin1Char('=') + env.value(key);

    struct Record {
        QString name;
        QString path;
        double openTargetMs;  // 0: none
        double settledTargetKb;
        double peakTargetKb;
    };
    std::vector<Record> records;
    auto add = [&](const QString &name, const QString &file, const QByteArray &text, double openMs,
                   double settledKb, double peakKb) {
        const QString path = tmp.filePath(file);
        write(path, text);
        records.push_back(
                {QStringLiteral("%1 (%2 MB)").arg(name).arg(double(text.size()) / 1e6, 0, 'f', 1),
                 path, openMs, settledKb, peakKb});
    };
    std::printf("making the records...\n");
    std::fflush(stdout);
    const bool longValuesOnly = parser.isSet(longValuesOption);
    if (!longValuesOnly)
        add(QStringLiteral("100,000 moves"), QStringLiteral("moves-100k.ugr"), simulated(100000), 2000,
            150 * 1024, 0);
    if (!longValuesOnly) {
        QByteArray text = "[Game \"wotw\"]\n\n";
        for (int i = 0; i < 100000; ++i)
            text += "1 aliens dance\n";
        add(QStringLiteral("100,000 findings"), QStringLiteral("findings-100k.ugr"), text, 2000,
            150 * 1024, 0);
    }
    if (!longValuesOnly) {
        QByteArray text = "[Game \"wotw\"]\n";
        for (int i = 0; i < 16000; ++i)
            text += "[Note" + QByteArray::number(i) + " \"value " + QByteArray::number(i) + "\"]\n";
        text += "\n1 aliens dance\n";
        add(QStringLiteral("16,000 tags"), QStringLiteral("tags-16k.ugr"), text, 1000, 0, 0);
    }
    // One unreadable move line whose word is 1 MB (or 5 bytes), and a [Game] value of the same
    // size: the move list and the "no rules" banner lay them out.
    add(QStringLiteral("short value"), QStringLiteral("value-short.ugr"),
        "[Game \"wotw\"]\n\n1 aliens dance " + QByteArray(5, 'w') + "\n", 2000, 0, 0);
    add(QStringLiteral("1 MB value"), QStringLiteral("value-1mb.ugr"),
        "[Game \"wotw\"]\n\n1 aliens dance " + QByteArray(1 << 20, 'w') + "\n", 2000, 0, 0);
    add(QStringLiteral("1 MB [Game] value"), QStringLiteral("game-1mb.ugr"),
        "[Game \"" + QByteArray(1 << 20, 'g') + "\"]\n\n1 aliens dance\n", 2000, 0, 0);
    if (!parser.isSet(skipMillionOption) && !longValuesOnly)
        add(QStringLiteral("1,000,000 moves"), QStringLiteral("moves-1m.ugr"),
            simulated(1000000, false), 0, 0, 1024 * 1024);

    const QString umpire = QStringLiteral(UMPIRE_BENCH_UMPIRE);
    const qint64 bare = settledKb(QStringLiteral(UMPIRE_BENCH_BARE_WINDOW),
                                  {QStringLiteral("--stay")}, env, settle);
    const qint64 empty =
            settledKb(umpire, {QStringLiteral("--page"), QStringLiteral("replay")}, env, settle);
    std::printf("settled after %d ms: bare window %lld kB, umpire with no record %lld kB\n\n",
                settle, static_cast<long long>(bare), static_cast<long long>(empty));
    std::printf("%-28s %12s %14s %14s %8s  %s\n", "record", "open ms", "peak RSS kB", "settled kB",
                "x bare", "targets");
    for (const Record &r : records) {
        std::vector<double> ms, peak;
        for (int i = 0; i < runs; ++i) {
            const Run run = runToEnd(umpire,
                                     {QStringLiteral("--screenshot"),
                                      tmp.filePath(QStringLiteral("shot.png")),
                                      QStringLiteral("--page"), QStringLiteral("replay"), r.path},
                                     envList);
            if (!WIFEXITED(run.status) || WEXITSTATUS(run.status) != 0)
                fail(QStringLiteral("umpire --screenshot %1 failed (status %2)")
                             .arg(r.path)
                             .arg(run.status));
            ms.push_back(run.ms);
            peak.push_back(double(run.peakKb));
        }
        const qint64 kept = settledKb(
                umpire, {QStringLiteral("--page"), QStringLiteral("replay"), r.path}, env, settle);
        QStringList verdicts;
        if (r.openTargetMs > 0)
            verdicts << QStringLiteral("open < %1 s: %2")
                                .arg(r.openTargetMs / 1000)
                                .arg(median(ms) < r.openTargetMs ? "met" : "MISSED");
        if (r.settledTargetKb > 0)
            verdicts << QStringLiteral("settled < %1 MB: %2")
                                .arg(r.settledTargetKb / 1024)
                                .arg(kept < r.settledTargetKb ? "met" : "MISSED");
        if (r.peakTargetKb > 0)
            verdicts << QStringLiteral("peak < %1 MB: %2")
                                .arg(r.peakTargetKb / 1024)
                                .arg(median(peak) < r.peakTargetKb ? "met" : "MISSED");
        std::printf("%-28s %12.0f %14.0f %14lld %8.2f  %s\n", qPrintable(r.name), median(ms),
                    median(peak), static_cast<long long>(kept),
                    bare > 0 ? double(kept) / double(bare) : 0.0,
                    qPrintable(verdicts.join(QStringLiteral(", "))));
        std::fflush(stdout);
    }
    return 0;
}
