// The Space Wars state: a plain value (copied by clone()).
//
// A turn runs through phases (State::phase()): "setup" (turn 1 only: each side's opening hand
// of seven), "draw" (each side's card), "orders" (each side's pad of up to five written orders,
// closed by `done`), "initiative" (the d8) and "execution" (the orders carried out in
// alternation). toJson() keys: turn, phase, winner, units [{id, side (its current owner), hex,
// cloaked, offense, defense, speed, range, speedCounters, charisma, leaveBonus, blockadeDuty,
// warpedUntil}, debris {hex: count}, minefields [hex], ceaseFireUntil, sides [{id, deck, hand,
// discard, orders, done, blockade, declaredDeck, executed}]. Interrupts (Verb::Interrupt) may
// come at any moment of the execution phase, whoever's order is next.
#pragma once

#include "core/ruleset.h"
#include "games/spacewars/spacewars_data.h"
#include "games/spacewars/spacewars_move.h"

#include <array>
#include <cstdint>

namespace umpire::spacewars {

enum class Phase : std::uint8_t { Setup, Draw, Orders, Initiative, Execution };
inline constexpr const char *kPhaseIds[] = {"setup", "draw", "orders", "initiative", "execution"};

constexpr std::int8_t kInReserve = -1;
constexpr std::int8_t kDestroyed = -2;
// This turn's conditions of a unit (Pod::failures).
constexpr std::uint8_t kNoFire = 1, kNoMove = 2, kOverload = 4, kFireCloaked = 8;
// Lasting marks on a unit (Pod::marks): on Leave (kept aside for its next deployment), back from
// Leave (+1/+0), the Charisma token, on Orbital Blockade duty.
constexpr std::uint8_t kOnLeave = 1, kLeaveBonus = 2, kCharisma = 4, kOnBlockade = 8;

// Offense, defense, speed and range changes from modifier cards.
struct Mods {
    std::int8_t offense = 0, defense = 0, speed = 0, reach = 0, closer = 0;
    void add(const Mods &o)
    {
        offense = std::int8_t(offense + o.offense);
        defense = std::int8_t(defense + o.defense);
        speed = std::int8_t(speed + o.speed);
        reach = std::int8_t(reach + o.reach);
        closer = std::int8_t(closer + o.closer);
    }
    bool operator==(const Mods &) const = default;
};

struct SideState {
    std::array<std::uint8_t, kMaxCards> deck{}, hand{}, discard{};
    std::array<Order, kMaxPadLines> orders{};
    // The orders found at fault when written: carried out, they may go as the record played them
    // (one fault, one finding).
    std::array<bool, kMaxPadLines> faulty{};
    // The cards each order was written with (fire ... with=), -1 for none: under
    // free-cards=written its shot announces exactly these.
    std::array<std::array<std::int8_t, 4>, kMaxPadLines> writtenWith{};
    std::uint8_t orderCount = 0;
    std::uint8_t executed = 0;  // orders carried out (or lapsed) this turn
    bool dealt = false;         // setup: the opening hand is given; draw: this turn's card is
    bool done = false;          // the pad is closed
    Mods lasting, turn;         // redesigns (for good) and Head of State Visit (this turn)
    // Intercepted Orders: the cards on top of this side's deck in the order its next draws must
    // follow, top first.
    std::array<std::int8_t, 4> stacked{-1, -1, -1, -1};
    std::uint8_t stackedCount = 0;
    bool blockade = false;          // this side holds an Orbital Blockade of the enemy homeworld
    std::uint8_t blockadeShips = 0;  // how many ships were assigned to it
    std::int8_t lastDeployed = -1;  // the ship this side's latest deployment brought in this turn
    bool declared = false;          // the record declared this side's deck ([EarthDeck], [AliensDeck])
};

// The last die of the record's previous line, which Second Chance and Lucky Break may change and
// whose hit Repair Crew may undo: what it decided and what its hit took away.
enum class RollKind : std::uint8_t { None, Initiative, Shot };
struct LastRoll {
    RollKind kind = RollKind::None;
    std::int16_t roll = 0;
    std::int32_t turn = 0;
    std::int8_t target = -1, need = 0;
    bool hit = false;
    // The target as it was before the hit destroyed it.
    std::int8_t hex = -1;
    bool cloaked = false;
    Mods lasting, damage;
    std::uint8_t marks = 0, speedCounters = 0;
};

struct Pod {
    std::array<std::int8_t, kUnits> unitHex{};  // kInReserve, kDestroyed or a hex
    std::array<bool, kUnits> cloaked{};
    std::array<std::uint8_t, kMaxHexes> debris{};
    std::array<Mods, kUnits> lasting{}, turnMods{};  // tokens on the unit; effects until end of turn
    std::array<std::uint8_t, kUnits> failures{};     // this turn: kNoFire, kNoMove
    std::array<bool, kMaxHexes> mines{};             // minefields
    std::array<std::int8_t, kMaxHexes> mineLayer{};  // the side that laid each minefield
    std::array<std::int8_t, kUnits> owner{};         // the side a unit fights for (Defector)
    std::array<std::uint8_t, kUnits> marks{};        // kOnLeave, kLeaveBonus, kCharisma, kOnBlockade
    // Damage cards apart (Repair Crew removes them): tokens, and this turn's Minor damage.
    std::array<Mods, kUnits> damage{}, turnDamage{};
    std::array<Mods, kUnits> actionMods{};           // Shell Shock or Berserker played as an interrupt
    std::array<std::uint8_t, kUnits> speedCounters{};  // Engine Overload's "speed -1" counters
    std::array<std::uint8_t, kUnits> extraTargets{};   // Weapon Overload: targets beyond the first
    std::array<std::int32_t, kUnits> lastActive{};     // the last turn the unit moved or fired
    std::array<std::int32_t, kUnits> activeBefore{};   // the last such turn before lastActive's
    std::array<std::uint8_t, kUnits> cloakedSpent{};   // movement spent cloaked this turn
    std::array<std::uint8_t, kUnits> moveSpent{};      // movement spent this turn, cloaked or not
    std::array<std::int32_t, kUnits> warpedUntil{};    // Surprise Warp: no move up to this turn
    std::array<std::int32_t, kUnits> deployedTurn{};   // the turn the unit last came into play
    std::int8_t initiativeSide = -1;                 // an Initiative card put this side first
    LastRoll last;
    std::int32_t ceaseFireUntil = 0;                 // the last turn of a Cease-Fire
    bool opportunity = false;                        // [Variant "attacks-of-opportunity"]
    // Readings (game.json "readings"; the adopted value is false):
    bool secondChanceInterruptOnly = false;  // second-chance=interrupt-only
    bool attacksAllAtOnce = false;           // multi-attacks=all-at-once
    bool misfireLongRight = false;           // misfire-long=right
    bool blockadeFromOneShip = false;        // blockade-ships=at-least-one
    bool anyCardInterrupts = false;          // bold-cards=any-card
    bool speedPerTurn = false;               // speed-budget=whole-turn
    bool nastyGunThisTurn = false;           // nasty-gun-quiet=this-turn-too
    bool cloakedSpeedPerAction = false;      // cloaked-speed=per-action
    bool warpCountsDeploymentTurn = false;   // surprise-warp-turns=counting-deployment-turn
    bool nastyGunNeedsBoard = false;         // nasty-gun-reserves=on-board
    bool edgeEitherBlocks = false;           // line-of-fire-edge=either-blocks
    bool selfDestructEnemiesOnly = false;    // self-destruct-targets=enemy-units
    bool minesSlowEnemiesOnly = false;       // minefield-cost=enemy-units
    bool cloakedOpportunity = false;         // opportunity-cloaked=attack
    bool blockadeFromHomeworldOnly = false;  // blockade-reach=from-homeworld
    bool charismaFree = false;               // charismatic-leader-cost=free
    bool initiativeWhenPlayed = false;       // initiative-card=when-played
    bool selfDestructCeaseFire = false;      // self-destruct-cease-fire=forbidden
    bool overloadCountsHexes = false;        // overload-counters=hexes
    bool nastyLineToEdge = false;            // nasty-gun-line=to-board-edge
    bool limitsWhenCarriedOut = false;       // order-checks=when-carried-out
    bool strayToEdge = false;                // stray-shot=to-board-edge
    bool repairOneEffect = false;            // repair-crew=one-effect
    bool leaveNextDeployment = false;        // leave=next-deployment
    bool freeCardsWritten = false;           // free-cards=written
    bool recallAlwaysACard = false;          // recall=always-a-card
    std::array<SideState, kSides> sides{};
    Phase phase = Phase::Setup;
    std::int32_t turn = 1;
    std::int8_t openPad = -1;    // the side whose pad the record is copying, or -1
    std::int8_t nextSide = -1;   // execution: whose order comes next
    std::int8_t winner = -1;
    std::uint64_t seed = 0;
    std::uint32_t chance = 0;    // chance facts so far: the stream the legal outcomes come from
};

class State final : public core::State {
public:
    explicit State(const Data &data) : data_(&data) {}
    Pod p;

    std::unique_ptr<core::State> clone() const override { return std::make_unique<State>(*this); }
    QString toString() const override;
    QJsonObject toJson() const override;
    bool isTerminal() const override { return p.winner >= 0; }
    QString winner() const override;
    int currentSide() const override;
    int turn() const override { return p.turn; }
    QString phase() const override { return QLatin1String(kPhaseIds[int(p.phase)]); }

    const Data &data() const { return *data_; }
    bool onBoard(int unit) const { return p.unitHex[std::size_t(unit)] >= 0; }
    int ownerOf(int unit) const { return p.owner[std::size_t(unit)]; }
    // The unit of side other than `side` in hex `h`, or -1.
    int enemyIn(int h, int side) const;
    bool occupied(int h) const;

private:
    const Data *data_;
};

}  // namespace umpire::spacewars
