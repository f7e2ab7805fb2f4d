// The regions of a board and what stands in each, as a list model for the board view: one row
// per region of `geometry` (board.json order), its names and outline, its pieces in the shown
// state, and whether the current step changed it.
//
//   BoardRegionModel { geometry: board.geometry; replay: replayController }
//
// A new state updates the rows in place: dataChanged for the rows whose pieces or highlight
// differ from what was shown, naming only the roles that differ, so a view's delegates stay
// and re-evaluate only what changed (issue 5: every step in under one 60 Hz frame). Rows are
// added or removed only when the geometry loads (a model reset).
//
// The state comes from `replay`, straight from ReplayController's toJson(), with no
// QVariantMap or JavaScript object on the way (docs/board-view.md).
#pragma once

#include "boardgeometry.h"
#include "regioncontent.h"
#include "replaycontroller.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::boards {

class BoardRegionModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // The map: one row per region. Null or not loaded: no rows.
    Q_PROPERTY(umpire::boards::BoardGeometry *geometry READ geometry WRITE setGeometry NOTIFY geometryChanged)
    // The controller whose current step is shown; null: no pieces.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY replayChanged)

    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // The ids of the highlighted regions, in board order.
    Q_PROPERTY(QStringList changedRegions READ changedRegions NOTIFY changedRegionsChanged)
    // The Alien damage of the state, and whether the step changed it.
    Q_PROPERTY(int damage READ damage NOTIFY damageUpdated)
    Q_PROPERTY(bool damageHighlighted READ damageHighlighted NOTIFY damageUpdated)

public:
    enum Role {
        // Fixed by the geometry.
        RegionIdRole = Qt::UserRole + 1,  // string: the region id
        NameRole,            // string: English name
        NameRuRole,          // string: Russian name (English when the board has none)
        LandRole,            // bool: land (else sea)
        LandingRole,         // bool: the Aliens' landing region
        AnchorRole,          // bool: where the Navy is placed
        LabelXRole,          // real: the label point, board coordinates
        LabelYRole,          // real
        PathRole,            // string: the outline as an SVG path (PathSvg)
        // Per state.
        CiviliansRole,       // int
        BuildingRole,        // string: card id, "" when none
        BuildingNameRole,    // string: English name (the id when unknown), "" when none
        BuildingNameRuRole,  // string: Russian name (falls back to English)
        BuildingSideRole,    // string: "aliens", "humans" or ""
        BuildingShortRole,   // string: shortLabel() of the English name ("HA")
        BuildingShortRuRole, // string: shortLabel() of the Russian name ("ТА")
        DefenseRole,         // int: the building's printed Defense, 0 when none
        BalloonsRole,        // bool: Barrage Balloons stand here
        InfluenceRole,       // list<string>: influence token ids
        UnitsRole,           // list: [{id, type, side, number}] of the miniatures here
        PieceCountRole,      // int: RegionContent::count()
        ChangedRole,         // bool: the current step changed this region
    };
    Q_ENUM(Role)

    explicit BoardRegionModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    BoardGeometry *geometry() const { return geometry_; }
    void setGeometry(BoardGeometry *geometry);
    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);

    int count() const { return rowCount(); }
    QStringList changedRegions() const;
    int damage() const { return damage_; }
    bool damageHighlighted() const { return damageHighlighted_; }

    // What region `row` holds now (an empty content for a bad row), for C++ callers and tests.
    RegionContent content(int row) const;

    // Shows `state` (a State::toJson() object), highlighting what differs from `before` (the
    // state before the step; empty: nothing highlighted). Each step of `replay` comes through
    // here; tests call it with fixture states.
    void showState(const QJsonObject &state, const QJsonObject &before);

protected:
    // A language change: the translated piece names (BuildingNameRuRole) change.
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void geometryChanged();
    void replayChanged();
    void countChanged();
    void changedRegionsChanged();
    void damageUpdated();

private:
    void reload();  // the geometry (re)loaded: reset the rows, then show the state
    void refresh();  // shows the current step of `replay`

    QPointer<BoardGeometry> geometry_;
    QPointer<models::ReplayController> replay_;

    std::vector<RegionContent> contents_;  // one per row
    std::vector<bool> changed_;            // one per row
    int damage_ = 0;
    bool damageHighlighted_ = false;
};

}  // namespace umpire::boards
