#include "replaydata.h"

#include "core/run_tags.h"
#include "notation/excerpt.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace umpire::models {

namespace {

// The line applies a clean record's comparison may cost when the app opens it (about a second
// at the checker's speed, docs/benchmarks.md).
constexpr qint64 kCleanComparisonBudget = 2'000'000;

// Share of the progress bar given to running the record when a chart is computed after it.
constexpr double runShareWithChart = 0.9;

}  // namespace

std::shared_ptr<ReplayData> ReplayData::build(notation::Record record, const core::Catalog &catalog,
                                              const std::function<bool(double)> &progress,
                                              const ReadingChoices &readings)
{
    auto data = std::make_shared<ReplayData>();
    data->gameId_ = record.tag("Game");
    const core::Ruleset *ruleset = data->gameId_.isNull() ? nullptr : catalog.find(data->gameId_);
    data->namedRuleset_ = ruleset;
    data->chartSeries_ = ruleset ? chartSeriesFor(data->gameId_) : QList<ChartSeriesSpec>();
    const double runShare = data->chartSeries_.isEmpty() ? 1.0 : runShareWithChart;
    data->readingChoices_ = readings;

    // The checks to make: the record's, then one per other value of each reading. Each gets an
    // equal share of the run's part of the progress.
    int checks = 1;
    if (ruleset)
        for (const core::ReadingInfo &r : ruleset->info().readings)
            checks += int(r.alternatives.size());
    int check = 0;  // the check under way
    bool cancelled = false;  // `progress` said stop
    const auto report = [&](double fraction) {
        cancelled = cancelled || !progress(fraction);
        return !cancelled;
    };
    const auto stepProgress = [&](int done, int total) {
        const double within = total > 0 ? double(done) / total : 0.0;
        return report(runShare * (check + within) / checks);
    };

    core::Replay::Options options;
    options.readings = readings;
    if (progress)
        options.progress = stepProgress;
    data->replay_ = core::Replay::run(std::move(record), catalog, options);
    if (data->replay_.cancelled())
        return nullptr;
    data->readReadings();

    // A clean record has nothing to mark, and its comparison costs one more check per other
    // value: worth it while the whole stays about a second's work (the Summary then says what
    // another reading would flag), not for a simulated record of half a million lines, whose
    // opening would take the checks' sum. Such a record is compared by
    // `umpire-cli check --all-readings`; a record with findings is always compared.
    const bool worthComparing =
            !data->replay_.findings().empty() ||
            qint64(data->replay_.stepCount()) * (checks - 1) <= kCleanComparisonBudget;
    if (data->checked() && !data->ruleset()->info().readings.empty() && worthComparing) {
        core::CompareOptions compare;
        if (progress) {
            compare.progress = [&](int done, int) {
                check = 1 + done;
                return report(runShare * check / checks);
            };
            compare.stepProgress = stepProgress;
        }
        core::ReadingComparison comparison = core::compareReadings(data->replay_, catalog, compare);
        if (cancelled)
            return nullptr;
        data->replay_.markReadings(std::move(comparison));
    }

    data->indexSteps();
    const auto chartProgress = [&](double done) {
        return !progress || progress(runShare + (1.0 - runShare) * done);
    };
    if (!data->chartValuesFrom(nullptr, 0, chartProgress, false))
        return nullptr;
    return data;
}

std::shared_ptr<ReplayData> ReplayData::fromReplay(core::Replay replay, const core::Catalog &catalog,
                                                   const ReadingChoices &readings,
                                                   const ReplayData *previous, int firstChangedStep)
{
    auto data = std::make_shared<ReplayData>();
    data->gameId_ = replay.record().tag("Game");
    data->namedRuleset_ = data->gameId_.isNull() ? nullptr : catalog.find(data->gameId_);
    data->chartSeries_ =
            data->namedRuleset_ ? chartSeriesFor(data->gameId_) : QList<ChartSeriesSpec>();
    data->readingChoices_ = readings;
    data->replay_ = std::move(replay);
    data->readReadings();
    data->indexSteps();
    data->chartValuesFrom(previous, firstChangedStep, {}, true);
    return data;
}

void ReplayData::readReadings()
{
    if (!checked() || ruleset()->info().readings.empty())
        return;
    const core::GameInfo &info = ruleset()->info();
    // The record's own readings, read from its tags again (their problems are already
    // reported by the run, so the findings of this read are dropped).
    core::Findings dropped;
    core::Reporter reporter(dropped);
    recordReadings_ = core::readRunTags(record(), info, reporter, ruleset()->tagsRule()).readings;
    const std::vector<QString> &used = replay_.tags().readings;
    for (std::size_t r = 0; r < info.readings.size() && r < used.size(); ++r)
        if (r < recordReadings_.size() && used[r] != recordReadings_[r])
            overridden_ << info.readings[r].id + u'=' + used[r];
}

