#include "boardmarkermodel.h"

#include "gameviews.h"
#include "replaydata.h"

#include <QJsonArray>

namespace umpire::boards {

namespace {

QString text(const QJsonValue &v)
{
    return v.isDouble() ? QString::number(v.toInt()) : v.toString();
}

}  // namespace

QList<BoardMarker> boardMarkers(const QJsonObject &state, const PieceListSpec &spec)
{
    QList<BoardMarker> out;
    if (spec.list.isEmpty())
        return out;
    for (const QJsonValue &v : state.value(spec.list).toArray()) {
        const QJsonObject o = v.toObject();
        BoardMarker m;
        m.at = text(o.value(spec.at));
        if (m.at.isEmpty())
            continue;
        m.id = o.contains(QLatin1String("id")) ? text(o.value(QLatin1String("id"))) : m.at;
        if (!spec.side.isEmpty())
            m.side = text(o.value(spec.side));
        QStringList parts;
        for (const QString &key : spec.label)
            parts << text(o.value(key));
        m.label = parts.join(QLatin1Char('/'));
        out.append(m);
    }
    return out;
}

BoardMarkerModel::BoardMarkerModel(QObject *parent) : QAbstractListModel(parent) {}

int BoardMarkerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant BoardMarkerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const BoardMarker &m = rows_.at(index.row());
    const int regionIndex = geometry_ ? geometry_->indexOf(m.at) : -1;
    const BoardRegion *region =
            regionIndex >= 0 ? &geometry_->data().regions[qsizetype(regionIndex)] : nullptr;
    // Pieces sharing a position sit in a row below its label point.
    const int slot = slots_.at(index.row());
    const qreal step = geometry_ ? geometry_->bounds().width() / 60.0 : 10.0;
    switch (role) {
    case IdRole: return m.id;
    case AtRole: return m.at;
    case SideRole: return m.side;
    case SideIndexRole: return int(seats_.indexOf(m.side));
    case Qt::DisplayRole:
    case LabelRole: return m.label;
    case XRole: return region ? region->label.x() + (slot - 0.5) * step : qQNaN();
    case YRole: return region ? region->label.y() + step : qQNaN();
    case SlotRole: return slot;
    case KnownRole: return region != nullptr;
    default: return {};
    }
}

QHash<int, QByteArray> BoardMarkerModel::roleNames() const
{
    return {{IdRole, "pieceId"}, {AtRole, "at"},       {SideRole, "side"},
            {SideIndexRole, "sideIndex"}, {LabelRole, "label"}, {XRole, "boardX"},
            {YRole, "boardY"},        {SlotRole, "slot"},   {KnownRole, "known"}};
}

void BoardMarkerModel::setGeometry(BoardGeometry *geometry)
{
    if (geometry == geometry_)
        return;
    if (geometry_)
        disconnect(geometry_, nullptr, this, nullptr);
    geometry_ = geometry;
    if (geometry_)
        connect(geometry_, &BoardGeometry::loaded, this, &BoardMarkerModel::refresh);
    Q_EMIT geometryChanged();
    refresh();
}

void BoardMarkerModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &models::ReplayController::stepChanged, this, &BoardMarkerModel::refresh);
        connect(replay_, &models::ReplayController::recordChanged, this, &BoardMarkerModel::refresh);
    }
    Q_EMIT replayChanged();
    refresh();
}

void BoardMarkerModel::refresh()
{
    const auto data = replay_ ? replay_->replayData() : nullptr;
    const games::GameView *view = data ? games::gameView(data->gameId()) : nullptr;
    seats_.clear();
    if (replay_)
        for (const QVariant &side : replay_->sides())
            seats_ << side.toMap().value(QStringLiteral("id")).toString();
    show(view ? replay_->stateJson() : QJsonObject(), view ? view->pieces : PieceListSpec{});
}

void BoardMarkerModel::show(const QJsonObject &state, const PieceListSpec &spec)
{
    const QList<BoardMarker> rows = boardMarkers(state, spec);
    QList<int> slots;
    QHash<QString, int> at;
    for (const BoardMarker &m : rows)
        slots << at[m.at]++;
    beginResetModel();
    rows_ = rows;
    slots_ = slots;
    endResetModel();
    Q_EMIT markersChanged();
}

}  // namespace umpire::boards
