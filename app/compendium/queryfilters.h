// The Cards page's quick filters (game, side, type) as part of the query the user types:
// the drop-downs show what the query's own filters choose, and choosing in a drop-down
// rewrites that filter in the query. The query text is the one truth, so the two can never
// disagree and nothing feeds back (docs/search.md, "Quick filters").
#pragma once

#include "compendium.h"
#include "database/query.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::compendium {

// A filter the user wrote that the drop-downs reflect: `field:value` or `field=value` ANDed
// with the rest of the query at its top level (not inside an OR or under `-`).
struct WrittenFilter {
    int position = 0;  // where its text starts in the query (UTF-16)
    int length = 0;
    QString value;     // as written, unquoted
};

// The top-level filters of `field` in `query`, in order; none for a malformed query.
std::vector<WrittenFilter> writtenFilters(const QString &query, database::QueryField field);

// `query` with its top-level filters of `field` replaced by one `field:value` (where the first
// of them stood, else at the end), or removed when `value` is empty. The rest of the text,
// OR groups and negations included, stays as typed.
QString withFilter(const QString &query, database::QueryField field, const QString &value);

class QueryFilters : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(umpire::compendium::Compendium *compendium READ compendium WRITE setCompendium NOTIFY compendiumChanged)
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    // What the query's filters choose: the id of a game, side or card type, or, for a value
    // that names none of them, the value as written; empty when the query has no such filter.
    Q_PROPERTY(QString game READ game NOTIFY queryChanged)
    Q_PROPERTY(QString side READ side NOTIFY queryChanged)
    Q_PROPERTY(QString type READ type NOTIFY queryChanged)

public:
    explicit QueryFilters(QObject *parent = nullptr);

    Compendium *compendium() const { return compendium_; }
    void setCompendium(Compendium *compendium);
    QString query() const { return query_; }
    void setQuery(const QString &query);
    QString game() const { return chosen(database::QueryField::Game); }
    QString side() const { return chosen(database::QueryField::Side); }
    QString type() const { return chosen(database::QueryField::Type); }

    // The query with the filter of `field` ("game", "side" or "type") set to `id`, or
    // removed for "". Choosing a game also drops a side or type filter the game does not
    // offer, as the drop-downs fall back to "any" when their choice disappears.
    Q_INVOKABLE QString withChoice(const QString &field, const QString &id) const;

Q_SIGNALS:
    void compendiumChanged();
    void queryChanged();

private:
    QString chosen(database::QueryField field) const;

    QPointer<Compendium> compendium_;
    QString query_;
};

}  // namespace umpire::compendium
