// Checking a move against the state and carrying it out (Ruleset::apply), and the checks of a
// written order that the legal-move generator shares.
#pragma once

#include "core/finding.h"
#include "core/ruleset.h"
#include "games/spacewars/spacewars_state.h"

namespace umpire::spacewars {

// The problems of order `o` written next on `side`'s pad, reported when `reporter` is given;
// returns how many there are (0: the order may be written).
int checkWrittenOrder(const core::GameInfo &info, const State &s, int side, const Order &o,
                      core::Reporter *reporter);

// Checks and carries out `m`; false when it could not be carried out at all (the state is then
// unchanged).
bool applyMove(const core::GameInfo &info, State &s, const Move &m, core::Reporter &reporter);

}  // namespace umpire::spacewars
