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
            if (o.card >= 0) {
                // Surprise Warp: anywhere more than four hexes from the enemy homeworld.
                if (z.hand[std::size_t(o.card)] <= spentOnPad(x, o.card))
                    error(rule::kCardHand, tr("%1 is not in the hand of %2 (or every copy is already on the pad).")
                                                   .arg(card(o.card), side(x)));
                if (d.distanceToHomeworld(o.hex, 1 - x) <= 4)
                    error(rule::kSurpriseWarp,
                          tr("A Surprise Warp lands more than four hexes from the enemy homeworld; hex %1 is %2 from it.")
                                  .arg(hex(o.hex))
                                  .arg(d.distanceToHomeworld(o.hex, 1 - x)),
                          assumedBoard());
            } else if (d.hexes[std::size_t(o.hex)].homeworld != x)
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
        const Planned at = planned(s, x, o.unit);
        if (at.owner != x || !s.onBoard(o.unit)) {
            error(rule::kPlanUnits, at.owner != x
                                            ? tr("An order of %1 names %2, a ship of the other side.")
                                                      .arg(side(x), unit(o.unit))
                                            : tr("An order of %1 names %2, which is not on the board.")
                                                      .arg(side(x), unit(o.unit)));
            return problems;
        }
        if ((o.kind == OrderKind::Move || o.kind == OrderKind::Fire) && onBlockadeDuty(s, o.unit)) {
            error(rule::kBlockade, tr("%1 is on Orbital Blockade duty: it may neither move nor fire.").arg(unit(o.unit)));
            return problems;
        }
        if (o.kind == OrderKind::Move && s.p.warpedUntil[std::size_t(o.unit)] >= s.p.turn) {
            error(rule::kSurpriseWarp, tr("%1 came in by Surprise Warp and may not move before turn %2.")
                                               .arg(unit(o.unit))
                                               .arg(s.p.warpedUntil[std::size_t(o.unit)] + 1));
            return problems;
        }
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
            if (cost > allow && !at.overload) {
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
                 (o.kind == OrderKind::Deploy && (card == d.unitCard[std::size_t(x)] || card == o.card));
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
        return e.target == CardTarget::Any || (e.target == CardTarget::Friendly) == (s.ownerOf(unit) == x);
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
        if (e->timing == Timing::WithDeploy) {
            error(e->rule, tr("%1 is written with its deployment (deploy ... with=), not as an order of its own.")
                                   .arg(card(o.card)));
            return problems;
        }
        if (e->timing == Timing::InterruptOnly) {
            error(rule::kInterrupts, tr("%1 may only be played as an interrupt, not written as an order.")
                                             .arg(card(o.card)));
            return problems;
        }
        if (e->special == Special::Leave && blockadeHolds(s, 1 - x)) {
            error(rule::kLeave, tr("Leave cannot be played while the enemy holds an Orbital Blockade."));
            return problems;
        }
        if (e->special == Special::CharismaticLeader &&
            (z.orderCount == z.executed || z.orders[std::size_t(z.orderCount - 1)].kind != OrderKind::Deploy)) {
            error(rule::kCharisma, tr("Charismatic Leader is written directly after the deployment it goes with."));
            return problems;
        }
        if (e->special == Special::OrbitalBlockade) {
            int near = 0;
            for (int u = 0; u < kUnits; ++u) {
                const int h = s.onBoard(u) ? planned(s, x, u).hex : -1;
                near += h >= 0 && planned(s, x, u).owner == x && d.distanceToHomeworld(h, 1 - x) <= 5;
            }
            if (near < 3)
                error(rule::kBlockade,
                      tr("An Orbital Blockade needs at least three ships within five hexes of the enemy homeworld; "
                         "%1 has %2 there.")
                              .arg(side(x))
                              .arg(near),
                      assumedBoard());
            else if (z.blockade && blockadeHolds(s, x))
                error(rule::kBlockade, tr("%1 already holds an Orbital Blockade.").arg(side(x)));
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

    // The deck composition a draw is checked against: assumed unless the record declared it.
    QString deckAssumed(int x) const
    {
        return s.p.sides[std::size_t(x)].declared ? QString() : tr("the basic decks");
    }

    // One card drawn by side `x`: it must be left in the deck and, after Intercepted Orders, be
    // the next of the cards arranged on top.
    void drawCard(int x, int c)
    {
        SideState &z = s.p.sides[std::size_t(x)];
        if (z.stackedCount > 0) {
            const int top = z.stacked[0];
            if (c != top)
                error(rule::kIntercept, tr("The top card of the deck of %1 is %2, as Intercepted Orders left it, not %3.")
                                                .arg(side(x), card(top), card(c)));
            for (int i = 1; i < z.stackedCount; ++i)
                z.stacked[std::size_t(i - 1)] = z.stacked[std::size_t(i)];
            z.stacked[--z.stackedCount] = -1;
        }
        if (core::checkDrawn(z.deck[std::size_t(c)], card(c), tr("the deck of %1").arg(side(x)), *rep, rule::kDecks,
                             {}, deckAssumed(x))) {
            --z.deck[std::size_t(c)];
            ++z.hand[std::size_t(c)];
        } else {
            ++problems;
        }
    }

    void deal(int x, const Move &m, int expected)
    {
        SideState &z = s.p.sides[std::size_t(x)];
        if (m.cardCount != expected && expected == kOpeningHand)
            error(rule::kOpeningHand, tr("The opening hand of %1 has %2 cards; it is seven.").arg(side(x)).arg(m.cardCount));
        for (int i = 0; i < m.cardCount; ++i)
            drawCard(x, m.cards[std::size_t(i)]);
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
                reveal();
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

    // Both pads are revealed. An Initiative card on exactly one pad puts all of that side's
    // orders first, and no initiative die is rolled (spacewars.clarifications.initiative).
    void reveal()
    {
        int holders = 0, holder = -1;
        for (int x = 0; x < kSides; ++x) {
            const SideState &z = s.p.sides[std::size_t(x)];
            for (int i = 0; i < z.orderCount; ++i) {
                const Order &o = z.orders[std::size_t(i)];
                if (o.kind == OrderKind::Play && d.cards[std::size_t(o.card)].id == "initiative") {
                    ++holders;
                    holder = x;
                    break;
                }
            }
        }
        if (holders != 1) {
            s.p.phase = Phase::Initiative;
            return;
        }
        s.p.initiativeSide = std::int8_t(holder);
        s.p.phase = Phase::Execution;
        advanceFrom(holder);
    }

    void endTurn()
    {
        // Weapon Overload: a -1/0 token for every target beyond the first, at the end of the turn.
        for (int u = 0; u < kUnits; ++u)
            if (s.p.extraTargets[std::size_t(u)] && s.onBoard(u))
                s.p.lasting[std::size_t(u)].offense =
                        std::int8_t(s.p.lasting[std::size_t(u)].offense - s.p.extraTargets[std::size_t(u)]);
        s.p.extraTargets = {};
        s.p.turnDamage = {};
        s.p.actionMods = {};
        s.p.initiativeSide = -1;
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
            z.lastDeployed = -1;
        }
    }

    void advanceFrom(int first)
    {
        if (s.p.initiativeSide >= 0 && hasOrdersLeft(s.p.initiativeSide))
            s.p.nextSide = s.p.initiativeSide;
        else if (hasOrdersLeft(first))
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
        if (m.roll >= 1 && m.roll <= 8) {
            s.p.last = LastRoll{};
            s.p.last.kind = RollKind::Initiative;
            s.p.last.roll = m.roll;
            s.p.last.turn = s.p.turn;
        }
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
        // A Surprise Warp order whose card has left the hand cannot deploy off the homeworld:
        // the order is void, like one without a ship, and the record gives no token for it.
        if (o.card >= 0 && z.hand[std::size_t(o.card)] == 0) {
            noFact(m.token >= 0, rule::kBlocked, tr("no Surprise Warp left in hand"));
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
        const std::size_t t = std::size_t(m.token);
        if (o.card >= 0) {  // Surprise Warp, still in hand (checked above)
            --z.hand[std::size_t(o.card)];
            ++z.discard[std::size_t(o.card)];
            s.p.warpedUntil[t] = s.p.turn + 2;  // the rest of this turn and the next two
        }
        s.p.unitHex[t] = o.hex;
        s.p.cloaked[t] = false;
        s.p.owner[t] = std::int8_t(x);
        // A ship back from Leave keeps its +1/+0 while it stays in play.
        s.p.marks[t] = (s.p.marks[t] & kOnLeave) ? kLeaveBonus : 0;
        s.p.lastActive[t] = 0;
        z.lastDeployed = std::int8_t(m.token);
        --z.hand[std::size_t(uc)];
        ++z.discard[std::size_t(uc)];
        ++s.p.chance;
    }

    // A destroyed ship leaves the game; a Debris token takes its place. Its Orbital Blockade
    // mark stays: the blockade counts its destroyed ships.
    void destroy(int u)
    {
        const std::size_t h = std::size_t(s.p.unitHex[std::size_t(u)]);
        const std::uint8_t duty = s.p.marks[std::size_t(u)] & kOnBlockade;
        s.p.unitHex[std::size_t(u)] = kDestroyed;
        clearUnit(u);
        s.p.marks[std::size_t(u)] = duty;
        if (s.p.debris[h] < 250)
            ++s.p.debris[h];
    }

    // What a unit carries, gone when it leaves play.
    void clearUnit(int u)
    {
        const std::size_t i = std::size_t(u);
        s.p.cloaked[i] = false;
        s.p.lasting[i] = {};
        s.p.turnMods[i] = {};
        s.p.damage[i] = {};
        s.p.turnDamage[i] = {};
        s.p.actionMods[i] = {};
        s.p.speedCounters[i] = 0;
        s.p.extraTargets[i] = 0;
        s.p.warpedUntil[i] = 0;
        s.p.marks[i] = 0;
    }

    // Undoes the hit of the last shot (Lucky Break, Second Chance, Repair Crew).
    void restoreLastTarget()
    {
        const LastRoll &l = s.p.last;
        const std::size_t u = std::size_t(l.target);
        s.p.unitHex[u] = l.hex;
        s.p.cloaked[u] = l.cloaked;
        s.p.lasting[u] = l.lasting;
        s.p.damage[u] = l.damage;
        s.p.marks[u] = l.marks;
        s.p.speedCounters[u] = l.speedCounters;
        if (s.p.debris[std::size_t(l.hex)] > 0)
            --s.p.debris[std::size_t(l.hex)];
    }

    // The last shot's target destroyed, remembering it as it was.
    void destroyLastTarget()
    {
        LastRoll &l = s.p.last;
        const std::size_t u = std::size_t(l.target);
        l.hex = s.p.unitHex[u];
        l.cloaked = s.p.cloaked[u];
        l.lasting = s.p.lasting[u];
        l.damage = s.p.damage[u];
        l.marks = s.p.marks[u];
        l.speedCounters = s.p.speedCounters[u];
        destroy(l.target);
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
        if (r.end != s.p.unitHex[std::size_t(o.unit)])
            s.p.lastActive[std::size_t(o.unit)] = s.p.turn;
        s.p.unitHex[std::size_t(o.unit)] = std::int8_t(r.end);
        // Engine Overload: a permanent "speed -1" counter for every hex beyond the allowance.
        if (r.excess > 0)
            s.p.speedCounters[std::size_t(o.unit)] =
                    std::uint8_t(std::min(250, s.p.speedCounters[std::size_t(o.unit)] + r.excess));
        if (r.landed)
            s.p.winner = std::int8_t(s.ownerOf(o.unit));
    }

    // A card announced with a shot or a deployment: whether side `x` holds it (and spends it).
    bool spend(int x, int c)
    {
        SideState &z = s.p.sides[std::size_t(x)];
        if (z.hand[std::size_t(c)] == 0) {
            error(rule::kCardHand, tr("%1 is not in the hand of %2.").arg(card(c), side(x)));
            return false;
        }
        --z.hand[std::size_t(c)];
        ++z.discard[std::size_t(c)];
        return true;
    }


    void executeFire(int x, const Move &m)
    {
        const Order &o = m.order;
        const std::size_t a = std::size_t(o.unit);
        // Fire While Cloaked must be known before the cloak stops the shot.
        const int cloakCard = d.card("fire-while-cloaked");
        const std::uint8_t failuresBefore = o.unit >= 0 ? s.p.failures[a] : 0;
        for (std::int8_t c : m.with)
            if (c >= 0 && c == cloakCard && o.unit >= 0 && s.p.sides[std::size_t(x)].hand[std::size_t(c)] > 0)
                s.p.failures[a] |= kFireCloaked;
        if (const char *why = fireBlocker(s, x, o)) {
            if (o.unit >= 0)
                s.p.failures[a] = failuresBefore;
            noFact(m.roll != 0 || m.outcome != Outcome::None || m.with[0] >= 0 || m.misfire != 0 || m.also[0] >= 0 ||
                           m.stray[0] >= 0,
                   why,
                   why == rule::kRange      ? tr("out of range or no line of fire")
                   : why == rule::kFailure  ? tr("its guns have failed this turn")
                   : why == rule::kCloakedCombat ? tr("a cloaked ship cannot fire")
                   : why == rule::kBlockade ? tr("the ship is on blockade duty")
                                                 : tr("a ship is gone"));
            return;
        }
        // Cards announced with the shot: Laser weakens this shot's targets, Berserker boosts the
        // attacker until the end of the turn, Weapon Overload allows more targets, Really Nasty
        // Gun hits the whole line.
        int laser = 0;
        bool overload = false, nasty = false;
        for (std::int8_t c : m.with) {
            if (c < 0)
                continue;
            const CardEffect *e = cardEffect(d.cards[std::size_t(c)].id);
            if (!e || e->timing != Timing::WithAttack) {
                error(rule::kWithAttack, tr("%1 is not a card announced with a shot.").arg(card(c)));
                continue;
            }
            if (!spend(x, c))
                continue;
            switch (e->special) {
            case Special::NastyGun:
                nasty = true;
                break;
            case Special::WeaponOverload:
                overload = true;
                break;
            case Special::FireCloaked:
                break;  // already let the shot be fired
            default:
                if (e->target == CardTarget::Enemy)
                    laser += e->defense;
                else
                    s.p.turnMods[a].add(Mods{e->offense, e->defense, 0, 0, 0});
            }
        }
        if (nasty && quietUntil(o.unit) >= 0) {
            error(rule::kNastyGun, tr("%1 moved or fired in turn %2; a Really Nasty Gun needs three quiet turns before this one.")
                                           .arg(unit(o.unit))
                                           .arg(quietUntil(o.unit)));
            nasty = false;
        }
        s.p.lastActive[a] = s.p.turn;
        if (m.also[0] >= 0 && !overload)
            error(rule::kWeaponOverload, tr("Only a Weapon Overload lets a shot name more targets (also=)."));
        // The attacks of the line, in order: each its target, the hex the formula measures to and
        // a change to the number (Really Nasty Gun's +2/0); the number is counted at each roll.
        struct Attack {
            int target, hex, change;
        };
        std::vector<Attack> attacks;
        if (m.misfire != 0) {
            const int enemy = 1 - x;
            const int misfireCard = d.card("misfire");
            if (!core::checkRoll(m.misfire, 12, *rep, rule::kMisfire, tr("the Misfire"))) {
                ++problems;
            } else if (spend(enemy, misfireCard)) {
                ++s.p.chance;
                const int h = misfireHex(s, o.unit, o.target, m.misfire);
                for (int t : h >= 0 ? unitsIn(s, h, o.unit) : std::vector<int>{})
                    attacks.push_back({t, h, 0});
            }
        } else if (nasty) {
            const int from = s.p.unitHex[a];
            for (int h : lineHexes(s, from, s.p.unitHex[std::size_t(o.target)], reach(s, o.unit)))
                for (int t : unitsIn(s, h, o.unit))
                    attacks.push_back({t, h, -2});
        } else {
            attacks.push_back({o.target, s.p.unitHex[std::size_t(o.target)], 0});
        }
        int next = 0;
        int result = -1;
        for (const Attack &at : attacks)
            if (s.onBoard(at.target))
                result = shoot(m, next++, unit(o.unit), at.target,
                               numberAt(s, o.unit, at.hex, defense(s, at.target) + laser) + at.change);
        // An ordinary shot that missed flies on (spacewars.combat.trajectory).
        if (m.misfire == 0 && !nasty && result == 0)
            strays(m, o, laser, next);
        else if (m.stray[0] >= 0)
            error(rule::kStrayShot, tr("Only a missed shot strikes another ship (stray=)."));
        // Weapon Overload's further targets, each as it stands after the shots before it.
        for (std::size_t i = 0; overload && i < m.also.size() && m.also[i] >= 0; ++i) {
            Order more = o;
            more.target = m.also[i];
            if (const char *why = fireBlocker(s, x, more)) {
                error(why, tr("%1 cannot fire at %2 (out of range, no line of fire or not on the board).")
                                   .arg(unit(o.unit), unit(m.also[i])));
                continue;
            }
            ++s.p.extraTargets[a];
            shoot(m, next++, unit(o.unit), m.also[i], targetNumber(s, o.unit, m.also[i]) + laser);
        }
        if (m.rollCount() > next)
            error(rule::kFormula, tr("The line gives %1 d8s, but only %2 attacks were made.").arg(m.rollCount()).arg(next));
    }

    // A missed shot at o.target: one other ship of its hex, chosen at random, and if that misses
    // too (or there is none) the first ship further along the line within reach; the record
    // names each with stray= and gives its d8. It stops at the first hit or after the second.
    void strays(const Move &m, const Order &o, int laser, int &next)
    {
        std::size_t named = 0;
        const auto strike = [&](const std::vector<int> &candidates, int h) {
            const int t = named < m.stray.size() ? m.stray[named] : -1;
            ++named;
            if (t < 0 || std::find(candidates.begin(), candidates.end(), t) == candidates.end()) {
                QStringList names;
                for (int c : candidates)
                    names << unit(c);
                error(rule::kStrayShot, tr("The missed shot strikes one of %1 in hex %2; the record names it with "
                                           "stray= and gives its d8.")
                                                .arg(names.join(QStringLiteral(", ")), hex(h)));
                return -1;
            }
            return shoot(m, next++, unit(o.unit), t, numberAt(s, o.unit, h, defense(s, t) + laser));
        };
        const int targetHex = s.p.unitHex[std::size_t(o.target)];
        std::vector<int> others = unitsIn(s, targetHex, o.target);
        others.erase(std::remove(others.begin(), others.end(), int(o.unit)), others.end());
        if (!others.empty() && strike(others, targetHex) != 0)
            return;
        for (int h : flightHexes(s, o.unit, targetHex)) {
            const std::vector<int> there = unitsIn(s, h, o.unit);
            if (!there.empty()) {
                strike(there, h);
                break;
            }
        }
        if (named < m.stray.size() && m.stray[named] >= 0)
            error(rule::kStrayShot, tr("The missed shot strikes no further ship, so the record names none with stray=."));
    }

    // The turn, this one or one of the three before, in which `u` last moved or fired, or -1.
    int quietUntil(int u) const
    {
        const int active = s.p.lastActive[std::size_t(u)];
        return active > 0 && active >= s.p.turn - 3 ? active : -1;
    }

    // Attack `i` of a line: the record's d8 and outcome checked against the number needed; the
    // die, not the claimed outcome, decides.
    // Returns 1 for a hit, 0 for a miss, -1 when the record gives no usable d8.
    int shoot(const Move &m, int i, const QString &shooter, int target, int need)
    {
        if (m.rollCount() <= i || m.outcomeCount() <= i) {
            error(rule::kFormula, tr("A shot gives its d8 and its outcome, as in roll=6 outcome=hit (one each "
                                     "for every ship attacked)."));
            return -1;
        }
        const int roll = m.rollAt(i);
        if (!core::checkRoll(roll, 8, *rep, rule::kFormula, tr("the shot"))) {
            ++problems;
            return -1;
        }
        ++s.p.chance;
        const bool hit = hits(roll, need);
        if (hit != (m.outcomeAt(i) == Outcome::Hit)) {
            const bool natural = roll == 1 || roll == 8;
            error(natural ? rule::kNaturalRolls : rule::kFormula,
                  hit ? tr("%1 rolls %2 against %3 (needs %4): a hit, not a miss.")
                                .arg(shooter)
                                .arg(roll)
                                .arg(unit(target))
                                .arg(need)
                      : tr("%1 rolls %2 against %3 (needs %4): a miss, not a hit.")
                                .arg(shooter)
                                .arg(roll)
                                .arg(unit(target))
                                .arg(need));
        }
        s.p.last = LastRoll{};
        s.p.last.kind = RollKind::Shot;
        s.p.last.roll = std::int16_t(roll);
        s.p.last.turn = s.p.turn;
        s.p.last.target = std::int8_t(target);
        s.p.last.need = std::int8_t(std::clamp(need, -100, 100));
        s.p.last.hit = hit;
        if (hit)
            destroyLastTarget();
        return hit ? 1 : 0;
    }

    // Off the board and back to the reserves; a unit card from the discard pile returns to hand.
    void executeRecall(int x, int u)
    {
        if (!s.onBoard(u) || d.hexes[std::size_t(s.p.unitHex[std::size_t(u)])].homeworld != x)
            return;  // the ship is gone or was stopped short of its homeworld: nothing happens
        s.p.unitHex[std::size_t(u)] = kInReserve;
        clearUnit(u);
        s.p.owner[std::size_t(u)] = std::int8_t(sideOfUnit(u));  // the token goes back to its own reserves
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
        if (e->special == Special::Leave && blockadeHolds(s, 1 - x)) {
            noFact(false, rule::kLeave, {});
            return;
        }
        if (e->special != Special::GroundSupport && e->special != Special::SelfDestruct &&
            (m.roll != 0 || m.outcome != Outcome::None))
            error(e->rule, tr("%1 rolls no die.").arg(card(o.card)));
        --z.hand[std::size_t(o.card)];
        ++z.discard[std::size_t(o.card)];
        const Mods mods{e->offense, e->defense, e->speed, e->reach, e->closer};
        if (e->special != Special::None) {
            // the card's numbers are applied by its own effect below
        } else if (e->target == CardTarget::AllFriendly) {
            (e->lasting == Lasting::Game ? z.lasting : z.turn).add(mods);
        } else if (o.unit >= 0) {
            if (e->damage)
                (e->lasting == Lasting::Game ? s.p.damage : s.p.turnDamage)[std::size_t(o.unit)].add(mods);
            else
                (e->lasting == Lasting::Game ? s.p.lasting : s.p.turnMods)[std::size_t(o.unit)].add(mods);
        }
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
            shoot(m, 0, card(o.card), o.unit, 2 * range + defense(s, o.unit));
            break;
        }
        case Special::EngineOverload:
            s.p.failures[std::size_t(o.unit)] |= kOverload;
            break;
        case Special::RepairCrew:  // as an action: every Engine, Hull and Gun Damage goes
            s.p.damage[std::size_t(o.unit)] = {};
            s.p.turnDamage[std::size_t(o.unit)] = {};
            break;
        case Special::Leave: {
            const int u = o.unit;
            const bool own = sideOfUnit(u) == x;
            s.p.unitHex[std::size_t(u)] = kInReserve;
            clearUnit(u);
            s.p.owner[std::size_t(u)] = std::int8_t(sideOfUnit(u));
            if (own)
                s.p.marks[std::size_t(u)] = kOnLeave;
            const std::size_t uc = std::size_t(d.unitCard[std::size_t(x)]);
            if (z.discard[uc] > 0) {
                --z.discard[uc];
                ++z.hand[uc];
            }
            break;
        }
        case Special::Espionage: {
            const SideState &enemy = s.p.sides[std::size_t(1 - x)];
            std::array<std::uint8_t, kMaxCards> shown{};
            for (int i = 0; i < m.cardCount; ++i)
                ++shown[std::size_t(m.cards[std::size_t(i)])];
            if (m.cardCount > 0 && shown != enemy.hand)
                error(e->rule, tr("The hand %1 shows is not the one the record lists (cards=).").arg(side(1 - x)));
            break;
        }
        case Special::Intercept: {
            SideState &enemy = s.p.sides[std::size_t(1 - x)];
            int left = 0;
            for (std::size_t c = 0; c < d.cards.size(); ++c)
                left += enemy.deck[c];
            const int want = std::min(4, left);
            if (m.cardCount != want)
                error(e->rule, tr("Intercepted Orders looks at %1 cards here; the record lists %2.").arg(want).arg(m.cardCount));
            std::array<std::uint8_t, kMaxCards> seen{};
            enemy.stackedCount = 0;
            for (int i = 0; i < m.cardCount && i < 4; ++i) {
                const int c = m.cards[std::size_t(i)];
                if (++seen[std::size_t(c)] > enemy.deck[std::size_t(c)]) {
                    error(rule::kDecks, tr("%1 is not among the cards left in the deck of %2.").arg(card(c), side(1 - x)),
                          deckAssumed(1 - x));
                    continue;
                }
                enemy.stacked[enemy.stackedCount++] = std::int8_t(c);
            }
            ++s.p.chance;
            break;
        }
        case Special::SelfDestruct: {
            // Every other unit in its hex (range 0) and the six around it (range 1), then the
            // sacrificed ship itself is destroyed.
            const int u = o.unit;
            const std::vector<std::pair<int, int>> attacks = selfDestructAttacks(s, u);
            int next = 0;
            for (const auto &[t, need] : attacks)
                if (s.onBoard(t))
                    shoot(m, next++, card(o.card), t, need);
            if (m.rollCount() > next)
                error(rule::kFormula, tr("The line gives %1 d8s, but only %2 attacks were made.").arg(m.rollCount()).arg(next));
            const LastRoll keep = s.p.last;
            destroy(u);
            s.p.last = keep;
            break;
        }
        case Special::Defector:
            s.p.owner[std::size_t(o.unit)] = std::int8_t(x);
            s.p.marks[std::size_t(o.unit)] &= std::uint8_t(~kOnBlockade);
            break;
        case Special::CharismaticLeader:
            if (justDeployed >= 0 && s.onBoard(justDeployed))
                s.p.marks[std::size_t(justDeployed)] |= kCharisma;
            break;
        case Special::OrbitalBlockade: {
            if (z.blockade && blockadeHolds(s, x))
                break;
            if (blockadeCandidates(s, x) < 3)
                break;  // too few ships came near: the card is spent for nothing
            z.blockade = true;
            z.blockadeShips = 0;
            for (int u = 0; u < kUnits; ++u) {
                s.p.marks[std::size_t(u)] &= std::uint8_t(~kOnBlockade);
                if (s.onBoard(u) && s.ownerOf(u) == x && d.distanceToHomeworld(s.p.unitHex[std::size_t(u)], 1 - x) <= 5) {
                    s.p.marks[std::size_t(u)] |= kOnBlockade;
                    ++z.blockadeShips;
                }
            }
            break;
        }
        case Special::Initiative:  // it took effect at the reveal
        case Special::SecondChance:
        case Special::LuckyBreak:
        case Special::Belay:
        case Special::Misfire:
        case Special::NastyGun:
        case Special::WeaponOverload:
        case Special::SurpriseWarp:
        case Special::FireCloaked:
            break;
        }
        if (e->special == Special::Espionage || e->special == Special::Intercept) {
            // the cards listed were checked above
        } else if (e->draw > 0) {
            int left = 0;
            for (std::size_t c = 0; c < d.cards.size(); ++c)
                left += z.deck[c];
            const int want = std::min<int>(e->draw, left);
            if (m.cardCount != want)
                error(e->rule, tr("%1 draws %2 cards here; the record lists %3.").arg(card(o.card)).arg(want).arg(m.cardCount));
            for (int i = 0; i < m.cardCount; ++i)
                drawCard(x, m.cards[std::size_t(i)]);
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
        // Charismatic Leader goes with the deployment carried out just before it.
        justDeployed = z.lastDeployed;
        z.lastDeployed = -1;
        const bool ownUnit = o.kind == OrderKind::Deploy || o.kind == OrderKind::Play || s.ownerOf(o.unit) == x;
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
        s.p.actionMods = {};  // interrupts lasting one action are over
        if (!s.isTerminal())
            advanceFrom(1 - x);
        return true;
    }

    // A card played as an interrupt, out of the alternation (spacewars.cards.interrupts): it
    // costs no action.
    bool interrupt(const Move &m)
    {
        const int x = m.side;
        const Order &o = m.order;
        const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
        SideState &z = s.p.sides[std::size_t(x)];
        if (!e || !e->interrupt) {
            error(rule::kInterrupts, tr("%1 cannot be played as an interrupt.").arg(card(o.card)));
            return false;
        }
        if (z.hand[std::size_t(o.card)] == 0) {
            error(rule::kCardHand, tr("%1 is not in the hand of %2.").arg(card(o.card), side(x)));
            return false;
        }
        LastRoll &l = s.p.last;
        switch (e->special) {
        case Special::SecondChance:
        case Special::LuckyBreak: {
            if (l.kind == RollKind::None) {
                error(rule::kDice, tr("%1 changes the die of the line just before it; that line rolled none.").arg(card(o.card)));
                return false;
            }
            if (!core::checkRoll(m.roll, 8, *rep, rule::kDice, card(o.card))) {
                ++problems;
                return false;
            }
            if (e->special == Special::SecondChance)
                ++s.p.chance;
            l.roll = m.roll;
            if (l.kind == RollKind::Initiative) {
                s.p.nextSide = -1;
                advanceFrom(m.roll <= 4 ? kEarth : kAliens);
            } else {
                const bool hit = hits(m.roll, l.need);
                if (hit && !l.hit && s.onBoard(l.target))
                    destroyLastTarget();
                else if (!hit && l.hit && s.p.unitHex[std::size_t(l.target)] == kDestroyed)
                    restoreLastTarget();
                l.hit = hit;
            }
            break;
        }
        case Special::RepairCrew:
            if (l.kind != RollKind::Shot || !l.hit || l.target != o.unit ||
                s.p.unitHex[std::size_t(o.unit)] != kDestroyed || s.ownerOf(o.unit) != x) {
                error(rule::kRepairCrew, tr("Repair Crew as an interrupt saves a ship of %1 that the line just before "
                                            "destroyed.")
                                                 .arg(side(x)));
                return false;
            }
            restoreLastTarget();
            l.hit = false;
            break;
        case Special::Belay:
            if (s.p.phase != Phase::Execution || !hasOrdersLeft(s.p.nextSide)) {
                error(rule::kBelay, tr("Belay That Order cancels the next order to be carried out; none is waiting."));
                return false;
            }
            ++s.p.sides[std::size_t(s.p.nextSide)].executed;
            advanceFrom(1 - s.p.nextSide);
            break;
        case Special::Misfire:
            error(rule::kMisfire, tr("Misfire is written on the line of the enemy shot it spoils, as misfire=7."));
            return false;
        default:  // Shell Shock and Berserker: for the next action only
            if (s.p.phase != Phase::Execution || !fitTarget(*e, x, o.unit)) {
                error(e->rule, tr("%1 as an interrupt names %2 and is played while orders are carried out.")
                                       .arg(card(o.card),
                                            e->target == CardTarget::Enemy ? tr("an enemy ship on the board")
                                                                           : tr("a ship of its own side on the board")));
                return false;
            }
            s.p.actionMods[std::size_t(o.unit)].add(Mods{e->offense, e->defense, 0, 0, 0});
            break;
        }
        --z.hand[std::size_t(o.card)];
        ++z.discard[std::size_t(o.card)];
        return true;
    }

    // The blockading side lifts its Orbital Blockade (no action; spacewars.clarifications.blockade).
    bool release(const Move &m)
    {
        SideState &z = s.p.sides[std::size_t(m.side)];
        if (!z.blockade) {
            error(rule::kBlockade, tr("%1 holds no Orbital Blockade to release.").arg(side(m.side)));
            return false;
        }
        z.blockade = false;
        z.blockadeShips = 0;
        for (int u = 0; u < kUnits; ++u)
            if (s.ownerOf(u) == m.side || s.p.unitHex[std::size_t(u)] == kDestroyed)
                s.p.marks[std::size_t(u)] &= std::uint8_t(~kOnBlockade);
        return true;
    }

    bool apply(const Move &m)
    {
        if (s.isTerminal()) {
            error(rule::kLanding, tr("The game is over; no move may follow."));
            return false;
        }
        // An interrupt on the last die of a turn still belongs to that turn.
        const int turn = m.verb == Verb::Interrupt && s.p.last.kind != RollKind::None ? s.p.last.turn : s.p.turn;
        if (m.turn != turn)
            error(rule::kRecordTurn, tr("The line is numbered turn %1, but it is turn %2.").arg(m.turn).arg(turn));
        if (m.verb != Verb::Interrupt)
            s.p.last = LastRoll{};
        switch (m.verb) {
        case Verb::Interrupt:
            return interrupt(m);
        case Verb::Release:
            return release(m);
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
    int justDeployed = -1;
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
