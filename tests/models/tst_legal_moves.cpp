// The Moves tab's models (issue 22): LegalMovesModel, the legal moves at the current step grouped
// by verb and filtered, and MoveTrial, the verdict of a line typed there. On a real sample record
// of the builtin catalog and on "tiny", the test-only game (tests/core/tinygame), whose
// [Variant "dice"] has the only chance field on this branch.
#include "tinygame/tiny.h"

#include "legalmovesmodel.h"
#include "movetrial.h"
#include "replaycontroller.h"

#include "core/catalog.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::models;

namespace {

// Blue adds with a die in turn 1; red reaches ten in turn 4 (3+3+3+1), which ends the game.
const char diceRecord[] =
    "[Game \"tiny\"]\n"
    "[Variant \"dice\"]\n"
    "1 red add 3\n"   // step 1
    "1 red end\n"     // step 2: blue to add
    "1 blue add 2\n"  // step 3
    "1 blue end\n"    // step 4
    "2 red add 3\n"
    "2 red end\n"
    "2 blue add 1\n"
    "2 blue end\n"
    "3 red add 3\n"
    "3 red end\n"
    "3 blue add 1\n"
    "3 blue end\n"
    "4 red add 1\n";  // step 13: red has 10 and wins

const QString wotwSample = QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/wotw-aliens-win.ugr");

QString roleText(const LegalMovesModel &m, int row, LegalMovesModel::Role role)
{
    return m.data(m.index(row), role).toString();
}

// The verbs of the rows in order, each run of equal verbs once.
QStringList verbRuns(const LegalMovesModel &m)
{
    QStringList runs;
    for (int i = 0; i < m.rowCount(); ++i) {
        const QString verb = roleText(m, i, LegalMovesModel::VerbRole);
        if (runs.isEmpty() || runs.constLast() != verb)
            runs << verb;
    }
    return runs;
}

// The first step of the open record whose legal moves have at least two verbs (-1 when none);
// the model is left at it.
int stepWithSeveralVerbs(ReplayController &c, LegalMovesModel &m)
{
    for (int step = 0; step <= c.stepCount(); ++step) {
        c.setStep(step);
        m.refresh();
        if (verbRuns(m).size() > 1)
            return step;
    }
    return -1;
}

}  // namespace

class TestLegalMoves : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();

    void realRecordListsMovesGroupedByVerb();
    void filterMatchesWordsAndLine();
    void wordsFollowTheLanguage();
    void diceFieldIsOpenOnTheLine();
    void completionsComeFromTheLegalLines();
    void chanceFieldsAreEnteredAndRolled();
    void aRollTakesTheChoiceThatOffersTheFace();
    void gameOverListsNothing();
    void notCheckedListsNothing();
    void rebuildsOncePerRunOfSteps();
    void verdictOfACleanLine();
    void verdictCitesTheBrokenRule();
    void verdictOfARealGameCitesItsRule();
    void syntaxErrorHasItsColumn();
    void verdictGoesWhenTheStepChanges();
    void boardPickNarrowsTheList();
    void triedStateIsShownUntilTheStepChanges();
    void realGamesOfferTheirChanceFields();
    void tripodsFactsAreSetAsMeasured();
    void qmlTypesAreCreatable();

private:
    bool openAndWait(ReplayController &c, const QString &path, bool builtin);
    QString write(const QString &name, const QByteArray &text);

    QTemporaryDir dir_;
    std::unique_ptr<umpire::core::Catalog> tiny_;
};

void TestLegalMoves::initTestCase()
{
    QVERIFY(dir_.isValid());
    tiny_ = tiny::makeCatalog();
}

void TestLegalMoves::cleanup()
{
    QVERIFY(QThreadPool::globalInstance()->waitForDone(20000));
}

