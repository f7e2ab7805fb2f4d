// Every reading of game.json changes a verdict: per reading, one position and a few move lines
// that the adopted value and the other value judge differently (one flags them, the other
// keeps them clean). The table is cross-checked against game.json, so a reading added there
// without a row here fails, and the flag a row sets is the one a [Reading] tag selects.
// Whole records under a tag are in tests/wotw/records (reading-*.ugr).
#include "wotw_test_util.h"

#include "games/wotw/wotw_rules.h"

#include <QTest>

using namespace wotwtest;
using wotw::kAliens;
using wotw::kHumans;
namespace rule = wotw::rule;

namespace {

// A position built under the given reading flags.
using Setup = Scenario (*)(std::uint32_t readings);

struct Row {
    const char *reading;      // "strike=turn": the reading's id and its other value
    std::uint32_t flag;       // the state flag that value sets
    Setup setup;
    const char *lines;        // move lines, judged under both values
    const char *adoptedRule;  // the rule flagged under the adopted value, or null: clean
    int adoptedLine;
    const char *otherRule;    // the rule flagged under the other value, or null: clean
    int otherLine;
};

const Row kRows[] = {
    // Two Royal Navy cards and one Navy that could still act: placing first is flagged by the
    // adopted reading; the Russian count (two cards, one Navy) allows it.
    {"place-instead=russian", wotw::ReadingPlaceRussian,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea");
         return s;
     },
     "1 humans play royal-navy option=place\n1 humans play royal-navy option=move unit=navy-1 to=irish-sea",
     rule::kPlaceInstead, 1, nullptr, 0},
    // An attack short of a Heavy Artillery (Defense 3), a move, then an attack that would
    // complete the damage and alone is enough.
    {"strike=turn", wotw::ReadingStrikeTurn,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"tripod", "tripod", "reap"}).place("tripod-1", "london").place("tripod-2", "midlands")
                 .building("london", "heavy-artillery");
         return s;
     },
     "1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens play reap option=move-tripod unit=tripod-2 to=london\n"
     "1 aliens play tripod option=attack-3 unit=tripod-2\n1 aliens end",
     rule::kDefense, 1, nullptr, 0},
    // Reap on a civilian beside an Army: protected unless only defensive buildings protect.
    {"unprotected=defense-only", wotw::ReadingUnprotectedDefenseOnly,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").place("army-1", "strathclyde");
         return s;
     },
     "1 aliens play reap option=destroy-civilian region=strathclyde", rule::kReap, 1, nullptr, 0},
    // The Regenerator twice in one turn.
    {"regenerator=repeat", wotw::ReadingRegeneratorRepeat,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.building("highlands", "regenerator").resources(kAliens, 8);
         s.state.p.damage = 5;
         return s;
     },
     "1 aliens ability regenerator\n1 aliens ability regenerator", rule::kRegenerator, 2, nullptr, 0},
    // Heavy Artillery firing on a Tripod in its own region: the other reading fires only next door.
    {"heavy-artillery=adjacent-2", wotw::ReadingArtilleryAdjacent2,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.building("london", "heavy-artillery").place("tripod-1", "london");
         return s;
     },
     "1 humans ability heavy-artillery at=london region=london", nullptr, 0, rule::kHeavyArtillery, 1},
    // Two Guerillas from a region of two tokens: one per token, or one per region.
    {"guerillas=per-region", wotw::ReadingGuerillasPerRegion,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.hand(kHumans, {"guerillas", "guerillas"}).place("tripod-1", "strathclyde").civilians("strathclyde", 2);
         return s;
     },
     "1 humans play guerillas option=attack-1 region=strathclyde\n1 humans play guerillas option=attack-1 region=strathclyde",
     nullptr, 0, rule::kGuerillas, 2},
    // Infrasound on a region whose only Army the damage destroys first: no Army is left to push.
    {"infrasound=push-first", wotw::ReadingInfrasoundPushFirst,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london");
         return s;
     },
     "1 aliens play infrasound region=london unit=army-1 to=east-anglia", rule::kInfrasound, 1, nullptr, 0},
    // Poisonous Fog's 1 damage on Heavy Artillery (Defense 3), as in both books' example.
    {"special-attacks-vs-defense=forbidden", wotw::ReadingSpecialForbidden,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"poisonous-fog"}).place("tripod-1", "midlands").building("london", "heavy-artillery");
         return s;
     },
     "1 aliens play poisonous-fog region=london\n1 aliens end", nullptr, 0, rule::kDefense, 1},
    // With an Alien Factory, Nerve Agent deals 1 or 2: with 2 the civilians of London are gone
    // and Reap finds none there.
    {"alien-factory=all-tripod-damage", wotw::ReadingFactoryAllTripod,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"nerve-agent", "reap"}).place("tripod-1", "london").building("highlands", "alien-factory")
                 .civilians("london", 2);
         return s;
     },
     "1 aliens play nerve-agent region=london\n1 aliens play reap option=destroy-civilian region=london", nullptr, 0,
     rule::kReap, 2},
    // The supply deck runs out exactly at a draw. Reshuffled only when a card must be drawn,
    // the next hand comes from both turns' discards (five Power Supply cards are possible);
    // reshuffled at once, it comes from the first turn's discards (Reaps and the Tripod) first.
    {"reshuffle-timing=when-empty", wotw::ReadingReshuffleWhenEmpty,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         auto &z = s.state.p.zones[kAliens];
         z.supply = {};
         z.supply[std::size_t(card("power-supply"))] = 5;
         z.discard[std::size_t(card("reap"))] = 3;
         s.hand(kAliens, {"tripod"});
         return s;
     },
     "1 aliens play tripod option=move unit=tripod-1 to=highlands\n1 aliens end\n"
     "1 aliens hand power-supply power-supply power-supply power-supply power-supply\n"
     "1 humans end\n1 humans hand relocate relocate relocate relocate relocate\n"
     "2 aliens play power-supply option=gain-energy\n2 aliens play power-supply option=gain-energy\n"
     "2 aliens play power-supply option=gain-energy\n2 aliens play power-supply option=gain-energy\n"
     "2 aliens play power-supply option=gain-energy\n2 aliens end\n"
     "2 aliens hand power-supply power-supply power-supply power-supply power-supply",
     nullptr, 0, rule::kDraw, 12},
    // Redeploy moves an Army through a region held by a Tripod.
    {"blocking=start-only", wotw::ReadingBlockingStartOnly,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.hand(kHumans, {"redeploy"}).place("army-1", "midlands").place("tripod-1", "london");
         return s;
     },
     "1 humans play redeploy option=move-army unit=army-1 to=london,east-anglia", rule::kBlocking, 1, nullptr, 0},
    // A Royal Navy bought while both Navies are at sea.
    {"unit-purchase-without-miniature=forbidden", wotw::ReadingUnitPurchaseForbidden,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.row(kHumans, {"royal-navy"}).resources(kHumans, 9).place("navy-1", "celtic-sea").place("navy-2", "irish-sea");
         return s;
     },
     "1 humans buy royal-navy", nullptr, 0, rule::kPlacedOnPurchase, 1},
    // A Fort with a Tripod in its own region and no Heavy Artillery on the board.
    {"fort-text=artillery-region", wotw::ReadingFortArtilleryRegion,
     [](std::uint32_t r) {
         Scenario s(kHumans, r);
         s.building("london", "fort").place("tripod-1", "london");
         return s;
     },
     "1 humans ability fort at=london", nullptr, 0, rule::kFort, 1},
    // With a Tank Factory, a UFO's 1 damage on an Army (Defense 2) with one civilian: lost, or
    // passed on to the civilian, and then Alien Abduction finds none there.
    {"tank-factory=spill", wotw::ReadingTankFactorySpill,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"ufo", "alien-abduction"}).place("ufo-1", "london").place("army-1", "london")
                 .building("wales", "tank-factory").civilians("london", 1);
         return s;
     },
     "1 aliens play ufo option=attack-1 unit=ufo-1\n1 aliens play alien-abduction option=destroy-civilian region=london",
     nullptr, 0, rule::kAbduction, 2},
    // Nerve Agent on London, then Infrasound pushes an Army out of London in the same turn.
    {"influence-duration=from-placement", wotw::ReadingInfluenceFromPlacement,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"nerve-agent", "infrasound"}).place("tripod-1", "london").place("tripod-2", "midlands")
                 .place("army-1", "london").place("army-2", "london").place("army-3", "london");
         return s;
     },
     "1 aliens play nerve-agent region=london\n1 aliens play infrasound region=london unit=army-3 to=east-anglia",
     nullptr, 0, rule::kNerveAgent, 2},
    // Frightening Sound's 1 damage on a region with an Army and Barrage Balloons; then a UFO
    // flies in, which the Balloons forbid while they stand.
    {"barrage-balloons=before-army", wotw::ReadingBalloonsBeforeArmy,
     [](std::uint32_t r) {
         Scenario s(kAliens, r);
         s.hand(kAliens, {"frightening-sound", "alien-abduction"}).place("tripod-1", "london").place("army-1", "london")
                 .building("london", "barrage-balloons").place("ufo-1", "midlands");
         return s;
     },
     "1 aliens play frightening-sound region=london\n1 aliens play alien-abduction option=move-ufo unit=ufo-1 to=london",
     rule::kBarrageBalloons, 2, nullptr, 0},
};

