// The "File > New Game" form (issue 23): NewGameForm on the four shipped games. Its defaults
// must set up a game that checks clean with a legal first move; every value a field offers
// (and a sample of free text) must give parseable, canonical tags whose verdict the form
// reports as the engine gives it, checked here by running the engine on the tags again.
#include "newgameform.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "notation/parser.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <QScopeGuard>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire;
using namespace umpire::models;

namespace {

const QStringList kGames = {QStringLiteral("wotw"), QStringLiteral("spacewars"),
                            QStringLiteral("tripods"), QStringLiteral("civilizations")};

struct Verdict {
    QString problem;  // as the form should word it
    QString rule;
    bool clean = false;  // no set-up error
    bool hasLegalMove = false;
};

// The engine's verdict on tags alone, worked out here independently of the form.
Verdict engineVerdict(const QString &tagText)
{
    Verdict v;
    core::Replay::Options options;
    options.finish = false;
    options.language = core::Language::English;
    const core::Replay replay =
            core::Replay::run(notation::parse(tagText.toUtf8()), core::Catalog::builtin(), options);
    if (replay.status() != core::Replay::Status::Checked) {
        v.problem = replay.statusMessage();
        return v;
    }
    for (const core::Finding &f : replay.findingsAt(0))
        if (f.severity == core::Severity::Error) {
            v.problem = f.message + QStringLiteral(" (") + f.ruleId + u')';
            v.rule = f.ruleId;
            return v;
        }
    v.clean = true;
    const auto start = replay.stateAt(0);
    v.hasLegalMove = start && !replay.ruleset()->legalChoices(*start).empty();
    return v;
}

QVariantMap fieldOf(const NewGameForm &form, const QString &id)
{
    for (const QVariant &f : form.fields())
        if (f.toMap().value(QStringLiteral("id")).toString() == id)
            return f.toMap();
    return {};
}

// Text to try in a free-text field: one that the game accepts where there is one, and for
// the tags the engine reads, one it refuses too.
QStringList textSamples(const QString &game, const QString &field)
{
    if (field == u"Date")
        return {QStringLiteral("2026-12-05")};
    if (field == u"EarthDeck")
        return {QStringLiteral("earth-ship*30 initiative*5 weapon-overload*5 charismatic-leader*5 "
                               "surprise-warp*5 espionage*5 intercepted-orders*5"),
                QStringLiteral("laser*3")};
    if (field == u"AliensDeck")
        return {QStringLiteral("alien-ship*30 lucky-break*10 misfire*10 defector*10"),
                QStringLiteral("earth-ship*60")};
    if (field == u"Vehicle")
        return {QStringLiteral("locust mk-i-locust\nnieuport nieuport-16 pilot=Anna"),
                QStringLiteral("locust no-such-model")};
    if (field == u"Player" && game == u"tripods")
        return {QStringLiteral("Anna: locust\nBen: nieuport")};
    if (field == u"Table")
        return {QStringLiteral("90x120"), QStringLiteral("wide")};
    if (field.startsWith(u"Player"))
        return {QStringLiteral("Anna: kreios,ajax")};
    if (field == u"BankerBids")
        return {QStringLiteral("thora:2,kreios:3"), QStringLiteral("thora:9,kreios:3")};
    if (field == u"BankerBid")
        return {QStringLiteral("3")};
    // Names and the event: any text, quotes and all.
    return {QStringLiteral("Анна \"the \\ bold\" {1}")};
}

QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findItem(child, name))
            return found;
    return nullptr;
}

void click(QQuickWindow *window, QQuickItem *item)
{
    QTest::mouseClick(window, Qt::LeftButton, {},
                      item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
}

}  // namespace