QString TestLegalMoves::write(const QString &name, const QByteArray &text)
{
    const QString path = dir_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

bool TestLegalMoves::openAndWait(ReplayController &c, const QString &path, bool builtin)
{
    if (!builtin)
        c.setCatalog(tiny_.get());
    QSignalSpy finished(&c, &ReplayController::finished);
    c.openPath(path);
    if (!finished.wait(60000) && finished.isEmpty())
        return false;
    return finished.size() == 1 && finished.first().first().toBool();
}

void TestLegalMoves::realRecordListsMovesGroupedByVerb()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setReplay(&c);
    c.setStep(0);
    m.refresh();
    QVERIFY(m.available());
    QVERIFY(!m.gameOver());
    QVERIFY(m.count() > 0);
    QCOMPARE(m.count(), m.totalCount());

    // Further on, with more kinds of moves: every verb's moves together.
    const int step = stepWithSeveralVerbs(c, m);
    QVERIFY(step > 0);
    QCOMPARE(m.step(), step);
    const QStringList runs = verbRuns(m);
    QCOMPARE(QSet<QString>(runs.begin(), runs.end()).size(), runs.size());
    for (int i = 0; i < m.rowCount(); ++i) {
        const QString line = roleText(m, i, LegalMovesModel::LineRole);
        const QString words = roleText(m, i, LegalMovesModel::WordsRole);
        QVERIFY2(!words.isEmpty() && words != line, qPrintable(line));
        // `TURN SIDE VERB ...`, the side and verb the roles give.
        const QStringList parts = line.split(u' ');
        QVERIFY2(parts.size() >= 3, qPrintable(line));
        QCOMPARE(parts[1], roleText(m, i, LegalMovesModel::SideRole));
        QCOMPARE(parts[2], roleText(m, i, LegalMovesModel::VerbRole));
        QVERIFY(!roleText(m, i, LegalMovesModel::SideNameRole).isEmpty());
        // A move without chance fields is complete as listed; one with them shows them open.
        const bool chance = !m.data(m.index(i), LegalMovesModel::ChanceRole).toList().isEmpty();
        QCOMPARE(line == roleText(m, i, LegalMovesModel::CompleteLineRole), !chance);
    }
}

void TestLegalMoves::filterMatchesWordsAndLine()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setReplay(&c);
    const int step = stepWithSeveralVerbs(c, m);  // a verb filters out the others
    QVERIFY(step > 0);
    const int all = m.count();

    // A verb as the line writes it.
    const QString verb = roleText(m, m.rowCount() - 1, LegalMovesModel::VerbRole);
    QSignalSpy counted(&m, &LegalMovesModel::countChanged);
    m.setFilter(QStringLiteral(" ") + verb.toUpper() + QStringLiteral(" "));
    QCOMPARE(counted.size(), 1);
    QVERIFY(m.count() > 0 && m.count() < all);
    QCOMPARE(m.totalCount(), all);
    for (int i = 0; i < m.rowCount(); ++i)
        QVERIFY(roleText(m, i, LegalMovesModel::LineRole).contains(verb)
                || roleText(m, i, LegalMovesModel::WordsRole).contains(verb, Qt::CaseInsensitive));

    // A word of the words that is not on the line, and two words that must both match.
    m.setFilter(QString());
    const QString words = roleText(m, 0, LegalMovesModel::WordsRole);
    QString word;
    for (const QString &w : words.split(u' ', Qt::SkipEmptyParts))
        if (w.size() > 3 && !roleText(m, 0, LegalMovesModel::LineRole).contains(w, Qt::CaseInsensitive))
            word = w;
    QVERIFY2(!word.isEmpty(), qPrintable(words));
    m.setFilter(word);
    QVERIFY(m.count() >= 1);
    for (int i = 0; i < m.rowCount(); ++i)
        QVERIFY(roleText(m, i, LegalMovesModel::WordsRole).contains(word, Qt::CaseInsensitive)
                || roleText(m, i, LegalMovesModel::LineRole).contains(word, Qt::CaseInsensitive));
    m.setFilter(word + QStringLiteral(" no-such-id-anywhere"));
    QCOMPARE(m.count(), 0);
    QCOMPARE(m.totalCount(), all);

    // The filter stays across steps.
    m.setFilter(verb);
    const int filtered = m.count();
    c.setStep(step - 1);
    m.refresh();
    c.setStep(step);
    m.refresh();
    QCOMPARE(m.count(), filtered);
}

void TestLegalMoves::wordsFollowTheLanguage()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    m.setReplay(&c);
    c.setStep(12);
    m.refresh();
    const QString english = roleText(m, 0, LegalMovesModel::WordsRole);
    const QString line = roleText(m, 0, LegalMovesModel::LineRole);
    QSignalSpy finished(&c, &ReplayController::finished);
    c.setRussian(true);  // checks the record again, in Russian
    QVERIFY(finished.wait(60000));
    c.setStep(12);
    m.refresh();
    QCOMPARE(roleText(m, 0, LegalMovesModel::LineRole), line);
    const QString russian = roleText(m, 0, LegalMovesModel::WordsRole);
    QVERIFY2(russian != english, qPrintable(russian));
    static const QRegularExpression cyrillic(QStringLiteral("[А-Яа-яЁё]"));
    QVERIFY2(russian.contains(cyrillic), qPrintable(russian));
}

