// Rule ids: every finding cites a heading id of the game's rules.md.
#pragma once

#include <QByteArrayView>
#include <QSet>
#include <QString>

namespace umpire::core {

// The ids of the headings of a rules.md text: `### Title {#wotw.combat.defense ...}`.
QSet<QString> ruleIdsFromMarkdown(QByteArrayView markdown);

// The rule ids of a shipped game, read from the embedded :/games/<id>/rules.md.
// Empty when the game has no rules.md.
QSet<QString> loadRuleIds(const QString &gameId);

}  // namespace umpire::core
