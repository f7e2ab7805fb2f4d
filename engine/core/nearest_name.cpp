#include "core/nearest_name.h"

#include <algorithm>
#include <vector>

namespace umpire::core {

namespace {
constexpr qsizetype kLongestName = 64;
}  // namespace

int editDistance(const QString &a, const QString &b)
{
    const QString s = a.toCaseFolded(), t = b.toCaseFolded();
    const qsizetype n = s.size(), m = t.size();
    // Three rows of the optimal-string-alignment table: two back, one back, this one.
    std::vector<int> before(std::size_t(m) + 1), previous(std::size_t(m) + 1), current(std::size_t(m) + 1);
    for (qsizetype j = 0; j <= m; ++j)
        previous[std::size_t(j)] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = s[i - 1] == t[j - 1] ? 0 : 1;
            int best = std::min({previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1,
                                 previous[std::size_t(j - 1)] + cost});
            if (i > 1 && j > 1 && s[i - 1] == t[j - 2] && s[i - 2] == t[j - 1])
                best = std::min(best, before[std::size_t(j - 2)] + 1);  // two letters swapped
            current[std::size_t(j)] = best;
        }
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return previous[std::size_t(m)];
}

namespace {

// How many edits still count as a slip of the keyboard in a name of this length.
int allowedEdits(const QString &unknown)
{
    return unknown.size() <= 4 ? 1 : unknown.size() <= 8 ? 2 : 3;
}

}  // namespace

QStringList nearestNames(const QString &unknown, const QStringList &known, int count)
{
    if (unknown.isEmpty() || unknown.size() > kLongestName || known.size() > kMaxHintCandidates)
        return {};
    std::vector<std::pair<int, qsizetype>> near;  // (distance, index in known)
    for (qsizetype i = 0; i < known.size(); ++i) {
        const int d = editDistance(unknown, known.at(i));
        if (d > 0 && d <= allowedEdits(unknown))
            near.emplace_back(d, i);
    }
    std::stable_sort(near.begin(), near.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList names;
    for (std::size_t k = 0; k < near.size() && names.size() < count; ++k)
        names << known.at(near[k].second);
    return names;
}

QString nearestName(const QString &unknown, const QStringList &known)
{
    // A name longer than any id is no slip (and a record's megabyte token must cost nothing).
    if (unknown.isEmpty() || unknown.size() > kLongestName)
        return {};
    const int allowed = allowedEdits(unknown);
    QString best;
    int bestDistance = allowed + 1;
    for (const QString &name : known) {
        const int d = editDistance(unknown, name);
        if (d == 0)
            return {};
        if (d < bestDistance) {
            best = name;
            bestDistance = d;
        }
    }
    return best;
}

}  // namespace umpire::core