void TestLegalMoves::diceFieldIsOpenOnTheLine()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("dice.ugr"), diceRecord), false));
    LegalMovesModel m;
    m.setReplay(&c);
    c.setStep(2);  // blue to add: the die decides how much
    m.refresh();
    QCOMPARE(m.count(), 1);
    QCOMPARE(roleText(m, 0, LegalMovesModel::LineRole), QStringLiteral("1 blue add 1..3"));
    const QString complete = roleText(m, 0, LegalMovesModel::CompleteLineRole);
    QVERIFY2(QRegularExpression(QStringLiteral("^1 blue add [123]$")).match(complete).hasMatch(),
             qPrintable(complete));
    QCOMPARE(roleText(m, 0, LegalMovesModel::VerbRole), QStringLiteral("add"));
    QCOMPARE(roleText(m, 0, LegalMovesModel::SideNameRole), QStringLiteral("Blue"));
    const QVariantList chance = m.data(m.index(0), LegalMovesModel::ChanceRole).toList();
    QCOMPARE(chance.size(), 1);
    const QVariantMap die = chance.first().toMap();
    QCOMPARE(die.value(QStringLiteral("what")).toString(), QStringLiteral("the die of Blue's add"));
    QCOMPARE(die.value(QStringLiteral("values")).toString(), QStringLiteral("1..3"));
    QCOMPARE(die.value(QStringLiteral("kind")).toString(), QStringLiteral("die"));
    QCOMPARE(die.value(QStringLiteral("unknown")).toBool(), false);
    // The filter finds the open field as written.
    m.setFilter(QStringLiteral("1..3"));
    QCOMPARE(m.count(), 1);

    // After the add only `end` is legal, without chance.
    c.setStep(3);
    m.setFilter(QString());
    m.refresh();
    QCOMPARE(m.count(), 1);
    QCOMPARE(roleText(m, 0, LegalMovesModel::LineRole), QStringLiteral("1 blue end"));
    QVERIFY(m.data(m.index(0), LegalMovesModel::ChanceRole).toList().isEmpty());
}

// Recording (issue 23): a picked choice's fields with the values they may take, the line with
// the values entered, and "Roll for me" giving every face of the die, each a legal line.
void TestLegalMoves::chanceFieldsAreEnteredAndRolled()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("dice.ugr"), diceRecord), false));
    LegalMovesModel m;
    m.setReplay(&c);
    c.setStep(2);
    m.refresh();
    const int choice = m.choiceAt(0);
    QCOMPARE(choice, 0);
    QCOMPARE(m.choiceAt(1), -1);
    const QVariantList fields = m.chanceFields(choice);
    QCOMPARE(fields.size(), 1);
    const QVariantMap die = fields.front().toMap();
    QCOMPARE(die.value(QStringLiteral("kind")).toString(), QStringLiteral("die"));
    QCOMPARE(die.value(QStringLiteral("values")).toStringList(), QStringList({"1", "2", "3"}));
    QCOMPARE(die.value(QStringLiteral("faces")).toInt(), 3);
    QCOMPARE(die.value(QStringLiteral("index")).toInt(), 0);
    QCOMPARE(die.value(QStringLiteral("rule")).toString(), QStringLiteral("tiny.dice"));
    QCOMPARE(m.fillChance(choice, {QStringLiteral("2")}), QStringLiteral("1 blue add 2"));
    QCOMPARE(m.fillChance(choice, {QString()}), roleText(m, 0, LegalMovesModel::CompleteLineRole));
    QCOMPARE(m.fillChance(7, {QStringLiteral("2")}), QString());

    QSet<QString> faces;
    for (int i = 0; i < 300; ++i) {
        const QVariantMap rolled = m.roll(choice, 0, {});
        QCOMPARE(rolled.value(QStringLiteral("choice")).toInt(), choice);
        const QString face = rolled.value(QStringLiteral("value")).toString();
        QCOMPARE(rolled.value(QStringLiteral("line")).toString(), QStringLiteral("1 blue add ") + face);
        faces << face;
    }
    QCOMPARE(faces, QSet<QString>({"1", "2", "3"}));
    QVERIFY(m.roll(choice, 1, {}).isEmpty());  // no second field
}

