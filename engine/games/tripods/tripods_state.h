// The state of a Tripods & Triplanes game: the vehicles' consoles, the damage decks and
// where the turn stands (planning, or the movement or firing step of an action phase).
#pragma once

#include "core/ruleset.h"
#include "games/tripods/tripods_data.h"
#include "games/tripods/tripods_move.h"

#include <QHash>
#include <QString>

#include <array>
#include <cstdint>
#include <vector>

namespace umpire::tripods {

enum class Step : std::uint8_t { Planning, Movement, Firing };
// Reserve: a scenario's airplane that enters later (A Spark of Hope's second Nieuport).
enum class Status : std::uint8_t { InPlay, Eliminated, Out, Reserve };

// One vehicle and its console.
struct Vehicle {
    QString id;      // the record's id ("locust")
    int model = -1;  // index into models()
    QString pilot;
    Side side = kMartians;
    Kind kind = Kind::Tripod;
    int resistance = 0;      // initial resistance
    int energyRating = 0;    // lowered by battery damage
    int initialEnergy = 0;   // the rating at the start (explosions through armour)
    int recharge = 0;
    char firepower = 'A';
    QString assumed;         // the statistics resting on assumed values, in words
    // equipment and aces from the [Vehicle] tag
    bool rockets = false, cannon = false, anchor = false;
    QStringList skills;

    Status status = Status::InPlay;
    bool goneFlagged = false;  // a line written for it after it was eliminated or left was flagged
    int damage = 0;
    int cardsTaken = 0, plusOne = 0;
    std::vector<std::pair<std::int8_t, std::int8_t>> held;  // (deck, kind) of cards kept

    std::array<Maneuver, 3> plan{};
    bool planned = false;
    bool moved = false;     // in this phase
    bool leaving = false;   // left the playing area in this movement step
    bool leavingHome = false;  // ... across its own side
    bool photo = false;     // Bring Proof: it has photographed a tripod
    bool leavingEnemy = false;          // ... across the enemy's side
    bool exitedHome = false, exitedEnemy = false;  // how it left the table, once out
    int objectivesAtExit = 0;  // objectives destroyed when it left
    Card last = Card::None; // the last maneuver flown (airplanes: steep and Immelmann rules)
    bool lastInserted = false;  // ... a stall a cannon shot inserted (non-steep)

    // tripods
    int energy = 0;
    bool reverseNext = false;
    int recovery = 0;       // toppled box
    int cooling = 0;        // heat-ray box
    Action action = Action::None;  // this phase's action card, when it takes effect
    QString actionObjective;
    bool mustFire = false;
    // A heat-ray or black smoke action chosen this phase that was flagged and has no effect: the
    // firing line it leads to is part of that fault, not a new one.
    bool voidFiring = false;
    int voidPhase = -1;  // the last phase (serial) that ended with such a void firing action
    bool hitUnprotected = false;  // toppled, or no energy: for the record's across= fact

    // airplanes
    bool fired = false;     // fired or held in this firing step (both kinds)
    int firedPhase = -1;    // the phase (serial) it last fired or held in
    int aimTarget = -1, aimPhase = -1;  // the target fired at, and in which phase (serial)
    int jammed = 0;
    int jammedPhase = -1;  // the last phase (serial) whose firing step found the guns jammed

    // optional rules: ace skills (recovery counters per skill, and the phase serial from which
    // the skill is usable again), rockets, anchor, black smoke
    struct SkillUse {
        QString id;
        int counters = 0;
        int placedSerial = -1;
        bool placedInFiring = false;
        int readyFrom = 0;
    };
    std::vector<SkillUse> skillUses;
    bool skillIllegal = false;   // a maneuver skill used too early: this phase's maneuver is illegal
    int rocketCounters = 0;
    struct Volley {              // rockets launched, awaiting their strike after the next maneuver
        int target = -1, count = 0, phase = -1;
        bool spoiled = false;    // the launcher drew a card with a symbol meanwhile
    };
    std::vector<Volley> volleys;
    int hookTarget = -1, hookPhase = -1;  // a tripod hooked by the anchor, and when
    bool mustLaunch = false;     // tripods: the black smoke action in effect
    int smokeBox = 0;            // black smoke recovery counters
    int cannonBox = 0;           // 37 mm cannon: reloading counters
    bool loading = false;        // the cannon was reloading when this action phase began
    std::vector<Maneuver> carry; // cards a cannon shot pushed into the next turn, in order
    int clouds = 0;              // its black smoke clouds on the table

    // standard rules
    int wounds = 0;
    int engine = 0;
    int engineAtPlan = 0;      // engine damage when this turn was planned (what the plan owes)
    bool burningAtPlan = false;  // on fire when this turn was planned (no straight)
    bool reverseBroken = false, smokeBroken = false;
    int gyroscopeTurn = 0;     // the turn in which change facing is barred
    int rudderLeftTurn = 0, rudderRightTurn = 0;
    int flames = 0, smoke = 0;
    bool burned = false;       // drew this turn's fire card

