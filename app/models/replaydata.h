// An opened record, run through its ruleset, with the indexes the Replay page needs.
//
// Built once off the UI thread (replayloader.h), then shared read-only by the controller and
// its models through std::shared_ptr<const ReplayData>, so nothing is copied and every
// question the UI asks on a step change is O(1) or O(log n) (the state itself is rebuilt from
// a checkpoint at most 63 moves back: core/replay.h).
//
// Turns: a "turn" in the app is one run of consecutive move lines with the same turn number
// and side as written (`3 aliens ...` lines, then `3 humans ...` lines are two turns). Step 0,
// the set-up position, is turn block 0 of its own. PageUp/PageDown and the chart use blocks.
#pragma once

#include "chartseries.h"

#include "core/catalog.h"
#include "core/finding.h"
#include "core/replay.h"
#include "notation/record.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace umpire::models {

// The findings of one rule, for the summary.
struct RuleCount {
    QString ruleId;
    int count = 0;
    int errors = 0;
    int warnings = 0;
    int notes = 0;
    int firstStep = 0;  // the step of its first finding
};

// Readings of ambiguous rules chosen instead of the record's own, as (reading id, value) pairs
// (core::Replay::Options::readings).
using ReadingChoices = std::vector<std::pair<QString, QString>>;

class ReplayData {
public:
    // Runs `record` through its ruleset in `catalog` and builds the indexes. `progress` (may
    // be empty) is called now and then with the fraction done (0..1); when it returns false
    // the build stops and null is returned.
    //
    // `readings` checks the record under those readings instead of its own (the file is not
    // edited). When the game has readings, the record is then checked again under each other
    // value of each (core::compareReadings, docs/readings.md): findings that rest on a reading
    // are marked (Finding::readings) and the verdicts that depend on one are kept
    // (readingComparison()). That costs one more check per other value; the progress covers
    // the whole work, and a cancel stops in the middle of any check.
    static std::shared_ptr<ReplayData> build(notation::Record record, const core::Catalog &catalog,
                                             const std::function<bool(double)> &progress = {},
                                             const ReadingChoices &readings = {});
    // A record already checked (RecordDocument, after an edit: core::Replay::rerun), indexed.
    // `readings` are those it was checked under instead of its own. The chart points whose
    // blocks end before `firstChangedStep` are taken from `previous` (the data before the
    // edit) when it charted the same blocks, so an edit at the end costs the points it
    // touches, not the whole chart. Its readings are not compared (no other check is made).
    static std::shared_ptr<ReplayData> fromReplay(core::Replay replay, const core::Catalog &catalog,
                                                  const ReadingChoices &readings,
                                                  const ReplayData *previous, int firstChangedStep);

    // Moves the checked replay out, for core::Replay::rerun to go on from (RecordDocument).
    // This data is empty afterwards: only its owner may call it, once, and must replace it at
    // once by the data of the re-check.
    core::Replay takeReplay() { return std::move(replay_); }

    const core::Replay &replay() const { return replay_; }
    const notation::Record &record() const { return replay_.record(); }
    // The ruleset that checked the record, or null ("not yet checked").
    const core::Ruleset *ruleset() const { return checked() ? replay_.ruleset() : nullptr; }
    bool checked() const { return replay_.status() == core::Replay::Status::Checked; }
    // The [Game] tag as written (empty when missing).
    QString gameId() const { return gameId_; }
    // Whether the [Game] tag names a game Umpire has rules for (even when the record could not
    // be checked, as with two [Game] tags).
    bool gameKnown() const { return namedRuleset_ != nullptr; }
    // The game's name in English or Russian; the [Game] tag when the game is unknown.
    QString gameName(bool russian) const;
    // A side's display name; the id itself when the game or side is unknown.
    QString sideName(const QString &sideId, bool russian) const;

    int stepCount() const { return replay_.stepCount(); }
    // The move line of step 1..stepCount(), or null (step 0 and out of range).
    const notation::MoveLine *lineAt(int step) const;
    int turnOf(int step) const;        // as written; 0 for step 0
    QString sideOf(int step) const;    // as written; empty for step 0
    QString verbOf(int step) const;    // as written; empty for step 0
    // The move after its turn and side, as written: `play reap option=gain-energy`; each word
    // cut to a notation::excerpt() and the words past notation::kMaxShownCharacters left out
    // ("…"), so a hostile line is laid out as fast as a short one.
    QString rawText(int step) const;
    // The move in readable words (Ruleset::describe); the raw text when the record is not
    // checked or the line could not be decoded.
    QString describe(int step, bool russian) const;
    bool decoded(int step) const { return replay_.moveAt(step) != nullptr; }

