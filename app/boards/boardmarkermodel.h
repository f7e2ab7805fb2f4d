// The pieces of a region board for a game without a board view of its own: one row per entry
// of a list in the current state (State::toJson()), placed at the label point of the position
// it names. Which list and which keys come from the game's entry in app/games/gameviews.cpp
// (GameView::pieces), so the generic board (qml/boards/RegionBoard.qml) draws Space Wars' ships
// on their hexes and War of Civilizations' fleets on their islands without game code here.
//
//   BoardMarkerModel { geometry: board.geometry; replay: replayController }
#pragma once

#include "boardgeometry.h"
#include "piecelistspec.h"
#include "replaycontroller.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

namespace umpire::boards {

struct BoardMarker {
    QString id;     // the entry's "id", or its position when it has none
    QString at;     // the position id
    QString side;   // the side id, may be empty
    QString label;  // what the piece shows
    bool operator==(const BoardMarker &) const = default;
};

// The markers of one state (pure, for tests).
QList<BoardMarker> boardMarkers(const QJsonObject &state, const PieceListSpec &spec);

class BoardMarkerModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(umpire::boards::BoardGeometry *geometry READ geometry WRITE setGeometry NOTIFY geometryChanged)
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY replayChanged)
    Q_PROPERTY(int count READ count NOTIFY markersChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,  // string
        AtRole,         // string: the position id
        SideRole,       // string: the side id
        SideIndexRole,  // int: the side's seat (index in ReplayController.sides), -1 when none
        LabelRole,      // string
        XRole,          // real: board coordinates (the position's label point, shifted by slot)
        YRole,
        SlotRole,       // int: the how-manieth piece at its position
        KnownRole,      // bool: the position is on the board
    };
    Q_ENUM(Role)

    explicit BoardMarkerModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    BoardGeometry *geometry() const { return geometry_; }
    void setGeometry(BoardGeometry *geometry);
    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    int count() const { return int(rows_.size()); }

    // Shows the markers of `state` (tests; each step of `replay` comes through here).
    void show(const QJsonObject &state, const PieceListSpec &spec);

Q_SIGNALS:
    void geometryChanged();
    void replayChanged();
    void markersChanged();

private:
    void refresh();

    QPointer<BoardGeometry> geometry_;
    QPointer<models::ReplayController> replay_;
    QList<BoardMarker> rows_;
    QList<int> slots_;
    QStringList seats_;
};

}  // namespace umpire::boards
