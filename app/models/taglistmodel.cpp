#include "taglistmodel.h"

#include "notation/excerpt.h"

namespace umpire::models {

TagListModel::TagListModel(QObject *parent) : QAbstractListModel(parent) {}

int TagListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !data_)
        return 0;
    return int(data_->record().tags.size());
}

QVariant TagListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const notation::Record &record = data_->record();
    const notation::TagPair &tag = record.tags[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:  // record text, cut so that a hostile tag costs the view nothing
        return notation::excerpt(record.text(tag.name), notation::kMaxShownCharacters);
    case ValueRole:
        return notation::excerpt(tag.value, notation::kMaxShownCharacters);
    case LineRole:
        return tag.position.line;
    default:
        return {};
    }
}

QHash<int, QByteArray> TagListModel::roleNames() const
{
    return {{NameRole, "name"}, {ValueRole, "value"}, {LineRole, "line"}};
}

void TagListModel::setReplay(std::shared_ptr<const ReplayData> data)
{
    const int before = rowCount();
    beginResetModel();
    data_ = std::move(data);
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

}  // namespace umpire::models
