#include "games/spacewars/spacewars_apply.h"

#include "core/chance.h"
#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_play.h"
#include "games/spacewars/spacewars_rules.h"

#include <QCoreApplication>

namespace umpire::spacewars {
namespace {

class Applier {
    Q_DECLARE_TR_FUNCTIONS(spacewars)

public:
    Applier(const core::GameInfo &i, State &st, core::Reporter *r) : info(i), s(st), d(st.data()), rep(r) {}

    // The run's language (the reporter's); English when there is no reporter (legal moves).
    bool russian() const { return rep && rep->russian(); }
    QString side(int x) const
    {
        const core::SideInfo &si = info.sides[std::size_t(x)];
        return russian() && !si.nameRu.isEmpty() ? si.nameRu : si.nameEn;
    }
    QString unit(int u) const { return QString::fromStdString(d.unitNames[std::size_t(u)]); }
    QString hex(int h) const { return QString::fromStdString(d.hexes[std::size_t(h)].id); }
    QString card(int c) const
    {
        const CardInfo &ci = d.cards[std::size_t(c)];
        return russian() && !ci.nameRu.isEmpty() ? ci.nameRu : ci.nameEn;
    }
    QString assumedBoard() const
    {
        return d.boardAssumed ? tr("the board and its homeworlds") : QString();
    }

    void error(const char *rule, const QString &message, const QString &assumed = {})
    {
        if (rep)
            rep->error(rule, message, {}, assumed);
        ++problems;
    }

    // --- written orders -------------------------------------------------------------------

    int checkOrder(int x, const Order &o)
    {
        const SideState &z = s.p.sides[std::size_t(x)];
        if (o.kind == OrderKind::Deploy) {
            if (d.hexes[std::size_t(o.hex)].homeworld != x)
                error(rule::kDeploy,
                      tr("Hex %2 is not on the homeworld of %1, so its ships cannot deploy there.")
                              .arg(side(x), hex(o.hex)),
                      assumedBoard());
            int deploys = 0;
            for (int i = z.executed; i < z.orderCount; ++i)
                deploys += z.orders[std::size_t(i)].kind == OrderKind::Deploy;
            const int unitCards = d.unitCard[std::size_t(x)] >= 0 ? z.hand[std::size_t(d.unitCard[std::size_t(x)])] : 0;
            if (deploys >= unitCards)
                error(rule::kDeploy,
                      tr("No unit card is left in the hand of %1 for another deployment.").arg(side(x)));
            return problems;
        }
        if (o.kind == OrderKind::Play)
            return checkPlay(x, o);
        if (sideOfUnit(o.unit) != x || !s.onBoard(o.unit)) {
            error(rule::kPlanUnits, sideOfUnit(o.unit) != x
                                            ? tr("An order of %1 names %2, a ship of the other side.")
                                                      .arg(side(x), unit(o.unit))
                                            : tr("An order of %1 names %2, which is not on the board.")
                                                      .arg(side(x), unit(o.unit)));
            return problems;
        }
        const Planned at = planned(s, x, o.unit);
        switch (o.kind) {
        case OrderKind::Move: {
            if (o.route[0] != at.hex) {
                error(rule::kMove, tr("The route of %1 starts at hex %2, but the ship will be at hex %3.")
                                           .arg(unit(o.unit), hex(o.route[0]), hex(at.hex)));
                return problems;
            }
            for (int i = 1; i < o.routeLength; ++i)
                if (!d.adjacent(o.route[std::size_t(i - 1)], o.route[std::size_t(i)])) {
                    error(rule::kMove, tr("The route of %1 jumps from hex %2 to hex %3, which are not neighbours.")
                                               .arg(unit(o.unit), hex(o.route[std::size_t(i - 1)]),
                                                    hex(o.route[std::size_t(i)])),
                          assumedBoard());
                    return problems;
                }
            const int cost = routeCost(s, o);
            const int allow = allowance(s, o.unit, at.cloaked, at.speed);
            if (cost > allow) {
                bool debris = false, mines = false;
                for (int i = 1; i < o.routeLength; ++i) {
                    debris |= s.p.debris[std::size_t(o.route[std::size_t(i)])] > 0;
                    mines |= s.p.mines[std::size_t(o.route[std::size_t(i)])];
                }
                error(mines    ? rule::kMinefieldMovement
                      : debris ? rule::kDebrisMovement
                      : at.cloaked ? rule::kCloakedMovement
                                   : rule::kSpeed,
                      tr("The route of %1 costs %2 hexes of movement (Debris counts one extra, a "
                         "minefield two); the ship may move %3.")
                              .arg(unit(o.unit))
                              .arg(cost)
                              .arg(allow));
            }
            return problems;
        }
        case OrderKind::Fire:
            if (o.target == o.unit || !s.onBoard(o.target))
                error(rule::kPlanUnits, tr("%1 is ordered to fire at %2, which is not on the board.")
                                                .arg(unit(o.unit), unit(o.target)));
            return problems;
        case OrderKind::Cloak:
        case OrderKind::Uncloak:
            if (at.cloaked == (o.kind == OrderKind::Cloak))
                error(rule::kCloak, at.cloaked ? tr("%1 is already cloaked.").arg(unit(o.unit))
                                               : tr("%1 is not cloaked.").arg(unit(o.unit)));
            return problems;
        case OrderKind::Clean:
            if (at.hex < 0 || s.p.debris[std::size_t(at.hex)] == 0)
                error(rule::kCleaning, tr("%1 has no Debris to clean up in its hex.").arg(unit(o.unit)));
            return problems;
        case OrderKind::Recall:
            if (at.hex < 0 || d.hexes[std::size_t(at.hex)].homeworld != x)
                error(rule::kRecall, tr("%1 can be recalled only from its own homeworld.").arg(unit(o.unit)),
                      assumedBoard());
            return problems;
        case OrderKind::Deploy:
        case OrderKind::Play:
            break;
        }
        return problems;
    }

