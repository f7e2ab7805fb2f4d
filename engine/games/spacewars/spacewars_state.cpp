#include "games/spacewars/spacewars_state.h"

#include "games/spacewars/spacewars_play.h"

#include <QJsonArray>
#include <QJsonObject>

namespace umpire::spacewars {
namespace {

const char *const kSideIds[kSides] = {"earth", "aliens"};

QString q(const std::string &s) { return QString::fromStdString(s); }

// "card*count,..." for the cards of a pile that are present.
QString pileText(const Data &d, const std::array<std::uint8_t, kMaxCards> &pile)
{
    QString out;
    for (std::size_t c = 0; c < d.cards.size(); ++c)
        if (pile[c])
            out += (out.isEmpty() ? QString() : QStringLiteral(",")) + q(d.cards[c].id) +
                   QLatin1Char('*') + QString::number(pile[c]);
    return out;
}

QJsonObject pileJson(const Data &d, const std::array<std::uint8_t, kMaxCards> &pile)
{
    QJsonObject out;
    for (std::size_t c = 0; c < d.cards.size(); ++c)
        if (pile[c])
            out.insert(q(d.cards[c].id), pile[c]);
    return out;
}

// " off/def/speed/reach/closer" when any is changed.
QString modsText(const char *label, const Mods &m)
{
    if (m == Mods{})
        return {};
    return QStringLiteral(" %1=%2/%3/%4/%5/%6")
            .arg(QLatin1String(label))
            .arg(m.offense)
            .arg(m.defense)
            .arg(m.speed)
            .arg(m.reach)
            .arg(m.closer);
}

QString orderText(const Data &d, const Order &o)
{
    QString out = QLatin1String(kOrderKindIds[int(o.kind)]);
    if (o.card >= 0)
        out += (o.kind == OrderKind::Deploy ? QStringLiteral(" with ") : QStringLiteral(" ")) +
               q(d.cards[std::size_t(o.card)].id);
    if (o.unit >= 0)
        out += QLatin1Char(' ') + q(d.unitNames[std::size_t(o.unit)]);
    if (o.target >= 0)
        out += QStringLiteral(" at ") + q(d.unitNames[std::size_t(o.target)]);
    if (o.hex >= 0)
        out += QStringLiteral(" to ") + q(d.hexes[std::size_t(o.hex)].id);
    for (int i = 0; i < o.routeLength; ++i)
        out += (i ? QStringLiteral("-") : QStringLiteral(" route ")) +
               q(d.hexes[std::size_t(o.route[std::size_t(i)])].id);
    return out;
}

// The rest of a unit's condition, when it differs from a fresh ship's.
QString unitExtras(const State &s, int u)
{
    const Pod &p = s.p;
    const std::size_t i = std::size_t(u);
    QString out = modsText("damage", p.damage[i]) + modsText("turn-damage", p.turnDamage[i]) +
                  modsText("action", p.actionMods[i]);
    if (p.owner[i] != sideOfUnit(u))
        out += QStringLiteral(" owner=%1").arg(QLatin1String(kSideIds[p.owner[i]]));
    if (p.marks[i])
        out += QStringLiteral(" marks=%1").arg(p.marks[i]);
    if (p.speedCounters[i])
        out += QStringLiteral(" speed-counters=%1").arg(p.speedCounters[i]);
    if (p.extraTargets[i])
        out += QStringLiteral(" extra-targets=%1").arg(p.extraTargets[i]);
    if (p.lastActive[i])
        out += QStringLiteral(" active=%1").arg(p.lastActive[i]);
    if (p.warpedUntil[i] >= p.turn)
        out += QStringLiteral(" warped-until=%1").arg(p.warpedUntil[i]);
    return out;
}

}  // namespace

int State::enemyIn(int h, int side) const
{
    for (int u = 0; u < kUnits; ++u)
        if (p.unitHex[std::size_t(u)] == h && p.owner[std::size_t(u)] != side)
            return u;
    return -1;
}

bool State::occupied(int h) const
{
    for (int u = 0; u < kUnits; ++u)
        if (p.unitHex[std::size_t(u)] == h)
            return true;
    return false;
}

QString State::winner() const
{
    return p.winner < 0 ? QString() : QLatin1String(kSideIds[p.winner]);
}

int State::currentSide() const
{
    if (isTerminal())
        return -1;
    switch (p.phase) {
    case Phase::Setup:
    case Phase::Draw:
        return p.sides[kEarth].dealt ? kAliens : kEarth;
    case Phase::Orders:
        if (p.openPad >= 0)
            return p.openPad;
        if (p.sides[kEarth].done)
            return kAliens;
        if (p.sides[kAliens].done)
            return kEarth;
        return kAllSides;  // both pads are written at once; either may be copied first
    case Phase::Initiative:
        return kAllSides;  // the die decides which side's line it is
    case Phase::Execution:
        return p.nextSide;
    }
    return -1;
}

QString State::toString() const
{
    const Data &d = *data_;
    QString out = QStringLiteral("turn=%1 phase=%2 open=%3 next=%4 winner=%5 chance=%6 seed=%7%8\n")
                          .arg(p.turn)
                          .arg(phase())
                          .arg(p.openPad)
                          .arg(p.nextSide)
                          .arg(p.winner)
                          .arg(p.chance)
                          .arg(p.seed)
                          .arg(p.opportunity ? QStringLiteral(" attacks-of-opportunity") : QString());
    for (int u = 0; u < kUnits; ++u)
        if (p.unitHex[std::size_t(u)] != kInReserve)
            out += QStringLiteral("unit %1 %2%3%4%5%6%7\n")
                           .arg(q(d.unitNames[std::size_t(u)]))
                           .arg(p.unitHex[std::size_t(u)] == kDestroyed
                                        ? QStringLiteral("destroyed")
                                        : q(d.hexes[std::size_t(p.unitHex[std::size_t(u)])].id))
                           .arg(p.cloaked[std::size_t(u)] ? QStringLiteral(" cloaked") : QString())
                           .arg(modsText("tokens", p.lasting[std::size_t(u)]),
                                modsText("turn", p.turnMods[std::size_t(u)]),
                                p.failures[std::size_t(u)] ? QStringLiteral(" failures=%1").arg(p.failures[std::size_t(u)])
                                                           : QString())
                           .arg(unitExtras(*this, u));
    for (std::size_t h = 0; h < d.hexes.size(); ++h) {
        if (p.debris[h])
            out += QStringLiteral("debris %1 %2\n").arg(q(d.hexes[h].id)).arg(p.debris[h]);
        if (p.mines[h])
            out += QStringLiteral("minefield %1\n").arg(q(d.hexes[h].id));
    }
    if (p.ceaseFireUntil >= p.turn)
        out += QStringLiteral("cease-fire until %1\n").arg(p.ceaseFireUntil);
    if (p.initiativeSide >= 0)
        out += QStringLiteral("initiative card %1\n").arg(QLatin1String(kSideIds[p.initiativeSide]));
    if (p.last.kind != RollKind::None)
        out += QStringLiteral("last roll %1 %2 turn %3 target %4 need %5 hit %6\n")
                       .arg(int(p.last.kind))
                       .arg(p.last.roll)
                       .arg(p.last.turn)
                       .arg(p.last.target)
                       .arg(p.last.need)
                       .arg(int(p.last.hit));
    for (int s = 0; s < kSides; ++s) {
        const SideState &z = p.sides[std::size_t(s)];
        QString extras;
        for (int i = 0; i < z.stackedCount; ++i)
            extras += (i ? QStringLiteral(",") : QStringLiteral(" stacked=")) + q(d.cards[std::size_t(z.stacked[std::size_t(i)])].id);
        if (z.blockade)
            extras += QStringLiteral(" blockade=%1").arg(z.blockadeShips);
        if (z.lastDeployed >= 0)
            extras += QStringLiteral(" deployed=%1").arg(q(d.unitNames[std::size_t(z.lastDeployed)]));
        out += QStringLiteral("%1 dealt=%2 done=%3 executed=%4%8%9%10\n deck %5\n hand %6\n discard %7\n")
                       .arg(QLatin1String(kSideIds[s]))
                       .arg(int(z.dealt))
                       .arg(int(z.done))
                       .arg(z.executed)
                       .arg(pileText(d, z.deck), pileText(d, z.hand), pileText(d, z.discard),
                            modsText("redesigns", z.lasting), modsText("turn", z.turn), extras);
        for (int i = 0; i < z.orderCount; ++i)
            out += QStringLiteral(" order %1\n").arg(orderText(d, z.orders[std::size_t(i)]));
    }
    return out;
}

QJsonObject State::toJson() const
{
    const Data &d = *data_;
    QJsonArray units;
    for (int u = 0; u < kUnits; ++u) {
        const int h = p.unitHex[std::size_t(u)];
        if (h < 0)
            continue;
        units.append(QJsonObject{{QStringLiteral("id"), q(d.unitNames[std::size_t(u)])},
                                 {QStringLiteral("side"), QLatin1String(kSideIds[ownerOf(u)])},
                                 {QStringLiteral("hex"), q(d.hexes[std::size_t(h)].id)},
                                 {QStringLiteral("cloaked"), p.cloaked[std::size_t(u)]},
                                 {QStringLiteral("offense"), offense(*this, u)},
                                 {QStringLiteral("defense"), defense(*this, u)},
                                 {QStringLiteral("speed"), allowance(*this, u, p.cloaked[std::size_t(u)])},
                                 {QStringLiteral("range"), reach(*this, u)},
                                 {QStringLiteral("speedCounters"), p.speedCounters[std::size_t(u)]},
                                 {QStringLiteral("charisma"), bool(p.marks[std::size_t(u)] & kCharisma)},
                                 {QStringLiteral("leaveBonus"), bool(p.marks[std::size_t(u)] & kLeaveBonus)},
                                 {QStringLiteral("blockadeDuty"), onBlockadeDuty(*this, u)},
                                 {QStringLiteral("warpedUntil"), p.warpedUntil[std::size_t(u)] >= p.turn
                                                                        ? QJsonValue(p.warpedUntil[std::size_t(u)])
                                                                        : QJsonValue()}});
    }
    QJsonObject debris;
    for (std::size_t h = 0; h < d.hexes.size(); ++h)
        if (p.debris[h])
            debris.insert(q(d.hexes[h].id), p.debris[h]);
    QJsonArray minefields;
    for (std::size_t h = 0; h < d.hexes.size(); ++h)
        if (p.mines[h])
            minefields.append(q(d.hexes[h].id));
    QJsonArray sides;
    for (int s = 0; s < kSides; ++s) {
        const SideState &z = p.sides[std::size_t(s)];
        QJsonArray orders;
        for (int i = 0; i < z.orderCount; ++i)
            orders.append(orderText(d, z.orders[std::size_t(i)]));
        sides.append(QJsonObject{{QStringLiteral("id"), QLatin1String(kSideIds[s])},
                                 {QStringLiteral("deck"), pileJson(d, z.deck)},
                                 {QStringLiteral("hand"), pileJson(d, z.hand)},
                                 {QStringLiteral("discard"), pileJson(d, z.discard)},
                                 {QStringLiteral("orders"), orders},
                                 {QStringLiteral("done"), z.done},
                                 {QStringLiteral("blockade"), blockadeHolds(*this, s)},
                                 {QStringLiteral("declaredDeck"), z.declared},
                                 {QStringLiteral("executed"), z.executed}});
    }
    return QJsonObject{{QStringLiteral("turn"), p.turn},
                       {QStringLiteral("phase"), phase()},
                       {QStringLiteral("winner"), p.winner < 0 ? QJsonValue() : QJsonValue(winner())},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("debris"), debris},
                       {QStringLiteral("minefields"), minefields},
                       {QStringLiteral("ceaseFireUntil"), p.ceaseFireUntil >= p.turn ? QJsonValue(p.ceaseFireUntil) : QJsonValue()},
                       {QStringLiteral("sides"), sides}};
}

}  // namespace umpire::spacewars
