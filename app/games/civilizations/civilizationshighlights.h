// What a War of Civilizations step did, as board highlights (app/boards/stephighlights.h).
//
// All from the record line, so a move that broke a rule is still drawn where it was meant to
// go: `move` and `redistribute` are an arrow of the fleet from `from=` to `to=`; `invade` marks
// its target with an arrow from where the fleet set out, and the place taken (a Placed sign)
// when the state after the step shows the attacker there; `place`, `buy`, `hire`, the free
// gunboat and clan member and `recover` put a piece on their island; `lose` removes at `at=`.
#pragma once

#include "stephighlights.h"

namespace umpire::games {

QList<boards::Highlight> civilizationsHighlights(const boards::StepChange &step);

}  // namespace umpire::games
