#include "civilizations/civilizationshighlights.h"

#include <QJsonArray>

namespace umpire::games {

using boards::Highlight;
using boards::HighlightKind;

namespace {

// The clan holding place `id` in `state`, or "".
QString holderOf(const QJsonObject &state, const QString &id)
{
    for (const QJsonValue &v : state.value(QLatin1String("places")).toArray()) {
        const QJsonObject p = v.toObject();
        if (p.value(QLatin1String("id")).toString() == id)
            return p.value(QLatin1String("clan")).toString();
    }
    return {};
}

}  // namespace

QList<Highlight> civilizationsHighlights(const boards::StepChange &step)
{
    QList<Highlight> out;
    if (!step.line)
        return out;
    const QString verb = step.verb();
    const QString from = step.value("from");
    const QString to = step.value("to");
    const QString island = step.value("island");
    if ((verb == QLatin1String("move") || verb == QLatin1String("redistribute")) && !from.isEmpty() && !to.isEmpty()) {
        out.append({HighlightKind::Move, from, to, QStringLiteral("fleet"), 0});
    } else if (verb == QLatin1String("invade") && !to.isEmpty()) {
        out.append({HighlightKind::Attack, from, to, QStringLiteral("fleet"), 0});
        const QString clan = QString::fromUtf8(step.record->text(step.line->side));
        if (holderOf(step.after, to) == clan && holderOf(step.before, to) != clan)
            out.append({HighlightKind::Placed, {}, to, clan, 0});
    } else if (verb == QLatin1String("buy") && !island.isEmpty()) {
        out.append({HighlightKind::Placed, {}, island, step.value("ship"), 0});
    } else if ((verb == QLatin1String("hire") || verb == QLatin1String("free-member")) && !island.isEmpty()) {
        out.append({HighlightKind::Placed, {}, island, QStringLiteral("clan-member"), 0});
    } else if ((verb == QLatin1String("free-gunboat") || verb == QLatin1String("place")) && !island.isEmpty()) {
        out.append({HighlightKind::Placed, {}, island, verb == QLatin1String("place") ? QString() : QStringLiteral("gunboat"), 0});
    } else if (verb == QLatin1String("recover") && !to.isEmpty()) {
        out.append({HighlightKind::Placed, {}, to, QStringLiteral("gunboat"), 0});
    } else if (verb == QLatin1String("lose") && !step.value("at").isEmpty()) {
        out.append({HighlightKind::Removed, {}, step.value("at"), {}, 0});
    }
    return out;
}

}  // namespace umpire::games
