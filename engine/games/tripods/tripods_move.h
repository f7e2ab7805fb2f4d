// A decoded Tripods & Triplanes record line (docs/notation.md, section tripods). Every line
// names the vehicle it is about, so the side written on it can be checked against the
// vehicle's owner.
#pragma once

#include "core/ruleset.h"
#include "games/tripods/tripods_data.h"
#include "games/tripods/tripods_position.h"

#include <QString>

#include <vector>

namespace umpire::tripods {

enum class Verb : std::uint8_t { Plan, Action, Move, Fire, Hold, Burn, Rocket, Skill };
constexpr int kVerbCount = 8;
extern const std::array<const char *, kVerbCount> kVerbIds;

enum class Action : std::uint8_t { None, ChangeFacing, DestroyObjective, HeatRay, Recharge, BlackSmoke };
constexpr int kActionCount = 6;
extern const std::array<const char *, kActionCount> kActionIds;

enum class Range : std::uint8_t { None, Short, Long };
enum class Across : std::uint8_t { None, Protected, Unprotected };
// Terrain templates (optional rule): what a tripod's movement ended on.
enum class Terrain : std::uint8_t { None, Crater, Marsh, Pond, Woods, Trench };
constexpr int kTerrainCount = 6;
extern const std::array<const char *, kTerrainCount> kTerrainIds;

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
    bool home = false;     // with out: it left across its own side of the table
    bool enemy = false;    // with out: it left across the enemy's side of the table
    bool photo = false;    // Bring Proof: a stall begun within half a ruler of a tripod
    bool hasPenalty = false;
    DamageCard penalty;
    // burn: the A damage card a vehicle on fire draws before its first maneuver of the turn
    // (also `penalty`)
    // fire: the target (empty for a heat-ray that reached nothing), range, protected side and
    // the damage cards the target drew, in order
    QString target;
    Range range = Range::None;
    Across across = Across::None;
    std::vector<DamageCard> cards;
    // fire with a special weapon: rockets launched (1 or 2), the anchor thrown (its A card in
    // `penalty`), a black smoke cloud launched (`fire TRIPOD cloud`)
    int rockets = 0;
    bool anchor = false;
    bool cannon = false;  // the 37 mm cannon: one C card (aimed: a revealed 0 draws a second)
    // a shot at a tripod inside a crater: the cards drawn and discarded in favour of those in
    // `cards` (the i-th discarded card was the alternative of the i-th kept one)
    std::vector<DamageCard> craterDiscards;
    bool cloud = false;
    bool replaceCloud = false;  // `fire TRIPOD cloud replace`: one of its clouds is taken back first
    // move, optional rules: the tripod whose black smoke cloud it overlapped (and, airplanes,
    // the Z card drawn for it), the terrain the tripod ended on or started in (a trench), the A
    // card of a terrain check, and the anchor's outcome two movement steps after a hook
    QString cloudOf;
    bool hasSmokeCard = false;
    DamageCard smokeCard;
    Terrain onto = Terrain::None;
    bool inTrench = false;
    bool hasCheck = false;
    DamageCard check;
    bool entangled = false, free = false;
    // skill: the ace skill used and the recovery counters it takes
    QString skill;
    int recovery = -1;
    bool maneuverSkill = false;  // the skill changes this phase's maneuver (written before it)
    // move: where the vehicle stands at the end of the maneuver (at=X,Y,H), when written, and
    // where at= stands on the line (a finding about it points there)
    Placement at;
    notation::Position atWritten;
};

}  // namespace umpire::tripods
