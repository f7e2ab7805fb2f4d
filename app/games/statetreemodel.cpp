#include "statetreemodel.h"

#include "core/game_names.h"
#include "notation/excerpt.h"

#include <QJsonArray>

namespace umpire::games {

namespace {

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

// How keys and values read: the game's names for its ids (core::GameNames) in the language
// shown, else the key humanised and the value as the state writes it.
struct Naming {
    const core::GameNames *names = nullptr;
    bool russian = false;

    QString key(const QString &k) const
    {
        const core::Name *name = names ? names->find(k) : nullptr;
        return name ? name->in(russian) : StateTreeModel::humanise(k);
    }
    QString id(const QString &v) const { return names ? names->text(v, russian) : v; }
};

// A plain value as text: numbers without a trailing ".0", booleans and null in words, an id
// by its name.
QString scalarText(const QJsonValue &v, const Naming &naming)
{
    switch (v.type()) {
    case QJsonValue::Bool:
        return v.toBool() ? StateTreeModel::tr("yes") : StateTreeModel::tr("no");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 12);
    case QJsonValue::String:
        return naming.id(v.toString());
    default:
        return QStringLiteral("—");
    }
}

bool isPlain(const QJsonArray &array)
{
    for (const QJsonValue &v : array)
        if (v.isObject() || v.isArray())
            return false;
    return true;
}

void flattenValue(const QJsonValue &value, const QString &label, const QString &path, int depth,
                  const Naming &naming, std::vector<StateTreeModel::Row> &out);

// `namedById`: the object is a list element whose row already shows its "id" as its label, so
// an "Id" row under it would only repeat it.
void flattenObject(const QJsonObject &object, const QString &path, int depth, const Naming &naming,
                   std::vector<StateTreeModel::Row> &out, bool namedById = false)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (namedById && it.key() == QLatin1String("id"))
            continue;
        flattenValue(it.value(), naming.key(it.key()), join(path, it.key()), depth, naming, out);
    }
}

void flattenValue(const QJsonValue &value, const QString &label, const QString &path, int depth,
                  const Naming &naming, std::vector<StateTreeModel::Row> &out)
{
    StateTreeModel::Row row{depth, label, QString(), path};
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        row.hasChildren = !object.isEmpty();
        row.value = object.isEmpty() ? QStringLiteral("—") : QString();
        out.push_back(row);
        flattenObject(object, path, depth + 1, naming, out);
        return;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        if (array.isEmpty()) {
            row.value = StateTreeModel::tr("none");
            out.push_back(row);
            return;
        }
        if (isPlain(array)) {
            QStringList items;
            for (const QJsonValue &v : array)
                items << scalarText(v, naming);
            row.value = items.join(QStringLiteral(", "));
            out.push_back(row);
            return;
        }
        row.hasChildren = true;
        row.value = StateTreeModel::tr("%n item(s)", nullptr, int(array.size()));
        out.push_back(row);
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QJsonValue element = array.at(i);
            // Named as statediff.h names elements: by "id" when it has one, else by index;
            // the label counts from 1 for people.
            const QJsonValue id = element.toObject().value(QLatin1String("id"));
            const QString name = id.isString() ? id.toString() : QString::number(i);
            const QString elementLabel = id.isString() ? naming.id(id.toString()) : QString::number(i + 1);
            if (id.isString()) {
                // The element's own row, then its fields without the id its label shows.
                const QJsonObject object = element.toObject();
                out.push_back({depth + 1, elementLabel, QString(), join(path, name)});
                out.back().hasChildren = object.size() > 1;
                flattenObject(object, join(path, name), depth + 2, naming, out, true);
                continue;
            }
            flattenValue(element, elementLabel, join(path, name), depth + 1, naming, out);
        }
        return;
    }
    row.value = scalarText(value, naming);
    out.push_back(row);
}

