// Checking speed of War of the Worlds records: simulated games (parsed once, outside the
// timing) are decoded and applied line by line, the way `umpire-cli check` does it.
// Counter `lines/s` is the figure the issue asks for (target: 1,000,000 per second, one core).
#include "core/catalog.h"
#include "core/replay.h"
#include "games/wotw/wotw_apply.h"
#include "games/wotw/wotw_simulate.h"
#include "notation/parser.h"

#include <benchmark/benchmark.h>


#include <vector>

namespace {

using namespace umpire;

const wotw::Ruleset &rules()
{
    return static_cast<const wotw::Ruleset &>(*core::Catalog::builtin().find(u"wotw"));
}

// 40 simulated games, about 40,000 lines.
const std::vector<notation::Record> &corpus()
{
    static const std::vector<notation::Record> records = [] {
        std::vector<notation::Record> out;
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            out.push_back(notation::parse(wotw::simulate(rules(), seed).text));
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

// The fast path: decode into a reused move, apply in place, no state copies.
void BM_WotwCheckFastPath(benchmark::State &st)
{
    const auto &records = corpus();
    const wotw::Ruleset &r = rules();
    core::Findings findings;
    wotw::Move move;
    for (auto _ : st) {
        for (const notation::Record &rec : records) {
            core::Reporter reporter(findings);
            auto state = r.initialState(rec, reporter);
            auto &s = static_cast<wotw::State &>(*state);
            for (const notation::MoveLine &line : rec.moves) {
                reporter.setStep(1, line.position);
                if (r.decodeInto(rec, line, reporter, move))
                    wotw::applyMove(r, s, move, &reporter);
            }
            benchmark::DoNotOptimize(s.p.damage);
        }
        if (!findings.empty())
            st.SkipWithError("a simulated game has findings");
    }
    st.counters["lines/s"] = benchmark::Counter(double(lineCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_WotwCheckFastPath)->Unit(benchmark::kMillisecond);

// Through the core::Ruleset interface: decode() allocates the move, apply() keeps a copy of
// the state to restore when a move cannot be carried out.
void BM_WotwCheckInterface(benchmark::State &st)
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
    st.counters["lines/s"] = benchmark::Counter(double(lineCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_WotwCheckInterface)->Unit(benchmark::kMillisecond);

// Parsing plus checking through core::Replay without keeping states (what `check` runs).
void BM_WotwParseAndReplay(benchmark::State &st)
{
    std::vector<QByteArray> texts;
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        texts.push_back(wotw::simulate(rules(), seed).text);
    core::Replay::Options options;
    options.keepStates = false;
    for (auto _ : st) {
        for (const QByteArray &t : texts) {
            core::Replay replay = core::Replay::run(notation::parse(t), core::Catalog::builtin(), options);
            benchmark::DoNotOptimize(replay.errorCount());
        }
    }
    st.counters["lines/s"] = benchmark::Counter(double(lineCount()), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_WotwParseAndReplay)->Unit(benchmark::kMillisecond);

// The legal-move generator (what simulate and the mutation tests run).
void BM_WotwSimulate(benchmark::State &st)
{
    std::uint64_t seed = 1;
    std::int64_t lines = 0;
    for (auto _ : st) {
        const auto sim = wotw::simulate(rules(), seed++);
        lines += sim.moves;
    }
    st.counters["lines/s"] = benchmark::Counter(double(lines), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WotwSimulate)->Unit(benchmark::kMillisecond);

}  // namespace
