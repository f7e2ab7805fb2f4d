// The "Try a move" field of the Replay page's Moves tab (issue 22): the verdict of a record
// line the user types at the current step, as the checker would give it, before anything
// happens. Nothing is added to the record (core::tryLines works on a copy of the state).
//
// QML makes one inside the Moves tab (`MoveTrial { replay: view.replay }`) and binds the field
// to `line`; each change tries the line at once (microseconds: one decode and one apply). A
// step change, or another record, clears the line and its verdict: it belonged to that step.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::models {

class ReplayController;

class MoveTrial : public QObject {
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY
                   replayChanged)
    // The line tried: one record move line, `TURN SIDE VERB ARG*`.
    Q_PROPERTY(QString line READ line WRITE setLine NOTIFY verdictChanged)
    // There is a verdict: a line that is not blank, at a step of a checked record.
    Q_PROPERTY(bool tried READ tried NOTIFY verdictChanged)
    // The line reads and applies without a finding.
    Q_PROPERTY(bool clean READ clean NOTIFY verdictChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY verdictChanged)
    // What the checker says, syntax errors first: [{kind, message, ruleId, column, assumed}],
    // kind "syntax" (a line that does not parse; `column` counts from 1, ruleId ""), "error",
    // "warning" or "note" (a finding citing `ruleId`, with the values no rulebook prints that
    // it rests on in `assumed`).
    Q_PROPERTY(QVariantList items READ items NOTIFY verdictChanged)

public:
    explicit MoveTrial(QObject *parent = nullptr);
    // The board stops showing this trial's state (the Moves tab closed).
    ~MoveTrial() override;

    ReplayController *replay() const { return replay_; }
    void setReplay(ReplayController *replay);
    QString line() const { return line_; }
    void setLine(const QString &line);
    bool tried() const { return tried_; }
    bool clean() const { return tried_ && items_.isEmpty(); }
    int errorCount() const { return errorCount_; }
    QVariantList items() const { return items_; }

    // Forgets the line and its verdict.
    Q_INVOKABLE void clear() { setLine(QString()); }

Q_SIGNALS:
    void replayChanged();
    void verdictChanged();

private:
    void retry();  // tries line_ again at the current step

    QPointer<ReplayController> replay_;
    QString line_;
    bool tried_ = false;
    int errorCount_ = 0;
    QVariantList items_;
};

}  // namespace umpire::models
