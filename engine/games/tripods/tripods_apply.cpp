// Ruleset::apply: one record line checked against the state and carried out as played.
#include "games/tripods/tripods_ruleset.h"
#include "games/tripods/tripods_turn.h"
#include "games/tripods/tripods_scenario.h"

#include "core/chance.h"
#include "core/nearest_name.h"
#include "core/rng.h"
#include "notation/excerpt.h"

namespace umpire::tripods {

namespace {

// "No vehicle ... is in this game", naming the nearest declared ids rather than all of them: a
// record may declare thousands, and each such line would repeat them all.
QString unknownVehicle(const State &s, const QString &id)
{
    QStringList ids;
    if (s.vehicles.size() <= std::size_t(core::kMaxHintCandidates))
        for (const Vehicle &v : s.vehicles)
            ids << v.id;
    const QStringList nearest = core::nearestNames(id, ids);
    if (nearest.isEmpty())
        return Ruleset::tr("No vehicle \"%1\" is in this game.").arg(notation::excerpt(id));
    return Ruleset::tr("No vehicle \"%1\" is in this game; did you mean %2?")
            .arg(notation::excerpt(id), nearest.join(QStringLiteral(", ")));
}

struct Applier {
    Q_DECLARE_TR_FUNCTIONS(tripods)

public:
    State &s;
    const TripodsMove &m;
    core::Reporter &rep;
    Turn turn{s, rep};

    Vehicle &vehicle(int i) { return s.vehicles[std::size_t(i)]; }
    QString card(Card c) const { return cardName(c); }

