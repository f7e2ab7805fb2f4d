#include "recorddocument.h"

#include "recordeditcommand.h"
#include "recordtext.h"

#include "notation/parser.h"
#include "notation/printer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace umpire::models {

namespace {

bool isTagName(const QString &name)
{
    if (name.isEmpty() || !(name[0].isLetter() && name[0].unicode() < 128))
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'_' || c == u'-');
    });
}

// The set-up depends on the tags and where they sit (findings point at them).
bool sameTags(const notation::Record &a, const notation::Record &b)
{
    return std::equal(a.tags.begin(), a.tags.end(), b.tags.begin(), b.tags.end(),
                      [&](const notation::TagPair &x, const notation::TagPair &y) {
                          return x.position == y.position && x.value == y.value &&
                                  a.text(x.name) == b.text(y.name);
                      });
}

bool sameFile(const QString &a, const QString &b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

}  // namespace

RecordDocument::RecordDocument(const core::Catalog &catalog, QObject *parent)
    : QObject(parent),
      catalog_(catalog),
      journal_([this](const QString &error) {
          QMetaObject::invokeMethod(
                  this,
                  [this, error] {
                      journalError_ = error;
                      Q_EMIT journalFailed();
                  },
                  Qt::QueuedConnection);
      })
{
    connect(&undo_, &QUndoStack::cleanChanged, this, &RecordDocument::modifiedChanged);
    // After the stack moved (push, undo, redo): its clean state is then up to date.
    connect(&undo_, &QUndoStack::indexChanged, this, &RecordDocument::updateJournal);
    recheck(0);
}

// The commands point at the document: they go first.
RecordDocument::~RecordDocument()
{
    disconnect(&undo_, nullptr, this, nullptr);
    undo_.clear();
}

// --- how the record is checked

core::Replay::Options RecordDocument::checkOptions() const
{
    core::Replay::Options options;
    options.keepStates = true;
    options.readings = readings_;
    options.language = language_;
    return options;
}

void RecordDocument::setReadings(std::vector<std::pair<QString, QString>> readings)
{
    readings_ = std::move(readings);
    recheck(0);
}

void RecordDocument::setLanguage(std::optional<core::Language> language)
{
    language_ = language;
    recheck(0);
}

void RecordDocument::recheck(int firstChangedStep)
{
    text_ = recordtext::joinLines(lines_);
    notation::Record record = notation::parse(text_, path_);
    // The data before the edit keeps its indexes (its chart points are reused) but gives up
    // its replay, which rerun goes on from.
    const std::shared_ptr<ReplayData> previous = std::move(data_);
    core::Replay replay = previous ? previous->takeReplay() : core::Replay();
    if (!sameTags(record, replay.record()))
        firstChangedStep = 0;
    replay = core::Replay::rerun(std::move(replay), std::move(record), catalog_, checkOptions());
    data_ = ReplayData::fromReplay(std::move(replay), catalog_, readings_, previous.get(),
                                   firstChangedStep);
    Q_EMIT checked(firstChangedStep);
}

// --- loading

void RecordDocument::reset(QList<QByteArray> lines, const QString &path,
                           recordfile::DiskStamp stamp, bool unsaved)
{
    const bool wasModified = modified();
    lines_ = std::move(lines);
    path_ = path;
    readings_.clear();  // another record: checked under its own readings
    stamp_ = std::move(stamp);
    {
        // Clearing the stack is not an edit: the journal is settled below.
        const QSignalBlocker blocker(&undo_);
        undo_.clear();
        if (unsaved)
            undo_.resetClean();  // no state of the stack is the file's
        else
            undo_.setClean();
    }
    recheck(0);
    if (wasModified != modified())
        Q_EMIT modifiedChanged();
    updateJournal();
}

void RecordDocument::load(QByteArrayView bytes, const QString &path)
{
    reset(recordtext::splitLines(bytes), path, recordfile::stampOf(bytes), false);
}

void RecordDocument::newRecord(QByteArrayView tagLines)
{
    reset(recordtext::splitLines(tagLines), QString(), recordfile::DiskStamp{}, false);
}

void RecordDocument::restore(const recordjournal::Entry &entry)
{
    reset(recordtext::splitLines(entry.text), entry.originalPath, entry.stamp, true);
}

