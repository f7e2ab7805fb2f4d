// A decoded War of the Worlds record line. Plain data: indices into the game data, no strings.
// The verbs and their arguments are documented in docs/notation.md (### wotw).
#pragma once

#include "core/ruleset.h"
#include "games/wotw/wotw_data.h"

#include <array>
#include <cstdint>

namespace umpire::wotw {

enum class Verb : std::uint8_t {
    Hand,     // fact: the cards drawn into a hand          `hand reap,reap,tripod,...`
    Offer,    // fact: cards revealed into the offer row    `offer ufo,fort`
    Play,     // play a card from hand with one option      `play army option=attack-2 unit=army-1`
    Discard,  // discard a card that cannot be played       `discard guerillas`
    Buy,      // buy from the offer row                     `buy fort region=london`
    Swap,     // the once-per-turn swap                     `swap plasma-synthesis`
    Ability,  // a building's ability                       `ability heavy-artillery at=a target=b`
    End,      // end of turn                                `end`
};
inline constexpr int kVerbs = 8;
inline constexpr std::array<const char *, kVerbs> kVerbIds = {
    "hand", "offer", "play", "discard", "buy", "swap", "ability", "end"};

// option value for "place a miniature instead of acting" (`option=place`).
inline constexpr std::int8_t kOptionPlace = -2;
inline constexpr int kMaxListed = 40;
inline constexpr int kMaxDestroyed = 3;  // destroys= names at most this many miniatures
// tokens=: the kind of a moved Civilians token (docs/notation.md, "What a wotw record can state").
inline constexpr std::int8_t kTokenFresh = 0;  // has not dealt damage this turn
inline constexpr std::int8_t kTokenSpent = 1;  // has dealt damage this turn

class Move final : public core::Move {
public:
    Verb verb = Verb::End;
    std::int8_t card = -1;      // play/discard/buy/swap/ability: the card
    std::int8_t option = -1;    // play: option index, or kOptionPlace
    std::int8_t unit = -1;      // unit=: a miniature index (see wotw_data.h)
    std::int8_t region = -1;    // region= (target or placement)
    std::int8_t at = -1;        // at=: where the acting building stands
    std::uint8_t toCount = 0;   // to=: one or two regions
    std::uint8_t fromCount = 0; // from=: one or two regions
    std::array<std::int8_t, 2> to{-1, -1};
    std::array<std::int8_t, 2> from{-1, -1};
    std::uint8_t cardCount = 0; // hand/offer: the cards, as listed
    std::array<std::uint8_t, kMaxListed> cards{};
    // Optional statements a record may add to a `play` (checked when given, never required):
    std::uint8_t destroyCount = 0;  // destroys=: the Human miniatures the attack removes
    std::array<std::int8_t, kMaxDestroyed> destroys{-1, -1, -1};
    std::uint8_t tokenCount = 0;    // tokens=: kTokenFresh/kTokenSpent per from= region
    std::array<std::int8_t, 2> tokens{-1, -1};

    bool operator==(const Move &o) const;
};

}  // namespace umpire::wotw
