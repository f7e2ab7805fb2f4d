#include "ruleset_check.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/rule_ids.h"
#include "notation/parser.h"

#include <QHash>
#include <QSet>

#include <mutex>

using namespace umpire;

namespace fuzzing {

namespace {

// A finding is one sentence; with record text cut to 40 characters, no message comes near it.
constexpr qsizetype kMaxMessageLength = 1000;
// Legal moves are checked in this many states per input (the last, and one in the middle):
// enough to reach deep, cheap enough to keep the fuzzers' executions per second high.
constexpr int kStatesWithLegalMoves = 2;

const QSet<QString> &ruleIds(const QString &game)
{
    static std::mutex mutex;
    static QHash<QString, QSet<QString>> ids;
    const std::lock_guard lock(mutex);
    auto it = ids.find(game);
    if (it == ids.end())
        it = ids.insert(game, core::loadRuleIds(game));
    return *it;
}

QString checkFindings(const core::Findings &findings, const QSet<QString> &ids, int lineCount)
{
    for (const core::Finding &f : findings) {
        if (!ids.contains(f.ruleId))
            return QStringLiteral("a finding cites an unknown rule: ") + f.ruleId;
        if (f.message.isEmpty() || f.message.size() > kMaxMessageLength)
            return QStringLiteral("a finding's message is empty or too long: ") +
                    f.message.left(200);
        if (f.position.line < 1 || f.position.line > lineCount || f.position.column < 1)
            return QStringLiteral("a finding is not at a line of the record: ") + f.message;
    }
    return {};
}

QString checkLegalMoves(const core::Ruleset &rules, const core::State &state)
{
    const auto moves = rules.legalMoves(state);
    if (state.isTerminal() && !moves.empty())
        return QStringLiteral("a finished game has legal moves");
    for (const auto &move : moves) {
        const QByteArray line = rules.encode(*move);
        const QString text = QString::fromUtf8(line);
        (void)rules.describe(*move);
        (void)rules.describe(*move, true);
        const notation::Record record = notation::parse(line + '\n');
        if (!record.ok() || record.moves.size() != 1)
            return QStringLiteral("a legal move's line does not parse: ") + text;
        core::Findings findings;
        core::Reporter reporter(findings);
        reporter.setStep(1, record.moves.front().position);
        const auto decoded = rules.decode(record, record.moves.front(), reporter);
        if (!decoded || !findings.empty())
            return QStringLiteral("a legal move's line does not decode: ") + text;
        if (rules.encode(*decoded) != line)
            return QStringLiteral("a legal move's line does not round-trip: ") + text;
        const std::unique_ptr<core::State> next = state.clone();
        rules.apply(*next, *move, reporter);
        if (reporter.errorCount() > 0)
            return QStringLiteral("a legal move breaks a rule: %1 (%2)")
                    .arg(text, findings.back().message);
    }
    return {};
}

// The state before the last step, rebuilt from its checkpoint, with the last move applied
// again, must be the state the run played to: what the app's stepping relies on.
QString checkRebuiltState(const core::Ruleset &rules, const core::Replay &replay)
{
    const int last = replay.stepCount();
    const core::Move *move = last > 0 ? replay.moveAt(last) : nullptr;
    if (!move)
        return {};
    const std::shared_ptr<const core::State> before = replay.stateAt(last - 1);
    const std::shared_ptr<const core::State> played = replay.playedStateAt(last);
    if (!before || !played)
        return QStringLiteral("steps %1 and %2 of a finished run have no state").arg(last - 1).arg(last);
    const std::unique_ptr<core::State> again = before->clone();
    core::Findings discarded;
    core::Reporter reporter(discarded);
    rules.apply(*again, *move, reporter);
    if (again->toString() != played->toString())
        return QStringLiteral("step %1 rebuilt from a checkpoint differs from the step played").arg(last);
    (void)played->toJson();
    return {};
}

}  // namespace

QString checkRulesetInput(const QString &game, QByteArrayView input, Depth depth)
{
    const core::Catalog &catalog = core::Catalog::builtin();
    const core::Ruleset *found = catalog.find(game);
    if (!found)
        return QStringLiteral("no game %1 in the catalog").arg(game);
    const core::Ruleset &rules = *found;
    QByteArray text = "[Game \"" + game.toUtf8() + "\"]\n";
    text.append(input);
    // LF, CR LF and a lone CR all end a line: counting both characters bounds the lines.
    const int lineCount = int(text.count('\n') + text.count('\r')) + 1;

    core::Replay::Options options;
    options.keepStates = true;  // as the app runs it: checkpoints and rebuilt states
    const core::Replay replay =
            core::Replay::run(notation::parse(text, QStringLiteral("fuzz.ugr")), catalog, options);
    if (replay.status() != core::Replay::Status::Checked)
        return {};  // a second [Game] tag naming another game: nothing to check
    if (QString problem = checkFindings(replay.findings(), ruleIds(game), lineCount);
        !problem.isEmpty())
        return problem;
    if (QString problem = checkRebuiltState(rules, replay); !problem.isEmpty())
        return problem;
    if (depth == Depth::Fast)
        return {};

    const int steps = replay.stepCount();
    const int picks[kStatesWithLegalMoves] = {steps, steps / 2};
    for (const int step : picks) {
        const std::shared_ptr<const core::State> state = replay.stateAt(step);
        if (!state)
            return QStringLiteral("step %1 of a finished run has no state").arg(step);
        (void)state->toString();
        (void)state->toJson();
        (void)replay.findingsAt(step);
        if (const core::Move *move = replay.moveAt(step))
            (void)rules.describe(*move);
        if (QString problem = checkLegalMoves(rules, *state); !problem.isEmpty())
            return problem;
    }
    return {};
}

}  // namespace fuzzing
