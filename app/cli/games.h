// `umpire-cli games`: the games a catalog knows.
#pragma once

#include "core/catalog.h"

#include <QTextStream>

namespace umpire::cli {

// One line per game, sorted by id: `id  English name  (sides: a, b)`, the ids padded to one
// column. Says so when the catalog is empty.
void listGames(const core::Catalog &catalog, QTextStream &out);

}  // namespace umpire::cli
