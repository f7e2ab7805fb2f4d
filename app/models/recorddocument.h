// An editable record: the foundation of recording and editing games in the app (issue 23).
//
// The document owns the record's text as lines (tags, comments, blank lines and move lines,
// exactly as loaded or typed), an undo stack, and the record checked: after every edit, undo
// and redo, core::Replay::rerun re-checks it from the last checkpoint before the first
// changed move line (a tag change: from the set-up), and checked() says from which step the
// findings may differ. Steps are 1-based move lines, as in core::Replay.
//
// Every edit is one QUndoCommand (RecordEditCommand: lines replaced by lines). A step number
// out of range, or a line that is not exactly one well-formed move line, is refused (false),
// and nothing changes.
//
// Saving writes the canonical form (recordfile::canonicalLines): tag lines canonical, each
// move line that decodes as encode(move) plus its annotation, one that does not as
// notation::printMove writes it; trailing comments, comment-only lines, blank lines and lines
// with syntax errors are kept as written. Line breaks become LF and a byte-order mark is
// dropped (both already on load). After a save the document holds the text it wrote.
//
// The recovery journal (recordjournal.h; its place is described in docs/app-models.md): with a
// journal path set, every change writes the text and the record's own path there, on a
// worker thread (RecordJournalWriter: the disk's fsync would cost the UI thread several ms);
// a save, going back to the saved text, or discardJournal() removes it.
#pragma once

#include "recordfile.h"
#include "recordjournal.h"
#include "recordjournalwriter.h"
#include "replaydata.h"

#include "core/catalog.h"
#include "core/replay.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>
#include <utility>
#include <vector>

namespace umpire::models {

class RecordDocument : public QObject {
    Q_OBJECT

public:
    // `catalog` must outlive the document. The document starts empty (no [Game] tag).
    explicit RecordDocument(const core::Catalog &catalog, QObject *parent = nullptr);
    ~RecordDocument() override;

    // --- how the record is checked (each re-checks the whole record, then checked(0))
    // Readings in force instead of the record's own, as core::Replay::Options::readings.
    void setReadings(std::vector<std::pair<QString, QString>> readings);
    // The language of the findings; unset: the installed translation's.
    void setLanguage(std::optional<core::Language> language);

    // --- loading (each clears the undo stack; then checked(0))
    // The record read from `path` (its bytes as read): clean, saved back to `path`.
    void load(QByteArrayView bytes, const QString &path);
    // A new record with no file: `tagLines` (tag lines, possibly comments) and no moves; clean.
    void newRecord(QByteArrayView tagLines);
    // A record given back by a recovery journal (readJournal): its text and own path, and
    // modified, as it was unsaved when the journal was written.
    void restore(const recordjournal::Entry &entry);
    // A record read from `path` and checked elsewhere (the app checks it off the UI thread:
    // replayloader.h): its lines are those of data->record().source, `stamp` the file's bytes
    // as read. Clean; no re-check (checked(0) follows). `data` is the document's from now on.
    void adopt(std::shared_ptr<ReplayData> data, const QString &path,
               const recordfile::DiskStamp &stamp);
    // The same record checked again elsewhere (under other readings, in another language),
    // from the document's own text: `data` replaces the checked record, and `readings` and
    // `language` are kept for the re-checks of later edits. The lines and the undo stack
    // stay. checked(0) follows.
    void replaceChecked(std::shared_ptr<ReplayData> data,
                        std::vector<std::pair<QString, QString>> readings,
                        std::optional<core::Language> language);

    // --- the record
    const QList<QByteArray> &lines() const { return lines_; }
    // The lines joined, each ended by LF.
    const QByteArray &text() const { return text_; }
    // The record's own file; empty for a new record.
    QString path() const { return path_; }
    const core::Replay &replay() const { return data_->replay(); }
    // The record checked, with the indexes the Replay page reads (shared with its models).
    std::shared_ptr<const ReplayData> data() const { return data_; }
    int stepCount() const { return replay().stepCount(); }
    // The move line of a step as written (without line break); empty when out of range.
    QByteArray moveLine(int step) const;

    QUndoStack *undoStack() { return &undo_; }
    // Unsaved changes: the undo stack is away from its clean state (a restored record has
    // none).
    bool modified() const { return !undo_.isClean(); }

