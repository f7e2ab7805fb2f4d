// Internal to the wotw ruleset: applying one move to a state, with or without messages.
//
// With a Reporter, every broken rule is reported as a finding. Without one (the move
// generator's trial runs) only the error count is kept and no message text is ever built, so
// a trial costs a state copy and a few comparisons.
#pragma once

#include "core/finding.h"
#include "games/wotw/wotw_move.h"
#include "games/wotw/wotw_state.h"

namespace umpire::wotw {

class Ruleset;

struct Outcome {
    bool carriedOut = true;  // false: the move could not be carried out at all
    int errors = 0;
};

// Applies `move` to `state` as played (see core::Ruleset::apply). `reporter` may be null.
Outcome applyMove(const Ruleset &rules, State &state, const Move &move, core::Reporter *reporter);

// The end-of-record checks of Ruleset::finish. `reporter` may be null.
Outcome finishRecord(const Ruleset &rules, State &state, core::Reporter *reporter);

// Candidate plays of one card of the mover's hand (a superset of its legal plays).
void candidatePlays(const State &state, int card, std::vector<Move> &out);

}  // namespace umpire::wotw
