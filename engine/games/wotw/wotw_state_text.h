// A War of the Worlds state as text a player reads at a terminal (`umpire-cli show`): the
// counters, the board region by region, each side's cards zone by zone, and what the record
// still owes. Ids are the record's own (london, tripod-2, power-supply), so a line can be
// copied into a record. Unlike State::toString() (the canonical text that defines equality),
// this layout may change to read better; scripts read State::toJson().
#pragma once

#include "games/wotw/wotw_state.h"

#include <QString>

namespace umpire::wotw {

QString describeState(const State &state);

}  // namespace umpire::wotw
