// Applying `play` and `discard`: every card option, unit placement instead of acting, and
// movement with its restrictions.
#include "games/wotw/wotw_applier.h"

#include <algorithm>

namespace umpire::wotw::detail {

const char *Applier::cardRule() const
{
    switch (d_.cards[std::size_t(m_.card)].kind) {
    case CardKind::Relocate: return rule::kCardRelocate;
    case CardKind::Evacuate: return rule::kEvacuate;
    case CardKind::Guerillas: return rule::kCardGuerillas;
    case CardKind::Redeploy: return rule::kCardRedeploy;
    case CardKind::Airstrike: return rule::kCardAirstrike;
    case CardKind::RoyalNavy: return rule::kCardRoyalNavy;
    case CardKind::Army: return rule::kCardArmy;
    case CardKind::Reap: return rule::kReap;
    case CardKind::PowerSupply: return rule::kCardPowerSupply;
    case CardKind::PoisonousFog: return rule::kCardPoisonousFog;
    case CardKind::Infrasound: return rule::kInfrasound;
    case CardKind::FrighteningSound: return rule::kCardFrighteningSound;
    case CardKind::PlasmaSynthesis: return rule::kCardPlasmaSynthesis;
    case CardKind::ScorchingBeam: return rule::kCardScorchingBeam;
    case CardKind::NerveAgent: return rule::kCardNerveAgent;
    case CardKind::AlienAbduction: return rule::kAbduction;
    case CardKind::Ufo: return rule::kCardUfo;
    case CardKind::Tripod: return rule::kCardTripod;
    default: return rule::kCardTarget;
    }
}

// ---- playing cards -----------------------------------------------------------------------

bool Applier::play()
{
    SideZones &z = zones();
    const int c = m_.card;
    if (z.hand[std::size_t(c)] == 0)
        return refuse(rule::kCardInHand, [&] {
            return tr("%1 is not in the %2' hand.").arg(card(c), sideName(m_.side));
        });
    const CardInfo &info = d_.cards[std::size_t(c)];
    if (info.type == CardType::Building || info.kind == CardKind::Unknown || info.options.empty())
        return refuse(rule::kOneAction,
                      [&] { return tr("%1 has no action to play.").arg(card(c)); });
    // destroys=: the record says which Human miniatures this play removes; each must be one
    // that stands on the board now and is gone after it.
    std::array<bool, kMaxDestroyed> stood{};
    for (int i = 0; i < m_.destroyCount; ++i)
        stood[std::size_t(i)] = p_.unitRegion[std::size_t(m_.destroys[std::size_t(i)])] >= 0;
    if (m_.tokenCount > 0 && (m_.option == kOptionPlace ||
                              info.options[std::size_t(m_.option)].effect != Effect::MoveCivilians))
        bad(rule::kBadArgument, [&] {
            return tr("tokens= belongs to a move of Civilians tokens (from= ... to=).");
        });
    bool ok;
    bool removes = false;
    // A strike on a defended region lasts while the same region is attacked again.
    if (m_.option == kOptionPlace) {
        if (!(p_.readings & ReadingStrikeTurn))
            resolveStrike();
        ok = place(info.unit, c);
    } else {
        const OptionInfo &o = info.options[std::size_t(m_.option)];
        const bool alienStrike = m_.side == kAliens &&
                                 (o.effect == Effect::UnitAttack || o.effect == Effect::Influence ||
                                  o.effect == Effect::ScorchingBeam);
        if (!(p_.readings & ReadingStrikeTurn) && !alienStrike)
            resolveStrike();
        ok = effect(o);
        removes = o.removes;
    }
    if (!ok)
        return false;
    for (int i = 0; i < m_.destroyCount; ++i) {
        const int u = m_.destroys[std::size_t(i)];
        if (!stood[std::size_t(i)] || p_.unitRegion[std::size_t(u)] >= 0)
            bad(rule::kDamageOrder, [&] {
                return tr("The record names %1 as destroyed (destroys=), but this play's damage "
                          "does not remove it.")
                        .arg(unit(u));
            });
    }
    --z.hand[std::size_t(c)];
    if (removes)
        ++z.removed[std::size_t(c)];
    else
        ++z.discard[std::size_t(c)];
    return true;
}

bool Applier::effect(const OptionInfo &o)
{
    const CardInfo &info = d_.cards[std::size_t(m_.card)];
    switch (o.effect) {
    case Effect::Gain:
        zones().resources = std::uint8_t(std::min(255, zones().resources + o.amount));
        return true;
    case Effect::MoveCivilians: return moveCivilians(o.amount);
    case Effect::Guerillas: return guerillas(o.amount);
    case Effect::MoveArmy:
        return checkUnit(UnitType::Army) && moveUnit(m_.unit, o.amount, false, true);
    case Effect::Airstrike: damageAliens(o.amount); return true;
    case Effect::UnitMove:
        return checkUnit(info.unit) && moveUnit(m_.unit, o.amount, true, m_.side == kHumans);
    case Effect::UnitAttack: return unitAttack(info.unit, o.amount);
    case Effect::Reap: return reap();
    case Effect::MoveTripod: return checkUnit(UnitType::Tripod) && moveUnit(m_.unit, 1, false, false);
    case Effect::Influence: return influence(info.kind);
    case Effect::ScorchingBeam: return ufoStrike(o.amount);
    case Effect::Abduction: return abduction();
    case Effect::MoveUfo: return checkUnit(UnitType::Ufo) && moveUnit(m_.unit, 1, false, false);
    }
    return false;
}

// The miniature named by unit= exists, is of type `t` and stands on the board.
bool Applier::checkUnit(UnitType t)
{
    if (m_.unit < 0)
        return refuse(rule::kMissingArgument, [&] {
            return tr("Name the %1 that acts (unit=%2-1).")
                    .arg(unitType(t), QLatin1String(kUnitTypeIds[int(t)]));
        });
    if (unitTypeOf(m_.unit) != t)
        return refuse(cardRule(), [&] {
            return tr("%1 cannot act with %2: it moves a %3.")
                    .arg(card(m_.card), unit(m_.unit), unitType(t));
        });
    if (p_.unitRegion[std::size_t(m_.unit)] < 0)
        return refuse(cardRule(), [&] { return tr("%1 is not on the board.").arg(unit(m_.unit)); });
    return true;
}

bool Applier::moveCivilians(int max)
{
    if (m_.fromCount == 0 || m_.fromCount != m_.toCount || m_.fromCount > max)
        return refuse(rule::kOneAction, [&] {
            return tr("%1 moves up to %n civilian token(s): give as many from= as to= regions.",
                      nullptr, max)
                    .arg(card(m_.card));
        });
    if (m_.tokenCount > 0 && m_.tokenCount != m_.fromCount)
        bad(rule::kBadArgument, [&] {
            return tr("tokens= names one kind per moved token: as many as the from= regions.");
        });
    // Worked on copies, so a move that cannot be carried out leaves the state as it was.
    RegionCounts civ = p_.civilians;
    SpentTokens spent = p_.spent;
    for (int i = 0; i < m_.fromCount; ++i) {
        const int a = m_.from[std::size_t(i)], b = m_.to[std::size_t(i)];
        if (civ[std::size_t(a)] == 0)
            return refuse(cardRule(), [&] {
                return tr("There is no civilian token in %1 to move.").arg(region(a));
            });
        if (i == 1 && a == m_.to[0] && p_.civilians[std::size_t(a)] == 0)
            bad(rule::kEvacuate, [&] {
                return tr("%1 moves two different tokens; the token that just entered "
                          "%2 cannot move again.")
                        .arg(card(m_.card), region(a));
            });
        if (!land(b))
            bad(rule::kCivilians, [&] {
                return tr("Civilians move only to land regions; %1 is at sea.").arg(region(b));
            });
        if (!d_.isAdjacent(a, b))
            badAssumed(rule::kAdjacent,
                [&] { return tr("%1 and %2 do not share a border.").arg(region(a), region(b)); },
                [&] { return assumedBorders(); });
        if (p_.nerve >> a & 1u)
            bad(rule::kNerveAgent, [&] {
                return tr("Nerve Agent holds %1: no civilian may leave it this turn.")
                        .arg(region(a));
            });
        if (p_.frightening >> b & 1u)
            bad(rule::kFrighteningSound, [&] {
                return tr("Frightening Sound keeps civilians out of %1 this turn.").arg(region(b));
            });
        // A token that dealt damage this turn stays spent where it goes (wotw_spent.h); the
        // record may say which kind moved (tokens=), and then it must be there to move.
        const int kind = i < m_.tokenCount ? m_.tokens[std::size_t(i)] : -1;
        if (kind >= 0 && !spent.mayHold(a, kind, civ))
            bad(rule::kGuerillas, [&] {
                return (kind == kTokenSpent
                                ? tr("No civilian token in %1 has dealt damage this turn, so the "
                                     "moved token cannot be a spent one.")
                                : tr("Every civilian token in %1 has dealt damage this turn, so "
                                     "the moved token cannot be a fresh one."))
                        .arg(region(a));
            });
        spent.move(a, b, civ, int(d_.regions.size()), kind);
    }
    p_.civilians = civ;
    p_.spent = spent;
    return true;
}

bool Applier::guerillas(int amount)
{
    const int r = m_.region;
    if (r < 0)
        return refuse(rule::kMissingArgument,
                      [&] { return tr("Name the attacked region (region=...)."); });
    if (p_.civilians[std::size_t(r)] == 0)
        bad(rule::kGuerillas, [&] {
            return tr("Guerillas attack from a region with civilians; %1 has none.").arg(region(r));
        });
    else if (p_.readings & ReadingGuerillasPerRegion) {
        if (p_.guerillaUses[std::size_t(r)] >= 1)
            bad(rule::kGuerillas, [&] {
                return tr("Guerillas already attacked from %1 this turn (one per region per "
                          "turn in this reading).")
                        .arg(region(r));
            });
    } else if (p_.spent.noneFresh(r, p_.civilians)) {
        bad(rule::kGuerillas, [&] {
            return tr("Every civilian token in %1 has already attacked this turn (once per token "
                      "per turn).")
                    .arg(region(r));
        });
    }
    alienTargetCheck(r);
    ++p_.guerillaUses[std::size_t(r)];
    p_.spent.attack(r, p_.civilians, int(d_.regions.size()));
    damageAliens(amount);
    return true;
}

// Moves miniature `u` along m_.to (one or two steps), checking terrain, borders, blocking and
// the influence tokens. `humanOrder`: a Human-initiated move (influence tokens apply).
bool Applier::moveUnit(int u, int maxSteps, bool unitCard, bool humanOrder)
{
    if (m_.toCount == 0)
        return refuse(rule::kMissingArgument, [&] { return tr("Name the destination (to=...)."); });
    if (m_.toCount > maxSteps)
        bad(rule::kOneAction, [&] {
            return tr("%1 moves a miniature at most %n region(s).", nullptr, maxSteps)
                    .arg(card(m_.card));
        });
    if (unitCard) {
        if (p_.unitUsed >> u & 1u)
            bad(rule::kOneCardPerMiniature, [&] {
                return tr("%1 already received a %2 card this turn.").arg(unit(u), card(m_.card));
            });
        p_.unitUsed |= std::uint16_t(1u << u);
    }
    const UnitType t = unitTypeOf(u);
    const bool landUnit = t == UnitType::Army || t == UnitType::Tripod;
    int at = p_.unitRegion[std::size_t(u)];
    for (int i = 0; i < m_.toCount; ++i) {
        const int next = m_.to[std::size_t(i)];
        if ((landUnit && !land(next)) || (t == UnitType::Navy && land(next)))
            bad(rule::kTerrain, [&] {
                return (landUnit ? tr("%1 cannot enter %2: it moves on land only.")
                                 : tr("%1 cannot enter %2: it moves at sea only."))
                        .arg(unit(u), region(next));
            });
        if (!d_.isAdjacent(at, next))
            badAssumed(rule::kAdjacent, [&] {
                return tr("%1 and %2 do not share a border.").arg(region(at), region(next));
            }, [&] { return assumedBorders(); });
        // blocking=start-only: only the region the move starts from holds the miniature.
        if (landUnit && (i == 0 || !(p_.readings & ReadingBlockingStartOnly))) {
            const UnitType enemy = t == UnitType::Army ? UnitType::Tripod : UnitType::Army;
            if (st_.unitsIn(at, t) <= st_.unitsIn(at, enemy))
                bad(rule::kBlocking, [&] {
                    return tr("%1 is blocked in %2: each enemy land miniature there holds one "
                              "of ours.")
                            .arg(unit(u), region(at));
                });
        }
        if (humanOrder && unitSide(u) == kHumans) {
            if (p_.nerve >> at & 1u)
                bad(rule::kNerveAgent, [&] {
                    return tr("Nerve Agent holds %1: no Human unit may leave it this turn.")
                            .arg(region(at));
                });
            if (p_.frightening >> next & 1u)
                bad(rule::kFrighteningSound, [&] {
                    return tr("Frightening Sound keeps Human units out of %1 this turn.")
                            .arg(region(next));
                });
        }
        if (t == UnitType::Ufo && (p_.balloons >> next & 1u))
            bad(rule::kBarrageBalloons,
                [&] { return tr("Barrage Balloons keep UFOs out of %1.").arg(region(next)); });
        at = next;
        p_.unitRegion[std::size_t(u)] = std::int8_t(at);
        // Landmines go off under the first enemy land miniature that enters (a Tripod).
        if (t == UnitType::Tripod && p_.building[std::size_t(at)] >= 0 &&
            d_.cards[std::size_t(p_.building[std::size_t(at)])].kind == CardKind::Landmines) {
            p_.building[std::size_t(at)] = kNoBuilding;
            damageAliens(2);
        }
    }
    return true;
}

bool Applier::unitAttack(UnitType t, int amount)
{
    if (!checkUnit(t))
        return false;
    const int u = m_.unit;
    if (p_.unitUsed >> u & 1u)
        bad(rule::kOneCardPerMiniature, [&] {
            return tr("%1 already received a %2 card this turn.").arg(unit(u), card(m_.card));
        });
    p_.unitUsed |= std::uint16_t(1u << u);
    const int from = p_.unitRegion[std::size_t(u)];
    int r = from;
    if (t == UnitType::Navy) {
        if (m_.region < 0)
            return refuse(rule::kMissingArgument, [&] {
                return tr("Name the coastal region the Navy attacks (region=...).");
            });
        r = m_.region;
        if (!land(r) || !d_.isAdjacent(from, r))
            bad(rule::kNavyAttack, [&] {
                return tr("%1 in %2 can attack only a land region on its coast; %3 is not.")
                        .arg(unit(u), region(from), region(r));
            });
    } else if (m_.region >= 0 && m_.region != from) {
        bad(cardRule(), [&] {
            return tr("%1 attacks the region it stands in (%2), not %3.")
                    .arg(unit(u), region(from), region(m_.region));
        });
        r = m_.region;
    }
    if (m_.side == kHumans) {
        alienTargetCheck(r);
        damageAliens(amount);
    } else {
        if (!humanTarget(r))
            bad(rule::kHumanTarget, [&] {
                return tr("There is nothing of the Humans in %1 to attack.").arg(region(r));
            });
        const int bonus = t == UnitType::Tripod ? st_.countBuildings(CardKind::AlienFactory) : 0;
        damageHumans(r, amount + bonus, true);
    }
    return true;
}

bool Applier::reap()
{
    const int r = m_.region >= 0 ? m_.region : (m_.unit >= 0 ? p_.unitRegion[std::size_t(m_.unit)] : -1);
    if (r < 0)
        return refuse(rule::kMissingArgument, [&] { return tr("Name the region (region=...)."); });
    if (st_.unitsIn(r, UnitType::Tripod) == 0)
        bad(rule::kReap, [&] { return tr("Reap needs a Tripod in %1.").arg(region(r)); });
    if (p_.civilians[std::size_t(r)] == 0)
        return refuse(rule::kReap,
                      [&] { return tr("There is no civilian token in %1.").arg(region(r)); });
    // Adopted: any Human building but Landmines, or an Army, protects (rules.md, unprotected).
    const bool guarded = st_.unitsIn(r, UnitType::Army) > 0 || (p_.balloons >> r & 1u) ||
                         (st_.humanBuildingIn(r) &&
                          d_.cards[std::size_t(p_.building[std::size_t(r)])].kind != CardKind::Landmines);
    const bool protectedHere = (p_.readings & ReadingUnprotectedDefenseOnly)
                                   ? st_.humanDefenseBuilding(r) > 0
                                   : guarded;
    if (protectedHere)
        bad(rule::kReap, [&] {
            return tr("The civilians in %1 are protected; Reap destroys only unprotected ones.")
                    .arg(region(r));
        });
    loseCivilians(r, 1);
    return true;
}

bool Applier::influence(CardKind k)
{
    const int r = m_.region;
    if (r < 0)
        return refuse(rule::kMissingArgument, [&] { return tr("Name the region (region=...)."); });
    if (!land(r))
        bad(rule::kTerrain,
            [&] { return tr("%1 works on land regions only.").arg(card(m_.card)); });
    const bool adjacentKind = k == CardKind::PoisonousFog || k == CardKind::Infrasound;
    bool ok = false;
    for (int t = 0; t < kUnitCount[0]; ++t) {
        const int at = p_.unitRegion[std::size_t(t)];
        if (at >= 0 && (adjacentKind ? d_.isAdjacent(at, r) : at == r))
            ok = true;
    }
    if (!ok)
        bad(cardRule(), [&] {
            return (adjacentKind ? tr("%1 needs a Tripod next to %2.")
                                 : tr("%1 needs a Tripod in %2."))
                    .arg(card(m_.card), region(r));
        });
    // Like every Alien attack, a special attack needs a Human piece to hit (the rulebook's
    // second damage example: an attack with no target cannot be made).
    if (!humanTarget(r))
        bad(rule::kHumanTarget,
            [&] { return tr("There is nothing of the Humans in %1 to attack.").arg(region(r)); });
    const bool pushFirst = (p_.readings & ReadingInfrasoundPushFirst) != 0;
    if (k == CardKind::Infrasound && pushFirst && !push(r))
        return false;
    const int bonus = (p_.readings & ReadingFactoryAllTripod) ? st_.countBuildings(CardKind::AlienFactory) : 0;
    damageHumans(r, 1 + bonus, (p_.readings & ReadingSpecialForbidden) != 0);
    const std::uint32_t bit = 1u << r;
    if (k == CardKind::PoisonousFog)
        p_.fog |= bit;
    else if (k == CardKind::FrighteningSound)
        p_.frightening |= bit;
    else if (k == CardKind::NerveAgent)
        p_.nerve |= bit;
    else if (k == CardKind::Infrasound && !pushFirst)
        return push(r);
    return true;
}

// Infrasound: the Aliens move one Army out of region `r` (unit= to=), if one is there.
bool Applier::push(int r)
{
    {
        // influence-duration=from-placement: Nerve Agent and Frightening Sound hold from the
        // moment they are placed, so they also bind the Army the Aliens push.
        const bool fromPlacement = (p_.readings & ReadingInfluenceFromPlacement) != 0;
        const bool held = fromPlacement && (p_.nerve >> r & 1u);
        const auto barred = [&](int t) { return fromPlacement && (p_.frightening >> t & 1u); };
        bool exit = false;  // an adjacent non-hostile land region to push into
        for (std::size_t t = 0; t < d_.regions.size(); ++t)
            if (!held && d_.isAdjacent(r, int(t)) && land(int(t)) && !st_.hostile(int(t)) &&
                !barred(int(t)))
                exit = true;
        const bool armyLeft = exit && st_.unitsIn(r, UnitType::Army) > 0;
        if (m_.unit < 0) {
            if (armyLeft)
                bad(rule::kInfrasound, [&] {
                    return tr("Infrasound moves an Army out of %1: name it (unit=army-N to=...).")
                            .arg(region(r));
                });
            return true;
        }
        if (unitTypeOf(m_.unit) != UnitType::Army || p_.unitRegion[std::size_t(m_.unit)] != r || m_.toCount != 1)
            return refuse(rule::kInfrasound, [&] {
                return tr("Infrasound moves one Army that stands in %1 to one region.")
                        .arg(region(r));
            });
        const int to = m_.to[0];
        if (!land(to) || !d_.isAdjacent(r, to) || st_.hostile(to))
            bad(rule::kInfrasound, [&] {
                return tr("Infrasound moves the Army to a non-hostile land region next to %1; %2 "
                          "is not.")
                        .arg(region(r), region(to));
            });
        if (held)
            bad(rule::kNerveAgent, [&] {
                return tr("In this reading Nerve Agent holds every Human unit in %1 from the "
                          "moment it is placed, so Infrasound cannot move the Army out.")
                        .arg(region(r));
            });
        if (barred(to))
            bad(rule::kFrighteningSound, [&] {
                return tr("In this reading Frightening Sound keeps Human units out of %1 from the "
                          "moment it is placed, so Infrasound cannot move the Army there.")
                        .arg(region(to));
            });
        p_.unitRegion[std::size_t(m_.unit)] = std::int8_t(to);
    }
    return true;
}

bool Applier::ufoStrike(int amount)
{
    const int r = m_.region;
    if (r < 0)
        return refuse(rule::kMissingArgument, [&] { return tr("Name the region (region=...)."); });
    if (st_.unitsIn(r, UnitType::Ufo) == 0)
        bad(cardRule(), [&] { return tr("%1 needs a UFO in %2.").arg(card(m_.card), region(r)); });
    if (!humanTarget(r))
        bad(rule::kHumanTarget,
            [&] { return tr("There is nothing of the Humans in %1 to attack.").arg(region(r)); });
    damageHumans(r, amount, true);
    return true;
}

bool Applier::abduction()
{
    const int r = m_.region;
    if (r < 0)
        return refuse(rule::kMissingArgument, [&] { return tr("Name the region (region=...)."); });
    if (st_.unitsIn(r, UnitType::Ufo) == 0)
        bad(rule::kAbduction,
            [&] { return tr("Alien Abduction needs a UFO in %1.").arg(region(r)); });
    if (p_.civilians[std::size_t(r)] == 0)
        return refuse(rule::kAbduction,
                      [&] { return tr("There is no civilian token in %1.").arg(region(r)); });
    loseCivilians(r, 1);
    return true;
}

// A unit card placing a miniature instead of acting.
bool Applier::place(UnitType t, int c)
{
    int free = -1, unused = 0, used = 0;
    for (int n = 1; n <= kUnitCount[int(t)]; ++n) {
        const int u = unitIndex(t, n);
        if (p_.unitRegion[std::size_t(u)] < 0) {
            if (free < 0)
                free = u;
        } else if (p_.unitUsed >> u & 1u) {
            ++used;
        } else {
            ++unused;
        }
    }
    if (free < 0)
        return refuse(rule::kMiniatureLimit, [&] {
            return tr("All %1 %2 miniatures are on the board; there is none to place.")
                    .arg(kUnitCount[int(t)])
                    .arg(unitType(t));
        });
    if (p_.readings & ReadingPlaceRussian) {
        // The Russian book counts the cards held at the start of the turn against the
        // miniatures on the board. Each miniature that took a card of this type this turn took
        // one of those cards (a card acts on one miniature, a placed one counts as taken), so
        // the count at the start is what is in hand now plus those miniatures.
        const int held = zones().hand[std::size_t(c)] + used;
        if (held <= used + unused)
            bad(rule::kPlaceInstead, [&] {
                return tr("The turn began with %n %1 card(s) in hand, not more than the %2 "
                          "miniatures on the board (%3), so this card must act instead of "
                          "placing a new one.",
                          nullptr, held)
                        .arg(card(c), unitType(t))
                        .arg(used + unused);
            });
    } else if (unused > 0) {
        bad(rule::kPlaceInstead, [&] {
            return tr("A %1 miniature on the board can still take this card, so it must act "
                      "instead of placing a new one.")
                    .arg(unitType(t));
        });
    }
    int r = d_.landing;
    if (t == UnitType::Army) {
        if (m_.region < 0)
            return refuse(rule::kMissingArgument,
                          [&] { return tr("Name where the Army is placed (region=...)."); });
        r = m_.region;
        if (!land(r) || p_.civilians[std::size_t(r)] == 0 || st_.hostile(r))
            bad(rule::kArmyPlacement, [&] {
                return tr("An Army is placed in a non-hostile land region with civilians; %1 is "
                          "not one.")
                        .arg(region(r));
            });
    } else if (t == UnitType::Navy) {
        r = d_.anchor;
        if ((m_.region >= 0 && m_.region != r) || st_.hostile(r))
            bad(rule::kNavyPlacement, [&] {
                return tr("A Navy is placed only in %1 (the anchor), and only while it is not "
                          "hostile.")
                        .arg(region(d_.anchor));
            });
    } else if (m_.region >= 0 && m_.region != r) {
        bad(rule::kAlienPlacement, [&] {
            return tr("Alien miniatures are placed only in %1, the invasion ship's region.")
                    .arg(region(d_.landing));
        });
    }
    p_.unitRegion[std::size_t(free)] = std::int8_t(r);
    p_.unitUsed |= std::uint16_t(1u << free);
    return true;
}

bool Applier::discard()
{
    SideZones &z = zones();
    if (z.hand[std::size_t(m_.card)] == 0)
        return refuse(rule::kCardInHand, [&] {
            return tr("%1 is not in the %2' hand.").arg(card(m_.card), sideName(m_.side));
        });
    if (!(p_.readings & ReadingStrikeTurn))
        resolveStrike();
    if (rules_.playable(st_, m_.card))
        bad(rule::kUnplayableDiscard, [&] {
            return tr("%1 can be played, so it may not be discarded: every card is played if able.")
                    .arg(card(m_.card));
        });
    --z.hand[std::size_t(m_.card)];
    ++z.discard[std::size_t(m_.card)];
    return true;
}

}  // namespace umpire::wotw::detail
