// The whole window in Russian: every page, every tab of the Replay page, every War of the
// Worlds card, component and rule, the dialogs and the menus, each rendered in the real window
// on the offscreen platform. Every visible text must be Russian: an English word left over
// fails the test, naming the place and the text. What may stay Latin is listed below with its
// reason (ids a record writes, names of the product and of files), and text shown in the other
// language on purpose (the compendium is bilingual) carries `otherLanguage: true` in QML, an id
// shown as a record writes it `machineText: true`.
#include "appcontroller.h"
#include "localizer.h"

#include "core/game_names.h"
#include "core/rule_ids.h"
#include "warning_log.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJSValue>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <algorithm>
#include <functional>
#include <cstdio>
#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::gui;

namespace {

// Latin words a Russian window may show, each with its reason.
const QStringList kAllowedWords = {
    QStringLiteral("Umpire"),  // the product's name
    QStringLiteral("Markdown"),  // the format of the exported report, a proper name
    QStringLiteral("PNG"),
    QStringLiteral("Ctrl"), QStringLiteral("Alt"), QStringLiteral("Shift"),  // key names, as printed on keys
    QStringLiteral("Home"), QStringLiteral("End"), QStringLiteral("PgUp"), QStringLiteral("PgDown"),
    QStringLiteral("Page"), QStringLiteral("Up"), QStringLiteral("Down"), QStringLiteral("Left"),
    QStringLiteral("Right"), QStringLiteral("Space"), QStringLiteral("Enter"), QStringLiteral("Esc"),
    QStringLiteral("Escape"), QStringLiteral("Backspace"), QStringLiteral("Tab"), QStringLiteral("Del"),
    QStringLiteral("Delete"), QStringLiteral("F1"),
    QStringLiteral("wotw"), QStringLiteral("spacewars"), QStringLiteral("tripods"),
    QStringLiteral("civilizations"),  // game ids, as records and queries write them
    QStringLiteral("bozeman"), QStringLiteral("aaarg"),  // Space Wars' named ship tokens, as records write them
    QStringLiteral("Qt"),  // the toolkit, named in the About dialog
    QStringLiteral("ugr"),  // the file extension of records
    // The search fields' placeholders show that an English word finds the card or rule too.
    QStringLiteral("reap"), QStringLiteral("defense"),
    QStringLiteral("TA"),  // the letters of the tripods' maneuver deck, as printed on its cards
};

// Text a record or the search syntax writes, which stays as written in any language: ids
// (`wotw.combat.defense`, `tripod-1`, `place-instead=russian`, a file name), a record's tag
// (`[Reading "strike=turn"]`), code in backticks, query fields (`side:aliens`).
QString withoutMachineText(QString text)
{
    static const QRegularExpression tags(QStringLiteral(R"(<[^>]+>)"));
    static const QRegularExpression code(QStringLiteral(R"(`[^`]*`)"));
    static const QRegularExpression recordTag(QStringLiteral("\\[[A-Z][A-Za-z]* \"[^\"]*\"\\]"));
    static const QRegularExpression tagName(QStringLiteral("\\[[A-Z][A-Za-z]*\\]"));
    static const QRegularExpression ids(QStringLiteral(R"([A-Za-z0-9_]+(?:[-.:=/_<>][A-Za-z0-9_*]+)+)"));
    static const QRegularExpression styledCode(QStringLiteral("<tt>[^<]*</tt>"));
    static const QRegularExpression recordKey(QStringLiteral(R"(\b[a-z]+=(?![\w]))"));  // "stray=" in a sentence
    text.remove(recordKey);
    text.remove(styledCode);
    text.remove(tags);
    text.remove(code);
    text.remove(recordTag);
    text.remove(tagName);
    text.remove(ids);
    return text;
}

// The Latin words of `text` that are not allowed in the Russian window.
// `alsoAllowed` are texts shown as written (a player's name, an annotation), removed where they
// stand on their own, not inside an id ("tripods" of a [Game] tag stays in
// "tripods.scenarios.bring-proof"); `recordWords` are single words a record gives its pieces.
QStringList englishWords(const QString &text, const QStringList &alsoAllowed,
                         const QSet<QString> &recordWords = {})
{
    static const QRegularExpression word(QStringLiteral(R"((?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9]))"));
    QString rest = text;
    for (const QString &a : alsoAllowed) {
        if (!rest.contains(a))
            continue;
        const QRegularExpression standalone(QStringLiteral(R"((?<![\w.\-=])%1(?![\w.\-=]))")
                                                    .arg(QRegularExpression::escape(a)));
        rest.remove(standalone);
    }
    rest = withoutMachineText(rest);
    QStringList out;
    for (auto it = word.globalMatch(rest); it.hasNext();) {
        const QString w = it.next().captured();
        // Roman numerals are no English: model numbers as printed (МК II, СПАД XIII).
        static const QRegularExpression roman(QStringLiteral("^[IVX]+$"));
        if (!kAllowedWords.contains(w) && !roman.match(w).hasMatch() && !recordWords.contains(w))
            out << w;
    }
    return out;
}

}  // namespace

