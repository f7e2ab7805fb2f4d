// "tiny": a test-only game (never shipped) that exercises the engine core without a real game.
//
// Two sides, red and blue, race a counter each to ten (rules.md beside this file):
//   1 red add 3      ; the side's counter goes up by 1..3
//   1 red end        ; the turn passes; turn numbers go up when red starts again
// It also carries the seams the real games need, small: a third side, green, that plays only
// when [Seats "red,blue,green"] seats it (seats give the turn order), and a [Variant "bids"]
// in which every turn opens with a simultaneous phase: every seated side writes `bid N`
// (0..3), in any order, before the first add.
// As played: a wrong amount, a second add, an add or end out of turn, a wrong turn number
// are flagged and applied; a move after the win is flagged and skipped.
// A [Target "N"] tag moves the finish line; [Target "0"] is a race nobody wins, which gives
// the tests records of any length. Used by the engine core tests (tests/core) and the app
// model tests (tests/models), built once as the static library umpire_tinygame.
#pragma once

#include "core/catalog.h"
#include "core/ruleset.h"

#include <QSet>

#include <array>
#include <memory>

namespace tiny {

constexpr int defaultTarget = 10;  // the counter that wins without a [Target] tag

enum class Verb { Add, End, Bid };

constexpr int maxSides = 3;

struct TinyMove : umpire::core::Move {
    Verb verb = Verb::End;
    int amount = 0;  // Add and Bid, as written (may be out of range)
    bool operator==(const TinyMove &o) const
    {
        return turn == o.turn && side == o.side && verb == o.verb && amount == o.amount;
    }
};

// The whole state: a value type, copied by clone().
struct TinyState : umpire::core::State {
    std::array<int, maxSides> counter{0, 0, 0};
    int side = 0;        // whose turn (a side index: 0 red, 1 blue, 2 green)
    int turnNumber = 1;
    bool added = false;  // has the side to move added this turn?
    int winnerSide = -1;
    int target = defaultTarget;  // 0: nobody wins
    // The seated sides in turn order ([Seats]; red and blue without the tag).
    std::array<int, maxSides> seats{0, 1, -1};
    int seatCount = 2;
    // [Variant "bids"]: the bids phase opens every turn; bidMask has a bit per side that bid.
    // The [Reading "amount=four"] reading: the largest amount an add may have (3 adopted).
    int maxAdd = 3;
    bool bidsVariant = false;
    bool diceVariant = false;  // [Variant "dice"]: a die, not the side, decides each add
    bool bidding = false;
    int bidMask = 0;
    std::array<int, maxSides> bid{0, 0, 0};

    bool isSeated(int s) const;
    int nextSeated(int s) const;  // the seat after s, wrapping

    std::unique_ptr<umpire::core::State> clone() const override;
    // "turn=1 side=red added=no red=0 blue=0 winner=-", then " target=N" when not the default,
    // " green=N seats=..." when green or another order is seated, " bids=..." in the variant.
    QString toString() const override;
    // {turn, side, added, winner (side id or null), counters: {red, blue},
    //  sides: [{id: "red", counter}, {id: "blue", counter}]}: the counters twice, as a nested
    // object and as a list of id-named objects, the two shapes the app's state diff and chart
    // paths read (counters.red, sides.red.counter, sides[].counter).
    QJsonObject toJson() const override;
    bool isTerminal() const override { return winnerSide >= 0; }
    QString winner() const override;
    int currentSide() const override { return bidding ? kAllSides : side; }
    int turn() const override { return turnNumber; }
    QString phase() const override;
};

class TinyRuleset : public umpire::core::Ruleset {
public:
    TinyRuleset();
    const umpire::core::GameInfo &info() const override { return info_; }
    const char *tagsRule() const override { return "tiny.setup"; }
    const char *gameOverRule() const override { return "tiny.victory"; }
    // `note=` (a remark the game ignores) may be given any number of times; no other key.
    bool keyMayRepeat(std::string_view verb, std::string_view key) const override;
    const char *repeatedArgumentRule() const override { return "tiny.record.repeated"; }
    bool apply(umpire::core::State &state, const umpire::core::Move &move,
               umpire::core::Reporter &reporter) const override;
    // In a live state: add 1, add 2, add 3 before the side has added; end after.
    std::vector<std::unique_ptr<umpire::core::Move>> legalMoves(
        const umpire::core::State &state) const override;
    // Under [Variant "dice"] an add's amount is a die's (1 to 3, or 4 under amount=four).
    std::vector<umpire::core::Choice> legalChoices(const umpire::core::State &state) const override;
    QByteArray encode(const umpire::core::Move &move) const override;
    QString describe(const umpire::core::Move &move, bool russian = false) const override;

protected:
    std::unique_ptr<umpire::core::State> setUp(const umpire::notation::Record &record,
                                               const umpire::core::RunTags &tags,
                                               umpire::core::Reporter &reporter) const override;
    std::unique_ptr<umpire::core::Move> decodeMove(const umpire::notation::Record &record,
                                                   const umpire::notation::MoveLine &line,
                                                   umpire::core::Reporter &reporter) const override;

private:
    umpire::core::GameInfo info_;
};

// A catalog holding only the tiny game.
std::unique_ptr<umpire::core::Catalog> makeCatalog();

// The rule ids of tests/core/tinygame/rules.md, read from the source tree.
QSet<QString> ruleIds();

}  // namespace tiny