    // How many copies of `card` the side's pad already spends (deployments spend unit cards).
    int spentOnPad(int x, int card) const
    {
        const SideState &z = s.p.sides[std::size_t(x)];
        int n = 0;
        for (int i = z.executed; i < z.orderCount; ++i) {
            const Order &o = z.orders[std::size_t(i)];
            n += (o.kind == OrderKind::Play && o.card == card) ||
                 (o.kind == OrderKind::Deploy && card == d.unitCard[std::size_t(x)]);
        }
        return n;
    }

    // Whether `unit` is a fit target of `e` for side `x` now.
    bool fitTarget(const CardEffect &e, int x, int unit) const
    {
        if (e.target == CardTarget::AllFriendly || e.target == CardTarget::None)
            return unit < 0;
        if (unit < 0 || !s.onBoard(unit))
            return false;
        return e.target == CardTarget::Any || (e.target == CardTarget::Friendly) == (sideOfUnit(unit) == x);
    }

    int checkPlay(int x, const Order &o)
    {
        const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
        const SideState &z = s.p.sides[std::size_t(x)];
        if (z.hand[std::size_t(o.card)] <= spentOnPad(x, o.card))
            error(rule::kCardHand, tr("%1 is not in the hand of %2 (or every copy is already on the pad).")
                                           .arg(card(o.card), side(x)));
        if (!e)
            return problems;
        if (e->timing == Timing::WithAttack) {
            error(rule::kWithAttack, tr("%1 is announced with a shot (fire ... with=), not written as an order.")
                                             .arg(card(o.card)));
            return problems;
        }
        if (!fitTarget(*e, x, o.unit)) {
            const QString which = e->target == CardTarget::Friendly ? tr("a ship of its own side on the board")
                                  : e->target == CardTarget::Enemy  ? tr("an enemy ship on the board")
                                  : e->target == CardTarget::Any    ? tr("a ship on the board")
                                                                    : tr("no ship");
            error(e->rule, tr("%1 must name %2.").arg(card(o.card), which));
            return problems;
        }
        if (e->special == Special::ClearMine) {
            const Planned at = planned(s, x, o.unit);
            if (o.hex < 0 || at.hex < 0 || !d.adjacent(at.hex, o.hex))
                error(e->rule, tr("Eliminate Minefield names a hex next to its ship, as in to=14."), assumedBoard());
        } else if (o.hex >= 0) {
            error(rule::kRecordArgs, tr("%1 names no hex.").arg(card(o.card)));
        }
        return problems;
    }

