// ReplayController and its models on records of "tiny", the test-only game of the engine core
// tests (tests/core/tinygame): loading off the UI thread, cancel, navigation, state and diff,
// findings, chart, report, and the QML types.
#include "tinygame/tiny.h"

#include "chartseries.h"
#include "replaycontroller.h"
#include "replaydata.h"
#include "replayloader.h"

#include "core/catalog.h"

#include "notation/parser.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTest>
#include <QtConcurrent/QtConcurrentRun>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <memory>
#include <vector>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::models;
using Status = ReplayController::Status;

namespace {

// 15 moves in 7 turns. Findings: the [Variant] tag (a set-up warning), step 3 add 5 (error),
// step 6 unknown verb (error, not decoded), steps 12 and 13 numbered turn 4 in turn 3
// (errors), step 15 after red won (error). One syntax error on line 13, which is skipped.
const char sampleRecord[] =
    "; a counter race\n"                 // 1
    "[Game \"tiny\"]\n"                  // 2
    "[Red \"Ann\"]\n"                    // 3
    "[Result \"red\"]\n"                 // 4
    "[Variant \"fast\"]\n"               // 5   set-up (step 0): warning
    "1 red add 2 {a good start}\n"       // 6   step 1
    "1 red end\n"                        // 7   step 2
    "1 blue add 5\n"                     // 8   step 3: error
    "1 blue end\n"                       // 9   step 4
    "2 red add 3\n"                      // 10  step 5
    "2 red fly\n"                        // 11  step 6: error, not decoded
    "2 red end\n"                        // 12  step 7
    "this is = not a move\n"             // 13  syntax error
    "2 blue add 1\n"                     // 14  step 8
    "2 blue end\n"                       // 15  step 9
    "3 red add 3\n"                      // 16  step 10
    "3 red end\n"                        // 17  step 11
    "4 blue add 1\n"                     // 18  step 12: error
    "4 blue end\n"                       // 19  step 13: error
    "4 red add 3 ; red reaches 11\n"     // 20  step 14: red wins
    "4 red end\n";                       // 21  step 15: error

// A tiny game with `moves` move lines in alternating turns that never ends ([Target "0"]).
QByteArray longRecord(int moves)
{
    QByteArray text = "[Game \"tiny\"]\n[Target \"0\"]\n";
    text.reserve(moves * 14 + 64);
    static const char *const pattern[] = {" red add 1\n", " red end\n", " blue add 1\n",
                                          " blue end\n"};
    for (int i = 0; i < moves; ++i)
        text += QByteArray::number(i / 4 + 1) + pattern[i % 4];
    return text;
}

// A War of the Worlds record of the builtin catalog whose two errors rest on the reading
// strike=consecutive (adopted): under strike=turn the attack, move, attack on the Fort is legal.
const QString strikeRecord = QStringLiteral(
        UMPIRE_SOURCE_DIR "/tests/wotw/examples/ru-defense-note-attack-move-attack.ugr");

// Waits for the check under way (an open, a re-check under another reading) to end.
bool waitForCheck(ReplayController &c)
{
    if (!c.busy())
        return false;
    QSignalSpy finished(&c, &ReplayController::finished);
    return finished.wait(60000) && finished.first().first().toBool();
}

}  // namespace

class TestReplayController : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void opensACheckedRecord();
    void syntaxErrorsAreListedWithPositions();
    void stepsClampAndNavigate();
    void turnJumps();
    void findingJumps();
    void currentStepErrors();
    void stateAndDiff();
    void moveListModel();
    void moveListModelChangesTwoRowsPerStep();
    void findingsModel();
    void chart();
    void russianNames();
    void seatsPhasesAndResults();
    void unknownGameIsListedNotChecked();
    void knownGameNotCheckedKeepsItsName();
    void missingGameTag();
    void missingFileKeepsTheOpenRecord();
    void garbageOpensWithErrors();
    void exportReport();
    void tagsAreMadeOncePerRecord();
    void findingMarksAreBounded();
    void chartPointsAreBounded();
    void autoplay();
    void cancelLongLoad();
    void cancelStopsTheRunEarly();
    void destroyWhileLoading();
    void largeRecordStepping();
    void qmlTypesAreRegistered();
    void findingsNameTheirReading();
    void verdictsThatDependOnAReading();
    void readingProgressAndCancel();

private:
    QString write(const QString &name, const QByteArray &text);
    bool openAndWait(ReplayController &c, const QString &path);
    std::unique_ptr<ReplayController> openSample();

    QTemporaryDir dir_;
    std::unique_ptr<umpire::core::Catalog> catalog_;
};

QString TestReplayController::write(const QString &name, const QByteArray &text)
{
    const QString path = dir_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

bool TestReplayController::openAndWait(ReplayController &c, const QString &path)
{
    QSignalSpy finished(&c, &ReplayController::finished);
    c.openPath(path);
    if (!finished.wait(20000) && finished.isEmpty())
        return false;
    return finished.size() == 1 && finished.first().first().toBool();
}

std::unique_ptr<ReplayController> TestReplayController::openSample()
{
    auto c = std::make_unique<ReplayController>();
    c->setCatalog(catalog_.get());
    if (!openAndWait(*c, write(QStringLiteral("game.ugr"), sampleRecord)))
        return nullptr;
    return c;
}

void TestReplayController::initTestCase()
{
    QVERIFY(dir_.isValid());
    catalog_ = tiny::makeCatalog();
    setChartSeries(QStringLiteral("tiny"),
                   {{QStringLiteral("counters.red"), QStringLiteral("Red")},
                    {QStringLiteral("sides[].counter"), QStringLiteral("Total")}});
}

void TestReplayController::cleanup()
{
    // Cancelled loads finish in the background; none may outlive its test.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(20000));
}

void TestReplayController::opensACheckedRecord()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    QCOMPARE(c.status(), Status::Empty);
    QVERIFY(!c.hasRecord());
    QSignalSpy busy(&c, &ReplayController::busyChanged);
    QSignalSpy record(&c, &ReplayController::recordChanged);
    const QString path = write(QStringLiteral("game.ugr"), sampleRecord);
    QSignalSpy finished(&c, &ReplayController::finished);
    c.openPath(path);
    QVERIFY(c.busy());  // the work is off the UI thread: open() returned before it finished
    QCOMPARE(c.loadingPath(), path);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!c.busy());
    QCOMPARE(busy.size(), 2);
    QCOMPARE(record.size(), 1);
    QCOMPARE(c.progress(), 1.0);

    QCOMPARE(c.status(), Status::Checked);
    QVERIFY(c.statusMessage().isEmpty());
    QVERIFY(c.loadError().isEmpty());
    QCOMPARE(c.filePath(), path);
    QCOMPARE(c.fileName(), QStringLiteral("game.ugr"));
    QCOMPARE(c.gameId(), QStringLiteral("tiny"));
    QVERIFY(c.boardSource().isEmpty());  // tiny has no board view: the page shows a placeholder
    QCOMPARE(c.gameName(), QStringLiteral("Tiny Counter Race"));
    QCOMPARE(c.stepCount(), 15);
    QCOMPARE(c.turnCount(), 4);  // turns 1 to 4 as the move list numbers them (7 side blocks)
    QCOMPARE(c.step(), 0);
    QCOMPARE(c.result(), QStringLiteral("red"));
    QCOMPARE(c.resultName(), QStringLiteral("Red"));
    QCOMPARE(c.recordedResult(), QStringLiteral("red"));
    QCOMPARE(c.findingCount(), 6);
    QCOMPARE(c.errorCount(), 5);
    QCOMPARE(c.warningCount(), 1);
    QCOMPARE(c.noteCount(), 0);

    const QVariantList sides = c.sides();
    QCOMPARE(sides.size(), 2);
    QCOMPARE(sides[1].toMap().value("id").toString(), QStringLiteral("blue"));
    QCOMPARE(sides[1].toMap().value("name").toString(), QStringLiteral("Blue"));

    const QVariantList tags = c.tags();
    QCOMPARE(tags.size(), 4);
    QCOMPARE(tags[1].toMap().value("name").toString(), QStringLiteral("Red"));
    QCOMPARE(tags[1].toMap().value("value").toString(), QStringLiteral("Ann"));
    QCOMPARE(tags[1].toMap().value("line").toInt(), 3);

    // By rule id, with the counts by severity and the first step (0: the set-up).
    const QVariantList summary = c.findingSummary();
    QCOMPARE(summary.size(), 5);
    const QStringList rules{"tiny.add.amount", "tiny.record.verb", "tiny.setup",
                            "tiny.turns.number", "tiny.victory"};
    const QList<int> counts{1, 1, 1, 2, 1};
    const QList<int> firstSteps{3, 6, 0, 12, 15};
    for (int i = 0; i < 5; ++i) {
        const QVariantMap m = summary[i].toMap();
        QCOMPARE(m.value("ruleId").toString(), rules[i]);
        QCOMPARE(m.value("count").toInt(), counts[i]);
        QCOMPARE(m.value("firstStep").toInt(), firstSteps[i]);
    }
    QCOMPARE(summary[2].toMap().value("warnings").toInt(), 1);
    QCOMPARE(summary[2].toMap().value("errors").toInt(), 0);
    QCOMPARE(summary[3].toMap().value("warnings").toInt(), 0);
    QCOMPARE(summary[3].toMap().value("errors").toInt(), 2);

    c.close();
    QCOMPARE(c.status(), Status::Empty);
    QCOMPARE(c.stepCount(), 0);
    QCOMPARE(c.moves()->rowCount(), 0);
    QCOMPARE(c.findings()->rowCount(), 0);
    QVERIFY(c.fileName().isEmpty());
}

