// Carrying out a written `play` order: the modifier a card leaves on a ship or a side, and the
// cards with an effect of their own (mines, Cease-Fire, Leave, Espionage, Orbital Blockade...).
#include "games/spacewars/spacewars_applier.h"

#include "core/chance.h"
#include "games/spacewars/spacewars_readings.h"

#include <algorithm>
#include <array>

namespace umpire::spacewars::detail {

void Applier::executePlay(int x, const Move &m)
{
    const Order &o = m.order;
    const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
    SideState &z = s.p.sides[std::size_t(x)];
    if (!e || !writable(*e) || z.hand[std::size_t(o.card)] == 0 || !fitTarget(*e, x, o.unit)) {
        noFact(m.cardCount > 0 || m.roll != 0, rule::kBlocked, tr("no card or no fit target"));
        return;
    }
    if (e->special == Special::SecondChance) {
        playSecondChance(x, m);
        return;
    }
    const char *groundBlocked = e->special == Special::GroundSupport ? groundSupportBlocker(s, x, o.unit) : nullptr;
    // Under self-destruct-cease-fire=forbidden a Self-Destruct is a weapon a Cease-Fire stops
    // (spacewars.clarifications.card-checks).
    if (e->special == Special::SelfDestruct && s.p.selfDestructCeaseFire && ceaseFire(s))
        groundBlocked = rule::kCeaseFire;
    if (groundBlocked) {
        noFact(m.roll != 0 || m.outcome != Outcome::None, groundBlocked,
               groundBlocked == rule::kCeaseFire ? tr("a Cease-Fire holds")
                                                 : tr("out of range or no line of fire"));
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
        s.p.mineLayer[std::size_t(s.p.unitHex[std::size_t(o.unit)])] = std::int8_t(x);
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
    case Special::RepairCrew:  // as an action (spacewars.clarifications.repair-crew)
        repair(x, m);
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
            error(e->rule,
                  tr("Intercepted Orders looks at %n card(s) here; the record lists %1.", nullptr,
                     want)
                          .arg(m.cardCount));
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
            error(rule::kFormula,
                  tr("Only %n attack(s) were made, so the line gives too many d8s: %1.", nullptr,
                     next)
                          .arg(m.rollCount()));
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
        if (blockadeCandidates(s, x) < blockadeMinimum(s))
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
    case Special::Initiative:  // it took effect at the reveal, or under when-played it does now
        if (s.p.initiativeWhenPlayed)
            s.p.initiativeSide = std::int8_t(x);
        break;
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
    if (e->special == Special::Espionage || e->special == Special::Intercept ||
        e->special == Special::RepairCrew) {
        // the cards listed were checked above
    } else if (e->draw > 0) {
        int left = 0;
        for (std::size_t c = 0; c < d.cards.size(); ++c)
            left += z.deck[c];
        const int want = std::min<int>(e->draw, left);
        if (m.cardCount != want)
            error(e->rule,
                  tr("%1 draws %n card(s) here; the record lists %2.", nullptr, want)
                          .arg(card(o.card))
                          .arg(m.cardCount));
        for (int i = 0; i < m.cardCount; ++i)
            drawCard(x, m.cards[std::size_t(i)]);
        ++s.p.chance;
    } else if (m.cardCount > 0) {
        error(e->rule, tr("%1 draws no cards.").arg(card(o.card)));
    }
}

bool Applier::writable(const CardEffect &e) const
{
    return e.timing == Timing::Action ||
            (e.special == Special::SecondChance && !s.p.secondChanceInterruptOnly);
}

void Applier::playSecondChance(int x, const Move &m)
{
    const Order &o = m.order;
    SideState &z = s.p.sides[std::size_t(x)];
    // Written as an order, it rerolls the shot carried out just before it; with none, there is
    // nothing to reroll and the order lapses (spacewars.clarifications.bold-interrupts).
    if (previous.kind != RollKind::Shot || previous.turn != s.p.turn) {
        noFact(m.roll != 0, rule::kBlocked, tr("no shot was fired just before it"));
        return;
    }
    s.p.last = previous;
    if (!core::checkRoll(m.roll, 8, *rep, rule::kDice, card(o.card))) {
        ++problems;
        return;
    }
    --z.hand[std::size_t(o.card)];
    ++z.discard[std::size_t(o.card)];
    ++s.p.chance;
    reroll(m.roll);
}

}  // namespace umpire::spacewars::detail
