// BoardRegionModel: one row per region, updated in place. Which rows and roles a new state
// changes, the highlight from two states, and a model that follows a ReplayController — under
// QAbstractItemModelTester throughout.
#include "boardgeometry.h"
#include "boardregionmodel.h"
#include "replaycontroller.h"

#include "board_fixture.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonDocument>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace umpire::boards;
using Role = BoardRegionModel::Role;

namespace {

using test::fixture;

// The rows of every dataChanged in `spy`, and the roles named for `row`.
QList<int> changedRows(const QSignalSpy &spy)
{
    QList<int> rows;
    for (const QList<QVariant> &args : spy) {
        const QModelIndex from = args.at(0).toModelIndex(), to = args.at(1).toModelIndex();
        for (int r = from.row(); r <= to.row(); ++r)
            rows << r;
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

QList<int> rolesOf(const QSignalSpy &spy, int row)
{
    QList<int> roles;
    for (const QList<QVariant> &args : spy)
        if (args.at(0).toModelIndex().row() <= row && row <= args.at(1).toModelIndex().row())
            roles << args.at(2).value<QList<int>>();
    std::sort(roles.begin(), roles.end());
    return roles;
}

}  // namespace

class TestBoardRegionModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rowsFollowTheGeometry()
    {
        BoardRegionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        BoardGeometry geometry;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setGeometry(&geometry);
        QCOMPARE(model.rowCount(), 0);  // no game yet
        geometry.setGame(QStringLiteral("wotw"));
        QCOMPARE(model.rowCount(), 21);
        QVERIFY(reset.count() >= 1);
        const QModelIndex lothian = model.index(geometry.indexOf(QStringLiteral("lothian")));
        QCOMPARE(lothian.data(Role::RegionIdRole).toString(), QStringLiteral("lothian"));
        QCOMPARE(lothian.data(Role::NameRole).toString(), QStringLiteral("Lothian"));
        QCOMPARE(lothian.data(Role::NameRuRole).toString(), QStringLiteral("Лотиан"));
        QVERIFY(lothian.data(Role::LandRole).toBool());
        QVERIFY(lothian.data(Role::PathRole).toString().startsWith(QLatin1Char('M')));
        QVERIFY(!lothian.data(Role::LandingRole).toBool());
        QVERIFY(model.index(geometry.indexOf(QStringLiteral("argyll"))).data(Role::LandingRole).toBool());
        QVERIFY(model.index(geometry.indexOf(QStringLiteral("portsmouth"))).data(Role::AnchorRole).toBool());
        QCOMPARE(lothian.data(Role::CiviliansRole).toInt(), 0);  // no state yet
        QVERIFY(model.roleNames().values().contains("changed"));

        geometry.setGame(QStringLiteral("no-such-game"));  // warns: no board
        QCOMPARE(model.rowCount(), 0);
    }

    void piecesOfAState()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        model.showState(fixture("current"), {});

        const QModelIndex london = model.index(geometry.indexOf(QStringLiteral("london")));
        QCOMPARE(london.data(Role::CiviliansRole).toInt(), 3);
        QCOMPARE(london.data(Role::BuildingRole).toString(), QStringLiteral("heavy-artillery"));
        QCOMPARE(london.data(Role::BuildingNameRole).toString(), QStringLiteral("Heavy Artillery"));
        QCOMPARE(london.data(Role::BuildingNameRuRole).toString(), QStringLiteral("Тяжёлая артиллерия"));
        QCOMPARE(london.data(Role::BuildingShortRole).toString(), QStringLiteral("HA"));
        // The board's label in a Russian window: initials of the Russian name.
        QCOMPARE(london.data(Role::BuildingShortRuRole).toString(), QString::fromUtf8("ТА"));
        QCOMPARE(london.data(Role::BuildingSideRole).toString(), QStringLiteral("humans"));
        QCOMPARE(london.data(Role::DefenseRole).toInt(), 3);
        QVERIFY(london.data(Role::BalloonsRole).toBool());
        QCOMPARE(london.data(Role::PieceCountRole).toInt(), 4);
        const QVariantMap army = london.data(Role::UnitsRole).toList().value(0).toMap();
        QCOMPARE(army.value(QStringLiteral("id")).toString(), QStringLiteral("army-2"));
        QCOMPARE(army.value(QStringLiteral("type")).toString(), QStringLiteral("army"));
        QCOMPARE(army.value(QStringLiteral("number")).toInt(), 2);
        QCOMPARE(army.value(QStringLiteral("side")).toString(), QStringLiteral("humans"));
        const QModelIndex strathclyde = model.index(geometry.indexOf(QStringLiteral("strathclyde")));
        QCOMPARE(strathclyde.data(Role::InfluenceRole).toStringList(), QStringList{QStringLiteral("poisonous-fog")});
        const QModelIndex lothian = model.index(geometry.indexOf(QStringLiteral("lothian")));
        QCOMPARE(lothian.data(Role::BuildingShortRole).toString(), QStringLiteral("Fort"));
        QCOMPARE(lothian.data(Role::DefenseRole).toInt(), 4);
        // The invasion ship is a token, not a card, yet has a name.
        const QModelIndex argyll = model.index(geometry.indexOf(QStringLiteral("argyll")));
        QCOMPARE(argyll.data(Role::BuildingNameRole).toString(), QStringLiteral("Invasion Ship"));
        QCOMPARE(argyll.data(Role::BuildingSideRole).toString(), QStringLiteral("aliens"));
        // tripod-3 is off the board: it is in no region.
        int units = 0;
        for (int row = 0; row < model.rowCount(); ++row)
            units += int(model.content(row).units.size());
        QCOMPARE(units, 9);
        QCOMPARE(model.damage(), 12);
        // No state before: nothing highlighted.
        QCOMPARE(model.changedRegions(), QStringList());
        QVERIFY(!model.damageHighlighted());
    }

