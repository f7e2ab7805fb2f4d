#include "tripods/tripodsconsolemodel.h"

#include "games/tripods/tripods_data.h"

#include <QCoreApplication>

namespace umpire::games {

namespace {

struct ScenarioText {
    const char *id;
    const char *name;
    const char *martians;
    const char *earthlings;
};

// The six scenarios of the book (003_5fe93881a38a7b5a.txt, Introductory and Advanced
// Scenarios) and what each side must do, in the project's words; cards.json has the same.
const ScenarioText kScenarios[] = {
        {"bring-proof", QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Bring Proof"),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Shoot the airplane down before it gets home."),
         QT_TRANSLATE_NOOP(
                 "umpire::games::TripodsConsoleModel",
                 "Photograph the tripod from a stall, then fly off across the Earthling edge.")},
        {"a-spark-of-hope",
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "A Spark of Hope"),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Destroy three objectives, then walk off across the Earthling edge; or "
                           "shoot both airplanes down."),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Destroy the tripod.")},
        {"first-contact", QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "First Contact"),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Destroy all three objectives, then walk off across the Earthling edge; "
                           "or shoot both airplanes down."),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Destroy the tripod.")},
        {"the-hunters-and-the-hunted",
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "The Hunters and the Hunted"),
         QT_TRANSLATE_NOOP(
                 "umpire::games::TripodsConsoleModel",
                 "Shoot all three airplanes down (decisive if both tripods are still standing)."),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Destroy both tripods (decisive with at least two airplanes left).")},
        {"tripods-across-the-piave",
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Tripods Across the Piave"),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Destroy every objective and terrain template, then bring a tripod off "
                           "across the Earthling edge; or shoot every airplane down."),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Destroy every tripod.")},
        {"into-the-eagles-nest",
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel", "Into the Eagles' Nest"),
         QT_TRANSLATE_NOOP(
                 "umpire::games::TripodsConsoleModel",
                 "Shoot every airplane down (decisive if both tripods are still standing)."),
         QT_TRANSLATE_NOOP("umpire::games::TripodsConsoleModel",
                           "Destroy both tripods (decisive with at least three airplanes left).")},
};

const ScenarioText *scenarioOf(const QString &id)
{
    for (const ScenarioText &s : kScenarios)
        if (id == QLatin1String(s.id))
            return &s;
    return nullptr;
}

QString translated(const char *text)
{
    return QCoreApplication::translate("umpire::games::TripodsConsoleModel", text);
}

}  // namespace

TripodsConsoleModel::TripodsConsoleModel(QObject *parent) : QAbstractListModel(parent) {}

QString TripodsConsoleModel::cardName(const QString &id)
{
    if (id == QLatin1String("walk"))
        return tr("Walk");
    if (id == QLatin1String("run"))
        return tr("Run");
    if (id == QLatin1String("still"))
        return tr("Stand still");
    if (id == QLatin1String("reverse"))
        return tr("Reverse");
    if (id == QLatin1String("straight"))
        return tr("Straight");
    if (id == QLatin1String("left"))
        return tr("Left turn");
    if (id == QLatin1String("right"))
        return tr("Right turn");
    if (id == QLatin1String("steep-left"))
        return tr("Steep left");
    if (id == QLatin1String("steep-right"))
        return tr("Steep right");
    if (id == QLatin1String("stall"))
        return tr("Stall");
    if (id == QLatin1String("immelmann"))
        return tr("Immelmann");
    return id;
}

QString TripodsConsoleModel::actionName(const QString &id)
{
    if (id == QLatin1String("change-facing"))
        return tr("Change facing");
    if (id == QLatin1String("destroy-objective"))
        return tr("Destroy objective");
    if (id == QLatin1String("heat-ray"))
        return tr("Heat-ray");
    if (id == QLatin1String("recharge"))
        return tr("Recharge");
    if (id == QLatin1String("black-smoke"))
        return tr("Black smoke");
    if (id.isEmpty() || id == QLatin1String("none"))
        return QString();
    return id;
}

QString TripodsConsoleModel::counterName(const QString &id)
{
    if (id == QLatin1String("toppled"))
        return tr("Toppled");
    if (id == QLatin1String("heat-ray"))
        return tr("Heat-ray cooling");
    if (id == QLatin1String("black-smoke"))
        return tr("Black smoke recharging");
    if (id == QLatin1String("jammed"))
        return tr("Jammed guns");
    if (id == QLatin1String("smoke"))
        return tr("Smoke trail");
    if (id == QLatin1String("flame"))
        return tr("On fire");
    if (id == QLatin1String("wounded"))
        return tr("Wounded");
    if (id == QLatin1String("engine"))
        return tr("Engine damage");
    if (id == QLatin1String("reverse"))
        return tr("Reverse");
    if (id == QLatin1String("steep"))
        return tr("Steep");
    if (id == QLatin1String("immelmann"))
        return tr("Immelmann");
    if (id == QLatin1String("straight"))
        return tr("Straight");
    if (id == QLatin1String("rockets"))
        return tr("Rockets");
    if (id == QLatin1String("cannon"))
        return tr("Cannon reloading");
    if (id == QLatin1String("clouds"))
        return tr("Smoke clouds");
    if (id == QLatin1String("anchor"))
        return tr("Anchor and chain");
    if (id == QLatin1String("ace"))
        return tr("Ace skills");
    if (id == QLatin1String("photo"))
        return tr("Photograph taken");
    return id;
}

int TripodsConsoleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(table_.consoles.size());
}

QString TripodsConsoleModel::modelName(const QString &modelId) const
{
    const int i = tripods::modelIndex(modelId);
    if (i < 0)
        return modelId;
    const tripods::Model &m = tripods::models()[std::size_t(i)];
    return russian() && !m.nameRu.isEmpty() ? m.nameRu : m.nameEn;
}

QString TripodsConsoleModel::vehicleName(const QString &id) const
{
    // The model's name, which the interface translates; with the record's id when two
    // vehicles of one model are in play.
    QString model;
    int sameModel = 0;
    for (const TripodsConsole &c : table_.consoles)
        if (c.id == id)
            model = c.model;
    for (const TripodsConsole &c : table_.consoles)
        sameModel += !model.isEmpty() && c.model == model;
    if (model.isEmpty())
        return id;
    return sameModel > 1 ? QStringLiteral("%1 %2").arg(modelName(model), id) : modelName(model);
}

QString TripodsConsoleModel::sideName(const QString &sideId) const
{
    if (replay_)
        for (const QVariant &side : replay_->sides()) {
            const QVariantMap m = side.toMap();
            if (m.value(QStringLiteral("id")).toString() == sideId)
                return m.value(QStringLiteral("name")).toString();
        }
    return sideId;
}

QString TripodsConsoleModel::eventText(const TripodsConsole &c) const
{
    if (c.event == QLatin1String("plan"))
        return tr("Maneuvers planned, face down");
    if (c.event == QLatin1String("action"))
        return tr("Action card: %1").arg(actionName(c.card));
    if (c.event == QLatin1String("hold"))
        return tr("Held fire");
    if (c.event == QLatin1String("burn"))
        return tr("On fire: drew %1").arg(c.drawn.join(QStringLiteral(", ")));
    if (c.event == QLatin1String("hit"))
        return tr("Hit: drew %1 (counted when the firing step ends)")
                .arg(c.drawn.join(QStringLiteral(", ")));
    if (c.event == QLatin1String("fire")) {
        const QString target = vehicleName(c.target);
        if (c.target.isEmpty())
            return tr("Fired the heat-ray: it reached nothing");
        if (c.range == QLatin1String("short"))
            return tr("Fired at %1 at short range").arg(target);
        if (c.range == QLatin1String("long"))
            return tr("Fired at %1 at long range").arg(target);
        return tr("Fired at %1").arg(target);
    }
    if (c.event == QLatin1String("move")) {
        QStringList parts{tr("Revealed: %1").arg(cardName(c.card))};
        for (const QString &fact : c.facts) {
            if (fact == QLatin1String("out"))
                parts << tr("left the table");
            else if (fact == QLatin1String("home"))
                parts << tr("across its own edge");
            else if (fact == QLatin1String("overlap"))
                parts << tr("overlapped a tripod and was moved back");
            else if (fact == QLatin1String("photo"))
                parts << tr("took the photograph");
            else if (fact.startsWith(QLatin1String("penalty=")))
                parts << tr("flew a straight instead and drew %1").arg(fact.mid(8));
        }
        return parts.join(QStringLiteral(" · "));
    }
    return {};
}

QString TripodsConsoleModel::describe(const TripodsConsole &c) const
{
    QStringList parts{c.pilot.isEmpty()
                              ? tr("%1 (%2), %3").arg(c.id, modelName(c.model), sideName(c.side))
                              : tr("%1 (%2, pilot %3), %4")
                                        .arg(c.id, modelName(c.model), c.pilot, sideName(c.side))};
    if (c.status == QLatin1String("eliminated"))
        parts << tr("Eliminated");
    else if (c.status == QLatin1String("out"))
        parts << tr("Left the table");
    parts << tr("damage %1 of %2").arg(c.damage).arg(c.resistance);
    if (c.tripod)
        parts << tr("energy %1 of %2").arg(c.energy).arg(c.energyRating);
    for (std::size_t i = 0; i < c.plan.size(); ++i) {
        const TripodsManeuver &m = c.plan[i];
        if (m.planned)
            parts << (m.faceUp ? tr("maneuver %1: %2").arg(i + 1).arg(cardName(m.card))
                               : tr("maneuver %1: face down").arg(i + 1));
    }
    for (const TripodsCounter &counter : c.counters)
        parts << (counter.count > 1
                          ? QStringLiteral("%1 ×%2").arg(counterName(counter.id)).arg(counter.count)
                          : counterName(counter.id));
    const QString event = eventText(c);
    if (!event.isEmpty())
        parts << event;
    return parts.join(QStringLiteral("; "));
}

