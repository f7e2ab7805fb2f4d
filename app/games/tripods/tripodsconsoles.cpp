#include "tripods/tripodsconsoles.h"

#include <QJsonArray>

#include <algorithm>

namespace umpire::games {

namespace {

// The counters read straight from a vehicle's keys: {id, key}. A bool counts as one.
constexpr std::array<std::pair<const char *, const char *>, 13> kCounterKeys{{
        {"toppled", "recoveryCounters"},
        {"heat-ray", "heatRayCounters"},
        {"black-smoke", "blackSmokeCounters"},
        {"jammed", "jammedCounters"},
        {"smoke", "smokeCounters"},
        {"flame", "flameCounters"},
        {"wounded", "wounds"},
        {"engine", "engineDamage"},
        {"reverse", "reverse"},
        {"rockets", "rocketCounters"},  // rockets left to fire
        {"cannon", "cannonCounters"},  // the cannon reloading
        {"clouds", "clouds"},  // its black smoke clouds on the table
        {"anchor", "anchor"},  // it carries an anchor and chain
}};

int countOf(const QJsonValue &v)
{
    return v.isBool() ? int(v.toBool()) : v.toInt();
}

// The airplanes' reminder of the last maneuver of the turn before (the book's End of turn:
// steep, Immelmann and straight counters), shown until the first card of the turn is revealed.
QString reminderFor(const QString &lastManeuver)
{
    if (lastManeuver == QLatin1String("steep-left") ||
        lastManeuver == QLatin1String("steep-right") || lastManeuver == QLatin1String("stall"))
        return QStringLiteral("steep");
    if (lastManeuver == QLatin1String("immelmann") || lastManeuver == QLatin1String("straight"))
        return lastManeuver;
    return {};
}

TripodsManeuver maneuverOf(const QJsonValue &v)
{
    TripodsManeuver m;
    if (!v.isString())
        return m;
    m.planned = true;
    const QString text = v.toString();
    if (text == QLatin1String("planned"))
        return m;
    m.faceUp = true;
    QStringList parts = text.split(u'+');
    m.card = parts.takeFirst();
    m.icons = parts;
    return m;
}

QList<TripodsCounter> countersOf(const QJsonObject &v, bool firstCardHidden, int turn)
{
    QList<TripodsCounter> out;
    for (const auto &[id, key] : kCounterKeys) {
        const int n = countOf(v.value(QLatin1String(key)));
        if (n > 0)
            out.append({QString::fromLatin1(id), n, false});
    }
    if (turn > 1 && firstCardHidden && !v.contains(QLatin1String("energy"))) {
        const QString reminder = reminderFor(v.value(QLatin1String("lastManeuver")).toString());
        if (!reminder.isEmpty())
            out.append({reminder, 1, false});
    }
    if (const qsizetype skills = v.value(QLatin1String("skills")).toArray().size())
        out.append({QStringLiteral("ace"), int(skills), false});
    if (v.value(QLatin1String("photo")).toBool())
        out.append({QStringLiteral("photo"), 1, false});
    return out;
}

TripodsConsole consoleOf(const QJsonObject &v, const TripodsTable &table)
{
    TripodsConsole c;
    c.id = v.value(QLatin1String("id")).toString();
    c.model = v.value(QLatin1String("model")).toString();
    c.side = v.value(QLatin1String("side")).toString();
    c.pilot = v.value(QLatin1String("pilot")).toString();
    c.status = v.value(QLatin1String("status")).toString();
    c.tripod = v.contains(QLatin1String("energy"));
    const QJsonArray plan = v.value(QLatin1String("plan")).toArray();
    for (std::size_t i = 0; i < c.plan.size(); ++i) {
        c.plan[i] = maneuverOf(plan.at(qsizetype(i)));
        c.plan[i].current = table.phase == int(i) + 1;
    }
    c.lastManeuver = v.value(QLatin1String("lastManeuver")).toString();
    if (c.lastManeuver == QLatin1String("-"))
        c.lastManeuver.clear();
    c.action = v.value(QLatin1String("action")).toString();
    if (c.action == QLatin1String("-"))  // the engine's "no card"
        c.action.clear();
    c.energy = v.value(QLatin1String("energy")).toInt();
    c.energyRating = v.value(QLatin1String("energyRating")).toInt();
    c.damage = v.value(QLatin1String("damage")).toInt();
    c.resistance = v.value(QLatin1String("resistance")).toInt();
    c.damageCards = v.value(QLatin1String("damageCards")).toInt();
    c.plusOneCards = v.value(QLatin1String("plusOneCards")).toInt();
    c.counters = countersOf(v, !c.plan[0].faceUp, table.turn);
    return c;
}

// Marks on `now` what differs from `before`, the same vehicle one step earlier.
void compare(TripodsConsole &now, const TripodsConsole &before)
{
    for (std::size_t i = 0; i < now.plan.size(); ++i)
        now.plan[i].changed = now.plan[i].planned &&
                (now.plan[i].planned != before.plan[i].planned ||
                 now.plan[i].faceUp != before.plan[i].faceUp);
    now.damageChange = now.damage - before.damage;
    now.energyChange = now.energy - before.energy;
    now.cardsChange = now.damageCards - before.damageCards;  // the +1 cards are among them
    now.actionChanged = now.action != before.action && !now.action.isEmpty();
    now.statusChanged = now.status != before.status;
    for (TripodsCounter &counter : now.counters) {
        counter.changed = true;
        for (const TripodsCounter &old : before.counters)
            if (old.id == counter.id)
                counter.changed = old.count != counter.count;
    }
}

// What the line says about each console.
void readLine(TripodsTable &table, const boards::StepChange &change)
{
    const QString verb = change.verb();
    const QStringList args = change.positional();
    if (verb.isEmpty() || args.isEmpty())
        return;
    for (TripodsConsole &c : table.consoles) {
        if (c.id == args.constFirst()) {
            c.event = verb;
            if (verb == QLatin1String("fire")) {
                const QString target = args.value(1);
                c.target = target == QLatin1String("miss") ? QString() : target;
                c.range = change.value("range");
            } else if (verb == QLatin1String("move")) {
                // From the line: a tripod that topples on it has its cards discarded.
                c.card = args.value(1).section(u'+', 0, 0);
                for (const QString &fact : args.mid(2))
                    c.facts << fact;
                const QString penalty = change.value("penalty");
                if (!penalty.isEmpty())
                    c.facts << QStringLiteral("penalty=") + penalty;
            } else if (verb == QLatin1String("action")) {
                // From the line: an action card that has no effect is not on the console.
                c.card = args.value(1);
            } else if (verb == QLatin1String("burn")) {
                c.drawn = change.values("card");
            }
        } else if (verb == QLatin1String("fire") && c.id == args.value(1)) {
            c.event = QStringLiteral("hit");
            c.range = change.value("range");
            c.drawn = change.values("cards");
        }
    }
}

}  // namespace

bool TripodsConsole::changed() const
{
    if (!event.isEmpty() || damageChange || energyChange || cardsChange || actionChanged ||
        statusChanged)
        return true;
    for (const TripodsManeuver &m : plan)
        if (m.changed)
            return true;
    for (const TripodsCounter &counter : counters)
        if (counter.changed)
            return true;
    return false;
}

TripodsTable readTripodsTable(const boards::StepChange &change)
{
    TripodsTable table;
    const QJsonObject &after = change.after;
    if (after.isEmpty())
        return table;
    table.turn = after.value(QLatin1String("turn")).toInt();
    // "planning", or "phase-2-firing"
    const QStringList phase = after.value(QLatin1String("phase")).toString().split(u'-');
    table.phase = phase.size() == 3 ? phase[1].toInt() : 0;
    table.step = phase.size() == 3 ? phase[2] : phase.value(0);
    table.scenario = after.value(QLatin1String("scenario")).toString();
    table.winner = after.value(QLatin1String("winner")).toString();
    table.victory = after.value(QLatin1String("victory")).toString();
    for (const QJsonValue &v : after.value(QLatin1String("objectivesDestroyed")).toArray())
        table.objectivesDestroyed << v.toString();
    for (const QJsonValue &v : after.value(QLatin1String("redWeed")).toArray())
        table.redWeed << v.toString();

    QList<TripodsConsole> before;
    if (!change.before.isEmpty()) {
        TripodsTable previous;
        previous.turn = change.before.value(QLatin1String("turn")).toInt();
        const QJsonArray earlier = change.before.value(QLatin1String("vehicles")).toArray();
        for (qsizetype i = 0; i < std::min<qsizetype>(earlier.size(), kMaxShownVehicles); ++i)
            before.append(consoleOf(earlier.at(i).toObject(), previous));
    }
    const QJsonArray vehicles = after.value(QLatin1String("vehicles")).toArray();
    table.vehiclesNotShown = int(std::max<qsizetype>(0, vehicles.size() - kMaxShownVehicles));
    for (qsizetype i = 0; i < std::min<qsizetype>(vehicles.size(), kMaxShownVehicles); ++i) {
        TripodsConsole c = consoleOf(vehicles.at(i).toObject(), table);
        if (i < before.size() && before.at(i).id == c.id)
            compare(c, before.at(i));
        table.consoles.append(std::move(c));
    }
    if (!change.before.isEmpty())
        readLine(table, change);
    return table;
}

}  // namespace umpire::games
