// A seeded random legal game for any ruleset: the basis of the generator and mutation tests.
#pragma once

#include "core/ruleset.h"

#include <QByteArray>

namespace testing {

struct RandomGame {
    QByteArray text;        // a whole record: the [Game] tag, then one encoded move per line
    int moves = 0;          // move lines written
    bool finished = false;  // the game reached a terminal state within maxMoves
    QString winner;         // the final state's winner
    int findings = 0;       // findings reported while generating (0 for a sound ruleset)
};

// Plays uniformly random legal moves (legalMoves, picked with a generator seeded by `seed`)
// from the initial state until the game ends or `maxMoves` lines are written. The same seed
// always gives byte-for-byte the same record.
RandomGame randomGame(const umpire::core::Ruleset &ruleset, quint32 seed, int maxMoves = 10000);

}  // namespace testing
