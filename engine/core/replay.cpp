#include "core/replay.h"

#include "core/language.h"
#include "core/nearest_name.h"

#include "notation/excerpt.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <mutex>

namespace umpire::core {

namespace {

// Progress is reported in blocks of this many steps: often enough for a progress bar and a
// responsive cancel, rarely enough to cost nothing per step.
constexpr int progressInterval = 1024;

// The status messages (why a record is not checked) are translated in the context "replay",
// like the findings (games/wotw/wotw_text.h): English unless the app installs a translation.
QString knownGamesSentence(const Catalog &catalog)
{
    const QStringList ids = catalog.ids();
    if (ids.isEmpty())
        return QCoreApplication::translate("replay", "no games are known");
    return QCoreApplication::translate("replay", "known games: %1")
            .arg(ids.join(QStringLiteral(", ")));
}

const notation::TagPair *findTag(const notation::Record &record, std::string_view name)
{
    for (const auto &t : record.tags)
        if (record.text(t.name) == name)
            return &t;
    return nullptr;
}

// At the step where the game ends: the [Result] tag, when it names a result, must agree.
void checkDeclaredResult(const Ruleset &rules, const RunTags &tags, const State &state,
                         Reporter &reporter)
{
    if (!tags.declared.decided())
        return;
    const Result actual = rules.finalResult(state);
    if (tags.declared.agreesWith(actual))
        return;
    reporter.error(rules.tagsRule(),
                   QCoreApplication::translate("replay", "The game ends here: %1 (\"%2\"), but "
                                                         "the [Result] tag says \"%3\".")
                           .arg(actual.toWords(rules.info()), actual.toTag(rules.info()),
                                tags.declared.toTag(rules.info())));
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
        r.statusMessage_ =
                QCoreApplication::translate(
                        "replay", "the record has no [Game \"...\"] tag naming its game; %1")
                        .arg(knownGamesSentence(catalog));
        return r;
    }
    r.statusPosition_ = gameTag->position;
    // A record holds one game: a second tag naming another leaves open which rules apply.
    for (const notation::TagPair &t : rec.tags) {
        if (rec.text(t.name) == "Game" && t.value != gameTag->value) {
            r.status_ = Status::ConflictingGameTags;
            r.statusPosition_ = t.position;
            r.statusMessage_ =
                    QCoreApplication::translate("replay",
                                                "the record names two games, \"%1\" at line %2 "
                                                "and \"%3\" at line %4; a record holds one game")
                            .arg(notation::excerpt(gameTag->value))
                            .arg(gameTag->position.line)
                            .arg(notation::excerpt(t.value))
                            .arg(t.position.line);
            return r;
        }
    }
    r.ruleset_ = catalog.find(gameTag->value);
    if (!r.ruleset_) {
        r.status_ = Status::UnknownGame;
        // A slip of the keyboard ("wotv") is answered with the game it was meant to be.
        const QString nearest = nearestName(gameTag->value, catalog.ids());
        r.statusMessage_ =
                nearest.isEmpty()
                        ? QCoreApplication::translate("replay", "unknown game \"%1\" in the [Game] tag; %2")
                                  .arg(notation::excerpt(gameTag->value), knownGamesSentence(catalog))
                        : QCoreApplication::translate("replay", "unknown game \"%1\" in the [Game] tag (did you "
                                                                "mean \"%2\"?); %3")
                                  .arg(notation::excerpt(gameTag->value), nearest,
                                       knownGamesSentence(catalog));
        return r;
    }

    const Ruleset &rules = *r.ruleset_;
    const int total = r.stepCount();
    Reporter reporter(r.findings_);
    r.language_ = options.language.value_or(russianInstalled() ? Language::Russian
                                                               : Language::English);
    reporter.setLanguage(r.language_);
    r.readingOverrides_ = options.readings;
    r.findingStart_.reserve(static_cast<std::size_t>(total) + 2);
    // Without kept states (the CLI) memory stays at the record plus the findings: one state
    // and one move, whatever the length of the game.
    if (options.keepStates) {
        r.checkpoints_.reserve(static_cast<std::size_t>(total / checkpointInterval) + 1);
        r.moves_.reserve(static_cast<std::size_t>(total));
        r.cache_ = std::make_unique<Cache>();
    }

