// The words of the card data shown as they are: the names of card fields and printed numbers
// (`stats.defense`, `placement`), flags (`costs-action`) and enumerated values (`rarity`
// `common`, `region` `landing`). The data keeps them as ASCII ids; the Cards page shows them
// through these tables in the UI language, so no id or data key reaches the screen where a
// word for it exists.
#pragma once

#include <QString>

namespace umpire::compendium {

// The label of a card field or printed number ("defense" -> "Defense" / "Защита"). A key the
// table does not know is shown as its words ("energy_cost" -> "Energy cost").
QString cardFieldLabel(const QString &key);

// The name of a flag or an enumerated value ("costs-action" -> "Costs an action" / "Тратит
// действие"); an empty string when the table does not know the value.
QString cardValueName(const QString &value);

// The reason a value is assumed, in the UI language where it is one of the project's standard
// reasons ("project's own translation"); other reasons are the data's own English sentences.
// `translated` tells which.
QString assumedReason(const QString &reason, bool *translated = nullptr);

// A key or id as words: "energy_cost" -> "Energy cost". The fallback of the tables above.
QString humanizedKey(const QString &key);

}  // namespace umpire::compendium
