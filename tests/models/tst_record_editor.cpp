// The Replay page's editing job (RecordEditor, reached as replay.editor): edits through the
// controller show the re-checked record at the step the user expects, undo and redo follow,
// the chart after an edit equals a fresh one's, saving, "Continue from here", a new record,
// edits refused while a check runs, and the recovery journals a killed app left behind.
#include "tinygame/tiny.h"

#include "chartmodel.h"
#include "recorddocument.h"
#include "recordeditor.h"
#include "replaycontroller.h"
#include "replaydata.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace umpire;
using models::RecordEditor;
using models::ReplayController;

namespace {

// Blue adds 5 at step 3 (an error); the record ends undecided.
const char tinyRecord[] =
    "[Game \"tiny\"]\n"
    "[Result \"*\"]\n"
    "\n"
    "1 red add 2\n"    // step 1
    "1 red end\n"      // step 2
    "1 blue add 5\n"   // step 3: error
    "1 blue end\n"     // step 4
    "2 red add 1\n"    // step 5
    "2 red end\n";     // step 6

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

bool waitUntilIdle(ReplayController &c)
{
    if (c.busy()) {
        QSignalSpy finished(&c, &ReplayController::finished);
        if (!finished.wait(60000))
            return false;
    }
    return !c.busy();
}

// The chart values of `data`, NaN written as a string so that QCOMPARE sees two gaps as equal.
QStringList chartText(const models::ReplayData &data)
{
    QStringList out;
    for (const auto &series : data.chartValues()) {
        QStringList row;
        for (const double v : series)
            row << (std::isnan(v) ? QStringLiteral("-") : QString::number(v, 'g', 12));
        out << row.join(u' ');
    }
    return out;
}

}  // namespace

class TestRecordEditor : public QObject {
    Q_OBJECT

    std::unique_ptr<core::Catalog> tiny_;
    QTemporaryDir dir_;

    QString write(const QString &name, const QByteArray &text)
    {
        const QString path = dir_.filePath(name);
        return writeFile(path, text) ? path : QString();
    }

    // The errors of a fresh check of the controller's record.
    int freshErrors(ReplayController &c)
    {
        return core::Replay::run(notation::parse(c.document().text()), *tiny_).errorCount();
    }

    // A controller on the tiny catalog with `text` open from a file.
    std::unique_ptr<ReplayController> open(const QByteArray &text, const QString &name = QStringLiteral("game.ugr"))
    {
        auto c = std::make_unique<ReplayController>();
        c->setCatalog(tiny_.get());
        c->openPath(write(name, text));
        if (!waitUntilIdle(*c) || !c->hasRecord())
            return nullptr;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(models::RecordDocument::journalFolder()).removeRecursively();
        tiny_ = tiny::makeCatalog();
        QVERIFY(dir_.isValid());
    }

    // A move added at the last step is shown at once: one more step, the step on it, the
    // findings of a fresh check; undo and redo go back and forth.
    void addingAtTheEndShowsTheNewStep()
    {
        auto c = open(tinyRecord);
        QVERIFY(c);
        RecordEditor *editor = c->editor();
        QVERIFY(!editor->modified() && !editor->untitled() && !editor->canUndo());
        c->last();
        QCOMPARE(c->step(), 6);
        QSignalSpy records(c.get(), &ReplayController::recordChanged);
        QVERIFY(editor->addMove(QStringLiteral("2 blue add 3")));
        QCOMPARE(records.size(), 1);
        QCOMPARE(c->stepCount(), 7);
        QCOMPARE(c->step(), 7);
        QCOMPARE(c->currentMoveText().isEmpty(), false);
        QVERIFY(editor->modified() && editor->canUndo() && !editor->canRedo());
        QCOMPARE(editor->undoText(), QStringLiteral("Add move"));
        QCOMPARE(c->errorCount(), 1);  // still only the add of 5

        // An illegal move is added as played, and flagged.
        QVERIFY(editor->addMove(QStringLiteral("2 blue add 9")));
        QCOMPARE(c->step(), 8);
        QVERIFY(c->errorCount() > 1);
        QCOMPARE(c->errorCount(), freshErrors(*c));
        QVERIFY(c->currentErrorCount() >= 1);
        const int errorsAsPlayed = c->errorCount();

        editor->undo();
        QCOMPARE(c->stepCount(), 7);
        QCOMPARE(c->errorCount(), 1);
        QVERIFY(c->step() <= 7);
        editor->undo();
        QCOMPARE(c->stepCount(), 6);
        QVERIFY(!editor->modified());
        editor->redo();
        editor->redo();
        QCOMPARE(c->stepCount(), 8);
        QCOMPARE(c->errorCount(), errorsAsPlayed);
        QVERIFY(editor->modified());

        // Not a move line: refused, nothing changes, and the reason is given.
        QVERIFY(!editor->addMove(QStringLiteral("[Game \"tiny\"]")));
        QCOMPARE(c->stepCount(), 8);
        QVERIFY(editor->error().contains(QStringLiteral("not one record move line")));
        QVERIFY(editor->addMove(QStringLiteral("3 red end")));
        QVERIFY(editor->error().isEmpty());
    }

