// The legal-move generator: candidate moves, each tried silently on a copy of the state and
// kept when it breaks no rule. Using the checker itself as the filter keeps the generator and
// the checker in agreement by construction.
#include "core/choice.h"
#include "core/rng.h"
#include "games/wotw/wotw_apply.h"
#include "games/wotw/wotw_rules.h"
#include "games/wotw/wotw_ruleset.h"
#include "games/wotw/wotw_text.h"

#include <algorithm>
#include <tuple>

namespace umpire::wotw {
namespace {

Move base(const State &s, Verb v, int card = -1)
{
    Move m;
    m.turn = s.p.turn;
    m.side = s.p.side;
    m.verb = v;
    m.card = std::int8_t(card);
    return m;
}

// Picks one card from a multiset, uniformly over its copies.
int pick(CardCounts &from, std::uint64_t &rng)
{
    const int n = total(from);
    if (n == 0)
        return -1;
    rng = core::mix64(rng);
    int k = int(rng % std::uint64_t(n));
    for (int c = 0; c < kMaxCards; ++c) {
        if (k < from[std::size_t(c)]) {
            --from[std::size_t(c)];
            return c;
        }
        k -= from[std::size_t(c)];
    }
    return -1;
}

// The chance outcome the state's seeded generator picks for a due fact.
bool dueFact(const State &s, Move &m)
{
    for (int side = 0; side < kSides; ++side) {
        const SideZones &z = s.p.zones[std::size_t(side)];
        if (z.pendingReveals == 0 && !z.pendingHand)
            continue;
        // An action of the side to move needs its own facts; the other side's may wait, but
        // the generator records them at once, the way a table would.
        std::uint64_t rng = core::mix64(s.p.seed ^ (std::uint64_t(s.p.chance) << 20) ^ std::uint64_t(side));
        m = Move{};
        m.turn = z.pendingTurn;
        m.side = side;
        if (z.pendingReveals > 0) {
            m.verb = Verb::Offer;
            CardCounts deck = z.offerDeck;
            int bottom = 0;
            for (int i = 0; i < z.pendingReveals; ++i) {
                int c = pick(deck, rng);
                if (c < 0 && bottom < z.bottomCount)
                    c = z.bottom[std::size_t(bottom++)];
                if (c < 0)
                    break;
                m.cards[m.cardCount++] = std::uint8_t(c);
            }
            return true;
        }
        m.verb = Verb::Hand;
        CardCounts supply = z.supply;
        CardCounts discard = z.discard;
        for (int i = 0; i < 5; ++i) {
            if (total(supply) == 0) {
                supply = discard;
                discard = CardCounts{};
            }
            const int c = pick(supply, rng);
            if (c < 0)
                break;
            m.cards[m.cardCount++] = std::uint8_t(c);
        }
        return true;
    }
    return false;
}

void addPath(std::vector<Move> &out, const Move &m, int a, int b = -1)
{
    Move x = m;
    x.to[0] = std::int8_t(a);
    x.toCount = 1;
    if (b >= 0) {
        x.to[1] = std::int8_t(b);
        x.toCount = 2;
    }
    out.push_back(x);
}

}  // namespace

void candidatePlays(const State &s, int card, std::vector<Move> &out)
{
    const Data &d = s.data();
    const CardInfo &info = d.cards[std::size_t(card)];
    const int regions = int(d.regions.size());
    const Pod &p = s.p;
    const auto unitsOf = [&](UnitType t, auto &&f) {
        for (int n = 1; n <= kUnitCount[int(t)]; ++n) {
            const int u = unitIndex(t, n);
            if (p.unitRegion[std::size_t(u)] >= 0)
                f(u, int(p.unitRegion[std::size_t(u)]));
        }
    };
    const auto paths = [&](Move m, int from, int steps) {
        for (int a = 0; a < regions; ++a) {
            if (!d.isAdjacent(from, a))
                continue;
            addPath(out, m, a);
            if (steps > 1)
                for (int b = 0; b < regions; ++b)
                    if (b != from && d.isAdjacent(a, b))
                        addPath(out, m, a, b);
        }
    };
    for (int o = 0; o < int(info.options.size()); ++o) {
        Move m = base(s, Verb::Play, card);
        m.option = std::int8_t(o);
        const OptionInfo &opt = info.options[std::size_t(o)];
        switch (opt.effect) {
        case Effect::Gain:
        case Effect::Airstrike:
            out.push_back(m);
            break;
        case Effect::MoveCivilians:
            for (int a = 0; a < regions; ++a) {
                if (p.civilians[std::size_t(a)] == 0)
                    continue;
                for (int b = 0; b < regions; ++b) {
                    if (!d.isAdjacent(a, b) || !d.regions[std::size_t(b)].land)
                        continue;
                    Move x = m;
                    x.fromCount = x.toCount = 1;
                    x.from[0] = std::int8_t(a);
                    x.to[0] = std::int8_t(b);
                    out.push_back(x);
                    if (opt.amount > 1 && p.civilians[std::size_t(a)] > 1) {
                        x.fromCount = x.toCount = 2;
                        x.from[1] = std::int8_t(a);
                        x.to[1] = std::int8_t(b);
                        out.push_back(x);
                    }
                }
            }
            break;
        case Effect::Guerillas:
        case Effect::Reap:
        case Effect::ScorchingBeam:
        case Effect::Abduction:
            for (int r = 0; r < regions; ++r) {
                Move x = m;
                x.region = std::int8_t(r);
                out.push_back(x);
            }
            break;
        case Effect::Influence:
            for (int r = 0; r < regions; ++r) {
                if (!d.regions[std::size_t(r)].land)
                    continue;
                Move x = m;
                x.region = std::int8_t(r);
                out.push_back(x);
                if (info.kind == CardKind::Infrasound)
                    unitsOf(UnitType::Army, [&](int u, int at) {
                        if (at != r)
                            return;
                        Move y = x;
                        y.unit = std::int8_t(u);
                        for (int t = 0; t < regions; ++t)
                            if (d.isAdjacent(r, t))
                                addPath(out, y, t);
                    });
            }
            break;
        case Effect::MoveArmy:
        case Effect::UnitMove:
        case Effect::MoveTripod:
        case Effect::MoveUfo: {
            const UnitType t = opt.effect == Effect::MoveArmy ? UnitType::Army
                               : opt.effect == Effect::MoveTripod ? UnitType::Tripod
                               : opt.effect == Effect::MoveUfo ? UnitType::Ufo
                                                               : info.unit;
            unitsOf(t, [&](int u, int at) {
                Move x = m;
                x.unit = std::int8_t(u);
                paths(x, at, opt.amount);
            });
            break;
        }
        case Effect::UnitAttack:
            unitsOf(info.unit, [&](int u, int at) {
                Move x = m;
                x.unit = std::int8_t(u);
                if (info.unit != UnitType::Navy) {
                    out.push_back(x);
                    return;
                }
                for (int r = 0; r < regions; ++r)
                    if (d.isAdjacent(at, r) && d.regions[std::size_t(r)].land) {
                        x.region = std::int8_t(r);
                        out.push_back(x);
                    }
            });
            break;
        }
    }
    if (info.type == CardType::Unit) {
        Move m = base(s, Verb::Play, card);
        m.option = kOptionPlace;
        if (info.unit == UnitType::Army) {
            for (int r = 0; r < regions; ++r)
                if (p.civilians[std::size_t(r)] > 0) {
                    m.region = std::int8_t(r);
                    out.push_back(m);
                }
        } else {
            out.push_back(m);
        }
    }
}

namespace {

// A trial: the move breaks no rule, and leaves no strike short of a Defense behind.
bool legal(const Ruleset &rules, const State &s, const Move &m)
{
    State copy = s;
    const Outcome o = applyMove(rules, copy, m, nullptr);
    if (!o.carriedOut || o.errors > 0)
        return false;
    const PendingStrike &k = copy.p.strike;
    return k.region < 0 || !k.needsDefense;
}

}  // namespace

bool Ruleset::playable(const State &state, int card) const
{
    thread_local std::vector<Move> buffer;
    std::vector<Move> candidates;
    candidates.swap(buffer);  // reuse capacity; recursion-safe (nested calls get a fresh one)
    candidates.clear();
    candidatePlays(state, card, candidates);
    bool any = false;
    for (const Move &m : candidates) {
        // A trial of a play never ends the turn, so this does not recurse into playable().
        if (legal(*this, state, m)) {
            any = true;
            break;
        }
    }
    candidates.swap(buffer);
    return any;
}

void Ruleset::legalMovesInto(const State &state, std::vector<Move> &out) const
{
    out.clear();
    if (state.isTerminal())
        return;
    Move fact;
    if (dueFact(state, fact)) {
        out.push_back(fact);
        return;
    }
    const Pod &p = state.p;
    const SideZones &z = p.zones[std::size_t(p.side)];
    std::vector<Move> candidates;
    for (int c = 0; c < int(data_->cards.size()); ++c)
        if (z.hand[std::size_t(c)] > 0)
            candidatePlays(state, c, candidates);
    for (int c = 0; c < int(data_->cards.size()); ++c) {
        if (z.row[std::size_t(c)] == 0)
            continue;
        const CardInfo &info = data_->cards[std::size_t(c)];
        if (info.cost <= z.resources) {
            Move m = base(state, Verb::Buy, c);
            if (info.type == CardType::Building ||
                (info.type == CardType::Unit && info.unit == UnitType::Army)) {
                for (int r = 0; r < int(data_->regions.size()); ++r) {
                    m.region = std::int8_t(r);
                    candidates.push_back(m);
                }
                if (info.type == CardType::Unit)
                    candidates.push_back(base(state, Verb::Buy, c));
            } else {
                candidates.push_back(m);
            }
        }
        if (!z.swapped)
            candidates.push_back(base(state, Verb::Swap, c));
    }
    for (int c = 0; c < int(data_->cards.size()); ++c) {
        const CardKind k = data_->cards[std::size_t(c)].kind;
        if (k == CardKind::Regenerator && p.side == kAliens && state.countBuildings(k) > 0)
            candidates.push_back(base(state, Verb::Ability, c));
        if ((k == CardKind::HeavyArtillery || k == CardKind::Fort) && p.side == kHumans) {
            for (int at = 0; at < int(data_->regions.size()); ++at) {
                if (p.building[std::size_t(at)] != c)
                    continue;
                Move m = base(state, Verb::Ability, c);
                m.at = std::int8_t(at);
                m.region = std::int8_t(at);
                candidates.push_back(m);
                if (k == CardKind::HeavyArtillery)
                    for (int t = 0; t < int(data_->regions.size()); ++t)
                        if (data_->isAdjacent(at, t)) {
                            m.region = std::int8_t(t);
                            candidates.push_back(m);
                        }
            }
        }
    }
    candidates.push_back(base(state, Verb::End));
    for (const Move &m : candidates)
        if (legal(*this, state, m))
            out.push_back(m);
    // Sorted by their fields (verb, card, option, miniature, regions): a stable order that does
    // not depend on how the candidates were produced.
    const auto key = [](const Move &m) {
        return std::make_tuple(m.verb, m.card, m.option, m.unit, m.at, m.region, m.fromCount, m.from,
                               m.toCount, m.to);
    };
    std::sort(out.begin(), out.end(), [&](const Move &a, const Move &b) { return key(a) < key(b); });
}

std::vector<std::unique_ptr<core::Move>> Ruleset::legalMoves(const core::State &state) const
{
    std::vector<Move> moves;
    legalMovesInto(static_cast<const State &>(state), moves);
    std::vector<std::unique_ptr<core::Move>> out;
    out.reserve(moves.size());
    for (const Move &m : moves)
        out.push_back(std::make_unique<Move>(m));
    return out;
}

namespace {

// The cards of `fact` that chance decides, counting from the first: a hand's every card; of an
// offer, those drawn from the shuffled offer deck (the cards swapped to its bottom come back
// in a known order after it, so they are no one's chance).
int chancePlaces(const State &s, const Move &fact)
{
    const SideZones &z = s.p.zones[std::size_t(fact.side)];
    return fact.verb == Verb::Hand ? fact.cardCount
                                   : std::min<int>(fact.cardCount, total(z.offerDeck));
}

// The rule a card at `place` breaks when its pile cannot give it: the rule the checker cites.
// A hand takes what the supply deck holds first, whatever the order the line lists the cards
// in, and the reshuffled discard pile only once the supply is empty. So when the line's other
// cards already take the whole supply, the card at `place` is the reshuffle's; otherwise a
// wrong card there leaves a supply card undrawn.
const char *drawRule(const State &s, const Move &fact, int place)
{
    if (fact.verb == Verb::Offer)
        return rule::kRefill;
    CardCounts others{};
    for (int i = 0; i < fact.cardCount; ++i)
        if (i != place)
            ++others[fact.cards[std::size_t(i)]];
    const CardCounts &supply = s.p.zones[std::size_t(fact.side)].supply;
    for (int c = 0; c < kMaxCards; ++c)
        if (supply[std::size_t(c)] > others[std::size_t(c)])
            return rule::kDraw;
    return rule::kReshuffle;
}

QString drawnWhat(const Ruleset &rules, const Move &fact, int place)
{
    const core::SideInfo &side = rules.info().sides[std::size_t(fact.side)];
    const QString name = installedNames() == Names::Russian && !side.nameRu.isEmpty() ? side.nameRu
                                                                                       : side.nameEn;
    return (fact.verb == Verb::Hand
                    ? QCoreApplication::translate("wotw", "card %1 drawn into the %2' hand")
                    : QCoreApplication::translate("wotw", "card %1 revealed into the %2' offer row"))
            .arg(place + 1)
            .arg(name);
}

// The cards `place` may hold with the line's other cards as written: each of the side's cards
// is tried there, and kept when the checker accepts the whole line. The checker counts every
// pile exactly (an assumed deck count included), so the values are exact, never unknown.
QStringList drawnValues(const Ruleset &rules, const State &s, const Move &fact, int place)
{
    const Data &d = rules.data();
    QStringList values;
    for (int c = 0; c < int(d.cards.size()); ++c) {
        if (d.cards[std::size_t(c)].side != fact.side)
            continue;
        Move trial = fact;
        trial.cards[std::size_t(place)] = std::uint8_t(c);
        State copy = s;
        const Outcome o = applyMove(rules, copy, trial, nullptr);
        if (o.carriedOut && o.errors == 0)
            values << QString::fromStdString(d.cards[std::size_t(c)].id);
    }
    return values;
}

std::vector<core::ChanceField> drawnFields(const Ruleset &rules, const State &s, const Move &fact)
{
    std::vector<core::ChanceField> fields;
    const int places = chancePlaces(s, fact);
    for (int place = 0; place < places; ++place) {
        core::ChanceField f;
        f.kind = core::ChanceField::Kind::Card;
        f.index = place;  // the line's cards are its positional arguments, in order
        f.values = drawnValues(rules, s, fact, place);
        f.what = drawnWhat(rules, fact, place);
        f.rule = drawRule(s, fact, place);
        fields.push_back(std::move(f));
    }
    return fields;
}

}  // namespace

std::vector<core::Choice> Ruleset::legalChoices(const core::State &state) const
{
    const State &s = static_cast<const State &>(state);
    std::vector<Move> moves;
    legalMovesInto(s, moves);
    // A due fact is the only legal move, so no two moves differ in chance alone.
    std::vector<core::Choice> out;
    out.reserve(moves.size());
    for (const Move &m : moves) {
        core::Choice choice{std::make_unique<Move>(m), {}, {}};
        if (m.verb == Verb::Hand || m.verb == Verb::Offer)
            choice.chance = drawnFields(*this, s, m);
        out.push_back(std::move(choice));
    }
    return out;
}

}  // namespace umpire::wotw
