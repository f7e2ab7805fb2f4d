// Rules checked from positions set up in code: each test keeps a rule and breaks it.
#include "civ_test_util.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace civtest;

namespace {
// Thora holds her Apex Island with three gunboats and two clan members; the attacker sits on
// the empty Lesser Atoll next to it.
Scenario battle(int attacker, int defender = Thora)
{
    Scenario s({attacker, defender, attacker == Kreios ? Ajax : Kreios});
    s.hold("northeast-lesser-2", attacker, 3, 2)
            .hold("northeast-apex", defender, 3, 0, 0, {Lake, Forest})
            .hold("northeast-origin", defender, 2);
    return s;
}
}  // namespace

class TestCivilizationsRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tiedBattleGoesToTheDefender()
    {
        Scenario s = battle(Kreios);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight\n"),
                 QStringList());
        QCOMPARE(int(s.at("northeast-apex").clan), int(Thora));
        QCOMPARE(s.clan(Kreios).res[Ammunition], 14 - 3);
        QCOMPARE(s.at("northeast-lesser-2").ships[Frigate],
                 std::uint8_t(1));  // the frigate is lost
    }
    // The board view's battle: both fleets, their power and the winner, on the battle's line only.
    void theStateShowsTheLastBattleAndTheRevealedDisasters()
    {
        Scenario s = battle(Xanthe);
        s.run("1 xanthe invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
              "defence=fight members=lake\n");
        const QJsonObject b = s.state.toJson().value(QStringLiteral("battle")).toObject();
        QCOMPARE(b.value(QStringLiteral("attacker")).toString(), QStringLiteral("xanthe"));
        QCOMPARE(b.value(QStringLiteral("defender")).toString(), QStringLiteral("thora"));
        QCOMPARE(b.value(QStringLiteral("attackPower")).toInt(), 4);  // a frigate and Xanthe's point
        QCOMPARE(b.value(QStringLiteral("defencePower")).toInt(), 3);
        QCOMPARE(b.value(QStringLiteral("defence")).toObject().value(QStringLiteral("gunboats")).toInt(), 3);
        QCOMPARE(b.value(QStringLiteral("winner")).toString(), QStringLiteral("xanthe"));
        s.run("1 xanthe disaster card=earthquake continent=south\n");
        const QJsonObject after = s.state.toJson();
        QVERIFY(after.value(QStringLiteral("battle")).isNull());
        const QJsonArray revealed = after.value(QStringLiteral("revealed")).toArray();
        QCOMPARE(revealed.size(), 1);
        QCOMPARE(revealed.at(0).toObject().value(QStringLiteral("card")).toString(),
                 QStringLiteral("earthquake"));
    }
    void xantheAddsOnePointWhenAttacking()
    {
        Scenario s = battle(Xanthe);
        QCOMPARE(s.run("1 xanthe invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight members=lake\n"),
                 QStringList());
        QCOMPARE(int(s.at("northeast-apex").clan), int(Xanthe));
        Scenario k = battle(Kreios);
        QCOMPARE(k.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight members=lake\n"),
                 QStringList{"1:civilizations.warfare.clan-members"});
    }
    void pyrrhusWinsTies()
    {
        Scenario s = battle(Pyrrhus);
        QCOMPARE(s.run("1 pyrrhus invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight members=forest\n"),
                 QStringList());
        QCOMPARE(int(s.at("northeast-apex").clan), int(Pyrrhus));
        QCOMPARE(int(s.at("northeast-apex").members), 1 << Forest);
    }
    void mylesCollectsBeforeGivingUp()
    {
        Scenario s = battle(Kreios, Myles);
        const int crystals = s.clan(Myles).res[Crystals], alwood = s.clan(Myles).res[AlWood];
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                       "frigates=1 defence=fight members=lake\n"),
                 QStringList());
        // An Apex Island yields 3k per worked area (assumed): the lake and the forest.
        QCOMPARE(s.clan(Myles).res[Crystals], crystals + 3);
        QCOMPARE(s.clan(Myles).res[AlWood], alwood + 3);
        Scenario t = battle(Kreios);
        const int thora = t.clan(Thora).res[Crystals];
        t.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 frigates=1 "
              "defence=fight members=lake\n");
        QCOMPARE(t.clan(Thora).res[Crystals], thora);
    }
    void ajaxsMembersRetreat()
    {
        Scenario s = battle(Kreios, Ajax);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                       "frigates=1 defence=fight members=lake retreat=northeast-origin\n"),
                 QStringList());
        QCOMPARE(std::popcount(unsigned(s.at("northeast-origin").members)), 2);
        Scenario t = battle(Kreios);
        QCOMPARE(t.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                       "frigates=1 defence=fight members=lake retreat=northeast-origin\n"),
                 QStringList{"1:civilizations.clans.ajax"});
    }
    void kreiosRecoversOneGunboatPerLoss()
    {
        Scenario s = battle(Kreios);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=2 "
                       "defence=fight\n"
                       "1 kreios recover to=northeast-lesser-2\n"
                       "1 kreios recover to=northeast-lesser-2\n"
                       "1 thora recover to=northeast-apex\n"),
                 (QStringList{"3:civilizations.clans.kreios", "4:civilizations.clans.kreios"}));
        QCOMPARE(s.at("northeast-lesser-2").ships[Gunboat], std::uint8_t(2));
    }
    void ammunitionMustBePaid()
    {
        Scenario s = battle(Kreios);
        s.resources(Kreios, 28, 27, 6);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                       "frigates=2 defence=fight members=lake\n"),
                 QStringList{"1:civilizations.warfare.ammunition"});
        Scenario d = battle(Kreios);
        d.resources(Kreios, 28, 27, 0);
        QCOMPARE(d.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                       "defence=decline members=lake\n"),
                 QStringList());
        QCOMPARE(d.clan(Kreios).res[Ammunition], 0);
    }
    void attacksUseOneToFiveShips()
    {
        Scenario s = battle(Kreios);
        s.hold("northeast-lesser-2", Kreios, 5, 2);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=4 "
                       "frigates=2 defence=fight members=lake\n"),
                 QStringList{"1:civilizations.warfare.fleet-size"});
    }
    void aContinentGivesAFourthActionButNotAFifth()
    {
        Scenario s({Kreios, Thora, Ajax});
        for (const char *island :
             {"north-origin", "north-lesser-1", "north-greater", "north-lesser-2", "north-apex"})
            s.hold(island, Kreios, 1, 0, 0, {Lake});
        QCOMPARE(s.run("1 kreios collect\n1 kreios collect\n1 kreios collect\n1 kreios collect\n1 "
                       "kreios collect\n"),
                 QStringList{"5:civilizations.turn.continent-bonus"});
        Scenario p({Kreios, Thora, Ajax});
        for (const char *island :
             {"north-origin", "north-lesser-1", "north-greater", "north-lesser-2", "north-apex"})
            p.hold(island, Kreios, 1);
        QCOMPARE(p.run("1 kreios extra\n"), QStringList{"1:civilizations.turn.extra-action"});
    }
    void actionsComeBeforeRedistribution()
    {
        Scenario s({Kreios, Thora, Ajax});
        s.hold("north-origin", Kreios, 4).hold("north-apex", Kreios, 2, 0, 0, {Lake});
        QCOMPARE(s.run("1 kreios collect\n1 kreios redistribute from=north-origin to=north-apex "
                       "gunboats=2\n"),
                 QStringList());
        QCOMPARE(s.run("1 kreios collect\n"), QStringList{"1:civilizations.turn.redistribute"});
    }
    void expertGameHasSixActionsAndNoFreeUnits()
    {
        Scenario s({Kreios, Thora, Ajax}, 2, true);
        s.hold("north-origin", Kreios, 4, 0, 0, {Lake});
        QCOMPARE(s.run("2 kreios collect\n2 kreios collect\n2 kreios collect\n2 kreios collect\n2 "
                       "kreios collect\n2 kreios collect\n"),
                 QStringList());
        QCOMPARE(s.run("2 kreios collect\n"), QStringList{"1:civilizations.variants.expert"});
        Scenario f({Kreios, Thora, Ajax}, 2, true);
        f.hold("north-origin", Kreios, 4);
        QCOMPARE(f.run("2 kreios free-gunboat island=north-origin\n"),
                 QStringList{"1:civilizations.variants.expert"});
    }
    void thoraDoublesOneCollectedResource()
    {
        Scenario s({Thora, Kreios, Ajax});
        s.hold("northeast-apex", Thora, 2, 0, 0, {Lake, Forest});
        const int alwood = s.clan(Thora).res[AlWood];
        QCOMPARE(s.run("1 thora collect double=alwood\n"), QStringList());
        QCOMPARE(s.clan(Thora).res[AlWood], alwood + 6);
    }
    void theIsleOfMythPaysOnceAndStartsTheCountdown()
    {
        Scenario s({Kreios, Thora, Ajax}, 5);
        s.hold("centre-apex-1", Kreios, 2, 1);
        const int crystals = s.clan(Kreios).res[Crystals];
        QCOMPARE(s.run("5 kreios move from=centre-apex-1 to=isle-of-myth frigates=1\n"),
                 QStringList());
        QCOMPARE(int(s.state.mythHolder), int(Kreios));
        QCOMPARE(s.clan(Kreios).res[Crystals], crystals + 50);
        QCOMPARE(s.state.endRound, 8);
        // Three more rounds, then the game is over and ranked.
        QCOMPARE(s.run("5 kreios end\n5 thora end\n5 ajax end\n6 kreios end\n6 thora end\n6 ajax "
                       "end\n"
                       "7 kreios end\n7 thora end\n7 ajax end\n8 kreios end\n8 thora end\n8 ajax "
                       "end\n"),
                 QStringList());
        QVERIFY(s.state.isTerminal());
        QCOMPARE(s.state.winner(), QStringLiteral("kreios"));
    }
    // countdown=capture-round: the round of the conquest is the counter's first position, so
    // the game ends two rounds after it; a line of the third is past the end.
    void theCountdownUnderEachReading()
    {
        for (const bool fromCapture : {false, true}) {
            Scenario s({Kreios, Thora, Ajax}, 5);
            s.state.readings.countdownFromCapture = fromCapture;
            s.hold("centre-apex-1", Kreios, 2, 1);
            QCOMPARE(s.run("5 kreios move from=centre-apex-1 to=isle-of-myth frigates=1\n"),
                     QStringList());
            QCOMPARE(s.state.endRound, fromCapture ? 7 : 8);
            QCOMPARE(s.run("5 kreios end\n5 thora end\n5 ajax end\n6 kreios end\n6 thora end\n"
                           "6 ajax end\n7 kreios end\n7 thora end\n7 ajax end\n8 kreios end\n"),
                     fromCapture ? QStringList{"10:civilizations.end.countdown"} : QStringList());
        }
    }
    // thora=every-one: every 1k yield of Thora's doubles by itself, and she names no resource.
    void thoraUnderEachReading()
    {
        for (const bool everyOne : {false, true}) {
            Scenario s({Thora, Kreios, Ajax});
            s.state.readings.thoraEveryOne = everyOne;
            s.hold("northeast-lesser-1", Thora, 1, 0, 0, {Forest})
                    .hold("northeast-apex", Thora, 1, 0, 0, {Forest})
                    .resources(Thora, 0, 0, 0);
            QCOMPARE(s.run("1 thora collect double=alwood\n"),
                     everyOne ? QStringList{"1:civilizations.clans.thora"} : QStringList());
            // A Lesser Atoll yields 1k, an Apex Island 3k (assumed): 4k doubled, or 2k + 3k.
            QCOMPARE(s.clan(Thora).res[AlWood], everyOne ? 5 : 8);
        }
    }
    void theIsleIsAttackedFromAnAdvanceBase()
    {
        Scenario s({Kreios, Thora, Ajax}, 5);
        s.hold("dock-centre-north", Kreios, 2, 1);
        QCOMPARE(s.run("5 kreios move from=dock-centre-north to=isle-of-myth frigates=1\n"),
                 QStringList{"1:civilizations.myth.advance-base"});
    }
    void theHolderWithdrawsWhenItNoLongerRulesItsStagingContinent()
    {
        auto play = [](bool wholeNorth) {
            Scenario s({Kreios, Thora, Ajax}, 5);
            for (const char *island : {"north-origin", "north-lesser-1", "north-greater",
                                       "north-lesser-2", "north-apex"})
                s.hold(island, Kreios, 1);
            s.hold("dock-north-centre", Kreios, 1, 1);
            QTest::qVerify(s.run("5 kreios move from=dock-north-centre to=dock-centre-north "
                                 "gunboats=1 frigates=1\n"
                                 "5 kreios move from=dock-centre-north to=centre-apex-1 gunboats=1 "
                                 "frigates=1\n"
                                 "5 kreios move from=centre-apex-1 to=isle-of-myth frigates=1\n")
                                   .isEmpty(),
                           "crossing", "", __FILE__, __LINE__);
            if (!wholeNorth)  // an enemy takes a North island during the round
                s.hold("north-lesser-2", Thora, 1);
            s.run("5 kreios end\n5 thora end\n5 ajax end\n");
            return s;
        };
        const Scenario kept = play(true);
        QCOMPARE(int(kept.state.mythHolder), int(Kreios));
        // Thora took a North island: at the end of the round Kreios pulls back to his Advance Base.
        const Scenario lost = play(false);
        QCOMPARE(int(lost.state.mythHolder), -1);
        QCOMPARE(int(lost.at("isle-of-myth").clan), -1);
        QCOMPARE(lost.at("centre-apex-1").ships[Frigate], std::uint8_t(1));
        QCOMPARE(lost.state.endRound, 8);  // the countdown goes on
    }
    // withdrawal=home-continent: the continent that must stay whole is the holder's starting
    // one, not the one it sailed into the centre from.
    void theWithdrawalUnderEachReading()
    {
        for (const bool home : {false, true}) {
            Scenario s({Kreios, Thora, Ajax}, 5);
            s.state.readings.withdrawHome = home;
            s.state.clans[Kreios].home = std::int8_t(rules().data().continent("northeast"));
            for (const char *island : {"north-origin", "north-lesser-1", "north-greater",
                                       "north-lesser-2", "north-apex"})
                s.hold(island, Kreios, 1);
            s.hold("northeast-origin", Kreios, 1).hold("northeast-apex", Thora, 1);
            s.hold("dock-north-centre", Kreios, 1, 1);
            QCOMPARE(s.run("5 kreios move from=dock-north-centre to=dock-centre-north gunboats=1 "
                           "frigates=1\n"
                           "5 kreios move from=dock-centre-north to=centre-apex-1 gunboats=1 "
                           "frigates=1\n"
                           "5 kreios move from=centre-apex-1 to=isle-of-myth frigates=1\n"
                           "5 kreios end\n5 thora end\n5 ajax end\n"),
                     QStringList());
            QCOMPARE(int(s.state.mythHolder), home ? -1 : int(Kreios));
            QCOMPARE(s.at("centre-apex-1").ships[Frigate], std::uint8_t(home ? 1 : 0));
        }
    }
    void withoutTheIsleTheMostIslandsWinWithTies()
    {
        Scenario s({Kreios, Thora, Ajax});
        s.hold("north-origin", Kreios, 1)
                .hold("north-apex", Kreios, 1)
                .hold("northeast-origin", Thora, 1)
                .hold("northeast-apex", Thora, 1)
                .hold("northwest-origin", Ajax, 1);
        s.state.over = true;
        const core::Result r = s.state.result();
        QCOMPARE(r.toTag(rules().info()), QStringLiteral("kreios=thora>ajax"));
        QCOMPARE(s.state.winner(), QString());
    }
    void twoPlayerVariantSeatsFourClans()
    {
        auto check = [](const QByteArray &seats) {
            const core::Replay r = core::Replay::run(
                    notation::parse(
                            "[Game \"civilizations\"]\n[Variant \"two-player\"]\n[Seats \"" +
                            seats + "\"]\n"),
                    core::Catalog::builtin());
            QStringList out;
            for (const core::Finding &f : r.findings())
                out << f.ruleId;
            return out;
        };
        QCOMPARE(check("kreios,thora,ajax,xanthe"), QStringList());
        QCOMPARE(check("kreios,thora,ajax"), QStringList{"civilizations.variants.two-player"});
    }
    void theBankerIsPaidEveryRound()
    {
        const core::Replay r = core::Replay::run(
                notation::parse("[Game \"civilizations\"]\n[Seats \"kreios,thora,ajax\"]\n[Banker "
                                "\"thora\"]\n[BankerBid \"4\"]\n"),
                core::Catalog::builtin());
        QVERIFY(r.findings().empty());
        const auto &s = static_cast<const State &>(*r.stateAt(0));
        QCOMPARE(s.clans[Thora].res[Crystals], 30 - 4);
        const core::Replay bad =
                core::Replay::run(notation::parse("[Game \"civilizations\"]\n[Seats "
                                                  "\"kreios,thora,ajax\"]\n[Banker \"myles\"]\n"),
                                  core::Catalog::builtin());
        QCOMPARE(bad.findings().size(), std::size_t(1));
        QCOMPARE(bad.findings().front().ruleId, QStringLiteral("civilizations.setup.banker"));
    }
    void theAuctionsHighestBidderPaysItsBid()
    {
        const core::Replay r = core::Replay::run(
                notation::parse("[Game \"civilizations\"]\n[Seats \"kreios,thora,ajax\"]\n"
                                "[BankerBids \"thora:2,kreios:3,thora:4\"]\n"),
                core::Catalog::builtin());
        QVERIFY(r.findings().empty());
        const auto &s = static_cast<const State &>(*r.stateAt(0));
        QCOMPARE(s.banker, int(Thora));  // the winner, with no [Banker] tag
        QCOMPARE(s.clans[Thora].res[Crystals], 30 - 4);
        QCOMPARE(s.clans[Kreios].res[Crystals], 28);  // a losing bid is not paid
        const core::Replay wrong = core::Replay::run(
                notation::parse("[Game \"civilizations\"]\n[Seats \"kreios,thora,ajax\"]\n"
                                "[BankerBids \"thora:2,kreios:3\"]\n[BankerBid \"2\"]\n"),
                core::Catalog::builtin());
        QCOMPARE(wrong.findings().size(), std::size_t(1));
        QCOMPARE(wrong.findings().front().ruleId, QStringLiteral("civilizations.setup.auction"));
    }
    // auction=pays-bid: a lone volunteer's bid is the highest, so it is paid into the bank.
    void aLoneVolunteerUnderEachReading()
    {
        const auto run = [](const QByteArray &reading) {
            return core::Replay::run(notation::parse("[Game \"civilizations\"]\n[Seats "
                                                     "\"kreios,thora,ajax\"]\n" +
                                                     reading + "[BankerBids \"thora:4\"]\n"),
                                     core::Catalog::builtin());
        };
        const core::Replay free = run({});
        QCOMPARE(free.findings().size(), std::size_t(1));
        QCOMPARE(free.findings().front().ruleId, QStringLiteral("civilizations.setup.auction"));
        const auto &unpaid = static_cast<const State &>(*free.stateAt(0));
        QCOMPARE(unpaid.banker, int(Thora));
        QCOMPARE(unpaid.clans[Thora].res[Crystals], 30);
        const core::Replay paying = run("[Reading \"auction=pays-bid\"]\n");
        QCOMPARE(paying.findings().size(), std::size_t(0));
        const auto &paid = static_cast<const State &>(*paying.stateAt(0));
        QCOMPARE(paid.banker, int(Thora));
        QCOMPARE(paid.clans[Thora].res[Crystals], 30 - 4);
    }
    // banker=other-clans: each other clan pays the Banker 5k a round, or what it has left.
    void theBankersFeeUnderEachReading()
    {
        for (const bool fromClans : {false, true}) {
            Scenario s({Kreios, Thora, Ajax});
            s.state.readings.feeFromClans = fromClans;
            s.state.banker = Thora;
            s.resources(Kreios, 28, 27, 14).resources(Thora, 30, 25, 13).resources(Ajax, 3, 26, 16);
            QCOMPARE(s.run("1 kreios end\n1 thora end\n1 ajax end\n"), QStringList());
            QCOMPARE(s.state.round, 2);
            QCOMPARE(s.clan(Thora).res[Crystals], fromClans ? 30 + 5 + 3 : 30 + 5);
            QCOMPARE(s.clan(Kreios).res[Crystals], fromClans ? 28 - 5 : 28);
            QCOMPARE(s.clan(Ajax).res[Crystals], fromClans ? 0 : 3);
        }
    }
    void aClanHasFiftyFourClanMembers()
    {
        // Eighteen islands with all three areas worked: 54 members, the whole supply.
        auto crowded = [](int islands) {
            Scenario s({Kreios, Thora, Ajax}, 2);
            const auto &all = rules().data().places;
            int n = 0;
            for (std::size_t p = 0; p < all.size() && n < 19; ++p) {
                if (all[p].isDock() || int(p) == rules().data().myth)
                    continue;
                PlaceState &x = s.state.at[p];
                x.clan = Kreios;
                x.ships = {1, 0, 0};
                x.members = n < islands ? 7 : 0;
                ++n;
            }
            return s;
        };
        // The nineteenth island, left without members.
        QByteArray spare;
        for (std::size_t p = 0, n = 0; p < rules().data().places.size(); ++p)
            if (!rules().data().places[p].isDock() && int(p) != rules().data().myth && n++ == 18)
                spare = rules().data().places[p].id.toLatin1();
        Scenario full = crowded(18);
        QCOMPARE(full.run("2 kreios hire island=" + spare + " area=lake\n"),
                 QStringList{"1:civilizations.overview.supply"});
        QCOMPARE(full.run("2 kreios free-member island=" + spare + " area=lake\n"),
                 QStringList{"1:civilizations.overview.supply"});
        Scenario room = crowded(17);
        QCOMPARE(room.run("2 kreios free-member island=" + spare + " area=lake\n2 kreios hire island=" +
                          spare + " area=forest\n"),
                 QStringList());
    }
    void aClanHasThirtyGunboats()
    {
        Scenario s({Kreios, Thora, Ajax}, 2);
        s.hold("north-origin", Kreios, 7).hold("north-apex", Kreios, 7).hold("north-lesser-1", Kreios, 7);
        s.hold("north-lesser-2", Kreios, 7).hold("north-greater", Kreios, 1);
        QCOMPARE(s.run("2 kreios free-gunboat island=north-greater\n"), QStringList());
        QCOMPARE(s.run("2 kreios buy ship=gunboat island=north-greater\n"),
                 QStringList{"1:civilizations.overview.supply"});
    }
    // Ships lost in battle go back to the pile, from which they can be bought again.
    void lostShipsCanBeBoughtAgain()
    {
        Scenario s({Kreios, Thora, Ajax}, 2);
        s.hold("north-origin", Kreios, 7).hold("north-apex", Kreios, 7).hold("north-lesser-1", Kreios, 7);
        s.hold("north-lesser-2", Kreios, 7).hold("north-greater", Kreios, 2);
        s.hold("dock-north-northeast", Thora, 0, 1);
        QCOMPARE(s.run("2 kreios buy ship=gunboat island=north-greater\n"),
                 QStringList{"1:civilizations.overview.supply"});
        // A gunboat against a frigate at a dock: lost, and the thirtieth gunboat is free again.
        QCOMPARE(s.run("2 kreios invade from=north-greater to=dock-north-northeast gunboats=1 "
                       "defence=fight\n2 kreios buy ship=gunboat island=north-greater\n"),
                 QStringList());
        QCOMPARE(s.state.shipsOf(Kreios, Gunboat), 30);
    }
    // A fleet at a dock can be attacked; no clan members are placed there.
    void aDockWithEnemyShipsCanBeInvaded()
    {
        Scenario s({Kreios, Thora, Ajax});
        s.hold("north-lesser-1", Kreios, 3, 1).hold("dock-north-northeast", Thora, 2);
        s.hold("north-greater", Kreios, 2);
        QCOMPARE(s.run("1 kreios invade from=north-greater to=dock-north-northeast gunboats=1 "
                       "defence=fight\n"),
                 QStringList());  // 1 against 2: Thora keeps the dock
        QCOMPARE(int(s.at("dock-north-northeast").clan), int(Thora));
        QCOMPARE(s.run("1 kreios invade from=north-lesser-1 to=dock-north-northeast frigates=1 "
                       "defence=fight members=lake\n"),
                 QStringList{"1:civilizations.warfare.clan-members"});
        QCOMPARE(int(s.at("dock-north-northeast").clan), int(Kreios));
    }
    // Three cards per outer continent, six of each kind.
    void theDisasterDeckHasThreeCardsAContinentAndSixAKind()
    {
        Scenario s({Kreios, Thora, Ajax});
        QCOMPARE(s.run("1 kreios disaster card=tornado continent=north\n"
                       "1 kreios disaster card=tornado continent=north\n"
                       "1 kreios disaster card=tornado continent=north\n"
                       "1 kreios disaster card=tornado continent=north\n"),
                 QStringList{"4:civilizations.disasters.deck"});
        Scenario k({Kreios, Thora, Ajax});
        QCOMPARE(k.run("1 kreios disaster card=tornado continent=north\n"
                       "1 kreios disaster card=tornado continent=north\n"
                       "1 kreios disaster card=tornado continent=northeast\n"
                       "1 kreios disaster card=tornado continent=northeast\n"
                       "1 kreios disaster card=tornado continent=south\n"
                       "1 kreios disaster card=tornado continent=south\n"
                       "1 kreios disaster card=tornado continent=southwest\n"),
                 QStringList{"7:civilizations.disasters.deck"});
    }
    // The disaster revealed at the start of a round is the one choice with chance fields: its
    // kind and its continent, each what the deck can still give beside the other.
    void theDisasterChoiceLeavesItsKindAndContinentOpen()
    {
        Scenario s({Kreios, Thora, Ajax}, 2);
        s.hold("north-origin", Kreios, 2);
        const Data &d = rules().data();
        const int north = d.continent("north");
        s.state.deckByContinent[std::size_t(north)] = 0;  // North's three cards are out
        s.state.deckByKind[0] = 0;                        // and so are the six tornadoes
        const auto choices = rules().legalChoices(s.state);
        const core::Choice *disaster = nullptr;
        for (const core::Choice &c : choices) {
            const auto &m = static_cast<const Move &>(*c.move);
            if (m.verb == Verb::Disaster)
                disaster = &c;
            else
                QVERIFY(c.chance.empty());
        }
        QVERIFY(disaster);
        QCOMPARE(disaster->chance.size(), std::size_t(2));
        const core::ChanceField &kind = disaster->chance[0];
        const core::ChanceField &continent = disaster->chance[1];
        QCOMPARE(kind.key, QByteArray("card"));
        QCOMPARE(kind.values, (QStringList{"earthquake", "tsunami"}));
        QCOMPARE(kind.what, QStringLiteral("the kind of the disaster card revealed"));
        QCOMPARE(continent.key, QByteArray("continent"));
        QCOMPARE(continent.what, QStringLiteral("the continent of the disaster card revealed"));
        QStringList outer;  // the continents with cards left: neither the centre nor North
        for (int c = 0; c < kContinents; ++c)
            if (c != d.centre && c != north && !d.continentIds[std::size_t(c)].isEmpty())
                outer << d.continentIds[std::size_t(c)];
        QCOMPARE(continent.values, outer);
        QCOMPARE(continent.values.size(), qsizetype(5));
        for (const core::ChanceField *f : {&kind, &continent}) {
            QVERIFY(!f->unknown);
            QCOMPARE(f->kind, core::ChanceField::Kind::Card);
            QCOMPARE(QByteArray(f->rule), QByteArray("civilizations.disasters.deck"));
        }
        const QByteArray line = rules().encode(*disaster->move);
        QCOMPARE(core::openLine(line, disaster->chance),
                 "2 kreios disaster card=?{earthquake,tsunami} continent=?{" + outer.join(u',').toLatin1() + "}");

        // Outside values: a kind or a continent whose cards are all revealed, and a word of
        // the other field, are each a card the deck does not hold.
        const State start = s.state;
        QCOMPARE(s.run(core::fillChance(line, kind, "tornado") + '\n'),
                 QStringList{"1:civilizations.disasters.deck"});
        QCOMPARE(s.findings[0].message, QStringLiteral("All six tornado cards have already been revealed."));
        s.state = start;
        QCOMPARE(s.run(core::fillChance(line, continent, "north") + '\n'),
                 QStringList{"1:civilizations.disasters.deck"});
        QVERIFY2(s.findings[0].message.startsWith(QLatin1String("All three disaster cards of the")),
                 qPrintable(s.findings[0].message));
        s.state = start;
        QCOMPARE(s.run(core::fillChance(line, continent, "earthquake") + '\n'),
                 QStringList{"1:civilizations.disasters.deck"});
        QCOMPARE(s.findings[0].message,
                 QStringLiteral("Unknown continent \"earthquake\": no disaster card belongs to it."));
        s.state = start;
        QCOMPARE(s.run(core::fillChance(line, kind, "south") + '\n'),
                 QStringList{"1:civilizations.disasters.deck"});
        s.state = start;
        QCOMPARE(s.run(core::fillChance(line, kind, "tsunami") + '\n'), QStringList{});

        // Under disaster-count=every-continent the centre has three cards, and is offered.
        s.state = start;
        s.state.deckByContinent[std::size_t(d.centre)] = 3;
        QStringList continents;
        for (const core::Choice &c : rules().legalChoices(s.state))
            if (static_cast<const Move &>(*c.move).verb == Verb::Disaster)
                continents = c.chance[1].values;
        QCOMPARE(continents, QStringList{outer} << d.continentIds[std::size_t(d.centre)]);
    }
    // The book alone counts the deck (three cards a continent, six of a kind): Umpire lets any
    // kind fall on any continent, so neither finding rests on an assumed value.
    void anExhaustedDeckRestsOnTheBookAlone()
    {
        Scenario s({Kreios, Thora, Ajax});
        QCOMPARE(s.run("1 kreios disaster card=tornado continent=south\n"
                       "1 kreios disaster card=earthquake continent=south\n"
                       "1 kreios disaster card=tsunami continent=south\n"
                       "1 kreios disaster card=tornado continent=south\n"),
                 QStringList{"4:civilizations.disasters.deck"});
        QVERIFY2(s.findings[0].assumed.isEmpty(), qPrintable(s.findings[0].assumed));
        QVERIFY(s.findings[0].message.contains(QLatin1String("All three disaster cards")));
        Scenario k({Kreios, Thora, Ajax});
        QCOMPARE(k.run("1 kreios disaster card=tornado continent=south\n"
                       "1 kreios disaster card=tornado continent=south\n"
                       "1 kreios disaster card=tornado continent=southwest\n"
                       "1 kreios disaster card=tornado continent=southwest\n"
                       "1 kreios disaster card=tornado continent=southeast\n"
                       "1 kreios disaster card=tornado continent=southeast\n"
                       "1 kreios disaster card=tornado continent=northwest\n"),
                 QStringList{"7:civilizations.disasters.deck"});
        QVERIFY2(k.findings[0].assumed.isEmpty(), qPrintable(k.findings[0].assumed));
        QVERIFY(k.findings[0].message.contains(QLatin1String("All six tornado cards")));
    }
    // ties=attacker: a tie goes to the attacker, unless Pyrrhus defends; the finding of a lost
    // tie rests on the reading only, never on an assumed value.
    void aTieUnderEachReading()
    {
        Scenario s = battle(Kreios);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight members=lake\n"),
                 QStringList{"1:civilizations.warfare.clan-members"});
        QVERIFY(s.findings[0].assumed.isEmpty());
        Scenario a = battle(Kreios);
        a.state.readings.attackerWinsTies = true;
        QCOMPARE(a.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight members=lake\n"),
                 QStringList());
        QCOMPARE(int(a.at("northeast-apex").clan), int(Kreios));
        Scenario p = battle(Kreios, Pyrrhus);
        p.state.readings.attackerWinsTies = true;
        QCOMPARE(p.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex frigates=1 "
                       "defence=fight\n"),
                 QStringList());
        QCOMPARE(int(p.at("northeast-apex").clan), int(Pyrrhus));
    }
    // defence=both-pay: the defender sets aside the ammunition of the ships it fights with and
    // fights with the strongest fleet it can pay for; declining costs neither side anything.
    void theDefenceUnderEachReading()
    {
        const QByteArray tie = "1 kreios invade from=northeast-lesser-2 to=northeast-apex "
                               "frigates=1 defence=fight members=lake\n";
        Scenario adopted = battle(Kreios);
        adopted.resources(Thora, 30, 25, 2);
        QCOMPARE(adopted.run(tie), QStringList{"1:civilizations.warfare.clan-members"});
        QCOMPARE(adopted.clan(Thora).res[Ammunition], 2);
        Scenario rich = battle(Kreios);
        rich.state.readings.defenderPays = true;
        QCOMPARE(rich.run(tie), QStringList{"1:civilizations.warfare.clan-members"});
        QCOMPARE(rich.clan(Thora).res[Ammunition], 13 - 3);  // three gunboats defended
        Scenario poor = battle(Kreios);
        poor.state.readings.defenderPays = true;
        poor.resources(Thora, 30, 25, 2);
        QCOMPARE(poor.run(tie), QStringList());  // two gunboats fight: 3 beats 2
        QCOMPARE(int(poor.at("northeast-apex").clan), int(Kreios));
        QCOMPARE(poor.clan(Thora).res[Ammunition], 0);
        QCOMPARE(int(poor.state.battle.defencePower), 2);
        Scenario declined = battle(Kreios);
        declined.state.readings.defenderPays = true;
        QCOMPARE(declined.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex "
                              "frigates=1 defence=decline members=lake\n"),
                 QStringList());
        QCOMPARE(declined.clan(Thora).res[Ammunition], 13);
        QCOMPARE(declined.clan(Kreios).res[Ammunition], 14);
    }
    // With 7 ammunition a destroyer, a frigate and two gunboats defend best as the destroyer
    // and one gunboat (power 7), not the frigate and both gunboats (power 5).
    void aDefenderShortOfAmmunitionFieldsItsStrongestFleet()
    {
        Scenario s = battle(Kreios);
        s.state.readings.defenderPays = true;
        s.hold("northeast-apex", Thora, 2, 1, 1, {Lake, Forest}).resources(Thora, 30, 25, 7);
        s.hold("northeast-lesser-2", Kreios, 0, 0, 2);
        QCOMPARE(s.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex destroyers=2 "
                       "defence=fight members=lake\n"),
                 QStringList());
        const QJsonObject b = s.state.toJson().value(QStringLiteral("battle")).toObject();
        const QJsonObject defence = b.value(QStringLiteral("defence")).toObject();
        QCOMPARE(defence.value(QStringLiteral("destroyers")).toInt(), 1);
        QCOMPARE(defence.value(QStringLiteral("frigates")).toInt(), 0);
        QCOMPARE(defence.value(QStringLiteral("gunboats")).toInt(), 1);
        QCOMPARE(b.value(QStringLiteral("defencePower")).toInt(), 7);
        QCOMPARE(s.clan(Thora).res[Ammunition], 0);
        QCOMPARE(int(s.at("northeast-apex").clan), int(Kreios));  // 12 beats 7
    }
    // The recovery message names who may recover: another clan, or Kreios with nothing owed.
    void kreiosRecoveryMessages()
    {
        Scenario s = battle(Kreios);
        QCOMPARE(s.run("1 kreios recover to=northeast-lesser-2\n"),
                 QStringList{"1:civilizations.clans.kreios"});
        QVERIFY2(!s.findings[0].message.contains(QLatin1String("only Kreios")),
                 qPrintable(s.findings[0].message));
        QVERIFY(s.findings[0].message.startsWith(QLatin1String("Kreios has no lost gunboat")));
        QCOMPARE(s.run("1 thora recover to=northeast-apex\n"),
                 QStringList{"1:civilizations.clans.kreios"});
        QVERIFY(s.findings[0].message.contains(QLatin1String("only Kreios")));
        Scenario once = battle(Kreios);
        once.state.readings.kreiosOnce = true;
        QCOMPARE(once.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=2 "
                          "defence=fight\n"
                          "1 kreios recover to=northeast-lesser-2\n"),
                 QStringList());
        QCOMPARE(once.clan(Kreios).kreiosCredit, std::uint8_t(0));
        QCOMPARE(once.run("1 kreios invade from=northeast-lesser-2 to=northeast-apex gunboats=1 "
                          "defence=fight\n"
                          "1 kreios recover to=northeast-lesser-2\n"),
                 QStringList{"2:civilizations.clans.kreios"});
        QVERIFY(once.findings[0].message.contains(QLatin1String("already recovered")));
    }
    // halves=up rounds a disaster's half up; the adopted reading rounds it down.
    void halvesRoundDownOrUp()
    {
        for (const bool up : {false, true}) {
            Scenario s({Kreios, Thora, Ajax});
            s.state.readings.halvesUp = up;
            s.hold("north-origin", Kreios, 3, 0, 0, {Factory, Lake, Forest});
            QCOMPARE(s.run("1 kreios disaster card=tsunami continent=north\n"), QStringList());
            QCOMPARE(int(s.clan(Kreios).lossShips), up ? 2 : 1);
            QCOMPARE(int(s.clan(Kreios).lossMembers), up ? 2 : 1);
        }
    }
    void twoPlayersWinWithEitherClan()
    {
        const QByteArray tags = "[Game \"civilizations\"]\n[Variant \"two-player\"]\n"
                                "[Seats \"kreios,thora,ajax,xanthe\"]\n"
                                "[Player1 \"Anna: kreios,ajax\"]\n[Player2 \"Ben: thora,xanthe\"]\n";
        const core::Replay r = core::Replay::run(notation::parse(tags), core::Catalog::builtin());
        QVERIFY(r.findings().empty());
        State s = static_cast<const State &>(*r.stateAt(0));
        QCOMPARE(s.playerNames[0], QStringLiteral("Anna"));
        auto hold = [&](const char *id, int clan) {
            s.at[std::size_t(place(id))].clan = std::int8_t(clan);
            s.at[std::size_t(place(id))].ships = {1, 0, 0};
        };
        // Ben's Thora holds three islands, but Anna's two clans hold four between them.
        hold("north-origin", Kreios);
        hold("north-apex", Kreios);
        hold("northwest-origin", Ajax);
        hold("northwest-apex", Ajax);
        hold("northeast-origin", Thora);
        hold("northeast-apex", Thora);
        hold("northeast-lesser-1", Thora);
        s.over = true;
        QCOMPARE(s.result().toTag(rules().info()), QStringLiteral("kreios=ajax>thora=xanthe"));
        // Xanthe on the Isle of Myth wins it for Ben.
        hold("isle-of-myth", Xanthe);
        s.mythHolder = Xanthe;
        QCOMPARE(s.result().toTag(rules().info()), QStringLiteral("thora=xanthe>kreios=ajax"));
        // Equal islands and nobody on the Isle: a shared win.
        s.mythHolder = -1;
        s.at[std::size_t(place("isle-of-myth"))] = PlaceState{};
        hold("south-origin", Xanthe);
        QCOMPARE(s.result().toTag(rules().info()), QStringLiteral("kreios=thora=ajax=xanthe"));
    }
    void aTornadoAlsoStrikesTheContinentsDocks()
    {
        auto struck = [] {
            Scenario s({Kreios, Thora, Ajax});
            s.hold("north-origin", Kreios, 2)
                    .hold("dock-north-northeast", Kreios, 2)
                    .hold("dock-northeast-north", Kreios, 3);
            return s;
        };
        // Four ships on the North with its dock: two are lost, and the dock's may be chosen.
        Scenario kept = struck();
        QCOMPARE(kept.run("1 kreios disaster card=tornado continent=north\n"
                          "1 kreios lose at=dock-north-northeast gunboats=2\n"),
                 QStringList());
        QCOMPARE(int(kept.at("dock-north-northeast").clan), -1);
        QCOMPARE(kept.at("north-origin").ships[Gunboat], std::uint8_t(2));
        // The facing dock belongs to the Northeast: its ships are not on the stricken continent.
        Scenario broken = struck();
        QCOMPARE(broken.run("1 kreios disaster card=tornado continent=north\n"
                            "1 kreios lose at=dock-northeast-north gunboats=2\n"),
                 QStringList{"2:civilizations.disasters.losses"});
    }
    void membersOfAnIslandGivenUpToADisasterCountAsLost()
    {
        // A tsunami on the North takes one of Kreios's two ships and one of his two members; the
        // ship he gives up is the last on his Origin Island, whose members go with it.
        auto struck = [] {
            Scenario s({Kreios, Thora, Ajax});
            s.hold("north-origin", Kreios, 1, 0, 0, {Lake, Factory}).hold("north-apex", Kreios, 1);
            return s;
        };
        Scenario s = struck();
        QCOMPARE(s.run("1 kreios disaster card=tsunami continent=north\n"
                       "1 kreios lose at=north-origin gunboats=1\n1 kreios collect\n"),
                 QStringList());
        QCOMPARE(s.state.phase(), QStringLiteral("actions"));
        Scenario t = struck();
        QCOMPARE(t.run("1 kreios disaster card=tsunami continent=north\n"
                       "1 kreios lose at=north-origin gunboats=1\n"
                       "1 kreios lose at=north-apex members=lake\n"),
                 QStringList{"3:civilizations.disasters.losses"});
    }
    void expertGameOpensTheCentreInRoundSevenAndCountsFiveRounds()
    {
        Scenario early({Kreios, Thora, Ajax}, 6, true);
        early.hold("dock-north-centre", Kreios, 2);
        for (const char *id : {"north-origin", "north-apex", "north-lesser-1", "north-lesser-2",
                               "north-greater"})
            early.hold(id, Kreios, 1);
        QCOMPARE(early.run("6 kreios move from=dock-north-centre to=dock-centre-north gunboats=1\n"),
                 QStringList{"1:civilizations.myth.unlock"});
        // The same crossing in round 7 (the fleet is already at the central dock).
        Scenario s({Kreios, Thora, Ajax}, 7, true);
        s.state.at = early.state.at;
        QCOMPARE(s.run("7 kreios move from=dock-centre-north to=centre-apex-1 gunboats=1\n"),
                 QStringList());
        s.hold("centre-apex-1", Kreios, 2);
        QCOMPARE(s.run("7 kreios move from=centre-apex-1 to=isle-of-myth gunboats=1\n"),
                 QStringList());
        QCOMPARE(s.state.endRound, 12);  // five more rounds in the expert game
    }
    // The holder of the Isle can be hit on the Isle itself, at its Advance Base, and at home.
    void theIsleHasThreeFronts()
    {
        auto holding = [] {
            Scenario s({Kreios, Thora, Ajax}, 6);
            for (const char *id : {"north-origin", "north-apex", "north-lesser-1",
                                   "north-lesser-2", "north-greater"})
                s.hold(id, Kreios, 1);
            s.hold("centre-apex-1", Kreios, 1).hold("isle-of-myth", Kreios, 0, 1);
            s.hold("centre-greater-1", Thora, 2, 1).hold("north-origin", Kreios, 1);
            s.state.mythHolder = Kreios;
            s.state.mythBonusPaid = true;
            s.state.endRound = 8;
            s.state.staging[Kreios] = 0;  // the North
            s.state.advanceBase[Kreios] = std::int8_t(place("centre-apex-1"));
            s.state.seat = 1;  // Thora's turn
            return s;
        };
        // 1. Thora, from her own Advance Base, takes the Isle: the token passes, the bonus is not
        // paid again and the countdown goes on.
        Scenario isle = holding();
        const int crystals = isle.clan(Thora).res[Crystals];
        QCOMPARE(isle.run("6 thora invade from=centre-greater-1 to=isle-of-myth frigates=1 "
                          "gunboats=1 defence=fight\n"),
                 QStringList());
        QCOMPARE(int(isle.state.mythHolder), int(Thora));
        QCOMPARE(isle.clan(Thora).res[Crystals], crystals);
        QCOMPARE(isle.state.endRound, 8);
        // 2. Thora takes the Advance Base; then 3. an island of the North falls: at the end of
        // the round Kreios must withdraw and, with no base left, loses the ships on the Isle.
        Scenario base = holding();
        QCOMPARE(base.run("6 thora invade from=centre-greater-1 to=centre-apex-1 gunboats=2 "
                          "defence=fight\n"),
                 QStringList());
        QCOMPARE(int(base.state.mythHolder), int(Kreios));  // the base alone forces nothing
        base.hold("north-greater", Ajax, 1);
        base.run("6 thora end\n6 ajax end\n");
        QCOMPARE(int(base.state.mythHolder), -1);
        QCOMPARE(int(base.at("isle-of-myth").clan), -1);
        QCOMPARE(base.at("centre-apex-1").ships[Frigate], std::uint8_t(0));
        QCOMPARE(int(base.at("centre-apex-1").clan), int(Thora));
        // Attacking the Isle without an Advance Base next to it is not allowed.
        Scenario noBase = holding();
        noBase.hold("dock-centre-north", Thora, 2);
        QCOMPARE(noBase.run("6 thora invade from=dock-centre-north to=isle-of-myth gunboats=2 "
                            "defence=fight\n"),
                 QStringList{"1:civilizations.myth.advance-base"});
    }
    void redistributionIsBetweenOwnIslandsAfterTheActions()
    {
        Scenario s({Kreios, Thora, Ajax});
        s.hold("north-origin", Kreios, 4).hold("north-greater", Kreios, 1).hold("north-apex", Thora, 1);
        // Any two own islands, neighbours or not, once the actions are done.
        QCOMPARE(s.run("1 kreios collect\n1 kreios redistribute from=north-origin "
                       "to=north-greater gunboats=2\n"),
                 QStringList());
        QCOMPARE(s.at("north-greater").ships[Gunboat], std::uint8_t(3));
        QCOMPARE(s.run("1 kreios redistribute from=north-greater to=north-apex gunboats=1\n"),
                 QStringList{"1:civilizations.turn.redistribute"});
    }
    // Every reading of game.json, given its other value by a [Reading] tag, reaches the state;
    // none is left at its adopted value by a misspelt id or value.
    void everyReadingReachesTheState()
    {
        const core::GameInfo &info = rules().info();
        QCOMPARE(int(info.readings.size()), 15);
        for (const core::ReadingInfo &reading : info.readings) {
            QVERIFY(!reading.alternatives.empty());
            const QByteArray text =
                    "[Game \"civilizations\"]\n[Seats \"kreios,thora,ajax,xanthe\"]\n"
                    "[Variant \"two-player\"]\n[Reading \"" +
                    reading.id.toUtf8() + '=' + reading.alternatives.front().toUtf8() + "\"]\n";
            const core::Replay r =
                    core::Replay::run(notation::parse(text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                QVERIFY2(f.severity == core::Severity::Note, qPrintable(f.message));
            const auto state = std::static_pointer_cast<const State>(r.stateAt(0));
            QVERIFY(state);
            const Readings &got = state->readings;
            const Readings adopted;
            QVERIFY2(!(got == adopted), qPrintable(reading.id));
        }
    }
    void recordLinesAreChecked()
    {
        Scenario s({Kreios, Thora, Ajax});
        s.hold("north-origin", Kreios, 4);
        QCOMPARE(s.run("1 kreios sail to=north-apex\n1 kreios hire island=atlantis area=lake\n"
                       "1 kreios move from=north-origin to=north-apex\n1 myles collect\n"),
                 (QStringList{"1:civilizations.record.verb", "2:civilizations.record.args",
                              "3:civilizations.record.args", "4:civilizations.record.side"}));
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsRules)
#include "tst_civilizations_rules.moc"
