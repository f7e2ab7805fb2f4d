#include "tripods/tripodsfield.h"
#include "tripods/tripodsconsoles.h"

#include <QJsonArray>
#include <QJsonObject>

namespace umpire::games {

namespace {

// "X,Y,H" as the state writes it; false when the vehicle has none.
bool readAt(const QJsonObject &vehicle, int &x, int &y, int &heading)
{
    const QStringList parts = vehicle.value(QLatin1String("at")).toString().split(u',');
    if (parts.size() != 3)
        return false;
    x = parts[0].toInt();
    y = parts[1].toInt();
    heading = parts[2].toInt();
    return true;
}

QJsonObject vehicleIn(const QJsonObject &state, const QString &id)
{
    for (const QJsonValue &v : state.value(QLatin1String("vehicles")).toArray())
        if (v.toObject().value(QLatin1String("id")).toString() == id)
            return v.toObject();
    return {};
}

}  // namespace

TripodsField readTripodsField(const boards::StepChange &change)
{
    TripodsField field;
    const QStringList size = change.after.value(QLatin1String("table")).toString().split(u'x');
    if (size.size() != 2)
        return field;
    field.shown = true;
    field.width = size[0].toInt();
    field.depth = size[1].toInt();

    // What the step's line did: who moved, who fired at whom.
    const QString verb = change.verb();
    const QStringList args = change.positional();
    const QString subject = args.value(0);
    const bool moved = verb == QLatin1String("move");
    const bool shot = (verb == QLatin1String("fire") || verb == QLatin1String("rocket")) &&
            args.size() >= 2 && args[1] != QLatin1String("miss") && args[1] != QLatin1String("cloud");
    const QString target = shot ? args[1] : QString();

    // The vehicles the consoles show (kMaxShownVehicles), so the views agree.
    const QJsonArray vehicles = change.after.value(QLatin1String("vehicles")).toArray();
    for (qsizetype i = 0; i < std::min<qsizetype>(vehicles.size(), kMaxShownVehicles); ++i) {
        const QJsonObject v = vehicles.at(i).toObject();
        const QString status = v.value(QLatin1String("status")).toString();
        TripodsMarker m;
        m.id = v.value(QLatin1String("id")).toString();
        m.moving = moved && m.id == subject;
        m.left = m.moving && status == QLatin1String("out");
        if ((status != QLatin1String("in-play") && status != QLatin1String("eliminated") && !m.left) ||
            !readAt(v, m.x, m.y, m.heading))
            continue;
        m.side = v.value(QLatin1String("side")).toString();
        m.tripod = v.contains(QLatin1String("energy"));
        m.wreck = status == QLatin1String("eliminated");
        int heading = 0;
        if (m.moving && readAt(vehicleIn(change.before, m.id), m.fromX, m.fromY, heading))
            m.hasFrom = m.fromX != m.x || m.fromY != m.y;
        m.firing = shot && m.id == subject;
        m.target = shot && m.id == target;
        field.markers.append(m);
    }
    int ends = 0;
    for (const TripodsMarker &m : field.markers)
        ends += m.firing + m.target;
    if (ends == 2 && subject != target) {
        field.hasShot = true;
        field.shooter = subject;
        field.shotTarget = target;
    }
    return field;
}

}  // namespace umpire::games