    // The step of the fixture: tripod-1 went from argyll to strathclyde, where a civilian died
    // and fog was left. Only those two rows change, and only in the roles that differ.
    void aStepChangesOnlyItsRows()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        model.showState(fixture("previous"), {});

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy highlight(&model, &BoardRegionModel::changedRegionsChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.showState(fixture("current"), {});
        const int argyll = geometry.indexOf(QStringLiteral("argyll"));
        const int strathclyde = geometry.indexOf(QStringLiteral("strathclyde"));
        QCOMPARE(changedRows(changed), (QList<int>{std::min(argyll, strathclyde), std::max(argyll, strathclyde)}));
        QCOMPARE(rolesOf(changed, argyll), (QList<int>{Role::UnitsRole, Role::PieceCountRole}));
        QCOMPARE(rolesOf(changed, strathclyde),
                 (QList<int>{Role::CiviliansRole, Role::InfluenceRole, Role::UnitsRole, Role::PieceCountRole}));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(highlight.count(), 0);  // no state before given: still nothing highlighted

        // The state before arrives: the same two regions light up, nothing else is touched.
        changed.clear();
        model.showState(fixture("current"), fixture("previous"));
        QCOMPARE(model.changedRegions(), (QStringList{QStringLiteral("argyll"), QStringLiteral("strathclyde")}));
        QCOMPARE(highlight.count(), 1);
        QCOMPARE(changedRows(changed).size(), 2);
        QCOMPARE(rolesOf(changed, argyll), QList<int>{Role::ChangedRole});
        QVERIFY(model.index(argyll).data(Role::ChangedRole).toBool());
        QVERIFY(!model.index(geometry.indexOf(QStringLiteral("london"))).data(Role::ChangedRole).toBool());
        QVERIFY(model.damageHighlighted());

        // The same state again: no signal at all.
        changed.clear();
        highlight.clear();
        model.showState(fixture("current"), fixture("previous"));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(highlight.count(), 0);
    }

    // The invasion ship's names are the app's words: the Russian one comes from the app's
    // translation and follows a language change while shown.
    void translatedPieceNameFollowsTheLanguage()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        model.setGeometry(&geometry);
        model.showState(fixture("current"), {});
        const QModelIndex argyll = model.index(geometry.indexOf(QStringLiteral("argyll")));
        QCOMPARE(argyll.data(Role::BuildingNameRuRole).toString(), QStringLiteral("Invasion Ship"));
        QCOMPARE(geometry.pieceName(QStringLiteral("invasion-ship"), true), QStringLiteral("Invasion Ship"));

        QTranslator russian;
        QVERIFY(russian.load(QStringLiteral(":/i18n/umpire_ru.qm")));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QVERIFY(QCoreApplication::installTranslator(&russian));
        QCOMPARE(argyll.data(Role::BuildingNameRuRole).toString(), QString::fromUtf8("Корабль вторжения"));
        QCOMPARE(argyll.data(Role::BuildingNameRole).toString(), QStringLiteral("Invasion Ship"));
        QCOMPARE(geometry.pieceName(QStringLiteral("invasion-ship"), true), QString::fromUtf8("Корабль вторжения"));
        QCOMPARE(geometry.pieceName(QStringLiteral("invasion-ship"), false), QStringLiteral("Invasion Ship"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.front().at(2).value<QList<int>>(),
                 (QList<int>{Role::BuildingNameRuRole, Role::BuildingShortRuRole}));
        QCoreApplication::removeTranslator(&russian);
        QCOMPARE(argyll.data(Role::BuildingNameRuRole).toString(), QStringLiteral("Invasion Ship"));
        QCOMPARE(changed.size(), 2);
    }

