// Seeded random legal games of War of the Worlds, printed as records: the basis of
// `umpire-cli simulate --game wotw`, of the clean-simulation and mutation tests and of the
// benchmark. The same seed always gives byte-for-byte the same record.
#pragma once

#include "games/wotw/wotw_ruleset.h"

#include <QByteArray>

#include <cstdint>

namespace umpire::wotw {

struct Simulation {
    QByteArray text;       // the record: tags, then one move per line
    int moves = 0;         // move lines
    QString winner;        // empty when the game was cut at maxMoves
};

// Plays uniformly random moves from legalMovesInto(), starting from the set-up state with
// `seed` (which also seeds the chance outcomes), until the game ends or `maxMoves` lines.
// `readings`: the state's reading flags (wotw_state.h) the moves are legal under; the record
// carries no [Reading] tag for them, the caller writes it.
Simulation simulate(const Ruleset &rules, std::uint64_t seed, int maxMoves = 4000,
                    std::uint32_t readings = 0);

}  // namespace umpire::wotw
