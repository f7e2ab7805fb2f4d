// The tag pairs of the open record, in file order, for a ListView (the Summary tab).
//
// Owned by ReplayController (its `tagList` property). The rows change only when a record is
// opened (a model reset); a view makes delegates for the rows it shows, so a record with
// thousands of tags costs a screenful of rows, not one item per tag (issue 9: 16,000 tags
// hung the app when every tag was a pair of Labels in a GridLayout).
#pragma once

#include "replaydata.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace umpire::models {

class TagListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TagListModel is provided by ReplayController.tagList")

    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,  // string: the tag name as written ("Date")
        ValueRole,                    // string: the unescaped value
        LineRole,                     // int: the line in the file
    };
    Q_ENUM(Role)

    explicit TagListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    // The record shown (null: empty model). Resets the model.
    void setReplay(std::shared_ptr<const ReplayData> data);

Q_SIGNALS:
    void countChanged();

private:
    std::shared_ptr<const ReplayData> data_;
};

}  // namespace umpire::models
