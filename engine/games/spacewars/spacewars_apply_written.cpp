// Checking an order as it is written on a pad, before any order of the turn is carried out:
// the unit and route it names, the card it plays and that card's target.
#include "games/spacewars/spacewars_applier.h"

#include "games/spacewars/spacewars_readings.h"

namespace umpire::spacewars::detail {

int Applier::checkOrder(int x, const Order &o)
{
    const SideState &z = s.p.sides[std::size_t(x)];
    if (o.kind == OrderKind::Deploy) {
        if (o.card >= 0) {
            // Surprise Warp: anywhere more than four hexes from the enemy homeworld.
            if (z.hand[std::size_t(o.card)] <= spentOnPad(x, o.card) && limitsWhenWritten())
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
        if (deploys >= unitCards && limitsWhenWritten())
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
        if (!limitsWhenWritten())
            return problems;  // order-checks=when-carried-out: the cost and the landing wait
        if (at.cloaked)
            for (int i = 1; i < o.routeLength; ++i)
                if (landsOnPlanet(d, o.route[std::size_t(i - 1)], o.route[std::size_t(i)])) {
                    error(rule::kCloakedMovement,
                          tr("%1 moves cloaked, and its route touches down on the planet at hex "
                             "%2; a cloaked ship cannot land.")
                                  .arg(unit(o.unit), hex(o.route[std::size_t(i)])),
                          assumedBoard());
                    return problems;
                }
        const int cost = routeCost(s, o);
        const int allow = moveBudget(s, o.unit, at.cloaked, at.speed, at.cloakedSpent, at.spent);
        if (at.cloaked && !s.p.cloakedSpeedPerAction && at.cloakedSpent > 0 && cost > allow &&
            !at.overload) {
            error(rule::kCloakedMovement,
                  tr("The route of %1 costs %n hex(es) of movement; cloaked, the ship may move %2 "
                     "more this turn (its earlier cloaked moves spend %3).",
                     nullptr, cost)
                          .arg(unit(o.unit))
                          .arg(allow)
                          .arg(at.cloakedSpent));
            return problems;
        }
        if (cost > allow && !at.overload && overTurnBudget(o, at, cost))
            return problems;
        if (cost > allow && !at.overload) {
            bool debris = false, mines = false;
            for (int i = 1; i < o.routeLength; ++i) {
                debris |= s.p.debris[std::size_t(o.route[std::size_t(i)])] > 0;
                mines |= minesSlow(s, o.route[std::size_t(i)], x);
            }
            error(mines                ? rule::kMinefieldMovement
                          : debris     ? rule::kDebrisMovement
                          : at.cloaked ? rule::kCloakedMovement
                                       : rule::kSpeed,
                  tr("The route of %1 costs %n hex(es) of movement (Debris counts one extra, a "
                     "minefield two); the ship may move %2.",
                     nullptr, cost)
                          .arg(unit(o.unit))
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
        if (at.cloaked == (o.kind == OrderKind::Cloak) && limitsWhenWritten())
            error(rule::kCloak, at.cloaked ? tr("%1 is already cloaked.").arg(unit(o.unit))
                                           : tr("%1 is not cloaked.").arg(unit(o.unit)));
        return problems;
    case OrderKind::Clean:
        if ((at.hex < 0 || s.p.debris[std::size_t(at.hex)] == 0) && limitsWhenWritten())
            error(rule::kCleaning, tr("%1 has no Debris to clean up in its hex.").arg(unit(o.unit)));
        return problems;
    case OrderKind::Recall:
        if ((at.hex < 0 || d.hexes[std::size_t(at.hex)].homeworld != x) && limitsWhenWritten())
            error(rule::kRecall, tr("%1 can be recalled only from its own homeworld.").arg(unit(o.unit)),
                  assumedBoard());
        return problems;
    case OrderKind::Deploy:
    case OrderKind::Play:
        break;
    }
    return problems;
}

int Applier::spentOnPad(int x, int card) const
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

bool Applier::fitTarget(const CardEffect &e, int x, int unit) const
{
    if (e.target == CardTarget::AllFriendly || e.target == CardTarget::None)
        return unit < 0;
    if (unit < 0 || !s.onBoard(unit))
        return false;
    return e.target == CardTarget::Any || (e.target == CardTarget::Friendly) == (s.ownerOf(unit) == x);
}

int Applier::checkPlay(int x, const Order &o)
{
    const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
    const SideState &z = s.p.sides[std::size_t(x)];
    if (z.hand[std::size_t(o.card)] <= spentOnPad(x, o.card) && limitsWhenWritten())
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
    if (e->timing == Timing::InterruptOnly && !writable(*e)) {
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
        if (near < blockadeMinimum(s))
            blockadeTooFew(x, near);
        else if (z.blockade && blockadeHolds(s, x))
            error(rule::kBlockade, tr("%1 already holds an Orbital Blockade.").arg(side(x)));
        return problems;
    }
    if (!fitTarget(*e, x, o.unit)) {
        error(e->rule, tr("%1 must name %2.").arg(card(o.card), targetWords(*e)));
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

}  // namespace umpire::spacewars::detail
