// Damage: whom an attack may target, the order damage falls in, and strikes on defensive
// buildings.
#include "games/wotw/wotw_applier.h"

#include <algorithm>

namespace umpire::wotw::detail {

// ---- damage -------------------------------------------------------------------------------

bool Applier::humanTarget(int r) const
{
    if (p_.civilians[std::size_t(r)] > 0 || (p_.balloons >> r & 1u))
        return true;
    if (st_.humanBuildingIn(r) && d_.cards[std::size_t(p_.building[std::size_t(r)])].kind != CardKind::Landmines)
        return true;
    return st_.unitsIn(r, UnitType::Army) > 0 || st_.unitsIn(r, UnitType::Navy) > 0;
}

void Applier::alienTargetCheck(int r)
{
    if (st_.unitsIn(r, UnitType::Tripod) > 0 || st_.alienBuildingIn(r))
        return;
    if (st_.unitsIn(r, UnitType::Ufo) > 0)
        bad(rule::kUfoImmune, [&] {
            return tr("Humans can never attack a UFO, and %1 holds no Tripod or Alien building.")
                    .arg(region(r));
        });
    else
        bad(rule::kAlienTarget, [&] {
            return tr("Damage to the Aliens needs a Tripod or an Alien building in %1.")
                    .arg(region(r));
        });
}

void Applier::damageAliens(int n)
{
    p_.damage = std::int16_t(std::min(kWinDamage, p_.damage + n));  // the track ends at 30
}

void Applier::damageHumans(int r, int n, bool needsDefense)
{
    const int defense = st_.humanDefenseBuilding(r);
    if (defense == 0) {
        // An attack elsewhere ends a strike that is still short (consecutive reading).
        if (p_.strike.region >= 0 && p_.strike.region != r && !(p_.readings & ReadingStrikeTurn))
            resolveStrike();
        applyDamage(r, n, false);
        return;
    }
    PendingStrike &s = p_.strike;
    if (s.region != r) {
        resolveStrike();
        s.region = std::int8_t(r);
        s.damage = 0;
        s.needsDefense = false;
        s.position = rep_ ? rep_->position() : notation::Position{};
    }
    s.damage = std::uint8_t(std::min(255, s.damage + n));
    s.needsDefense = s.needsDefense || needsDefense;
    if (s.damage >= defense) {
        const int rest = s.damage - defense;
        p_.building[std::size_t(r)] = kNoBuilding;
        s = PendingStrike{};
        applyDamage(r, rest, true);
    }
}

// Damage falls on buildings, then units, then civilians, each of Defense 1 unless stated.
void Applier::applyDamage(int r, int n, bool buildingDone)
{
    if (!buildingDone && n > 0 && st_.humanBuildingIn(r)) {
        const CardKind k = d_.cards[std::size_t(p_.building[std::size_t(r)])].kind;
        if (k != CardKind::Landmines) {  // Landmines are destroyed only by going off
            p_.building[std::size_t(r)] = kNoBuilding;
            --n;
        }
    }
    // Human units in the region: those the record names (destroys=) first, in its order, then
    // the rest by number (the lowest number falls first when the record names none).
    std::array<int, kUnits> order{};
    int count = 0;
    const auto add = [&](int u) {
        if (unitSide(u) == kHumans && p_.unitRegion[std::size_t(u)] == r &&
            std::find(order.begin(), order.begin() + count, u) == order.begin() + count)
            order[std::size_t(count++)] = u;
    };
    for (int i = 0; i < m_.destroyCount; ++i)
        add(m_.destroys[std::size_t(i)]);
    for (int u = unitIndex(UnitType::Army, 1); u < kUnits; ++u)
        add(u);
    // barrage-balloons=before-army: the Barrage Balloons are the first unit the damage reaches.
    if ((p_.readings & ReadingBalloonsBeforeArmy) && n > 0 && (p_.balloons >> r & 1u)) {
        p_.balloons &= ~(1u << r);
        --n;
    }
    const int armyDefense = st_.countBuildings(CardKind::TankFactory) > 0 ? 2 : 1;
    for (int i = 0; i < count && n > 0; ++i) {
        const int u = order[std::size_t(i)];
        const int def = unitTypeOf(u) == UnitType::Army ? armyDefense : 1;
        if (n < def) {
            // tank-factory=spill: damage that cannot destroy the Army goes on down the order.
            if (p_.readings & ReadingTankFactorySpill)
                continue;
            n = 0;
            break;
        }
        destroyUnit(u);
        n -= def;
    }
    if (n > 0 && (p_.balloons >> r & 1u)) {
        p_.balloons &= ~(1u << r);
        --n;
    }
    const int killed = std::min<int>(n, p_.civilians[std::size_t(r)]);
    loseCivilians(r, killed);
}

void Applier::resolveStrike()
{
    PendingStrike &s = p_.strike;
    if (s.region < 0)
        return;
    const int defense = st_.humanDefenseBuilding(s.region);
    if (s.needsDefense && s.damage < defense) {
        const PendingStrike copy = s;
        bad(
                rule::kDefense,
                [&] {
                    return tr("The strike on %1 dealt %2 damage, short of the building's Defense "
                              "%3: a "
                              "defended region may be attacked only with enough damage to destroy "
                              "the "
                              "building at once.")
                            .arg(region(copy.region))
                            .arg(copy.damage)
                            .arg(defense);
                },
                copy.position);
    }
    s = PendingStrike{};
}

}  // namespace umpire::wotw::detail
