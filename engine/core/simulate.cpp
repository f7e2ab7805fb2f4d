#include "core/simulate.h"

#include "core/rng.h"
#include "notation/parser.h"

namespace umpire::core {

Simulation simulate(const Ruleset &rules, std::uint64_t seed, int maxMoves,
                    const QByteArray &tags)
{
    const QByteArray header = "[Game \"" + rules.info().id.toUtf8() + "\"]\n[Seed \"" +
            QByteArray::number(quint64(seed)) + "\"]\n" + tags;
    const notation::Record record = notation::parse(header);
    Findings findings;
    Reporter reporter(findings);
    std::unique_ptr<State> state = rules.initialState(record, reporter);
    Rng rng(mix64(seed));
    Simulation sim;
    QByteArray body;
    while (sim.moves < maxMoves) {
        const auto moves = rules.legalMoves(*state);
        if (moves.empty())
            break;
        const Move &m = *moves[std::size_t(rng.below(moves.size()))];
        body += rules.encode(m) + '\n';
        ++sim.moves;
        reporter.setStep(sim.moves, {});
        rules.apply(*state, m, reporter);
    }
    sim.finished = state->isTerminal();
    sim.winner = state->winner();
    sim.text = header;
    if (sim.finished) {
        const Result result = rules.finalResult(*state);
        if (result.decided())
            sim.text += "[Result \"" + result.toTag(rules.info()).toUtf8() + "\"]\n";
    }
    sim.text += '\n' + body;
    return sim;
}

}  // namespace umpire::core
