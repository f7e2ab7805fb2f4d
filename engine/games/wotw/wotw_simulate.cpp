#include "games/wotw/wotw_simulate.h"

#include "core/rng.h"
#include "games/wotw/wotw_apply.h"

namespace umpire::wotw {

Simulation simulate(const Ruleset &rules, std::uint64_t seed, int maxMoves, std::uint32_t readings)
{
    Simulation sim;
    State state = rules.setupState(seed, false, readings);
    std::vector<Move> moves;
    core::Rng rng(core::mix64(seed));
    QByteArray body;
    while (sim.moves < maxMoves) {
        rules.legalMovesInto(state, moves);
        if (moves.empty())
            break;
        const Move &m = moves[std::size_t(rng.below(moves.size()))];
        body += rules.encode(m);
        body += '\n';
        applyMove(rules, state, m, nullptr);
        ++sim.moves;
    }
    sim.winner = state.winner();
    sim.text = "[Game \"wotw\"]\n[Seed \"" + QByteArray::number(quint64(seed)) + "\"]\n";
    if (!sim.winner.isEmpty())
        sim.text += "[Result \"" + sim.winner.toLatin1() + "\"]\n";
    sim.text += '\n';
    sim.text += body;
    return sim;
}

}  // namespace umpire::wotw
