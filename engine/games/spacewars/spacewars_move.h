// A decoded Space Wars record line (the vocabulary is in docs/notation.md, "spacewars").
#pragma once

#include "core/ruleset.h"

#include <array>
#include <cstdint>

namespace umpire::spacewars {

// What a line says: a fact of the set-up or the draw, a written order, the end of a pad, the
// initiative roll, or an order carried out.
enum class Verb : std::uint8_t { Hand, Draw, Order, Done, Initiative, Execute };

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
    std::int8_t card = -1;     // Play: the modifier card
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
    // draws: the cards drawn.
    std::array<std::int8_t, 8> cards{};
    std::uint8_t cardCount = 0;
    std::int16_t roll = 0;       // Initiative and Fire: the d8 rolled (0 when none is written)
    Outcome outcome = Outcome::None;  // Fire: what the record says the shot did
    std::int8_t token = -1;      // Deploy: the ship token drawn from the reserves
    std::int8_t stop = -1;       // Move: the hex where the unit stopped short of its route's end
    std::array<std::int8_t, 2> with{-1, -1};  // Fire: cards announced with the shot (Laser, Berserker)
};

}  // namespace umpire::spacewars
