// The numbers behind readings of resources/games/spacewars/rules.md (game.json "readings"):
// multi-attacks, misfire-long, blockade-ships and speed-budget (bold-cards lives in
// spacewars_apply_readings.cpp). Pure functions over the state; nothing here reports.
#pragma once

#include "games/spacewars/spacewars_state.h"

namespace umpire::spacewars {

// The least number of friendly ships within five hexes of the enemy homeworld an Orbital
// Blockade needs: three, or one under blockade-ships=at-least-one
// (spacewars.clarifications.blockade).
int blockadeMinimum(const State &s);

// Misfire: the turn, in radians, added to the shot's direction before the nearest neighbour
// direction is taken as "long". Where the shot runs along a hex edge two directions are equally
// near; the tiny turn makes the one on the shooter's left (counter-clockwise on the board) the
// nearer, or under misfire-long=right the one on its right (spacewars.clarifications.misfire).
double misfireTilt(const State &s);

// Under speed-budget=whole-turn, the movement `unit` has left this turn once `turnSpent` is spent:
// its speed (with `extra` from orders written but not yet carried out) less what its moves of
// the turn spent; under the adopted each-action, no limit beyond each move's allowance
// (spacewars.clarifications.speed).
int turnSpeedLeft(const State &s, int unit, int extra, int turnSpent);

}  // namespace umpire::spacewars
