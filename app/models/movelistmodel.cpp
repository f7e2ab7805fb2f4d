#include "movelistmodel.h"

#include "core/finding.h"
#include "notation/excerpt.h"

namespace umpire::models {

MoveListModel::MoveListModel(QObject *parent) : QAbstractListModel(parent) {}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() || !data_)
        return 0;
    return data_->stepCount() + 1;
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ReplayData &d = *data_;
    const int step = index.row();
    const notation::MoveLine *line = d.lineAt(step);
    switch (role) {
    case StepRole: return step;
    case TurnRole: return d.turnOf(step);
    case SideRole: return d.sideOf(step);
    case SideNameRole: return d.sideName(d.sideOf(step), russian_);
    case VerbRole: return d.verbOf(step);
    case Qt::DisplayRole:
    case TextRole:
        return line ? d.describe(step, russian_) : tr("Set-up");
    case RawTextRole: return d.rawText(step);
    // The author's note, cut for the row (five times the room of a word: it is prose); the
    // annotation dialog edits the whole text (ReplayController::currentAnnotation).
    case AnnotationRole:
        return line ? notation::excerpt(line->annotation, 5 * notation::kMaxShownCharacters) : QString();
    case LineRole: return line ? line->position.line : 0;
    case ColumnRole: return line ? line->position.column : 0;
    case FindingCountRole: return d.findingCount(step);
    case FirstFindingRole: {
        const auto findings = d.replay().findingsAt(step);
        return findings.empty() ? QString() : findings.front().message;
    }
    case FindingsTextRole: {
        QStringList lines;
        for (const core::Finding &f : d.replay().findingsAt(step))
            lines << QStringLiteral("%1 [%2]").arg(f.message, f.ruleId);
        return lines.join(QLatin1Char('\n'));
    }
    case AssumedRole: {
        QStringList assumed;
        for (const core::Finding &f : d.replay().findingsAt(step))
            if (!f.assumed.isEmpty() && !assumed.contains(f.assumed))
                assumed << f.assumed;
        return assumed.join(QStringLiteral("; "));
    }
    case WorstSeverityRole: {
        const auto worst = d.worstSeverity(step);
        return worst ? QString::fromLatin1(core::severityName(*worst)) : QString();
    }
    case DecodedRole: return line != nullptr && d.decoded(step);
    case TurnStartRole: return d.blockStart(d.blockOf(step)) == step;
    case MoveNumberRole: return d.moveInTurn(step);
    case WhereRole:
        return line ? tr("Turn %1 · %2 · move %3 · line %4")
                              .arg(d.turnOf(step))
                              .arg(d.sideName(d.sideOf(step), russian_))
                              .arg(d.moveInTurn(step))
                              .arg(line->position.line)
                    : QString();
    case IsCurrentRole: return step == current_;
    default: return {};
    }
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    return {
        {Qt::DisplayRole, "display"},
        {StepRole, "step"},
        {TurnRole, "turn"},
        {SideRole, "side"},
        {SideNameRole, "sideName"},
        {VerbRole, "verb"},
        {TextRole, "text"},
        {RawTextRole, "rawText"},
        {AnnotationRole, "annotation"},
        {LineRole, "line"},
        {ColumnRole, "column"},
        {FindingCountRole, "findingCount"},
        {FirstFindingRole, "firstFinding"},
        {FindingsTextRole, "findingsText"},
        {WorstSeverityRole, "worstSeverity"},
        {DecodedRole, "decoded"},
        {TurnStartRole, "turnStart"},
        {MoveNumberRole, "moveNumber"},
        {WhereRole, "where"},
        {IsCurrentRole, "isCurrent"},
        {AssumedRole, "assumed"},
    };
}

void MoveListModel::setReplay(std::shared_ptr<const ReplayData> data)
{
    const int before = rowCount();
    beginResetModel();
    data_ = std::move(data);
    current_ = data_ ? 0 : -1;
    endResetModel();
    Q_EMIT currentIndexChanged();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void MoveListModel::setCurrentIndex(int row)
{
    if (!data_ || row == current_ || row < 0 || row >= rowCount())
        return;
    const int old = current_;
    current_ = row;
    const QList<int> roles{IsCurrentRole};
    if (old >= 0 && old < rowCount())
        Q_EMIT dataChanged(index(old), index(old), roles);
    Q_EMIT dataChanged(index(row), index(row), roles);
    Q_EMIT currentIndexChanged();
}

void MoveListModel::setRussian(bool russian)
{
    if (russian == russian_)
        return;
    russian_ = russian;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1),
                           {Qt::DisplayRole, TextRole, SideNameRole, WhereRole});
}

}  // namespace umpire::models
