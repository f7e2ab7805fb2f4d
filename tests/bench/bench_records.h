// What several benchmarks share: a game's longest simulated record and p50/p99/max counters.
#pragma once

#include "core/catalog.h"
#include "core/simulate.h"

#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <vector>

namespace umpire::bench {

// The longest of the simulated games with seeds 1..8, cut at 10,000 lines: each game's
// "long record" in docs/benchmarks.md.
inline QByteArray longestSimulatedRecord(const QString &game)
{
    const core::Ruleset &rules = *core::Catalog::builtin().find(game);
    QByteArray longest;
    int most = -1;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        const core::Simulation sim = core::simulate(rules, seed, 10000);
        if (sim.moves > most) {
            most = sim.moves;
            longest = sim.text;
        }
    }
    return longest;
}

// p50_ms, p99_ms and max_ms over the times (in ms) of every iteration, and the record's moves.
inline void reportPercentiles(benchmark::State &st, std::vector<double> &ms, int moves)
{
    if (ms.empty())
        return;
    std::sort(ms.begin(), ms.end());
    st.counters["p50_ms"] = ms[ms.size() / 2];
    st.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
    st.counters["max_ms"] = ms.back();
    st.counters["moves"] = moves;
}

}  // namespace umpire::bench
