// The rule ids of resources/games/spacewars/rules.md that Space Wars findings cite.
#pragma once

namespace umpire::spacewars::rule {

inline constexpr const char *kSetup = "spacewars.setup";
inline constexpr const char *kDecks = "spacewars.setup.decks";
inline constexpr const char *kOpeningHand = "spacewars.setup.opening-hand";
inline constexpr const char *kDraw = "spacewars.turn.draw";
inline constexpr const char *kPlanLimit = "spacewars.turn.plan.limit";
inline constexpr const char *kPlanUnits = "spacewars.turn.plan.units";
inline constexpr const char *kInitiative = "spacewars.turn.initiative";
inline constexpr const char *kExecute = "spacewars.turn.execute";
inline constexpr const char *kBlocked = "spacewars.turn.blocked";
inline constexpr const char *kMove = "spacewars.actions.move";
inline constexpr const char *kDeploy = "spacewars.actions.deploy";
inline constexpr const char *kTokens = "spacewars.units.tokens";
inline constexpr const char *kRange = "spacewars.combat.range";
inline constexpr const char *kFormula = "spacewars.combat.formula";
inline constexpr const char *kNaturalRolls = "spacewars.combat.natural-rolls";
inline constexpr const char *kCloakedCombat = "spacewars.combat.cloaked";
inline constexpr const char *kSpeed = "spacewars.movement.speed";
inline constexpr const char *kStacking = "spacewars.movement.stacking";
inline constexpr const char *kDebrisMovement = "spacewars.movement.debris";
inline constexpr const char *kCloakedMovement = "spacewars.movement.cloaked";
inline constexpr const char *kLanding = "spacewars.movement.landing";
inline constexpr const char *kCloak = "spacewars.equipment.cloak";
inline constexpr const char *kCleaning = "spacewars.equipment.debris-cleaning";
inline constexpr const char *kRecall = "spacewars.movement.recall";
inline constexpr const char *kCeaseFire = "spacewars.modifiers.cease-fire";
inline constexpr const char *kMinefieldMovement = "spacewars.movement.minefield";
inline constexpr const char *kMinefields = "spacewars.modifiers.minefields";
inline constexpr const char *kOpportunity = "spacewars.opportunity.outcome";
inline constexpr const char *kOpportunityRolls = "spacewars.opportunity.modifiers";
inline constexpr const char *kFailure = "spacewars.modifiers.failure";
inline constexpr const char *kCardHand = "spacewars.cards.hand";
inline constexpr const char *kWithAttack = "spacewars.clarifications.free-cards";
inline constexpr const char *kInterrupts = "spacewars.cards.interrupts";
inline constexpr const char *kBlockade = "spacewars.features.blockade";
inline constexpr const char *kSurpriseWarp = "spacewars.modifiers.surprise-warp";
inline constexpr const char *kEngineOverload = "spacewars.modifiers.engine-overload";
inline constexpr const char *kLeave = "spacewars.modifiers.leave";
inline constexpr const char *kMisfire = "spacewars.modifiers.misfire";
inline constexpr const char *kNastyGun = "spacewars.modifiers.really-nasty-gun";
inline constexpr const char *kWeaponOverload = "spacewars.modifiers.weapon-overload";
inline constexpr const char *kRepairCrew = "spacewars.modifiers.repair-crew";
inline constexpr const char *kDice = "spacewars.modifiers.dice";
inline constexpr const char *kBelay = "spacewars.modifiers.belay";
inline constexpr const char *kInitiativeCard = "spacewars.modifiers.initiative";
inline constexpr const char *kDefector = "spacewars.modifiers.defector";
inline constexpr const char *kCharisma = "spacewars.modifiers.charismatic-leader";
inline constexpr const char *kIntercept = "spacewars.modifiers.intercepted-orders";
inline constexpr const char *kStrayShot = "spacewars.combat.trajectory";
inline constexpr const char *kDeclaredDecks = "spacewars.record.decks";
inline constexpr const char *kRecordSide = "spacewars.record.side";
inline constexpr const char *kRecordVerb = "spacewars.record.verb";
inline constexpr const char *kRecordArgs = "spacewars.record.args";
inline constexpr const char *kRecordRepeated = "spacewars.record.repeated";
inline constexpr const char *kRecordTurn = "spacewars.record.turn";
inline constexpr const char *kRecordSequence = "spacewars.record.sequence";
inline constexpr const char *kRecordPads = "spacewars.record.pads";

}  // namespace umpire::spacewars::rule
