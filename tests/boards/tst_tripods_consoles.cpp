// The Tripods & Triplanes consoles (app/games/tripods/tripodsconsoles.h,
// tripodsconsolemodel.h): what each vehicle's console shows at a step of a real record, what the
// step changed on it, and the chart of each vehicle's damage against its resistance.
#include "chartseries.h"
#include "gameviews.h"
#include "replaycontroller.h"
#include "tripods/tripodsconsolemodel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace umpire;
using games::TripodsConsoleModel;
using Role = TripodsConsoleModel::Role;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(UMPIRE_BOARD_FIXTURES "/") + QLatin1String(name);
}

// The vehicle `id` of the controller's current state.
QJsonObject vehicleIn(const models::ReplayController &replay, const QString &id)
{
    for (const QJsonValue &v : replay.stateJson().value(QStringLiteral("vehicles")).toArray())
        if (v.toObject().value(QStringLiteral("id")).toString() == id)
            return v.toObject();
    return {};
}

QVariantMap maneuver(const QModelIndex &row, int space)
{
    return row.data(Role::ManeuversRole).toList().at(space).toMap();
}

QStringList counterIds(const QModelIndex &row, bool onlyChanged = false)
{
    QStringList out;
    for (const QVariant &c : row.data(Role::CountersRole).toList())
        if (!onlyChanged || c.toMap().value(QStringLiteral("changed")).toBool())
            out << c.toMap().value(QStringLiteral("id")).toString();
    return out;
}

}  // namespace

class TestTripodsConsoles : public QObject {
    Q_OBJECT

    models::ReplayController replay_;
    TripodsConsoleModel model_;

    void open(const char *name)
    {
        // A check again in the other language (namesFollowTheLanguage) may still be running:
        // it ends superseded, then this open ends opened.
        QSignalSpy finished(&replay_, &models::ReplayController::finished);
        replay_.openPath(fixture(name));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && finished.constLast().constFirst().toBool(),
                                 20000);
        QVERIFY(!replay_.busy());
    }
    QModelIndex row(int r) const { return model_.index(r); }

