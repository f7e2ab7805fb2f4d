#include "recordeditor.h"

#include "recorddocument.h"
#include "recordtext.h"
#include "replaycontroller.h"

#include "notation/parser.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace umpire::models {

RecordEditor::RecordEditor(ReplayController *replay) : QObject(replay), replay_(replay)
{
    connect(replay_, &ReplayController::busyChanged, this, &RecordEditor::changed);
    connect(replay_, &ReplayController::recordChanged, this, &RecordEditor::changed);
    refreshRecoveries();
}

RecordEditor::~RecordEditor() = default;

void RecordEditor::setDocument(RecordDocument *document)
{
    if (document_)
        disconnect(document_, nullptr, this, nullptr);
    document_ = document;
    if (document_) {
        QUndoStack *undo = document_->undoStack();
        connect(undo, &QUndoStack::indexChanged, this, &RecordEditor::changed);
        connect(undo, &QUndoStack::cleanChanged, this, &RecordEditor::changed);
        connect(undo, &QUndoStack::undoTextChanged, this, &RecordEditor::changed);
        connect(undo, &QUndoStack::redoTextChanged, this, &RecordEditor::changed);
        connect(document_, &RecordDocument::journalFailed, this, &RecordEditor::changed);
        // A record with unsaved changes is journalled from its first change on.
        connect(document_, &RecordDocument::modifiedChanged, this, [this] {
            if (document_ && document_->modified() && document_->journalPath().isEmpty())
                claimJournal(RecordDocument::newJournalPath());
            Q_EMIT changed();
        });
        if (journalLock_)  // a new document (another catalog): the old journal's lock goes
            journalLock_.reset();
    }
    Q_EMIT changed();
}

// --- what the page shows

bool RecordEditor::modified() const
{
    return document_ && replay_->hasRecord() && document_->modified();
}

bool RecordEditor::untitled() const
{
    return document_ && replay_->hasRecord() && document_->path().isEmpty();
}

bool RecordEditor::canUndo() const
{
    return document_ && replay_->hasRecord() && !replay_->busy() &&
            document_->undoStack()->canUndo();
}

bool RecordEditor::canRedo() const
{
    return document_ && replay_->hasRecord() && !replay_->busy() &&
            document_->undoStack()->canRedo();
}

QString RecordEditor::undoText() const
{
    return canUndo() ? document_->undoStack()->undoText() : QString();
}

QString RecordEditor::redoText() const
{
    return canRedo() ? document_->undoStack()->redoText() : QString();
}

QString RecordEditor::journalError() const
{
    return document_ ? document_->journalError() : QString();
}

QString RecordEditor::moveLine(int step) const
{
    return document_ && replay_->hasRecord() ? QString::fromUtf8(document_->moveLine(step))
                                             : QString();
}

bool RecordEditor::hasAnnotation(int step) const
{
    if (!document_ || !replay_->hasRecord())
        return false;
    return recordtext::lineParts(document_->moveLine(step)).annotationStart >= 0;
}

// --- edits

bool RecordEditor::blocked()
{
    if (!document_ || !replay_->hasRecord()) {
        setError(tr("No record is open: open one, or start a new game with File > New Game."));
        return true;
    }
    if (replay_->busy()) {
        setError(tr("The record is being checked; edit it once the check is done."));
        return true;
    }
    return false;
}

bool RecordEditor::done(bool ok, const QString &refusal)
{
    setError(ok ? QString() : refusal);
    return ok;
}

void RecordEditor::setError(const QString &error)
{
    if (error == error_)
        return;
    error_ = error;
    Q_EMIT errorChanged();
}

namespace {

QString notAMoveLine(const QString &line)
{
    return RecordEditor::tr("“%1” is not one record move line (turn, side, verb and its "
                            "arguments), so it was not added.")
            .arg(line.left(80));
}

}  // namespace

bool RecordEditor::newRecord(const QString &tagText)
{
    if (!document_)
        return false;
    replay_->cancel();
    const QByteArray bytes = tagText.toUtf8();
    const notation::Record parsed = notation::parse(bytes);
    if (!parsed.errors.empty() || !parsed.moves.empty() || parsed.tags.empty())
        return done(false, tr("A new record starts from tag lines only, such as [Game \"wotw\"]."));
    replay_->clearReadingChoices();
    replay_->showStepAfterCheck(0);
    document_->newRecord(bytes);
    return done(true, {});
}

bool RecordEditor::continueFromHere()
{
    if (blocked())
        return false;
    const auto data = replay_->replayData();
    const notation::Record &record = data->record();
    const int step = replay_->step();
    // The lines before the first move at set-up, else up to the current step's move line.
    qsizetype end = document_->lines().size();
    if (step > 0)
        end = qsizetype(record.moves[std::size_t(step - 1)].position.line);
    else if (!record.moves.empty())
        end = qsizetype(record.moves.front().position.line - 1);
    QList<QByteArray> lines = document_->lines().mid(0, end);
    // The game goes on: the original's result is not this record's.
    for (auto tag = record.tags.rbegin(); tag != record.tags.rend(); ++tag)
        if (record.text(tag->name) == "Result" && tag->position.line <= lines.size())
            lines.removeAt(qsizetype(tag->position.line - 1));
    replay_->clearReadingChoices();
    replay_->showStepAfterCheck(step);
    document_->restore({recordtext::joinLines(lines), QString(), {}});
    return done(true, {});
}

