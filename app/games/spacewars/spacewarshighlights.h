// What a Space Wars step did, as board highlights (app/boards/stephighlights.h): a move as
// arrows along the route it flew (hex by hex, to where it stopped), a shot as its line of fire
// from the attacker's hex to the target's, and ships deployed, destroyed or recalled. A written
// order marks what it names (the hex of a deployment, a route, a target), so a broken one is
// seen on the board where it went wrong.
#pragma once

#include "stephighlights.h"

namespace umpire::games {

QList<boards::Highlight> spacewarsHighlights(const boards::StepChange &step);

}  // namespace umpire::games
