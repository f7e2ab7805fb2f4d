#include "cardsearchmodel.h"

#include "core/nearest_name.h"

#include <QRegularExpression>

namespace umpire::compendium {

CardSearchModel::CardSearchModel(QObject *parent) : SearchListModel(parent) {}

void CardSearchModel::setSide(const QString &side)
{
    if (side == side_)
        return;
    side_ = side;
    Q_EMIT sideChanged();
    filtersChanged();
}

void CardSearchModel::setType(const QString &type)
{
    if (type == type_)
        return;
    type_ = type;
    Q_EMIT typeChanged();
    filtersChanged();
}

QStringList CardSearchModel::filterTerms() const
{
    QStringList terms = SearchListModel::filterTerms();
    if (!side_.isEmpty())
        terms << filterTerm(QStringLiteral("side"), side_);
    if (!type_.isEmpty())
        terms << filterTerm(QStringLiteral("type"), type_);
    return terms;
}

std::optional<database::QueryError> CardSearchModel::search(const QString &fullQuery)
{
    database::SearchResults<database::CardSummary> results =
            compendium_->database()->searchCards(fullQuery, limit());
    rows_ = std::move(results.hits);
    truncated_ = results.truncated;
    suggestion_ = rows_.empty() && !results.error ? nearestWord(query()) : QString();
    return results.error;
}

QString CardSearchModel::nearestWord(const QString &query) const
{
    static const QRegularExpression oneWord(QStringLiteral("^\\s*(\\w+)\\s*$"),
                                            QRegularExpression::UseUnicodePropertiesOption);
    const QRegularExpressionMatch m = oneWord.match(query);
    if (!m.hasMatch())
        return {};
    // The words of every name and id the quick filters leave, in both languages.
    static const QRegularExpression separators(QStringLiteral("[^\\w]+"),
                                               QRegularExpression::UseUnicodePropertiesOption);
    const database::SearchResults<database::CardSummary> all =
            compendium_->database()->searchCards(filterTerms().join(QLatin1Char(' ')), 5000);
    QStringList words;
    for (const database::CardSummary &c : all.hits)
        for (const QString &text : {c.id, c.nameEn, c.nameRu})
            for (const QString &w : text.toLower().split(separators, Qt::SkipEmptyParts))
                if (w.size() > 2 && !words.contains(w))
                    words << w;
    return core::nearestName(m.captured(1), words);
}

void CardSearchModel::clearRows()
{
    rows_.clear();
}

int CardSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

bool CardSearchModel::assumed(const database::CardSummary &card, QLatin1String field) const
{
    // The summary has no provenance: the card's full record says (cached after the first ask).
    const database::CardDetail *detail = compendium_ ? compendium_->entry(card) : nullptr;
    if (!detail)
        return false;
    for (const database::AssumedField &a : detail->assumed) {
        if (a.field == field)
            return true;
    }
    return false;
}

QVariant CardSearchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const database::CardSummary &c = rows_[size_t(index.row())];
    const bool ru = compendium_ && compendium_->russian();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return ru && !c.nameRu.isEmpty() ? c.nameRu : c.nameEn;
    case NameEnRole:
        return c.nameEn;
    case NameRuRole:
        return c.nameRu;
    case OtherNameRole:
        return c.nameRu.isEmpty() ? QString() : ru ? c.nameEn : c.nameRu;
    case GameRole:
        return c.game;
    case GameNameRole:
        return compendium_ ? compendium_->gameName(c.game) : c.game;
    case TypeRole:
        return c.type;
    case TypeNameRole:
        return compendium_ ? compendium_->typeName(c.type) : c.type;
    case SideRole:
        return c.side;
    case SideNameRole:
        return c.side.isEmpty() ? QString() : compendium_ ? compendium_->sideName(c.game, c.side) : c.side;
    case CostRole:
        return c.cost ? QVariant(*c.cost) : QVariant();
    case CostAssumedRole:
        return c.cost.has_value() && assumed(c, QLatin1String("cost"));
    case CountRole:
        return c.count ? QVariant(*c.count) : QVariant();
    case CountAssumedRole:
        return c.count.has_value() && assumed(c, QLatin1String("count"));
    case IdRole:
    case CardIdRole:
        return c.id;
    case RarityRole:
        return c.rarity;
    case NameHitRole:
        return c.nameHit;
    case ComponentRole:
        return c.isComponent();
    case KindRole:
        return c.kind;
    case KindNameRole:
        return c.kind.isEmpty() ? QString() : compendium_ ? compendium_->kindName(c.kind) : c.kind;
    default:
        return {};
    }
}

QHash<int, QByteArray> CardSearchModel::roleNames() const
{
    return {{NameRole, "name"},           {NameEnRole, "nameEn"},
            {NameRuRole, "nameRu"},       {OtherNameRole, "otherName"},
            {GameRole, "game"},           {GameNameRole, "gameName"},
            {TypeRole, "type"},           {TypeNameRole, "typeName"},
            {SideRole, "side"},           {SideNameRole, "sideName"},
            {CostRole, "cost"},           {CostAssumedRole, "costAssumed"},
            {CountRole, "count"},         {CountAssumedRole, "countAssumed"},
            {IdRole, "id"},               {CardIdRole, "cardId"},
            {RarityRole, "rarity"},       {NameHitRole, "nameHit"},
            {ComponentRole, "component"}, {KindRole, "kind"},
            {KindNameRole, "kindName"}};
}

int CardSearchModel::indexOf(const QString &game, const QString &cardId, bool component) const
{
    // A card and a component may share an id (the Tripod card and the tripod miniature).
    for (size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].game == game && rows_[i].id == cardId && rows_[i].isComponent() == component)
            return int(i);
    }
    return -1;
}

QVariantMap CardSearchModel::get(int row) const
{
    QVariantMap out;
    if (row < 0 || row >= rowCount())
        return out;
    const QHash<int, QByteArray> names = roleNames();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
    return out;
}

}  // namespace umpire::compendium