void RecordDocument::adopt(std::shared_ptr<ReplayData> data, const QString &path,
                           const recordfile::DiskStamp &stamp)
{
    const bool wasModified = modified();
    lines_ = recordtext::splitLines(data->record().source);
    text_ = recordtext::joinLines(lines_);
    path_ = path;
    stamp_ = stamp;
    readings_ = data->readingChoices();
    data_ = std::move(data);
    {
        const QSignalBlocker blocker(&undo_);
        undo_.clear();
        undo_.setClean();
    }
    Q_EMIT checked(0);
    if (wasModified != modified())
        Q_EMIT modifiedChanged();
    updateJournal();
}

void RecordDocument::replaceChecked(std::shared_ptr<ReplayData> data,
                                    std::vector<std::pair<QString, QString>> readings,
                                    std::optional<core::Language> language)
{
    data_ = std::move(data);
    readings_ = std::move(readings);
    language_ = language;
    Q_EMIT checked(0);
}

// --- the record

qsizetype RecordDocument::lineOfStep(int step) const
{
    if (step < 1 || step > stepCount())
        return -1;
    return qsizetype(replay().record().moves[std::size_t(step - 1)].position.line - 1);
}

QByteArray RecordDocument::moveLine(int step) const
{
    const qsizetype line = lineOfStep(step);
    return line < 0 ? QByteArray() : lines_[line];
}

qsizetype RecordDocument::tagInsertionLine() const
{
    const notation::Record &record = replay().record();
    if (!record.tags.empty())
        return qsizetype(record.tags.back().position.line);
    if (!record.moves.empty())
        return qsizetype(record.moves.front().position.line - 1);
    return 0;
}

// A change at `line` leaves the steps whose move lines come before it alone (recheck() says
// 0 when the tags changed).
int RecordDocument::firstStepAffectedFrom(qsizetype line) const
{
    const notation::Record &record = replay().record();
    const auto after = std::lower_bound(
            record.moves.begin(), record.moves.end(), line,
            [](const notation::MoveLine &m, qsizetype l) { return m.position.line - 1 < l; });
    return int(after - record.moves.begin()) + 1;
}

// --- edits

void RecordDocument::replaceLines(qsizetype first, qsizetype count, const QList<QByteArray> &lines)
{
    const int firstChangedStep = firstStepAffectedFrom(first);
    lines_.remove(first, count);
    for (qsizetype i = 0; i < lines.size(); ++i)
        lines_.insert(first + i, lines[i]);
    recheck(firstChangedStep);
}

bool RecordDocument::push(qsizetype first, qsizetype count, QList<QByteArray> lines,
                          const QString &text)
{
    undo_.push(new RecordEditCommand(this, first, lines_.mid(first, count), std::move(lines),
                                     text));
    return true;
}

bool RecordDocument::appendMove(const QByteArray &line)
{
    if (!recordtext::isMoveLine(line))
        return false;
    QList<QByteArray> added;
    const notation::Record &record = replay().record();
    const bool tagsEndText = record.moves.empty() && !record.tags.empty() &&
            record.tags.back().position.line == lines_.size();
    if (tagsEndText)
        added.append(QByteArray());
    added.append(line);
    return push(lines_.size(), 0, std::move(added), tr("Add move"));
}

bool RecordDocument::insertMove(int step, const QByteArray &line)
{
    if (step == stepCount() + 1)
        return appendMove(line);
    const qsizetype at = lineOfStep(step);
    if (at < 0 || !recordtext::isMoveLine(line))
        return false;
    return push(at, 0, {line}, tr("Insert move"));
}

bool RecordDocument::replaceMove(int step, const QByteArray &line)
{
    const qsizetype at = lineOfStep(step);
    if (at < 0 || !recordtext::isMoveLine(line))
        return false;
    return push(at, 1, {line}, tr("Replace move"));
}

bool RecordDocument::removeMove(int step)
{
    const qsizetype at = lineOfStep(step);
    if (at < 0)
        return false;
    return push(at, 1, {}, tr("Delete move"));
}

bool RecordDocument::setAnnotation(int step, const QString &annotation)
{
    const qsizetype at = lineOfStep(step);
    if (at < 0)
        return false;
    return push(at, 1,
                {recordtext::withAnnotation(lines_[at], notation::printAnnotation(annotation))},
                tr("Edit annotation"));
}

