// A decoded War of Civilizations record line (docs/notation.md, "War of Civilizations").
#pragma once

#include "core/ruleset.h"
#include "games/civilizations/civ_data.h"

#include <array>
#include <cstdint>

namespace umpire::civilizations {

enum class Verb : std::uint8_t {
    Place,         // setup: ships and clan members onto one starting island
    FreeGunboat,   // from round 2: the free gunboat onto an own island
    FreeMember,    // from round 2: the free clan member onto an own island's area
    Hire,          // action: 1k crystals, a member onto an empty area
    Buy,           // action: a ship onto an own island
    Collect,       // action: every worked area of every own island
    Extra,         // 5k crystals for a fourth action
    MoveShips,     // action: a fleet one step
    Invade,        // action: a fleet against a neighbouring enemy-held place
    Redistribute,  // after the actions: ships between own islands
    Recover,       // Kreios: one lost gunboat back to a fleet
    Disaster,      // a disaster card revealed
    Lose,          // a clan's chosen losses to a disaster
    End,           // the turn ends
};
constexpr int kVerbs = 14;
extern const char *const kVerbIds[kVerbs];

struct Move : core::Move {
    Verb verb = Verb::End;
    std::int8_t from = -1, to = -1;  // places (place/hire/buy/free/recover/lose use `to`)
    std::int8_t area = -1;           // hire, free-member
    std::int8_t ship = -1;           // buy
    std::int8_t double_ = -1;        // collect: Thora's doubled resource
    std::int8_t continent = -1;      // disaster
    std::int8_t card = -1;           // disaster: 0 tornado, 1 earthquake, 2 tsunami
    std::int8_t retreat = -1;        // invade: Ajax's members go to this island
    bool decline = false;            // invade: the defender does not fight
    bool hasDefence = false;         // invade: defence= was written
    std::array<std::uint8_t, kShipTypes> ships{};  // place/move/invade/redistribute/lose
    std::uint8_t members = 0;        // bit mask of areas: place, invade (winner's), lose

    int shipCount() const { return ships[0] + ships[1] + ships[2]; }
    bool operator==(const Move &o) const
    {
        return turn == o.turn && side == o.side && verb == o.verb && from == o.from && to == o.to &&
               area == o.area && ship == o.ship && double_ == o.double_ && continent == o.continent &&
               card == o.card && retreat == o.retreat && decline == o.decline &&
               hasDefence == o.hasDefence && ships == o.ships && members == o.members;
    }
};

extern const char *const kDisasterIds[3];  // "tornado", "earthquake", "tsunami"

}  // namespace umpire::civilizations
