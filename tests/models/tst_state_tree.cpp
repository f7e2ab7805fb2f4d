// StateTreeModel, the generic state inspector's rows, on records of "tiny": humanised keys,
// the depth-first flattening of a state, the changed marks, in-place updates, and the QML
// inspector built on it (tst_state_tree saves a picture, state-inspector.png, into its build
// folder for a look by eye).
#include "tinygame/tiny.h"

#include "core/catalog.h"
#include "core/game_names.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include "gameviews.h"
#include "replaycontroller.h"
#include "statetreemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QQmlComponent>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>

#include <functional>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using umpire::games::StateTreeModel;
using umpire::models::ReplayController;
using Role = StateTreeModel::Role;

namespace {

const char record[] = "[Game \"tiny\"]\n"
                      "1 red add 2\n"  // step 1
                      "1 red end\n"  // step 2
                      "1 blue add 3\n";  // step 3

// "depth label = value [changed]" per row, to compare whole trees at a glance.
QStringList lines(const StateTreeModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        const QModelIndex i = m.index(r);
        out << QStringLiteral("%1 %2 = %3%4")
                        .arg(i.data(Role::DepthRole).toInt())
                        .arg(i.data(Role::LabelRole).toString(), i.data(Role::ValueRole).toString(),
                             i.data(Role::ChangedRole).toBool() ? QStringLiteral(" *") : QString());
    }
    return out;
}

}  // namespace

