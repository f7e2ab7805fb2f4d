#include "games/wotw/wotw_state_text.h"

#include <QStringList>

#include <algorithm>

namespace umpire::wotw {
namespace {

const char *sideWord(int s)
{
    return s == kAliens ? "Aliens" : "Humans";
}

QString id(const std::string &s)
{
    return QString::fromStdString(s);
}

QString unitId(int u)
{
    return QStringLiteral("%1-%2")
            .arg(QLatin1String(kUnitTypeIds[int(unitTypeOf(u))]))
            .arg(unitNumber(u));
}

// "reap x2, power-supply" (card order of the game data), or "-" when empty.
QString cards(const Data &d, const CardCounts &c)
{
    QStringList parts;
    for (std::size_t i = 0; i < d.cards.size(); ++i) {
        if (c[i] == 1)
            parts << id(d.cards[i].id);
        else if (c[i] > 1)
            parts << QStringLiteral("%1 x%2").arg(id(d.cards[i].id)).arg(c[i]);
    }
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}

QString regionLine(const State &s, int r)
{
    const Data &d = s.data();
    const Pod &p = s.p;
    const std::size_t i = std::size_t(r);
    QStringList parts;
    if (p.civilians[i] > 0) {
        QString civ = QStringLiteral("%1 civilian%2")
                              .arg(p.civilians[i])
                              .arg(p.civilians[i] == 1 ? "" : "s");
        const int least = p.spent.least[i], most = p.spent.most[i];
        if (most > 0)
            civ += least == most
                    ? QStringLiteral(" (%1 dealt damage this turn)").arg(least)
                    : QStringLiteral(" (%1 to %2 dealt damage this turn)").arg(least).arg(most);
        parts << civ;
    }
    if (p.building[i] == kInvasionShip)
        parts << QStringLiteral("invasion ship");
    else if (p.building[i] >= 0)
        parts << id(d.cards[std::size_t(p.building[i])].id);
    if (p.balloons >> r & 1u)
        parts << QStringLiteral("barrage-balloons");
    QStringList units;
    for (int u = 0; u < kUnits; ++u)
        if (p.unitRegion[std::size_t(u)] == r)
            units << unitId(u) + ((p.unitUsed >> u & 1u) ? QStringLiteral(" (acted)") : QString());
    if (!units.isEmpty())
        parts << units.join(QStringLiteral(", "));
    QStringList tokens;
    if (p.fog >> r & 1u)
        tokens << QStringLiteral("poisonous-fog");
    if (p.frightening >> r & 1u)
        tokens << QStringLiteral("frightening-sound");
    if (p.nerve >> r & 1u)
        tokens << QStringLiteral("nerve-agent");
    if (!tokens.isEmpty())
        parts << QStringLiteral("influence: ") + tokens.join(QStringLiteral(", "));
    if (p.abilityUsed >> r & 1u)
        parts << QStringLiteral("its building attacked this turn");
    return parts.join(QStringLiteral("; "));
}

}  // namespace

QString describeState(const State &s)
{
    const Data &d = s.data();
    const Pod &p = s.p;
    QString out;
    if (p.winner >= 0)
        out += QStringLiteral("Game over: the %1 won.\n").arg(QLatin1String(sideWord(p.winner)));
    else
        out += QStringLiteral("Turn %1, the %2 to move.\n")
                       .arg(p.turn)
                       .arg(QLatin1String(sideWord(p.side)));
    out += QStringLiteral("Damage to the Aliens: %1 of 30. Civilians on the board: %2.\n")
                   .arg(p.damage)
                   .arg(s.civiliansTotal());
    out += QStringLiteral("Energy (Aliens): %1. Coins (Humans): %2.\n")
                   .arg(p.zones[kAliens].resources)
                   .arg(p.zones[kHumans].resources);
    if (p.experiencedSwap)
        out += QStringLiteral("Variant: experienced-swap.\n");
    if (p.strike.region >= 0)
        out += QStringLiteral("Strike under way on %1: %2 damage so far, Defense %3.\n")
                       .arg(id(d.regions[std::size_t(p.strike.region)].id))
                       .arg(p.strike.damage)
                       .arg(s.humanDefenseBuilding(p.strike.region));

    out += QStringLiteral("\nBoard\n");
    int width = 0;
    for (const RegionInfo &r : d.regions)
        width = std::max(width, int(r.id.size()));
    QStringList empty;
    for (std::size_t r = 0; r < d.regions.size(); ++r) {
        const QString line = regionLine(s, int(r));
        if (line.isEmpty())
            empty << id(d.regions[r].id);
        else
            out += QStringLiteral("  %1  %2\n").arg(id(d.regions[r].id).leftJustified(width), line);
    }
    if (!empty.isEmpty())
        out += QStringLiteral("  %1  %2\n")
                       .arg(QStringLiteral("(empty)").leftJustified(width),
                            empty.join(QStringLiteral(", ")));
    QStringList off;
    for (int u = 0; u < kUnits; ++u)
        if (p.unitRegion[std::size_t(u)] < 0)
            off << unitId(u);
    if (!off.isEmpty())
        out += QStringLiteral("  %1  %2\n")
                       .arg(QStringLiteral("(off)").leftJustified(width),
                            off.join(QStringLiteral(", ")));

    for (int side = 0; side < kSides; ++side) {
        const SideZones &z = p.zones[std::size_t(side)];
        out += QStringLiteral("\n%1' cards\n").arg(QLatin1String(sideWord(side)));
        out += QStringLiteral("  hand        %1\n").arg(cards(d, z.hand));
        out += QStringLiteral("  supply      %1 (%2 cards, order unknown)\n")
                       .arg(cards(d, z.supply))
                       .arg(total(z.supply));
        out += QStringLiteral("  discard     %1\n").arg(cards(d, z.discard));
        out += QStringLiteral("  offer row   %1\n").arg(cards(d, z.row));
        QString deck = QStringLiteral("%1 (%2 cards, order unknown)")
                               .arg(cards(d, z.offerDeck))
                               .arg(total(z.offerDeck));
        if (z.bottomCount > 0) {
            QStringList bottom;
            for (int i = 0; i < z.bottomCount; ++i)
                bottom << id(d.cards[z.bottom[std::size_t(i)]].id);
            deck += QStringLiteral("; then, swapped under it in this order: ") +
                    bottom.join(QStringLiteral(", "));
        }
        out += QStringLiteral("  offer deck  %1\n").arg(deck);
        out += QStringLiteral("  removed     %1\n").arg(cards(d, z.removed));
        QStringList notes;
        if (z.swapped)
            notes << QStringLiteral("swapped this turn");
        if (z.pendingHand)
            notes << QStringLiteral("the record owes their next hand (a `hand` line)");
        if (z.pendingReveals > 0)
            notes << QStringLiteral("the record owes %1 revealed offer card%2 (an `offer` line)")
                             .arg(z.pendingReveals)
                             .arg(z.pendingReveals == 1 ? "" : "s");
        if (!notes.isEmpty())
            out += QStringLiteral("  note        %1\n").arg(notes.join(QStringLiteral("; ")));
    }
    return out;
}

}  // namespace umpire::wotw
