#include "core/reading_check.h"

#include "core/replay.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

namespace umpire::core {

namespace {

// Two findings give the same verdict when they sit at the same step with the same severity
// and rule. The message is left out on purpose: it may name a count or a card that differs
// between the readings while the verdict does not.
bool sameVerdict(const Finding &a, const Finding &b)
{
    return a.severity == b.severity && a.ruleId == b.ruleId;
}

// Appends to `changes` the findings of one step that only one of the two checks has.
void compareStep(std::span<const Finding> base, std::span<const Finding> other,
                 std::size_t baseOffset, const VerdictChange &proto,
                 std::vector<VerdictChange> &changes)
{
    // The common case: the same verdicts in the same order.
    if (base.size() == other.size() &&
        std::equal(base.begin(), base.end(), other.begin(), sameVerdict))
        return;
    std::vector<bool> matched(other.size(), false);
    for (std::size_t i = 0; i < base.size(); ++i) {
        bool found = false;
        for (std::size_t j = 0; j < other.size() && !found; ++j) {
            if (!matched[j] && sameVerdict(base[i], other[j])) {
                matched[j] = true;
                found = true;
            }
        }
        if (!found) {
            VerdictChange c = proto;
            c.onlyUnderOther = false;
            c.finding = base[i];
            c.baseIndex = int(baseOffset + i);
            changes.push_back(std::move(c));
        }
    }
    for (std::size_t j = 0; j < other.size(); ++j) {
        if (!matched[j]) {
            VerdictChange c = proto;
            c.onlyUnderOther = true;
            c.finding = other[j];
            c.finding.readings.clear();
            changes.push_back(std::move(c));
        }
    }
}

// A finding one check reports at a later step than the other (a shortfall found at the end of
// the turn instead of at once) still sits on the same line: it is the same verdict. Drops such
// pairs from changes[first..].
void dropMovedFindings(std::vector<VerdictChange> &changes, std::size_t first)
{
    using Key = std::tuple<int, int, int, QString>;
    const auto keyOf = [](const Finding &f) {
        return Key{f.position.line, f.position.column, int(f.severity), f.ruleId};
    };
    std::map<Key, std::vector<std::size_t>> underOther;
    for (std::size_t j = first; j < changes.size(); ++j)
        if (changes[j].onlyUnderOther)
            underOther[keyOf(changes[j].finding)].push_back(j);
    std::vector<bool> dropped(changes.size(), false);
    for (std::size_t i = first; i < changes.size(); ++i) {
        if (changes[i].onlyUnderOther)
            continue;
        const auto it = underOther.find(keyOf(changes[i].finding));
        if (it == underOther.end() || it->second.empty())
            continue;
        dropped[i] = dropped[it->second.back()] = true;
        it->second.pop_back();
    }
    std::size_t out = first;
    for (std::size_t i = first; i < changes.size(); ++i)
        if (!dropped[i])
            changes[out++] = std::move(changes[i]);
    changes.resize(out);
}

// Marks the changes of changes[first..] that come after the first line the other check flagged
// and the record's did not (VerdictChange::followsEarlier).
void markFollowers(std::vector<VerdictChange> &changes, std::size_t first)
{
    int firstNew = std::numeric_limits<int>::max();
    for (std::size_t i = first; i < changes.size(); ++i)
        if (changes[i].onlyUnderOther)
            firstNew = std::min(firstNew, changes[i].finding.step);
    for (std::size_t i = first; i < changes.size(); ++i)
        changes[i].followsEarlier = changes[i].finding.step > firstNew;
}

}  // namespace

ReadingComparison compareReadings(const Replay &base, const Catalog &catalog,
                                  const CompareOptions &options)
{
    ReadingComparison result;
    if (base.status() != Replay::Status::Checked || base.cancelled() || !base.ruleset())
        return result;
    const GameInfo &info = base.ruleset()->info();
    const RunTags &tags = base.tags();
    if (info.readings.empty() || tags.readings.size() != info.readings.size())
        return result;

    int total = 0;
    for (std::size_t r = 0; r < info.readings.size(); ++r)
        total += int(info.readings[r].alternatives.size());  // every value but the current one

    // The base's choices, written out whole, so each other check differs in one reading only.
    std::vector<std::pair<QString, QString>> choices;
    for (std::size_t r = 0; r < info.readings.size(); ++r)
        choices.emplace_back(info.readings[r].id, tags.readings[r]);

    const int steps = base.stepCount();
    for (std::size_t r = 0; r < info.readings.size(); ++r) {
        const ReadingInfo &reading = info.readings[r];
        QStringList values = reading.alternatives;
        values.prepend(reading.adopted);
        for (const QString &value : values) {
            if (value == tags.readings[r])
                continue;
            if (options.progress && !options.progress(result.runs, total))
                return ReadingComparison{};
            Replay::Options other;
            other.keepStates = false;
            other.finish = base.finishRan();
            other.language = base.language();
            other.readings = choices;
            other.readings[r].second = value;
            other.progress = options.stepProgress;
            const Replay alt = Replay::run(base.record(), catalog, other);
            if (alt.cancelled())
                return ReadingComparison{};
            ++result.runs;

            VerdictChange proto;
            proto.reading = int(r);
            proto.current = tags.readings[r];
            proto.other = value;
            const std::size_t first = result.changes.size();
            for (int s = 0; s <= steps; ++s) {
                const std::span<const Finding> mine = base.findingsAt(s);
                const auto offset =
                        mine.empty() ? 0 : std::size_t(mine.data() - base.findings().data());
                compareStep(mine, alt.findingsAt(s), offset, proto, result.changes);
            }
            dropMovedFindings(result.changes, first);
            markFollowers(result.changes, first);
        }
    }
    if (options.progress)
        options.progress(result.runs, total);
    result.compared = true;
    return result;
}

}  // namespace umpire::core
