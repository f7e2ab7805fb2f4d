#include "procstats.h"

#include <QFile>
#include <QList>
#include <QRegularExpression>

#include <ctime>

namespace umpire::bench {

namespace {

// One "Key:   123 kB" field of /proc/<pid>/status.
qint64 statusField(qint64 pid, const QByteArray &key)
{
    QFile file(pid == 0 ? QStringLiteral("/proc/self/status")
                        : QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = file.readAll();
    const qsizetype at = text.indexOf("\n" + key + ':');
    if (at < 0)
        return -1;
    const qsizetype end = text.indexOf('\n', at + 1);
    const QList<QByteArray> parts = text.mid(at + key.size() + 2, end - at - key.size() - 2)
                                            .simplified()
                                            .split(' ');
    bool ok = false;
    const qint64 kb = parts.value(0).toLongLong(&ok);
    return ok ? kb : -1;
}

}  // namespace

qint64 residentKb(qint64 pid)
{
    return statusField(pid, "VmRSS");
}

qint64 peakResidentKb(qint64 pid)
{
    return statusField(pid, "VmHWM");
}

qint64 monotonicMicros()
{
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return qint64(t.tv_sec) * 1'000'000 + t.tv_nsec / 1000;
}

std::optional<FirstFrame> parseFirstFrameLine(const QByteArray &line)
{
    static const QRegularExpression re(QStringLiteral(
            R"(first frame after ([0-9.]+) ms, RSS ([0-9]+) kB, monotonic ([0-9]+) us)"));
    const QRegularExpressionMatch m = re.match(QString::fromLatin1(line));
    if (!m.hasMatch())
        return std::nullopt;
    return FirstFrame{m.captured(1).toDouble(), m.captured(2).toLongLong(),
                      m.captured(3).toLongLong()};
}

QByteArray firstFrameLine(double inProcessMs)
{
    return "first frame after " + QByteArray::number(inProcessMs, 'f', 1) + " ms, RSS " +
           QByteArray::number(residentKb()) + " kB, monotonic " +
           QByteArray::number(monotonicMicros()) + " us";
}

}  // namespace umpire::bench
