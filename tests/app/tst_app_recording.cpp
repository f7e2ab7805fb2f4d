// Recording a game in the main window (issue 23), the way a player does at the table: File >
// New Game, then every move picked from the Moves tab with its dice and cards entered as they
// fell, saved, undone and redone; an edit in the middle that breaks a later move; a record made
// in Russian; a save that fails; and the unsaved record given back after the app is killed.
#include "appcontroller.h"
#include "localizer.h"
#include "recorddocument.h"
#include "recordeditor.h"
#include "replaycontroller.h"

#include "warning_log.h"

#include "core/catalog.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJSValue>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire;
using gui::AppController;
using gui::Localizer;
using models::RecordEditor;
using models::ReplayController;

namespace {

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

// The value a chance field (LegalMovesModel.chanceFields: key, index) holds on `line`: a keyed
// value (`key=v`), an item of a keyed comma list, or the index-th positional argument.
QString chanceValueOn(const QString &line, const QVariantMap &field)
{
    const QString key = field.value(QStringLiteral("key")).toString();
    const int index = field.value(QStringLiteral("index")).toInt();
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts).mid(3);
    int positional = 0;
    for (const QString &word : words) {
        const qsizetype eq = word.indexOf(u'=');
        if (key.isEmpty()) {
            if (eq < 0 && positional++ == index)
                return word;
            continue;
        }
        if (eq < 0 || word.left(eq) != key)
            continue;
        const QString value = word.mid(eq + 1);
        return index < 0 ? value : value.split(u',').value(index);
    }
    return {};
}

// The value a measured fact (LegalMovesModel.factFields) holds on `line`: a flag's word when the
// line has it ("" when not), a keyless list's value among the positional words, else as a
// chance field's.
QString factValueOn(const QString &line, const QVariantMap &fact)
{
    const QString kind = fact.value(QStringLiteral("kind")).toString();
    const QString key = fact.value(QStringLiteral("key")).toString();
    const QStringList words = line.split(u' ', Qt::SkipEmptyParts).mid(3);
    if (kind == QLatin1String("flag"))
        return words.contains(key) ? key : QString();
    if (kind == QLatin1String("list") && key.isEmpty()) {
        for (const QString &value : fact.value(QStringLiteral("values")).toStringList())
            if (words.contains(value))
                return value;
        return {};
    }
    return chanceValueOn(line, fact);
}

// A `var` property of a QML object as a list (QML hands arrays over as QJSValue).
QVariantList listProperty(const QObject *object, const char *name)
{
    QVariant v = object->property(name);
    if (v.metaType() == QMetaType::fromType<QJSValue>())
        v = v.value<QJSValue>().toVariant();
    return v.toList();
}

// The words of a line in order of their text: two lines that say the same in another order
// (a flag ticked after a later one) are saved alike, in the canonical form.
QStringList sortedWords(const QString &line)
{
    QStringList words = line.split(u' ', Qt::SkipEmptyParts);
    words.sort();
    return words;
}

// The shortest game of `game` that ends within `maxMoves` (and lasts at least `minMoves`),
// among seeds 1..60, as simulate plays it; empty when none does.
QByteArray shortWholeGame(const QString &game, int maxMoves, int minMoves = 10)
{
    const core::Ruleset *rules = core::Catalog::builtin().find(game);
    QByteArray best;
    int bestMoves = 0;
    for (std::uint64_t seed = 1; seed <= 60 && rules; ++seed) {
        const core::Simulation sim = core::simulate(*rules, seed, maxMoves);
        if (sim.finished && sim.moves >= minMoves && (best.isEmpty() || sim.moves < bestMoves)) {
            best = sim.text;
            bestMoves = sim.moves;
        }
    }
    return best;
}

// The move lines of a record's text.
QStringList moveLinesOf(const QByteArray &text)
{
    QStringList out;
    for (const QByteArray &line : text.split('\n'))
        if (!line.isEmpty() && line.front() >= '0' && line.front() <= '9')
            out << QString::fromUtf8(line);
    return out;
}

