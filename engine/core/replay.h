// A replay: a record run through its ruleset, keeping the findings of every step and enough
// of its states (checkpoints and decoded moves) to give the state of any step.
#pragma once

#include "core/catalog.h"
#include "core/finding.h"
#include "core/reading_check.h"
#include "core/ruleset.h"
#include "notation/record.h"

#include <QString>

#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace umpire::core {

class Replay {
public:
    enum class Status {
        Checked,  // the record was run through its ruleset (findings may still exist)
        NoGameTag,  // the record has no [Game] tag
        UnknownGame,  // no ruleset for the [Game] tag
        ConflictingGameTags,  // two [Game] tags name different games
    };

    // With kept states, the state after every checkpointInterval-th step is stored whole and
    // any other step is rebuilt from the checkpoint before it by re-applying the kept decoded
    // moves (at most checkpointInterval - 1 applies). Measured on a 10,000-move War of the
    // Worlds record: 64 keeps 0.12 MB of states instead of 7.7 MB (one per step), and a random
    // step costs ~13 us (16: 3 us, 256: 40 us), a tenth of the toJson() the app then calls.
    static constexpr int checkpointInterval = 64;

    struct Options {
        // Keep what is needed to give the state of any step (the app): checkpoints and every
        // decoded move. Without it (the CLI check) only the last state and move are kept.
        bool keepStates = true;
        // Called now and then with (steps done, steps total); return false to cancel.
        std::function<bool(int, int)> progress;
        // The language of the findings (Reporter::language()); unset: the installed engine
        // translation's (core::russianInstalled()), as the sentences themselves are translated
        // through it. The app and the CLI install the translation of the language they run in.
        std::optional<Language> language;
        // Readings to use instead of the record's own ([Reading] tags or the adopted values),
        // as (reading id, value) pairs: how the app and `check --all-readings` check a record
        // under another reading without editing it. A pair naming no reading of the game, or a
        // value the reading does not have, is ignored.
        std::vector<std::pair<QString, QString>> readings;
        // When the record has findings, check it again under each other value of every reading
        // of its game and mark the findings that rest on a reading (Finding::readings,
        // docs/readings.md): one more check per other value. The comparison is then kept
        // (readingComparison()). A clean record has nothing to mark and costs nothing more.
        bool markReadings = false;
        // Run the end-of-record checks (Ruleset::finish, a [Result] the record never reaches)
        // after the last line. Off when the record is a prefix to go on from (core/trial.h):
        // the game has not ended there, it merely stops being written.
        bool finish = true;
    };

    // Runs `record` (which may have syntax errors: the lines that parsed are replayed).
    // Step 0 sets up the state from the tags; step i decodes the i-th move line and, when it
    // decoded, applies it. Findings of step 0 sit at the [Game] tag (or 1:1), those of step i
    // at its move line unless the ruleset names a finer position. After the last step the
    // ruleset's finish() runs; its findings are counted in the last step.
    // `progress` is called with (0, total) before step 1, with (done, total) every 1024 steps,
    // and with (total, total) at the end (rerun() first calls it with the step it goes on
    // from). When it returns false (the last call excepted) the
    // run stops there and cancelled() is true: the steps not run have no state, no move and
    // no findings, and result() is empty.
    static Replay run(notation::Record record, const Catalog &catalog, const Options &options);
    static Replay run(notation::Record record, const Catalog &catalog)
    {
        return run(std::move(record), catalog, Options{});
    }
    // Checks `record`, an edit of the record `previous` checked, from the last checkpoint
    // before its first changed move line instead of from the start: the findings, decoded
    // moves and checkpoints of the unchanged steps are taken over from `previous` (which is
    // consumed). The result equals run(record, catalog, options). A change to the tags, a
    // moved line, other readings or language, syntax errors, or a previous run without kept
    // states or cancelled: checked afresh. How the app re-checks a record being edited.
    static Replay rerun(Replay previous, notation::Record record, const Catalog &catalog,
                        const Options &options);

    Status status() const { return status_; }
    bool cancelled() const { return cancelled_; }
    // When not Checked: a sentence naming the problem (and, for a missing or unknown game, the
    // known games).
    QString statusMessage() const { return statusMessage_; }
    // Where the game problem sits: the [Game] tag (the second one for ConflictingGameTags), or
    // 1:1 when there is none. For a checked record, its [Game] tag.
    notation::Position statusPosition() const { return statusPosition_; }

    const notation::Record &record() const { return record_; }
    // The shared tags as the core read them (seats in turn order, variants, declared result);
    // empty when the status is not Checked.
    const RunTags &tags() const { return tags_; }
    // The language the findings were written in.
    Language language() const { return language_; }

