// The Space Wars board view's C++ side (app/games/spacewars/): the ships, hexes, pads,
// initiative and shot that SpacewarsView reads from the replay's typed states, the
// highlighter's routes and lines of fire, and the chart's ships-in-play series, on the sample
// game (resources/samples/spacewars-earth-lands.ugr) and a fixture with tokens, a minefield and
// a Cease-Fire (fixtures/spacewars-tokens.ugr).
#include "chartseries.h"
#include "gameviews.h"
#include "replaycontroller.h"
#include "spacewars/spacewarshighlights.h"
#include "spacewars/spacewarsview.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace umpire;
using games::SpacewarsView;
using games::spacewarsview::OrderStatus;
using ShipRole = games::SpacewarsShipModel::Role;

namespace {

// The ship model's row of `id`, or -1.
int shipRow(const games::SpacewarsShipModel &ships, const QString &id)
{
    for (int row = 0; row < ships.rowCount(); ++row)
        if (ships.rows()[row].id == id)
            return row;
    return -1;
}

const games::SpacewarsHexModel::Row *hexRow(const games::SpacewarsHexModel &hexes, const QString &id)
{
    for (const auto &row : hexes.rows())
        if (row.id == id)
            return &row;
    return nullptr;
}

}  // namespace

class TestSpacewarsView : public QObject {
    Q_OBJECT

    models::ReplayController replay_;
    SpacewarsView view_;