    // --- the phases ----------------------------------------------------------------------

    bool wrongPhase(const Move &m, Phase want)
    {
        if (s.p.phase == want)
            return false;
        error(rule::kRecordSequence,
              tr("This line belongs to the %1 phase, but the turn is in the %2 phase.")
                      .arg(QLatin1String(kPhaseIds[int(want)]), s.phase()));
        (void)m;
        return true;
    }

    void deal(int x, const Move &m, int expected)
    {
        SideState &z = s.p.sides[std::size_t(x)];
        if (m.cardCount != expected && expected == kOpeningHand)
            error(rule::kOpeningHand, tr("The opening hand of %1 has %2 cards; it is seven.").arg(side(x)).arg(m.cardCount));
        const QString pile = tr("the deck of %1").arg(side(x));
        for (int i = 0; i < m.cardCount; ++i) {
            const int c = m.cards[std::size_t(i)];
            if (core::checkDrawn(z.deck[std::size_t(c)], card(c), pile, *rep, rule::kDecks, {},
                                 tr("the basic decks"))) {
                --z.deck[std::size_t(c)];
                ++z.hand[std::size_t(c)];
            } else {
                ++problems;
            }
        }
        z.dealt = true;
        ++s.p.chance;
        if (s.p.sides[kEarth].dealt && s.p.sides[kAliens].dealt) {
            for (SideState &y : s.p.sides)
                y.dealt = false;
            s.p.phase = s.p.phase == Phase::Setup ? Phase::Draw : Phase::Orders;
        }
    }

    bool handOrDraw(const Move &m)
    {
        const bool hand = m.verb == Verb::Hand;
        if (wrongPhase(m, hand ? Phase::Setup : Phase::Draw))
            return false;
        const int x = m.side;
        const char *rule = hand ? rule::kOpeningHand : rule::kDraw;
        if (s.p.sides[std::size_t(x)].dealt) {
            error(rule, hand ? tr("The opening hand of %1 is already written.").arg(side(x))
                             : tr("The card of %1 for this turn is already drawn.").arg(side(x)));
            return false;
        }
        if (x == kAliens && !s.p.sides[kEarth].dealt)
            error(rule::kRecordSequence, tr("Earth's card is written before the Aliens'."));
        if (!hand) {
            int left = 0;
            for (std::size_t c = 0; c < d.cards.size(); ++c)
                left += s.p.sides[std::size_t(x)].deck[c];
            if (m.cardCount == 0 && left > 0)
                error(rule::kDraw, tr("Nothing is drawn for %1, but the deck still holds %2 cards.").arg(side(x)).arg(left));
        }
        deal(x, m, hand ? kOpeningHand : 1);
        return true;
    }

    bool padLine(const Move &m)
    {
        if (wrongPhase(m, Phase::Orders))
            return false;
        const int x = m.side;
        SideState &z = s.p.sides[std::size_t(x)];
        if (z.done) {
            error(rule::kRecordPads, tr("The pad of %1 is already closed with done.").arg(side(x)));
            return false;
        }
        if (s.p.openPad >= 0 && s.p.openPad != x) {
            error(rule::kRecordPads,
                  tr("The record is copying the pad of %1; the orders of %2 follow its done.").arg(side(s.p.openPad), side(x)));
            return false;
        }
        if (m.verb == Verb::Done) {
            if (z.orderCount == 0 && x == kAliens && s.p.openPad < 0 && !s.p.sides[kEarth].done)
                error(rule::kRecordPads, tr("An empty pad of the Aliens is copied after Earth's pad."));
            z.done = true;
            s.p.openPad = -1;
            if (s.p.sides[kEarth].done && s.p.sides[kAliens].done)
                s.p.phase = Phase::Initiative;
            return true;
        }
        if (z.orderCount >= kMaxOrders) {
            error(rule::kPlanLimit, tr("A sixth order on the pad of %1; a pad holds at most five.").arg(side(x)));
            return false;
        }
        checkOrder(x, m.order);
        z.orders[z.orderCount++] = m.order;
        s.p.openPad = std::int8_t(x);
        return true;
    }

