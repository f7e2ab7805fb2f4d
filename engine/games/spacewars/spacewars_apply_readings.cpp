// The checks of the readings in spacewars_readings.h that report (see spacewars_applier.h).
#include "games/spacewars/spacewars_applier.h"

#include "games/spacewars/spacewars_readings.h"

namespace umpire::spacewars::detail {

bool Applier::overTurnBudget(const Order &o, const Planned &at, int cost)
{
    const int left = turnSpeedLeft(s, o.unit, at.speed, at.spent);
    if (!s.p.speedPerTurn || at.spent == 0 || cost <= left)
        return false;
    error(rule::kSpeed,
          tr("The route of %1 costs %n hex(es) of movement; its speed is a budget for the whole turn, "
             "and its earlier moves this turn spend %2 of it, so %3 are left.",
             nullptr, cost)
                  .arg(unit(o.unit))
                  .arg(at.spent)
                  .arg(left));
    return true;
}

}  // namespace umpire::spacewars::detail