    void open(const QString &path)
    {
        QSignalSpy finished(&replay_, &models::ReplayController::finished);
        replay_.openPath(path);
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.constFirst().constFirst().toBool(), qPrintable(replay_.loadError()));
    }

    // The orders of the turn on show as "side.number:status".
    QStringList pads() const
    {
        QStringList out;
        for (const auto &row : view_.turnView().orders)
            out << QStringLiteral("%1.%2:%3")
                           .arg(row.side)
                           .arg(row.number)
                           .arg(games::SpacewarsOrderModel::statusName(row.status)
                                + (row.voided ? QStringLiteral("+void") : QString()));
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(view_.geometry()->ready());
        view_.setReplay(&replay_);
        open(QStringLiteral(UMPIRE_SAMPLES "/spacewars-earth-lands.ugr"));
    }

    void theGameNamesItsOwnBoardAndInspector()
    {
        QCOMPARE(games::boardUrl(u"spacewars").toString(),
                 QStringLiteral("qrc:/Umpire/games/spacewars/SpacewarsBoard.qml"));
        QCOMPARE(games::inspectorUrl(u"spacewars").toString(),
                 QStringLiteral("qrc:/Umpire/games/spacewars/SpacewarsInspector.qml"));
    }

    void everyHexWithBothHomeworlds()
    {
        const games::SpacewarsHexModel &hexes = *view_.hexes();
        QCOMPARE(hexes.rowCount(), view_.geometry()->regionCount());
        QCOMPARE(hexRow(hexes, QStringLiteral("5"))->homeworld, 0);    // Earth: 4-6
        QCOMPARE(hexRow(hexes, QStringLiteral("77"))->homeworld, 1);   // Aliens: 76-78
        QCOMPARE(hexRow(hexes, QStringLiteral("41"))->homeworld, -1);
        QVERIFY(hexRow(hexes, QStringLiteral("41"))->centreLine);
        QCOMPARE(view_.homeworlds().size(), 2);
        QVERIFY(view_.hexRadius() > 1);
    }

    void shipsStandOnTheirHexesAndCloak()
    {
        QAbstractItemModelTester tester(view_.ships(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        replay_.setStep(0);
        QCOMPARE(view_.ships()->rowCount(), 0);
        replay_.setStep(15);  // all four deployed
        const games::SpacewarsShipModel &ships = *view_.ships();
        QCOMPARE(ships.rowCount(), 4);
        const int bozeman = shipRow(ships, QStringLiteral("bozeman"));
        QVERIFY(bozeman >= 0);
        const QModelIndex b = ships.index(bozeman);
        QCOMPARE(b.data(ShipRole::HexRole).toString(), QStringLiteral("5"));
        QCOMPARE(b.data(ShipRole::SideIndexRole).toInt(), 0);
        QCOMPARE(b.data(ShipRole::CloakedRole).toBool(), false);
        QCOMPARE(b.data(ShipRole::SpeedRole).toInt(), 4);
        QCOMPARE(b.data(ShipRole::RangeRole).toInt(), 4);
        QVERIFY(b.data(ShipRole::DescriptionRole).toString().contains(QLatin1String("Earth Ship")));
        // At its hex's centre.
        const QPointF centre = view_.geometry()->data().regions[view_.geometry()->indexOf(QStringLiteral("5"))].label;
        QCOMPARE(QPointF(b.data(ShipRole::XRole).toReal(), b.data(ShipRole::YRole).toReal()), centre);
        replay_.setStep(26);  // earth-23 cloaked: its token is turned over
        QVERIFY(ships.rows()[shipRow(ships, QStringLiteral("earth-23"))].cloaked);
        QCOMPARE(ships.rows()[shipRow(ships, QStringLiteral("earth-23"))].speed, 3);
        QCOMPARE(ships.rows()[shipRow(ships, QStringLiteral("bozeman"))].hex, QStringLiteral("32"));
    }

    void padsMarkTheOrderCarriedOut()
    {
        replay_.setStep(22);  // both pads of turn 2 written
        QCOMPARE(view_.turn(), 2);
        QCOMPARE(pads(), (QStringList{"0.1:written", "0.2:written", "1.1:written"}));
        QCOMPARE(view_.initiativeRoll(), 0);
        replay_.setStep(23);  // the initiative: Earth first
        QCOMPARE(view_.initiativeRoll(), 3);
        QCOMPARE(view_.initiativeSide(), 0);
        QCOMPARE(pads(), (QStringList{"0.1:next", "0.2:pending", "1.1:pending"}));
        replay_.setStep(24);
        QCOMPARE(pads(), (QStringList{"0.1:current", "0.2:pending", "1.1:next"}));
        replay_.setStep(25);
        QCOMPARE(pads(), (QStringList{"0.1:done", "0.2:next", "1.1:current"}));
        // The last order of the turn ends it: its pads are still the ones shown.
        replay_.setStep(26);
        QCOMPARE(view_.turn(), 2);
        QCOMPARE(view_.initiativeRoll(), 3);
        QCOMPARE(pads(), (QStringList{"0.1:done", "0.2:current", "1.1:done"}));
        replay_.setStep(27);  // the next turn's draw: empty pads, no roll yet
        QCOMPARE(view_.turn(), 3);
        QVERIFY(pads().isEmpty());
        QCOMPARE(view_.initiativeRoll(), 0);
    }

    void aShotShowsRangeTargetNumberAndRoll()
    {
        replay_.setStep(34);  // 3 earth fire bozeman at=aaarg roll=5 outcome=hit
        QVERIFY(view_.hasShot());
        const auto &shot = view_.turnView().shot;
        QCOMPARE(shot.attacker, QStringLiteral("bozeman"));
        QCOMPARE(shot.target, QStringLiteral("aaarg"));
        QCOMPARE(shot.fromHex, QStringLiteral("32"));
        QCOMPARE(shot.toHex, QStringLiteral("50"));
        QCOMPARE(shot.range, 2);
        QCOMPARE(shot.need, 4);  // 2 x 2 - 1 + 1, as the record's annotation says
        QCOMPARE(shot.roll, 5);
        QVERIFY(shot.hit);
        QVERIFY(view_.shotHasLine());
        QCOMPARE(view_.shotFigures(), QStringLiteral("range 2 · needs 4 · d8 5"));
        QCOMPARE(pads(), (QStringList{"0.1:current", "1.1:next"}));
        // The line of fire in the highlight vocabulary: an attack from 32 on 50, the Aaarg removed.
        QCOMPARE(view_.initiativeRoll(), 2);
    }

    void aDestroyedShipsOrderIsVoid()
    {
        replay_.setStep(35);  // the Aaarg was destroyed before its turn to fire
        QCOMPARE(view_.turn(), 3);
        QCOMPARE(pads(), (QStringList{"0.1:done", "1.1:current+void"}));
        QVERIFY(view_.hasShot());
        QVERIFY(view_.turnView().shot.blocked);
        QVERIFY(view_.shotFigures().isEmpty());
        // Debris where it was destroyed; no Debris before.
        QCOMPARE(hexRow(*view_.hexes(), QStringLiteral("50"))->debris, 1);
        replay_.setStep(33);
        QCOMPARE(hexRow(*view_.hexes(), QStringLiteral("50"))->debris, 0);
        replay_.setStep(36);  // the next turn: the void order is history
        QVERIFY(!view_.hasShot());
    }

    void aOneAlwaysMisses()
    {
        replay_.setStep(52);  // alien-12 fires at bozeman, roll=1
        const auto &shot = view_.turnView().shot;
        QVERIFY(shot.present && !shot.blocked);
        QCOMPARE(shot.roll, 1);
        QVERIFY(!shot.hit);
    }

    void highlightsFollowTheRouteAndTheLineOfFire()
    {
        const games::GameView *entry = games::gameView(u"spacewars");
        QVERIFY(entry && entry->highlighter == &games::spacewarsHighlights);
        const auto data = replay_.replayData();
        auto highlights = [&](int step) {
            boards::StepChange change;
            replay_.setStep(step);
            change.before = replay_.previousStateJson();
            change.after = replay_.stateJson();
            change.record = &data->record();
            change.line = data->lineAt(step);
            return games::spacewarsHighlights(change);
        };
        using boards::Highlight;
        using boards::HighlightKind;
        QCOMPARE(highlights(24), (QList<Highlight>{{HighlightKind::Move, "5", "14", "bozeman", 0},
                                                   {HighlightKind::Move, "14", "23", "bozeman", 0},
                                                   {HighlightKind::Move, "23", "32", "bozeman", 0}}));
        QCOMPARE(highlights(34), (QList<Highlight>{{HighlightKind::Attack, "32", "50", "bozeman", 0},
                                                   {HighlightKind::Removed, {}, "50", "aaarg", 0}}));
        // The Aaarg, destroyed before its turn to fire, draws no line of fire.
        QCOMPARE(highlights(35), (QList<Highlight>{}));
        QCOMPARE(highlights(13), (QList<Highlight>{{HighlightKind::Placed, {}, "5", "bozeman", 0}}));
        QVERIFY(highlights(0).isEmpty());
    }

    void theChartCountsShipsInPlayPerSide()
    {
        const QList<models::ChartSeriesSpec> series = models::chartSeriesFor(QStringLiteral("spacewars"));
        QCOMPARE(series.size(), 2);
        replay_.setStep(35);  // Earth: bozeman, earth-23; Aliens: alien-12 (the Aaarg destroyed)
        QCOMPARE(models::chartValue(replay_.stateJson(), series[0].path), std::optional<double>(2));
        QCOMPARE(models::chartValue(replay_.stateJson(), series[1].path), std::optional<double>(1));
    }

    void theInspectorCountsCards()
    {
        replay_.setStep(3);  // Earth: seven cards and one drawn
        const QVariantMap earth = view_.sides().value(0).toMap();
        QCOMPARE(earth.value(QStringLiteral("hand")).toInt(), 8);
        QCOMPARE(earth.value(QStringLiteral("deck")).toInt(), 52);
        QCOMPARE(earth.value(QStringLiteral("discard")).toInt(), 0);
        QVERIFY2(earth.value(QStringLiteral("handCards")).toString().contains(QString::fromUtf8("Earth Ship ×4")), qPrintable(earth.value(QStringLiteral("handCards")).toString()));
    }
};

QTEST_MAIN(TestSpacewarsView)
#include "tst_spacewars_view.moc"
