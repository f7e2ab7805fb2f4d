// Reads and validates the game data of resources/games/<id>/ (docs/data-format.md).
#pragma once

#include "diagnostics.h"
#include "game_data.h"

#include <QString>

#include <vector>

namespace umpire::database {

// Loads every game folder under `gamesRoot` (a directory path or a Qt resource path such as
// ":/games"), in id order. Each folder must hold game.json and rules.md; cards.json is
// optional. A folder with no files at all is skipped with a warning (a game being written).
//
// Everything wrong is reported into `diagnostics`, each message naming the file, line and
// column, the JSON key (e.g. `cards[3].side`) and what is wrong: bad JSON, missing required
// fields, wrong types, ids that are not kebab-case or not unique, unknown sides, unknown
// component kinds or rarities, and rule ids (of cards, components, terms, variants) that the
// game's rules.md does not define. Callers must not use the result when
// `diagnostics.hasErrors()`.
std::vector<Game> loadGames(const QString &gamesRoot, Diagnostics &diagnostics);

// Loads one game folder; `directory` ends in the game id.
std::optional<Game> loadGame(const QString &directory, Diagnostics &diagnostics);

// True for an ASCII kebab-case id: "heavy-artillery".
bool isKebabId(QStringView id);

}  // namespace umpire::database
