#include "spacewars/spacewarshighlights.h"

namespace umpire::games {

using boards::Highlight;
using boards::HighlightKind;

namespace {

const QString kUnits = QStringLiteral("units");
const QString kHex = QStringLiteral("hex");

void addOnce(QList<Highlight> &out, const Highlight &h)
{
    if (!h.to.isEmpty() && !out.contains(h))
        out.append(h);
}

}  // namespace

QList<Highlight> spacewarsHighlights(const boards::StepChange &step)
{
    QList<Highlight> out;
    if (step.before.isEmpty() || !step.line)
        return out;
    const QString verb = step.verb();
    const QStringList positional = step.positional();
    const QString ship = positional.value(0);
    QString movedShip;
    if (verb == QLatin1String("order")) {
        // A written order changes nothing on the board yet; it marks what it names, so a
        // broken one shows where it went wrong: the hex a deployment names, the route of a
        // move from its first hex, the ship a fire order shoots at.
        const QString kind = positional.value(0);
        const QString unit = positional.value(1);
        if (kind == QLatin1String("deploy")) {
            addOnce(out, {HighlightKind::Placed, {}, step.value("to"), {}, 0});
        } else if (kind == QLatin1String("move")) {
            const QStringList route = step.values("route");
            for (qsizetype i = 1; i < route.size(); ++i)
                addOnce(out, {HighlightKind::Move, route[i - 1], route[i], unit, 0});
        } else if (kind == QLatin1String("fire")) {
            const QString from = boards::positionOf(step.before, unit, kUnits, kHex);
            const QString to = boards::positionOf(step.before, step.value("at"), kUnits, kHex);
            addOnce(out, {HighlightKind::Attack, from != to ? from : QString(), to, unit, 0});
        }
        return out;
    }
    if (verb == QLatin1String("move") && !ship.isEmpty()) {
        // The route as flown: hex by hex up to where the ship stopped short, if it did.
        const QStringList route = step.values("route");
        const QString stop = step.value("stop");
        for (qsizetype i = 1; i < route.size(); ++i) {
            addOnce(out, {HighlightKind::Move, route[i - 1], route[i], ship, 0});
            if (route[i] == stop)
                break;
        }
        movedShip = ship;
    } else if (verb == QLatin1String("fire") && !ship.isEmpty()) {
        const QString target = step.value("at");
        const QString from = boards::positionOf(step.before, ship, kUnits, kHex);
        const QString to = boards::positionOf(step.before, target, kUnits, kHex);
        // A ship destroyed before its turn to fire shoots at nothing.
        if (!from.isEmpty())
            addOnce(out, {HighlightKind::Attack, from != to ? from : QString(), to, ship, 0});
    }
    // Ships deployed, destroyed, recalled; the route already shows the mover's way.
    for (const Highlight &h : boards::pieceChanges(step.before, step.after, kUnits, kHex))
        if (!(h.kind == HighlightKind::Move && h.piece == movedShip))
            addOnce(out, h);
    return out;
}

}  // namespace umpire::games
