// A card played as an interrupt (`interrupt CARD`), out of the alternation of orders: the
// re-rolls, Repair Crew, Belay That Order and the one-action modifiers.
#include "games/spacewars/spacewars_applier.h"

#include "core/chance.h"

namespace umpire::spacewars::detail {

bool Applier::interrupt(const Move &m)
{
    const int x = m.side;
    const Order &o = m.order;
    const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
    SideState &z = s.p.sides[std::size_t(x)];
    // Under bold-cards=any-card every action card may be an interrupt too
    // (spacewars.clarifications.bold-interrupts).
    if (e && !e->interrupt && s.p.anyCardInterrupts && e->timing == Timing::Action)
        return playAsInterrupt(m, *e);
    if (!e || !e->interrupt) {
        error(rule::kInterrupts, tr("%1 cannot be played as an interrupt.").arg(card(o.card)));
        return false;
    }
    if (z.hand[std::size_t(o.card)] == 0) {
        error(rule::kCardHand, tr("%1 is not in the hand of %2.").arg(card(o.card), side(x)));
        return false;
    }
    extraInterruptFacts(m);
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
        reroll(m.roll);
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

void Applier::reroll(int roll)
{
    LastRoll &l = s.p.last;
    l.roll = std::int16_t(roll);
    if (l.kind == RollKind::Initiative) {
        s.p.nextSide = -1;
        advanceFrom(roll <= 4 ? kEarth : kAliens);
        return;
    }
    const bool hit = hits(roll, l.need);
    if (hit && !l.hit && s.onBoard(l.target))
        destroyLastTarget();
    else if (!hit && l.hit && s.p.unitHex[std::size_t(l.target)] == kDestroyed)
        restoreLastTarget();
    l.hit = hit;
}

}  // namespace umpire::spacewars::detail
