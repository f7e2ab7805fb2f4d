// RecordDocument (app/models/recorddocument.h): every edit and its undo and redo against a
// fresh check of the same text, on records of "tiny" (tests/core/tinygame) and on whole
// simulated games of the four shipped games; saving (canonical text, refusals) and the
// recovery journal.
#include "tinygame/tiny.h"

#include "recorddocument.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QThread>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <functional>
#include <memory>
#include <tuple>
#include <vector>

using namespace umpire;
using models::RecordDocument;

namespace {

// Findings with everything a reader shows of them: where, how bad, which rule, what.
using FindingKey = std::tuple<int, int, int, int, QString, QString>;

std::vector<FindingKey> keysOf(const core::Replay &replay)
{
    std::vector<FindingKey> keys;
    for (const core::Finding &f : replay.findings())
        keys.emplace_back(f.step, f.position.line, f.position.column, int(f.severity), f.ruleId,
                          f.message);
    return keys;
}

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

// A record of tiny with what an editor must keep: comments, a blank line, an annotation, a
// syntax error, a move that does not decode. Findings: step 3 (blue adds 5), step 5 (fly).
const char tinyRecord[] =
    "; a counter race\n"               // 1
    "[Game \"tiny\"]   ; the game\n"   // 2
    "[Red  \"Ann\"]\n"                 // 3
    "\n"                               // 4
    "1 red add 2 {a good start}\n"     // 5  step 1
    "1 red end\n"                      // 6  step 2
    "1 blue   add 5 ; too much\n"      // 7  step 3: error
    "1 blue end\n"                     // 8  step 4
    "2 red fly\n"                      // 9  step 5: error, not decoded
    "this is = not a move\n"           // 10 syntax error
    "2 red add 1\n"                    // 11 step 6
    "2 red end\n";                     // 12 step 7

// The edits of the killed child process (recoveryAfterKill9): a few moves and an annotation.
void editAsTheChildDoes(RecordDocument &doc)
{
    doc.appendMove("3 blue add 1");
    doc.appendMove("3 blue end");
    doc.setAnnotation(2, QStringLiteral("tired"));
    doc.insertMove(1, "1 red add 1");
}

// Child mode: opens RECORD_CHILD_FILE, journals to RECORD_CHILD_JOURNAL, edits, says "ready"
// once the journal is on disk, and waits to be killed.
int runChild(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const auto catalog = tiny::makeCatalog();
    RecordDocument doc(*catalog);
    const QString path = qEnvironmentVariable("RECORD_CHILD_FILE");
    doc.load(readFile(path), path);
    doc.setJournalPath(qEnvironmentVariable("RECORD_CHILD_JOURNAL"));
    editAsTheChildDoes(doc);
    doc.flushJournal();
    fputs("ready\n", stdout);
    fflush(stdout);
    for (;;)
        QThread::sleep(1);
}

}  // namespace

class TestRecordDocument : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<core::Catalog> tiny_;

    // The document's check equals a fresh one of its text, under the same options.
    static void verifyFresh(const RecordDocument &doc, const core::Catalog &catalog)
    {
        const core::Replay fresh = core::Replay::run(notation::parse(doc.text(), doc.path()),
                                                     catalog);
        QCOMPARE(doc.replay().status(), fresh.status());
        QCOMPARE(doc.stepCount(), fresh.stepCount());
        QCOMPARE(keysOf(doc.replay()), keysOf(fresh));
        QCOMPARE(doc.replay().result(), fresh.result());
        if (fresh.status() == core::Replay::Status::Checked) {
            const int last = fresh.stepCount();
            QCOMPARE(doc.replay().stateAt(last)->toString(), fresh.stateAt(last)->toString());
        }
    }

    // Runs `edit` on a document holding `start`: the text becomes `expected`, the check is a
    // fresh one's, `checked` says `firstChanged`; undo gives `start` back, redo `expected`.
    void verifyEdit(const QByteArray &start, const std::function<bool(RecordDocument &)> &edit,
                    const QByteArray &expected, int firstChanged)
    {
        RecordDocument doc(*tiny_);
        doc.load(start, QStringLiteral("game.ugr"));
        QSignalSpy checked(&doc, &RecordDocument::checked);
        QSignalSpy modified(&doc, &RecordDocument::modifiedChanged);
        QVERIFY(edit(doc));
        QCOMPARE(doc.text(), expected);
        QCOMPARE(checked.size(), 1);
        QCOMPARE(checked.front().front().toInt(), firstChanged);
        QVERIFY(doc.modified());
        QCOMPARE(modified.size(), 1);
        QCOMPARE(doc.undoStack()->count(), 1);
        verifyFresh(doc, *tiny_);
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), start);
        QVERIFY(!doc.modified());
        verifyFresh(doc, *tiny_);
        doc.undoStack()->redo();
        QCOMPARE(doc.text(), expected);
        verifyFresh(doc, *tiny_);
    }

