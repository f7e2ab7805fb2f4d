#include "games/spacewars/spacewars_cards.h"

#include <iterator>

namespace umpire::spacewars {
namespace {

using T = CardTarget;
using L = Lasting;
using W = Timing;

// 004_aeb1829a6401f287.txt, MODIFIER CARDS: COMMONS, UNCOMMONS, RARES, EXTRA-RARES.
constexpr CardEffect kEffects[] = {
    // id, rule, timing, target, lasting, off, def, speed, reach, closer, noFire, noMove, debris, draw,
    // special, interrupt, damage
    {"minor-engine-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, 0, 0, -1, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"minor-hull-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, 0, -1, 0, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"minor-gun-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, -1, 0, 0, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"minor-engine-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 0, 0, 1, 0, 0, false, false, 0, 0},
    {"minor-hull-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 0, 1, 0, 0, 0, false, false, 0, 0},
    {"minor-gun-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 1, 0, 0, 0, 0, false, false, 0, 0},
    {"engine-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, 0, 0, -1, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"hull-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, 0, -1, 0, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"gun-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, -1, 0, 0, 0, 0, false, false, 0, 0, Special::None, false, true},
    {"engine-improvement", "spacewars.modifiers.lasting", W::Action, T::Friendly, L::Game, 0, 0, 1, 0, 0, false, false, 0, 0},
    {"hull-improvement", "spacewars.modifiers.lasting", W::Action, T::Friendly, L::Game, 0, 1, 0, 0, 0, false, false, 0, 0},
    {"gun-improvement", "spacewars.modifiers.lasting", W::Action, T::Friendly, L::Game, 1, 0, 0, 0, 0, false, false, 0, 0},
    {"engine-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 0, 0, 1, 0, 0, false, false, 0, 0},
    {"hull-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 0, 1, 0, 0, 0, false, false, 0, 0},
    {"gun-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 1, 0, 0, 0, 0, false, false, 0, 0},
    {"major-engine-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 0, 0, 2, 0, 0, false, false, 0, 0},
    {"major-hull-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 0, 2, 0, 0, 0, false, false, 0, 0},
    {"major-gun-redesign", "spacewars.modifiers.redesign", W::Action, T::AllFriendly, L::Game, 2, 0, 0, 0, 0, false, false, 0, 0},
    {"minor-targeting-improvement", "spacewars.modifiers.targeting", W::Action, T::Friendly, L::Turn, 0, 0, 0, 1, 0, false, false, 0, 0},
    {"targeting-improvement", "spacewars.modifiers.targeting", W::Action, T::Friendly, L::Game, 0, 0, 0, 1, 1, false, false, 0, 0},
    {"targeting-redesign", "spacewars.modifiers.targeting", W::Action, T::AllFriendly, L::Game, 0, 0, 0, 1, 1, false, false, 0, 0},
    {"major-gun-failure", "spacewars.modifiers.failure", W::Action, T::Enemy, L::Turn, 0, 0, 0, 0, 0, true, false, 0, 0},
    {"major-engine-failure", "spacewars.modifiers.failure", W::Action, T::Enemy, L::Turn, 0, 0, 0, 0, 0, false, true, 0, 0},
    {"head-of-state-visit", "spacewars.modifiers.head-of-state", W::Action, T::AllFriendly, L::Turn, 1, 1, 0, 0, 0, false, false, 0, 0},
    {"shell-shock", "spacewars.modifiers.shell-shock", W::Action, T::Enemy, L::Turn, -1, -1, 0, 0, 0, false, false, 0, 0, Special::None, true},
    {"garbage-dump", "spacewars.modifiers.garbage-dump", W::Action, T::Any, L::Game, 0, 0, 0, 0, 0, false, false, 1, 0},
    {"reinforcements", "spacewars.modifiers.cards", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 2},
    {"conscription", "spacewars.modifiers.cards", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 4},
    {"lay-minefield", "spacewars.modifiers.minefields", W::Action, T::Friendly, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::LayMine},
    {"eliminate-minefield", "spacewars.modifiers.minefields", W::Action, T::Friendly, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::ClearMine},
    {"cease-fire", "spacewars.modifiers.cease-fire", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::CeaseFire},
    {"antimatter-explosion", "spacewars.modifiers.antimatter", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Antimatter},
    {"mutiny", "spacewars.modifiers.mutiny", W::Action, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Mutiny},
    {"ground-support", "spacewars.modifiers.ground-support", W::Action, T::Enemy, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::GroundSupport},
    {"laser", "spacewars.modifiers.laser", W::WithAttack, T::Enemy, L::Turn, 0, -2, 0, 0, 0, false, false, 0, 0},
    {"berserker", "spacewars.modifiers.berserker", W::WithAttack, T::Friendly, L::Turn, 3, -3, 0, 0, 0, false, false, 0, 0, Special::None, true},
    {"second-chance", "spacewars.modifiers.second-chance", W::InterruptOnly, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::SecondChance, true},
    {"lucky-break", "spacewars.modifiers.lucky-break", W::InterruptOnly, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::LuckyBreak, true},
    {"belay-that-order", "spacewars.modifiers.belay", W::InterruptOnly, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Belay, true},
    {"engine-overload", "spacewars.modifiers.engine-overload", W::Action, T::Friendly, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::EngineOverload},
    {"repair-crew", "spacewars.modifiers.repair-crew", W::Action, T::Friendly, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::RepairCrew, true},
    {"leave", "spacewars.modifiers.leave", W::Action, T::Friendly, L::Game, 1, 0, 0, 0, 0, false, false, 0, 0, Special::Leave},
    {"espionage", "spacewars.modifiers.espionage", W::Action, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Espionage},
    {"weapon-overload", "spacewars.modifiers.weapon-overload", W::WithAttack, T::Friendly, L::Game, -1, 0, 0, 0, 0, false, false, 0, 0, Special::WeaponOverload},
    {"initiative", "spacewars.modifiers.initiative", W::Action, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Initiative},
    {"misfire", "spacewars.modifiers.misfire", W::InterruptOnly, T::Enemy, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Misfire, true},
    {"really-nasty-gun", "spacewars.modifiers.really-nasty-gun", W::WithAttack, T::Friendly, L::Turn, 2, 0, 0, 0, 0, false, false, 0, 0, Special::NastyGun},
    {"self-destruct", "spacewars.modifiers.self-destruct", W::Action, T::Friendly, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::SelfDestruct},
    {"surprise-warp", "spacewars.modifiers.surprise-warp", W::WithDeploy, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::SurpriseWarp},
    {"intercepted-orders", "spacewars.modifiers.intercepted-orders", W::Action, T::None, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Intercept},
    {"fire-while-cloaked", "spacewars.modifiers.fire-while-cloaked", W::WithAttack, T::Friendly, L::Turn, 0, 0, 0, 0, 0, false, false, 0, 0, Special::FireCloaked},
    {"defector", "spacewars.modifiers.defector", W::Action, T::Enemy, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::Defector},
    {"charismatic-leader", "spacewars.modifiers.charismatic-leader", W::Action, T::None, L::Game, 1, 1, 0, 0, 0, false, false, 0, 0, Special::CharismaticLeader},
    {"orbital-blockade", "spacewars.modifiers.orbital-blockade", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 0, Special::OrbitalBlockade},
};

}  // namespace

const CardEffect *cardEffect(std::string_view id)
{
    for (const CardEffect &e : kEffects)
        if (id == e.id)
            return &e;
    return nullptr;
}

}  // namespace umpire::spacewars
