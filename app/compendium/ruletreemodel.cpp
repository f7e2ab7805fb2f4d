#include "ruletreemodel.h"
#include "followcompendium.h"

namespace umpire::compendium {

namespace {

// A root heading has no section number ("" → 0); "2.3.1" is three levels below it.
int depthOf(const QString &section)
{
    return section.isEmpty() ? 0 : int(section.count(QLatin1Char('.'))) + 1;
}

}  // namespace

RuleTreeModel::RuleTreeModel(QObject *parent) : QAbstractListModel(parent) {}

void RuleTreeModel::classBegin()
{
    complete_ = false;
}

void RuleTreeModel::componentComplete()
{
    complete_ = true;
    rebuild();
}

void RuleTreeModel::setCompendium(Compendium *compendium)
{
    const bool changed = followCompendium(compendium_, compendium, this, [this] {
        if (!visible_.empty())
            Q_EMIT dataChanged(index(0), index(rowCount() - 1), {TitleRole, OtherTitleRole});
    });
    if (!changed)
        return;
    Q_EMIT compendiumChanged();
    rebuild();
}

void RuleTreeModel::setGame(const QString &game)
{
    if (game == game_)
        return;
    game_ = game;
    Q_EMIT gameChanged();
    rebuild();
}

void RuleTreeModel::rebuild()
{
    if (!complete_)
        return;
    const int before = rowCount();
    beginResetModel();
    nodes_.clear();
    visible_.clear();
    const database::Compendium *db = compendium_ ? compendium_->database() : nullptr;
    if (db) {
        // An empty query lists every rule in book order, game by game.
        std::vector<database::RuleSummary> rules = db->searchRules(QString(), 1000000).hits;
        std::vector<int> stack;  // the open ancestors of the next heading, by depth
        for (database::RuleSummary &r : rules) {
            if (!game_.isEmpty() && r.game != game_)
                continue;
            Node node;
            node.depth = depthOf(r.section);
            node.rule = std::move(r);
            while (!stack.empty()
                   && (nodes_[size_t(stack.back())].depth >= node.depth
                       || nodes_[size_t(stack.back())].rule.game != node.rule.game)) {
                stack.pop_back();
            }
            node.parent = stack.empty() ? -1 : stack.back();
            // The games' roots start open, so their chapters are the first thing listed.
            node.expanded = node.depth == 0;
            const int at = int(nodes_.size());
            if (node.parent >= 0)
                nodes_[size_t(node.parent)].children.push_back(at);
            nodes_.push_back(std::move(node));
            stack.push_back(at);
        }
        for (int i = 0; i < int(nodes_.size()); ++i) {
            if (nodes_[size_t(i)].parent < 0) {
                visible_.push_back(i);
                collectVisible(i, visible_);
            }
        }
    }
    endResetModel();
    if (before != rowCount())
        Q_EMIT countChanged();
}

void RuleTreeModel::collectVisible(int node, std::vector<int> &out) const
{
    const Node &n = nodes_[size_t(node)];
    if (!n.expanded)
        return;
    for (int child : n.children) {
        out.push_back(child);
        collectVisible(child, out);
    }
}

int RuleTreeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(visible_.size());
}

QVariant RuleTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.parent().isValid() || index.row() >= rowCount())
        return {};
    const Node &n = nodes_[size_t(visible_[size_t(index.row())])];
    const database::RuleSummary &r = n.rule;
    switch (role) {
    case DepthRole:
        return n.depth;
    case HasChildrenRole:
        return !n.children.empty();
    case ExpandedRole:
        return n.expanded;
    case ClarificationRole:
        return r.id.contains(QLatin1String(".clarifications."));
    default:
        return rulerows::data(r, role, compendium_ && compendium_->russian());
    }
}

