// Applying `buy`, `swap` and `ability`: the offer row, placing bought buildings and units,
// and the buildings' abilities.
#include "games/wotw/wotw_applier.h"

#include <algorithm>

namespace umpire::wotw::detail {

// ---- the offer row ---------------------------------------------------------------------

bool Applier::buy()
{
    SideZones &z = zones();
    const int c = m_.card;
    const CardInfo &info = d_.cards[std::size_t(c)];
    if (z.row[std::size_t(c)] == 0)
        return refuse(rule::kBuy, [&] {
            return tr("%1 is not in the %2' offer row.").arg(card(c), sideName(m_.side));
        });
    if (!(p_.readings & ReadingStrikeTurn))
        resolveStrike();
    if (info.cost > z.resources)
        badAssumed(rule::kCost, [&] {
            return (m_.side == kAliens ? tr("%1 costs %2 but only %n energy are left this turn.",
                                            nullptr, z.resources)
                                       : tr("%1 costs %2 but only %n coins are left this turn.",
                                            nullptr, z.resources))
                    .arg(card(c))
                    .arg(info.cost);
        }, [&] { return assumedCost(c); });
    z.resources = std::uint8_t(std::max(0, z.resources - info.cost));
    --z.row[std::size_t(c)];
    if (z.pendingReveals < total(z.offerDeck) + z.bottomCount)
        ++z.pendingReveals;
    z.pendingTurn = p_.turn;
    if (info.type == CardType::Building) {
        ++z.removed[std::size_t(c)];
        if (m_.region < 0) {
            bad(rule::kPlacedAtOnce,
                [&] { return tr("A building is placed at once: name its region (region=...)."); });
            return true;
        }
        placeBuilding(c, m_.region);
        return true;
    }
    ++z.discard[std::size_t(c)];
    if (info.type != CardType::Unit)
        return true;
    int free = -1;
    for (int n = kUnitCount[int(info.unit)]; n >= 1; --n)
        if (p_.unitRegion[std::size_t(unitIndex(info.unit, n))] < 0)
            free = unitIndex(info.unit, n);
    // unit-purchase-without-miniature=forbidden: buying a unit card needs a miniature to place.
    const bool mustPlace = (p_.readings & ReadingUnitPurchaseForbidden) != 0;
    const auto noPlace = [&](int miniatures) {
        if (mustPlace)
            bad(rule::kPlacedOnPurchase, [&] {
                return miniatures == 0
                        ? tr("In this reading %1 may be bought only while a miniature of "
                             "its type is off the board; all are in play.")
                                  .arg(card(c))
                        : tr("In this reading %1 may be bought only while its miniature "
                             "can be placed; no region can take it now.")
                                  .arg(card(c));
            });
        return true;
    };
    if (free < 0)
        return noPlace(0);  // every miniature of the type is already on the board
    int r = info.unit == UnitType::Navy ? d_.anchor : d_.landing;
    if (info.unit == UnitType::Army) {
        if (m_.region < 0) {
            // Nothing is placed when no region qualifies (rules.md, placed-on-purchase).
            bool somewhere = false;
            for (std::size_t t = 0; t < d_.regions.size(); ++t)
                if (land(int(t)) && p_.civilians[t] > 0 && !st_.hostile(int(t)))
                    somewhere = true;
            if (somewhere)
                bad(rule::kArmyPlacement, [&] {
                    return tr("A bought Army is placed at once: name its region (region=...).");
                });
            return somewhere || noPlace(1);
        }
        r = m_.region;
        if (!land(r) || p_.civilians[std::size_t(r)] == 0 || st_.hostile(r))
            bad(rule::kArmyPlacement, [&] {
                return tr("An Army is placed in a non-hostile land region with civilians; %1 is "
                          "not one.")
                        .arg(region(r));
            });
    } else if (info.unit == UnitType::Navy) {
        if (m_.region >= 0 && m_.region != r)
            bad(rule::kNavyPlacement, [&] {
                return tr("A Navy is placed only in %1 (the anchor).").arg(region(d_.anchor));
            });
        if (st_.hostile(
                    r))  // a hostile Portsmouth takes no Navy: the card is bought, nothing placed
            return noPlace(1);
    } else if (m_.region >= 0 && m_.region != r) {
        bad(rule::kAlienPlacement, [&] {
            return tr("Alien miniatures are placed only in %1, the invasion ship's region.")
                    .arg(region(d_.landing));
        });
    }
    p_.unitRegion[std::size_t(free)] = std::int8_t(r);
    return true;
}

void Applier::placeBuilding(int c, int r)
{
    const CardInfo &info = d_.cards[std::size_t(c)];
    const bool balloons = info.kind == CardKind::BarrageBalloons;
    const bool occupied = balloons ? (p_.balloons >> r & 1u) != 0 : p_.building[std::size_t(r)] != kNoBuilding;
    if (!land(r))
        bad(rule::kBuildingPerRegion,
            [&] { return tr("Buildings stand on land regions; %1 is at sea.").arg(region(r)); });
    if (occupied)
        bad(rule::kBuildingPerRegion, [&] {
            return tr("%1 already holds a building (one per land region, Barrage Balloons "
                      "excepted).")
                    .arg(region(r));
        });
    if (m_.side == kHumans) {
        if (p_.civilians[std::size_t(r)] == 0 || st_.hostile(r))
            bad(rule::kHumanBuildingPlacement, [&] {
                return tr("Human buildings go where civilians are and no Alien unit or building "
                          "is; %1 is not such a region.")
                        .arg(region(r));
            });
    } else {
        bool nextToAlien = false;
        for (std::size_t s = 0; s < d_.regions.size(); ++s)
            if (d_.isAdjacent(r, int(s)) && st_.alienBuildingIn(int(s)))
                nextToAlien = true;
        const bool humansThere = p_.civilians[std::size_t(r)] > 0 || st_.humanBuildingIn(r) ||
                                 (p_.balloons >> r & 1u) || st_.unitsIn(r, UnitType::Army) > 0;
        if (!nextToAlien || humansThere)
            bad(rule::kAlienBuildingPlacement, [&] {
                return tr("Alien buildings go next to another Alien building, where no civilian, "
                          "Human unit or building is; %1 is not such a region.")
                        .arg(region(r));
            });
    }
    // As played: a token put on a sea region stands there (and gives its income), so later
    // lines are not flagged again for this placement; a region that already holds a building
    // keeps it, and the new token stays off the board.
    if (occupied)
        return;
    if (balloons)
        p_.balloons |= 1u << r;
    else
        p_.building[std::size_t(r)] = std::int8_t(c);
    // Income buildings work from the turn they are placed.
    SideZones &z = zones();
    const int income = info.kind == CardKind::PlasmaReactor ? 2
                       : (info.kind == CardKind::SupplyDepot || info.kind == CardKind::ParticleGenerator) ? 1 : 0;
    z.resources = std::uint8_t(std::min(255, z.resources + income));
}

bool Applier::swap()
{
    SideZones &z = zones();
    const int c = m_.card;
    if (z.row[std::size_t(c)] == 0)
        return refuse(rule::kSwap, [&] {
            return tr("%1 is not in the %2' offer row.").arg(card(c), sideName(m_.side));
        });
    if (!(p_.readings & ReadingStrikeTurn))
        resolveStrike();
    if (total(z.offerDeck) + z.bottomCount == 0)
        bad(rule::kEmptyDeck,
            [&] { return tr("The offer deck is empty, so there is no card to swap in."); });
    if (z.swapped)
        bad(rule::kSwap, [&] {
            return tr("The offer row may be swapped once per turn; this is the second swap.");
        });
    z.swapped = true;
    --z.row[std::size_t(c)];
    if (p_.experiencedSwap)
        ++z.removed[std::size_t(c)];
    else if (z.bottomCount < kMaxCards)
        z.bottom[z.bottomCount++] = std::uint8_t(c);
    if (z.pendingReveals < total(z.offerDeck) + z.bottomCount)
        ++z.pendingReveals;
    z.pendingTurn = p_.turn;
    return true;
}

// ---- building abilities -------------------------------------------------------------------

bool Applier::ability()
{
    const CardInfo &info = d_.cards[std::size_t(m_.card)];
    if (!(p_.readings & ReadingStrikeTurn))
        resolveStrike();
    if (info.side != m_.side || (info.kind != CardKind::HeavyArtillery && info.kind != CardKind::Fort &&
                                 info.kind != CardKind::Regenerator))
        return refuse(rule::kNoAbility, [&] {
            return tr("%1 has no ability the %2 use by choice (income buildings work by "
                      "themselves).")
                    .arg(card(m_.card), sideName(m_.side));
        });
    if (info.kind == CardKind::Regenerator) {
        const int n = st_.countBuildings(CardKind::Regenerator);
        SideZones &z = zones();
        if (n == 0)
            return refuse(rule::kRegenerator,
                          [&] { return tr("No Regenerator stands on the board."); });
        if (!(p_.readings & ReadingRegeneratorRepeat) && z.regeneratorUses >= n)
            bad(rule::kRegenerator, [&] { return tr("Each Regenerator is used once per turn."); });
        if (z.resources < kRegeneratorCost)
            bad(rule::kRegenerator, [&] {
                return tr("The Regenerator costs %1 energy; only %n are left.", nullptr,
                          z.resources)
                        .arg(kRegeneratorCost);
            });
        z.resources = std::uint8_t(std::max(0, z.resources - kRegeneratorCost));
        ++z.regeneratorUses;
        p_.damage = std::int16_t(std::max(0, p_.damage - 1));
        return true;
    }
    int at = m_.at;
    if (at < 0) {  // unambiguous when a single such building stands
        for (std::size_t r = 0; r < d_.regions.size(); ++r)
            if (p_.building[r] >= 0 && d_.cards[std::size_t(p_.building[r])].kind == info.kind)
                at = at < 0 ? int(r) : -2;
        if (at == -2)
            return refuse(rule::kMissingArgument,
                          [&] { return tr("Name which %1 acts (at=...).").arg(card(m_.card)); });
        if (at < 0)  // no region given and none to find: say both, not "in ?"
            return refuse(info.kind == CardKind::Fort ? rule::kFort : rule::kHeavyArtillery, [&] {
                return tr("No %1 stands on the board (and the line names no region with at=).")
                        .arg(card(m_.card));
            });
    }
    if (at < 0 || p_.building[std::size_t(at)] < 0 || d_.cards[std::size_t(p_.building[std::size_t(at)])].kind != info.kind)
        return refuse(info.kind == CardKind::Fort ? rule::kFort : rule::kHeavyArtillery,
                      [&] { return tr("No %1 stands in %2.").arg(card(m_.card), region(at)); });
    if (p_.abilityUsed >> at & 1u)
        bad(rule::kAbility, [&] {
            return tr("The %1 in %2 has already attacked this turn.")
                    .arg(card(m_.card), region(at));
        });
    if (p_.fog >> at & 1u)
        bad(rule::kPoisonousFog, [&] {
            return tr("Poisonous Fog covers %1: its buildings cannot attack this turn.")
                    .arg(region(at));
        });
    p_.abilityUsed |= 1u << at;
    const bool tripodsHere = st_.unitsIn(at, UnitType::Tripod) > 0;
    if (info.kind == CardKind::Fort && (p_.readings & ReadingFortArtilleryRegion)) {
        // fort-text=artillery-region: the card's words, a Tripod in a region with Heavy
        // Artillery; the damage goes to the Aliens, as the card says.
        bool tripodAtArtillery = false;
        for (std::size_t r = 0; r < d_.regions.size(); ++r)
            if (p_.building[r] >= 0 &&
                d_.cards[std::size_t(p_.building[r])].kind == CardKind::HeavyArtillery &&
                st_.unitsIn(int(r), UnitType::Tripod) > 0)
                tripodAtArtillery = true;
        if (!tripodAtArtillery)
            bad(rule::kFort, [&] {
                return tr("In this reading a Fort deals damage only while a Tripod stands in a "
                          "region with Heavy Artillery, and none does.");
            });
        damageAliens(1);
        return true;
    }
    if (info.kind == CardKind::Fort) {
        if (m_.region >= 0 && m_.region != at)
            bad(rule::kFort, [&] { return tr("A Fort strikes only its own region."); });
        if (!tripodsHere)
            bad(rule::kFort, [&] {
                return tr("A Fort deals damage only while a Tripod stands in its region (%1).")
                        .arg(region(at));
            });
        damageAliens(1);
        return true;
    }
    const int target = m_.region < 0 ? at : m_.region;
    if (p_.readings & ReadingArtilleryAdjacent2) {
        if (!d_.isAdjacent(at, target))
            bad(rule::kHeavyArtillery, [&] {
                return tr("Heavy Artillery in %1 strikes an adjacent region; %2 is not adjacent.")
                        .arg(region(at), region(target));
            });
        alienTargetCheck(target);
        damageAliens(tripodsHere ? 2 : 1);
        return true;
    }
    if (target == at) {
        if (!tripodsHere)
            bad(rule::kHeavyArtillery, [&] {
                return tr("Heavy Artillery strikes its own region (2 damage) only while a Tripod "
                          "stands there.");
            });
        damageAliens(2);
        return true;
    }
    if (!d_.isAdjacent(at, target))
        bad(rule::kHeavyArtillery, [&] {
            return tr("Heavy Artillery in %1 strikes an adjacent region; %2 is not adjacent.")
                    .arg(region(at), region(target));
        });
    alienTargetCheck(target);
    damageAliens(1);
    return true;
}

}  // namespace umpire::wotw::detail
