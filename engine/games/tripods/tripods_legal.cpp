// Ruleset::legalMoves and the plan restrictions it shares with apply(). Chance and geometry
// outcomes (range, protected side, leaving the table, the damage cards) are picked by the
// state's seeded stream. The cards of a shot (machine guns, cannon, rocket strike) get energy
// icons and, with [Variant "standard"], special damage of every kind (addSymbols,
// tripods_symbols.cpp), but only what keeps every later generated move legal: a tripod never
// loses the energy its planned cards still need, an airplane that could be left without a legal
// plan gets no plan-restricting damage; the moves after it (plans through planProblems, actions,
// firing, fire cards, a toppled tripod's short plans) read the damaged state. An explosion
// through armour comes only when the tripod can lose half its energy rating and still pay for
// its planned cards (explosionAffordable). An airplane's penalty card and a black smoke card
// get symbols the same way; a fire card, a terrain check and the anchor's card, whose symbols
// the rules ignore, get any (addIgnoredSymbols). Optional rules
// are offered too: black smoke, terrain met and shots at a tripod inside a crater, the special
// weapons, and ace skills (in the firing step, and on a maneuver before its move line).
// legalChoices (tripods_choices.cpp) leaves the cards drawn here open as chance fields.
#include "games/tripods/tripods_ruleset.h"
#include "games/tripods/tripods_turn.h"
#include "games/tripods/tripods_scenario.h"
#include "games/tripods/tripods_symbols.h"

#include "core/rng.h"

