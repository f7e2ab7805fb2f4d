// Runs the real umpire-cli executable (UMPIRE_CLI) for the process tests.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct CliResult {
    int exitCode = -1;  // -1 when the process did not finish normally (crash, hang)
    QString out;
    QString err;
};

// Runs `program` (umpire-cli unless given) with `args`; a run that crashes or outlives
// `timeoutMs` is killed and gives exitCode -1.
inline CliResult
runCli(const QStringList &args, int timeoutMs = 30000,
       const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment(),
       const QString &program = QStringLiteral(UMPIRE_CLI))
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(program, args);
    CliResult r;
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit) {
        p.kill();
        p.waitForFinished();
        qWarning("umpire-cli %s did not finish normally", qPrintable(args.join(u' ').left(300)));
        return r;
    }
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}
