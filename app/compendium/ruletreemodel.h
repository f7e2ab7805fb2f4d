// The rules of the games as a tree flattened into a list, for a ListView: each row has its
// depth and whether it has children and is expanded; expanding and collapsing insert and
// remove rows, so the view keeps its place. (A flat list keeps keyboard navigation, scrolling
// to a rule and QAbstractItemModelTester simple; Qt 6.4's TreeView offers no more here.)
#pragma once

#include "compendium.h"
#include "rulerows.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QQmlParserStatus>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace umpire::compendium {

class RuleTreeModel : public QAbstractListModel, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT

    Q_PROPERTY(umpire::compendium::Compendium *compendium READ compendium WRITE setCompendium NOTIFY compendiumChanged)
    // The game shown (an id), or empty for every game, each under its own root.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

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
        DepthRole = rulerows::FirstModelRole,  // 0 for a game's root
        HasChildrenRole,
        ExpandedRole,
        ClarificationRole,  // the rule is under <game>.clarifications
    };
    Q_ENUM(Role)

    explicit RuleTreeModel(QObject *parent = nullptr);

    Compendium *compendium() const { return compendium_; }
    void setCompendium(Compendium *compendium);
    QString game() const { return game_; }
    void setGame(const QString &game);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE void setExpanded(int row, bool expanded);
    Q_INVOKABLE void toggle(int row) { setExpanded(row, !data(index(row), ExpandedRole).toBool()); }
    Q_INVOKABLE void expandAll();
    // Collapses everything below the chapters (the games' roots stay open).
    Q_INVOKABLE void collapseAll();
    // Expands the ancestors of the rule so it is listed, and returns its row; -1 when the
    // rule is not in this tree (another game, or no such rule).
    Q_INVOKABLE int reveal(const QString &ruleId);
    // The row of a listed rule, or -1.
    Q_INVOKABLE int rowOf(const QString &ruleId) const;
    // The row of the parent of the rule at `row`, or -1.
    Q_INVOKABLE int parentRow(int row) const;
    Q_INVOKABLE QString ruleIdAt(int row) const;
    Q_INVOKABLE bool hasChildrenAt(int row) const { return data(index(row), HasChildrenRole).toBool(); }
    Q_INVOKABLE bool isExpandedAt(int row) const { return data(index(row), ExpandedRole).toBool(); }

    void classBegin() override;
    void componentComplete() override;

Q_SIGNALS:
    void compendiumChanged();
    void gameChanged();
    void countChanged();

private:
    struct Node {
        database::RuleSummary rule;
        int depth = 0;
        int parent = -1;  // index into nodes_
        std::vector<int> children;
        bool expanded = false;
    };

    void rebuild();
    // The visible rows below `node` if it were expanded (recursively through expanded ones).
    void collectVisible(int node, std::vector<int> &out) const;
    int nodeOf(const QString &ruleId) const;

    QPointer<Compendium> compendium_;
    QString game_;
    bool complete_ = true;
    std::vector<Node> nodes_;   // every rule of the game(s), in book order
    std::vector<int> visible_;  // the listed rows: indexes into nodes_
};

}  // namespace umpire::compendium
