// The turn's phases (opening hands, draws, the written pads and their reveal, the initiative,
// the end of the turn) and the dispatch of a record line to them; the parts of the Applier that
// carry out orders live in the other spacewars_apply_*.cpp files (see spacewars_applier.h).
#include "games/spacewars/spacewars_apply.h"

#include "core/chance.h"
#include "core/game_names.h"
#include "games/spacewars/spacewars_applier.h"

namespace umpire::spacewars::detail {

bool Applier::wrongPhase(const Move &m, Phase want)
{
    if (s.p.phase == want)
        return false;
    // The phases by their names in the findings' language (game.json "names").
    const core::GameNames &names = core::GameNames::of(u"spacewars");
    error(rule::kRecordSequence,
          tr("This line belongs to the %1 phase, but the turn is in the %2 phase.")
                  .arg(names.text(QString::fromLatin1(kPhaseIds[int(want)]), russian()),
                       names.text(s.phase(), russian())));
    (void)m;
    return true;
}

void Applier::drawCard(int x, int c)
{
    SideState &z = s.p.sides[std::size_t(x)];
    if (z.stackedCount > 0) {
        const int top = z.stacked[0];
        if (c != top)
            error(rule::kIntercept, tr("The top card of the deck of %1 is %2, as Intercepted Orders left it, not %3.")
                                            .arg(side(x), card(top), card(c)));
        for (int i = 1; i < z.stackedCount; ++i)
            z.stacked[std::size_t(i - 1)] = z.stacked[std::size_t(i)];
        z.stacked[--z.stackedCount] = -1;
    }
    if (core::checkDrawn(z.deck[std::size_t(c)], card(c), tr("the deck of %1").arg(side(x)), *rep, rule::kDecks,
                         {}, deckAssumed(x))) {
        --z.deck[std::size_t(c)];
        ++z.hand[std::size_t(c)];
    } else {
        ++problems;
    }
}

void Applier::deal(int x, const Move &m, int expected)
{
    SideState &z = s.p.sides[std::size_t(x)];
    if (m.cardCount != expected && expected == kOpeningHand)
        error(rule::kOpeningHand,
              tr("The opening hand of %1 has %n card(s); it is seven.", nullptr, m.cardCount)
                      .arg(side(x)));
    for (int i = 0; i < m.cardCount; ++i)
        drawCard(x, m.cards[std::size_t(i)]);
    z.dealt = true;
    ++s.p.chance;
    if (s.p.sides[kEarth].dealt && s.p.sides[kAliens].dealt) {
        for (SideState &y : s.p.sides)
            y.dealt = false;
        s.p.phase = s.p.phase == Phase::Setup ? Phase::Draw : Phase::Orders;
    }
}

bool Applier::handOrDraw(const Move &m)
{
    const bool hand = m.verb == Verb::Hand;
    if (wrongPhase(m, hand ? Phase::Setup : Phase::Draw))
        return false;
    const int x = m.side;
    const char *rule = hand ? rule::kOpeningHand : rule::kDraw;
    if (s.p.sides[std::size_t(x)].dealt) {
        error(rule, hand ? tr("The opening hand of %1 is already written.").arg(side(x))
                         : tr("The card of %1 for this turn is already drawn.").arg(side(x)));
        return false;
    }
    if (x == kAliens && !s.p.sides[kEarth].dealt)
        error(rule::kRecordSequence, tr("Earth's card is written before the Aliens'."));
    if (!hand) {
        int left = 0;
        for (std::size_t c = 0; c < d.cards.size(); ++c)
            left += s.p.sides[std::size_t(x)].deck[c];
        if (m.cardCount == 0 && left > 0)
            error(rule::kDraw,
                  tr("Nothing is drawn for %1, but the deck still holds %n card(s).", nullptr, left)
                          .arg(side(x)));
    }
    deal(x, m, hand ? kOpeningHand : 1);
    return true;
}

bool Applier::padLine(const Move &m)
{
    if (wrongPhase(m, Phase::Orders))
        return false;
    const int x = m.side;
    SideState &z = s.p.sides[std::size_t(x)];
    if (z.done) {
        error(rule::kRecordPads, tr("The pad of %1 is already closed with done.").arg(side(x)));
        return false;
    }
    if (s.p.openPad >= 0 && s.p.openPad != x) {
        error(rule::kRecordPads,
              tr("The record is copying the pad of %1; the orders of %2 follow its done.").arg(side(s.p.openPad), side(x)));
        return false;
    }
    if (m.verb == Verb::Done) {
        if (z.orderCount == 0 && x == kAliens && s.p.openPad < 0 && !s.p.sides[kEarth].done)
            error(rule::kRecordPads, tr("An empty pad of the Aliens is copied after Earth's pad."));
        z.done = true;
        s.p.openPad = -1;
        if (s.p.sides[kEarth].done && s.p.sides[kAliens].done)
            reveal();
        return true;
    }
    // Under charismatic-leader-cost=free a Charismatic Leader is no action of its own and does not
    // count among the five (spacewars.clarifications.charismatic-leader).
    int actions = 0;
    for (int i = 0; i < z.orderCount; ++i)
        actions += !freeOrder(z.orders[std::size_t(i)]);
    if ((actions >= kMaxOrders && !freeOrder(m.order)) || z.orderCount >= kMaxPadLines) {
        error(rule::kPlanLimit, tr("A sixth order on the pad of %1; a pad holds at most five.").arg(side(x)));
        return false;
    }
    z.faulty[z.orderCount] = checkOrder(x, m.order) > 0;
    noteWrittenCards(x, m);
    z.orders[z.orderCount++] = m.order;
    s.p.openPad = std::int8_t(x);
    return true;
}

void Applier::reveal()
{
    int holders = 0, holder = -1;
    // Under initiative-card=when-played the card acts when it is carried out, so the die is rolled
    // as usual (spacewars.clarifications.initiative).
    for (int x = 0; x < kSides && !s.p.initiativeWhenPlayed; ++x) {
        const SideState &z = s.p.sides[std::size_t(x)];
        for (int i = 0; i < z.orderCount; ++i) {
            const Order &o = z.orders[std::size_t(i)];
            if (o.kind == OrderKind::Play && d.cards[std::size_t(o.card)].id == "initiative") {
                ++holders;
                holder = x;
                break;
            }
        }
    }
    if (holders != 1) {
        s.p.phase = Phase::Initiative;
        return;
    }
    s.p.initiativeSide = std::int8_t(holder);
    s.p.phase = Phase::Execution;
    advanceFrom(holder);
}

void Applier::endTurn()
{
    // Weapon Overload: a -1/0 token for every target beyond the first, at the end of the turn.
    for (int u = 0; u < kUnits; ++u)
        if (s.p.extraTargets[std::size_t(u)] && s.onBoard(u))
            s.p.lasting[std::size_t(u)].offense =
                    std::int8_t(s.p.lasting[std::size_t(u)].offense - s.p.extraTargets[std::size_t(u)]);
    s.p.extraTargets = {};
    s.p.turnDamage = {};
    s.p.actionMods = {};
    s.p.initiativeSide = -1;
    ++s.p.turn;
    s.p.phase = Phase::Draw;
    s.p.turnMods = {};
    s.p.failures = {};
    s.p.cloakedSpent = {};
    s.p.moveSpent = {};
    s.p.openPad = -1;
    s.p.nextSide = -1;
    for (SideState &z : s.p.sides) {
        z.orderCount = 0;
        z.executed = 0;
        z.dealt = false;
        z.done = false;
        z.orders = {};
        z.faulty = {};
        z.turn = {};
        z.lastDeployed = -1;
    }
}

void Applier::advanceFrom(int first)
{
    if (s.p.initiativeSide >= 0 && hasOrdersLeft(s.p.initiativeSide))
        s.p.nextSide = s.p.initiativeSide;
    else if (hasOrdersLeft(first))
        s.p.nextSide = std::int8_t(first);
    else if (hasOrdersLeft(1 - first))
        s.p.nextSide = std::int8_t(1 - first);
    else
        endTurn();
}

bool Applier::initiative(const Move &m)
{
    if (wrongPhase(m, Phase::Initiative))
        return false;
    int first = m.side;
    if (core::checkRoll(m.roll, 8, *rep, rule::kInitiative, tr("the initiative"))) {
        first = m.roll <= 4 ? kEarth : kAliens;
        if (first != m.side)
            error(rule::kInitiative, tr("The initiative d8 shows %1: the initiative goes to %2, not %3.")
                                             .arg(m.roll)
                                             .arg(side(first), side(m.side)));
    } else {
        ++problems;
    }
    ++s.p.chance;
    s.p.phase = Phase::Execution;
    if (m.roll >= 1 && m.roll <= 8) {
        s.p.last = LastRoll{};
        s.p.last.kind = RollKind::Initiative;
        s.p.last.roll = m.roll;
        s.p.last.turn = s.p.turn;
    }
    advanceFrom(first);
    return true;
}

bool Applier::release(const Move &m)
{
    SideState &z = s.p.sides[std::size_t(m.side)];
    if (!z.blockade) {
        error(rule::kBlockade, tr("%1 holds no Orbital Blockade to release.").arg(side(m.side)));
        return false;
    }
    z.blockade = false;
    z.blockadeShips = 0;
    for (int u = 0; u < kUnits; ++u)
        if (s.ownerOf(u) == m.side || s.p.unitHex[std::size_t(u)] == kDestroyed)
            s.p.marks[std::size_t(u)] &= std::uint8_t(~kOnBlockade);
    return true;
}

bool Applier::apply(const Move &m)
{
    if (s.isTerminal()) {
        error(rule::kLanding, tr("The game is over; no move may follow."));
        return false;
    }
    // An interrupt on the last die of a turn still belongs to that turn.
    const int turn = m.verb == Verb::Interrupt && s.p.last.kind != RollKind::None ? s.p.last.turn : s.p.turn;
    if (m.turn != turn)
        error(rule::kRecordTurn, tr("The line is numbered turn %1, but it is turn %2.").arg(m.turn).arg(turn));
    previous = s.p.last;
    if (m.verb != Verb::Interrupt)
        s.p.last = LastRoll{};
    switch (m.verb) {
    case Verb::Interrupt:
        return interrupt(m);
    case Verb::Release:
        return release(m);
    case Verb::Hand:
    case Verb::Draw:
        return handOrDraw(m);
    case Verb::Order:
    case Verb::Done:
        return padLine(m);
    case Verb::Initiative:
        return initiative(m);
    case Verb::Execute:
        return execute(m);
    }
    return false;
}

}  // namespace umpire::spacewars::detail

namespace umpire::spacewars {

int checkWrittenOrder(const core::GameInfo &info, const State &s, int side, const Order &o,
                      core::Reporter *reporter)
{
    detail::Applier a(info, const_cast<State &>(s), reporter);
    return a.checkOrder(side, o);
}

bool applyMove(const core::GameInfo &info, State &s, const Move &m, core::Reporter &reporter)
{
    const Pod saved = s.p;
    detail::Applier a(info, s, &reporter);
    if (!a.apply(m)) {
        s.p = saved;
        return false;
    }
    return true;
}

}  // namespace umpire::spacewars
