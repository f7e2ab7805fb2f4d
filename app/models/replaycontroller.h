// The Replay page's controller: opens a record off the UI thread, holds the current step and
// everything the page shows about it, and owns the page's models.
//
// QML creates one (`ReplayController { id: replay }`) and binds to it; docs/app-models.md
// lists the whole interface. Opening runs in the global thread pool with progress and
// cancel; the UI thread only swaps in the finished result. A step change costs the state of
// at most two steps (Replay::stateAt: a kept checkpoint plus at most 63 re-applied moves, or
// one move from the last state built) plus the toJson() of at most two states (the current one and, for the diff, the one before; the
// last three are cached so stepping one by one costs a single toJson()). What is derived from
// them for QML (`state`, `changedKeys`, `changedPaths`) is made when first read after a step,
// so a step nobody inspects does not pay for it.
#pragma once

#include "chartmodel.h"
#include "findingsmodel.h"
#include "movelistmodel.h"
#include "readingchangesmodel.h"
#include "recorddocument.h"
#include "replaydata.h"
#include "replayloader.h"
#include "taglistmodel.h"

#include <QFutureWatcher>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>
#include <optional>

namespace umpire::core {
class Catalog;
}

namespace umpire::models {

class RecordEditor;

class ReplayController : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_MOC_INCLUDE("recordeditor.h")

    // --- loading
    // True while a record is being opened; `progress` runs 0..1 meanwhile.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    // The file being opened while busy (absolute path), else empty.
    Q_PROPERTY(QString loadingPath READ loadingPath NOTIFY busyChanged)
    // Why the last open failed ("file: error: the file does not exist"); empty after a
    // successful open. A failed or cancelled open keeps the record that was open before.
    Q_PROPERTY(QString loadError READ loadError NOTIFY loadErrorChanged)