// Space Wars' initiative: the side written is the die's (1-4 Earth, 5-8 Aliens). A roll from
// Earth's choice that comes up 5-8 is Aliens' choice, and the line says so.
void TestLegalMoves::aRollTakesTheChoiceThatOffersTheFace()
{
    ReplayController c;
    QVERIFY(openAndWait(c, QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/spacewars-earth-lands.ugr"), true));
    LegalMovesModel m;
    m.setReplay(&c);
    int earth = -1;
    for (int step = 0; step <= c.stepCount() && earth < 0; ++step) {
        c.setStep(step);
        m.refresh();
        for (int row = 0; row < m.count(); ++row) {
            const QVariantList fields = m.chanceFields(m.choiceAt(row));
            if (roleText(m, row, LegalMovesModel::SideRole) == QLatin1String("earth") && fields.size() == 1
                && fields.front().toMap().value(QStringLiteral("key")).toString() == QLatin1String("roll")
                && roleText(m, row, LegalMovesModel::VerbRole) == QLatin1String("initiative"))
                earth = m.choiceAt(row);
        }
    }
    QVERIFY2(earth >= 0, "an initiative roll in the sample");
    QCOMPARE(m.chanceFields(earth).front().toMap().value(QStringLiteral("faces")).toInt(), 8);
    QSet<QString> sides;
    for (int i = 0; i < 200; ++i) {
        const QVariantMap rolled = m.roll(earth, 0, {});
        const int face = rolled.value(QStringLiteral("value")).toInt();
        QVERIFY(face >= 1 && face <= 8);
        const QString line = rolled.value(QStringLiteral("line")).toString();
        const QString side = line.split(u' ').value(1);
        QCOMPARE(side, face <= 4 ? QStringLiteral("earth") : QStringLiteral("aliens"));
        QVERIFY2(line.contains(QStringLiteral("roll=%1").arg(face)), qPrintable(line));
        sides << side;
    }
    QCOMPARE(sides.size(), 2);
}

void TestLegalMoves::completionsComeFromTheLegalLines()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    m.setReplay(&c);
    c.setStep(12);
    m.refresh();
    const QString first = roleText(m, 0, LegalMovesModel::CompleteLineRole);
    const QString prefix = first.left(first.indexOf(u' ', first.indexOf(u' ') + 1) + 1);  // "7 humans "
    const QStringList lines = m.completions(prefix, 5);
    QVERIFY(!lines.isEmpty() && lines.size() <= 5);
    for (const QString &l : lines)
        QVERIFY2(l.startsWith(prefix), qPrintable(l));
    QCOMPARE(m.completions(first, 5).first(), first);
    // Text inside a line finds it too, after those that start with it; case does not matter.
    const QString verb = roleText(m, 0, LegalMovesModel::VerbRole);
    QStringList inside = m.completions(verb.toUpper(), 1000);
    QVERIFY(inside.contains(first));
    QCOMPARE(inside.removeDuplicates(), 0);
    QCOMPARE(m.completions(QStringLiteral("no-such-move"), 5), QStringList());
    QCOMPARE(m.completions(QString(), 3).size(), std::min(3, m.totalCount()));
}

void TestLegalMoves::gameOverListsNothing()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("over.ugr"), diceRecord), false));
    LegalMovesModel m;
    m.setReplay(&c);
    c.last();
    m.refresh();
    QVERIFY(m.available());
    QVERIFY(m.gameOver());
    QCOMPARE(m.count(), 0);
    QCOMPARE(m.totalCount(), 0);
    QCOMPARE(m.result(), QStringLiteral("Red won"));
    QCOMPARE(m.completions(QString()), QStringList());
    // The step before is still open.
    c.previous();
    m.refresh();
    QVERIFY(!m.gameOver());
    QVERIFY(m.count() > 0);
    QCOMPARE(m.result(), QString());
}

void TestLegalMoves::notCheckedListsNothing()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("chess.ugr"), "[Game \"chess\"]\n1 white e4\n"), false));
    LegalMovesModel m;
    m.setReplay(&c);
    QVERIFY(!m.available());
    QCOMPARE(m.step(), -1);
    QCOMPARE(m.count(), 0);
    MoveTrial t;
    t.setReplay(&c);
    t.setLine(QStringLiteral("1 white e4"));
    QVERIFY(!t.tried());
    QVERIFY(!t.clean());
}

