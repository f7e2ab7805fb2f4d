// The War of the Worlds: The New Wave ruleset (game id `wotw`).
//
// Rules live in resources/games/wotw/rules.md; every finding cites one of the ids in
// wotw_rules.h. The record vocabulary is in docs/notation.md (### wotw).
#pragma once

#include "core/ruleset.h"
#include "games/wotw/wotw_data.h"
#include "games/wotw/wotw_move.h"
#include "games/wotw/wotw_state.h"

#include <QCoreApplication>

#include <cstdint>

namespace umpire::wotw {

class Ruleset final : public core::Ruleset {
    // Findings are translated in the context "wotw" (wotw_text.h).
    Q_DECLARE_TR_FUNCTIONS(wotw)

public:
    // Uses the embedded game data.
    Ruleset();
    // Uses the given data (tests); it must outlive the ruleset.
    explicit Ruleset(const Data &data);

    const core::GameInfo &info() const override { return info_; }
    const char *tagsRule() const override;
    const char *gameOverRule() const override;
    // No wotw key may repeat (the default keyMayRepeat); a repeat cites this record rule.
    const char *repeatedArgumentRule() const override;
    bool apply(core::State &state, const core::Move &move, core::Reporter &reporter) const override;
    // At the end of the record: a strike still short of a defensive building's Defense is
    // reported (wotw.combat.defense, at the strike's first attack line). Nothing is reported
    // for a finished game beyond what apply() already said.
    void finish(core::State &state, core::Reporter &reporter) const override;
    std::vector<std::unique_ptr<core::Move>> legalMoves(const core::State &state) const override;
    // The due fact's cards are its chance fields: each card of a `hand`, and each card of an
    // `offer` drawn from the shuffled deck; a move of a player has none.
    std::vector<core::Choice> legalChoices(const core::State &state) const override;
    QByteArray encode(const core::Move &move) const override;
    QString describe(const core::Move &move, bool russian = false) const override;

    // Decodes into a caller-owned move (no allocation): the fast path of decode().
    bool decodeInto(const notation::Record &record, const notation::MoveLine &line,
                    core::Reporter &reporter, Move &out) const;
    // A fresh state for a seed, with the [Variant]/[Reading] choices given as flags.
    State setupState(std::uint64_t seed, bool experiencedSwap, std::uint32_t readings) const;
    // True when `card` in the mover's hand has at least one legal play in `state`.
    bool playable(const State &state, int card) const;
    // Legal moves into a caller-owned vector (reused between calls by the simulator).
    void legalMovesInto(const State &state, std::vector<Move> &out) const;

    const Data &data() const { return *data_; }

protected:
    std::unique_ptr<core::State> setUp(const notation::Record &record, const core::RunTags &tags,
                                       core::Reporter &reporter) const override;
    std::unique_ptr<core::Move> decodeMove(const notation::Record &record,
                                           const notation::MoveLine &line,
                                           core::Reporter &reporter) const override;

private:
    const Data *data_;
    core::GameInfo info_;
};

}  // namespace umpire::wotw
