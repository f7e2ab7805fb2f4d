#include "core/chance.h"

#include "core/finding.h"

#include <QCoreApplication>

namespace umpire::core {

bool checkRoll(int rolled, int sides, Reporter &reporter, const char *rule, const QString &what,
               notation::Position at)
{
    if (rolled >= 1 && rolled <= sides)
        return true;
    reporter.error(rule,
                   QCoreApplication::translate("chance",
                                               "A d%1 shows 1 to %1; the record rolls %2 for %3.")
                           .arg(sides)
                           .arg(rolled)
                           .arg(what),
                   at);
    return false;
}

bool checkDrawn(int left, const QString &card, const QString &pile, Reporter &reporter,
                const char *rule, notation::Position at, const QString &assumed)
{
    if (left > 0)
        return true;
    reporter.error(rule,
                   QCoreApplication::translate("chance",
                                               "%1 cannot be drawn from %2: no copy is left there.")
                           .arg(card, pile),
                   at, assumed);
    return false;
}

}  // namespace umpire::core
