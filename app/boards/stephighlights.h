// What one step did, in the one vocabulary every board view draws (qml/boards/BoardHighlights.qml):
// a piece moved from one place to another (an arrow), a place attacked (with an arrow from the
// attacker when it stood elsewhere), a piece damaged, removed or placed. Places are the ids of a
// board's positions (War of the Worlds regions; hexes or islands for other games), so nothing
// here knows a game: each game turns a step into highlights through its highlighter, registered
// beside its board view (app/games/gameviews.cpp), and pieceChanges() below is the part most
// games share.
//
// Pure functions over State::toJson() objects and the record line, so they are tested without
// QML (tests/boards/tst_step_highlights.cpp).
#pragma once

#include "notation/record.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <string_view>

namespace umpire::boards {

enum class HighlightKind {
    Move,     // `piece` went from `from` to `to`: an arrow
    Attack,   // `to` was attacked; from `from` when the attacker stood elsewhere (else empty)
    Damaged,  // `piece` at `to` took damage (`amount` points or pieces lost, when counted)
    Removed,  // `piece` left the board at `to` (destroyed, abducted, ...)
    Placed,   // `piece` came onto the board at `to` (built, bought, deployed)
};

// The word QML sees for a kind: "move", "attack", "damaged", "removed", "placed".
QString kindName(HighlightKind kind);

struct Highlight {
    HighlightKind kind = HighlightKind::Move;
    QString from;    // Move, Attack: where it starts; empty otherwise
    QString to;      // where it ends or happens
    QString piece;   // what it concerns: a unit id ("tripod-1"), a card id, "civilians"; may be empty
    int amount = 0;  // Damaged, Removed: how many, when the game counts them (civilians); else 0

    bool operator==(const Highlight &) const = default;
};

// One step as a highlighter reads it.
struct StepChange {
    QJsonObject before;  // the state before the step (empty at set-up)
    QJsonObject after;   // the state after it
    const notation::Record *record = nullptr;  // the record; null at set-up
    const notation::MoveLine *line = nullptr;  // the step's move line; null at set-up

    // The verb as written, "" at set-up.
    QString verb() const;
    // The positional arguments as written (`play reap ...` gives ["reap"]).
    QStringList positional() const;
    // The items of `key=` as written: one for a single value, each for a comma list; empty
    // when the line has no such key.
    QStringList values(std::string_view key) const;
    // The first item of `key=`, or "".
    QString value(std::string_view key) const;
};

// A game's way from a step to its highlights (registered in app/games/gameviews.cpp).
using Highlighter = QList<Highlight> (*)(const StepChange &);

// What most games share: the pieces listed under `piecesKey` as objects {id, <positionKey>}
// (War of the Worlds: units[{id, region}]), compared by id between the two states. A piece
// whose position changed gives a Move, one that lost its position (or the list) a Removed at
// where it stood, one that gained one a Placed. In the order of the pieces in `after`, then
// those only in `before`. Nothing when `before` is empty (set-up).
QList<Highlight> pieceChanges(const QJsonObject &before, const QJsonObject &after,
                              const QString &piecesKey = QStringLiteral("units"),
                              const QString &positionKey = QStringLiteral("region"));

// The position of piece `id` in `state` (as pieceChanges reads it), or "".
QString positionOf(const QJsonObject &state, const QString &id,
                   const QString &piecesKey = QStringLiteral("units"),
                   const QString &positionKey = QStringLiteral("region"));

}  // namespace umpire::boards
