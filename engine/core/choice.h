// A player's choices apart from chance (DESIGN.md "Asking and recording").
//
// Ruleset::legalMoves() gives each legal move with its chance outcomes (a die, a card drawn)
// filled by the state's seeded generator, which simulated games need. A person at the table
// needs the choice with those outcomes left open: "fire bozeman at aaarg, d8 = ?". A Choice is
// one legal move whose chance fields are named: where each sits on the record line, and the
// values it may take. Filling every field with any offered value gives a line that applies
// without a finding; a value outside them is refused, citing the field's rule.
#pragma once

#include "core/move.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <vector>

namespace umpire::core {

// One value of a record line that the dice or the cards decide.
struct ChanceField {
    enum class Kind : std::uint8_t {
        Die,   // values are the faces "1".."N"
        Card,  // values are the ids of the cards the pile can still give
    };
    Kind kind = Kind::Die;
    // Where the value sits on the line: the argument `key=`, or a positional argument when
    // the key is empty. `index` picks the item of a comma list (for a positional argument:
    // which positional argument, counting from 0); -1 is a keyed argument's whole value.
    QByteArray key;
    int index = -1;
    // The values it may take, given the line's other values as the Choice writes them, in a
    // deterministic order (dice faces ascending).
    QStringList values;
    // The pile's make-up is not known to the checker (its counts are assumed, or it was never
    // declared): `values` are the cards it may hold, and the text form shows "?" after them.
    bool unknown = false;
    // What decides the value, in the installed language: "the d8 for the shot at Aaarg".
    QString what;
    // The rule a value outside `values` breaks (an id of the game's rules.md).
    const char *rule = nullptr;
};

// One legal move of a state, its chance fields open.
struct Choice {
    // The move with its chance fields filled as legalMoves() fills them: encode() gives a
    // complete, legal line, which is the choice with one possible outcome.
    std::unique_ptr<Move> move;
    // In the order they sit on the line; empty when chance plays no part in the move.
    std::vector<ChanceField> chance;
};

// The text of `line` (a canonical record line, as Ruleset::encode gives it) with `field` set to
// `value`; the line unchanged when the field is not on it.
QByteArray fillChance(const QByteArray &line, const ChanceField &field, const QByteArray &value);

// The text of `line` with every field open, as `umpire-cli legal` prints it: a die as
// `roll=1..8`, a card as `card=?{a,b,c}` (with a trailing `?` inside the braces when the pile
// is unknown: `?{a,b,?}`).
QByteArray openLine(const QByteArray &line, const std::vector<ChanceField> &fields);

// A field's values in the text form: "1..8" or "?{a,b,c}".
QByteArray openValue(const ChanceField &field);

}  // namespace umpire::core
