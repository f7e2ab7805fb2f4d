#include "spacewars/spacewarsturn.h"

#include "spacewars/spacewarsview.h"

#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_play.h"
#include "games/spacewars/spacewars_state.h"

#include <algorithm>
#include <memory>

namespace umpire::games::spacewarsview {

namespace sw = umpire::spacewars;

namespace {

using StatePtr = std::shared_ptr<const core::State>;

const sw::State *spacewarsState(const StatePtr &state)
{
    return dynamic_cast<const sw::State *>(state.get());
}

const sw::Move *spacewarsMove(const models::ReplayData &data, int step)
{
    return dynamic_cast<const sw::Move *>(data.replay().moveAt(step));
}

QString hexId(const sw::Data &d, int h)
{
    return h >= 0 && std::size_t(h) < d.hexes.size() ? QString::fromStdString(d.hexes[std::size_t(h)].id)
                                                      : QString();
}

QString unitId(const sw::Data &d, int u)
{
    return u >= 0 && u < sw::kUnits ? QString::fromStdString(d.unitNames[std::size_t(u)]) : QString();
}

QString cardName(const sw::Data &d, int c, bool russian)
{
    if (c < 0 || std::size_t(c) >= d.cards.size())
        return {};
    const sw::CardInfo &card = d.cards[std::size_t(c)];
    return russian && !card.nameRu.isEmpty() ? card.nameRu : card.nameEn;
}

// An order as a player would read it off the pad; `token` names the ship a deployment drew.
QString orderText(const sw::Data &d, const sw::Order &o, int token, bool russian)
{
    const QString unit = unitId(d, o.unit);
    switch (o.kind) {
    case sw::OrderKind::Deploy:
        return token >= 0 ? SpacewarsView::tr("Deploy %1 to hex %2").arg(unitId(d, token), hexId(d, o.hex))
                          : SpacewarsView::tr("Deploy a ship to hex %1").arg(hexId(d, o.hex));
    case sw::OrderKind::Move: {
        QStringList route;
        for (int i = 0; i < o.routeLength; ++i)
            route << hexId(d, o.route[std::size_t(i)]);
        return SpacewarsView::tr("Move %1: %2").arg(unit, route.join(QStringLiteral("→")));
    }
    case sw::OrderKind::Fire:
        return SpacewarsView::tr("%1 fires at %2").arg(unit, unitId(d, o.target));
    case sw::OrderKind::Cloak:
        return SpacewarsView::tr("Cloak %1").arg(unit);
    case sw::OrderKind::Uncloak:
        return SpacewarsView::tr("Uncloak %1").arg(unit);
    case sw::OrderKind::Clean:
        return SpacewarsView::tr("%1 clears Debris").arg(unit);
    case sw::OrderKind::Play:
        return o.unit >= 0 ? SpacewarsView::tr("Play %1 on %2").arg(cardName(d, o.card, russian), unit)
                           : SpacewarsView::tr("Play %1").arg(cardName(d, o.card, russian));
    case sw::OrderKind::Recall:
        return SpacewarsView::tr("Recall %1 to hand").arg(unit);
    }
    return {};
}

// Whether order `o` of `side`, coming up in state `before`, could do nothing: its ship gone or
// not its side's, a shot that cannot be fired, a move of a ship destroyed on the way in.
bool couldDoNothing(const sw::State &before, int side, const sw::Order &o)
{
    switch (o.kind) {
    case sw::OrderKind::Deploy:
        return false;
    case sw::OrderKind::Play:
        return o.unit >= 0 && !before.onBoard(o.unit);
    case sw::OrderKind::Fire:
        return sw::fireBlocker(before, side, o) != nullptr;
    case sw::OrderKind::Move:
        return o.unit < 0 || sw::sideOfUnit(o.unit) != side || sw::resolveMove(before, o).end < 0;
    default:
        return o.unit < 0 || sw::sideOfUnit(o.unit) != side || !before.onBoard(o.unit);
    }
}

bool voidAt(const models::ReplayData &data, int step, const sw::Move &move, VoidCache &cache)
{
    const auto cached = cache.constFind(step);
    if (cached != cache.constEnd())
        return *cached;
    const StatePtr before = data.replay().stateAt(step - 1);
    const sw::State *s = spacewarsState(before);
    const bool result = s && couldDoNothing(*s, move.side, move.order);
    cache.insert(step, result);
    return result;
}

// The shot this step fires, figured on the state before it as the checker figures it.
Shot shotOf(const models::ReplayData &data, int step, const sw::Move &move, bool russian)
{
    Shot shot;
    const sw::Order &o = move.order;
    const bool groundSupport = o.kind == sw::OrderKind::Play && o.card >= 0 && o.unit >= 0
            && [&] {
                   const sw::Data &d = sw::Data::builtin();
                   const sw::CardEffect *e = sw::cardEffect(d.cards[std::size_t(o.card)].id);
                   return e && e->special == sw::Special::GroundSupport;
               }();
    if (o.kind != sw::OrderKind::Fire && !groundSupport)
        return shot;
    const StatePtr beforePtr = data.replay().stateAt(step - 1);
    const sw::State *before = spacewarsState(beforePtr);
    if (!before)
        return shot;
    const sw::Data &d = before->data();
    shot.present = true;
    shot.roll = move.roll;
    if (groundSupport) {
        shot.attacker = cardName(d, o.card, russian);
        shot.target = unitId(d, o.unit);
        const int from = sw::groundSupportHex(*before, move.side, o.unit);
        const int to = before->onBoard(o.unit) ? before->p.unitHex[std::size_t(o.unit)] : -1;
        shot.fromHex = hexId(d, from);
        shot.toHex = hexId(d, to);
        shot.blocked = from < 0 || to < 0 || sw::groundSupportBlocker(*before, move.side, o.unit) != nullptr;
        if (!shot.blocked) {
            shot.range = d.distance(from, to);
            shot.need = 2 * shot.range + sw::defense(*before, o.unit);
        }
    } else {
        shot.attacker = unitId(d, o.unit);
        shot.target = unitId(d, o.target);
        if (o.unit >= 0 && before->onBoard(o.unit))
            shot.fromHex = hexId(d, before->p.unitHex[std::size_t(o.unit)]);
        if (o.target >= 0 && before->onBoard(o.target))
            shot.toHex = hexId(d, before->p.unitHex[std::size_t(o.target)]);
        shot.blocked = sw::fireBlocker(*before, move.side, o) != nullptr;
        if (!shot.blocked) {
            // The cards announced with the shot count as the checker counts them: Laser lowers
            // the target's defense, Berserker raises the attacker's offense.
            sw::State with = *before;
            int laser = 0;
            for (std::int8_t c : move.with) {
                if (c < 0)
                    continue;
                const sw::CardEffect *e = sw::cardEffect(d.cards[std::size_t(c)].id);
                if (!e || e->timing != sw::Timing::WithAttack)
                    continue;
                if (e->target == sw::CardTarget::Enemy)
                    laser += e->defense;
                else
                    with.p.turnMods[std::size_t(o.unit)].add(sw::Mods{e->offense, e->defense, 0, 0, 0});
            }
            // Targeting cards count the range some hexes closer (spacewars_play.cpp, targetNumber).
            const int distance = d.distance(before->p.unitHex[std::size_t(o.unit)],
                                            before->p.unitHex[std::size_t(o.target)]);
            shot.range = std::max(0, distance - sw::modsOf(with, o.unit).closer);
            shot.need = sw::targetNumber(with, o.unit, o.target) + laser;
        }
    }
    shot.hit = !shot.blocked && shot.roll > 0 && sw::hits(shot.roll, shot.need);
    return shot;
}

// The first error of `step`'s line, or "".
QString firstError(const models::ReplayData &data, int step)
{
    for (const core::Finding &f : data.replay().findingsAt(step))
        if (f.severity == core::Severity::Error)
            return f.message;
    return {};
}

// A line that wrote an order on a pad: its step, and whether the pad took the order (the
// side's orders grew), which a sixth order, for one, does not.
struct WrittenLine {
    int step = 0;
    bool taken = false;
};

bool padGrew(const models::ReplayData &data, int step, int side)
{
    const StatePtr beforePtr = data.replay().stateAt(step - 1);
    const StatePtr afterPtr = data.replay().stateAt(step);
    const sw::State *before = spacewarsState(beforePtr);
    const sw::State *after = spacewarsState(afterPtr);
    return before && after
           && after->p.sides[std::size_t(side)].orderCount > before->p.sides[std::size_t(side)].orderCount;
}

}  // namespace

TurnView turnView(const models::ReplayData &data, int step, bool russian, VoidCache &cache)
{
    TurnView view;
    if (!data.checked() || data.gameId() != QLatin1String("spacewars"))
        return view;
    const StatePtr afterPtr = data.replay().stateAt(step);
    const sw::State *after = spacewarsState(afterPtr);
    if (!after)
        return view;
    const sw::Move *move = step > 0 ? spacewarsMove(data, step) : nullptr;
    const bool executing = move && move->verb == sw::Verb::Execute;

    // The pads of the turn this step belongs to: the last order of a turn ends it and clears
    // the pads, so then they are read from the state before the step.
    StatePtr padsPtr = afterPtr;
    if (executing && after->p.turn != move->turn && step > 0)
        padsPtr = data.replay().stateAt(step - 1);
    const sw::State *pads = spacewarsState(padsPtr);
    if (!pads)
        return view;
    view.valid = true;
    view.turn = pads->p.turn;
    view.phase = pads->phase();
    const sw::Data &d = pads->data();

    // The lines of this turn up to this step: the initiative roll and, per side, the step that
    // carried out each order.
    QList<int> executedAt[sw::kSides];
    QList<WrittenLine> writtenBy[sw::kSides];
    for (int k = step; k >= 1 && data.turnOf(k) == view.turn; --k) {
        const sw::Move *m = spacewarsMove(data, k);
        if (!m || m->turn != view.turn)
            continue;
        if (m->verb == sw::Verb::Order && m->side >= 0 && m->side < sw::kSides) {
            writtenBy[m->side].prepend({k, padGrew(data, k, m->side)});
        } else if (m->verb == sw::Verb::Initiative && view.initiativeRoll == 0 && m->roll >= 1 && m->roll <= 8) {
            view.initiativeRoll = m->roll;
            view.initiativeSide = m->roll <= 4 ? sw::kEarth : sw::kAliens;
        } else if (m->verb == sw::Verb::Execute && m->side >= 0 && m->side < sw::kSides) {
            executedAt[m->side].prepend(k);
        }
    }

    for (int side = 0; side < sw::kSides; ++side) {
        const sw::SideState &z = pads->p.sides[std::size_t(side)];
        // In the state before the step, this step's order is not yet counted as carried out.
        const int carriedOut = z.executed + (padsPtr != afterPtr && executing && move->side == side ? 1 : 0);
        for (int i = 0; i < z.orderCount; ++i) {
            const sw::Order &o = z.orders[std::size_t(i)];
            OrderRow row;
            row.side = side;
            row.number = i + 1;
            const int lineStep = i < executedAt[side].size() ? executedAt[side][i] : -1;
            const sw::Move *line = lineStep > 0 ? spacewarsMove(data, lineStep) : nullptr;
            row.text = orderText(d, o, line && o.kind == sw::OrderKind::Deploy ? line->token : -1, russian);
            if (pads->p.phase != sw::Phase::Execution && carriedOut == 0) {
                row.status = OrderStatus::Written;
            } else if (i < carriedOut) {
                // An order passed over without a line of its own was cancelled (Mutiny).
                const bool voided = !line || voidAt(data, lineStep, *line, cache);
                if (lineStep == step && line) {
                    row.status = OrderStatus::Current;
                    row.voided = voided;
                } else {
                    row.status = voided ? OrderStatus::Void : OrderStatus::Done;
                }
            } else if (i == carriedOut && pads->p.nextSide == side && padsPtr == afterPtr) {
                row.status = OrderStatus::Next;
            } else {
                row.status = OrderStatus::Pending;
            }
            view.orders << row;
        }
        // Each order the pad took came from the next line that wrote one; the lines it
        // refused follow the side's orders, so the pad shows everything the record wrote.
        qsizetype row = view.orders.size() - z.orderCount;
        for (qsizetype w = 0; w < writtenBy[side].size(); ++w) {
            const WrittenLine &line = writtenBy[side][w];
            if (line.taken) {
                if (row < view.orders.size())
                    view.orders[row++].problem = firstError(data, line.step);
                continue;
            }
            OrderRow refused;
            refused.side = side;
            refused.number = int(w) + 1;
            refused.text = orderText(d, spacewarsMove(data, line.step)->order, -1, russian);
            refused.refused = true;
            refused.problem = firstError(data, line.step);
            view.orders << refused;
        }
    }
    if (executing)
        view.shot = shotOf(data, step, *move, russian);
    return view;
}

}  // namespace umpire::games::spacewarsview
