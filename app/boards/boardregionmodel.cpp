#include "boardregionmodel.h"

#include "boardpieces.h"

#include <QCoreApplication>
#include <QEvent>

namespace umpire::boards {

BoardRegionModel::BoardRegionModel(QObject *parent) : QAbstractListModel(parent)
{
    // A Russian name may come from the app's translation (boardpieces.h), which can change
    // while the board is shown.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool BoardRegionModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && !contents_.empty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {BuildingNameRuRole, BuildingShortRuRole});
    return QAbstractListModel::eventFilter(watched, event);
}

int BoardRegionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(contents_.size());
}

QVariant BoardRegionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !geometry_)
        return {};
    const std::size_t row = std::size_t(index.row());
    const BoardRegion &region = geometry_->data().regions.at(index.row());
    const RegionContent &content = contents_[row];
    const PieceInfo info = content.building.isEmpty() ? PieceInfo() : geometry_->catalog().value(content.building);
    const QString buildingName = info.nameEn.isEmpty() ? content.building : info.nameEn;
    switch (role) {
    case RegionIdRole: return region.id;
    case NameRole: return region.nameEn;
    case NameRuRole: return region.nameRu.isEmpty() ? region.nameEn : region.nameRu;
    case LandRole: return region.land;
    case LandingRole: return region.landing;
    case AnchorRole: return region.anchor;
    case LabelXRole: return region.label.x();
    case LabelYRole: return region.label.y();
    case PathRole: return svgPath(region.polygon);
    case CiviliansRole: return content.civilians;
    case BuildingRole: return content.building;
    case BuildingNameRole: return buildingName;
    case BuildingNameRuRole: return displayName(info, content.building, true);
    case BuildingSideRole: return info.side;
    case BuildingShortRole: return shortLabel(buildingName);
    case BuildingShortRuRole: return shortLabel(displayName(info, content.building, true));
    case DefenseRole: return info.defense;
    case BalloonsRole: return content.balloons;
    case InfluenceRole: return content.influence;
    case UnitsRole: {
        QVariantList units;
        units.reserve(content.units.size());
        for (const UnitOnBoard &u : content.units) {
            const UnitName name = splitUnitId(u.id);
            units << QVariantMap{{QStringLiteral("id"), u.id},
                                 {QStringLiteral("type"), name.type},
                                 {QStringLiteral("side"), u.side},
                                 {QStringLiteral("number"), name.number}};
        }
        return units;
    }
    case PieceCountRole: return content.count();
    case ChangedRole: return bool(changed_[row]);
    default: return {};
    }
}

QHash<int, QByteArray> BoardRegionModel::roleNames() const
{
    return {
        {RegionIdRole, "regionId"},
        {NameRole, "name"},
        {NameRuRole, "nameRu"},
        {LandRole, "land"},
        {LandingRole, "landing"},
        {AnchorRole, "anchor"},
        {LabelXRole, "labelX"},
        {LabelYRole, "labelY"},
        {PathRole, "path"},
        {CiviliansRole, "civilians"},
        {BuildingRole, "building"},
        {BuildingNameRole, "buildingName"},
        {BuildingNameRuRole, "buildingNameRu"},
        {BuildingSideRole, "buildingSide"},
        {BuildingShortRole, "buildingShort"},
        {BuildingShortRuRole, "buildingShortRu"},
        {DefenseRole, "defense"},
        {BalloonsRole, "balloons"},
        {InfluenceRole, "influence"},
        {UnitsRole, "units"},
        {PieceCountRole, "pieceCount"},
        {ChangedRole, "changed"},
    };
}

void BoardRegionModel::setGeometry(BoardGeometry *geometry)
{
    if (geometry == geometry_)
        return;
    if (geometry_)
        disconnect(geometry_, nullptr, this, nullptr);
    geometry_ = geometry;
    if (geometry_)
        connect(geometry_, &BoardGeometry::loaded, this, &BoardRegionModel::reload);
    Q_EMIT geometryChanged();
    reload();
}

void BoardRegionModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_)  // setData() and setStep() both end with stepChanged
        connect(replay_, &models::ReplayController::stepChanged, this, &BoardRegionModel::refresh);
    Q_EMIT replayChanged();
    refresh();
}

QStringList BoardRegionModel::changedRegions() const
{
    QStringList out;
    for (std::size_t i = 0; i < changed_.size(); ++i)
        if (changed_[i])
            out << geometry_->data().regions.at(qsizetype(i)).id;
    return out;
}

RegionContent BoardRegionModel::content(int row) const
{
    return row >= 0 && std::size_t(row) < contents_.size() ? contents_[std::size_t(row)] : RegionContent();
}

void BoardRegionModel::reload()
{
    const int before = rowCount();
    const int regions = geometry_ && geometry_->error().isEmpty() ? geometry_->regionCount() : 0;
    beginResetModel();
    contents_.assign(std::size_t(regions), RegionContent());
    changed_.assign(std::size_t(regions), false);
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
    refresh();
}

void BoardRegionModel::refresh()
{
    if (replay_)
        showState(replay_->stateJson(), replay_->previousStateJson());
    else
        showState({}, {});
}

void BoardRegionModel::showState(const QJsonObject &state, const QJsonObject &before)
{
    const QJsonValue damage = state.value(QLatin1String("damage"));
    const int newDamage = damage.toInt();
    const bool newDamageHighlighted = before.contains(QLatin1String("damage"))
            && before.value(QLatin1String("damage")) != damage;
    if (newDamage != damage_ || newDamageHighlighted != damageHighlighted_) {
        damage_ = newDamage;
        damageHighlighted_ = newDamageHighlighted;
        Q_EMIT damageUpdated();
    }
    if (contents_.empty())
        return;

    const BoardData &board = geometry_->data();
    std::vector<RegionContent> now = regionContents(board, state);
    std::vector<bool> changed = !before.isEmpty() ? changedBetween(regionContents(board, before), now)
                                                  : std::vector<bool>(now.size(), false);
    const bool highlightMoved = changed != changed_;
    for (std::size_t i = 0; i < now.size(); ++i) {
        const RegionContent &was = contents_[i];
        const RegionContent &is = now[i];
        QList<int> roles;
        if (was.civilians != is.civilians)
            roles << CiviliansRole;
        if (was.building != is.building)
            roles << BuildingRole << BuildingNameRole << BuildingNameRuRole << BuildingSideRole
                  << BuildingShortRole << BuildingShortRuRole << DefenseRole;
        if (was.balloons != is.balloons)
            roles << BalloonsRole;
        if (was.influence != is.influence)
            roles << InfluenceRole;
        if (was.units != is.units)
            roles << UnitsRole;
        if (was.count() != is.count())
            roles << PieceCountRole;
        if (changed_[i] != changed[i])
            roles << ChangedRole;
        if (roles.isEmpty())
            continue;
        contents_[i] = std::move(now[i]);
        changed_[i] = changed[i];
        const QModelIndex at = index(int(i));
        Q_EMIT dataChanged(at, at, roles);
    }
    if (highlightMoved)
        Q_EMIT changedRegionsChanged();
}

}  // namespace umpire::boards
