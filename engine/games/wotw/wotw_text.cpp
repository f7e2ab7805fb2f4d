#include "games/wotw/wotw_text.h"

#include <QCoreApplication>

namespace umpire::wotw {

Names installedNames()
{
    // Each translation names its own language (the QML pages ask their translation the same).
    return QCoreApplication::translate("wotw", "en", "the language code of this translation") ==
                    QLatin1String("ru")
            ? Names::Russian
            : Names::English;
}

}  // namespace umpire::wotw
