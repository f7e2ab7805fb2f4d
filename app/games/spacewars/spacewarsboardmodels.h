// What stands on the Space Wars board at one step, for qml/games/spacewars/SpacewarsBoard.qml:
// the hexes of board.json with their homeworld, Debris and minefield, and the ships on them
// with their side, cloak, modifier tokens and numbers. Both are filled by SpacewarsView from the
// typed engine state (engine/games/spacewars/spacewars_state.h) on each step and change rows in
// place (ships: inserted, removed or changed one by one), so a step rebuilds no delegate it does
// not have to.
#pragma once

#include "boardgeometry.h"

#include <QAbstractListModel>
#include <QList>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace umpire::spacewars {
class State;
}

namespace umpire::games {

// One hex of the board and what lies in it.
class SpacewarsHexModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SpacewarsView makes it")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,  // string: the hex number as records write it ("12")
        XRole,          // real: the hex centre in board coordinates
        YRole,
        PathRole,       // string: the outline as an SVG path in board coordinates
        HomeworldRole,  // int: the side whose homeworld it is part of (0 Earth, 1 Aliens), -1
        CentreRole,     // bool: on the centre line
        DebrisRole,     // int: Debris tokens
        MinefieldRole,  // bool
    };
    Q_ENUM(Role)

    struct Row {
        QString id;
        QPointF centre;
        QString path;
        int homeworld = -1;
        bool centreLine = false;
        int debris = 0;
        bool minefield = false;
    };

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The hexes of `geometry` (all Debris and minefields cleared); null: none.
    void setBoard(const boards::BoardGeometry *geometry);
    // The Debris and minefields of `state` (null: none), signalled per changed hex.
    void showState(const spacewars::State *state);
    const QList<Row> &rows() const { return rows_; }

private:
    QList<Row> rows_;
};

// One ship on the board.
class SpacewarsShipModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SpacewarsView makes it")

public:
    enum Role {
        IdRole = Qt::UserRole + 1,  // string: the token name ("bozeman", "alien-12")
        SideRole,       // string: "earth" or "aliens"
        SideIndexRole,  // int: 0 or 1
        HexRole,        // string
        XRole,          // real: where it is drawn, in board coordinates (its place in the stack)
        YRole,
        StackRole,      // int: ships in its hex
        SlotRole,       // int: its place among them (0 first)
        CloakedRole,    // bool: the token is turned over
        TokensRole,     // string: its modifier tokens, "+1/+0" (offense/defense) and speed; "" none
        OffenseRole,    // int: as the checker counts them now
        DefenseRole,
        SpeedRole,
        RangeRole,
        DescriptionRole,  // string: one sentence for the tooltip and screen readers
    };
    Q_ENUM(Role)

    struct Row {
        int unit = 0;  // the engine's unit index: rows are in this order
        QString id;
        int side = 0;
        QString hex;
        QPointF at;
        int stack = 1;
        int slot = 0;
        bool cloaked = false;
        QString tokens;
        int offense = 0, defense = 0, speed = 0, range = 0;
        QString description;
        bool operator==(const Row &) const = default;
    };

    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The ships of `state` (null: none) placed on the hexes of `geometry`.
    void showState(const spacewars::State *state, const boards::BoardGeometry *geometry, bool russian);
    const QList<Row> &rows() const { return rows_; }

private:
    QList<Row> rows_;
};

}  // namespace umpire::games
