#include "games/tripods/tripods_state.h"

#include "notation/excerpt.h"

#include <QJsonArray>
#include <QJsonObject>

namespace umpire::tripods {

namespace {

const char *const kSideIds[] = {"martians", "earthlings"};
const char *const kStatusIds[] = {"in-play", "eliminated", "out", "reserve"};

QString maneuverText(const Maneuver &m)
{
    QString t = QString::fromLatin1(kCardIds[std::size_t(m.card)]);
    if (m.iconsWritten)
        t += m.stop || m.energy ? QString(m.stop ? "+stop" : "") + (m.energy ? "+energy" : "")
                                : QStringLiteral("+none");
    return t;
}

}  // namespace

int State::find(const QString &id) const
{
    return vehicleIndex_.value(id, -1);
}

void State::addVehicle(Vehicle vehicle)
{
    vehicleIndex_.insert(vehicle.id, int(vehicles.size()));
    vehicles.push_back(std::move(vehicle));
}

std::unique_ptr<core::State> State::clone() const
{
    return std::make_unique<State>(*this);
}

QString State::winner() const
{
    const int w = outcome.winner();
    return w < 0 ? QString() : QString::fromLatin1(kSideIds[w]);
}

QString State::phase() const
{
    if (step == Step::Planning)
        return QStringLiteral("planning");
    return QStringLiteral("phase-%1-%2")
            .arg(phaseNumber)
            .arg(step == Step::Movement ? QLatin1String("movement") : QLatin1String("firing"));
}

QString State::toString() const
{
    QString s = QStringLiteral("turn=%1 %2 over=%3 result=%4 standard=%5 chance=%6 smoke=%7")
                        .arg(turnNumber)
                        .arg(phase())
                        .arg(over)
                        .arg(outcome.places.size())
                        .arg(standard)
                        .arg(chance)
                        .arg(blackSmoke);
    for (const auto &p : outcome.places)
        for (int side : p)
            s += QStringLiteral(" place:%1").arg(side);
    for (int d = 0; d < kDecks; ++d) {
        s += QStringLiteral(" deck%1=").arg(QChar(kDeckLetters[std::size_t(d)]));
        for (int k = 0; k < kCardKinds; ++k)
            s += QString::number(decks[std::size_t(d)][std::size_t(k)]) + u'.';
    }
    for (const Pending &p : pending) {
        s += QStringLiteral(" pending:%1<%2:%3:%4").arg(p.target).arg(p.source).arg(p.points).arg(p.energyLoss);
        for (const auto &[sp, pts] : p.specials)
            s += QStringLiteral(":%1/%2").arg(int(sp)).arg(pts);
    }
    for (const auto &[d, k] : revealed)
        s += QStringLiteral(" revealed:%1/%2").arg(d).arg(k);
    s += QStringLiteral(" redweed=") + redWeed.join(u',') + QStringLiteral(" destroyed=") + destroyed.join(u',') +
         QStringLiteral(" objectives=") + objectives.join(u',') +
         QStringLiteral(" grade=%1 aces=%2 terrain=%3 entangling=").arg(victoryGrade).arg(aces).arg(terrain);
    for (int t : entangling)
        s += QString::number(t) + u',';
    for (const Vehicle &v : vehicles) {
        s += QStringLiteral("\n%1 %2 %3 dmg=%4/%5 cards=%6+%7 energy=%8/%9/%10 plan=")
                     .arg(v.id,
                          QLatin1String(kStatusIds[int(v.status)]) +
                                  QLatin1String(v.goneFlagged ? "!" : ""))
                     .arg(v.planned)
                     .arg(v.damage)
                     .arg(v.resistance)
                     .arg(v.cardsTaken)
                     .arg(v.plusOne)
                     .arg(v.energy)
                     .arg(v.energyRating)
                     .arg(v.initialEnergy);
        for (const Maneuver &m : v.plan)
            s += maneuverText(m) + u',';
        s += QStringLiteral(" moved=%1 leaving=%2%10%11 last=%3 rev=%4 rec=%5 cool=%6 act=%7:%8 must=%9")
                     .arg(v.moved)
                     .arg(v.leaving)
                     .arg(int(v.last))
                     .arg(v.reverseNext)
                     .arg(v.recovery)
                     .arg(v.cooling)
                     .arg(int(v.action))
                     .arg(v.actionObjective)
                     .arg(v.mustFire)
                     .arg(v.leavingHome)
                     .arg(v.photo);
        s += QStringLiteral(
                     " fired=%1/%10 aim=%2@%3 jam=%4 wounds=%5 engine=%6 broken=%7%8 gyro=%9")
                     .arg(v.fired)
                     .arg(v.aimTarget)
                     .arg(v.aimPhase)
                     .arg(QStringLiteral("%1@%2").arg(v.jammed).arg(v.jammedPhase))
                     .arg(v.wounds)
                     .arg(v.engine)
                     .arg(v.reverseBroken)
                     .arg(v.smokeBroken)
                     .arg(v.gyroscopeTurn)
                     .arg(v.firedPhase);
        s += QStringLiteral(" rudder=%1/%2 flames=%3 smoke=%4 unprot=%5 burned=%6 held=")
                     .arg(v.rudderLeftTurn)
                     .arg(v.rudderRightTurn)
                     .arg(v.flames)
                     .arg(v.smoke)
                     .arg(v.hitUnprotected)
                     .arg(v.burned);
        for (const auto &[d, k] : v.held)
            s += QStringLiteral("%1/%2,").arg(d).arg(k);
        s += QStringLiteral(" gear=%1%2%3 skills=%4 rockets=%5 hook=%6@%7 launch=%8 sbox=%9")
                     .arg(v.rockets)
                     .arg(v.cannon)
                     .arg(v.anchor)
                     .arg(v.skills.join(u','))
                     .arg(v.rocketCounters)
                     .arg(v.hookTarget)
                     .arg(v.hookPhase)
                     .arg(QStringLiteral("%1%2@%3")
                                  .arg(v.mustLaunch)
                                  .arg(v.voidFiring)
                                  .arg(v.voidPhase))
                     .arg(v.smokeBox);
        s += QStringLiteral(" cannon=%1/%2/%3 skillIllegal=%4 carry=")
                     .arg(v.cannonBox)
                     .arg(v.loading)
                     .arg(v.lastInserted)
                     .arg(v.skillIllegal);
        for (const Maneuver &c : v.carry)
            s += maneuverText(c) + u',';
        for (const Maneuver &c : v.plan)
            s += QString::number(c.inserted);
        s += QStringLiteral(" clouds=%1 exit=%2%3%4 enginePlan=%5 uses=")
                     .arg(v.clouds)
                     .arg(v.leavingEnemy)
                     .arg(v.exitedHome)
                     .arg(QStringLiteral("%1@%2").arg(v.exitedEnemy).arg(v.objectivesAtExit))
                     .arg(QStringLiteral("%1%2")
                                  .arg(v.engineAtPlan)
                                  .arg(v.burningAtPlan ? "f" : ""));
        for (const Vehicle::SkillUse &u : v.skillUses)
            s += QStringLiteral("%1/%2/%3/%4/%5,").arg(u.id).arg(u.counters).arg(u.placedSerial).arg(u.placedInFiring).arg(u.readyFrom);
        s += QStringLiteral(" volleys=");
        for (const Vehicle::Volley &x : v.volleys)
            s += QStringLiteral("%1/%2/%3/%4,").arg(x.target).arg(x.count).arg(x.phase).arg(x.spoiled);
        if (v.at.known)
            s += QStringLiteral(" at=") + QString::fromLatin1(placementText(v.at));
    }
    if (placed)
        s += QStringLiteral("\ntable=") + QString::fromLatin1(tableText(table));
    return s;
}

QJsonObject State::toJson() const
{
    QJsonArray list;
    for (const Vehicle &v : vehicles) {
        QJsonArray plan;
        for (std::size_t i = 0; i < v.plan.size(); ++i) {
            const Maneuver &m = v.plan[i];
            // A planned card is face down until its phase comes.
            const bool shown = m.card != Card::None && (int(i) + 1 < phaseNumber ||
                                                        (int(i) + 1 == phaseNumber && v.moved));
            plan.append(m.card == Card::None ? QJsonValue() : QJsonValue(shown ? maneuverText(m)
                                                                                : QStringLiteral("planned")));
        }
        QJsonObject o{
                {QStringLiteral("id"), v.id},
                {QStringLiteral("model"), models()[std::size_t(v.model)].id},
                {QStringLiteral("side"), QLatin1String(kSideIds[v.side])},
                {QStringLiteral("status"), QLatin1String(kStatusIds[int(v.status)])},
                {QStringLiteral("damage"), v.damage},
                {QStringLiteral("resistance"), v.resistance},
                {QStringLiteral("damageCards"), v.cardsTaken},
                {QStringLiteral("plusOneCards"), v.plusOne},
                {QStringLiteral("plan"), plan},
                {QStringLiteral("lastManeuver"), QLatin1String(kCardIds[std::size_t(v.last)])},
        };
        if (v.photo)
            o.insert(QStringLiteral("photo"), true);
        if (v.at.known)  // "X,Y,H" as the record writes it
            o.insert(QStringLiteral("at"), QString::fromLatin1(placementText(v.at)));
        if (!v.pilot.isEmpty())
            o.insert(QStringLiteral("pilot"), notation::excerpt(v.pilot, notation::kMaxShownCharacters));
        if (!v.skills.isEmpty())
            o.insert(QStringLiteral("skills"), QJsonArray::fromStringList(v.skills));
        if (v.kind == Kind::Tripod) {
            o.insert(QStringLiteral("blackSmokeCounters"), v.smokeBox);
            o.insert(QStringLiteral("clouds"), v.clouds);
            o.insert(QStringLiteral("energy"), v.energy);
            o.insert(QStringLiteral("energyRating"), v.energyRating);
            o.insert(QStringLiteral("recoveryCounters"), v.recovery);
            o.insert(QStringLiteral("heatRayCounters"), v.cooling);
            o.insert(QStringLiteral("reverse"), v.reverseNext);
            o.insert(QStringLiteral("action"), QLatin1String(kActionIds[std::size_t(v.action)]));
        } else {
            o.insert(QStringLiteral("jammedCounters"), v.jammed);
            if (v.rockets)
                o.insert(QStringLiteral("rocketCounters"), v.rocketCounters);
            if (v.cannon) {
                o.insert(QStringLiteral("cannonCounters"), v.cannonBox);
                QJsonArray carried;  // planned cards a cannon shot pushed into the next turn
                for (const Maneuver &c : v.carry)
                    carried.append(maneuverText(c));
                o.insert(QStringLiteral("carriedManeuvers"), carried);
            }
            o.insert(QStringLiteral("anchor"), v.anchor);
        }
        if (standard) {
            o.insert(QStringLiteral("wounds"), v.wounds);
            o.insert(QStringLiteral("engineDamage"), v.engine);
            o.insert(QStringLiteral("flameCounters"), v.flames);
            o.insert(QStringLiteral("smokeCounters"), v.smoke);
        }
        list.append(o);
    }
    QJsonObject out{
            {QStringLiteral("turn"), turnNumber},
            {QStringLiteral("phase"), phase()},
            {QStringLiteral("scenario"), scenario},
            {QStringLiteral("vehicles"), list},
            {QStringLiteral("winner"), winner().isEmpty() ? QJsonValue() : QJsonValue(winner())},
            {QStringLiteral("victory"), victoryGrade == 2   ? QJsonValue(QStringLiteral("decisive"))
                                        : victoryGrade == 1 ? QJsonValue(QStringLiteral("marginal"))
                                                            : QJsonValue()},
            {QStringLiteral("objectivesDestroyed"), QJsonArray::fromStringList(destroyed)},
            {QStringLiteral("redWeed"), QJsonArray::fromStringList(redWeed)},
    };
    if (placed)  // the record places vehicles: "WxD", the playing area the app draws
        out.insert(QStringLiteral("table"), QString::fromLatin1(tableText(table)));
    return out;
}

}  // namespace umpire::tripods
