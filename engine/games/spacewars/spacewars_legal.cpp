// The legal moves of a state (Ruleset::legalMoves): every fact the state is waiting for, with
// its chance outcome drawn from the state's own seeded stream, and, in the orders phase, a
// useful choice of orders (deployments, a best route forward and single steps, shots in range,
// cloaking, clean-up) rather than every route a ship could take.
#include "games/spacewars/spacewars_ruleset.h"

#include "core/rng.h"
#include "games/spacewars/spacewars_apply.h"
#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_play.h"

#include <algorithm>
#include <queue>

namespace umpire::spacewars {
namespace {

core::Rng streamOf(const State &s)
{
    return core::Rng(core::mix64(s.p.seed ^ (std::uint64_t(s.p.chance) << 20) ^ 0x5357u));
}

int drawFrom(core::Rng &rng, std::array<std::uint8_t, kMaxCards> &deck)
{
    int total = 0;
    for (std::uint8_t n : deck)
        total += n;
    if (total == 0)
        return -1;
    int pick = int(rng.below(std::uint64_t(total)));
    for (std::size_t c = 0; c < deck.size(); ++c) {
        if (pick < deck[c]) {
            --deck[c];
            return int(c);
        }
        pick -= deck[c];
    }
    return -1;
}

// The next card of `z`'s deck: the top card Intercepted Orders arranged, else one at random.
int drawNext(core::Rng &rng, SideState &z)
{
    if (z.stackedCount > 0) {
        const int c = z.stacked[0];
        for (int i = 1; i < z.stackedCount; ++i)
            z.stacked[std::size_t(i - 1)] = z.stacked[std::size_t(i)];
        --z.stackedCount;
        if (z.deck[std::size_t(c)] > 0)
            --z.deck[std::size_t(c)];
        return c;
    }
    return drawFrom(rng, z.deck);
}

// Interrupts a side may play now from its hand: Belay That Order, Shell Shock and Berserker while
// orders are carried out, Second Chance, Lucky Break and Repair Crew on the line just before.
// Only cards the other side holds no copy of, so that a line given to the wrong side stays wrong.
void interrupts(const State &s, core::Rng &rng, std::vector<std::unique_ptr<core::Move>> &out)
{
    const Data &d = s.data();
    for (int side = 0; side < kSides; ++side) {
        const SideState &z = s.p.sides[std::size_t(side)];
        const SideState &other = s.p.sides[std::size_t(1 - side)];
        for (std::size_t c = 0; c < d.cards.size(); ++c) {
            const CardEffect *e = z.hand[c] && !other.hand[c] ? cardEffect(d.cards[c].id) : nullptr;
            if (!e || !e->interrupt)
                continue;
            const auto make = [&](int unit, int roll) {
                auto m = std::make_unique<Move>();
                m->turn = s.p.last.kind != RollKind::None ? s.p.last.turn : s.p.turn;
                m->side = side;
                m->verb = Verb::Interrupt;
                m->order.kind = OrderKind::Play;
                m->order.card = std::int8_t(c);
                m->order.unit = std::int8_t(unit);
                m->roll = std::int16_t(roll);
                out.push_back(std::move(m));
            };
            const bool executing = s.p.phase == Phase::Execution && s.p.nextSide >= 0;
            switch (e->special) {
            case Special::SecondChance:
                if (s.p.last.kind != RollKind::None)
                    make(-1, rng.roll(8));
                break;
            case Special::LuckyBreak:
                if (s.p.last.kind != RollKind::None)
                    make(-1, s.p.last.kind == RollKind::Initiative ? (side == kEarth ? 1 : 8) : 8);
                break;
            case Special::RepairCrew:
                if (s.p.last.kind == RollKind::Shot && s.p.last.hit && s.ownerOf(s.p.last.target) == side &&
                    s.p.unitHex[std::size_t(s.p.last.target)] == kDestroyed)
                    make(s.p.last.target, 0);
                break;
            case Special::Belay:
                if (executing && s.p.nextSide != side)
                    make(-1, 0);
                break;
            case Special::None:
                if (!executing)
                    break;
                for (int u = 0; u < kUnits; ++u)
                    if (s.onBoard(u) && (s.ownerOf(u) == side) == (e->target == CardTarget::Friendly)) {
                        make(u, 0);
                        break;
                    }
                break;
            default:
                break;
            }
        }
    }
}

// A missed shot flies on: another ship of the target's hex at random, then the first ship further
// along the line (spacewars.combat.trajectory); each named with stray= and rolled for.
void strays(const State &s, const Order &o, core::Rng &rng, Move &m)
{
    int named = 0;
    const auto strike = [&](const std::vector<int> &candidates, int h) {
        const int t = candidates[std::size_t(rng.below(candidates.size()))];
        const int roll = rng.roll(8);
        const bool hit = hits(roll, numberAt(s, o.unit, h, defense(s, t)));
        m.stray[std::size_t(named)] = std::int8_t(t);
        m.moreRolls[std::size_t(named)] = std::int16_t(roll);
        m.moreOutcomes[std::size_t(named)] = hit ? Outcome::Hit : Outcome::Miss;
        ++named;
        m.moreRollCount = m.moreOutcomeCount = std::uint8_t(named);
        return hit;
    };
    const int targetHex = s.p.unitHex[std::size_t(o.target)];
    std::vector<int> others = unitsIn(s, targetHex, o.target);
    others.erase(std::remove(others.begin(), others.end(), int(o.unit)), others.end());
    if (!others.empty() && strike(others, targetHex))
        return;
    for (int h : flightHexes(s, o.unit, targetHex)) {
        const std::vector<int> there = unitsIn(s, h, o.unit);
        if (!there.empty()) {
            strike(there, h);
            return;
        }
    }
}

// The cheapest routes from `from` within `allow` movement, avoiding enemy-held hexes (and, for
// a cloaked ship, every planet): the one that ends nearest the enemy homeworld.
Order bestRoute(const State &s, int side, int unit, int from, bool cloaked, int extraSpeed,
                int spent, int turnSpent)
{
    const Data &d = s.data();
    const int n = int(d.hexes.size());
    std::vector<int> cost(std::size_t(n), 1 << 20), prev(std::size_t(n), -1);
    using Item = std::pair<int, int>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
    cost[std::size_t(from)] = 0;
    open.push({0, from});
    const int allow = moveBudget(s, unit, cloaked, extraSpeed, spent, turnSpent);
    while (!open.empty()) {
        const auto [c, h] = open.top();
        open.pop();
        if (c != cost[std::size_t(h)])
            continue;
        const HexInfo &hex = d.hexes[std::size_t(h)];
        if (h != from && hex.homeworld >= 0 && hex.homeworld != side)
            continue;  // a landing ends the move
        for (int nb : hex.neighbours) {
            const HexInfo &next = d.hexes[std::size_t(nb)];
            const bool enemyHome = next.homeworld >= 0 && next.homeworld != side;
            if (s.enemyIn(nb, side) >= 0 || (enemyHome && ceaseFire(s)) ||
                (cloaked && landsOnPlanet(d, h, nb)))
                continue;
            const int nc = c + enterCost(s, nb, side);
            if (nc > allow || nc >= cost[std::size_t(nb)])
                continue;
            cost[std::size_t(nb)] = nc;
            prev[std::size_t(nb)] = h;
            open.push({nc, nb});
        }
    }
    int best = -1;
    for (int h = 0; h < n; ++h) {
        if (h == from || prev[std::size_t(h)] < 0)
            continue;
        if (best < 0 || d.distanceToHomeworld(h, 1 - side) < d.distanceToHomeworld(best, 1 - side) ||
            (d.distanceToHomeworld(h, 1 - side) == d.distanceToHomeworld(best, 1 - side) &&
             cost[std::size_t(h)] < cost[std::size_t(best)]))
            best = h;
    }
    Order o;
    o.kind = OrderKind::Move;
    o.unit = std::int8_t(unit);
    if (best < 0)
        return o;
    std::vector<int> path;
    for (int h = best; h >= 0; h = prev[std::size_t(h)])
        path.push_back(h);
    std::reverse(path.begin(), path.end());
    for (int h : path)
        if (o.routeLength < kMaxRoute)
            o.route[o.routeLength++] = std::int8_t(h);
    return o;
}

}  // namespace

std::vector<std::unique_ptr<core::Move>> Ruleset::legalMoves(const core::State &state) const
{
    const State &s = static_cast<const State &>(state);
    const Data &d = *data_;
    std::vector<std::unique_ptr<core::Move>> out;
    if (s.isTerminal())
        return out;
    const auto make = [&](int side, Verb verb) {
        auto m = std::make_unique<Move>();
        m->turn = s.p.turn;
        m->side = side;
        m->verb = verb;
        return m;
    };
    core::Rng rng = streamOf(s);
    switch (s.p.phase) {
    case Phase::Setup:
    case Phase::Draw: {
        const int side = s.p.sides[kEarth].dealt ? kAliens : kEarth;
        auto m = make(side, s.p.phase == Phase::Setup ? Verb::Hand : Verb::Draw);
        SideState z = s.p.sides[std::size_t(side)];
        const int count = s.p.phase == Phase::Setup ? kOpeningHand : 1;
        for (int i = 0; i < count; ++i) {
            const int c = drawNext(rng, z);
            if (c >= 0)
                m->cards[m->cardCount++] = std::int8_t(c);
        }
        out.push_back(std::move(m));
        interrupts(s, rng, out);
        return out;
    }
    case Phase::Initiative: {
        auto m = make(kEarth, Verb::Initiative);
        m->roll = std::int16_t(rng.roll(8));
        m->side = m->roll <= 4 ? kEarth : kAliens;
        out.push_back(std::move(m));
        return out;
    }
    case Phase::Execution: {
        const int side = s.p.nextSide;
        const SideState &z = s.p.sides[std::size_t(side)];
        auto m = make(side, Verb::Execute);
        m->order = z.orders[z.executed];
        const Order &o = m->order;
        const bool foreign = o.kind != OrderKind::Deploy && o.kind != OrderKind::Play && s.ownerOf(o.unit) != side;
        if (foreign) {
            // a ship of the other side: the order lapses and has no facts
        } else if (o.kind == OrderKind::Deploy) {
            std::vector<int> reserve;
            for (int u = side * kTokensPerSide; u < (side + 1) * kTokensPerSide; ++u)
                if (s.p.unitHex[std::size_t(u)] == kInReserve)
                    reserve.push_back(u);
            const int uc = d.unitCard[std::size_t(side)];
            if (!reserve.empty() && z.hand[std::size_t(uc)] > 0 && s.enemyIn(o.hex, side) < 0 &&
                (o.card < 0 || z.hand[std::size_t(o.card)] > 0))
                m->token = std::int8_t(reserve[std::size_t(rng.below(reserve.size()))]);
        } else if (o.kind == OrderKind::Move) {
            std::vector<std::int16_t> drawn;
            OpportunityRolls rolls;
            rolls.rng = &rng;
            rolls.drawn = &drawn;
            const MoveResult r = resolveMove(s, o, rolls);
            for (std::int16_t roll : drawn)
                if (m->opportunityCount < m->opportunity.size())
                    m->opportunity[m->opportunityCount++] = roll;
            if (r.end >= 0 && r.stopRule && !r.destroyed)
                m->stop = std::int8_t(r.end);
        } else if (o.kind == OrderKind::Play) {
            const CardEffect *e = cardEffect(d.cards[std::size_t(o.card)].id);
            SideState own = z;
            const bool fit = e->timing == Timing::Action &&
                             (e->target == CardTarget::AllFriendly || e->target == CardTarget::None ||
                              (o.unit >= 0 && s.onBoard(o.unit) && (e->target == CardTarget::Any ||
                                                                    (e->target == CardTarget::Friendly) == (s.ownerOf(o.unit) == side)))) &&
                             z.hand[std::size_t(o.card)] > 0 && !(e->special == Special::Leave && blockadeHolds(s, 1 - side));
            if (fit && e->special == Special::GroundSupport && !groundSupportBlocker(s, side, o.unit)) {
                m->roll = std::int16_t(rng.roll(8));
                const int range = d.distance(groundSupportHex(s, side, o.unit), s.p.unitHex[std::size_t(o.unit)]);
                m->outcome = hits(m->roll, 2 * range + defense(s, o.unit)) ? Outcome::Hit : Outcome::Miss;
            }
            if (fit && e->special == Special::SelfDestruct) {
                // Every attack needs what the units stood at when the ship blew up.
                int i = 0;
                for (const auto &[t, need] : selfDestructAttacks(s, o.unit)) {
                    if (i > int(m->moreRolls.size()))
                        break;
                    (void)t;
                    const int roll = rng.roll(8);
                    (i == 0 ? m->roll : m->moreRolls[std::size_t(i - 1)]) = std::int16_t(roll);
                    (i == 0 ? m->outcome : m->moreOutcomes[std::size_t(i - 1)]) =
                            hits(roll, need) ? Outcome::Hit : Outcome::Miss;
                    ++i;
                }
                m->moreRollCount = m->moreOutcomeCount = std::uint8_t(std::max(0, i - 1));
            }
            if (fit && e->special == Special::Espionage) {
                const SideState &enemy = s.p.sides[std::size_t(1 - side)];
                for (std::size_t c = 0; c < d.cards.size(); ++c)
                    for (int k = 0; k < enemy.hand[c] && m->cardCount < m->cards.size(); ++k)
                        m->cards[m->cardCount++] = std::int8_t(c);
            }
            if (fit && e->special == Special::Intercept) {
                auto deck = s.p.sides[std::size_t(1 - side)].deck;
                for (int i = 0; i < 4; ++i) {
                    const int c = drawFrom(rng, deck);
                    if (c >= 0)
                        m->cards[m->cardCount++] = std::int8_t(c);
                }
            }
            for (int i = 0; fit && i < e->draw; ++i) {
                const int c = drawNext(rng, own);
                if (c >= 0)
                    m->cards[m->cardCount++] = std::int8_t(c);
            }
        } else if (o.kind == OrderKind::Fire && !fireBlocker(s, side, o)) {
            m->roll = std::int16_t(rng.roll(8));
            m->outcome = hits(m->roll, targetNumber(s, o.unit, o.target)) ? Outcome::Hit : Outcome::Miss;
            if (m->outcome == Outcome::Miss)
                strays(s, o, rng, *m);
        }
        out.push_back(std::move(m));
        interrupts(s, rng, out);
        return out;
    }
    case Phase::Orders:
        break;
    }

    for (int side = 0; side < kSides; ++side) {
        const SideState &z = s.p.sides[std::size_t(side)];
        if (z.done || (s.p.openPad >= 0 && s.p.openPad != side))
            continue;
        std::vector<Order> options;
        if (z.orderCount < kMaxOrders) {
            for (std::size_t h = 0; h < d.hexes.size(); ++h) {
                if (d.hexes[h].homeworld != side)
                    continue;
                Order o;
                o.kind = OrderKind::Deploy;
                o.hex = std::int8_t(h);
                options.push_back(o);
            }
            // Surprise Warp: to the hexes just more than four from the enemy homeworld.
            const int warp = d.card("surprise-warp");
            for (std::size_t h = 0; warp >= 0 && z.hand[std::size_t(warp)] > 0 && h < d.hexes.size(); ++h) {
                if (d.distanceToHomeworld(int(h), 1 - side) != 5 || s.enemyIn(int(h), side) >= 0)
                    continue;
                Order o;
                o.kind = OrderKind::Deploy;
                o.hex = std::int8_t(h);
                o.card = std::int8_t(warp);
                options.push_back(o);
            }
            for (int u = 0; u < kUnits; ++u) {
                if (!s.onBoard(u) || planned(s, side, u).owner != side)
                    continue;
                const Planned at = planned(s, side, u);
                const Order best =
                        bestRoute(s, side, u, at.hex, at.cloaked, at.speed, at.cloakedSpent, at.spent);
                if (best.routeLength >= 2)
                    options.push_back(best);
                for (int nb : d.hexes[std::size_t(at.hex)].neighbours) {
                    if (d.distanceToHomeworld(nb, 1 - side) >= d.distanceToHomeworld(at.hex, 1 - side))
                        continue;
                    Order step;
                    step.kind = OrderKind::Move;
                    step.unit = std::int8_t(u);
                    step.routeLength = 2;
                    step.route[0] = std::int8_t(at.hex);
                    step.route[1] = std::int8_t(nb);
                    if (!(step == best))
                        options.push_back(step);
                }
                if (!at.cloaked) {
                    for (int e = 0; e < kUnits; ++e) {
                        if (!s.onBoard(e) || s.ownerOf(e) == side)
                            continue;
                        const int eh = s.p.unitHex[std::size_t(e)];
                        if (d.distance(at.hex, eh) > kRange || !lineOfFireClear(s, at.hex, eh))
                            continue;
                        Order fire;
                        fire.kind = OrderKind::Fire;
                        fire.unit = std::int8_t(u);
                        fire.target = std::int8_t(e);
                        options.push_back(fire);
                    }
                }
                Order device;
                if (d.hexes[std::size_t(at.hex)].homeworld == side && s.p.turn % 4 == 0) {
                    device.kind = OrderKind::Recall;  // now and then, so random games still move on
                    device.unit = std::int8_t(u);
                    options.push_back(device);
                }
                device.kind = at.cloaked ? OrderKind::Uncloak : OrderKind::Cloak;
                device.unit = std::int8_t(u);
                options.push_back(device);
                if (s.p.debris[std::size_t(at.hex)] > 0) {
                    device.kind = OrderKind::Clean;
                    options.push_back(device);
                }
            }
        }
        // Modifier cards in hand, each on every fit target.
        for (std::size_t c = 0; z.orderCount < kMaxOrders && c < d.cards.size(); ++c) {
            if (z.hand[c] == 0)
                continue;
            const CardEffect *e = cardEffect(d.cards[c].id);
            if (!e || e->timing != Timing::Action)
                continue;
            Order play;
            play.kind = OrderKind::Play;
            play.card = std::int8_t(c);
            if (e->target == CardTarget::AllFriendly || e->target == CardTarget::None) {
                options.push_back(play);
                continue;
            }
            for (int u = 0; u < kUnits; ++u) {
                if (!s.onBoard(u) || (e->target == CardTarget::Friendly && s.ownerOf(u) != side) ||
                    (e->target == CardTarget::Enemy && s.ownerOf(u) == side))
                    continue;
                play.unit = std::int8_t(u);
                if (e->special != Special::ClearMine) {
                    options.push_back(play);
                    continue;
                }
                const int at = planned(s, side, u).hex;
                for (int nb : d.hexes[std::size_t(at)].neighbours) {
                    if (!s.p.mines[std::size_t(nb)])
                        continue;
                    play.hex = std::int8_t(nb);
                    options.push_back(play);
                }
                play.hex = -1;
            }
        }
        int written = 0;
        for (const Order &o : options) {
            if (checkWrittenOrder(info_, s, side, o, nullptr) != 0)
                continue;
            auto m = make(side, Verb::Order);
            m->order = o;
            out.push_back(std::move(m));
            ++written;
        }
        const bool emptyAliensFirst = side == kAliens && z.orderCount == 0 && s.p.openPad < 0 &&
                                      !s.p.sides[kEarth].done;
        if ((z.orderCount > 0 || written == 0) && !emptyAliensFirst)
            out.push_back(make(side, Verb::Done));
    }
    return out;
}

}  // namespace umpire::spacewars
