// The long record of the app benchmark: a simulated War of the Worlds game of a given length.
//
// `umpire-cli simulate` plays uniformly random legal moves; most games end within a few
// thousand moves, but some run much longer (seed 6 is still going at move 10,000, turn 777).
// The record is the first seed's game, from seed 1 up, that lasts at least `moves` moves, cut
// there: the same text as `umpire-cli simulate --game wotw --seed N --max-moves M`. It is
// checked by a full Replay (no findings) before it is used.
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace umpire::bench {

struct LongRecord {
    QByteArray text;         // empty when none was found; `error` says why
    std::uint64_t seed = 0;  // the simulate seed it came from
    QString error;
};

// Tries seeds 1..maxSeed. With `checked` false the record is not run through the checker
// (a 1,000,000-move game passes turn 32,767, which the checker does not take yet).
LongRecord longSimulatedRecord(int moves, std::uint64_t maxSeed = 200, bool checked = true);

}  // namespace umpire::bench
