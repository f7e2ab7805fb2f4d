// The verdicts of the open record that depend on a reading of an ambiguous rule, for the
// Summary's "Verdicts that depend on a reading" (docs/readings.md): one row per line whose
// verdict differs between the check in force and a check under another value of one reading
// (core::ReadingComparison::changes), in line order. Owned by ReplayController (its
// `readingChanges` property); QML only presents the rows.
#pragma once

#include "replaydata.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace umpire::models {

class ReadingChangesModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ReadingChangesModel is provided by ReplayController.readingChanges")

    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        StepRole = Qt::UserRole + 1,  // int: the step of the finding
        LineRole,  // int: its line in the record
        ReadingRole,  // string: the reading's id ("strike")
        CurrentRole,  // string: the value the check in force used ("consecutive")
        OtherRole,  // string: the value under which the verdict differs ("turn")
        // bool: the finding exists under `other` only (the check in force finds nothing there)
        OnlyUnderOtherRole,
        SeverityRole,  // string: "error", "warning" or "note"
        RuleIdRole,  // string: the finding's rule
        MessageRole,  // string: the finding's sentence
        ReadingRuleRole,  // string: the reading's clarification in rules.md
        // string: "Line 37: an error under strike=consecutive (adopted); legal under strike=turn"
        SummaryRole,
        // string: "strike=turn": what picking the other value checks the record under
        OtherChoiceRole,
    };
    Q_ENUM(Role)

    explicit ReadingChangesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;
    int count() const { return rowCount(); }

    // The record shown (null: empty). Resets the model.
    void setReplay(std::shared_ptr<const ReplayData> data);
    // The sentences follow the interface language (tr), read again on a language change.
    void retranslate();

Q_SIGNALS:
    void countChanged();

private:
    std::shared_ptr<const ReplayData> data_;
    std::vector<const core::VerdictChange *> rows_;  // into data_'s comparison, by line
};

}  // namespace umpire::models
