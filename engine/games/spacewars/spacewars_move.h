// A decoded Space Wars record line (the vocabulary is in docs/notation.md, "spacewars").
#pragma once

#include "core/ruleset.h"

#include <array>
#include <cstdint>

namespace umpire::spacewars {

// What a line says: a fact of the set-up or the draw, a written order, the end of a pad, the
// initiative roll, an order carried out, a card played as an interrupt out of the alternation,
// or the release of an Orbital Blockade.
enum class Verb : std::uint8_t { Hand, Draw, Order, Done, Initiative, Execute, Interrupt, Release };

// The kinds of order a side may write (spacewars.actions).
enum class OrderKind : std::uint8_t { Deploy, Move, Fire, Cloak, Uncloak, Clean, Play, Recall };
constexpr int kOrderKinds = 8;
inline constexpr const char *kOrderKindIds[kOrderKinds] = {"deploy",  "move", "fire", "cloak",
                                                           "uncloak", "clean", "play", "recall"};

constexpr int kMaxRoute = 16;  // hexes a written route may name (start included)

// One written order: what the pad says, and so what an executed line must repeat.
struct Order {
    OrderKind kind = OrderKind::Deploy;
    std::int8_t unit = -1;     // the unit it names (not Deploy)
    std::int8_t target = -1;   // Fire: the unit fired at
    std::int8_t hex = -1;      // Deploy: where the ship comes in
    std::int8_t card = -1;     // Play: the modifier card; Deploy: Surprise Warp (with=)
    std::uint8_t routeLength = 0;
    std::array<std::int8_t, kMaxRoute> route{};  // Move: start hex first

    bool operator==(const Order &o) const
    {
        if (kind != o.kind || unit != o.unit || target != o.target || hex != o.hex || card != o.card ||
            routeLength != o.routeLength)
            return false;
        for (int i = 0; i < routeLength; ++i)
            if (route[std::size_t(i)] != o.route[std::size_t(i)])
                return false;
        return true;
    }
};

enum class Outcome : std::uint8_t { None, Hit, Miss };

struct Move : core::Move {
    Verb verb = Verb::Done;
    Order order;  // Order and Execute
    // Facts. Hand: the seven cards; Draw: one card or none (an empty deck); Play of a card that
    // draws: the cards drawn; Espionage: the hand shown; Intercepted Orders: the top cards of
    // the enemy deck in their new order.
    std::array<std::int8_t, 16> cards{};
    std::uint8_t cardCount = 0;
    // Initiative, an interrupt's new die, and a line's first attack: the d8 rolled (0 when none
    // is written); a line attacking several ships lists one d8 and one outcome per attack.
    std::int16_t roll = 0;
    Outcome outcome = Outcome::None;
    std::array<std::int16_t, 31> moreRolls{};
    std::array<Outcome, 31> moreOutcomes{};
    std::uint8_t moreRollCount = 0, moreOutcomeCount = 0;
    std::int8_t token = -1;      // Deploy: the ship token drawn from the reserves
    std::int8_t stop = -1;       // Move: the hex where the unit stopped short of its route's end
    std::array<std::int8_t, 4> with{-1, -1, -1, -1};  // Fire: cards announced with the shot
    std::array<std::int8_t, 3> also{-1, -1, -1};      // Fire with Weapon Overload: more targets
    std::int8_t misfire = 0;     // Fire: the d12 of the enemy's Misfire (0: none played)
    // Fire: the units a missed shot struck next, in order: another ship of the target's hex, then
    // the first ship further along the line (spacewars.combat.trajectory).
    std::array<std::int8_t, 2> stray{-1, -1};
    std::array<std::int16_t, 8> opportunity{};  // Move: the d8s of the attacks of opportunity
    std::uint8_t opportunityCount = 0;

    int rollCount() const { return roll == 0 ? 0 : 1 + moreRollCount; }
    int rollAt(int i) const { return i == 0 ? roll : moreRolls[std::size_t(i - 1)]; }
    int outcomeCount() const { return outcome == Outcome::None ? 0 : 1 + moreOutcomeCount; }
    Outcome outcomeAt(int i) const { return i == 0 ? outcome : moreOutcomes[std::size_t(i - 1)]; }
};

}  // namespace umpire::spacewars
