#include "core/replay.h"

#include <QStringList>

#include <algorithm>

namespace umpire::core {

namespace {

// Progress is reported in blocks of this many steps: often enough for a progress bar and a
// responsive cancel, rarely enough to cost nothing per step.
constexpr int progressInterval = 1024;

QString knownGamesSentence(const Catalog &catalog)
{
    const QStringList ids = catalog.ids();
    if (ids.isEmpty())
        return QStringLiteral("no games are known");
    return QStringLiteral("known games: %1").arg(ids.join(QStringLiteral(", ")));
}

const notation::TagPair *findTag(const notation::Record &record, std::string_view name)
{
    for (const auto &t : record.tags)
        if (record.text(t.name) == name)
            return &t;
    return nullptr;
}

}  // namespace

Replay Replay::run(notation::Record record, const Catalog &catalog, const Options &options)
{
    Replay r;
    r.record_ = std::move(record);
    const notation::Record &rec = r.record_;

    const notation::TagPair *gameTag = findTag(rec, "Game");
    if (!gameTag) {
        r.status_ = Status::NoGameTag;
        r.statusMessage_ = QStringLiteral("the record has no [Game \"...\"] tag naming its game; %1")
                               .arg(knownGamesSentence(catalog));
        return r;
    }
    r.ruleset_ = catalog.find(gameTag->value);
    if (!r.ruleset_) {
        r.status_ = Status::UnknownGame;
        r.statusMessage_ = QStringLiteral("unknown game \"%1\" in the [Game] tag; %2")
                               .arg(gameTag->value, knownGamesSentence(catalog));
        return r;
    }

    const Ruleset &rules = *r.ruleset_;
    const int total = r.stepCount();
    Reporter reporter(r.findings_);
    r.findingStart_.reserve(static_cast<std::size_t>(total) + 2);
    // Without kept states (the CLI) memory stays at the record plus the findings: one state
    // and one move, whatever the length of the game.
    if (options.keepStates) {
        r.states_.reserve(static_cast<std::size_t>(total) + 1);
        r.moves_.reserve(static_cast<std::size_t>(total));
    }

    // Step 0: the set-up state, its findings placed at the [Game] tag.
    r.findingStart_.push_back(0);
    reporter.setStep(0, gameTag->position.line > 0 ? gameTag->position
                                                   : notation::Position{1, 1});
    std::unique_ptr<State> state = rules.initialState(rec, reporter);
    Q_ASSERT(state);

    int done = 0;
    for (; done < total; ++done) {
        if (options.progress && done % progressInterval == 0 && !options.progress(done, total)) {
            r.cancelled_ = true;
            break;
        }
        // Keep the state before this step; the last one is kept after the loop.
        if (options.keepStates)
            r.states_.push_back(state->clone());

        const int step = done + 1;
        const notation::MoveLine &line = rec.moves[static_cast<std::size_t>(done)];
        r.findingStart_.push_back(static_cast<std::uint32_t>(r.findings_.size()));
        reporter.setStep(step, line.position);
        std::unique_ptr<Move> move = rules.decode(rec, line, reporter);
        // A line that could not be decoded is skipped: the state stays as it was.
        if (move)
            rules.apply(*state, *move, reporter);
        if (!options.keepStates)
            r.moves_.clear();
        r.moves_.push_back(std::move(move));
    }
    // End-of-record checks belong to the last step run (its line is the reporter's position).
    if (!r.cancelled_)
        rules.finish(*state, reporter);
    if (!r.cancelled_ && options.progress)
        options.progress(total, total);

    // Close the offsets: one entry per step run, then the end of the last step's findings.
    r.findingStart_.push_back(static_cast<std::uint32_t>(r.findings_.size()));
    r.stateBase_ = options.keepStates ? 0 : done;
    r.moveBase_ = options.keepStates ? 1 : done;
    r.states_.push_back(std::move(state));
    return r;
}

const State *Replay::stateAt(int step) const
{
    const int index = step - stateBase_;
    if (index < 0 || index >= static_cast<int>(states_.size()))
        return nullptr;
    return states_[static_cast<std::size_t>(index)].get();
}

const Move *Replay::moveAt(int step) const
{
    const int index = step - moveBase_;
    if (step < 1 || index < 0 || index >= static_cast<int>(moves_.size()))
        return nullptr;
    return moves_[static_cast<std::size_t>(index)].get();
}

std::span<const Finding> Replay::findingsAt(int step) const
{
    // findingStart_ holds one offset per step run plus the end offset.
    if (step < 0 || step + 1 >= static_cast<int>(findingStart_.size()))
        return {};
    const auto begin = findingStart_[static_cast<std::size_t>(step)];
    const auto end = findingStart_[static_cast<std::size_t>(step) + 1];
    return std::span<const Finding>(findings_.data() + begin, end - begin);
}

int Replay::errorCount() const
{
    return static_cast<int>(std::count_if(findings_.begin(), findings_.end(), [](const Finding &f) {
        return f.severity == Severity::Error;
    }));
}

QString Replay::result() const
{
    if (cancelled_ || states_.empty())
        return {};
    const State &last = *states_.back();
    return last.isTerminal() ? last.winner() : QString();
}

}  // namespace umpire::core
