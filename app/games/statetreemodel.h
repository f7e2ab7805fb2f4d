// Any game's state as an indented list of keys and values, for the generic state inspector
// (qml/replay/StateInspector.qml, used when a game brings no inspector of its own).
//
//   StateTreeModel { replay: replayController }
//
// One row per key of the current step's State::toJson() and of the objects and arrays inside
// it, depth first, in the state's key order. A key or an id the game names (core::GameNames:
// game.json's "names", its cards, places and sides) reads by its name in the language shown;
// other keys are humanised ("spentCivilians" -> "Spent civilians"). An array element that is
// an object with an "id" is labelled by its id (or its name), any other by its position from
// 1; an array of plain values is one row listing them.
// A row is `changed` when ReplayController::changedPaths names it or something inside it.
// A step whose state has the same shape (the same rows) updates the rows in place
// (dataChanged for the rows that differ); a new shape resets the model.
#pragma once

#include "replaycontroller.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::core {
class GameNames;
}

namespace umpire::games {

class StateTreeModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // The controller whose current state is shown; null or no checked record: no rows.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY
                       replayChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        DepthRole = Qt::UserRole + 1,  // int: 0 for the state's own keys
        LabelRole,  // string: the humanised key, the element's id or position
        ValueRole,  // string: the value as text; "" for an object or array
        ChangedRole,  // bool: the current step changed it or something in it
        PathRole,  // string: the path as changedPaths writes it ("regions.argyll")
        HasChildrenRole,  // bool: an object or array of objects (rows follow at depth + 1)
    };
    Q_ENUM(Role)

    struct Row {
        int depth = 0;
        QString label;
        QString value;
        QString path;
        bool hasChildren = false;
        bool changed = false;

        bool operator==(const Row &) const = default;
    };

    explicit StateTreeModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    int count() const { return rowCount(); }

    // Shows `state`, marking the rows named by `changedPaths` (and their parents); keys and
    // ids read as `names` names them (in Russian when `russian`). Each step of `replay` comes
    // through here; tests may call it directly.
    void showState(const QJsonObject &state, const QStringList &changedPaths,
                   const core::GameNames *names = nullptr, bool russian = false);

    // "spentCivilians" -> "Spent civilians", "offer_deck" -> "Offer deck", "hp" -> "Hp".
    static QString humanise(const QString &key);

Q_SIGNALS:
    void replayChanged();
    void countChanged();

private:
    void refresh();

    QPointer<models::ReplayController> replay_;
    std::vector<Row> rows_;
};

}  // namespace umpire::games