void TestReplayController::syntaxErrorsAreListedWithPositions()
{
    const QByteArray text = "[Game \"tiny\"]\n"
                            "1 red add 1\n"
                            "1 red add [\n"        // a bad value
                            "1 red end\n"
                            "  x blue add 1\n"     // a bad turn number, indented
                            "1 blue add 2\n";
    const QString path = write(QStringLiteral("syntax.ugr"), text);
    ReplayController c;
    c.setCatalog(catalog_.get());
    QVERIFY(openAndWait(c, path));
    QCOMPARE(c.status(), Status::Checked);

    // The positions are the parser's own, listed in order with the compiler-style text.
    const umpire::notation::Record parsed = umpire::notation::parse(text, path);
    QCOMPARE(int(parsed.errors.size()), 2);
    QCOMPARE(c.syntaxErrorCount(), 2);
    const QVariantList errors = c.syntaxErrors();
    QCOMPARE(errors.size(), 2);
    const QList<int> lines{3, 5};
    for (int i = 0; i < 2; ++i) {
        const QVariantMap e = errors[i].toMap();
        const auto &d = parsed.errors[std::size_t(i)];
        QCOMPARE(e.value("line").toInt(), lines[i]);
        QCOMPARE(e.value("line").toInt(), d.position.line);
        QCOMPARE(e.value("column").toInt(), d.position.column);
        QVERIFY(e.value("column").toInt() >= 1);
        QCOMPARE(e.value("message").toString(), d.message);
        QVERIFY(!d.message.isEmpty());
        QCOMPARE(e.value("text").toString(),
                 QStringLiteral("%1:%2:%3: error: %4")
                     .arg(path).arg(d.position.line).arg(d.position.column).arg(d.message));
    }
    // The lines that parsed are replayed: three moves, the last one by blue adding 2.
    QCOMPARE(c.stepCount(), 3);
    c.last();
    QCOMPARE(c.state().value("counters").toMap().value("blue").toInt(), 2);
    QCOMPARE(c.currentLine(), 6);
}

void TestReplayController::stepsClampAndNavigate()
{
    auto c = openSample();
    QVERIFY(c);
    QSignalSpy step(c.get(), &ReplayController::stepChanged);
    c->previous();
    QCOMPARE(c->step(), 0);
    QCOMPARE(step.size(), 0);  // no change, no signal
    c->next();
    QCOMPARE(c->step(), 1);
    QCOMPARE(step.size(), 1);
    c->last();
    QCOMPARE(c->step(), 15);
    c->next();
    QCOMPARE(c->step(), 15);
    c->first();
    QCOMPARE(c->step(), 0);
    c->setStep(100);
    QCOMPARE(c->step(), 15);
    c->setStep(-5);
    QCOMPARE(c->step(), 0);
    c->setStep(7);
    c->previous();
    QCOMPARE(c->step(), 6);
    QCOMPARE(step.size(), 7);
    QCOMPARE(c->moves()->currentIndex(), 6);
}

void TestReplayController::turnJumps()
{
    auto c = openSample();
    QVERIFY(c);
    // Turns (runs of one turn number and side): set-up | 1-2 | 3-4 | 5-7 | 8-9 | 10-11 |
    // 12-13 | 14-15.
    const QList<int> forward{1, 3, 5, 8, 10, 12, 14, 15, 15};
    for (const int expected : forward) {
        c->nextTurn();
        QCOMPARE(c->step(), expected);
    }
    const QList<int> backward{12, 10, 8, 5, 3, 1, 0, 0};
    c->setStep(15);
    for (const int expected : backward) {
        c->previousTurn();
        QCOMPARE(c->step(), expected);
    }
    // From inside a turn: back to the start of the previous turn, on to the next one.
    c->setStep(6);
    QCOMPARE(c->currentTurn(), 2);
    QCOMPARE(c->currentSide(), QStringLiteral("red"));
    c->previousTurn();
    QCOMPARE(c->step(), 3);
    c->setStep(6);
    c->nextTurn();
    QCOMPARE(c->step(), 8);
    QCOMPARE(c->currentTurn(), 2);
    QCOMPARE(c->currentSide(), QStringLiteral("blue"));
}

void TestReplayController::findingJumps()
{
    auto c = openSample();
    QVERIFY(c);
    QCOMPARE(c->previousFindingStep(), -1);
    QCOMPARE(c->nextFindingStep(), 3);
    const QList<int> forward{3, 6, 12, 13, 15, 15};
    for (const int expected : forward) {
        c->nextFinding();
        QCOMPARE(c->step(), expected);
        QVERIFY(c->currentFindingCount() > 0);
    }
    QCOMPARE(c->nextFindingStep(), -1);
    // The set-up's finding (the [Variant] tag) is the first stop going back.
    const QList<int> backward{13, 12, 6, 3, 0, 0};
    for (const int expected : backward) {
        c->previousFinding();
        QCOMPARE(c->step(), expected);
    }
    QCOMPARE(c->currentFindingCount(), 1);
    QCOMPARE(c->previousFindingStep(), -1);
    c->setStep(9);
    QCOMPARE(c->currentFindingCount(), 0);
    QCOMPARE(c->previousFindingStep(), 6);
    QCOMPARE(c->nextFindingStep(), 12);
}

// The board's verdict banner reads the current step's errors: the first one's message and
// rule, and how many; a warning alone (the set-up's [Variant] tag) is not a broken rule.
void TestReplayController::currentStepErrors()
{
    auto c = openSample();
    QVERIFY(c);
    QCOMPARE(c->currentFindingCount(), 1);
    QCOMPARE(c->currentErrorCount(), 0);
    QCOMPARE(c->currentErrorMessage(), QString());
    QCOMPARE(c->currentErrorRule(), QString());
    c->setStep(3);
    QCOMPARE(c->currentErrorCount(), 1);
    QCOMPARE(c->currentErrorRule(), QStringLiteral("tiny.add.amount"));
    QCOMPARE(c->currentErrorMessage(), c->findings()->data(c->findings()->index(1), FindingsModel::MessageRole).toString());
    QVERIFY(!c->currentErrorMessage().isEmpty());
    c->setStep(4);
    QCOMPARE(c->currentMoveNumber(), 2);  // "1 blue end": blue's second line in turn 1
    QCOMPARE(c->currentErrorCount(), 0);
    QCOMPARE(c->currentErrorMessage(), QString());
    // Read through the meta-object, as QML does, on the step signal.
    QSignalSpy stepSpy(c.get(), &ReplayController::stepChanged);
    c->setStep(6);
    QCOMPARE(stepSpy.size(), 1);
    QCOMPARE(c->property("currentErrorCount").toInt(), 1);
    QVERIFY(!c->property("currentErrorRule").toString().isEmpty());
}

