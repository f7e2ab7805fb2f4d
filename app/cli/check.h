// `umpire-cli check`: parses and replays game records and reports every problem.
#pragma once

#include "core/catalog.h"

#include <QStringList>
#include <QTextStream>

namespace umpire::cli {

struct CheckOptions {
    // One JSON object per file per line instead of diagnostics and a summary.
    bool json = false;
    // Also check each record under every other value of every reading of its game and list
    // the lines whose verdict changes (docs/readings.md).
    bool allReadings = false;
};

// Exit statuses of check, per file and overall (the highest one wins).
enum CheckStatus : int {
    CheckClean = 0,       // every file was read, parsed and broke no rule
    CheckRuleBroken = 1,  // some move breaks a rule (an error finding)
    CheckUnreadable = 2,  // a file cannot be read or parsed: syntax errors, no or unknown game
};

// Checks `files` with the games of `catalog` and returns the overall CheckStatus.
//
// Each file is read once, parsed and replayed keeping only the last state; files are checked
// in parallel on QThreadPool::globalInstance(), and their reports are written to `out` in
// the order of `files`, each as soon as it and those before it are done.
// Text: every syntax error and finding as `path:line:col: error|warning|note: message [id]`
// (syntax errors cite [syntax], a missing or unknown game [game]), then one summary line,
// `path: 12 moves, 2 errors, 1 warning`, or `path: cannot be read: why`. A finding that rests
// on an assumed value or on a reading says so inside the brackets:
// `[id; rests on an assumed value: …; rests on the reading strike=consecutive]`.
// With options.allReadings, after the summary: one line per verdict that changes under
// another value of a reading, `path:line:col: legal under R=V, an error under R=W (adopted):
// message [id]` (or the reverse), then, for a value whose check flagged a line the record's did
// not, `path: under R=W, N more verdicts change on later lines, after its finding at line L,
// from which its game may go another way (listed with --json)` instead of those lines, then `path: N verdicts depend on a
// reading (K checks under other readings)`.
// JSON (options.json): one compact object per file per line, with the keys file, status
// ("checked", "unreadable", "no-game-tag", "unknown-game", "conflicting-game-tags"), message (unless checked), game
// (the [Game] tag, cut to 40 characters like every quoted record text),
// moves, result (the winner or null), errors, warnings, notes, exitCode,
// syntaxErrors [{line, column, message}] and findings [{severity, rule, message, line,
// column, step, assumed?, readings?: [{id, value, rule}]}]; with options.allReadings also
// readingChecks (the checks made) and readingChanges [{reading, current, other, under
// ("current" or "other"), severity, rule, message, line, column, step, followsEarlier?}].
// `err` receives only usage problems (no files given).
int checkFiles(const QStringList &files, const core::Catalog &catalog,
               const CheckOptions &options, QTextStream &out, QTextStream &err);

}  // namespace umpire::cli
