// The Space Wars ruleset (game id `spacewars`), a vertical slice of issue 13.
//
// Rules live in resources/games/spacewars/rules.md; every finding cites one of the ids in
// spacewars_rules.h. The record vocabulary is in docs/notation.md (### spacewars).
#pragma once

#include "core/ruleset.h"
#include "games/spacewars/spacewars_data.h"
#include "games/spacewars/spacewars_move.h"
#include "games/spacewars/spacewars_state.h"

#include <QCoreApplication>

namespace umpire::spacewars {

class Ruleset final : public core::Ruleset {
    Q_DECLARE_TR_FUNCTIONS(spacewars)

public:
    Ruleset();
    const core::GameInfo &info() const override { return info_; }
    const char *tagsRule() const override;
    const char *gameOverRule() const override;
    const char *repeatedArgumentRule() const override;
    bool apply(core::State &state, const core::Move &move, core::Reporter &reporter) const override;
    std::vector<std::unique_ptr<core::Move>> legalMoves(const core::State &state) const override;
    // The legal moves with their chance fields open (spacewars_choices.cpp; docs/notation.md,
    // "Choices and chance fields").
    std::vector<core::Choice> legalChoices(const core::State &state) const override;
    QByteArray encode(const core::Move &move) const override;
    QString describe(const core::Move &move, bool russian = false) const override;

    const Data &data() const { return *data_; }
    // A fresh state before the opening hands, with the basic decks.
    State setupState(std::uint64_t seed) const;

protected:
    std::unique_ptr<core::State> setUp(const notation::Record &record, const core::RunTags &tags,
                                       core::Reporter &reporter) const override;
    std::unique_ptr<core::Move> decodeMove(const notation::Record &record,
                                           const notation::MoveLine &line,
                                           core::Reporter &reporter) const override;

private:
    void readDeclaredDeck(const notation::Record &record, int side, State &state, core::Reporter &reporter) const;

    const Data *data_;
    core::GameInfo info_;
};

}  // namespace umpire::spacewars