// The list follows the step, but a run of quick steps (or the three signals of an open) costs one
// rebuild, on the next turn of the event loop.
void TestLegalMoves::rebuildsOncePerRunOfSteps()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    m.setReplay(&c);
    QSignalSpy rebuilt(&m, &LegalMovesModel::listChanged);
    for (int step = 1; step <= 10; ++step)
        c.setStep(step);
    QCOMPARE(rebuilt.size(), 0);
    QTRY_COMPARE(rebuilt.size(), 1);
    QCOMPARE(m.step(), 10);
    QTest::qWait(20);
    QCOMPARE(rebuilt.size(), 1);

    // The time of one rebuild on this record, for the log (the issue asks for 50 ms at most).
    QElapsedTimer timer;
    timer.start();
    for (int step = 0; step <= c.stepCount(); ++step) {
        c.setStep(step);
        m.refresh();
    }
    qInfo("legal moves at each of %d steps: %.2f ms a step on average", c.stepCount() + 1,
          double(timer.elapsed()) / double(c.stepCount() + 1));
}

void TestLegalMoves::boardPickNarrowsTheList()
{
    // An id picked on the board keeps the moves that name it as a value (an item of a comma
    // list included) or as their side; "" lists them all again.
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    LegalMovesModel m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m.setReplay(&c);
    c.setStep(30);
    m.refresh();
    const int all = m.count();
    QVERIFY(all > 1);
    // A region one of the moves goes to, but not every move.
    QString region;
    for (int i = 0; i < m.rowCount() && region.isEmpty(); ++i) {
        const QString line = roleText(m, i, LegalMovesModel::CompleteLineRole);
        const qsizetype to = line.indexOf(QLatin1String(" to="));
        if (to >= 0)
            region = line.mid(to + 4).section(u' ', 0, 0);
    }
    QVERIFY(!region.isEmpty());
    m.setInvolving(region);
    QVERIFY(m.count() >= 1 && m.count() < all);
    for (int i = 0; i < m.rowCount(); ++i)
        QVERIFY(roleText(m, i, LegalMovesModel::CompleteLineRole).contains(u'=' + region));
    // A part of an id is not the id.
    m.setInvolving(region.left(3));
    QCOMPARE(m.count(), 0);
    // The side names its moves.
    m.setInvolving(QStringLiteral("aliens"));
    QCOMPARE(m.count(), all);
    m.setInvolving(QString());
    QCOMPARE(m.count(), all);
}

void TestLegalMoves::triedStateIsShownUntilTheStepChanges()
{
    // A line that can be carried out puts its state on the board (previewing, stateJson) and
    // marks what it changes against the step; a line that changes nothing, a step change, or
    // the trial going away (the tab closed) gives the step's own state back.
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("preview.ugr"), diceRecord), false));
    c.setStep(2);
    const QJsonObject own = c.stateJson();
    QSignalSpy shown(&c, &ReplayController::stepChanged);
    QSignalSpy moved(&c, &ReplayController::cursorMoved);
    {
        MoveTrial t;
        t.setReplay(&c);
        t.setLine(QStringLiteral("1 blue add 2"));
        QVERIFY(t.clean());
        QVERIFY(c.previewing());
        QVERIFY(c.stateJson() != own);
        QCOMPARE(c.previousStateJson(), own);
        QVERIFY(!c.changedKeys().isEmpty());
        QVERIFY(shown.size() >= 1);
        QCOMPARE(moved.size(), 0);  // the step is the same: the line is kept
        QCOMPARE(t.line(), QStringLiteral("1 blue add 2"));
        // A line that does not read shows the step again.
        t.setLine(QStringLiteral("1 blue jump"));
        QVERIFY(!c.previewing());
        QCOMPARE(c.stateJson(), own);
        t.setLine(QStringLiteral("1 blue add 1"));
        QVERIFY(c.previewing());
        // A step change ends it and clears the line.
        c.setStep(3);
        QVERIFY(!c.previewing());
        QVERIFY(t.line().isEmpty());
        c.setStep(2);
        t.setLine(QStringLiteral("1 blue add 3"));
        QVERIFY(c.previewing());
    }
    QVERIFY(!c.previewing());
    QCOMPARE(c.stateJson(), own);
}