    // In the middle: inserted after the step shown, which moves on to it; a removal goes to the
    // step before; an edit that breaks a later move shows the finding at that move.
    void editingInTheMiddle()
    {
        auto c = open(tinyRecord);
        QVERIFY(c);
        RecordEditor *editor = c->editor();
        c->setStep(1);
        QVERIFY(editor->addMove(QStringLiteral("1 red add 1")));
        QCOMPARE(c->step(), 2);
        QCOMPARE(editor->moveLine(2), QStringLiteral("1 red add 1"));
        QCOMPARE(editor->moveLine(3), QStringLiteral("1 red end"));
        QCOMPARE(c->stepCount(), 7);

        QVERIFY(editor->removeMove(2));
        QCOMPARE(c->step(), 1);
        QCOMPARE(c->stepCount(), 6);

        // Replacing "1 blue end" (step 4) by a second add: blue's second add is refused, and
        // the end of blue's turn goes missing, so red's move at step 5 is out of turn.
        QCOMPARE(c->replayData()->findingCount(5), 0);
        QVERIFY(editor->replaceMove(4, QStringLiteral("1 blue add 1")));
        QCOMPARE(c->step(), 4);
        QVERIFY(c->replayData()->findingCount(5) > 0);
        editor->undo();
        QCOMPARE(c->replayData()->findingCount(5), 0);

        // Annotations: set, shown, removed; each one undoable edit.
        QVERIFY(editor->setAnnotation(5, QStringLiteral("Ann {thinks}")));
        c->setStep(5);
        QCOMPARE(c->currentAnnotation(), QStringLiteral("Ann {thinks}"));
        QVERIFY(editor->hasAnnotation(5));
        QVERIFY(editor->clearAnnotation(5));
        QVERIFY(!editor->hasAnnotation(5));
        QCOMPARE(c->currentAnnotation(), QString());
        QVERIFY(!editor->removeMove(99));
        QVERIFY(!editor->error().isEmpty());
    }

    // The chart after each edit equals the chart of a fresh check of the same text: the points
    // before the change are reused, the rest recomputed (a War of the Worlds game cut short).
    void chartAfterAnEditEqualsAFreshOne()
    {
        const core::Catalog &catalog = core::Catalog::builtin();
        const core::Ruleset *wotw = catalog.find(QStringLiteral("wotw"));
        QVERIFY(wotw);
        QByteArray text;
        for (const QByteArray &line : core::simulate(*wotw, 8, 600).text.split('\n'))
            if (!line.startsWith("[Result") && !line.isEmpty())
                text += line + '\n';
        ReplayController c;
        c.openPath(write(QStringLiteral("wotw.ugr"), text));
        QVERIFY(waitUntilIdle(c) && c.hasRecord());
        const int steps = c.stepCount();
        QVERIFY(steps > 200);
        RecordEditor *editor = c.editor();

        const auto verifyFresh = [&] {
            const auto data = c.replayData();
            const auto fresh = models::ReplayData::build(
                    notation::parse(c.document().text(), c.filePath()), catalog);
            QCOMPARE(data->chartBlocks(), fresh->chartBlocks());
            QCOMPARE(chartText(*data), chartText(*fresh));
            QCOMPARE(data->errorCount(), fresh->errorCount());
        };
        c.setStep(150);
        QVERIFY(editor->removeMove(150));
        verifyFresh();
        c.setStep(steps - 1);
        const QString last = editor->moveLine(steps - 1);
        QVERIFY(editor->addMove(last));  // the last move again: a finding at the end
        verifyFresh();
        QVERIFY(editor->replaceMove(40, editor->moveLine(41)));
        verifyFresh();
        editor->undo();
        editor->undo();
        verifyFresh();
    }

