// The game mechanics shared by the checker (apply) and the legal-move generator: where a
// written order leaves a unit, whether a shot can be fired, what it needs on the d8. Pure
// functions over the state; nothing here reports.
#pragma once

#include "core/rng.h"
#include "games/spacewars/spacewars_state.h"

#include <vector>

namespace umpire::spacewars {

// Where a unit stands and whether it is cloaked once its side's written orders so far are
// carried out as planned (the position an order written next must start from).
struct Planned {
    int hex = kInReserve;
    bool cloaked = false;
    int speed = 0;  // speed changes the side's own earlier orders bring (its engine cards)
    bool overload = false;  // an Engine Overload written earlier for it
    int owner = -1;         // its side once a Defector written earlier has taken it over
    int cloakedSpent = 0;   // movement its earlier moves this turn spend cloaked
    int spent = 0;          // movement its earlier moves this turn spend, cloaked or not
};
Planned planned(const State &s, int side, int unit);

// A unit's changes from modifier cards: its tokens, this turn's effects, its side's redesigns.
Mods modsOf(const State &s, int unit);
// The hexes a move action of `unit` may cover: four, changed by engine cards, three quarters of
// that (rounded down) while cloaked, none after a Major Engine Failure; `extra` adds the speed
// changes of orders written but not yet carried out.
int allowance(const State &s, int unit, bool cloaked, int extra = 0);
// What a move of `unit` may cover now: its allowance, less, while cloaked and under the adopted
// cloaked-speed=per-turn, the `spent` movement its earlier cloaked moves this turn used; and
// under speed-budget=whole-turn no more than its speed less the `turnSpent` movement all its moves
// of the turn used (spacewars.clarifications.speed).
int moveBudget(const State &s, int unit, bool cloaked, int extra, int spent, int turnSpent = 0);
// Whether a step from hex `from` to hex `to` touches down on a planet: `to` is a homeworld hex
// and `from` is not a hex of that homeworld (spacewars.movement.cloaked).
bool landsOnPlanet(const Data &d, int from, int to);
// Whether `side` holds an Orbital Blockade that is not lifted: it is lifted once more than half
// of the ships assigned to it are destroyed (spacewars.features.blockade).
bool blockadeHolds(const State &s, int side);
// A ship on duty in a blockade that holds: it may neither move nor fire.
bool onBlockadeDuty(const State &s, int unit);
// The friendly ships within five hexes of the enemy homeworld (Orbital Blockade's duty).
int blockadeCandidates(const State &s, int side);
// How far `unit` may fire: four, plus targeting cards.
int reach(const State &s, int unit);
// The movement a route costs: one per hex entered, one more for a hex with Debris.
int routeCost(const State &s, const Order &o);
// Whether a minefield in hex `h` slows a ship of `side`: every ship, or under
// minefield-cost=enemy-units only the layer's enemies (spacewars.clarifications.minefields).
bool minesSlow(const State &s, int h, int side);
// Entering hex `h` for a ship of `side`: one, one more with Debris, two more with a minefield.
int enterCost(const State &s, int h, int side);
inline bool ceaseFire(const State &s) { return s.p.turn <= s.p.ceaseFireUntil; }

// A move carried out: the hex the unit ends in, whether it landed on the enemy homeworld, and
// the rule that stopped it short of the route's end (nullptr when it went all the way).
struct MoveResult {
    int end = kInReserve;
    int excess = 0;  // Engine Overload: movement spent beyond the ship's allowance
    int spent = 0;   // the movement the hexes entered cost
    int hexes = 0;   // the hexes entered
    bool landed = false;
    const char *stopRule = nullptr;
    // With the attacks-of-opportunity variant: the attacks made on the way, how many of them
    // had no d8 given, and whether one destroyed the mover (in hex `end`).
    int attacks = 0;
    int missing = 0;
    bool destroyed = false;
};
// The d8s of the attacks of opportunity on a move: those the record gives, in order, and for
// the legal-move generator more drawn from `rng` (written to `drawn`).
struct OpportunityRolls {
    const std::int16_t *given = nullptr;
    int count = 0;
    core::Rng *rng = nullptr;
    std::vector<std::int16_t> *drawn = nullptr;
};
// `asPlayed`: the order was found at fault when written, so the checks made then (its speed,
// the adjacency of its steps, a cloaked landing, Surprise Warp, blockade duty) do not stop it
// again; it goes as far as the record played it.
MoveResult resolveMove(const State &s, const Order &o, OpportunityRolls rolls = {},
                       bool asPlayed = false);
// The number an attack of opportunity by `attacker` on `mover` entering hex `h` needs: the
// combat formula at range 0 with the attacker at -3 offense and the mover at +3 defense.
int opportunityNumber(const State &s, int attacker, int mover, int h);

// Whether a shot of `attacker` at `target` can be fired now: nullptr, or the rule that stops
// it (an attacker or target gone, a cloaked attacker, range, line of fire). `asPlayed`: the order
// was found at fault when written for the ship's blockade duty, which then does not stop it again.
const char *fireBlocker(const State &s, int side, const Order &o, bool asPlayed = false);
// Ground Support: the hex of `side`'s homeworld nearest `target` (the lowest-numbered of equals),
// and what stops its shot (range four, line of fire, a Cease-Fire), or nullptr.
int groundSupportHex(const State &s, int side, int target);
const char *groundSupportBlocker(const State &s, int side, int target);
// Misfire: the hex next to `target`'s hex that a d12 face sends the shot of `attacker` to, or -1
// off the board (spacewars.clarifications.misfire).
int misfireHex(const State &s, int attacker, int target, int d12);
// Really Nasty Gun: the hexes on the line from `from` through `through`, in order, up to
// `length` hexes from `from` (spacewars.clarifications.nasty-gun).
std::vector<int> lineHexes(const State &s, int from, int through, int length);
// A missed shot of `attacker` at the ship in hex `targetHex`: the hexes it flies on through, in
// order, beyond the target and within the attacker's reach.
std::vector<int> flightHexes(const State &s, int attacker, int targetHex);
// The d8 a shot of `attacker` at a ship in hex `h` with `defense` needs: the formula at the
// distance to `h`.
int numberAt(const State &s, int attacker, int h, int targetDefense);
// Self-Destruct by `unit`: each unit attacked and the d8 it needs, in order (the other units of
// its hex at range 0, then those of the six hexes around it at range 1, in token order).
std::vector<std::pair<int, int>> selfDestructAttacks(const State &s, int unit);
// The units in hex `h` other than `except`, in token order.
std::vector<int> unitsIn(const State &s, int h, int except);
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
