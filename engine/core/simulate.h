// Seeded random legal games for any ruleset: what `umpire-cli simulate` prints for a game
// without a faster generator of its own, and a source of records for tests and fuzz corpora.
#pragma once

#include "core/ruleset.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace umpire::core {

struct Simulation {
    QByteArray text;  // the whole record: [Game], [Seed], [Result] when it ended, moves
    int moves = 0;  // move lines written
    bool finished = false;  // the game reached a terminal state within maxMoves
    QString winner;  // the final state's winner, empty when none
};

// Plays moves picked uniformly from legalMoves() with core::Rng seeded by `seed`; the game's
// own chance outcomes follow the [Seed] tag. The same seed always gives the same bytes.
// `tags`: more tag lines for the record (`[Seats "a,b,c"]\n[Variant "x"]\n`), which the game
// is set up from like any record's.
Simulation simulate(const Ruleset &rules, std::uint64_t seed, int maxMoves,
                    const QByteArray &tags = {});

}  // namespace umpire::core
