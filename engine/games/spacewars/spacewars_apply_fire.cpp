// Carrying out a fire order: the cards announced with the shot, Misfire, Really Nasty Gun and
// Weapon Overload, stray shots, and each attack's d8 checked against the combat formula.
#include "games/spacewars/spacewars_applier.h"

#include "core/chance.h"

#include <algorithm>
#include <optional>

namespace umpire::spacewars::detail {

bool Applier::spend(int x, int c)
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

void Applier::executeFire(int x, const Move &m)
{
    const Order &o = m.order;
    const std::size_t a = std::size_t(o.unit);
    checkAnnouncedCards(x, m);
    // Fire While Cloaked must be known before the cloak stops the shot.
    const int cloakCard = d.card("fire-while-cloaked");
    const std::uint8_t failuresBefore = o.unit >= 0 ? s.p.failures[a] : 0;
    for (std::int8_t c : m.with)
        if (c >= 0 && c == cloakCard && o.unit >= 0 && s.p.sides[std::size_t(x)].hand[std::size_t(c)] > 0)
            s.p.failures[a] |= kFireCloaked;
    if (const char *why = fireBlocker(s, x, o, faultyNow(x, o))) {
        if (o.unit >= 0)
            s.p.failures[a] = failuresBefore;
        noFact(m.roll != 0 || m.outcome != Outcome::None || m.with[0] >= 0 || m.misfire != 0 ||
                       m.also[0] >= 0 || m.stray[0] >= 0,
               why,
               why == rule::kRange                   ? tr("out of range or no line of fire")
                       : why == rule::kFailure       ? tr("its guns have failed this turn")
                       : why == rule::kCloakedCombat ? tr("a cloaked ship cannot fire")
                       : why == rule::kBlockade      ? tr("the ship is on blockade duty")
                       : why == rule::kCeaseFire     ? tr("a Cease-Fire holds")
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
        const int active = quietUntil(o.unit);
        error(rule::kNastyGun,
              active == s.p.turn ? tr("%1 already moved or fired in this turn; a Really Nasty Gun "
                                      "needs the ship quiet in this turn too, as in the three before it.")
                                           .arg(unit(o.unit))
                                 : tr("%1 moved or fired in turn %2; a Really Nasty Gun needs "
                                      "three quiet turns before this one.")
                                           .arg(unit(o.unit))
                                           .arg(active));
        nasty = false;
    }
    // Under nasty-gun-reserves=on-board the ship must have been on the board, quiet, for the three
    // turns before this one (spacewars.clarifications.nasty-gun).
    if (nasty && s.p.nastyGunNeedsBoard && s.p.deployedTurn[a] > s.p.turn - 4) {
        error(rule::kNastyGun,
              tr("%1 came into play in turn %2; a Really Nasty Gun needs the ship on the board, "
                 "quiet, for the three turns before this one.")
                      .arg(unit(o.unit))
                      .arg(s.p.deployedTurn[a]));
        nasty = false;
    }
    markActive(o.unit);
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
        // Up to the attacker's reach, or under nasty-gun-line=to-board-edge to the edge of the
        // board (spacewars.clarifications.nasty-gun).
        const int length = s.p.nastyLineToEdge ? kMaxHexes : reach(s, o.unit);
        for (int h : lineHexes(s, from, s.p.unitHex[std::size_t(o.target)], length))
            for (int t : unitsIn(s, h, o.unit))
                attacks.push_back({t, h, -2});
    } else {
        attacks.push_back({o.target, s.p.unitHex[std::size_t(o.target)], 0});
    }
    int next = 0;
    int result = -1;
    // The numbers are counted on the board as it stands before each roll, or under
    // multi-attacks=all-at-once as it stood when the first d8 was rolled
    // (spacewars.clarifications.multi-attacks).
    std::optional<State> start;
    if (s.p.attacksAllAtOnce)
        start.emplace(s);
    const State &board = start ? *start : s;
    for (const Attack &at : attacks)
        if (s.onBoard(at.target))
            result = shoot(m, next++, unit(o.unit), at.target,
                           numberAt(board, o.unit, at.hex, defense(board, at.target) + laser) + at.change);
    // An ordinary shot that missed flies on (spacewars.combat.trajectory).
    if (m.misfire == 0 && !nasty && result == 0)
        strays(m, o, laser, next);
    else if (m.stray[0] >= 0)
        error(rule::kStrayShot, tr("Only a missed shot strikes another ship (stray=)."));
    // Weapon Overload's further targets, each as it stands after the shots before it.
    for (std::size_t i = 0; overload && i < m.also.size() && m.also[i] >= 0; ++i) {
        Order more = o;
        more.target = m.also[i];
        // A ship destroyed earlier in the action is not attacked again, whatever the reading.
        if (const char *why = s.onBoard(more.target) ? fireBlocker(board, x, more) : rule::kBlocked) {
            error(why, tr("%1 cannot fire at %2 (out of range, no line of fire or not on the board).")
                               .arg(unit(o.unit), unit(m.also[i])));
            continue;
        }
        ++s.p.extraTargets[a];
        shoot(m, next++, unit(o.unit), m.also[i], targetNumber(board, o.unit, m.also[i]) + laser);
    }
    if (m.rollCount() > next)
        error(rule::kFormula,
              tr("Only %n attack(s) were made, so the line gives too many d8s: %1.", nullptr, next)
                      .arg(m.rollCount()));
}

void Applier::strays(const Move &m, const Order &o, int laser, int &next)
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

void Applier::markActive(int u)
{
    const std::size_t i = std::size_t(u);
    if (s.p.lastActive[i] != s.p.turn)
        s.p.activeBefore[i] = s.p.lastActive[i];
    s.p.lastActive[i] = s.p.turn;
}

int Applier::quietUntil(int u) const
{
    const std::size_t i = std::size_t(u);
    // The literal "previous three turns" leaves this turn out
    // (spacewars.clarifications.nasty-gun-quiet).
    const int active = s.p.nastyGunThisTurn || s.p.lastActive[i] < s.p.turn ? s.p.lastActive[i]
                                                                            : s.p.activeBefore[i];
    return active > 0 && active >= s.p.turn - 3 ? active : -1;
}

int Applier::shoot(const Move &m, int i, const QString &shooter, int target, int need)
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

}  // namespace umpire::spacewars::detail
