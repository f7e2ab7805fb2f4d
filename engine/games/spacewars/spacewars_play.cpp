#include "games/spacewars/spacewars_play.h"

#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_rules.h"

#include <algorithm>
#include <cmath>

namespace umpire::spacewars {

Planned planned(const State &s, int side, int unit)
{
    Planned out{s.p.unitHex[std::size_t(unit)], s.p.cloaked[std::size_t(unit)]};
    const SideState &z = s.p.sides[std::size_t(side)];
    for (int i = z.executed; i < z.orderCount; ++i) {
        const Order &o = z.orders[std::size_t(i)];
        if (o.unit != unit)
            continue;
        if (o.kind == OrderKind::Move && o.routeLength > 0)
            out.hex = o.route[std::size_t(o.routeLength - 1)];
        else if (o.kind == OrderKind::Cloak)
            out.cloaked = true;
        else if (o.kind == OrderKind::Uncloak)
            out.cloaked = false;
    }
    for (int i = z.executed; i < z.orderCount; ++i) {
        const Order &o = z.orders[std::size_t(i)];
        if (o.kind != OrderKind::Play)
            continue;
        const CardEffect *e = cardEffect(s.data().cards[std::size_t(o.card)].id);
        if (e && ((e->target == CardTarget::Friendly && o.unit == unit) || e->target == CardTarget::AllFriendly))
            out.speed += e->speed;
    }
    return out;
}

Mods modsOf(const State &s, int unit)
{
    Mods m = s.p.lasting[std::size_t(unit)];
    m.add(s.p.turnMods[std::size_t(unit)]);
    const SideState &z = s.p.sides[std::size_t(sideOfUnit(unit))];
    m.add(z.lasting);
    m.add(z.turn);
    return m;
}

int allowance(const State &s, int unit, bool cloaked, int extra)
{
    if (s.p.failures[std::size_t(unit)] & kNoMove)
        return 0;
    const int speed = std::max(0, kSpeed + modsOf(s, unit).speed + extra);
    return cloaked ? speed * 3 / 4 : speed;
}

int reach(const State &s, int unit) { return std::max(0, kRange + modsOf(s, unit).reach); }

int routeCost(const State &s, const Order &o)
{
    int cost = 0;
    for (int i = 1; i < o.routeLength; ++i)
        cost += 1 + (s.p.debris[std::size_t(o.route[std::size_t(i)])] > 0 ? 1 : 0);
    return cost;
}

MoveResult resolveMove(const State &s, const Order &o)
{
    MoveResult r;
    if (o.unit < 0 || !s.onBoard(o.unit))
        return r;
    const Data &d = s.data();
    const int side = sideOfUnit(o.unit);
    const bool cloaked = s.p.cloaked[std::size_t(o.unit)];
    int cur = s.p.unitHex[std::size_t(o.unit)];
    r.end = cur;
    if (o.routeLength < 2 || o.route[0] != cur) {
        r.stopRule = rule::kMove;  // the unit is not where its route begins
        return r;
    }
    const int allow = allowance(s, o.unit, cloaked);
    if (s.p.failures[std::size_t(o.unit)] & kNoMove) {
        r.stopRule = rule::kFailure;
        return r;
    }
    int cost = 0;
    for (int i = 1; i < o.routeLength; ++i) {
        const int h = o.route[std::size_t(i)];
        const HexInfo &hex = d.hexes[std::size_t(h)];
        if (!d.adjacent(cur, h)) {
            r.stopRule = rule::kMove;
            break;
        }
        if (s.enemyIn(h, side) >= 0) {
            r.stopRule = rule::kStacking;
            break;
        }
        const bool enemyHome = hex.homeworld >= 0 && hex.homeworld != side;
        if (cloaked && enemyHome) {
            r.stopRule = rule::kCloakedMovement;
            break;
        }
        const int c = 1 + (s.p.debris[std::size_t(h)] > 0 ? 1 : 0);
        if (cost + c > allow) {
            r.stopRule = s.p.debris[std::size_t(h)] > 0 ? rule::kDebrisMovement
                         : cloaked                       ? rule::kCloakedMovement
                                                         : rule::kSpeed;
            break;
        }
        cost += c;
        cur = h;
        if (enemyHome) {
            r.landed = true;
            if (i + 1 < o.routeLength)
                r.stopRule = rule::kLanding;
            break;
        }
    }
    r.end = cur;
    return r;
}

namespace {

struct Cube {
    double x, y, z;
};

// The hex a fractional cube coordinate falls in (the standard cube rounding).
void roundCube(Cube c, int &q, int &r)
{
    double rx = std::round(c.x), ry = std::round(c.y), rz = std::round(c.z);
    const double dx = std::abs(rx - c.x), dy = std::abs(ry - c.y), dz = std::abs(rz - c.z);
    if (dx > dy && dx > dz)
        rx = -ry - rz;
    else if (dy > dz)
        ry = -rx - rz;
    else
        rz = -rx - ry;
    (void)ry;
    q = int(rx);
    r = int(rz);
}

}  // namespace

bool lineOfFireClear(const State &s, int from, int to)
{
    const Data &d = s.data();
    const HexInfo &a = d.hexes[std::size_t(from)];
    const HexInfo &b = d.hexes[std::size_t(to)];
    const int n = Data::distance(a, b);
    // Nudged both ways, so a line along an edge meets the hexes on each side of it.
    constexpr double eps = 1e-6;
    for (int i = 1; i < n; ++i) {
        const double t = double(i) / n;
        int hexes[2];
        for (int k = 0; k < 2; ++k) {
            const double e = k ? -eps : eps;
            const Cube c{a.q + (b.q - a.q) * t + e, -(a.q + a.r) + ((a.q + a.r) - (b.q + b.r)) * t + 2 * e,
                         a.r + (b.r - a.r) * t - 3 * e};
            int q = 0, r = 0;
            roundCube(c, q, r);
            hexes[k] = d.hexAt(q, r);
        }
        const bool first = hexes[0] >= 0 && s.occupied(hexes[0]);
        const bool second = hexes[1] >= 0 && s.occupied(hexes[1]);
        if (hexes[0] == hexes[1] ? first : (first && second))
            return false;
    }
    return true;
}

int offense(const State &s, int unit)
{
    return modsOf(s, unit).offense - int(s.p.debris[std::size_t(s.p.unitHex[std::size_t(unit)])]);
}

int defense(const State &s, int unit)
{
    return modsOf(s, unit).defense + int(s.p.debris[std::size_t(s.p.unitHex[std::size_t(unit)])]) +
           (s.p.cloaked[std::size_t(unit)] ? kCloakDefense : 0);
}

int targetNumber(const State &s, int attacker, int target)
{
    const int distance = s.data().distance(s.p.unitHex[std::size_t(attacker)], s.p.unitHex[std::size_t(target)]);
    const int range = std::max(0, distance - modsOf(s, attacker).closer);
    return 2 * range - offense(s, attacker) + defense(s, target);
}

const char *fireBlocker(const State &s, int side, const Order &o)
{
    if (o.unit < 0 || o.target < 0 || !s.onBoard(o.unit) || sideOfUnit(o.unit) != side ||
        !s.onBoard(o.target) || o.unit == o.target)
        return rule::kBlocked;
    if (s.p.cloaked[std::size_t(o.unit)])
        return rule::kCloakedCombat;
    if (s.p.failures[std::size_t(o.unit)] & kNoFire)
        return rule::kFailure;
    const int from = s.p.unitHex[std::size_t(o.unit)], to = s.p.unitHex[std::size_t(o.target)];
    if (s.data().distance(from, to) > reach(s, o.unit) || !lineOfFireClear(s, from, to))
        return rule::kRange;
    return nullptr;
}

}  // namespace umpire::spacewars
