#include "games/wotw/wotw_spent.h"

#include <algorithm>

namespace umpire::wotw {

void SpentTokens::attack(int r, const RegionCounts &civilians, int regions)
{
    const std::size_t i = std::size_t(r);
    if (least[i] >= civilians[i])
        return;  // flagged: the attack came from a token that was spent already
    ++least[i];
    most[i] = std::uint8_t(std::min<int>(civilians[i], most[i] + 1));
    ++total;
    tighten(civilians, regions);
}

void SpentTokens::move(int from, int to, RegionCounts &civilians, int regions, int kind)
{
    const std::size_t a = std::size_t(from), b = std::size_t(to);
    bool maySpent = most[a] > 0;
    bool mayFresh = least[a] < civilians[a];
    if (kind >= 0 && (kind == 1 ? maySpent : mayFresh)) {  // the record settles the doubt
        maySpent = kind == 1;
        mayFresh = kind == 0;
    }
    --civilians[a];
    ++civilians[b];
    if (maySpent && least[a] > 0)
        --least[a];
    most[a] = mayFresh ? std::min(most[a], civilians[a]) : std::uint8_t(most[a] - 1);
    if (!mayFresh)
        ++least[b];
    if (maySpent)
        most[b] = std::uint8_t(std::min<int>(civilians[b], most[b] + 1));
    tighten(civilians, regions);
}

void SpentTokens::lose(int r, int n, const RegionCounts &civilians, int regions)
{
    const std::size_t i = std::size_t(r);
    // The destroyed tokens may have been the spent ones: the least count falls, and the total
    // falls by as many as might have been spent (it stays a lower bound).
    total = std::uint8_t(std::max(0, total - std::min<int>(n, most[i])));
    least[i] = std::uint8_t(std::max(0, least[i] - n));
    most[i] = std::min(most[i], civilians[i]);
    tighten(civilians, regions);
}

void SpentTokens::tighten(const RegionCounts &civilians, int regions)
{
    // With no token spent this turn every bound below gives least[r] back unchanged (attack,
    // move and lose keep least[r] <= min(most[r], civilians[r])), and that is the usual case:
    // always on the Aliens' turns, whose trial plays at the end of a turn call this often.
    if (total == 0)
        return;
    int sumMost = 0;
    for (int r = 0; r < regions; ++r)
        sumMost += most[std::size_t(r)];
    for (int r = 0; r < regions; ++r) {
        const std::size_t i = std::size_t(r);
        const int here = total - (sumMost - most[i]);
        const int cap = std::min<int>(most[i], civilians[i]);
        least[i] = std::uint8_t(std::min(cap, std::max<int>(least[i], here)));
    }
}

}  // namespace umpire::wotw
