#include "core/language.h"

#include <QCoreApplication>
#include <QLatin1String>

namespace umpire::core {

bool russianInstalled()
{
    // Each translation names its own language (the QML pages ask theirs the same way).
    return QCoreApplication::translate("replay", "en", "the language code of this translation") ==
            QLatin1String("ru");
}

}  // namespace umpire::core