bool RecordEditor::addMove(const QString &line)
{
    if (blocked())
        return false;
    const int step = replay_->step();
    replay_->showStepAfterCheck(step + 1);
    const bool ok = document_->insertMove(step + 1, line.toUtf8());
    if (!ok)
        replay_->showStepAfterCheck(step);
    return done(ok, notAMoveLine(line));
}

bool RecordEditor::replaceMove(int step, const QString &line)
{
    if (blocked())
        return false;
    replay_->showStepAfterCheck(step);
    const bool ok = document_->replaceMove(step, line.toUtf8());
    if (!ok)
        replay_->showStepAfterCheck(replay_->step());
    return done(ok, notAMoveLine(line));
}

bool RecordEditor::removeMove(int step)
{
    if (blocked())
        return false;
    replay_->showStepAfterCheck(std::max(0, step - 1));
    const bool ok = document_->removeMove(step);
    if (!ok)
        replay_->showStepAfterCheck(replay_->step());
    return done(ok, tr("There is no move %1 to delete.").arg(step));
}

bool RecordEditor::setAnnotation(int step, const QString &text)
{
    if (blocked())
        return false;
    return done(document_->setAnnotation(step, text),
                tr("There is no move %1 to annotate.").arg(step));
}

bool RecordEditor::clearAnnotation(int step)
{
    if (blocked())
        return false;
    return done(document_->clearAnnotation(step),
                tr("There is no move %1 to annotate.").arg(step));
}

void RecordEditor::undo()
{
    if (!canUndo())
        return;
    document_->undoStack()->undo();
    setError({});
}

void RecordEditor::redo()
{
    if (!canRedo())
        return;
    document_->undoStack()->redo();
    setError({});
}

// --- saving

bool RecordEditor::save()
{
    if (blocked())
        return false;
    if (document_->path().isEmpty())
        return done(false, tr("The record has no file name yet; save it under a name first."));
    const bool ok = document_->save(document_->path());
    Q_EMIT changed();
    return done(ok, document_->saveError());
}

bool RecordEditor::saveAs(const QUrl &url)
{
    if (!url.isLocalFile() && !url.scheme().isEmpty())
        return done(false, tr("%1: only local files can be written").arg(url.toDisplayString()));
    return saveAsPath(url.isLocalFile() ? url.toLocalFile() : url.path());
}

bool RecordEditor::saveAsPath(const QString &path)
{
    if (blocked())
        return false;
    if (path.isEmpty())
        return done(false, tr("No file name was given to save the record under."));
    QString target = QFileInfo(path).absoluteFilePath();
    if (QFileInfo(target).suffix().isEmpty())
        target += QStringLiteral(".ugr");
    const bool ok = document_->save(target);
    Q_EMIT changed();
    return done(ok, document_->saveError());
}

// --- recovery

void RecordEditor::claimJournal(const QString &path)
{
    journalLock_ = std::make_unique<QLockFile>(path + QStringLiteral(".lock"));
    journalLock_->setStaleLockTime(0);  // held while this app runs, however long
    if (!journalLock_->tryLock(0))
        journalLock_.reset();  // journalled all the same; another start may offer it early
    document_->setJournalPath(path);
}

QVariantList RecordEditor::recoveries() const
{
    return recoveries_;
}

void RecordEditor::refreshRecoveries()
{
    struct Found {
        QDateTime modified;
        QVariantMap item;
    };
    std::vector<Found> found;
    const QString own = document_ ? document_->journalPath() : QString();
    const QDir folder(RecordDocument::journalFolder());
    for (const QFileInfo &info : folder.entryInfoList({QStringLiteral("*.journal")}, QDir::Files)) {
        const QString path = info.absoluteFilePath();
        if (path == own)
            continue;
        // A journal whose app still runs is that app's to offer, not ours.
        QLockFile lock(path + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        const auto entry = RecordDocument::readJournal(path);
        if (!entry)
            continue;
        const notation::Record record = notation::parse(entry->text);
        found.push_back({info.lastModified(),
                         QVariantMap{{QStringLiteral("path"), path},
                                     {QStringLiteral("originalPath"), entry->originalPath},
                                     {QStringLiteral("fileName"),
                                      entry->originalPath.isEmpty()
                                              ? QString()
                                              : QFileInfo(entry->originalPath).fileName()},
                                     {QStringLiteral("game"), record.tag("Game")},
                                     {QStringLiteral("modified"), info.lastModified()},
                                     {QStringLiteral("moveCount"), int(record.moves.size())}}});
    }
    std::sort(found.begin(), found.end(),
              [](const Found &a, const Found &b) { return a.modified > b.modified; });
    recoveries_.clear();
    for (Found &f : found)
        recoveries_ << f.item;
    Q_EMIT recoveriesChanged();
}

bool RecordEditor::restore(const QString &journalPath)
{
    if (!document_)
        return false;
    const auto entry = RecordDocument::readJournal(journalPath);
    if (!entry)
        return done(false, tr("%1 is not a recovery journal Umpire can read.")
                                   .arg(QDir::toNativeSeparators(journalPath)));
    replay_->cancel();
    replay_->clearReadingChoices();
    replay_->showStepAfterCheck(0);
    document_->restore(*entry);
    // Carry on journalling where it was, so a second crash loses nothing either.
    claimJournal(journalPath);
    refreshRecoveries();
    return done(true, {});
}

void RecordEditor::discardRecovery(const QString &journalPath)
{
    QLockFile lock(journalPath + QStringLiteral(".lock"));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0))
        return;  // another running app's
    QFile::remove(journalPath);
    lock.unlock();
    refreshRecoveries();
}

}  // namespace umpire::models