bool RecordDocument::clearAnnotation(int step)
{
    const qsizetype at = lineOfStep(step);
    if (at < 0)
        return false;
    return push(at, 1, {recordtext::withAnnotation(lines_[at], {})}, tr("Remove annotation"));
}

bool RecordDocument::setTag(const QString &name, const QString &value)
{
    if (!isTagName(name))
        return false;
    const notation::Record &record = replay().record();
    const QByteArray latin = name.toLatin1();
    for (const notation::TagPair &tag : record.tags) {
        if (record.text(tag.name) != std::string_view(latin.constData(), latin.size()))
            continue;
        const qsizetype at = tag.position.line - 1;
        QByteArray line = notation::printTag(latin, value);
        const QByteArray comment = recordtext::trailingComment(lines_[at]);
        if (!comment.isEmpty())
            line.append(' ').append(comment);
        return push(at, 1, {line}, tr("Edit tag"));
    }
    return addTag(name, value);
}

bool RecordDocument::addTag(const QString &name, const QString &value)
{
    if (!isTagName(name))
        return false;
    return push(tagInsertionLine(), 0, {notation::printTag(name.toLatin1(), value)},
                tr("Add tag"));
}

bool RecordDocument::removeTag(const QString &name, const std::optional<QString> &value)
{
    const notation::Record &record = replay().record();
    const QByteArray latin = name.toLatin1();
    for (const notation::TagPair &tag : record.tags) {
        if (record.text(tag.name) == std::string_view(latin.constData(), latin.size()) &&
            (!value || tag.value == *value))
            return push(tag.position.line - 1, 1, {}, tr("Remove tag"));
    }
    return false;
}

// --- saving

bool RecordDocument::save(const QString &path)
{
    saveError_.clear();
    if (path.isEmpty()) {
        saveError_ = tr("The record has no file name yet; save it under a name first.");
        return false;
    }
    if (!path_.isEmpty() && sameFile(path, path_) && recordfile::changedOnDisk(path, stamp_)) {
        saveError_ = tr("%1 changed on disk since it was opened or saved; save the record "
                        "under another name so that neither version is lost.")
                             .arg(QDir::toNativeSeparators(path));
        return false;
    }
    const QList<QByteArray> canonical = recordfile::canonicalLines(lines_, replay());
    const QByteArray bytes = recordtext::joinLines(canonical);
    saveError_ = recordfile::writeAtomically(path, bytes);
    if (!saveError_.isEmpty())
        return false;

    stamp_ = recordfile::stampOf(bytes);
    const bool renamed = path != path_;
    path_ = path;
    // The document now holds what it wrote; the lines correspond one to one, so the commands
    // on the stack still apply (their undo gives back the lines as they were typed).
    const auto firstDifferent = std::mismatch(canonical.begin(), canonical.end(), lines_.begin());
    if (renamed || firstDifferent.first != canonical.end()) {
        const int firstChangedStep = renamed ? 0
                : firstStepAffectedFrom(qsizetype(firstDifferent.first - canonical.begin()));
        lines_ = canonical;
        recheck(firstChangedStep);
    }
    undo_.setClean();
    updateJournal();
    return true;
}

// --- the recovery journal

void RecordDocument::setJournalPath(const QString &path)
{
    if (!journalPath_.isEmpty() && journalPath_ != path)
        discardJournal();
    journalPath_ = path;
    journalError_.clear();
    updateJournal();
}

void RecordDocument::updateJournal()
{
    if (journalPath_.isEmpty())
        return;
    if (modified())
        journal_.write(journalPath_, {text_, path_, stamp_});
    else
        journal_.remove(journalPath_);  // the file (or nothing typed yet) holds it all
}

void RecordDocument::discardJournal()
{
    if (!journalPath_.isEmpty())
        journal_.remove(journalPath_);
}

void RecordDocument::flushJournal()
{
    journal_.flush();
}

std::optional<recordjournal::Entry> RecordDocument::readJournal(const QString &path)
{
    return recordjournal::read(path);
}

QString RecordDocument::journalFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
            QStringLiteral("/recovery");
}

QString RecordDocument::newJournalPath()
{
    const QString folder = journalFolder();
    QDir().mkpath(folder);
    return folder + u'/' + QUuid::createUuid().toString(QUuid::WithoutBraces) +
            QStringLiteral(".journal");
}

}  // namespace umpire::models