QVariant TripodsConsoleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TripodsConsole &c = table_.consoles.at(index.row());
    switch (role) {
    case VehicleIdRole:
        return c.id;
    case NameRole:
        return modelName(c.model);
    case PilotRole:
        return c.pilot;
    case SideRole:
        return c.side;
    case SideNameRole:
        return sideName(c.side);
    case TripodRole:
        return c.tripod;
    case StatusRole:
        return c.status;
    case StatusTextRole:
        return c.status == QLatin1String("eliminated") ? tr("Eliminated")
                : c.status == QLatin1String("out")     ? tr("Left the table")
                                                       : QString();
    case StatusChangedRole:
        return c.statusChanged;
    case ManeuversRole: {
        QVariantList out;
        for (std::size_t i = 0; i < c.plan.size(); ++i) {
            const TripodsManeuver &m = c.plan[i];
            QStringList icons;
            for (const QString &icon : m.icons)
                if (icon == QLatin1String("stop"))
                    icons << tr("stop");
                else if (icon == QLatin1String("energy"))
                    icons << tr("energy");
            const QString label = m.faceUp ? cardName(m.card) : QString();
            out << QVariantMap{{QStringLiteral("planned"), m.planned},
                               {QStringLiteral("faceUp"), m.faceUp},
                               {QStringLiteral("current"), m.current},
                               {QStringLiteral("changed"), m.changed},
                               {QStringLiteral("label"), label},
                               {QStringLiteral("icons"), icons.join(QStringLiteral(", "))},
                               {QStringLiteral("text"),
                                !m.planned         ? tr("Maneuver %1: no card").arg(i + 1)
                                        : m.faceUp ? tr("Maneuver %1: %2").arg(i + 1).arg(label)
                                                   : tr("Maneuver %1: face down").arg(i + 1)}};
        }
        return out;
    }
    case ActionRole:
        return c.action;
    case ActionTextRole:
        return actionName(c.action);
    case ActionChangedRole:
        return c.actionChanged;
    case LastManeuverRole:
        return c.lastManeuver.isEmpty() ? QString() : cardName(c.lastManeuver);
    case EnergyRole:
        return c.energy;
    case EnergyRatingRole:
        return c.energyRating;
    case EnergyChangeRole:
        return c.energyChange;
    case DamageRole:
        return c.damage;
    case ResistanceRole:
        return c.resistance;
    case DamageChangeRole:
        return c.damageChange;
    case DamageCardsRole:
        return c.damageCards;
    case PlusOneCardsRole:
        return c.plusOneCards;
    case CardsChangeRole:
        return c.cardsChange;
    case CountersRole: {
        QVariantList out;
        for (const TripodsCounter &counter : c.counters)
            out << QVariantMap{{QStringLiteral("id"), counter.id},
                               {QStringLiteral("label"), counterName(counter.id)},
                               {QStringLiteral("count"), counter.count},
                               {QStringLiteral("changed"), counter.changed}};
        return out;
    }
    case EventRole:
        return eventText(c);
    case ChangedRole:
        return c.changed();
    case Qt::DisplayRole:
    case DescriptionRole:
        return describe(c);
    default:
        return {};
    }
}

QHash<int, QByteArray> TripodsConsoleModel::roleNames() const
{
    return {
            {VehicleIdRole, "vehicleId"},
            {NameRole, "name"},
            {PilotRole, "pilot"},
            {SideRole, "side"},
            {SideNameRole, "sideName"},
            {TripodRole, "tripod"},
            {StatusRole, "status"},
            {StatusTextRole, "statusText"},
            {StatusChangedRole, "statusChanged"},
            {ManeuversRole, "maneuvers"},
            {ActionRole, "action"},
            {ActionTextRole, "actionText"},
            {ActionChangedRole, "actionChanged"},
            {LastManeuverRole, "lastManeuver"},
            {EnergyRole, "energy"},
            {EnergyRatingRole, "energyRating"},
            {EnergyChangeRole, "energyChange"},
            {DamageRole, "damage"},
            {ResistanceRole, "resistance"},
            {DamageChangeRole, "damageChange"},
            {DamageCardsRole, "damageCards"},
            {PlusOneCardsRole, "plusOneCards"},
            {CardsChangeRole, "cardsChange"},
            {CountersRole, "counters"},
            {EventRole, "event"},
            {ChangedRole, "changed"},
            {DescriptionRole, "description"},
    };
}

void TripodsConsoleModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &models::ReplayController::stepChanged, this,
                &TripodsConsoleModel::refresh);
        connect(replay_, &models::ReplayController::recordChanged, this,
                &TripodsConsoleModel::refresh);
        // Every text follows the language of names.
        connect(replay_, &models::ReplayController::namesChanged, this, [this] {
            if (!table_.consoles.isEmpty())
                Q_EMIT dataChanged(index(0), index(rowCount() - 1));
            Q_EMIT tableChanged();
        });
    }
    Q_EMIT replayChanged();
    refresh();
}

void TripodsConsoleModel::refresh()
{
    const auto data = replay_ ? replay_->replayData() : nullptr;
    if (!data) {
        show({}, false);
        return;
    }
    boards::StepChange change;
    change.before = replay_->previousStateJson();
    change.after = replay_->stateJson();
    change.record = &data->record();
    change.line = data->lineAt(replay_->step());
    show(readTripodsTable(change), replay_->currentErrorCount() > 0);
}

void TripodsConsoleModel::show(const TripodsTable &table, bool flagged)
{
    const bool sameVehicles = [&] {
        if (table.consoles.size() != table_.consoles.size())
            return false;
        for (qsizetype i = 0; i < table.consoles.size(); ++i)
            if (table.consoles[i].id != table_.consoles[i].id)
                return false;
        return true;
    }();
    if (!sameVehicles) {
        beginResetModel();
        table_ = table;
        flagged_ = flagged;
        endResetModel();
        Q_EMIT tableChanged();
        return;
    }
    // The same vehicles: only the consoles that differ are signalled.
    QList<int> changedRows;
    for (qsizetype i = 0; i < table.consoles.size(); ++i)
        if (!(table.consoles[i] == table_.consoles[i]))
            changedRows << int(i);
    const bool headerChanged = table.turn != table_.turn || table.phase != table_.phase ||
            table.step != table_.step || table.scenario != table_.scenario ||
            table.winner != table_.winner || table.victory != table_.victory ||
            flagged != flagged_ || table.objectivesDestroyed != table_.objectivesDestroyed ||
            table.redWeed != table_.redWeed || table.vehiclesNotShown != table_.vehiclesNotShown;
    table_ = table;
    flagged_ = flagged;
    for (int row : changedRows)
        Q_EMIT dataChanged(index(row), index(row));
    if (headerChanged)
        Q_EMIT tableChanged();
}

QString TripodsConsoleModel::notShownText() const
{
    if (table_.vehiclesNotShown <= 0)
        return {};
    return tr("The record names %1 vehicles; only the first %2 are shown here. The checker checks them all.")
            .arg(table_.consoles.size() + table_.vehiclesNotShown)
            .arg(kMaxShownVehicles);
}

QString TripodsConsoleModel::turnText() const
{
    if (table_.step.isEmpty())
        return {};
    if (!table_.winner.isEmpty() && table_.victory == QLatin1String("decisive"))
        return tr("Turn %1 · game over: %2 win, decisive victory")
                .arg(table_.turn)
                .arg(sideName(table_.winner));
    if (!table_.winner.isEmpty() && table_.victory == QLatin1String("marginal"))
        return tr("Turn %1 · game over: %2 win, marginal victory")
                .arg(table_.turn)
                .arg(sideName(table_.winner));
    if (!table_.winner.isEmpty())
        return tr("Turn %1 · game over: %2 win").arg(table_.turn).arg(sideName(table_.winner));
    if (table_.step == QLatin1String("planning"))
        return tr("Turn %1 · planning").arg(table_.turn);
    const QString step =
            table_.step == QLatin1String("movement") ? tr("movement step") : tr("firing step");
    return tr("Turn %1 · phase %2 of 3 · %3").arg(table_.turn).arg(table_.phase).arg(step);
}

QString TripodsConsoleModel::scenarioName() const
{
    if (table_.step.isEmpty())
        return {};
    if (const ScenarioText *s = scenarioOf(table_.scenario))
        return translated(s->name);
    return table_.scenario.isEmpty() ? tr("Simple battle") : table_.scenario;
}

QVariantList TripodsConsoleModel::objectives() const
{
    if (table_.step.isEmpty())
        return {};
    const ScenarioText *s = scenarioOf(table_.scenario);
    const QString battle = tr("Keep vehicles on the table until the other side has none left.");
    QVariantList out;
    for (const char *side : {"martians", "earthlings"}) {
        const bool martians = side[0] == 'm';
        const QString text = s ? translated(martians ? s->martians : s->earthlings) : battle;
        out << QVariantMap{{QStringLiteral("side"), QLatin1String(side)},
                           {QStringLiteral("sideName"), sideName(QLatin1String(side))},
                           {QStringLiteral("text"), text}};
    }
    return out;
}

}  // namespace umpire::games
