// Every game's board in the real window, on its sample records (issue 24, items 5 to 9): one
// colour per side in every view, a key on every board, the verdict banner clear of the board,
// what each finding is about marked on the board, the game's end shown, the chart's seats.
#include "appcontroller.h"
#include "localizer.h"

#include "warning_log.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QJSValue>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqml.h>
#include <QtQml/qqmlextensionplugin.h>

#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::gui;

class TestAppBoards : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<AppController> controller_;
    std::unique_ptr<Localizer> localizer_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow *window_ = nullptr;
    QObject *replay_ = nullptr;

    // The window at 1280 × 800 with `sample` open, in English.
    void open(const QString &sample)
    {
        controller_ = std::make_unique<AppController>();
        localizer_ = std::make_unique<Localizer>();
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        localizer_->setEngine(engine_.get());
        engine_->setInitialProperties(
                {{QStringLiteral("controller"), QVariant::fromValue(controller_.get())}});
        engine_->load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
        QCOMPARE(engine_->rootObjects().size(), 1);
        window_ = qobject_cast<QQuickWindow *>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->resize(1280, 800);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
        localizer_->apply(QStringLiteral("en"));
        QVERIFY(controller_->openPath(QStringLiteral(UMPIRE_SAMPLES "/") + sample));
        replay_ = window_->findChild<QObject *>(QStringLiteral("replayController"));
        QVERIFY(replay_);
        QTRY_VERIFY(replay_->property("hasRecord").toBool());
        QTRY_VERIFY(board() != nullptr);
    }

    QQuickItem *board() const
    {
        auto *loader = window_->findChild<QQuickItem *>(QStringLiteral("boardLoader"));
        return loader ? loader->property("item").value<QQuickItem *>() : nullptr;
    }

    QQuickItem *replayView() const { return window_->findChild<QQuickItem *>(QStringLiteral("replayView")); }

    // Shows `step` and lets the window lay it out.
    void showStep(int step)
    {
        replay_->setProperty("step", step);
        QCoreApplication::processEvents();
        window_->contentItem()->polish();
        QTest::qWait(1);
    }

    // The steps whose move broke a rule.
    QList<int> brokenSteps()
    {
        QList<int> steps;
        const int count = replay_->property("stepCount").toInt();
        for (int step = 1; step <= count; ++step) {
            replay_->setProperty("step", step);
            if (replay_->property("currentErrorCount").toInt() > 0)
                steps << step;
        }
        return steps;
    }

    QStringList sideIds() const
    {
        QStringList ids;
        for (const QVariant &side : replay_->property("sides").toList())
            ids << side.toMap().value(QStringLiteral("id")).toString();
        return ids;
    }

    // Theme.sideColor(seat): the one source of a side's colour, evaluated in the board's own
    // QML context (which imports Umpire).
    QColor themeSideColor(int seat) const
    {
        QQmlExpression expression(qmlContext(board()), board(), QStringLiteral("Theme.sideColor(%1)").arg(seat));
        const QVariant colour = expression.evaluate();
        return expression.hasError() ? QColor() : colour.value<QColor>();
    }

    static void collect(QQuickItem *item, const std::function<bool(QQuickItem *)> &match, QList<QQuickItem *> &out)
    {
        if (!item->isVisible())
            return;
        if (match(item))
            out << item;
        for (QQuickItem *child : item->childItems())
            collect(child, match, out);
    }

    static QList<QQuickItem *> visibleItems(QQuickItem *root, const std::function<bool(QQuickItem *)> &match)
    {
        QList<QQuickItem *> out;
        if (root)
            collect(root, match, out);
        return out;
    }

    // Every visible item under `root` that says which side's colour it shows.
    static QList<QQuickItem *> sideItems(QQuickItem *root)
    {
        return visibleItems(root, [](QQuickItem *item) {
            return item->property("sideColor").isValid() && !item->property("sideId").toString().isEmpty();
        });
    }

    static QString describe(QQuickItem *item)
    {
        return QStringLiteral("%1 (%2)").arg(item->objectName(), QString::fromLatin1(item->metaObject()->className()));
    }

    static QRectF sceneRect(QQuickItem *item)
    {
        return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    }

    // Each item showing a side's colour shows Theme's colour of that side's seat; returns the
    // sides seen.
    QSet<QString> checkSideColours(QQuickItem *root, const QString &where)
    {
        const QStringList sides = sideIds();
        QSet<QString> seen;
        for (QQuickItem *item : sideItems(root)) {
            const QString side = item->property("sideId").toString();
            const qsizetype seat = sides.indexOf(side);
            [&] {
                QVERIFY2(seat >= 0, qPrintable(QStringLiteral("%1 in %2 shows side %3, which is not in play")
                                                       .arg(describe(item), where, side)));
                const QColor shown = item->property("sideColor").value<QColor>();
                const QColor expected = themeSideColor(int(seat));
                QVERIFY2(shown.rgba() == expected.rgba(),
                         qPrintable(QStringLiteral("%1 in %2 shows %3 in %4, Theme says %5")
                                            .arg(describe(item), where, side, shown.name(), expected.name())));
            }();
            if (QTest::currentTestFailed())
                return seen;
            seen.insert(side);
        }
        return seen;
    }

    // The step of record line `line`, -1 when no step is.
    int stepOfLine(int line)
    {
        const int count = replay_->property("stepCount").toInt();
        for (int step = 1; step <= count; ++step) {
            replay_->setProperty("step", step);
            if (replay_->property("currentLine").toInt() == line)
                return step;
        }
        return -1;
    }

    // The visible items under `root` that mark what a finding of the step is about.
    // The visible item named `name` under `root`, found through the visual tree: items a
    // Repeater makes are not QObject children of the item they are drawn in.
    static QQuickItem *visibleItem(QQuickItem *root, const QString &name)
    {
        const QList<QQuickItem *> found =
                visibleItems(root, [&name](QQuickItem *item) { return item->objectName() == name; });
        return found.isEmpty() ? nullptr : found.first();
    }

    static QList<QQuickItem *> findingMarks(QQuickItem *root)
    {
        return visibleItems(root, [](QQuickItem *item) { return item->property("findingMark").toBool(); });
    }

    static QStringList visibleTexts(QQuickItem *root)
    {
        QStringList texts;
        for (QQuickItem *item : visibleItems(root, [](QQuickItem *item) {
                 return !item->property("text").toString().isEmpty();
             }))
            texts << item->property("text").toString();
        return texts;
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
    }

    void cleanup()
    {
        engine_.reset();
        localizer_.reset();
        controller_.reset();
        window_ = nullptr;
        replay_ = nullptr;
        QVERIFY2(testsupport::loggedWarnings().isEmpty(), qPrintable(testsupport::loggedWarnings().join(u'\n')));
    }

    void sideColoursHaveOneSource_data()
    {
        QTest::addColumn<QString>("sample");
        for (const char *sample : {"wotw-broken.ugr", "spacewars-broken.ugr", "civilizations-broken.ugr",
                                   "tripods-broken.ugr", "tripods-bring-proof.ugr"})
            QTest::newRow(sample) << QString::fromLatin1(sample);
    }

    // Every item of every view that shows a side's colour (the board and its key, the move
    // list, the chart's legend) shows Theme.sideColor of that side's seat, on the first step
    // that broke a rule and on the last; the board shows every side in play, and its key names
    // each in its colour.
    void sideColoursHaveOneSource()
    {
        QFETCH(QString, sample);
        open(sample);
        const QStringList sides = sideIds();
        QVERIFY(sides.size() >= 2);
        const QList<int> broken = brokenSteps();
        QQuickItem *view = replayView();
        QVERIFY(view);
        view->setProperty("currentTab", 2);  // the chart
        // The first step that broke a rule (a clean record: the first step), and the last.
        for (const int step : {broken.isEmpty() ? 1 : broken.first(), replay_->property("stepCount").toInt()}) {
            showStep(step);
            const QString where = QStringLiteral("step %1").arg(step);
            QSet<QString> onBoard = checkSideColours(board(), QStringLiteral("the board at ") + where);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(onBoard.size() == sides.size(),
                     qPrintable(QStringLiteral("the board at %1 colours %2 of %3")
                                        .arg(where, QStringList(onBoard.values()).join(u','), sides.join(u','))));
            // The key: one swatch per side in play, each with its side's name beside it.
            const QList<QQuickItem *> keys = visibleItems(board(), [](QQuickItem *item) {
                return item->objectName() == QLatin1String("sideKey");
            });
            QCOMPARE(keys.size(), 1);
            QCOMPARE(checkSideColours(keys.first(), QStringLiteral("the key")).size(), sides.size());
            QVERIFY(QRectF(0, 0, window_->width(), window_->height()).contains(sceneRect(keys.first())));
            for (const QVariant &side : replay_->property("sides").toList()) {
                const QString name = side.toMap().value(QStringLiteral("name")).toString();
                QVERIFY2(!visibleItems(keys.first(), [&](QQuickItem *item) {
                             return item->property("text").toString() == name;
                         }).isEmpty(),
                         qPrintable(name));
            }
            // The whole page: the move list and the chart's legend as well.
            const QSet<QString> onPage = checkSideColours(view, where);
            if (QTest::currentTestFailed())
                return;
            const QList<QQuickItem *> moveBars = visibleItems(view, [](QQuickItem *item) {
                return item->objectName() == QLatin1String("moveSideBar");
            });
            QVERIFY(!moveBars.isEmpty());
            const QList<QQuickItem *> legend = visibleItems(view, [](QQuickItem *item) {
                return item->objectName() == QLatin1String("legendSwatch")
                       && !item->property("sideId").toString().isEmpty();
            });
            QVERIFY2(!legend.isEmpty(), "the chart's legend colours no side");
            QCOMPARE(onPage.size(), sides.size());
        }
    }

    void bannerLeavesTheBoardClear_data()
    {
        QTest::addColumn<QString>("sample");
        for (const char *sample : {"wotw-broken.ugr", "spacewars-broken.ugr", "civilizations-broken.ugr",
                                   "tripods-broken.ugr"})
            QTest::newRow(sample) << QString::fromLatin1(sample);
    }

    // On every step that broke a rule the verdict banner shows, inside the window, and no part
    // of it lies over the board.
    void bannerLeavesTheBoardClear()
    {
        QFETCH(QString, sample);
        open(sample);
        auto *banner = window_->findChild<QQuickItem *>(QStringLiteral("verdictBanner"));
        QVERIFY(banner);
        const QList<int> broken = brokenSteps();
        QVERIFY(!broken.isEmpty());
        const QRectF windowRect(0, 0, window_->width(), window_->height());
        for (const int step : broken) {
            showStep(step);
            QTRY_VERIFY(banner->isVisible() && banner->height() > 0);
            const QRectF bannerRect = sceneRect(banner);
            const QRectF boardRect = sceneRect(board());
            QVERIFY2(!bannerRect.intersects(boardRect),
                     qPrintable(QStringLiteral("step %1: banner %2,%3 %4x%5 over the board %6,%7 %8x%9")
                                        .arg(step).arg(bannerRect.x()).arg(bannerRect.y()).arg(bannerRect.width())
                                        .arg(bannerRect.height()).arg(boardRect.x()).arg(boardRect.y())
                                        .arg(boardRect.width()).arg(boardRect.height())));
            QVERIFY(windowRect.contains(bannerRect));
            QVERIFY(boardRect.height() > 200);
        }
        showStep(0);
        QTRY_VERIFY(!banner->isVisible());
    }
    void findingsMarkedOnEveryBoard_data()
    {
        QTest::addColumn<QString>("sample");
        for (const char *sample : {"wotw-broken.ugr", "spacewars-broken.ugr", "civilizations-broken.ugr",
                                   "tripods-broken.ugr"})
            QTest::newRow(sample) << QString::fromLatin1(sample);
    }

    // On every step that broke a rule, whatever its kind, the board marks what the error is
    // about: a sign on the map, a pad's order, a console, the cards beside the map.
    void findingsMarkedOnEveryBoard()
    {
        QFETCH(QString, sample);
        open(sample);
        const QList<int> broken = brokenSteps();
        QVERIFY(!broken.isEmpty());
        for (const int step : broken) {
            showStep(step);
            QVERIFY2(!findingMarks(board()).isEmpty(),
                     qPrintable(QStringLiteral("step %1 (line %2, %3) is marked nowhere on the board")
                                        .arg(step).arg(replay_->property("currentLine").toInt())
                                        .arg(replay_->property("currentErrorRule").toString())));
        }
    }

    // Space Wars: an order written against the rules is marked on its pad with the error, and
    // the hex it names is marked on the map; a sixth order, which the pad refuses, is shown on
    // the pad all the same.
    void spacewarsPadsShowBrokenOrders()
    {
        open(QStringLiteral("spacewars-broken.ugr"));
        const int deploy = stepOfLine(15);  // earth order deploy to=40
        QVERIFY(deploy > 0);
        showStep(deploy);
        auto *pad = visibleItem(board(), QStringLiteral("pad-0"));
        QVERIFY(pad);
        const QList<QQuickItem *> marked = findingMarks(pad);
        QCOMPARE(marked.size(), 1);
        QCOMPARE(marked.first()->property("number").toInt(), 2);
        QVERIFY(visibleTexts(marked.first()).contains(replay_->property("currentErrorMessage").toString()));
        const QList<QQuickItem *> signs = visibleItems(board(), [](QQuickItem *item) {
            return item->objectName() == QLatin1String("highlightMark") && item->property("findingMark").toBool();
        });
        QVERIFY(!signs.isEmpty());
        // The sign is at the hex the order names.
        auto *highlights = board()->property("highlightModel").value<QAbstractItemModel *>();
        QVERIFY(highlights);
        const int toRole = highlights->roleNames().key("to");
        QStringList places;
        for (int row = 0; row < highlights->rowCount(); ++row)
            places << highlights->index(row, 0).data(toRole).toString();
        QCOMPARE(places, QStringList{QStringLiteral("40")});
        // Later in the turn the order is still marked on the pad.
        showStep(deploy + 1);
        QCOMPARE(findingMarks(pad).size(), 1);

        const int sixth = stepOfLine(35);  // aliens order cloak alien-12, a sixth order
        QVERIFY(sixth > 0);
        showStep(sixth);
        auto *alienPad = visibleItem(board(), QStringLiteral("pad-1"));
        QVERIFY(alienPad);
        const QList<QQuickItem *> refused = visibleItems(alienPad, [](QQuickItem *item) {
            return item->property("refused").toBool();
        });
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first()->property("number").toInt(), 6);
        QVERIFY(refused.first()->property("findingMark").toBool());
    }

    // War of the Worlds: a step about cards that broke a rule marks the cards it is about
    // beside the map: the offer row for a second swap, the hand for a turn ended with a card
    // that could still be played.
    void wotwCardErrorsBesideTheMap()
    {
        open(QStringLiteral("wotw-broken.ugr"));
        auto *panel = board()->findChild<QQuickItem *>(QStringLiteral("cardsPanel"));
        QVERIFY(panel);
        for (const auto &[line, zone] : {std::pair{14, "cards-offer"}, std::pair{24, "cards-hand"}}) {
            const int step = stepOfLine(line);
            QVERIFY(step > 0);
            showStep(step);
            // Measured once the step is laid out: the map is centred in what the cards leave.
            const QRectF mapRect = sceneRect(board()->findChild<QQuickItem *>(QStringLiteral("map")));
            QVERIFY(replay_->property("currentErrorCount").toInt() > 0);
            const QList<QQuickItem *> marks = findingMarks(panel);
            QCOMPARE(marks.size(), 1);
            QCOMPARE(marks.first()->objectName(), QString::fromLatin1(zone));
            QVERIFY(!sceneRect(marks.first()).intersects(mapRect));
        }
        showStep(1);
        QVERIFY(findingMarks(panel).isEmpty());
    }

    void gameOverOnEveryBoard_data()
    {
        QTest::addColumn<QString>("sample");
        for (const char *sample : {"civilizations-three-clans.ugr", "spacewars-earth-lands.ugr", "wotw-aliens-win.ugr",
                                   "tripods-spark-of-hope.ugr"})
            QTest::newRow(sample) << QString::fromLatin1(sample);
    }

    // After the move that ends the game, the board and the State tab say the game is over and
    // who won; before it, neither does.
    void gameOverOnEveryBoard()
    {
        QFETCH(QString, sample);
        open(sample);
        QQuickItem *view = replayView();
        QVERIFY(view);
        view->setProperty("currentTab", 1);  // the state
        const QString winner = replay_->property("resultName").toString();
        QVERIFY(!winner.isEmpty());
        const auto saysGameOver = [&](QQuickItem *root) {
            for (const QString &text : visibleTexts(root))
                if (text.contains(QLatin1String("game over"), Qt::CaseInsensitive) && text.contains(winner.section(u' ', 0, 0)))
                    return true;
            return false;
        };
        showStep(1);
        QVERIFY(!replay_->property("stateOver").toBool());
        QVERIFY(!saysGameOver(board()));
        showStep(replay_->property("stepCount").toInt());
        QVERIFY(replay_->property("stateOver").toBool());
        QVERIFY(replay_->property("stateResultText").toString().contains(winner.section(u' ', 0, 0)));
        QVERIFY2(saysGameOver(board()), qPrintable(visibleTexts(board()).join(u'|')));
        QList<QQuickItem *> inspectors = visibleItems(view, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("turn") && item->property("text").toString()
                                                                          .contains(QLatin1String("Game over"), Qt::CaseInsensitive);
        });
        QVERIFY2(!inspectors.isEmpty(), "the State tab does not say the game is over");
        for (const QString &text : visibleTexts(view))
            QVERIFY2(!text.contains(QLatin1String("to move")) && !text.contains(QLatin1String("to act")), qPrintable(text));
    }

    // War of Civilizations with three clans seated: the chart follows those three, its legend
    // stays inside its panel, its lines go in steps, and the legend gives the value at the
    // step shown, not at the end of its turn.
    void chartFollowsTheSeatsAndTheStep()
    {
        open(QStringLiteral("civilizations-three-clans.ugr"));
        QQuickItem *view = replayView();
        view->setProperty("currentTab", 2);  // the chart
        auto *chart = replay_->property("chart").value<QObject *>();
        QVERIFY(chart);
        const QVariantList series = chart->property("series").toList();
        QStringList charted;
        for (const QVariant &one : series)
            charted << one.toMap().value(QStringLiteral("side")).toString();
        const QStringList seriesSides = charted;
        QStringList seated = sideIds();
        seated.sort();
        charted.sort();
        QCOMPARE(charted, seated);
        auto *legend = view->findChild<QQuickItem *>(QStringLiteral("chartLegend"));
        auto *canvas = view->findChild<QQuickItem *>(QStringLiteral("chartCanvas"));
        QVERIFY(legend && canvas);
        QTRY_VERIFY(canvas->isVisible() && canvas->width() > 0);
        const QRectF canvasRect = sceneRect(canvas);
        for (QQuickItem *entry : visibleItems(legend, [](QQuickItem *item) {
                 return item->objectName() == QLatin1String("legendValue");
             }))
            QVERIFY2(sceneRect(entry).right() <= canvasRect.right() + 1,
                     qPrintable(QStringLiteral("%1: right %2, canvas right %3, legend width %4")
                                        .arg(entry->property("text").toString())
                                        .arg(sceneRect(entry).right())
                                        .arg(canvasRect.right())
                                        .arg(legend->width())));
        // Steps: every piece of every line is level or upright.
        for (int s = 0; s < series.size(); ++s) {
            QQmlExpression expression(qmlContext(canvas), canvas, QStringLiteral("linePoints(%1)").arg(s));
            QVariant runs = expression.evaluate();
            QVERIFY2(!expression.hasError(), qPrintable(expression.error().toString()));
            if (runs.canConvert<QJSValue>() && !runs.canConvert<QVariantList>())
                runs = runs.value<QJSValue>().toVariant();
            const QVariantList list = runs.toList();
            QVERIFY(!list.isEmpty());
            for (const QVariant &run : list) {
                const QVariantList points = run.toList();
                for (qsizetype k = 1; k < points.size(); ++k) {
                    const QPointF a = points[k - 1].toPointF(), b = points[k].toPointF();
                    QVERIFY2(qFuzzyCompare(a.x(), b.x()) || qFuzzyCompare(a.y(), b.y()),
                             qPrintable(QStringLiteral("series %1 slopes from %2,%3 to %4,%5")
                                                .arg(s).arg(a.x()).arg(a.y()).arg(b.x()).arg(b.y())));
                }
            }
        }
        // A step whose islands differ from the end of its turn: the legend gives the step's.
        const int count = replay_->property("stepCount").toInt();
        bool found = false;
        for (int step = 1; step <= count && !found; ++step) {
            showStep(step);
            const int point = chart->property("currentIndex").toInt();
            const QVariantMap held = replay_->property("state").toMap().value(QStringLiteral("islandsHeld")).toMap();
            for (qsizetype s = 0; s < series.size() && !found; ++s) {
                const QString side = seriesSides[s];
                const QVariant atEnd = series[s].toMap().value(QStringLiteral("values")).toList().value(point);
                if (!held.contains(side) || held.value(side).toInt() == atEnd.toInt())
                    continue;
                found = true;
                const QString label = series[s].toMap().value(QStringLiteral("label")).toString();
                const QString expected = QStringLiteral("%1: %2").arg(label).arg(held.value(side).toInt());
                QTRY_VERIFY2(!visibleItems(legend, [&](QQuickItem *item) {
                                 return item->property("text").toString() == expected;
                             }).isEmpty(),
                             qPrintable(expected + QStringLiteral(" not in ") + visibleTexts(legend).join(u'|')));
            }
        }
        QVERIFY2(found, "no step differs from the end of its turn");
    }
};

QTEST_MAIN(TestAppBoards)
#include "tst_app_boards.moc"