    int findingCount(int step) const { return int(replay_.findingsAt(step).size()); }
    // The most serious severity among the findings of `step`, or nothing when it has none.
    std::optional<core::Severity> worstSeverity(int step) const;
    // The nearest step after / before `step` that has findings, or -1.
    int nextFindingStep(int step) const;
    // The steps that have findings, ascending, each once.
    const std::vector<int> &findingSteps() const { return findingSteps_; }
    int previousFindingStep(int step) const;
    // The index of `finding` in replay().findings() (it must point into that vector).
    int indexOf(const core::Finding &finding) const;

    int blockCount() const { return int(blockStart_.size()); }
    // How many turns the record plays as the game counts them (runs of one turn number, both
    // sides' lines together), which the Summary shows beside the move count.
    int gameTurnCount() const { return gameTurns_; }
    int blockOf(int step) const;
    // The place of `step` in its turn block, as the game numbers its moves: 1 for the first
    // line of a side's run in a turn, 2 for the next, ...; 0 for step 0 (set-up).
    int moveInTurn(int step) const { return step <= 0 ? 0 : step - blockStart(blockOf(step)) + 1; }
    int blockStart(int block) const { return blockStart_[std::size_t(block)]; }
    // The last step of a block (the state the chart shows for it).
    int blockEnd(int block) const;

    // --- readings of ambiguous rules (docs/readings.md)
    // The readings asked for instead of the record's own (build()'s `readings`).
    const ReadingChoices &readingChoices() const { return readingChoices_; }
    // The readings the check used that differ from the record's own ([Reading] tags, else the
    // adopted values), as "id=value" in the game's order; empty when the record's own apply.
    const QStringList &readingsOverridden() const { return overridden_; }
    // The value the record itself picks for reading `index` of the game (its tag, or adopted).
    QString recordReading(int index) const;
    // The verdicts that another value of a reading changes (compared() false when the game has
    // no readings, or the record was not checked).
    const core::ReadingComparison &readingComparison() const { return replay_.readingComparison(); }

    const std::vector<RuleCount> &ruleCounts() const { return ruleCounts_; }  // by rule id
    int errorCount() const { return errors_; }
    int warningCount() const { return warnings_; }
    int noteCount() const { return notes_; }

    // The chart: one point per block, one row of values per series (NaN for a gap). A long
    // record gets at most maxChartPoints points: set-up, then every s-th block and the last,
    // s the smallest power of two that keeps within the bound, each point showing the run of
    // blocks it ends (a chart is a few hundred pixels wide, and each point costs a state and
    // its toJson(): one per block made a 1,000,000-move record take seconds to open). A power
    // of two keeps the points where they are while moves are added: s doubles only when the
    // record does, so an edit recomputes only the points after it (fromReplay).
    static constexpr int maxChartPoints = 2048;
    const QList<ChartSeriesSpec> &chartSeries() const { return chartSeries_; }
    // The values, one row per series. After an edit (fromReplay) the points after the change
    // are computed on the first call, on the calling thread: a chart nobody shows costs
    // nothing, and a record being recorded move by move does not pay for it on every move.
    const std::vector<std::vector<double>> &chartValues() const;
    // The block each point shows, ascending (empty when there is no chart).
    const std::vector<int> &chartBlocks() const { return chartBlocks_; }
    // The point whose run of blocks holds `step`, or -1 when there is no chart.
    int chartPointOf(int step) const;

private:
    // The record's own readings and those the check overrode (readingsOverridden()).
    void readReadings();
    // Turn blocks, finding steps and rule counts, from the replay.
    void indexSteps();
    // The chart's points, and the values of those `previous` has where its blocks end before
    // `firstChangedStep`; the others are computed now, or with `lazy` on the first
    // chartValues(). False when `progress` said stop.
    bool chartValuesFrom(const ReplayData *previous, int firstChangedStep,
                         const std::function<bool(double)> &progress, bool lazy);
    // Computes the points from chartKnown_ on; false when `progress` said stop.
    bool fillChart(const std::function<bool(double)> &progress) const;

    core::Replay replay_;
    ReadingChoices readingChoices_;
    std::vector<QString> recordReadings_;  // the record's own value of each reading
    QStringList overridden_;
    QString gameId_;
    const core::Ruleset *namedRuleset_ = nullptr;  // the [Game] tag's ruleset, if any
    std::vector<int> blockOfStep_;    // stepCount() + 1 entries
    std::vector<int> blockStart_;     // the first step of each block; blockStart_[0] == 0
    int gameTurns_ = 0;
    std::vector<int> findingSteps_;   // the steps with findings, ascending
    std::vector<RuleCount> ruleCounts_;
    int errors_ = 0;
    int warnings_ = 0;
    int notes_ = 0;
    QList<ChartSeriesSpec> chartSeries_;
    // Filled up to chartKnown_ points (chartValues() fills the rest on first call; only the
    // UI thread calls it on data made by fromReplay, so no lock).
    mutable std::vector<std::vector<double>> chartValues_;
    mutable int chartKnown_ = 0;
    std::vector<int> chartBlocks_;
};

}  // namespace umpire::models