    bool hasOrdersLeft(int x) const
    {
        const SideState &z = s.p.sides[std::size_t(x)];
        return z.executed < z.orderCount;
    }

    void endTurn()
    {
        ++s.p.turn;
        s.p.phase = Phase::Draw;
        s.p.turnMods = {};
        s.p.failures = {};
        s.p.openPad = -1;
        s.p.nextSide = -1;
        for (SideState &z : s.p.sides) {
            z.orderCount = 0;
            z.executed = 0;
            z.dealt = false;
            z.done = false;
            z.orders = {};
            z.turn = {};
        }
    }

    void advanceFrom(int first)
    {
        if (hasOrdersLeft(first))
            s.p.nextSide = std::int8_t(first);
        else if (hasOrdersLeft(1 - first))
            s.p.nextSide = std::int8_t(1 - first);
        else
            endTurn();
    }

    bool initiative(const Move &m)
    {
        if (wrongPhase(m, Phase::Initiative))
            return false;
        int first = m.side;
        if (core::checkRoll(m.roll, 8, *rep, rule::kInitiative, tr("the initiative"))) {
            first = m.roll <= 4 ? kEarth : kAliens;
            if (first != m.side)
                error(rule::kInitiative, tr("The initiative d8 shows %1: the initiative goes to %2, not %3.")
                                                 .arg(m.roll)
                                                 .arg(side(first), side(m.side)));
        } else {
            ++problems;
        }
        ++s.p.chance;
        s.p.phase = Phase::Execution;
        advanceFrom(first);
        return true;
    }

    // A fact written for an order that did not happen.
    void noFact(bool given, const char *why, const QString &what)
    {
        if (given)
            error(why, tr("The order could not be carried out (%1), so the record gives no facts for it.").arg(what));
    }

    void executeDeploy(int x, const Move &m)
    {
        const Order &o = m.order;
        SideState &z = s.p.sides[std::size_t(x)];
        const int uc = d.unitCard[std::size_t(x)];
        int reserve = 0;
        for (int u = x * kTokensPerSide; u < (x + 1) * kTokensPerSide; ++u)
            reserve += s.p.unitHex[std::size_t(u)] == kInReserve;
        if (reserve == 0 || uc < 0 || z.hand[std::size_t(uc)] == 0 || s.enemyIn(o.hex, x) >= 0) {
            noFact(m.token >= 0, rule::kBlocked, tr("no ship, unit card or free hex"));
            return;
        }
        if (m.token < 0) {
            error(rule::kTokens, tr("A deployment names the ship token drawn from the reserves, as in token=bozeman."));
            return;
        }
        if (sideOfUnit(m.token) != x || s.p.unitHex[std::size_t(m.token)] != kInReserve) {
            error(rule::kTokens, tr("%1 is not in the reserves of %2.").arg(unit(m.token), side(x)));
            return;
        }
        s.p.unitHex[std::size_t(m.token)] = o.hex;
        s.p.cloaked[std::size_t(m.token)] = false;
        --z.hand[std::size_t(uc)];
        ++z.discard[std::size_t(uc)];
        ++s.p.chance;
    }

    // A destroyed ship leaves the game; a Debris token takes its place.
    void destroy(int u)
    {
        const std::size_t h = std::size_t(s.p.unitHex[std::size_t(u)]);
        s.p.unitHex[std::size_t(u)] = kDestroyed;
        s.p.cloaked[std::size_t(u)] = false;
        s.p.lasting[std::size_t(u)] = {};
        s.p.turnMods[std::size_t(u)] = {};
        if (s.p.debris[h] < 250)
            ++s.p.debris[h];
    }