void ReplayData::indexSteps()
{
    // Turn blocks: a new block starts where the turn number or the side changes.
    const int steps = stepCount();
    const notation::Record &rec = record();
    blockOfStep_.resize(std::size_t(steps) + 1);
    blockStart_.push_back(0);
    for (int step = 1; step <= steps; ++step) {
        const notation::MoveLine &line = rec.moves[std::size_t(step - 1)];
        bool starts = step == 1;
        if (!starts) {
            const notation::MoveLine &before = rec.moves[std::size_t(step - 2)];
            starts = line.turn != before.turn || rec.text(line.side) != rec.text(before.side);
        }
        if (starts)
            blockStart_.push_back(step);
        // The game's turns, as the move list numbers them: a run of lines with one turn number.
        if (step == 1 || line.turn != rec.moves[std::size_t(step - 2)].turn)
            ++gameTurns_;
        blockOfStep_[std::size_t(step)] = int(blockStart_.size()) - 1;
    }

    // Findings: the steps that have some, and the counts by rule.
    std::map<QString, RuleCount> byRule;
    int lastStep = -1;
    for (const core::Finding &f : replay_.findings()) {
        if (f.step != lastStep)
            findingSteps_.push_back(f.step);
        lastStep = f.step;
        RuleCount &rc = byRule[f.ruleId];
        if (rc.count == 0) {
            rc.ruleId = f.ruleId;
            rc.firstStep = f.step;
        }
        ++rc.count;
        switch (f.severity) {
        case core::Severity::Error: ++rc.errors, ++errors_; break;
        case core::Severity::Warning: ++rc.warnings, ++warnings_; break;
        case core::Severity::Note: ++rc.notes, ++notes_; break;
        }
    }
    for (auto &[id, rc] : byRule)
        ruleCounts_.push_back(std::move(rc));
}

bool ReplayData::chartValuesFrom(const ReplayData *previous, int firstChangedStep,
                                 const std::function<bool(double)> &progress, bool lazy)
{
    // The state at the end of every charted block, read through the game's series paths
    // (those per element of a list, such as per vehicle, made from the set-up state).
    if (chartSeries_.isEmpty() || !checked())
        return true;
    if (const auto setUp = replay_.stateAt(0))
        chartSeries_ = expandChartSeries(chartSeries_, setUp->toJson());
    // A Civilizations record seats three of the six clans: the others have nothing to chart.
    if (const core::Ruleset *rules = ruleset()) {
        QStringList seated;
        for (const int seat : replay_.tags().seats)
            seated << rules->info().sides[std::size_t(seat)].id;
        chartSeries_ = seatedChartSeries(chartSeries_, seated);
    }
    const int blocks = blockCount();
    int stride = 1;
    while ((blocks - 2) / stride + 2 > maxChartPoints)  // set-up, every stride-th, the last
        stride *= 2;
    chartBlocks_.push_back(0);
    for (int b = stride; b < blocks - 1; b += stride)
        chartBlocks_.push_back(b);
    if (blocks > 1)
        chartBlocks_.push_back(blocks - 1);
    const int points = int(chartBlocks_.size());
    chartValues_.assign(std::size_t(chartSeries_.size()), std::vector<double>(std::size_t(points)));

    // A point of `previous` holds if it shows the same block, ending at the same step, before
    // the change (the steps before it, and so their states, are unchanged), and was computed.
    // Neither record's last point: that state is the end of a record, after finish(). Points
    // end in ascending steps, so those that hold are a prefix.
    if (previous && previous->chartSeries_ == chartSeries_) {
        const int known = std::min(previous->chartKnown_, int(previous->chartBlocks_.size()) - 1);
        while (chartKnown_ < known && chartKnown_ + 1 < points) {
            const std::size_t p = std::size_t(chartKnown_);
            const std::size_t block = std::size_t(chartBlocks_[p]);
            // Not the last block (the last point shows it), so the next block's start is its end.
            if (previous->chartBlocks_[p] != int(block) || blockStart_.size() <= block + 1 ||
                previous->blockStart_.size() <= block + 1 ||
                previous->blockStart_[block + 1] != blockStart_[block + 1] ||
                blockStart_[block + 1] - 1 >= firstChangedStep)
                break;
            for (std::size_t s = 0; s < chartValues_.size(); ++s)
                chartValues_[s][p] = previous->chartValues_[s][p];
            ++chartKnown_;
        }
    }
    return lazy || fillChart(progress);
}

bool ReplayData::fillChart(const std::function<bool(double)> &progress) const
{
    const int points = int(chartBlocks_.size());
    for (int p = chartKnown_; p < points; ++p) {
        if (progress && p % 64 == 0 && !progress(double(p) / points))
            return false;
        const auto state = replay_.stateAt(blockEnd(chartBlocks_[std::size_t(p)]));
        const QJsonObject json = state ? state->toJson() : QJsonObject();
        for (qsizetype s = 0; s < chartSeries_.size(); ++s)
            chartValues_[std::size_t(s)][std::size_t(p)] =
                    chartValue(json, chartSeries_[s].path)
                            .value_or(std::numeric_limits<double>::quiet_NaN());
        chartKnown_ = p + 1;
    }
    return true;
}

