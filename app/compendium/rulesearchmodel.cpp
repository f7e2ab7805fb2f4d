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
    switch (role) {
    case GameNameRole:
        return compendium_ ? compendium_->gameName(r.game) : r.game;
    case SnippetRole:
        // A rule without a Russian text shows the English start rather than nothing.
        return plainSnippet(compendium_ && compendium_->russian() && !r.snippetRu.isEmpty() ? r.snippetRu : r.snippet);
    case NameHitRole:
        return r.nameHit;
    default:
        return rulerows::data(r, role, compendium_ && compendium_->russian());
    }
}

QHash<int, QByteArray> RuleSearchModel::roleNames() const
{
    QHash<int, QByteArray> names = rulerows::roleNames();
    names.insert({{GameNameRole, "gameName"}, {SnippetRole, "snippet"}, {NameHitRole, "nameHit"}});
    return names;
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