void TestReplayController::stateAndDiff()
{
    auto c = openSample();
    QVERIFY(c);
    // Set-up: the initial state, nothing changed.
    QCOMPARE(c->state().value("turn").toInt(), 1);
    QCOMPARE(c->state().value("counters").toMap().value("red").toInt(), 0);
    QVERIFY(c->changedKeys().isEmpty());
    QCOMPARE(c->currentTurn(), 0);
    QVERIFY(c->currentSide().isEmpty());
    QCOMPARE(c->stateTurn(), 1);
    QCOMPARE(c->sideToMove(), QStringLiteral("red"));
    QVERIFY(c->currentMoveText().isEmpty());

    c->next();  // 1 red add 2 {a good start}
    QCOMPARE(c->state().value("counters").toMap().value("red").toInt(), 2);
    QCOMPARE(c->changedKeys(), (QStringList{"added", "counters", "sides"}));
    QCOMPARE(c->changedPaths(), (QStringList{"added", "counters.red", "sides.red.counter"}));
    QCOMPARE(c->currentMoveText(), QStringLiteral("Red adds 2"));
    QCOMPARE(c->currentAnnotation(), QStringLiteral("a good start"));
    QCOMPARE(c->currentLine(), 6);
    QCOMPARE(c->currentSideName(), QStringLiteral("Red"));

    c->next();  // 1 red end: blue to move, still turn 1
    QCOMPARE(c->changedKeys(), (QStringList{"added", "side"}));
    QCOMPARE(c->currentSide(), QStringLiteral("red"));
    QCOMPARE(c->sideToMove(), QStringLiteral("blue"));
    QCOMPARE(c->stateTurn(), 1);

    c->setStep(4);  // 1 blue end: red to move in turn 2
    QCOMPARE(c->changedKeys(), (QStringList{"added", "side", "turn"}));
    QCOMPARE(c->stateTurn(), 2);

    c->setStep(6);  // not decoded: nothing changes, the raw text is shown
    QVERIFY(c->changedKeys().isEmpty());
    QCOMPARE(c->currentMoveText(), QStringLiteral("fly"));

    // A jump compares with the step before the target, not with where it came from.
    c->setStep(14);
    QCOMPARE(c->changedKeys(), (QStringList{"added", "counters", "sides", "winner"}));
    QCOMPARE(c->state().value("winner").toString(), QStringLiteral("red"));
    c->setStep(15);  // skipped after the win
    QVERIFY(c->changedKeys().isEmpty());
    c->setStep(3);
    QCOMPARE(c->changedPaths(), (QStringList{"added", "counters.blue", "sides.blue.counter"}));
    QCOMPARE(c->state().value("sides").toList().at(1).toMap().value("counter").toInt(), 5);
}

