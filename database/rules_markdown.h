// Parses a game's rules.md into its tree of rules (see docs/data-format.md, "rules.md").
#pragma once

#include "diagnostics.h"
#include "game_data.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace umpire::database {

// The language a rules file is written in: it names the lines of a clarification
// ("- Adopted:" / "- Принято:").
enum class RulesLanguage { English, Russian };

// Reads every heading of `utf8` as a rule of game `gameId`, in file order, with parents,
// derived section numbers, bodies, Source: lines and, under `<game>.clarifications`, the
// structured readings. Problems (a heading without an id, a duplicate id, an id outside the
// game, a clarification without an adopted reading) are reported into `diagnostics` against
// `fileName` with their line and column; the rules that could be read are still returned.
std::vector<Rule> parseRulesMarkdown(const QByteArray &utf8, const QString &gameId,
                                     const QString &fileName, Diagnostics &diagnostics,
                                     RulesLanguage language = RulesLanguage::English);

// Reads rules.ru.md (`utf8`) and adds its Russian titles, bodies and clarification lines to
// `rules`, the rules of rules.md, by id. A heading rules.md lacks, a level or title that
// differs from rules.md, a Source: line, or a clarification with another number of readings
// is reported against `fileName`. Rules the file does not cover keep `russian` false.
void mergeRussianRules(std::vector<Rule> &rules, const QByteArray &utf8, const QString &gameId,
                       const QString &fileName, Diagnostics &diagnostics);

// True for an id of the form `game.part.sub-part`: ASCII kebab-case parts joined by dots.
bool isValidRuleId(QStringView id);

}  // namespace umpire::database