    void executeMove(const Move &m)
    {
        const Order &o = m.order;
        OpportunityRolls rolls;
        rolls.given = m.opportunity.data();
        rolls.count = m.opportunityCount;
        const MoveResult r = resolveMove(s, o, rolls);
        if (r.end < 0) {
            noFact(m.stop >= 0 || m.opportunityCount > 0, rule::kBlocked, tr("the ship is gone"));
            return;
        }
        if (r.attacks > 0)
            ++s.p.chance;
        if (r.missing > 0 || m.opportunityCount > r.attacks)
            error(rule::kOpportunityRolls,
                  tr("%1 meets %2 attacks of opportunity on this move; the record gives %3 d8s (1 to 8), "
                     "one for each, as in opportunity=6,2.")
                          .arg(unit(o.unit))
                          .arg(r.attacks)
                          .arg(m.opportunityCount));
        if (r.destroyed) {
            noFact(m.stop >= 0, rule::kOpportunity, tr("the ship was destroyed on the way"));
            s.p.unitHex[std::size_t(o.unit)] = std::int8_t(r.end);
            destroy(o.unit);
            return;
        }
        const int expected = r.stopRule ? r.end : -1;
        if (m.stop != expected) {
            if (expected >= 0)
                error(r.stopRule, tr("%1 stops at hex %2; the record must say stop=%2.").arg(unit(o.unit), hex(expected)));
            else
                error(rule::kBlocked, tr("%1 follows its whole route to hex %2; it does not stop short.")
                                              .arg(unit(o.unit), hex(r.end)));
        }
        s.p.unitHex[std::size_t(o.unit)] = std::int8_t(r.end);
        if (r.landed)
            s.p.winner = std::int8_t(sideOfUnit(o.unit));
    }

    void executeFire(int x, const Move &m)
    {
        const Order &o = m.order;
        if (const char *why = fireBlocker(s, x, o)) {
            noFact(m.roll != 0 || m.outcome != Outcome::None || m.with[0] >= 0, why,
                   why == rule::kRange      ? tr("out of range or no line of fire")
                   : why == rule::kFailure  ? tr("its guns have failed this turn")
                   : why == rule::kCloakedCombat ? tr("a cloaked ship cannot fire")
                                                 : tr("a ship is gone"));
            return;
        }
        // Cards announced with the shot: Laser weakens this shot's target, Berserker boosts the
        // attacker until the end of the turn.
        int laser = 0;
        for (std::int8_t c : m.with) {
            if (c < 0)
                continue;
            const CardEffect *e = cardEffect(d.cards[std::size_t(c)].id);
            SideState &z = s.p.sides[std::size_t(x)];
            if (!e || e->timing != Timing::WithAttack) {
                error(rule::kWithAttack, tr("%1 is not a card announced with a shot.").arg(card(c)));
                continue;
            }
            if (z.hand[std::size_t(c)] == 0) {
                error(rule::kCardHand, tr("%1 is not in the hand of %2.").arg(card(c), side(x)));
                continue;
            }
            --z.hand[std::size_t(c)];
            ++z.discard[std::size_t(c)];
            if (e->target == CardTarget::Enemy)
                laser += e->defense;
            else
                s.p.turnMods[std::size_t(o.unit)].add(Mods{e->offense, e->defense, 0, 0, 0});
        }
        shoot(m, unit(o.unit), o.target, targetNumber(s, o.unit, o.target) + laser);
    }

    // A shot that can be fired: the record's d8 and outcome checked against the number needed;
    // the die, not the claimed outcome, decides.
    void shoot(const Move &m, const QString &shooter, int target, int need)
    {
        if (m.roll == 0 || m.outcome == Outcome::None) {
            error(rule::kFormula, tr("A shot gives its d8 and its outcome, as in roll=6 outcome=hit."));
            return;
        }
        if (!core::checkRoll(m.roll, 8, *rep, rule::kFormula, tr("the shot"))) {
            ++problems;
            return;
        }
        ++s.p.chance;
        const bool hit = hits(m.roll, need);
        if (hit != (m.outcome == Outcome::Hit)) {
            const bool natural = m.roll == 1 || m.roll == 8;
            error(natural ? rule::kNaturalRolls : rule::kFormula,
                  hit ? tr("%1 rolls %2 against %3 (needs %4): a hit, not a miss.")
                                .arg(shooter)
                                .arg(m.roll)
                                .arg(unit(target))
                                .arg(need)
                      : tr("%1 rolls %2 against %3 (needs %4): a miss, not a hit.")
                                .arg(shooter)
                                .arg(m.roll)
                                .arg(unit(target))
                                .arg(need));
        }
        if (hit)
            destroy(target);
    }

