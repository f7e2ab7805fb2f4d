// Space Wars rules, one breaking and one keeping record per rule (rules.md ids in the
// expectations). Positions are set up in code (swtest::Scenario) at the start of a turn's
// orders phase; the lines that follow are a record's, numbered from 1.
//
// The assumed board (board.json): rows of nine hexes numbered from Earth's edge, so hexes
// 37-45 are one row (37 and 41 are four apart), 68 touches the Aliens' homeworld hexes 77 and 78.
#include "spacewars_test_util.h"

#include "core/choice.h"
#include "core/simulate.h"
#include "games/spacewars/spacewars_play.h"

#include <QtTest>

using namespace swtest;
using spacewars::kAliens;
using spacewars::kEarth;

class TestSpacewarsRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sidesFollowGameJson()
    {
        QCOMPARE(rules().info().sides[kEarth].id, QStringLiteral("earth"));
        QCOMPARE(rules().info().sides[kAliens].id, QStringLiteral("aliens"));
        QVERIFY2(rules().data().error.isEmpty(), qPrintable(rules().data().error));
        QCOMPARE(rules().data().hexes.size(), std::size_t(81));
        QVERIFY(rules().data().adjacent(hex("68"), hex("77")));
        QCOMPARE(rules().data().distance(hex("37"), hex("41")), 4);
    }

    // --- the record: hands, draws, pads --------------------------------------------------

    void openingHandOfSeven()
    {
        const core::Replay ok = check("[Game \"spacewars\"]\n\n"
                                      "1 earth hand earth-ship earth-ship laser berserker leave repair-crew misfire\n"
                                      "1 aliens hand alien-ship alien-ship alien-ship laser berserker leave misfire\n");
        QCOMPARE(summary(ok.findings()), QStringList());
        const core::Replay six = check("[Game \"spacewars\"]\n\n"
                                       "1 earth hand earth-ship earth-ship laser berserker leave repair-crew\n");
        QCOMPARE(summary(six.findings()), expect({"3:spacewars.setup.opening-hand"}));
        // Only one Laser is in the assumed deck.
        const core::Replay twice = check("[Game \"spacewars\"]\n\n"
                                         "1 earth hand earth-ship earth-ship laser laser leave repair-crew misfire\n");
        QCOMPARE(summary(twice.findings()), expect({"3:spacewars.setup.decks"}));
        QCOMPARE(twice.findings().front().assumed, QStringLiteral("the basic decks"));
    }

    void eachSideDrawsOnceAEarthFirst()
    {
        const QByteArray hands = "[Game \"spacewars\"]\n\n"
                                 "1 earth hand earth-ship earth-ship laser berserker leave repair-crew misfire\n"
                                 "1 aliens hand alien-ship alien-ship alien-ship laser berserker leave misfire\n";
        QCOMPARE(summary(check(hands + "1 earth draw earth-ship\n1 aliens draw alien-ship\n").findings()),
                 QStringList());
        QCOMPARE(summary(check(hands + "1 earth draw earth-ship\n1 earth draw earth-ship\n").findings()),
                 expect({"6:spacewars.turn.draw"}));
        QCOMPARE(summary(check(hands + "1 aliens draw alien-ship\n").findings()),
                 expect({"5:spacewars.record.sequence"}));
        QCOMPARE(summary(check(hands + "1 earth draw\n").findings()), expect({"5:spacewars.turn.draw"}));
    }

    void atMostFiveOrders()
    {
        Scenario s;
        s.place("bozeman", "37");
        QByteArray five;
        for (int i = 0; i < 5; ++i)
            five += i % 2 ? "1 earth order uncloak bozeman\n" : "1 earth order cloak bozeman\n";
        QCOMPARE(s.run(five), QStringList());
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run(five + "1 earth order uncloak bozeman\n"), expect({"6:spacewars.turn.plan.limit"}));
    }

    void ordersNameOwnShipsOnTheBoard()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41");
        QCOMPARE(s.run("1 earth order cloak bozeman\n1 earth order cloak aaarg\n1 earth order cloak earth-9\n"),
                 expect({"2:spacewars.turn.plan.units", "3:spacewars.turn.plan.units"}));
    }

    void padsAreCopiedOneAfterTheOther()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41");
        QCOMPARE(s.run("1 aliens order cloak aaarg\n1 aliens done\n1 earth order cloak bozeman\n1 earth done\n"),
                 QStringList());
        QCOMPARE(s.state.p.phase, spacewars::Phase::Initiative);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "41");
        QCOMPARE(t.run("1 earth order cloak bozeman\n1 aliens order cloak aaarg\n"),
                 expect({"2:spacewars.record.pads"}));
        Scenario u;
        QCOMPARE(u.run("1 aliens done\n"), expect({"1:spacewars.record.pads"}));
        Scenario v;
        QCOMPARE(v.run("1 earth done\n1 earth done\n"), expect({"2:spacewars.record.pads"}));
    }

    void lineOutOfItsPhase()
    {
        Scenario s;
        QCOMPARE(s.run("1 earth initiative roll=2\n"), expect({"1:spacewars.record.sequence"}));
        QCOMPARE(s.run("1 earth draw laser\n"), expect({"1:spacewars.record.sequence"}));
    }

    // --- initiative and execution --------------------------------------------------------

    void initiativeDieDecidesWhoGoesFirst()
    {
        Scenario s;
        QCOMPARE(s.run("1 earth done\n1 aliens done\n1 aliens initiative roll=5\n"), QStringList());
        QCOMPARE(s.state.p.turn, 2);  // no orders: the turn is over
        Scenario t;
        QCOMPARE(t.run("1 earth done\n1 aliens done\n1 aliens initiative roll=4\n"),
                 expect({"3:spacewars.turn.initiative"}));
        Scenario u;
        QCOMPARE(u.run("1 earth done\n1 aliens done\n1 earth initiative roll=9\n"),
                 expect({"3:spacewars.turn.initiative"}));
    }

    void ordersAlternateAfterTheInitiative()
    {
        const QByteArray pads = "1 earth order cloak bozeman\n1 earth order uncloak bozeman\n1 earth done\n"
                                "1 aliens order cloak aaarg\n1 aliens done\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44");
        QCOMPARE(s.run(pads + "1 aliens initiative roll=7\n1 aliens cloak aaarg\n1 earth cloak bozeman\n"
                              "1 earth uncloak bozeman\n"),
                 QStringList());
        QCOMPARE(s.state.p.turn, 2);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "44");
        QCOMPARE(t.run(pads + "1 aliens initiative roll=7\n1 earth cloak bozeman\n"),
                 expect({"7:spacewars.turn.execute"}));
    }

    void ordersAreCarriedOutAsWritten()
    {
        Scenario s;
        s.place("bozeman", "37");
        QCOMPARE(s.run(earthTurn("1 earth order cloak bozeman\n", "1 earth uncloak bozeman\n")),
                 expect({"5:spacewars.turn.execute"}));
    }

    // --- deployment ------------------------------------------------------------------------

    void deploymentOnlyOnTheOwnHomeworld()
    {
        Scenario s;
        s.unitCards(kEarth, 2);
        QCOMPARE(s.run(earthTurn("1 earth order deploy to=5\n", "1 earth deploy to=5 token=earth-7\n")),
                 QStringList());
        QCOMPARE(s.hexOf("earth-7"), hex("5"));
        Scenario t;
        t.unitCards(kEarth, 2);
        QCOMPARE(t.run("1 earth order deploy to=40\n1 earth order deploy to=77\n"),
                 expect({"1:spacewars.actions.deploy", "2:spacewars.actions.deploy"}));
        QCOMPARE(t.lastMessages.front(),
                 QStringLiteral("Hex 40 is not on the homeworld of Earth, so its ships cannot deploy there."));
    }

    void deploymentNeedsAUnitCardAndAReserveToken()
    {
        Scenario s;
        s.unitCards(kEarth, 1).place("bozeman", "37");
        QCOMPARE(s.run("1 earth order deploy to=5\n1 earth order deploy to=6\n"),
                 expect({"2:spacewars.actions.deploy"}));
        Scenario t;
        t.unitCards(kEarth, 1).place("bozeman", "37");
        QCOMPARE(t.run(earthTurn("1 earth order deploy to=5\n", "1 earth deploy to=5 token=bozeman\n")),
                 expect({"5:spacewars.units.tokens"}));
    }

    // --- movement ----------------------------------------------------------------------------

    void routesAreAdjacentAndStartAtTheShip()
    {
        Scenario s;
        s.place("bozeman", "37");
        QCOMPARE(s.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("40"));
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run("1 earth order move bozeman route=37,39\n1 earth order move bozeman route=38,39\n"),
                 expect({"1:spacewars.actions.move", "2:spacewars.actions.move"}));
        // A second move starts where the first one ends.
        Scenario u;
        u.place("bozeman", "37");
        QCOMPARE(u.run("1 earth order move bozeman route=37,38\n1 earth order move bozeman route=38,39\n"),
                 QStringList());
    }

    void fourHexesAMove()
    {
        Scenario s;
        s.place("bozeman", "37");
        QCOMPARE(s.run("1 earth order move bozeman route=37,38,39,40,41\n"), QStringList());
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39,40,41,42\n"),
                 expect({"1:spacewars.movement.speed"}));
    }

    void debrisCostsOneMore()
    {
        Scenario s;
        s.place("bozeman", "37").debris("39");
        QCOMPARE(s.run("1 earth order move bozeman route=37,38,39,40\n"), QStringList());
        Scenario t;
        t.place("bozeman", "37").debris("39");
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39,40,41\n"),
                 expect({"1:spacewars.movement.debris"}));
    }

    void cloakedShipsMoveThreeAndCannotLand()
    {
        Scenario s;
        s.place("bozeman", "37").cloak("bozeman");
        QCOMPARE(s.run("1 earth order move bozeman route=37,38,39,40\n"), QStringList());
        Scenario t;
        t.place("bozeman", "37").cloak("bozeman");
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39,40,41\n"),
                 expect({"1:spacewars.movement.cloaked"}));
        // Written to land cloaked, the order is at fault once: stopped short before the planet or
        // played in full, its execution is not reported again.
        Scenario u;
        u.place("bozeman", "68").cloak("bozeman");
        QCOMPARE(u.run(earthTurn("1 earth order move bozeman route=68,77\n",
                                 "1 earth move bozeman route=68,77 stop=68\n")),
                 expect({"1:spacewars.movement.cloaked"}));
        QVERIFY(!u.state.isTerminal());
        Scenario v;
        v.place("bozeman", "68").cloak("bozeman");
        QCOMPARE(v.run(earthTurn("1 earth order move bozeman route=68,77\n",
                                 "1 earth move bozeman route=68,77\n")),
                 expect({"1:spacewars.movement.cloaked"}));
        // Its own homeworld is a planet too.
        Scenario w;
        w.place("bozeman", "14").cloak("bozeman");
        QCOMPARE(w.run("1 earth order move bozeman route=14,5\n"),
                 expect({"1:spacewars.movement.cloaked"}));
        // Cloaked when carried out although the pad uncloaked it first (Belay That Order): the move
        // stops before the planet, and the record says so.
        Scenario x;
        x.place("bozeman", "14").cloak("bozeman").hand(kAliens, "belay-that-order");
        const QByteArray pads =
                "1 earth order uncloak bozeman\n1 earth order move bozeman route=14,5\n"
                "1 earth done\n1 aliens done\n1 earth initiative roll=2\n"
                "1 aliens interrupt belay-that-order\n";
        QCOMPARE(x.run(pads + "1 earth move bozeman route=14,5 stop=14\n"), QStringList());
        QCOMPARE(x.hexOf("bozeman"), hex("14"));
        Scenario y;
        y.place("bozeman", "14").cloak("bozeman").hand(kAliens, "belay-that-order");
        QCOMPARE(y.run(pads + "1 earth move bozeman route=14,5\n"),
                 expect({"7:spacewars.movement.cloaked"}));
    }

    void enemyHexStopsTheMoveFriendsShare()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").place("earth-2", "38");
        QCOMPARE(s.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40 stop=38\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("38"));  // stacked with earth-2
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(t.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40\n")),
                 expect({"5:spacewars.movement.stacking"}));
        QCOMPARE(t.hexOf("bozeman"), hex("38"));
        Scenario u;
        u.place("bozeman", "37");
        QCOMPARE(u.run(earthTurn("1 earth order move bozeman route=37,38\n",
                                 "1 earth move bozeman route=37,38 stop=37\n")),
                 expect({"5:spacewars.turn.blocked"}));
    }

    void attacksOfOpportunityWithTheVariant()
    {
        // Range 0, attacker -3 offense, mover +3 defense: 6 or better destroys the mover.
        Scenario s;
        s.state.p.opportunity = true;
        s.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(s.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40 opportunity=5\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("40"));  // it survived and went on
        Scenario t;
        t.state.p.opportunity = true;
        t.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(t.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40 opportunity=6\n")),
                 QStringList());
        QCOMPARE(t.state.p.unitHex[std::size_t(unit("bozeman"))], spacewars::kDestroyed);
        QCOMPARE(int(t.state.p.debris[std::size_t(hex("39"))]), 1);
        Scenario u;  // no d8 for the attack
        u.state.p.opportunity = true;
        u.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(u.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40\n")),
                 expect({"5:spacewars.opportunity.modifiers"}));
        Scenario v;  // a survivor stops before an enemy-held last hex
        v.state.p.opportunity = true;
        v.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(v.run(earthTurn("1 earth order move bozeman route=37,38,39\n",
                                 "1 earth move bozeman route=37,38,39 opportunity=2 stop=38\n")),
                 QStringList());
        QCOMPARE(v.hexOf("bozeman"), hex("38"));
        Scenario w;  // a ship destroyed on the way stops nowhere: a stop= is a fact it cannot have
        w.state.p.opportunity = true;
        w.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(w.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40 opportunity=6 stop=38\n")),
                 expect({"5:spacewars.opportunity.outcome"}));
        // The variant comes from the record's tag.
        const core::Replay r = check("[Game \"spacewars\"]\n[Variant \"attacks-of-opportunity\"]\n\n"
                                     "1 earth hand earth-ship earth-ship laser berserker leave repair-crew misfire\n");
        QVERIFY(static_cast<const spacewars::State &>(*r.stateAt(1)).p.opportunity);
    }

    // Whether cloaked ships make attacks of opportunity is a reading: adopted
    // opportunity-cloaked=no-attack (a cloaked ship cannot fire), or attack.
    void cloakedAttacksOfOpportunityAreAReading()
    {
        const QByteArray lines = earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                           "1 earth move bozeman route=37,38,39,40\n");
        Scenario s;
        s.state.p.opportunity = true;
        s.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
        QCOMPARE(s.run(lines), QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("40"));
        Scenario t;
        t.state.p.opportunity = true;
        t.state.p.cloakedOpportunity = true;
        t.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
        QCOMPARE(t.run(lines), expect({"5:spacewars.opportunity.modifiers"}));
        Scenario u;  // with its d8 (cloaked, the mover is no harder to hit: 6 still destroys it)
        u.state.p.opportunity = true;
        u.state.p.cloakedOpportunity = true;
        u.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
        QCOMPARE(u.run(earthTurn("1 earth order move bozeman route=37,38,39,40\n",
                                 "1 earth move bozeman route=37,38,39,40 opportunity=6\n")),
                 QStringList());
        QCOMPARE(u.state.p.unitHex[std::size_t(unit("bozeman"))], spacewars::kDestroyed);
    }

    // A description that counts uses the plural form of its count.
    void openingHandDescriptionCountsInThePlural()
    {
        const core::Replay r = check(
                "[Game \"spacewars\"]\n\n1 earth hand earth-ship\n"
                "1 aliens hand alien-ship alien-ship alien-ship alien-ship alien-ship alien-ship "
                "alien-ship\n");
        QCOMPARE(r.ruleset()->describe(*r.moveAt(1), false),
                 QStringLiteral("Opening hand of Earth: 1 card"));
        QCOMPARE(r.ruleset()->describe(*r.moveAt(2), false),
                 QStringLiteral("Opening hand of Aliens: 7 cards"));
    }

    void landingOnTheEnemyHomeworldWins()
    {
        const QByteArray game = "[Game \"spacewars\"]\n[Result \"earth\"]\n\n"
                                "1 earth hand earth-ship earth-ship laser berserker leave repair-crew misfire\n"
                                "1 aliens hand alien-ship alien-ship alien-ship laser berserker leave misfire\n"
                                "1 earth draw earth-ship\n1 aliens draw alien-ship\n";
        Scenario s;
        s.place("bozeman", "68");
        QCOMPARE(s.run(earthTurn("1 earth order move bozeman route=68,77\n", "1 earth move bozeman route=68,77\n")),
                 QStringList());
        QVERIFY(s.state.isTerminal());
        QCOMPARE(s.state.winner(), QStringLiteral("earth"));
        QCOMPARE(s.run("1 aliens done\n"), expect({"1:spacewars.movement.landing"}));
        // A whole record that never lands cannot claim the win.
        const core::Replay r = check(game);
        QCOMPARE(summary(r.findings()), expect({"7:spacewars.setup"}));  // at the last line
    }

    void recallOnlyFromTheOwnHomeworld()
    {
        Scenario s;
        s.place("bozeman", "5");
        const auto &d = rules().data();
        s.state.p.sides[kEarth].discard[std::size_t(d.unitCard[kEarth])] = 1;
        QCOMPARE(s.run(earthTurn("1 earth order recall bozeman\n", "1 earth recall bozeman\n")), QStringList());
        QCOMPARE(s.hexOf("bozeman"), int(spacewars::kInReserve));
        QCOMPARE(int(s.state.p.sides[kEarth].hand[std::size_t(d.unitCard[kEarth])]), 1);
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run("1 earth order recall bozeman\n"), expect({"1:spacewars.movement.recall"}));
        // A ship that moves home first may be recalled in the same turn.
        Scenario u;
        u.place("bozeman", "14");
        QCOMPARE(u.run("1 earth order move bozeman route=14,5\n1 earth order recall bozeman\n"), QStringList());
    }

    // --- combat --------------------------------------------------------------------------------

    void rangeFour()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[std::size_t(unit("aaarg"))], spacewars::kDestroyed);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "42");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n")),
                 expect({"5:spacewars.combat.range"}));
        QCOMPARE(t.hexOf("aaarg"), hex("42"));
        Scenario u;  // out of range: the order lapses, and the record gives no roll
        u.place("bozeman", "37").place("aaarg", "42");
        QCOMPARE(u.run(earthTurn("1 earth order fire bozeman at=aaarg\n", "1 earth fire bozeman at=aaarg\n")),
                 QStringList());
    }

    void lineOfFireMustBeFree()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "40").place("alien-2", "39");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n")),
                 expect({"5:spacewars.combat.range"}));
        Scenario t;  // the unit in the way is the one to shoot at
        t.place("bozeman", "37").place("aaarg", "40").place("alien-2", "39");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=alien-2\n",
                                 "1 earth fire bozeman at=alien-2 roll=8 outcome=hit\n")),
                 QStringList());
        // The geometry itself: a friendly ship blocks too; along an edge one free side is enough.
        Scenario g;
        g.place("earth-2", "39");
        QVERIFY(!spacewars::lineOfFireClear(g.state, hex("37"), hex("41")));
        QVERIFY(spacewars::lineOfFireClear(g.state, hex("37"), hex("28")));
    }

    // A line along a hex edge (23 to 33 runs between 24 and 32): blocked only when both sides hold
    // a unit (adopted line-of-fire-edge=both-block), or when either does (either-blocks).
    void lineOfFireAlongAnEdgeIsAReading()
    {
        const QByteArray lines = earthTurn("1 earth order fire bozeman at=aaarg\n",
                                           "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n");
        Scenario s;
        s.place("bozeman", "23").place("aaarg", "33").place("earth-2", "24");
        QVERIFY(spacewars::lineOfFireClear(s.state, hex("23"), hex("33")));
        QCOMPARE(s.run(lines), QStringList());
        QCOMPARE(s.state.p.unitHex[std::size_t(unit("aaarg"))], spacewars::kDestroyed);
        Scenario t;
        t.place("bozeman", "23").place("aaarg", "33").place("earth-2", "24");
        t.state.p.edgeEitherBlocks = true;
        QVERIFY(!spacewars::lineOfFireClear(t.state, hex("23"), hex("33")));
        QCOMPARE(t.run(lines), expect({"5:spacewars.combat.range"}));
        Scenario u;  // both sides held: blocked under either reading
        u.place("bozeman", "23").place("aaarg", "33").place("earth-2", "24").place("earth-3", "32");
        QVERIFY(!spacewars::lineOfFireClear(u.state, hex("23"), hex("33")));
    }

    void targetNumberIsTwiceRangeMinusOffensePlusDefense()
    {
        // Range 2: the d8 needs 4.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=4 outcome=hit\n")),
                 QStringList());
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=3 outcome=hit\n")),
                 expect({"5:spacewars.combat.formula"}));
        QCOMPARE(t.lastMessages.first(), QStringLiteral("bozeman rolls 3 against aaarg (needs 4): a miss, not a hit."));
        QCOMPARE(t.hexOf("aaarg"), hex("39"));  // the die decides, not the claim
        Scenario u;
        u.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(u.run(earthTurn("1 earth order fire bozeman at=aaarg\n", "1 earth fire bozeman at=aaarg\n")),
                 expect({"5:spacewars.combat.formula"}));
    }

    void oneAlwaysMissesEightAlwaysHits()
    {
        Scenario s;  // range 1 needs 2, yet a 1 misses
        s.place("bozeman", "37").place("aaarg", "38");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=1 outcome=hit\n")),
                 expect({"5:spacewars.combat.natural-rolls"}));
        Scenario t;  // a cloaked target at range 2 needs 9, yet an 8 hits
        t.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n")),
                 QStringList());
        Scenario u;
        u.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
        QCOMPARE(u.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=7 outcome=hit\n")),
                 expect({"5:spacewars.combat.formula"}));
    }

    void aDestroyedShipBecomesDebris()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=5 outcome=hit\n")),
                 QStringList());
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("38"))]), 1);
        // The wreck cannot be given orders, and its Debris slows the next move through it.
        s.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 aliens order cloak aaarg\n2 aliens done\n"
                       "2 earth order move bozeman route=37,38,39,40,41\n"),
                 expect({"1:spacewars.turn.plan.units", "3:spacewars.movement.debris"}));
    }

    void debrisHelpsDefenseAndHurtsOffense()
    {
        // Range 1 needs 2; with Debris around the target it needs 3.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").debris("38");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2 outcome=miss\n")),
                 QStringList());
        Scenario t;  // Debris around the attacker: offense -1, needs 3 as well
        t.place("bozeman", "37").place("aaarg", "38").debris("37");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2 outcome=hit\n")),
                 expect({"5:spacewars.combat.formula"}));
        QCOMPARE(spacewars::targetNumber(t.state, unit("bozeman"), unit("aaarg")), 3);
    }

    void cloakedShipsCannotFire()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").cloak("bozeman");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=5 outcome=hit\n")),
                 expect({"5:spacewars.combat.cloaked"}));
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "38").cloak("bozeman");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n", "1 earth fire bozeman at=aaarg\n")),
                 QStringList());
        QCOMPARE(spacewars::defense(t.state, unit("bozeman")), 5);
    }

    // --- equipment -------------------------------------------------------------------------------

    void cloakingIsAnActionThatSwitches()
    {
        Scenario s;
        s.place("bozeman", "37");
        QCOMPARE(s.run(earthTurn("1 earth order cloak bozeman\n", "1 earth cloak bozeman\n")), QStringList());
        QVERIFY(s.state.p.cloaked[std::size_t(unit("bozeman"))]);
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run("1 earth order cloak bozeman\n1 earth order cloak bozeman\n1 earth order uncloak earth-2\n"),
                 expect({"2:spacewars.equipment.cloak", "3:spacewars.turn.plan.units"}));
    }

    void cleaningRemovesOneDebris()
    {
        Scenario s;
        s.place("bozeman", "37").debris("37", 2);
        QCOMPARE(s.run(earthTurn("1 earth order clean bozeman\n", "1 earth clean bozeman\n")), QStringList());
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("37"))]), 1);
        Scenario t;
        t.place("bozeman", "37");
        QCOMPARE(t.run("1 earth order clean bozeman\n"), expect({"1:spacewars.equipment.debris-cleaning"}));
    }

    // --- the record's words ----------------------------------------------------------------

    void badLinesAreNotRead()
    {
        Scenario s;
        s.place("bozeman", "37");
        QCOMPARE(s.run("1 earth order warp bozeman\n1 earth order move bozeman route=37,99\n"
                       "1 earth order move zork route=37,38\n1 earth salute\n1 mars done\n"
                       "1 earth order move bozeman route=37,38 route=37,38\n"),
                 expect({"1:spacewars.record.args", "2:spacewars.record.args", "3:spacewars.record.args",
                         "4:spacewars.record.verb", "5:spacewars.record.side", "6:spacewars.record.repeated"}));
        QCOMPARE(s.run("2 earth order cloak bozeman\n"), expect({"1:spacewars.record.turn"}));
    }

    // --- choices and chance fields (Ruleset::legalChoices) --------------------------------------

    void theShotsDieOffersTheFacesOfItsWrittenOutcome()
    {
        // Range 2 needs 4: the shot is two choices, whatever outcome the state's seed gave
        // (the generator's first): a hit on 4 to 8 and a miss on 1 to 3.
        for (std::uint64_t seed : {1, 2, 3}) {
            Scenario s;
            s.state.p.seed = seed;
            s.place("bozeman", "37").place("aaarg", "39");
            QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n", {})), QStringList());
            const auto choices = rules().legalChoices(s.state);
            QCOMPARE(choices.size(), std::size_t(2));  // no card in hand: no interrupt
            bool sawHit = false, sawMiss = false;
            for (const core::Choice &choice : choices) {
                const QByteArray line = rules().encode(*choice.move);
                QCOMPARE(choice.chance.size(), std::size_t(1));
                const core::ChanceField &die = choice.chance[0];
                QCOMPARE(die.kind, core::ChanceField::Kind::Die);
                QCOMPARE(die.key, QByteArray("roll"));
                QCOMPARE(die.what, QStringLiteral("the d8 for the shot at aaarg"));
                QCOMPARE(QLatin1String(die.rule), QLatin1String("spacewars.combat.formula"));
                const bool hit = line.endsWith("outcome=hit");
                QCOMPARE(die.values, hit ? expect({"4", "5", "6", "7", "8"}) : expect({"1", "2", "3"}));
                QCOMPARE(core::openLine(line, choice.chance),
                         hit ? QByteArray("1 earth fire bozeman at=aaarg roll=4..8 outcome=hit")
                             : QByteArray("1 earth fire bozeman at=aaarg roll=1..3 outcome=miss"));
                // The face past the last offered one is refused, citing the field's rule.
                Scenario outside = s;
                QCOMPARE(outside.run(core::fillChance(line, die, hit ? "9" : "4")),
                         expect({"1:spacewars.combat.formula"}));
                QCOMPARE(outside.lastMessages.first(),
                         hit ? QStringLiteral("A d8 shows 1 to 8; the record rolls 9 for the shot.")
                             : QStringLiteral(
                                       "bozeman rolls 4 against aaarg (needs 4): a hit, not a miss."));
                (hit ? sawHit : sawMiss) = true;
            }
            QVERIFY(sawHit && sawMiss);
        }
    }

    void aMissThatOnlyAnEightCouldTurnCitesTheNaturalRoll()
    {
        // A cloaked target at range 2 needs 9: only the natural 8 hits, so a miss offers 1 to 7
        // and the 8 past them breaks the natural-rolls rule (seeds are tried until one misses).
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            Scenario s;
            s.state.p.seed = seed;
            s.place("bozeman", "37").place("aaarg", "39").cloak("aaarg");
            QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n", {})), QStringList());
            const auto choices = rules().legalChoices(s.state);
            const QByteArray line = rules().encode(*choices[0].move);
            if (!line.endsWith("outcome=miss"))
                continue;
            const core::ChanceField &die = choices[0].chance[0];
            QCOMPARE(die.values, expect({"1", "2", "3", "4", "5", "6", "7"}));
            QCOMPARE(QLatin1String(die.rule), QLatin1String("spacewars.combat.natural-rolls"));
            QCOMPARE(s.run(core::fillChance(line, die, "8")),
                     expect({"1:spacewars.combat.natural-rolls"}));
            return;
        }
        QFAIL("no seed gave a miss");
    }

    void aMissedShotsNextShipIsAnyOtherOfTheTargetsHex()
    {
        // A miss at aaarg strikes alien-2 or alien-3, at random, beside it.
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            Scenario s;
            s.state.p.seed = seed;
            s.place("bozeman", "37")
                    .place("aaarg", "39")
                    .place("alien-2", "39")
                    .place("alien-3", "39");
            QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n", {})), QStringList());
            const auto choices = rules().legalChoices(s.state);
            const QByteArray line = rules().encode(*choices.at(0).move);
            if (!line.contains("stray="))
                continue;
            const std::vector<core::ChanceField> &fields = choices[0].chance;
            QCOMPARE(fields.size(),
                     std::size_t(3));  // the ship struck, the shot's d8, the stray shot's d8
            const core::ChanceField &stray = fields[0];
            QCOMPARE(stray.key, QByteArray("stray"));
            QCOMPARE(stray.kind, core::ChanceField::Kind::Card);
            QCOMPARE(stray.values, expect({"alien-2", "alien-3"}));
            QCOMPARE(stray.what,
                     QStringLiteral("the ship the missed shot of bozeman strikes next"));
            QCOMPARE(QLatin1String(stray.rule), QLatin1String("spacewars.combat.trajectory"));
            QCOMPARE(fields[1].values, expect({"1", "2", "3"}));
            QVERIFY(fields[2].what.startsWith(
                    QStringLiteral("the d8 for the stray shot at alien-")));
            // The stray shot's d8 is then one too many.
            QCOMPARE(s.run(core::fillChance(line, stray, "aaarg")),
                     expect({"1:spacewars.combat.trajectory", "1:spacewars.combat.formula"}));
            QCOMPARE(s.lastMessages.first(),
                     QStringLiteral("The missed shot strikes one of alien-2, alien-3 in hex 39; "
                                    "the record names "
                                    "it with stray= and gives its d8."));
            return;
        }
        QFAIL("no seed gave a miss");
    }

    // Both sides' initiative lines are listed (a player enters the die as it fell), each with
    // its half of the d8; a face of the other half, or past the die, is refused.
    void theInitiativeDieOffersTheFacesOfTheSideWritten()
    {
        Scenario s;
        QCOMPARE(s.run("1 earth done\n1 aliens done\n"), QStringList());
        const auto choices = rules().legalChoices(s.state);
        QCOMPARE(choices.size(), std::size_t(2));
        QSet<QByteArray> sides;
        for (const core::Choice &choice : choices) {
            const QByteArray line = rules().encode(*choice.move);
            const core::ChanceField &die = choice.chance.at(0);
            QCOMPARE(die.what, QStringLiteral("the initiative d8"));
            QCOMPARE(QLatin1String(die.rule), QLatin1String("spacewars.turn.initiative"));
            const bool earth = line.startsWith("1 earth");
            sides << line.split(' ').value(1);
            QCOMPARE(die.values, earth ? expect({"1", "2", "3", "4"}) : expect({"5", "6", "7", "8"}));
            for (const QString &face : die.values) {
                Scenario fresh;
                fresh.run("1 earth done\n1 aliens done\n");
                QCOMPARE(fresh.run(core::fillChance(line, die, face.toUtf8())), QStringList());
            }
            Scenario wrong;
            wrong.run("1 earth done\n1 aliens done\n");
            QCOMPARE(wrong.run(core::fillChance(line, die, earth ? "5" : "9")),
                     expect({"1:spacewars.turn.initiative"}));
            QCOMPARE(wrong.lastMessages.first(),
                     earth ? QStringLiteral("The initiative d8 shows 5: the initiative goes to Aliens, "
                                            "not Earth.")
                           : QStringLiteral(
                                     "A d8 shows 1 to 8; the record rolls 9 for the initiative."));
        }
        QCOMPARE(sides, QSet<QByteArray>({"earth", "aliens"}));
    }

    void theDeployedTokenIsAnyLeftInTheReserves()
    {
        Scenario s;
        s.unitCards(kEarth, 1).place("bozeman", "37");
        QCOMPARE(s.run(earthTurn("1 earth order deploy to=5\n", {})), QStringList());
        const auto choices = rules().legalChoices(s.state);
        QCOMPARE(choices.size(), std::size_t(1));
        const QByteArray line = rules().encode(*choices[0].move);
        const core::ChanceField &token = choices[0].chance.at(0);
        QCOMPARE(token.kind, core::ChanceField::Kind::Card);
        QCOMPARE(token.key, QByteArray("token"));
        QCOMPARE(token.what, QStringLiteral("the ship token drawn from the reserves of Earth"));
        QCOMPARE(QLatin1String(token.rule), QLatin1String("spacewars.units.tokens"));
        QVERIFY(!token.unknown);
        QCOMPARE(token.values.size(), 59);  // every Earth token but Bozeman, on the board
        QVERIFY(token.values.contains(QStringLiteral("earth-2")) &&
                !token.values.contains(QStringLiteral("bozeman")));
        QCOMPARE(s.run(core::fillChance(line, token, "bozeman")),
                 expect({"1:spacewars.units.tokens"}));
        QCOMPARE(s.lastMessages.first(),
                 QStringLiteral("bozeman is not in the reserves of Earth."));
    }

    void theCardDrawnIsOneTheDeckHolds()
    {
        // A declared deck is known: the field offers its cards and refuses the others. The
        // basic decks' counts are assumed, so their fields are marked unknown.
        const auto &d = rules().data();
        Scenario s;
        s.state.p.phase = spacewars::Phase::Draw;
        auto &earth = s.state.p.sides[kEarth];
        earth.deck = {};
        earth.deck[std::size_t(d.card("laser"))] = 2;
        earth.deck[std::size_t(d.card("earth-ship"))] = 1;
        earth.declared = true;
        const auto choices = rules().legalChoices(s.state);
        QCOMPARE(choices.size(), std::size_t(1));
        const QByteArray line = rules().encode(*choices[0].move);
        const core::ChanceField &card = choices[0].chance.at(0);
        QCOMPARE(card.kind, core::ChanceField::Kind::Card);
        QCOMPARE(card.key, QByteArray());
        QCOMPARE(card.index, 0);
        QCOMPARE(card.values, expect({"earth-ship", "laser"}));
        QVERIFY(!card.unknown);
        QCOMPARE(card.what, QStringLiteral("the card Earth draws"));
        QCOMPARE(core::openLine(line, choices[0].chance),
                 QByteArray("1 earth draw ?{earth-ship,laser}"));
        Scenario outside = s;
        QCOMPARE(outside.run(core::fillChance(line, card, "berserker")),
                 expect({"1:spacewars.setup.decks"}));
        QCOMPARE(outside.lastMessages.first(),
                 QStringLiteral("Berserker cannot be drawn from the deck of Earth: no copy is left "
                                "there."));

        Scenario basic;
        basic.state.p.phase = spacewars::Phase::Draw;
        const auto open = rules().legalChoices(basic.state);
        QVERIFY(open.at(0).chance.at(0).unknown);
        QVERIFY(!open.at(0).chance.at(0).values.contains(QStringLiteral("alien-ship")));
    }

    void opportunityDiceAgreeWithTheRestOfTheMove()
    {
        // The conformance suite plays without the variant; here random games with it: every
        // face an attack of opportunity offers applies, and the face past them is refused.
        const auto findingsOf = [](const core::State &at, const QByteArray &line) {
            const notation::Record rec = notation::parse(line);
            core::Findings findings;
            core::Reporter reporter(findings);
            if (const auto move = rules().decode(rec, rec.moves.front(), reporter))
                rules().apply(*at.clone(), *move, reporter);
            return findings;
        };
        int fields = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const core::Replay r = check(
                    core::simulate(rules(), seed, 1500, "[Variant \"attacks-of-opportunity\"]\n")
                            .text);
            for (int step = 0; step <= r.stepCount(); ++step) {
                const auto state = r.stateAt(step);
                for (const core::Choice &c : rules().legalChoices(*state)) {
                    const QByteArray line = rules().encode(*c.move);
                    for (const core::ChanceField &f : c.chance) {
                        if (f.key != "opportunity")
                            continue;
                        ++fields;
                        QVERIFY(!f.values.isEmpty());
                        QVERIFY(f.what.startsWith(
                                QStringLiteral("the d8 of attack of opportunity ")));
                        for (const QString &face : f.values)
                            QCOMPARE(summary(findingsOf(*state,
                                                        core::fillChance(line, f, face.toUtf8()))),
                                     QStringList());
                        const QByteArray past = QByteArray::number(f.values.back().toInt() + 1);
                        const core::Findings refused =
                                findingsOf(*state, core::fillChance(line, f, past));
                        QVERIFY2(std::any_of(refused.begin(), refused.end(),
                                             [&](const core::Finding &x) {
                                                 return x.severity == core::Severity::Error &&
                                                         x.ruleId == QLatin1String(f.rule);
                                             }),
                                 qPrintable(QString::fromUtf8(line) + u' ' +
                                            summary(refused).join(u',')));
                    }
                }
            }
        }
        QVERIFY(fields > 0);
    }
};

QTEST_GUILESS_MAIN(TestSpacewarsRules)
#include "tst_spacewars_rules.moc"
