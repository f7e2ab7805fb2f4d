#include "tripods/tripodsfieldmodel.h"

namespace umpire::games {

TripodsFieldModel::TripodsFieldModel(QObject *parent) : QObject(parent) {}

void TripodsFieldModel::setReplay(models::ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &models::ReplayController::stepChanged, this, &TripodsFieldModel::refresh);
        connect(replay_, &models::ReplayController::recordChanged, this, &TripodsFieldModel::refresh);
        // The caption and description follow the interface language.
        connect(replay_, &models::ReplayController::namesChanged, this, &TripodsFieldModel::fieldChanged);
    }
    Q_EMIT replayChanged();
    refresh();
}

void TripodsFieldModel::refresh()
{
    const auto data = replay_ ? replay_->replayData() : nullptr;
    if (!data) {
        show({});
        return;
    }
    boards::StepChange change;
    change.before = replay_->previousStateJson();
    change.after = replay_->stateJson();
    change.record = &data->record();
    change.line = data->lineAt(replay_->step());
    show(readTripodsField(change));
}

void TripodsFieldModel::show(const TripodsField &field)
{
    if (field == field_)
        return;
    field_ = field;
    Q_EMIT fieldChanged();
}

QVariantList TripodsFieldModel::vehicles() const
{
    QVariantList out;
    for (const TripodsMarker &m : field_.markers)
        out << QVariantMap{
                {QStringLiteral("id"), m.id},
                {QStringLiteral("side"), m.side},
                {QStringLiteral("tripod"), m.tripod},
                {QStringLiteral("wreck"), m.wreck},
                {QStringLiteral("left"), m.left},
                {QStringLiteral("x"), m.x},
                {QStringLiteral("y"), m.y},
                {QStringLiteral("heading"), m.heading},
                {QStringLiteral("moving"), m.moving},
                {QStringLiteral("hasFrom"), m.hasFrom},
                {QStringLiteral("fromX"), m.fromX},
                {QStringLiteral("fromY"), m.fromY},
                {QStringLiteral("firing"), m.firing},
                {QStringLiteral("target"), m.target},
        };
    return out;
}

QVariantMap TripodsFieldModel::shot() const
{
    if (!field_.hasShot)
        return {};
    QVariantMap out;
    for (const TripodsMarker &m : field_.markers) {
        if (m.id == field_.shooter) {
            out.insert(QStringLiteral("fromX"), m.x);
            out.insert(QStringLiteral("fromY"), m.y);
        } else if (m.id == field_.shotTarget) {
            out.insert(QStringLiteral("toX"), m.x);
            out.insert(QStringLiteral("toY"), m.y);
        }
    }
    return out;
}

QString TripodsFieldModel::caption() const
{
    if (!field_.shown)
        return {};
    return tr("Table %1 × %2 cm").arg(field_.width).arg(field_.depth);
}

QString TripodsFieldModel::description() const
{
    QStringList parts;
    for (const TripodsMarker &m : field_.markers)
        parts << (m.wreck  ? tr("%1: wreck at %2, %3 cm").arg(m.id).arg(m.x).arg(m.y)
                  : m.left ? tr("%1 left the table at %2, %3 cm").arg(m.id).arg(m.x).arg(m.y)
                           : tr("%1 at %2, %3 cm, heading %4°").arg(m.id).arg(m.x).arg(m.y).arg(m.heading));
    return caption() + (parts.isEmpty() ? QString() : QStringLiteral(": ") + parts.join(QStringLiteral("; ")));
}

}  // namespace umpire::games