    // Save writes the canonical text and clears the mark; a file changed on disk meanwhile
    // is not overwritten, and the record keeps its changes.
    void savingAndARefusedSave()
    {
        auto c = open(tinyRecord, QStringLiteral("save.ugr"));
        QVERIFY(c);
        RecordEditor *editor = c->editor();
        c->last();
        QVERIFY(editor->addMove(QStringLiteral("2 blue   add  1")));
        QVERIFY(editor->save());
        QVERIFY(!editor->modified());
        const QByteArray saved = readFile(c->filePath());
        QVERIFY(saved.endsWith("2 red end\n2 blue add 1\n"));

        QVERIFY(editor->addMove(QStringLiteral("2 blue end")));
        QVERIFY(writeFile(c->filePath(), saved + "; edited elsewhere\n"));
        QVERIFY(!editor->save());
        QVERIFY(editor->modified());
        QVERIFY2(editor->error().contains(QStringLiteral("changed on disk")), qPrintable(editor->error()));
        QVERIFY(readFile(c->filePath()).endsWith("; edited elsewhere\n"));

        // Save As a name without extension: ".ugr" is added, and the record is that file now.
        QVERIFY(editor->saveAsPath(dir_.filePath(QStringLiteral("copy"))));
        QCOMPARE(c->filePath(), dir_.filePath(QStringLiteral("copy.ugr")));
        QCOMPARE(c->fileName(), QStringLiteral("copy.ugr"));
        QVERIFY(!editor->modified());
        QVERIFY(readFile(c->filePath()).endsWith("2 blue add 1\n2 blue end\n"));

        // A folder that does not exist: refused, with the file named.
        QVERIFY(editor->addMove(QStringLiteral("3 red end")));
        const QString nowhere = dir_.filePath(QStringLiteral("missing/folder/x.ugr"));
        QVERIFY(!editor->saveAsPath(nowhere));
        QVERIFY(editor->modified());
        QVERIFY2(editor->error().contains(QDir::toNativeSeparators(nowhere)), qPrintable(editor->error()));
    }

    // "Continue from here": a new record, untitled and unsaved, with the moves up to the step
    // and without the original's result; the original file is untouched.
    void continueFromHere()
    {
        auto c = open(tinyRecord, QStringLiteral("original.ugr"));
        QVERIFY(c);
        const QString original = c->filePath();
        RecordEditor *editor = c->editor();
        c->setStep(4);
        QVERIFY(editor->continueFromHere());
        QVERIFY(editor->untitled());
        QVERIFY(editor->modified());
        QCOMPARE(c->stepCount(), 4);
        QCOMPARE(c->step(), 4);
        QCOMPARE(c->tagValue(QStringLiteral("Result")), QString());
        QCOMPARE(c->tagValue(QStringLiteral("Game")), QStringLiteral("tiny"));
        QVERIFY(editor->addMove(QStringLiteral("2 red add 3")));
        QCOMPARE(readFile(original), QByteArray(tinyRecord));
        QVERIFY(!editor->save());  // no name yet: the window asks for one
        QVERIFY(editor->saveAsPath(dir_.filePath(QStringLiteral("continued.ugr"))));
        QCOMPARE(readFile(dir_.filePath(QStringLiteral("continued.ugr"))),
                 QByteArray("[Game \"tiny\"]\n\n1 red add 2\n1 red end\n1 blue add 5\n1 blue end\n"
                            "2 red add 3\n"));
    }

