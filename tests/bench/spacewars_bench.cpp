// Checking speed of Space Wars records: 300 simulated games (about 40,000 lines, parsed once,
// outside the timing) decoded and applied line by line through the core::Ruleset interface,
// and parsed plus replayed the way `umpire-cli check` does it. Counter `lines/s` is the
// figure issue 13 asks for (target: 1,000,000 per second on one core, as War of the Worlds).
#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <benchmark/benchmark.h>

#include <vector>

namespace {

using namespace umpire;

const core::Ruleset &rules() { return *core::Catalog::builtin().find(u"spacewars"); }

const std::vector<QByteArray> &texts()
{
    static const std::vector<QByteArray> out = [] {
        std::vector<QByteArray> t;
        for (std::uint64_t seed = 1; seed <= 300; ++seed)
            t.push_back(core::simulate(rules(), seed, 3000).text);
        return t;
    }();
    return out;
}

const std::vector<notation::Record> &corpus()
{
    static const std::vector<notation::Record> records = [] {
        std::vector<notation::Record> out;
        for (const QByteArray &t : texts())
            out.push_back(notation::parse(t));
        return out;
    }();
    return records;
}

std::int64_t lineCount()
{
    std::int64_t n = 0;
    for (const auto &r : corpus())
        n += std::int64_t(r.moves.size());
    return n;
}

void BM_SpacewarsCheckInterface(benchmark::State &st)
{
    const auto &records = corpus();
    const core::Ruleset &r = rules();
    core::Findings findings;
    for (auto _ : st) {
        for (const notation::Record &rec : records) {
            core::Reporter reporter(findings);
            auto state = r.initialState(rec, reporter);
            for (const notation::MoveLine &line : rec.moves) {
                reporter.setStep(1, line.position);
                if (auto m = r.decode(rec, line, reporter))
                    r.apply(*state, *m, reporter);
            }
            benchmark::DoNotOptimize(state->turn());
        }
    }
    if (!findings.empty())
        st.SkipWithError("a simulated game has findings");
    st.counters["lines/s"] = benchmark::Counter(double(lineCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SpacewarsCheckInterface)->Unit(benchmark::kMillisecond);

void BM_SpacewarsParseAndReplay(benchmark::State &st)
{
    core::Replay::Options options;
    options.keepStates = false;
    for (auto _ : st) {
        for (const QByteArray &t : texts()) {
            core::Replay replay = core::Replay::run(notation::parse(t), core::Catalog::builtin(), options);
            benchmark::DoNotOptimize(replay.errorCount());
        }
    }
    st.counters["lines/s"] = benchmark::Counter(double(lineCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SpacewarsParseAndReplay)->Unit(benchmark::kMillisecond);

}  // namespace
