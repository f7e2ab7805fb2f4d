#include "queryfilters.h"
#include "searchlistmodel.h"

#include <QRegularExpression>

namespace umpire::compendium {

namespace {

using database::QueryField;
using database::QueryNode;

// How a drop-down's choice is written into the query: ids are plain kebab-case words; any
// other value (one the user wrote) keeps its quotes.
QString term(QueryField field, const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    const QString name = database::queryFieldName(field);
    if (plain.match(value).hasMatch())
        return name + QLatin1Char(':') + value;
    return filterTerm(name, value);
}

void collect(const QueryNode &n, QueryField field, std::vector<WrittenFilter> &out)
{
    if (n.kind == QueryNode::Kind::Filter && n.field == field
        && n.comparison == database::QueryComparison::Equal)
        out.push_back({n.position, n.length, n.value});
}

std::optional<QueryField> fieldNamed(const QString &name)
{
    if (name == QLatin1String("game"))
        return QueryField::Game;
    if (name == QLatin1String("side"))
        return QueryField::Side;
    if (name == QLatin1String("type"))
        return QueryField::Type;
    return std::nullopt;
}

}  // namespace

std::vector<WrittenFilter> writtenFilters(const QString &query, QueryField field)
{
    std::vector<WrittenFilter> out;
    const database::ParsedQuery parsed = database::parseQuery(query);
    if (!parsed.ok() || !parsed.root)
        return out;
    const QueryNode &root = *parsed.root;
    if (root.kind == QueryNode::Kind::And) {
        for (const QueryNode &child : root.children)
            collect(child, field, out);
    } else {
        collect(root, field, out);
    }
    return out;
}

QString withFilter(const QString &query, QueryField field, const QString &value)
{
    const std::vector<WrittenFilter> written = writtenFilters(query, field);
    QString out = query;
    // Last first, so the earlier positions stay valid; with each filter goes one space
    // beside it, so no double spaces are left behind.
    int insertAt = -1;
    for (auto it = written.rbegin(); it != written.rend(); ++it) {
        int from = it->position;
        int to = it->position + it->length;
        if (to < out.size() && out.at(to) == QLatin1Char(' '))
            ++to;
        else if (from > 0 && out.at(from - 1) == QLatin1Char(' '))
            --from;
        out.remove(from, to - from);
        insertAt = from;
    }
    if (value.isEmpty())
        return out;
    const QString t = term(field, value);
    if (insertAt < 0) {
        // Nothing to replace: the filter joins the end of the query.
        if (!out.isEmpty() && !out.back().isSpace())
            out += QLatin1Char(' ');
        return out + t;
    }
    // Where the first filter stood: separate it from its neighbours by one space.
    QString piece = t;
    if (insertAt > 0 && !out.at(insertAt - 1).isSpace())
        piece.prepend(QLatin1Char(' '));
    if (insertAt < out.size() && !out.at(insertAt).isSpace())
        piece.append(QLatin1Char(' '));
    out.insert(insertAt, piece);
    return out;
}

QueryFilters::QueryFilters(QObject *parent) : QObject(parent) {}

void QueryFilters::setCompendium(Compendium *compendium)
{
    if (compendium_ == compendium)
        return;
    compendium_ = compendium;
    Q_EMIT compendiumChanged();
    Q_EMIT queryChanged();  // the ids resolve against the compendium's names
}

void QueryFilters::setQuery(const QString &query)
{
    if (query == query_)
        return;
    query_ = query;
    Q_EMIT queryChanged();
}

QString QueryFilters::chosen(QueryField field) const
{
    const std::vector<WrittenFilter> written = writtenFilters(query_, field);
    if (written.empty())
        return {};
    const QString &value = written.front().value;
    if (!compendium_)
        return value;
    QString id;
    switch (field) {
    case QueryField::Game:
        id = compendium_->gameIdFor(value);
        break;
    case QueryField::Side: {
        // A side of the game the query chooses, else of any game.
        const QString game = chosen(QueryField::Game);
        id = compendium_->sideIdFor(game, value);
        if (id.isEmpty())
            id = compendium_->sideIdFor(QString(), value);
        break;
    }
    case QueryField::Type:
        id = compendium_->typeIdFor(value);
        break;
    default:
        break;
    }
    return id.isEmpty() ? value : id;
}

QString QueryFilters::withChoice(const QString &field, const QString &id) const
{
    const std::optional<QueryField> f = fieldNamed(field);
    if (!f)
        return query_;
    QString out = withFilter(query_, *f, id);
    if (*f == QueryField::Game && !id.isEmpty() && compendium_) {
        // What the drop-downs of the new game no longer offer goes, as they fall back to "any".
        QueryFilters next;
        next.setCompendium(compendium_);
        next.setQuery(out);
        const auto offered = [](const QVariantList &choices, const QString &value) {
            for (const QVariant &c : choices) {
                if (c.toMap().value(QStringLiteral("id")).toString() == value)
                    return true;
            }
            return false;
        };
        if (!next.side().isEmpty() && !offered(compendium_->sides(id), next.side()))
            out = withFilter(out, QueryField::Side, QString());
        next.setQuery(out);
        if (!next.type().isEmpty() && !offered(compendium_->types(id), next.type()))
            out = withFilter(out, QueryField::Type, QString());
    }
    return out;
}

}  // namespace umpire::compendium
