// The parts of the Applier that carry out a reading's other value where it needs more than a
// changed number: Leave's returning ship (leave), what one Repair Crew undoes (repair-crew), and
// which limits a written order is held to (order-checks). Each reading is explained in
// resources/games/spacewars/rules.md under its clarification.
#include "games/spacewars/spacewars_applier.h"

namespace umpire::spacewars::detail {

void Applier::checkLeaveReturn(int x, int token)
{
    if (!s.p.leaveNextDeployment || (s.p.marks[std::size_t(token)] & kOnLeave))
        return;
    // Under leave=next-deployment the ship itself went back to the hand, so the side's next
    // deployment is that ship (spacewars.clarifications.leave).
    for (int u = x * kTokensPerSide; u < (x + 1) * kTokensPerSide; ++u)
        if (s.p.unitHex[std::size_t(u)] == kInReserve && (s.p.marks[std::size_t(u)] & kOnLeave)) {
            error(rule::kLeave, tr("%1 is on Leave, so the next deployment of %2 brings it back, not %3.")
                                        .arg(unit(u), side(x), unit(token)));
            return;
        }
}

void Applier::repair(int x, const Move &m)
{
    const std::size_t u = std::size_t(m.order.unit);
    if (!s.p.repairOneEffect) {
        // Every Engine, Gun and Hull Damage goes at once: there is nothing to choose.
        if (m.cardCount > 0)
            error(rule::kRepairCrew, tr("Repair Crew undoes every Engine, Gun and Hull Damage of %1 at once; "
                                        "the record names none with cards=.")
                                             .arg(unit(int(u))));
        s.p.damage[u] = {};
        s.p.turnDamage[u] = {};
        return;
    }
    // Under repair-crew=one-effect the player picks one damage card's effect, and the record
    // names that card (spacewars.clarifications.repair-crew).
    const int named = m.cardCount == 1 ? m.cards[0] : -1;
    const CardEffect *e = named >= 0 ? cardEffect(d.cards[std::size_t(named)].id) : nullptr;
    Mods *from = e && e->damage ? &(e->lasting == Lasting::Game ? s.p.damage : s.p.turnDamage)[u] : nullptr;
    const bool carried = from && from->offense <= e->offense && from->defense <= e->defense &&
            from->speed <= e->speed;
    if (!carried) {
        error(rule::kRepairCrew,
              tr("Repair Crew undoes one Engine, Gun or Hull Damage that %1 of %2 carries; the record "
                 "names that card with cards=, as in cards=gun-damage.")
                      .arg(unit(int(u)), side(x)));
        return;
    }
    from->add(Mods{std::int8_t(-e->offense), std::int8_t(-e->defense), std::int8_t(-e->speed), 0, 0});
}

}  // namespace umpire::spacewars::detail
