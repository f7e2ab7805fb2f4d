#include "searchlistmodel.h"
#include "followcompendium.h"

#include "database/query.h"

namespace umpire::compendium {

QString filterTerm(const QString &field, const QString &value)
{
    QString v = value;
    v.remove(QLatin1Char('"'));  // ids and names never hold quotes; a stray one must not escape
    return field + QStringLiteral(":\"") + v + QLatin1Char('"');
}

SearchListModel::SearchListModel(QObject *parent) : QAbstractListModel(parent)
{
    timer_.setSingleShot(true);
    timer_.setInterval(100);  // a little longer than the pause between keystrokes of a typist
    connect(&timer_, &QTimer::timeout, this, [this] {
        Q_EMIT pendingChanged();
        refresh();
    });
}

void SearchListModel::setCompendium(Compendium *compendium)
{
    if (!followCompendium(compendium_, compendium, this, [this] { languageChanged(); }))
        return;
    Q_EMIT compendiumChanged();
    refresh();
}

void SearchListModel::setQuery(const QString &query)
{
    if (query == query_)
        return;
    query_ = query;
    Q_EMIT queryChanged();
    const bool wasPending = timer_.isActive();
    if (!complete_)
        return;  // componentComplete() searches
    timer_.start();
    if (!wasPending)
        Q_EMIT pendingChanged();
}

void SearchListModel::setGame(const QString &game)
{
    if (game == game_)
        return;
    game_ = game;
    Q_EMIT gameChanged();
    refresh();
}

void SearchListModel::setDelay(int ms)
{
    ms = std::max(ms, 0);
    if (ms == timer_.interval())
        return;
    timer_.setInterval(ms);
    Q_EMIT delayChanged();
}

void SearchListModel::setLimit(int limit)
{
    limit = std::max(limit, 1);
    if (limit == limit_)
        return;
    limit_ = limit;
    Q_EMIT limitChanged();
    refresh();
}

QStringList SearchListModel::filterTerms() const
{
    return game_.isEmpty() ? QStringList() : QStringList{filterTerm(QStringLiteral("game"), game_)};
}

void SearchListModel::filtersChanged()
{
    refresh();
}

void SearchListModel::languageChanged()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

void SearchListModel::classBegin()
{
    complete_ = false;
}

void SearchListModel::componentComplete()
{
    complete_ = true;
    refresh();
}

void SearchListModel::refresh()
{
    if (timer_.isActive()) {
        timer_.stop();
        Q_EMIT pendingChanged();
    }
    if (!complete_)
        return;
    std::optional<database::QueryError> error;
    // The user's query is checked on its own first, so an error points into the text they
    // typed; the filters are then joined to it as a group, which keeps `a OR b` together.
    const database::ParsedQuery parsed = database::parseQuery(query_);
    if (!parsed.ok()) {
        error = parsed.error;
    } else if (!compendium_ || !compendium_->database()) {
        error = database::QueryError{0, 0, compendium_ ? compendium_->error() : QString()};
    }

    beginResetModel();
    truncated_ = false;
    if (error) {
        clearRows();
    } else {
        QStringList parts = filterTerms();
        if (parsed.root)
            parts.prepend(QLatin1Char('(') + query_ + QLatin1Char(')'));
        error = search(parts.join(QLatin1Char(' ')));
        if (error) {
            clearRows();
            // The user's text starts after the "(" we added. An error outside it (a limit
            // the filters pushed the query past) points at the whole text.
            const int offset = parsed.root ? 1 : 0;
            if (error->position >= offset && error->position + error->length <= offset + query_.size()) {
                error->position -= offset;
            } else {
                error->position = 0;
                error->length = int(query_.size());
            }
        }
    }
    endResetModel();

    error_ = error ? error->message : QString();
    errorPosition_ = error ? std::clamp(error->position, 0, int(query_.size())) : 0;
    errorLength_ = error ? std::clamp(error->length, 0, int(query_.size()) - errorPosition_) : 0;
    Q_EMIT searched();
}

}  // namespace umpire::compendium