class TestAppRussian : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<AppController> controller_;
    std::unique_ptr<Localizer> localizer_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow *window_ = nullptr;
    QStringList found_;      // "place: text [words]"
    QStringList dataTexts_;  // texts of the open record (file name, players) shown as written
    QSet<QString> recordWords_;  // words the open record gives its pieces (vehicles, ships)

    void load()
    {
        controller_ = std::make_unique<AppController>();
        controller_->setLanguage(QStringLiteral("ru"));
        localizer_ = std::make_unique<Localizer>();
        localizer_->apply(QStringLiteral("ru"));
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        localizer_->setEngine(engine_.get());
        engine_->setInitialProperties(
                {{QStringLiteral("controller"), QVariant::fromValue(controller_.get())}});
        engine_->load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
        QCOMPARE(engine_->rootObjects().size(), 1);
        window_ = qobject_cast<QQuickWindow *>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }

    QObject *replay() const { return window_->findChild<QObject *>(QStringLiteral("replayController")); }

    void openRecord(const QString &path)
    {
        QVERIFY(controller_->openPath(path));
        QTRY_VERIFY(replay()->property("hasRecord").toBool());
        QTRY_VERIFY(!replay()->property("busy").toBool());
        // What the record's author wrote is shown as written: the file name, the tag values
        // (players, event) and the annotations in braces.
        dataTexts_ = {QFileInfo(path).fileName()};
        for (const QVariant &tag : replay()->property("tags").toList())
            dataTexts_ << tag.toMap().value(QStringLiteral("value")).toString();
        QFile record(path);
        QVERIFY(record.open(QIODevice::ReadOnly));
        static const QRegularExpression annotation(QStringLiteral("\\{([^}]*)\\}"));
        const QString text = QString::fromUtf8(record.readAll());
        for (auto it = annotation.globalMatch(text); it.hasNext();)
            dataTexts_ << it.next().captured(1);
        // A move the checker cannot read is listed as written (`play death-ray region=london`).
        static const QRegularExpression move(QStringLiteral("^\\d+ [a-z-]+ ([^{;\\n]*)"), QRegularExpression::MultilineOption);
        for (auto it = move.globalMatch(text); it.hasNext();)
            dataTexts_ << it.next().captured(1).trimmed();
        // The names a record gives its pieces (a vehicle `nieuport`, a ship token `bozeman`),
        // like a player's name: a word of a move line the game does not name itself. A word
        // the game names (a maneuver, a continent) must show by its name.
        const auto &names = umpire::core::GameNames::of(replay()->property("gameId").toString());
        static const QRegularExpression word(QStringLiteral("[a-z][a-z0-9-]*"));
        for (auto line = move.globalMatch(text); line.hasNext();)
            for (auto it = word.globalMatch(line.next().captured(1)); it.hasNext();) {
                const QString w = it.next().captured();
                if (!names.find(w))
                    recordWords_ << w;
            }
        // Longest first, so a text is removed before a shorter one inside it.
        std::sort(dataTexts_.begin(), dataTexts_.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    }

    // Words one place may show, with the reason.
    static QStringList allowedAt(const QString &place)
    {
        // The clarification of names quotes the English edition's names beside the Russian.
        if (place == QLatin1String("rule wotw.clarifications.names"))
            return {QStringLiteral("Royal"), QStringLiteral("Navy"), QStringLiteral("miniatures")};
        if (place == QLatin1String("rule civilizations.clarifications.names"))
            return {QStringLiteral("Isle"), QStringLiteral("Island"), QStringLiteral("of"), QStringLiteral("Myth"),
                    QStringLiteral("Advanced"), QStringLiteral("Advance"), QStringLiteral("Base"), QStringLiteral("role"),
                    QStringLiteral("character"), QStringLiteral("card"), QStringLiteral("port"), QStringLiteral("dock")};
        return {};
    }

    // Renders the window and checks every visible text in it (popups included).
    void check(const QString &place)
    {
        QVERIFY(!window_->grabWindow().isNull());
        QQuickItem *root = window_->contentItem();
        while (root->parentItem())
            root = root->parentItem();  // the overlay with the open dialogs and menus
        walk(root, place);
    }

    void walk(QQuickItem *item, const QString &place)
    {
        if (!item->isVisible() || item->opacity() <= 0.0)
            return;
        // Shown in the other language on purpose, or an id as a record writes it.
        if (item->property("otherLanguage").toBool() || item->property("machineText").toBool())
            return;
        for (const char *name : {"text", "placeholderText", "title", "displayText"}) {
            const QVariant v = item->property(name);
            if (v.typeId() != QMetaType::QString)
                continue;
            const QString text = v.toString();
            QStringList words = englishWords(text, dataTexts_, recordWords_);
            for (const QString &allowed : allowedAt(place))
                words.removeAll(allowed);
            if (!words.isEmpty()) {
                const QString entry = QStringLiteral("%1: \"%2\" [%3]").arg(place, text.left(160), words.join(u' '));
                if (!found_.contains(entry))
                    found_ << entry;
            }
        }
        for (QQuickItem *child : item->childItems())
            walk(child, place);
    }

    // The texts of every menu of the menu bar (menus are not visible until opened).
    void checkMenus()
    {
        for (QObject *menu : engine_->rootObjects().constFirst()->findChildren<QObject *>()) {
            if (!menu->inherits("QQuickMenu"))
                continue;
            const QString title = menu->property("title").toString();
            const QStringList titleWords = englishWords(title, {});
            if (!titleWords.isEmpty())
                found_ << QStringLiteral("menu: \"%1\" [%2]").arg(title, titleWords.join(u' '));
            const int count = menu->property("count").toInt();
            for (int i = 0; i < count; ++i) {
                QQuickItem *entry = nullptr;
                QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem *, entry), Q_ARG(int, i));
                if (!entry)
                    continue;
                const QString text = entry->property("text").toString().remove(QLatin1Char('&'));
                const QStringList words = englishWords(text, {});
                if (!words.isEmpty())
                    found_ << QStringLiteral("menu %1: \"%2\" [%3]").arg(title, text, words.join(u' '));
            }
        }
    }

    void expectNothingFound()
    {
        // The whole list on stdout too: a failure message is cut short.
        if (!found_.isEmpty())
            std::fputs(qPrintable(found_.join(u'\n') + u'\n'), stdout);
        QVERIFY2(found_.isEmpty(), qPrintable(QStringLiteral("%1 English text(s) in the Russian window:\n%2")
                                                      .arg(found_.size())
                                                      .arg(found_.join(u'\n'))));
    }

    // Every card and component of a game, as cards.json and game.json list them.
    static QList<QPair<QString, bool>> cardsOf(const QString &game)
    {
        QList<QPair<QString, bool>> out;
        for (const auto &[file, key, component] :
             {std::tuple{QStringLiteral("cards.json"), QStringLiteral("cards"), false},
              std::tuple{QStringLiteral("game.json"), QStringLiteral("components"), true}}) {
            QFile f(QStringLiteral(":/games/%1/%2").arg(game, file));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            for (const QJsonValue &v : QJsonDocument::fromJson(f.readAll()).object().value(key).toArray())
                out.append({v.toObject().value(QStringLiteral("id")).toString(), component});
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        qputenv("QSG_RENDER_LOOP", "basic");
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        testsupport::startWarningLog();
    }

    void init()
    {
        QSettings().clear();
        testsupport::loggedWarnings().clear();
        found_.clear();
        dataTexts_.clear();
        recordWords_.clear();
    }

    void cleanup()
    {
        engine_.reset();
        localizer_.reset();
        controller_.reset();
        window_ = nullptr;
        QVERIFY2(testsupport::loggedWarnings().isEmpty(), qPrintable(testsupport::loggedWarnings().join(u'\n')));
    }

    // The filter of this test finds English and lets ids through; checked on its own so a
    // silent filter cannot pass the pages below.
    void filterFindsEnglish()
    {
        QCOMPARE(englishWords(QStringLiteral("Close"), {}), QStringList{QStringLiteral("Close")});
        QCOMPARE(englishWords(QString::fromUtf8("Копий: 4 · Defense"), {}), QStringList{QStringLiteral("Defense")});
        QVERIFY(englishWords(QString::fromUtf8("Правило wotw.combat.defense, фигурка tripod-1"), {}).isEmpty());
        QVERIFY(englishWords(QString::fromUtf8("Тег записи: [Reading \"strike=turn\"]"), {}).isEmpty());
        QVERIFY(englishWords(QString::fromUtf8("Прочтение A"), {}).isEmpty());
        QVERIFY(englishWords(QStringLiteral("Random player A"), {QStringLiteral("Random player A")}).isEmpty());
    }

    void replayPageWithoutRecord()
    {
        load();
        check(QStringLiteral("replay, empty"));
        checkMenus();
        expectNothingFound();
    }

    // A record with findings, at the set-up, at a finding and at the end, on every tab.
    void replayPageWithFindings()
    {
        load();
        openRecord(QStringLiteral(UMPIRE_SAMPLES "/wotw-broken.ugr"));
        QObject *view = window_->findChild<QObject *>(QStringLiteral("replayView"));
        QVERIFY(view);
        const int last = replay()->property("stepCount").toInt();
        QList<int> steps{0, 1, last};
        replay()->setProperty("step", 0);
        const int firstFinding = replay()->property("nextFindingStep").toInt();
        if (firstFinding > 0)
            steps << firstFinding;
        for (int step : steps) {
            replay()->setProperty("step", step);
            for (int tab = 0; tab < 5; ++tab) {
                view->setProperty("currentTab", tab);
                check(QStringLiteral("replay step %1 tab %2").arg(step).arg(tab));
            }
        }
        expectNothingFound();
    }

    // A record whose verdicts depend on a reading: its findings' marks, the Summary's list, and
    // the record checked under the other reading with the line saying so, on every tab.
    void replayPageWithReadings()
    {
        load();
        openRecord(QStringLiteral(UMPIRE_SOURCE_DIR
                                  "/tests/wotw/examples/ru-defense-note-attack-move-attack.ugr"));
        QObject *view = window_->findChild<QObject *>(QStringLiteral("replayView"));
        QVERIFY(view);
        replay()->setProperty("step", replay()->property("nextFindingStep").toInt());
        for (int tab = 0; tab < 4; ++tab) {
            view->setProperty("currentTab", tab);
            check(QStringLiteral("readings, tab %1").arg(tab));
        }
        QVERIFY(QMetaObject::invokeMethod(replay(), "checkUnderReading",
                                          Q_ARG(QString, QStringLiteral("strike")),
                                          Q_ARG(QString, QStringLiteral("turn"))));
        QTRY_VERIFY(!replay()->property("busy").toBool() &&
                    !replay()->property("readingsOverridden").toStringList().isEmpty());
        for (int tab = 0; tab < 4; ++tab) {
            view->setProperty("currentTab", tab);
            check(QStringLiteral("under strike=turn, tab %1").arg(tab));
        }
        expectNothingFound();
    }

    // The Tripods & Triplanes consoles, which stand in for its board: every step of the
    // samples (planning, reveals, shots, counters, a toppled tripod, flagged steps, and the
    // schematic table of the sample that places its vehicles).
    void tripodsConsoles()
    {
        load();
        for (const char *sample : {"tripods-bring-proof.ugr", "tripods-broken.ugr", "tripods-spark-of-hope.ugr"}) {
            openRecord(QStringLiteral(UMPIRE_SAMPLES "/") + QLatin1String(sample));
            QQuickItem *board = window_->findChild<QQuickItem *>(QStringLiteral("boardLoader"));
            QVERIFY(board);
            const int last = replay()->property("stepCount").toInt();
            for (int step = 0; step <= last; ++step) {
                replay()->setProperty("step", step);
                QVERIFY(!window_->grabWindow().isNull());
                walk(board, QStringLiteral("%1 step %2").arg(QLatin1String(sample)).arg(step));
            }
        }
        expectNothingFound();
    }

    // War of the Worlds' miniatures in Russian: the letter on each piece and the region's
    // tooltip are words of the interface ("Т1", "Треножник 1"), not the record's ids ("T1",
    // "tripod-1"), which the English filter lets through as single letters and ids.
    void wotwPiecesInRussian()
    {
        load();
        openRecord(QStringLiteral(UMPIRE_SAMPLES "/wotw-humans-win.ugr"));
        replay()->setProperty("step", 12);
        QVERIFY(!window_->grabWindow().isNull());
        // Repeater delegates are found through the visual tree, not QObject children.
        QList<QQuickItem *> items;
        const std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            items << item;
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        QTRY_VERIFY_WITH_TIMEOUT(
                (items.clear(), collect(window_->contentItem()),
                 std::any_of(items.cbegin(), items.cend(),
                             [](QQuickItem *i) { return i->objectName() == QLatin1String("unit-tripod-1"); })),
                10000);
        QQuickItem *tripod = *std::find_if(items.cbegin(), items.cend(), [](QQuickItem *i) {
            return i->objectName() == QLatin1String("unit-tripod-1");
        });
        QCOMPARE(tripod->property("shortId").toString(), QString::fromUtf8("Т1"));
        const QRegularExpression latin(QStringLiteral("[A-Za-z]"));
        QObject *board = nullptr;
        for (QQuickItem *item = tripod; item && !board; item = item->parentItem())
            if (QByteArray(item->metaObject()->className()).startsWith("WotwBoard"))
                board = item;
        QVERIFY(board);
        int withUnits = 0;
        for (QQuickItem *label : std::as_const(items)) {
            if (!label->objectName().startsWith(QLatin1String("region-"))
                || label->property("units").toList().isEmpty())
                continue;
            const QJSValue self = engine_->toScriptValue(board);
            const QJSValue lines = self.property(QStringLiteral("describeLabel"))
                                           .callWithInstance(self, {engine_->toScriptValue(label)});
            QVERIFY2(!lines.isError(), qPrintable(lines.toString()));
            const QStringList text = lines.toVariant().toStringList();
            const QString units = text.filter(QString::fromUtf8("Войска: ")).value(0);
            QVERIFY2(!units.isEmpty(), qPrintable(text.join(u'|')));
            QVERIFY2(!units.contains(latin), qPrintable(units));
            ++withUnits;
        }
        QVERIFY(withUnits > 0);
    }

    // Space Wars' board, pads and inspector: at set-up, a shot, the void order after it and
    // the end, on every tab.
    void replayPageSpaceWars()
    {
        load();
        openRecord(QStringLiteral(UMPIRE_SAMPLES "/spacewars-earth-lands.ugr"));
        QObject *view = window_->findChild<QObject *>(QStringLiteral("replayView"));
        QVERIFY(view);
        const int last = replay()->property("stepCount").toInt();
        for (int step : {0, 23, 34, 35, last}) {
            replay()->setProperty("step", step);
            for (int tab = 0; tab < 5; ++tab) {
                view->setProperty("currentTab", tab);
                check(QStringLiteral("spacewars step %1 tab %2").arg(step).arg(tab));
            }
        }
        expectNothingFound();
    }

    // A record of a game Umpire cannot check yet: its moves are listed as written.
    void replayPageNotChecked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("chess.ugr"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Game \"chess\"]\n1 white e4\n1 black e5\n");
        f.close();
        load();
        openRecord(path);
        // The moves of an unknown game are data as written.
        dataTexts_ << QStringLiteral("white") << QStringLiteral("black") << QStringLiteral("chess");
        check(QStringLiteral("replay, not checked"));
        expectNothingFound();
    }

    // Every bundled sample of every game, on every tab: at the set-up, the first step, the
    // first finding, half-way and the end.
    void replayPageOfEverySample_data()
    {
        QTest::addColumn<QString>("file");
        const QDir samples(QStringLiteral(UMPIRE_SAMPLES));
        const QStringList files = samples.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 8);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << samples.filePath(f);
    }
    void replayPageOfEverySample()
    {
        QFETCH(QString, file);
        load();
        openRecord(file);
        QObject *view = window_->findChild<QObject *>(QStringLiteral("replayView"));
        QVERIFY(view);
        const int last = replay()->property("stepCount").toInt();
        QList<int> steps{0, 1, last / 2, last};
        replay()->setProperty("step", 0);
        const int firstFinding = replay()->property("nextFindingStep").toInt();
        if (firstFinding > 0)
            steps << firstFinding;
        for (int step : steps) {
            replay()->setProperty("step", step);
            for (int tab = 0; tab < 5; ++tab) {
                view->setProperty("currentTab", tab);
                check(QStringLiteral("%1 step %2 tab %3").arg(QFileInfo(file).fileName()).arg(step).arg(tab));
            }
        }
        expectNothingFound();
    }

    void everyWotwCardAndComponent()
    {
        load();
        controller_->setPage(QStringLiteral("cards"));
        QObject *detail = window_->findChild<QObject *>(QStringLiteral("cardDetail"));
        QVERIFY(detail);
        const auto cards = cardsOf(QStringLiteral("wotw"));
        QVERIFY(cards.size() > 40);
        for (const auto &[id, component] : cards) {
            QVERIFY(QMetaObject::invokeMethod(detail, "show", Q_ARG(QString, QStringLiteral("wotw")),
                                              Q_ARG(QString, id), Q_ARG(bool, component)));
            QVERIFY2(detail->property("valid").toBool(), qPrintable(id));
            check(QStringLiteral("card %1").arg(id));
        }
        expectNothingFound();
    }

    // The games whose rules have a Russian text (rules.ru.md beside rules.md).
    static QStringList gamesWithRussianRules()
    {
        QStringList games;
        for (const QString &game : {QStringLiteral("wotw"), QStringLiteral("tripods"), QStringLiteral("spacewars"),
                                    QStringLiteral("civilizations")}) {
            if (QFile::exists(QStringLiteral(":/games/%1/rules.ru.md").arg(game)))
                games << game;
        }
        return games;
    }

    // Every rule of every game with a Russian text reads in Russian; where that text is the
    // project's own translation (no Russian rulebook), the page says so.
    void everyTranslatedRule_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<bool>("projectTranslation");
        const QStringList games = gamesWithRussianRules();
        QCOMPARE(games.size(), 4);  // every game ships its rules in Russian
        for (const QString &game : games) {
            QFile json(QStringLiteral(":/games/%1/game.json").arg(game));
            QVERIFY(json.open(QIODevice::ReadOnly));
            const bool translation = QJsonDocument::fromJson(json.readAll()).object().value(QLatin1String("rules_ru"))
                    == QLatin1String("translation");
            QTest::newRow(qPrintable(game)) << game << translation;
        }
    }
    void everyTranslatedRule()
    {
        QFETCH(QString, game);
        QFETCH(bool, projectTranslation);
        // War of the Worlds has a Russian rulebook; the other games have none.
        QCOMPARE(projectTranslation, game != QLatin1String("wotw"));
        load();
        controller_->setPage(QStringLiteral("rules"));
        QObject *detail = window_->findChild<QObject *>(QStringLiteral("ruleDetail"));
        QVERIFY(detail);
        QQuickItem *note = window_->findChild<QQuickItem *>(QStringLiteral("projectTranslationNote"));
        QVERIFY(note);
        QStringList ids = umpire::core::loadRuleIds(game).values();
        std::sort(ids.begin(), ids.end());
        QVERIFY(ids.size() > 50);
        for (const QString &id : ids) {
            detail->setProperty("ruleId", id);
            QVERIFY2(detail->property("valid").toBool(), qPrintable(id));
            QVERIFY2(!detail->property("untranslated").toBool(), qPrintable(id));
            QCOMPARE(note->isVisible(), projectTranslation);
            check(QStringLiteral("rule %1").arg(id));
        }
        expectNothingFound();
    }

    void dialogs()
    {
        load();
        for (const char *open : {"openSettings", "openShortcuts", "openAbout"}) {
            QVERIFY(QMetaObject::invokeMethod(window_, open));
            QTest::qWait(50);
            check(QString::fromLatin1(open));
            QTest::keyClick(window_, Qt::Key_Escape);
        }
        expectNothingFound();
    }
};

QTEST_MAIN(TestAppRussian)
#include "tst_app_russian.moc"
