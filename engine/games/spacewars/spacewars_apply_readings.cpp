// The checks of the readings in spacewars_readings.h that report, and the action cards played
// as interrupts under bold-cards=any-card (see spacewars_applier.h).
#include "games/spacewars/spacewars_applier.h"

#include "games/spacewars/spacewars_readings.h"

namespace umpire::spacewars::detail {

bool Applier::overTurnBudget(const Order &o, const Planned &at, int cost)
{
    const int left = turnSpeedLeft(s, o.unit, at.speed, at.spent);
    if (!s.p.speedPerTurn || at.spent == 0 || cost <= left)
        return false;
    error(rule::kSpeed,
          tr("The route of %1 costs %n hex(es) of movement; its speed is a budget for the whole turn, "
             "and its earlier moves this turn spend %2 of it, so %3 are left.",
             nullptr, cost)
                  .arg(unit(o.unit))
                  .arg(at.spent)
                  .arg(left));
    return true;
}

QString Applier::targetWords(const CardEffect &e) const
{
    return e.target == CardTarget::Friendly ? tr("a ship of its own side on the board")
            : e.target == CardTarget::Enemy ? tr("an enemy ship on the board")
            : e.target == CardTarget::Any   ? tr("a ship on the board")
                                            : tr("no ship");
}

void Applier::blockadeTooFew(int x, int near)
{
    error(rule::kBlockade,
          blockadeMinimum(s) == 3 ? tr("An Orbital Blockade needs at least three ships within five hexes of the "
                                       "enemy homeworld; %1 has %2 there.")
                                            .arg(side(x))
                                            .arg(near)
                                  : tr("An Orbital Blockade needs at least one ship within five hexes of the "
                                       "enemy homeworld; %1 has none there.")
                                            .arg(side(x)),
          assumedBoard());
}

bool Applier::refusedAsInterrupt(const Move &m, const CardEffect &e)
{
    const int x = m.side;
    const Order &o = m.order;
    const SideState &z = s.p.sides[std::size_t(x)];
    if (s.p.phase != Phase::Execution) {
        error(rule::kInterrupts, tr("%1 as an interrupt is played while orders are carried out.").arg(card(o.card)));
        return true;
    }
    if (z.hand[std::size_t(o.card)] == 0) {
        error(rule::kCardHand, tr("%1 is not in the hand of %2.").arg(card(o.card), side(x)));
        return true;
    }
    if (!fitTarget(e, x, o.unit)) {
        error(e.rule, tr("%1 must name %2.").arg(card(o.card), targetWords(e)));
        return true;
    }
    // What the written order's check would refuse, on the board as it stands now.
    if (e.special == Special::Leave && blockadeHolds(s, 1 - x)) {
        error(rule::kLeave, tr("Leave cannot be played while the enemy holds an Orbital Blockade."));
        return true;
    }
    if (e.special == Special::OrbitalBlockade && blockadeCandidates(s, x) < blockadeMinimum(s)) {
        blockadeTooFew(x, blockadeCandidates(s, x));
        return true;
    }
    if (e.special == Special::CharismaticLeader && z.lastDeployed < 0) {
        error(rule::kCharisma, tr("Charismatic Leader as an interrupt follows the deployment it goes with."));
        return true;
    }
    if (e.special == Special::ClearMine && (o.hex < 0 || !d.adjacent(s.p.unitHex[std::size_t(o.unit)], o.hex))) {
        error(e.rule, tr("Eliminate Minefield names a hex next to its ship, as in to=14."), assumedBoard());
        return true;
    }
    if (e.special != Special::ClearMine && o.hex >= 0)
        error(rule::kRecordArgs, tr("%1 names no hex.").arg(card(o.card)));
    return false;
}

bool Applier::playAsInterrupt(const Move &m, const CardEffect &e)
{
    if (refusedAsInterrupt(m, e))
        return false;
    const int x = m.side;
    justDeployed = s.p.sides[std::size_t(x)].lastDeployed;
    executePlay(x, m);
    // Played now, an Initiative puts this side's orders left first from here on.
    if (e.special == Special::Initiative)
        s.p.initiativeSide = std::int8_t(x);
    // A Mutiny may have voided the orders of the side that was next.
    advanceFrom(s.p.nextSide);
    return true;
}

void Applier::extraInterruptFacts(const Move &m)
{
    if (m.rollCount() > 1 || m.outcome != Outcome::None || m.cardCount > 0 || m.order.hex >= 0)
        error(rule::kRecordArgs, tr("%1 as an interrupt gives only its ship and, for a die card, one d8 "
                                    "(roll=).")
                                         .arg(card(m.order.card)));
}

}  // namespace umpire::spacewars::detail
