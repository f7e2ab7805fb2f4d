// Parses a game's rules.md into its tree of rules (see docs/data-format.md, "rules.md").
#pragma once

#include "diagnostics.h"
#include "game_data.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace umpire::database {

// Reads every heading of `utf8` as a rule of game `gameId`, in file order, with parents,
// derived section numbers, bodies, Source: lines and, under `<game>.clarifications`, the
// structured readings. Problems (a heading without an id, a duplicate id, an id outside the
// game, a clarification without an adopted reading) are reported into `diagnostics` against
// `fileName` with their line and column; the rules that could be read are still returned.
std::vector<Rule> parseRulesMarkdown(const QByteArray &utf8, const QString &gameId,
                                     const QString &fileName, Diagnostics &diagnostics);

// True for an id of the form `game.part.sub-part`: ASCII kebab-case parts joined by dots.
bool isValidRuleId(QStringView id);

}  // namespace umpire::database
