// The legal-move generator: candidate moves, each tried silently on a copy of the state and
// kept when it breaks no rule, so the generator and the checker agree by construction.
//
// Fleets are not listed as every subset of the ships in a place: a move or an invasion is
// offered with one ship of a type, all ships of a type (up to five), the strongest fleet that
// may go (five ships, destroyers first) and that fleet less one ship. A move may leave an island
// empty (giving it up); an invasion is not offered with an island's last ship. Clan members go
// on any empty area; one ship may be redistributed once every action is used; the turn ends
// only when no action is left. Every move listed is legal; the narrowing keeps random games
// short enough to reach the Isle of Myth and the end.
#include "core/choice.h"
#include "core/rng.h"
#include "games/civilizations/civ_ruleset.h"

#include <algorithm>
#include <bit>

namespace umpire::civilizations {
namespace {

std::uint8_t firstFree(std::uint8_t taken, int n)
{
    std::uint8_t out = 0;
    for (int a = 0; a < kAreas && n > 0; ++a)
        if (!(taken & (1u << a))) {
            out |= std::uint8_t(1u << a);
            --n;
        }
    return out;
}

// Each area of `free` alone, as a one-bit mask.
std::vector<std::uint8_t> eachArea(std::uint8_t taken)
{
    std::vector<std::uint8_t> out;
    for (int a = 0; a < kAreas; ++a)
        if (!(taken & (1u << a)))
            out.push_back(std::uint8_t(1u << a));
    return out;
}

std::array<std::uint8_t, kShipTypes> strongest(const PlaceState &x, int limit)
{
    std::array<std::uint8_t, kShipTypes> f{};
    for (int t = kShipTypes - 1; t >= 0 && limit > 0; --t) {
        const int n = std::min<int>(x.ships[std::size_t(t)], limit);
        f[std::size_t(t)] = std::uint8_t(n);
        limit -= n;
    }
    return f;
}

// The fleets offered from a place: one ship of a type, every ship of a type (up to five), the
// strongest five and that fleet less its weakest ship; each once.
std::vector<std::array<std::uint8_t, kShipTypes>> fleetsAt(const PlaceState &x)
{
    std::vector<std::array<std::uint8_t, kShipTypes>> out;
    auto add = [&](const std::array<std::uint8_t, kShipTypes> &f) {
        if (f[0] + f[1] + f[2] > 0 && std::find(out.begin(), out.end(), f) == out.end())
            out.push_back(f);
    };
    const auto best = strongest(x, 5);
    add(best);
    for (int t = 0; t < kShipTypes; ++t) {
        if (best[std::size_t(t)] > 0) {
            auto less = best;
            --less[std::size_t(t)];
            if (t == 0 || best[0] == 0)
                add(less);
        }
        std::array<std::uint8_t, kShipTypes> one{}, all{};
        one[std::size_t(t)] = std::min<std::uint8_t>(1, x.ships[std::size_t(t)]);
        all[std::size_t(t)] = std::min<std::uint8_t>(5, x.ships[std::size_t(t)]);
        add(one);
        add(all);
    }
    return out;
}

}  // namespace

std::vector<std::unique_ptr<core::Move>> Ruleset::legalMoves(const core::State &state) const
{
    const auto &s = static_cast<const State &>(state);
    std::vector<std::unique_ptr<core::Move>> out;
    if (s.over || s.seatCount == 0)
        return out;
    const int c = s.currentSide();
    std::vector<Move> candidates;
    auto base = [&](Verb v) {
        Move m;
        m.turn = s.round;
        m.side = c;
        m.verb = v;
        return m;
    };
    const int places = int(data_.places.size());
    const ClanState &k = s.clans[std::size_t(c)];

    if (s.stage == Phase::Placement) {
        auto placeOn = [&](int p) {
            const int remaining = 3 - k.placedIslands;
            Move m = base(Verb::Place);
            m.to = std::int8_t(p);
            if (remaining <= 1) {
                m.ships = k.toPlace;
            } else {
                m.ships[Gunboat] = std::uint8_t((k.toPlace[Gunboat] + remaining - 1) / remaining);
                m.ships[Frigate] = k.toPlace[Frigate];
                m.ships[Destroyer] = k.toPlace[Destroyer];
            }
            const int members = remaining <= 1 ? k.membersToPlace
                                               : (k.membersToPlace + remaining - 1) / remaining;
            m.members = firstFree(0, std::min(members, int(kAreas)));
            candidates.push_back(m);
        };
        for (int p = 0; p < places; ++p) {
            const Place &pl = data_.at(p);
            if (s.at[std::size_t(p)].clan >= 0 || pl.isDock())
                continue;
            if (k.placedIslands == 0 ? pl.kind == IslandKind::Origin : pl.continent == k.home)
                placeOn(p);
        }
    } else if (s.stage == Phase::Losses) {
        for (int p = 0; p < places; ++p) {
            const PlaceState &x = s.at[std::size_t(p)];
            if (x.clan != c || !s.struck(p, s.lossContinent, s.lossCard))
                continue;
            for (int t = 0; t < kShipTypes && k.lossShips; ++t)
                if (x.ships[std::size_t(t)]) {
                    Move m = base(Verb::Lose);
                    m.to = std::int8_t(p);
                    m.ships[std::size_t(t)] = 1;
                    candidates.push_back(m);
                }
            for (int a = 0; a < kAreas && k.lossMembers; ++a)
                if (x.members & (1u << a)) {
                    Move m = base(Verb::Lose);
                    m.to = std::int8_t(p);
                    m.members = std::uint8_t(1u << a);
                    candidates.push_back(m);
                }
        }
    } else {
        const bool starting = s.actionsUsed == 0 && !s.redistributing;
        if (starting && s.seat == 0 && s.disasterRound != s.round && !s.freeGunboat &&
            !s.freeMember) {
            // One disaster card, the state's seeded generator's pick among those left.
            core::Rng rng(core::mix64(s.seed ^ (std::uint64_t(s.chance) << 20) ^ 0xd15a57e5ull));
            std::vector<int> continents, kinds;
            for (int i = 0; i < kContinents; ++i)
                for (int n = 0; n < s.deckByContinent[std::size_t(i)]; ++n)
                    continents.push_back(i);
            for (int i = 0; i < 3; ++i)
                for (int n = 0; n < s.deckByKind[std::size_t(i)]; ++n)
                    kinds.push_back(i);
            if (!continents.empty() && !kinds.empty()) {
                Move m = base(Verb::Disaster);
                m.continent = std::int8_t(continents[std::size_t(rng.below(continents.size()))]);
                m.card = std::int8_t(kinds[std::size_t(rng.below(kinds.size()))]);
                candidates.push_back(m);
            }
        }
        const bool actionsLeft = !s.redistributing && s.actionsUsed < s.actionsAllowed();
        for (int p = 0; p < places; ++p) {
            const PlaceState &x = s.at[std::size_t(p)];
            if (x.clan != c)
                continue;
            const bool island = !data_.at(p).isDock();
            if (island && starting) {
                Move g = base(Verb::FreeGunboat);
                g.to = std::int8_t(p);
                candidates.push_back(g);
                for (std::uint8_t area : eachArea(x.members)) {
                    Move f = base(Verb::FreeMember);
                    f.to = std::int8_t(p);
                    f.area = std::int8_t(std::countr_zero(unsigned(area)));
                    candidates.push_back(f);
                }
            }
            if (c == 0 && k.kreiosCredit) {
                Move m = base(Verb::Recover);
                m.to = std::int8_t(p);
                candidates.push_back(m);
            }
            if (actionsLeft && island) {
                for (std::uint8_t area : eachArea(x.members)) {
                    Move h = base(Verb::Hire);
                    h.to = std::int8_t(p);
                    h.area = std::int8_t(std::countr_zero(unsigned(area)));
                    candidates.push_back(h);
                }
                for (int t = 0; t < kShipTypes; ++t) {
                    Move b = base(Verb::Buy);
                    b.to = std::int8_t(p);
                    b.ship = std::int8_t(t);
                    candidates.push_back(b);
                }
            }
            if (actionsLeft) {
                for (int q = 0; q < places; ++q) {
                    if (!data_.linked(p, q))
                        continue;
                    const int holder = s.at[std::size_t(q)].clan;
                    Move m = base(holder >= 0 && holder != c ? Verb::Invade : Verb::MoveShips);
                    m.from = std::int8_t(p);
                    m.to = std::int8_t(q);
                    for (const auto &fleet : fleetsAt(x)) {
                        m.ships = fleet;
                        // Random games keep what they hold: no fleet sails off an island's
                        // last ship.
                        if (island && fleet[0] + fleet[1] + fleet[2] == x.shipCount())
                            continue;
                        if (m.verb == Verb::MoveShips) {
                            candidates.push_back(m);
                            continue;
                        }
                        const PlaceState &y = s.at[std::size_t(q)];
                        const int defenders = std::popcount(unsigned(y.members));
                        m.retreat = -1;
                        if (holder == 2 && defenders > 0)  // Ajax's members retreat where they can
                            for (int r = 0; r < places && m.retreat < 0; ++r)
                                if (r != q && s.at[std::size_t(r)].clan == 2 &&
                                    !data_.at(r).isDock() && data_.linked(r, q))
                                    m.retreat = std::int8_t(r);
                        m.hasDefence = true;
                        // The conqueror's members (at most one: half of three) on any area.
                        std::vector<std::uint8_t> placements{0};
                        if (!data_.at(q).isDock() && defenders / 2 > 0)
                            placements = eachArea(0);
                        for (std::uint8_t members : placements) {
                            m.members = members;
                            m.decline = false;
                            candidates.push_back(m);
                            m.decline = true;
                            candidates.push_back(m);
                        }
                    }
                }
            }
        }
        if (actionsLeft) {
            bool worked = false;
            for (int p = 0; p < places; ++p)
                worked |= s.at[std::size_t(p)].clan == c && s.at[std::size_t(p)].members;
            if (worked)
                candidates.push_back(base(Verb::Collect));
            if (c == 1 && worked)
                for (int r = 0; r < kResources; ++r) {
                    Move m = base(Verb::Collect);
                    m.double_ = std::int8_t(r);
                    candidates.push_back(m);
                }
        }
        if (!s.expert && !s.extraPaid && s.actionsUsed == 3 && !s.controlsAnyContinent(c))
            candidates.push_back(base(Verb::Extra));
        if (!s.redistributing && s.actionsUsed >= s.actionsAllowed()) {
            // One ship of a type from an own island to another, once the actions are used (one
            // such line a turn, so that the turn ends).
            for (int p = 0; p < places; ++p)
                for (int q = 0; q < places; ++q) {
                    const PlaceState &x = s.at[std::size_t(p)];
                    if (p == q || x.clan != c || s.at[std::size_t(q)].clan != c ||
                        x.shipCount() < 2 || data_.at(p).isDock() || data_.at(q).isDock())
                        continue;
                    for (int t = 0; t < kShipTypes; ++t)
                        if (x.ships[std::size_t(t)]) {
                            Move m = base(Verb::Redistribute);
                            m.from = std::int8_t(p);
                            m.to = std::int8_t(q);
                            m.ships[std::size_t(t)] = 1;
                            candidates.push_back(m);
                        }
                }
        }
    }

    core::Findings findings;
    bool action = false;
    for (const Move &m : candidates) {
        State copy = s;
        findings.clear();
        core::Reporter quiet(findings);
        if (apply(copy, m, quiet) && quiet.errorCount() == 0) {
            out.push_back(std::make_unique<Move>(m));
            action |= m.verb == Verb::Hire || m.verb == Verb::Buy || m.verb == Verb::Collect ||
                    m.verb == Verb::MoveShips || m.verb == Verb::Invade || m.verb == Verb::Extra;
        }
    }
    // A random game uses its actions: the turn ends once none is left to take.
    if (s.stage == Phase::Actions && !action)
        out.push_back(std::make_unique<Move>(base(Verb::End)));
    return out;
}

QStringList Ruleset::disasterValues(const State &state, const Move &disaster, bool continent) const
{
    // Each kind (or continent) is tried with the line's other value as written and kept when
    // the checker accepts the line: the deck's counts are the book's own, so the values are
    // exact, and a kind is not tied to a continent (civ_apply.cpp says why).
    QStringList values;
    const int count = continent ? kContinents : 3;
    for (int v = 0; v < count; ++v) {
        if (continent && data_.continentIds[std::size_t(v)].isEmpty())
            continue;
        Move trial = disaster;
        (continent ? trial.continent : trial.card) = std::int8_t(v);
        State copy = state;
        core::Findings findings;
        core::Reporter quiet(findings);
        if (apply(copy, trial, quiet) && quiet.errorCount() == 0)
            values << (continent ? data_.continentIds[std::size_t(v)]
                                 : QString::fromLatin1(kDisasterIds[v]));
    }
    return values;
}

std::vector<core::Choice> Ruleset::legalChoices(const core::State &state) const
{
    const auto &s = static_cast<const State &>(state);
    std::vector<core::Choice> out;
    // One disaster at most is offered, so no two moves differ in chance alone.
    for (auto &move : legalMoves(state)) {
        core::Choice choice{std::move(move), {}, {}};
        const auto &m = static_cast<const Move &>(*choice.move);
        if (m.verb == Verb::Disaster) {
            const auto field = [&](const char *key, bool continent, const QString &what) {
                core::ChanceField f;
                f.kind = core::ChanceField::Kind::Card;
                f.key = key;
                f.values = disasterValues(s, m, continent);
                f.what = what;
                f.rule = "civilizations.disasters.deck";
                return f;
            };
            // In the order the line writes them: card= then continent=.
            choice.chance.push_back(field("card", false, tr("the kind of the disaster card revealed")));
            choice.chance.push_back(
                    field("continent", true, tr("the continent of the disaster card revealed")));
        }
        out.push_back(std::move(choice));
    }
    return out;
}

}  // namespace umpire::civilizations