class TestStateTree : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        // English plural forms ("2 items"), as the app's Localizer installs them.
        QVERIFY(plurals_.load(QStringLiteral(":/i18n/umpire_en.qm")));
        QCoreApplication::installTranslator(&plurals_);
        QVERIFY(dir_.isValid());
        catalog_ = tiny::makeCatalog();
        const QString path = dir_.filePath(QStringLiteral("tiny.ugr"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(record);
        f.close();
        controller_.setCatalog(catalog_.get());
        QSignalSpy finished(&controller_, &ReplayController::finished);
        controller_.openPath(path);
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.first().first().toBool());
    }

    void humanisedKeys_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("label");
        QTest::newRow("camel") << "spentCivilians"
                               << "Spent civilians";
        QTest::newRow("two humps") << "offerDeckSize"
                                   << "Offer deck size";
        QTest::newRow("snake") << "offer_deck"
                               << "Offer deck";
        QTest::newRow("kebab") << "heavy-artillery"
                               << "Heavy artillery";
        QTest::newRow("one word") << "damage"
                                  << "Damage";
        QTest::newRow("digits") << "player2Score"
                                << "Player2 score";
        QTest::newRow("acronym") << "HP"
                                 << "HP";
        QTest::newRow("empty") << ""
                               << "";
    }

    void humanisedKeys()
    {
        QFETCH(QString, key);
        QFETCH(QString, label);
        QCOMPARE(StateTreeModel::humanise(key), label);
    }

    // The state of step 1 (red added 2), depth first in key order; arrays of objects are
    // named by their "id", plain values are shown in words.
    void flattensTheState()
    {
        controller_.setStep(1);
        StateTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReplay(&controller_);
        QCOMPARE(lines(model),
                 (QStringList{
                         QStringLiteral("0 Added = yes *"),
                         QStringLiteral("0 Counters =  *"),
                         QStringLiteral("1 Blue = 0"),
                         QStringLiteral("1 Red = 2 *"),
                         QStringLiteral("0 Side = red"),
                         QStringLiteral("0 Sides = 2 items *"),
                         // Each side is named by its id: no "Id" row repeats it.
                         QStringLiteral("1 red =  *"),
                         QStringLiteral("2 Counter = 2 *"),
                         QStringLiteral("1 blue = "),
                         QStringLiteral("2 Counter = 0"),
                         QStringLiteral("0 Turn = 1"),
                         QStringLiteral("0 Winner = —"),
                 }));
        QCOMPARE(model.index(6).data(Role::PathRole).toString(), QStringLiteral("sides.red"));
        QVERIFY(model.index(6).data(Role::HasChildrenRole).toBool());
        QVERIFY(!model.index(7).data(Role::HasChildrenRole).toBool());
        QCOMPARE(model.count(), 12);

        // Set-up: nothing changed.
        controller_.setStep(0);
        for (int r = 0; r < model.rowCount(); ++r)
            QVERIFY(!model.index(r).data(Role::ChangedRole).toBool());
    }

    // A step with the same keys updates rows in place, naming only what differs.
    void stepsUpdateRowsInPlace()
    {
        controller_.setStep(1);
        StateTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReplay(&controller_);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        controller_.setStep(2);  // red ends: the side to move and "added" change
        QCOMPARE(reset.count(), 0);
        QVERIFY(changed.count() > 0);
        QCOMPARE(lines(model).at(4), QStringLiteral("0 Side = blue *"));
        QCOMPARE(lines(model).at(3), QStringLiteral("1 Red = 2"));  // no longer marked
        for (const QList<QVariant> &args : changed) {
            const QList<int> roles = args.at(2).value<QList<int>>();
            QVERIFY(!roles.isEmpty());
            QVERIFY(!roles.contains(Role::LabelRole));
        }
    }

    // Shapes that differ reset the model; bad or odd values never crash.
    void oddStates()
    {
        StateTreeModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.showState(
                QJsonObject{{QStringLiteral("grid"), QJsonArray{QJsonArray{1, 2}, QJsonArray{}}},
                            {QStringLiteral("flags"), QJsonArray{true, false, QJsonValue()}},
                            {QStringLiteral("empty"), QJsonObject()},
                            {QStringLiteral("none"), QJsonArray()},
                            {QStringLiteral("ratio"), 0.5}},
                {QStringLiteral("grid")});
        QCOMPARE(lines(model),
                 (QStringList{
                         QStringLiteral("0 Empty = —"),
                         QStringLiteral("0 Flags = yes, no, —"),
                         QStringLiteral("0 Grid = 2 items *"),
                         QStringLiteral("1 1 = 1, 2 *"),
                         QStringLiteral("1 2 = none *"),
                         QStringLiteral("0 None = none"),
                         QStringLiteral("0 Ratio = 0.5"),
                 }));
        model.showState({}, {});
        QCOMPARE(model.rowCount(), 0);
    }

    // A key or an id the game names reads by its name, in the language shown; the rest as
    // before (keys humanised, values as written).
    void namesReadKeysAndIds()
    {
        const auto names = umpire::core::GameNames::fromJson(
                R"({"cards": [{"id": "heat-ray", "name": {"en": "Heat-Ray", "ru": "Тепловой луч"}}]})",
                {},
                R"({"names": [{"id": "energyRating", "name": {"en": "Energy rating", "ru": "Запас энергии"}},
                              {"id": "walk", "name": {"en": "Walk"}}]})");
        const QJsonObject state{{QStringLiteral("energyRating"), 10},
                                {QStringLiteral("action"), QStringLiteral("heat-ray")},
                                {QStringLiteral("plan"), QJsonArray{QStringLiteral("walk"), QStringLiteral("run")}}};
        StateTreeModel model;
        model.showState(state, {}, &names, false);
        QCOMPARE(lines(model), QStringList({QStringLiteral("0 Action = Heat-Ray"),
                                            QStringLiteral("0 Energy rating = 10"),
                                            QStringLiteral("0 Plan = Walk, run")}));
        model.showState(state, {}, &names, true);  // no Russian for "walk": the English name
        QCOMPARE(lines(model), QStringList({QStringLiteral("0 Action = Тепловой луч"),
                                            QStringLiteral("0 Запас энергии = 10"),
                                            QStringLiteral("0 Plan = Walk, run")}));
    }

    // Every game shown by the generic inspector names each key of its states and each of its
    // phases in English and Russian (game.json's "names"), so a Russian user reads no
    // programmer's words. Random legal games visit the states.
    void genericInspectorGamesNameTheirStates_data()
    {
        QTest::addColumn<QString>("game");
        for (const auto &rules : umpire::core::Catalog::builtin().rulesets())
            if (umpire::games::inspectorUrl(rules->info().id) ==
                QUrl(QStringLiteral("qrc:/Umpire/replay/StateInspector.qml")))
                QTest::newRow(qPrintable(rules->info().id)) << rules->info().id;
    }
    void genericInspectorGamesNameTheirStates()
    {
        QFETCH(QString, game);
        const auto &catalog = umpire::core::Catalog::builtin();
        const umpire::core::Ruleset &rules = *catalog.find(game);
        const auto &names = umpire::core::GameNames::of(game);
        QSet<QString> unnamed;
        const auto named = [&](const QString &id) {
            const umpire::core::Name *n = names.find(id);
            if (!n || n->ru.isEmpty())
                unnamed << id;
        };
        std::function<void(const QJsonValue &)> walk = [&](const QJsonValue &v) {
            if (v.isArray()) {
                for (const QJsonValue &e : v.toArray())
                    walk(e);
                return;
            }
            const QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) {
                named(it.key());
                walk(it.value());
            }
        };
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const auto sim = umpire::core::simulate(rules, seed, 400);
            const auto replay = umpire::core::Replay::run(umpire::notation::parse(sim.text), catalog);
            for (int step = 0; step <= replay.stepCount(); ++step) {
                const auto state = replay.stateAt(step);
                QVERIFY(state);
                walk(state->toJson());
                if (!state->phase().isEmpty())
                    named(state->phase());
            }
        }
        QStringList missing = unnamed.values();
        missing.sort();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
    }

    // Which inspector the Replay page loads: War of the Worlds' own, the generic one for
    // the rest (tiny has no entry) and when nothing is checked.
    void inspectorSources()
    {
        QCOMPARE(umpire::games::inspectorUrl(u"wotw"),
                 QUrl(QStringLiteral("qrc:/Umpire/games/wotw/WotwInspector.qml")));
        QCOMPARE(controller_.inspectorSource(),
                 QUrl(QStringLiteral("qrc:/Umpire/replay/StateInspector.qml")));
        QCOMPARE(ReplayController().inspectorSource(),
                 QUrl(QStringLiteral("qrc:/Umpire/replay/StateInspector.qml")));
    }

    // The generic inspector in QML: made from the controller's inspectorSource with its
    // required `replay`, one row per key, a picture for a look by eye.
    void qmlInspector()
    {
        controller_.setStep(1);
        QQuickView view;
        view.engine()->addImportPath(QStringLiteral("qrc:/"));
        view.rootContext()->setContextProperty(QStringLiteral("controller"), &controller_);
        view.setResizeMode(QQuickView::SizeRootObjectToView);
        QQmlComponent component(view.engine());
        component.setData("import QtQuick\nimport QtQuick.Controls\nimport Umpire\n"
                          "Pane { width: 420; height: 460; padding: 0\n"
                          "  Loader { id: loader; objectName: \"loader\"; anchors.fill: parent\n"
                          "    Component.onCompleted: setSource(controller.inspectorSource, "
                          "{replay: controller}) } }",
                          QUrl(QStringLiteral("qrc:/test/Inspector.qml")));
        QScopedPointer<QObject> root(component.create(view.rootContext()));
        QVERIFY2(root, qPrintable(component.errorString()));
        view.setContent(QUrl(), &component, root.get());
        view.resize(420, 460);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto *loader = root->findChild<QObject *>(QStringLiteral("loader"));
        QVERIFY(loader);
        QTRY_COMPARE(loader->property("status").toInt(), 1);  // Loader.Ready
        auto *tree = root->findChild<QQuickItem *>(QStringLiteral("stateTree"));
        QVERIFY(tree);
        QTRY_COMPARE(tree->property("count").toInt(), 12);  // the rows of flattensTheState()
        QVERIFY(root->findChild<QObject *>(QStringLiteral("turn"))
                        ->property("text")
                        .toString()
                        .startsWith(QStringLiteral("Turn 1, Red to move")));
        const QImage image = view.grabWindow();
        QVERIFY(!image.isNull());
        QVERIFY(image.save(QStringLiteral(UMPIRE_PICTURES "/state-inspector.png")));
        root.reset();
    }

    // Last: closing the record empties the rows.
    void closeEmptiesTheRows()
    {
        StateTreeModel model;
        model.setReplay(&controller_);
        QVERIFY(model.rowCount() > 0);
        controller_.close();
        QCOMPARE(model.rowCount(), 0);
    }

private:
    QTemporaryDir dir_;
    QTranslator plurals_;
    std::unique_ptr<umpire::core::Catalog> catalog_;
    ReplayController controller_;
};

QTEST_MAIN(TestStateTree)
#include "tst_state_tree.moc"
