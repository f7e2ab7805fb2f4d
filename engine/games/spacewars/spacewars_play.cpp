#include "games/spacewars/spacewars_play.h"

#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_readings.h"
#include "games/spacewars/spacewars_rules.h"

#include <algorithm>
#include <cmath>

namespace umpire::spacewars {

Planned planned(const State &s, int side, int unit)
{
    Planned out{s.p.unitHex[std::size_t(unit)], s.p.cloaked[std::size_t(unit)]};
    out.cloakedSpent = s.p.cloakedSpent[std::size_t(unit)];
    out.spent = s.p.moveSpent[std::size_t(unit)];
    out.owner = s.ownerOf(unit);
    out.overload = s.p.failures[std::size_t(unit)] & kOverload;
    const SideState &z = s.p.sides[std::size_t(side)];
    const Data &d = s.data();
    for (int i = z.executed; i < z.orderCount; ++i) {
        const Order &o = z.orders[std::size_t(i)];
        if (o.unit != unit)
            continue;
        if (o.kind == OrderKind::Play) {
            const std::string &id = d.cards[std::size_t(o.card)].id;
            if (id == "defector")
                out.owner = side;
            else if (id == "engine-overload")
                out.overload = true;
        }
        if (o.kind == OrderKind::Move && o.routeLength > 0) {
            if (out.cloaked)
                out.cloakedSpent += routeCost(s, o);
            out.spent += routeCost(s, o);
            out.hex = o.route[std::size_t(o.routeLength - 1)];
        } else if (o.kind == OrderKind::Cloak)
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
    const std::size_t u = std::size_t(unit);
    Mods m = s.p.lasting[u];
    m.add(s.p.turnMods[u]);
    m.add(s.p.damage[u]);
    m.add(s.p.turnDamage[u]);
    m.add(s.p.actionMods[u]);
    const int side = s.ownerOf(unit);
    const SideState &z = s.p.sides[std::size_t(side)];
    m.add(z.lasting);
    m.add(z.turn);
    if (s.p.marks[u] & kLeaveBonus)
        m.offense = std::int8_t(m.offense + 1);
    m.speed = std::int8_t(m.speed - s.p.speedCounters[u]);
    // Charismatic Leader: +1/+1 to every friendly unit while the leader is in play.
    for (int l = 0; l < kUnits; ++l)
        if ((s.p.marks[std::size_t(l)] & kCharisma) && s.onBoard(l) && s.ownerOf(l) == side)
            m.add(Mods{1, 1, 0, 0, 0});
    return m;
}

bool blockadeHolds(const State &s, int side)
{
    const SideState &z = s.p.sides[std::size_t(side)];
    if (!z.blockade)
        return false;
    int destroyed = 0;
    for (int u = 0; u < kUnits; ++u)
        destroyed += (s.p.marks[std::size_t(u)] & kOnBlockade) && s.p.unitHex[std::size_t(u)] == kDestroyed;
    return 2 * destroyed <= z.blockadeShips;
}

bool onBlockadeDuty(const State &s, int unit)
{
    return (s.p.marks[std::size_t(unit)] & kOnBlockade) && blockadeHolds(s, s.ownerOf(unit));
}

int blockadeCandidates(const State &s, int side)
{
    int n = 0;
    for (int u = 0; u < kUnits; ++u)
        n += s.onBoard(u) && s.ownerOf(u) == side &&
             s.data().distanceToHomeworld(s.p.unitHex[std::size_t(u)], 1 - side) <= 5;
    return n;
}

int allowance(const State &s, int unit, bool cloaked, int extra)
{
    if ((s.p.failures[std::size_t(unit)] & kNoMove) || s.p.warpedUntil[std::size_t(unit)] >= s.p.turn ||
        onBlockadeDuty(s, unit))
        return 0;
    const int speed = std::max(0, kSpeed + modsOf(s, unit).speed + extra);
    return cloaked ? speed * 3 / 4 : speed;
}

int moveBudget(const State &s, int unit, bool cloaked, int extra, int spent, int turnSpent)
{
    const int allow = allowance(s, unit, cloaked, extra);
    const int budget = cloaked && !s.p.cloakedSpeedPerAction ? std::max(0, allow - spent) : allow;
    return std::min(budget, turnSpeedLeft(s, unit, extra, turnSpent));
}

bool landsOnPlanet(const Data &d, int from, int to)
{
    const int world = d.hexes[std::size_t(to)].homeworld;
    return world >= 0 && d.hexes[std::size_t(from)].homeworld != world;
}

int reach(const State &s, int unit) { return std::max(0, kRange + modsOf(s, unit).reach); }

bool minesSlow(const State &s, int h, int side)
{
    return s.p.mines[std::size_t(h)] &&
            (!s.p.minesSlowEnemiesOnly || s.p.mineLayer[std::size_t(h)] != side);
}

int enterCost(const State &s, int h, int side)
{
    return 1 + (s.p.debris[std::size_t(h)] > 0 ? 1 : 0) + (minesSlow(s, h, side) ? 2 : 0);
}

int routeCost(const State &s, const Order &o)
{
    int cost = 0;
    const int side = o.unit >= 0 ? s.ownerOf(o.unit) : -1;
    for (int i = 1; i < o.routeLength; ++i)
        cost += enterCost(s, o.route[std::size_t(i)], side);
    return cost;
}

int opportunityNumber(const State &s, int attacker, int mover, int h)
{
    const int moverDefense = modsOf(s, mover).defense + int(s.p.debris[std::size_t(h)]) +
                             (s.p.cloaked[std::size_t(mover)] ? kCloakDefense : 0);
    return -(offense(s, attacker) - 3) + moverDefense + 3;
}

MoveResult resolveMove(const State &s, const Order &o, OpportunityRolls rolls, bool asPlayed)
{
    MoveResult r;
    if (o.unit < 0 || !s.onBoard(o.unit))
        return r;
    const Data &d = s.data();
    const int side = s.ownerOf(o.unit);
    const bool cloaked = s.p.cloaked[std::size_t(o.unit)];
    int cur = s.p.unitHex[std::size_t(o.unit)];
    r.end = cur;
    if (o.routeLength < 2 || o.route[0] != cur) {
        r.stopRule = rule::kMove;  // the unit is not where its route begins
        return r;
    }
    const int allow = moveBudget(s, o.unit, cloaked, 0, s.p.cloakedSpent[std::size_t(o.unit)],
                                 s.p.moveSpent[std::size_t(o.unit)]);
    if (s.p.failures[std::size_t(o.unit)] & kNoMove) {
        r.stopRule = rule::kFailure;
        return r;
    }
    if (s.p.warpedUntil[std::size_t(o.unit)] >= s.p.turn && !asPlayed) {
        r.stopRule = rule::kSurpriseWarp;
        return r;
    }
    if (onBlockadeDuty(s, o.unit) && !asPlayed) {
        r.stopRule = rule::kBlockade;
        return r;
    }
    // The enemy's blockade of this ship's homeworld: no further out than one hex, no landing.
    const bool blockaded = blockadeHolds(s, 1 - side);
    const bool overload = s.p.failures[std::size_t(o.unit)] & kOverload;
    int cost = 0;
    for (int i = 1; i < o.routeLength; ++i) {
        const int h = o.route[std::size_t(i)];
        const HexInfo &hex = d.hexes[std::size_t(h)];
        if (!d.adjacent(cur, h) && !asPlayed) {
            r.stopRule = rule::kMove;
            break;
        }
        if (s.enemyIn(h, side) >= 0 && !s.p.opportunity) {
            r.stopRule = rule::kStacking;
            break;
        }
        const bool enemyHome = hex.homeworld >= 0 && hex.homeworld != side;
        if (cloaked && !asPlayed && landsOnPlanet(d, cur, h)) {
            r.stopRule = rule::kCloakedMovement;
            break;
        }
        if (enemyHome && ceaseFire(s)) {
            r.stopRule = rule::kCeaseFire;
            break;
        }
        if (blockaded) {
            // No further out than one hex: for every ship within one hex of the homeworld, or under
            // blockade-reach=from-homeworld for a move that starts on it
            // (spacewars.clarifications.blockade-zone).
            const bool held = s.p.blockadeFromHomeworldOnly
                    ? d.hexes[std::size_t(s.p.unitHex[std::size_t(o.unit)])].homeworld == side
                    : d.distanceToHomeworld(cur, side) <= 1;
            const bool leaving = held && d.distanceToHomeworld(h, side) > 1;
            const bool landing = hex.homeworld == side && d.hexes[std::size_t(cur)].homeworld != side;
            if (leaving || landing) {
                r.stopRule = rule::kBlockade;
                break;
            }
        }
        const int c = enterCost(s, h, side);
        if (cost + c > allow && !overload && !asPlayed) {
            r.stopRule = minesSlow(s, h, side)       ? rule::kMinefieldMovement
                    : s.p.debris[std::size_t(h)] > 0 ? rule::kDebrisMovement
                    : cloaked                        ? rule::kCloakedMovement
                                                     : rule::kSpeed;
            break;
        }
        if (s.p.opportunity && s.enemyIn(h, side) >= 0) {
            // Every uncloaked enemy ship there fires once, in token order, until one hits; under
            // opportunity-cloaked=attack the cloaked ones too
            // (spacewars.clarifications.opportunity).
            for (int e = 0; e < kUnits && !r.destroyed; ++e) {
                if (s.p.unitHex[std::size_t(e)] != h || s.ownerOf(e) == side ||
                    (s.p.cloaked[std::size_t(e)] && !s.p.cloakedOpportunity))
                    continue;
                int roll = r.attacks < rolls.count ? rolls.given[r.attacks] : 0;
                if (roll == 0 && rolls.rng) {
                    roll = rolls.rng->roll(8);
                    rolls.drawn->push_back(std::int16_t(roll));
                }
                ++r.attacks;
                if (roll < 1 || roll > 8) {
                    ++r.missing;
                    continue;
                }
                r.destroyed = hits(roll, opportunityNumber(s, e, o.unit, h));
            }
            if (r.destroyed) {
                r.end = h;
                return r;
            }
            if (i + 1 == o.routeLength) {  // a survivor stops before an enemy-held last hex
                r.stopRule = rule::kOpportunity;
                break;
            }
        }
        cost += c;
        ++r.hexes;
        cur = h;
        if (enemyHome) {
            r.landed = true;
            if (i + 1 < o.routeLength)
                r.stopRule = rule::kLanding;
            break;
        }
    }
    r.end = cur;
    r.spent = cost;
    // Engine Overload's counters: movement cost beyond the allowance, or under
    // overload-counters=hexes hexes travelled beyond it (spacewars.clarifications.engine-overload).
    r.excess = !overload ? 0 : std::max(0, (s.p.overloadCountsHexes ? r.hexes : cost) - allow);
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
        // Along an edge: blocked when both hexes hold a unit, or under
        // line-of-fire-edge=either-blocks when either does (spacewars.clarifications.line-of-fire).
        if (hexes[0] == hexes[1]           ? first
                    : s.p.edgeEitherBlocks ? (first || second)
                                           : (first && second))
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

int numberAt(const State &s, int attacker, int h, int targetDefense)
{
    const int distance = s.data().distance(s.p.unitHex[std::size_t(attacker)], h);
    const int range = std::max(0, distance - modsOf(s, attacker).closer);
    return 2 * range - offense(s, attacker) + targetDefense;
}

namespace {

// Where a hex is drawn: pointy-top hexes, x to the right and y downwards (r grows downwards),
// so a growing angle atan2(y, x) turns clockwise on the board.
void centre(const HexInfo &h, double &x, double &y)
{
    x = h.q + h.r / 2.0;
    y = h.r * 0.8660254037844386;
}

// The six neighbour steps in axial coordinates.
constexpr int kSteps[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

}  // namespace

int misfireHex(const State &s, int attacker, int target, int d12)
{
    const Data &d = s.data();
    const HexInfo &a = d.hexes[std::size_t(s.p.unitHex[std::size_t(attacker)])];
    const HexInfo &t = d.hexes[std::size_t(s.p.unitHex[std::size_t(target)])];
    double ax = 0, ay = 0, tx = 0, ty = 0;
    centre(a, ax, ay);
    centre(t, tx, ty);
    const double want = std::atan2(ty - ay, tx - ax) + misfireTilt(s);
    // The six steps sorted clockwise, starting with "long": the one nearest the line's direction.
    struct Step {
        int dq, dr;
        double angle;
    };
    Step steps[6];
    int longest = 0;
    double best = 10;
    for (int i = 0; i < 6; ++i) {
        HexInfo n;
        n.q = kSteps[i][0];
        n.r = kSteps[i][1];
        double x = 0, y = 0;
        centre(n, x, y);
        steps[i] = {kSteps[i][0], kSteps[i][1], std::atan2(y, x)};
    }
    std::sort(std::begin(steps), std::end(steps), [](const Step &l, const Step &r) { return l.angle < r.angle; });
    for (int i = 0; i < 6; ++i) {
        double diff = std::abs(steps[i].angle - want);
        diff = std::min(diff, 2 * 3.141592653589793 - diff);
        if (diff < best - 1e-9) {
            best = diff;
            longest = i;
        }
    }
    const Step &st = steps[(longest + (d12 - 1) / 2) % 6];
    return d.hexAt(t.q + st.dq, t.r + st.dr);
}

std::vector<int> lineHexes(const State &s, int from, int through, int length)
{
    const Data &d = s.data();
    const HexInfo &a = d.hexes[std::size_t(from)];
    const HexInfo &b = d.hexes[std::size_t(through)];
    const int n = Data::distance(a, b);
    std::vector<int> out;
    if (n == 0)
        return out;
    constexpr double eps = 1e-6;
    for (int i = 1; i <= length; ++i) {
        const double t = double(i) / n;
        const Cube c{a.q + (b.q - a.q) * t + eps, -(a.q + a.r) + ((a.q + a.r) - (b.q + b.r)) * t + 2 * eps,
                     a.r + (b.r - a.r) * t - 3 * eps};
        int q = 0, r = 0;
        roundCube(c, q, r);
        const int h = d.hexAt(q, r);
        if (h < 0)
            break;
        out.push_back(h);
    }
    return out;
}

std::vector<int> unitsIn(const State &s, int h, int except)
{
    std::vector<int> out;
    for (int u = 0; u < kUnits; ++u)
        if (u != except && s.p.unitHex[std::size_t(u)] == h)
            out.push_back(u);
    return out;
}

std::vector<std::pair<int, int>> selfDestructAttacks(const State &s, int unit)
{
    std::vector<std::pair<int, int>> out;
    const int h = s.p.unitHex[std::size_t(unit)];
    if (h < 0)
        return out;
    const int off = offense(s, unit);
    // Every unit, or under self-destruct-targets=enemy-units only the enemy's
    // (spacewars.clarifications.area-attacks).
    const auto attacked = [&](int t) {
        return !s.p.selfDestructEnemiesOnly || s.ownerOf(t) != s.ownerOf(unit);
    };
    for (int t : unitsIn(s, h, unit))
        if (attacked(t))
            out.push_back({t, -off + defense(s, t)});
    for (int nb : s.data().hexes[std::size_t(h)].neighbours)
        for (int t : unitsIn(s, nb, unit))
            if (attacked(t))
                out.push_back({t, 2 - off + defense(s, t)});
    return out;
}

std::vector<int> flightHexes(const State &s, int attacker, int targetHex)
{
    const int from = s.p.unitHex[std::size_t(attacker)];
    const int near = s.data().distance(from, targetHex);
    std::vector<int> out;
    // Up to the attacker's reach, or under stray-shot=to-board-edge to the edge of the board
    // (spacewars.clarifications.stray-shot).
    const int length = s.p.strayToEdge ? kMaxHexes : reach(s, attacker);
    for (int h : lineHexes(s, from, targetHex, length))
        if (s.data().distance(from, h) > near)
            out.push_back(h);
    return out;
}

int groundSupportHex(const State &s, int side, int target)
{
    const Data &d = s.data();
    int best = -1;
    const int to = s.p.unitHex[std::size_t(target)];
    for (std::size_t h = 0; h < d.hexes.size(); ++h)
        if (d.hexes[h].homeworld == side && (best < 0 || d.distance(int(h), to) < d.distance(best, to)))
            best = int(h);
    return best;
}

const char *groundSupportBlocker(const State &s, int side, int target)
{
    if (target < 0 || !s.onBoard(target) || s.ownerOf(target) == side)
        return rule::kBlocked;
    if (ceaseFire(s))
        return rule::kCeaseFire;
    const int from = groundSupportHex(s, side, target), to = s.p.unitHex[std::size_t(target)];
    if (from < 0 || s.data().distance(from, to) > kRange || !lineOfFireClear(s, from, to))
        return rule::kRange;
    return nullptr;
}

const char *fireBlocker(const State &s, int side, const Order &o, bool asPlayed)
{
    if (o.unit < 0 || o.target < 0 || !s.onBoard(o.unit) || s.ownerOf(o.unit) != side ||
        !s.onBoard(o.target) || o.unit == o.target)
        return rule::kBlocked;
    if (s.p.cloaked[std::size_t(o.unit)] && !(s.p.failures[std::size_t(o.unit)] & kFireCloaked))
        return rule::kCloakedCombat;
    if (onBlockadeDuty(s, o.unit) && !asPlayed)
        return rule::kBlockade;
    if (s.p.failures[std::size_t(o.unit)] & kNoFire)
        return rule::kFailure;
    if (ceaseFire(s))
        return rule::kCeaseFire;
    const int from = s.p.unitHex[std::size_t(o.unit)], to = s.p.unitHex[std::size_t(o.target)];
    if (s.data().distance(from, to) > reach(s, o.unit) || !lineOfFireClear(s, from, to))
        return rule::kRange;
    return nullptr;
}

}  // namespace umpire::spacewars