    // --- the open record (all change together, on recordChanged)
    Q_PROPERTY(bool hasRecord READ hasRecord NOTIFY recordChanged)
    Q_PROPERTY(QString filePath READ filePath NOTIFY recordChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY recordChanged)
    Q_PROPERTY(QString gameId READ gameId NOTIFY recordChanged)
    // The game's board view for a Loader (app/games/gameviews.cpp); empty when the game has
    // none or the record is not checked.
    Q_PROPERTY(QUrl boardSource READ boardSource NOTIFY recordChanged)
    // The game's state inspector for a Loader (app/games/gameviews.cpp): its own, else the
    // generic one; the component has the required property `replay`.
    Q_PROPERTY(QUrl inspectorSource READ inspectorSource NOTIFY recordChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY namesChanged)
    // The [Game] tag names a game Umpire has rules for (the record may still be unchecked).
    Q_PROPERTY(bool gameKnown READ gameKnown NOTIFY recordChanged)
    // [{id, name}] of the game's sides; empty when the record is not checked.
    Q_PROPERTY(QVariantList sides READ sides NOTIFY namesChanged)
    // The tag pairs in file order: [{name, value, line}]. Made once per record on first read;
    // views with one item per tag use `tagList` instead (a model: delegates only for the
    // rows shown).
    Q_PROPERTY(QVariantList tags READ tags NOTIFY recordChanged)
    Q_PROPERTY(Status status READ status NOTIFY recordChanged)
    // Why the record is not checked (no [Game] tag, unknown game, naming the known ones).
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY recordChanged)
    // The syntax errors: [{line, column, message, text}], text being "file:line:col: error: ...".
    Q_PROPERTY(QVariantList syntaxErrors READ syntaxErrors NOTIFY recordChanged)
    Q_PROPERTY(int syntaxErrorCount READ syntaxErrorCount NOTIFY recordChanged)
    // The result when the checked game ended, as a [Result] tag writes it ("humans", a tie
    // "red=blue", a ranking "a>b=c"), else empty; singleWinner when one side won; resultName
    // the winner's name, or the tie or ranking in words; and the [Result] tag as written, and
    // whether it agrees with the checked end (as the core checks it: a tag naming the first
    // places agrees with a fuller ranking; "*" or no tag agrees with anything).
    Q_PROPERTY(QString result READ result NOTIFY recordChanged)
    Q_PROPERTY(bool singleWinner READ singleWinner NOTIFY recordChanged)
    Q_PROPERTY(QString resultName READ resultName NOTIFY namesChanged)
    Q_PROPERTY(QString recordedResult READ recordedResult NOTIFY recordChanged)
    Q_PROPERTY(bool resultAgrees READ resultAgrees NOTIFY recordChanged)
    Q_PROPERTY(int errorCount READ errorCount NOTIFY recordChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY recordChanged)
    Q_PROPERTY(int noteCount READ noteCount NOTIFY recordChanged)
    Q_PROPERTY(int findingCount READ findingCount NOTIFY recordChanged)
    // Findings by rule: [{ruleId, count, errors, warnings, notes, firstStep}], by rule id.
    Q_PROPERTY(QVariantList findingSummary READ findingSummary NOTIFY recordChanged)
    // The number of moves; steps run 0 (set-up) .. stepCount.
    Q_PROPERTY(int stepCount READ stepCount NOTIFY recordChanged)
    // The number of turn blocks after set-up (see replaydata.h).
    Q_PROPERTY(int turnCount READ turnCount NOTIFY recordChanged)

    // --- readings of ambiguous rules (docs/readings.md; all change together, on recordChanged)
    // How many readings the record's game has (0: none, or not checked).
    Q_PROPERTY(int readingCount READ readingCount NOTIFY recordChanged)
    // The record was also checked under each other value of every reading, and how many such
    // checks were made; readingChanges lists the verdicts that differ.
    Q_PROPERTY(bool readingsCompared READ readingsCompared NOTIFY recordChanged)
    Q_PROPERTY(int readingChecks READ readingChecks NOTIFY recordChanged)
    // The readings in force that are not the record's own (picked with checkUnderReading), as
    // "id=value"; empty when the record's own readings apply.
    Q_PROPERTY(QStringList readingsOverridden READ readingsOverridden NOTIFY recordChanged)

    // --- the current step (all change together, on stepChanged)
    // Settable; clamped to 0..stepCount.
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    // The turn and side of the current step's move as written (0 and "" at set-up).
    Q_PROPERTY(int currentTurn READ currentTurn NOTIFY stepChanged)
    Q_PROPERTY(QString currentSide READ currentSide NOTIFY stepChanged)
    Q_PROPERTY(QString currentSideName READ currentSideName NOTIFY stepChanged)
    // The move in readable words and its annotation ("" at set-up).
    Q_PROPERTY(QString currentMoveText READ currentMoveText NOTIFY stepChanged)
    Q_PROPERTY(QString currentAnnotation READ currentAnnotation NOTIFY stepChanged)
    Q_PROPERTY(int currentLine READ currentLine NOTIFY stepChanged)
    // The move's place in its turn as the game numbers it (MoveListModel's moveNumber); 0 at set-up.
    Q_PROPERTY(int currentMoveNumber READ currentMoveNumber NOTIFY stepChanged)
    Q_PROPERTY(int currentFindingCount READ currentFindingCount NOTIFY stepChanged)
    // The errors of the current step: how many, and the first one's message and rule id ("" when
    // none). A step with errors was applied as played although it broke a rule; the board
    // says so (qml/boards/BoardVerdictBanner.qml) instead of showing a silently updated board.
    Q_PROPERTY(int currentErrorCount READ currentErrorCount NOTIFY stepChanged)
    Q_PROPERTY(QString currentErrorMessage READ currentErrorMessage NOTIFY stepChanged)
    Q_PROPERTY(QString currentErrorRule READ currentErrorRule NOTIFY stepChanged)
    // The values no rulebook prints that the first error rests on ("" when none): the banner
    // marks its verdict as resting on an assumption, as the findings list does.
    Q_PROPERTY(QString currentErrorAssumed READ currentErrorAssumed NOTIFY stepChanged)
    // The state after the current step as the game's State::toJson() gives it (the keys are
    // documented beside each game's state); empty when the record is not checked.
    Q_PROPERTY(QVariantMap state READ state NOTIFY stepChanged)
    // The state shown is a tried move's (showTried()), not the step's own: the boards draw it
    // in their provisional style until the step changes.
    Q_PROPERTY(bool previewing READ previewing NOTIFY stepChanged)
    // The turn number and side id to move in that state (the ruleset's view, which differs
    // from currentTurn/currentSide after a move that ends a turn); 0 and "" when unchecked.
    Q_PROPERTY(int stateTurn READ stateTurn NOTIFY stepChanged)
    // The phase of the turn in that state (the game's id, e.g. "orders"); empty for a game
    // without phases. sideToMove is "*" in a phase where every side acts at once.
    Q_PROPERTY(QString statePhase READ statePhase NOTIFY stepChanged)
    // The same phase by its name in the language shown (game.json's "names"), else its id.
    Q_PROPERTY(QString statePhaseName READ statePhaseName NOTIFY stepChanged)
    Q_PROPERTY(QString sideToMove READ sideToMove NOTIFY stepChanged)
    // The state after the current step ends the game (State::isTerminal()): every board and
    // the State tab then say so with stateResultText, the result in words ("Kreios won", "a
    // tie between …", "no winner"), instead of who is to act; "" while the game goes on.
    Q_PROPERTY(bool stateOver READ stateOver NOTIFY stepChanged)
    Q_PROPERTY(QString stateResultText READ stateResultText NOTIFY stepChanged)
    // What the current step changed against the step before (empty at set-up): top-level keys
    // of `state`, and the paths of the innermost values (statediff.h).
    Q_PROPERTY(QStringList changedKeys READ changedKeys NOTIFY stepChanged)
    Q_PROPERTY(QStringList changedPaths READ changedPaths NOTIFY stepChanged)
    // The nearest steps with findings after / before the current one, -1 when none.
    Q_PROPERTY(int nextFindingStep READ nextFindingStep NOTIFY stepChanged)
    Q_PROPERTY(int previousFindingStep READ previousFindingStep NOTIFY stepChanged)

    // --- autoplay
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged)
    // Moves per second, 0.25 .. 50.
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged)

    // --- names: game and side names (and move texts) in Russian instead of English
    Q_PROPERTY(bool russian READ russian WRITE setRussian NOTIFY namesChanged)

    // --- the models
    Q_PROPERTY(umpire::models::MoveListModel *moves READ moves CONSTANT)
    Q_PROPERTY(umpire::models::FindingsModel *findings READ findings CONSTANT)
    Q_PROPERTY(umpire::models::ChartModel *chart READ chart CONSTANT)
    Q_PROPERTY(umpire::models::TagListModel *tagList READ tagList CONSTANT)
    Q_PROPERTY(umpire::models::ReadingChangesModel *readingChanges READ readingChanges CONSTANT)
    // Recording and editing the open record: undo, moves added and changed, saving, recovery
    // (recordeditor.h).
    Q_PROPERTY(umpire::models::RecordEditor *editor READ editor CONSTANT)

