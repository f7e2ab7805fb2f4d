#include "movetrial.h"

#include "replaycontroller.h"

#include "core/trial.h"

#include <QVariantMap>

namespace umpire::models {

MoveTrial::MoveTrial(QObject *parent) : QObject(parent) {}

MoveTrial::~MoveTrial()
{
    if (replay_)
        replay_->clearTried();
}

void MoveTrial::setReplay(ReplayController *replay)
{
    if (replay == replay_)
        return;
    if (replay_) {
        disconnect(replay_, nullptr, this, nullptr);
        replay_->clearTried();
    }
    replay_ = replay;
    if (replay_) {
        // The line was typed for one step of one record.
        connect(replay_, &ReplayController::cursorMoved, this, &MoveTrial::clear);
        connect(replay_, &ReplayController::recordChanged, this, &MoveTrial::clear);
        // The verdict is worded in the interface language.
        connect(replay_, &ReplayController::namesChanged, this, &MoveTrial::retry);
    }
    Q_EMIT replayChanged();
    retry();
}

void MoveTrial::setLine(const QString &line)
{
    if (line == line_)
        return;
    line_ = line;
    retry();
}

void MoveTrial::retry()
{
    items_.clear();
    errorCount_ = 0;
    tried_ = false;
    const auto data = replay_ ? replay_->replayData() : nullptr;
    const core::Ruleset *rules = data ? data->ruleset() : nullptr;
    const auto state = rules && !line_.trimmed().isEmpty()
                               ? data->replay().playedStateAt(replay_->step())
                               : nullptr;
    if (!state && replay_)
        replay_->clearTried();
    if (state) {
        const core::Trial trial =
                core::tryLines(*rules, *state, line_.toUtf8(),
                               replay_->russian() ? core::Language::Russian
                                                  : core::Language::English);
        tried_ = true;
        errorCount_ = trial.errorCount();
        // The board draws what the line would do, provisionally, when it could be carried
        // out at all (a line that did not decode leaves the state as it was).
        if (trial.state && trial.state->toString() != state->toString())
            replay_->showTried(trial.state);
        else
            replay_->clearTried();
        for (const notation::Diagnostic &d : trial.syntaxErrors)
            items_.append(QVariantMap{{QStringLiteral("kind"), QStringLiteral("syntax")},
                                      {QStringLiteral("message"), d.message},
                                      {QStringLiteral("ruleId"), QString()},
                                      {QStringLiteral("column"), d.position.column},
                                      {QStringLiteral("assumed"), QString()}});
        for (const core::Finding &f : trial.findings)
            items_.append(QVariantMap{
                    {QStringLiteral("kind"), QString::fromLatin1(core::severityName(f.severity))},
                    {QStringLiteral("message"), f.message},
                    {QStringLiteral("ruleId"), f.ruleId},
                    {QStringLiteral("column"), f.position.column},
                    {QStringLiteral("assumed"), f.assumed}});
    }
    Q_EMIT verdictChanged();
}

}  // namespace umpire::models
