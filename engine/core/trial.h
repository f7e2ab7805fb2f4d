// Trying record lines that the record does not hold: "what would this move get here?"
// (umpire-cli try, the app's Moves tab; DESIGN.md "Asking and recording"). The record and its
// file are never changed.
#pragma once

#include "core/catalog.h"
#include "core/finding.h"
#include "core/replay.h"
#include "core/ruleset.h"
#include "notation/record.h"

#include <QByteArrayView>

#include <memory>
#include <vector>

namespace umpire::core {

// The verdict of the tried lines. Positions count the tried lines alone: line 1 is the first
// line tried, and a finding's step is the number of its line.
struct Trial {
    std::vector<notation::Diagnostic> syntaxErrors;
    Findings findings;
    // The state after the tried lines (as played, like the replay's), or null when there was
    // none to start from.
    std::shared_ptr<const State> state;
    int errorCount() const;
    bool clean() const { return syntaxErrors.empty() && findings.empty(); }
};

// Applies `lines` (record move lines, one per line) to a copy of `from`, decoding them with
// `rules`: each line as the Replay applies a line, and a line after the end refused citing
// gameOverRule(). No reading marks: the app's verdict as the player types, in microseconds.
Trial tryLines(const Ruleset &rules, const State &from, QByteArrayView lines, Language language);

// The lines tried after step `step` of `record`, checked exactly as `umpire-cli check` checks a
// record (with reading marks when options.markReadings): the record is cut after its step-th
// move line and the tried lines follow it. The end-of-record checks do not run: the game goes
// on after them. `step` must lie in 0..record.moves.size(); a record that cannot be checked
// (no [Game], an unknown game) gives a Trial without a state.
Trial tryInRecord(const notation::Record &record, int step, QByteArrayView lines,
                  const Catalog &catalog, Replay::Options options);

}  // namespace umpire::core