void TestReplayController::moveListModel()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    MoveListModel *m = c.moves();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m->rowCount(), 0);
    QCOMPARE(m->currentIndex(), -1);
    QSignalSpy count(m, &MoveListModel::countChanged);
    QVERIFY(openAndWait(c, write(QStringLiteral("game.ugr"), sampleRecord)));
    QCOMPARE(count.size(), 1);
    QCOMPARE(m->rowCount(), 16);
    QCOMPARE(m->currentIndex(), 0);

    const auto value = [m](int row, MoveListModel::Role role) {
        return m->data(m->index(row), role);
    };
    QCOMPARE(value(0, MoveListModel::StepRole).toInt(), 0);
    QCOMPARE(value(0, MoveListModel::TextRole).toString(), QStringLiteral("Set-up"));
    QCOMPARE(value(0, MoveListModel::LineRole).toInt(), 0);
    QCOMPARE(value(0, MoveListModel::IsCurrentRole).toBool(), true);
    QCOMPARE(value(0, MoveListModel::FindingCountRole).toInt(), 1);  // the [Variant] tag
    QCOMPARE(value(0, MoveListModel::WorstSeverityRole).toString(), QStringLiteral("warning"));
    // The verdict where the move is: step 3 (1 blue add 5) has one finding, step 1 none.
    QCOMPARE(value(3, MoveListModel::FirstFindingRole).toString(),
             QStringLiteral("Blue adds 5; the amount must be 1, 2 or 3."));
    QCOMPARE(value(3, MoveListModel::FindingsTextRole).toString(),
             QStringLiteral("Blue adds 5; the amount must be 1, 2 or 3. [tiny.add.amount]"));
    QCOMPARE(value(1, MoveListModel::FirstFindingRole).toString(), QString());
    QCOMPARE(value(1, MoveListModel::FindingsTextRole).toString(), QString());

    QCOMPARE(value(1, MoveListModel::StepRole).toInt(), 1);
    QCOMPARE(value(1, MoveListModel::TurnRole).toInt(), 1);
    QCOMPARE(value(1, MoveListModel::SideRole).toString(), QStringLiteral("red"));
    QCOMPARE(value(1, MoveListModel::SideNameRole).toString(), QStringLiteral("Red"));
    QCOMPARE(value(1, MoveListModel::VerbRole).toString(), QStringLiteral("add"));
    QCOMPARE(value(1, MoveListModel::TextRole).toString(), QStringLiteral("Red adds 2"));
    QCOMPARE(value(1, MoveListModel::RawTextRole).toString(), QStringLiteral("add 2"));
    QCOMPARE(value(1, MoveListModel::AnnotationRole).toString(), QStringLiteral("a good start"));
    QCOMPARE(value(1, MoveListModel::LineRole).toInt(), 6);
    QCOMPARE(value(1, MoveListModel::ColumnRole).toInt(), 1);
    QCOMPARE(value(1, MoveListModel::FindingCountRole).toInt(), 0);
    QCOMPARE(value(1, MoveListModel::WorstSeverityRole).toString(), QString());
    QCOMPARE(value(1, MoveListModel::DecodedRole).toBool(), true);
    QCOMPARE(value(1, MoveListModel::TurnStartRole).toBool(), true);
    QCOMPARE(value(2, MoveListModel::TurnStartRole).toBool(), false);
    QCOMPARE(value(3, MoveListModel::TurnStartRole).toBool(), true);

    QCOMPARE(value(3, MoveListModel::FindingCountRole).toInt(), 1);
    QCOMPARE(value(3, MoveListModel::WorstSeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(6, MoveListModel::DecodedRole).toBool(), false);
    QCOMPARE(value(6, MoveListModel::TextRole).toString(), QStringLiteral("fly"));
    QCOMPARE(value(6, MoveListModel::WorstSeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(12, MoveListModel::WorstSeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(8, MoveListModel::LineRole).toInt(), 14);  // after the skipped syntax error
    // Numbered as the game numbers its moves: the place in the side's run of lines in a turn.
    QCOMPARE(value(0, MoveListModel::MoveNumberRole).toInt(), 0);
    QCOMPARE(value(1, MoveListModel::MoveNumberRole).toInt(), 1);
    QCOMPARE(value(2, MoveListModel::MoveNumberRole).toInt(), 2);
    QCOMPARE(value(3, MoveListModel::MoveNumberRole).toInt(), 1);
    QCOMPARE(value(7, MoveListModel::MoveNumberRole).toInt(), 3);
    QCOMPARE(value(8, MoveListModel::MoveNumberRole).toInt(), 1);
    QCOMPARE(value(0, MoveListModel::WhereRole).toString(), QString());
    QCOMPARE(value(8, MoveListModel::WhereRole).toString(), QString::fromUtf8("Turn 2 · Blue · move 1 · line 14"));
    // The same words as the findings' "where".
    QCOMPARE(value(3, MoveListModel::WhereRole).toString(),
             c.findings()->data(c.findings()->index(1), FindingsModel::WhereRole).toString());

    const QHash<int, QByteArray> roles = m->roleNames();
    for (const char *name : {"step", "turn", "side", "text", "annotation", "line", "findingCount",
                             "worstSeverity", "isCurrent", "turnStart", "moveNumber", "where"})
        QVERIFY2(roles.values().contains(name), name);

    // Opening another record resets the model (the tester checks the reset protocol).
    QVERIFY(openAndWait(c, write(QStringLiteral("short.ugr"),
                                 "[Game \"tiny\"]\n1 red add 1\n")));
    QCOMPARE(m->rowCount(), 2);
    c.close();
    QCOMPARE(m->rowCount(), 0);
}

void TestReplayController::moveListModelChangesTwoRowsPerStep()
{
    auto c = openSample();
    QVERIFY(c);
    MoveListModel *m = c->moves();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m, &QAbstractItemModel::modelReset);
    QSignalSpy layout(m, &QAbstractItemModel::layoutChanged);
    QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
    QSignalSpy current(m, &MoveListModel::currentIndexChanged);

    c->setStep(9);
    QCOMPARE(changed.size(), 2);
    QCOMPARE(current.size(), 1);
    QCOMPARE(m->currentIndex(), 9);
    QList<int> rows;
    for (const QList<QVariant> &args : changed) {
        const auto from = args[0].value<QModelIndex>();
        const auto to = args[1].value<QModelIndex>();
        QCOMPARE(from, to);  // one row each
        rows << from.row();
        QCOMPARE(args[2].value<QList<int>>(), QList<int>{MoveListModel::IsCurrentRole});
    }
    QCOMPARE(rows, (QList<int>{0, 9}));
    QVERIFY(!m->data(m->index(0), MoveListModel::IsCurrentRole).toBool());
    QVERIFY(m->data(m->index(9), MoveListModel::IsCurrentRole).toBool());

    c->nextTurn();
    QCOMPARE(changed.size(), 4);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(layout.size(), 0);
    QCOMPARE(inserted.size(), 0);
}

void TestReplayController::findingsModel()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    FindingsModel *f = c.findings();
    QAbstractItemModelTester tester(f, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(openAndWait(c, write(QStringLiteral("game.ugr"), sampleRecord)));
    QCOMPARE(f->rowCount(), 6);
    QCOMPARE(f->count(), 6);

    const auto value = [f](int row, FindingsModel::Role role) {
        return f->data(f->index(row), role);
    };
    // Row 0: the set-up's warning, at its tag.
    QCOMPARE(value(0, FindingsModel::StepRole).toInt(), 0);
    QCOMPARE(value(0, FindingsModel::LineRole).toInt(), 5);
    QCOMPARE(value(0, FindingsModel::ColumnRole).toInt(), 1);
    QCOMPARE(value(0, FindingsModel::SeverityRole).toString(), QStringLiteral("warning"));
    QCOMPARE(value(0, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.setup"));
    QCOMPARE(value(0, FindingsModel::LocationRole).toString(), QStringLiteral("5:1"));
    QCOMPARE(value(1, FindingsModel::StepRole).toInt(), 3);
    QCOMPARE(value(1, FindingsModel::LineRole).toInt(), 8);
    QCOMPARE(value(1, FindingsModel::ColumnRole).toInt(), 1);
    QCOMPARE(value(1, FindingsModel::SeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(1, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.add.amount"));
    QCOMPARE(value(1, FindingsModel::MessageRole).toString(),
             QStringLiteral("Blue adds 5; the amount must be 1, 2 or 3."));
    QCOMPARE(value(1, FindingsModel::LocationRole).toString(), QStringLiteral("8:1"));
    // Where, as the game numbers it: turn 1, Blue's first line (line 8 of the file).
    QCOMPARE(value(0, FindingsModel::WhereRole).toString(), QStringLiteral("Tags · line 5"));
    QCOMPARE(value(1, FindingsModel::WhereRole).toString(),
             QStringLiteral("Turn 1 · Blue · move 1 · line 8"));
    QCOMPARE(value(5, FindingsModel::WhereRole).toString(),
             QStringLiteral("Turn 4 · Red · move 2 · line 21"));  // 4 red end, after 4 red add 3
    QCOMPARE(value(3, FindingsModel::SeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(3, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.turns.number"));
    QCOMPARE(value(5, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.victory"));
    QCOMPARE(value(5, FindingsModel::LineRole).toInt(), 21);

    QCOMPARE(f->rowForStep(0), 0);
    QCOMPARE(f->rowForStep(1), 1);
    QCOMPARE(f->rowForStep(6), 2);
    QCOMPARE(f->rowForStep(7), 3);
    QCOMPARE(f->rowForStep(16), 6);

    // isCurrent follows the step, by dataChanged only.
    QVERIFY(value(0, FindingsModel::IsCurrentRole).toBool());  // the set-up is the step
    c.setStep(1);
    QVERIFY(!value(0, FindingsModel::IsCurrentRole).toBool());
    QSignalSpy changed(f, &QAbstractItemModel::dataChanged);
    c.setStep(12);  // from a step without findings: one signal, for the new step's row
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed.first().first().value<QModelIndex>().row(), 3);
    QVERIFY(value(3, FindingsModel::IsCurrentRole).toBool());
    QVERIFY(!value(4, FindingsModel::IsCurrentRole).toBool());

    // The current-step filter.
    QSignalSpy count(f, &FindingsModel::countChanged);
    f->setCurrentStepOnly(true);
    QCOMPARE(f->rowCount(), 1);
    QCOMPARE(count.size(), 1);
    QCOMPARE(value(0, FindingsModel::StepRole).toInt(), 12);
    QVERIFY(value(0, FindingsModel::IsCurrentRole).toBool());
    c.setStep(13);
    QCOMPARE(f->rowCount(), 1);
    QCOMPARE(value(0, FindingsModel::StepRole).toInt(), 13);
    c.setStep(14);
    QCOMPARE(f->rowCount(), 0);
    c.setStep(1);
    QCOMPARE(f->rowCount(), 0);
    c.setStep(0);
    QCOMPARE(f->rowCount(), 1);
    QCOMPARE(value(0, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.setup"));
    c.setStep(6);
    QCOMPARE(f->rowCount(), 1);
    QCOMPARE(value(0, FindingsModel::RuleIdRole).toString(), QStringLiteral("tiny.record.verb"));
    f->setCurrentStepOnly(false);
    QCOMPARE(f->rowCount(), 6);
    QVERIFY(value(2, FindingsModel::IsCurrentRole).toBool());
}

void TestReplayController::chart()
{
    auto c = openSample();
    QVERIFY(c);
    ChartModel *chart = c->chart();
    // One point per turn: the set-up and the end of each of the seven turns.
    QCOMPARE(chart->count(), 8);
    QCOMPARE(chart->steps(), (QVariantList{0, 2, 4, 7, 9, 11, 13, 15}));
    QCOMPARE(chart->turns(), (QVariantList{0, 1, 1, 2, 2, 3, 4, 4}));
    QCOMPARE(chart->sides(),
             (QVariantList{"", "red", "blue", "red", "blue", "red", "blue", "red"}));
    const QVariantList series = chart->series();
    QCOMPARE(series.size(), 2);
    const QVariantMap red = series[0].toMap();
    QCOMPARE(red.value("key").toString(), QStringLiteral("counters.red"));
    QCOMPARE(red.value("label").toString(), QStringLiteral("Red"));
    QCOMPARE(red.value("values").toList(), (QVariantList{0.0, 2.0, 2.0, 5.0, 5.0, 8.0, 8.0, 11.0}));
    QCOMPARE(red.value("maximum").toDouble(), 11.0);
    const QVariantMap total = series[1].toMap();
    QCOMPARE(total.value("values").toList(),
             (QVariantList{0.0, 2.0, 7.0, 10.0, 11.0, 14.0, 15.0, 18.0}));
    QCOMPARE(chart->minimum(), 0.0);
    QCOMPARE(chart->maximum(), 18.0);

    QSignalSpy current(chart, &ChartModel::currentIndexChanged);
    QCOMPARE(chart->currentIndex(), 0);
    c->setStep(5);
    QCOMPARE(chart->currentIndex(), 3);
    c->setStep(7);
    QCOMPARE(chart->currentIndex(), 3);
    QCOMPARE(current.size(), 1);  // same turn: no change signalled
    QCOMPARE(chart->stepAt(3), 7);
    QCOMPARE(chart->stepAt(8), -1);

    // The findings on the time axis: one mark per point whose moves have any, the worst
    // severity, the first such step and the counts (steps 12 and 13 share the point of turn 4).
    const auto mark = [](int index, int step, const char *severity, int count, int errors) {
        return QVariant(QVariantMap{{"index", index}, {"step", step}, {"severity", QString::fromLatin1(severity)},
                                    {"count", count}, {"errors", errors}});
    };
    QCOMPARE(chart->findingMarks(), (QVariantList{mark(0, 0, "warning", 1, 0), mark(2, 3, "error", 1, 1),
                                                  mark(3, 6, "error", 1, 1), mark(6, 12, "error", 2, 2),
                                                  mark(7, 15, "error", 1, 1)}));
    // The hover readout's values: whole numbers without decimals; out of range: nothing.
    QCOMPARE(chart->valueText(0, 7), QStringLiteral("11"));
    QCOMPARE(chart->valueText(1, 2), QStringLiteral("7"));
    QCOMPARE(chart->valueText(2, 0), QString());
    QCOMPARE(chart->valueText(0, 8), QString());
}

// A record of three seated sides in the bids variant: the controller lists the seated sides in
// turn order, says that every side acts in the bids phase, and weighs the [Result] tag as the
// core does.
void TestReplayController::seatsPhasesAndResults()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    const QByteArray text = "[Game \"tiny\"]\n[Seats \"blue,green,red\"]\n[Variant \"bids\"]\n"
                            "[Target \"3\"]\n[Result \"red\"]\n"
                            "1 green bid 1\n1 blue bid 2\n1 red bid 0\n1 blue add 3\n";
    QVERIFY(openAndWait(c, write(QStringLiteral("seats.ugr"), text)));
    QCOMPARE(c.status(), Status::Checked);
    QStringList sides;
    for (const QVariant &side : c.sides())
        sides << side.toMap().value(QStringLiteral("id")).toString();
    QCOMPARE(sides, (QStringList{"blue", "green", "red"}));
    c.first();
    QCOMPARE(c.sideToMove(), QStringLiteral("*"));
    QCOMPARE(c.statePhase(), QStringLiteral("bids"));
    c.setStep(3);
    QCOMPARE(c.sideToMove(), QStringLiteral("blue"));
    QCOMPARE(c.statePhase(), QStringLiteral("race"));
    // blue reached the target: the tag naming red disagrees
    QCOMPARE(c.result(), QStringLiteral("blue"));
    QVERIFY(c.singleWinner());
    QCOMPARE(c.resultName(), QStringLiteral("Blue"));
    QCOMPARE(c.recordedResult(), QStringLiteral("red"));
    QVERIFY(!c.resultAgrees());

    ReplayController agreeing;
    agreeing.setCatalog(catalog_.get());
    QByteArray fixed = text;
    fixed.replace("[Result \"red\"]", "[Result \"blue\"]");
    QVERIFY(openAndWait(agreeing, write(QStringLiteral("seats-agree.ugr"), fixed)));
    QVERIFY(agreeing.resultAgrees());
    QCOMPARE(agreeing.findingCount(), 0);
}

void TestReplayController::russianNames()
{
    auto c = openSample();
    QVERIFY(c);
    MoveListModel *m = c->moves();
    QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
    QSignalSpy names(c.get(), &ReplayController::namesChanged);
    c->setStep(1);
    changed.clear();
    c->setRussian(true);
    QCOMPARE(names.size(), 1);
    QCOMPARE(changed.size(), 1);  // all rows, text roles, no reset
    QCOMPARE(c->gameName(), QStringLiteral("Гонка счётчиков"));
    QCOMPARE(c->currentSideName(), QStringLiteral("Красные"));
    QCOMPARE(c->currentMoveText(), QStringLiteral("Красные прибавляют 2"));
    QCOMPARE(m->data(m->index(2), MoveListModel::TextRole).toString(),
             QStringLiteral("Красные заканчивают ход"));
    c->setRussian(false);
    QCOMPARE(m->data(m->index(2), MoveListModel::TextRole).toString(),
             QStringLiteral("Red ends the turn"));
}

void TestReplayController::unknownGameIsListedNotChecked()
{
    const QByteArray text = "[Game \"chess\"]\n"
                            "1 white e4 {king's pawn}\n"
                            "1 black e5\n"
                            "2 white nf3 to=f3\n";
    ReplayController c;
    c.setCatalog(catalog_.get());
    QAbstractItemModelTester moveTester(c.moves(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester findingTester(c.findings(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(openAndWait(c, write(QStringLiteral("chess.ugr"), text)));
    QCOMPARE(c.status(), Status::NotChecked);
    QVERIFY(c.hasRecord());
    QVERIFY2(c.statusMessage().contains(QStringLiteral("chess")), qPrintable(c.statusMessage()));
    QVERIFY2(c.statusMessage().contains(QStringLiteral("tiny")), qPrintable(c.statusMessage()));
    QCOMPARE(c.gameId(), QStringLiteral("chess"));
    QCOMPARE(c.gameName(), QStringLiteral("chess"));
    QVERIFY(!c.gameKnown());
    QVERIFY(c.sides().isEmpty());
    QCOMPARE(c.stepCount(), 3);
    QCOMPARE(c.findingCount(), 0);
    QVERIFY(c.result().isEmpty());
    QCOMPARE(c.chart()->count(), 0);
    QCOMPARE(c.chart()->currentIndex(), -1);

    // The moves are listed as written, and can be stepped through.
    MoveListModel *m = c.moves();
    QCOMPARE(m->rowCount(), 4);
    QCOMPARE(m->data(m->index(1), MoveListModel::TextRole).toString(), QStringLiteral("e4"));
    QCOMPARE(m->data(m->index(1), MoveListModel::AnnotationRole).toString(),
             QStringLiteral("king's pawn"));
    QCOMPARE(m->data(m->index(3), MoveListModel::TextRole).toString(), QStringLiteral("nf3 to=f3"));
    QCOMPARE(m->data(m->index(3), MoveListModel::SideNameRole).toString(), QStringLiteral("white"));
    QCOMPARE(m->data(m->index(2), MoveListModel::DecodedRole).toBool(), false);
    c.last();
    QCOMPARE(c.step(), 3);
    QCOMPARE(c.currentTurn(), 2);
    QCOMPARE(c.currentSide(), QStringLiteral("white"));
    QCOMPARE(c.currentMoveText(), QStringLiteral("nf3 to=f3"));
    QVERIFY(c.state().isEmpty());
    QVERIFY(c.changedKeys().isEmpty());
    QVERIFY(c.sideToMove().isEmpty());
    c.previousTurn();
    QCOMPARE(c.step(), 2);
    QVERIFY(c.reportMarkdown().contains(QStringLiteral("not yet checked")));
}

// Two [Game] tags leave the record unchecked, but the first names a known game: it is shown
// by its name (not its id) and as a game Umpire knows.
void TestReplayController::knownGameNotCheckedKeepsItsName()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    QVERIFY(openAndWait(c, write(QStringLiteral("two.ugr"),
                                 "[Game \"tiny\"]\n[Game \"chess\"]\n1 red add 1\n")));
    QCOMPARE(c.status(), Status::NotChecked);
    QCOMPARE(c.gameId(), QStringLiteral("tiny"));
    QVERIFY(c.gameKnown());
    QCOMPARE(c.gameName(), QStringLiteral("Tiny Counter Race"));
}

void TestReplayController::missingGameTag()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    QVERIFY(openAndWait(c, write(QStringLiteral("untagged.ugr"), "1 red add 1\n1 red end\n")));
    QCOMPARE(c.status(), Status::NotChecked);
    QVERIFY(c.gameId().isEmpty());
    QVERIFY2(c.statusMessage().contains(QStringLiteral("[Game")), qPrintable(c.statusMessage()));
    QCOMPARE(c.stepCount(), 2);
}

void TestReplayController::missingFileKeepsTheOpenRecord()
{
    auto c = openSample();
    QVERIFY(c);
    c->setStep(5);
    const QString missing = dir_.filePath(QStringLiteral("nowhere.ugr"));
    QSignalSpy record(c.get(), &ReplayController::recordChanged);
    QVERIFY(!openAndWait(*c, missing));
    QVERIFY2(c->loadError().contains(missing), qPrintable(c->loadError()));
    QVERIFY2(c->loadError().contains(QStringLiteral("does not exist")), qPrintable(c->loadError()));
    QCOMPARE(record.size(), 0);
    QCOMPARE(c->fileName(), QStringLiteral("game.ugr"));
    QCOMPARE(c->step(), 5);
    QVERIFY(!c->busy());

    QVERIFY(!openAndWait(*c, dir_.path()));  // a directory
    QVERIFY2(c->loadError().contains(QStringLiteral("directory")), qPrintable(c->loadError()));
    c->open(QUrl(QStringLiteral("https://example.com/game.ugr")));
    QVERIFY2(c->loadError().contains(QStringLiteral("local")), qPrintable(c->loadError()));

    // A successful open clears the error; a file URL works like a path.
    QSignalSpy finished(c.get(), &ReplayController::finished);
    c->open(QUrl::fromLocalFile(dir_.filePath(QStringLiteral("game.ugr"))));
    QVERIFY(finished.wait(20000));
    QVERIFY(finished.first().first().toBool());
    QVERIFY(c->loadError().isEmpty());
}

void TestReplayController::garbageOpensWithErrors()
{
    // Random bytes are not a record, but they are a file: it opens, every bad line listed
    // with its position, and nothing is checked.
    QByteArray bytes(32 * 1024, Qt::Uninitialized);
    QRandomGenerator random(11);
    for (char &b : bytes)
        b = char(random.bounded(256));
    ReplayController c;
    c.setCatalog(catalog_.get());
    QVERIFY(openAndWait(c, write(QStringLiteral("garbage.ugr"), bytes)));
    QCOMPARE(c.status(), Status::NotChecked);
    QVERIFY(c.syntaxErrorCount() > 0);
    for (const QVariant &e : c.syntaxErrors()) {
        const QVariantMap m = e.toMap();
        QVERIFY(m.value("line").toInt() >= 1);
        QVERIFY(m.value("column").toInt() >= 1);
        QVERIFY(m.value("text").toString().contains(QStringLiteral("garbage.ugr:")));
    }
    c.last();
    QCOMPARE(c.step(), c.stepCount());
    QVERIFY(!c.reportMarkdown().isEmpty());
}

// QML reads a list property again on every element access: `tags` must not be made again on
// each read (issue 9: 4,000 tags took a minute to open, 16,000 never did).
void TestReplayController::tagsAreMadeOncePerRecord()
{
    auto c = openSample();
    QVERIFY(c);
    const QVariantList first = c->tags();
    const QVariantList again = c->tags();
    QCOMPARE(first.size(), 4);
    QVERIFY2(first.isSharedWith(again), "tags() is made once per record, then shared");
    QCOMPARE(c->tagValue(QStringLiteral("red")), QStringLiteral("Ann"));  // without case
    QCOMPARE(c->tagValue(QStringLiteral("Variant")), QStringLiteral("fast"));
    QCOMPARE(c->tagValue(QStringLiteral("Nothing")), QString());
    TagListModel *model = c->tagList();
    QCOMPARE(model->rowCount(), 4);
    const QHash<int, QByteArray> roles = model->roleNames();
    QCOMPARE(model->data(model->index(1), roles.key("name")).toString(), QStringLiteral("Red"));
    QCOMPARE(model->data(model->index(1), roles.key("value")).toString(), QStringLiteral("Ann"));
    QCOMPARE(model->data(model->index(1), roles.key("line")).toInt(), 3);

    // Another record: a new list and new rows.
    QByteArray many = "[Game \"tiny\"]\n";
    for (int i = 0; i < 16000; ++i)
        many += "[Tag" + QByteArray::number(i) + " \"value " + QByteArray::number(i) + "\"]\n";
    many += "1 red add 1\n";
    QVERIFY(openAndWait(*c, write(QStringLiteral("many-tags.ugr"), many)));
    QCOMPARE(model->rowCount(), 16001);
    const QVariantList tags = c->tags();
    QCOMPARE(tags.size(), 16001);
    QVERIFY(!tags.isSharedWith(first));
    QVERIFY(tags.isSharedWith(c->tags()));
    QCOMPARE(c->tagValue(QStringLiteral("tag15999")), QStringLiteral("value 15999"));
    c->close();
    QCOMPARE(model->rowCount(), 0);
    QVERIFY(c->tags().isEmpty());
}

// The timeline's finding ticks: one per step with findings when there is room, never more
// than the slots asked for, each with the worst severity of its part.
void TestReplayController::findingMarksAreBounded()
{
    auto c = openSample();
    QVERIFY(c);
    QCOMPARE(c->stepCount(), 15);
    const QVariantList all = c->findingMarks(1000);
    QList<int> steps;
    for (const QVariant &mark : all)
        steps << mark.toMap().value("step").toInt();
    QCOMPARE(steps, (QList<int>{0, 3, 6, 12, 13, 15}));
    QCOMPARE(all.first().toMap().value("severity").toString(), QStringLiteral("warning"));
    QCOMPARE(all[1].toMap().value("severity").toString(), QStringLiteral("error"));
    QCOMPARE(all[1].toMap().value("position").toDouble(), 3.0 / 15);
    // Two slots: steps 0..7 and 8..15; the first holds a warning and errors: error wins.
    const QVariantList two = c->findingMarks(2);
    QCOMPARE(two.size(), 2);
    QCOMPARE(two[0].toMap().value("step").toInt(), 0);
    QCOMPARE(two[0].toMap().value("severity").toString(), QStringLiteral("error"));
    QCOMPARE(two[1].toMap().value("step").toInt(), 12);
    QVERIFY(c->findingMarks(0).isEmpty());

    // A finding on every one of 20,000 moves: still at most one mark per slot.
    QByteArray text = "[Game \"tiny\"]\n";
    for (int i = 0; i < 20000; ++i)
        text += "1 red fly\n";
    QVERIFY(openAndWait(*c, write(QStringLiteral("every-move-wrong.ugr"), text)));
    QVERIFY(c->findingCount() >= 20000);
    QCOMPARE(c->findingMarks(300).size(), 300);
    c->close();
    QVERIFY(c->findingMarks(300).isEmpty());
}

// A record of many turns is charted at most at ReplayData::maxChartPoints points, each the end
// of an equal run of turn blocks (a power of two, so that added moves leave the points where
// they are) and the last; the current point follows the step (issue 9: one state and its
// JSON per block made a 1,000,000-move record take seconds to open).
void TestReplayController::chartPointsAreBounded()
{
    ReplayController c;
    c.setCatalog(catalog_.get());
    const int moves = 3 * ReplayData::maxChartPoints;  // one block per move: alternating turns
    QVERIFY(openAndWait(c, write(QStringLiteral("long.ugr"), longRecord(moves))));
    QCOMPARE(c.stepCount(), moves);
    QCOMPARE(c.turnCount(), moves / 4);  // two side blocks per turn: 3,072 blocks
    QVERIFY(moves / 2 > ReplayData::maxChartPoints);
    ChartModel *chart = c.chart();
    // 3,072 blocks: set-up, every second block, the last.
    QCOMPARE(chart->count(), 1 + 3071 / 2 + 1);
    const QVariantList steps = chart->steps();
    QCOMPARE(steps.first().toInt(), 0);
    QCOMPARE(steps.last().toInt(), moves);
    for (qsizetype i = 1; i < steps.size(); ++i)
        QVERIFY(steps[i].toInt() > steps[i - 1].toInt());
    for (const QVariant &series : chart->series())
        QCOMPARE(series.toMap().value("values").toList().size(), chart->count());
    for (int point = 1; point + 1 < chart->count(); ++point)
        QCOMPARE(chart->stepAt(point), 2 * 2 * point);  // block 2p ends at step 4p
    // Each step is on the first point at or after it; a point's own step is on that point.
    for (int point : {1, 100, chart->count() - 1}) {
        c.setStep(chart->stepAt(point));
        QCOMPARE(chart->currentIndex(), point);
        c.setStep(chart->stepAt(point - 1) + 1);
        QCOMPARE(chart->currentIndex(), point);
    }
    c.setStep(0);
    QCOMPARE(chart->currentIndex(), 0);
}

void TestReplayController::exportReport()
{
    auto c = openSample();
    QVERIFY(c);
    const QString out = dir_.filePath(QStringLiteral("report.md"));
    QCOMPARE(c->exportReport(QUrl::fromLocalFile(out)), QString());
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    QCOMPARE(md, c->reportMarkdown());

    QVERIFY(md.startsWith(QStringLiteral("# Check report: game.ugr\n")));
    QVERIFY(md.contains(QStringLiteral("| File | `%1` |").arg(c->filePath())));
    QVERIFY(md.contains(QStringLiteral("| Game | Tiny Counter Race (`tiny`) |")));
    QVERIFY(md.contains(QStringLiteral("| Red | Ann |")));
    QVERIFY(md.contains(QStringLiteral("| Result (as checked) | Red won |")));
    QVERIFY(md.contains(QStringLiteral("| Moves | 15 |")));
    QVERIFY(md.contains(QStringLiteral("| Findings | 5 errors, 1 warning")));
    QVERIFY(md.contains(QStringLiteral(", 0 notes |")));
    QVERIFY(md.contains(QStringLiteral("| Syntax errors | 1 |")));
    QVERIFY(md.contains(QStringLiteral("- `13:")));  // the syntax error's position
    QVERIFY(md.contains(QStringLiteral("| `tiny.turns.number` | 2 | 2 | 0 | 0 |")));
    QVERIFY(md.contains(QStringLiteral("| `tiny.setup` | 1 | 0 | 1 | 0 |")));

    // Every finding under its rule's heading, with line:col, severity, where (numbered as the
    // move list numbers moves: the move within its side's turn) and message.
    const qsizetype group = md.indexOf(QStringLiteral("### `tiny.turns.number`\n\n"));
    QVERIFY(group > 0);
    const QString section = md.mid(group).section(QStringLiteral("\n\n"), 1, 1);
    const QStringList items = section.split(QLatin1Char('\n'));
    QCOMPARE(items.size(), 2);
    QCOMPARE(items[0], QStringLiteral("- `18:1` error (turn 4 · Blue · move 1): "
                                      "The move is numbered turn 4, but it is turn 3."));
    QVERIFY(items[1].startsWith(QStringLiteral("- `19:1` error (turn 4 · Blue · move 2)")));
    QVERIFY(md.contains(QStringLiteral("### `tiny.victory`\n\n"
                                       "- `21:1` error (turn 4 · Red · move 2): "
                                       "The game is already over (Red won, at line 20); no "
                                       "move may "
                                       "follow.\n")));
    QVERIFY(md.contains(QStringLiteral("### `tiny.add.amount`\n\n- `8:1` error")));
    // A set-up finding has no move, turn or side; its message is escaped for Markdown.
    QVERIFY(md.contains(QStringLiteral("### `tiny.setup`\n\n"
                                       "- `5:1` warning (set-up): The \\[Variant \"fast\"\\] tag "
                                       "changes nothing in the tiny game; the race is played "
                                       "as usual.\n")));
    // Groups in rule id order.
    QVERIFY(md.indexOf(QStringLiteral("### `tiny.add.amount`"))
            < md.indexOf(QStringLiteral("### `tiny.record.verb`")));
    QVERIFY(md.indexOf(QStringLiteral("### `tiny.setup`"))
            < md.indexOf(QStringLiteral("### `tiny.turns.number`")));

    // Failures are sentences naming the file.
    const QString bad = dir_.filePath(QStringLiteral("no-such-folder/report.md"));
    const QString error = c->exportReportToPath(bad);
    QVERIFY2(error.contains(bad), qPrintable(error));
    ReplayController empty;
    QVERIFY(!empty.exportReportToPath(out).isEmpty());
}

void TestReplayController::autoplay()
{
    auto c = openSample();
    QVERIFY(c);
    QSignalSpy playing(c.get(), &ReplayController::playingChanged);
    c->setSpeed(1000);
    QCOMPARE(c->speed(), 50.0);  // clamped
    c->setSpeed(0);
    QCOMPARE(c->speed(), 0.25);
    c->setSpeed(50);
    c->setStep(10);
    c->setPlaying(true);
    QVERIFY(c->playing());
    QTRY_COMPARE_WITH_TIMEOUT(c->step(), 15, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!c->playing(), 1000);  // stops at the end
    QCOMPARE(playing.size(), 2);
    // Playing from the end starts over.
    c->setPlaying(true);
    QVERIFY(c->playing());
    QVERIFY(c->step() < 15);
    c->setPlaying(false);
    const int stopped = c->step();
    QTest::qWait(100);
    QCOMPARE(c->step(), stopped);
    // Nothing to play without a record.
    ReplayController empty;
    empty.setPlaying(true);
    QVERIFY(!empty.playing());
}

void TestReplayController::cancelLongLoad()
{
    auto c = openSample();
    QVERIFY(c);
    c->setStep(4);
    const QString big = write(QStringLiteral("long.ugr"), longRecord(200000));

    // Cancelled at once: finished(false) at once, the open record stays.
    QSignalSpy finished(c.get(), &ReplayController::finished);
    QSignalSpy record(c.get(), &ReplayController::recordChanged);
    c->openPath(big);
    QVERIFY(c->busy());
    c->cancel();
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!c->busy());
    QCOMPARE(c->progress(), 0.0);

    // Cancelled while running: wait for progress, then cancel.
    c->openPath(big);
    QTRY_VERIFY_WITH_TIMEOUT(c->progress() > 0 || !c->busy(), 20000);
    if (c->busy()) {
        c->cancel();
        QVERIFY(!c->busy());
    } else {
        qWarning("the long record loaded before it could be cancelled (a very fast machine)");
    }
    QCOMPARE(finished.size(), 2);
    // Nothing arrives late from the cancelled loads.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(20000));
    QCoreApplication::processEvents();
    QCOMPARE(finished.size(), 2);
    if (record.isEmpty()) {
        QCOMPARE(c->fileName(), QStringLiteral("game.ugr"));
        QCOMPARE(c->step(), 4);
        QCOMPARE(c->stepCount(), 15);
    }

    // Opening the next file while one loads supersedes it: one finished(false), then true.
    finished.clear();
    c->openPath(big);
    c->openPath(dir_.filePath(QStringLiteral("game.ugr")));
    QCOMPARE(finished.size(), 1);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.size(), 2);
    QCOMPARE(finished.at(1).first().toBool(), true);
    QCOMPARE(c->stepCount(), 15);
}

void TestReplayController::cancelStopsTheRunEarly()
{
    // The loader checks the cancel flag every block of steps, so a cancelled 200,000-move run
    // stops after a few progress calls instead of running to the end.
    umpire::notation::Record record = umpire::notation::parse(longRecord(200000), "long.ugr");
    QCOMPARE(int(record.moves.size()), 200000);
    int calls = 0;
    const auto data = ReplayData::build(std::move(record), *catalog_, [&calls](double) {
        return ++calls < 3;
    });
    QVERIFY(!data);
    QCOMPARE(calls, 3);

    // Through the future, as the controller runs it.
    QFuture<LoadOutcome> future =
        QtConcurrent::run(loadReplay, write(QStringLiteral("long2.ugr"), longRecord(200000)),
                          static_cast<const umpire::core::Catalog *>(catalog_.get()));
    future.cancel();
    future.waitForFinished();
    QCOMPARE(future.resultCount(), 0);
}

void TestReplayController::destroyWhileLoading()
{
    // The destructor stops the load and waits for it: the catalog the load reads may go
    // right after the controller.
    const QString big = write(QStringLiteral("long.ugr"), longRecord(200000));
    auto catalog = tiny::makeCatalog();
    auto c = std::make_unique<ReplayController>();
    c->setCatalog(catalog.get());
    QSignalSpy finished(c.get(), &ReplayController::finished);
    c->openPath(big);
    QVERIFY(c->busy());
    QTRY_VERIFY_WITH_TIMEOUT(c->progress() > 0 || !c->busy(), 20000);  // well into the run
    c.reset();
    catalog.reset();
    QVERIFY(QThreadPool::globalInstance()->waitForDone(20000));
    QVERIFY(finished.size() <= 1);
}

void TestReplayController::largeRecordStepping()
{
    // A 10,000-move record: load it, then jump around. The figures are printed for the report;
    // the assertions are about the results, not the times.
    const QString path = write(QStringLiteral("10k.ugr"), longRecord(10000));
    ReplayController c;
    c.setCatalog(catalog_.get());
    QElapsedTimer load;
    load.start();
    QVERIFY(openAndWait(c, path));
    const qint64 loadMs = load.elapsed();
    QCOMPARE(c.stepCount(), 10000);
    QCOMPARE(c.moves()->rowCount(), 10001);
    QCOMPARE(c.turnCount(), 2500);

    QRandomGenerator random(7);
    std::vector<qint64> times;
    constexpr int jumps = 500;
    for (int i = 0; i < jumps; ++i) {
        const int target = random.bounded(10001);
        QElapsedTimer t;
        t.start();
        c.setStep(target);
        times.push_back(t.nsecsElapsed());
        QCOMPARE(c.step(), target);
        // Each "add 1" of step s raises a counter to the number of adds up to s.
        const QVariantMap counters = c.state().value("counters").toMap();
        QCOMPARE(counters.value("red").toInt(), (target + 3) / 4);
        QCOMPARE(counters.value("blue").toInt(), (target + 1) / 4);
    }
    std::sort(times.begin(), times.end());
    const auto us = [&times](double q) {
        return double(times[std::size_t(q * double(times.size() - 1))]) / 1000.0;
    };
    qInfo("10,000-move record: load %lld ms; step change median %.1f us, 99th percentile "
          "%.1f us, worst %.1f us (%d random jumps)",
          loadMs, us(0.5), us(0.99), us(1.0), jumps);
}

void TestReplayController::qmlTypesAreRegistered()
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent component(&engine);
    component.setData("import QtQml\nimport Umpire\n"
                      "ReplayController {\n"
                      "    property int rows: moves.count\n"
                      "    property bool filter: findings.currentStepOnly\n"
                      "    property int points: chart.count\n"
                      "    property bool empty: status === ReplayController.Empty\n"
                      "}\n",
                      QUrl(QStringLiteral("inline.qml")));
    std::unique_ptr<QObject> object(component.create());
    QVERIFY2(object, qPrintable(component.errorString()));
    QVERIFY(qobject_cast<ReplayController *>(object.get()));
    QCOMPARE(object->property("rows").toInt(), 0);
    QCOMPARE(object->property("points").toInt(), 0);
    QCOMPARE(object->property("empty").toBool(), true);

    // The models come from the controller; QML cannot make its own.
    for (const char *type : {"MoveListModel", "FindingsModel", "ChartModel"}) {
        QQmlComponent uncreatable(&engine);
        uncreatable.setData(QByteArray("import Umpire\n") + type + " {}\n",
                            QUrl(QStringLiteral("uncreatable.qml")));
        QVERIFY2(uncreatable.isError(), type);
        QVERIFY2(uncreatable.errorString().contains(QStringLiteral("ReplayController")),
                 qPrintable(uncreatable.errorString()));
    }
}

// A finding that rests on a reading of an ambiguous rule names it (Finding::readings, found by
// checking the record again under the other values when it is opened), with the clarification
// its mark opens and a sentence for the tooltip; the report names it too.
void TestReplayController::findingsNameTheirReading()
{
    ReplayController c;  // the builtin catalog
    FindingsModel *f = c.findings();
    QAbstractItemModelTester tester(f, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(openAndWait(c, strikeRecord));
    QCOMPARE(c.errorCount(), 2);
    QCOMPARE(f->rowCount(), 2);
    const auto value = [f](int row, FindingsModel::Role role) {
        return f->data(f->index(row), role).toString();
    };
    for (int row = 0; row < 2; ++row) {
        QCOMPARE(value(row, FindingsModel::RuleIdRole), QStringLiteral("wotw.combat.defense"));
        QCOMPARE(value(row, FindingsModel::ReadingsRole), QStringLiteral("strike=consecutive"));
        QCOMPARE(value(row, FindingsModel::ReadingRuleRole),
                 QStringLiteral("wotw.clarifications.strike"));
        QCOMPARE(value(row, FindingsModel::ReadingNoteRole),
                 QStringLiteral("This verdict rests on a reading of an ambiguous rule: "
                                "strike=consecutive (the adopted reading); under strike=turn it "
                                "would not be given."));
    }
    QVERIFY(f->roleNames().values().contains("readingNote"));

    const QString md = c.reportMarkdown();
    QVERIFY2(md.contains(QStringLiteral(
                     "(rests on the reading strike=consecutive of an ambiguous rule)")),
             qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("## Verdicts that depend on a reading\n\n")), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("- `49:1` error under `strike=consecutive`; no finding "
                                        "under `strike=turn`")),
             qPrintable(md));

    // A finding that rests on no reading has no mark.
    ReplayController other;
    QVERIFY(openAndWait(
            other,
            QStringLiteral(UMPIRE_SOURCE_DIR
                           "/tests/wotw/examples/en-unit-note-one-card-per-miniature.ugr")));
    QCOMPARE(other.findings()->rowCount(), 1);
    for (const auto role : {FindingsModel::ReadingsRole, FindingsModel::ReadingRuleRole,
                            FindingsModel::ReadingNoteRole})
        QVERIFY(other.findings()->data(other.findings()->index(0), role).toString().isEmpty());
    QVERIFY(!other.reportMarkdown().contains(QStringLiteral("rests on the reading")));
    QVERIFY(other.reportMarkdown().contains(
            QStringLiteral("## Verdicts that depend on a reading\n\nNone: ")));
}

// The Summary's rows: each line whose verdict another value of a reading changes. Picking the
// other value re-checks the record under it without editing the file; a language change keeps
// the choice; going back restores the record's own readings.
void TestReplayController::verdictsThatDependOnAReading()
{
    ReplayController c;
    ReadingChangesModel *m = c.readingChanges();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QFile file(strikeRecord);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(openAndWait(c, strikeRecord));
    QVERIFY(c.readingsCompared());
    QVERIFY(c.readingCount() >= 9);
    int others = 0;
    for (const auto &r :
         umpire::core::Catalog::builtin().find(QStringLiteral("wotw"))->info().readings)
        others += int(r.alternatives.size());
    QCOMPARE(c.readingChecks(), others);
    QVERIFY(c.readingsOverridden().isEmpty());
    // The strike reading's rows; other readings (reshuffle-timing: the draws go another way)
    // change other lines of this record, each in rows of their own.
    std::vector<int> strikeRows;
    const auto findStrikeRows = [m, &strikeRows] {
        strikeRows.clear();
        for (int row = 0; row < m->rowCount(); ++row)
            if (m->data(m->index(row), ReadingChangesModel::ReadingRole).toString() == u"strike")
                strikeRows.push_back(row);
        return int(strikeRows.size());
    };
    QCOMPARE(findStrikeRows(), 2);
    const auto value = [m, &strikeRows](int strikeRow, ReadingChangesModel::Role role) {
        return m->data(m->index(strikeRows[std::size_t(strikeRow)]), role);
    };
    QCOMPARE(value(0, ReadingChangesModel::LineRole).toInt(), 49);
    QCOMPARE(value(1, ReadingChangesModel::LineRole).toInt(), 51);
    QCOMPARE(value(0, ReadingChangesModel::ReadingRole).toString(), QStringLiteral("strike"));
    QCOMPARE(value(0, ReadingChangesModel::CurrentRole).toString(), QStringLiteral("consecutive"));
    QCOMPARE(value(0, ReadingChangesModel::OtherRole).toString(), QStringLiteral("turn"));
    QCOMPARE(value(0, ReadingChangesModel::OnlyUnderOtherRole).toBool(), false);
    QCOMPARE(value(0, ReadingChangesModel::SeverityRole).toString(), QStringLiteral("error"));
    QCOMPARE(value(0, ReadingChangesModel::RuleIdRole).toString(),
             QStringLiteral("wotw.combat.defense"));
    QCOMPARE(value(0, ReadingChangesModel::ReadingRuleRole).toString(),
             QStringLiteral("wotw.clarifications.strike"));
    QCOMPARE(value(0, ReadingChangesModel::OtherChoiceRole).toString(),
             QStringLiteral("strike=turn"));
    QCOMPARE(value(0, ReadingChangesModel::SummaryRole).toString(),
             QStringLiteral("Line 49: an error under strike=consecutive (adopted); legal under "
                            "strike=turn"));
    QVERIFY(!value(0, ReadingChangesModel::MessageRole).toString().isEmpty());
    QCOMPARE(value(0, ReadingChangesModel::StepRole).toInt(),
             c.findings()->data(c.findings()->index(0), FindingsModel::StepRole).toInt());

    // A value the reading does not have, or an unknown reading, changes nothing.
    c.checkUnderReading(QStringLiteral("strike"), QStringLiteral("sometimes"));
    c.checkUnderReading(QStringLiteral("no-such-reading"), QStringLiteral("turn"));
    QVERIFY(!c.busy());

    // Under strike=turn: no error; the rows now say what the record's reading would give.
    c.setStep(30);
    c.checkUnderReading(QStringLiteral("strike"), QStringLiteral("turn"));
    QVERIFY(waitForCheck(c));
    QCOMPARE(c.readingsOverridden(), QStringList{QStringLiteral("strike=turn")});
    QCOMPARE(c.errorCount(), 0);
    QCOMPARE(c.step(), 30);
    // Under strike=consecutive line 49 is flagged; line 51's finding follows from that one
    // (one fault, one finding), so it is counted with it, not listed.
    QCOMPARE(findStrikeRows(), 1);
    QCOMPARE(value(0, ReadingChangesModel::OnlyUnderOtherRole).toBool(), true);
    QCOMPARE(value(0, ReadingChangesModel::CurrentRole).toString(), QStringLiteral("turn"));
    QCOMPARE(value(0, ReadingChangesModel::OtherRole).toString(), QStringLiteral("consecutive"));
    QCOMPARE(value(0, ReadingChangesModel::SummaryRole).toString(),
             QStringLiteral("Line 49: legal under strike=turn; an error under strike=consecutive "
                            "(adopted)"));
    QVERIFY(c.reportMarkdown().contains(
            QStringLiteral("| Checked under | strike=turn (not the record's own readings) |")));
    // The file was not edited.
    QFile again(strikeRecord);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), text);

    // A language change checks the record again, under the same readings.
    c.setRussian(true);
    QVERIFY(waitForCheck(c));
    QCOMPARE(c.readingsOverridden(), QStringList{QStringLiteral("strike=turn")});
    QCOMPARE(c.errorCount(), 0);
    c.setRussian(false);
    QVERIFY(waitForCheck(c));

    // Back to the record's own readings.
    c.useRecordReadings();
    QVERIFY(waitForCheck(c));
    QVERIFY(c.readingsOverridden().isEmpty());
    QCOMPARE(c.errorCount(), 2);
    QCOMPARE(findStrikeRows(), 2);
    QCOMPARE(value(0, ReadingChangesModel::OnlyUnderOtherRole).toBool(), false);

    // Picking the record's own value is no override; opening another record drops a choice.
    c.checkUnderReading(QStringLiteral("strike"), QStringLiteral("consecutive"));
    QVERIFY(waitForCheck(c));
    QVERIFY(c.readingsOverridden().isEmpty());
    c.checkUnderReading(QStringLiteral("strike"), QStringLiteral("turn"));
    QVERIFY(waitForCheck(c));
    QVERIFY(openAndWait(c, strikeRecord));
    QVERIFY(c.readingsOverridden().isEmpty());
    QCOMPARE(c.errorCount(), 2);
}

// The checks under the other readings are part of the load: the progress covers them, rising
// within each check too, and a cancel stops in the middle of one.
void TestReplayController::readingProgressAndCancel()
{
    // A long War of the Worlds record whose every line is out of turn (one finding each).
    QByteArray text = "[Game \"wotw\"]\n";
    for (int i = 0; i < 20000; ++i)
        text += "1 humans end\n";
    const auto catalog = &umpire::core::Catalog::builtin();
    std::vector<double> seen;
    auto data = ReplayData::build(umpire::notation::parse(text, "long.ugr"), *catalog,
                                  [&seen](double done) {
                                      seen.push_back(done);
                                      return true;
                                  });
    QVERIFY(data);
    QVERIFY(data->readingComparison().compared);
    const int checks = 1 + data->readingComparison().runs;
    QVERIFY(checks > 2);
    QVERIFY(std::is_sorted(seen.begin(), seen.end()));
    QVERIFY(seen.back() >= 0.9 - 1e-9);  // the checks' share; the chart's last part follows
    // Many calls per check: the progress rises within each check, not only between them.
    QVERIFY2(seen.size() > std::size_t(5 * checks), qPrintable(QString::number(seen.size())));

    // Cancelled in the middle of the comparison: nothing is built, and it stops at once.
    int after = 0;
    bool stopped = false;
    data = ReplayData::build(umpire::notation::parse(text, "long.ugr"), *catalog, [&](double done) {
        if (stopped)
            ++after;
        if (done > 0.5 && !stopped) {
            stopped = true;
            return false;
        }
        return true;
    });
    QVERIFY(!data);
    QVERIFY(stopped);
    QCOMPARE(after, 0);
}

QTEST_MAIN(TestReplayController)
#include "tst_replay_controller.moc"