    // --- edits: each is one undoable command, then the re-check and checked()
    // `line` must be one well-formed move line (it may be illegal: a move "as played").
    // Adds it after the last line; the first move of a record gets an empty line before it
    // when the tags end the text, as in the canonical form.
    bool appendMove(const QByteArray &line);
    // Inserts it before the move line of `step` (1..stepCount(); stepCount() + 1 appends).
    bool insertMove(int step, const QByteArray &line);
    bool replaceMove(int step, const QByteArray &line);
    bool removeMove(int step);
    // The annotation (`{...}`) of a step's line, escaped as the canonical printer does; an
    // empty text gives `{}`, which is not the same as none. The rest of the line is kept.
    bool setAnnotation(int step, const QString &annotation);
    bool clearAnnotation(int step);
    // Sets the first tag called `name` (its line becomes canonical, its comment kept), or adds
    // it after the last tag. `name` must be a tag name (a letter, then letters, digits, '_',
    // '-'). Re-checks from the set-up.
    bool setTag(const QString &name, const QString &value);
    // Adds another tag called `name` after the last tag, as for a repeatable [Reading].
    bool addTag(const QString &name, const QString &value);
    // Removes the first tag called `name` (with `value` when given); false when there is none.
    bool removeTag(const QString &name, const std::optional<QString> &value = std::nullopt);

    // --- saving
    // Writes the canonical form to `path` (Save, or Save As with another path) atomically.
    // Refused when `path` is the record's own file and it changed on disk since it was loaded
    // or saved. On failure: false, saveError() is one sentence naming the file, and the
    // document stays as it was (modified). On success the document is clean, its path is
    // `path`, and the journal is removed.
    bool save(const QString &path);
    QString saveError() const { return saveError_; }

    // --- the recovery journal
    // Where to journal this document; empty: no journal. Written at once when modified.
    void setJournalPath(const QString &path);
    QString journalPath() const { return journalPath_; }
    // Removes the journal (the user closed the record without saving, or declined recovery).
    void discardJournal();
    // Waits until the journal on disk is up to date (the writes run on a worker thread): at
    // quit, and in tests.
    void flushJournal();
    // Why a journal write failed, set with journalFailed(); empty when none failed since the
    // journal path was set.
    QString journalError() const { return journalError_; }
    static std::optional<recordjournal::Entry> readJournal(const QString &path);
    // A fresh journal path by the convention of docs/app-models.md:
    // AppDataLocation/recovery/<uuid>.journal (the folder is made).
    static QString newJournalPath();
    // That folder (it may not exist yet: the first journal written makes it).
    static QString journalFolder();

Q_SIGNALS:
    // The record was re-checked after a change; findings of steps before `firstChangedStep`
    // are those of before (0: everything may differ).
    void checked(int firstChangedStep);
    void modifiedChanged();
    // A journal write failed (journalError()); the edit itself is kept. Queued from the
    // journal's worker thread.
    void journalFailed();

private:
    friend class RecordEditCommand;

    // The one change every command makes: lines [first, first + count) replaced by `lines`,
    // then the re-check.
    void replaceLines(qsizetype first, qsizetype count, const QList<QByteArray> &lines);
    bool push(qsizetype first, qsizetype count, QList<QByteArray> lines, const QString &text);
    // The line index of a step's move line, or -1 when the step is out of range.
    qsizetype lineOfStep(int step) const;
    // The line index after the last tag line, or the first move line, or 0.
    qsizetype tagInsertionLine() const;
    int firstStepAffectedFrom(qsizetype line) const;
    void reset(QList<QByteArray> lines, const QString &path, recordfile::DiskStamp stamp,
               bool unsaved);
    void recheck(int firstChangedStep);
    core::Replay::Options checkOptions() const;
    void updateJournal();

    const core::Catalog &catalog_;
    QList<QByteArray> lines_;
    QByteArray text_;
    QString path_;
    recordfile::DiskStamp stamp_;
    std::shared_ptr<ReplayData> data_;
    QUndoStack undo_;
    std::vector<std::pair<QString, QString>> readings_;
    std::optional<core::Language> language_;
    QString saveError_;
    QString journalPath_;
    QString journalError_;
    // Last: destroyed first, so its pending writes finish while the document is whole.
    RecordJournalWriter journal_;
};

}  // namespace umpire::models
