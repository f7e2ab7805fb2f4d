// `umpire-cli check --all-readings` in-process: one game's longest simulated record (up to
// 10,000 lines) checked as written and again under each other value of every reading of its
// game (core::compareReadings). Target (issue 21): a 10,000-move record under all readings in
// under 1 s on one core. Counter `checks` is the number of checks one iteration makes.
#include "bench_records.h"
#include "core/catalog.h"
#include "core/reading_check.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace umpire;

// The game's long record (bench_records.h), parsed once per game.
const notation::Record &longRecord(const QString &game)
{
    static std::map<QString, notation::Record> records;
    auto it = records.find(game);
    if (it == records.end())
        it = records.emplace(game, notation::parse(bench::longestSimulatedRecord(game))).first;
    return it->second;
}

void BM_CheckUnderAllReadings(benchmark::State &st, const char *game)
{
    const QString id = QString::fromLatin1(game);
    const notation::Record &record = longRecord(id);
    const core::Catalog &catalog = core::Catalog::builtin();
    int checks = 0;
    for (auto _ : st) {
        core::Replay::Options options;
        options.keepStates = false;
        const core::Replay base = core::Replay::run(record, catalog, options);
        const core::ReadingComparison cmp = core::compareReadings(base, catalog);
        checks = 1 + cmp.runs;
        benchmark::DoNotOptimize(cmp.changes.size());
    }
    st.counters["moves"] = double(record.moves.size());
    st.counters["checks"] = checks;
}
BENCHMARK_CAPTURE(BM_CheckUnderAllReadings, wotw, "wotw")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CheckUnderAllReadings, spacewars, "spacewars")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CheckUnderAllReadings, civilizations, "civilizations")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CheckUnderAllReadings, tripods, "tripods")->Unit(benchmark::kMillisecond);

}  // namespace
