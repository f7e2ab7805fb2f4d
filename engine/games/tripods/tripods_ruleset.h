// Wings of Glory — Tripods & Triplanes (issue 15): a record is checked move by move. The
// miniatures are measured with templates the book does not give, so the geometry's outcomes
// (a target reached, short or long range, across a protected side, a vehicle that left the
// table or overlapped) are facts of the record, like the damage cards drawn; the sequence of
// maneuvers, actions, energy, firing and damage is checked. Vocabulary: docs/notation.md.
#pragma once

#include "core/ruleset.h"
#include "games/tripods/tripods_move.h"
#include "games/tripods/tripods_state.h"

#include <QCoreApplication>

namespace umpire::tripods {

class Ruleset : public core::Ruleset {
    Q_DECLARE_TR_FUNCTIONS(tripods)

public:
    Ruleset();
    const core::GameInfo &info() const override { return info_; }
    const char *tagsRule() const override { return "tripods.record.tags"; }
    const char *gameOverRule() const override { return "tripods.basic.victory"; }
    const char *repeatedArgumentRule() const override { return "tripods.record.repeated"; }
    bool apply(core::State &state, const core::Move &move, core::Reporter &reporter) const override;
    std::vector<std::unique_ptr<core::Move>> legalMoves(const core::State &state) const override;
    // The legal moves with the damage cards they draw left open (tripods_choices.cpp).
    std::vector<core::Choice> legalChoices(const core::State &state) const override;
    QByteArray encode(const core::Move &move) const override;
    QString describe(const core::Move &move, bool russian = false) const override;

protected:
    std::unique_ptr<core::State> setUp(const notation::Record &record, const core::RunTags &tags,
                                       core::Reporter &reporter) const override;
    std::unique_ptr<core::Move> decodeMove(const notation::Record &record,
                                           const notation::MoveLine &line,
                                           core::Reporter &reporter) const override;

private:
    // Fills `field`'s values: the card kinds that, written into `line` in its place, apply to
    // `s` without an error; its rule becomes the one the first kind left out breaks.
    void offerCards(const State &s, const QByteArray &line, core::ChanceField &field) const;
    // The choice of `move` in `s`: its card fields offered, its measured facts named.
    core::Choice choiceOf(const State &s, std::unique_ptr<core::Move> move) const;
    // The shot `m` at its other range, its draw reshaped to fit (one card at long range; a
    // second where the short range draws one), when its range written in alone does not apply
    // cleanly; nullptr when it does, or when no draw of that shape applies.
    std::unique_ptr<TripodsMove> atOtherRange(const State &s, const TripodsMove &m) const;

    core::GameInfo info_;
};

// The problems of a plan for vehicle `v` in `s` that the rules forbid when it is written
// (Standard rules: engine damage, rudder jams, fire, a destroyed reverse mechanism), as
// (rule id, message) pairs; shared by apply() and legalMoves().
std::vector<std::pair<const char *, QString>> planProblems(const State &s, const Vehicle &v,
                                                           const std::vector<Maneuver> &plan);

// The maneuvers of a plan for `v` that the book calls illegal, as (rule id, message) pairs:
// airplanes two steep cards in a row or an Immelmann without a straight before and after (also
// across turns, from the last card flown); tripods three movement cards without a stationary or
// running one, or more energy icons than energy. Revealing such a card carries out the book's
// penalty (a straight and an A card; the tripod topples).
std::vector<std::pair<const char *, QString>> illegalManeuvers(const Vehicle &v,
                                                               const std::vector<Maneuver> &plan);

// The rule an airplane's maneuver of the current phase breaks as it is revealed (after the
// last card flown, before the next planned), with the reason in `why`; null when it is legal.
const char *illegalAtReveal(const State &s, const Vehicle &v, QString *why);

}  // namespace umpire::tripods