    // Step 0: the set-up state, its findings placed at the [Game] tag.
    r.findingStart_.push_back(0);
    reporter.setStep(0, gameTag->position.line > 0 ? gameTag->position
                                                   : notation::Position{1, 1});
    r.tags_ = readRunTags(rec, rules.info(), reporter, rules.tagsRule());
    r.tags_.override(options.readings, rules.info());
    std::unique_ptr<State> state = rules.initialState(rec, r.tags_, reporter);
    Q_ASSERT(state);
    // Where the game ended, for the moves that follow it.
    r.endStep_ = state->isTerminal() ? 0 : -1;
    r.play(std::move(state), 0, catalog, options);
    return r;
}

void Replay::play(std::unique_ptr<State> state, int done, const Catalog &catalog,
                  const Options &options)
{
    Replay &r = *this;
    const notation::Record &rec = r.record_;
    const Ruleset &rules = *r.ruleset_;
    const GameInfo &info = rules.info();
    const RunTags &tags = r.tags_;
    const int total = r.stepCount();
    const notation::TagPair *gameTag = findTag(rec, "Game");
    Reporter reporter(r.findings_);
    reporter.setLanguage(r.language_);
    int &endStep = r.endStep_;
    // The position of the last step run, for the end-of-record checks when no step follows.
    if (done == 0)
        reporter.setStep(0, gameTag->position.line > 0 ? gameTag->position
                                                       : notation::Position{1, 1});
    else
        reporter.setStep(done, rec.moves[std::size_t(done - 1)].position);

    // A re-check going on from a checkpoint says first where it starts (rerun()).
    if (options.progress && done % progressInterval != 0 && done < total &&
        !options.progress(done, total))
        r.cancelled_ = true;
    for (; done < total && !r.cancelled_; ++done) {
        if (options.progress && done % progressInterval == 0 && !options.progress(done, total)) {
            r.cancelled_ = true;
            break;
        }
        // A checkpoint: the state before this step (after step `done`). The last state is
        // kept after the loop.
        if (options.keepStates && done % checkpointInterval == 0)
            r.checkpoints_.push_back(state->clone());

        const int step = done + 1;
        const notation::MoveLine &line = rec.moves[static_cast<std::size_t>(done)];
        r.findingStart_.push_back(static_cast<std::uint32_t>(r.findings_.size()));
        reporter.setStep(step, line.position);
        std::unique_ptr<Move> move = rules.decode(rec, line, reporter);
        // A line that could not be decoded is skipped: the state stays as it was. So is any
        // move after the end, whatever the game: nothing may follow the end.
        if (move && endStep >= 0) {
            reporter.error(rules.gameOverRule(),
                           QCoreApplication::translate(
                                   "replay", "The game is already over (%1, at line %2); no move "
                                             "may follow.")
                                   .arg(rules.finalResult(*state).toWords(info),
                                        QString::number(endStep == 0 ? gameTag->position.line
                                                                     : rec.moves[std::size_t(endStep - 1)]
                                                                               .position.line)),
                           line.position);
        } else if (move) {
            rules.apply(*state, *move, reporter);
            if (state->isTerminal()) {
                endStep = step;
                checkDeclaredResult(rules, tags, *state, reporter);
            }
        }
        if (!options.keepStates)
            r.moves_.clear();
        r.moves_.push_back(std::move(move));
    }
    // End-of-record checks belong to the last step run (its line is the reporter's position).
    if (!r.cancelled_ && options.finish) {
        r.finishRan_ = true;
        rules.finish(*state, reporter);
        if (endStep < 0 && state->isTerminal())
            checkDeclaredResult(rules, tags, *state, reporter);  // finish() ended it
        else if (!state->isTerminal() && tags.declared.decided())
            reporter.error(rules.tagsRule(),
                           QCoreApplication::translate(
                                   "replay", "The record ends before the game does, but the "
                                             "[Result] tag says \"%1\"; use \"*\" for an "
                                             "unfinished game.")
                                   .arg(tags.declared.toTag(info)));
    }
    if (!r.cancelled_ && options.progress)
        options.progress(total, total);

    // Close the offsets: one entry per step run, then the end of the last step's findings.
    r.findingStart_.push_back(static_cast<std::uint32_t>(r.findings_.size()));
    r.moveBase_ = options.keepStates ? 1 : done;
    r.lastStep_ = done;
    r.last_ = std::move(state);
    if (options.markReadings && !r.cancelled_ && !r.findings_.empty() && !info.readings.empty())
        r.markReadings(compareReadings(r, catalog));
}

int Replay::unchangedSteps(const notation::Record &record) const
{
    const notation::Record &old = record_;
    // The tags decide the set-up: any change to them, or to where they sit, changes step 0.
    if (old.tags.size() != record.tags.size())
        return -1;
    for (std::size_t i = 0; i < old.tags.size(); ++i) {
        const notation::TagPair &a = old.tags[i], &b = record.tags[i];
        if (a.position != b.position || a.value != b.value || old.text(a.name) != record.text(b.name))
            return -1;
    }
    // A move line is unchanged when its text and its place are: findings carry positions.
    const std::size_t common = std::min(old.moves.size(), record.moves.size());
    std::size_t same = 0;
    for (; same < common; ++same) {
        const notation::MoveLine &a = old.moves[same], &b = record.moves[same];
        if (a.position != b.position || old.text(a.span) != record.text(b.span))
            break;
    }
    return int(same);
}

Replay Replay::rerun(Replay previous, notation::Record record, const Catalog &catalog,
                     const Options &options)
{
    // Only a checked run that kept its states, under the same readings and language, gives
    // states to go on from; anything else is checked afresh.
    const Language language = options.language.value_or(
            russianInstalled() ? Language::Russian : Language::English);
    const int same = previous.unchangedSteps(record);
    if (same < 0 || !options.keepStates || !previous.cache_ || previous.cancelled_ ||
        previous.status_ != Status::Checked || previous.checkpoints_.empty() ||
        previous.language_ != language || previous.readingOverrides_ != options.readings ||
        previous.record_.fileName != record.fileName || !record.errors.empty() ||
        !previous.record_.errors.empty())
        return run(std::move(record), catalog, options);

    // Go on from the last checkpoint at or before the first changed step, and before the old
    // last step (whose findings hold the end-of-record checks).
    const int lastOld = previous.lastStep_;
    int from = std::min(same, lastOld - 1);
    if (from < 0)
        return run(std::move(record), catalog, options);
    from -= from % checkpointInterval;
    const std::size_t checkpoint = std::size_t(from / checkpointInterval);
    if (checkpoint >= previous.checkpoints_.size())
        return run(std::move(record), catalog, options);

    Replay r;
    r.record_ = std::move(record);
    r.ruleset_ = previous.ruleset_;
    r.tags_ = std::move(previous.tags_);
    r.language_ = language;
    r.readingOverrides_ = options.readings;
    r.statusPosition_ = previous.statusPosition_;
    r.cache_ = std::make_unique<Cache>();
    // Steps 0..from are unchanged: their findings, their moves, the checkpoints before `from`
    // (the loop takes the one at `from` again).
    r.findingStart_.assign(previous.findingStart_.begin(),
                           previous.findingStart_.begin() + from + 1);
    r.findings_.assign(std::make_move_iterator(previous.findings_.begin()),
                       std::make_move_iterator(previous.findings_.begin() +
                                               previous.findingStart_[std::size_t(from) + 1]));
    for (Finding &f : r.findings_)
        f.readings.clear();  // marked again against the new record's comparison
    r.moves_.reserve(r.record_.moves.size());
    for (int s = 1; s <= from; ++s)
        r.moves_.push_back(std::move(previous.moves_[std::size_t(s - previous.moveBase_)]));
    std::unique_ptr<State> state = previous.checkpoints_[checkpoint]->clone();
    r.checkpoints_.assign(previous.checkpoints_.begin(),
                          previous.checkpoints_.begin() + std::ptrdiff_t(checkpoint));
    r.endStep_ = previous.endStep_ >= 0 && previous.endStep_ <= from ? previous.endStep_ : -1;
    r.play(std::move(state), from, catalog, options);
    return r;
}

void Replay::markReadings(ReadingComparison comparison)
{
    for (Finding &f : findings_)
        f.readings.clear();
    if (ruleset_) {
        const GameInfo &info = ruleset_->info();
        // A change that follows an earlier finding of the other check is that finding's
        // consequence, not the reading's (VerdictChange::followsEarlier): not marked.
        for (const VerdictChange &c : comparison.changes) {
            if (c.onlyUnderOther || c.followsEarlier || c.baseIndex < 0 ||
                c.baseIndex >= int(findings_.size()))
                continue;
            const QString mark = info.readings[std::size_t(c.reading)].id + u'=' + c.current;
            QStringList &marks = findings_[std::size_t(c.baseIndex)].readings;
            if (!marks.contains(mark))
                marks << mark;
        }
    }
    readingComparison_ = std::move(comparison);
}

std::shared_ptr<const State> Replay::stateAt(int step) const
{
    if (step < 0 || step > lastStep_)
        return nullptr;
    if (step == lastStep_)
        return last_;
    if (!cache_)  // keepStates == false: only the last step is kept
        return nullptr;
    if (step % checkpointInterval == 0)
        return checkpoints_[static_cast<std::size_t>(step / checkpointInterval)];
    return rebuild(step);
}

std::shared_ptr<const State> Replay::playedStateAt(int step) const
{
    if (step != lastStep_ || !finishRan_)
        return stateAt(step);
    // The last state without the end-of-record checks: rebuilt from the checkpoints, which
    // finish() never touched. A record of no moves has none to rebuild from.
    if (!cache_ || checkpoints_.empty())
        return last_;
    return rebuild(step);
}

std::shared_ptr<const State> Replay::rebuild(int step) const
{
    // Start from the latest kept state at or before `step`: its checkpoint, or the state last
    // rebuilt when that lies between the two (stepping forward, the chart's pass). The last
    // step, on a multiple of the interval, has no checkpoint of its own (playedStateAt).
    int from = step - step % checkpointInterval;
    if (std::size_t(from / checkpointInterval) >= checkpoints_.size())
        from -= checkpointInterval;
    std::shared_ptr<const State> base =
            checkpoints_[static_cast<std::size_t>(from / checkpointInterval)];
    {
        const std::lock_guard lock(cache_->mutex);
        if (cache_->step == step)
            return cache_->state;
        if (cache_->state && cache_->step > from && cache_->step < step) {
            from = cache_->step;
            base = cache_->state;
        }
    }

    // Re-apply the moves as the first run did; their findings are already stored per step.
    // The work runs outside the lock: the base is shared and only read, the copy is ours.
    std::unique_ptr<State> state = base->clone();
    Findings discarded;
    Reporter reporter(discarded);
    for (int s = from + 1; s <= step; ++s) {
        const Move *move = moves_[static_cast<std::size_t>(s - moveBase_)].get();
        if (move && !state->isTerminal())  // as the first run: nothing after the end
            ruleset_->apply(*state, *move, reporter);
        discarded.clear();
    }

    std::shared_ptr<const State> built = std::move(state);
    const std::lock_guard lock(cache_->mutex);
    cache_->state = built;
    cache_->step = step;
    return built;
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
    if (cancelled_ || !last_)
        return {};
    return last_->isTerminal() ? last_->winner() : QString();
}

Result Replay::finalResult() const
{
    if (cancelled_ || !last_)
        return {};
    return ruleset_->finalResult(*last_);
}

}  // namespace umpire::core