    // A new record from tags: open, at set-up, not modified until a move is entered.
    void newRecordFromTags()
    {
        ReplayController c;
        c.setCatalog(tiny_.get());
        RecordEditor *editor = c.editor();
        QVERIFY(!c.hasRecord());
        QVERIFY(!editor->addMove(QStringLiteral("1 red add 1")));  // nothing open
        QVERIFY(!editor->newRecord(QStringLiteral("1 red add 1\n")));
        QVERIFY(editor->newRecord(QStringLiteral("[Game \"tiny\"]\n[Red \"Ann\"]\n")));
        QVERIFY(c.hasRecord());
        QCOMPARE(c.status(), ReplayController::Status::Checked);
        QCOMPARE(c.stepCount(), 0);
        QVERIFY(editor->untitled() && !editor->modified());
        QVERIFY(editor->addMove(QStringLiteral("1 red add 2")));
        QVERIFY(editor->modified());
        QCOMPARE(c.step(), 1);
        c.close();
        QVERIFY(!c.hasRecord());
        QVERIFY(!editor->modified());
    }

    // Nothing is edited while the record is checked off the UI thread.
    void editsWaitForACheck()
    {
        auto c = open(tinyRecord);
        QVERIFY(c);
        QByteArray big = "[Game \"tiny\"]\n[Target \"0\"]\n";
        for (int i = 0; i < 200000; ++i)
            big += QByteArray::number(i / 4 + 1) + (i % 4 == 0 ? " red add 1\n" : i % 4 == 1 ? " red end\n" : i % 4 == 2 ? " blue add 1\n" : " blue end\n");
        c->openPath(write(QStringLiteral("big.ugr"), big));
        QVERIFY(c->busy());
        QVERIFY(!c->editor()->addMove(QStringLiteral("3 red end")));
        QVERIFY(c->editor()->error().contains(QStringLiteral("being checked")));
        QVERIFY(!c->editor()->canUndo());
        c->cancel();
    }

    // Journals: an unsaved record is journalled; a journal whose app still runs (its lock is
    // held) is not offered, one whose app died is, and restoring it gives the record back.
    void recoveriesOfADeadApp()
    {
        QDir(models::RecordDocument::journalFolder()).removeRecursively();
        auto c = open(tinyRecord, QStringLiteral("journalled.ugr"));
        QVERIFY(c);
        c->last();
        QVERIFY(c->editor()->addMove(QStringLiteral("2 blue add 2")));
        c->document().flushJournal();
        const QString journal = c->document().journalPath();
        QVERIFY(!journal.isEmpty());
        QVERIFY(QFile::exists(journal));

        // Another app (here: a second controller) does not offer a live app's journal.
        ReplayController other;
        other.setCatalog(tiny_.get());
        other.editor()->refreshRecoveries();
        QCOMPARE(other.editor()->recoveries().size(), 0);

        // The app goes away without saving: its lock is released (a killed app's goes stale),
        // and the journal stays.
        const QByteArray text = c->document().text();
        c.reset();
        QVERIFY(QFile::exists(journal));
        other.editor()->refreshRecoveries();
        const QVariantList found = other.editor()->recoveries();
        QCOMPARE(found.size(), 1);
        const QVariantMap entry = found.first().toMap();
        QCOMPARE(entry.value(QStringLiteral("moveCount")).toInt(), 7);
        QCOMPARE(entry.value(QStringLiteral("fileName")).toString(), QStringLiteral("journalled.ugr"));

        QVERIFY(other.editor()->restore(entry.value(QStringLiteral("path")).toString()));
        QVERIFY(other.hasRecord());
        QVERIFY(other.editor()->modified());
        QCOMPARE(other.document().text(), text);
        QCOMPARE(other.stepCount(), 7);
        // It is this app's journal now, so no one else offers it.
        ReplayController third;
        third.editor()->refreshRecoveries();
        QCOMPARE(third.editor()->recoveries().size(), 0);
        // Discarding: closing the record removes its journal.
        other.close();
        other.document().flushJournal();  // the journal's writes and removals run on a worker
        QVERIFY(!QFile::exists(entry.value(QStringLiteral("path")).toString()));
    }
};

QTEST_GUILESS_MAIN(TestRecordEditor)
#include "tst_record_editor.moc"