void TestLegalMoves::realGamesOfferTheirChanceFields()
{
    // Each game's first step with a chance field: the row shows it open and says what decides
    // it; its complete line, tried, is clean.
    const QStringList samples{QStringLiteral("wotw-aliens-win.ugr"), QStringLiteral("spacewars-earth-lands.ugr"),
                              QStringLiteral("civilizations-three-clans.ugr"), QStringLiteral("tripods-bring-proof.ugr")};
    for (const QString &sample : samples) {
        ReplayController c;
        QVERIFY(openAndWait(c, QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/") + sample, true));
        LegalMovesModel m;
        m.setReplay(&c);
        int found = -1;
        for (int step = 0; step <= c.stepCount() && found < 0; ++step) {
            c.setStep(step);
            m.refresh();
            for (int i = 0; i < m.rowCount() && found < 0; ++i)
                if (!m.data(m.index(i), LegalMovesModel::ChanceRole).toList().isEmpty())
                    found = i;
        }
        QVERIFY2(found >= 0, qPrintable(sample));
        const QVariantMap field = m.data(m.index(found), LegalMovesModel::ChanceRole).toList().first().toMap();
        QVERIFY2(!field.value(QStringLiteral("what")).toString().isEmpty(), qPrintable(sample));
        QVERIFY2(roleText(m, found, LegalMovesModel::LineRole) != roleText(m, found, LegalMovesModel::CompleteLineRole),
                 qPrintable(sample));
        MoveTrial t;
        t.setReplay(&c);
        t.setLine(roleText(m, found, LegalMovesModel::CompleteLineRole));
        QVERIFY2(t.clean(), qPrintable(sample + u' ' + t.line()));
    }
}

// Tripods' measured facts (core::FactField): a shot's range and protected side as lists, a move's
// leaving the table as flags. Setting one rewrites the line, which applies cleanly; a range
// whose draw has another shape (an airplane draws two cards at short range, one at long) takes
// the choice of that shape.
void TestLegalMoves::tripodsFactsAreSetAsMeasured()
{
    ReplayController c;
    QVERIFY(openAndWait(c, QStringLiteral(UMPIRE_SOURCE_DIR "/resources/samples/tripods-bring-proof.ugr"), true));
    LegalMovesModel m;
    m.setReplay(&c);
    MoveTrial t;
    t.setReplay(&c);
    const auto rowStarting = [&](const QString &prefix) {
        for (int row = 0; row < m.count(); ++row)
            if (roleText(m, row, LegalMovesModel::CompleteLineRole).startsWith(prefix))
                return row;
        return -1;
    };
    const auto byKey = [](const QVariantList &facts, const QString &key) {
        for (qsizetype i = 0; i < facts.size(); ++i)
            if (facts[i].toMap().value(QStringLiteral("key")).toString() == key)
                return int(i);
        return -1;
    };

    // Step 8: the Nieuport has flown its straight; its guns may fire at the locust.
    c.setStep(8);
    m.refresh();
    const int row = rowStarting(QStringLiteral("1 earthlings fire nieuport locust range="));
    QVERIFY(row >= 0);
    const int shot = m.choiceAt(row);
    const QVariantList facts = m.factFields(shot);
    const int range = byKey(facts, QStringLiteral("range"));
    const int across = byKey(facts, QStringLiteral("across"));
    QVERIFY(range >= 0 && across > range);
    const QVariantMap rangeField = facts[range].toMap();
    QCOMPARE(rangeField.value(QStringLiteral("kind")).toString(), QStringLiteral("list"));
    QCOMPARE(rangeField.value(QStringLiteral("values")).toStringList(), QStringList({"short", "long"}));
    QCOMPARE(rangeField.value(QStringLiteral("rule")).toString(), QStringLiteral("tripods.basic.airplane-fire"));
    QCOMPARE(facts[across].toMap().value(QStringLiteral("rule")).toString(), QStringLiteral("tripods.basic.protection"));
    const QString own = rangeField.value(QStringLiteral("value")).toString();
    const QString other = own == QLatin1String("short") ? QStringLiteral("long") : QStringLiteral("short");
    QCOMPARE(m.choiceForFact(shot, range, own), shot);

    // The other range draws another number of cards: its own choice, with as many card fields.
    const int reshaped = m.choiceForFact(shot, range, other);
    QVERIFY(reshaped >= 0 && reshaped != shot);
    QCOMPARE(m.chanceFields(reshaped).size(), other == QLatin1String("short") ? 2 : 1);
    const QVariantList reshapedFacts = m.factFields(reshaped);
    QCOMPARE(reshapedFacts[range].toMap().value(QStringLiteral("value")).toString(), other);
    QVERIFY(m.fillLine(reshaped, {}, {}).contains(QStringLiteral(" range=") + other + u' '));

    // The protected side is written in; with a card entered too, the line is the one measured.
    QStringList factValues;
    for (const QVariant &f : reshapedFacts)
        factValues << f.toMap().value(QStringLiteral("value")).toString();
    const QString side = factValues[across] == QLatin1String("protected") ? QStringLiteral("unprotected")
                                                                          : QStringLiteral("protected");
    QCOMPARE(m.choiceForFact(reshaped, across, side), reshaped);
    factValues[across] = side;
    const QString card = m.chanceFields(reshaped).front().toMap().value(QStringLiteral("values")).toStringList().front();
    const QString line = m.fillLine(reshaped, {card}, factValues);
    QVERIFY2(line.contains(QStringLiteral(" range=%1 across=%2 cards=%3").arg(other, side, card)), qPrintable(line));
    t.setLine(line);
    QVERIFY2(t.tried() && t.errorCount() == 0, qPrintable(line));

    // Step 3: the Nieuport's maneuver, which may leave the table, across its own side.
    c.setStep(3);
    m.refresh();
    const int moveRow = rowStarting(QStringLiteral("1 earthlings move nieuport straight"));
    QVERIFY(moveRow >= 0);
    const int move = m.choiceAt(moveRow);
    const QVariantList moveFacts = m.factFields(move);
    const int out = byKey(moveFacts, QStringLiteral("out"));
    const int home = byKey(moveFacts, QStringLiteral("home"));
    QVERIFY(out >= 0 && home >= 0);
    QCOMPARE(moveFacts[out].toMap().value(QStringLiteral("kind")).toString(), QStringLiteral("flag"));
    QCOMPARE(moveFacts[out].toMap().value(QStringLiteral("value")).toString(), QString());
    QStringList flags(moveFacts.size());
    for (qsizetype i = 0; i < moveFacts.size(); ++i)
        flags[i] = moveFacts[i].toMap().value(QStringLiteral("value")).toString();
    flags[out] = QStringLiteral("out");
    flags[home] = QStringLiteral("home");
    QCOMPARE(m.fillLine(move, {}, flags), QStringLiteral("1 earthlings move nieuport straight out home"));
    t.setLine(m.fillLine(move, {}, flags));
    QVERIFY(t.tried() && t.clean());
    // home alone, without out, is refused under the rule of the record's arguments.
    flags[out] = QString();
    t.setLine(m.fillLine(move, {}, flags));
    QCOMPARE(t.errorCount(), 1);
    QCOMPARE(m.fillLine(move, {}, {}), QStringLiteral("1 earthlings move nieuport straight"));
}

void TestLegalMoves::verdictOfACleanLine()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("clean.ugr"), diceRecord), false));
    c.setStep(2);
    MoveTrial t;
    t.setReplay(&c);
    QVERIFY(!t.tried());
    QSignalSpy changed(&t, &MoveTrial::verdictChanged);
    // Every face the die offers is clean.
    for (const char *line : {"1 blue add 1", "1 blue add 2", "1 blue add 3"}) {
        t.setLine(QString::fromLatin1(line));
        QVERIFY2(t.tried() && t.clean(), line);
        QCOMPARE(t.errorCount(), 0);
        QVERIFY(t.items().isEmpty());
    }
    QCOMPARE(changed.size(), 3);
    // The record is not changed.
    QCOMPARE(c.stepCount(), 13);
    QCOMPARE(c.replayData()->rawText(3), QStringLiteral("add 2"));
}

