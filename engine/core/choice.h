// A player's choices apart from chance (DESIGN.md "Asking and recording").
//
// Ruleset::legalMoves() gives each legal move with its chance outcomes (a die, a card drawn)
// filled by the state's seeded generator, which simulated games need. A person at the table
// needs the choice with those outcomes left open: "fire bozeman at aaarg, d8 = ?". A Choice is
// one legal move whose chance fields are named: where each sits on the record line, and the
// values it may take. Filling every field with any offered value gives a line that applies
// without a finding; a value outside them is refused, citing the field's rule.
//
// A Choice may also name its measured facts: values the players read off the table (a range,
// which side a shot crossed, a position), which no die decides but which a recorder enters as
// the table shows them. The representative move carries one value of each; a FactField says
// where it sits and what else it may be. Every value it offers is one the notation takes there;
// whether it agrees with the line's other facts (a position beyond the table's edge needs the
// vehicle to have left it) is the checker's verdict, as for any fact. A fact whose value changes
// the shape of the line (a shot at long range draws fewer cards) comes as one choice per shape,
// each the same move apart from its facts and chance values (sameMoveApartFromFields).
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

// One value of a record line that the players measure or see at the table.
struct FactField {
    enum class Kind : std::uint8_t {
        Number,  // a whole number from `min` to `max`, in `unit`
        Flag,    // a bare word present or absent (`key` is the word)
        List,    // one of `values`
    };
    Kind kind = Kind::List;
    // Where the value sits on the line, as for ChanceField (`key=`, `index` in its comma list).
    // A Flag sits as a positional argument that is the word `key`. A List with an empty key
    // sits as the positional argument that is one of its `values` (`entangled` / `free`).
    QByteArray key;
    int index = -1;
    // Number: the bounds and the unit shown after the value ("cm", "°"), in the installed
    // language.
    int min = 0;
    int max = 0;
    QString unit;
    // List: the values it may take, in the order shown.
    QStringList values;
    // The value the representative move carries: a number or a list value as written; for a
    // Flag the word when present, "" when absent.
    QString value;
    // What the fact is, in the installed language: "the range of nieuport's shot at locust".
    QString what;
    // The rule the fact concerns (an id of the game's rules.md).
    const char *rule = nullptr;
};

// One legal move of a state, its chance fields open.
struct Choice {
    // The move with its chance fields filled as legalMoves() fills them: encode() gives a
    // complete, legal line, which is the choice with one possible outcome.
    std::unique_ptr<Move> move;
    // In the order they sit on the line; empty when chance plays no part in the move.
    std::vector<ChanceField> chance;
    // The measured facts of the line, in line order; empty for a game that measures nothing.
    std::vector<FactField> facts;
};

// The text of `line` (a canonical record line, as Ruleset::encode gives it) with `field` set to
// `value`; the line unchanged when the field is not on it.
QByteArray fillChance(const QByteArray &line, const ChanceField &field, const QByteArray &value);

// The text of `line` with `fact` set to `value`: the value written in its place; a Flag added
// (after the last positional argument) when `value` is not empty and removed when it is. The
// line unchanged when the fact is not on it. Any value is written: whether it is one the fact
// may take, and agrees with the rest of the line, is the checker's to say.
QByteArray fillFact(const QByteArray &line, const FactField &fact, const QByteArray &value);

// Whether two lines are the same move apart from the values their chance and fact fields hold
// (the arguments those fields sit in, and Flag words, left out of the comparison).
bool sameMoveApartFromFields(const QByteArray &a, const Choice &choiceA, const QByteArray &b,
                             const Choice &choiceB);

// The text of `line` with every field open, as `umpire-cli legal` prints it: a die as
// `roll=1..8`, a card as `card=?{a,b,c}` (with a trailing `?` inside the braces when the pile
// is unknown: `?{a,b,?}`).
QByteArray openLine(const QByteArray &line, const std::vector<ChanceField> &fields);

// A field's values in the text form: "1..8" or "?{a,b,c}".
QByteArray openValue(const ChanceField &field);

}  // namespace umpire::core
