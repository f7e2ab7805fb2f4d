#include "games/tripods/tripods_turn.h"
#include "games/tripods/tripods_scenario.h"

#include "core/chance.h"

namespace umpire::tripods {

namespace {
int halfUp(int n) { return (n + 1) / 2; }
}  // namespace

bool Turn::owesPlan(const Vehicle &v) const
{
    return v.status == Status::InPlay && !v.planned && v.recovery < 3;
}

bool Turn::owesBurn(const Vehicle &v) const
{
    if (v.status != Status::InPlay || v.flames == 0 || v.burned || s_.step != Step::Movement)
        return false;
    if (!s_.fireAtFirstCard)
        return s_.phaseNumber == 1;  // the turn's first reveal, a card of its own or not
    // The other reading: just before the vehicle's own first maneuver of the turn, if any.
    const std::size_t phase = std::size_t(std::clamp(s_.phaseNumber, 1, 3) - 1);
    for (std::size_t i = 0; i < phase; ++i)
        if (v.plan[i].card != Card::None)
            return false;
    return v.plan[phase].card != Card::None;
}

bool Turn::owesMove(const Vehicle &v) const
{
    return v.status == Status::InPlay && !v.moved &&
           v.plan[std::size_t(std::clamp(s_.phaseNumber, 1, 3) - 1)].card != Card::None;
}

bool Turn::owesFire(const Vehicle &v) const
{
    // Jammed guns owe no line, unless another weapon is ready: rockets, the anchor, a loaded
    // cannon.
    const bool otherWeapon = v.rocketCounters > 0 || v.anchor || (v.cannon && !v.loading);
    return v.status == Status::InPlay && !v.fired &&
           (v.kind == Kind::Tripod ? v.mustFire || v.mustLaunch : v.jammed == 0 || otherWeapon);
}

bool Turn::owesRocket(const Vehicle &v) const
{
    return v.status == Status::InPlay && s_.step == Step::Firing && !v.volleys.empty() &&
           v.volleys.front().phase < s_.phaseSerial();
}

void Turn::spoilRockets(Vehicle &v, const DamageCard &card)
{
    // Any symbol counts, the explosion too (tripods.clarifications.rocket-symbols).
    // The other reading: only the symbols the rule level in use gives effect.
    if (card.explosion ||
        (card.special != Special::None && (s_.standard || !s_.rocketSymbolsByLevel)))
        for (Vehicle::Volley &volley : v.volleys)
            volley.spoiled = true;
}

bool Turn::anyMoved() const
{
    for (const Vehicle &v : s_.vehicles)
        if (v.moved)
            return true;
    return false;
}

bool Turn::advanceTo(Step want)
{
    for (int guard = 0; s_.step != want && !s_.over && guard < 12; ++guard) {
        reportMissing();
        closeStep();
    }
    if (s_.over) {
        rep_.error("tripods.basic.victory", tr("The battle ended before this line; no line may follow."));
        return false;
    }
    return true;
}

void Turn::settle()
{
    for (int guard = 0; !s_.over && guard < 12; ++guard) {
        bool owed = false;
        for (const Vehicle &v : s_.vehicles)
            owed |= s_.step == Step::Planning ? owesPlan(v)
                    : s_.step == Step::Movement ? owesMove(v) || owesBurn(v)
                                                : owesFire(v) || owesRocket(v);
        if (owed)
            return;
        closeStep();
    }
}

void Turn::reportMissing()
{
    for (const Vehicle &v : s_.vehicles) {
        if (s_.step == Step::Movement && owesBurn(v))
            rep_.error("tripods.record.fact-missing",
                       tr("%1 is on fire: the A damage card it draws before its first maneuver of the "
                          "turn is missing (burn %1 card=CARD).")
                               .arg(v.id));
        if (s_.step == Step::Planning && owesPlan(v))
            rep_.error("tripods.basic.planning",
                       tr("%1 did not plan its maneuvers for turn %2.").arg(v.id).arg(s_.turnNumber));
        else if (s_.step == Step::Movement && owesMove(v))
            rep_.error("tripods.basic.movement",
                       tr("%1 did not reveal its maneuver of phase %2.").arg(v.id).arg(s_.phaseNumber));
        if (s_.step == Step::Firing && owesRocket(v))
            rep_.error("tripods.weapons.rocket-hit",
                       tr("%1's rockets strike or miss in phase %2: the rocket line is missing.")
                               .arg(v.id)
                               .arg(s_.phaseNumber));
        if (s_.step == Step::Planning || s_.step == Step::Movement)
            continue;
        if (owesFire(v))
            rep_.error(v.kind == Kind::Tripod ? "tripods.basic.tripod-fire" : "tripods.basic.airplane-fire",
                       v.kind == Kind::Tripod
                               ? tr("%1 chose a firing action in phase %2 but did not fire; firing is "
                                    "mandatory once chosen.")
                                         .arg(v.id)
                                         .arg(s_.phaseNumber)
                               : tr("%1 neither fired nor held in phase %2.").arg(v.id).arg(s_.phaseNumber));
    }
}

void Turn::closeStep()
{
    switch (s_.step) {
    case Step::Planning:
        s_.phaseNumber = 1;
        startMovement();
        break;
    case Step::Movement:
        closeMovement();
        break;
    case Step::Firing:
        closeFiring();
        break;
    }
}

void Turn::startMovement()
{
    s_.step = Step::Movement;
    // A toppled tripod discards a recovery counter at the start of each movement step and
    // stands up with the last. A cannon is loaded when no counter is left as the phase begins.
    for (Vehicle &v : s_.vehicles) {
        if (v.status == Status::InPlay && v.recovery > 0)
            --v.recovery;
        v.loading = v.cannonBox > s_.countersAllowed();
    }
}

void Turn::closeMovement()
{
    for (Vehicle &v : s_.vehicles)
        if (v.status == Status::InPlay && v.leaving) {
            v.status = Status::Out;
            v.exitedHome = v.leavingHome;
            v.exitedEnemy = v.leavingEnemy;
            v.objectivesAtExit = int(s_.destroyed.size());
            giveBack(v);
        }
    // Anchor and chain: a tripod still beside its hooking airplane falls, with six counters.
    for (int ti : s_.entangling)
        if (s_.vehicles[std::size_t(ti)].status == Status::InPlay)
            topple(ti, 6);
    s_.entangling.clear();
    // Ace skills: one recovery counter of each goes after every movement step (not the step
    // in which the skill was just used).
    for (Vehicle &v : s_.vehicles)
        for (Vehicle::SkillUse &u : v.skillUses)
            if (u.counters > 0 &&
                !(u.placedSerial == s_.phaseSerial() && !u.placedInFiring &&
                  !s_.skillCountersSameStep) &&
                --u.counters == 0)
                u.readyFrom = s_.phaseSerial() + 1;
    checkVictory();
    s_.step = Step::Firing;
    for (Vehicle &v : s_.vehicles) {
        if (v.smokeBox > 0)
            --v.smokeBox;  // black smoke: one counter goes at the start of each firing step
        if (v.cannonBox > 0)
            --v.cannonBox;  // the cannon too
        if (v.cooling > 0)
            --v.cooling;  // removed at the start of the next firing step
        v.hitUnprotected = v.kind == Kind::Tripod && (v.recovery > 0 || v.energy == 0);
    }
}

void Turn::closeFiring()
{
    // Jammed guns lose a counter after each maneuver flown with them.
    for (Vehicle &v : s_.vehicles) {
        if (v.status != Status::InPlay || v.jammed == 0)
            continue;
        v.jammedPhase = s_.phaseSerial();  // a late firing line of this phase is still jammed
        if (v.moved && !v.loading)
            --v.jammed;  // paused while the cannon reloads
    }
    // All damage of the step at once: first every card, then who is eliminated.
    std::vector<Pending> pending;
    pending.swap(s_.pending);
    for (const Pending &p : pending) {
        Vehicle &t = s_.vehicles[std::size_t(p.target)];
        t.damage += p.points;
        t.energy = std::max(0, t.energy - p.energyLoss);
    }
    for (const Pending &p : pending)
        for (const auto &[sp, points] : p.specials)
            special(p.target, sp, points, p.source);
    for (std::size_t i = 0; i < s_.vehicles.size(); ++i)
        eliminateIfBeaten(int(i));
    for (const auto &[d, k] : s_.revealed)
        ++s_.decks[std::size_t(d)][std::size_t(k)];
    s_.revealed.clear();
    for (Vehicle &v : s_.vehicles) {
        if (v.status == Status::InPlay && v.action == Action::Recharge) {
            // An objective recharges once (it turns to red weed); never above the rating.
            const bool objective = !v.actionObjective.isEmpty() && !s_.redWeed.contains(v.actionObjective);
            if (objective)
                s_.redWeed << v.actionObjective;
            v.energy = std::min(v.energyRating, v.energy + (objective ? v.recharge : 1));
        }
        // The strike's step is over: rockets not written are wasted. An anchor's hook whose
        // check never came (the airplane is gone) lapses.
        std::erase_if(v.volleys, [this](const Vehicle::Volley &x) { return x.phase < s_.phaseSerial(); });
        if (v.hookTarget >= 0 && v.hookPhase + 2 <= s_.phaseSerial())
            v.hookTarget = -1;
        v.action = Action::None;
        v.actionObjective.clear();
        if (v.voidFiring)
            v.voidPhase = s_.phaseSerial();  // its firing line may still come, late
        v.mustLaunch = v.voidFiring = false;
        v.mustFire = v.fired = v.moved = v.leaving = v.leavingHome = v.leavingEnemy = false;
    }
    checkVictory();
    if (s_.phaseNumber < 3) {
        ++s_.phaseNumber;
        startMovement();
    } else {
        endTurn();
    }
}

void Turn::endTurn()
{
    // A Spark of Hope: the second airplane enters once the first is destroyed or gone, at the
    // start of the next turn (tripods.clarifications.reserve-entry).
    const bool airplaneLeft = std::any_of(s_.vehicles.begin(), s_.vehicles.end(), [](const Vehicle &v) {
        return v.side == kEarthlings && v.status == Status::InPlay;
    });
    for (Vehicle &v : s_.vehicles)
        if (v.status == Status::Reserve && !airplaneLeft) {
            v.status = Status::InPlay;
            break;
        }
    for (Vehicle &v : s_.vehicles) {
        if (v.smoke > 0)
            --v.smoke;  // one smoke counter goes at the end of each turn
        v.plan = {};
        v.planned = false;
        v.burned = false;
    }
    ++s_.turnNumber;
    s_.phaseNumber = 0;
    s_.step = Step::Planning;
}

void Turn::topple(int vi, int counters)
{
    Vehicle &v = s_.vehicles[std::size_t(vi)];
    v.recovery = counters;
    for (int i = std::max(s_.phaseNumber, 1) - 1; i < 3; ++i)
        v.plan[std::size_t(i)] = {};
    v.action = Action::None;
    v.mustFire = v.mustLaunch = v.voidFiring = false;
    v.reverseNext = false;
}

void Turn::giveBack(Vehicle &v)
{
    for (const auto &[d, k] : v.held)
        ++s_.decks[std::size_t(d)][std::size_t(k)];
    v.held.clear();
}

int Turn::draw(int deck, const DamageCard &card)
{
    DeckCounts &counts = s_.decks[std::size_t(deck)];
    int total = 0;
    for (std::int8_t n : counts)
        total += n;
    if (total == 0) {
        // Running out: the damage is noted and every card of the deck is shuffled back.
        counts = kDeckComposition[std::size_t(deck)];
        for (Vehicle &v : s_.vehicles)
            std::erase_if(v.held, [deck](const auto &h) { return h.first == deck; });
        std::erase_if(s_.revealed, [deck](const auto &h) { return h.first == deck; });
    }
    const int kind = cardKind(card);
    const QChar letter = QLatin1Char(kDeckLetters[std::size_t(deck)]);
    const int left = kind < 0 ? 0 : counts[std::size_t(kind)];
    core::checkDrawn(left, QString::fromLatin1(damageCardText(card)), tr("damage deck %1").arg(letter), rep_,
                     "tripods.clarifications.damage-decks", {},
                     tr("the composition of damage deck %1").arg(letter));
    if (left > 0)
        --counts[std::size_t(kind)];
    return left > 0 ? kind : -1;
}

void Turn::drawAndReturn(int deck, const DamageCard &card)
{
    const int kind = draw(deck, card);
    if (kind >= 0)
        ++s_.decks[std::size_t(deck)][std::size_t(kind)];
}

void Turn::takeNow(int vi, int deck, const DamageCard &card)
{
    Vehicle &v = s_.vehicles[std::size_t(vi)];
    const int kind = draw(deck, card);
    if (kind >= 0)
        v.held.push_back({std::int8_t(deck), std::int8_t(kind)});
    ++v.cardsTaken;
    spoilRockets(v, card);
    v.damage += card.explosion ? halfUp(v.resistance) : card.points;
    if (s_.standard && card.special != Special::None)
        special(vi, card.special, card.points, -1);
    eliminateIfBeaten(vi);
    checkVictory();
}

void Turn::hit(int source, int target, int deck, const std::vector<DamageCard> &cards, bool aimed,
               bool armour)
{
    Vehicle &t = s_.vehicles[std::size_t(target)];
    Pending p;
    p.source = source;
    p.target = target;
    for (const DamageCard &c : cards) {
        const int kind = draw(deck, c);
        spoilRockets(t, c);
        if (armour) {
            // Electrified armour: the card is revealed, its points and symbol ignored; energy
            // icons and an explosion drain energy instead. It goes back after the step.
            p.energyLoss += c.energyIcons + (c.explosion ? halfUp(t.initialEnergy) : 0);
            if (kind >= 0)
                s_.revealed.push_back({std::int8_t(deck), std::int8_t(kind)});
            continue;
        }
        if (kind >= 0)
            t.held.push_back({std::int8_t(deck), std::int8_t(kind)});
        ++t.cardsTaken;
        int points = c.explosion ? halfUp(t.resistance) : c.points;
        if (aimed && ((c.explosion && !s_.aimNumberedOnly) || c.points > 0)) {
            ++points;  // aim: one more point per damaging card; zeroes stay zero
            ++t.plusOne;
        }
        p.points += points;
        if (t.kind == Kind::Tripod && !s_.energyIconsArmourOnly)
            p.energyLoss += c.energyIcons;  // tripods.clarifications.energy-icons
        if (s_.standard && c.special != Special::None)
            p.specials.push_back({c.special, c.points});
    }
    s_.pending.push_back(p);
}

void Turn::special(int vi, Special sp, int points, int source)
{
    Vehicle &v = s_.vehicles[std::size_t(vi)];
    if (v.status != Status::InPlay)
        return;
    const bool tripod = v.kind == Kind::Tripod;
    switch (sp) {
    case Special::None:
        break;
    case Special::Battery:
        if (tripod) {
            v.energyRating = std::max(0, v.energyRating - 1);
            v.energy = std::min(std::max(0, v.energy - 1), v.energyRating);
        }
        break;
    case Special::Circuits:
        if (tripod)
            v.energy = std::max(0, v.energy - points);
        break;
    case Special::ReverseMechanism:
        v.reverseBroken |= tripod;
        break;
    case Special::SmokeGenerator:
        v.smokeBroken |= tripod;
        break;
    case Special::Gyroscope:
        if (tripod)
            v.gyroscopeTurn = s_.turnNumber + 1;
        break;
    case Special::Topple:
        if (tripod)
            topple(vi);
        break;
    case Special::Wounded:
        if (++v.wounds >= 2) {
            v.status = Status::Eliminated;  // the pilot is incapacitated
            giveBack(v);
        }
        break;
    case Special::Engine:
        if (++v.engine >= 2 && !tripod) {
            v.status = Status::Eliminated;
            giveBack(v);
        }
        break;
    case Special::Fire:
        v.flames = 3;
        break;
    case Special::Smoke:
        if (!tripod) {
            if (v.smoke > 0) {
                v.smoke = 0;  // a second smoke trail while the first lasts: on fire
                v.flames = 3;
            } else {
                v.smoke = 3;
            }
        }
        break;
    case Special::Jam:
        // The jam hits the firing airplane's guns.
        if (source >= 0 && s_.vehicles[std::size_t(source)].kind == Kind::Airplane) {
            Vehicle &shooter = s_.vehicles[std::size_t(source)];
            shooter.jammed = shooter.wounds > 0 ? 4 : 3;
        }
        break;
    case Special::RudderLeft:
        if (!tripod)
            v.rudderLeftTurn = s_.turnNumber + 1;
        break;
    case Special::RudderRight:
        if (!tripod)
            v.rudderRightTurn = s_.turnNumber + 1;
        break;
    }
}

void Turn::eliminateIfBeaten(int vi)
{
    Vehicle &v = s_.vehicles[std::size_t(vi)];
    if (v.status == Status::InPlay && v.damage >= v.resistance) {
        v.status = Status::Eliminated;
        giveBack(v);
    }
}

void Turn::checkVictory()
{
    Scenario::checkVictory(s_, rep_);
}

}  // namespace umpire::tripods
