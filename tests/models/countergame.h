// "counter": a test-only game for the model tests (never shipped, not in the builtin catalog).
//
// Two sides, red and blue, each add to their counter; the first to `target` (default 10, the
// [Target "N"] tag changes it, 0 never ends) wins:
//   1 red add 2       ; red's counter goes up by 1..3 (else counter.add.amount, applied)
//   1 red end         ; blue's turn; the turn number goes up when red starts again
// A move by the wrong side is an error (counter.turn.order), a wrong turn number a warning
// (counter.turn.number), both applied as played; a move after the win is an error
// (counter.victory) and skipped; an unknown side or verb or bad arguments are errors of
// counter.record.* and the line is not decoded.
//
// toJson(): {turn, side, winner, counters: {red, blue}, pieces: [{id: "red", value}, ...]},
// so the tests can see nested and id-named changes.
#pragma once

#include "core/catalog.h"
#include "core/ruleset.h"

#include <array>
#include <memory>

namespace counter {

class CounterRuleset : public umpire::core::Ruleset {
public:
    CounterRuleset();
    const umpire::core::GameInfo &info() const override { return info_; }
    std::unique_ptr<umpire::core::State> initialState(
        const umpire::notation::Record &record, umpire::core::Reporter &reporter) const override;
    std::unique_ptr<umpire::core::Move> decode(const umpire::notation::Record &record,
                                               const umpire::notation::MoveLine &line,
                                               umpire::core::Reporter &reporter) const override;
    bool apply(umpire::core::State &state, const umpire::core::Move &move,
               umpire::core::Reporter &reporter) const override;
    std::vector<std::unique_ptr<umpire::core::Move>> legalMoves(
        const umpire::core::State &state) const override;
    QByteArray encode(const umpire::core::Move &move) const override;
    QString describe(const umpire::core::Move &move, bool russian = false) const override;

private:
    umpire::core::GameInfo info_;
};

// A catalog holding only the counter game.
std::unique_ptr<umpire::core::Catalog> makeCatalog();

}  // namespace counter