// Child mode of recoveryAfterTheAppIsKilled: a window records a few moves of a new game and
// says "ready" once the journal is on disk, then waits to be killed.
int runChild(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);  // the parent's journal folder
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    AppController controller;
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties({{QStringLiteral("controller"), QVariant::fromValue(&controller)}});
    engine.load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
    auto *replay = engine.rootObjects().constFirst()->findChild<ReplayController *>(
            QStringLiteral("replayController"));
    RecordEditor *editor = replay->editor();
    editor->newRecord(QStringLiteral("[Game \"tripods\"]\n"));
    for (const QString &line : moveLinesOf(qgetenv("RECORD_CHILD_MOVES")))
        editor->addMove(line);
    replay->document().flushJournal();
    fputs("ready\n", stdout);
    fflush(stdout);
    for (;;)
        QThread::sleep(1);
}

}  // namespace

class TestAppRecording : public QObject {
    Q_OBJECT

    QTemporaryDir settingsDir_;
    QTemporaryDir files_;
    std::unique_ptr<AppController> controller_;
    std::unique_ptr<Localizer> localizer_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow *window_ = nullptr;

    void load(const QString &language = QStringLiteral("en"))
    {
        controller_ = std::make_unique<AppController>();
        controller_->setLanguage(language);
        localizer_ = std::make_unique<Localizer>();
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        localizer_->setEngine(engine_.get());
        localizer_->apply(language);
        engine_->setInitialProperties(
                {{QStringLiteral("controller"), QVariant::fromValue(controller_.get())}});
        engine_->load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
        QCOMPARE(engine_->rootObjects().size(), 1);
        window_ = qobject_cast<QQuickWindow *>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }

    ReplayController *replay() const
    {
        return window_->findChild<ReplayController *>(QStringLiteral("replayController"));
    }
    RecordEditor *editor() const { return replay()->editor(); }

    static QQuickItem *findItem(QQuickItem *item, const std::function<bool(QQuickItem *)> &match)
    {
        if (!item || !item->isVisible())
            return nullptr;
        if (match(item))
            return item;
        for (QQuickItem *child : item->childItems())
            if (QQuickItem *found = findItem(child, match))
                return found;
        return nullptr;
    }
    QQuickItem *named(const QString &name, QQuickItem *under = nullptr) const
    {
        return findItem(under ? under : window_->contentItem(),
                        [&](QQuickItem *i) { return i->objectName() == name; });
    }
    // Dialogs and popups live in the window's overlay.
    QQuickItem *namedAnywhere(const QString &name) const
    {
        if (QQuickItem *found = named(name))
            return found;
        QQuickItem *overlay = window_->property("overlay").value<QQuickItem *>();
        if (!overlay)
            overlay = window_->contentItem()->parentItem();
        return findItem(overlay ? overlay : window_->contentItem(),
                        [&](QQuickItem *i) { return i->objectName() == name; });
    }

    void clickItem(QQuickItem *item)
    {
        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
    }

    // File > New Game (Ctrl+N), the game picked in the form, Create.
    void newGame(const QString &gameId)
    {
        QTest::keyClick(window_, Qt::Key_N, Qt::ControlModifier);
        QObject *dialog = nullptr;
        QTRY_VERIFY((dialog = window_->findChild<QObject *>(QStringLiteral("newGameDialog")))
                    && dialog->property("visible").toBool());
        QObject *form = dialog->property("form").value<QObject *>();
        QVERIFY(form);
        form->setProperty("gameId", gameId);
        QCOMPARE(form->property("problem").toString(), QString());
        QQuickItem *create = nullptr;
        QTRY_VERIFY((create = namedAnywhere(QStringLiteral("newGameCreate"))) && create->isEnabled());
        clickItem(create);
        QTRY_VERIFY(replay()->hasRecord() && !dialog->property("visible").toBool());
        QCOMPARE(replay()->gameId(), gameId);
        QCOMPARE(replay()->stepCount(), 0);
        QVERIFY(editor()->untitled());
    }