    bool plan(int vi);
    bool action(int vi);
    bool move(int vi);
    bool fire(int vi);
    bool hold(int vi);
    bool burn(int vi);
    bool rocket(int vi);
    bool skill(int vi);
    bool launchCloud(Vehicle &v);
    bool launchRockets(Vehicle &v, int ti);
    bool throwAnchor(Vehicle &v, int ti);
    bool fireCannon(Vehicle &v, int ti);
    // A tripod inside a crater: each card that is not a 0 may bring another, one of the two kept.
    void craterChoice(const Vehicle &t, int deck);
    // Optional-rule facts of a move line: black smoke clouds, terrain, the anchor's check.
    void cloudFacts(Vehicle &v);
    void terrainFacts(Vehicle &v, const Maneuver &planned);
    void anchorFacts(Vehicle &v);
    bool lateFire(const Vehicle &v, bool holding);
    void airplaneManeuver(Vehicle &v, const Maneuver &planned);
    void tripodManeuver(Vehicle &v, const Maneuver &planned);
    // A breach of the action-card restrictions: the card has no effect and one energy is lost.
    void breach(Vehicle &v, const char *rule, const QString &why);
};

bool Applier::plan(int vi)
{
    if (s.step == Step::Movement && s.phaseNumber == 1 && !turn.anyMoved() && vehicle(vi).planned) {
        rep.error("tripods.basic.planning", tr("%1 has already planned this turn.").arg(vehicle(vi).id));
        return true;
    }
    if (!turn.advanceTo(Step::Planning))
        return true;
    Vehicle &v = vehicle(vi);
    if (v.planned) {
        rep.error("tripods.basic.planning", tr("%1 has already planned this turn.").arg(v.id));
        return false;
    }
    const int due = 3 - std::min(v.recovery, 3) - int(v.carry.size());
    // A cannon shot's pushed cards open the turn; the plan completes them.
    std::vector<Maneuver> full = v.carry;
    full.insert(full.end(), m.plan.begin(), m.plan.end());
    for (const Maneuver &c : m.plan)
        if (isTripodCard(c.card) != (v.kind == Kind::Tripod))
            rep.error("tripods.record.card",
                      v.kind == Kind::Tripod
                              ? tr("%1 is a tripod; %2 is an airplane maneuver.").arg(v.id, card(c.card))
                              : tr("%1 is an airplane; %2 is a tripod maneuver.").arg(v.id, card(c.card)));
    if (int(m.plan.size()) != due && !v.carry.empty())
        rep.error("tripods.clarifications.cannon-stall",
                  tr("%1's cannon shot pushed its last planned card into this turn: it plans %n "
                     "maneuver(s), not %2.",
                     nullptr, due)
                          .arg(v.id)
                          .arg(m.plan.size()));
    else if (int(m.plan.size()) != due)
        rep.error(v.recovery > 0 ? "tripods.basic.toppled" : "tripods.basic.planning",
                  v.recovery > 0 ? tr("%1 is toppled: it plans %n maneuver(s), for the last phases "
                                      "of the turn, not %2.",
                                      nullptr, due)
                                           .arg(v.id)
                                           .arg(m.plan.size())
                                 : tr("%1 plans %n maneuver(s); every vehicle plans three.",
                                      nullptr, int(m.plan.size()))
                                           .arg(v.id));
    for (const auto &[rule, message] : planProblems(s, v, full)) {
        // The other reading of tripods.clarifications.engine-damage-breach: a warning, no penalty.
        if (s.engineBreachWarnOnly && rule == std::string_view("tripods.standard.engine-damage"))
            rep.warning(rule, message);
        else
            rep.error(rule, message);
    }
    // The other reading of tripods.clarifications.short-plan: a shorter plan owes a stationary or
    // running card too (there is no third card to topple the tripod).
    if (s.shortPlanToo && v.kind == Kind::Tripod && !full.empty() && full.size() < 3 &&
        std::none_of(full.begin(), full.end(),
                     [](const Maneuver &p) { return isStationary(p.card) || p.card == Card::Run; }))
        rep.error("tripods.clarifications.short-plan",
                  tr("%1 plans no stationary or running maneuver this turn, even with fewer than "
                     "three cards.")
                          .arg(v.id));
    for (const auto &[rule, message] : illegalManeuvers(v, full))
        rep.error(rule, message, {}, rule == std::string_view("tripods.basic.tripod-illegal") ? v.assumed : QString());
    v.plan = {};
    const std::size_t n = std::min<std::size_t>(full.size(), 3);
    for (std::size_t i = 0; i < n; ++i)
        v.plan[3 - n + i] = full[i];
    v.carry.clear();
    v.planned = true;
    v.engineAtPlan = s.standard ? v.engine : 0;
    v.burningAtPlan = s.standard && v.flames > 0;
    turn.settle();
    return true;
}

void Applier::breach(Vehicle &v, const char *rule, const QString &why)
{
    // A firing action paid its energy as it was chosen; under the other reading of
    // tripods.clarifications.illegal-action-energy that is all it loses.
    if (s.actionEnergyOnce && (m.action == Action::HeatRay || m.action == Action::BlackSmoke)) {
        rep.error(rule,
                  why + u' ' +
                          tr("The action card has no effect; %1 loses only the energy it paid for "
                             "it.")
                                  .arg(v.id));
        return;
    }
    // A firing action has already paid one energy: the message counts what the console shows.
    const bool paid = m.action == Action::HeatRay || m.action == Action::BlackSmoke;
    if (paid && v.energy == 0)
        rep.error(rule, why + u' ' +
                                tr("The action card has no effect: %1 loses the energy it paid for it and has "
                                   "none left to lose.")
                                        .arg(v.id));
    else if (paid)
        rep.error(rule, why + u' ' +
                                tr("The action card has no effect: %1 loses the energy it paid for it and one "
                                   "more, two in all.")
                                        .arg(v.id));
    else
        rep.error(rule, why + u' ' + tr("The action card has no effect and %1 loses one energy.").arg(v.id));
    v.energy = std::max(0, v.energy - 1);
}

bool Applier::action(int vi)
{
    if (!turn.advanceTo(Step::Movement))
        return true;
    Vehicle &v = vehicle(vi);
    if (v.kind != Kind::Tripod) {
        rep.error("tripods.record.args", tr("%1 is an airplane: only tripods choose action cards.").arg(v.id));
        return false;
    }
    if (v.action != Action::None || v.mustFire || v.mustLaunch) {
        rep.error("tripods.basic.actions", tr("%1 has already chosen an action card in this phase.").arg(v.id));
        return false;
    }
    if (turn.anyMoved())
        rep.error("tripods.basic.actions",
                  tr("%1 chooses an action card after the maneuvers of phase %2 were revealed; "
                     "actions are chosen first.")
                          .arg(v.id)
                          .arg(s.phaseNumber));
    const Maneuver &c = v.plan[std::size_t(s.phaseNumber - 1)];
    const bool heat = m.action == Action::HeatRay, smoke = m.action == Action::BlackSmoke;
    v.voidFiring = heat || smoke;  // until the card takes effect below
    if ((heat || smoke) && m.baseSide < 0) {
        rep.error("tripods.record.fact-missing",
                  tr("A firing action names its projector or launcher: projector=SIDE."));
    }
    if (smoke && !s.blackSmoke) {
        rep.error("tripods.weapons.black-smoke",
                  tr("Black smoke is an optional rule: the record plays it only with [Variant \"black-smoke\"]."));
        return true;
    }
    if (s.toppledActs && v.recovery > 0 && !heat && !smoke) {
        // The other reading: a toppled tripod keeps its action cards; without a card of its
        // own it has no standing-still maneuver for the others.
        breach(v, "tripods.basic.actions",
               tr("%1 is toppled: without a standing-still maneuver it may not change facing, "
                  "destroy an objective or recharge.")
                       .arg(v.id));
        return true;
    }
    if ((v.recovery > 0 || c.card == Card::None) && !(s.toppledActs && v.recovery > 0)) {
        rep.error("tripods.clarifications.toppled-actions",
                  tr("%1 has no maneuver in phase %2 (it is toppled) and cannot choose an action card.")
                          .arg(v.id)
                          .arg(s.phaseNumber));
        return true;
    }
    // Heat-ray and black smoke cost their energy as they are chosen.
    if (heat || smoke) {
        if (v.energy == 0) {
            rep.warning("tripods.basic.heat-ray-action",
                        tr("%1 has no energy left: the firing action has no effect.").arg(v.id));
            return true;
        }
        --v.energy;
    }
    if (c.stop) {
        breach(v, "tripods.basic.actions",
               tr("%1's maneuver of phase %2 has the stop icon: no action card may go with it.")
                       .arg(v.id)
                       .arg(s.phaseNumber));
        return true;
    }
    if (!heat && !smoke && c.card != Card::Still) {
        breach(v, "tripods.basic.actions",
               tr("%1 may change facing, destroy an objective or recharge only with a standing-still "
                  "maneuver, not with %2.")
                       .arg(v.id, card(c.card)));
        return true;
    }
    if (heat && v.cooling > s.countersAllowed() && s.heatRayImpossible) {
        // The other reading: the action cannot be chosen at all, and costs nothing.
        ++v.energy;
        rep.error("tripods.clarifications.heat-ray-while-cooling",
                  tr("%1's heat-ray is still cooling (a counter is in its heat-ray box): it cannot "
                     "be chosen, and nothing is spent.")
                          .arg(v.id));
        return true;
    }
    if (heat && v.cooling > s.countersAllowed()) {
        breach(v, "tripods.clarifications.heat-ray-while-cooling",
               tr("%1's heat-ray is still cooling (a counter is in its heat-ray box).").arg(v.id));
        return true;
    }
    if ((heat || smoke) && s.standard && v.wounds > 0 && isMovement(c.card)) {
        breach(v, "tripods.standard.wounded-tripod-pilot",
               tr("%1's pilot is wounded: a firing action cannot go with a movement maneuver.").arg(v.id));
        return true;
    }
    if (smoke && v.smokeBroken) {
        breach(v, "tripods.standard.smoke-generator-disabled",
               tr("%1's black smoke generator is disabled.").arg(v.id));
        return true;
    }
    if (smoke && v.smokeBox > s.countersAllowed()) {
        breach(v, "tripods.weapons.black-smoke-recharge",
               tr("%1's black smoke launchers are recharging (%n counter(s) in the black smoke "
                  "box).",
                  nullptr, v.smokeBox)
                       .arg(v.id));
        return true;
    }
    if (m.action == Action::ChangeFacing) {
        if (s.gyroscopeOut(v)) {
            breach(v, "tripods.standard.gyroscope",
                   tr("%1's gyroscope is out of order this turn: it cannot change facing.").arg(v.id));
            return true;
        }
        const QString &limit = models()[std::size_t(v.model)].facing;
        if (m.baseSide >= 0 && !facingAllowed(limit, m.baseSide, s.allLateral)) {
            breach(v, "tripods.basic.change-facing",
                   tr("%1 cannot turn to face its %2 side (its limit: %3).")
                           .arg(v.id, QLatin1String(kBaseSides[std::size_t(m.baseSide)]), limit));
            return true;
        }
    }
    if (!m.objective.isEmpty() && !s.objectives.contains(m.objective)) {
        const ScenarioRules *sc = findScenario(s.scenario);
        if (sc && s.objectives.size() >= sc->objectives)
            rep.error(sc->rule,
                      tr("The scenario places %n objective template(s) (%1); %2 would be one more.",
                         nullptr, sc->objectives)
                              .arg(s.objectives.join(QStringLiteral(", ")), m.objective));
        s.objectives << m.objective;
    }
    if (m.action == Action::DestroyObjective && m.objective.isEmpty() && !s.scenario.isEmpty())
        rep.error("tripods.record.fact-missing",
                  tr("In a scenario a destroyed objective is named: on=OBJECTIVE."));
    // A destroyed objective is removed from the table; the Piave's terrain templates stay, and
    // a record does not say which of its templates are terrain.
    if (m.action == Action::Recharge && s.destroyed.contains(m.objective) &&
        s.scenario != u"tripods-across-the-piave") {
        rep.error("tripods.basic.destroy-objective",
                  tr("Objective %1 was destroyed and removed: it cannot recharge a tripod; %2 recharges one energy.")
                          .arg(m.objective, v.id));
        v.action = Action::Recharge;
        return true;
    }
    if (m.action == Action::Recharge && !m.objective.isEmpty() && s.redWeed.contains(m.objective)) {
        rep.error("tripods.basic.recharge",
                  tr("Objective %1 already shows red weed: it cannot recharge a tripod again; %2 "
                     "recharges one energy.")
                          .arg(m.objective, v.id));
        v.action = Action::Recharge;
        return true;
    }
    if (m.action == Action::DestroyObjective && s.redWeedNotObjective &&
        s.redWeed.contains(m.objective)) {
        rep.error("tripods.clarifications.red-weed",
                  tr("Objective %1 shows red weed: it no longer counts as an objective to destroy.")
                          .arg(m.objective));
    } else if (m.action == Action::DestroyObjective && !m.objective.isEmpty()) {
        if (s.destroyed.contains(m.objective))
            rep.error("tripods.basic.destroy-objective",
                      tr("Objective %1 was destroyed before.").arg(m.objective));
        else
            s.destroyed << m.objective;
    }
    v.action = m.action;
    v.actionObjective = m.objective;
    v.voidFiring = false;
    v.mustFire = heat;
    v.mustLaunch = smoke;
    return true;
}

}  // namespace

const char *illegalAtReveal(const State &s, const Vehicle &v, QString *why)
{
    const auto card = [](Card c) { return cardName(c); };
    const Card c = v.plan[std::size_t(s.phaseNumber - 1)].card;
    const Card next = s.phaseNumber < 3 ? v.plan[std::size_t(s.phaseNumber)].card : Card::None;
    // A stall inserted by a cannon shot counts as non-steep, before and after.
    const bool inserted = v.plan[std::size_t(s.phaseNumber - 1)].inserted;
    if (isSteep(c) && isSteep(v.last) && !inserted && !v.lastInserted) {
        *why = Ruleset::tr("%1 flies the %2 right after the %3; two steep maneuvers may not follow "
                           "each other.")
                       .arg(v.id, card(c), card(v.last));
        return "tripods.basic.steep";
    }
    if (v.last == Card::Immelmann && c != Card::Straight) {
        *why = Ruleset::tr("%1 must fly straight after its Immelmann turn, not %2.").arg(v.id, card(c));
        return "tripods.basic.immelmann";
    }
    if (c == Card::Immelmann && v.last != Card::Straight) {
        *why = Ruleset::tr("%1's Immelmann turn does not follow a straight.").arg(v.id);
        return "tripods.basic.immelmann";
    }
    if (c == Card::Immelmann && s.phaseNumber < 3 && next != Card::Straight) {
        *why = Ruleset::tr("%1's Immelmann turn is not followed by a planned straight.").arg(v.id);
        return "tripods.basic.immelmann";
    }
    // The other reading of tripods.clarifications.plan-bans: the cards the rudder jam and the
    // fire forbid are illegal maneuvers too.
    if (s.planBansPenalised && s.standard && !inserted) {
        const bool left = c == Card::Left || c == Card::SteepLeft,
                   right = c == Card::Right || c == Card::SteepRight;
        if ((left && v.rudderLeftTurn == s.turnNumber) ||
            (right && v.rudderRightTurn == s.turnNumber)) {
            *why = Ruleset::tr("%1's rudder is jammed: its %2 is an illegal maneuver.")
                           .arg(v.id, card(c));
            return "tripods.clarifications.plan-bans";
        }
        if (c == Card::Straight && v.burningAtPlan) {
            *why = Ruleset::tr("%1 is on fire: its planned straight is an illegal maneuver.")
                           .arg(v.id);
            return "tripods.clarifications.plan-bans";
        }
    }
    // A damaged engine owes a stall every turn: the last card of a plan without one is illegal
    // (tripods.clarifications.engine-damage-breach).
    if (s.phaseNumber == 3 && v.engineAtPlan == 1 && !s.engineBreachWarnOnly &&
        std::none_of(v.plan.begin(), v.plan.end(),
                     [](const Maneuver &p) { return p.card == Card::Stall; })) {
        *why = Ruleset::tr("%1's engine is damaged and its plan has no stall: its last card is illegal.").arg(v.id);
        return "tripods.standard.engine-damage";
    }
    return nullptr;
}

namespace {

void Applier::airplaneManeuver(Vehicle &v, const Maneuver &planned)
{
    QString why;
    const char *rule = illegalAtReveal(s, v, &why);
    if (!rule && v.skillIllegal) {
        rule = "tripods.optional.ace-recovery";
        why = tr("%1's maneuver relies on a skill that is still recovering.").arg(v.id);
    }
    v.skillIllegal = false;
    Card flown = planned.card;
    if (rule) {
        // The plan line was flagged; here the book's penalty is carried out.
        rep.note(rule, why + u' ' + tr("It flies a straight instead and draws an A damage card."));
        flown = Card::Straight;
        if (!m.hasPenalty)
            rep.error("tripods.record.fact-missing",
                      tr("The A damage card %1 draws for the illegal maneuver is missing: write penalty=CARD.")
                              .arg(v.id));
        else
            turn.takeNow(int(&v - s.vehicles.data()), deckIndex('A'), m.penalty);
    } else if (m.hasPenalty) {
        rep.error("tripods.record.args", tr("%1's maneuver is legal: no penalty card is drawn.").arg(v.id));
    }
    if (flown == Card::Immelmann && v.loading)
        rep.error("tripods.weapons.cannon-reload",
                  tr("%1 is reloading its cannon: it cannot fly an Immelmann turn.").arg(v.id));
    v.last = flown;
    v.lastInserted = planned.inserted && flown == planned.card;
}

void Applier::tripodManeuver(Vehicle &v, const Maneuver &planned)
{
    const int vi = int(&v - s.vehicles.data());
    // Each turn needs a stationary or running maneuver; a full plan without one topples the
    // tripod on its third movement card (a shorter plan cannot reach a third).
    if (s.phaseNumber == 3) {
        bool relief = false, full = true;
        for (const Maneuver &p : v.plan) {
            full &= p.card != Card::None;
            relief |= isStationary(p.card) || p.card == Card::Run;
        }
        if (full && !relief) {
            rep.note("tripods.basic.tripod-plan-requirement",
                     tr("%1 reveals its third movement card of the turn without a stationary or "
                        "running maneuver: the tripod topples.")
                             .arg(v.id));
            turn.topple(vi);
            return;
        }
    }
    // A damaged engine: a stationary card every turn, or only stationary cards after a second
    // hit; the illegal card topples the tripod (tripods.clarifications.engine-damage-breach).
    const bool noStationary = std::none_of(v.plan.begin(), v.plan.end(),
                                           [](const Maneuver &p) { return isStationary(p.card); });
    if (!s.engineBreachWarnOnly &&
        ((v.engineAtPlan >= 2 && isMovement(planned.card)) ||
         (v.engineAtPlan == 1 && s.phaseNumber == 3 && noStationary))) {
        rep.note("tripods.standard.engine-damage",
                 v.engineAtPlan >= 2
                         ? tr("%1's engine is damaged twice: the movement card it reveals is illegal and the "
                              "tripod topples.")
                                   .arg(v.id)
                         : tr("%1's engine is damaged and its plan has no stationary card: its last card "
                              "topples it.")
                                   .arg(v.id));
        turn.topple(vi);
        return;
    }
    if (s.planBansPenalised && s.standard && planned.card == Card::Reverse && v.reverseBroken) {
        // The other reading of tripods.clarifications.plan-bans: an illegal maneuver, it topples.
        rep.note("tripods.clarifications.plan-bans",
                 tr("%1's reverse mechanism is destroyed: its reverse is an illegal maneuver and "
                    "the tripod topples.")
                         .arg(v.id));
        turn.topple(vi);
        return;
    }
    if (planned.energy) {
        if (v.energy == 0) {
            rep.note("tripods.basic.tripod-illegal",
                     tr("%1 reveals a card with the energy icon but has no energy to spend: the tripod topples.")
                             .arg(v.id));
            turn.topple(vi);
            return;
        }
        --v.energy;
    }
    if (m.out && m.overlap)
        rep.error("tripods.record.args", tr("A tripod moved back after an overlap cannot also leave the table."));
    // A reverse makes the next card go backwards; it carries over the end of the turn.
    v.reverseNext = planned.card == Card::Reverse;
    v.last = planned.card;
}

bool Applier::move(int vi)
{
    if (!turn.advanceTo(Step::Movement))
        return true;
    Vehicle &v = vehicle(vi);
    if (v.moved) {
        rep.error("tripods.basic.movement",
                  tr("%1 has already revealed its maneuver of phase %2.").arg(v.id).arg(s.phaseNumber));
        return false;
    }
    if (turn.owesBurn(v)) {
        rep.error("tripods.record.fact-missing",
                  tr("%1 is on fire: the A damage card it draws before its first maneuver of the "
                     "turn is missing (burn %1 card=CARD).")
                          .arg(v.id));
        v.burned = true;
        --v.flames;
    }
    const Maneuver planned = v.plan[std::size_t(s.phaseNumber - 1)];
    if (planned.card == Card::None) {
        rep.error(v.recovery > 0 ? "tripods.basic.toppled" : "tripods.basic.planning",
                  tr("%1 has no maneuver for phase %2.").arg(v.id).arg(s.phaseNumber));
        return false;
    }
    if (planned.card != m.card.card || (m.card.iconsWritten && (planned.stop != m.card.stop ||
                                                                planned.energy != m.card.energy)))
        rep.error("tripods.record.plan-mismatch",
                  tr("%1 planned %2 for phase %3, but the record reveals %4.")
                          .arg(v.id, card(planned.card))
                          .arg(s.phaseNumber)
                          .arg(card(m.card.card)));
    if (m.overlap && v.kind != Kind::Tripod)
        rep.error("tripods.record.args",
                  tr("Airplanes may overlap freely; overlap is written only for two tripods moved back."));
    if ((m.home || m.enemy) && !m.out)
        rep.error("tripods.record.args", tr("home and enemy say across which side a vehicle left the table: they go with out."));
    if (m.home && m.enemy)
        rep.error("tripods.record.args", tr("A vehicle leaves the table across one side: home or enemy, not both."));
    if (m.photo) {
        if (s.scenario != u"bring-proof")
            rep.error("tripods.record.args", tr("A photograph is a fact of the Bring Proof scenario only."));
        else if (v.kind != Kind::Airplane || planned.card != Card::Stall)
            rep.error("tripods.scenarios.bring-proof",
                      tr("%1 takes the photograph with a stall begun near the tripod, not with %2.")
                              .arg(v.id, card(planned.card)));
        else
            v.photo = true;
    }
    v.moved = true;
    v.leaving = m.out;
    v.leavingHome = m.out && m.home;
    v.leavingEnemy = m.out && m.enemy && !m.home;
    if (m.at.known) {
        // A fact, like a drawn card; only the table's edge can contradict it (the book: a
        // vehicle whose base's centre is outside the playing area has left it).
        const QString at = QString::fromLatin1(placementText(m.at)), table = tableSizeText(s.table);
        if (outsideTable(m.at, s.table) && !m.out)
            rep.error("tripods.record.position",
                      tr("%1 ends at %2, outside the %3 cm playing area, but the line does not say it left (out).")
                              .arg(v.id, at, table),
                      m.atWritten);
        else if (!outsideTable(m.at, s.table) && m.out)
            rep.error("tripods.record.position",
                      tr("%1 left the playing area (out), but it ends at %2, inside the %3 cm table.").arg(v.id, at, table),
                      m.atWritten);
        v.at = m.at;
        s.placed = true;
    }
    if (v.kind == Kind::Airplane) {
        airplaneManeuver(v, planned);
    } else {
        tripodManeuver(v, planned);
    }
    cloudFacts(v);
    terrainFacts(v, planned);
    anchorFacts(v);
    turn.settle();
    return true;
}

void Applier::cloudFacts(Vehicle &v)
{
    const int vi = int(&v - s.vehicles.data());
    if (m.hasSmokeCard && m.cloudOf.isEmpty())
        rep.error("tripods.record.args", tr("smoke= is the Z card drawn for a black smoke cloud: it goes with cloud=TRIPOD."));
    if (m.cloudOf.isEmpty())
        return;
    if (!s.blackSmoke) {
        rep.error("tripods.weapons.black-smoke",
                  tr("Black smoke is an optional rule: the record plays it only with [Variant \"black-smoke\"]."));
        return;
    }
    const int owner = s.find(m.cloudOf);
    if (owner < 0 || vehicle(owner).kind != Kind::Tripod || vehicle(owner).clouds == 0) {
        rep.error("tripods.weapons.black-smoke-cloud",
                  tr("%1 has no black smoke cloud on the table for %2 to run into.").arg(m.cloudOf, v.id));
        return;
    }
    --vehicle(owner).clouds;  // overlapped: the cloud dissipates
    if (v.kind == Kind::Tripod) {
        if (m.hasSmokeCard)
            rep.error("tripods.weapons.black-smoke-damage",
                      tr("Black smoke does not harm tripods: %1 draws no card.").arg(v.id));
        return;
    }
    if (!m.hasSmokeCard) {
        rep.error("tripods.record.fact-missing",
                  tr("%1 ran into a black smoke cloud: the Z damage card it draws is missing (smoke=CARD).").arg(v.id));
        return;
    }
    turn.takeNow(vi, deckIndex('Z'), m.smokeCard);
}

void Applier::terrainFacts(Vehicle &v, const Maneuver &planned)
{
    const int vi = int(&v - s.vehicles.data());
    const bool piave = s.scenario == u"tripods-across-the-piave";
    if (m.onto == Terrain::None && !m.inTrench) {
        if (m.hasCheck)
            rep.error("tripods.record.args", tr("check= is the A card of a terrain check: it goes with onto= or in-trench."));
        return;
    }
    if (!s.terrain && !piave) {
        rep.error("tripods.terrain.elements",
                  tr("Terrain is an optional rule: the record plays it only with [Variant \"terrain\"] (or in "
                     "Tripods Across the Piave)."));
        return;
    }
    if (v.kind != Kind::Tripod) {
        rep.error("tripods.terrain.elements", tr("Terrain hinders only tripods; %1 is an airplane.").arg(v.id));
        return;
    }
    if (piave && m.onto == Terrain::Woods)
        rep.error("tripods.scenarios.across-the-piave", tr("Tripods Across the Piave places no woods."));
    if (!isMovement(planned.card) || v.recovery > 0) {
        rep.error("tripods.record.args",
                  tr("Only a tripod that moves meets terrain; %1 did not move in this phase.").arg(v.id));
        return;
    }
    // Leaving or crossing a trench: an A card, a zero topples.
    bool checked = false;
    const auto check = [&](const char *rule, const QString &where) {
        if (!m.hasCheck) {
            rep.error("tripods.record.fact-missing",
                      tr("%1 draws an A card for %2: write check=CARD.").arg(v.id, where));
            return false;
        }
        checked = true;
        turn.drawAndReturn(deckIndex('A'), m.check);
        if (m.check.explosion || m.check.points != 0)
            return false;
        rep.note(rule, tr("%1 draws a 0 for %2 and topples.").arg(v.id, where));
        turn.topple(vi);
        return true;
    };
    if (m.inTrench && check("tripods.terrain.trench", tr("moving out of a trench")))
        return;
    const QString kind = QLatin1String(kTerrainIds[std::size_t(m.onto)]);
    if (m.onto != Terrain::None && planned.card == Card::Run &&
        !(s.trenchRunSafe && m.onto == Terrain::Trench)) {
        rep.note("tripods.terrain.running", tr("%1 runs onto %2 and topples.").arg(v.id, kind));
        turn.topple(vi);
    } else if (m.onto == Terrain::Pond || m.onto == Terrain::Woods) {
        rep.note(m.onto == Terrain::Pond ? "tripods.terrain.pond" : "tripods.terrain.woods",
                 tr("%1 moves onto %2 and topples.").arg(v.id, kind));
        turn.topple(vi);
    } else if ((m.onto == Terrain::Crater || m.onto == Terrain::Marsh) &&
               !(m.inTrench && checked)) {
        check("tripods.terrain.crater-marsh", tr("moving onto %1").arg(kind));
    } else if (m.hasCheck && !checked) {
        rep.error("tripods.record.args", tr("Moving onto %1 draws no card: check= does not belong here.").arg(kind));
    }
}

void Applier::anchorFacts(Vehicle &v)
{
    const bool due = v.hookTarget >= 0 && v.hookPhase + 2 == s.phaseSerial();
    if (!due) {
        if (m.entangled || m.free)
            rep.error("tripods.record.args",
                      tr("entangled and free say how an anchor's hook ended, two movement steps after it: %1 has "
                         "none due.")
                              .arg(v.id));
        return;
    }
    if (m.entangled == m.free) {
        rep.error("tripods.record.fact-missing",
                  tr("%1's anchor hooked a tripod two phases ago: write entangled or free.").arg(v.id));
    } else if (m.entangled) {
        rep.note("tripods.weapons.entangled",
                 tr("%1 is entangled and falls with six recovery counters.").arg(vehicle(v.hookTarget).id));
        s.entangling.push_back(v.hookTarget);
    }
    v.hookTarget = -1;
}

// A firing line that comes after the firing step has closed, before anything of the next
// phase (a step closes as soon as it expects no more lines): it belongs to the phase just
// played. It is flagged there and has no effect.
bool Applier::lateFire(const Vehicle &v, bool holding)
{
    const bool nextPhaseUntouched =
            (s.step == Step::Movement && s.phaseNumber > 1 && !turn.anyMoved()) ||
            (s.step == Step::Planning && s.turnNumber > 1 &&
             std::none_of(s.vehicles.begin(), s.vehicles.end(), [](const Vehicle &o) { return o.planned; }));
    if (!nextPhaseUntouched)
        return false;
    for (const Vehicle &o : s.vehicles)
        if (o.action != Action::None || o.mustFire || o.mustLaunch || o.voidFiring)
            return false;
    const int previous = s.step == Step::Planning ? s.turnNumber * 3 : s.phaseSerial() - 1;
    const int phase = s.step == Step::Planning ? 3 : s.phaseNumber - 1;
    const bool tripod = v.kind == Kind::Tripod;
    if (v.firedPhase != previous && tripod && v.voidPhase == previous)
        return true;  // the shot of a firing action flagged as void: part of that fault
    if (v.firedPhase == previous)
        rep.error(tripod ? "tripods.basic.tripod-fire" : "tripods.basic.airplane-fire",
                  tr("%1 has already fired or held in phase %2: a vehicle fires once per phase, at one target.")
                          .arg(v.id)
                          .arg(phase));
    // Jammed in that phase, even if its last counter went as the phase ended.
    else if (!tripod && v.jammedPhase == previous && holding)
        rep.error("tripods.record.args", tr("%1's guns are jammed: it writes no firing line.").arg(v.id));
    else if (!tripod && v.jammedPhase == previous)
        rep.error("tripods.standard.jammed-guns",
                  tr("%1's guns were jammed in phase %2: it could not fire.").arg(v.id).arg(phase));
    else if (tripod)
        rep.error("tripods.basic.tripod-fire",
                  tr("%1 has no heat-ray action card in effect this phase and cannot fire.").arg(v.id));
    else
        return false;
    return true;
}

bool Applier::fire(int vi)
{
    if (lateFire(vehicle(vi), false))
        return true;
    if (!turn.advanceTo(Step::Firing))
        return true;
    Vehicle &v = vehicle(vi);
    const bool tripod = v.kind == Kind::Tripod;
    const char *rule = tripod ? "tripods.basic.tripod-fire" : "tripods.basic.airplane-fire";
    if (v.fired) {
        rep.error(rule, tr("%1 has already fired or held in this phase: a vehicle fires once per "
                           "phase, at one target.")
                                .arg(v.id));
        return false;
    }
    if (tripod && v.voidFiring && !v.mustFire && !v.mustLaunch) {
        // Its firing action was flagged and has no effect: the shot is not carried out, and
        // it is no second fault.
        v.fired = true;
        v.firedPhase = s.phaseSerial();
        return true;
    }
    if (m.cloud)
        return launchCloud(v);
    if (tripod && v.mustLaunch)
        rep.error("tripods.weapons.black-smoke",
                  tr("%1 chose black smoke: it launches a cloud (fire %1 cloud).").arg(v.id));
    else if (tripod && !v.mustFire)
        rep.error(rule, tr("%1 has no heat-ray action card in effect this phase and cannot fire.").arg(v.id));
    const bool guns = m.rockets == 0 && !m.anchor && !m.cannon;
    if (!tripod && guns && v.loading)
        rep.error("tripods.weapons.cannon-reload",
                  tr("%1 is reloading its cannon: its machine guns cannot fire.").arg(v.id));
    if (!tripod && guns && s.gunsBarredAtStrike &&
        std::any_of(v.volleys.begin(), v.volleys.end(),
                    [this](const Vehicle::Volley &x) { return x.phase < s.phaseSerial(); }))
        rep.error("tripods.clarifications.rocket-guns",
                  tr("%1's rockets strike in this phase: its machine guns cannot fire in it.")
                          .arg(v.id));
    if (!tripod && v.jammed > 0 && guns)
        rep.error(
                "tripods.standard.jammed-guns",
                tr("%1's guns are jammed (%n counter(s) left): it cannot fire.", nullptr, v.jammed)
                        .arg(v.id));
    if (!tripod && s.standard && v.wounds > 0 && ((isSteep(v.last) && !v.lastInserted) || v.last == Card::Immelmann))
        rep.error("tripods.standard.wounded-airplane-pilot",
                  tr("%1's pilot is wounded: he cannot fire in a phase with a steep maneuver or an "
                     "Immelmann turn.")
                          .arg(v.id));
    v.fired = true;
    v.firedPhase = s.phaseSerial();
    if (tripod && v.mustFire)
        v.cooling = 1;  // the heat-ray box: the generator cools before the next shot (a shot
                        // without the heat-ray action was flagged, and used no generator)
    if (m.target.isEmpty()) {
        if (!tripod)
            rep.error("tripods.record.args", tr("An airplane that does not fire writes hold, not miss."));
        return true;
    }
    const int ti = s.find(m.target);
    if (ti < 0) {
        rep.error("tripods.record.vehicle", unknownVehicle(s, m.target));
        return true;
    }
    Vehicle &t = vehicle(ti);
    if (t.side == v.side || t.status != Status::InPlay) {
        rep.error("tripods.basic.firing",
                  t.side == v.side ? tr("%1 fires at %2, a vehicle of its own side.").arg(v.id, t.id)
                                   : tr("%1 fires at %2, which is no longer in play.").arg(v.id, t.id),
                  {}, t.side == v.side ? QString() : t.assumed);
        return true;
    }
    if (m.rockets > 0)
        return launchRockets(v, ti);
    if (m.anchor)
        return throwAnchor(v, ti);
    if (m.cannon)
        return fireCannon(v, ti);
    if (m.range == Range::None)
        rep.error("tripods.record.fact-missing", tr("The range of the shot is missing: range=short or range=long."));
    // The number of cards the range draws.
    const std::size_t n = m.cards.size();
    if (tripod) {
        const bool zeroFirst = n > 0 && !m.cards[0].explosion && m.cards[0].points == 0;
        const std::size_t due = m.range == Range::Short && zeroFirst ? 2 : 1;
        if (n != due)
            rep.error(rule, m.range == Range::Short
                                    ? tr("A short-range heat-ray reveals one card and draws a second only "
                                         "when the first is a 0: this shot draws %1, not %2.")
                                              .arg(due)
                                              .arg(n)
                                    : tr("A long-range heat-ray draws one card, not %1.").arg(n));
    } else {
        const std::size_t due = m.range == Range::Short ? 2 : 1;
        if (n != due)
            rep.error(
                    rule,
                    tr("At %1 range the target draws %n damage card(s), not %2.", nullptr, int(due))
                            .arg(m.range == Range::Short ? tr("short") : tr("long"))
                            .arg(n));
    }
    if (t.kind == Kind::Tripod && m.across == Across::None)
        rep.error("tripods.record.fact-missing",
                  tr("A shot at a tripod says whether it crosses a protected side: across=protected or "
                     "across=unprotected."));
    if (t.kind == Kind::Airplane && m.across != Across::None)
        rep.error("tripods.record.args", tr("Only tripods have protected sides; across= is written for shots at tripods."));
    // Aim: the same target in consecutive phases, across turns too.
    const bool aimed = !tripod && v.aimTarget == ti && v.aimPhase == s.phaseSerial() - 1;
    if (!tripod) {
        v.aimTarget = ti;
        v.aimPhase = s.phaseSerial();
    }
    const bool armour = t.kind == Kind::Tripod && m.across == Across::Protected && !t.hitUnprotected;
    craterChoice(t, deckIndex(v.firepower));
    turn.hit(vi, ti, deckIndex(v.firepower), m.cards, aimed, armour);
    return true;
}

void Applier::craterChoice(const Vehicle &t, int deck)
{
    if (m.craterDiscards.empty())
        return;
    if (!s.terrain && s.scenario != u"tripods-across-the-piave") {
        rep.error("tripods.terrain.elements",
                  tr("Terrain is an optional rule: the record plays it only with [Variant \"terrain\"] (or in "
                     "Tripods Across the Piave)."));
        return;
    }
    if (t.kind != Kind::Tripod) {
        rep.error("tripods.terrain.elements", tr("Terrain hinders only tripods; %1 is an airplane.").arg(t.id));
        return;
    }
    if (m.craterDiscards.size() > m.cards.size())
        rep.error("tripods.terrain.crater-firing",
                  tr("Each card kept from a shot at a tripod in a crater has at most one alternative: %1 "
                     "discarded for %2 kept.")
                          .arg(m.craterDiscards.size())
                          .arg(m.cards.size()));
    const auto zero = [](const DamageCard &c) { return !c.explosion && c.points == 0; };
    for (std::size_t i = 0; i < m.craterDiscards.size() && i < m.cards.size(); ++i)
        if (zero(m.cards[i]) && zero(m.craterDiscards[i]))
            rep.error("tripods.terrain.crater-firing",
                      tr("A 0 drawn against a tripod in a crater brings no second card."));
    for (const DamageCard &c : m.craterDiscards)
        turn.drawDiscard(deck, c);
}

bool Applier::launchCloud(Vehicle &v)
{
    if (!v.mustLaunch) {
        rep.error("tripods.weapons.black-smoke",
                  tr("%1 has no black smoke action card in effect this phase: it launches no cloud.").arg(v.id));
        return true;
    }
    v.fired = true;
    v.firedPhase = s.phaseSerial();
    // Two templates per tripod; a cloud is taken back only to launch a new one, and the launch
    // line says so (tripods.clarifications.cloud-removal).
    if (m.replaceCloud && v.clouds == 0)
        rep.error("tripods.weapons.black-smoke-cloud",
                  tr("%1 has no black smoke cloud on the table to take back.").arg(v.id));
    else if (!m.replaceCloud && v.clouds >= 2)
        rep.error("tripods.weapons.black-smoke-cloud",
                  tr("Both of %1's black smoke templates are on the table: a new launch takes one of them "
                     "back first (fire %1 cloud replace).")
                          .arg(v.id));
    if (m.replaceCloud || v.clouds >= 2)
        v.clouds = std::max(0, v.clouds - 1);
    ++v.clouds;
    v.smokeBox = 2;
    return true;
}

bool Applier::launchRockets(Vehicle &v, int ti)
{
    if (v.rocketCounters < m.rockets) {
        rep.error("tripods.weapons.rockets",
                  v.rockets ? tr("%1 has %n rocket counter(s) left, not %2.", nullptr,
                                 v.rocketCounters)
                                      .arg(v.id)
                                      .arg(m.rockets)
                            : tr("%1 carries no rockets.").arg(v.id));
        return true;
    }
    v.rocketCounters -= m.rockets;
    if (v.last != Card::Straight && v.last != Card::Stall) {
        rep.error("tripods.weapons.rockets",
                  tr("%1 launches rockets only after a straight or a stall, not after %2; they are wasted.")
                          .arg(v.id, card(v.last)));
        return true;
    }
    v.volleys.push_back({ti, m.rockets, s.phaseSerial(), false});
    return true;
}

bool Applier::throwAnchor(Vehicle &v, int ti)
{
    if (!v.anchor) {
        rep.error("tripods.weapons.anchor", tr("%1 has no anchor and chain to throw.").arg(v.id));
        return true;
    }
    if (vehicle(ti).kind != Kind::Tripod) {
        rep.error("tripods.weapons.anchor", tr("The anchor hooks tripods only.").arg(v.id));
        return true;
    }
    // The A card decides only whether the anchor holds (tripods.clarifications.anchor-timing);
    // under the other reading it is also a hit on the tripod, with the damage of its step (the
    // line names no side, so no armour).
    if (s.anchorDamages)
        turn.hit(-1, ti, deckIndex('A'), {m.penalty}, false, false);
    else
        turn.drawAndReturn(deckIndex('A'), m.penalty);
    if (!m.penalty.explosion && m.penalty.points == 0)
        return true;
    v.anchor = false;
    v.hookTarget = ti;
    v.hookPhase = s.phaseSerial();
    return true;
}

bool Applier::fireCannon(Vehicle &v, int ti)
{
    if (!v.cannon) {
        rep.error("tripods.weapons.cannon", tr("%1 carries no cannon.").arg(v.id));
        return true;
    }
    if (v.loading) {
        rep.error("tripods.weapons.cannon-reload",
                  tr("%1's cannon is still reloading: it was not loaded when this phase began.").arg(v.id));
        return true;
    }
    if (s.noCannonAfterImmelmann && v.last == Card::Immelmann)
        rep.error("tripods.clarifications.cannon-after-immelmann",
                  tr("%1 flew an Immelmann turn in this phase: its cannon may not fire right after "
                     "it.")
                          .arg(v.id));
    Vehicle &t = vehicle(ti);
    // Aimed: the machine guns fired at this target in the phase before.
    const bool aimed = v.aimTarget == ti && v.aimPhase == s.phaseSerial() - 1;
    const bool zeroFirst = !m.cards.empty() && !m.cards[0].explosion && m.cards[0].points == 0;
    const std::size_t due = aimed && zeroFirst ? 2 : 1;
    if (m.cards.size() != due)
        rep.error(aimed ? "tripods.weapons.cannon-aim" : "tripods.weapons.cannon",
                  aimed ? tr("An aimed cannon shot reveals one C card and draws a second only on a 0: this shot "
                             "draws %1, not %2.")
                                  .arg(due)
                                  .arg(m.cards.size())
                        : tr("A cannon hit draws a single C card, not %1.").arg(m.cards.size()));
    if (t.kind == Kind::Tripod && m.across == Across::None)
        rep.error("tripods.record.fact-missing",
                  tr("A shot at a tripod says whether it crosses a protected side: across=protected or "
                     "across=unprotected."));
    const bool armour = t.kind == Kind::Tripod && m.across == Across::Protected && !t.hitUnprotected;
    craterChoice(t, deckIndex('C'));
    turn.hit(-1, ti, deckIndex('C'), m.cards, false, armour);  // not the machine guns: no jam, no aim bonus
    v.aimTarget = -1;
    v.cannonBox = 2;
    // A stall goes in as the next maneuver; the other planned cards move one phase later, the
    // last of them into the next turn (tripods.weapons.cannon-stall).
    Maneuver stall = withDefaultIcons(Card::Stall);
    stall.inserted = true;
    std::vector<Maneuver> rest{stall};
    for (int i = s.phaseNumber; i < 3; ++i)
        rest.push_back(v.plan[std::size_t(i)]);
    for (int i = s.phaseNumber; i < 3; ++i)
        v.plan[std::size_t(i)] = rest[std::size_t(i - s.phaseNumber)];
    v.carry.assign(rest.begin() + (3 - s.phaseNumber), rest.end());
    if (s.cannonStallLost)
        v.carry.clear();  // the other reading: the pushed card is lost, the next turn plans three
    return true;
}

bool Applier::rocket(int vi)
{
    if (!turn.advanceTo(Step::Firing))
        return true;
    Vehicle &v = vehicle(vi);
    if (!turn.owesRocket(v)) {
        rep.error("tripods.weapons.rocket-hit", tr("%1 has no rockets striking in this phase.").arg(v.id));
        return true;
    }
    const Vehicle::Volley volley = v.volleys.front();
    v.volleys.erase(v.volleys.begin());
    if (m.target.isEmpty()) {
        turn.settle();
        return true;
    }
    QString why;
    if (v.last != Card::Straight && v.last != Card::Stall)
        why = tr("%1 flew %2 after the launch, not a straight or a stall.").arg(v.id, card(v.last));
    else if (volley.spoiled)
        why = tr("%1 drew a damage card with a symbol while its rockets flew.").arg(v.id);
    const int ti = s.find(m.target);
    if (ti < 0 || ti == vi || vehicle(ti).status != Status::InPlay) {
        rep.error("tripods.record.vehicle", tr("%1 is not a vehicle in play that the rockets could hit.").arg(m.target));
        turn.settle();
        return true;
    }
    if (!why.isEmpty()) {
        rep.error("tripods.weapons.rocket-hit", why + u' ' + tr("The rockets miss."));
        turn.settle();
        return true;
    }
    if (int(m.cards.size()) != volley.count)
        rep.error("tripods.weapons.rocket-hit",
                  tr("The target takes one D card per rocket: %1, not %2.").arg(volley.count).arg(m.cards.size()));
    Vehicle &t = vehicle(ti);
    if (ti != volley.target)
        rep.note("tripods.weapons.rocket-hit",
                 tr("%1 blocks the line of sight and takes the rockets instead of %2.")
                         .arg(t.id, vehicle(volley.target).id));
    if (t.kind == Kind::Tripod && m.across == Across::None && !s.rocketsIgnoreArmour)
        rep.error("tripods.record.fact-missing",
                  tr("A rocket strike on a tripod says whether it crosses a protected side: across=protected or "
                     "across=unprotected."));
    const bool armour = t.kind == Kind::Tripod && m.across == Across::Protected &&
            !t.hitUnprotected && !s.rocketsIgnoreArmour;
    turn.hit(-1, ti, deckIndex('D'), m.cards, false, armour);  // no machine guns: no jam
    turn.settle();
    return true;
}

bool Applier::skill(int vi)
{
    Vehicle &v = vehicle(vi);
    if (!v.skills.contains(m.skill)) {
        rep.error("tripods.optional.aces",
                  v.skills.isEmpty() ? tr("%1's pilot is no ace: it has no skills.").arg(v.id)
                                     : tr("%1's pilot has the skills %2, not %3.")
                                               .arg(v.id, v.skills.join(QStringLiteral(", ")), m.skill));
        return true;
    }
    auto it = std::find_if(v.skillUses.begin(), v.skillUses.end(),
                           [&](const Vehicle::SkillUse &u) { return u.id == m.skill; });
    if (it == v.skillUses.end())
        it = v.skillUses.insert(v.skillUses.end(), Vehicle::SkillUse{m.skill});
    if (m.maneuverSkill && (s.step != Step::Movement || v.moved)) {
        rep.error("tripods.record.args",
                  tr("A maneuver skill is written in the movement step, before %1's move line.").arg(v.id));
        return true;
    }
    if (m.maneuverSkill && (it->counters > 0 || s.phaseSerial() < it->readyFrom)) {
        // Planned with the skill, executed too early: an illegal maneuver.
        rep.error("tripods.optional.ace-recovery",
                  tr("%1's skill %2 is still recovering: the maneuver that uses it is illegal; it flies a "
                     "straight and draws an A damage card.")
                          .arg(v.id, m.skill));
        v.skillIllegal = true;
        return true;
    }
    if (it->counters > 0 || s.phaseSerial() < it->readyFrom) {
        // A skill used too early has no effect and takes no counters.
        rep.error("tripods.optional.ace-recovery",
                  it->counters > 0
                          ? tr("%1's skill %2 still has %n recovery counter(s): it cannot be used "
                               "yet.",
                               nullptr, it->counters)
                                    .arg(v.id, m.skill)
                          : tr("%1's skill %2 is usable again only from the phase after its last "
                               "recovery counter went.")
                                    .arg(v.id, m.skill));
        return true;
    }
    it->counters = m.recovery;
    it->placedSerial = s.phaseSerial();
    it->placedInFiring = s.step == Step::Firing;
    it->readyFrom = 0;
    return true;
}

bool Applier::hold(int vi)
{
    if (lateFire(vehicle(vi), true))
        return true;
    if (!turn.advanceTo(Step::Firing))
        return true;
    Vehicle &v = vehicle(vi);
    if (v.fired) {
        rep.error(v.kind == Kind::Tripod ? "tripods.basic.tripod-fire" : "tripods.basic.airplane-fire",
                  tr("%1 has already fired or held in this phase.").arg(v.id));
        return false;
    }
    if (v.kind == Kind::Tripod)
        rep.error(v.mustFire || v.mustLaunch ? "tripods.basic.tripod-fire" : "tripods.record.args",
                  v.mustFire || v.mustLaunch
                          ? tr("%1 chose a firing action and must fire, even with no target (fire %1 miss, or fire %1 cloud).").arg(v.id)
                             : tr("A tripod without a heat-ray action writes no firing line."));
    v.fired = true;
    v.firedPhase = s.phaseSerial();
    turn.settle();
    return true;
}

bool Applier::burn(int vi)
{
    if (!turn.advanceTo(Step::Movement))
        return true;
    Vehicle &v = vehicle(vi);
    if (!turn.owesBurn(v)) {
        if (v.flames > 0 && !v.burned)  // on fire, but not yet its moment (tripods.clarifications.toppled-fire)
            rep.error("tripods.clarifications.toppled-fire",
                      s.fireAtFirstCard
                              ? tr("%1 draws its fire card just before its own first maneuver of the turn; "
                                   "it reveals none in phase %2.")
                                        .arg(v.id)
                                        .arg(s.phaseNumber)
                              : tr("%1 draws its fire card in phase 1, when the turn's first maneuvers are "
                                   "revealed, even with no maneuver of its own to reveal.")
                                        .arg(v.id));
        else
            rep.error("tripods.standard.fire",
                      v.flames == 0 ? tr("%1 is not on fire.").arg(v.id)
                                    : tr("%1 draws its fire card once a turn, before its first maneuver.").arg(v.id));
        return true;
    }
    // One flame counter goes and an A card hits: its points and explosion only, no armour.
    v.burned = true;
    --v.flames;
    if (s.fireMeetsArmour && v.kind == Kind::Tripod && v.energy > 0 && v.recovery == 0) {
        // The other reading of tripods.clarifications.fire-armour: the electrified armour takes
        // it; the card is revealed and goes back, its energy icons and an explosion drain energy.
        turn.drawAndReturn(deckIndex('A'), m.penalty);
        v.energy = std::max(0,
                            v.energy - m.penalty.energyIcons -
                                    (m.penalty.explosion ? (v.initialEnergy + 1) / 2 : 0));
        turn.settle();
        return true;
    }
    DamageCard c = m.penalty;
    c.energyIcons = 0;
    c.special = Special::None;
    turn.takeNow(vi, deckIndex('A'), c);
    // A toppled tripod's fire card may be the last line its movement step owes.
    turn.settle();
    return true;
}

}  // namespace

bool Ruleset::apply(core::State &state, const core::Move &move, core::Reporter &reporter) const
{
    auto &s = static_cast<State &>(state);
    const auto &m = static_cast<const TripodsMove &>(move);
    if (s.over) {
        reporter.error("tripods.basic.victory", tr("The battle is over; no line may follow."));
        return false;
    }
    const int vi = s.find(m.vehicle);
    if (vi < 0) {
        reporter.error("tripods.record.vehicle", unknownVehicle(s, m.vehicle));
        return false;
    }
    const Vehicle &v = s.vehicles[std::size_t(vi)];
    // A firing line of the last phase may come after that turn closed (Applier::lateFire): it
    // keeps the number of its own turn.
    const bool lastTurnFiring = (m.verb == Verb::Fire || m.verb == Verb::Hold) &&
            s.step == Step::Planning && m.turn == s.turnNumber - 1 &&
            std::none_of(s.vehicles.begin(), s.vehicles.end(),
                         [](const Vehicle &o) { return o.planned; });
    if (m.turn != s.turnNumber && !lastTurnFiring)
        reporter.error("tripods.record.turn-order",
                       tr("The line is numbered turn %1, but it is turn %2.").arg(m.turn).arg(s.turnNumber));
    if (m.side != v.side) {
        const bool ru = reporter.russian();
        const auto name = [&](int side) {
            const core::SideInfo &info = info_.sides[std::size_t(side)];
            return ru ? info.nameRu : info.nameEn;
        };
        reporter.error("tripods.record.side",
                       tr("%1 belongs to the %2, not to the %3.").arg(v.id, name(v.side), name(m.side)));
    }
    if (v.status != Status::InPlay) {
        // One fault, one finding: the lines a record goes on writing for a vehicle that is gone
        // are flagged once, at the first of them.
        if (v.status != Status::Reserve && v.goneFlagged)
            return false;
        s.vehicles[std::size_t(vi)].goneFlagged = v.status != Status::Reserve;
        reporter.error(v.status == Status::Reserve ? "tripods.scenarios.spark-of-hope" : "tripods.record.vehicle",
                       v.status == Status::Eliminated ? tr("%1 was eliminated; it has no more lines.").arg(v.id)
                       : v.status == Status::Out      ? tr("%1 left the playing area; it has no more lines.").arg(v.id)
                                                      : tr("%1 waits in reserve: it enters at the start of the turn "
                                                           "after the first airplane is destroyed or gone.")
                                                                .arg(v.id),
                       {}, v.status == Status::Eliminated ? v.assumed : QString());
        return false;
    }
    s.chance = core::mix64(s.chance + 1);
    Applier a{s, m, reporter};
    bool done = false;
    switch (m.verb) {
    case Verb::Plan: done = a.plan(vi); break;
    case Verb::Action: done = a.action(vi); break;
    case Verb::Move: done = a.move(vi); break;
    case Verb::Fire: done = a.fire(vi); a.turn.settle(); break;
    case Verb::Hold: done = a.hold(vi); break;
    case Verb::Burn: done = a.burn(vi); break;
    case Verb::Rocket: done = a.rocket(vi); break;
    case Verb::Skill: done = a.skill(vi); break;
    }
    return done;
}

}  // namespace umpire::tripods
