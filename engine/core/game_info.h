// A game's GameInfo read from its game.json (docs/data-format.md), so a ruleset does not
// repeat its names, sides and variants in code.
#pragma once

#include "core/ruleset.h"

#include <QByteArray>
#include <QString>

namespace umpire::core {

// Names, sides (in file order), variants, readings and player counts from the text of a
// game.json. `error` (when given) gets one sentence when the text is not a game object with
// an id and at least one side; the result then has what could be read.
GameInfo gameInfoFromJson(const QByteArray &json, QString *error = nullptr);

// The embedded :/games/<id>/game.json of a shipped game.
GameInfo loadGameInfo(const QString &gameId, QString *error = nullptr);

}  // namespace umpire::core