    // Off the board and back to the reserves; a unit card from the discard pile returns to hand.
    void executeRecall(int x, int u)
    {
        if (!s.onBoard(u) || d.hexes[std::size_t(s.p.unitHex[std::size_t(u)])].homeworld != x)
            return;  // the ship is gone or was stopped short of its homeworld: nothing happens
        s.p.unitHex[std::size_t(u)] = kInReserve;
        s.p.cloaked[std::size_t(u)] = false;
        s.p.lasting[std::size_t(u)] = {};
        s.p.turnMods[std::size_t(u)] = {};
        SideState &z = s.p.sides[std::size_t(x)];
        const std::size_t uc = std::size_t(d.unitCard[std::size_t(x)]);
        if (z.discard[uc] > 0) {
            --z.discard[uc];
            ++z.hand[uc];
        }
    }

    void executePlay(int x, const Move &m)
    {
        const Order &o = m.order;
        const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
        SideState &z = s.p.sides[std::size_t(x)];
        if (!e || e->timing != Timing::Action || z.hand[std::size_t(o.card)] == 0 || !fitTarget(*e, x, o.unit)) {
            noFact(m.cardCount > 0 || m.roll != 0, rule::kBlocked, tr("no card or no fit target"));
            return;
        }
        const char *groundBlocked = e->special == Special::GroundSupport ? groundSupportBlocker(s, x, o.unit) : nullptr;
        if (groundBlocked) {
            noFact(m.roll != 0 || m.outcome != Outcome::None, groundBlocked, tr("out of range or no line of fire"));
            return;
        }
        if (e->special != Special::GroundSupport && (m.roll != 0 || m.outcome != Outcome::None))
            error(e->rule, tr("%1 rolls no die.").arg(card(o.card)));
        --z.hand[std::size_t(o.card)];
        ++z.discard[std::size_t(o.card)];
        const Mods mods{e->offense, e->defense, e->speed, e->reach, e->closer};
        if (e->target == CardTarget::AllFriendly)
            (e->lasting == Lasting::Game ? z.lasting : z.turn).add(mods);
        else if (o.unit >= 0)
            (e->lasting == Lasting::Game ? s.p.lasting : s.p.turnMods)[std::size_t(o.unit)].add(mods);
        if (o.unit >= 0) {
            s.p.failures[std::size_t(o.unit)] |= (e->noFire ? kNoFire : 0) | (e->noMove ? kNoMove : 0);
            const std::size_t h = std::size_t(s.p.unitHex[std::size_t(o.unit)]);
            if (e->debris && s.p.debris[h] < 250)
                s.p.debris[h] = std::uint8_t(s.p.debris[h] + e->debris);
        }
        switch (e->special) {
        case Special::None:
            break;
        case Special::LayMine:
            s.p.mines[std::size_t(s.p.unitHex[std::size_t(o.unit)])] = true;
            break;
        case Special::ClearMine:
            if (o.hex >= 0 && d.adjacent(s.p.unitHex[std::size_t(o.unit)], o.hex))
                s.p.mines[std::size_t(o.hex)] = false;
            break;
        case Special::CeaseFire:
            s.p.ceaseFireUntil = s.p.turn + 2;  // this turn and the next two
            break;
        case Special::Antimatter:
            for (int u = 0; u < kUnits; ++u)
                if (s.onBoard(u))
                    destroy(u);
            break;
        case Special::Mutiny:
            s.p.sides[std::size_t(1 - x)].executed = s.p.sides[std::size_t(1 - x)].orderCount;
            break;
        case Special::GroundSupport: {
            const int from = groundSupportHex(s, x, o.unit);
            const int range = d.distance(from, s.p.unitHex[std::size_t(o.unit)]);
            shoot(m, card(o.card), o.unit, 2 * range + defense(s, o.unit));
            break;
        }
        }
        if (e->draw > 0) {
            int left = 0;
            for (std::size_t c = 0; c < d.cards.size(); ++c)
                left += z.deck[c];
            const int want = std::min<int>(e->draw, left);
            if (m.cardCount != want)
                error(e->rule, tr("%1 draws %2 cards here; the record lists %3.").arg(card(o.card)).arg(want).arg(m.cardCount));
            const QString pile = tr("the deck of %1").arg(side(x));
            for (int i = 0; i < m.cardCount; ++i) {
                const int c = m.cards[std::size_t(i)];
                if (core::checkDrawn(z.deck[std::size_t(c)], card(c), pile, *rep, rule::kDecks, {},
                                     tr("the basic decks"))) {
                    --z.deck[std::size_t(c)];
                    ++z.hand[std::size_t(c)];
                } else {
                    ++problems;
                }
            }
            ++s.p.chance;
        } else if (m.cardCount > 0) {
            error(e->rule, tr("%1 draws no cards.").arg(card(o.card)));
        }
    }

