// The Rules page's result list: rules whose titles, bodies or glossary entries match the
// query (docs/search.md), best first, optionally within one game.
#pragma once

#include "rulerows.h"
#include "searchlistmodel.h"

#include <vector>

namespace umpire::compendium {

// (The base is spelled in full so the QML type registrar can resolve it.)
class RuleSearchModel : public umpire::compendium::SearchListModel {
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role {
        // The roles of every rule list (rulerows.h), then this model's own.
        RuleIdRole = rulerows::RuleIdRole,
        IdRole = rulerows::IdRole,
        GameRole = rulerows::GameRole,
        SectionRole = rulerows::SectionRole,
        TitleRole = rulerows::TitleRole,
        OtherTitleRole = rulerows::OtherTitleRole,
        TitleEnRole = rulerows::TitleEnRole,
        TitleRuRole = rulerows::TitleRuRole,
        GameNameRole = rulerows::FirstModelRole,
        SnippetRole,  // the start of the body
        NameHitRole,
    };
    Q_ENUM(Role)

    explicit RuleSearchModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE int rowOf(const QString &ruleId) const;
    Q_INVOKABLE QString ruleIdAt(int row) const;

protected:
    std::optional<database::QueryError> search(const QString &fullQuery) override;
    void clearRows() override;

private:
    std::vector<database::RuleSummary> rows_;
};

}  // namespace umpire::compendium
