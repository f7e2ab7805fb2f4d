// What each modifier card does (resources/games/spacewars/rules.md, "Modifier cards"): when it
// is played, its target, how long it lasts, its numbers and whether it may be an interrupt. The
// data names the cards; this table binds every modifier card id to its effect (a test checks
// that none is missing).
#pragma once

#include <cstdint>
#include <string_view>

namespace umpire::spacewars {

enum class CardTarget : std::uint8_t { Friendly, Enemy, Any, AllFriendly, None };
enum class Lasting : std::uint8_t { Turn, Game };
// When the card is played: as an order of its own, announced with a shot (fire ... with=) or a
// deployment (deploy ... with=), or only as an interrupt (a line of its own out of the
// alternation, or for Misfire a fact of the enemy shot's line).
enum class Timing : std::uint8_t { Action, WithAttack, WithDeploy, InterruptOnly };
// Effects beyond numbers on units.
enum class Special : std::uint8_t {
    None, LayMine, ClearMine, CeaseFire, Antimatter, Mutiny, GroundSupport,
    SecondChance, LuckyBreak, Belay, EngineOverload, RepairCrew, Leave, Espionage, WeaponOverload,
    Initiative, Misfire, NastyGun, SelfDestruct, SurpriseWarp, Intercept, FireCloaked, Defector,
    CharismaticLeader, OrbitalBlockade
};

struct CardEffect {
    const char *id;
    const char *rule;  // the rules.md id a problem with the card cites
    Timing timing;
    CardTarget target;
    Lasting lasting;
    std::int8_t offense, defense, speed, reach, closer;
    bool noFire, noMove;
    std::int8_t debris;  // Debris tokens put in the target's hex
    std::int8_t draw;    // cards drawn
    Special special = Special::None;
    bool interrupt = false;  // may also be played as an interrupt (spacewars.clarifications.bold-interrupts)
    bool damage = false;     // Engine, Hull or Gun Damage: what Repair Crew undoes
};

// The effect of card `id`, or nullptr for a unit card or an unknown id.
const CardEffect *cardEffect(std::string_view id);

}  // namespace umpire::spacewars
