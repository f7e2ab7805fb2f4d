// bench_cli_memory: peak memory and time of `umpire-cli check` on a long record (issue 9: a
// 1,000,000-move record, about 45 MB, checked under 400 MB peak).
//
// Plain program, not Google Benchmark: the figure is the peak resident set of a child process,
// which only the parent can read (wait4's ru_maxrss, what /usr/bin/time -v prints).
//   bench_cli_memory [--moves N] [--seed S] [--keep FILE]
// It makes the record with `umpire-cli simulate --game wotw --seed S --max-moves N` (seed 6
// plays on past a million moves), checks it, then checks a copy in which every Aliens line is
// written as the Humans', so nearly every line has a finding, and prints both.
#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace {

struct Run {
    int exitCode = -1;
    long peakKb = 0;
    double wallS = 0, userS = 0;
};

// Runs umpire-cli with `args`, its stdout going to `outPath`.
Run runCli(const QStringList &args, const QString &outPath)
{
    QList<QByteArray> storage{QByteArrayLiteral(UMPIRE_CLI)};
    for (const QString &a : args)
        storage << a.toLocal8Bit();
    std::vector<char *> argv;
    for (QByteArray &s : storage)
        argv.push_back(s.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, QFile::encodeName(outPath).constData(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    Run run;
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        std::perror("posix_spawn");
        return run;
    }
    posix_spawn_file_actions_destroy(&actions);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    run.wallS = double(timer.nsecsElapsed()) / 1e9;
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    run.peakKb = usage.ru_maxrss;
    run.userS = double(usage.ru_utime.tv_sec) + double(usage.ru_utime.tv_usec) / 1e6;
    return run;
}

void report(const char *what, const Run &r, qint64 bytes)
{
    std::printf("%-28s %8.1f MB record  peak RSS %7.1f MB  wall %6.2f s  user %6.2f s  exit %d  "
                "(target < 400 MB: %s)\n",
                what, double(bytes) / 1e6, double(r.peakKb) / 1024.0, r.wallS, r.userS, r.exitCode,
                r.peakKb < 400 * 1024 ? "met" : "MISSED");
}

}  // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const auto option = [&args](const char *name, const QString &fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
    };
    const QString moves = option("--moves", QStringLiteral("1000000"));
    const QString seed = option("--seed", QStringLiteral("6"));
    QTemporaryDir dir;
    const QString record = option("--keep", dir.filePath(QStringLiteral("long.ugr")));

    const Run made =
            runCli({QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("wotw"),
                    QStringLiteral("--seed"), seed, QStringLiteral("--max-moves"), moves},
                   record);
    if (made.exitCode != 0) {
        std::fprintf(stderr, "umpire-cli simulate failed\n");
        return 1;
    }
    QFile file(record);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    const QByteArray text = file.readAll();
    file.close();
    const QString out = dir.filePath(QStringLiteral("out.txt"));
    report("check, clean record", runCli({QStringLiteral("check"), record}, out), text.size());

    QByteArray broken = text;
    broken.replace(" aliens ", " humans ");
    const QString brokenPath = dir.filePath(QStringLiteral("broken.ugr"));
    QFile b(brokenPath);
    if (!b.open(QIODevice::WriteOnly) || b.write(broken) != broken.size())
        return 1;
    b.close();
    report("check, a finding per line", runCli({QStringLiteral("check"), brokenPath}, out),
           broken.size());
    return 0;
}
