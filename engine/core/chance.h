// Chance recorded as facts (DESIGN.md): a record writes the die that was rolled and the card
// that was drawn; the checker verifies the outcome was possible and never invents one. These
// are the shared checks, so every game words them alike; core::Rng (rng.h) generates the
// outcomes of simulated games.
#pragma once

#include "notation/record.h"

#include <QString>

#include <cstdint>
#include <span>

namespace umpire::core {

class Reporter;

// Whether `rolled` is a face of a die with `sides` faces (1..sides). When not, an error citing
// `rule` says so ("A d8 shows 1 to 8; the record rolls 9 for the initiative.") with `what`
// naming the roll in the record's language ("the initiative"), at `at` (the reporter's line
// when not given).
bool checkRoll(int rolled, int sides, Reporter &reporter, const char *rule, const QString &what,
               notation::Position at = {});

// Whether a card of which `left` copies remain in a pile may be drawn from it. When none is
// left, an error citing `rule`: "<card> cannot be drawn from <pile>: no copy is left there."
// `assumed` (when the count rests on an assumed deck composition) is carried into the finding.
bool checkDrawn(int left, const QString &card, const QString &pile, Reporter &reporter,
                const char *rule, notation::Position at = {}, const QString &assumed = {});

}  // namespace umpire::core
