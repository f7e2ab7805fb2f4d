#include "spacewars/spacewarsordermodel.h"

#include <algorithm>

namespace umpire::games {

using spacewarsview::OrderRow;
using spacewarsview::OrderStatus;

int SpacewarsOrderModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QString SpacewarsOrderModel::statusName(OrderStatus status)
{
    switch (status) {
    case OrderStatus::Written: return QStringLiteral("written");
    case OrderStatus::Pending: return QStringLiteral("pending");
    case OrderStatus::Next: return QStringLiteral("next");
    case OrderStatus::Current: return QStringLiteral("current");
    case OrderStatus::Done: return QStringLiteral("done");
    case OrderStatus::Void: return QStringLiteral("void");
    }
    return {};
}

QVariant SpacewarsOrderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const OrderRow &r = rows_.at(index.row());
    switch (role) {
    case SideIndexRole: return r.side;
    case NumberRole: return r.number;
    case Qt::DisplayRole:
    case TextRole: return r.text;
    case StatusRole: return statusName(r.status);
    case VoidedRole: return r.voided;
    case ProblemRole: return r.problem;
    case RefusedRole: return r.refused;
    default: return {};
    }
}

QHash<int, QByteArray> SpacewarsOrderModel::roleNames() const
{
    return {{SideIndexRole, "sideIndex"}, {NumberRole, "number"}, {TextRole, "text"},
            {StatusRole, "status"},       {VoidedRole, "voided"},   {ProblemRole, "problem"},
            {RefusedRole, "refused"}};
}

void SpacewarsOrderModel::show(const QList<OrderRow> &allRows)
{
    QList<OrderRow> rows;
    for (const OrderRow &row : allRows)
        if (row.side == side_)
            rows << row;
    // Rows kept are changed in place, the rest added or removed at the end: a new turn's pad
    // reuses the delegates of the last one.
    const qsizetype kept = std::min(rows.size(), rows_.size());
    for (qsizetype i = 0; i < kept; ++i) {
        const OrderRow &was = rows_[i], &is = rows[i];
        if (was == is)
            continue;
        rows_[i] = is;
        const QModelIndex at = index(int(i));
        Q_EMIT dataChanged(at, at);
    }
    if (rows.size() > kept) {
        beginInsertRows({}, int(kept), int(rows.size() - 1));
        rows_.append(rows.mid(kept));
        endInsertRows();
    } else if (rows_.size() > kept) {
        beginRemoveRows({}, int(kept), int(rows_.size() - 1));
        rows_.resize(kept);
        endRemoveRows();
    }
}

}  // namespace umpire::games
