// Builds compendium.sqlite from the game data folders.
#pragma once

#include "diagnostics.h"
#include "game_data.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace umpire::database {

struct BuildResult {
    bool ok = false;
    Diagnostics diagnostics;  // data problems (file:line:col) and any SQLite failure
    int games = 0;
    int cards = 0;
    int rules = 0;
};

// Loads and validates every game under `gamesRoot` (a directory or ":/games"), then writes a
// fresh compendium to `outPath`. The file is written beside `outPath` under a temporary name
// and renamed into place only when complete, so a failed build never leaves a half-written
// or stale-but-new-looking file; on failure `outPath` is left untouched. A destination that
// exists and is not a regular file (a device, FIFO, folder or symbolic link) is refused, and so
// is one whose folder does not exist: no folder is created.
BuildResult buildCompendium(const QString &gamesRoot, const QString &outPath);

// Writes already loaded games into a new, empty SQLite file at `path` (which must not exist).
// Returns an empty string on success, else what failed.
QString writeCompendium(const std::vector<Game> &games, const QString &path, const QByteArray &fingerprint);

// A SHA-256 over the relative names and contents of every file under `gamesRoot`, stored in
// the compendium (meta.data_fingerprint) so an opener can tell a stale rebuild from a current one.
QByteArray dataFingerprint(const QString &gamesRoot);

}  // namespace umpire::database
