// The rule table: every rule id of wotw_rules.h that the engine can report as an error has a
// row here with a record that breaks it (the id must be reported at the named line) and a
// record that keeps it (no finding at all). The test cross-checks the table against
// rule::kAllRuleIds, so a new rule id without both records, or a row naming an id the engine
// does not know, fails the suite. Ids the engine never reports as an error (effects carried
// out, not checked) are listed in kNotChecked with the reason.
//
// Scenario rows start from a position set up in code (wotw_test_util.h) and run move lines;
// record rows run whole records (tags included) through initialState/decode/apply/finish.
#include "wotw_test_util.h"

#include "games/wotw/wotw_rules.h"
#include "rule_coverage.h"

#include <QTest>

#include <cstring>

using namespace wotwtest;
using wotw::kAliens;
using wotw::kHumans;
namespace rule = wotw::rule;

namespace {

using Setup = Scenario (*)();

struct Row {
    const char *rule;
    Setup setup;             // null: `breaking` and `keeping` are whole records
    const char *breaking;    // move lines (or a record) that break the rule...
    int line;                // ...reported at this line (1-based within `breaking`)
    const char *keeping;     // move lines (or a record) that keep it: no finding at all
    Setup keepSetup = nullptr;  // the keeping position, when it differs from `setup`
    bool brokenData = false; // record rows: break it with game data that does not load
};

Scenario A() { return Scenario(kAliens); }
Scenario H() { return Scenario(kHumans); }

const Row kRows[] = {
    // ---- the record ----
    {rule::kUnknownVerb, A, "1 aliens dance", 1, "1 aliens end"},
    {rule::kUnknownSide, A, "1 martians end", 1, "1 aliens end"},
    {rule::kUnknownCard, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play death-ray", 1, "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    {rule::kUnknownRegion, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=move unit=tripod-1 to=atlantis", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    {rule::kUnknownUnit, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=move unit=tripod-9 to=highlands", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    {rule::kUnknownOption, [] { return H().hand(kHumans, {"relocate"}); },
     "1 humans play relocate option=fly", 1, "1 humans play relocate option=gain-coin"},
    {rule::kMissingArgument, [] { return H().hand(kHumans, {"relocate"}); },
     "1 humans play relocate", 1, "1 humans play relocate option=gain-coin"},
    {rule::kBadArgument, A, "1 aliens end colour=red", 1, "1 aliens end"},
    {rule::kRepeatedArgument, A, "1 aliens end to=argyll to=argyll", 1, "1 aliens end"},
    {rule::kTurnOrder, [] { return A().hand(kAliens, {"power-supply"}); },
     "2 aliens play power-supply option=gain-energy", 1, "1 aliens play power-supply option=gain-energy"},
    {rule::kSideOrder, [] { return A().hand(kHumans, {"relocate"}); },
     "1 humans play relocate option=gain-coin", 1, "1 aliens end\n1 humans play relocate option=gain-coin"},
    {rule::kTags, nullptr, "[Game \"wotw\"]\n[Variant \"fast\"]\n", 2,
     "[Game \"wotw\"]\n[Variant \"experienced-swap\"]\n[Result \"*\"]\n"},
    {rule::kFactMissing, nullptr,
     "[Game \"wotw\"]\n1 aliens offer tripod tripod ufo alien-factory regenerator\n1 aliens end\n", 3,
     "[Game \"wotw\"]\n1 aliens offer tripod tripod ufo alien-factory regenerator\n"
     "1 aliens hand reap reap power-supply power-supply power-supply\n1 aliens play reap option=gain-energy\n"},
    // ---- setup and the turn ----
    {rule::kSetup, nullptr, "[Game \"wotw\"]\n", 1, "[Game \"wotw\"]\n", nullptr, true},
    {rule::kSetupOffer, nullptr,
     "[Game \"wotw\"]\n1 aliens offer tripod tripod ufo alien-factory regenerator plasma-reactor\n", 2,
     "[Game \"wotw\"]\n1 aliens offer tripod tripod ufo alien-factory regenerator\n"},
    {rule::kSetupHand, nullptr, "[Game \"wotw\"]\n1 aliens hand reap reap power-supply power-supply\n", 2,
     "[Game \"wotw\"]\n1 aliens hand reap reap power-supply power-supply power-supply\n"},
    {rule::kCardInHand, [] { return A().hand(kAliens, {"reap"}); },
     "1 aliens play reap option=gain-energy\n1 aliens play reap option=gain-energy", 2,
     "1 aliens play reap option=gain-energy"},
    {rule::kPlayAll, [] { return H().hand(kHumans, {"relocate"}); },
     "1 humans end", 1, "1 humans play relocate option=gain-coin\n1 humans end"},
    {rule::kUnplayableDiscard, [] { return H().hand(kHumans, {"relocate", "guerillas"}); },
     "1 humans discard relocate", 1, "1 humans play relocate option=gain-coin\n1 humans discard guerillas\n1 humans end"},
    {rule::kDraw, [] {
         Scenario s = A();
         s.state.p.turn = 2;
         s.state.p.zones[kAliens].pendingHand = true;
         s.state.p.zones[kAliens].pendingTurn = 2;
         return s;
     },
     "2 aliens hand reap reap reap power-supply", 1, "2 aliens hand reap reap reap power-supply power-supply"},
    {rule::kReshuffle, [] {
         Scenario s = A();
         auto &z = s.state.p.zones[kAliens];
         z.supply = {};
         z.supply[std::size_t(card("reap"))] = 1;
         z.discard[std::size_t(card("power-supply"))] = 6;
         z.removed[std::size_t(card("reap"))] = 1;
         z.pendingHand = true;
         z.pendingTurn = 1;
         return s;
     },
     "1 aliens hand reap power-supply power-supply power-supply tripod", 1,
     "1 aliens hand reap power-supply power-supply power-supply power-supply"},
    {rule::kOneAction, [] { return H().hand(kHumans, {"army"}).place("army-1", "london"); },
     "1 humans play army option=move unit=army-1 to=midlands,wales", 1,
     "1 humans play army option=move unit=army-1 to=midlands"},
    // ---- the offer row ----
    {rule::kBuy, [] { return H().row(kHumans, {"bunkers"}).resources(kHumans, 8); },
     "1 humans buy fort region=london", 1, "1 humans buy bunkers region=london"},
    {rule::kCost, [] { return H().row(kHumans, {"redeploy", "airstrike"}).resources(kHumans, 2); },
     "1 humans buy airstrike", 1, "1 humans buy redeploy"},
    {rule::kRefill, [] {
         Scenario s = H().row(kHumans, {"redeploy"}).resources(kHumans, 4);
         s.state.p.zones[kHumans].offerDeck = {};
         s.state.p.zones[kHumans].offerDeck[std::size_t(card("fort"))] = 1;
         return s;
     },
     "1 humans buy redeploy\n1 humans offer army", 2, "1 humans buy redeploy\n1 humans offer fort"},
    {rule::kSwap, [] { return A().row(kAliens, {"ufo", "tripod"}); },
     "1 aliens swap ufo\n1 aliens offer tripod\n1 aliens swap tripod", 3, "1 aliens swap ufo\n1 aliens offer tripod"},
    {rule::kEmptyDeck, [] {
         Scenario s = A().row(kAliens, {"ufo"});
         s.state.p.zones[kAliens].offerDeck = {};
         return s;
     },
     "1 aliens swap ufo", 1, "1 aliens swap ufo", [] { return A().row(kAliens, {"ufo"}); }},
    // ---- buildings and units ----
    {rule::kBuildingPerRegion, [] { return H().row(kHumans, {"bunkers"}).resources(kHumans, 4).building("london", "fort"); },
     "1 humans buy bunkers region=london", 1, "1 humans buy bunkers region=midlands"},
    {rule::kHumanBuildingPlacement, [] { return H().row(kHumans, {"bunkers"}).resources(kHumans, 4).place("tripod-2", "london"); },
     "1 humans buy bunkers region=london", 1, "1 humans buy bunkers region=midlands"},
    {rule::kAlienBuildingPlacement, [] { return A().row(kAliens, {"particle-generator"}).resources(kAliens, 5); },
     "1 aliens buy particle-generator region=strathclyde", 1, "1 aliens buy particle-generator region=highlands"},
    {rule::kPlacedAtOnce, [] { return H().row(kHumans, {"bunkers"}).resources(kHumans, 4); },
     "1 humans buy bunkers", 1, "1 humans buy bunkers region=london"},
    // Only under [Reading "unit-purchase-without-miniature=forbidden"]: a bought unit card
    // needs a miniature to place (tst_wotw_readings has the adopted value's side).
    {rule::kPlacedOnPurchase,
     [] {
         Scenario s(kHumans, wotw::ReadingUnitPurchaseForbidden);
         s.row(kHumans, {"royal-navy"}).resources(kHumans, 5).place("navy-1", "celtic-sea").place("navy-2", "irish-sea");
         return s;
     },
     "1 humans buy royal-navy", 1, "1 humans buy royal-navy",
     [] {
         Scenario s(kHumans, wotw::ReadingUnitPurchaseForbidden);
         s.row(kHumans, {"royal-navy"}).resources(kHumans, 5).place("navy-1", "celtic-sea");
         return s;
     }},
    {rule::kArmyPlacement, [] { return H().row(kHumans, {"army"}).resources(kHumans, 4); },
     "1 humans buy army region=highlands", 1, "1 humans buy army region=london"},
    {rule::kNavyPlacement, [] { return H().row(kHumans, {"royal-navy"}).resources(kHumans, 5); },
     "1 humans buy royal-navy region=celtic-sea", 1, "1 humans buy royal-navy"},
    {rule::kAlienPlacement, [] { return A().row(kAliens, {"tripod"}).resources(kAliens, 4); },
     "1 aliens buy tripod region=highlands", 1, "1 aliens buy tripod"},
    {rule::kOneCardPerMiniature,
     [] { return A().hand(kAliens, {"tripod", "tripod"}).place("tripod-2", "argyll").civilians("strathclyde", 3); },
     "1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n1 aliens play tripod option=attack-2 unit=tripod-1", 2,
     "1 aliens play tripod option=move unit=tripod-1 to=strathclyde\n1 aliens play tripod option=move unit=tripod-2 to=strathclyde"},
    {rule::kPlaceInstead, [] { return H().hand(kHumans, {"royal-navy", "royal-navy"}).place("navy-1", "celtic-sea"); },
     "1 humans play royal-navy option=place", 1,
     "1 humans play royal-navy option=move unit=navy-1 to=irish-sea\n1 humans play royal-navy option=place"},
    {rule::kMiniatureLimit, [] {
         return H().hand(kHumans, {"army", "army", "army", "army"}).place("army-1", "london").place("army-2", "london")
             .place("army-3", "wales");
     },
     "1 humans play army option=move unit=army-1 to=midlands\n1 humans play army option=move unit=army-2 to=midlands\n"
     "1 humans play army option=move unit=army-3 to=midlands\n1 humans play army option=place region=london", 4,
     "1 humans play army option=move unit=army-1 to=midlands\n1 humans play army option=move unit=army-2 to=midlands\n"
     "1 humans play army option=move unit=army-3 to=midlands\n1 humans end"},
    // ---- movement ----
    {rule::kTerrain, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=move unit=tripod-1 to=hebrides-sea", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    {rule::kAdjacent, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=move unit=tripod-1 to=london", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    {rule::kBlocking, [] { return A().hand(kAliens, {"tripod"}).place("army-1", "argyll"); },
     "1 aliens play tripod option=move unit=tripod-1 to=highlands", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands",
     [] { return A().hand(kAliens, {"tripod"}).place("army-1", "argyll").place("tripod-2", "argyll"); }},
    {rule::kCivilians, [] { return H().hand(kHumans, {"relocate"}); },
     "1 humans play relocate option=move-civilian from=london to=portsmouth", 1,
     "1 humans play relocate option=move-civilian from=london to=midlands"},
    {rule::kFrighteningSound, [] {
         Scenario s = H().hand(kHumans, {"relocate", "army"}).place("army-1", "midlands");
         s.state.p.frightening = 1u << region("london");
         return s;
     },
     "1 humans play army option=move unit=army-1 to=london", 1,
     "1 humans play army option=move unit=army-1 to=wales\n1 humans play relocate option=move-civilian from=midlands to=wales"},
    {rule::kNerveAgent, [] {
         Scenario s = H().hand(kHumans, {"relocate", "army"}).place("army-1", "london");
         s.state.p.nerve = 1u << region("london");
         return s;
     },
     "1 humans play relocate option=move-civilian from=london to=midlands", 1,
     "1 humans play relocate option=move-civilian from=midlands to=wales\n1 humans play army option=attack-2 unit=army-1",
     [] {
         Scenario s = H().hand(kHumans, {"relocate", "army"}).place("army-1", "london").place("tripod-1", "london");
         s.state.p.nerve = 1u << region("london");
         return s;
     }},
    {rule::kBarrageBalloons, [] { return A().hand(kAliens, {"ufo"}).building("strathclyde", "barrage-balloons"); },
     "1 aliens play ufo option=move unit=ufo-1 to=strathclyde", 1, "1 aliens play ufo option=move unit=ufo-1 to=highlands"},
    // ---- attacks ----
    {rule::kNavyAttack, [] { return H().hand(kHumans, {"royal-navy"}).place("navy-1", "portsmouth").place("tripod-1", "strathclyde"); },
     "1 humans play royal-navy option=attack-2 unit=navy-1 region=strathclyde", 1,
     "1 humans play royal-navy option=attack-2 unit=navy-1 region=strathclyde",
     [] { return H().hand(kHumans, {"royal-navy"}).place("navy-1", "irish-sea").place("tripod-1", "strathclyde"); }},
    {rule::kUfoImmune, [] { return H().hand(kHumans, {"army"}).place("army-1", "strathclyde").place("ufo-1", "strathclyde"); },
     "1 humans play army option=attack-2 unit=army-1", 1, "1 humans play army option=attack-2 unit=army-1",
     [] { return H().hand(kHumans, {"army"}).place("army-1", "strathclyde").place("ufo-1", "strathclyde").place("tripod-1", "strathclyde"); }},
    {rule::kAlienTarget, [] { return H().hand(kHumans, {"army"}).place("army-1", "strathclyde"); },
     "1 humans play army option=attack-2 unit=army-1", 1, "1 humans play army option=attack-2 unit=army-1",
     [] { return H().hand(kHumans, {"army"}).place("army-1", "highlands").building("highlands", "particle-generator"); }},
    {rule::kHumanTarget, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=attack-2 unit=tripod-1", 1, "1 aliens play tripod option=attack-2 unit=tripod-1",
     [] { return A().hand(kAliens, {"tripod"}).place("tripod-1", "london"); }},
    {rule::kDefense, [] { return A().hand(kAliens, {"tripod"}).place("tripod-1", "london").building("london", "heavy-artillery"); },
     "1 aliens play tripod option=attack-2 unit=tripod-1\n1 aliens end", 1,
     "1 aliens play tripod option=attack-3 unit=tripod-1\n1 aliens end"},
    {rule::kGuerillas, [] {
         return H().hand(kHumans, {"guerillas", "guerillas"}).civilians("strathclyde", 1).place("tripod-1", "strathclyde");
     },
     "1 humans play guerillas option=attack-1 region=strathclyde\n1 humans play guerillas option=attack-1 region=strathclyde", 2,
     "1 humans play guerillas option=attack-1 region=strathclyde\n1 humans discard guerillas\n1 humans end"},
    // ---- building abilities ----
    {rule::kNoAbility, [] { return H().building("london", "bunkers").place("tripod-1", "london"); },
     "1 humans ability bunkers at=london", 1, "1 humans end"},
    {rule::kAbility, [] { return H().building("london", "heavy-artillery").place("tripod-1", "midlands"); },
     "1 humans ability heavy-artillery at=london region=midlands\n1 humans ability heavy-artillery at=london region=midlands", 2,
     "1 humans ability heavy-artillery at=london region=midlands"},
    {rule::kHeavyArtillery, [] {
         return H().building("london", "heavy-artillery").place("tripod-1", "wales").place("tripod-2", "midlands");
     },
     "1 humans ability heavy-artillery at=london region=wales", 1, "1 humans ability heavy-artillery at=london region=midlands"},
    {rule::kFort, [] { return H().building("london", "fort"); },
     "1 humans ability fort at=london", 1, "1 humans ability fort at=london",
     [] { return H().building("london", "fort").place("tripod-1", "london"); }},
    {rule::kPoisonousFog, [] {
         Scenario s = H().building("london", "heavy-artillery").place("tripod-1", "midlands");
         s.state.p.fog = 1u << region("london");
         return s;
     },
     "1 humans ability heavy-artillery at=london region=midlands", 1, "1 humans ability heavy-artillery at=london region=midlands",
     [] {
         Scenario s = H().building("london", "heavy-artillery").place("tripod-1", "midlands");
         s.state.p.fog = 1u << region("wales");  // a token elsewhere changes nothing here
         return s;
     }},
    {rule::kRegenerator, [] {
         Scenario s = A().building("highlands", "regenerator").resources(kAliens, 8);
         s.state.p.damage = 5;
         return s;
     },
     "1 aliens ability regenerator\n1 aliens ability regenerator", 2, "1 aliens ability regenerator"},
    // ---- cards ----
    {rule::kReap, [] { return A().hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").place("army-1", "strathclyde"); },
     "1 aliens play reap option=destroy-civilian region=strathclyde", 1,
     "1 aliens play reap option=destroy-civilian region=strathclyde",
     [] { return A().hand(kAliens, {"reap"}).place("tripod-1", "strathclyde").building("strathclyde", "landmines"); }},
    {rule::kAbduction, [] { return A().hand(kAliens, {"alien-abduction"}); },
     "1 aliens play alien-abduction option=destroy-civilian region=london", 1,
     "1 aliens play alien-abduction option=destroy-civilian region=london",
     [] { return A().hand(kAliens, {"alien-abduction"}).place("ufo-1", "london").building("london", "fort"); }},
    {rule::kInfrasound, [] {
         return A().hand(kAliens, {"infrasound"}).place("tripod-1", "midlands").place("army-1", "london").place("army-2", "london");
     },
     "1 aliens play infrasound region=london", 1, "1 aliens play infrasound region=london unit=army-2 to=east-anglia"},
    {rule::kEvacuate, [] { return H().hand(kHumans, {"evacuate"}); },
     "1 humans play evacuate option=move-civilians from=highlands to=grampian", 1,
     "1 humans play evacuate option=move-civilians from=london,midlands to=midlands,wales"},
    {rule::kCardRelocate, [] { return H().hand(kHumans, {"relocate"}); },
     "1 humans play relocate option=move-civilian from=highlands to=grampian", 1,
     "1 humans play relocate option=move-civilian from=london to=midlands"},
    {rule::kCardRedeploy, [] { return H().hand(kHumans, {"redeploy"}).place("army-1", "london"); },
     "1 humans play redeploy option=move-army unit=tripod-1 to=highlands", 1,
     "1 humans play redeploy option=move-army unit=army-1 to=midlands,wales"},
    {rule::kCardRoyalNavy, [] { return H().hand(kHumans, {"royal-navy"}).place("navy-1", "portsmouth").place("army-1", "london"); },
     "1 humans play royal-navy option=move unit=army-1 to=midlands", 1,
     "1 humans play royal-navy option=move unit=navy-1 to=english-channel"},
    {rule::kCardArmy, [] { return H().hand(kHumans, {"army"}).place("army-1", "london"); },
     "1 humans play army option=move unit=army-2 to=midlands", 1, "1 humans play army option=move unit=army-1 to=midlands"},
    {rule::kCardPoisonousFog, [] { return A().hand(kAliens, {"poisonous-fog"}).place("tripod-1", "highlands"); },
     "1 aliens play poisonous-fog region=london", 1, "1 aliens play poisonous-fog region=london",
     [] { return A().hand(kAliens, {"poisonous-fog"}).place("tripod-1", "midlands"); }},
    {rule::kCardFrighteningSound, [] { return A().hand(kAliens, {"frightening-sound"}).place("tripod-1", "midlands"); },
     "1 aliens play frightening-sound region=london", 1, "1 aliens play frightening-sound region=midlands"},
    {rule::kCardScorchingBeam, [] { return A().hand(kAliens, {"scorching-beam"}).place("ufo-1", "midlands"); },
     "1 aliens play scorching-beam region=london", 1, "1 aliens play scorching-beam region=midlands"},
    {rule::kCardNerveAgent, [] { return A().hand(kAliens, {"nerve-agent"}).place("tripod-1", "midlands"); },
     "1 aliens play nerve-agent region=london", 1, "1 aliens play nerve-agent region=midlands"},
    {rule::kCardUfo, [] { return A().hand(kAliens, {"ufo"}); },
     "1 aliens play ufo option=move unit=ufo-2 to=highlands", 1, "1 aliens play ufo option=move unit=ufo-1 to=highlands"},
    {rule::kCardTripod, [] { return A().hand(kAliens, {"tripod"}); },
     "1 aliens play tripod option=move unit=tripod-2 to=highlands", 1,
     "1 aliens play tripod option=move unit=tripod-1 to=highlands"},
    // ---- the end ----
    {rule::kGameOver, [] {
         Scenario s = H().hand(kHumans, {"airstrike", "relocate"});
         s.state.p.damage = 29;
         return s;
     },
     "1 humans play airstrike\n1 humans play relocate option=gain-coin", 2, "1 humans play airstrike"},
};

// Ids the engine never reports as an error: what they name is carried out, not checked (a
// record cannot break it), or the card's plays have no requirement of their own. Their
// behaviour is tested by effect in tst_wotw_rules.
struct NotChecked {
    const char *rule;
    const char *why;
};
const NotChecked kNotChecked[] = {
    {rule::kResources, "resources are counted, never claimed: spending more is wotw.offer.pay"},
    {rule::kRemoveCard, "the card goes out of the game as a consequence of the chosen option"},
    {rule::kSwapExperienced, "the variant only changes where a swapped card goes"},
    {rule::kLandmines, "Landmines go off as an effect of a Tripod entering"},
    {rule::kDamageOrder, "the engine assigns damage in order; a record does not name victims"},
    {rule::kTankFactory, "an effect on the damage an Army absorbs"},
    {rule::kHumansWin, "reached, not claimed; a contradicting [Result] is wotw.record.tags"},
    {rule::kAliensWin, "reached, not claimed; a contradicting [Result] is wotw.record.tags"},
    {rule::kCardTarget, "the fallback of cards without a heading of their own; every playable card has one"},
    {rule::kCardGuerillas, "a Guerillas play breaks only wotw.attack.guerillas-once or wotw.attack.alien-target"},
    {rule::kCardAirstrike, "Airstrike has no requirement"},
    {rule::kCardPowerSupply, "gaining energy has no requirement"},
    {rule::kCardPlasmaSynthesis, "gaining energy has no requirement"},
};

// Runs a whole record through `rules` the way Replay::run does (tags, move lines, finish).
QStringList runRecord(const wotw::Ruleset &rules, const QByteArray &text)
{
    const notation::Record rec = notation::parse(text, QStringLiteral("row"));
    core::Findings findings;
    core::Reporter reporter(findings);
    reporter.setStep(0, notation::Position{1, 1});
    auto state = rules.initialState(rec, reporter);
    for (std::size_t i = 0; i < rec.moves.size(); ++i) {
        reporter.setStep(int(i) + 1, rec.moves[i].position);
        if (auto move = rules.decode(rec, rec.moves[i], reporter))
            rules.apply(*state, *move, reporter);
    }
    rules.finish(*state, reporter);
    QStringList out = summary(findings);
    for (const notation::Diagnostic &d : rec.errors)
        out << QStringLiteral("%1:syntax %2").arg(d.position.line).arg(d.message);
    return out;
}

}  // namespace

class TestWotwRuleTable : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Every id of kAllRuleIds is either in the table or named as not checked, never both,
    // and the table names each id once.
    void tableCoversEveryRule()
    {
        QSet<QString> table, exempt;
        for (const Row &r : kRows) {
            QVERIFY2(!table.contains(QLatin1String(r.rule)), r.rule);
            table << QLatin1String(r.rule);
        }
        for (const NotChecked &n : kNotChecked)
            exempt << QLatin1String(n.rule);
        QSet<QString> all;
        for (const char *id : rule::kAllRuleIds)
            all << QLatin1String(id);
        QStringList missing, both, unknown;
        for (const QString &id : all) {
            if (!table.contains(id) && !exempt.contains(id))
                missing << id;
            if (table.contains(id) && exempt.contains(id))
                both << id;
        }
        for (const QString &id : table + exempt)
            if (!all.contains(id))
                unknown << id;
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("rules without a break/keep row: ") + missing.join(u' ')));
        QVERIFY2(both.isEmpty(), qPrintable(QStringLiteral("rules both tested and exempt: ") + both.join(u' ')));
        QVERIFY2(unknown.isEmpty(), qPrintable(QStringLiteral("ids not in kAllRuleIds: ") + unknown.join(u' ')));
    }

    // Beyond kAllRuleIds: every id the engine's sources cite is broken by some test (this table,
    // the records' .expected files, the examples, the broken sample), or is listed as not checked.
    void everyCitedRuleHasABreakingTest()
    {
        QList<recordtest::Exemption> exemptions;
        for (const NotChecked &n : kNotChecked)
            exemptions.append(recordtest::Exemption{n.rule, n.why});
        recordtest::checkEveryCitedRuleIsBroken(
                {QStringLiteral("wotw"), QStringLiteral(WOTW_ENGINE_DIR),
                 {QStringLiteral(WOTW_RECORDS_DIR), QStringLiteral(WOTW_TESTS_DIR "/examples")},
                 {QStringLiteral(WOTW_TESTS_DIR)}, QStringLiteral(UMPIRE_SAMPLES_DIR)},
                exemptions);
    }

    void breakAndKeep_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < int(std::size(kRows)); ++i)
            QTest::newRow(kRows[i].rule) << i;
    }
    void breakAndKeep()
    {
        QFETCH(int, index);
        const Row &r = kRows[index];
        const QString expected = QStringLiteral("%1:%2").arg(r.line).arg(QLatin1String(r.rule));
        QStringList broke, kept;
        if (r.setup) {
            Scenario b = r.setup();
            broke = b.run(r.breaking);
            Scenario k = (r.keepSetup ? r.keepSetup : r.setup)();
            kept = k.run(r.keeping);
        } else if (r.brokenData) {
            static const wotw::Data bad = wotw::Data::fromJson("{", "{");
            const wotw::Ruleset broken(bad);
            broke = runRecord(broken, r.breaking);
            kept = runRecord(rules(), r.keeping);
        } else {
            broke = runRecord(rules(), r.breaking);
            kept = runRecord(rules(), r.keeping);
        }
        QVERIFY2(broke.contains(expected),
                 qPrintable(QStringLiteral("breaking record: expected %1, got [%2]").arg(expected, broke.join(u' '))));
        QVERIFY2(kept.isEmpty(), qPrintable(QStringLiteral("keeping record: expected no finding, got [%1]").arg(kept.join(u' '))));
    }
};

QTEST_GUILESS_MAIN(TestWotwRuleTable)
#include "tst_wotw_rule_table.moc"
