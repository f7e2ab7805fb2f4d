#include "games/spacewars/spacewars_readings.h"

#include "games/spacewars/spacewars_play.h"

#include <algorithm>
#include <climits>

namespace umpire::spacewars {

int blockadeMinimum(const State &s) { return s.p.blockadeFromOneShip ? 1 : 3; }

double misfireTilt(const State &s)
{
    // Far below any angle between two hex directions on the board, far above rounding errors.
    constexpr double kTilt = 1e-6;
    return s.p.misfireLongRight ? kTilt : -kTilt;
}

int turnSpeedLeft(const State &s, int unit, int extra, int turnSpent)
{
    if (!s.p.speedPerTurn)
        return INT_MAX;
    return std::max(0, allowance(s, unit, false, extra) - turnSpent);
}

}  // namespace umpire::spacewars