const std::vector<std::vector<double>> &ReplayData::chartValues() const
{
    if (chartKnown_ < int(chartBlocks_.size()))
        fillChart({});
    return chartValues_;
}

QString ReplayData::recordReading(int index) const
{
    return index >= 0 && index < int(recordReadings_.size()) ? recordReadings_[std::size_t(index)]
                                                             : QString();
}

QString ReplayData::gameName(bool russian) const
{
    if (const core::Ruleset *r = namedRuleset_) {
        const core::GameInfo &info = r->info();
        return russian && !info.nameRu.isEmpty() ? info.nameRu : info.nameEn;
    }
    return notation::excerpt(gameId_);  // record text: the banner lays it out (issue 25)
}

QString ReplayData::sideName(const QString &sideId, bool russian) const
{
    if (const core::Ruleset *r = ruleset()) {
        const core::GameInfo &info = r->info();
        const int i = info.sideIndex(sideId);
        if (i >= 0) {
            const core::SideInfo &side = info.sides[std::size_t(i)];
            return russian && !side.nameRu.isEmpty() ? side.nameRu : side.nameEn;
        }
    }
    return notation::excerpt(sideId);
}

const notation::MoveLine *ReplayData::lineAt(int step) const
{
    if (step < 1 || step > stepCount())
        return nullptr;
    return &record().moves[std::size_t(step - 1)];
}

int ReplayData::turnOf(int step) const
{
    const notation::MoveLine *line = lineAt(step);
    return line ? line->turn : 0;
}

QString ReplayData::sideOf(int step) const
{
    const notation::MoveLine *line = lineAt(step);
    return line ? notation::excerpt(record().text(line->side)) : QString();
}

QString ReplayData::verbOf(int step) const
{
    const notation::MoveLine *line = lineAt(step);
    return line ? notation::excerpt(record().text(line->verb)) : QString();
}

QString ReplayData::rawText(int step) const
{
    const notation::MoveLine *line = lineAt(step);
    if (!line)
        return {};
    // Record text the move list lays out: each word cut to an excerpt and the whole line to
    // about kMaxShownCharacters, so a megabyte-long word or a line of a million words costs what
    // a short line does (a 1 MB word took over a minute to lay out).
    constexpr int shown = notation::kMaxShownCharacters;
    const notation::Record &rec = record();
    QString text = notation::excerpt(rec.text(line->verb), shown);
    for (const notation::Arg &arg : rec.argsOf(*line)) {
        if (text.size() >= shown) {
            text += QStringLiteral(" …");
            break;
        }
        text += u' ';
        if (arg.key.length > 0)
            text += notation::excerpt(rec.text(arg.key), shown) + u'=';
        if (arg.value.kind != notation::ValueKind::List) {
            text += notation::excerpt(rec.text(arg.value.span), shown);
            continue;
        }
        // A list's items one by one, so an ordinary long list is shown whole.
        std::size_t i = 0;
        for (; i < arg.value.items.size() && text.size() < shown; ++i)
            text += (i ? QStringLiteral(",") : QString()) + notation::excerpt(rec.text(arg.value.items[i].span), shown);
        if (i < arg.value.items.size())
            text += QStringLiteral(",…");
    }
    return text;
}

QString ReplayData::describe(int step, bool russian) const
{
    const core::Ruleset *r = ruleset();
    const core::Move *move = r ? replay_.moveAt(step) : nullptr;
    return move ? r->describe(*move, russian) : rawText(step);
}

std::optional<core::Severity> ReplayData::worstSeverity(int step) const
{
    std::optional<core::Severity> worst;
    // Error < Warning < Note in the enum: the smallest is the most serious.
    for (const core::Finding &f : replay_.findingsAt(step))
        if (!worst || f.severity < *worst)
            worst = f.severity;
    return worst;
}

int ReplayData::nextFindingStep(int step) const
{
    const auto it = std::upper_bound(findingSteps_.begin(), findingSteps_.end(), step);
    return it == findingSteps_.end() ? -1 : *it;
}

int ReplayData::previousFindingStep(int step) const
{
    const auto it = std::lower_bound(findingSteps_.begin(), findingSteps_.end(), step);
    return it == findingSteps_.begin() ? -1 : *(it - 1);
}

int ReplayData::indexOf(const core::Finding &finding) const
{
    return int(&finding - replay_.findings().data());
}

int ReplayData::blockOf(int step) const
{
    if (step <= 0 || step >= int(blockOfStep_.size()))
        return step <= 0 ? 0 : int(blockStart_.size()) - 1;
    return blockOfStep_[std::size_t(step)];
}

int ReplayData::chartPointOf(int step) const
{
    if (chartBlocks_.empty())
        return -1;
    const int block = blockOf(step);
    const auto it = std::lower_bound(chartBlocks_.begin(), chartBlocks_.end(), block);
    return it == chartBlocks_.end() ? int(chartBlocks_.size()) - 1 : int(it - chartBlocks_.begin());
}

int ReplayData::blockEnd(int block) const
{
    return block + 1 < blockCount() ? blockStart_[std::size_t(block) + 1] - 1 : stepCount();
}

}  // namespace umpire::models
