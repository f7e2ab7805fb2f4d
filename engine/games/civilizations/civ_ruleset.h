// The War of Civilizations ruleset (game id `civilizations`, issue 14).
//
// Rules live in resources/games/civilizations/rules.md; the record vocabulary is in
// docs/notation.md ("War of Civilizations"). Three to six clans are seated by the core's
// [Seats] tag in turn order; the result is a ranking (State::result()).
#pragma once

#include "core/ruleset.h"
#include "games/civilizations/civ_data.h"
#include "games/civilizations/civ_move.h"
#include "games/civilizations/civ_state.h"

#include <QCoreApplication>

namespace umpire::civilizations {

class Ruleset final : public core::Ruleset {
    Q_DECLARE_TR_FUNCTIONS(civilizations)

public:
    Ruleset();

    const core::GameInfo &info() const override { return info_; }
    const char *tagsRule() const override { return "civilizations.record.tags"; }
    const char *gameOverRule() const override { return "civilizations.end.countdown"; }
    const char *repeatedArgumentRule() const override { return "civilizations.record.args"; }
    bool apply(core::State &state, const core::Move &move, core::Reporter &reporter) const override;
    // Every legal move, with fleets written as single ships and as the strongest fleet that
    // may go (docs/notation.md says why not every subset); a disaster card, a chance outcome,
    // may be revealed at the start of a turn.
    std::vector<std::unique_ptr<core::Move>> legalMoves(const core::State &state) const override;
    // The disaster's kind (card=) and continent (continent=) are its chance fields, each with
    // the values the deck can still give beside the other as written; no other move has one.
    std::vector<core::Choice> legalChoices(const core::State &state) const override;
    QByteArray encode(const core::Move &move) const override;
    QString describe(const core::Move &move, bool russian = false) const override;

    const Data &data() const { return data_; }
    // The state after the tags, for tests that set a position up in code.
    State freshState(const std::vector<int> &seats, bool expert) const;

protected:
    std::unique_ptr<core::State> setUp(const notation::Record &record, const core::RunTags &tags,
                                       core::Reporter &reporter) const override;
    std::unique_ptr<core::Move> decodeMove(const notation::Record &record,
                                           const notation::MoveLine &line,
                                           core::Reporter &reporter) const override;

private:
    // The kinds (or, with `continent`, the continents) the checker accepts in `disaster`.
    QStringList disasterValues(const State &state, const Move &disaster, bool continent) const;
    const Data &data_;
    core::GameInfo info_;
};

// The round from which ships may enter the central continent (civilizations.myth.unlock).
int unlockRound(bool expert);

}  // namespace umpire::civilizations
