// `umpire-cli show`: the state of a record after one of its steps, as text or JSON, so a
// dispute can be settled at a terminal and a script can read a position.
#pragma once

#include "core/catalog.h"

#include <QString>
#include <QTextStream>

namespace umpire::cli {

struct ShowOptions {
    int step = -1;  // the move line after which to show the state; -1: the end of the record
    bool json = false;  // one JSON object (docs/cli-show.md) instead of text
};

// Replays the record at `path` with the games of `catalog` and prints the state after
// options.step to `out`. Returns 0 when a state was printed (syntax errors are listed on `err`
// and their lines skipped, as the checker does), 2 when the file cannot be read, names no
// known game, or the step is out of range (the reason goes to `err`).
int showRecord(const QString &path, const core::Catalog &catalog, const ShowOptions &options,
               QTextStream &out, QTextStream &err);

}  // namespace umpire::cli
