// What the modifier cards the checker handles do (resources/games/spacewars/rules.md,
// "Modifier cards"): the card's target, how long it lasts and its numbers. The data names the
// cards; this table binds each id the engine handles to its effect. A card not listed here
// cannot be played in a record yet (the line is refused as unreadable, never passed silently).
#pragma once

#include <cstdint>
#include <string_view>

namespace umpire::spacewars {

enum class CardTarget : std::uint8_t { Friendly, Enemy, Any, AllFriendly, None };
enum class Lasting : std::uint8_t { Turn, Game };
enum class Timing : std::uint8_t { Action, WithAttack };  // an order of its own, or announced with a shot

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
};

// The effect of card `id`, or nullptr for a card the checker does not handle yet.
const CardEffect *cardEffect(std::string_view id);

}  // namespace umpire::spacewars