private Q_SLOTS:
    void initTestCase() { model_.setReplay(&replay_); }

    void theGameHasTheConsolesForABoard()
    {
        QCOMPARE(games::boardUrl(u"tripods").toString(),
                 QStringLiteral("qrc:/Umpire/games/tripods/TripodsBoard.qml"));
    }

    // Set-up: one console per [Vehicle] tag, nothing planned, nothing changed.
    void setUpShowsEveryVehicle()
    {
        QAbstractItemModelTester tester(&model_,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        open("tripods-consoles.ugr");
        QCOMPARE(replay_.step(), 0);
        QCOMPARE(model_.rowCount(), 2);
        QCOMPARE(row(0).data(Role::VehicleIdRole).toString(), QStringLiteral("locust"));
        QCOMPARE(row(0).data(Role::NameRole).toString(), QStringLiteral("MK. I Locust"));
        QVERIFY(row(0).data(Role::TripodRole).toBool());
        QCOMPARE(row(0).data(Role::EnergyRole).toInt(), 10);
        QCOMPARE(row(0).data(Role::EnergyRatingRole).toInt(), 10);
        QCOMPARE(row(0).data(Role::ResistanceRole).toInt(), 20);
        QCOMPARE(row(1).data(Role::VehicleIdRole).toString(), QStringLiteral("nieuport"));
        QCOMPARE(row(1).data(Role::PilotRole).toString(), QStringLiteral("Georges Guynemer"));
        QVERIFY(!row(1).data(Role::TripodRole).toBool());
        QCOMPARE(row(1).data(Role::SideRole).toString(), QStringLiteral("earthlings"));
        for (int r = 0; r < 2; ++r) {
            QVERIFY(!row(r).data(Role::ChangedRole).toBool());
            for (int space = 0; space < 3; ++space)
                QVERIFY(!maneuver(row(r), space).value(QStringLiteral("planned")).toBool());
        }
        QCOMPARE(model_.scenarioName(), QStringLiteral("Bring Proof"));
        QCOMPARE(model_.objectives().size(), 2);
        QCOMPARE(model_.turnText(), QStringLiteral("Turn 1 · planning"));
    }

    // A plan lays three cards face down on its vehicle's console only; the other row is not
    // signalled.
    void planningLaysCardsFaceDown()
    {
        open("tripods-consoles.ugr");
        QSignalSpy changed(&model_, &QAbstractItemModel::dataChanged);
        replay_.setStep(1);  // 1 martians plan locust walk,still,run
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.constFirst().constFirst().toModelIndex().row(), 0);
        for (int space = 0; space < 3; ++space) {
            const QVariantMap m = maneuver(row(0), space);
            QVERIFY(m.value(QStringLiteral("planned")).toBool());
            QVERIFY(!m.value(QStringLiteral("faceUp")).toBool());  // hidden from the opponent
            QVERIFY(m.value(QStringLiteral("changed")).toBool());
            QCOMPARE(m.value(QStringLiteral("label")).toString(), QString());
        }
        QCOMPARE(row(0).data(Role::EventRole).toString(),
                 QStringLiteral("Maneuvers planned, face down"));
        QVERIFY(row(0).data(Role::ChangedRole).toBool());
        QVERIFY(!row(1).data(Role::ChangedRole).toBool());
    }

    // The movement step turns the phase's card face up, as the record's line reveals it.
    void aRevealTurnsTheCardOfThePhase()
    {
        open("tripods-consoles.ugr");
        replay_.setStep(3);  // 1 martians move locust walk
        QCOMPARE(model_.turnText(), QStringLiteral("Turn 1 · phase 1 of 3 · movement step"));
        const QVariantMap first = maneuver(row(0), 0);
        QVERIFY(first.value(QStringLiteral("faceUp")).toBool());
        QVERIFY(first.value(QStringLiteral("current")).toBool());
        QVERIFY(first.value(QStringLiteral("changed")).toBool());
        QCOMPARE(first.value(QStringLiteral("label")).toString(), QStringLiteral("Walk"));
        QVERIFY(!maneuver(row(0), 1).value(QStringLiteral("faceUp")).toBool());
        QCOMPARE(row(0).data(Role::EventRole).toString(), QStringLiteral("Revealed: Walk"));
        // The Nieuport's cards stay face down until its own line.
        QVERIFY(!maneuver(row(1), 0).value(QStringLiteral("faceUp")).toBool());
        replay_.setStep(4);
        QVERIFY(maneuver(row(1), 0).value(QStringLiteral("faceUp")).toBool());
        QVERIFY(!maneuver(row(0), 0).value(QStringLiteral("changed")).toBool());
    }

    // A tripod's action card and its energy: recharge is shown on the console, and the energy
    // the running card costs is marked as the step's change.
    void actionCardAndEnergy()
    {
        open("tripods-consoles.ugr");
        replay_.setStep(6);  // 1 martians action locust recharge on=farm
        QVERIFY(model_.redWeed().isEmpty());  // at the end of the phase
        QCOMPARE(row(0).data(Role::ActionRole).toString(), QStringLiteral("recharge"));
        QCOMPARE(row(0).data(Role::ActionTextRole).toString(), QStringLiteral("Recharge"));
        QVERIFY(row(0).data(Role::ActionChangedRole).toBool());
        QCOMPARE(row(0).data(Role::EventRole).toString(), QStringLiteral("Action card: Recharge"));
        replay_.setStep(9);  // the phase is over: the farm is red weed
        QCOMPARE(model_.redWeed(), QStringLiteral("farm"));
        QVERIFY(model_.objectivesDestroyed().isEmpty());
        replay_.setStep(11);  // 1 martians move locust run (its energy icon costs one energy)
        const int energy = vehicleIn(replay_, QStringLiteral("locust"))
                                   .value(QStringLiteral("energy"))
                                   .toInt();
        QCOMPARE(row(0).data(Role::EnergyRole).toInt(), energy);
        QVERIFY(row(0).data(Role::EnergyChangeRole).toInt() < 0);
    }

    // A shot: the shooter's console says at what, the target's which cards it drew; the damage
    // lands when the firing step ends, on the line that ends it.
    void damageIsDrawnThenCounted()
    {
        open("tripods-consoles.ugr");
        replay_.setStep(13);  // 1 martians fire locust nieuport range=short cards=0,2
        QCOMPARE(row(0).data(Role::EventRole).toString(),
                 QStringLiteral("Fired at Nieuport 16 at short range"));
        QCOMPARE(row(1).data(Role::EventRole).toString(),
                 QStringLiteral("Hit: drew 0, 2 (counted when the firing step ends)"));
        QCOMPARE(row(1).data(Role::DamageRole).toInt(), 0);  // not yet: all damage at once
        QCOMPARE(row(1).data(Role::CardsChangeRole).toInt(), 2);  // the cards are on its console
        QVERIFY(counterIds(row(0), true).contains(QStringLiteral("heat-ray")));  // cooling
        replay_.setStep(14);  // the Nieuport's shot, the last of the step
        const QJsonObject nieuport = vehicleIn(replay_, QStringLiteral("nieuport"));
        QCOMPARE(nieuport.value(QStringLiteral("damage")).toInt(), 2);
        QCOMPARE(row(1).data(Role::DamageRole).toInt(), 2);
        QCOMPARE(row(1).data(Role::DamageChangeRole).toInt(), 2);
        QCOMPARE(row(1).data(Role::DamageCardsRole).toInt(),
                 nieuport.value(QStringLiteral("damageCards")).toInt());
        QCOMPARE(row(1).data(Role::CardsChangeRole).toInt(), 0);
        // Aimed at the tripod since the phase before: its card counts one more, on the +1 space.
        QCOMPARE(row(0).data(Role::PlusOneCardsRole).toInt(),
                 vehicleIn(replay_, QStringLiteral("locust"))
                         .value(QStringLiteral("plusOneCards"))
                         .toInt());
        QVERIFY(row(0).data(Role::DamageChangeRole).toInt() > 0);
    }

    // Counters: the photograph of Bring Proof, and the Immelmann reminder an airplane keeps
    // from the end of a turn until the first card of the next one is revealed.
    void countersAndReminders()
    {
        open("tripods-consoles.ugr");
        replay_.setStep(19);  // 2 earthlings move nieuport stall photo
        QVERIFY(counterIds(row(1), true).contains(QStringLiteral("photo")));
        QCOMPARE(row(1).data(Role::EventRole).toString(),
                 QStringLiteral("Revealed: Stall · took the photograph"));
        replay_.setStep(28);  // the turn ends after an Immelmann
        QCOMPARE(row(1).data(Role::LastManeuverRole).toString(), QStringLiteral("Immelmann"));
        QCOMPARE(model_.turnText(), QStringLiteral("Turn 3 · planning"));
        QVERIFY(counterIds(row(1), true).contains(QStringLiteral("immelmann")));
        QVERIFY(!counterIds(row(1), true).contains(QStringLiteral("photo")));  // placed before
        replay_.setStep(30);  // planned: the reminder stays until the first card is revealed
        QVERIFY(counterIds(row(1)).contains(QStringLiteral("immelmann")));
        replay_.setStep(2);
        QVERIFY(!counterIds(row(1)).contains(QStringLiteral("immelmann")));
        QCOMPARE(row(1).data(Role::LastManeuverRole).toString(), QString());  // none flown yet
    }

    // A tripod toppled by its third movement card: recovery counters, planned cards gone, and
    // the card named by the line; a step that broke a rule is flagged.
    void toppledAndFlagged()
    {
        open("tripods-topple.ugr");
        replay_.setStep(8);  // a heat-ray chosen while it cools: no effect, one energy lost
        QVERIFY(model_.flagged());
        QCOMPARE(row(0).data(Role::ActionTextRole).toString(), QString());
        QCOMPARE(row(0).data(Role::EventRole).toString(), QStringLiteral("Action card: Heat-ray"));
        replay_.setStep(9);
        QVERIFY(!model_.flagged());
        replay_.setStep(13);  // 1 martians move locust walk: it topples
        const QJsonObject locust = vehicleIn(replay_, QStringLiteral("locust"));
        QCOMPARE(locust.value(QStringLiteral("recoveryCounters")).toInt(), 2);
        const QVariantList counters = row(0).data(Role::CountersRole).toList();
        QVERIFY(!counters.isEmpty());
        QCOMPARE(counters.constFirst().toMap().value(QStringLiteral("id")).toString(),
                 QStringLiteral("toppled"));
        QCOMPARE(counters.constFirst().toMap().value(QStringLiteral("count")).toInt(), 2);
        QVERIFY(counters.constFirst().toMap().value(QStringLiteral("changed")).toBool());
        QVERIFY(!maneuver(row(0), 2).value(QStringLiteral("planned")).toBool());  // discarded
        QCOMPARE(row(0).data(Role::EventRole).toString(), QStringLiteral("Revealed: Walk"));
    }

    // The optional rules' counters (rockets, cannon, black smoke, anchor, ace skills) and a
    // graded victory, on hand-made states; a counter that grows is marked changed.
    void optionalRulesCountersAndGradedVictory()
    {
        const QJsonObject before = QJsonDocument::fromJson(R"({"turn": 4, "phase": "phase-2-firing",
            "vehicles": [{"id": "squid", "model": "mk-iii-squid", "side": "martians", "status": "in-play",
                          "energy": 6, "energyRating": 10, "blackSmokeCounters": 0, "clouds": 0, "plan": []},
                         {"id": "camel", "model": "sopwith-camel", "side": "earthlings", "status": "in-play",
                          "rocketCounters": 2, "cannonCounters": 0, "anchor": true, "skills": ["a", "b"],
                          "lastManeuver": "left", "plan": []}]})")
                                           .object();
        QJsonObject after = before;
        QJsonArray vehicles = after.value(QStringLiteral("vehicles")).toArray();
        QJsonObject squid = vehicles[0].toObject();
        squid.insert(QStringLiteral("blackSmokeCounters"), 2);
        squid.insert(QStringLiteral("clouds"), 1);
        vehicles[0] = squid;
        QJsonObject camel = vehicles[1].toObject();
        camel.insert(QStringLiteral("status"), QStringLiteral("eliminated"));
        vehicles[1] = camel;
        after.insert(QStringLiteral("vehicles"), vehicles);
        after.insert(QStringLiteral("winner"), QStringLiteral("martians"));
        after.insert(QStringLiteral("victory"), QStringLiteral("decisive"));
        const games::TripodsTable table = games::readTripodsTable({before, after, nullptr, nullptr});
        QCOMPARE(table.consoles.size(), 2);
        QCOMPARE(table.consoles[0].counters,
                 (QList<games::TripodsCounter>{{QStringLiteral("black-smoke"), 2, true},
                                               {QStringLiteral("clouds"), 1, true}}));
        QCOMPARE(table.consoles[1].counters,
                 (QList<games::TripodsCounter>{{QStringLiteral("rockets"), 2, false},
                                               {QStringLiteral("anchor"), 1, false},
                                               {QStringLiteral("ace"), 2, false}}));
        QVERIFY(table.consoles[1].statusChanged);
        TripodsConsoleModel model;
        model.show(table, false);
        QCOMPARE(model.turnText(), QStringLiteral("Turn 4 · game over: martians win, decisive victory"));
        QCOMPARE(model.index(1).data(Role::StatusTextRole).toString(), QStringLiteral("Eliminated"));
        QCOMPARE(model.index(1).data(Role::CountersRole).toList().constFirst().toMap().value(QStringLiteral("label")).toString(),
                 QStringLiteral("Rockets"));
    }

    void namesFollowTheLanguage()
    {
        open("tripods-consoles.ugr");
        QSignalSpy changed(&model_, &QAbstractItemModel::dataChanged);
        replay_.setRussian(true);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(row(0).data(Role::NameRole).toString(), QStringLiteral("МК I «Саранча»"));
        replay_.setRussian(false);
        QCOMPARE(row(0).data(Role::NameRole).toString(), QStringLiteral("MK. I Locust"));
    }

    // The chart: per vehicle its damage and its resistance, named by the record's ids.
    void chartFollowsEachVehicle()
    {
        open("tripods-consoles.ugr");
        const QVariantList series = replay_.chart()->series();
        QCOMPARE(series.size(), 4);
        const QStringList keys{QStringLiteral("vehicles[id=locust].damage"),
                               QStringLiteral("vehicles[id=locust].resistance"),
                               QStringLiteral("vehicles[id=nieuport].damage"),
                               QStringLiteral("vehicles[id=nieuport].resistance")};
        for (int s = 0; s < 4; ++s)
            QCOMPARE(series[s].toMap().value(QStringLiteral("key")).toString(), keys[s]);
        QCOMPARE(series[0].toMap().value(QStringLiteral("label")).toString(),
                 QStringLiteral("locust: damage"));
        QCOMPARE(series[3].toMap().value(QStringLiteral("label")).toString(),
                 QStringLiteral("nieuport: resistance"));
        replay_.last();
        const QVariantList damage = series[2].toMap().value(QStringLiteral("values")).toList();
        QCOMPARE(damage.constFirst().toInt(), 0);
        QCOMPARE(damage.constLast().toInt(),
                 vehicleIn(replay_, QStringLiteral("nieuport"))
                         .value(QStringLiteral("damage"))
                         .toInt());
        QCOMPARE(series[3].toMap().value(QStringLiteral("values")).toList().constLast().toInt(),
                 10);
    }

    void chartPathsSelectAndExpand()
    {
        const QJsonObject state = QJsonDocument::fromJson(R"({"vehicles": [
            {"id": "a", "side": "martians", "damage": 3, "resistance": 20}, {"id": "b", "damage": 5}, {"damage": 1}]})")
                                          .object();
        // A vehicle's own value: the sum over the one element with its id.
        QCOMPARE(models::chartValue(state, u"vehicles[id=b].damage"), std::optional<double>(5));
        QCOMPARE(models::chartValue(state, u"vehicles[id=a].resistance"), std::optional<double>(20));
        const QList<models::ChartSeriesSpec> specs{
                {QStringLiteral("turn"), QStringLiteral("Turn"), QString()},
                {QStringLiteral("vehicles[id=*].damage"), QStringLiteral("%1: damage"), QString()},
                {QStringLiteral("vehicles[id=*].resistance"), QStringLiteral("%1: resistance"), QString()}};
        const QList<models::ChartSeriesSpec> expanded = models::expandChartSeries(specs, state);
        // The element without an id has no series; those of one element come together.
        const QList<models::ChartSeriesSpec> expected{
                {QStringLiteral("turn"), QStringLiteral("Turn"), QString()},
                {QStringLiteral("vehicles[id=a].damage"), QStringLiteral("%1: damage"), QStringLiteral("martians")},
                {QStringLiteral("vehicles[id=a].resistance"), QStringLiteral("%1: resistance"), QStringLiteral("martians")},
                {QStringLiteral("vehicles[id=b].damage"), QStringLiteral("%1: damage"), QString()},
                {QStringLiteral("vehicles[id=b].resistance"), QStringLiteral("%1: resistance"), QString()}};
        QCOMPARE(expanded, expected);  // each vehicle's series take its side
        // A side not seated has no series; a series of no side stays.
        const QList<models::ChartSeriesSpec> seated = models::seatedChartSeries(expanded, {QStringLiteral("earthlings")});
        QCOMPARE(seated.size(), 3);
        QVERIFY(std::none_of(seated.begin(), seated.end(), [](const models::ChartSeriesSpec &spec) {
            return spec.side == QLatin1String("martians");
        }));
        QCOMPARE(models::chartSeriesLabel(expected[1]), QStringLiteral("a: damage"));
        QCOMPARE(models::chartSeriesLabel(specs[0]), QStringLiteral("Turn"));
        QVERIFY(models::expandChartSeries(specs, {}).size() == 1);  // no vehicles: no series
    }
};

QTEST_MAIN(TestTripodsConsoles)
#include "tst_tripods_consoles.moc"