QHash<int, QByteArray> RuleTreeModel::roleNames() const
{
    QHash<int, QByteArray> names = rulerows::roleNames();
    names.insert({{DepthRole, "depth"}, {HasChildrenRole, "hasChildren"}, {ExpandedRole, "expanded"},
                  {ClarificationRole, "clarification"}});
    return names;
}

void RuleTreeModel::setExpanded(int row, bool expanded)
{
    if (row < 0 || row >= rowCount())
        return;
    const int node = visible_[size_t(row)];
    Node &n = nodes_[size_t(node)];
    if (n.expanded == expanded || n.children.empty())
        return;  // a leaf has nothing to show or hide
    if (expanded) {
        n.expanded = true;
        std::vector<int> rows;
        collectVisible(node, rows);
        if (!rows.empty()) {
            beginInsertRows(QModelIndex(), row + 1, row + int(rows.size()));
            visible_.insert(visible_.begin() + row + 1, rows.begin(), rows.end());
            endInsertRows();
        }
    } else {
        std::vector<int> rows;
        collectVisible(node, rows);
        n.expanded = false;
        if (!rows.empty()) {
            beginRemoveRows(QModelIndex(), row + 1, row + int(rows.size()));
            visible_.erase(visible_.begin() + row + 1, visible_.begin() + row + 1 + int(rows.size()));
            endRemoveRows();
        }
    }
    Q_EMIT dataChanged(index(row), index(row), {ExpandedRole});
    Q_EMIT countChanged();
}

void RuleTreeModel::expandAll()
{
    beginResetModel();
    for (Node &n : nodes_)
        n.expanded = !n.children.empty() || n.expanded;
    visible_.clear();
    for (int i = 0; i < int(nodes_.size()); ++i) {
        if (nodes_[size_t(i)].parent < 0) {
            visible_.push_back(i);
            collectVisible(i, visible_);
        }
    }
    endResetModel();
    Q_EMIT countChanged();
}

void RuleTreeModel::collapseAll()
{
    beginResetModel();
    for (Node &n : nodes_)
        n.expanded = n.depth == 0;
    visible_.clear();
    for (int i = 0; i < int(nodes_.size()); ++i) {
        if (nodes_[size_t(i)].parent < 0) {
            visible_.push_back(i);
            collectVisible(i, visible_);
        }
    }
    endResetModel();
    Q_EMIT countChanged();
}

int RuleTreeModel::nodeOf(const QString &ruleId) const
{
    for (int i = 0; i < int(nodes_.size()); ++i) {
        if (nodes_[size_t(i)].rule.id == ruleId)
            return i;
    }
    return -1;
}

int RuleTreeModel::rowOf(const QString &ruleId) const
{
    for (int row = 0; row < int(visible_.size()); ++row) {
        if (nodes_[size_t(visible_[size_t(row)])].rule.id == ruleId)
            return row;
    }
    return -1;
}

int RuleTreeModel::reveal(const QString &ruleId)
{
    const int node = nodeOf(ruleId);
    if (node < 0)
        return -1;
    // Open the ancestors from the top down: each one is listed once its parent is open.
    std::vector<int> ancestors;
    for (int p = nodes_[size_t(node)].parent; p >= 0; p = nodes_[size_t(p)].parent)
        ancestors.push_back(p);
    for (auto it = ancestors.rbegin(); it != ancestors.rend(); ++it) {
        const int row = rowOf(nodes_[size_t(*it)].rule.id);
        if (row >= 0)
            setExpanded(row, true);
    }
    return rowOf(ruleId);
}

int RuleTreeModel::parentRow(int row) const
{
    if (row < 0 || row >= rowCount())
        return -1;
    const int parent = nodes_[size_t(visible_[size_t(row)])].parent;
    return parent < 0 ? -1 : rowOf(nodes_[size_t(parent)].rule.id);
}

QString RuleTreeModel::ruleIdAt(int row) const
{
    return row >= 0 && row < rowCount() ? nodes_[size_t(visible_[size_t(row)])].rule.id : QString();
}

}  // namespace umpire::compendium