    // Sets Finding::readings from a comparison of this replay with checks under other readings
    // (core::compareReadings): each finding that one of them lacks gets "id=value", the value
    // this replay used, once per reading — unless that check flagged an earlier line this
    // replay did not (its game had already gone another way). Keeps the comparison
    // (readingComparison()).
    void markReadings(ReadingComparison comparison);
    // The last comparison given to markReadings(), or made by Options::markReadings; not
    // compared() when there was none.
    const ReadingComparison &readingComparison() const { return readingComparison_; }
    const Ruleset *ruleset() const { return ruleset_; }
    // Whether the end-of-record checks ran (Options::finish, and the run was not cancelled).
    bool finishRan() const { return finishRan_; }

    // Steps: 0 is the set-up state, i (1..stepCount()) the state after the i-th move line.
    int stepCount() const { return static_cast<int>(record_.moves.size()); }
    // The state after `step`, owned by the caller (it stays valid after the Replay is gone);
    // null when there is none: the status is not Checked, the step is out of range or was not
    // run (cancelled), or — with keepStates == false — it is not the last step run.
    // The last step run is the state as finish() left it, kept whole: O(1). A checkpoint
    // (a multiple of checkpointInterval) is O(1) too. Any other step is rebuilt as played:
    // the nearest earlier checkpoint (or the state last rebuilt, when it lies between that
    // checkpoint and `step`) is cloned and the kept decoded moves after it are applied again
    // with their findings discarded (they are stored per step already). So stepping forward
    // one step at a time costs one apply per step, and any step at most
    // checkpointInterval - 1 applies. Rebuilt states are equal (toString, toJson) to those of
    // the first run: apply is deterministic and a State holds all it depends on.
    // Safe to call from several threads at once (the cache is guarded by a mutex); the same
    // step may give different (equal) objects.
    std::shared_ptr<const State> stateAt(int step) const;
    // The state after `step` as the moves left it: stateAt(), except that the last step's
    // state comes before the end-of-record checks (Ruleset::finish may settle what it
    // reports). The state to go on playing from (core/trial.h).
    std::shared_ptr<const State> playedStateAt(int step) const;
    // The decoded move of step i (1-based), or null when the line could not be decoded.
    // With keepStates == false only the move of the last step run is kept.
    const Move *moveAt(int step) const;
    // The findings of one step, and of the whole record (in step order).
    std::span<const Finding> findingsAt(int step) const;
    const Findings &findings() const { return findings_; }
    int errorCount() const;
    // The winner's side id when the game ended, else empty (also for a tie).
    QString result() const;
    // The whole result (winner, ranking or tie) when the game ended, else undecided.
    Result finalResult() const;

private:
    // The state last rebuilt by stateAt(), so stepping forward from it is one apply. Behind a
    // pointer so the Replay stays movable (a mutex is not).
    struct Cache {
        std::mutex mutex;
        std::shared_ptr<const State> state;
        int step = -1;
    };

    std::shared_ptr<const State> rebuild(int step) const;
    // The move lines from step done + 1 to the end, from `state` (the state after step
    // `done`), then the end-of-record checks and the reading marks: the part of run() that
    // rerun() shares.
    void play(std::unique_ptr<State> state, int done, const Catalog &catalog,
              const Options &options);
    // How many leading move lines `record` shares with this replay's record, text and
    // position alike; -1 when the tags differ.
    int unchangedSteps(const notation::Record &record) const;

    notation::Record record_;
    const Ruleset *ruleset_ = nullptr;
    RunTags tags_;
    Language language_ = Language::English;
    ReadingComparison readingComparison_;
    Status status_ = Status::Checked;
    bool cancelled_ = false;
    bool finishRan_ = false;
    int endStep_ = -1;  // the step after which the game was over (0: at the set-up); -1 not
    std::vector<std::pair<QString, QString>> readingOverrides_;  // Options::readings
    QString statusMessage_;
    notation::Position statusPosition_{1, 1};
    // The state after steps 0, K, 2K, ... (K = checkpointInterval) below lastStep_; empty
    // with keepStates == false.
    std::vector<std::shared_ptr<const State>> checkpoints_;
    std::shared_ptr<const State> last_;            // after the last step run (and finish())
    int lastStep_ = -1;                            // the last step run; -1 when not Checked
    std::unique_ptr<Cache> cache_;
    std::vector<std::unique_ptr<Move>> moves_;     // all steps, or just the last
    int moveBase_ = 1;                             // the step of moves_[0]
    Findings findings_;
    std::vector<std::uint32_t> findingStart_;      // findings of step s: [start[s], start[s+1])
};

}  // namespace umpire::core