    bool execute(const Move &m)
    {
        if (wrongPhase(m, Phase::Execution))
            return false;
        const int x = m.side;
        if (!hasOrdersLeft(x)) {
            error(rule::kExecute, tr("No written order of %1 is left to carry out this turn.").arg(side(x)));
            return false;
        }
        if (x != s.p.nextSide)
            error(rule::kExecute, tr("The next order is one of %1, not of %2.").arg(side(s.p.nextSide), side(x)));
        SideState &z = s.p.sides[std::size_t(x)];
        const Order &written = z.orders[z.executed];
        if (!(written == m.order))
            error(rule::kExecute, tr("The order carried out is not the next one on the pad of %1.").arg(side(x)));
        const Order &o = m.order;
        const bool ownUnit = o.kind == OrderKind::Deploy || o.kind == OrderKind::Play || sideOfUnit(o.unit) == x;
        if (!ownUnit) {
            noFact(m.roll != 0 || m.stop >= 0, rule::kBlocked, tr("the ship does not belong to %1").arg(side(x)));
        } else {
            switch (o.kind) {
            case OrderKind::Deploy:
                executeDeploy(x, m);
                break;
            case OrderKind::Move:
                executeMove(m);
                break;
            case OrderKind::Fire:
                executeFire(x, m);
                break;
            case OrderKind::Cloak:
            case OrderKind::Uncloak:
                if (s.onBoard(o.unit))
                    s.p.cloaked[std::size_t(o.unit)] = o.kind == OrderKind::Cloak;
                break;
            case OrderKind::Play:
                executePlay(x, m);
                break;
            case OrderKind::Recall:
                executeRecall(x, o.unit);
                break;
            case OrderKind::Clean:
                if (s.onBoard(o.unit) && s.p.debris[std::size_t(s.p.unitHex[std::size_t(o.unit)])] > 0)
                    --s.p.debris[std::size_t(s.p.unitHex[std::size_t(o.unit)])];
                break;
            }
        }
        ++z.executed;
        if (!s.isTerminal())
            advanceFrom(1 - x);
        return true;
    }

    bool apply(const Move &m)
    {
        if (s.isTerminal()) {
            error(rule::kLanding, tr("The game is over; no move may follow."));
            return false;
        }
        if (m.turn != s.p.turn)
            error(rule::kRecordTurn, tr("The line is numbered turn %1, but it is turn %2.").arg(m.turn).arg(s.p.turn));
        switch (m.verb) {
        case Verb::Hand:
        case Verb::Draw:
            return handOrDraw(m);
        case Verb::Order:
        case Verb::Done:
            return padLine(m);
        case Verb::Initiative:
            return initiative(m);
        case Verb::Execute:
            return execute(m);
        }
        return false;
    }

    const core::GameInfo &info;
    State &s;
    const Data &d;
    core::Reporter *rep;
    int problems = 0;
};

}  // namespace

int checkWrittenOrder(const core::GameInfo &info, const State &s, int side, const Order &o,
                      core::Reporter *reporter)
{
    Applier a(info, const_cast<State &>(s), reporter);
    return a.checkOrder(side, o);
}

bool applyMove(const core::GameInfo &info, State &s, const Move &m, core::Reporter &reporter)
{
    const Pod saved = s.p;
    Applier a(info, s, &reporter);
    if (!a.apply(m)) {
        s.p = saved;
        return false;
    }
    return true;
}

}  // namespace umpire::spacewars
