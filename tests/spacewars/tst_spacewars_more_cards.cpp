// The Space Wars modifier cards with effects beyond numbers on a ship: dice cards, interrupts,
// cards announced with a shot or a deployment, cards that move ships between sides or off the
// board, and the Orbital Blockade. One keeping and one breaking record each (rules.md ids in the
// expectations). Positions as in tst_spacewars_rules: hexes 37-45 are one row, 32 is five hexes
// from the Aliens' homeworld (76-78), 50-52 three, 68 one.
#include "spacewars_test_util.h"

#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_play.h"

#include <QtTest>

using namespace swtest;
using spacewars::kAliens;
using spacewars::kEarth;

namespace {

int card(const char *id) { return rules().data().card(id); }
std::size_t at(const char *name) { return std::size_t(unit(name)); }

}  // namespace

class TestSpacewarsMoreCards : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyModifierCardHasAnEffect()
    {
        for (const spacewars::CardInfo &c : rules().data().cards)
            QVERIFY2(c.unitSide >= 0 || spacewars::cardEffect(c.id), c.id.c_str());
        Scenario s;
        QCOMPARE(s.run("1 earth order play warp-drive\n"), expect({"1:spacewars.record.args"}));
    }

    void secondChanceRerollsTheLastDie()
    {
        // Range 4 needs 8: the miss becomes a hit on the second roll.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "second-chance");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=3 outcome=miss\n"
                                 "1 earth interrupt second-chance roll=8\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("aaarg")], spacewars::kDestroyed);
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("41"))]), 1);
        Scenario t;  // after a line with no die, and never as a written order
        t.place("bozeman", "37").hand(kEarth, "second-chance");
        QCOMPARE(t.run(earthTurn("1 earth order cloak bozeman\n1 earth order uncloak bozeman\n",
                                 "1 earth cloak bozeman\n1 earth interrupt second-chance roll=8\n")),
                 expect({"7:spacewars.modifiers.dice"}));
        Scenario u;  // written as an order under second-chance=interrupt-only
        u.hand(kEarth, "second-chance");
        u.state.p.secondChanceInterruptOnly = true;
        QCOMPARE(u.run("1 earth order play second-chance\n"), expect({"1:spacewars.cards.interrupts"}));
    }

    // Under the adopted second-chance=action-or-interrupt, Second Chance written as an order
    // rerolls the shot carried out just before it; with no shot there, it lapses and gives no roll.
    void secondChanceAsAnOrder()
    {
        const QByteArray pads = "1 earth order play second-chance\n1 earth done\n"
                                "1 aliens order fire aaarg at=bozeman\n1 aliens done\n";
        Scenario s;  // range 4 needs 8: the Aliens' miss becomes a hit
        s.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "second-chance");
        QCOMPARE(s.run(pads +
                       "1 aliens initiative roll=6\n1 aliens fire aaarg at=bozeman roll=3 "
                       "outcome=miss\n"
                       "1 earth play second-chance roll=8\n"),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("bozeman")], spacewars::kDestroyed);
        QCOMPARE(int(s.state.p.sides[kEarth]
                             .discard[std::size_t(rules().data().card("second-chance"))]),
                 1);
        Scenario t;  // Earth goes first: no shot before it to reroll
        t.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "second-chance");
        QCOMPARE(t.run(pads + "1 earth initiative roll=2\n1 earth play second-chance roll=8\n"),
                 expect({"6:spacewars.turn.blocked"}));
        QCOMPARE(int(t.state.p.sides[kEarth]
                             .hand[std::size_t(rules().data().card("second-chance"))]),
                 1);
    }

    void luckyBreakTurnsTheDie()
    {
        // The Aliens turn Earth's 8 into a 1: the hit is undone and its Debris goes.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41").hand(kAliens, "lucky-break");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n"
                                 "1 aliens interrupt lucky-break roll=1\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("aaarg")], std::int8_t(hex("41")));
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("41"))]), 0);
        Scenario t;  // a d8 has no 9, and the card must be in hand
        t.place("bozeman", "37").place("aaarg", "41").hand(kAliens, "lucky-break");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n"
                                 "1 aliens interrupt lucky-break roll=9\n1 earth interrupt lucky-break roll=1\n")),
                 expect({"6:spacewars.modifiers.dice", "7:spacewars.cards.hand"}));
    }

    void luckyBreakOnTheInitiativeChangesWhoStarts()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kAliens, "lucky-break");
        const QByteArray pads = "1 earth order cloak bozeman\n1 earth done\n1 aliens order cloak aaarg\n1 aliens done\n"
                                "1 earth initiative roll=2\n1 aliens interrupt lucky-break roll=7\n";
        QCOMPARE(s.run(pads + "1 aliens cloak aaarg\n1 earth cloak bozeman\n"), QStringList());
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "44").hand(kAliens, "lucky-break");
        QCOMPARE(t.run(pads + "1 earth cloak bozeman\n"), expect({"7:spacewars.turn.execute"}));
    }

    void belayThatOrderCancelsTheNextOrder()
    {
        const QByteArray pads = "1 earth order cloak bozeman\n1 earth order move bozeman route=37,38\n1 earth done\n"
                                "1 aliens order cloak aaarg\n1 aliens done\n1 earth initiative roll=2\n"
                                "1 aliens interrupt belay-that-order\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kAliens, "belay-that-order");
        QCOMPARE(s.run(pads + "1 aliens cloak aaarg\n1 earth move bozeman route=37,38\n"), QStringList());
        QVERIFY(!s.state.p.cloaked[at("bozeman")]);
        QCOMPARE(s.hexOf("bozeman"), hex("38"));
        QCOMPARE(int(s.state.p.sides[kAliens].discard[std::size_t(card("belay-that-order"))]), 1);
        Scenario t;  // the cancelled order is not carried out; with none waiting there is none to cancel
        t.place("bozeman", "37").place("aaarg", "44").hand(kAliens, "belay-that-order", 2);
        QCOMPARE(t.run(pads + "1 earth cloak bozeman\n"), expect({"8:spacewars.turn.execute", "8:spacewars.turn.execute"}));
        Scenario u;
        u.place("bozeman", "37").hand(kEarth, "belay-that-order");
        QCOMPARE(u.run("1 earth interrupt belay-that-order\n"), expect({"1:spacewars.modifiers.belay"}));
    }

    void engineOverloadGoesFurtherAndLeavesCounters()
    {
        // Six hexes with an allowance of four: two permanent "speed -1" counters.
        Scenario s;
        s.place("bozeman", "37").hand(kEarth, "engine-overload");
        QCOMPARE(s.run(earthTurn("1 earth order play engine-overload bozeman\n"
                                 "1 earth order move bozeman route=37,38,39,40,41,42,43\n",
                                 "1 earth play engine-overload bozeman\n"
                                 "1 earth move bozeman route=37,38,39,40,41,42,43\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("43"));
        QCOMPARE(int(s.state.p.speedCounters[at("bozeman")]), 2);
        QCOMPARE(spacewars::allowance(s.state, unit("bozeman"), false), 2);
        s.state.p.phase = spacewars::Phase::Orders;  // next turn: the counters stay
        QCOMPARE(s.run("2 earth order move bozeman route=43,44,45\n2 earth order move bozeman route=45,44,43,42\n"),
                 expect({"2:spacewars.movement.speed"}));
        Scenario t;  // written before the card, the long move is too long
        t.place("bozeman", "37").hand(kEarth, "engine-overload");
        QCOMPARE(t.run("1 earth order move bozeman route=37,38,39,40,41,42\n1 earth order play engine-overload aaarg\n"),
                 expect({"1:spacewars.movement.speed", "2:spacewars.modifiers.engine-overload"}));
    }

    void repairCrewMendsDamageOrSavesAShip()
    {
        Scenario s;
        s.place("bozeman", "37").hand(kEarth, "repair-crew");
        s.state.p.damage[at("bozeman")] = spacewars::Mods{-1, -1, -1, 0, 0};
        s.state.p.speedCounters[at("bozeman")] = 1;
        QCOMPARE(s.run(earthTurn("1 earth order play repair-crew bozeman\n", "1 earth play repair-crew bozeman\n")),
                 QStringList());
        QCOMPARE(spacewars::offense(s.state, unit("bozeman")), 0);
        QCOMPARE(spacewars::allowance(s.state, unit("bozeman"), false), 3);  // counters are no damage
        Scenario t;  // as an interrupt it saves the ship the last shot destroyed
        t.place("bozeman", "37").place("aaarg", "41").hand(kAliens, "repair-crew");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n1 aliens interrupt repair-crew aaarg\n")),
                 QStringList());
        QCOMPARE(t.hexOf("aaarg"), hex("41"));
        Scenario u;  // not for the enemy's ship
        u.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "repair-crew", 2);
        QCOMPARE(u.run(earthTurn("1 earth order play repair-crew aaarg\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8 outcome=hit\n1 earth interrupt repair-crew aaarg\n")),
                 expect({"1:spacewars.modifiers.repair-crew", "6:spacewars.turn.execute",
                         "7:spacewars.modifiers.repair-crew"}));
    }

    void leaveBringsTheSameShipBackStronger()
    {
        Scenario s;
        s.place("bozeman", "37").hand(kEarth, "leave");
        s.state.p.sides[kEarth].discard[std::size_t(rules().data().unitCard[kEarth])] = 1;
        QCOMPARE(s.run(earthTurn("1 earth order play leave bozeman\n", "1 earth play leave bozeman\n")), QStringList());
        QVERIFY(!s.state.onBoard(unit("bozeman")));
        QCOMPARE(int(s.state.p.sides[kEarth].hand[std::size_t(rules().data().unitCard[kEarth])]), 1);
        s.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 earth order deploy to=5\n2 earth done\n2 aliens done\n2 earth initiative roll=1\n"
                       "2 earth deploy to=5 token=bozeman\n"),
                 QStringList());
        QCOMPARE(spacewars::offense(s.state, unit("bozeman")), 1);
        Scenario t;  // not while the enemy holds a blockade
        t.place("bozeman", "5").place("aaarg", "41").place("alien-2", "42").place("alien-3", "43").hand(kEarth, "leave");
        t.state.p.sides[kAliens].blockade = true;
        t.state.p.sides[kAliens].blockadeShips = 3;
        QCOMPARE(t.run("1 earth order play leave bozeman\n"), expect({"1:spacewars.modifiers.leave"}));
    }

    void espionageShowsTheEnemyHand()
    {
        Scenario s;
        s.hand(kEarth, "espionage").hand(kAliens, "laser").hand(kAliens, "misfire", 2);
        QCOMPARE(s.run(earthTurn("1 earth order play espionage\n", "1 earth play espionage cards=misfire,laser,misfire\n")),
                 QStringList());
        Scenario t;
        t.hand(kEarth, "espionage").hand(kAliens, "laser");
        QCOMPARE(t.run(earthTurn("1 earth order play espionage\n", "1 earth play espionage cards=berserker\n")),
                 expect({"5:spacewars.modifiers.espionage"}));
    }

    void weaponOverloadAttacksMoreTargetsAndWeakensTheGun()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").place("alien-2", "39").hand(kEarth, "weapon-overload");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8,8 outcome=hit,hit with=weapon-overload also=alien-2\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
        QCOMPARE(spacewars::offense(s.state, unit("bozeman")), -1);  // the -1/0 token, at the end of the turn
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "38").place("alien-2", "39");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=8,8 outcome=hit,hit also=alien-2\n")),
                 expect({"5:spacewars.modifiers.weapon-overload", "5:spacewars.combat.formula"}));
    }

    void initiativeCardPutsAllOrdersFirst()
    {
        const QByteArray pads = "1 earth order play initiative\n1 earth order cloak bozeman\n1 earth done\n"
                                "1 aliens order cloak aaarg\n1 aliens done\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "initiative");
        QCOMPARE(s.run(pads + "1 earth play initiative\n1 earth cloak bozeman\n1 aliens cloak aaarg\n"), QStringList());
        QCOMPARE(s.state.p.turn, 2);
        Scenario t;  // no die is rolled, and the Aliens wait for all of Earth's orders
        t.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "initiative");
        QCOMPARE(t.run(pads + "1 aliens initiative roll=7\n1 earth play initiative\n1 aliens cloak aaarg\n"),
                 expect({"6:spacewars.record.sequence", "8:spacewars.turn.execute"}));
    }

    // When an Initiative card acts is a reading: adopted initiative-card=at-reveal (no die; all of
    // its side's orders first), or when-played (the die is rolled, and the card puts its side's
    // remaining orders first once carried out).
    void initiativeCardTimingIsAReading()
    {
        const QByteArray pads =
                "1 earth order play initiative\n1 earth order cloak bozeman\n1 earth done\n"
                "1 aliens order cloak aaarg\n1 aliens done\n";
        const QByteArray whenPlayed =
                "1 earth initiative roll=2\n1 earth play initiative\n1 earth cloak bozeman\n"
                "1 aliens cloak aaarg\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "initiative");
        s.state.p.initiativeWhenPlayed = true;
        QCOMPARE(s.run(pads + whenPlayed), QStringList());
        QCOMPARE(s.state.p.turn, 2);
        Scenario t;  // the same lines under the adopted reading: no die is rolled
        t.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "initiative");
        QVERIFY(t.run(pads + whenPlayed).contains(QStringLiteral("6:spacewars.record.sequence")));
        Scenario u;  // under when-played, without the card Earth's second order would wait its turn
        u.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "initiative");
        u.state.p.initiativeWhenPlayed = true;
        QCOMPARE(u.run(pads + "1 earth play initiative\n"),
                 expect({"6:spacewars.record.sequence"}));
    }

    // Whether a Cease-Fire stops a Self-Destruct is a reading: adopted
    // self-destruct-cease-fire=allowed (no weapon is fired), or forbidden.
    void selfDestructUnderCeaseFireIsAReading()
    {
        const QByteArray lines =
                earthTurn("1 earth order play self-destruct bozeman\n",
                          "1 earth play self-destruct bozeman roll=2 outcome=hit\n");
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "self-destruct");
        s.state.p.ceaseFireUntil = 1;
        QCOMPARE(s.run(lines), QStringList());
        QCOMPARE(s.state.p.unitHex[at("aaarg")], spacewars::kDestroyed);
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "38").hand(kEarth, "self-destruct");
        t.state.p.ceaseFireUntil = 1;
        t.state.p.selfDestructCeaseFire = true;
        QCOMPARE(t.run(lines), expect({"5:spacewars.modifiers.cease-fire"}));
        QCOMPARE(t.state.p.unitHex[at("aaarg")], hex("38"));
        QCOMPARE(t.lastMessages,
                 QStringList(
                         QStringLiteral("The order could not be carried out (a Cease-Fire holds), "
                                        "so the record gives no facts for it.")));
    }

    // Engine Overload's counters: adopted overload-counters=movement-cost (Debris counts as it
    // costs), or hexes (hexes travelled beyond the allowance). Five hexes, one with Debris: cost
    // six.
    void engineOverloadCountersAreAReading()
    {
        const QByteArray lines = earthTurn("1 earth order play engine-overload bozeman\n"
                                           "1 earth order move bozeman route=37,38,39,40,41,42\n",
                                           "1 earth play engine-overload bozeman\n"
                                           "1 earth move bozeman route=37,38,39,40,41,42\n");
        Scenario s;
        s.place("bozeman", "37").debris("38").hand(kEarth, "engine-overload");
        QCOMPARE(s.run(lines), QStringList());
        QCOMPARE(int(s.state.p.speedCounters[at("bozeman")]), 2);
        Scenario t;
        t.place("bozeman", "37").debris("38").hand(kEarth, "engine-overload");
        t.state.p.overloadCountsHexes = true;
        QCOMPARE(t.run(lines), QStringList());
        QCOMPARE(int(t.state.p.speedCounters[at("bozeman")]), 1);
        // The verdict it changes: next turn a move of three hexes is too long only with two
        // counters.
        s.state.p.phase = spacewars::Phase::Orders;
        t.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 earth order move bozeman route=42,43,44,45\n"),
                 expect({"1:spacewars.movement.speed"}));
        QCOMPARE(t.run("2 earth order move bozeman route=42,43,44,45\n"), QStringList());
    }

    void misfireSendsTheShotNextDoor()
    {
        // Bozeman (37) fires along the row at Aaarg (41): 1-2 is "long", hex 42; 7-8 "short", 40.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41").place("alien-2", "42").hand(kAliens, "misfire");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg misfire=2 roll=8 outcome=hit\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
        QCOMPARE(s.hexOf("aaarg"), hex("41"));
        QCOMPARE(spacewars::misfireHex(s.state, unit("bozeman"), unit("aaarg"), 7), hex("40"));
        QCOMPARE(spacewars::misfireHex(s.state, unit("bozeman"), unit("aaarg"), 12), spacewars::misfireHex(s.state, unit("bozeman"), unit("aaarg"), 11));
        Scenario t;  // short lands in an empty hex: no d8; and a d12 has no 13
        t.place("bozeman", "37").place("aaarg", "41").hand(kAliens, "misfire", 2);
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg misfire=7 roll=8 outcome=hit\n"
                                 "1 earth fire bozeman at=aaarg misfire=13 roll=8 outcome=hit\n")),
                 expect({"6:spacewars.combat.formula", "7:spacewars.modifiers.misfire", "7:spacewars.combat.formula"}));
    }

    void reallyNastyGunHitsTheWholeLine()
    {
        // +2/0 on every unit in the line: Aaarg at range 2 needs 2, Alien-2 at range 3 needs 4.
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").place("alien-2", "40").hand(kEarth, "really-nasty-gun");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2,4 outcome=hit,hit with=really-nasty-gun\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
        Scenario t;  // it moved last turn
        t.place("bozeman", "37").place("aaarg", "39").place("alien-2", "40").hand(kEarth, "really-nasty-gun");
        t.state.p.turn = 3;
        t.state.p.lastActive[at("bozeman")] = 2;
        QCOMPARE(t.run("3 earth order fire bozeman at=aaarg\n3 earth done\n3 aliens done\n3 earth initiative roll=2\n"
                       "3 earth fire bozeman at=aaarg roll=4 outcome=hit with=really-nasty-gun\n"),
                 expect({"5:spacewars.modifiers.really-nasty-gun"}));
        QCOMPARE(t.lastMessages,
                 QStringList(QStringLiteral("bozeman moved or fired in turn 2; a Really Nasty Gun "
                                            "needs three quiet turns "
                                            "before this one.")));
    }

    // How far a Really Nasty Gun's line runs is a reading: adopted nasty-gun-line=within-range (up to
    // the attacker's reach, four), or to-board-edge. Alien-2 in hex 43 is six hexes away.
    void reallyNastyGunLineIsAReading()
    {
        const QByteArray lines = earthTurn("1 earth order fire bozeman at=aaarg\n",
                                           "1 earth fire bozeman at=aaarg roll=2,8 outcome=hit,hit "
                                           "with=really-nasty-gun\n");
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").place("alien-2", "43").hand(kEarth, "really-nasty-gun");
        QCOMPARE(s.run(lines), expect({"5:spacewars.combat.formula"}));
        QCOMPARE(s.state.p.unitHex[at("alien-2")], hex("43"));
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "39").place("alien-2", "43").hand(kEarth, "really-nasty-gun");
        t.state.p.nastyLineToEdge = true;
        QCOMPARE(t.run(lines), QStringList());
        QCOMPARE(t.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
    }

    // "The previous three turns" leaves this turn out (the adopted nasty-gun-quiet=previous-turns);
    // under this-turn-too a move earlier in this turn counts, and the message says it was this
    // turn.
    void reallyNastyGunAfterAMoveThisTurn()
    {
        const QByteArray lines =
                "5 earth order move bozeman route=38,37\n5 earth order fire bozeman at=aaarg\n"
                "5 earth done\n5 aliens done\n5 earth initiative roll=2\n"
                "5 earth move bozeman route=38,37\n"
                "5 earth fire bozeman at=aaarg roll=4 outcome=hit with=really-nasty-gun\n";
        Scenario s;
        s.place("bozeman", "38").place("aaarg", "39").hand(kEarth, "really-nasty-gun");
        s.state.p.turn = 5;
        QCOMPARE(s.run(lines), QStringList());
        Scenario t;
        t.place("bozeman", "38").place("aaarg", "39").hand(kEarth, "really-nasty-gun");
        t.state.p.turn = 5;
        t.state.p.nastyGunThisTurn = true;
        QCOMPARE(t.run(lines), expect({"7:spacewars.modifiers.really-nasty-gun"}));
        QCOMPARE(
                t.lastMessages,
                QStringList(QStringLiteral(
                        "bozeman already moved or fired in this turn; a Really Nasty Gun needs the "
                        "ship quiet in this turn too, as in the three before it.")));
        Scenario u;  // a move in turn 3 still counts after another move in this turn
        u.place("bozeman", "38").place("aaarg", "39").hand(kEarth, "really-nasty-gun");
        u.state.p.turn = 5;
        u.state.p.lastActive[at("bozeman")] = 3;
        QCOMPARE(u.run(lines), expect({"7:spacewars.modifiers.really-nasty-gun"}));
        QCOMPARE(u.lastMessages,
                 QStringList(QStringLiteral("bozeman moved or fired in turn 3; a Really Nasty Gun "
                                            "needs three quiet turns "
                                            "before this one.")));
    }

    void selfDestructAttacksItsHexAndTheRing()
    {
        // Alien-2 shares its hex (range 0 needs 0), Aaarg is next door (range 1 needs 2).
        Scenario s;
        s.place("bozeman", "37").place("alien-2", "37").place("aaarg", "38").hand(kEarth, "self-destruct");
        QCOMPARE(s.run(earthTurn("1 earth order play self-destruct bozeman\n",
                                 "1 earth play self-destruct bozeman roll=2,2 outcome=hit,hit\n")),
                 QStringList());
        for (const char *u : {"bozeman", "alien-2", "aaarg"})
            QCOMPARE(s.state.p.unitHex[at(u)], spacewars::kDestroyed);
        QCOMPARE(int(s.state.p.debris[std::size_t(hex("37"))]), 2);
        Scenario t;
        t.place("bozeman", "37").place("alien-2", "37").place("aaarg", "38").hand(kEarth, "self-destruct");
        QCOMPARE(t.run(earthTurn("1 earth order play self-destruct bozeman\n",
                                 "1 earth play self-destruct bozeman roll=2 outcome=miss\n")),
                 expect({"5:spacewars.combat.formula", "5:spacewars.combat.formula"}));
    }

    // Self-Destruct attacks friends too (adopted self-destruct-targets=all-units), or only the
    // enemy's ships (enemy-units): Earth-2 shares Bozeman's hex, Aaarg is next door.
    void selfDestructTargetsAreAReading()
    {
        const QByteArray pad = "1 earth order play self-destruct bozeman\n";
        Scenario s;
        s.place("bozeman", "37")
                .place("earth-2", "37")
                .place("aaarg", "38")
                .hand(kEarth, "self-destruct");
        QCOMPARE(s.run(earthTurn(pad,
                                 "1 earth play self-destruct bozeman roll=2,2 outcome=hit,hit\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("earth-2")], spacewars::kDestroyed);
        Scenario t;
        t.place("bozeman", "37")
                .place("earth-2", "37")
                .place("aaarg", "38")
                .hand(kEarth, "self-destruct");
        t.state.p.selfDestructEnemiesOnly = true;
        QCOMPARE(t.run(earthTurn(pad,
                                 "1 earth play self-destruct bozeman roll=2,2 outcome=hit,hit\n")),
                 expect({"5:spacewars.combat.formula"}));
        Scenario u;
        u.place("bozeman", "37")
                .place("earth-2", "37")
                .place("aaarg", "38")
                .hand(kEarth, "self-destruct");
        u.state.p.selfDestructEnemiesOnly = true;
        QCOMPARE(u.run(earthTurn(pad, "1 earth play self-destruct bozeman roll=2 outcome=hit\n")),
                 QStringList());
        QCOMPARE(u.state.p.unitHex[at("earth-2")], hex("37"));
        QCOMPARE(u.state.p.unitHex[at("aaarg")], spacewars::kDestroyed);
    }

    void surpriseWarpDeploysFarAndHolds()
    {
        Scenario s;
        s.unitCards(kEarth, 1).hand(kEarth, "surprise-warp");
        QCOMPARE(s.run(earthTurn("1 earth order deploy to=32 with=surprise-warp\n",
                                 "1 earth deploy to=32 with=surprise-warp token=bozeman\n")),
                 QStringList());
        QCOMPARE(s.hexOf("bozeman"), hex("32"));
        s.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(s.run("2 earth order move bozeman route=32,41\n"), expect({"1:spacewars.modifiers.surprise-warp"}));
        Scenario t;  // hex 40 is four hexes from the enemy homeworld
        t.unitCards(kEarth, 1).hand(kEarth, "surprise-warp", 2);
        QCOMPARE(t.run("1 earth order deploy to=40 with=surprise-warp\n1 earth order play surprise-warp\n"),
                 expect({"1:spacewars.modifiers.surprise-warp", "2:spacewars.modifiers.surprise-warp"}));
    }

    void interceptedOrdersFixesTheNextDraws()
    {
        const QByteArray turn = earthTurn("1 earth order play intercepted-orders\n",
                                          "1 earth play intercepted-orders cards=laser,berserker,leave,misfire\n");
        Scenario s;
        s.hand(kEarth, "intercepted-orders");
        QCOMPARE(s.run(turn + "2 earth draw earth-ship\n2 aliens draw laser\n"), QStringList());
        QCOMPARE(int(s.state.p.sides[kAliens].stackedCount), 3);
        Scenario t;
        t.hand(kEarth, "intercepted-orders");
        QCOMPARE(t.run(turn + "2 earth draw earth-ship\n2 aliens draw alien-ship\n"),
                 expect({"7:spacewars.modifiers.intercepted-orders"}));
    }

    void fireWhileCloakedLetsACloakedShipShoot()
    {
        Scenario s;
        s.place("bozeman", "37").cloak("bozeman").place("aaarg", "38").hand(kEarth, "fire-while-cloaked");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2 outcome=hit with=fire-while-cloaked\n")),
                 QStringList());
        Scenario t;
        t.place("bozeman", "37").cloak("bozeman").place("aaarg", "38");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n", "1 earth fire bozeman at=aaarg roll=2 outcome=hit\n")),
                 expect({"5:spacewars.combat.cloaked"}));
    }

    void defectorChangesSides()
    {
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "defector");
        QCOMPARE(s.run(earthTurn("1 earth order play defector aaarg\n1 earth order move aaarg route=44,43\n",
                                 "1 earth play defector aaarg\n1 earth move aaarg route=44,43\n")),
                 QStringList());
        QCOMPARE(s.state.ownerOf(unit("aaarg")), kEarth);
        QCOMPARE(s.hexOf("aaarg"), hex("43"));
        Scenario t;  // before the card, it is still the enemy's ship
        t.place("bozeman", "37").place("aaarg", "44").hand(kEarth, "defector");
        QCOMPARE(t.run("1 earth order move aaarg route=44,43\n1 earth order play defector bozeman\n"),
                 expect({"1:spacewars.turn.plan.units", "2:spacewars.modifiers.defector"}));
    }

    // Whether Charismatic Leader costs an action is a reading: adopted
    // charismatic-leader-cost=action (it counts among the five orders), or free (it does not).
    void charismaticLeaderCostIsAReading()
    {
        QByteArray pad = "1 earth order deploy to=5\n1 earth order play charismatic-leader\n";
        for (int i = 0; i < 4; ++i)
            pad += i % 2 ? "1 earth order uncloak earth-2\n" : "1 earth order cloak earth-2\n";
        Scenario s;
        s.place("earth-2", "37").unitCards(kEarth, 1).hand(kEarth, "charismatic-leader");
        QCOMPARE(s.run(pad), expect({"6:spacewars.turn.plan.limit"}));
        Scenario t;
        t.place("earth-2", "37").unitCards(kEarth, 1).hand(kEarth, "charismatic-leader");
        t.state.p.charismaFree = true;
        QCOMPARE(t.run(pad), QStringList());
        QCOMPARE(t.run("1 earth order cloak earth-2\n"), expect({"1:spacewars.turn.plan.limit"}));
    }

    void charismaticLeaderLiftsEveryFriendlyShip()
    {
        Scenario s;
        s.place("earth-2", "37").unitCards(kEarth, 1).hand(kEarth, "charismatic-leader");
        QCOMPARE(s.run(earthTurn("1 earth order deploy to=5\n1 earth order play charismatic-leader\n",
                                 "1 earth deploy to=5 token=bozeman\n1 earth play charismatic-leader\n")),
                 QStringList());
        QCOMPARE(spacewars::offense(s.state, unit("earth-2")), 1);
        QCOMPARE(spacewars::defense(s.state, unit("bozeman")), 1);
        Scenario t;
        t.place("earth-2", "37").unitCards(kEarth, 1).hand(kEarth, "charismatic-leader");
        QCOMPARE(t.run("1 earth order play charismatic-leader\n"), expect({"1:spacewars.modifiers.charismatic-leader"}));
    }

    void orbitalBlockadeHoldsTheHomeworld()
    {
        const QByteArray turn = "1 earth order play orbital-blockade\n1 earth order fire bozeman at=alien-2\n1 earth done\n"
                                "1 aliens order move alien-2 route=77,68,59\n1 aliens done\n1 earth initiative roll=2\n"
                                "1 earth play orbital-blockade\n1 aliens move alien-2 route=77,68,59 stop=68\n";
        Scenario s;
        s.place("bozeman", "50").place("earth-2", "51").place("earth-3", "52").place("alien-2", "77")
                .hand(kEarth, "orbital-blockade");
        QCOMPARE(s.run(turn + "1 earth fire bozeman at=alien-2\n"), QStringList());
        QVERIFY(spacewars::blockadeHolds(s.state, kEarth));
        QCOMPARE(int(s.state.p.sides[kEarth].blockadeShips), 3);
        s.state.p.unitHex[at("earth-2")] = spacewars::kDestroyed;
        QVERIFY(spacewars::blockadeHolds(s.state, kEarth));  // one of three: not more than half
        s.state.p.unitHex[at("earth-3")] = spacewars::kDestroyed;
        QVERIFY(!spacewars::blockadeHolds(s.state, kEarth));
        Scenario t;  // without the stop the move is wrong, and a ship on duty may not fire
        t.place("bozeman", "50").place("earth-2", "51").place("earth-3", "52").place("alien-2", "77")
                .hand(kEarth, "orbital-blockade");
        QCOMPARE(t.run("1 earth order play orbital-blockade\n1 earth done\n1 aliens order move alien-2 route=77,68,59\n"
                       "1 aliens done\n1 earth initiative roll=2\n1 earth play orbital-blockade\n"
                       "1 aliens move alien-2 route=77,68,59\n"),
                 expect({"7:spacewars.features.blockade"}));
        t.state.p.phase = spacewars::Phase::Orders;
        QCOMPARE(t.run("2 earth order fire bozeman at=alien-2\n2 earth release\n2 earth release\n"),
                 expect({"1:spacewars.features.blockade", "3:spacewars.features.blockade"}));
        Scenario u;  // two ships are too few
        u.place("bozeman", "50").place("earth-2", "51").hand(kEarth, "orbital-blockade");
        QCOMPARE(u.run("1 earth order play orbital-blockade\n"), expect({"1:spacewars.features.blockade"}));
    }

    // How far out the blockaded side may go is a reading: adopted blockade-reach=within-one-hex (no
    // ship within one hex of its homeworld goes further out), or from-homeworld (only a move that
    // starts on the homeworld is held to one hex).
    void blockadeReachIsAReading()
    {
        const auto blockade = [](Scenario &s) {
            s.place("bozeman", "55")
                    .place("earth-2", "56")
                    .place("earth-3", "57")
                    .place("alien-2", "68");
            s.state.p.sides[kEarth].blockade = true;
            s.state.p.sides[kEarth].blockadeShips = 3;
            for (const char *u : {"bozeman", "earth-2", "earth-3"})
                s.state.p.marks[at(u)] = spacewars::kOnBlockade;
        };
        const QByteArray pads =
                "1 earth done\n1 aliens order move alien-2 route=68,59,50\n1 aliens done\n"
                "1 aliens initiative roll=6\n";
        Scenario s;
        blockade(s);
        QCOMPARE(s.run(pads + "1 aliens move alien-2 route=68,59,50\n"),
                 expect({"5:spacewars.features.blockade"}));
        Scenario t;
        blockade(t);
        QCOMPARE(t.run(pads + "1 aliens move alien-2 route=68,59,50 stop=68\n"), QStringList());
        Scenario u;
        blockade(u);
        u.state.p.blockadeFromHomeworldOnly = true;
        QCOMPARE(u.run(pads + "1 aliens move alien-2 route=68,59,50\n"), QStringList());
        QCOMPARE(u.hexOf("alien-2"), hex("50"));
    }

    // A shot written for a ship on blockade duty is at fault when written; a record that fires it
    // anyway is followed, and the fault is not reported a second time (one fault, one finding).
    void blockadeDutyShotReportedOnce()
    {
        Scenario s;
        s.place("bozeman", "59")
                .place("earth-2", "60")
                .place("earth-3", "61")
                .place("alien-2", "68");
        s.state.p.sides[kEarth].blockade = true;
        s.state.p.sides[kEarth].blockadeShips = 3;
        for (const char *u : {"bozeman", "earth-2", "earth-3"})
            s.state.p.marks[at(u)] = spacewars::kOnBlockade;
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=alien-2\n",
                                 "1 earth fire bozeman at=alien-2 roll=8 outcome=hit\n")),
                 expect({"1:spacewars.features.blockade"}));
        QCOMPARE(s.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
    }

    // A card with no rule of its own to break but the ship it names: naming the wrong one (or one
    // where none belongs) breaks the card's own rule, or, with a die where it rolls none, the
    // card's rule too.
    void aCardOnTheWrongShipBreaksItsOwnRule_data()
    {
        QTest::addColumn<QByteArray>("card");
        QTest::addColumn<QByteArray>("lines");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char *card, const char *line, const char *rule) {
            QTest::newRow(card) << QByteArray(card) << QByteArray(line) << expect({rule});
        };
        row("initiative", "1 earth order play initiative bozeman\n", "1:spacewars.modifiers.initiative");
        row("mutiny", "1 earth order play mutiny bozeman\n", "1:spacewars.modifiers.mutiny");
        row("engine-redesign", "1 earth order play engine-redesign bozeman\n", "1:spacewars.modifiers.redesign");
        row("targeting-improvement", "1 earth order play targeting-improvement aaarg\n",
            "1:spacewars.modifiers.targeting");
        row("ground-support", "1 earth order play ground-support bozeman\n", "1:spacewars.modifiers.ground-support");
        row("self-destruct", "1 earth order play self-destruct aaarg\n", "1:spacewars.modifiers.self-destruct");
    }
    void aCardOnTheWrongShipBreaksItsOwnRule()
    {
        QFETCH(QByteArray, card);
        QFETCH(QByteArray, lines);
        QFETCH(QStringList, expected);
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").hand(kEarth, card.constData());
        QCOMPARE(s.run(lines), expected);
    }

    // The Orbital Blockade rolls no die; a die on its line breaks its rule.
    void orbitalBlockadeRollsNoDie()
    {
        Scenario s;
        s.place("bozeman", "50").place("earth-2", "51").place("earth-3", "52").hand(kEarth, "orbital-blockade");
        QCOMPARE(s.run(earthTurn("1 earth order play orbital-blockade\n", "1 earth play orbital-blockade roll=3\n")),
                 expect({"5:spacewars.modifiers.orbital-blockade"}));
    }

    void missedShotsFlyOn()
    {
        // Range 2 needs 4: the 2 misses Aaarg and flies on to Alien-2 at range 4 (needs 8).
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "39").place("alien-2", "41");
        QCOMPARE(s.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2,8 outcome=miss,hit stray=alien-2\n")),
                 QStringList());
        QCOMPARE(s.state.p.unitHex[at("alien-2")], spacewars::kDestroyed);
        QCOMPARE(s.hexOf("aaarg"), hex("39"));
        Scenario t;  // in a crowded hex another ship there is struck first; the record must say which
        t.place("bozeman", "37").place("aaarg", "39").place("alien-3", "39").place("alien-2", "41");
        QCOMPARE(t.run(earthTurn("1 earth order fire bozeman at=aaarg\n1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2,5 outcome=miss,hit stray=alien-3\n"
                                 "1 earth fire bozeman at=aaarg roll=2,8 outcome=miss,hit stray=alien-5\n")),
                 expect({"7:spacewars.combat.trajectory", "7:spacewars.combat.formula"}));
        QCOMPARE(t.state.p.unitHex[at("alien-3")], spacewars::kDestroyed);
        Scenario u;  // nothing behind: no stray
        u.place("bozeman", "37").place("aaarg", "39");
        QCOMPARE(u.run(earthTurn("1 earth order fire bozeman at=aaarg\n",
                                 "1 earth fire bozeman at=aaarg roll=2,8 outcome=miss,hit stray=alien-2\n")),
                 expect({"5:spacewars.combat.trajectory", "5:spacewars.combat.formula"}));
    }

    void declaredDecksReplaceTheAssumedOnes()
    {
        // Earth's own deck: 40 unit cards and 20 Lasers; two Lasers in the opening hand are fine
        // (the basic deck has one) and nothing rests on the assumed decks any more.
        const QByteArray deck = "[Game \"spacewars\"]\n[EarthDeck \"earth-ship*40 laser*20\"]\n\n";
        const core::Replay ok = check(deck + "1 earth hand earth-ship earth-ship laser laser laser earth-ship laser\n");
        QCOMPARE(summary(ok.findings()), QStringList());
        const core::Replay wrong = check(deck + "1 earth hand earth-ship earth-ship laser laser laser berserker laser\n");
        QCOMPARE(summary(wrong.findings()), expect({"4:spacewars.setup.decks"}));
        QVERIFY(wrong.findings().front().assumed.isEmpty());
        const core::Replay short59 = check("[Game \"spacewars\"]\n[AliensDeck \"alien-ship*39 laser*20\"]\n\n");
        QCOMPARE(summary(short59.findings()), expect({"2:spacewars.record.decks"}));
        const core::Replay foreign = check("[Game \"spacewars\"]\n[AliensDeck \"earth-ship*40 laser*20\"]\n\n");
        QCOMPARE(summary(foreign.findings()), expect({"2:spacewars.record.decks", "2:spacewars.record.decks"}));
    }

    void shellShockAndBerserkerAsInterruptsLastOneAction()
    {
        // Range 4 needs 8; Berserker as an interrupt makes it 5 for the next order only.
        const QByteArray pads = "1 earth order fire bozeman at=aaarg\n1 earth order fire bozeman at=aaarg\n1 earth done\n"
                                "1 aliens done\n1 earth initiative roll=2\n1 earth interrupt berserker bozeman\n";
        Scenario s;
        s.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "berserker");
        QCOMPARE(s.run(pads + "1 earth fire bozeman at=aaarg roll=5 outcome=miss\n"), expect({"7:spacewars.combat.formula"}));
        Scenario t;
        t.place("bozeman", "37").place("aaarg", "41").hand(kEarth, "berserker");
        QCOMPARE(t.run(pads + "1 earth fire bozeman at=aaarg roll=5 outcome=hit\n"), QStringList());
        Scenario u;  // worn off after one action: the second shot needs 8 again
        u.place("bozeman", "37").place("aaarg", "41").place("alien-2", "41").hand(kEarth, "berserker").hand(kAliens, "shell-shock");
        QCOMPARE(u.run("1 earth order fire bozeman at=aaarg\n1 earth order fire bozeman at=alien-2\n1 earth done\n"
                       "1 aliens done\n1 earth initiative roll=2\n1 earth interrupt berserker bozeman\n"
                       "1 earth fire bozeman at=aaarg roll=2,1 outcome=miss,miss stray=alien-2\n"
                       "1 aliens interrupt shell-shock aaarg\n"
                       "1 earth fire bozeman at=alien-2 roll=7,1 outcome=miss,miss stray=aaarg\n1 earth interrupt laser\n"),
                 expect({"8:spacewars.modifiers.shell-shock", "10:spacewars.cards.interrupts"}));
    }
};

QTEST_GUILESS_MAIN(TestSpacewarsMoreCards)
#include "tst_spacewars_more_cards.moc"
