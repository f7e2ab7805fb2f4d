// The Cards and Rules pages in a window: the --query search shows its results and the
// best hit's details, deep links land on the exact rule or card (switching pages), the
// keyboard works (Ctrl+F, typing, Up/Down, Escape), and nothing prints a single warning.
#include "appcontroller.h"
#include "compendium.h"

#include "warning_log.h"

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using umpire::compendium::Compendium;
using umpire::gui::AppController;

class TestCompendiumPages : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<AppController> controller_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow *window_ = nullptr;

    void load(const QString &page, const QString &query)
    {
        controller_ = std::make_unique<AppController>();
        controller_->setPage(page);
        controller_->setQuery(query);
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        engine_->setInitialProperties(
                {{QStringLiteral("controller"), QVariant::fromValue(controller_.get())}});
        // The two pages in a window of their own, switched by the controller's page as
        // Main.qml does: these tests stay about these pages while the rest of the app changes.
        engine_->loadData(R"(
            import QtQuick
            import QtQuick.Controls
            import QtQuick.Layouts
            import Umpire
            ApplicationWindow {
                id: window
                required property AppController controller
                width: 1280
                height: 800
                visible: true
                color: Theme.window
                StackLayout {
                    anchors.fill: parent
                    currentIndex: ["cards", "rules"].indexOf(window.controller.page) + 1
                    Item {}
                    CardsPage { controller: window.controller }
                    RulesPage { controller: window.controller }
                }
            })", QUrl(QStringLiteral("qrc:/tst_compendium_pages/Window.qml")));
        QCOMPARE(engine_->rootObjects().size(), 1);
        window_ = qobject_cast<QQuickWindow *>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }

    QObject *find(const char *name) const
    {
        return window_ ? window_->findChild<QObject *>(QLatin1String(name)) : nullptr;
    }

    // QTest::keyClicks takes only widgets in Qt 6.4: type into the window key by key.
    void typeText(const char *text)
    {
        for (const char *c = text; *c; ++c)
            QTest::keyClick(window_, *c);
    }

    // Picks the entry of a quick filter whose text is `entry`, with the mouse, as a user does.
    void choose(const char *filterName, const QString &entry)
    {
        QObject *box = find(filterName);
        QVERIFY(box);
        auto *popup = box->property("popup").value<QObject *>();
        QVERIFY(popup);
        QVERIFY(QMetaObject::invokeMethod(popup, "open"));
        QTRY_VERIFY(popup->property("opened").toBool());
        QQuickItem *item = nullptr;
        QTRY_VERIFY((item = findItem(window_->contentItem(), [&](QQuickItem *i) {
                         return i->inherits("QQuickMenuItem") && i->isVisible()
                                && i->property("text").toString().replace(QStringLiteral("&&"), QStringLiteral("&")) == entry;
                     })));
        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
        QTRY_VERIFY(!popup->property("visible").toBool());
    }

    static QQuickItem *findItem(QQuickItem *item, const std::function<bool(QQuickItem *)> &match)
    {
        if (match(item))
            return item;
        for (QQuickItem *child : item->childItems())
            if (QQuickItem *found = findItem(child, match))
                return found;
        return nullptr;
    }

    QString filterValue(const char *filterName) const
    {
        return find(filterName)->property("currentValue").toString();
    }

    Compendium *compendium() const
    {
        return engine_->singletonInstance<Compendium *>(
                qmlTypeId("Umpire", 1, 0, "Compendium"));
    }

    QString currentRuleInTree() const
    {
        QObject *tree = find("ruleTree");
        QAbstractItemModel *model = qvariant_cast<QAbstractItemModel *>(tree->property("model"));
        const int row = tree->property("currentIndex").toInt();
        QString id;
        QMetaObject::invokeMethod(model, "ruleIdAt", Q_RETURN_ARG(QString, id), Q_ARG(int, row));
        return id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        testsupport::startWarningLog();
    }

    void init()
    {
        testsupport::loggedWarnings().clear();
    }

    void cleanup()
    {
        engine_.reset();
        controller_.reset();
        window_ = nullptr;
        QVERIFY2(testsupport::loggedWarnings().isEmpty(), qPrintable(testsupport::loggedWarnings().join(u'\n')));
    }

    void queryOptionShowsResultsAtOnce()
    {
        load(QStringLiteral("cards"), QString::fromUtf8("жатва"));
        QObject *list = find("cardList");
        QVERIFY(list);
        // No typing delay for the initial query: the first frame has the results.
        QVERIFY(list->property("count").toInt() >= 1);
        QCOMPARE(list->property("currentIndex").toInt(), 0);
        QObject *detail = find("cardDetail");
        QCOMPARE(detail->property("nameEn").toString(), QStringLiteral("Reap"));
        QCOMPARE(detail->property("nameRu").toString(), QString::fromUtf8("Жатва"));
        QVERIFY(!window_->grabWindow().isNull());
        // The Rules page was never shown, so it has not been built.
        QVERIFY(!find("ruleTree"));
    }

    void rulesPageHonoursTheQuery()
    {
        load(QStringLiteral("rules"), QStringLiteral("defense"));
        QObject *results = find("ruleResults");
        QVERIFY(results);
        QVERIFY(results->property("visible").toBool());
        QVERIFY(results->property("count").toInt() >= 1);
        QObject *detail = find("ruleDetail");
        QVERIFY(detail->property("valid").toBool());
        QVERIFY(!window_->grabWindow().isNull());
    }

    // A query given at start searches every game's rules, not only the first game's: a
    // Russian word of the Tripods text finds its rule, and the detail shows the first result.
    void rulesQueryAtStartSearchesEveryGame()
    {
        load(QStringLiteral("rules"), QString::fromUtf8("опечатка"));
        QObject *results = find("ruleResults");
        QVERIFY(results);
        QVERIFY(results->property("visible").toBool());
        QCOMPARE(results->property("count").toInt(), 1);
        QObject *detail = find("ruleDetail");
        QCOMPARE(detail->property("ruleId").toString(), QStringLiteral("tripods.clarifications.pack-codes"));
        QVERIFY(!window_->grabWindow().isNull());
    }

    void deepLinksLandOnTheExactRuleAndCard()
    {
        load(QStringLiteral("replay"), QString());
        Compendium *c = compendium();
        QVERIFY(c);
        // A finding's link: from the Replay page to the rule, its chapter opened in the tree.
        c->showRule(QStringLiteral("wotw.combat.defense"));
        QCOMPARE(controller_->page(), QStringLiteral("rules"));
        QTRY_VERIFY(find("ruleTree"));
        QCOMPARE(currentRuleInTree(), QStringLiteral("wotw.combat.defense"));
        QCOMPARE(find("ruleDetail")->property("ruleId").toString(), QStringLiteral("wotw.combat.defense"));
        QVERIFY(!window_->grabWindow().isNull());

        // Another game's rule switches the tree to that game.
        c->showRule(QStringLiteral("spacewars"));
        QCOMPARE(currentRuleInTree(), QStringLiteral("spacewars"));

        // A card cited by a rule: to the Cards page, that card shown.
        c->showCard(QStringLiteral("wotw"), QStringLiteral("fort"));
        QCOMPARE(controller_->page(), QStringLiteral("cards"));
        QTRY_VERIFY(find("cardDetail"));
        QCOMPARE(find("cardDetail")->property("cardId").toString(), QStringLiteral("fort"));
        QCOMPARE(find("cardDetail")->property("nameEn").toString(), QStringLiteral("Fort"));

        // And back: a card's rule link.
        c->showRule(QStringLiteral("wotw.cards.fort"));
        QCOMPARE(controller_->page(), QStringLiteral("rules"));
        QCOMPARE(currentRuleInTree(), QStringLiteral("wotw.cards.fort"));
        QVERIFY(!window_->grabWindow().isNull());
    }

    // The quick filters and the query are one: a filter typed in the search shows in its
    // drop-down, and a choice in a drop-down rewrites the query (the query's text wins; a
    // game's choice also drops a side or type the game does not offer).
    void quickFiltersFollowTheQuery()
    {
        load(QStringLiteral("cards"), QStringLiteral("side:aliens tripod"));
        QObject *input = find("cardSearchInput");
        QVERIFY(input);
        QCOMPARE(filterValue("sideFilter"), QStringLiteral("aliens"));
        QCOMPARE(filterValue("gameFilter"), QString());
        QCOMPARE(filterValue("typeFilter"), QString());

        choose("gameFilter", QStringLiteral("War of the Worlds: The New Wave"));
        QCOMPARE(input->property("text").toString(), QStringLiteral("side:aliens tripod game:wotw"));
        QCOMPARE(controller_->query(), QStringLiteral("side:aliens tripod game:wotw"));
        QCOMPARE(filterValue("gameFilter"), QStringLiteral("wotw"));
        QCOMPARE(filterValue("sideFilter"), QStringLiteral("aliens"));

        // Another side replaces the typed one where it stood; "any" removes it.
        choose("sideFilter", QStringLiteral("Humans"));
        QCOMPARE(input->property("text").toString(), QStringLiteral("side:humans tripod game:wotw"));
        choose("sideFilter", QStringLiteral("Any side"));
        QCOMPARE(input->property("text").toString(), QStringLiteral("tripod game:wotw"));
        QCOMPARE(filterValue("sideFilter"), QString());

        // Typed filters, by alias and by name, show in the drop-downs.
        QTest::keyClick(window_, Qt::Key_F, Qt::ControlModifier);
        typeText(" t:modifier g:spacewars");
        QTRY_COMPARE(filterValue("gameFilter"), QStringLiteral("spacewars"));
        QCOMPARE(filterValue("typeFilter"), QStringLiteral("modifier"));
        input->setProperty("text", QString::fromUtf8("сторона:пришельцы"));
        QTRY_COMPARE(filterValue("sideFilter"), QStringLiteral("aliens"));
        QCOMPARE(filterValue("gameFilter"), QString());

        // A game without that type drops the type filter, as the drop-down falls back to "any".
        input->setProperty("text", QStringLiteral("t:modifier"));
        QTRY_COMPARE(filterValue("typeFilter"), QStringLiteral("modifier"));
        choose("gameFilter", QStringLiteral("War of the Worlds: The New Wave"));
        QCOMPARE(input->property("text").toString(), QStringLiteral("game:wotw"));
        QCOMPARE(filterValue("typeFilter"), QString());

        // A value that names no choice is shown as written, not hidden behind "Any side";
        // a filter under OR or "-" is not a quick filter.
        input->setProperty("text", QStringLiteral("side:klingons"));
        QTRY_VERIFY2(find("sideFilter")->property("displayText").toString().contains(QStringLiteral("klingons")),
                     qPrintable(find("sideFilter")->property("displayText").toString() + QStringLiteral(" %1 %2").arg(find("sideFilter")->property("currentIndex").toInt()).arg(find("sideFilter")->property("count").toInt())));
        input->setProperty("text", QStringLiteral("-side:aliens OR side:humans"));
        QTRY_COMPARE(filterValue("sideFilter"), QString());
        QVERIFY(!window_->grabWindow().isNull());
    }

    void keyboardSearch()
    {
        load(QStringLiteral("cards"), QString());
        QObject *list = find("cardList");
        QVERIFY(list);
        const int all = list->property("count").toInt();
        QVERIFY(all > 100);

        QTest::keyClick(window_, Qt::Key_F, Qt::ControlModifier);
        QQuickItem *focused = window_->activeFocusItem();
        QVERIFY(focused);
        QCOMPARE(focused->objectName(), QStringLiteral("cardSearchInput"));

        typeText("tripod");
        QTRY_VERIFY(list->property("count").toInt() < all);
        QObject *model = qvariant_cast<QObject *>(list->property("model"));
        auto nameAt = [model](int row) {
            QVariantMap card;
            QMetaObject::invokeMethod(model, "get", Q_RETURN_ARG(QVariantMap, card), Q_ARG(int, row));
            return card.value(QStringLiteral("nameEn")).toString();
        };
        QStringList names;
        for (int row = 0; row < list->property("count").toInt(); ++row)
            names << nameAt(row);
        QVERIFY2(names.contains(QStringLiteral("Tripod")), qPrintable(names.join(u'|')));
        // The details follow the current row: the best hit first, then Down and Up.
        QCOMPARE(find("cardDetail")->property("nameEn").toString(), nameAt(0));
        QTest::keyClick(window_, Qt::Key_Down);
        QCOMPARE(list->property("currentIndex").toInt(), 1);
        QCOMPARE(find("cardDetail")->property("nameEn").toString(), nameAt(1));
        QTest::keyClick(window_, Qt::Key_Up);
        QCOMPARE(list->property("currentIndex").toInt(), 0);

        // A malformed query: no results, and the message names the column.
        typeText(" colour:red");
        QTRY_VERIFY(!model->property("error").toString().isEmpty());
        QCOMPARE(model->property("errorPosition").toInt(), 7);
        QCOMPARE(list->property("count").toInt(), 0);

        // Escape clears the field, and everything is listed again.
        QTest::keyClick(window_, Qt::Key_Escape);
        QCOMPARE(focused->property("text").toString(), QString());
        QTRY_COMPARE(list->property("count").toInt(), all);
        QVERIFY(model->property("error").toString().isEmpty());

        // Enter moves into the details, Escape back to the list.
        QTest::keyClick(window_, Qt::Key_Return);
        QCOMPARE(window_->activeFocusItem()->objectName(), QStringLiteral("cardDetailView"));
    }

    void rulesTreeKeyboard()
    {
        load(QStringLiteral("rules"), QString());
        QObject *tree = find("ruleTree");
        QVERIFY(tree);
        qobject_cast<QQuickItem *>(tree)->forceActiveFocus();
        QCOMPARE(currentRuleInTree(), QStringLiteral("wotw"));
        const int rows = tree->property("count").toInt();
        QTest::keyClick(window_, Qt::Key_Down);  // chapter 1
        QTest::keyClick(window_, Qt::Key_Right);  // opens it
        QVERIFY(tree->property("count").toInt() > rows);
        QTest::keyClick(window_, Qt::Key_Right);  // steps into it
        QCOMPARE(currentRuleInTree(), QStringLiteral("wotw.overview.players"));
        QCOMPARE(find("ruleDetail")->property("ruleId").toString(), QStringLiteral("wotw.overview.players"));
        QTest::keyClick(window_, Qt::Key_Left);  // back to the chapter
        QCOMPARE(currentRuleInTree(), QStringLiteral("wotw.overview"));
        QTest::keyClick(window_, Qt::Key_Left);  // closes it
        QCOMPARE(tree->property("count").toInt(), rows);
    }
};

QTEST_MAIN(TestCompendiumPages)
#include "tst_compendium_pages.moc"
