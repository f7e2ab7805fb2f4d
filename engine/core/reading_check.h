// Which verdicts of a record depend on a reading of an ambiguous rule (docs/readings.md).
//
// The record is checked again under each other value of every reading its game has
// (GameInfo::readings), and the findings of each step are compared with those of the record's
// own check. A finding of the record's check that the other check lacks rests on that reading;
// one the other check has and the record's lacks is a verdict the other value would give.
// This is the definition itself ("a finding that would not exist under another value"), so no
// check of a game has to mark its own findings, and none can forget to.
#pragma once

#include "core/finding.h"
#include "notation/record.h"

#include <QString>

#include <functional>
#include <vector>

namespace umpire::core {

class Catalog;
class Replay;

// One line whose verdict differs between the record's check and the check under another value
// of one reading.
struct VerdictChange {
    int reading = -1;          // index into GameInfo::readings
    QString current;           // the value the record's check used (adopted, or its tag's)
    QString other;             // the value under which the verdict differs
    // True: the finding exists under `other` only (the record's check finds nothing there);
    // false: it exists under `current` only (and rests on that reading).
    bool onlyUnderOther = false;
    Finding finding;           // the finding, from the check that has it
    // With onlyUnderOther == false: its index in the record's Replay::findings(); else -1.
    int baseIndex = -1;
    // The check under `other` had already flagged an earlier line that the record's check did
    // not: from there that game went another way, and this change follows from that finding
    // (one fault, one finding) rather than from the reading itself.
    bool followsEarlier = false;
};

struct ReadingComparison {
    // False when nothing was compared: the record was not checked, its game has no readings,
    // or the comparison was cancelled.
    bool compared = false;
    int runs = 0;                       // the other checks made (one per other value)
    std::vector<VerdictChange> changes; // by reading, other value, then step
};

struct CompareOptions {
    // Called with (checks done, checks in all) before each check; return false to cancel.
    std::function<bool(int, int)> progress;
    // Called now and then during each check with (steps done, steps in all) of that check, as
    // Replay::Options::progress is; return false to cancel. A long record's check takes a while,
    // and the app must be able to stop in the middle of one.
    std::function<bool(int, int)> stepProgress;
};

// Compares the record's check `base` with a check under each other value of each reading, as
// above. The other checks keep no states, use the base's language, and run in the calling
// thread: about one check's time per other value.
ReadingComparison compareReadings(const Replay &base, const Catalog &catalog,
                                  const CompareOptions &options = {});

}  // namespace umpire::core