namespace umpire::tripods {

std::vector<std::pair<const char *, QString>> planProblems(const State &s, const Vehicle &v,
                                                           const std::vector<Maneuver> &plan)
{
    std::vector<std::pair<const char *, QString>> out;
    if (!s.standard)
        return out;
    const auto any = [&](auto pred) {
        return std::any_of(plan.begin(), plan.end(), [&](const Maneuver &m) { return pred(m.card); });
    };
    if (v.kind == Kind::Tripod) {
        if (v.reverseBroken && any([](Card c) { return c == Card::Reverse; }))
            out.push_back({"tripods.standard.reverse-destroyed",
                           Ruleset::tr("%1's reverse mechanism is destroyed: it cannot plan a reverse.").arg(v.id)});
        if (v.engine == 1 && !any(isStationary))
            out.push_back({"tripods.standard.engine-damage",
                           Ruleset::tr("%1's engine is damaged: it must plan a stationary maneuver every turn.").arg(v.id)});
        if (v.engine >= 2 && any(isMovement))
            out.push_back({"tripods.standard.engine-damage",
                           Ruleset::tr("%1's engine is damaged twice: it plans only stationary maneuvers.").arg(v.id)});
    } else {
        if (v.engine == 1 && !any([](Card c) { return c == Card::Stall; }))
            out.push_back({"tripods.standard.engine-damage",
                           Ruleset::tr("%1's engine is damaged: it must plan a stall every turn.").arg(v.id)});
        if (v.rudderLeftTurn == s.turnNumber && any([](Card c) { return c == Card::Left || c == Card::SteepLeft; }))
            out.push_back({"tripods.standard.rudder-jam",
                           Ruleset::tr("%1's rudder is jammed: it cannot plan a maneuver to the left this turn.").arg(v.id)});
        if (v.rudderRightTurn == s.turnNumber && any([](Card c) { return c == Card::Right || c == Card::SteepRight; }))
            out.push_back({"tripods.standard.rudder-jam",
                           Ruleset::tr("%1's rudder is jammed: it cannot plan a maneuver to the right this turn.").arg(v.id)});
        if (v.flames > 0 && any([](Card c) { return c == Card::Straight; }))
            out.push_back({"tripods.standard.fire", Ruleset::tr("%1 is on fire: it cannot plan a straight.").arg(v.id)});
    }
    return out;
}

std::vector<std::pair<const char *, QString>> illegalManeuvers(const Vehicle &v,
                                                               const std::vector<Maneuver> &plan)
{
    std::vector<std::pair<const char *, QString>> out;
    const auto name = [](Card c) { return cardName(c); };
    if (v.kind == Kind::Airplane) {
        Card prev = v.last;
        bool prevInserted = v.lastInserted;
        for (std::size_t i = 0; i < plan.size(); ++i) {
            Card c = plan[i].card;
            const bool nextStraight = i + 1 >= plan.size() || plan[i + 1].card == Card::Straight;
            const bool inserted = plan[i].inserted || prevInserted;
            prevInserted = plan[i].inserted;
            if (isSteep(c) && isSteep(prev) && !inserted) {
                out.push_back(
                        {"tripods.basic.steep",
                         Ruleset::tr("%1 plans the %2 right after the %3; two steep maneuvers may "
                                     "not follow each other.")
                                 .arg(v.id, name(c), name(prev))});
                c = Card::Straight;  // flown as a straight instead
            } else if (prev == Card::Immelmann && c != Card::Straight) {
                out.push_back({"tripods.basic.immelmann",
                               Ruleset::tr("%1 must fly straight after its Immelmann turn, not %2.").arg(v.id, name(c))});
                c = Card::Straight;
            } else if (c == Card::Immelmann && (prev != Card::Straight || !nextStraight)) {
                out.push_back({"tripods.basic.immelmann",
                               Ruleset::tr("%1 plans an Immelmann turn without a straight right before and "
                                           "right after it.")
                                       .arg(v.id)});
                c = Card::Straight;
            }
            prev = c;
        }
        return out;
    }
    int energy = 0;
    bool relief = false;
    for (const Maneuver &m : plan) {
        energy += m.energy;
        relief |= isStationary(m.card) || m.card == Card::Run;
    }
    if (plan.size() == 3 && !relief)
        out.push_back({"tripods.basic.tripod-plan-requirement",
                       Ruleset::tr("%1 plans no stationary or running maneuver this turn: its third "
                                   "movement card will topple it.")
                               .arg(v.id)});
    if (energy > v.energy)
        out.push_back(
                {"tripods.basic.tripod-illegal",
                 Ruleset::tr("%1 plans %n card(s) with the energy icon but has %2 energy: a card "
                             "it cannot pay for will topple it.",
                             nullptr, energy)
                         .arg(v.id)
                         .arg(v.energy)});
    return out;
}

namespace {

// Whether revealing `card` topples the tripod at once, so that it does not move: a third
// movement card without a stationary or running one, an energy icon without energy, or a card a
// damaged engine forbids (the same tests as the reveal in tripods_apply.cpp).
bool revealTopples(const State &s, const Vehicle &v, const Maneuver &card)
{
    if (s.planBansPenalised && s.standard && card.card == Card::Reverse && v.reverseBroken)
        return true;
    bool full = true, relief = false, stationary = false;
    for (const Maneuver &p : v.plan) {
        full &= p.card != Card::None;
        relief |= isStationary(p.card) || p.card == Card::Run;
        stationary |= isStationary(p.card);
    }
    if (s.phaseNumber == 3 && full && !relief)
        return true;
    if (!s.engineBreachWarnOnly &&
        ((v.engineAtPlan >= 2 && isMovement(card.card)) ||
         (v.engineAtPlan == 1 && s.phaseNumber == 3 && !stationary)))
        return true;
    return card.energy && v.energy == 0;
}

int energyCardsFrom(const Vehicle &v, int phase)
{
    int n = 0;
    for (int i = phase - 1; i < 3; ++i)
        n += v.plan[std::size_t(i)].energy;
    return n;
}

// A card drawn by the seeded stream from what `counts` holds, or false when the allowed kinds
// are used up.
bool drawCard(core::Rng &rng, DeckCounts &counts, int deck, bool noExplosion, DamageCard &out)
{
    int total = 0;
    for (std::int8_t n : counts)
        total += n;
    if (total == 0)
        counts = kDeckComposition[std::size_t(deck)];
    int allowed = 0;
    for (int k = 0; k < kCardKinds; ++k)
        allowed += k == 6 && noExplosion ? 0 : counts[std::size_t(k)];
    if (allowed == 0)
        return false;
    int pick = int(rng.below(std::uint64_t(allowed)));
    for (int k = 0; k < kCardKinds; ++k) {
        const int n = k == 6 && noExplosion ? 0 : counts[std::size_t(k)];
        if (pick < n) {
            --counts[std::size_t(k)];
            out = {};
            out.explosion = k == 6;
            out.points = std::int8_t(k == 6 ? 0 : k);
            return true;
        }
        pick -= n;
    }
    return false;
}

bool isZero(const DamageCard &c) { return !c.explosion && c.points == 0; }

// Whether `cards`, drawn in this order from `counts` the way Turn::draw replays them (a deck
// that ran out reshuffled first), are each still in the deck when drawn.
bool drawsFit(DeckCounts counts, int deck, const std::vector<DamageCard> &cards)
{
    for (const DamageCard &c : cards) {
        int total = 0;
        for (std::int8_t n : counts)
            total += n;
        if (total == 0)
            counts = kDeckComposition[std::size_t(deck)];
        const int kind = cardKind(c);
        if (kind < 0 || counts[std::size_t(kind)] == 0)
            return false;
        --counts[std::size_t(kind)];
    }
    return true;
}

// Terrain (tripods.terrain.crater-firing): the shot's target stands inside a crater, so each
// card it drew may have had an alternative, one of the two kept and the other discarded. The
// alternatives are drawn after the kept cards here but replayed before them, so the whole
// sequence is checked against the deck as `before` holds it; when it does not fit, or the
// first kept card cannot have had an alternative (a 0 drawn first brings none), the shot
// keeps no discards. A kept 0 always has a non-zero alternative: that one was drawn first.
void addCraterDiscards(core::Rng &rng, const DeckCounts &before, int deck, TripodsMove &m)
{
    DeckCounts counts = before;
    if (!drawsFit(before, deck, m.cards))
        return;
    for (const DamageCard &c : m.cards) {  // what the kept cards leave in the deck
        int total = 0;
        for (std::int8_t n : counts)
            total += n;
        if (total == 0)
            counts = kDeckComposition[std::size_t(deck)];
        --counts[std::size_t(cardKind(c))];
    }
    std::vector<DamageCard> discards;
    for (const DamageCard &kept : m.cards) {
        DamageCard alternative;
        if (!drawCard(rng, counts, deck, false, alternative) || (isZero(kept) && isZero(alternative)))
            break;
        discards.push_back(alternative);
    }
    std::vector<DamageCard> replayed = discards;
    replayed.insert(replayed.end(), m.cards.begin(), m.cards.end());
    if (!discards.empty() && drawsFit(before, deck, replayed))
        m.craterDiscards = std::move(discards);
}

// Whether the ace skill `id` may be used now: no recovery counters left on it, and not in the
// phase in which its last counter went.
bool skillReady(const State &s, const Vehicle &v, const QString &id)
{
    const auto it = std::find_if(v.skillUses.begin(), v.skillUses.end(),
                                 [&](const Vehicle::SkillUse &u) { return u.id == id; });
    return it == v.skillUses.end() || (it->counters == 0 && s.phaseSerial() >= it->readyFrom);
}

// Whether the airplane already used a skill on this phase's maneuver.
bool maneuverSkillUsed(const State &s, const Vehicle &v)
{
    return std::any_of(v.skillUses.begin(), v.skillUses.end(), [&](const Vehicle::SkillUse &u) {
        return u.counters > 0 && u.placedSerial == s.phaseSerial() && !u.placedInFiring;
    });
}

}  // namespace

std::vector<std::unique_ptr<core::Move>> Ruleset::legalMoves(const core::State &state) const
{
    const auto &s = static_cast<const State &>(state);
    std::vector<std::unique_ptr<core::Move>> out;
    if (s.over)
        return out;
    core::Rng rng(s.chance);
    core::Findings scratch;
    core::Reporter quiet(scratch);
    State copy = s;  // Turn needs a mutable state; only its const questions are asked
    const Turn turn(copy, quiet);
    const auto make = [&](const Vehicle &v, Verb verb) {
        auto m = std::make_unique<TripodsMove>();
        m->turn = s.turnNumber;
        m->side = v.side;
        m->verb = verb;
        m->vehicle = v.id;
        return m;
    };
    std::array<DeckCounts, kDecks> decks = s.decks;  // what the pending shots left
    for (const Vehicle &v : s.vehicles) {
        if (s.step == Step::Planning && turn.owesPlan(v)) {
            const int n = 3 - v.recovery - int(v.carry.size());
            const std::vector<Card> options =
                    v.kind == Kind::Tripod
                            ? std::vector<Card>{Card::Walk, Card::Run, Card::Still, Card::Reverse}
                            : std::vector<Card>{Card::Straight, Card::Left, Card::Right, Card::SteepLeft,
                                                Card::SteepRight, Card::Stall, Card::Immelmann};
            const int k = int(options.size());
            int combos = 1;
            for (int i = 0; i < n; ++i)
                combos *= k;
            for (int c = 0; c < combos; ++c) {
                std::vector<Maneuver> plan, full = v.carry;
                for (int i = 0, rest = c; i < n; ++i, rest /= k)
                    plan.push_back(withDefaultIcons(options[std::size_t(rest % k)]));
                full.insert(full.end(), plan.begin(), plan.end());
                if (!illegalManeuvers(v, full).empty() || !planProblems(s, v, full).empty())
                    continue;
                // No Immelmann in the phases the cannon will still be reloading.
                bool immelmannWhileLoading = false;
                for (int i = 0; i < std::min(v.cannonBox, 3) && i < int(full.size()); ++i)
                    immelmannWhileLoading |= full[std::size_t(i)].card == Card::Immelmann;
                if (immelmannWhileLoading)
                    continue;
                auto m = make(v, Verb::Plan);
                m->plan = plan;
                out.push_back(std::move(m));
            }
        } else if (turn.owesBurn(v)) {
            auto m = make(v, Verb::Burn);
            DeckCounts counts = decks[std::size_t(deckIndex('A'))];
            if (drawCard(rng, counts, deckIndex('A'), false, m->penalty)) {
                m->hasPenalty = true;
                addIgnoredSymbols(rng, s, m->penalty);
                out.push_back(std::move(m));
            }
        } else if (s.step == Step::Movement && turn.owesMove(v)) {
            const Maneuver &card = v.plan[std::size_t(s.phaseNumber - 1)];
            // Aces: a skill that shapes this phase's maneuver, written before the move line;
            // only a ready skill, so the maneuver stays legal (one skill per maneuver).
            if (v.kind == Kind::Airplane && !v.skills.isEmpty() && !v.skillIllegal && !maneuverSkillUsed(s, v))
                for (const QString &skill : v.skills) {
                    if (!skillReady(s, v, skill))
                        continue;
                    auto m = make(v, Verb::Skill);
                    m->skill = skill;
                    m->maneuverSkill = true;
                    m->recovery = 1 + int(rng.below(2));
                    out.push_back(std::move(m));
                }
            if (v.kind == Kind::Tripod && !turn.anyMoved() && v.action == Action::None && v.recovery == 0) {
                if (!card.stop && v.cooling <= s.countersAllowed() &&
                    v.energy - 1 >= energyCardsFrom(v, s.phaseNumber) &&
                    !(s.standard && v.wounds > 0 && isMovement(card.card))) {
                    auto m = make(v, Verb::Action);
                    m->action = Action::HeatRay;
                    m->baseSide = std::int8_t(rng.below(3));
                    out.push_back(std::move(m));
                }
                if (s.blackSmoke && !card.stop && v.smokeBox <= s.countersAllowed() &&
                    !v.smokeBroken && v.energy - 1 >= energyCardsFrom(v, s.phaseNumber) &&
                    !(s.standard && v.wounds > 0 && isMovement(card.card))) {
                    auto m = make(v, Verb::Action);
                    m->action = Action::BlackSmoke;
                    m->baseSide = std::int8_t(3 + rng.below(2));
                    out.push_back(std::move(m));
                }
                // Destroy an objective the record has named and that still stands, else a new one
                // (obj1, obj2, ...) while the scenario has templates left to name.
                const ScenarioRules *sc = findScenario(s.scenario);
                if (sc && !card.stop && card.card == Card::Still) {
                    QString id;
                    for (const QString &o : s.objectives)
                        if (id.isEmpty() && !s.destroyed.contains(o))
                            id = o;
                    for (int i = 1; id.isEmpty() && s.objectives.size() < sc->objectives; ++i)
                        if (!s.objectives.contains(QStringLiteral("obj%1").arg(i)))
                            id = QStringLiteral("obj%1").arg(i);
                    if (!id.isEmpty()) {
                        auto m = make(v, Verb::Action);
                        m->action = Action::DestroyObjective;
                        m->objective = id;
                        out.push_back(std::move(m));
                    }
                }
                if (!card.stop && card.card == Card::Still) {
                    auto m = make(v, Verb::Action);
                    m->action = Action::Recharge;
                    out.push_back(std::move(m));
                    if (!s.gyroscopeOut(v)) {
                        auto f = make(v, Verb::Action);
                        f->action = Action::ChangeFacing;
                        f->baseSide = 2;  // front-right: every limit allows it
                        out.push_back(std::move(f));
                    }
                }
            }
            auto m = make(v, Verb::Move);
            m->card = card;
            QString why;
            if (v.kind == Kind::Airplane && (illegalAtReveal(s, v, &why) || v.skillIllegal)) {
                DeckCounts counts = decks[std::size_t(deckIndex('A'))];
                m->hasPenalty = drawCard(rng, counts, deckIndex('A'), false, m->penalty);
                if (m->hasPenalty) {
                    std::vector<DamageCard> penalty{m->penalty};
                    addSymbols(rng, s, -1, int(&v - s.vehicles.data()), false, penalty);
                    m->penalty = penalty.front();
                }
            }
            m->out = rng.below(40) == 0;
            m->home = m->out && v.kind == Kind::Airplane && rng.below(2) == 0;
            m->enemy = m->out && v.kind == Kind::Tripod && rng.below(2) == 0;
            m->photo = s.scenario == u"bring-proof" && card.card == Card::Stall && !m->hasPenalty && rng.below(3) == 0;
            int tripods = 0;
            for (const Vehicle &o : s.vehicles)
                tripods += o.status == Status::InPlay && o.kind == Kind::Tripod;
            m->overlap = v.kind == Kind::Tripod && tripods > 1 && !m->out && rng.below(10) == 0;
            // Optional rules: a black smoke cloud flown into, terrain met, an anchor's outcome.
            for (const Vehicle &o : s.vehicles)
                if (s.blackSmoke && o.kind == Kind::Tripod && o.clouds > 0 && m->cloudOf.isEmpty() && rng.below(4) == 0) {
                    m->cloudOf = o.id;
                    if (v.kind == Kind::Airplane) {
                        DeckCounts counts = decks[std::size_t(deckIndex('Z'))];
                        m->hasSmokeCard = drawCard(rng, counts, deckIndex('Z'), false, m->smokeCard);
                        if (m->hasSmokeCard) {
                            std::vector<DamageCard> smoke{m->smokeCard};
                            addSymbols(rng, s, -1, int(&v - s.vehicles.data()), false, smoke);
                            m->smokeCard = smoke.front();
                        }
                        if (!m->hasSmokeCard)
                            m->cloudOf.clear();
                    }
                }
            if (s.terrain && v.kind == Kind::Tripod && isMovement(card.card) && !revealTopples(s, v, card) &&
                rng.below(6) == 0) {
                m->onto = Terrain(1 + rng.below(5));
                if ((m->onto == Terrain::Crater || m->onto == Terrain::Marsh) && card.card != Card::Run) {
                    DeckCounts counts = decks[std::size_t(deckIndex('A'))];
                    m->hasCheck = drawCard(rng, counts, deckIndex('A'), false, m->check);
                    addIgnoredSymbols(rng, s, m->check);
                    if (!m->hasCheck)
                        m->onto = Terrain::Trench;
                }
            }
            if (v.hookTarget >= 0 && v.hookPhase + 2 == s.phaseSerial())
                (rng.below(2) ? m->entangled : m->free) = true;
            if (v.at.known)  // a game the record placed goes on placed
                m->at = placementAfter(v.at, s.table, m->out, rng);
            out.push_back(std::move(m));
        } else if (turn.owesRocket(v)) {
            out.push_back(make(v, Verb::Rocket));  // rocket VEHICLE miss
            const Vehicle::Volley &volley = v.volleys.front();
            const Vehicle &t = s.vehicles[std::size_t(volley.target)];
            if ((v.last == Card::Straight || v.last == Card::Stall) && !volley.spoiled && t.status == Status::InPlay) {
                auto m = make(v, Verb::Rocket);
                m->target = t.id;
                if (t.kind == Kind::Tripod)
                    m->across = rng.below(2) ? Across::Protected : Across::Unprotected;
                const bool armour = m->across == Across::Protected && !t.hitUnprotected;
                DeckCounts counts = decks[std::size_t(deckIndex('D'))];
                DamageCard c;
                for (int i = 0; i < volley.count; ++i) {
                    const bool noExplosion = armour && !explosionAffordable(s, volley.target, m->cards);
                    if (!drawCard(rng, counts, deckIndex('D'), noExplosion, c))
                        break;
                    m->cards.push_back(c);
                }
                addSymbols(rng, s, int(&v - s.vehicles.data()), volley.target, armour, m->cards);
                if (int(m->cards.size()) == volley.count)
                    out.push_back(std::move(m));
            }
        } else if (s.step == Step::Firing && turn.owesFire(v)) {
            const bool tripod = v.kind == Kind::Tripod;
            if (tripod && v.mustLaunch) {
                auto m = make(v, Verb::Fire);
                m->cloud = true;
                m->replaceCloud = v.clouds >= 2;  // both templates out: one is taken back
                out.push_back(std::move(m));
                continue;
            }
            if (!tripod && !v.skills.isEmpty())
                for (const QString &skill : v.skills) {
                    if (!skillReady(s, v, skill))
                        continue;
                    auto m = make(v, Verb::Skill);
                    m->skill = skill;
                    m->recovery = 1 + int(rng.below(2));
                    out.push_back(std::move(m));
                }
            if (tripod) {
                out.push_back(make(v, Verb::Fire));  // fire VEHICLE miss
            } else {
                out.push_back(make(v, Verb::Hold));
                if (s.standard && v.wounds > 0 && ((isSteep(v.last) && !v.lastInserted) || v.last == Card::Immelmann))
                    continue;
            }
            const bool terrain = s.terrain || s.scenario == u"tripods-across-the-piave";
            for (std::size_t ti = 0; ti < s.vehicles.size(); ++ti) {
                const Vehicle &t = s.vehicles[ti];
                if (t.side == v.side || t.status != Status::InPlay)
                    continue;
                // Whether this target stands inside a crater (a fact of the table).
                const bool crater = terrain && t.kind == Kind::Tripod && rng.below(3) == 0;
                auto m = make(v, Verb::Fire);
                m->target = t.id;
                m->range = rng.below(2) ? Range::Short : Range::Long;
                if (t.kind == Kind::Tripod)
                    m->across = rng.below(2) ? Across::Protected : Across::Unprotected;
                const int deck = deckIndex(v.firepower);
                for (int attempt = 0; attempt < 2; ++attempt) {
                    DeckCounts counts = decks[std::size_t(deck)];
                    const bool armour = m->across == Across::Protected && !t.hitUnprotected;
                    m->cards.clear();
                    DamageCard c;
                    bool ok = drawCard(rng, counts, deck, armour && !explosionAffordable(s, int(ti), m->cards), c);
                    if (ok)
                        m->cards.push_back(c);
                    const bool second = tripod ? (m->range == Range::Short && ok && !c.explosion && c.points == 0)
                                               : m->range == Range::Short;
                    if (ok && second) {
                        ok = drawCard(rng, counts, deck, armour && !explosionAffordable(s, int(ti), m->cards), c);
                        m->cards.push_back(c);
                    }
                    if (ok)
                        break;
                    m->across = Across::Unprotected;
                }
                addSymbols(rng, s, int(&v - s.vehicles.data()), int(ti), m->across == Across::Protected && !t.hitUnprotected,
                           m->cards);
                if (crater)
                    addCraterDiscards(rng, decks[std::size_t(deck)], deck, *m);
                // The machine guns are silent while jammed, or while the cannon reloads.
                if (tripod || (!v.loading && v.jammed == 0))
                    out.push_back(std::move(m));
                if (tripod)
                    continue;
                if (v.rocketCounters > 0 && (v.last == Card::Straight || v.last == Card::Stall)) {
                    auto r = make(v, Verb::Fire);
                    r->target = t.id;
                    r->rockets = 1 + int(rng.below(std::uint64_t(v.rocketCounters)));
                    out.push_back(std::move(r));
                }
                // The cannon: not while reloading, not when the maneuver it pushes into the
                // reloading phases is an Immelmann, and not right after an Immelmann, whose
                // compulsory straight the inserted stall would break
                // (tripods.clarifications.cannon-after-immelmann).
                const bool pushesImmelmann = s.phaseNumber < 3 && v.plan[std::size_t(s.phaseNumber)].card == Card::Immelmann;
                const bool afterImmelmann = v.last == Card::Immelmann && !v.lastInserted;
                if (v.cannon && !v.loading && !pushesImmelmann && !afterImmelmann) {
                    auto g = make(v, Verb::Fire);
                    g->target = t.id;
                    g->cannon = true;
                    if (t.kind == Kind::Tripod)
                        g->across = rng.below(2) ? Across::Protected : Across::Unprotected;
                    const bool armour = g->across == Across::Protected && !t.hitUnprotected;
                    const bool aimed = v.aimTarget == int(ti) && v.aimPhase == s.phaseSerial() - 1;
                    DeckCounts counts = decks[std::size_t(deckIndex('C'))];
                    DamageCard c;
                    bool ok = drawCard(rng, counts, deckIndex('C'), armour && !explosionAffordable(s, int(ti), g->cards), c);
                    if (ok)
                        g->cards.push_back(c);
                    if (ok && aimed && !c.explosion && c.points == 0) {
                        ok = drawCard(rng, counts, deckIndex('C'), armour && !explosionAffordable(s, int(ti), g->cards), c);
                        g->cards.push_back(c);
                    }
                    if (ok)
                        addSymbols(rng, s, int(&v - s.vehicles.data()), int(ti), armour, g->cards);
                    if (ok && crater)
                        addCraterDiscards(rng, decks[std::size_t(deckIndex('C'))], deckIndex('C'), *g);
                    if (ok)
                        out.push_back(std::move(g));
                }
                if (v.anchor && t.kind == Kind::Tripod) {
                    auto a = make(v, Verb::Fire);
                    a->target = t.id;
                    a->anchor = true;
                    DeckCounts counts = decks[std::size_t(deckIndex('A'))];
                    if ((a->hasPenalty = drawCard(rng, counts, deckIndex('A'), false, a->penalty))) {
                        addIgnoredSymbols(rng, s, a->penalty);
                        out.push_back(std::move(a));
                    }
                }
            }
        }
    }
    return out;
}

}  // namespace umpire::tripods
