#include "games/wotw/wotw_state.h"

#include <QJsonArray>
#include <QJsonObject>

namespace umpire::wotw {

int total(const CardCounts &c)
{
    int n = 0;
    for (std::uint8_t v : c)
        n += v;
    return n;
}

int State::civiliansTotal() const
{
    // Over the whole fixed array (regions past the board's stay 0): a loop the compiler turns
    // into a few vector adds. The victory check asks after every move and every trial play.
    int n = 0;
    for (const std::uint8_t c : p.civilians)
        n += c;
    return n;
}

int State::unitsIn(int region, UnitType t) const
{
    int n = 0;
    for (int i = 1; i <= kUnitCount[int(t)]; ++i)
        if (p.unitRegion[std::size_t(unitIndex(t, i))] == region)
            ++n;
    return n;
}

int State::unitsOnBoard(UnitType t) const
{
    int n = 0;
    for (int i = 1; i <= kUnitCount[int(t)]; ++i)
        if (p.unitRegion[std::size_t(unitIndex(t, i))] >= 0)
            ++n;
    return n;
}

bool State::hostile(int region) const
{
    return alienBuildingIn(region) || unitsIn(region, UnitType::Tripod) > 0 ||
           unitsIn(region, UnitType::Ufo) > 0;
}

int State::humanDefenseBuilding(int region) const
{
    if (!humanBuildingIn(region))
        return 0;
    const int d = data_->cards[std::size_t(p.building[std::size_t(region)])].defense;
    return d >= 2 ? d : 0;
}

int State::countBuildings(CardKind k) const
{
    int n = 0;
    for (std::size_t r = 0; r < data_->regions.size(); ++r)
        if (p.building[r] >= 0 && data_->cards[std::size_t(p.building[r])].kind == k)
            ++n;
    return n;
}

QString State::winner() const
{
    if (p.winner < 0)
        return {};
    return p.winner == kAliens ? QStringLiteral("aliens") : QStringLiteral("humans");
}

namespace {

const char *sideId(int s) { return s == kAliens ? "aliens" : "humans"; }

QJsonArray cardList(const Data &d, const CardCounts &c)
{
    QJsonArray a;
    for (std::size_t i = 0; i < d.cards.size(); ++i)
        for (int k = 0; k < c[i]; ++k)
            a.append(QString::fromStdString(d.cards[i].id));
    return a;
}

QString cardText(const Data &d, const CardCounts &c)
{
    QStringList parts;
    for (std::size_t i = 0; i < d.cards.size(); ++i)
        if (c[i] > 0)
            parts << QStringLiteral("%1x%2").arg(QString::fromStdString(d.cards[i].id)).arg(c[i]);
    return parts.join(QLatin1Char(','));
}

QString unitId(int u)
{
    return QStringLiteral("%1-%2").arg(QLatin1String(kUnitTypeIds[int(unitTypeOf(u))])).arg(unitNumber(u));
}

QString buildingId(const Data &d, std::int8_t b)
{
    if (b == kInvasionShip)
        return QStringLiteral("invasion-ship");
    if (b < 0)
        return {};
    return QString::fromStdString(d.cards[std::size_t(b)].id);
}

}  // namespace

QString State::toString() const
{
    const Data &d = *data_;
    QString s;
    s += QStringLiteral("turn %1 %2 damage %3 winner %4 readings %5 swap %6\n")
             .arg(p.turn).arg(QLatin1String(sideId(p.side))).arg(p.damage)
             .arg(p.winner < 0 ? QStringLiteral("-") : QLatin1String(sideId(p.winner)))
             .arg(p.readings).arg(p.experiencedSwap ? 1 : 0);
    for (std::size_t r = 0; r < d.regions.size(); ++r) {
        const std::uint32_t bit = 1u << r;
        s += QStringLiteral("%1 civ=%2 b=%3%4%5%6%7%8%9\n")
                 .arg(QString::fromStdString(d.regions[r].id)).arg(p.civilians[r])
                 .arg(buildingId(d, p.building[r]))
                 .arg(p.balloons & bit ? QStringLiteral(" balloons") : QString())
                 .arg(p.fog & bit ? QStringLiteral(" fog") : QString())
                 .arg(p.frightening & bit ? QStringLiteral(" frightening") : QString())
                 .arg(p.nerve & bit ? QStringLiteral(" nerve") : QString())
                 .arg(p.guerillaUses[r] ? QStringLiteral(" guerillas=%1").arg(p.guerillaUses[r]) : QString())
                 .arg(p.spent.most[r] ? QStringLiteral(" spent=%1..%2").arg(p.spent.least[r]).arg(p.spent.most[r]) : QString());
    }
    for (int u = 0; u < kUnits; ++u)
        s += QStringLiteral("%1 %2%3\n").arg(unitId(u),
                 p.unitRegion[std::size_t(u)] < 0 ? QStringLiteral("-")
                     : QString::fromStdString(d.regions[std::size_t(p.unitRegion[std::size_t(u)])].id),
                 p.unitUsed >> u & 1u ? QStringLiteral(" used") : QString());
    for (int side = 0; side < kSides; ++side) {
        const SideZones &z = p.zones[std::size_t(side)];
        QStringList bottom;
        for (int i = 0; i < z.bottomCount; ++i)
            bottom << QString::fromStdString(d.cards[z.bottom[std::size_t(i)]].id);
        s += QStringLiteral("%1 res=%2 reveals=%3 hand-due=%4 swapped=%5 regen=%6 due-turn=%7\n")
                 .arg(QLatin1String(sideId(side))).arg(z.resources).arg(z.pendingReveals)
                 .arg(z.pendingHand ? 1 : 0).arg(z.swapped ? 1 : 0).arg(z.regeneratorUses).arg(z.pendingTurn);
        s += QStringLiteral(" hand %1\n supply %2\n discard %3\n row %4\n offer-deck %5 | %6\n removed %7\n")
                 .arg(cardText(d, z.hand), cardText(d, z.supply), cardText(d, z.discard),
                      cardText(d, z.row), cardText(d, z.offerDeck), bottom.join(QLatin1Char(',')),
                      cardText(d, z.removed));
    }
    if (p.spent.total > 0)
        s += QStringLiteral("spent civilians %1\n").arg(p.spent.total);
    if (p.strike.region >= 0)
        s += QStringLiteral("strike %1 %2\n").arg(QString::fromStdString(d.regions[std::size_t(p.strike.region)].id))
                 .arg(p.strike.damage);
    return s;
}

QJsonObject State::toJson() const
{
    const Data &d = *data_;
    QJsonObject o;
    o[QStringLiteral("turn")] = p.turn;
    o[QStringLiteral("side")] = QLatin1String(sideId(p.side));
    o[QStringLiteral("damage")] = p.damage;
    o[QStringLiteral("winner")] = winner();
    QJsonArray regions;
    for (std::size_t r = 0; r < d.regions.size(); ++r) {
        const std::uint32_t bit = 1u << r;
        QJsonArray influence;
        if (p.fog & bit)
            influence.append(QStringLiteral("poisonous-fog"));
        if (p.frightening & bit)
            influence.append(QStringLiteral("frightening-sound"));
        if (p.nerve & bit)
            influence.append(QStringLiteral("nerve-agent"));
        regions.append(QJsonObject{
            {QStringLiteral("id"), QString::fromStdString(d.regions[r].id)},
            {QStringLiteral("civilians"), p.civilians[r]},
            {QStringLiteral("building"), buildingId(d, p.building[r])},
            {QStringLiteral("balloons"), bool(p.balloons & bit)},
            {QStringLiteral("influence"), influence},
            {QStringLiteral("spentCivilians"), QJsonArray{p.spent.least[r], p.spent.most[r]}},
        });
    }
    o[QStringLiteral("regions")] = regions;
    QJsonArray units;
    for (int u = 0; u < kUnits; ++u) {
        const int r = p.unitRegion[std::size_t(u)];
        units.append(QJsonObject{
            {QStringLiteral("id"), unitId(u)},
            {QStringLiteral("side"), QLatin1String(sideId(unitSide(u)))},
            {QStringLiteral("region"), r < 0 ? QString() : QString::fromStdString(d.regions[std::size_t(r)].id)},
            {QStringLiteral("used"), bool(p.unitUsed >> u & 1u)},
        });
    }
    o[QStringLiteral("units")] = units;
    QJsonObject resources, decks;
    for (int side = 0; side < kSides; ++side) {
        const SideZones &z = p.zones[std::size_t(side)];
        resources[QLatin1String(sideId(side))] = z.resources;
        QJsonArray offerDeck = cardList(d, z.offerDeck);
        QJsonArray bottom;  // the swapped cards under the unknown part, in the order they return
        for (int i = 0; i < z.bottomCount; ++i) {
            offerDeck.append(QString::fromStdString(d.cards[z.bottom[std::size_t(i)]].id));
            bottom.append(QString::fromStdString(d.cards[z.bottom[std::size_t(i)]].id));
        }
        decks[QLatin1String(sideId(side))] = QJsonObject{
            {QStringLiteral("hand"), cardList(d, z.hand)},
            {QStringLiteral("supply"), cardList(d, z.supply)},
            {QStringLiteral("discard"), cardList(d, z.discard)},
            {QStringLiteral("offer"), cardList(d, z.row)},
            {QStringLiteral("offerDeck"), offerDeck},
            {QStringLiteral("removed"), cardList(d, z.removed)},
            {QStringLiteral("offerDeckBottom"), bottom},
            {QStringLiteral("handDue"), z.pendingHand},
            {QStringLiteral("revealsDue"), z.pendingReveals},
            {QStringLiteral("swapped"), z.swapped},
        };
    }
    o[QStringLiteral("resources")] = resources;
    o[QStringLiteral("decks")] = decks;
    o[QStringLiteral("experiencedSwap")] = p.experiencedSwap;
    if (p.strike.region >= 0)
        o[QStringLiteral("strike")] = QJsonObject{
            {QStringLiteral("region"), QString::fromStdString(d.regions[std::size_t(p.strike.region)].id)},
            {QStringLiteral("damage"), p.strike.damage},
        };
    else
        o[QStringLiteral("strike")] = QJsonValue();
    return o;
}

}  // namespace umpire::wotw
