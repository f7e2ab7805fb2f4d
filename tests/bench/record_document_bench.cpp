// Recording speed (issue 23) on the longest simulated War of the Worlds record of seeds 1..8,
// cut at 10,000 lines, open in a RecordDocument. Targets: a move added at the end shows its
// verdict and the new step within 16 ms (p99); an edit at move 10 re-checks everything after
// it within 200 ms (p99); the recovery journal written after each move costs under 2 ms
// (p99) — the UI thread's part (BM_JournalQueue); the write itself, with its fsync, runs on
// the journal's worker thread (BM_JournalWrite). Counters p50_ms, p99_ms and max_ms are over every iteration.
#include "bench_records.h"
#include "recorddocument.h"
#include "recordeditor.h"
#include "recordjournal.h"
#include "recordjournalwriter.h"
#include "replaycontroller.h"

#include "core/catalog.h"
#include "core/simulate.h"

#include <benchmark/benchmark.h>

#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <vector>

namespace {

using namespace umpire;
using models::RecordDocument;

const QByteArray &longRecord()
{
    static const QByteArray longest = bench::longestSimulatedRecord(QStringLiteral("wotw"));
    return longest;
}

using bench::reportPercentiles;

// The last move line entered into the record without it: the re-check, then what the
// recording view shows (the new step's findings and state).
void BM_AppendAtEnd(benchmark::State &st)
{
    const QByteArray &text = longRecord();
    const qsizetype lastLine = text.lastIndexOf('\n', text.size() - 2) + 1;
    const QByteArray line = text.sliced(lastLine).chopped(1);
    RecordDocument doc(core::Catalog::builtin());
    doc.load(text.first(lastLine), QStringLiteral("long.ugr"));
    std::vector<double> ms;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        doc.appendMove(line);
        const int step = doc.stepCount();
        benchmark::DoNotOptimize(doc.replay().findingsAt(step).size());
        benchmark::DoNotOptimize(doc.replay().stateAt(step).get());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        st.PauseTiming();
        doc.undoStack()->undo();
        st.ResumeTiming();
    }
    reportPercentiles(st, ms, doc.stepCount() + 1);
}

// The same through the Replay page's controller, as the window does it: Add to Record at the
// last step (RecordEditor::addMove), the re-check, the indexes and chart points of the new
// record (ReplayData::fromReplay), every model of the page reset to it, and the new step's
// state made for the board (its toJson()).
void BM_AddMoveInTheController(benchmark::State &st)
{
    const QByteArray &text = longRecord();
    const qsizetype lastLine = text.lastIndexOf('\n', text.size() - 2) + 1;
    const QString line = QString::fromUtf8(text.sliced(lastLine).chopped(1));
    models::ReplayController c;
    c.document().load(text.first(lastLine), QStringLiteral("long.ugr"));
    c.last();
    std::vector<double> ms;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        c.editor()->addMove(line);
        benchmark::DoNotOptimize(c.currentErrorCount());
        benchmark::DoNotOptimize(c.stateJson().size());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        st.PauseTiming();
        c.editor()->undo();
        c.last();
        st.ResumeTiming();
    }
    reportPercentiles(st, ms, c.stepCount() + 1);
}

// An annotation given to move 10: every step from the set-up's checkpoint on is checked
// again, then the last step is shown.
void BM_EditAtMove10(benchmark::State &st)
{
    RecordDocument doc(core::Catalog::builtin());
    doc.load(longRecord(), QStringLiteral("long.ugr"));
    std::vector<double> ms;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        doc.setAnnotation(10, QStringLiteral("checked again"));
        benchmark::DoNotOptimize(doc.replay().stateAt(doc.stepCount()).get());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        st.PauseTiming();
        doc.undoStack()->undo();
        st.ResumeTiming();
    }
    reportPercentiles(st, ms, doc.stepCount());
}

// The journal of the whole record written (QSaveFile: a new file, synced, then renamed over
// the old one), in a temporary folder: what the journal's worker thread does after each move.
void BM_JournalWrite(benchmark::State &st)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("record.journal"));
    const models::recordjournal::Entry entry{longRecord(), QStringLiteral("/home/me/long.ugr"),
                                             {}};
    std::vector<double> ms;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        benchmark::DoNotOptimize(models::recordjournal::write(path, entry).size());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    reportPercentiles(st, ms, 0);
    st.counters["bytes"] = double(longRecord().size());
}

// What a move costs the UI thread for its journal: queueing the text for the worker (the
// previous write done, as when moves are entered by hand).
void BM_JournalQueue(benchmark::State &st)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("record.journal"));
    models::RecordJournalWriter writer({});
    const models::recordjournal::Entry entry{longRecord(), QStringLiteral("/home/me/long.ugr"),
                                             {}};
    std::vector<double> ms;
    for (auto _ : st) {
        QElapsedTimer timer;
        timer.start();
        writer.write(path, entry);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        st.PauseTiming();
        writer.flush();
        st.ResumeTiming();
    }
    reportPercentiles(st, ms, 0);
}

}  // namespace

BENCHMARK(BM_AppendAtEnd)->Unit(benchmark::kMillisecond)->Iterations(300);
BENCHMARK(BM_AddMoveInTheController)->Unit(benchmark::kMillisecond)->Iterations(300);
BENCHMARK(BM_EditAtMove10)->Unit(benchmark::kMillisecond)->Iterations(40);
BENCHMARK(BM_JournalWrite)->Unit(benchmark::kMillisecond)->Iterations(500);
BENCHMARK(BM_JournalQueue)->Unit(benchmark::kMillisecond)->Iterations(500);
