#include "recentfiles.h"

#include <QDir>

namespace umpire::gui {

QStringList withRecentFile(QStringList list, const QString &path, int limit)
{
    const QString clean = QDir::cleanPath(path);
    list = withoutRecentFile(std::move(list), clean);
    list.prepend(clean);
    if (limit >= 0 && list.size() > limit)
        list.resize(limit);
    return list;
}

QStringList withoutRecentFile(QStringList list, const QString &path)
{
    const QString clean = QDir::cleanPath(path);
    list.removeIf([&clean](const QString &p) { return QDir::cleanPath(p) == clean; });
    return list;
}

}  // namespace umpire::gui
