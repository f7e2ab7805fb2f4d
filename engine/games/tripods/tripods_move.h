// A decoded Tripods & Triplanes record line (docs/notation.md, section tripods). Every line
// names the vehicle it is about, so the side written on it can be checked against the
// vehicle's owner.
#pragma once

#include "core/ruleset.h"
#include "games/tripods/tripods_data.h"

#include <QString>

#include <vector>

namespace umpire::tripods {

enum class Verb : std::uint8_t { Plan, Action, Move, Fire, Hold };
constexpr int kVerbCount = 5;
extern const std::array<const char *, kVerbCount> kVerbIds;

enum class Action : std::uint8_t { None, ChangeFacing, DestroyObjective, HeatRay, Recharge, BlackSmoke };
constexpr int kActionCount = 6;
extern const std::array<const char *, kActionCount> kActionIds;

enum class Range : std::uint8_t { None, Short, Long };
enum class Across : std::uint8_t { None, Protected, Unprotected };

struct TripodsMove : core::Move {
    Verb verb = Verb::Plan;
    QString vehicle;  // the vehicle's record id
    // plan: the maneuvers, for the last phases of the turn when fewer than three
    std::vector<Maneuver> plan;
    // action: the card, the projector or new facing (a base side, -1 when none), the objective
    Action action = Action::None;
    std::int8_t baseSide = -1;
    QString objective;
    // move: the revealed card and the geometry facts; the A card of an illegal airplane
    // maneuver
    Maneuver card;
    bool out = false;      // left the playing area
    bool overlap = false;  // a tripod overlapping another tripod, moved back
    bool hasPenalty = false;
    DamageCard penalty;
    // fire: the target (empty for a heat-ray that reached nothing), range, protected side and
    // the damage cards the target drew, in order
    QString target;
    Range range = Range::None;
    Across across = Across::None;
    std::vector<DamageCard> cards;
};

}  // namespace umpire::tripods
