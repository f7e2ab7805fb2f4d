// The state of a War of Civilizations game: who holds which place with which ships and clan
// members, each clan's resources, the turn, the disaster deck and the Isle of Myth.
//
// toJson() keys: round, phase, side (the clan to act), actionsUsed, actionsAllowed,
// mythHolder, countdown, clans: [{id, crystals, alwood, ammunition, islands, ships}],
// islandsHeld: {clan id: islands} (the app's chart),
// places: [{id, clan, gunboats, frigates, destroyers, members: [areas]}] (occupied ones only),
// disasters: {continent id: cards left}, revealed: [{card, continent, round}] (in order),
// battle: {attacker, defender, from, to, attack: {gunboats, frigates, destroyers}, defence: {...}
// (the ships that defended), attackPower, defencePower, declined, winner} (only after a line that fought one), players: [{name, clans, islands}] (two-player
// variant only, else empty).
#pragma once

#include "core/ruleset.h"
#include "games/civilizations/civ_data.h"

#include <array>
#include <cstdint>

namespace umpire::civilizations {

enum class Phase : std::uint8_t { Placement, Actions, Losses };

struct PlaceState {
    std::int8_t clan = -1;  // the clan whose ships are here (one clan per place at most)
    std::array<std::uint8_t, kShipTypes> ships{};
    std::uint8_t members = 0;  // areas worked by the holder's clan members (bit per Area)
    int shipCount() const { return ships[0] + ships[1] + ships[2]; }
    bool operator==(const PlaceState &) const = default;
};

struct ClanState {
    std::array<int, kResources> res{};
    std::int8_t home = -1;  // the continent chosen at setup
    std::uint8_t placedIslands = 0;  // starting islands set out so far
    std::array<std::uint8_t, kShipTypes> toPlace{};  // starting ships still in hand
    std::uint8_t membersToPlace = 0;
    std::uint8_t kreiosCredit = 0;  // gunboats Kreios may still recover
    bool kreiosRecovered = false;  // Kreios has recovered a gunboat (kreios=once: his only one)
    std::uint8_t lossShips = 0, lossMembers = 0;  // owed to the disaster being settled
    bool operator==(const ClanState &) const = default;
};

// The battle the last record line fought, for the board view (toJson "battle").
struct Battle {
    std::int8_t attacker = -1, defender = -1;  // clans; attacker < 0: the line fought none
    std::int8_t from = -1, to = -1;  // places
    std::array<std::uint8_t, kShipTypes> attack{}, defence{};
    std::uint8_t attackPower = 0, defencePower = 0;
    bool declined = false, attackerWon = false;
    bool operator==(const Battle &) const = default;
};

// A disaster card revealed: its kind (0 tornado, 1 earthquake, 2 tsunami), continent and round.
struct Revealed {
    std::uint8_t card = 0, continent = 0;
    std::uint16_t round = 0;
    bool operator==(const Revealed &) const = default;
};
constexpr int kDisasterCards = 18;

// The readings of rules.md's Clarifications a record may pick with [Reading "id=value"]
// (game.json "readings", docs/readings.md); each flag false is the adopted value.
struct Readings {
    bool attackerWinsTies = false;  // ties=attacker (adopted: defender)
    bool halvesUp = false;  // halves=up (adopted: down)
    bool kreiosOnce = false;  // kreios=once (adopted: every-loss)
    bool invadeFree = false;  // invade=free (adopted: action)
    bool tsunamiSparesDocks = false;  // disaster-docks=tornado-only (adopted: tornado-and-tsunami)
    bool fleetLimitAttacksOnly = false;  // fleet-size=attacks-only (adopted: moves-and-attacks)
    bool freeUnitsAnyTime = false;  // free-units=any-time (adopted: turn-start)
    bool centreDisasters = false;  // disaster-count=every-continent (adopted: outer)
    bool thoraEveryOne = false;  // thora=every-one (adopted: one-resource)
    bool countdownFromCapture = false;  // countdown=capture-round (adopted: after-capture)
    bool twoTurnRounds = false;  // two-player-turns=two-turns (adopted: four-turns)
    bool withdrawHome = false;  // withdrawal=home-continent (adopted: staging-continent)
    bool defenderPays = false;  // defence=both-pay (adopted: attacker-pays)
    bool feeFromClans = false;  // banker=other-clans (adopted: bank)
    bool loneBidderPays = false;  // auction=pays-bid (adopted: free)
    bool operator==(const Readings &) const = default;
};

class State final : public core::State {
public:
    const Data *data = nullptr;
    std::array<PlaceState, kMaxPlaces> at{};
    std::array<ClanState, kClans> clans{};
    std::array<std::int8_t, kClans> seats{};  // clans in turn order
    int seatCount = 0;
    int round = 1;  // the round; the starting pieces are set out in round 1, before its first turn
    int seat = 0;  // index into seats of the clan whose turn it is
    Phase stage = Phase::Placement;
    int actionsUsed = 0;
    bool extraPaid = false, freeGunboat = false, freeMember = false, redistributing = false;
    bool excessFlagged = false;  // this turn's actions past its allowance were flagged once
    int numbering = 0;  // the record's round numbers less the rounds, once flagged as differing
    std::int8_t mythHolder = -1;
    // Per clan: the continent it last sailed into the centre from (its staging continent) and
    // the central island it took the Isle from (its Advance Base), for the withdrawal rule.
    std::array<std::int8_t, kClans> staging{-1, -1, -1, -1, -1, -1};
    std::array<std::int8_t, kClans> advanceBase{-1, -1, -1, -1, -1, -1};
    bool mythBonusPaid = false;
    int endRound = 0;  // the last round once the Isle has been taken, else 0
    bool over = false;
    std::array<std::uint8_t, kContinents> deckByContinent{};
    std::array<std::uint8_t, 3> deckByKind{};
    bool expert = false;
    int banker = -1;
    // The two-player variant: which player (0 or 1) runs each seated clan, and the players'
    // names from the [Player1]/[Player2] tags (empty when not given).
    bool twoPlayer = false;
    std::array<std::int8_t, kClans> playerOf{-1, -1, -1, -1, -1, -1};
    std::array<QString, 2> playerNames;
    std::uint64_t seed = 0;
    std::uint32_t chance = 0;  // disasters revealed so far, for the generator
    std::int8_t lossContinent = -1;  // the continent of the disaster being settled
    std::int8_t lossCard = -1;  // its kind (0 tornado, 1 earthquake, 2 tsunami)
    bool kreiosCredited = false;  // Kreios has had his gunboat for that disaster
    int disasterRound = 0;  // the round of the last disaster (the generator reveals one a round)
    std::array<Revealed, kDisasterCards> revealed{};  // in order; the first revealedCount count
    int revealedCount = 0;
    Battle battle;
    Readings readings;
    // A turn cut into by another clan's line: that clan and its turn's counters, resumed with
    // no second finding when its next line comes (one fault, one finding).
    struct Interrupted {
        std::int8_t clan = -1;
        std::uint8_t actionsUsed = 0;
        bool extraPaid = false, freeGunboat = false, freeMember = false, redistributing = false;
        bool operator==(const Interrupted &) const = default;
    } interrupted;
    // The [Seats] tag was flagged for seating one player's clans side by side: round 1's lines
    // then show the seating, and a clan acting in another's place there is not flagged again.
    bool seatsFromPlay = false;

    std::unique_ptr<core::State> clone() const override { return std::make_unique<State>(*this); }
    QString toString() const override;
    QJsonObject toJson() const override;
    bool isTerminal() const override { return over; }
    QString winner() const override;
    core::Result result() const override;
    int currentSide() const override;
    int turn() const override { return round; }
    QString phase() const override;

    int turnClan() const { return seats[std::size_t(seat)]; }
    bool seated(int clan) const;
    // Two-player-turns=two-turns: a round is one turn of each player, the first two seats in
    // odd rounds and the last two in even ones.
    bool twoTurnRounds() const { return twoPlayer && readings.twoTurnRounds && seatCount == 4; }
    int islandsOf(int clan) const;
    bool controlsContinent(int clan, int continent) const;
    bool controlsAnyContinent(int clan) const;
    int actionsAllowed() const;
    int shipsOf(int clan, int type) const;
    // Place `p` is struck by a disaster of kind `card` on `continent`: an island or a dock of
    // that continent; a tsunami spares the docks under disaster-docks=tornado-only.
    bool struck(int p, int continent, int card) const;
};

}  // namespace umpire::civilizations
