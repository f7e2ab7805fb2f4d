// Space Wars modifier cards the checker handles: one breaking and one keeping record per card
// family (rules.md "Modifier cards"). Positions as in tst_spacewars_rules: hexes 37-45 are one
// row, Earth's pad is copied first, the Aliens write nothing and Earth has the initiative.
#include "spacewars_test_util.h"

#include "games/spacewars/spacewars_play.h"

#include <QtTest>

using namespace swtest;
using spacewars::kAliens;
using spacewars::kEarth;

namespace {

int card(const char *id) { return rules().data().card(id); }

}  // namespace

class TestSpacewarsCards : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cardsComeFromTheHand()
    {
        Scenario s;
        s.place("bozeman", "37").hand(kEarth, "minor-gun-improvement");
        QCOMPARE(s.run(earthTurn("1 earth order play minor-gun-improvement bozeman\n",
                                 "1 earth play minor-gun-improvement bozeman\n")),
                 QStringList());
        QCOMPARE(int(s.state.p.sides[kEarth].discard[std::size_t(card("minor-gun-improvement"))]), 1);
        Scenario t;
        t.place("bozeman", "37").hand(kEarth, "minor-gun-improvement");
        QCOMPARE(t.run("1 earth order play minor-gun-improvement bozeman\n"
                       "1 earth order play minor-gun-improvement bozeman\n"
                       "1 earth order play gun-improvement bozeman\n"),
                 expect({"2:spacewars.cards.hand", "3:spacewars.cards.hand"}));
    }

    void unitCardsAreNotPlayedAsModifiers()
    {
        Scenario s;
        s.unitCards(kEarth, 1);
        QCOMPARE(s.run("1 earth order play earth-ship\n"), expect({"1:spacewars.record.args"}));
    }

    void minorCardsLastTheTurnOnTheRightSide()
    {
        // Range 2 needs 4; Minor Gun Improvement makes it 3, and only for this turn.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "minor-gun-improvement");
        QCOMPARE(s.run(earthTurn("1 earth order play minor-gun-improvement bozeman\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth play minor-gun-improvement bozeman\n"
                                 "1 earth fire bozeman at=aaarg roll=3 outcome=hit\n")),
                 QStringList());
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "minor-gun-improvement", 2);
        QCOMPARE(t.run("1 earth order play minor-gun-improvement aaarg\n1 earth order play minor-gun-improvement\n"),
                 expect({"1:spacewars.modifiers.minor", "2:spacewars.modifiers.minor"}));
        Scenario u;
        u.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "minor-hull-damage");
        QCOMPARE(u.run(earthTurn("1 earth order play minor-hull-damage aaarg\n", "1 earth play minor-hull-damage aaarg\n")),
                 QStringList());
        QCOMPARE(spacewars::defense(u.state, unit("aaarg")), 0);  // the turn is over: it wore off
    }

    void lastingCardsStay()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "gun-damage");
        QCOMPARE(s.run(earthTurn("1 earth order play gun-damage aaarg\n", "1 earth play gun-damage aaarg\n")),
                 QStringList());
        QCOMPARE(spacewars::offense(s.state, unit("aaarg")), -1);
        Scenario t;
        t.place("bozeman", "37").hand(kEarth, "gun-damage");
        QCOMPARE(t.run("1 earth order play gun-damage bozeman\n"), expect({"1:spacewars.modifiers.lasting"}));
    }

    void redesignsSpeedUpEveryShipAsWritten()
    {
        // Engine Redesign written first lets a later order of the same pad cover five hexes.
        Scenario s;
        s.place("bozeman", "37").hand(kEarth, "engine-redesign");
        QCOMPARE(s.run(earthTurn("1 earth order play engine-redesign\n1 earth order move bozeman route=37,38,39,40,41,42\n",
                                 "1 earth play engine-redesign\n1 earth move bozeman route=37,38,39,40,41,42\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("42"));
        Scenario t;
        t.place("bozeman", "37").hand(kEarth, "engine-redesign");
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39,40,41,42\n1 earth order play engine-redesign\n"),
                 expect({"1:spacewars.movement.speed"}));
    }

    void targetingReachesFurtherAndCloser()
    {
        // Range 5: out of reach, unless Targeting Improvement; then it counts as 4 (needs 8).
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "42").hand(kEarth, "targeting-improvement");
        QCOMPARE(s.run(earthTurn("1 earth order play targeting-improvement bozeman\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth play targeting-improvement bozeman\n"
                                 "1 earth fire bozeman at=aaarg roll=7 outcome=miss\n")),
                 QStringList());
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "42").hand(kEarth, "minor-targeting-improvement");
        QCOMPARE(t.run(earthTurn("1 earth order play minor-targeting-improvement bozeman\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth play minor-targeting-improvement bozeman\n"
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=miss\n")),
                 expect({"7:spacewars.combat.natural-rolls"}));
    }

    void failuresStopGunsAndEngines()
    {
        const QByteArray pads = "1 earth order play major-gun-failure aaarg\n1 earth order play major-engine-failure alien-2\n"
                                "1 earth done\n1 aliens order fire aaarg at=bozeman\n1 aliens order move alien-2 route=44,43\n"
                                "1 aliens done\n1 earth initiative roll=1\n"
                                "1 earth play major-gun-failure aaarg\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").place("alien-2", "44")
                .hand(kEarth, "major-gun-failure").hand(kEarth, "major-engine-failure");
        QCOMPARE(s.run(pads + "1 aliens fire aaarg at=bozeman\n1 earth play major-engine-failure alien-2\n"
                              "1 aliens move alien-2 route=44,43 stop=44\n"),
                 QStringList());
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "39").place("alien-2", "44")
                .hand(kEarth, "major-gun-failure").hand(kEarth, "major-engine-failure");
        QCOMPARE(t.run(pads + "1 aliens fire aaarg at=bozeman roll=8 outcome=hit\n"
                              "1 earth play major-engine-failure alien-2\n1 aliens move alien-2 route=44,43\n"),
                 expect({"9:spacewars.modifiers.failure", "11:spacewars.modifiers.failure"}));
    }

    void headOfStateAndShellShock()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "head-of-state-visit").hand(kEarth, "shell-shock");
        s.run("1 earth order play head-of-state-visit\n1 earth order play shell-shock aaarg\n1 earth done\n"
              "1 aliens done\n1 earth initiative roll=1\n1 earth play head-of-state-visit\n1 earth play shell-shock aaarg\n");
        // The turn is over: both wore off. In the turn, range 1 needs 2 - 1 + (-1) = 0.
        QCOMPARE(spacewars::offense(s.state, unit("bozeman")), 0);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "head-of-state-visit").hand(kEarth, "shell-shock");
        QCOMPARE(t.run("1 earth order play head-of-state-visit bozeman\n1 earth order play shell-shock bozeman\n"),
                 expect({"1:spacewars.modifiers.head-of-state", "2:spacewars.modifiers.shell-shock"}));
    }

    void garbageDumpLeavesDebris()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "40").hand(kEarth, "garbage-dump");
        QCOMPARE(s.run(earthTurn("1 earth order play garbage-dump aaarg\n", "1 earth play garbage-dump aaarg\n")),
                 QStringList());
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("40"))]), 1);
        Scenario t;
        t.hand(kEarth, "garbage-dump");
        QCOMPARE(t.run("1 earth order play garbage-dump\n"), expect({"1:spacewars.modifiers.garbage-dump"}));
    }

    void drawingCardsNamesWhatWasDrawn()
    {
        Scenario s;
        s.hand(kEarth, "reinforcements");
        QCOMPARE(s.run(earthTurn("1 earth order play reinforcements\n", "1 earth play reinforcements cards=laser,earth-ship\n")),
                 QStringList());
        QCOMPARE(int(s.state.p.sides[kEarth].hand[std::size_t(card("laser"))]), 1);
        Scenario t;
        t.hand(kEarth, "reinforcements");
        QCOMPARE(t.run(earthTurn("1 earth order play reinforcements\n", "1 earth play reinforcements cards=laser\n")),
                 expect({"5:spacewars.modifiers.cards"}));
    }

    void minefieldsCostTwoMore()
    {
        Scenario s;
        s.place("bozeman", "37").place("earth-2", "39").hand(kEarth, "lay-minefield");
        QCOMPARE(s.run(earthTurn("1 earth order play lay-minefield earth-2\n", "1 earth play lay-minefield earth-2\n")),
                 QStringList());
        QVERIFY(s.state.p.mines[std::size_t(hex("39"))]);
        s.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 earth order move bozeman route=37,38,39,40\n"), expect({"1:spacewars.movement.minefield"}));
        Scenario t;
        t.place("bozeman", "37");
        t.state.p.mines[std::size_t(hex("39"))] = true;
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39\n"), QStringList());
    }

    // Whether a minefield slows its own side's ships is a reading: adopted
    // minefield-cost=every-unit, or enemy-units (only the layer's enemies pay the two extra hexes).
    void minefieldCostIsAReading()
    {
        const QByteArray lay = earthTurn("1 earth order play lay-minefield earth-2\n",
                                         "1 earth play lay-minefield earth-2\n");
        Scenario s;
        s.place("bozeman", "37")
                .place("earth-2", "39")
                .place("aaarg", "41")
                .hand(kEarth, "lay-minefield");
        QCOMPARE(s.run(lay), QStringList());
        s.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 earth order move bozeman route=37,38,39,40\n"),
                 expect({"1:spacewars.movement.minefield"}));
        Scenario t;
        t.place("bozeman", "37")
                .place("earth-2", "39")
                .place("aaarg", "41")
                .hand(kEarth, "lay-minefield");
        t.state.p.minesSlowEnemiesOnly = true;
        QCOMPARE(t.run(lay), QStringList());
        t.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(t.run("2 earth order move bozeman route=37,38,39,40\n"), QStringList());
        // The enemy still pays: 40 and 39 (mined) cost 1 + 3 = 4, 38 is one too many.
        QCOMPARE(t.run("2 earth done\n2 aliens order move aaarg route=41,40,39,38\n"),
                 expect({"2:spacewars.movement.minefield"}));
    }

    void eliminatingAMinefieldNamesAHexNextToTheShip()
    {
        Scenario s;
        s.place("bozeman", "38").hand(kEarth, "eliminate-minefield");
        s.state.p.mines[std::size_t(hex("39"))] = true;
        QCOMPARE(s.run(earthTurn("1 earth order play eliminate-minefield bozeman to=39\n",
                                 "1 earth play eliminate-minefield bozeman to=39\n")),
                 QStringList());
        QVERIFY(!s.state.p.mines[std::size_t(hex("39"))]);
        Scenario t;
        t.place("bozeman", "37").hand(kEarth, "eliminate-minefield");
        QCOMPARE(t.run("1 earth order play eliminate-minefield bozeman to=39\n"),
                 expect({"1:spacewars.modifiers.minefields"}));
    }

    void ceaseFireStopsShotsAndLandingsForThreeTurns()
    {
        const QByteArray pads = "1 earth order play cease-fire\n1 earth order fire bozeman at=aaarg\n1 earth done\n"
                                "1 aliens done\n1 earth initiative roll=1\n1 earth play cease-fire\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "cease-fire");
        QCOMPARE(s.run(pads + "1 earth fire bozeman at=aaarg\n"), QStringList());
        QCOMPARE(s.state.p.ceaseFireUntil, 3);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "cease-fire");
        QCOMPARE(t.run(pads + "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n"),
                 expect({"7:spacewars.modifiers.cease-fire"}));
        // Both ships are there: the message names the Cease-Fire, not a ship gone.
        QCOMPARE(t.lastMessages,
                 QStringList(
                         QStringLiteral("The order could not be carried out (a Cease-Fire holds), "
                                        "so the record gives no facts for it.")));
        Scenario u;  // no landing either: the move stops before the homeworld
        u.place("bozeman", "68");
        u.state.p.ceaseFireUntil = 1;
        QCOMPARE(u.run(earthTurn("1 earth order move bozeman route=68,77\n", "1 earth move bozeman route=68,77\n")),
                 expect({"5:spacewars.modifiers.cease-fire"}));
        QVERIFY(!u.state.isTerminal());
    }

    void antimatterDestroysEveryShip()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "37").place("alien-2", "50").hand(kEarth, "antimatter-explosion");
        QCOMPARE(s.run(earthTurn("1 earth order play antimatter-explosion\n", "1 earth play antimatter-explosion\n")),
                 QStringList());
        for (const char *u : {"bozeman", "aaarg", "alien-2"})
            QCOMPARE(s.state.p.unitHex[std::size_t(unit(u))], spacewars::kDestroyed);
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("37"))]), 2);
        Scenario t;
        t.place("bozeman", "37").hand(kEarth, "antimatter-explosion");
        QCOMPARE(t.run("1 earth order play antimatter-explosion bozeman\n"), expect({"1:spacewars.modifiers.antimatter"}));
    }

    void mutinyCancelsTheEnemysRemainingOrders()
    {
        const QByteArray pads = "1 earth order play mutiny\n1 earth order cloak bozeman\n1 earth done\n"
                                "1 aliens order cloak aaarg\n1 aliens order uncloak aaarg\n1 aliens done\n"
                                "1 earth initiative roll=1\n1 earth play mutiny\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "mutiny");
        QCOMPARE(s.run(pads + "1 earth cloak bozeman\n"), QStringList());
        QCOMPARE(s.state.p.turn, 2);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "mutiny");
        QCOMPARE(t.run(pads + "1 aliens cloak aaarg\n"), expect({"9:spacewars.turn.execute"}));
    }

    void groundSupportFiresFromTheNearestHomeworldHex()
    {
        // Hex 23 is two hexes from each of Earth's homeworld hexes 4-6: the d8 needs 4.
        Scenario s;
        s.place("aaarg", "23").hand(kEarth, "ground-support");
        QCOMPARE(s.run(earthTurn("1 earth order play ground-support aaarg\n",
                                 "1 earth play ground-support aaarg roll=4 outcome=hit\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[std::size_t(unit("aaarg"))], spacewars::kDestroyed);
        Scenario t;  // hex 50 is five rows out: beyond range four
        t.place("aaarg", "50").hand(kEarth, "ground-support");
        QCOMPARE(t.run(earthTurn("1 earth order play ground-support aaarg\n",
                                 "1 earth play ground-support aaarg roll=8 outcome=hit\n")),
                 expect({"5:spacewars.combat.range"}));
        Scenario u;
        u.place("aaarg", "23").hand(kEarth, "ground-support");
        QCOMPARE(u.run(earthTurn("1 earth order play ground-support aaarg\n",
                                 "1 earth play ground-support aaarg roll=3 outcome=hit\n")),
                 expect({"5:spacewars.combat.formula"}));
    }

    void laserAndBerserkerComeWithTheShot()
    {
        // Range 2 needs 4; a Laser makes it 2.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "laser");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2 outcome=hit with=laser\n")),
                 QStringList());
        Scenario t;  // Berserker: +3/-3, range 4 needs 8 - 3 = 5
        t.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "berserker");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=5 outcome=hit with=berserker\n")),
                 QStringList());
        Scenario u;
        u.place("bozeman", "37").place("aaarg", "39").hand(kEarth, "laser");
        QCOMPARE(u.run("1 earth order play laser aaarg\n"), expect({"1:spacewars.clarifications.free-cards"}));
        Scenario v;  // no Laser in hand
        v.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(v.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2 outcome=miss with=laser\n")),
                 expect({"5:spacewars.cards.hand"}));
    }
};

QTEST_GUILESS_MAIN(TestSpacewarsCards)
#include "tst_spacewars_cards.moc"
