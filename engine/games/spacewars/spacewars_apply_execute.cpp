// Carrying out the next written order (execute): deployments, moves, recalls, cloaking and
// cleaning, and the bookkeeping of a unit leaving play that shots and cards share.
#include "games/spacewars/spacewars_applier.h"

namespace umpire::spacewars::detail {

void Applier::noFact(bool given, const char *why, const QString &what)
{
    if (given)
        error(why, tr("The order could not be carried out (%1), so the record gives no facts for it.").arg(what));
}

void Applier::executeDeploy(int x, const Move &m)
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
    // the order is void, like one without a ship, and the record gives no token for it. When the
    // card was already missing as the order was written, that fault was reported then: a record
    // that plays the deployment anyway is followed (one fault, one finding).
    const bool noWarpCard = o.card >= 0 && z.hand[std::size_t(o.card)] == 0;
    if (noWarpCard && !(m.token >= 0 && faultyNow(x, o))) {
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
    checkLeaveReturn(x, m.token);
    const std::size_t t = std::size_t(m.token);
    // Surprise Warp, still in hand (checked above) or played as the record has it.
    if (o.card >= 0) {
        if (!noWarpCard) {
            --z.hand[std::size_t(o.card)];
            ++z.discard[std::size_t(o.card)];
        }
        // The rest of this turn and the next two; or, under
        // surprise-warp-turns=counting-deployment-turn, this turn and the next
        // (spacewars.clarifications.surprise-warp).
        s.p.warpedUntil[t] = s.p.turn + (s.p.warpCountsDeploymentTurn ? 1 : 2);
    }
    s.p.unitHex[t] = o.hex;
    s.p.cloaked[t] = false;
    s.p.owner[t] = std::int8_t(x);
    // A ship back from Leave keeps its +1/+0 while it stays in play.
    s.p.marks[t] = (s.p.marks[t] & kOnLeave) ? kLeaveBonus : 0;
    s.p.lastActive[t] = 0;
    s.p.activeBefore[t] = 0;
    s.p.deployedTurn[t] = s.p.turn;
    z.lastDeployed = std::int8_t(m.token);
    --z.hand[std::size_t(uc)];
    ++z.discard[std::size_t(uc)];
    ++s.p.chance;
}

void Applier::destroy(int u)
{
    const std::size_t h = std::size_t(s.p.unitHex[std::size_t(u)]);
    const std::uint8_t duty = s.p.marks[std::size_t(u)] & kOnBlockade;
    s.p.unitHex[std::size_t(u)] = kDestroyed;
    clearUnit(u);
    s.p.marks[std::size_t(u)] = duty;
    if (s.p.debris[h] < 250)
        ++s.p.debris[h];
}

void Applier::clearUnit(int u)
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

void Applier::restoreLastTarget()
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

void Applier::destroyLastTarget()
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

void Applier::executeMove(const Move &m)
{
    const Order &o = m.order;
    OpportunityRolls rolls;
    rolls.given = m.opportunity.data();
    rolls.count = m.opportunityCount;
    MoveResult r = resolveMove(s, o, rolls);
    // An order found at fault when it was written (too long, a cloaked landing...) is not
    // reported again: where the record plays it further than the rules let it go, it goes
    // there (one fault, one finding).
    if (r.end >= 0 && !r.destroyed && m.stop != (r.stopRule ? r.end : -1) && faultyNow(m.side, o)) {
        const MoveResult played = resolveMove(s, o, rolls, true);
        if (!played.destroyed && m.stop == (played.stopRule ? played.end : -1))
            r = played;
    }
    if (r.end < 0) {
        noFact(m.stop >= 0 || m.opportunityCount > 0, rule::kBlocked, tr("the ship is gone"));
        return;
    }
    if (r.attacks > 0)
        ++s.p.chance;
    if (r.missing > 0 || m.opportunityCount > r.attacks)
        error(rule::kOpportunityRolls,
              tr("%1 meets %n attack(s) of opportunity on this move; the record gives one d8 "
                 "(1 to 8) for each, as in opportunity=6,2, and the d8s it gives here: %2.",
                 nullptr, r.attacks)
                      .arg(unit(o.unit))
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
        markActive(o.unit);
    if (s.p.cloaked[std::size_t(o.unit)])
        s.p.cloakedSpent[std::size_t(o.unit)] =
                std::uint8_t(std::min(250, s.p.cloakedSpent[std::size_t(o.unit)] + r.spent));
    s.p.moveSpent[std::size_t(o.unit)] = std::uint8_t(std::min(250, s.p.moveSpent[std::size_t(o.unit)] + r.spent));
    s.p.unitHex[std::size_t(o.unit)] = std::int8_t(r.end);
    // Engine Overload: a permanent "speed -1" counter for every hex beyond the allowance.
    if (r.excess > 0)
        s.p.speedCounters[std::size_t(o.unit)] =
                std::uint8_t(std::min(250, s.p.speedCounters[std::size_t(o.unit)] + r.excess));
    if (r.landed)
        s.p.winner = std::int8_t(s.ownerOf(o.unit));
}

void Applier::executeRecall(int x, int u)
{
    if (!s.onBoard(u) || d.hexes[std::size_t(s.p.unitHex[std::size_t(u)])].homeworld != x)
        return;  // the ship is gone or was stopped short of its homeworld: nothing happens
    s.p.unitHex[std::size_t(u)] = kInReserve;
    clearUnit(u);
    s.p.owner[std::size_t(u)] = std::int8_t(sideOfUnit(u));  // the token goes back to its own reserves
    recallUnitCard(x);
}

bool Applier::execute(const Move &m)
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
    if (s.isTerminal())
        return true;
    // A free Charismatic Leader goes with the deployment just carried out.
    if (o.kind == OrderKind::Deploy && hasOrdersLeft(x) && freeOrder(z.orders[z.executed]))
        s.p.nextSide = std::int8_t(x);
    else
        advanceFrom(1 - x);
    return true;
}

}  // namespace umpire::spacewars::detail