public:
    enum class Status {
        Empty,       // no record is open
        Checked,     // the record was run through its ruleset
        NotChecked,  // opened and listed, but no ruleset checks it (unknown or missing game)
    };
    Q_ENUM(Status)

    explicit ReplayController(QObject *parent = nullptr);
    ~ReplayController() override;

    // The games records are checked against: Catalog::builtin() unless set (tests). Must
    // outlive the controller; takes effect from the next open().
    void setCatalog(const core::Catalog *catalog);

    // Opens a record: a local file URL (dialog, drop) or a path. Any load in progress is
    // cancelled. Returns at once; `busy` is true until finished() is emitted.
    // The name of an id of the open record's game (a card, a place, a side, one of game.json's
    // "names") in the language shown; the id itself when the game does not name it.
    Q_INVOKABLE QString nameOf(const QString &id) const;

    Q_INVOKABLE void open(const QUrl &url);
    Q_INVOKABLE void openPath(const QString &path);
    // Stops the load in progress (if any) at once: finished(false) follows, and the record
    // open before stays open.
    Q_INVOKABLE void cancel();
    // Closes the record: status Empty, empty models.
    Q_INVOKABLE void close();

    // Checks the open record again under value `value` of reading `id` (the other readings as
    // they are), without editing the file; the step stays. Returns at once, like open().
    Q_INVOKABLE void checkUnderReading(const QString &id, const QString &value);
    // Checks the open record again under its own readings (its tags, else the adopted values).
    Q_INVOKABLE void useRecordReadings();

    Q_INVOKABLE void first();
    Q_INVOKABLE void previous();
    Q_INVOKABLE void next();
    Q_INVOKABLE void last();
    // PageUp / PageDown: to the first move of the previous / next turn (set-up before the
    // first turn; the last step after the last turn).
    Q_INVOKABLE void previousTurn();
    Q_INVOKABLE void nextTurn();
    // To the nearest step with findings after / before the current one (no move if none).
    Q_INVOKABLE void nextFinding();
    Q_INVOKABLE void previousFinding();

    // Where the timeline marks findings: the steps with findings gathered into `slots` equal
    // parts of the timeline, one mark per part that has any: [{position, severity, step}],
    // position 0..1 along the timeline (the part's first such step), severity the worst
    // ("error", "warning", "note"). At most `slots` marks however many findings there are
    // (issue 9: one item per finding made a 100,000-finding record take 1 GB).
    Q_INVOKABLE QVariantList findingMarks(int slots) const;

    // The value of the first tag named `name` (compared without case: "aliens" finds
    // [Aliens "..."]), or "" when there is none.
    Q_INVOKABLE QString tagValue(const QString &name) const;

    // The check report (checkreport.h) of the open record; empty when none is open.
    Q_INVOKABLE QString reportMarkdown() const;
    // Writes the report to a local file URL or path. Returns "" on success, else a sentence
    // naming the file and the reason.
    Q_INVOKABLE QString exportReport(const QUrl &url) const;
    Q_INVOKABLE QString exportReportToPath(const QString &path) const;

    bool busy() const { return busy_; }
    double progress() const { return progress_; }
    QString loadingPath() const { return loadingPath_; }
    QString loadError() const { return loadError_; }

    bool hasRecord() const { return data_ != nullptr; }
    QString filePath() const { return filePath_; }
    QString fileName() const;
    QString gameId() const;
    QUrl boardSource() const;
    QUrl inspectorSource() const;
    QString gameName() const;
    bool gameKnown() const;
    QVariantList sides() const;
    QVariantList tags() const;
    Status status() const;
    QString statusMessage() const;
    QVariantList syntaxErrors() const;
    int syntaxErrorCount() const;
    QString result() const;
    bool singleWinner() const;
    QString resultName() const;
    QString recordedResult() const;
    bool resultAgrees() const;
    int errorCount() const { return data_ ? data_->errorCount() : 0; }
    int warningCount() const { return data_ ? data_->warningCount() : 0; }
    int noteCount() const { return data_ ? data_->noteCount() : 0; }
    int findingCount() const;
    QVariantList findingSummary() const;
    int stepCount() const { return data_ ? data_->stepCount() : 0; }
    int turnCount() const { return data_ ? data_->gameTurnCount() : 0; }
    int readingCount() const;
    bool readingsCompared() const { return data_ && data_->readingComparison().compared; }
    int readingChecks() const { return data_ ? data_->readingComparison().runs : 0; }
    QStringList readingsOverridden() const
    {
        return data_ ? data_->readingsOverridden() : QStringList();
    }

    int step() const { return step_; }
    void setStep(int step);
    int currentTurn() const;
    QString currentSide() const;
    QString currentSideName() const;
    QString currentMoveText() const;
    QString currentAnnotation() const;
    int currentLine() const;
    int currentMoveNumber() const { return data_ ? data_->moveInTurn(step_) : 0; }
    int currentFindingCount() const { return data_ ? data_->findingCount(step_) : 0; }
    int currentErrorCount() const;
    QString currentErrorMessage() const;
    QString currentErrorRule() const;
    QString currentErrorAssumed() const;
    QVariantMap state() const;
    int stateTurn() const;
    QString statePhase() const;
    QString statePhaseName() const;
    QString sideToMove() const;
    bool stateOver() const;
    QString stateResultText() const;
    QStringList changedKeys() const;
    QStringList changedPaths() const;
    // The state after the current step, and after the step before it (empty at set-up), as
    // the game's State::toJson() gives them; empty when the record is not checked. For C++
    // views that walk the state themselves (BoardRegionModel), with no QVariantMap or
    // JavaScript object made on the way.
    QJsonObject stateJson() const { return stateJson_; }
    // The state the view shows: a tried move's while previewing, else the current step's.
    std::shared_ptr<const core::State> shownState() const;
    bool previewing() const { return bool(preview_); }
    // Shows `state`, the state after a line tried at the current step (MoveTrial), in place
    // of the step's own: stateJson() becomes it and previousStateJson() the step's, so the
    // boards mark what the tried move changes. stepChanged() tells the views; cursorMoved()
    // does not fire. Cleared by clearTried() and by any step change.
    void showTried(std::shared_ptr<const core::State> state);
    void clearTried();
    QJsonObject previousStateJson() const { return previousJson_; }
    int nextFindingStep() const { return data_ ? data_->nextFindingStep(step_) : -1; }
    int previousFindingStep() const { return data_ ? data_->previousFindingStep(step_) : -1; }

    bool playing() const { return timer_.isActive(); }
    void setPlaying(bool playing);
    double speed() const { return speed_; }
    void setSpeed(double speed);

    bool russian() const { return russian_; }
    void setRussian(bool russian);

    MoveListModel *moves() { return &moves_; }
    FindingsModel *findings() { return &findings_; }
    ChartModel *chart() { return &chart_; }
    TagListModel *tagList() { return &tagList_; }
    ReadingChangesModel *readingChanges() { return &readingChanges_; }

    RecordEditor *editor() { return editor_.get(); }

    // The open record (null when none), for C++ callers such as the screenshot tool.
    std::shared_ptr<const ReplayData> replayData() const { return data_; }
    // The record as an editable document: what is shown is always its checked record. Its
    // edits go through editor(), which keeps the view's step where the user expects it.
    RecordDocument &document() { return *document_; }
    // After the document's next re-check, show `step` (clamped) instead of keeping the step
    // (RecordEditor: the step of a move just added).
    void showStepAfterCheck(int step) { stepAfterCheck_ = step; }
    // The next check uses the record's own readings (a new record, or one continued).
    void clearReadingChoices() { readings_.clear(); }

