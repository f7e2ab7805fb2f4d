#include "spacewarsordermodel.h"

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
    default: return {};
    }
}

QHash<int, QByteArray> SpacewarsOrderModel::roleNames() const
{
    return {{SideIndexRole, "sideIndex"}, {NumberRole, "number"}, {TextRole, "text"},
            {StatusRole, "status"},       {VoidedRole, "voided"}};
}

void SpacewarsOrderModel::show(const QList<OrderRow> &rows)
{
    bool samePads = rows.size() == rows_.size();
    for (qsizetype i = 0; samePads && i < rows.size(); ++i)
        samePads = rows[i].side == rows_[i].side && rows[i].text == rows_[i].text;
    if (!samePads) {
        beginResetModel();
        rows_ = rows;
        endResetModel();
        return;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i].status == rows_[i].status && rows[i].voided == rows_[i].voided)
            continue;
        rows_[i] = rows[i];
        const QModelIndex at = index(int(i));
        Q_EMIT dataChanged(at, at, {StatusRole, VoidedRole});
    }
}

}  // namespace umpire::games
