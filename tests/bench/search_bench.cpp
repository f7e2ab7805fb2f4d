// Search latency over the full compendium: a fixed set of realistic queries (typed words,
// every prefix of names as a user types them, Russian, field filters, negation, OR), each
// timed on its own. Reports p50 and p99 per query; the target is p99 < 2 ms, so search can
// run on every keystroke.
#include "database/connection.h"
#include "database/search.h"

#include <benchmark/benchmark.h>

#include <QStringList>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

using namespace umpire::database;

namespace {

// CPU time of this thread: on a shared, loaded machine wall time mostly measures the queue.
double threadCpuMicros()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e6 + double(t.tv_nsec) / 1e3;
}

QStringList benchmarkQueries()
{
    QStringList q{
        "reap", "tripod", "ufo", "army", "fort", "laser", "mutiny", "clan", "vehicle", "damage",
        "deal damage", "\"deal damage\"", "energy", "civilians", "move", "attack", "ship", "island", "disaster", "scenario",
        "жатва", "треножник", "нло", "армия", "урон", "корабль", "пришельцы", "энергия", "жители", "остров",
        "side:aliens", "side:humans", "side:earth", "side:martians", "side:earthlings", "side:пришельцы",
        "type:unit", "type:action", "type:building", "type:modifier", "type:vehicle", "type:clan",
        "side:aliens type:unit", "game:wotw side:aliens type:unit", "game:wotw", "game:spacewars", "game:tripods",
        "game:civilizations", "cost<=3", "cost>=4", "cost:0", "cost!=2", "count>=2", "count:1", "starting>0",
        "rarity:common", "rarity:uncommon", "rarity:rare", "rarity:extra-rare", "name:reap", "name:tripod",
        "name:\"power supply\"", "text:damage", "text:\"deal damage\"", "text:region", "rule:wotw.combat", "rule:wotw",
        "rule:spacewars.modifiers", "-type:building", "game:wotw -type:building", "game:wotw side:humans -type:unit",
        "name:reap OR name:tripod", "(type:unit OR type:building) side:aliens", "-(type:unit OR type:building) game:wotw",
        "game:wotw side:aliens type:unit cost<=3 -type:building \"deal damage\" name:reap OR name:tripod",
        "damage -text:tripod", "energy OR damage", "move tripod", "destroy civilian", "adjacent region",
        "remove this card", "interrupt", "cloak", "missile", "shield", "engine", "minefield", "debris", "repair",
        "a", "th", "x", "zzz", "qqqq", "side:nobody", "type:nothing", "cost>99",
        "game:\"war of the worlds: the new wave\"", "сторона:пришельцы тип:unit", "тип:building", "имя:жатва",
        "powe", "power-sup", "heavy art", "royal", "barrage", "guerill", "poison", "plasma", "landmine", "balloon",
    };
    // As-you-type: every prefix of some names, in both languages.
    const QStringList typed{"Tripod", "Power Supply", "Heavy Artillery", "Royal Navy", "Poisonous Fog",
                            "Engine Overload", "Charismatic Leader", "Surprise Warp", "Orbital Blockade",
                            "Треножник", "Жатва", "Армия", "Летающая тарелка", "Sopwith Camel", "Kreios"};
    for (const QString &name : typed)
        for (qsizetype n = 1; n <= name.size(); ++n)
            if (!name.at(n - 1).isSpace())
                q << name.left(n);
    return q;
}

template <typename Search>
void runQueries(benchmark::State &state, Search search)
{
    ScopedConnection connection(QStringLiteral(UMPIRE_COMPENDIUM_FILE), ScopedConnection::Mode::ReadOnly);
    if (!connection.isOpen()) {
        state.SkipWithError("cannot open the compendium: build the umpire_compendium target first");
        return;
    }
    const Compendium compendium(connection.database());
    const QStringList queries = benchmarkQueries();
    std::vector<double> micros, cpuMicros;
    micros.reserve(size_t(queries.size()) * 64);
    cpuMicros.reserve(size_t(queries.size()) * 64);
    size_t hits = 0;
    for (auto _ : state) {
        for (const QString &q : queries) {
            const double cpuStart = threadCpuMicros();
            const auto start = std::chrono::steady_clock::now();
            const auto r = search(compendium, q);
            const auto end = std::chrono::steady_clock::now();
            cpuMicros.push_back(threadCpuMicros() - cpuStart);
            hits += r.hits.size();
            micros.push_back(std::chrono::duration<double, std::micro>(end - start).count());
        }
    }
    benchmark::DoNotOptimize(hits);
    std::sort(micros.begin(), micros.end());
    std::sort(cpuMicros.begin(), cpuMicros.end());
    auto percentile = [](const std::vector<double> &v, double p) { return v[std::min(v.size() - 1, size_t(p * double(v.size())))]; };
    state.counters["queries"] = double(queries.size());
    state.counters["p50_us"] = percentile(micros, 0.50);
    state.counters["p99_us"] = percentile(micros, 0.99);
    state.counters["cpu_p50_us"] = percentile(cpuMicros, 0.50);
    state.counters["cpu_p99_us"] = percentile(cpuMicros, 0.99);
}

void BM_SearchCards(benchmark::State &state)
{
    runQueries(state, [](const Compendium &c, const QString &q) { return c.searchCards(q, 50); });
}

void BM_SearchRules(benchmark::State &state)
{
    // Card-only fields are query errors for rules; they are still a realistic keystroke.
    runQueries(state, [](const Compendium &c, const QString &q) { return c.searchRules(q, 50); });
}

}  // namespace

BENCHMARK(BM_SearchCards)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_SearchRules)->Unit(benchmark::kMillisecond);
