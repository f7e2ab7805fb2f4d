// The legal moves and the verdict of a tried line, at random steps of each game's longest
// simulated record (up to 10,000 lines), as `umpire-cli legal`/`try` and the app's Moves tab
// compute them. Targets (issue 22): the legal list within 50 ms (p99) at any step; the
// verdict of a typed line within 16 ms (p99), so it can follow every keystroke. Counters
// p50_ms, p99_ms and max_ms are over every step the run visited.
#include "bench_records.h"
#include "core/catalog.h"
#include "core/choice.h"
#include "core/replay.h"
#include "core/rng.h"
#include "core/simulate.h"
#include "core/trial.h"
#include "notation/parser.h"

#include <benchmark/benchmark.h>

#include <QElapsedTimer>

#include <algorithm>
#include <map>
#include <memory>

namespace {

using namespace umpire;

// The game's long record (bench_records.h), replayed keeping its states; made once.
const core::Replay &longReplay(const QString &game)
{
    static std::map<QString, std::unique_ptr<core::Replay>> replays;
    auto it = replays.find(game);
    if (it == replays.end())
        it = replays.emplace(game, std::make_unique<core::Replay>(core::Replay::run(
                                           notation::parse(bench::longestSimulatedRecord(game)),
                                           core::Catalog::builtin())))
                     .first;
    return *it->second;
}

using bench::reportPercentiles;

// What `legal` and the Moves tab do at a step: the state as played, the choices, and each
// choice's line, open line and words.
void BM_LegalList(benchmark::State &st, const char *game)
{
    const core::Replay &replay = longReplay(QString::fromLatin1(game));
    const core::Ruleset &rules = *replay.ruleset();
    core::Rng rng(22);
    std::vector<double> ms;
    std::size_t listed = 0;
    for (auto _ : st) {
        const int step = int(rng.below(std::uint64_t(replay.stepCount())));
        QElapsedTimer timer;
        timer.start();
        const auto state = replay.playedStateAt(step);
        for (const core::Choice &c : rules.legalChoices(*state)) {
            const QByteArray line = rules.encode(*c.move);
            benchmark::DoNotOptimize(core::openLine(line, c.chance));
            benchmark::DoNotOptimize(rules.describe(*c.move, false));
            ++listed;
        }
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    reportPercentiles(st, ms, replay.stepCount());
    st.counters["choices"] = benchmark::Counter(double(listed), benchmark::Counter::kAvgIterations);
}

// The verdict of a typed line at a step whose state the Moves tab already holds: one of the
// step's legal lines, cut short by a few characters as while typing, or whole.
void BM_TryTypedLine(benchmark::State &st, const char *game)
{
    const core::Replay &replay = longReplay(QString::fromLatin1(game));
    const core::Ruleset &rules = *replay.ruleset();
    core::Rng rng(23);
    std::vector<double> ms;
    for (auto _ : st) {
        st.PauseTiming();
        const int step = int(rng.below(std::uint64_t(replay.stepCount())));
        const auto state = replay.playedStateAt(step);
        const auto moves = rules.legalMoves(*state);
        QByteArray line = moves.empty() ? QByteArray("1 x y")
                                        : rules.encode(*moves[rng.below(moves.size())]);
        line.chop(qsizetype(rng.below(4)));
        st.ResumeTiming();
        QElapsedTimer timer;
        timer.start();
        const core::Trial trial = core::tryLines(rules, *state, line, core::Language::English);
        benchmark::DoNotOptimize(trial.findings.size());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    reportPercentiles(st, ms, replay.stepCount());
}

}  // namespace

BENCHMARK_CAPTURE(BM_LegalList, wotw, "wotw")->Unit(benchmark::kMillisecond)->Iterations(400);
BENCHMARK_CAPTURE(BM_LegalList, spacewars, "spacewars")->Unit(benchmark::kMillisecond)->Iterations(400);
BENCHMARK_CAPTURE(BM_LegalList, civilizations, "civilizations")->Unit(benchmark::kMillisecond)->Iterations(400);
BENCHMARK_CAPTURE(BM_LegalList, tripods, "tripods")->Unit(benchmark::kMillisecond)->Iterations(400);
BENCHMARK_CAPTURE(BM_TryTypedLine, wotw, "wotw")->Unit(benchmark::kMicrosecond)->Iterations(2000);
BENCHMARK_CAPTURE(BM_TryTypedLine, spacewars, "spacewars")->Unit(benchmark::kMicrosecond)->Iterations(2000);
BENCHMARK_CAPTURE(BM_TryTypedLine, civilizations, "civilizations")->Unit(benchmark::kMicrosecond)->Iterations(2000);
BENCHMARK_CAPTURE(BM_TryTypedLine, tripods, "tripods")->Unit(benchmark::kMicrosecond)->Iterations(2000);