private Q_SLOTS:
    void initTestCase() { tiny_ = tiny::makeCatalog(); }

    void loadKeepsEveryLine()
    {
        RecordDocument doc(*tiny_);
        doc.load(tinyRecord, QStringLiteral("game.ugr"));
        QCOMPARE(doc.text(), QByteArray(tinyRecord));
        QCOMPARE(doc.lines().size(), 12);
        QCOMPARE(doc.stepCount(), 7);
        QCOMPARE(doc.moveLine(3), QByteArray("1 blue   add 5 ; too much"));
        QVERIFY(doc.moveLine(8).isEmpty());
        QVERIFY(!doc.modified());
        QCOMPARE(doc.undoStack()->count(), 0);
        verifyFresh(doc, *tiny_);
        QCOMPARE(doc.replay().findingsAt(3).size(), std::size_t(1));
        // Other line breaks and a byte-order mark: lines as the parser counts them.
        doc.load("\xEF\xBB\xBF[Game \"tiny\"]\r\n\r1 red add 1\r1 red end", QStringLiteral("x"));
        QCOMPARE(doc.text(), QByteArray("[Game \"tiny\"]\n\n1 red add 1\n1 red end\n"));
        QCOMPARE(doc.stepCount(), 2);
    }

    void everyEditUndoesExactly()
    {
        const QByteArray start(tinyRecord);
        const auto replaced = [&](int line, const QByteArray &with) {
            QList<QByteArray> lines = start.split('\n');
            lines[line - 1] = with;
            return lines.join('\n');
        };
        const auto inserted = [&](int line, const QByteArray &what) {
            QList<QByteArray> lines = start.split('\n');
            lines.insert(line - 1, what);
            return lines.join('\n');
        };
        const auto removed = [&](int line) {
            QList<QByteArray> lines = start.split('\n');
            lines.remove(line - 1);
            return lines.join('\n');
        };
        verifyEdit(start, [](RecordDocument &d) { return d.appendMove("3 blue add 1"); },
                   start + "3 blue add 1\n", 8);
        verifyEdit(start, [](RecordDocument &d) { return d.insertMove(3, "1 blue add 1"); },
                   inserted(7, "1 blue add 1"), 3);
        verifyEdit(start, [](RecordDocument &d) { return d.insertMove(8, "3 blue add 1"); },
                   start + "3 blue add 1\n", 8);
        verifyEdit(start, [](RecordDocument &d) { return d.replaceMove(3, "1 blue add 3"); },
                   replaced(7, "1 blue add 3"), 3);
        verifyEdit(start, [](RecordDocument &d) { return d.removeMove(5); }, removed(9), 5);
        verifyEdit(start, [](RecordDocument &d) { return d.removeMove(1); }, removed(5), 1);
        // Annotations: the line is kept as written around them, comments included.
        verifyEdit(start, [](RecordDocument &d) { return d.setAnnotation(3, "we {all} saw\nit"); },
                   replaced(7, "1 blue   add 5 {we \\{all\\} saw\\nit} ; too much"), 3);
        verifyEdit(start, [](RecordDocument &d) { return d.setAnnotation(1, "\\ better"); },
                   replaced(5, "1 red add 2 {\\\\ better}"), 1);
        verifyEdit(start, [](RecordDocument &d) { return d.clearAnnotation(1); },
                   replaced(5, "1 red add 2"), 1);
        verifyEdit(start, [](RecordDocument &d) { return d.setAnnotation(2, QString()); },
                   replaced(6, "1 red end {}"), 2);
        // Tags: canonical where touched, comments kept; the set-up is re-checked.
        // The same value again: only the spacing changed, the set-up did not.
        verifyEdit(start, [](RecordDocument &d) { return d.setTag("Game", "tiny"); },
                   replaced(2, "[Game \"tiny\"] ; the game"), 1);
        verifyEdit(start, [](RecordDocument &d) { return d.setTag("Red", "Bo"); },
                   replaced(3, "[Red \"Bo\"]"), 0);
        verifyEdit(start, [](RecordDocument &d) { return d.setTag("Blue", "Bo \"B\""); },
                   inserted(4, "[Blue \"Bo \\\"B\\\"\"]"), 0);
        verifyEdit(start, [](RecordDocument &d) { return d.addTag("Red", "Cy"); },
                   inserted(4, "[Red \"Cy\"]"), 0);
        verifyEdit(start, [](RecordDocument &d) { return d.removeTag("Red"); }, removed(3), 0);
        verifyEdit(start, [](RecordDocument &d) { return d.setTag("Variant", "fast"); },
                   inserted(4, "[Variant \"fast\"]"), 0);
    }

    void annotationIsReadBack()
    {
        RecordDocument doc(*tiny_);
        doc.load(tinyRecord, QStringLiteral("game.ugr"));
        const QString text = QStringLiteral("{x} \\ \"y\" ; z\t\u2028 end");
        QVERIFY(doc.setAnnotation(6, text));
        const notation::MoveLine &line = doc.replay().record().moves[5];
        QVERIFY(line.hasAnnotation);
        QCOMPARE(line.annotation, text);
        // The record's one syntax error stays the line that is not a move.
        QCOMPARE(doc.replay().record().errors.size(), std::size_t(1));
        QCOMPARE(doc.replay().record().errors.front().position.line, 10);
    }

    void refusedEditsChangeNothing()
    {
        RecordDocument doc(*tiny_);
        doc.load(tinyRecord, QStringLiteral("game.ugr"));
        QSignalSpy checked(&doc, &RecordDocument::checked);
        for (int step : {-1, 0, 8, 1000}) {
            QVERIFY(!doc.replaceMove(step, "1 red end"));
            QVERIFY(!doc.removeMove(step));
            QVERIFY(!doc.setAnnotation(step, QStringLiteral("x")));
            QVERIFY(!doc.clearAnnotation(step));
        }
        QVERIFY(!doc.insertMove(0, "1 red end"));
        QVERIFY(!doc.insertMove(9, "1 red end"));
        for (const QByteArray &bad : {QByteArray(), QByteArray("   "), QByteArray("; comment"),
                                      QByteArray("this is = not a move"),
                                      QByteArray("[Blue \"Bo\"]"),
                                      QByteArray("1 red add 1\n1 red end"),
                                      QByteArray("1 red add 1\r1 red end"),
                                      QByteArray("1 red add \"open")}) {
            QVERIFY(!doc.appendMove(bad));
            QVERIFY(!doc.insertMove(2, bad));
            QVERIFY(!doc.replaceMove(2, bad));
        }
        for (const QString &name : {QString(), QStringLiteral("1x"), QStringLiteral("a b"),
                                    QStringLiteral("Жук"), QStringLiteral("x]")}) {
            QVERIFY(!doc.setTag(name, QStringLiteral("v")));
            QVERIFY(!doc.addTag(name, QStringLiteral("v")));
        }
        QVERIFY(!doc.removeTag(QStringLiteral("Blue")));
        QVERIFY(!doc.removeTag(QStringLiteral("Red"), QStringLiteral("Bob")));
        QCOMPARE(doc.text(), QByteArray(tinyRecord));
        QCOMPARE(doc.undoStack()->count(), 0);
        QCOMPARE(checked.size(), 0);
        QVERIFY(!doc.modified());
    }

    // An illegal move may be recorded as played.
    void illegalMovesAreKept()
    {
        RecordDocument doc(*tiny_);
        doc.newRecord("[Game \"tiny\"]\n");
        QVERIFY(doc.appendMove("1 blue add 9"));
        QCOMPARE(doc.text(), QByteArray("[Game \"tiny\"]\n\n1 blue add 9\n"));
        QCOMPARE(doc.stepCount(), 1);
        QVERIFY(doc.replay().findingsAt(1).size() >= 2);  // out of turn, amount
        verifyFresh(doc, *tiny_);
    }

    // Red adds 3 at once instead of 1: it reaches the target a turn early, and the turn it
    // then ends is after the win.
    void middleEditFlagsALaterMove()
    {
        const QByteArray record = "[Game \"tiny\"]\n[Target \"4\"]\n\n"
                                  "1 red add 1\n1 red end\n1 blue add 1\n1 blue end\n"
                                  "2 red add 1\n2 red end\n2 blue add 1\n2 blue end\n"
                                  "3 red add 2\n";
        RecordDocument doc(*tiny_);
        doc.load(record, QStringLiteral("race.ugr"));
        QCOMPARE(doc.replay().errorCount(), 0);
        QCOMPARE(doc.replay().result(), QStringLiteral("red"));
        QSignalSpy checked(&doc, &RecordDocument::checked);
        QVERIFY(doc.replaceMove(1, "1 red add 3"));
        QCOMPARE(checked.front().front().toInt(), 1);
        verifyFresh(doc, *tiny_);
        QCOMPARE(doc.replay().findingsAt(1).size(), std::size_t(0));
        QCOMPARE(doc.replay().findingsAt(5).size(), std::size_t(0));  // 2 red add 1: the win
        const auto later = doc.replay().findingsAt(6);  // 2 red end
        QCOMPARE(later.size(), std::size_t(1));
        QCOMPARE(later.front().severity, core::Severity::Error);
        QCOMPARE(later.front().position.line, 9);
        doc.undoStack()->undo();
        QCOMPARE(doc.replay().errorCount(), 0);
        verifyFresh(doc, *tiny_);
    }

    void wholeSimulatedGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("maxMoves");
        QTest::newRow("wotw") << QStringLiteral("wotw") << 1500;
        QTest::newRow("spacewars") << QStringLiteral("spacewars") << 1500;
        QTest::newRow("civilizations") << QStringLiteral("civilizations") << 1500;
        QTest::newRow("tripods") << QStringLiteral("tripods") << 1500;
    }

    // A game entered move by move, undone to its tags and redone, then saved: the text is the
    // simulated record's throughout, and so is the saved file.
    void wholeSimulatedGame()
    {
        QFETCH(QString, game);
        QFETCH(int, maxMoves);
        const core::Catalog &catalog = core::Catalog::builtin();
        const core::Simulation sim = core::simulate(*catalog.find(game), 3, maxMoves);
        QVERIFY(sim.moves > 20);
        const qsizetype movesStart = sim.text.indexOf("\n\n") + 2;
        const QByteArray tags = sim.text.first(movesStart - 1);
        const QList<QByteArray> moves = sim.text.sliced(movesStart).chopped(1).split('\n');
        QCOMPARE(moves.size(), sim.moves);
        qInfo("%s: %d moves, %s", qPrintable(game), sim.moves,
              sim.finished ? "finished" : "cut short");

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ugr"));
        RecordDocument doc(catalog);
        doc.newRecord(tags);
        // Compared with a fresh check every `stride` moves and at both ends.
        const int stride = 97;
        for (int i = 0; i < moves.size(); ++i) {
            QVERIFY(doc.appendMove(moves[i]));
            QCOMPARE(doc.stepCount(), i + 1);
            QVERIFY2(doc.replay().moveAt(i + 1), moves[i].constData());
            QVERIFY(doc.replay().stateAt(i + 1));
            if (i % stride == 0)
                verifyFresh(doc, catalog);
        }
        QCOMPARE(doc.text(), sim.text);
        verifyFresh(doc, catalog);
        const auto findingsAtEnd = keysOf(doc.replay());
        for (int i = int(moves.size()); i > 0; --i) {
            doc.undoStack()->undo();
            QCOMPARE(doc.stepCount(), i - 1);
            if (i % stride == 0)
                verifyFresh(doc, catalog);
        }
        QCOMPARE(doc.text(), tags);
        QVERIFY(!doc.modified());
        for (int i = 0; i < moves.size(); ++i)
            doc.undoStack()->redo();
        QCOMPARE(doc.text(), sim.text);
        QCOMPARE(keysOf(doc.replay()), findingsAtEnd);
        verifyFresh(doc, catalog);

        QVERIFY2(doc.save(path), qPrintable(doc.saveError()));
        QCOMPARE(readFile(path), sim.text);
        QVERIFY(!doc.modified());
    }

    void saveWritesTheCanonicalForm()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ugr"));
        RecordDocument doc(*tiny_);
        doc.load(tinyRecord, path);
        QVERIFY(doc.appendMove("3  blue add +1 {x}"));
        QVERIFY(doc.modified());
        QSignalSpy modified(&doc, &RecordDocument::modifiedChanged);
        QVERIFY2(doc.save(path), qPrintable(doc.saveError()));
        const QByteArray expected =
                "; a counter race\n"
                "[Game \"tiny\"] ; the game\n"
                "[Red \"Ann\"]\n"
                "\n"
                "1 red add 2 {a good start}\n"
                "1 red end\n"
                "1 blue add 5 ; too much\n"
                "1 blue end\n"
                "2 red fly\n"
                "this is = not a move\n"
                "2 red add 1\n"
                "2 red end\n"
                "3 blue add 1 {x}\n";
        QCOMPARE(readFile(path), expected);
        QCOMPARE(doc.text(), expected);
        QVERIFY(!doc.modified());
        QCOMPARE(modified.size(), 1);
        QCOMPARE(doc.path(), path);
        verifyFresh(doc, *tiny_);
        // The saved file checks to the findings of the text before saving, line for line.
        const core::Replay before = core::Replay::run(
                notation::parse(QByteArray(tinyRecord) + "3  blue add +1 {x}\n", path), *tiny_);
        const core::Replay after = core::Replay::run(notation::parseFile(path), *tiny_);
        QCOMPARE(after.stepCount(), before.stepCount());
        QCOMPARE(after.findings().size(), before.findings().size());
        for (std::size_t i = 0; i < after.findings().size(); ++i) {
            const core::Finding &a = after.findings()[i], &b = before.findings()[i];
            QCOMPARE(a.step, b.step);
            QCOMPARE(a.position.line, b.position.line);
            QCOMPARE(a.ruleId, b.ruleId);
            QCOMPARE(a.message, b.message);
        }
        // Undo still gives back the lines as they were typed.
        doc.undoStack()->undo();
        QCOMPARE(doc.text(), QByteArray(tinyRecord).replace("[Game \"tiny\"]   ;", "[Game \"tiny\"] ;")
                                     .replace("[Red  \"Ann\"]", "[Red \"Ann\"]")
                                     .replace("1 blue   add 5", "1 blue add 5"));
        QVERIFY(doc.modified());
    }

    void saveAsMovesTheDocument()
    {
        QTemporaryDir dir;
        RecordDocument doc(*tiny_);
        doc.newRecord("[Game \"tiny\"]\n");
        QVERIFY(doc.path().isEmpty());
        QVERIFY(doc.appendMove("1 red add 1"));
        const QString first = dir.filePath(QStringLiteral("a.ugr"));
        const QString second = dir.filePath(QStringLiteral("b.ugr"));
        QVERIFY(doc.save(first));
        QVERIFY(doc.appendMove("1 red end"));
        QVERIFY(doc.save(second));
        QCOMPARE(doc.path(), second);
        QCOMPARE(readFile(first), QByteArray("[Game \"tiny\"]\n\n1 red add 1\n"));
        QCOMPARE(readFile(second), QByteArray("[Game \"tiny\"]\n\n1 red add 1\n1 red end\n"));
        QCOMPARE(doc.replay().record().fileName, second);
    }

    void failedSaveSaysWhyAndStaysModified()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ugr"));
        QVERIFY(writeFile(path, tinyRecord));
        RecordDocument doc(*tiny_);
        doc.load(readFile(path), path);
        QVERIFY(doc.appendMove("3 blue add 1"));

        // Changed on disk meanwhile: refused, the other version left alone.
        const QByteArray theirs = QByteArray(tinyRecord) + "3 blue add 2\n";
        QVERIFY(writeFile(path, theirs));
        QVERIFY(!doc.save(path));
        QVERIFY(doc.saveError().contains(QDir::toNativeSeparators(path)));
        QVERIFY(doc.saveError().contains(QStringLiteral("changed on disk")));
        QVERIFY(doc.modified());
        QCOMPARE(readFile(path), theirs);
        // Under another name it is saved.
        const QString other = dir.filePath(QStringLiteral("mine.ugr"));
        QVERIFY(doc.save(other));
        QVERIFY(!doc.modified());
        QVERIFY(doc.saveError().isEmpty());

        // No name.
        QVERIFY(doc.appendMove("3 blue end"));
        QVERIFY(!doc.save(QString()));
        QVERIFY(!doc.saveError().isEmpty());
        QVERIFY(doc.modified());
        doc.undoStack()->undo();
        QVERIFY(!doc.modified());

        // A folder that cannot be made (its parent is a file).
        QVERIFY(doc.appendMove("3 blue end"));
        const QString nowhere = path + QStringLiteral("/sub/game.ugr");
        QVERIFY(!doc.save(nowhere));
        QVERIFY(doc.saveError().startsWith(QStringLiteral("Could not save %1: ")
                                                   .arg(QDir::toNativeSeparators(nowhere))));
        QVERIFY(doc.modified());
        QCOMPARE(doc.path(), other);

        // A read-only folder (root may write anyway: then there is nothing to refuse).
        const QString locked = dir.filePath(QStringLiteral("locked"));
        QVERIFY(QDir().mkpath(locked));
        QVERIFY(QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QString inLocked = locked + QStringLiteral("/game.ugr");
        QFile probe(locked + QStringLiteral("/probe"));
        if (probe.open(QIODevice::WriteOnly)) {
            probe.close();
            probe.remove();
            qInfo("the read-only folder is writable here (root): that case is not tested");
        } else {
            QVERIFY(!doc.save(inLocked));
            QVERIFY(doc.saveError().contains(QDir::toNativeSeparators(inLocked)));
            QVERIFY(doc.modified());
            QVERIFY(!QFile::exists(inLocked));
        }
        QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ExeOwner);
    }

    void journalFollowsEveryChange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ugr"));
        const QString journal = dir.filePath(QStringLiteral("recovery/x.journal"));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("recovery"))));
        QVERIFY(writeFile(path, tinyRecord));
        RecordDocument doc(*tiny_);
        // The journal is written on a worker thread: each look waits for it.
        const auto onDisk = [&] {
            doc.flushJournal();
            return QFile::exists(journal);
        };
        const auto journalText = [&] {
            doc.flushJournal();
            const auto entry = RecordDocument::readJournal(journal);
            return entry ? entry->text : QByteArray("no journal");
        };
        doc.setJournalPath(journal);
        doc.load(readFile(path), path);
        QVERIFY(!onDisk());  // nothing unsaved
        QVERIFY(doc.appendMove("3 blue add 1"));
        QVERIFY(onDisk());
        const auto entry = RecordDocument::readJournal(journal);
        QVERIFY(entry);
        QCOMPARE(entry->text, doc.text());
        QCOMPARE(entry->originalPath, path);
        QVERIFY(entry->stamp.known);
        QVERIFY(doc.setAnnotation(2, QStringLiteral("tired")));
        QCOMPARE(journalText(), doc.text());
        doc.undoStack()->undo();
        QCOMPARE(journalText(), doc.text());
        doc.undoStack()->undo();  // back to the file
        QVERIFY(!onDisk());
        doc.undoStack()->redo();
        QCOMPARE(journalText(), doc.text());
        QVERIFY(doc.save(path));
        QVERIFY(!onDisk());
        QVERIFY(doc.removeMove(1));
        QVERIFY(onDisk());
        doc.discardJournal();
        QVERIFY(!onDisk());
        // A burst of edits: the journal ends with the last text.
        for (int i = 0; i < 50; ++i)
            QVERIFY(doc.appendMove("3 blue add 1"));
        QCOMPARE(journalText(), doc.text());
        QVERIFY(doc.journalError().isEmpty());

        // A journal cut short, or not a journal, is not offered back.
        const QByteArray whole = readFile(journal);
        QVERIFY(writeFile(journal, whole.chopped(3)));
        QVERIFY(!RecordDocument::readJournal(journal));
        QVERIFY(writeFile(journal, "[Game \"tiny\"]\n\n1 red end\n"));
        QVERIFY(!RecordDocument::readJournal(journal));
        QVERIFY(!RecordDocument::readJournal(dir.filePath(QStringLiteral("none"))));
    }

    void journalFailureIsReported()
    {
        QTemporaryDir dir;
        RecordDocument doc(*tiny_);
        doc.load(tinyRecord, dir.filePath(QStringLiteral("game.ugr")));
        QSignalSpy failed(&doc, &RecordDocument::journalFailed);
        const QString journal = dir.filePath(QStringLiteral("no-such-folder/x.journal"));
        doc.setJournalPath(journal);
        QVERIFY(doc.appendMove("3 blue add 1"));
        doc.flushJournal();
        QTRY_COMPARE(failed.size(), 1);
        QVERIFY(doc.journalError().contains(QDir::toNativeSeparators(journal)));
        QVERIFY(doc.modified());
        QCOMPARE(doc.stepCount(), 8);  // the edit is kept
    }

    // The app killed mid-edit: the next start builds the document again from the journal.
    void recoveryAfterAKill()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("my game.ugr"));
        const QString journal = dir.filePath(QStringLiteral("j.journal"));
        QVERIFY(writeFile(path, tinyRecord));
        QByteArray text;
        std::vector<FindingKey> findings;
        {
            auto doc = std::make_unique<RecordDocument>(*tiny_);
            doc->load(readFile(path), path);
            doc->setJournalPath(journal);
            QVERIFY(doc->appendMove("3 blue add 1"));
            QVERIFY(doc->setAnnotation(7, QStringLiteral("Ура")));
            QVERIFY(doc->insertMove(1, "1 red add 1"));
            text = doc->text();
            findings = keysOf(doc->replay());
            // Killed once the journal is on disk: nothing saves the record or removes the
            // journal, as the document goes away.
            doc->flushJournal();
        }
        const auto entry = RecordDocument::readJournal(journal);
        QVERIFY(entry);
        RecordDocument doc(*tiny_);
        doc.restore(*entry);
        doc.setJournalPath(journal);
        QCOMPARE(doc.text(), text);
        QCOMPARE(doc.path(), path);
        QVERIFY(doc.modified());
        QCOMPARE(keysOf(doc.replay()), findings);
        doc.flushJournal();
        QVERIFY(QFile::exists(journal));
        // The file did not change since: the recovered record is saved over it.
        QVERIFY2(doc.save(path), qPrintable(doc.saveError()));
        doc.flushJournal();
        QVERIFY(!QFile::exists(journal));
        QVERIFY(readFile(path).contains("{Ура}"));

        // Recovered after the file changed on disk: saving over it is refused.
        QVERIFY(doc.appendMove("3 blue end"));
        doc.flushJournal();
        const auto later = RecordDocument::readJournal(journal);
        QVERIFY(later);
        QVERIFY(writeFile(path, "[Game \"tiny\"]\n"));
        RecordDocument again(*tiny_);
        again.restore(*later);
        QVERIFY(!again.save(path));
        QVERIFY(again.modified());
    }

    // The same with a real kill: a child process edits a record and is killed (SIGKILL).
    void recoveryAfterKill9()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.ugr"));
        const QString journal = dir.filePath(QStringLiteral("child.journal"));
        QVERIFY(writeFile(path, tinyRecord));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RECORD_CHILD_FILE"), path);
        env.insert(QStringLiteral("RECORD_CHILD_JOURNAL"), journal);
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        while (!said.contains("ready") && child.waitForReadyRead(20000))
            said += child.readAllStandardOutput();
        QVERIFY2(said.contains("ready"), said.constData());
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        RecordDocument expected(*tiny_);
        expected.load(readFile(path), path);
        editAsTheChildDoes(expected);
        const auto entry = RecordDocument::readJournal(journal);
        QVERIFY(entry);
        RecordDocument doc(*tiny_);
        doc.restore(*entry);
        QCOMPARE(doc.text(), expected.text());
        QCOMPARE(doc.path(), path);
        QVERIFY(doc.modified());
        QCOMPARE(keysOf(doc.replay()), keysOf(expected.replay()));
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("RECORD_CHILD_JOURNAL"))
        return runChild(argc, argv);
    QCoreApplication app(argc, argv);
    TestRecordDocument test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_record_document.moc"
