// What the app benchmarks read about a process: resident memory and clocks.
//
// Linux only (procfs). The first-frame line is the one contract between the measured programs
// (bench_bare_window, `umpire` with UMPIRE_BENCH_FIRST_FRAME=1) and the driver bench_app:
//     first frame after N ms, RSS M kB, monotonic T us
// N is measured in-process from a QElapsedTimer started first thing in main() (so it leaves out
// exec, dynamic linking and static initialisation); T is CLOCK_MONOTONIC at the first frame, from
// which bench_app computes the full time since it spawned the process.
#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <optional>

namespace umpire::bench {

// VmRSS of a process in kB (`pid` 0: this process), or -1 when procfs cannot tell.
qint64 residentKb(qint64 pid = 0);
// VmHWM (the peak resident set) of a process in kB, or -1.
qint64 peakResidentKb(qint64 pid = 0);

// CLOCK_MONOTONIC in microseconds: comparable across processes on one machine.
qint64 monotonicMicros();

// The parts of a first-frame line; nothing when `line` is not one.
struct FirstFrame {
    double inProcessMs = 0;  // N: from main() to the first frame
    qint64 rssKb = 0;        // M
    qint64 monotonicUs = 0;  // T
};
std::optional<FirstFrame> parseFirstFrameLine(const QByteArray &line);

// Formats the line (without a line break) for this process, now.
QByteArray firstFrameLine(double inProcessMs);

}  // namespace umpire::bench