    // The Moves tab's panel, shown (Ctrl+M).
    QObject *movesPanel()
    {
        QTest::keyClick(window_, Qt::Key_M, Qt::ControlModifier);
        auto *loader = window_->findChild<QObject *>(QStringLiteral("movesLoader"));
        return loader ? loader->property("item").value<QObject *>() : nullptr;
    }

    // The choice `line` is, reached from list choice `choice` as the tab reaches it: each
    // measured fact set as the line has it (a fact that changes the draw's shape takes the
    // choice of that shape). -1 when the line is not that move.
    int choiceMeasuredAs(QObject *legal, int choice, const QString &line)
    {
        for (int guard = 0; guard < 8; ++guard) {
            QVariantList facts;
            QMetaObject::invokeMethod(legal, "factFields", Q_RETURN_ARG(QVariantList, facts), Q_ARG(int, choice));
            int next = choice;
            for (qsizetype i = 0; i < facts.size() && next == choice; ++i)
                QMetaObject::invokeMethod(legal, "choiceForFact", Q_RETURN_ARG(int, next), Q_ARG(int, choice),
                                          Q_ARG(int, int(i)), Q_ARG(QString, factValueOn(line, facts[i].toMap())));
            if (next == choice)
                break;
            choice = next;
        }
        QVariantList facts, fields;
        QMetaObject::invokeMethod(legal, "factFields", Q_RETURN_ARG(QVariantList, facts), Q_ARG(int, choice));
        QMetaObject::invokeMethod(legal, "chanceFields", Q_RETURN_ARG(QVariantList, fields), Q_ARG(int, choice));
        QStringList factValues, values;
        for (const QVariant &f : facts)
            factValues << factValueOn(line, f.toMap());
        for (const QVariant &f : fields)
            values << chanceValueOn(line, f.toMap());
        QString filled;
        QMetaObject::invokeMethod(legal, "fillLine", Q_RETURN_ARG(QString, filled), Q_ARG(int, choice),
                                  Q_ARG(QStringList, values), Q_ARG(QStringList, factValues));
        return sortedWords(filled) == sortedWords(line) ? choice : -1;
    }

