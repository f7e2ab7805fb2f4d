// Parser and printer throughput on a generated record of realistic move lines.
// Items are move lines, so the "items_per_second" column reads as lines per second.
#include "notation/parser.h"

#include <benchmark/benchmark.h>

using namespace umpire::notation;

namespace {

// `lines` move lines in the shapes real records have: mostly short id-and-key lines, a few
// with lists, strings, annotations and comments.
QByteArray generateRecord(int lines)
{
    static const char *const shapes[] = {
        " aliens play reap option=move-tripod unit=tripod-1 to=argyll\n",
        " aliens buy tripod\n",
        " humans hand rifle rifle artillery barricade scout\n",
        " humans play artillery target=tripod-2 damage=2 from=lochaber\n",
        " aliens draw cards=reap,power-supply,heat-ray\n",
        " humans move unit=regiment-3 to=inverness {regrouping}\n",
        " aliens end\n",
        " humans say \"well played\" ; a comment\n",
    };
    QByteArray text = "[Game \"wotw\"]\n[Aliens \"Alice\"]\n[Humans \"Bob\"]\n\n";
    text.reserve(qsizetype(lines) * 48 + 64);
    for (int i = 0; i < lines; ++i) {
        text += QByteArray::number(i / 8 + 1);
        text += shapes[i % 8];
    }
    return text;
}

const QByteArray &millionLines()
{
    static const QByteArray text = generateRecord(1'000'000);
    return text;
}

void BM_ParseTypicalLines(benchmark::State &state)
{
    const QByteArray &text = millionLines();
    for (auto _ : state) {
        Record r = parse(text);
        if (!r.ok() || r.moves.size() != 1'000'000)
            state.SkipWithError("the generated record did not parse");
        benchmark::DoNotOptimize(r.moves.data());
    }
    state.SetItemsProcessed(state.iterations() * 1'000'000);
    state.SetBytesProcessed(state.iterations() * text.size());
}
BENCHMARK(BM_ParseTypicalLines)->Unit(benchmark::kMillisecond);

// The hot line of the task description alone, repeated.
void BM_ParseOneLineShape(benchmark::State &state)
{
    QByteArray text;
    const int lines = 200'000;
    for (int i = 0; i < lines; ++i)
        text += "12 aliens play reap option=move-tripod unit=tripod-1 to=argyll\n";
    for (auto _ : state) {
        Record r = parse(text);
        benchmark::DoNotOptimize(r.moves.data());
    }
    state.SetItemsProcessed(state.iterations() * lines);
    state.SetBytesProcessed(state.iterations() * text.size());
}
BENCHMARK(BM_ParseOneLineShape)->Unit(benchmark::kMillisecond);

void BM_Print(benchmark::State &state)
{
    const Record r = parse(millionLines());
    for (auto _ : state) {
        QByteArray out = print(r);
        benchmark::DoNotOptimize(out.data());
    }
    state.SetItemsProcessed(state.iterations() * qint64(r.moves.size()));
}
BENCHMARK(BM_Print)->Unit(benchmark::kMillisecond);

}  // namespace