    Placement at;  // where the record last placed it (tripods_position.h); unknown if never
};

// Damage dealt in a firing step, resolved when the step ends (all at once).
struct Pending {
    int target = -1;
    int source = -1;
    int points = 0;
    int energyLoss = 0;
    std::vector<std::pair<Special, int>> specials;  // symbol, points of its card
};

struct State : core::State {
    std::vector<Vehicle> vehicles;
    int turnNumber = 1;
    int phaseNumber = 0;  // 0 while planning, then 1..3
    Step step = Step::Planning;
    bool standard = false;   // [Variant "standard"]: special damage takes effect
    bool blackSmoke = false; // [Variant "black-smoke"]: the black smoke action may be chosen
    QString scenario;
    std::array<DeckCounts, kDecks> decks = kDeckComposition;
    std::vector<Pending> pending;
    std::vector<std::pair<std::int8_t, std::int8_t>> revealed;  // armour cards going back
    QStringList redWeed, destroyed;  // objectives recharged from, and destroyed
    QStringList objectives;          // every objective template the record has named
    bool over = false;
    core::Result outcome;
    int victoryGrade = 0;  // graded scenarios: 1 marginal, 2 decisive
    std::uint64_t chance = 0;  // the seeded stream legalMoves draws outcomes from
    bool aces = false, terrain = false;  // [Variant "aces"], [Variant "terrain"]
    // [Reading "toppled-fire=first-card"]: a burning vehicle draws its fire card before its own
    // first revealed maneuver, not at the turn's first reveal (tripods.clarifications.toppled-fire)
    bool fireAtFirstCard = false;
    // [Reading "cannon-after-immelmann=forbidden"]: the cannon may not fire in a phase whose
    // maneuver was an Immelmann (tripods.clarifications.cannon-after-immelmann)
    bool noCannonAfterImmelmann = false;
    // The other readings of rules.md's clarifications (game.json "readings"), each named by the
    // [Reading] value that sets it:
    bool coolAtFiring = false;  // recovery-timing=firing-step: a counter removed as the
                                // firing step starts frees its weapon for that step
    bool energyIconsArmourOnly = false;  // energy-icons=armour-only
    bool aimNumberedOnly = false;  // aim-explosion=numbered-only
    bool effectsFromNow = false;  // following-turn=from-now
    bool allLateral = false;  // facing-sides=all-lateral
    bool trenchRunSafe = false;  // running-trench=exempt
    bool rocketsIgnoreArmour = false;  // rocket-armour=ignored
    bool actionEnergyOnce = false;  // illegal-action-energy=one-in-all
    bool rocketSymbolsByLevel = false;  // rocket-symbols=rule-level
    bool cannonStallLost = false;  // cannon-stall=lost
    bool heatRayImpossible = false;  // heat-ray-while-cooling=impossible
    bool gunsBarredAtStrike = false;  // rocket-guns=both-phases
    bool redWeedNotObjective = false;  // red-weed=not-objective
    bool rocketsByAgreement = false;  // scenario-rockets=by-agreement
    bool skillCountersSameStep = false;  // skill-recovery=same-step
    bool everyPilotSkilled = false;  // first-contact-skills=every-pilot
    bool engineBreachWarnOnly = false;  // engine-damage-breach=warning
    bool anchorDamages = false;  // anchor-timing=damage
    bool fireMeetsArmour = false;  // fire-armour=armour
    bool toppledActs = false;  // toppled-actions=allowed
    bool shortPlanToo = false;  // short-plan=any-plan
    bool huntersMixed = false;  // hunters-variant=mixed
    bool exitAfterObjectives = false;  // exit-order=objectives-first
    bool planBansPenalised = false;  // plan-bans=penalty
    std::vector<int> entangling;          // tripods that fall at the end of this movement step
    // [Table "WxD"], and whether the record places any vehicle (then the app draws the table)
    TableSize table;
    bool placed = false;

private:
    QHash<QString, int> vehicleIndex_;  // id -> index into vehicles (addVehicle keeps it)

public:

    int phaseSerial() const { return turnNumber * 3 + phaseNumber; }
    // Recovery counters a weapon may still hold when its action phase begins and be used in
    // it (tripods.clarifications.recovery-timing).
    int countersAllowed() const { return coolAtFiring ? 1 : 0; }
    // The gyroscope bars change facing in the turn after the hit
    // (tripods.clarifications.following-turn).
    bool gyroscopeOut(const Vehicle &v) const
    {
        return standard &&
                (v.gyroscopeTurn == turnNumber ||
                 (effectsFromNow && v.gyroscopeTurn == turnNumber + 1));
    }
    // The index of the vehicle with this id, or -1: a hash look-up, since set-up checks every
    // [Vehicle] tag's id and every move line names one (a linear scan made a record with many
    // vehicles cost the square of its size).
    int find(const QString &id) const;
    // Appends a vehicle and indexes its id; vehicles are only ever added this way, never
    // removed or renamed, so the index stays true.
    void addVehicle(Vehicle vehicle);

    std::unique_ptr<core::State> clone() const override;
    QString toString() const override;
    QJsonObject toJson() const override;
    bool isTerminal() const override { return over; }
    QString winner() const override;
    core::Result result() const override { return outcome; }
    int currentSide() const override { return over ? -1 : kAllSides; }
    int turn() const override { return turnNumber; }
    QString phase() const override;
};

}  // namespace umpire::tripods
