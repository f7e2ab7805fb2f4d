#include "boardhighlightmodel.h"

#include "gameviews.h"
#include "regioncontent.h"

#include <QCoreApplication>

#include <cmath>

namespace umpire::boards {

BoardHighlightModel::BoardHighlightModel(QObject *parent) : QAbstractListModel(parent) {}

int BoardHighlightModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

namespace {

// The label point of position `id`, or nothing.
std::optional<QPointF> pointOf(const BoardGeometry *geometry, const QString &id)
{
    if (!geometry || id.isEmpty())
        return std::nullopt;
    const int i = geometry->indexOf(id);
    if (i < 0)
        return std::nullopt;
    return geometry->data().regions.at(i).label;
}

QString placeName(const BoardGeometry *geometry, const QString &id, bool russian)
{
    const int i = geometry ? geometry->indexOf(id) : -1;
    if (i < 0)
        return id;
    const BoardRegion &r = geometry->data().regions.at(i);
    return russian && !r.nameRu.isEmpty() ? r.nameRu : r.nameEn;
}

QString pieceNameOf(const BoardGeometry *geometry, const QString &id, bool russian)
{
    if (id == QLatin1String("civilians"))
        return BoardHighlightModel::tr("Civilians");
    if (!geometry)
        return id;
    if (geometry->catalog().contains(id))
        return geometry->pieceName(id, russian);
    // A miniature: "tripod-2" is the Tripod card's miniature number 2.
    const UnitName unit = splitUnitId(id);
    if (unit.number > 0 && geometry->catalog().contains(unit.type))
        return QStringLiteral("%1 %2").arg(geometry->pieceName(unit.type, russian)).arg(unit.number);
    return id;
}

}  // namespace

QString BoardHighlightModel::describe(const Highlight &h, const BoardGeometry *geometry, bool russian)
{
    const QString piece = pieceNameOf(geometry, h.piece, russian);
    const QString to = placeName(geometry, h.to, russian);
    const QString from = placeName(geometry, h.from, russian);
    switch (h.kind) {
    case HighlightKind::Move:
        return tr("%1 moved from %2 to %3").arg(piece, from, to);
    case HighlightKind::Attack:
        if (h.piece.isEmpty())
            return tr("%1 was attacked").arg(to);
        return h.from.isEmpty() ? tr("%1 attacked %2").arg(piece, to)
                                : tr("%1 attacked %2 from %3").arg(piece, to, from);
    case HighlightKind::Damaged:
        if (h.piece == QLatin1String("civilians"))
            return tr("%n civilian(s) lost in %1", "", h.amount).arg(to);
        return h.amount > 0 ? tr("%1 in %2 took %3 damage").arg(piece, to).arg(h.amount)
                            : tr("%1 in %2 took damage").arg(piece, to);
    case HighlightKind::Removed:
        return tr("%1 removed from %2").arg(piece, to);
    case HighlightKind::Placed:
        return tr("%1 placed in %2").arg(piece, to);
    }
    return {};
}

QVariant BoardHighlightModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Highlight &h = rows_.at(index.row());
    const bool russian = replay_ && replay_->russian();
    const auto from = pointOf(geometry_, h.from);
    const auto to = pointOf(geometry_, h.to);
    switch (role) {
    case KindRole: return kindName(h.kind);
    case FromRole: return h.from;
    case ToRole: return h.to;
    case PieceRole: return h.piece;
    case PieceNameRole: return pieceNameOf(geometry_, h.piece, russian);
    case AmountRole: return h.amount;
    case HasFromRole: return from.has_value();
    case HasToRole: return to.has_value();
    case FromXRole: return from ? from->x() : qQNaN();
    case FromYRole: return from ? from->y() : qQNaN();
    case ToXRole: return to ? to->x() : qQNaN();
    case ToYRole: return to ? to->y() : qQNaN();
    case SlotRole: return markSlots_.at(index.row());
    case Qt::DisplayRole:
    case DescriptionRole: return describe(h, geometry_, russian);
    default: return {};
    }
}

QHash<int, QByteArray> BoardHighlightModel::roleNames() const
{
    return {
        {KindRole, "kind"},
        {FromRole, "from"},
        {ToRole, "to"},
        {PieceRole, "piece"},
        {PieceNameRole, "pieceName"},
        {AmountRole, "amount"},
        {HasFromRole, "hasFrom"},
        {HasToRole, "hasTo"},
        {FromXRole, "fromX"},
        {FromYRole, "fromY"},
        {ToXRole, "toX"},
        {ToYRole, "toY"},
        {SlotRole, "slot"},
        {DescriptionRole, "description"},
    };
}

void BoardHighlightModel::setGeometry(BoardGeometry *geometry)
{
    if (geometry == geometry_)
        return;
    if (geometry_)
        disconnect(geometry_, nullptr, this, nullptr);
    geometry_ = geometry;
    if (geometry_)  // the points change with the map: show the rows again
        connect(geometry_, &BoardGeometry::loaded, this, [this] { reset(QList<Highlight>(rows_), flagged_, true); });
    Q_EMIT geometryChanged();
    reset(QList<Highlight>(rows_), flagged_, true);
}

void BoardHighlightModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &models::ReplayController::stepChanged, this, &BoardHighlightModel::refresh);
        // Descriptions and piece names follow the language of names.
        connect(replay_, &models::ReplayController::namesChanged, this, [this] {
            if (!rows_.isEmpty())
                Q_EMIT dataChanged(index(0), index(rowCount() - 1), {PieceNameRole, DescriptionRole, Qt::DisplayRole});
        });
    }
    Q_EMIT replayChanged();
    refresh();
}

void BoardHighlightModel::refresh()
{
    if (!replay_ || !replay_->replayData()) {
        show({}, false);
        return;
    }
    const auto data = replay_->replayData();
    StepChange change;
    change.before = replay_->previousStateJson();
    change.after = replay_->stateJson();
    change.record = &data->record();
    change.line = data->lineAt(replay_->step());
    const games::GameView *view = games::gameView(data->gameId());
    const QList<Highlight> rows = change.line == nullptr || change.before.isEmpty() ? QList<Highlight>()
            : view && view->highlighter ? view->highlighter(change)
                                        : pieceChanges(change.before, change.after);
    show(rows, replay_->currentErrorCount() > 0);
}

void BoardHighlightModel::show(const QList<Highlight> &rows, bool flagged)
{
    reset(rows, flagged, false);
}

QStringList BoardHighlightModel::changedPieces() const
{
    QStringList out;
    for (const Highlight &h : rows_) {
        if (!h.piece.isEmpty() && !out.contains(h.piece))
            out << h.piece;
    }
    return out;
}

QStringList BoardHighlightModel::changedPlaces() const
{
    QStringList out;
    for (const Highlight &h : rows_) {
        for (const QString &place : {h.from, h.to}) {
            if (!place.isEmpty() && !out.contains(place))
                out << place;
        }
    }
    return out;
}

void BoardHighlightModel::reset(const QList<Highlight> &rows, bool flagged, bool always)
{
    // Marks at one place sit side by side; an arrow has no mark of its own.
    QList<int> markSlots;
    markSlots.reserve(rows.size());
    QHash<QString, int> marksAt;
    for (const Highlight &h : rows)
        markSlots << (h.kind == HighlightKind::Move ? 0 : marksAt[h.to]++);
    if (rows == rows_ && flagged == flagged_ && !always)
        return;
    beginResetModel();
    rows_ = rows;
    markSlots_ = markSlots;
    flagged_ = flagged;
    endResetModel();
    Q_EMIT highlightsChanged();
}

}  // namespace umpire::boards
