// One test per rule: a scenario that keeps it (no finding) and one that breaks it (the rule's
// id at the offending line). Scenarios start from a position set up in code (wotw_test_util.h).
#include "wotw_test_util.h"

#include "core/rule_ids.h"
#include "games/wotw/wotw_rules.h"

#include <QJsonArray>
#include <QTest>

using namespace wotwtest;
using wotw::kAliens;
using wotw::kHumans;

namespace {

const QStringList none;
QStringList at(int line, const char *rule) { return {QStringLiteral("%1:%2").arg(line).arg(QLatin1String(rule))}; }

Scenario aliens() { return Scenario(kAliens); }
Scenario humans() { Scenario s(kHumans); return s; }

}  // namespace

class TestWotwRules : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // ---- rule ids --------------------------------------------------------------------------
    void everyRuleIdExists()
    {
        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("wotw"));
        QVERIFY(!ids.isEmpty());
        for (const char *id : wotw::rule::kAllRuleIds)
            QVERIFY2(ids.contains(QLatin1String(id)), id);
    }

    // ---- setup -------------------------------------------------------------------------------
    void setupState()
    {
        const wotw::State s = rules().setupState(1, false, 0);
        QCOMPARE(s.civiliansTotal(), 30);
        QCOMPARE(s.p.unitRegion[std::size_t(unit("tripod-1"))], std::int8_t(region("argyll")));
        QCOMPARE(s.p.unitRegion[std::size_t(unit("ufo-1"))], std::int8_t(region("argyll")));
        QCOMPARE(s.p.unitRegion[std::size_t(unit("tripod-2"))], std::int8_t(-1));
        QCOMPARE(s.p.building[std::size_t(region("argyll"))], wotw::kInvasionShip);
        QCOMPARE(s.p.damage, std::int16_t(0));
        QCOMPARE(s.p.side, std::int8_t(kAliens));
        for (int side = 0; side < 2; ++side) {
            QCOMPARE(wotw::total(s.p.zones[std::size_t(side)].supply), 10);
            QCOMPARE(wotw::total(s.p.zones[std::size_t(side)].offerDeck), 25);
            QCOMPARE(int(s.p.zones[std::size_t(side)].pendingReveals), 5);
            QVERIFY(s.p.zones[std::size_t(side)].pendingHand);
        }
        QCOMPARE(rules().data().regions.size(), std::size_t(21));
    }
    // ---- choices and chance fields --------------------------------------------------------
    void handFieldsAreWhatThePilesCanStillGive()
    {
        // Two cards left in the supply deck, five in the discard pile: the hand takes both
        // supply cards and three of the reshuffled discard.
        Scenario sc(kAliens);
        wotw::SideZones &z = sc.state.p.zones[std::size_t(kAliens)];
        z.supply = {};
        z.discard = {};
        ++z.supply[std::size_t(card("reap"))];
        ++z.supply[std::size_t(card("tripod"))];
        z.discard[std::size_t(card("power-supply"))] = 3;
        z.discard[std::size_t(card("ufo"))] = 2;
        z.pendingHand = true;
        z.pendingTurn = sc.state.p.turn;
        const auto choices = rules().legalChoices(sc.state);
        QCOMPARE(choices.size(), std::size_t(1));
        const core::Choice &choice = choices.front();
        const QByteArray line = rules().encode(*choice.move);
        QVERIFY2(line.startsWith("1 aliens hand "), line.constData());
        QCOMPARE(choice.chance.size(), std::size_t(5));
        const QList<QByteArray> written = line.split(' ').mid(3);
        QCOMPARE(written.size(), qsizetype(5));
        for (int i = 0; i < 5; ++i) {
            const core::ChanceField &f = choice.chance[std::size_t(i)];
            QCOMPARE(f.kind, core::ChanceField::Kind::Card);
            QVERIFY(f.key.isEmpty());
            QCOMPARE(f.index, i);
            QVERIFY(!f.unknown);
            QCOMPARE(f.what, QStringLiteral("card %1 drawn into the Aliens' hand").arg(i + 1));
            const QByteArray drawn = written[i];
            if (drawn == "reap" || drawn == "tripod") {
                // The others take the discard's share: only this supply card completes the hand.
                QCOMPARE(f.values, QStringList{QString::fromLatin1(drawn)});
                QCOMPARE(QByteArray(f.rule), QByteArray(wotw::rule::kDraw));
            } else {
                // The others take two of the five discard cards: both kinds are left either way.
                QCOMPARE(f.values, (QStringList{"power-supply", "ufo"}));
                QCOMPARE(QByteArray(f.rule), QByteArray(wotw::rule::kReshuffle));
            }
        }
        // Outside values: a discard card in a supply card's place leaves the supply card
        // undrawn; the other side's card cannot come from the reshuffle.
        const int supplyPlace = int(written.indexOf("reap"));
        int discardPlace = 0;
        while (written[discardPlace] == "reap" || written[discardPlace] == "tripod")
            ++discardPlace;
        const wotw::State start = sc.state;
        QCOMPARE(sc.run(core::fillChance(line, choice.chance[std::size_t(supplyPlace)], "ufo")),
                 at(1, wotw::rule::kDraw));
        QVERIFY2(sc.lastMessages.front().contains(QStringLiteral("had to be drawn before the discard pile was reshuffled")),
                 qPrintable(sc.lastMessages.front()));
        sc.state = start;
        QCOMPARE(sc.run(core::fillChance(line, choice.chance[std::size_t(discardPlace)], "relocate")),
                 at(1, wotw::rule::kReshuffle));
        QCOMPARE(sc.lastMessages, QStringList{"Relocate is in neither the supply deck nor the reshuffled discard pile."});
        sc.state = start;
        QCOMPARE(sc.run(line), none);
    }
    void offerFieldsLeaveTheSwappedCardsOut()
    {
        // Two places to fill from a deck of five; then one place more than the shuffled deck
        // holds, so the card swapped to its bottom comes back, known to all.
        Scenario sc(kAliens);
        wotw::SideZones &z = sc.state.p.zones[std::size_t(kAliens)];
        z.offerDeck = {};
        z.offerDeck[std::size_t(card("tripod"))] = 2;
        z.offerDeck[std::size_t(card("ufo"))] = 2;
        z.offerDeck[std::size_t(card("reap"))] = 1;
        z.pendingReveals = 2;
        z.pendingTurn = sc.state.p.turn;
        auto choices = rules().legalChoices(sc.state);
        QCOMPARE(choices.size(), std::size_t(1));
        QByteArray line = rules().encode(*choices.front().move);
        QList<QByteArray> written = line.split(' ').mid(3);
        QCOMPARE(choices.front().chance.size(), std::size_t(2));
        for (int i = 0; i < 2; ++i) {
            const core::ChanceField &f = choices.front().chance[std::size_t(i)];
            QCOMPARE(f.what, QStringLiteral("card %1 revealed into the Aliens' offer row").arg(i + 1));
            QCOMPARE(QByteArray(f.rule), QByteArray(wotw::rule::kRefill));
            // The one reap goes when the other place shows it.
            const QStringList expected = written[1 - i] == "reap" ? QStringList{"ufo", "tripod"}
                                                                  : QStringList{"reap", "ufo", "tripod"};
            QCOMPARE(f.values, expected);
        }
        const wotw::State start = sc.state;
        QCOMPARE(sc.run(core::fillChance(line, choices.front().chance[0], "relocate")),
                 at(1, wotw::rule::kRefill));
        QCOMPARE(sc.lastMessages, QStringList{"Relocate is not in the offer deck, so it cannot be revealed."});

        sc.state = start;
        z.offerDeck = {};
        z.offerDeck[std::size_t(card("tripod"))] = 1;
        z.bottom[0] = std::uint8_t(card("regenerator"));
        z.bottomCount = 1;
        choices = rules().legalChoices(sc.state);
        QCOMPARE(choices.size(), std::size_t(1));
        line = rules().encode(*choices.front().move);
        QCOMPARE(line, QByteArray("1 aliens offer tripod regenerator"));
        QCOMPARE(choices.front().chance.size(), std::size_t(1));
        QCOMPARE(choices.front().chance.front().values, QStringList{"tripod"});
        QCOMPARE(core::openLine(line, choices.front().chance), QByteArray("1 aliens offer ?{tripod} regenerator"));
    }

    void setupFacts()
    {
        wotw::State s = rules().setupState(1, false, 0);
        Scenario sc;
        sc.state = s;
        QCOMPARE(sc.run("1 aliens offer tripod tripod ufo alien-factory regenerator\n"
                        "1 aliens hand reap reap power-supply power-supply power-supply\n"
                        "1 humans offer army army fort bunkers evacuate\n"
                        "1 humans hand relocate relocate relocate guerillas guerillas\n"), none);
        sc.state = s;
        // A sixth card is one more than the row's places; the other side's card is one the
        // offer deck cannot give (the draw's rule, as for any card no copy of is left).
        QCOMPARE(sc.run("1 aliens offer tripod tripod ufo alien-factory regenerator fort\n"), at(1, wotw::rule::kSetupOffer));
        sc.state = s;
        QCOMPARE(sc.run("1 aliens offer tripod tripod ufo alien-factory fort\n"), at(1, wotw::rule::kRefill));
        sc.state = s;
        QCOMPARE(sc.run("1 aliens offer tripod tripod ufo alien-factory regenerator plasma-reactor\n"), at(1, wotw::rule::kSetupOffer));
        sc.state = s;
        QCOMPARE(sc.run("1 aliens hand reap reap power-supply power-supply\n"), at(1, wotw::rule::kSetupHand));
        sc.state = s;
        QCOMPARE(sc.run("1 aliens hand reap reap power-supply power-supply tripod\n"), at(1, wotw::rule::kDraw));
        sc.state = s;
        QCOMPARE(sc.run("1 aliens offer reap tripod ufo alien-factory regenerator\n"), at(1, wotw::rule::kRefill));
        // acting before the hand is known
        sc.state = s;
        QCOMPARE(sc.run("1 aliens offer tripod tripod ufo alien-factory regenerator\n1 aliens end\n"),
                 at(2, wotw::rule::kFactMissing));
    }

    // ---- the turn ----------------------------------------------------------------------------
    void turnOrder()
    {
        QCOMPARE(aliens().hand(kAliens, {"power-supply"}).run("1 aliens play power-supply option=gain-energy"), none);
        QCOMPARE(aliens().hand(kHumans, {"relocate"}).run("1 humans play relocate option=gain-coin"), at(1, wotw::rule::kSideOrder));
        QCOMPARE(aliens().hand(kAliens, {"power-supply"}).run("2 aliens play power-supply option=gain-energy"), at(1, wotw::rule::kTurnOrder));
    }
    void cardInHand()
    {
        Scenario s = aliens().hand(kAliens, {"reap"});
        QCOMPARE(s.run("1 aliens play reap option=gain-energy\n1 aliens play reap option=gain-energy"), at(2, wotw::rule::kCardInHand));
        QCOMPARE(int(s.state.p.zones[kAliens].resources), 2);
    }
    void playAll()
    {
        // Guerillas with no hostile region holding civilians cannot be played: ending is fine.
        QCOMPARE(humans().hand(kHumans, {"guerillas"}).run("1 humans end"), none);
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans end"), at(1, wotw::rule::kPlayAll));
        // An Alien attack card whose every reachable region holds no Human piece has no legal
        // target: ending with it is fine. The setup's Tripod stands in Argyll (no Humans),
        // whose land neighbours Highlands and Grampian are empty but Strathclyde is not.
        for (const char *c : {"frightening-sound", "nerve-agent"}) {
            QCOMPARE(aliens().hand(kAliens, {c}).run("1 aliens end"), none);
            QCOMPARE(aliens().hand(kAliens, {c}).run("1 aliens discard " + QByteArray(c)), none);
            QCOMPARE(aliens().hand(kAliens, {c}).place("tripod-1", "strathclyde").run("1 aliens end"), at(1, wotw::rule::kPlayAll));
        }
        for (const char *c : {"poisonous-fog", "infrasound"}) {
            QCOMPARE(aliens().hand(kAliens, {c}).place("tripod-1", "highlands").run("1 aliens end"), none);
            QCOMPARE(aliens().hand(kAliens, {c}).run("1 aliens end"), at(1, wotw::rule::kPlayAll));
        }
    }
    void unplayableDiscard()
    {
        QCOMPARE(humans().hand(kHumans, {"guerillas"}).run("1 humans discard guerillas"), none);
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans discard relocate"), at(1, wotw::rule::kUnplayableDiscard));
    }
    void endOfTurn()
    {
        Scenario s = aliens().hand(kAliens, {"power-supply"});
        s.state.p.fog = 1u << region("london");
        QCOMPARE(s.run("1 aliens play power-supply option=gain-energy\n1 aliens end"), none);
        const auto &z = s.state.p.zones[kAliens];
        QCOMPARE(int(z.resources), 0);  // resources vanish
        QVERIFY(z.pendingHand);
        QCOMPARE(int(s.state.p.side), kHumans);
        QCOMPARE(s.state.p.fog, 1u << region("london"));  // kept through the Humans' turn
        QCOMPARE(s.run("1 humans end"), none);
        QCOMPARE(int(s.state.p.turn), 2);
        QCOMPARE(s.state.p.fog, 0u);  // removed at the start of the Aliens' next turn
    }
    void drawAndReshuffle()
    {
        Scenario s = aliens();
        auto &z = s.state.p.zones[kAliens];
        z.supply = {};
        z.supply[std::size_t(card("reap"))] = 2;
        z.discard[std::size_t(card("power-supply"))] = 6;
        s.hand(kAliens, {"tripod"});
        s.state.p.zones[kHumans].hand[std::size_t(card("relocate"))] = 0;
        QCOMPARE(s.run("1 aliens play tripod option=move unit=tripod-1 to=highlands\n1 aliens end\n"
                       "1 aliens hand reap reap power-supply power-supply tripod"), none);
        QCOMPARE(wotw::total(s.state.p.zones[kAliens].supply), 4);  // 6 + tripod reshuffled, 3 of them drawn
        Scenario t = aliens();
        auto &y = t.state.p.zones[kAliens];
        y.supply = {};
        y.supply[std::size_t(card("reap"))] = 2;
        y.discard[std::size_t(card("power-supply"))] = 6;
        y.pendingHand = true;
        y.pendingTurn = 1;
        // power-supply is in the discard pile, but the supply still holds the two Reaps
        QCOMPARE(t.run("1 aliens hand reap power-supply power-supply power-supply power-supply"), at(1, wotw::rule::kDraw));
        // the message names the card still in the supply deck, which had to be drawn first
        QCOMPARE(t.lastMessages.size(), 1);
        QVERIFY2(t.lastMessages[0].contains(QStringLiteral("still held")) &&
                     t.lastMessages[0].contains(QStringLiteral("(Reap)")),
                 qPrintable(t.lastMessages[0]));
        Scenario u = aliens();
        u.state.p.turn = 2;
        u.state.p.zones[kAliens].pendingHand = true;
        u.state.p.zones[kAliens].pendingTurn = 2;
        QCOMPARE(u.run("2 aliens hand reap reap reap power-supply"), at(1, wotw::rule::kDraw));
    }
    void oneActionAndRemove()
    {
        Scenario s = humans().hand(kHumans, {"relocate", "relocate"});
        QCOMPARE(s.run("1 humans play relocate option=gain-2-coins\n1 humans play relocate option=gain-coin"), none);
        QCOMPARE(int(s.state.p.zones[kHumans].removed[std::size_t(card("relocate"))]), 1);
        QCOMPARE(int(s.state.p.zones[kHumans].discard[std::size_t(card("relocate"))]), 1);
        QCOMPARE(int(s.state.p.zones[kHumans].resources), 3);
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate"), at(1, wotw::rule::kMissingArgument));
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=fly"), at(1, wotw::rule::kUnknownOption));
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).run(
                     "1 humans play evacuate option=move-civilians from=london,london,london to=midlands,midlands,midlands"),
                 at(1, wotw::rule::kBadArgument) + at(1, wotw::rule::kBadArgument));
    }

    // ---- the offer row -----------------------------------------------------------------------
    void buyAndPay()
    {
        Scenario s = humans().row(kHumans, {"redeploy", "evacuate"}).resources(kHumans, 5);
        s.state.p.zones[kHumans].offerDeck = {};
        s.state.p.zones[kHumans].offerDeck[std::size_t(card("airstrike"))] = 2;
        QCOMPARE(s.run("1 humans buy redeploy\n1 humans offer airstrike\n1 humans buy evacuate\n1 humans offer airstrike"), none);
        QCOMPARE(int(s.state.p.zones[kHumans].resources), 0);  // 5 split over 2 + 3
        QCOMPARE(int(s.state.p.zones[kHumans].discard[std::size_t(card("redeploy"))]), 1);
        QCOMPARE(int(s.state.p.zones[kHumans].row[std::size_t(card("airstrike"))]), 2);
        QCOMPARE(s.run("1 humans buy airstrike"), at(1, wotw::rule::kCost));
        // Airstrike's cost is Umpire's reconstruction: the verdict says it rests on it.
        QCOMPARE(s.lastAssumed, QStringList{QStringLiteral("the cost of Airstrike")});
        Scenario notInRow = humans();
        QCOMPARE(notInRow.run("1 humans buy fort region=london"), at(1, wotw::rule::kBuy));
        QCOMPARE(notInRow.lastAssumed, QStringList{QString()});  // the books alone settle it
    }
    void refill()
    {
        Scenario s = humans().row(kHumans, {"redeploy", "redeploy"}).resources(kHumans, 4);
        QCOMPARE(s.run("1 humans buy redeploy\n1 humans buy redeploy"), at(2, wotw::rule::kFactMissing));
        Scenario t = humans().row(kHumans, {"redeploy"}).resources(kHumans, 4);
        t.state.p.zones[kHumans].offerDeck = {};
        t.state.p.zones[kHumans].offerDeck[std::size_t(card("fort"))] = 1;
        QCOMPARE(t.run("1 humans buy redeploy\n1 humans offer army"), at(2, wotw::rule::kRefill));
        QCOMPARE(t.run("1 humans offer fort"), none);
        // An empty Offer deck leaves the bought card's place empty: the record reveals nothing,
        // and a revealed card is told the deck is empty (not that no place is).
        Scenario e = humans().row(kHumans, {"redeploy", "army", "fort", "bunkers", "evacuate"}).resources(kHumans, 2);
        e.state.p.zones[kHumans].offerDeck = {};
        QCOMPARE(e.run("1 humans buy redeploy"), none);
        QCOMPARE(int(e.state.p.zones[kHumans].pendingReveals), 0);
        QCOMPARE(e.run("1 humans offer army"), at(1, wotw::rule::kEmptyDeck));
        QCOMPARE(e.lastMessages,
                 QStringList{"The Humans' offer deck is empty: the empty place in their offer row stays empty, and no card can be revealed."});
        QCOMPARE(wotw::total(e.state.p.zones[kHumans].row), 4);
        // A full row with nothing due is still told that no place is empty.
        Scenario full = humans().row(kHumans, {"redeploy", "army", "fort", "bunkers", "evacuate"});
        full.state.p.zones[kHumans].offerDeck = {};
        QCOMPARE(full.run("1 humans offer army"), at(1, wotw::rule::kRefill));
        // Two places empty, one card left in the deck: the second revealed card is too many.
        Scenario shortDeck = humans().row(kHumans, {"redeploy", "redeploy", "fort", "bunkers", "evacuate"}).resources(kHumans, 4);
        shortDeck.state.p.zones[kHumans].offerDeck = {};
        shortDeck.state.p.zones[kHumans].offerDeck[std::size_t(card("army"))] = 1;
        QCOMPARE(shortDeck.run("1 humans buy redeploy\n1 humans offer army\n1 humans buy redeploy\n1 humans end"), none);
        Scenario shortBoth = humans().row(kHumans, {"redeploy", "redeploy", "fort", "bunkers", "evacuate"}).resources(kHumans, 4);
        shortBoth.state.p.zones[kHumans].offerDeck = {};
        shortBoth.state.p.zones[kHumans].offerDeck[std::size_t(card("army"))] = 1;
        QCOMPARE(shortBoth.run("1 humans buy redeploy\n1 humans buy redeploy\n1 humans offer army,airstrike"),
                 QStringList() << "2:" + QString::fromLatin1(wotw::rule::kFactMissing) << "3:" + QString::fromLatin1(wotw::rule::kEmptyDeck));
        QCOMPARE(shortBoth.lastMessages.constLast(), QStringLiteral("2 card(s) were revealed but only 1 card(s) were left in the offer deck."));
    }
    void swap()
    {
        Scenario s = aliens().row(kAliens, {"ufo", "tripod"});
        QCOMPARE(s.run("1 aliens swap ufo"), none);
        QCOMPARE(int(s.state.p.zones[kAliens].bottomCount), 1);
        QCOMPARE(s.run("1 aliens offer tripod\n1 aliens swap tripod"), at(2, wotw::rule::kSwap));
        Scenario e(kAliens, 0, true);
        e.row(kAliens, {"ufo"});
        QCOMPARE(e.run("1 aliens swap ufo"), none);
        QCOMPARE(int(e.state.p.zones[kAliens].removed[std::size_t(card("ufo"))]), 1);
        QCOMPARE(int(e.state.p.zones[kAliens].bottomCount), 0);
        // a swapped card sits under the deck: once the unknown part is gone, it comes back first
        Scenario b = aliens().row(kAliens, {"ufo", "tripod"}).resources(kAliens, 10);
        b.state.p.zones[kAliens].offerDeck = {};
        b.state.p.zones[kAliens].offerDeck[std::size_t(card("plasma-synthesis"))] = 1;
        const wotw::State before = b.state;
        QCOMPARE(b.run("1 aliens swap ufo\n1 aliens offer plasma-synthesis\n1 aliens buy tripod\n1 aliens offer tripod"),
                 at(4, wotw::rule::kRefill));
        b.state = before;
        QCOMPARE(b.run("1 aliens swap ufo\n1 aliens offer plasma-synthesis\n1 aliens buy tripod\n1 aliens offer ufo"), none);
        // an empty offer deck leaves nothing to swap in
        Scenario empty = aliens().row(kAliens, {"ufo"});
        empty.state.p.zones[kAliens].offerDeck = {};
        QCOMPARE(empty.run("1 aliens swap ufo"), at(1, wotw::rule::kEmptyDeck));
    }

    // ---- buildings ---------------------------------------------------------------------------
    void humanBuildings()
    {
        QCOMPARE(humans().row(kHumans, {"bunkers"}).resources(kHumans, 4).run("1 humans buy bunkers region=london"), none);
        QCOMPARE(humans().row(kHumans, {"bunkers"}).resources(kHumans, 4).run("1 humans buy bunkers region=highlands"),
                 at(1, wotw::rule::kHumanBuildingPlacement));
        QCOMPARE(humans().row(kHumans, {"bunkers"}).resources(kHumans, 4).place("tripod-2", "london")
                     .run("1 humans buy bunkers region=london"), at(1, wotw::rule::kHumanBuildingPlacement));
        QCOMPARE(humans().row(kHumans, {"bunkers"}).resources(kHumans, 4).building("london", "fort")
                     .run("1 humans buy bunkers region=london"), at(1, wotw::rule::kBuildingPerRegion));
        QCOMPARE(humans().row(kHumans, {"barrage-balloons"}).resources(kHumans, 4).building("london", "fort")
                     .run("1 humans buy barrage-balloons region=london"), none);
        QCOMPARE(humans().row(kHumans, {"bunkers"}).resources(kHumans, 4).run("1 humans buy bunkers"),
                 at(1, wotw::rule::kPlacedAtOnce));
        Scenario s = humans().row(kHumans, {"supply-depot"}).resources(kHumans, 5);
        QCOMPARE(s.run("1 humans buy supply-depot region=london"), none);
        QCOMPARE(int(s.state.p.zones[kHumans].resources), 1);  // works from the turn it is placed
        QCOMPARE(int(s.state.p.zones[kHumans].removed[std::size_t(card("supply-depot"))]), 1);
    }
    void alienBuildings()
    {
        QCOMPARE(aliens().row(kAliens, {"particle-generator"}).resources(kAliens, 5).run("1 aliens buy particle-generator region=highlands"), none);
        QCOMPARE(aliens().row(kAliens, {"particle-generator"}).resources(kAliens, 5).run("1 aliens buy particle-generator region=strathclyde"),
                 at(1, wotw::rule::kAlienBuildingPlacement));
        QCOMPARE(aliens().row(kAliens, {"particle-generator"}).resources(kAliens, 5).run("1 aliens buy particle-generator region=borders"),
                 at(1, wotw::rule::kAlienBuildingPlacement));
        QCOMPARE(aliens().row(kAliens, {"particle-generator"}).resources(kAliens, 5).run("1 aliens buy particle-generator region=argyll"),
                 at(1, wotw::rule::kBuildingPerRegion) + at(1, wotw::rule::kAlienBuildingPlacement));
    }

    // ---- units -------------------------------------------------------------------------------
    void unitPlacement()
    {
        QCOMPARE(humans().row(kHumans, {"army"}).resources(kHumans, 4).run("1 humans buy army region=london"), none);
        QCOMPARE(humans().row(kHumans, {"army"}).resources(kHumans, 4).place("ufo-2", "london").run("1 humans buy army region=london"),
                 at(1, wotw::rule::kArmyPlacement));
        QCOMPARE(humans().row(kHumans, {"army"}).resources(kHumans, 4).run("1 humans buy army region=highlands"),
                 at(1, wotw::rule::kArmyPlacement));
        Scenario n = humans().row(kHumans, {"royal-navy"}).resources(kHumans, 5);
        QCOMPARE(n.run("1 humans buy royal-navy"), none);
        QCOMPARE(n.state.p.unitRegion[std::size_t(unit("navy-1"))], std::int8_t(region("portsmouth")));
        // a hostile Portsmouth: the card is bought, no Navy is placed (placed-on-purchase)
        Scenario hostile = humans().row(kHumans, {"royal-navy"}).resources(kHumans, 5).place("ufo-1", "portsmouth");
        QCOMPARE(hostile.run("1 humans buy royal-navy"), none);
        QCOMPARE(hostile.state.unitsOnBoard(wotw::UnitType::Navy), 0);
        QCOMPARE(humans().row(kHumans, {"royal-navy"}).resources(kHumans, 5).run("1 humans buy royal-navy region=celtic-sea"),
                 at(1, wotw::rule::kNavyPlacement));
        QCOMPARE(humans().hand(kHumans, {"royal-navy"}).place("ufo-1", "portsmouth").run("1 humans play royal-navy option=place"),
                 at(1, wotw::rule::kNavyPlacement));
        QCOMPARE(humans().row(kHumans, {"army"}).resources(kHumans, 4).run("1 humans buy army"), at(1, wotw::rule::kArmyPlacement));
        Scenario a = aliens().row(kAliens, {"tripod"}).resources(kAliens, 4);
        QCOMPARE(a.run("1 aliens buy tripod"), none);
        QCOMPARE(a.state.p.unitRegion[std::size_t(unit("tripod-2"))], std::int8_t(region("argyll")));
        QCOMPARE(aliens().row(kAliens, {"tripod"}).resources(kAliens, 4).run("1 aliens buy tripod region=highlands"),
                 at(1, wotw::rule::kAlienPlacement));
    }
    void oneCardPerMiniature()
    {
        Scenario s = aliens().hand(kAliens, {"tripod", "tripod", "reap"}).place("tripod-2", "argyll").civilians("strathclyde", 3);
        QCOMPARE(s.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n"
                       "1 aliens play reap option=move-tripod unit=tripod-1 to=argyll\n"  // action cards do not count
                       "1 aliens play tripod option=move unit=tripod-2 to=strathclyde"), none);
        Scenario t = aliens().hand(kAliens, {"tripod", "tripod"}).civilians("strathclyde", 3);
        QCOMPARE(t.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n"
                       "1 aliens play tripod option=attack-2 unit=tripod-1"), at(2, wotw::rule::kOneCardPerMiniature));
    }
    void placeInstead()
    {
        // the book's example: two Royal Navy cards, one Navy on the board
        Scenario s = humans().hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea");
        QCOMPARE(s.run("1 humans play royal-navy option=move unit=navy-1 to=irish-sea\n1 humans play royal-navy option=place"), none);
        QCOMPARE(s.state.p.unitRegion[std::size_t(unit("navy-2"))], std::int8_t(region("portsmouth")));
        QCOMPARE(humans().hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea").run("1 humans play royal-navy option=place"),
                 at(1, wotw::rule::kPlaceInstead));
        Scenario r(kHumans, wotw::ReadingPlaceRussian);
        r.hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea");
        QCOMPARE(r.run("1 humans play royal-navy option=place\n1 humans play royal-navy option=move unit=navy-1 to=irish-sea"), none);
        // ... and in the example's own order: the count is the one at the start of the turn
        // (two cards, one Navy), so the second card places although the Navy on the board has
        // taken the first one and only one card is left in hand
        Scenario ru(kHumans, wotw::ReadingPlaceRussian);
        ru.hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea");
        QCOMPARE(ru.run("1 humans play royal-navy option=move unit=navy-1 to=irish-sea\n1 humans play royal-navy option=place"), none);
        QCOMPARE(ru.state.p.unitRegion[std::size_t(unit("navy-2"))], std::int8_t(region("portsmouth")));
        // the same for the other unit cards: Army, Tripod, UFO
        Scenario ra(kHumans, wotw::ReadingPlaceRussian);
        ra.hand(kHumans, {"army", "army"}).place("army-1", "london");
        QCOMPARE(ra.run("1 humans play army option=move unit=army-1 to=midlands\n1 humans play army option=place region=london"), none);
        QCOMPARE(ra.state.p.unitRegion[std::size_t(unit("army-2"))], std::int8_t(region("london")));
        Scenario rt(kAliens, wotw::ReadingPlaceRussian);
        rt.hand(kAliens, {"tripod", "tripod"}).civilians("strathclyde", 3);
        QCOMPARE(rt.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n1 aliens play tripod option=place"), none);
        QCOMPARE(rt.state.p.unitRegion[std::size_t(unit("tripod-2"))], std::int8_t(region("argyll")));
        Scenario ruf(kAliens, wotw::ReadingPlaceRussian);
        ruf.hand(kAliens, {"ufo", "ufo"});
        QCOMPARE(ruf.run("1 aliens play ufo option=move unit=ufo-1 to=highlands\n1 aliens play ufo option=place"), none);
        QCOMPARE(ruf.state.p.unitRegion[std::size_t(unit("ufo-2"))], std::int8_t(region("argyll")));
        // no more cards than miniatures at the start of the turn: every card acts
        Scenario two(kHumans, wotw::ReadingPlaceRussian);
        two.hand(kHumans, {"army", "army"}).place("army-1", "london").place("army-2", "wales");
        QCOMPARE(two.run("1 humans play army option=move unit=army-1 to=midlands\n1 humans play army option=place region=london"),
                 at(2, wotw::rule::kPlaceInstead));
        Scenario tt(kAliens, wotw::ReadingPlaceRussian);
        tt.hand(kAliens, {"tripod", "tripod"}).place("tripod-2", "argyll").civilians("strathclyde", 3);
        QCOMPARE(tt.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n1 aliens play tripod option=place"),
                 at(2, wotw::rule::kPlaceInstead));
        // an Army bought during the turn is on the board too: two cards, two Armies
        Scenario bought(kHumans, wotw::ReadingPlaceRussian);
        bought.hand(kHumans, {"army", "army"}).place("army-1", "london").row(kHumans, {"army"}).resources(kHumans, 9);
        QCOMPARE(bought.run("1 humans buy army region=london\n1 humans play army option=place region=london"), at(2, wotw::rule::kPlaceInstead));
        // under the adopted reading the first card acting leaves no Tripod that could take the
        // second, which then places; placing first, while tripod-1 could act, is flagged
        Scenario et = aliens().hand(kAliens, {"tripod", "tripod"}).civilians("strathclyde", 3);
        QCOMPARE(et.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n1 aliens play tripod option=place"), none);
        QCOMPARE(aliens().hand(kAliens, {"tripod", "tripod"}).run("1 aliens play tripod option=place"), at(1, wotw::rule::kPlaceInstead));
        QCOMPARE(humans().hand(kHumans, {"army"}).place("army-1", "london")
                     .run("1 humans play army option=place region=midlands"), at(1, wotw::rule::kPlaceInstead));
        Scenario full = humans().hand(kHumans, {"army", "army", "army", "army"}).place("army-1", "london").place("army-2", "london").place("army-3", "wales");
        QCOMPARE(full.run("1 humans play army option=move unit=army-1 to=midlands\n"
                          "1 humans play army option=move unit=army-2 to=midlands\n"
                          "1 humans play army option=move unit=army-3 to=midlands\n"
                          "1 humans play army option=place region=london"), at(4, wotw::rule::kMiniatureLimit));
        QCOMPARE(full.run("1 humans end"), none);  // the fourth Army card is unplayable
        QCOMPARE(humans().hand(kHumans, {"army"}).run("1 humans play army option=place region=london"), none);
    }

    // ---- movement ----------------------------------------------------------------------------
    void terrainAndAdjacency()
    {
        QCOMPARE(aliens().hand(kAliens, {"tripod"}).run("1 aliens play tripod option=move unit=tripod-1 to=hebrides-sea"), at(1, wotw::rule::kTerrain));
        Scenario far = aliens().hand(kAliens, {"tripod"});
        QCOMPARE(far.run("1 aliens play tripod option=move unit=tripod-1 to=london"), at(1, wotw::rule::kAdjacent));
        QCOMPARE(far.lastAssumed, QStringList{QStringLiteral("the borders of the map")});  // the map is assumed
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).run("1 aliens play ufo option=move unit=ufo-1 to=hebrides-sea,north-sea"), none);
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).run("1 aliens play ufo option=move unit=ufo-1 to=strathclyde,lothian,borders"), at(1, wotw::rule::kBadArgument));
        QCOMPARE(humans().hand(kHumans, {"royal-navy"}).place("navy-1", "portsmouth").run("1 humans play royal-navy option=move unit=navy-1 to=london"),
                 at(1, wotw::rule::kTerrain));
        QCOMPARE(humans().hand(kHumans, {"redeploy"}).place("army-1", "london").run("1 humans play redeploy option=move-army unit=army-1 to=midlands,wales"), none);
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=move-civilian from=london to=portsmouth"), at(1, wotw::rule::kCivilians));
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=move-civilian from=highlands to=grampian"), at(1, wotw::rule::kCardRelocate));
    }
    void blocking()
    {
        QCOMPARE(aliens().hand(kAliens, {"tripod"}).place("army-1", "argyll").run("1 aliens play tripod option=move unit=tripod-1 to=highlands"),
                 at(1, wotw::rule::kBlocking));
        QCOMPARE(aliens().hand(kAliens, {"tripod"}).place("army-1", "argyll").place("tripod-2", "argyll")
                     .run("1 aliens play tripod option=move unit=tripod-1 to=highlands"), none);
        QCOMPARE(humans().hand(kHumans, {"army"}).place("army-1", "strathclyde").place("tripod-1", "strathclyde")
                     .run("1 humans play army option=move unit=army-1 to=lothian"), at(1, wotw::rule::kBlocking));
    }
    void influenceOnMovement()
    {
        Scenario f = humans().hand(kHumans, {"relocate", "army"}).place("army-1", "midlands");
        f.state.p.frightening = 1u << region("london");
        QCOMPARE(f.run("1 humans play relocate option=move-civilian from=midlands to=london\n"
                       "1 humans play army option=move unit=army-1 to=london"),
                 at(1, wotw::rule::kFrighteningSound) + at(2, wotw::rule::kFrighteningSound));
        Scenario n = humans().hand(kHumans, {"relocate", "army"}).place("army-1", "london");
        n.state.p.nerve = 1u << region("london");
        QCOMPARE(n.run("1 humans play relocate option=move-civilian from=london to=midlands\n"
                       "1 humans play army option=move unit=army-1 to=midlands"),
                 at(1, wotw::rule::kNerveAgent) + at(2, wotw::rule::kNerveAgent));
        Scenario ok = humans().hand(kHumans, {"relocate"});
        ok.state.p.nerve = 1u << region("wales");
        QCOMPARE(ok.run("1 humans play relocate option=move-civilian from=london to=midlands"), none);
    }
    void balloonsAndLandmines()
    {
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).building("strathclyde", "barrage-balloons")
                     .run("1 aliens play ufo option=move unit=ufo-1 to=strathclyde"), at(1, wotw::rule::kBarrageBalloons));
        Scenario m = aliens().hand(kAliens, {"tripod", "ufo"}).building("strathclyde", "landmines");
        QCOMPARE(m.run("1 aliens play ufo option=move unit=ufo-1 to=strathclyde\n"), none);
        QCOMPARE(m.state.p.damage, std::int16_t(0));  // a UFO does not set them off
        QCOMPARE(m.run("1 aliens play tripod option=move unit=tripod-1 to=strathclyde"), none);
        QCOMPARE(m.state.p.damage, std::int16_t(2));
        QCOMPARE(m.state.p.building[std::size_t(region("strathclyde"))], wotw::kNoBuilding);
    }
    void evacuate()
    {
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).run("1 humans play evacuate option=move-civilians from=london,london to=midlands,wales"),
                 at(1, wotw::rule::kAdjacent));
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).run("1 humans play evacuate option=move-civilians from=london,midlands to=midlands,wales"), none);
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).run("1 humans play evacuate option=move-civilians from=highlands to=grampian"),
                 at(1, wotw::rule::kEvacuate));
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).civilians("midlands", 0)
                     .run("1 humans play evacuate option=move-civilians from=london,midlands to=midlands,wales"),
                 at(1, wotw::rule::kEvacuate));
    }

    // ---- attacks -----------------------------------------------------------------------------
    void humanAttacks()
    {
        Scenario a = humans().hand(kHumans, {"army"}).place("army-1", "strathclyde").place("tripod-1", "strathclyde");
        QCOMPARE(a.run("1 humans play army option=attack-3 unit=army-1"), none);
        QCOMPARE(a.state.p.damage, std::int16_t(3));
        QCOMPARE(int(a.state.p.zones[kHumans].removed[std::size_t(card("army"))]), 1);
        QCOMPARE(a.state.p.unitRegion[std::size_t(unit("tripod-1"))], std::int8_t(region("strathclyde")));  // Aliens stay
        QCOMPARE(humans().hand(kHumans, {"army"}).place("army-1", "strathclyde").run("1 humans play army option=attack-2 unit=army-1"),
                 at(1, wotw::rule::kAlienTarget));
        QCOMPARE(humans().hand(kHumans, {"army"}).place("army-1", "strathclyde").place("ufo-1", "strathclyde")
                     .run("1 humans play army option=attack-2 unit=army-1"), at(1, wotw::rule::kUfoImmune));
        QCOMPARE(humans().hand(kHumans, {"royal-navy"}).place("navy-1", "irish-sea").place("tripod-1", "strathclyde")
                     .run("1 humans play royal-navy option=attack-2 unit=navy-1 region=strathclyde"), none);
        QCOMPARE(humans().hand(kHumans, {"royal-navy"}).place("navy-1", "portsmouth").place("tripod-1", "strathclyde")
                     .run("1 humans play royal-navy option=attack-2 unit=navy-1 region=strathclyde"), at(1, wotw::rule::kNavyAttack));
        Scenario air = humans().hand(kHumans, {"airstrike"});
        QCOMPARE(air.run("1 humans play airstrike"), none);
        QCOMPARE(air.state.p.damage, std::int16_t(1));
    }
    void guerillas()
    {
        Scenario g = humans().hand(kHumans, {"guerillas", "guerillas"}).civilians("strathclyde", 1).place("tripod-1", "strathclyde");
        QCOMPARE(g.run("1 humans play guerillas option=attack-1 region=strathclyde"), none);
        QCOMPARE(g.state.p.damage, std::int16_t(1));
        QCOMPARE(g.run("1 humans play guerillas option=attack-1 region=strathclyde"), at(1, wotw::rule::kGuerillas));
        Scenario two = humans().hand(kHumans, {"guerillas", "guerillas"}).place("tripod-1", "strathclyde");
        QCOMPARE(two.run("1 humans play guerillas option=attack-1 region=strathclyde\n1 humans play guerillas option=attack-2 region=strathclyde"), none);
        Scenario pr(kHumans, wotw::ReadingGuerillasPerRegion);
        pr.hand(kHumans, {"guerillas", "guerillas"}).place("tripod-1", "strathclyde");
        QCOMPARE(pr.run("1 humans play guerillas option=attack-1 region=strathclyde\n1 humans play guerillas option=attack-1 region=strathclyde"),
                 at(2, wotw::rule::kGuerillas));
        QCOMPARE(humans().hand(kHumans, {"guerillas"}).run("1 humans play guerillas option=attack-1 region=london"), at(1, wotw::rule::kAlienTarget));
        // A spent token stays spent when it moves: the region's only token attacks, moves on
        // and attacks again.
        Scenario moved = humans().hand(kHumans, {"guerillas", "guerillas", "relocate"}).civilians("strathclyde", 1)
                             .civilians("argyll", 0).place("tripod-1", "strathclyde").place("tripod-2", "argyll");
        QCOMPARE(moved.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                           "1 humans play relocate option=move-civilian from=strathclyde to=argyll\n"
                           "1 humans play guerillas option=attack-1 region=argyll"),
                 at(3, wotw::rule::kGuerillas));
        QCOMPARE(int(moved.state.p.spent.least[std::size_t(region("argyll"))]), 1);
        // Evacuate moves both tokens of a region where one attacked: one fresh token arrives.
        Scenario both = humans().hand(kHumans, {"guerillas", "guerillas", "guerillas", "evacuate"}).civilians("strathclyde", 2)
                            .civilians("argyll", 0).place("tripod-1", "strathclyde").place("tripod-2", "argyll");
        QCOMPARE(both.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                          "1 humans play evacuate option=move-civilians from=strathclyde,strathclyde to=argyll,argyll\n"
                          "1 humans play guerillas option=attack-1 region=argyll\n"
                          "1 humans play guerillas option=attack-1 region=argyll"),
                 at(4, wotw::rule::kGuerillas));
        // One of two tokens moves after one attacked: either may have moved, so a second
        // Guerillas in either region stands (the benefit of the doubt, guerillas-moves).
        Scenario doubt = humans().hand(kHumans, {"guerillas", "guerillas", "relocate"}).civilians("strathclyde", 2)
                             .civilians("argyll", 0).place("tripod-1", "strathclyde").place("tripod-2", "argyll");
        QCOMPARE(doubt.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                           "1 humans play relocate option=move-civilian from=strathclyde to=argyll\n"
                           "1 humans play guerillas option=attack-1 region=strathclyde"),
                 none);
        // ... but not in both: only one of the two tokens was fresh.
        Scenario bothWays = humans().hand(kHumans, {"guerillas", "guerillas", "guerillas", "relocate"}).civilians("strathclyde", 2)
                                .civilians("argyll", 0).place("tripod-1", "strathclyde").place("tripod-2", "argyll");
        QCOMPARE(bothWays.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                              "1 humans play relocate option=move-civilian from=strathclyde to=argyll\n"
                              "1 humans play guerillas option=attack-1 region=argyll\n"
                              "1 humans play guerillas option=attack-1 region=strathclyde"),
                 at(4, wotw::rule::kGuerillas));
        // tokens=: the record may say which kind of token moved, and is then held to it.
        for (const char *kind : {"spent", "fresh"}) {
            Scenario t = humans().hand(kHumans, {"guerillas", "guerillas", "guerillas", "relocate"}).civilians("strathclyde", 2)
                             .civilians("argyll", 0).place("tripod-1", "strathclyde").place("tripod-2", "argyll");
            const bool spentMoved = QByteArrayView(kind) == "spent";
            QCOMPARE(t.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                           "1 humans play relocate option=move-civilian from=strathclyde to=argyll tokens=" + QByteArray(kind) + "\n"
                           "1 humans play guerillas option=attack-1 region=argyll\n"
                           "1 humans play guerillas option=attack-1 region=strathclyde"),
                     at(spentMoved ? 3 : 4, wotw::rule::kGuerillas));
        }
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=move-civilian from=london to=midlands tokens=spent"),
                 at(1, wotw::rule::kGuerillas));
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=move-civilian from=london to=midlands tokens=fresh"),
                 none);
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=gain-coin tokens=fresh"), at(1, wotw::rule::kBadArgument));
        QCOMPARE(humans().hand(kHumans, {"evacuate"}).run("1 humans play evacuate option=move-civilians from=london,london to=midlands,east-anglia tokens=fresh"),
                 at(1, wotw::rule::kBadArgument));
        // Per-region reading: the limit stays with the region, a moved token may attack again.
        Scenario region1(kHumans, wotw::ReadingGuerillasPerRegion);
        region1.hand(kHumans, {"guerillas", "guerillas", "relocate"}).civilians("strathclyde", 1).civilians("argyll", 0)
            .place("tripod-1", "strathclyde").place("tripod-2", "argyll");
        QCOMPARE(region1.run("1 humans play guerillas option=attack-1 region=strathclyde\n"
                             "1 humans play relocate option=move-civilian from=strathclyde to=argyll\n"
                             "1 humans play guerillas option=attack-1 region=argyll"),
                 none);
        // The spent marks end with the turn.
        moved.hand(kHumans, {});
        QCOMPARE(moved.run("1 humans end"), none);
        QCOMPARE(int(moved.state.p.spent.least[std::size_t(region("argyll"))]), 0);
        QCOMPARE(humans().hand(kHumans, {"guerillas"}).place("tripod-1", "highlands").run("1 humans play guerillas option=attack-1 region=highlands"),
                 at(1, wotw::rule::kGuerillas));
    }
    void alienAttacksAndDamageOrder()
    {
        Scenario s = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "supply-depot").place("army-1", "london");
        QCOMPARE(s.run("1 aliens play tripod option=attack-3 unit=tripod-1"), none);
        QCOMPARE(s.state.p.building[std::size_t(region("london"))], wotw::kNoBuilding);
        QCOMPARE(s.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(-1));
        QCOMPARE(int(s.state.p.civilians[std::size_t(region("london"))]), 2);
        QCOMPARE(aliens().hand(kAliens, {"tripod"}).run("1 aliens play tripod option=attack-2 unit=tripod-1"), at(1, wotw::rule::kHumanTarget));
        // Tank Factory: an Army needs 2 damage; one leftover point is lost
        Scenario t = aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").building("wales", "tank-factory");
        QCOMPARE(t.run("1 aliens play ufo option=attack-1 unit=ufo-1"), none);
        QCOMPARE(t.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(region("london")));
        QCOMPARE(int(t.state.p.civilians[std::size_t(region("london"))]), 3);
        // Landmines are skipped; balloons fall after the Army
        Scenario l = aliens().hand(kAliens, {"scorching-beam"}).place("ufo-1", "london").building("london", "landmines").building("london", "barrage-balloons");
        QCOMPARE(l.run("1 aliens play scorching-beam region=london"), none);
        QCOMPARE(l.state.p.balloons, 0u);
        QCOMPARE(int(l.state.p.civilians[std::size_t(region("london"))]), 2);
        QVERIFY(l.state.p.building[std::size_t(region("london"))] >= 0);
        // destroys=: the record may say which Army a damage point removed; without it the
        // lowest number falls. Then the record goes on with the survivor it named.
        Scenario named = aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").place("army-2", "london");
        QCOMPARE(named.run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-2\n1 aliens end"), none);
        QCOMPARE(named.state.p.unitRegion[std::size_t(unit("army-2"))], std::int8_t(-1));
        QCOMPARE(named.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(region("london")));
        Scenario unnamed = aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").place("army-2", "london");
        QCOMPARE(unnamed.run("1 aliens play ufo option=attack-1 unit=ufo-1"), none);
        QCOMPARE(unnamed.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(-1));
        // Named but not removed: not on the board, a second one the damage does not reach, one
        // elsewhere, or an Army a Tank Factory keeps alive.
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london")
                     .run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-3"), at(1, wotw::rule::kDamageOrder));
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").place("army-2", "london")
                     .run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-1,army-2"), at(1, wotw::rule::kDamageOrder));
        QCOMPARE(aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").place("army-2", "wales")
                     .run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-2"), at(1, wotw::rule::kDamageOrder));
        Scenario tank = aliens().hand(kAliens, {"ufo"}).place("ufo-1", "london").place("army-1", "london").building("wales", "tank-factory");
        QCOMPARE(tank.run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-1"), at(1, wotw::rule::kDamageOrder));
        QCOMPARE(tank.lastMessages,
                 QStringList{"The record names army-1 as destroyed (destroys=), but this play's damage does not remove it."});
        // Alien Factory: +1 on Tripod attacks
        Scenario f = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("highlands", "alien-factory");
        QCOMPARE(f.run("1 aliens play tripod option=attack-2 unit=tripod-1"), none);
        QCOMPARE(int(f.state.p.civilians[std::size_t(region("london"))]), 0);
    }
    void defense()
    {
        // Worked example (Humans Defensive Buildings, example 2): 2 + 3 damage on a Fort (4).
        Scenario s = aliens().hand(kAliens, {"tripod", "tripod"}).place("tripod-1", "london").place("tripod-2", "london")
                         .building("london", "fort").civilians("london", 1);
        QCOMPARE(s.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play tripod option=attack-3 unit=tripod-2\n1 aliens end"), none);
        QCOMPARE(s.state.p.building[std::size_t(region("london"))], wotw::kNoBuilding);
        QCOMPARE(int(s.state.p.civilians[std::size_t(region("london"))]), 0);
        // too little, then the turn ends: the first attack was not allowed
        Scenario t = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "fort");
        QCOMPARE(t.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens end"), at(1, wotw::rule::kDefense));
        QVERIFY(t.state.p.building[std::size_t(region("london"))] >= 0);
        // a movement between the attacks breaks the strike (consecutive reading)
        Scenario m = aliens().hand(kAliens, {"tripod", "tripod", "reap"}).place("tripod-1", "london").place("tripod-2", "midlands")
                         .building("london", "fort");
        QCOMPARE(m.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play reap option=move-tripod unit=tripod-2 to=london\n"
                       "1 aliens play tripod option=attack-3 unit=tripod-2"), at(1, wotw::rule::kDefense));
        // an attack on another region in between breaks it too
        Scenario o = aliens().hand(kAliens, {"tripod", "tripod", "ufo"}).place("tripod-1", "london").place("tripod-2", "london")
                         .place("ufo-1", "midlands").building("london", "fort");
        QCOMPARE(o.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play ufo option=attack-1 unit=ufo-1\n"
                       "1 aliens play tripod option=attack-3 unit=tripod-2"), at(1, wotw::rule::kDefense));
        Scenario w(kAliens, wotw::ReadingStrikeTurn);
        w.hand(kAliens, {"tripod", "tripod", "reap"}).place("tripod-1", "london").place("tripod-2", "midlands").building("london", "fort");
        QCOMPARE(w.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play reap option=move-tripod unit=tripod-2 to=london\n"
                       "1 aliens play tripod option=attack-3 unit=tripod-2\n1 aliens end"), none);
        QCOMPARE(w.state.p.building[std::size_t(region("london"))], wotw::kNoBuilding);
    }
    void specialAttacksOnDefense()
    {
        // Worked example (Aliens Special Attacks): Poisonous Fog next to a Tripod, on Heavy Artillery.
        Scenario s = aliens().hand(kAliens, {"poisonous-fog"}).place("tripod-1", "midlands").building("london", "heavy-artillery")
                         .civilians("london", 2);
        QCOMPARE(s.run("1 aliens play poisonous-fog region=london\n1 aliens end"), none);
        QVERIFY(s.state.p.building[std::size_t(region("london"))] >= 0);
        QCOMPARE(int(s.state.p.civilians[std::size_t(region("london"))]), 2);
        QCOMPARE(s.state.p.fog, 1u << region("london"));
        QCOMPARE(s.run("1 humans ability heavy-artillery at=london region=midlands"), at(1, wotw::rule::kPoisonousFog));
        Scenario f(kAliens, wotw::ReadingSpecialForbidden);
        f.hand(kAliens, {"poisonous-fog"}).place("tripod-1", "midlands").building("london", "heavy-artillery");
        QCOMPARE(f.run("1 aliens play poisonous-fog region=london\n1 aliens end"), at(1, wotw::rule::kDefense));
        QCOMPARE(aliens().hand(kAliens, {"poisonous-fog"}).place("tripod-1", "highlands").run("1 aliens play poisonous-fog region=london"),
                 at(1, wotw::rule::kCardPoisonousFog));
    }
    void influenceCards()
    {
        Scenario i = aliens().hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london").place("army-2", "london");
        QCOMPARE(i.run("1 aliens play infrasound region=london unit=army-2 to=east-anglia"), none);
        QCOMPARE(i.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(-1));  // the damage killed army-1 first
        QCOMPARE(i.state.p.unitRegion[std::size_t(unit("army-2"))], std::int8_t(region("east-anglia")));
        QCOMPARE(aliens().hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london").place("army-2", "london")
                     .run("1 aliens play infrasound region=london unit=army-2 to=midlands"), at(1, wotw::rule::kInfrasound));
        QCOMPARE(aliens().hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london").place("army-2", "london")
                     .run("1 aliens play infrasound region=london"), at(1, wotw::rule::kInfrasound));
        // push-first: the Army leaves before the damage, which then falls on a civilian
        Scenario pf(kAliens, wotw::ReadingInfrasoundPushFirst);
        pf.hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london");
        QCOMPARE(pf.run("1 aliens play infrasound region=london unit=army-1 to=east-anglia"), none);
        QCOMPARE(pf.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(region("east-anglia")));
        QCOMPARE(int(pf.state.p.civilians[std::size_t(region("london"))]), 2);
        // all-tripod-damage: the Alien Factory adds to the one-damage Tripod cards too
        Scenario fa(kAliens, wotw::ReadingFactoryAllTripod);
        fa.hand(kAliens, {"nerve-agent"}).place("tripod-1", "london").building("highlands", "alien-factory");
        QCOMPARE(fa.run("1 aliens play nerve-agent region=london"), none);
        QCOMPARE(int(fa.state.p.civilians[std::size_t(region("london"))]), 1);
        Scenario fd = aliens().hand(kAliens, {"nerve-agent"}).place("tripod-1", "london").building("highlands", "alien-factory");
        QCOMPARE(fd.run("1 aliens play nerve-agent region=london"), none);
        QCOMPARE(int(fd.state.p.civilians[std::size_t(region("london"))]), 2);
        Scenario n = aliens().hand(kAliens, {"nerve-agent", "frightening-sound"}).place("tripod-1", "london");
        QCOMPARE(n.run("1 aliens play nerve-agent region=london\n1 aliens play frightening-sound region=london"), none);
        QCOMPARE(n.state.p.nerve, 1u << region("london"));
        QCOMPARE(n.state.p.frightening, 1u << region("london"));
        QCOMPARE(aliens().hand(kAliens, {"nerve-agent"}).place("tripod-1", "midlands").run("1 aliens play nerve-agent region=london"),
                 at(1, wotw::rule::kCardNerveAgent));
        QCOMPARE(aliens().hand(kAliens, {"scorching-beam"}).run("1 aliens play scorching-beam region=london"), at(1, wotw::rule::kCardScorchingBeam));
        // Every special attack needs a Human piece in its region, like Tripod, UFO and
        // Scorching Beam attacks (the rulebook's second damage example).
        QCOMPARE(aliens().hand(kAliens, {"frightening-sound"}).run("1 aliens play frightening-sound region=argyll"),
                 at(1, wotw::rule::kHumanTarget));
        QCOMPARE(aliens().hand(kAliens, {"nerve-agent"}).run("1 aliens play nerve-agent region=argyll"), at(1, wotw::rule::kHumanTarget));
        QCOMPARE(aliens().hand(kAliens, {"poisonous-fog"}).run("1 aliens play poisonous-fog region=highlands"),
                 at(1, wotw::rule::kHumanTarget));
        QCOMPARE(aliens().hand(kAliens, {"infrasound"}).run("1 aliens play infrasound region=grampian"), at(1, wotw::rule::kHumanTarget));
        QCOMPARE(aliens().hand(kAliens, {"poisonous-fog"}).run("1 aliens play poisonous-fog region=strathclyde"), none);
        // A lone Landmines is no target (damage never reaches it), a Barrage Balloons is.
        QCOMPARE(aliens().hand(kAliens, {"poisonous-fog"}).building("highlands", "landmines").run("1 aliens play poisonous-fog region=highlands"),
                 at(1, wotw::rule::kHumanTarget));
        QCOMPARE(aliens().hand(kAliens, {"poisonous-fog"}).building("highlands", "barrage-balloons").run("1 aliens play poisonous-fog region=highlands"),
                 none);
    }
    void reapAndAbduction()
    {
        Scenario r = aliens().hand(kAliens, {"reap"}).place("tripod-1", "strathclyde");
        QCOMPARE(r.run("1 aliens play reap option=destroy-civilian region=strathclyde"), none);
        QCOMPARE(int(r.state.p.civilians[std::size_t(region("strathclyde"))]), 2);
        QCOMPARE(aliens().hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").place("army-1", "strathclyde")
                     .run("1 aliens play reap option=destroy-civilian region=strathclyde"), at(1, wotw::rule::kReap));
        QCOMPARE(aliens().hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").building("strathclyde", "landmines")
                     .run("1 aliens play reap option=destroy-civilian region=strathclyde"), none);
        Scenario d(kAliens, wotw::ReadingUnprotectedDefenseOnly);
        d.hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").place("army-1", "strathclyde");
        QCOMPARE(d.run("1 aliens play reap option=destroy-civilian region=strathclyde"), none);
        QCOMPARE(aliens().hand(kAliens, {"reap"}).run("1 aliens play reap option=destroy-civilian region=london"), at(1, wotw::rule::kReap));
        Scenario a = aliens().hand(kAliens, {"alien-abduction"}).place("ufo-1", "london").building("london", "fort");
        QCOMPARE(a.run("1 aliens play alien-abduction option=destroy-civilian region=london"), none);
        QCOMPARE(aliens().hand(kAliens, {"alien-abduction"}).run("1 aliens play alien-abduction option=destroy-civilian region=london"),
                 at(1, wotw::rule::kAbduction));
    }

    // ---- building abilities ------------------------------------------------------------------
    void heavyArtillery()
    {
        Scenario h = humans().building("london", "heavy-artillery").place("tripod-1", "midlands");
        QCOMPARE(h.run("1 humans ability heavy-artillery at=london region=midlands"), none);
        QCOMPARE(h.state.p.damage, std::int16_t(1));
        QCOMPARE(h.run("1 humans ability heavy-artillery at=london region=midlands"), at(1, wotw::rule::kAbility));
        Scenario own = humans().building("london", "heavy-artillery").place("tripod-1", "london");
        QCOMPARE(own.run("1 humans ability heavy-artillery"), none);
        QCOMPARE(own.state.p.damage, std::int16_t(2));
        QCOMPARE(humans().building("london", "heavy-artillery").place("tripod-1", "wales").run("1 humans ability heavy-artillery at=london region=wales"),
                 at(1, wotw::rule::kHeavyArtillery));
        Scenario a2(kHumans, wotw::ReadingArtilleryAdjacent2);
        a2.building("london", "heavy-artillery").place("tripod-1", "london").place("tripod-2", "midlands");
        QCOMPARE(a2.run("1 humans ability heavy-artillery at=london region=midlands"), none);
        QCOMPARE(a2.state.p.damage, std::int16_t(2));
    }
    void fort()
    {
        // Worked example (Humans Defensive Buildings, example 1): Fort + Guerillas = 3 damage.
        Scenario f = humans().hand(kHumans, {"guerillas"}).building("london", "fort").civilians("london", 1)
                         .place("tripod-1", "london").place("tripod-2", "london");
        QCOMPARE(f.run("1 humans ability fort at=london\n1 humans play guerillas option=attack-2 region=london"), none);
        QCOMPARE(f.state.p.damage, std::int16_t(3));
        QCOMPARE(int(f.state.p.zones[kHumans].removed[std::size_t(card("guerillas"))]), 1);
        QCOMPARE(humans().building("london", "fort").run("1 humans ability fort at=london"), at(1, wotw::rule::kFort));
        QCOMPARE(humans().building("london", "bunkers").run("1 humans ability bunkers at=london"), at(1, wotw::rule::kNoAbility));
        // Without at= the lone Fort on the board acts; with none on the board the message says
        // at= is missing instead of naming a region "?".
        Scenario lone = humans().building("london", "fort").place("tripod-1", "london");
        QCOMPARE(lone.run("1 humans ability fort"), none);
        QCOMPARE(lone.state.p.damage, std::int16_t(1));
        Scenario none_ = humans();
        QCOMPARE(none_.run("1 humans ability fort"), at(1, wotw::rule::kFort));
        QCOMPARE(none_.lastMessages, QStringList{"No Fort stands on the board (and the line names no region with at=)."});
        QCOMPARE(none_.run("1 humans ability heavy-artillery"), at(1, wotw::rule::kHeavyArtillery));
        QVERIFY(!none_.lastMessages.constFirst().contains(u'?'));
        QCOMPARE(none_.run("1 humans ability fort at=wales"), at(1, wotw::rule::kFort));
        QCOMPARE(none_.lastMessages, QStringList{"No Fort stands in Wales."});
    }
    void regenerator()
    {
        Scenario r = aliens().building("highlands", "regenerator").resources(kAliens, 8);
        r.state.p.damage = 5;
        QCOMPARE(r.run("1 aliens ability regenerator"), none);
        QCOMPARE(r.state.p.damage, std::int16_t(4));
        QCOMPARE(r.run("1 aliens ability regenerator"), at(1, wotw::rule::kRegenerator));
        QCOMPARE(aliens().building("highlands", "regenerator").resources(kAliens, 3).run("1 aliens ability regenerator"),
                 at(1, wotw::rule::kRegenerator));
        Scenario rr(kAliens, wotw::ReadingRegeneratorRepeat);
        rr.building("highlands", "regenerator").resources(kAliens, 8);
        rr.state.p.damage = 5;
        QCOMPARE(rr.run("1 aliens ability regenerator\n1 aliens ability regenerator"), none);
        QCOMPARE(rr.state.p.damage, std::int16_t(3));
    }
    void income()
    {
        Scenario s = aliens().building("london", "supply-depot").building("highlands", "plasma-reactor").building("grampian", "particle-generator");
        QCOMPARE(s.run("1 aliens end"), none);
        QCOMPARE(int(s.state.p.zones[kHumans].resources), 1);
        QCOMPARE(s.run("1 humans end"), none);
        QCOMPARE(int(s.state.p.zones[kAliens].resources), 3);
    }

    // ---- the rulebook's worked examples that need a mid-game position --------------------------
    void workedExamples()
    {
        // Unit Cards, example: two Royal Navy cards, one Navy on the board (see placeInstead too).
        Scenario navy = humans().hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "english-channel");
        QCOMPARE(navy.run("1 humans play royal-navy option=move unit=navy-1 to=north-sea\n"
                          "1 humans play royal-navy option=place\n1 humans end"), none);
        QCOMPARE(int(navy.state.p.zones[kHumans].discard[std::size_t(card("royal-navy"))]), 2);
        // Dealing damage to Alien forces, example 1: Army attack-3 beside an Alien building.
        Scenario army = humans().hand(kHumans, {"army"}).place("army-1", "highlands").building("highlands", "particle-generator");
        QCOMPARE(army.run("1 humans play army option=attack-3 unit=army-1"), none);
        QCOMPARE(army.state.p.damage, std::int16_t(3));
        QCOMPARE(int(army.state.p.zones[kHumans].removed[std::size_t(card("army"))]), 1);
        QVERIFY(army.state.alienBuildingIn(region("highlands")));
        QCOMPARE(army.state.p.unitRegion[std::size_t(unit("army-1"))], std::int8_t(region("highlands")));
        // Example 2: one Civilians token beside an Alien building; the second Guerillas goes
        // straight to the discard pile.
        Scenario g = humans().hand(kHumans, {"guerillas", "guerillas"}).civilians("highlands", 1)
                         .building("highlands", "particle-generator");
        QCOMPARE(g.run("1 humans play guerillas option=attack-1 region=highlands\n1 humans discard guerillas\n1 humans end"), none);
        QCOMPARE(g.state.p.damage, std::int16_t(1));
        // Dealing damage to Humans, example: Tripod attack-2 on a Supply Depot and 2 Civilians.
        Scenario t = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "supply-depot").civilians("london", 2);
        QCOMPARE(t.run("1 aliens play tripod option=attack-2 unit=tripod-1"), none);
        QCOMPARE(t.state.p.building[std::size_t(region("london"))], wotw::kNoBuilding);
        QCOMPARE(int(t.state.p.civilians[std::size_t(region("london"))]), 1);
        QCOMPARE(int(t.state.p.zones[kAliens].discard[std::size_t(card("tripod"))]), 1);
        // Humans Defensive Buildings, examples 1 and 2, are in fort() and defense(); Aliens
        // Special Attacks is in specialAttacksOnDefense().
    }

    // ---- victory -----------------------------------------------------------------------------
    void victory()
    {
        Scenario h = humans().hand(kHumans, {"airstrike", "relocate"});
        h.state.p.damage = 29;
        QCOMPARE(h.run("1 humans play airstrike"), none);
        QCOMPARE(h.state.winner(), QStringLiteral("humans"));
        QCOMPARE(h.run("1 humans play relocate option=gain-coin"), at(1, wotw::rule::kGameOver));
        QVERIFY(rules().legalMoves(h.state).empty());
        Scenario a = aliens().hand(kAliens, {"reap"});
        for (auto &c : a.state.p.civilians)
            c = 0;
        a.civilians("argyll", 0).civilians("highlands", 1).place("tripod-1", "highlands");
        QCOMPARE(a.run("1 aliens play reap option=destroy-civilian region=highlands"), none);
        QCOMPARE(a.state.winner(), QStringLiteral("aliens"));
    }

    // One fault, one finding: a record that leaves out an `end`, or names the wrong side on
    // it, is flagged once and read in turn after it.
    void turnEndsOnTheTable()
    {
        const QByteArray rest = "1 humans play relocate option=gain-coin\n1 humans end\n"
                                "1 humans hand relocate relocate relocate relocate relocate\n"
                                "2 aliens play power-supply option=gain-energy\n";
        // the end line is missing: the Aliens' draw comes right after their play
        Scenario s = aliens().hand(kAliens, {"power-supply"}).hand(kHumans, {"relocate"});
        s.state.p.zones[kAliens].supply[std::size_t(card("power-supply"))] = 6;
        QCOMPARE(s.run("1 aliens play power-supply option=gain-energy\n"
                       "1 aliens hand power-supply power-supply power-supply power-supply power-supply\n" + rest),
                 at(2, wotw::rule::kSideOrder));
        QCOMPARE(int(s.state.p.turn), 2);
        // the end line names the Humans in the Aliens' turn
        Scenario w = aliens().hand(kAliens, {"power-supply"}).hand(kHumans, {"relocate"});
        w.state.p.zones[kAliens].supply[std::size_t(card("power-supply"))] = 6;
        QCOMPARE(w.run("1 aliens play power-supply option=gain-energy\n1 humans end\n"
                       "1 aliens hand power-supply power-supply power-supply power-supply power-supply\n" + rest),
                 at(2, wotw::rule::kSideOrder));
        QCOMPARE(int(w.state.p.turn), 2);
        // a draw recorded twice before the side moved is not taken for a missing end
        Scenario twice = aliens();
        twice.state.p.zones[kAliens].pendingHand = true;
        twice.state.p.zones[kAliens].pendingTurn = 1;
        QCOMPARE(twice.run("1 aliens hand reap reap power-supply power-supply power-supply\n1 aliens hand reap"),
                 at(2, wotw::rule::kDraw));
        QCOMPARE(int(twice.state.p.side), kAliens);
        // a building token put on the sea stands there as played, and gives its income
        Scenario sea = humans().row(kHumans, {"supply-depot"}).resources(kHumans, 5);
        QCOMPARE(sea.run("1 humans buy supply-depot region=north-sea"),
                 at(1, wotw::rule::kBuildingPerRegion) + at(1, wotw::rule::kHumanBuildingPlacement));
        QCOMPARE(sea.state.p.building[std::size_t(region("north-sea"))], std::int8_t(card("supply-depot")));
        QCOMPARE(int(sea.state.p.zones[kHumans].resources), 1);
    }

    void moreRules()
    {
        // one action per card: an Army card moves one region, not two
        QCOMPARE(humans().hand(kHumans, {"army"}).place("army-1", "london").run("1 humans play army option=move unit=army-1 to=midlands,wales"),
                 at(1, wotw::rule::kOneAction));
        QCOMPARE(humans().hand(kHumans, {"relocate"}).run("1 humans play relocate option=move-civilian from=london"),
                 at(1, wotw::rule::kOneAction));
        // a card that is in neither the supply deck nor the reshuffled discard pile
        Scenario r = aliens();
        auto &z = r.state.p.zones[kAliens];
        z.supply = {};
        z.supply[std::size_t(card("reap"))] = 1;
        z.discard[std::size_t(card("power-supply"))] = 6;
        z.pendingHand = true;
        z.pendingTurn = 1;
        r.state.p.turn = 1;
        z.removed[std::size_t(card("reap"))] = 1;  // not the setup any more
        QCOMPARE(r.run("1 aliens hand reap power-supply power-supply power-supply tripod"), at(1, wotw::rule::kReshuffle));
        QCOMPARE(r.run("1 aliens hand reap"), at(1, wotw::rule::kDraw));  // no draw is due any more
        // broken game data is reported at setup, never a crash
        const wotw::Data bad = wotw::Data::fromJson("{", "{");
        QVERIFY(!bad.error.isEmpty());
        const wotw::Ruleset broken(bad);
        core::Findings f;
        core::Reporter rep(f);
        QVERIFY(broken.initialState(notation::parse("[Game \"wotw\"]\n"), rep));
        QCOMPARE(summary(f), QStringList({"0:" + QString::fromLatin1(wotw::rule::kSetup)}));
    }

    // ---- the end of the record ------------------------------------------------------------------
    void resultOfUnfinishedGame()
    {
        // A winner named by a record that stops before the end: an error at the last move line.
        const QByteArray facts = "1 aliens offer tripod tripod ufo alien-factory regenerator\n"
                                 "1 aliens hand reap reap power-supply power-supply power-supply\n";
        const core::Replay r = check("[Game \"wotw\"]\n[Result \"humans\"]\n" + facts);
        QCOMPARE(summary(r.findings()), QStringList({"4:wotw.record.tags"}));
        QCOMPARE(r.findingsAt(2).size(), std::size_t(1));  // counted in the last step
        QVERIFY(r.findings()[0].message.contains(QLatin1String("\"humans\"")));
        // no move line at all: reported at the [Game] tag
        QCOMPARE(summary(check("[Game \"wotw\"]\n[Result \"aliens\"]\n").findings()),
                 QStringList({"1:wotw.record.tags"}));
        // an adjourned game says so
        QVERIFY(check("[Game \"wotw\"]\n[Result \"*\"]\n" + facts).findings().empty());
        QVERIFY(check("[Game \"wotw\"]\n" + facts).findings().empty());
    }
    void strikeShortAtEndOfRecord()
    {
        // A strike still short of the Defense when the record stops is reported at its first
        // attack; a strike that is enough, or a finished game, reports nothing.
        const auto finishOf = [](Scenario &s) {
            core::Findings f;
            core::Reporter rep(f);
            rep.setStep(9, notation::Position{9, 1});
            rules().finish(s.state, rep);
            return summary(f);
        };
        Scenario s = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "heavy-artillery");
        QCOMPARE(s.run("1 aliens play tripod option=attack-2 unit=tripod-1"), none);  // still open
        QCOMPARE(finishOf(s), at(1, wotw::rule::kDefense));
        QCOMPARE(finishOf(s), none);  // settled once
        Scenario k = aliens().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "heavy-artillery");
        QCOMPARE(k.run("1 aliens play tripod option=attack-3 unit=tripod-1"), none);
        QCOMPARE(finishOf(k), none);
        // two attacks in a row pool their damage up to the end of the record
        Scenario two = aliens().hand(kAliens, {"tripod", "tripod"}).place("tripod-1", "london").place("tripod-2", "london")
                           .building("london", "fort");
        QCOMPARE(two.run("1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play tripod option=attack-2 unit=tripod-2"), none);
        QCOMPARE(finishOf(two), none);
        QCOMPARE(two.state.p.building[std::size_t(region("london"))], wotw::kNoBuilding);
        // a game won while a strike is open (strike=turn keeps it open across other moves)
        Scenario won(kAliens, wotw::ReadingStrikeTurn);
        for (auto &c : won.state.p.civilians)
            c = 0;
        won.hand(kAliens, {"tripod", "reap"}).place("tripod-1", "london").building("london", "heavy-artillery")
            .place("tripod-2", "highlands").civilians("highlands", 1);
        QCOMPARE(won.run("1 aliens play tripod option=attack-2 unit=tripod-1\n"
                         "1 aliens play reap option=destroy-civilian region=highlands"), none);
        QCOMPARE(won.state.winner(), QStringLiteral("aliens"));
        QCOMPARE(won.state.p.strike.region, std::int8_t(region("london")));  // open, short of 3
        QCOMPARE(finishOf(won), none);
    }

    // ---- the record ----------------------------------------------------------------------------
    void decodeErrors()
    {
        QCOMPARE(aliens().run("1 martians end"), at(1, wotw::rule::kUnknownSide));
        QCOMPARE(aliens().run("1 aliens dance"), at(1, wotw::rule::kUnknownVerb));
        QCOMPARE(aliens().run("1 aliens play death-ray"), at(1, wotw::rule::kUnknownCard));
        QCOMPARE(aliens().run("1 aliens play fort"), at(1, wotw::rule::kUnknownCard));
        QCOMPARE(aliens().run("1 aliens play tripod option=move unit=tripod-1 to=atlantis"), at(1, wotw::rule::kUnknownRegion));
        QCOMPARE(aliens().run("1 aliens play tripod option=move unit=tripod-9 to=highlands"), at(1, wotw::rule::kUnknownUnit));
        QCOMPARE(aliens().run("1 aliens play"), at(1, wotw::rule::kMissingArgument));
        QCOMPARE(aliens().run("1 aliens hand"), at(1, wotw::rule::kMissingArgument));
        QCOMPARE(aliens().run("1 aliens end colour=red"), at(1, wotw::rule::kBadArgument));
        QCOMPARE(aliens().run("1 aliens buy tripod option=move"), at(1, wotw::rule::kBadArgument));
        QCOMPARE(humans().run("1 humans play relocate option=move-civilian from=london to=midlands tokens=tired"),
                 at(1, wotw::rule::kBadArgument));
        QCOMPARE(aliens().run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-7"), at(1, wotw::rule::kUnknownUnit));
        QCOMPARE(aliens().run("1 aliens play ufo option=attack-1 unit=ufo-1 destroys=army-1,army-2,army-3,navy-1"),
                 at(1, wotw::rule::kBadArgument));
        QCOMPARE(humans().run("1 humans buy fort region=london destroys=army-1"), at(1, wotw::rule::kBadArgument));
        QCOMPARE(humans().run("1 humans end tokens=spent"), at(1, wotw::rule::kBadArgument));
        const notation::Record rec = notation::parse("1 aliens play tripod option=move unit=tripod-1 to=atlantis\n");
        core::Findings f;
        core::Reporter rep(f);
        rep.setStep(1, rec.moves[0].position);
        QVERIFY(!rules().decode(rec, rec.moves[0], rep));
        QCOMPARE(f.size(), std::size_t(1));
        QCOMPARE(f[0].position.column, 48);  // points at the bad argument
        QCOMPARE(f[0].message, QStringLiteral("Unknown region \"atlantis\"."));  // nothing near it
    }
    // A misspelt card or region is answered with the nearest id.
    void decodeErrorsOfferTheNearestName()
    {
        const auto messageOf = [](const char *line) {
            const notation::Record rec = notation::parse(line);
            core::Findings f;
            core::Reporter rep(f);
            rep.setStep(1, rec.moves[0].position);
            rules().decode(rec, rec.moves[0], rep);
            return f.size() == 1 ? f[0].message : QString();
        };
        QCOMPARE(messageOf("1 aliens play tripod option=move unit=tripod-1 to=grampain\n"),
                 QStringLiteral("Unknown region \"grampain\"; did you mean grampian?"));
        QCOMPARE(messageOf("1 aliens play reep option=gain-energy\n"),
                 QStringLiteral("Unknown card \"reep\"; did you mean reap?"));
    }
    void tags()
    {
        const core::Replay r = check("[Game \"wotw\"]\n[Reading \"strike=sideways\"]\n[Variant \"fast\"]\n");
        QCOMPARE(summary(r.findings()), QStringList({"2:wotw.record.tags", "3:wotw.record.tags"}));
        const core::Replay ok = check("[Game \"wotw\"]\n[Reading \"strike=turn\"]\n[Reading \"regenerator=once\"]\n[Variant \"experienced-swap\"]\n");
        QVERIFY(ok.findings().empty());
        const auto s = std::static_pointer_cast<const wotw::State>(ok.stateAt(0));
        QVERIFY(s->p.experiencedSwap);
        QCOMPARE(s->p.readings, std::uint32_t(wotw::ReadingStrikeTurn));
    }
    void encodeRoundTrip()
    {
        const char *lines[] = {
            "1 aliens hand reap reap power-supply power-supply power-supply",
            "1 aliens play tripod option=move unit=tripod-1 to=strathclyde",
            "1 humans play evacuate option=move-civilians from=london,midlands to=midlands,wales",
            "1 humans ability heavy-artillery at=london region=midlands",
            "1 humans buy army region=london",
            "1 aliens play ufo option=place",
            "1 aliens swap plasma-synthesis",
            "1 aliens end",
            "1 aliens play tripod option=attack-3 unit=tripod-1 destroys=army-2,army-1",
            "1 humans play relocate option=move-civilian from=london to=midlands tokens=spent",
            "1 humans play evacuate option=move-civilians from=london,london to=midlands,wales tokens=fresh,spent",
        };
        for (const char *l : lines) {
            const notation::Record rec = notation::parse(QByteArray(l) + '\n');
            core::Findings f;
            core::Reporter rep(f);
            auto m = rules().decode(rec, rec.moves[0], rep);
            QVERIFY2(m, l);
            QCOMPARE(rules().encode(*m), QByteArray(l));
            QVERIFY(!rules().describe(*m).isEmpty());
            QVERIFY(!rules().describe(*m, true).isEmpty());
        }
    }
    void stateText()
    {
        const wotw::State a = rules().setupState(1, false, 0);
        wotw::State b = a;
        QCOMPARE(a.toString(), b.toString());
        b.p.civilians[std::size_t(region("london"))] = 2;
        QVERIFY(a.toString() != b.toString());
        const QJsonObject j = a.toJson();
        QCOMPARE(j.value("damage").toInt(), 0);
        QCOMPARE(j.value("regions").toArray().size(), 21);
        QCOMPARE(j.value("units").toArray().size(), 10);
    }
};

QTEST_GUILESS_MAIN(TestWotwRules)
#include "tst_wotw_rules.moc"
