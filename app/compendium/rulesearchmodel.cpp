#include "rulesearchmodel.h"

#include <QRegularExpression>

namespace umpire::compendium {

namespace {

// The snippet is the start of a Markdown body: show links as their text and drop the marks
// a reader should not see in a one-line preview.
QString plainSnippet(QString s)
{
    static const QRegularExpression link(QStringLiteral("\\[([^\\]]*)\\]\\([^)]*\\)?"));
    s.replace(link, QStringLiteral("\\1"));
    s.remove(QLatin1Char('`'));
    s.remove(QStringLiteral("**"));
    return s;
}

}  // namespace

RuleSearchModel::RuleSearchModel(QObject *parent) : SearchListModel(parent)
{
    setLimit(200);
}

std::optional<database::QueryError> RuleSearchModel::search(const QString &fullQuery)
{
    database::SearchResults<database::RuleSummary> results =
            compendium_->database()->searchRules(fullQuery, limit());
    rows_ = std::move(results.hits);
    truncated_ = results.truncated;
    return results.error;
}

void RuleSearchModel::clearRows()
{
    rows_.clear();
}

int RuleSearchModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant RuleSearchModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const database::RuleSummary &r = rows_[size_t(index.row())];
    const bool ru = compendium_ && compendium_->russian() && !r.titleRu.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return ru ? r.titleRu : r.titleEn;
    case OtherTitleRole:
        return r.titleRu.isEmpty() ? QString() : ru ? r.titleEn : r.titleRu;
    case RuleIdRole:
    case IdRole:
        return r.id;
    case GameRole:
        return r.game;
    case GameNameRole:
        return compendium_ ? compendium_->gameName(r.game) : r.game;
    case SectionRole:
        return r.section;
    case TitleEnRole:
        return r.titleEn;
    case TitleRuRole:
        return r.titleRu;
    case SnippetRole:
        return plainSnippet(r.snippet);
    case NameHitRole:
        return r.nameHit;
    default:
        return {};
    }
}

QHash<int, QByteArray> RuleSearchModel::roleNames() const
{
    return {{RuleIdRole, "ruleId"},   {IdRole, "id"},
            {GameRole, "game"},       {GameNameRole, "gameName"},
            {SectionRole, "section"}, {TitleRole, "title"},
            {OtherTitleRole, "otherTitle"},
            {TitleEnRole, "titleEn"}, {TitleRuRole, "titleRu"},
            {SnippetRole, "snippet"}, {NameHitRole, "nameHit"}};
}

int RuleSearchModel::rowOf(const QString &ruleId) const
{
    for (size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].id == ruleId)
            return int(i);
    }
    return -1;
}

QString RuleSearchModel::ruleIdAt(int row) const
{
    return row >= 0 && row < rowCount() ? rows_[size_t(row)].id : QString();
}

}  // namespace umpire::compendium