void TestLegalMoves::verdictCitesTheBrokenRule()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("broken.ugr"), diceRecord), false));
    c.setStep(2);
    MoveTrial t;
    t.setReplay(&c);
    // A face past the die's last.
    t.setLine(QStringLiteral("1 blue add 4"));
    QVERIFY(t.tried());
    QVERIFY(!t.clean());
    QCOMPARE(t.errorCount(), 1);
    QCOMPARE(t.items().size(), 1);
    QVariantMap item = t.items().first().toMap();
    QCOMPARE(item.value(QStringLiteral("kind")).toString(), QStringLiteral("error"));
    QCOMPARE(item.value(QStringLiteral("ruleId")).toString(), QStringLiteral("tiny.dice"));
    QVERIFY(!item.value(QStringLiteral("message")).toString().isEmpty());
    // Out of turn: red moves while blue is to add.
    t.setLine(QStringLiteral("1 red add 1"));
    QStringList rules;
    for (const QVariant &v : t.items())
        rules << v.toMap().value(QStringLiteral("ruleId")).toString();
    QVERIFY2(rules.contains(QStringLiteral("tiny.turns.order")), qPrintable(rules.join(u' ')));
    // A blank line has no verdict.
    t.setLine(QStringLiteral("   "));
    QVERIFY(!t.tried());
    QVERIFY(t.items().isEmpty());
}

