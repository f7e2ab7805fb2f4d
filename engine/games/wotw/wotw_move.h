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

    bool operator==(const Move &o) const;
};

}  // namespace umpire::wotw
