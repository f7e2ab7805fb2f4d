// The game mechanics shared by the checker (apply) and the legal-move generator: where a
// written order leaves a unit, whether a shot can be fired, what it needs on the d8. Pure
// functions over the state; nothing here reports.
#pragma once

#include "games/spacewars/spacewars_state.h"

namespace umpire::spacewars {

// Where a unit stands and whether it is cloaked once its side's written orders so far are
// carried out as planned (the position an order written next must start from).
struct Planned {
    int hex = kInReserve;
    bool cloaked = false;
    int speed = 0;  // speed changes the side's own earlier orders bring (its engine cards)
};
Planned planned(const State &s, int side, int unit);

// A unit's changes from modifier cards: its tokens, this turn's effects, its side's redesigns.
Mods modsOf(const State &s, int unit);
// The hexes a move action of `unit` may cover: four, changed by engine cards, three quarters of
// that (rounded down) while cloaked, none after a Major Engine Failure; `extra` adds the speed
// changes of orders written but not yet carried out.
int allowance(const State &s, int unit, bool cloaked, int extra = 0);
// How far `unit` may fire: four, plus targeting cards.
int reach(const State &s, int unit);
// The movement a route costs: one per hex entered, one more for a hex with Debris.
int routeCost(const State &s, const Order &o);

// A move carried out: the hex the unit ends in, whether it landed on the enemy homeworld, and
// the rule that stopped it short of the route's end (nullptr when it went all the way).
struct MoveResult {
    int end = kInReserve;
    bool landed = false;
    const char *stopRule = nullptr;
};
MoveResult resolveMove(const State &s, const Order &o);

// Whether a shot of `attacker` at `target` can be fired now: nullptr, or the rule that stops
// it (an attacker or target gone, a cloaked attacker, range, line of fire).
const char *fireBlocker(const State &s, int side, const Order &o);
// No unit in a hex strictly between `from` and `to`; a line along an edge between two hexes is
// blocked only when both hold a unit (spacewars.clarifications.line-of-fire).
bool lineOfFireClear(const State &s, int from, int to);
int offense(const State &s, int unit);
int defense(const State &s, int unit);
// 2 x range - offense + defense (spacewars.combat.formula).
int targetNumber(const State &s, int attacker, int target);
// 1 always misses, 8 always hits, otherwise the roll must reach the target number.
inline bool hits(int roll, int need) { return roll == 8 || (roll != 1 && roll >= need); }

}  // namespace umpire::spacewars
