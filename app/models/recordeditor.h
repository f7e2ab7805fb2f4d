// Recording and editing the open record from the Replay page (issue 23): the editing job of
// the page, beside the controller's reading and cursor jobs.
//
// QML reaches it as `replay.editor` (ReplayController::editor). It works on the controller's
// RecordDocument: every change is one undoable command, re-checked from the last checkpoint
// before it, after which the controller shows the document's record again. The editor keeps
// the step where the user expects it: after an added or inserted move, the step of that move;
// after a removal, the step before; otherwise the step it was on.
//
// Nothing is edited while the controller is busy (a record being opened or checked again off
// the UI thread reads the document's record): each edit then returns false and says why.
//
// Recovery: once the record has unsaved changes, its text is journalled after every change
// (RecordDocument; docs/app-models.md says where). Each running app holds a lock on its own
// journal (`<journal>.lock`, QLockFile), so `recoveries` lists only the journals no running
// app holds: those of an app that was killed or lost power.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace umpire::models {

class RecordDocument;
class ReplayController;

class RecordEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Use replay.editor")

    // Unsaved changes (the window title marks them, and closing asks).
    Q_PROPERTY(bool modified READ modified NOTIFY changed)
    // The record has no file yet (a new game, a game continued from a step): Save asks where.
    Q_PROPERTY(bool untitled READ untitled NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    // What Undo / Redo would do ("Add move"), in the installed language; empty when nothing.
    Q_PROPERTY(QString undoText READ undoText NOTIFY changed)
    Q_PROPERTY(QString redoText READ redoText NOTIFY changed)
    // Why the last edit or save was refused, one sentence naming the file where there is one;
    // empty after one that worked.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // Why the recovery journal could not be written (the edits themselves are kept); empty
    // while it works.
    Q_PROPERTY(QString journalError READ journalError NOTIFY changed)
    // Records left unsaved by an app that is no longer running, newest first:
    // [{path, originalPath, fileName, modified (date), moveCount}] (path: the journal's own).
    Q_PROPERTY(QVariantList recoveries READ recoveries NOTIFY recoveriesChanged)

public:
    explicit RecordEditor(ReplayController *replay);
    ~RecordEditor() override;

    // The controller's document, made again when its catalog changes.
    void setDocument(RecordDocument *document);

    bool modified() const;
    bool untitled() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    QString error() const { return error_; }
    QString journalError() const;
    QVariantList recoveries() const;

    // --- new records (each replaces the record open: QML asks about unsaved changes first)
    // A new record of the tags `tagText` (NewGameForm's tag lines) and no move; the step is
    // set-up. False (with error) when the text holds anything but tags and comments.
    Q_INVOKABLE bool newRecord(const QString &tagText);
    // A new record with the open record's lines up to the current step (its tags, comments and
    // moves up to it): the game goes on from here, and the record open is not changed. It has
    // unsaved changes from the start; the step stays.
    Q_INVOKABLE bool continueFromHere();

    // --- moves (each re-checks the record; the line may break rules: it is added as played)
    // Adds `line` after the current step (at the end when the step is the last) and goes to it.
    Q_INVOKABLE bool addMove(const QString &line);
    // Replaces the move of `step` by `line`; the step becomes `step`.
    Q_INVOKABLE bool replaceMove(int step, const QString &line);
    // Deletes the move of `step`; the step becomes the one before.
    Q_INVOKABLE bool removeMove(int step);
    // The annotation of a step's move (`{...}`): set (an empty text keeps an empty `{}`) or
    // removed.
    Q_INVOKABLE bool setAnnotation(int step, const QString &text);
    Q_INVOKABLE bool clearAnnotation(int step);
    // The move line of `step` as the record holds it ("" for set-up and out of range).
    Q_INVOKABLE QString moveLine(int step) const;
    // Whether the step's move line has an annotation, even an empty `{}`.
    Q_INVOKABLE bool hasAnnotation(int step) const;

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    // --- saving: the canonical text, atomically (RecordDocument::save). False, with error,
    // when refused or failed; the record then keeps its changes.
    Q_INVOKABLE bool save();
    // Save As: a local file URL (a dialog) or a path. A name without an extension gets ".ugr".
    Q_INVOKABLE bool saveAs(const QUrl &url);
    Q_INVOKABLE bool saveAsPath(const QString &path);

    // --- recovery
    // Opens the record of a journal in `recoveries` (unsaved, as it was) and carries on
    // journalling it there.
    Q_INVOKABLE bool restore(const QString &journalPath);
    // Deletes a journal in `recoveries` (the user does not want it back).
    Q_INVOKABLE void discardRecovery(const QString &journalPath);
    // Reads the journal folder again.
    Q_INVOKABLE void refreshRecoveries();

Q_SIGNALS:
    void changed();
    void errorChanged();
    void recoveriesChanged();

private:
    // Nothing can be edited now: no record, or one being opened or checked (sets error).
    bool blocked();
    bool done(bool ok, const QString &refusal);
    void setError(const QString &error);
    // Journal this document at a path of its own, locked while this app runs.
    void claimJournal(const QString &path);

    ReplayController *replay_;
    QPointer<RecordDocument> document_;
    QString error_;
    QVariantList recoveries_;
    std::unique_ptr<QLockFile> journalLock_;
};

}  // namespace umpire::models