QStringList expected(const char *ruleId, int line)
{
    return ruleId ? QStringList{QStringLiteral("%1:%2").arg(line).arg(QLatin1String(ruleId))} : QStringList{};
}

}  // namespace

class TestWotwReadings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readings_data()
    {
        QTest::addColumn<int>("row");
        for (int i = 0; i < int(std::size(kRows)); ++i)
            QTest::newRow(kRows[i].reading) << i;
    }
    // Under the adopted value and under the other one: one verdict flags, the other keeps.
    void readings()
    {
        QFETCH(int, row);
        const Row &r = kRows[row];
        QVERIFY2(!r.adoptedRule != !r.otherRule, "a row flags under exactly one of the two values");
        Scenario adopted = r.setup(0);
        QCOMPARE(adopted.run(r.lines), expected(r.adoptedRule, r.adoptedLine));
        Scenario other = r.setup(r.flag);
        QCOMPARE(other.run(r.lines), expected(r.otherRule, r.otherLine));
    }

    // Each reading of game.json has a row, each row's reading is in game.json, and a
    // [Reading] tag with the row's value selects the row's flag.
    void tableMatchesGameJson()
    {
        const core::GameInfo &info = rules().info();
        QSet<QString> rows;
        for (const Row &r : kRows)
            rows << QString::fromLatin1(r.reading);
        QCOMPARE(int(rows.size()), int(std::size(kRows)));
        for (const core::ReadingInfo &reading : info.readings)
            for (const QString &value : reading.alternatives)
                QVERIFY2(rows.contains(reading.id + u'=' + value),
                         qPrintable(QStringLiteral("no row for %1=%2").arg(reading.id, value)));
        QCOMPARE(int(rows.size()), [&] {
            int n = 0;
            for (const core::ReadingInfo &reading : info.readings)
                n += int(reading.alternatives.size());
            return n;
        }());
        for (const Row &r : kRows) {
            const core::Replay replay =
                    check(QByteArray("[Game \"wotw\"]\n[Reading \"") + r.reading + "\"]\n");
            QVERIFY2(replay.findings().empty(), r.reading);
            const auto s = std::static_pointer_cast<const wotw::State>(replay.stateAt(0));
            QCOMPARE(s->p.readings, r.flag);
        }
    }
};

QTEST_GUILESS_MAIN(TestWotwReadings)
#include "tst_wotw_readings.moc"
