// Energy icons and special damage for simulated shots. A symbol is drawn only when no move the
// generator makes afterwards can turn illegal through it:
// - energy taken from a tripod (energy icons, battery damage, circuits hit, an explosion
//   through its armour: explosionAffordable) never leaves it without the energy its remaining
//   planned cards of the turn need (what the step's earlier shots will take counted too);
// - an airplane that could not plan a legal turn afterwards gets no fire, no second smoke
//   trail, no engine damage and no rudder jam: one with a cannon (its shots push cards into the
//   next turn's plan), one flying or planning an Immelmann (a straight must follow it), and no
//   rudder jam to one side while the other is jammed for the same turn.
// Special damage is drawn only with [Variant "standard"]; energy icons with every variant. The
// cards whose symbols the rules ignore (fire, terrain check, anchor) get any (addIgnoredSymbols).
#include "games/tripods/tripods_symbols.h"

namespace umpire::tripods {

namespace {

// What the step's earlier shots will take from `target` when the step ends.
struct PendingOnTarget {
    int energy = 0;
    bool rudderLeft = false, rudderRight = false;
};

PendingOnTarget pendingOn(const State &s, int target)
{
    PendingOnTarget out;
    for (const Pending &p : s.pending) {
        if (p.target != target)
            continue;
        out.energy += p.energyLoss;
        for (const auto &[sp, points] : p.specials) {
            out.energy += sp == Special::Battery ? 1 : sp == Special::Circuits ? points : 0;
            out.rudderLeft |= sp == Special::RudderLeft;
            out.rudderRight |= sp == Special::RudderRight;
        }
    }
    return out;
}

// Energy the tripod's cards after this phase still need.
int energyStillPlanned(const State &s, const Vehicle &v)
{
    int n = 0;
    for (int i = std::max(s.phaseNumber, 0); i < 3; ++i)
        n += v.plan[std::size_t(i)].energy;
    return n;
}

// Energy the tripod can still lose in this step without breaking its plan.
int spareEnergy(const State &s, const Vehicle &t, const PendingOnTarget &pending)
{
    return t.energy - pending.energy - energyStillPlanned(s, t);
}

int halfUp(int n) { return (n + 1) / 2; }

// Whether the airplane can be given damage that restricts its next plans.
bool planRestrictable(const Vehicle &v)
{
    if (v.cannon || !v.carry.empty() || v.last == Card::Immelmann)
        return false;
    return std::none_of(v.plan.begin(), v.plan.end(), [](const Maneuver &m) { return m.card == Card::Immelmann; });
}

}  // namespace

bool explosionAffordable(const State &s, int target, const std::vector<DamageCard> &drawn)
{
    const Vehicle &t = s.vehicles[std::size_t(target)];
    if (t.kind != Kind::Tripod)
        return true;
    const int cost = halfUp(t.initialEnergy);
    const int explosions = int(std::count_if(drawn.begin(), drawn.end(), [](const DamageCard &c) { return c.explosion; }));
    return spareEnergy(s, t, pendingOn(s, target)) - explosions * cost >= cost;
}

void addSymbols(core::Rng &rng, const State &s, int shooter, int target, bool armour,
                std::vector<DamageCard> &cards)
{
    const bool airplaneFired = shooter >= 0 && s.vehicles[std::size_t(shooter)].kind == Kind::Airplane;
    const Vehicle &t = s.vehicles[std::size_t(target)];
    const bool tripod = t.kind == Kind::Tripod;
    const PendingOnTarget pending = pendingOn(s, target);
    int spare = tripod ? spareEnergy(s, t, pending) : 1 << 20;
    bool rudderLeft = pending.rudderLeft || t.rudderLeftTurn == s.turnNumber + 1;
    bool rudderRight = pending.rudderRight || t.rudderRightTurn == s.turnNumber + 1;
    for (const DamageCard &c : cards)  // what explosionAffordable allowed for
        if (tripod && armour && c.explosion)
            spare -= halfUp(t.initialEnergy);
    for (DamageCard &c : cards) {
        c.energyIcons = 0;
        c.special = Special::None;
        const int icons = rng.below(4) == 0 ? 1 + int(rng.below(2)) : 0;
        if (icons <= spare) {
            c.energyIcons = std::int8_t(icons);
            if (tripod)
                spare -= icons;
        }
        if (!s.standard || rng.below(3) != 0)
            continue;
        std::vector<Special> kinds;
        if (tripod) {
            kinds = {Special::ReverseMechanism, Special::SmokeGenerator, Special::Gyroscope, Special::Topple,
                     Special::Wounded, Special::Engine, Special::Fire};
            if (!armour && spare >= 1)
                kinds.push_back(Special::Battery);
            if (!armour && spare >= c.points)
                kinds.push_back(Special::Circuits);
        } else {
            kinds = {Special::Wounded};
            if (planRestrictable(t)) {
                kinds.push_back(Special::Engine);
                if (t.smoke == 0)
                    kinds.push_back(Special::Smoke);
                kinds.push_back(Special::Fire);
                if (!rudderRight)
                    kinds.push_back(Special::RudderLeft);
                if (!rudderLeft)
                    kinds.push_back(Special::RudderRight);
            }
        }
        if (airplaneFired)
            kinds.push_back(Special::Jam);  // it jams the guns of the airplane that fired
        c.special = kinds[std::size_t(rng.below(kinds.size()))];
        if (!armour && tripod)
            spare -= c.special == Special::Battery ? 1 : c.special == Special::Circuits ? c.points : 0;
        rudderLeft |= c.special == Special::RudderLeft;
        rudderRight |= c.special == Special::RudderRight;
    }
}

void addIgnoredSymbols(core::Rng &rng, const State &s, DamageCard &card)
{
    card.energyIcons = std::int8_t(rng.below(4) == 0 ? 1 + rng.below(2) : 0);
    card.special = s.standard && rng.below(3) == 0 ? Special(1 + rng.below(kSpecialCount - 1)) : Special::None;
}

}  // namespace umpire::tripods