// Changed when a path names the row, lies inside it, or names a whole array or object that
// holds it (statediff.h names an array whose length changed as a whole).
bool isChanged(const QString &rowPath, const QStringList &paths)
{
    for (const QString &p : paths) {
        if (p == rowPath)
            return true;
        if (p.size() > rowPath.size() && p.startsWith(rowPath) &&
            p.at(rowPath.size()) == QLatin1Char('.'))
            return true;
        if (rowPath.size() > p.size() && rowPath.startsWith(p) &&
            rowPath.at(p.size()) == QLatin1Char('.'))
            return true;
    }
    return false;
}

}  // namespace

StateTreeModel::StateTreeModel(QObject *parent) : QAbstractListModel(parent) {}

int StateTreeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant StateTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = rows_[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:  // a label may be a record's id, a value a record's text: both cut
        return notation::excerpt(row.label, notation::kMaxShownCharacters);
    case DepthRole:
        return row.depth;
    case ValueRole:  // a list's items joined may be long and real: five times the room
        return notation::excerpt(row.value, 5 * notation::kMaxShownCharacters);
    case ChangedRole:
        return row.changed;
    case PathRole:
        return row.path;
    case HasChildrenRole:
        return row.hasChildren;
    default:
        return {};
    }
}

QHash<int, QByteArray> StateTreeModel::roleNames() const
{
    return {{DepthRole, "depth"},     {LabelRole, "label"}, {ValueRole, "value"},
            {ChangedRole, "changed"}, {PathRole, "path"},   {HasChildrenRole, "hasChildren"}};
}

void StateTreeModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {  // an open, a close and a step all end with stepChanged
        connect(replay_, &models::ReplayController::stepChanged, this, &StateTreeModel::refresh);
        connect(replay_, &models::ReplayController::namesChanged, this, &StateTreeModel::refresh);
    }
    Q_EMIT replayChanged();
    refresh();
}

void StateTreeModel::refresh()
{
    if (replay_)
        showState(replay_->stateJson(), replay_->changedPaths(),
                  &core::GameNames::of(replay_->gameId()), replay_->russian());
    else
        showState({}, {});
}

void StateTreeModel::showState(const QJsonObject &state, const QStringList &changedPaths,
                               const core::GameNames *names, bool russian)
{
    std::vector<Row> rows;
    flattenObject(state, QString(), 0, Naming{names, russian}, rows);
    for (Row &row : rows)
        row.changed = isChanged(row.path, changedPaths);

    const bool sameShape = rows.size() == rows_.size() &&
            std::equal(rows.cbegin(), rows.cend(), rows_.cbegin(), [](const Row &a, const Row &b) {
                               return a.path == b.path && a.depth == b.depth && a.label == b.label;
                           });
    if (!sameShape) {
        const int before = rowCount();
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        if (rowCount() != before)
            Q_EMIT countChanged();
        return;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] == rows_[i])
            continue;
        QList<int> roles;
        if (rows[i].value != rows_[i].value)
            roles << ValueRole;
        if (rows[i].changed != rows_[i].changed)
            roles << ChangedRole;
        if (rows[i].hasChildren != rows_[i].hasChildren)
            roles << HasChildrenRole;
        rows_[i] = std::move(rows[i]);
        const QModelIndex at = index(int(i));
        Q_EMIT dataChanged(at, at, roles);
    }
}

QString StateTreeModel::humanise(const QString &key)
{
    QString out;
    out.reserve(key.size() + 4);
    for (qsizetype i = 0; i < key.size(); ++i) {
        const QChar c = key.at(i);
        if (c == QLatin1Char('_') || c == QLatin1Char('-')) {
            if (!out.isEmpty() && !out.endsWith(QLatin1Char(' ')))
                out += QLatin1Char(' ');
            continue;
        }
        // A capital after a lower-case letter or a digit starts a word ("spentCivilians").
        const bool startsWord =
                c.isUpper() && i > 0 && (key.at(i - 1).isLower() || key.at(i - 1).isDigit());
        if (startsWord && !out.endsWith(QLatin1Char(' ')))
            out += QLatin1Char(' ');
        out += out.isEmpty() ? c.toUpper() : (startsWord ? c.toLower() : c);
    }
    return out;
}

}  // namespace umpire::games
