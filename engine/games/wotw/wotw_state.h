// The state of a War of the Worlds game: a trivially copyable value (about 1 KB), so cloning
// is one memcpy and applying a move never allocates.
//
// Card zones are multisets (a count per interned card id): the checker never knows the order
// of a shuffled deck, it only verifies that every drawn or revealed card was in it. The one
// ordered part is the bottom of an offer deck, where swapped cards go in a known order.
//
// toJson() keys (for the app and `umpire-cli show`, documented in docs/cli-show.md): turn, side,
// damage, winner, resources, experiencedSwap, strike, regions[{id, civilians, building,
// balloons, influence[], spentCivilians[least, most]}], units[{id, side, region, used}],
// decks[side]{hand, supply, discard, offer, offerDeck, offerDeckBottom, removed, handDue,
// revealsDue, swapped} (arrays of card ids, supply/offerDeck sorted as order is unknown).
#pragma once

#include "core/ruleset.h"
#include "games/wotw/wotw_data.h"
#include "games/wotw/wotw_spent.h"
#include "games/wotw/wotw_text.h"
#include "notation/record.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace umpire::wotw {

inline constexpr std::int8_t kNoBuilding = -1;
inline constexpr std::int8_t kInvasionShip = -2;

// Non-adopted readings selected by [Reading "short-id=reading"] tags (rules.md,
// Clarifications); without a tag the adopted reading applies.
enum Reading : std::uint32_t {
    ReadingPlaceRussian = 1u << 0,          // place-instead=russian
    ReadingStrikeTurn = 1u << 1,            // strike=turn
    ReadingUnprotectedDefenseOnly = 1u << 2,  // unprotected=defense-only
    ReadingRegeneratorRepeat = 1u << 3,     // regenerator=repeat
    ReadingArtilleryAdjacent2 = 1u << 4,    // heavy-artillery=adjacent-2
    ReadingGuerillasPerRegion = 1u << 5,    // guerillas=per-region
    ReadingInfrasoundPushFirst = 1u << 6,   // infrasound=push-first
    ReadingSpecialForbidden = 1u << 7,      // special-attacks-vs-defense=forbidden
    ReadingFactoryAllTripod = 1u << 8,      // alien-factory=all-tripod-damage
    ReadingReshuffleWhenEmpty = 1u << 9,    // reshuffle-timing=when-empty
    ReadingBlockingStartOnly = 1u << 10,    // blocking=start-only
    ReadingUnitPurchaseForbidden = 1u << 11,  // unit-purchase-without-miniature=forbidden
    ReadingFortArtilleryRegion = 1u << 12,  // fort-text=artillery-region
    ReadingTankFactorySpill = 1u << 13,     // tank-factory=spill
    ReadingInfluenceFromPlacement = 1u << 14,  // influence-duration=from-placement
    ReadingBalloonsBeforeArmy = 1u << 15,   // barrage-balloons=before-army
};

using CardCounts = std::array<std::uint8_t, kMaxCards>;

struct SideZones {
    CardCounts hand{};
    CardCounts supply{};      // order unknown
    CardCounts discard{};
    CardCounts row{};         // the offer row (face up)
    CardCounts offerDeck{};   // the unknown-order part of the offer deck
    CardCounts removed{};
    std::array<std::uint8_t, kMaxCards> bottom{};  // swapped cards under the offer deck, in order
    std::uint8_t bottomCount = 0;
    std::uint8_t resources = 0;      // coins (Humans) or energy (Aliens) this turn
    std::uint8_t pendingReveals = 0; // offer-row gaps the record must fill with `offer` facts
    bool pendingHand = false;        // a `hand` fact is due
    bool swapped = false;            // the once-per-turn swap was used
    bool acted = false;              // a move of the side was carried out in its current turn
    std::int32_t pendingTurn = 0;    // the turn the due facts belong to
    std::uint8_t regeneratorUses = 0;
};

// An alien strike on a region with a defensive building, still short of its Defense.
struct PendingStrike {
    std::int8_t region = -1;
    std::uint8_t damage = 0;
    bool needsDefense = false;       // made by a card that may not fall short (not influence)
    notation::Position position;     // the line of its first attack
};

struct Pod {
    std::array<std::uint8_t, kMaxRegions> civilians{};
    std::array<std::int8_t, kMaxRegions> building{};   // card index, kNoBuilding, kInvasionShip
    std::array<std::uint8_t, kMaxRegions> guerillaUses{};  // Guerillas played per region (per-region reading)
    SpentTokens spent;               // tokens that dealt damage this turn (per-token reading)
    std::uint32_t balloons = 0;      // regions with Barrage Balloons
    std::uint32_t fog = 0, frightening = 0, nerve = 0;  // influence tokens
    std::uint32_t abilityUsed = 0;   // regions whose building used its attack this turn
    std::array<std::int8_t, kUnits> unitRegion{};       // -1 when not on the board
    std::uint16_t unitUsed = 0;      // miniatures that received a unit card this turn
    std::array<SideZones, kSides> zones{};
    PendingStrike strike;
    std::int16_t damage = 0;
    // As wide as the record's turn numbers (int): a record of 2 GiB holds fewer than 2^31
    // turns, so the count never wraps.
    std::int32_t turn = 1;
    std::int8_t side = kAliens;
    std::int8_t winner = -1;
    bool experiencedSwap = false;
    std::uint32_t readings = 0;
    std::uint64_t seed = 0;          // chance outcomes of legalMoves() derive from seed+chance
    std::uint32_t chance = 0;
};
static_assert(std::is_trivially_copyable_v<Pod>);

class State final : public core::State {
public:
    State(const Data &data) : data_(&data) {}
    std::unique_ptr<core::State> clone() const override { return std::make_unique<State>(*this); }
    QString toString() const override;
    QJsonObject toJson() const override;
    bool isTerminal() const override { return p.winner >= 0; }
    QString winner() const override;
    int currentSide() const override { return p.side; }
    int turn() const override { return p.turn; }

    const Data &data() const { return *data_; }

    // The language of the names in this run's findings (wotw_text.h). Not part of the game:
    // it is left out of toString() and toJson(); a copy keeps it, so every step of a run
    // speaks the language its set-up chose.

    // Helpers the rules and the move generator share.
    int civiliansTotal() const;
    bool hostile(int region) const;   // holds an Alien unit or building
    int unitsIn(int region, UnitType t) const;
    int unitsOnBoard(UnitType t) const;
    int humanDefenseBuilding(int region) const;  // Defense of a defensive building there, or 0
    bool alienBuildingIn(int region) const { return p.building[region] == kInvasionShip ||
            (p.building[region] >= 0 && data_->cards[p.building[region]].side == kAliens); }
    bool humanBuildingIn(int region) const { return p.building[region] >= 0 &&
            data_->cards[p.building[region]].side == kHumans; }
    int countBuildings(CardKind k) const;

    Pod p;

private:
    const Data *data_;
};

int total(const CardCounts &c);

}  // namespace umpire::wotw
