#include "notation/excerpt.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace umpire::notation {

namespace {

const QString kEllipsis = QStringLiteral("…");

}  // namespace

QString excerpt(std::string_view utf8, int limit)
{
    std::size_t end = 0;
    int characters = 0;
    // A character starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
    while (end < utf8.size()) {
        if ((static_cast<unsigned char>(utf8[end]) & 0xc0) != 0x80) {
            if (characters == limit)
                break;
            ++characters;
        }
        ++end;
    }
    QString text = QString::fromUtf8(utf8.data(), qsizetype(end));
    if (end < utf8.size())
        text += kEllipsis;
    return text;
}

QString excerpt(const QString &text, int limit)
{
    qsizetype end = 0;
    int characters = 0;
    while (end < text.size() && characters < limit) {
        end += text.at(end).isHighSurrogate() && end + 1 < text.size() &&
                        text.at(end + 1).isLowSurrogate()
                ? 2
                : 1;
        ++characters;
    }
    if (end == text.size())
        return text;
    return text.left(end) + kEllipsis;
}

namespace {

// The edit distance between a and b if it is at most `limit`, else limit + 1. Only the cells
// within `limit` of the diagonal can stay under the limit, so each row costs 2 * limit + 1.
int boundedEditDistance(const QString &a, const QString &b, int limit)
{
    const int n = int(a.size()), m = int(b.size());
    if (std::abs(n - m) > limit)
        return limit + 1;
    const int over = limit + 1;
    std::vector<int> previous(std::size_t(m) + 1, over), current(std::size_t(m) + 1, over);
    for (int j = 0; j <= std::min(m, limit); ++j)
        previous[std::size_t(j)] = j;
    for (int i = 1; i <= n; ++i) {
        std::fill(current.begin(), current.end(), over);
        if (i <= limit)
            current[0] = i;
        int best = current[0];
        for (int j = std::max(1, i - limit); j <= std::min(m, i + limit); ++j) {
            const int replace = previous[std::size_t(j - 1)] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            const int cell = std::min({replace, previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1});
            current[std::size_t(j)] = std::min(cell, over);
            best = std::min(best, current[std::size_t(j)]);
        }
        if (best > limit)
            return over;
        std::swap(previous, current);
    }
    return std::min(previous[std::size_t(m)], over);
}

}  // namespace

QStringList nearestIds(const QString &word, const QStringList &candidates)
{
    if (candidates.size() > kMaxSuggestionCandidates)
        return {};
    std::vector<std::pair<int, qsizetype>> near;  // (distance, index in candidates)
    for (qsizetype i = 0; i < candidates.size(); ++i) {
        const int d = boundedEditDistance(word, candidates.at(i), kMaxSuggestionDistance);
        if (d <= kMaxSuggestionDistance)
            near.emplace_back(d, i);
    }
    std::stable_sort(near.begin(), near.end(),
                     [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList out;
    for (std::size_t k = 0; k < near.size() && out.size() < kMaxSuggestions; ++k)
        out << candidates.at(near[k].second);
    return out;
}

}  // namespace umpire::notation
