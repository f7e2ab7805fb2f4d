// Every rule id the War of the Worlds ruleset can cite, in one place.
//
// Each constant is a heading id of resources/games/wotw/rules.md; tests/wotw checks that every
// id listed in kAllRuleIds exists there, so a renamed heading breaks the build's tests, not a
// user's report.
#pragma once

#include <array>

namespace umpire::wotw::rule {

// Record chapter: problems with the record itself rather than with the game.
inline constexpr const char kUnknownVerb[] = "wotw.record.unknown-verb";
inline constexpr const char kUnknownSide[] = "wotw.record.unknown-side";
inline constexpr const char kUnknownCard[] = "wotw.record.unknown-card";
inline constexpr const char kUnknownRegion[] = "wotw.record.unknown-region";
inline constexpr const char kUnknownUnit[] = "wotw.record.unknown-unit";
inline constexpr const char kUnknownOption[] = "wotw.record.unknown-option";
inline constexpr const char kMissingArgument[] = "wotw.record.missing-argument";
inline constexpr const char kBadArgument[] = "wotw.record.bad-argument";
inline constexpr const char kRepeatedArgument[] = "wotw.record.repeated-argument";
inline constexpr const char kTurnOrder[] = "wotw.record.turn-order";
inline constexpr const char kFactMissing[] = "wotw.record.fact-missing";
inline constexpr const char kTags[] = "wotw.record.tags";
inline constexpr const char kSideOrder[] = "wotw.turn.order";

// Setup and the turn.
inline constexpr const char kSetup[] = "wotw.setup";
inline constexpr const char kSetupOffer[] = "wotw.setup.offer";
inline constexpr const char kSetupHand[] = "wotw.setup.hand";
inline constexpr const char kCardInHand[] = "wotw.turn.card-in-hand";
inline constexpr const char kPlayAll[] = "wotw.turn.play-all";
inline constexpr const char kUnplayableDiscard[] = "wotw.turn.unplayable-discard";
inline constexpr const char kDraw[] = "wotw.turn.draw";
inline constexpr const char kReshuffle[] = "wotw.turn.reshuffle";
inline constexpr const char kResources[] = "wotw.turn.resources";
inline constexpr const char kOneAction[] = "wotw.cards.one-action";
inline constexpr const char kRemoveCard[] = "wotw.cards.remove-option";

// The offer row.
inline constexpr const char kBuy[] = "wotw.offer.buy";
inline constexpr const char kCost[] = "wotw.offer.pay";
inline constexpr const char kRefill[] = "wotw.offer.refill";
inline constexpr const char kSwap[] = "wotw.offer.swap";
inline constexpr const char kSwapExperienced[] = "wotw.offer.swap-experienced";
inline constexpr const char kEmptyDeck[] = "wotw.offer.empty-deck";

// Buildings and units.
inline constexpr const char kBuildingPerRegion[] = "wotw.buildings.one-per-region";
inline constexpr const char kHumanBuildingPlacement[] = "wotw.buildings.human-placement";
inline constexpr const char kAlienBuildingPlacement[] = "wotw.buildings.alien-placement";
inline constexpr const char kArmyPlacement[] = "wotw.units.army-placement";
inline constexpr const char kNavyPlacement[] = "wotw.units.navy-placement";
inline constexpr const char kAlienPlacement[] = "wotw.units.alien-placement";
inline constexpr const char kOneCardPerMiniature[] = "wotw.units.one-card-per-miniature";
inline constexpr const char kPlaceInstead[] = "wotw.units.place-instead";
inline constexpr const char kMiniatureLimit[] = "wotw.units.miniature-limit";
inline constexpr const char kPlacedAtOnce[] = "wotw.buildings.placed-at-once";
inline constexpr const char kPlacedOnPurchase[] = "wotw.units.placed-on-purchase";

// Movement.
inline constexpr const char kTerrain[] = "wotw.move.terrain";
inline constexpr const char kAdjacent[] = "wotw.move.adjacent";
inline constexpr const char kBlocking[] = "wotw.move.blocking";
inline constexpr const char kCivilians[] = "wotw.move.civilians";
inline constexpr const char kFrighteningSound[] = "wotw.move.frightening-sound";
inline constexpr const char kNerveAgent[] = "wotw.move.nerve-agent";
inline constexpr const char kPoisonousFog[] = "wotw.ability.poisonous-fog";
inline constexpr const char kBarrageBalloons[] = "wotw.move.barrage-balloons";
inline constexpr const char kLandmines[] = "wotw.move.landmines";

// Combat.
inline constexpr const char kNavyAttack[] = "wotw.attack.navy-coastal";
inline constexpr const char kUfoImmune[] = "wotw.attack.no-ufo";
inline constexpr const char kAlienTarget[] = "wotw.attack.alien-target";
inline constexpr const char kHumanTarget[] = "wotw.attack.human-target";
inline constexpr const char kDamageOrder[] = "wotw.attack.damage-order";
inline constexpr const char kDefense[] = "wotw.combat.defense";
inline constexpr const char kTankFactory[] = "wotw.attack.tank-factory";
inline constexpr const char kGuerillas[] = "wotw.attack.guerillas-once";

// Building abilities.
inline constexpr const char kNoAbility[] = "wotw.ability";
inline constexpr const char kAbility[] = "wotw.ability.once-per-turn";
inline constexpr const char kHeavyArtillery[] = "wotw.ability.heavy-artillery";
inline constexpr const char kFort[] = "wotw.ability.fort";
inline constexpr const char kRegenerator[] = "wotw.ability.regenerator";

// Cards with requirements of their own.
inline constexpr const char kCardTarget[] = "wotw.cards.target";
inline constexpr const char kReap[] = "wotw.cards.reap";
inline constexpr const char kAbduction[] = "wotw.cards.alien-abduction";
inline constexpr const char kInfrasound[] = "wotw.cards.infrasound";
inline constexpr const char kEvacuate[] = "wotw.cards.evacuate";
// The requirements of each playable card (its own heading), cited when a play misses them.
inline constexpr const char kCardRelocate[] = "wotw.cards.relocate";
inline constexpr const char kCardGuerillas[] = "wotw.cards.guerillas";
inline constexpr const char kCardRedeploy[] = "wotw.cards.redeploy";
inline constexpr const char kCardAirstrike[] = "wotw.cards.airstrike";
inline constexpr const char kCardRoyalNavy[] = "wotw.cards.royal-navy";
inline constexpr const char kCardArmy[] = "wotw.cards.army";
inline constexpr const char kCardPowerSupply[] = "wotw.cards.power-supply";
inline constexpr const char kCardPoisonousFog[] = "wotw.cards.poisonous-fog";
inline constexpr const char kCardFrighteningSound[] = "wotw.cards.frightening-sound";
inline constexpr const char kCardPlasmaSynthesis[] = "wotw.cards.plasma-synthesis";
inline constexpr const char kCardScorchingBeam[] = "wotw.cards.scorching-beam";
inline constexpr const char kCardNerveAgent[] = "wotw.cards.nerve-agent";
inline constexpr const char kCardUfo[] = "wotw.cards.ufo";
inline constexpr const char kCardTripod[] = "wotw.cards.tripod";


// The end.
inline constexpr const char kHumansWin[] = "wotw.victory.humans";
inline constexpr const char kAliensWin[] = "wotw.victory.aliens";
inline constexpr const char kGameOver[] = "wotw.victory.game-over";

inline constexpr std::array kAllRuleIds = {
    kUnknownVerb, kUnknownSide, kUnknownCard, kUnknownRegion, kUnknownUnit, kUnknownOption,
    kMissingArgument, kBadArgument, kRepeatedArgument, kTurnOrder, kFactMissing, kTags, kSideOrder, kUnplayableDiscard, kEmptyDeck, kMiniatureLimit, kPlacedAtOnce, kPlacedOnPurchase, kCivilians,
    kNoAbility,
    kSetup, kSetupOffer, kSetupHand, kCardInHand, kPlayAll, kDraw, kReshuffle, kResources,
    kOneAction, kRemoveCard,
    kBuy, kCost, kRefill, kSwap, kSwapExperienced,
    kBuildingPerRegion, kHumanBuildingPlacement, kAlienBuildingPlacement, kArmyPlacement,
    kNavyPlacement, kAlienPlacement, kOneCardPerMiniature, kPlaceInstead,
    kTerrain, kAdjacent, kBlocking, kFrighteningSound, kNerveAgent, kPoisonousFog,
    kBarrageBalloons, kLandmines,
    kNavyAttack, kUfoImmune, kAlienTarget, kHumanTarget, kDamageOrder, kDefense, kTankFactory,
    kGuerillas,
    kAbility, kHeavyArtillery, kFort, kRegenerator,
    kCardTarget, kReap, kAbduction, kInfrasound, kEvacuate,
    kCardRelocate, kCardGuerillas, kCardRedeploy, kCardAirstrike, kCardRoyalNavy, kCardArmy,
    kCardPowerSupply, kCardPoisonousFog, kCardFrighteningSound, kCardPlasmaSynthesis,
    kCardScorchingBeam, kCardNerveAgent, kCardUfo, kCardTripod,
    kHumansWin, kAliensWin, kGameOver,
};

}  // namespace umpire::wotw::rule
