// The parts of the Applier that carry out a card reading's other value where it needs more than a
// changed number: Leave's returning ship (leave), what one Repair Crew undoes (repair-crew), the
// cards written with a shot (free-cards) and the unit card a recall brings back (recall); which
// limits a written order is held to (order-checks) is in spacewars_applier.h. Each reading is
// explained in resources/games/spacewars/rules.md under its clarification.
#include "games/spacewars/spacewars_applier.h"

#include <algorithm>

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

void Applier::noteWrittenCards(int x, const Move &m)
{
    SideState &z = s.p.sides[std::size_t(x)];
    z.writtenWith[z.orderCount] = m.with;
    if (m.with[0] < 0)
        return;
    if (!s.p.freeCardsWritten) {
        // Adopted: a card that costs no action is announced when its shot is carried out.
        error(rule::kWithAttack, tr("%1 costs no action: it is announced with the shot when the order is "
                                    "carried out, not written on the pad.")
                                         .arg(card(m.with[0])));
        return;
    }
    for (std::int8_t c : m.with) {
        const CardEffect *e = c >= 0 ? cardEffect(d.cards[std::size_t(c)].id) : nullptr;
        if (c >= 0 && (!e || e->timing != Timing::WithAttack))
            error(rule::kWithAttack, tr("%1 is not a card announced with a shot.").arg(card(c)));
    }
}

void Applier::checkAnnouncedCards(int x, const Move &m)
{
    const SideState &z = s.p.sides[std::size_t(x)];
    if (!s.p.freeCardsWritten || z.executed >= z.orderCount)
        return;
    const auto sorted = [](std::array<std::int8_t, 4> cards) {
        std::sort(cards.begin(), cards.end());
        return cards;
    };
    const std::array<std::int8_t, 4> &written = z.writtenWith[z.executed];
    if (sorted(m.with) != sorted(written))
        error(rule::kWithAttack, tr("The cards announced with this shot (%1) are not those its order was "
                                    "written with on the pad of %2 (%3).")
                                         .arg(cardList(m.with), side(x), cardList(written)));
}

void Applier::recallUnitCard(int x)
{
    SideState &z = s.p.sides[std::size_t(x)];
    const std::size_t uc = std::size_t(d.unitCard[std::size_t(x)]);
    if (z.discard[uc] > 0) {
        --z.discard[uc];
        ++z.hand[uc];
    } else if (s.p.recallAlwaysACard && z.hand[uc] < 250) {
        ++z.hand[uc];  // the recalled unit itself goes back to the hand
    }
}

QString Applier::cardList(const std::array<std::int8_t, 4> &cards) const
{
    QStringList names;
    for (std::int8_t c : cards)
        if (c >= 0)
            names << card(c);
    return names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "));
}

}  // namespace umpire::spacewars::detail
