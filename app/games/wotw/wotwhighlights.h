// What a War of the Worlds step did, as board highlights (app/boards/stephighlights.h).
//
// Direction comes from the record line, so a move that broke a rule and was not carried out is
// still drawn where it was meant to go: `unit=` with `to=` is a miniature's path from where it
// stood (`to=a,b`: two arrows), `from=`/`to=` pairs are civilians moved, and an attack
// (`option=attack-*`, `destroy-*`, a one-option card with `region=`, a building's `ability`)
// marks its target, with an arrow from the attacker when it stood elsewhere (a Navy at sea, a
// Heavy Artillery). What it did comes from the two states: miniatures removed or placed,
// civilians lost (those moved away are not lost), buildings, balloons and influence tokens
// removed or placed, and the damage of a strike on a building with Defense.
#pragma once

#include "stephighlights.h"

namespace umpire::games {

QList<boards::Highlight> wotwHighlights(const boards::StepChange &step);

}  // namespace umpire::games