    // A building taken away and a unit taken off the board mark the regions they left.
    void removedPiecesMarkTheirRegions()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        model.setGeometry(&geometry);
        const QJsonObject after = fixture("current");
        QJsonObject placed = after;
        QJsonArray regions = placed.value(QStringLiteral("regions")).toArray();
        QJsonObject wales = regions[geometry.indexOf(QStringLiteral("wales"))].toObject();
        wales[QStringLiteral("building")] = QString();
        regions[geometry.indexOf(QStringLiteral("wales"))] = wales;
        placed[QStringLiteral("regions")] = regions;
        QJsonArray units = placed.value(QStringLiteral("units")).toArray();
        units.removeAt(8);  // navy-1 in portsmouth vanishes from the list
        placed[QStringLiteral("units")] = units;
        model.showState(placed, after);
        QCOMPARE(model.changedRegions(), (QStringList{QStringLiteral("wales"), QStringLiteral("portsmouth")}));
        model.showState(after, after);
        QCOMPARE(model.changedRegions(), QStringList());
    }

    void toleratesBadStates()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        const QJsonObject junk{
            {QStringLiteral("regions"), QStringLiteral("not a list")},
            {QStringLiteral("units"), QJsonArray{42, QJsonObject{{QStringLiteral("id"), QStringLiteral("x-")},
                                                                 {QStringLiteral("region"), QStringLiteral("london")}},
                                                 QJsonObject{{QStringLiteral("id"), QStringLiteral("tripod")},
                                                             {QStringLiteral("region"), QStringLiteral("atlantis")}}}},
            {QStringLiteral("damage"), QStringLiteral("x")}};
        model.showState(junk, {});
        QCOMPARE(model.rowCount(), 21);
        QCOMPARE(model.damage(), 0);
        const QVariantList units = model.index(geometry.indexOf(QStringLiteral("london"))).data(Role::UnitsRole).toList();
        QCOMPARE(units.size(), 1);
        QCOMPARE(units.front().toMap().value(QStringLiteral("type")).toString(), QStringLiteral("x-"));
        // Against a real state, every piece of it "appears".
        model.showState(fixture("current"), junk);
        QCOMPARE(model.changedRegions().size(), 16);
    }

    // Following a controller: a step is read from its toJson() states, and the rows a step
    // changes are exactly those whose content differs from the step before.
    void followsAReplayController()
    {
        umpire::models::ReplayController replay;
        QSignalSpy finished(&replay, &umpire::models::ReplayController::finished);
        replay.openPath(QStringLiteral(UMPIRE_SAMPLES "/wotw-humans-win.ugr"));
        QVERIFY(finished.wait(20000));
        QVERIFY(finished.front().front().toBool());
        QVERIFY(replay.stepCount() > 10);

        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        model.showState(fixture("current"), {});  // replaced by the controller's step
        model.setReplay(&replay);
        QCOMPARE(model.changedRegions(), QStringList());  // set-up: nothing changed

        // The reference: a model fresh for each step, fed the same states.
        int steps = 0, highlighted = 0;
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        for (int step = 1; step <= replay.stepCount(); ++step) {
            const QJsonObject before = replay.stateJson();
            changed.clear();
            replay.setStep(step);
            BoardRegionModel reference;
            reference.setGeometry(&geometry);
            reference.showState(QJsonObject::fromVariantMap(replay.state()), before);
            QCOMPARE(model.changedRegions(), reference.changedRegions());
            QCOMPARE(model.damage(), reference.damage());
            QCOMPARE(model.damageHighlighted(), reference.damageHighlighted());
            for (int row = 0; row < model.rowCount(); ++row)
                QVERIFY2(model.content(row) == reference.content(row), qPrintable(QString::number(row)));
            // Every row that now differs from the step before was signalled (its content or
            // its highlight changed).
            const QList<int> rows = changedRows(changed);
            for (const QString &id : model.changedRegions())
                QVERIFY(rows.contains(geometry.indexOf(id)));
            highlighted += model.changedRegions().isEmpty() ? 0 : 1;
            ++steps;
        }
        QVERIFY(highlighted > 0);
        QCOMPARE(steps, replay.stepCount());

        // A jump back to set-up clears the highlight.
        replay.setStep(0);
        QCOMPARE(model.changedRegions(), QStringList());
        replay.close();
        QCOMPARE(model.content(0), RegionContent());
    }

    // The per-step work of the board view (pieces and highlight), as a figure for the
    // report; a benchmark, not a timed assertion.
    void benchmarkStep()
    {
        BoardGeometry geometry;
        geometry.setGame(QStringLiteral("wotw"));
        BoardRegionModel model;
        model.setGeometry(&geometry);
        const QJsonObject before = fixture("previous");
        const QJsonObject after = fixture("current");
        bool flip = false;
        QBENCHMARK {
            model.showState(flip ? before : after, flip ? after : before);
            flip = !flip;
        }
        QCOMPARE(model.changedRegions().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestBoardRegionModel)
#include "tst_board_region_model.moc"