class TestNewGameForm : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void offersEveryShippedGame()
    {
        NewGameForm form;
        QStringList ids;
        for (const QVariant &g : form.games())
            ids << g.toMap().value(QStringLiteral("id")).toString();
        for (const QString &game : kGames)
            QVERIFY2(ids.contains(game), qPrintable(game));
        QCOMPARE(form.gameId(), ids.value(0));
    }

    void defaultsSetUpACleanGame_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &game : kGames)
            QTest::newRow(qPrintable(game)) << game;
    }
    void defaultsSetUpACleanGame()
    {
        QFETCH(QString, game);
        NewGameForm form;
        form.setGameId(game);
        QCOMPARE(form.gameId(), game);
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
        QVERIFY(form.tagText().startsWith(QStringLiteral("[Game \"%1\"]\n").arg(game)));
        const Verdict v = engineVerdict(form.tagText());
        QVERIFY2(v.clean, qPrintable(v.problem));
        QVERIFY(v.hasLegalMove);
        // Every field lists its values and its default is one of them (free text aside).
        QVERIFY(!form.fields().isEmpty());
        for (const QVariant &f : form.fields()) {
            const QVariantMap field = f.toMap();
            const QString kind = field.value(QStringLiteral("kind")).toString();
            QVERIFY(!field.value(QStringLiteral("label")).toString().isEmpty());
            QVERIFY(field.value(QStringLiteral("explanation")).toString().endsWith(u'.'));
            if (kind == u"text")
                continue;
            QStringList allowed;
            for (const QVariant &o : field.value(QStringLiteral("values")).toList())
                allowed << o.toMap().value(QStringLiteral("value")).toString();
            QVERIFY2(!allowed.isEmpty(), qPrintable(field.value(QStringLiteral("id")).toString()));
            for (const QString &item :
                 field.value(QStringLiteral("defaultValue")).toString().split(u',', Qt::SkipEmptyParts))
                QVERIFY(allowed.contains(item));
        }
    }

    // Each field set to each value it lists (alone: a multi-choice value ticks that one
    // item), or to sample text: the tags stay canonical and the form reports the engine's
    // verdict, clean or not.
    void everyValueIsJudgedByTheEngine_data()
    {
        QTest::addColumn<QString>("game");
        for (const QString &game : kGames)
            QTest::newRow(qPrintable(game)) << game;
    }
    void everyValueIsJudgedByTheEngine()
    {
        QFETCH(QString, game);
        NewGameForm form;
        form.setGameId(game);
        int tried = 0, refused = 0;
        for (const QVariant &f : form.fields()) {
            const QVariantMap field = f.toMap();
            const QString id = field.value(QStringLiteral("id")).toString();
            QStringList samples;
            if (field.value(QStringLiteral("kind")).toString() == u"text")
                samples = textSamples(game, id);
            else
                for (const QVariant &o : field.value(QStringLiteral("values")).toList())
                    samples << o.toMap().value(QStringLiteral("value")).toString();
            for (const QString &sample : samples) {
                form.reset();
                QVERIFY(form.setValue(id, sample));
                QCOMPARE(form.value(id), sample);
                const QByteArray text = form.tagText().toUtf8();
                const notation::Record record = notation::parse(text);
                QVERIFY2(record.ok(), qPrintable(id + u'=' + sample));
                QCOMPARE(notation::print(record), text);  // canonical
                const Verdict v = engineVerdict(form.tagText());
                const QString expected =
                        !v.clean ? v.problem
                                 : v.hasLegalMove ? QString()
                                                  : NewGameForm::tr("These tags set up a game in "
                                                                    "which no move is legal.");
                QVERIFY2(form.problem() == expected,
                         qPrintable(QStringLiteral("%1=%2: form says \"%3\", engine \"%4\"")
                                            .arg(id, sample, form.problem(), expected)));
                QCOMPARE(form.problemRule(), v.rule);
                ++tried;
                refused += !form.problem().isEmpty();
            }
        }
        QVERIFY(tried > 10);
        // Each game has at least one value its engine refuses among those tried (a deck, a
        // vehicle, a seating, a variant without its set-up, ...), or none for the War of the
        // Worlds, whose variant and readings all set up cleanly.
        if (game != u"wotw")
            QVERIFY2(refused > 0, qPrintable(game));
    }

    void badSeatCountNamesTheRule()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("civilizations"));
        QCOMPARE(fieldOf(form, QStringLiteral("Seats")).value(QStringLiteral("kind")).toString(),
                 QStringLiteral("seats"));
        QVERIFY(form.setValue(QStringLiteral("Seats"),
                              QStringList{QStringLiteral("kreios"), QStringLiteral("thora")}));
        QVERIFY(form.tagText().contains(QStringLiteral("[Seats \"kreios,thora\"]\n")));
        QVERIFY(!form.problem().isEmpty());
        QVERIFY2(form.problemRule().startsWith(QStringLiteral("civilizations.")),
                 qPrintable(form.problemRule()));
        QVERIFY(form.problem().endsWith(QStringLiteral("(%1)").arg(form.problemRule())));
        // Three clans, in the order picked: clean again.
        QVERIFY(form.setValue(QStringLiteral("Seats"), QStringLiteral("ajax,kreios,thora")));
        QVERIFY(form.tagText().contains(QStringLiteral("[Seats \"ajax,kreios,thora\"]\n")));
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
    }

    void twoPlayerCivilizations()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("civilizations"));
        QVERIFY(form.setValue(QStringLiteral("Variant"), QStringLiteral("two-player")));
        QVERIFY(!form.problem().isEmpty());  // six seats for the two-player variant
        QVERIFY(form.setValue(QStringLiteral("Seats"), QStringLiteral("kreios,thora,ajax,xanthe")));
        QVERIFY(form.setValue(QStringLiteral("Player1"), QStringLiteral("Anna: kreios,ajax")));
        QVERIFY(form.setValue(QStringLiteral("Player2"), QStringLiteral("Ben: thora,xanthe")));
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
        // A clan's name tag is written only while the clan is seated.
        QCOMPARE(fieldOf(form, QStringLiteral("Myles")).value(QStringLiteral("side")).toString(),
                 QStringLiteral("myles"));
        QVERIFY(form.setValue(QStringLiteral("Myles"), QStringLiteral("Carl")));
        QVERIFY(!form.tagText().contains(QStringLiteral("[Myles")));
        QVERIFY(form.setValue(QStringLiteral("Kreios"), QStringLiteral("Anna")));
        QVERIFY(form.tagText().contains(QStringLiteral("[Kreios \"Anna\"]\n")));
    }

    void readingsShareOneTag()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("wotw"));
        QVERIFY(!form.tagText().contains(QStringLiteral("[Reading")));  // the adopted ones
        const QVariantMap strike = fieldOf(form, QStringLiteral("Reading:strike"));
        QCOMPARE(strike.value(QStringLiteral("tag")).toString(), QStringLiteral("Reading"));
        QCOMPARE(strike.value(QStringLiteral("defaultValue")).toString(), QStringLiteral("consecutive"));
        QCOMPARE(strike.value(QStringLiteral("example")).toString(),
                 QStringLiteral("wotw.clarifications.strike"));
        QVERIFY(form.setValue(QStringLiteral("Reading:strike"), QStringLiteral("turn")));
        QVERIFY(form.setValue(QStringLiteral("Reading:place-instead"), QStringLiteral("russian")));
        QVERIFY(form.setValue(QStringLiteral("Variant"), QStringLiteral("experienced-swap")));
        QVERIFY(form.setValue(QStringLiteral("Aliens"), QStringLiteral("Anna")));
        QVERIFY(form.setValue(QStringLiteral("Date"), QString()));
        QCOMPARE(form.tagText(), QStringLiteral("[Game \"wotw\"]\n"
                                                "[Variant \"experienced-swap\"]\n"
                                                "[Aliens \"Anna\"]\n"
                                                "[Reading \"place-instead=russian,strike=turn\"]\n"));
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
        // A value the reading does not have is the engine's to refuse.
        QVERIFY(form.setValue(QStringLiteral("Reading:strike"), QStringLiteral("never")));
        QCOMPARE(form.problemRule(), QStringLiteral("wotw.record.tags"));
    }

    void tripodsScenarioAndVehicles()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("tripods"));
        QVERIFY(form.setValue(QStringLiteral("Scenario"), QStringLiteral("bring-proof")));
        // The starter set is Bring Proof's forces.
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
        QVERIFY(form.setValue(QStringLiteral("Scenario"), QStringLiteral("a-spark-of-hope")));
        QCOMPARE(form.problemRule(), QStringLiteral("tripods.scenarios.spark-of-hope"));
        QVERIFY(form.setValue(
                QStringLiteral("Vehicle"),
                QStringLiteral("locust mk-i-locust\n"
                               "first nieuport-16 rockets skills=itchy-trigger-finger pilot=Jean\n"
                               "  \n"
                               "second nieuport-16 rockets reserve skills=sniper pilot=Charles\n")));
        QVERIFY2(form.problem().isEmpty(), qPrintable(form.problem()));
        // One [Vehicle] tag a line, blank lines dropped.
        QCOMPARE(form.tagText().count(QStringLiteral("[Vehicle ")), 3);
    }

    void gameChangeResetsTheFields()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("wotw"));
        QSignalSpy fields(&form, &NewGameForm::fieldsChanged);
        QSignalSpy tags(&form, &NewGameForm::tagsChanged);
        QVERIFY(form.setValue(QStringLiteral("Event"), QStringLiteral("Club night")));
        QCOMPARE(tags.count(), 1);
        QCOMPARE(fields.count(), 0);  // a value change keeps the fields (and the QML rows)
        QVERIFY(form.setValue(QStringLiteral("Event"), QStringLiteral("Club night")));
        QCOMPARE(tags.count(), 1);  // unchanged
        QVERIFY(!form.setValue(QStringLiteral("NoSuchTag"), QStringLiteral("x")));
        form.setGameId(QStringLiteral("no-such-game"));
        QCOMPARE(form.gameId(), QStringLiteral("wotw"));
        form.setGameId(QStringLiteral("spacewars"));
        QCOMPARE(fields.count(), 1);
        QCOMPARE(form.value(QStringLiteral("Event")), QString());
        QVERIFY(fieldOf(form, QStringLiteral("EarthDeck")).value(QStringLiteral("id")).isValid());
        QVERIFY(!fieldOf(form, QStringLiteral("Seats")).value(QStringLiteral("id")).isValid());
    }

    void russianNames()
    {
        NewGameForm form;
        form.setGameId(QStringLiteral("wotw"));
        QVERIFY(form.setValue(QStringLiteral("Humans"), QStringLiteral("Борис")));
        QCOMPARE(fieldOf(form, QStringLiteral("Aliens")).value(QStringLiteral("label")).toString(),
                 QStringLiteral("Aliens"));
        QStringList english;
        for (const QVariant &f : form.fields())
            english << f.toMap().value(QStringLiteral("explanation")).toString();
        // The app's Russian translation (embedded in umpire_qml), as the Localizer installs it.
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_ru.qm")));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const auto removeTranslator = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        QSignalSpy names(&form, &NewGameForm::namesChanged);
        form.setRussian(true);
        QCOMPARE(names.count(), 1);
        QCOMPARE(fieldOf(form, QStringLiteral("Event")).value(QStringLiteral("label")).toString(),
                 QStringLiteral("Событие"));
        QStringList russian;
        for (const QVariant &f : form.fields())
            russian << f.toMap().value(QStringLiteral("explanation")).toString();
        QCOMPARE(russian.size(), english.size());
        for (qsizetype i = 0; i < russian.size(); ++i)
            QVERIFY2(russian[i] != english[i], qPrintable(english[i]));  // each one translated
        QStringList gameNames;
        for (const QVariant &g : form.games())
            gameNames << g.toMap().value(QStringLiteral("name")).toString();
        QVERIFY(gameNames.contains(QStringLiteral("Война миров: Новая угроза")));
        QVERIFY(gameNames.contains(QStringLiteral("Война цивилизаций")));
        QCOMPARE(fieldOf(form, QStringLiteral("Aliens")).value(QStringLiteral("label")).toString(),
                 QStringLiteral("Инопланетяне"));
        QCOMPARE(form.value(QStringLiteral("Humans")), QStringLiteral("Борис"));  // kept
        form.setGameId(QStringLiteral("civilizations"));
        QStringList clans;
        for (const QVariant &o : fieldOf(form, QStringLiteral("Seats")).value(QStringLiteral("values")).toList())
            clans << o.toMap().value(QStringLiteral("name")).toString();
        QVERIFY(clans.contains(QStringLiteral("Крейос")));
        QVERIFY(form.setValue(QStringLiteral("Seats"), QStringLiteral("kreios")));
        QVERIFY(!form.problem().isEmpty());
    }

    // The type is registered for QML as NewGameForm in `import Umpire`.
    void qmlType()
    {
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData("import Umpire\nNewGameForm { gameId: \"spacewars\" }", QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *form = qobject_cast<NewGameForm *>(object.get());
        QVERIFY(form);
        QCOMPARE(form->gameId(), QStringLiteral("spacewars"));
    }

    // qml/dialogs/NewGameDialog.qml in a window: its controls are findable by objectName,
    // ticking a seat writes the seats in the order ticked, Create follows the problem and
    // emits the tags.
    void dialog()
    {
        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/"));  // the module's QML files
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport QtQuick.Controls\nimport Umpire\n"
                          "ApplicationWindow { width: 800; height: 1000; property alias dialog: d\n"
                          "  NewGameDialog { id: d } }",
                          QUrl());
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        auto *window = qobject_cast<QQuickWindow *>(root.get());
        QVERIFY(window);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QObject *dialog = root->property("dialog").value<QObject *>();
        auto *form = dialog->property("form").value<NewGameForm *>();
        QVERIFY(form);
        form->setGameId(QStringLiteral("civilizations"));
        QVERIFY(form->setValue(QStringLiteral("Event"), QStringLiteral("left over")));
        QVERIFY(QMetaObject::invokeMethod(dialog, "open"));
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(form->value(QStringLiteral("Event")), QString());  // reset on open
        QQuickItem *top = window->contentItem();
        for (const char *name : {"newGameGame", "newGameCreate", "newGameCancel", "newGameTags",
                                 "newGameProblem", "newGameField_Seats", "newGameField_Event",
                                 "newGameField_Banker", "newGameField_Reading:ties",
                                 "newGameField_Variant_expert"})
            QVERIFY2(findItem(top, QLatin1String(name)), name);
        QCOMPARE(findItem(top, QStringLiteral("newGameGame"))->property("currentText").toString(),
                 QStringLiteral("War of Civilizations"));
        // The game box keeps the game when its names are made anew in another language.
        QVERIFY(dialog->setProperty("russian", true));
        QTRY_COMPARE(findItem(top, QStringLiteral("newGameGame"))->property("currentText").toString(),
                     QStringLiteral("Война цивилизаций"));
        QCOMPARE(form->gameId(), QStringLiteral("civilizations"));
        QVERIFY(dialog->setProperty("russian", false));
        QQuickItem *create = findItem(top, QStringLiteral("newGameCreate"));
        QVERIFY(create->isEnabled());

        QQuickItem *kreios = findItem(top, QStringLiteral("newGameField_Seats_kreios"));
        QVERIFY(kreios);
        // The dialog's items are arranged for the next frame: click once it is drawn.
        QSignalSpy frames(window, &QQuickWindow::frameSwapped);
        window->update();
        QTRY_VERIFY(frames.count() > 0);
        click(window, kreios);
        QCOMPARE(form->value(QStringLiteral("Seats")),
                 QStringLiteral("thora,ajax,xanthe,pyrrhus,myles"));
        click(window, kreios);
        QCOMPARE(form->value(QStringLiteral("Seats")),
                 QStringLiteral("thora,ajax,xanthe,pyrrhus,myles,kreios"));
        QVERIFY(kreios->property("text").toString().contains(QStringLiteral("6")));

        QVERIFY(form->setValue(QStringLiteral("Seats"), QStringLiteral("kreios")));
        QVERIFY(!create->isEnabled());
        QCOMPARE(findItem(top, QStringLiteral("newGameProblem"))->property("text").toString(),
                 form->problem());
        QVERIFY(form->setValue(QStringLiteral("Seats"), QStringLiteral("kreios,thora,ajax")));
        // Only the seated clans' players are asked for.
        QVERIFY(findItem(top, QStringLiteral("newGameField_Ajax"))->isVisible());
        QVERIFY(!findItem(top, QStringLiteral("newGameField_Myles"))->isVisible());
        QCOMPARE(findItem(top, QStringLiteral("newGameTags"))->property("text").toString(),
                 form->tagText());
        QSignalSpy created(dialog, SIGNAL(created(QString)));
        QTRY_VERIFY(create->isEnabled());
        click(window, create);
        QCOMPARE(created.count(), 1);
        QCOMPARE(created.at(0).at(0).toString(), form->tagText());
        QVERIFY(form->tagText().contains(QStringLiteral("[Seats \"kreios,thora,ajax\"]")));
    }
};

QTEST_MAIN(TestNewGameForm)

#include "tst_models_new_game_form.moc"
