#include "games/wotw/wotw_simulate.h"

#include "games/wotw/wotw_apply.h"

namespace umpire::wotw {

Simulation simulate(const Ruleset &rules, std::uint64_t seed, int maxMoves)
{
    Simulation sim;
    State state = rules.setupState(seed, false, 0);
    std::vector<Move> moves;
    std::uint64_t rng = seed * 0x2545f4914f6cdd1dull + 0x9e3779b97f4a7c15ull;
    QByteArray body;
    while (sim.moves < maxMoves) {
        rules.legalMovesInto(state, moves);
        if (moves.empty())
            break;
        rng ^= rng << 13;  // xorshift64: small, fast, and the same on every platform
        rng ^= rng >> 7;
        rng ^= rng << 17;
        const Move &m = moves[std::size_t(rng % moves.size())];
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
