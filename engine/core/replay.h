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
    // The state after `step`; O(1). With keepStates == false only stepCount() is available.
    // Null when the status is not Checked.
    const State *stateAt(int step) const;
    // The decoded move of step i (1-based), or null when the line could not be decoded.
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
    std::vector<std::unique_ptr<Move>> moves_;     // index i-1 for step i
    Findings findings_;
    std::vector<std::uint32_t> findingStart_;      // findings of step s: [start[s], start[s+1])
};

}  // namespace umpire::core
