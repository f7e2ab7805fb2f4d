// A replay: a record run through its ruleset, keeping the state and findings of every step.
#pragma once

#include "core/catalog.h"
#include "core/finding.h"
#include "core/ruleset.h"
#include "notation/record.h"

#include <QString>

#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace umpire::core {

class Replay {
public:
    enum class Status {
        Checked,      // the record was run through its ruleset (findings may still exist)
        NoGameTag,    // the record has no [Game] tag
        UnknownGame,  // no ruleset for the [Game] tag
    };

    struct Options {
        // Keep the state after every step (the app). The CLI check keeps only the last one.
        bool keepStates = true;
        // Called now and then with (steps done, steps total); return false to cancel.
        std::function<bool(int, int)> progress;
    };

    // Runs `record` (which may have syntax errors: the lines that parsed are replayed).
    // Step 0 sets up the state from the tags; step i decodes the i-th move line and, when it
    // decoded, applies it. Findings of step 0 sit at the [Game] tag (or 1:1), those of step i
    // at its move line unless the ruleset names a finer position. After the last step the
    // ruleset's finish() runs; its findings are counted in the last step.
    // `progress` is called with (0, total) before step 1, with (done, total) every 1024 steps,
    // and with (total, total) at the end. When it returns false (the last call excepted) the
    // run stops there and cancelled() is true: the steps not run have no state, no move and
    // no findings, and result() is empty.
    static Replay run(notation::Record record, const Catalog &catalog, const Options &options);
    static Replay run(notation::Record record, const Catalog &catalog)
    {
        return run(std::move(record), catalog, Options{});
    }

    Status status() const { return status_; }
    bool cancelled() const { return cancelled_; }
    // For NoGameTag / UnknownGame: a sentence naming the problem and the known games.
    QString statusMessage() const { return statusMessage_; }

    const notation::Record &record() const { return record_; }
    const Ruleset *ruleset() const { return ruleset_; }

    // Steps: 0 is the set-up state, i (1..stepCount()) the state after the i-th move line.
    int stepCount() const { return static_cast<int>(record_.moves.size()); }
    // The state after `step`; O(1). With keepStates == false only the last step run is kept
    // (stepCount(), unless cancelled).
    // Null when the status is not Checked.
    const State *stateAt(int step) const;
    // The decoded move of step i (1-based), or null when the line could not be decoded.
    // With keepStates == false only the move of the last step run is kept.
    const Move *moveAt(int step) const;
    // The findings of one step, and of the whole record (in step order).
    std::span<const Finding> findingsAt(int step) const;
    const Findings &findings() const { return findings_; }
    int errorCount() const;
    // The winner's side id when the game ended, else empty.
    QString result() const;

private:
    notation::Record record_;
    const Ruleset *ruleset_ = nullptr;
    Status status_ = Status::Checked;
    bool cancelled_ = false;
    QString statusMessage_;
    std::vector<std::unique_ptr<State>> states_;   // all steps, or just the last
    int stateBase_ = 0;                            // the step of states_[0]
    std::vector<std::unique_ptr<Move>> moves_;     // all steps, or just the last
    int moveBase_ = 1;                             // the step of moves_[0]
    Findings findings_;
    std::vector<std::uint32_t> findingStart_;      // findings of step s: [start[s], start[s+1])
};

}  // namespace umpire::core
