// The findings of the open record: all of them in step order, or those of the current step
// only (`currentStepOnly`). Owned by ReplayController (its `findings` property).
//
// A step change with the filter off only marks rows (dataChanged of isCurrent for the
// findings of the old and the new step); with the filter on it removes the old step's rows
// and inserts the new step's, which are few.
#pragma once

#include "replaydata.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <span>

namespace umpire::models {

class FindingsModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("FindingsModel is provided by ReplayController.findings")

    // Show only the findings of the current step.
    Q_PROPERTY(bool currentStepOnly READ currentStepOnly WRITE setCurrentStepOnly NOTIFY
                   currentStepOnlyChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        StepRole = Qt::UserRole + 1,  // int: 0 for set-up (tags), i for the i-th move line
        LineRole,          // int
        ColumnRole,        // int
        SeverityRole,      // string: "error", "warning" or "note"
        RuleIdRole,        // string: a heading id of the game's rules.md (the Rules page link)
        MessageRole,       // string: one sentence
        LocationRole,      // string: "12:5"
        IsCurrentRole,     // bool: the finding belongs to the current step
        AssumedRole,       // string: the values no rulebook prints that it rests on, or empty
        WhereRole,         // string: "Turn 7 · Aliens · move 3 · line 40" (or "Tags · line 4"),
                           // the move as the game numbers it: its turn, side and place in
                           // that side's run of lines
        AssumptionRuleRole,  // string: the rule that says why the assumed value is assumed
                             // (app/games/gameviews.h), "" when the finding rests on none
        // string: the readings of an ambiguous rule the verdict rests on, "id=value" joined
        // by ", " (Finding::readings, docs/readings.md); "" when it rests on none
        ReadingsRole,
        // string: the clarification in rules.md of the first of them; "" when none
        ReadingRuleRole,
        // string: a sentence naming each reading, its value and the other values under which
        // the finding would not be given; "" when none
        ReadingNoteRole,
    };
    Q_ENUM(Role)

    explicit FindingsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool currentStepOnly() const { return currentStepOnly_; }
    void setCurrentStepOnly(bool only);
    int count() const { return rowCount(); }

    // The first row of a finding of `step` or of a later step; count when there is none.
    // With the filter on this is 0 for the current step. For scrolling a view to a step.
    Q_INVOKABLE int rowForStep(int step) const;

    // The record shown (null: empty). Resets the model; the current step becomes 0.
    void setReplay(std::shared_ptr<const ReplayData> data);
    void setCurrentStep(int step);
    // Side names in `where` follow the interface language.
    void setRussian(bool russian);

Q_SIGNALS:
    void currentStepOnlyChanged();
    void countChanged();

private:
    std::span<const core::Finding> rows() const;  // what the model shows now

    std::shared_ptr<const ReplayData> data_;
    int step_ = 0;
    bool currentStepOnly_ = false;
    bool russian_ = false;
};

}  // namespace umpire::models
