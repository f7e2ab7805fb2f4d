#include "findingsmodel.h"

#include "gameviews.h"

#include <algorithm>

namespace umpire::models {

namespace {

// The reading named by "id=value" among the game's, or null.
const core::ReadingInfo *readingOf(const ReplayData &data, const QString &mark)
{
    const core::Ruleset *r = data.ruleset();
    if (!r)
        return nullptr;
    const QString id = mark.section(u'=', 0, 0);
    for (const core::ReadingInfo &info : r->info().readings)
        if (info.id == id)
            return &info;
    return nullptr;
}

}  // namespace

FindingsModel::FindingsModel(QObject *parent) : QAbstractListModel(parent) {}

std::span<const core::Finding> FindingsModel::rows() const
{
    if (!data_)
        return {};
    if (currentStepOnly_)
        return data_->replay().findingsAt(step_);
    const core::Findings &all = data_->replay().findings();
    return std::span<const core::Finding>(all.data(), all.size());
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows().size());
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::Finding &f = rows()[std::size_t(index.row())];
    switch (role) {
    case StepRole: return f.step;
    case LineRole: return f.position.line;
    case ColumnRole: return f.position.column;
    case SeverityRole: return QString::fromLatin1(core::severityName(f.severity));
    case RuleIdRole: return f.ruleId;
    case Qt::DisplayRole:
    case MessageRole: return f.message;
    case LocationRole:
        return QStringLiteral("%1:%2").arg(f.position.line).arg(f.position.column);
    case IsCurrentRole: return f.step == step_;
    case AssumedRole: return f.assumed;
    case AssumptionRuleRole:
        return f.assumed.isEmpty() ? QString() : games::assumptionRule(data_->gameId(), f.ruleId);
    case ReadingsRole:
        return f.readings.join(QStringLiteral(", "));
    case ReadingRuleRole: {
        const core::ReadingInfo *r =
                f.readings.isEmpty() ? nullptr : readingOf(*data_, f.readings.front());
        return r ? r->rule : QString();
    }
    case ReadingNoteRole: {
        QStringList parts;
        for (const QString &mark : f.readings) {
            const core::ReadingInfo *r = readingOf(*data_, mark);
            if (!r)
                continue;
            const QString value = mark.section(u'=', 1);
            QStringList values = r->alternatives;
            values.prepend(r->adopted);
            QStringList others;
            for (const QString &v : values)
                if (v != value && !others.contains(r->id + u'=' + v))
                    others << r->id + u'=' + v;
            parts << (value == r->adopted
                              ? tr("%1 (the adopted reading); under %2 it would not be given")
                              : tr("%1 (not the adopted reading); under %2 it would not be given"))
                             .arg(mark, others.join(tr(" or ")));
        }
        return parts.isEmpty() ? QString()
                               : tr("This verdict rests on a reading of an ambiguous rule: %1.")
                                         .arg(parts.join(QStringLiteral("; ")));
    }
    case WhereRole: {
        if (f.step == 0)
            return tr("Tags · line %1").arg(f.position.line);
        return tr("Turn %1 · %2 · move %3 · line %4")
                .arg(data_->turnOf(f.step))
                .arg(data_->sideName(data_->sideOf(f.step), russian_))
                .arg(data_->moveInTurn(f.step))
                .arg(f.position.line);
    }
    default: return {};
    }
}

QHash<int, QByteArray> FindingsModel::roleNames() const
{
    return {
            {Qt::DisplayRole, "display"},
            {StepRole, "step"},
            {LineRole, "line"},
            {ColumnRole, "column"},
            {SeverityRole, "severity"},
            {RuleIdRole, "ruleId"},
            {MessageRole, "message"},
            {LocationRole, "location"},
            {IsCurrentRole, "isCurrent"},
            {AssumedRole, "assumed"},
            {WhereRole, "where"},
            {AssumptionRuleRole, "assumptionRule"},
            {ReadingsRole, "readings"},
            {ReadingRuleRole, "readingRule"},
            {ReadingNoteRole, "readingNote"},
    };
}

void FindingsModel::setCurrentStepOnly(bool only)
{
    if (only == currentStepOnly_)
        return;
    const int before = rowCount();
    beginResetModel();
    currentStepOnly_ = only;
    endResetModel();
    Q_EMIT currentStepOnlyChanged();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

int FindingsModel::rowForStep(int step) const
{
    const auto all = rows();
    const auto it = std::lower_bound(all.begin(), all.end(), step,
                                     [](const core::Finding &f, int s) { return f.step < s; });
    return int(it - all.begin());
}

void FindingsModel::setReplay(std::shared_ptr<const ReplayData> data)
{
    const int before = rowCount();
    beginResetModel();
    data_ = std::move(data);
    step_ = 0;
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void FindingsModel::setCurrentStep(int step)
{
    if (step == step_)
        return;
    if (!data_) {
        step_ = step;
        return;
    }
    if (currentStepOnly_) {
        const int oldCount = rowCount();
        if (oldCount > 0) {
            beginRemoveRows(QModelIndex(), 0, oldCount - 1);
            step_ = -1;  // shows nothing while the rows are swapped
            endRemoveRows();
        }
        const int newCount = int(data_->replay().findingsAt(step).size());
        if (newCount > 0) {
            beginInsertRows(QModelIndex(), 0, newCount - 1);
            step_ = step;
            endInsertRows();
        }
        step_ = step;
        if (oldCount != newCount)
            Q_EMIT countChanged();
        return;
    }
    // All findings shown: re-mark the rows of the old and the new step.
    const int old = step_;
    step_ = step;
    const QList<int> roles{IsCurrentRole};
    for (const int s : {old, step}) {
        const auto span = data_->replay().findingsAt(s);
        if (span.empty())
            continue;
        const int first = data_->indexOf(span.front());
        Q_EMIT dataChanged(index(first), index(first + int(span.size()) - 1), roles);
    }
}

void FindingsModel::setRussian(bool russian)
{
    if (russian == russian_)
        return;
    russian_ = russian;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {WhereRole, ReadingNoteRole});
}

}  // namespace umpire::models
