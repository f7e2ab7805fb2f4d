// The recent-files list: most recent first, no duplicates, bounded length.
//
// Plain functions over QStringList so the policy is testable without settings or QML;
// AppController persists the list in QSettings.
#pragma once

#include <QStringList>

namespace umpire::gui {

// How many recent files are remembered.
inline constexpr int maxRecentFiles = 10;

// Returns `list` with `path` moved (or added) to the front. Paths are compared after
// QDir::cleanPath, so "a/./b.ugr" and "a/b.ugr" are one entry. The result holds at most
// `limit` entries; the oldest are dropped.
QStringList withRecentFile(QStringList list, const QString &path, int limit = maxRecentFiles);

// Returns `list` without `path` (compared as in withRecentFile).
QStringList withoutRecentFile(QStringList list, const QString &path);

}  // namespace umpire::gui
