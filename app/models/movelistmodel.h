// The move list of the Replay page: row i is step i (row 0 the set-up position, row i >= 1
// the i-th move line), so a row index is a step and selecting a row shows the board after it.
//
// Owned by ReplayController (its `moves` property); QML cannot create one. The rows change
// only when a record is opened (a model reset); a step change touches two rows (isCurrent)
// and a language change the text of all rows (dataChanged), nothing is rebuilt. Texts are
// made when a view asks for a row, so a 10,000-move record costs nothing up front.
#pragma once

#include "replaydata.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace umpire::models {

class MoveListModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MoveListModel is provided by ReplayController.moves")

    // The row of the current step (== ReplayController.step), -1 when nothing is open.
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        StepRole = Qt::UserRole + 1,  // int: the step (== row)
        TurnRole,           // int: the turn number as written; 0 for the set-up row
        SideRole,           // string: the side id as written; "" for the set-up row
        SideNameRole,       // string: the side's display name
        VerbRole,           // string: the verb as written ("" for set-up)
        TextRole,           // string: the move in readable words, or the raw move when it is
                            // not checked / not decoded; "Set-up" for row 0
        RawTextRole,        // string: the move as written after turn and side
        AnnotationRole,     // string: the {annotation}, "" when none
        LineRole,           // int: the line in the file (0 for the set-up row)
        ColumnRole,         // int: the column of the move's turn number
        FindingCountRole,   // int
        FirstFindingRole,   // string: the message of the step's first finding, "" when none
        FindingsTextRole,   // string: every finding of the step, one "message [rule]" per line
        WorstSeverityRole,  // string: "error", "warning", "note" or "" (no findings)
        DecodedRole,        // bool: the ruleset understood the line (false when not checked)
        TurnStartRole,      // bool: the first move of its turn (for a turn header or rule)
        MoveNumberRole,     // int: the move's place in its turn as the game numbers it (1, 2,
                            // ... within a side's run of lines in a turn); 0 for set-up
        WhereRole,          // string: "Turn 7 · Aliens · move 3 · line 40" (FindingsModel's
                            // words), "" for set-up
        IsCurrentRole,      // bool: this row is the current step
        AssumedRole,        // string: the values no rulebook prints that the step's findings
                            // rest on (each once, "; " between), "" when none
    };
    Q_ENUM(Role)

    explicit MoveListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    int currentIndex() const { return current_; }
    int count() const { return rowCount(); }

    // The record shown (null: empty model). Resets the model; the current row becomes 0.
    void setReplay(std::shared_ptr<const ReplayData> data);
    // Moves the current row: dataChanged(IsCurrentRole) for the old and the new row only.
    void setCurrentIndex(int row);
    // Names in Russian (true) or English: dataChanged for the texts of every row.
    void setRussian(bool russian);

Q_SIGNALS:
    void currentIndexChanged();
    void countChanged();

private:
    std::shared_ptr<const ReplayData> data_;
    int current_ = -1;
    bool russian_ = false;
};

}  // namespace umpire::models
