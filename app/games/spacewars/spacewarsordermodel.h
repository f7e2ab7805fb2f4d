// One side's written pad of the Space Wars turn on show, one row per order, with each order's
// fate at this step (spacewarsturn.h). Filled by SpacewarsView; a step that only moves the
// marker along the pad changes those rows' status in place.
#pragma once

#include "spacewars/spacewarsturn.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace umpire::games {

class SpacewarsOrderModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SpacewarsView makes it")

public:
    enum Role {
        SideIndexRole = Qt::UserRole + 1,  // int: 0 Earth, 1 Aliens
        NumberRole,  // int: 1..5, its place on the pad
        TextRole,    // string: the order in words
        StatusRole,  // string: "written", "pending", "next", "current", "done", "void"
        VoidedRole,  // bool: "current" and it could do nothing
        ProblemRole,  // string: the first error of the line that wrote it, "" for none
        RefusedRole,  // bool: the line was refused, the order is not on the pad (a sixth)
    };
    Q_ENUM(Role)

    explicit SpacewarsOrderModel(int side, QObject *parent = nullptr)
        : QAbstractListModel(parent), side_(side) {}
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Shows the rows of this model's side among `rows`.
    void show(const QList<spacewarsview::OrderRow> &rows);
    const QList<spacewarsview::OrderRow> &rows() const { return rows_; }

    static QString statusName(spacewarsview::OrderStatus status);

private:
    int side_ = 0;
    QList<spacewarsview::OrderRow> rows_;
};

}  // namespace umpire::games