void TestLegalMoves::verdictOfARealGameCitesItsRule()
{
    ReplayController c;
    QVERIFY(openAndWait(c, wotwSample, true));
    c.setStep(12);
    LegalMovesModel m;
    m.setReplay(&c);
    MoveTrial t;
    t.setReplay(&c);
    const QString legal = roleText(m, 0, LegalMovesModel::CompleteLineRole);
    t.setLine(legal);
    QVERIFY2(t.clean(), qPrintable(legal));
    // The same move a few turns late.
    QStringList parts = legal.split(u' ');
    parts[0] = QString::number(parts[0].toInt() + 3);
    t.setLine(parts.join(u' '));
    QVERIFY(!t.clean());
    QVERIFY(t.errorCount() >= 1);
    const QVariantMap item = t.items().first().toMap();
    QVERIFY2(item.value(QStringLiteral("ruleId")).toString().startsWith(QStringLiteral("wotw.")),
             qPrintable(item.value(QStringLiteral("ruleId")).toString()));
    // A side the game does not have.
    parts = legal.split(u' ');
    parts[1] = QStringLiteral("martians");
    t.setLine(parts.join(u' '));
    QVERIFY(!t.clean());
    QVERIFY(t.items().first().toMap().value(QStringLiteral("ruleId")).toString().startsWith(QStringLiteral("wotw.")));
}

void TestLegalMoves::syntaxErrorHasItsColumn()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("syntax.ugr"), diceRecord), false));
    c.setStep(2);
    MoveTrial t;
    t.setReplay(&c);
    t.setLine(QStringLiteral("1 blue add [2]"));
    QVERIFY(t.tried());
    QVERIFY(!t.clean());
    QVERIFY(t.errorCount() >= 1);
    const QVariantMap item = t.items().first().toMap();
    QCOMPARE(item.value(QStringLiteral("kind")).toString(), QStringLiteral("syntax"));
    QCOMPARE(item.value(QStringLiteral("column")).toInt(), 12);
    QVERIFY(item.value(QStringLiteral("message")).toString().contains(u'['));
    QCOMPARE(item.value(QStringLiteral("ruleId")).toString(), QString());
}

void TestLegalMoves::verdictGoesWhenTheStepChanges()
{
    ReplayController c;
    QVERIFY(openAndWait(c, write(QStringLiteral("step.ugr"), diceRecord), false));
    c.setStep(2);
    MoveTrial t;
    t.setReplay(&c);
    t.setLine(QStringLiteral("1 blue add 9"));
    QVERIFY(t.tried());
    QSignalSpy changed(&t, &MoveTrial::verdictChanged);
    c.next();
    QCOMPARE(changed.size(), 1);
    QVERIFY(!t.tried());
    QCOMPARE(t.line(), QString());
    QVERIFY(t.items().isEmpty());
    // Another record too.
    t.setLine(QStringLiteral("1 blue end"));
    QVERIFY(t.tried());
    QVERIFY(openAndWait(c, write(QStringLiteral("other.ugr"), diceRecord), false));
    QVERIFY(!t.tried());
    QCOMPARE(t.line(), QString());
}

void TestLegalMoves::qmlTypesAreCreatable()
{
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent component(&engine);
    component.setData("import QtQml\nimport Umpire\n"
                      "QtObject {\n"
                      "    property ReplayController replay: ReplayController { id: r }\n"
                      "    property LegalMovesModel legal: LegalMovesModel { replay: r; filter: \"x\" }\n"
                      "    property MoveTrial trial: MoveTrial { replay: r; line: \"1 red end\" }\n"
                      "    property int rows: legal.count\n"
                      "    property bool tried: trial.tried\n"
                      "}\n",
                      QUrl(QStringLiteral("inline.qml")));
    std::unique_ptr<QObject> object(component.create());
    QVERIFY2(object, qPrintable(component.errorString()));
    QCOMPARE(object->property("rows").toInt(), 0);
    QCOMPARE(object->property("tried").toBool(), false);
}

QTEST_MAIN(TestLegalMoves)

#include "tst_legal_moves.moc"
