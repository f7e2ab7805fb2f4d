// The highlights of the current step for any board view: one row per thing the step did (a move
// as an arrow, an attack, a piece damaged, removed or placed; stephighlights.h), with the board
// points of where it starts and ends. The rows come from the game's highlighter
// (app/games/gameviews.cpp; pieceChanges() for a game without one), and qml/boards/
// BoardHighlights.qml draws them the same way on every board.
//
//   BoardHighlightModel { geometry: board.geometry; replay: replayController }
//
// A step replaces the rows (a model reset, and only when they differ: a step has a handful).
#pragma once

#include "boardgeometry.h"
#include "replaycontroller.h"
#include "stephighlights.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace umpire::boards {

class BoardHighlightModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // Where positions are: a highlight's points are the label points of its regions. Null: the
    // points are unknown (hasFrom/hasTo false), the ids still are.
    Q_PROPERTY(umpire::boards::BoardGeometry *geometry READ geometry WRITE setGeometry NOTIFY geometryChanged)
    // The controller whose current step is highlighted; null: no rows.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY replayChanged)
    Q_PROPERTY(int count READ count NOTIFY highlightsChanged)
    // The step broke a rule (it has an error finding): views draw its highlights as illegal.
    Q_PROPERTY(bool flagged READ flagged NOTIFY highlightsChanged)
    // What the step touched, so a board drawing a tried state keeps it whole while it fades the
    // rest: every row's piece (no empty ids), and every row's `from` and `to` places.
    Q_PROPERTY(QStringList changedPieces READ changedPieces NOTIFY highlightsChanged)
    Q_PROPERTY(QStringList changedPlaces READ changedPlaces NOTIFY highlightsChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1,  // string: "move", "attack", "damaged", "removed", "placed"
        FromRole,        // string: the position it starts at ("" when none)
        ToRole,          // string: the position it ends or happens at
        PieceRole,       // string: the piece id ("tripod-1", "fort", "civilians"), may be ""
        PieceNameRole,   // string: the piece's display name in the interface language
        AmountRole,      // int: how many were lost (Damaged, Removed), 0 when not counted
        HasFromRole,     // bool: `from` is a known point of the geometry
        HasToRole,       // bool: `to` is
        FromXRole,       // real: board coordinates of `from` (its label point)
        FromYRole,
        ToXRole,         // real: board coordinates of `to`
        ToYRole,
        SlotRole,        // int: the how-manieth mark at `to` (0, 1, ...), so marks sit side by side
        DescriptionRole, // string: one sentence ("Tripod 1 moved from Argyll to Grampian")
    };
    Q_ENUM(Role)

    explicit BoardHighlightModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    BoardGeometry *geometry() const { return geometry_; }
    void setGeometry(BoardGeometry *geometry);
    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    int count() const { return int(rows_.size()); }
    bool flagged() const { return flagged_; }
    QStringList changedPieces() const;
    QStringList changedPlaces() const;

    // The rows shown, for C++ callers and tests.
    const QList<Highlight> &highlights() const { return rows_; }
    // Shows `rows` (tests; each step of `replay` comes through here).
    void show(const QList<Highlight> &rows, bool flagged);

    // The one-sentence description of a highlight, with names from `geometry` (may be null).
    static QString describe(const Highlight &h, const BoardGeometry *geometry, bool russian);

Q_SIGNALS:
    void geometryChanged();
    void replayChanged();
    void highlightsChanged();

private:
    void refresh();
    // Replaces the rows when they differ from those shown, or `always` (the points moved).
    void reset(const QList<Highlight> &rows, bool flagged, bool always);

    QPointer<BoardGeometry> geometry_;
    QPointer<models::ReplayController> replay_;
    QList<Highlight> rows_;
    QList<int> markSlots_;
    bool flagged_ = false;
};

}  // namespace umpire::boards
