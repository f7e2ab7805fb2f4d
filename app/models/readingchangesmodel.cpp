#include "readingchangesmodel.h"

#include <algorithm>

namespace umpire::models {

namespace {

const core::ReadingInfo *readingOf(const ReplayData &data, int index)
{
    const core::Ruleset *r = data.ruleset();
    if (!r || index < 0 || index >= int(r->info().readings.size()))
        return nullptr;
    return &r->info().readings[std::size_t(index)];
}

}  // namespace

ReadingChangesModel::ReadingChangesModel(QObject *parent) : QAbstractListModel(parent) {}

int ReadingChangesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant ReadingChangesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::VerdictChange &c = *rows_[std::size_t(index.row())];
    const core::ReadingInfo *reading = readingOf(*data_, c.reading);
    const QString id = reading ? reading->id : QString();
    // "strike=consecutive (adopted)"
    const auto valueWords = [&](const QString &value) {
        const QString words = id + u'=' + value;
        return reading && value == reading->adopted ? tr("%1 (adopted)").arg(words) : words;
    };
    switch (role) {
    case StepRole:
        return c.finding.step;
    case LineRole:
        return c.finding.position.line;
    case ReadingRole:
        return id;
    case CurrentRole:
        return c.current;
    case OtherRole:
        return c.other;
    case OnlyUnderOtherRole:
        return c.onlyUnderOther;
    case SeverityRole:
        return QString::fromLatin1(core::severityName(c.finding.severity));
    case RuleIdRole:
        return c.finding.ruleId;
    case MessageRole:
        return c.finding.message;
    case ReadingRuleRole:
        return reading ? reading->rule : QString();
    case OtherChoiceRole:
        return id + u'=' + c.other;
    case Qt::DisplayRole:
    case SummaryRole: {
        QString given;  // the verdict where the finding exists
        QString none;  // and where it does not
        switch (c.finding.severity) {
        case core::Severity::Error:
            given = tr("an error");
            none = tr("legal");
            break;
        case core::Severity::Warning:
            given = tr("a warning");
            none = tr("no warning");
            break;
        case core::Severity::Note:
            given = tr("a note");
            none = tr("no note");
            break;
        }
        // The reading in force first.
        return tr("Line %1: %2 under %3; %4 under %5")
                .arg(c.finding.position.line)
                .arg(c.onlyUnderOther ? none : given, valueWords(c.current),
                     c.onlyUnderOther ? given : none, valueWords(c.other));
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ReadingChangesModel::roleNames() const
{
    return {
            {Qt::DisplayRole, "display"},
            {StepRole, "step"},
            {LineRole, "line"},
            {ReadingRole, "reading"},
            {CurrentRole, "current"},
            {OtherRole, "other"},
            {OnlyUnderOtherRole, "onlyUnderOther"},
            {SeverityRole, "severity"},
            {RuleIdRole, "ruleId"},
            {MessageRole, "message"},
            {ReadingRuleRole, "readingRule"},
            {SummaryRole, "change"},
            {OtherChoiceRole, "otherChoice"},
    };
}

void ReadingChangesModel::setReplay(std::shared_ptr<const ReplayData> data)
{
    const int before = rowCount();
    beginResetModel();
    data_ = std::move(data);
    rows_.clear();
    if (data_)
        for (const core::VerdictChange &c : data_->readingComparison().changes)
            if (!c.followsEarlier)  // one fault, one finding: what follows from an earlier
                rows_.push_back(&c);  // finding of the other check is that finding's

    // In line order (the comparison lists them by reading, then value, then step).
    std::stable_sort(rows_.begin(), rows_.end(), [](const auto *a, const auto *b) {
        return a->finding.position.line < b->finding.position.line;
    });
    endResetModel();
    if (rowCount() != before)
        Q_EMIT countChanged();
}

void ReadingChangesModel::retranslate()
{
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::DisplayRole, SummaryRole});
}

}  // namespace umpire::models