    // Sets each measured fact of the picked move as `line` has it, in its own row of the tab: a
    // flag ticked or cleared, a list value picked, a number typed. A fact that takes another
    // choice rebuilds the rows, so each is looked up again. Counts the facts changed.
    bool setFactsAsOn(QObject *panel, const QString &line, int *changed)
    {
        for (int guard = 0; guard < 16; ++guard) {
            const QVariantList facts = listProperty(panel, "factFields");
            QStringList values;
            for (const QVariant &v : listProperty(panel, "factValues"))
                values << v.toString();
            qsizetype i = 0;
            QString wanted;
            for (; i < facts.size(); ++i) {
                wanted = factValueOn(line, facts[i].toMap());
                if (wanted != values.value(i))
                    break;
            }
            if (i == facts.size())
                return true;
            QQuickItem *factRow = named(QStringLiteral("factField%1").arg(i));
            if (!factRow)
                return false;
            const QVariantMap fact = facts[i].toMap();
            const QString kind = fact.value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("flag")) {
                QQuickItem *box = named(QStringLiteral("factFlag"), factRow);
                if (!box)
                    return false;
                QMetaObject::invokeMethod(box, "toggle");
                QMetaObject::invokeMethod(box, "toggled");
            } else if (kind == QLatin1String("list")) {
                QQuickItem *box = named(QStringLiteral("factList"), factRow);
                const qsizetype at = fact.value(QStringLiteral("values")).toStringList().indexOf(wanted);
                if (!box || at < 0)
                    return false;
                QMetaObject::invokeMethod(box, "activated", Q_ARG(int, int(at)));
            } else {
                QQuickItem *spin = named(QStringLiteral("factNumber"), factRow);
                if (!spin)
                    return false;
                spin->setProperty("value", wanted.toInt());
                QMetaObject::invokeMethod(spin, "valueModified");
            }
            ++*changed;
        }
        return false;
    }

    // Enters `line` at the current step as a player does: the legal move it is, picked from
    // the list, each measured fact set as the table shows it and each chance field entered as
    // it fell, then Add to Record. Nothing is typed: a line the list cannot give fails.
    // `measured` counts the facts set to another value than the list's.
    bool enterMove(QObject *panel, const QString &line, int *measured = nullptr)
    {
        auto *legal = panel->property("legalMoves").value<QObject *>();
        auto *trial = panel->property("trial").value<QObject *>();
        // The list follows the step on the next turn of the event loop.
        if (!QTest::qWaitFor([&] { return legal->property("step").toInt() == replay()->step(); }))
            return false;
        const int rows = legal->property("count").toInt();
        for (int row = 0; row < rows; ++row) {
            int choice = -1;
            QMetaObject::invokeMethod(legal, "choiceAt", Q_RETURN_ARG(int, choice), Q_ARG(int, row));
            if (choiceMeasuredAs(legal, choice, line) < 0)
                continue;
            QMetaObject::invokeMethod(panel, "pickRow", Q_ARG(int, row));
            int changed = 0;
            if (!setFactsAsOn(panel, line, &changed))
                return false;
            if (measured)
                *measured += changed;
            // Each chance field asked for, in its own row of the tab: the value picked from its list.
            const QVariantList fields = listProperty(panel, "chanceFields");
            for (qsizetype i = 0; i < fields.size(); ++i) {
                QQuickItem *fieldRow = named(QStringLiteral("chanceField%1").arg(i));
                QQuickItem *box = fieldRow ? named(QStringLiteral("chanceValue"), fieldRow) : nullptr;
                if (!box)
                    return false;
                const QStringList offered = fields[i].toMap().value(QStringLiteral("values")).toStringList();
                const qsizetype at = offered.indexOf(chanceValueOn(line, fields[i].toMap()));
                if (at < 0)
                    return false;
                QMetaObject::invokeMethod(box, "activated", Q_ARG(int, int(at)));
            }
            if (sortedWords(trial->property("line").toString()) != sortedWords(line))
                return false;
            QQuickItem *add = named(QStringLiteral("recordButton"));
            if (!add || !add->isEnabled())
                return false;
            const int steps = replay()->stepCount();
            QMetaObject::invokeMethod(add, "clicked");
            return replay()->stepCount() == steps + 1 && replay()->step() == steps + 1;
        }
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid() && files_.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QDir(models::RecordDocument::journalFolder()).removeRecursively();
        qputenv("QSG_RENDER_LOOP", "basic");
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        testsupport::startWarningLog();
    }

    void init()
    {
        QSettings().clear();
        testsupport::loggedWarnings().clear();
    }

    void cleanup()
    {
        if (replay())
            replay()->close();  // no journal is left for the next test to be offered
        engine_.reset();
        localizer_.reset();
        controller_.reset();
        window_ = nullptr;
        QVERIFY2(testsupport::loggedWarnings().isEmpty(),
                 qPrintable(testsupport::loggedWarnings().join(u'\n')));
    }

    // A whole simulated game of each game entered through the interface and saved: the file
    // holds the simulated moves byte for byte; only the tags differ (the form writes [Game]
    // and its defaults, such as [Date]; simulate writes [Seed] and [Result]). Then every move
    // is undone and redone with the keyboard.
    void recordsAWholeSimulatedGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("maxMoves");
        QTest::newRow("tripods") << QStringLiteral("tripods") << 60;
        QTest::newRow("spacewars") << QStringLiteral("spacewars") << 120;
        QTest::newRow("wotw") << QStringLiteral("wotw") << 400;
        QTest::newRow("civilizations") << QStringLiteral("civilizations") << 700;
    }
    void recordsAWholeSimulatedGame()
    {
        QFETCH(QString, game);
        QFETCH(int, maxMoves);
        const QByteArray simulated = shortWholeGame(game, maxMoves);
        QVERIFY2(!simulated.isEmpty(), "a seed gives a whole game");
        const QStringList moves = moveLinesOf(simulated);
        load();
        newGame(game);
        QObject *panel = movesPanel();
        QVERIFY(panel);
        int measured = 0;
        for (const QString &line : moves)
            QVERIFY2(enterMove(panel, line, &measured), qPrintable(line));
        // Every move is picked from the list, nothing typed. The Tripods list draws its measured
        // facts afresh (the new record has no [Seed]), so some are set to the simulated ones.
        if (game == QLatin1String("tripods"))
            QVERIFY(measured > 0);
        else
            QCOMPARE(measured, 0);
        qInfo("%s: %d moves entered, %d measured facts set", qPrintable(game), int(moves.size()), measured);
        QCOMPARE(replay()->stepCount(), int(moves.size()));
        QCOMPARE(replay()->findingCount(), 0);
        QVERIFY(!replay()->result().isEmpty());  // the game ended, as simulated
        QVERIFY(window_->title().startsWith(u'*'));

        const QString path = files_.filePath(game + QStringLiteral(".ugr"));
        QVERIFY(editor()->saveAsPath(path));
        QVERIFY(!window_->title().startsWith(u'*'));
        const QByteArray saved = readFile(path);
        QCOMPARE(moveLinesOf(saved), moves);
        // Everything after the tags is the simulated text after its tags.
        const auto body = [](const QByteArray &text) { return text.mid(text.indexOf("\n\n")); };
        QCOMPARE(body(saved), body(simulated));
        const notation::Record tags = notation::parse(saved);
        QCOMPARE(tags.tag("Game"), game);
        QVERIFY(tags.tag("Seed").isNull());

        // Undo everything (Ctrl+Z), then redo everything (Ctrl+Shift+Z), the keyboard where
        // the last move left it.
        for (qsizetype i = 0; i < moves.size(); ++i)
            QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(replay()->stepCount(), 0);
        QVERIFY(!editor()->canUndo());
        for (qsizetype i = 0; i < moves.size(); ++i)
            QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(replay()->stepCount(), int(moves.size()));
        QVERIFY(!editor()->modified());  // back at the saved text
        QCOMPARE(replay()->findingCount(), 0);
    }

    // A move replaced in the middle breaks a later one: the finding shows at that later move,
    // in the move list and the findings, and Undo takes it away.
    void anEditInTheMiddleFlagsALaterMove()
    {
        load();
        const QString path = files_.filePath(QStringLiteral("middle.ugr"));
        QVERIFY(QFile::copy(QStringLiteral(UMPIRE_SAMPLES "/tripods-spark-of-hope.ugr"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QVERIFY(controller_->openPath(path));
        QTRY_VERIFY(replay()->hasRecord() && !replay()->busy());
        QCOMPARE(replay()->errorCount(), 0);
        // Find a move whose removal breaks a later move.
        int removed = 0;
        for (int step = 1; step < replay()->stepCount() && removed == 0; ++step) {
            replay()->setStep(step);
            QTest::keyClick(window_, Qt::Key_Delete, Qt::ControlModifier);
            QTRY_VERIFY(editor()->canUndo());
            if (replay()->errorCount() > 0 && replay()->replayData()->findingSteps().front() > step - 1)
                removed = step;
            else
                editor()->undo();
        }
        QVERIFY2(removed > 0, "removing some move breaks a later one");
        const int flagged = replay()->replayData()->findingSteps().front();
        QVERIFY(flagged >= removed);
        QCOMPARE(replay()->step(), removed - 1);
        replay()->setStep(flagged);
        QVERIFY(replay()->currentErrorCount() > 0);
        QTRY_VERIFY(named(QStringLiteral("verdictBanner"))->property("count").toInt() > 0);
        QVERIFY(window_->title().startsWith(u'*'));
        QTest::keyClick(window_, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(replay()->errorCount(), 0);
        QVERIFY(!editor()->modified());
        QVERIFY(!window_->title().startsWith(u'*'));
    }

    // Saving over a file that changed on disk meanwhile fails, says why, and keeps the mark.
    void aFailedSaveSaysWhyAndKeepsTheChanges()
    {
        load();
        const QString path = files_.filePath(QStringLiteral("changed.ugr"));
        QVERIFY(writeFile(path, "[Game \"tripods\"]\n"));
        QVERIFY(controller_->openPath(path));
        QTRY_VERIFY(replay()->hasRecord() && !replay()->busy());
        QObject *panel = movesPanel();
        QVERIFY(panel);
        const QStringList moves = moveLinesOf(shortWholeGame(QStringLiteral("tripods"), 60));
        QVERIFY(enterMove(panel, moves.front()));
        QVERIFY(writeFile(path, "[Game \"tripods\"]\n; edited elsewhere\n"));
        QTest::keyClick(window_, Qt::Key_S, Qt::ControlModifier);
        QQuickItem *banner = named(QStringLiteral("editBanner"));
        QTRY_VERIFY(banner && banner->property("text").toString().contains(QStringLiteral("changed on disk")));
        QVERIFY(banner->property("text").toString().contains(QDir::toNativeSeparators(path)));
        QVERIFY(window_->title().startsWith(u'*'));
        QCOMPARE(readFile(path), QByteArray("[Game \"tripods\"]\n; edited elsewhere\n"));
        // Opening another record now asks first; Cancel keeps everything.
        QTest::keyClick(window_, Qt::Key_O, Qt::ControlModifier);
        QObject *prompt = window_->findChild<QObject *>(QStringLiteral("unsavedDialog"));
        QTRY_VERIFY(prompt->property("visible").toBool());
        QMetaObject::invokeMethod(prompt, "reject");
        QTRY_VERIFY(!prompt->property("visible").toBool());
        QVERIFY(editor()->modified());
        QCOMPARE(replay()->stepCount(), 1);
    }

    // Quit (Ctrl+Q) with a move not saved asks first; Cancel keeps the window and the move.
    void quitAsksAboutUnsavedChanges()
    {
        load();
        newGame(QStringLiteral("tripods"));
        QObject *panel = movesPanel();
        QVERIFY(panel);
        QVERIFY(enterMove(panel, moveLinesOf(shortWholeGame(QStringLiteral("tripods"), 60)).front()));
        QTest::keyClick(window_, Qt::Key_Q, Qt::ControlModifier);
        QObject *prompt = window_->findChild<QObject *>(QStringLiteral("unsavedDialog"));
        QTRY_VERIFY(prompt->property("visible").toBool());
        QVERIFY(window_->isVisible());
        QMetaObject::invokeMethod(prompt, "reject");
        QTRY_VERIFY(!prompt->property("visible").toBool());
        QVERIFY(window_->isVisible());
        QCOMPARE(replay()->stepCount(), 1);
        QVERIFY(editor()->modified());
    }

    // The same game recorded in Russian: the tab, the chance fields and the buttons speak
    // Russian, and the record is written in the notation like any other.
    void recordsInRussian()
    {
        load(QStringLiteral("ru"));
        newGame(QStringLiteral("spacewars"));
        QObject *panel = movesPanel();
        QVERIFY(panel);
        const QStringList moves = moveLinesOf(shortWholeGame(QStringLiteral("spacewars"), 120));
        // The opening hand: seven cards asked for, in Russian.
        auto *legal = panel->property("legalMoves").value<QObject *>();
        QTRY_COMPARE(legal->property("step").toInt(), 0);
        QMetaObject::invokeMethod(panel, "pickRow", Q_ARG(int, 0));
        QQuickItem *fields = named(QStringLiteral("chanceFields"));
        QVERIFY(fields);
        QVERIFY(findItem(fields, [](QQuickItem *i) {
            return i->property("text").toString() == QString::fromUtf8("Как легли кубики и карты:");
        }));
        QQuickItem *add = named(QStringLiteral("recordButton"));
        QCOMPARE(add->property("text").toString(), QString::fromUtf8("Добавить в запись"));
        QVERIFY(!add->isEnabled());  // not until every card is entered
        for (int i = 0; i < 12; ++i)
            QVERIFY2(enterMove(panel, moves[i]), qPrintable(moves[i]));
        QCOMPARE(replay()->stepCount(), 12);
        QVERIFY(window_->title().startsWith(QString::fromUtf8("*Новая партия")));
        const QString path = files_.filePath(QStringLiteral("ru.ugr"));
        QVERIFY(editor()->saveAsPath(path));
        QCOMPARE(moveLinesOf(readFile(path)), moves.mid(0, 12));
    }

    // "Roll for me" in the window: the face is written into the line and the verdict is clean.
    void rollForMeWritesTheFace()
    {
        load();
        newGame(QStringLiteral("spacewars"));
        QObject *panel = movesPanel();
        const QStringList moves = moveLinesOf(shortWholeGame(QStringLiteral("spacewars"), 120));
        // Up to the first line with a die.
        qsizetype at = 0;
        while (at < moves.size() && !moves[at].contains(QStringLiteral("roll=")))
            QVERIFY(enterMove(panel, moves[at++]));
        QVERIFY(at < moves.size());
        auto *legal = panel->property("legalMoves").value<QObject *>();
        auto *trial = panel->property("trial").value<QObject *>();
        QTRY_COMPARE(legal->property("step").toInt(), replay()->step());
        int rowWithDie = -1;
        for (int row = 0; row < legal->property("count").toInt() && rowWithDie < 0; ++row) {
            int choice = -1;
            QMetaObject::invokeMethod(legal, "choiceAt", Q_RETURN_ARG(int, choice), Q_ARG(int, row));
            QVariantList fields;
            QMetaObject::invokeMethod(legal, "chanceFields", Q_RETURN_ARG(QVariantList, fields), Q_ARG(int, choice));
            if (!fields.isEmpty() && fields.front().toMap().value(QStringLiteral("kind")).toString() == QLatin1String("die"))
                rowWithDie = row;
        }
        QVERIFY(rowWithDie >= 0);
        QMetaObject::invokeMethod(panel, "pickRow", Q_ARG(int, rowWithDie));
        QQuickItem *roll = named(QStringLiteral("chanceRoll"), named(QStringLiteral("chanceField0")));
        QVERIFY(roll);
        QVERIFY(roll->property("text").toString().startsWith(QStringLiteral("Roll d")));
        QMetaObject::invokeMethod(roll, "clicked");
        const QString line = trial->property("line").toString();
        QVERIFY2(line.contains(QStringLiteral("roll=")), qPrintable(line));
        QVERIFY2(trial->property("clean").toBool(), qPrintable(line));
        QQuickItem *add = named(QStringLiteral("recordButton"));
        QVERIFY(add->isEnabled());
        QMetaObject::invokeMethod(add, "clicked");
        QCOMPARE(editor()->moveLine(replay()->step()), line);
    }

    // The app is killed (SIGKILL) with a game recorded but not saved: the next start offers
    // it back, and Open gives every move entered.
    void recoveryAfterTheAppIsKilled()
    {
        QDir(models::RecordDocument::journalFolder()).removeRecursively();
        const QStringList moves = moveLinesOf(shortWholeGame(QStringLiteral("tripods"), 60));
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RECORD_CHILD_MOVES"), moves.join(u'\n'));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        while (!said.contains("ready") && child.waitForReadyRead(30000))
            said += child.readAllStandardOutput();
        QVERIFY2(said.contains("ready"), said.constData());
        child.kill();
        QVERIFY(child.waitForFinished());
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);

        load();
        QObject *dialog = window_->findChild<QObject *>(QStringLiteral("recoveryDialog"));
        QTRY_VERIFY(dialog->property("visible").toBool());
        QCOMPARE(editor()->recoveries().size(), 1);
        QQuickItem *open = nullptr;
        QTRY_VERIFY(open = namedAnywhere(QStringLiteral("recoverButton0")));
        clickItem(open);
        QTRY_VERIFY(replay()->hasRecord());
        QCOMPARE(replay()->stepCount(), int(moves.size()));
        QVERIFY(editor()->modified() && editor()->untitled());
        QCOMPARE(moveLinesOf(replay()->document().text()), moves);
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet("RECORD_CHILD_MOVES"))
        return runChild(argc, argv);
    QGuiApplication app(argc, argv);
    TestAppRecording test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_app_recording.moc"
