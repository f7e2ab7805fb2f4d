#include "games/spacewars/spacewars_cards.h"

#include <iterator>

namespace umpire::spacewars {
namespace {

using T = CardTarget;
using L = Lasting;
using W = Timing;

// 004_aeb1829a6401f287.txt, MODIFIER CARDS: COMMONS, UNCOMMONS, RARES, EXTRA-RARES.
constexpr CardEffect kEffects[] = {
    // id, rule, timing, target, lasting, off, def, speed, reach, closer, noFire, noMove, debris, draw
    {"minor-engine-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, 0, 0, -1, 0, 0, false, false, 0, 0},
    {"minor-hull-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, 0, -1, 0, 0, 0, false, false, 0, 0},
    {"minor-gun-damage", "spacewars.modifiers.minor", W::Action, T::Enemy, L::Turn, -1, 0, 0, 0, 0, false, false, 0, 0},
    {"minor-engine-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 0, 0, 1, 0, 0, false, false, 0, 0},
    {"minor-hull-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 0, 1, 0, 0, 0, false, false, 0, 0},
    {"minor-gun-improvement", "spacewars.modifiers.minor", W::Action, T::Friendly, L::Turn, 1, 0, 0, 0, 0, false, false, 0, 0},
    {"engine-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, 0, 0, -1, 0, 0, false, false, 0, 0},
    {"hull-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, 0, -1, 0, 0, 0, false, false, 0, 0},
    {"gun-damage", "spacewars.modifiers.lasting", W::Action, T::Enemy, L::Game, -1, 0, 0, 0, 0, false, false, 0, 0},
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
    {"shell-shock", "spacewars.modifiers.shell-shock", W::Action, T::Enemy, L::Turn, -1, -1, 0, 0, 0, false, false, 0, 0},
    {"garbage-dump", "spacewars.modifiers.garbage-dump", W::Action, T::Any, L::Game, 0, 0, 0, 0, 0, false, false, 1, 0},
    {"reinforcements", "spacewars.modifiers.cards", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 2},
    {"conscription", "spacewars.modifiers.cards", W::Action, T::None, L::Game, 0, 0, 0, 0, 0, false, false, 0, 4},
    {"laser", "spacewars.modifiers.laser", W::WithAttack, T::Enemy, L::Turn, 0, -2, 0, 0, 0, false, false, 0, 0},
    {"berserker", "spacewars.modifiers.berserker", W::WithAttack, T::Friendly, L::Turn, 3, -3, 0, 0, 0, false, false, 0, 0},
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
