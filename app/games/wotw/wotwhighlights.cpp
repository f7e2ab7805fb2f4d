#include "wotw/wotwhighlights.h"

#include <QHash>
#include <QJsonArray>

namespace umpire::games {

using boards::Highlight;
using boards::HighlightKind;

namespace {

// What a region holds in a state, as far as the highlights care.
struct RegionFacts {
    int civilians = 0;
    QString building;
    bool balloons = false;
    QStringList influence;
};

QHash<QString, RegionFacts> regionFacts(const QJsonObject &state)
{
    QHash<QString, RegionFacts> out;
    const QJsonArray regions = state.value(QLatin1String("regions")).toArray();
    for (const QJsonValue &v : regions) {
        const QJsonObject r = v.toObject();
        RegionFacts facts;
        facts.civilians = r.value(QLatin1String("civilians")).toInt();
        facts.building = r.value(QLatin1String("building")).toString();
        facts.balloons = r.value(QLatin1String("balloons")).toBool();
        for (const QJsonValue &token : r.value(QLatin1String("influence")).toArray())
            facts.influence << token.toString();
        out.insert(r.value(QLatin1String("id")).toString(), facts);
    }
    return out;
}

// The region whose building is `card` in `state`, or "".
QString buildingRegion(const QHash<QString, RegionFacts> &regions, const QString &card)
{
    for (auto it = regions.begin(); it != regions.end(); ++it)
        if (it->building == card)
            return it.key();
    return {};
}

void addOnce(QList<Highlight> &out, const Highlight &h)
{
    if (!h.to.isEmpty() && !out.contains(h))
        out.append(h);
}

// The arrows and attack marks the record line states.
void fromTheLine(const boards::StepChange &step, const QHash<QString, RegionFacts> &before,
                 QList<Highlight> &out, QString &pathUnit, QHash<QString, int> &civiliansMoved)
{
    const QString verb = step.verb();
    const QString unit = step.value("unit");
    const QStringList to = step.values("to");
    const QStringList from = step.values("from");
    const QString option = step.value("option");
    const QString unitAt = unit.isEmpty() ? QString() : boards::positionOf(step.before, unit);

    if (verb == QLatin1String("play") && !unit.isEmpty() && !to.isEmpty() && from.isEmpty()) {
        QString at = unitAt;
        for (const QString &next : to) {
            if (!at.isEmpty() && at != next)
                addOnce(out, {HighlightKind::Move, at, next, unit, 0});
            at = next;
        }
        pathUnit = unit;
    }
    if (verb == QLatin1String("play") && !from.isEmpty()) {
        for (qsizetype i = 0; i < from.size() && i < to.size(); ++i) {
            addOnce(out, {HighlightKind::Move, from[i], to[i], QStringLiteral("civilians"), 0});
            civiliansMoved[from[i]] -= 1;
            civiliansMoved[to[i]] += 1;
        }
    }

    const QString region = step.value("region").isEmpty() ? step.value("target") : step.value("region");
    if (verb == QLatin1String("ability") && !region.isEmpty()) {
        const QStringList card = step.positional();
        QString at = step.value("at");
        if (at.isEmpty() && !card.isEmpty())
            at = buildingRegion(before, card.front());
        addOnce(out, {HighlightKind::Attack, at != region ? at : QString(), region, card.value(0), 0});
        return;
    }
    if (verb != QLatin1String("play"))
        return;
    const bool attackOption = option.startsWith(QLatin1String("attack"))
            || option.startsWith(QLatin1String("destroy"));
    // A card with one option (the influence cards, Scorching Beam) may leave option= out.
    const bool attack = attackOption || (option.isEmpty() && !region.isEmpty());
    if (!attack)
        return;
    const QString target = !region.isEmpty() ? region : unitAt;
    const QStringList card = step.positional();
    addOnce(out, {HighlightKind::Attack, !unitAt.isEmpty() && unitAt != target ? unitAt : QString(),
                  target, card.value(0), 0});
}

// What the two states say was lost, removed or placed in each region.
void fromTheStates(const boards::StepChange &step, const QHash<QString, RegionFacts> &before,
                   const QHash<QString, int> &civiliansMoved, QList<Highlight> &out)
{
    const QHash<QString, RegionFacts> after = regionFacts(step.after);
    const QJsonArray order = step.after.value(QLatin1String("regions")).toArray();
    for (const QJsonValue &v : order) {
        const QString id = v.toObject().value(QLatin1String("id")).toString();
        const RegionFacts was = before.value(id);
        const RegionFacts &is = after[id];
        const int lost = was.civilians + civiliansMoved.value(id) - is.civilians;
        if (lost > 0)
            addOnce(out, {HighlightKind::Damaged, {}, id, QStringLiteral("civilians"), lost});
        if (was.building != is.building) {
            if (!was.building.isEmpty())
                addOnce(out, {HighlightKind::Removed, {}, id, was.building, 0});
            if (!is.building.isEmpty())
                addOnce(out, {HighlightKind::Placed, {}, id, is.building, 0});
        }
        if (was.balloons != is.balloons)
            addOnce(out, {was.balloons ? HighlightKind::Removed : HighlightKind::Placed, {}, id,
                          QStringLiteral("barrage-balloons"), 0});
        for (const QString &token : is.influence)
            if (!was.influence.contains(token))
                addOnce(out, {HighlightKind::Placed, {}, id, token, 0});
        for (const QString &token : was.influence)
            if (!is.influence.contains(token))
                addOnce(out, {HighlightKind::Removed, {}, id, token, 0});
    }
    // A strike on a building with Defense: damage that has not yet destroyed it.
    const QJsonObject strike = step.after.value(QLatin1String("strike")).toObject();
    const QJsonObject strikeBefore = step.before.value(QLatin1String("strike")).toObject();
    const QString struck = strike.value(QLatin1String("region")).toString();
    const int damage = strike.value(QLatin1String("damage")).toInt();
    if (!struck.isEmpty() && strike != strikeBefore && damage > 0)
        addOnce(out, {HighlightKind::Damaged, {}, struck, after.value(struck).building, damage});
}

}  // namespace

QList<Highlight> wotwHighlights(const boards::StepChange &step)
{
    QList<Highlight> out;
    if (step.before.isEmpty() || !step.line)
        return out;
    const QHash<QString, RegionFacts> before = regionFacts(step.before);
    QString pathUnit;
    QHash<QString, int> civiliansMoved;
    fromTheLine(step, before, out, pathUnit, civiliansMoved);
    // Miniatures that moved, left or came: the line's own path already shows its unit's move.
    for (const Highlight &h : boards::pieceChanges(step.before, step.after))
        if (!(h.kind == HighlightKind::Move && h.piece == pathUnit))
            addOnce(out, h);
    fromTheStates(step, before, civiliansMoved, out);
    return out;
}

}  // namespace umpire::games