Q_SIGNALS:
    void busyChanged();
    void progressChanged();
    void loadErrorChanged();
    void recordChanged();
    void namesChanged();
    void stepChanged();
    // The step itself changed (not only what is shown): a tried line belongs to its step.
    void cursorMoved();
    void playingChanged();
    void speedChanged();
    // Every open() ends with exactly one finished: `opened` is true when the record is now
    // open, false when the open failed (loadError says why) or was cancelled or superseded.
    void finished(bool opened);

private:
    // The first error finding of the current step, or null.
    const core::Finding *firstCurrentError() const;
    // Watches `future` (a load or a recheck of `path`); when it succeeds the record it gives
    // replaces the open one and the view goes to `stepAfter` (clamped).
    // `recheck`: the record open is checked again (its document keeps its lines and undo);
    // else a file is opened.
    void startLoad(QFuture<LoadOutcome> future, const QString &path, int stepAfter, bool recheck);
    void finishLoad(const LoadOutcome &outcome, const QString &path, int stepAfter, bool recheck);
    // Runs the open record through its ruleset again, keeping the step (after a language
    // change: findings are written in the language installed when checked).
    void recheck();
    void setBusy(bool busy, const QString &path = QString());
    void setProgress(double progress);
    void setLoadError(const QString &error);
    void setData(std::shared_ptr<const ReplayData> data, const QString &path, int step = 0);
    // The document was checked again (an open, an edit, undo, a re-check): show its record.
    void showDocument(int firstChangedStep);
    void makeDocument();
    void updateStep();  // recomputes everything that depends on step_
    bool hasPreviousStep() const;  // a checked record past set-up: there is a step to diff against
    QJsonObject jsonAt(int step);
    void advance();     // one autoplay tick

    const core::Catalog *catalog_ = nullptr;
    // The record shown is document_'s checked record (data_ is document_->data(), or null when
    // nothing is open). The editor is made before the document (it is told of each new one).
    std::unique_ptr<RecordEditor> editor_;
    std::unique_ptr<RecordDocument> document_;
    std::optional<int> stepAfterCheck_;
    std::shared_ptr<const ReplayData> data_;
    QString filePath_;
    QPointer<QFutureWatcher<LoadOutcome>> watcher_;  // the load in progress
    bool recheckAfterLoad_ = false;  // the language changed during a load
    // The readings to check the open record under instead of its own (checkUnderReading);
    // cleared when another record is opened.
    ReadingChoices readings_;
    bool busy_ = false;
    double progress_ = 0;
    QString loadingPath_;
    QString loadError_;

    int step_ = 0;
    QJsonObject stateJson_;     // the current step's state (or the tried one); empty when unchecked
    std::shared_ptr<const core::State> preview_;  // the tried state shown, or null
    QJsonObject previousJson_;  // the step before's; empty at set-up and when unchecked
    // Made from the two above on first read after a step (mutable: a cache of const reads).
    mutable std::optional<QVariantMap> state_;
    mutable std::optional<QStringList> changedKeys_;
    mutable std::optional<QStringList> changedPaths_;
    // The toJson() of recently shown steps: stepping forward or back reuses them.
    struct CachedJson {
        int step = -1;
        QJsonObject json;
    };
    std::array<CachedJson, 3> jsonCache_;
    std::size_t jsonCacheNext_ = 0;

    QTimer timer_;
    double speed_ = 2.0;
    bool russian_ = false;

    MoveListModel moves_;
    FindingsModel findings_;
    ChartModel chart_;
    TagListModel tagList_;
    ReadingChangesModel readingChanges_;
    mutable std::optional<QVariantList> tags_;  // `tags`, made on first read after an open
};

}  // namespace umpire::models
