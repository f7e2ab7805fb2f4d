// The compendium schema (documented table by table in docs/database.md).
#pragma once

#include <QStringList>

namespace umpire::database {

// Bumped whenever a table or column changes; a file with another version is rebuilt.
// 2: one-character prefix indexes; 3: components are rows of `cards` (type "component").
inline constexpr int kSchemaVersion = 4;
// PRAGMA application_id of a compendium file ("UMPC"), so a random SQLite file is refused.
inline constexpr int kApplicationId = 0x554D5043;

// The `cards.type` of a component of game.json: components are searched with the cards, and
// no card may use this type.
inline constexpr QLatin1String kComponentType{"component"};

// The statements that create an empty compendium, in order.
const QStringList &schemaStatements();

// Text as the full-text index stores it and queries search it. unicode61 folds case and
// (with remove_diacritics 2) Latin accents, but keeps Russian "ё" distinct from "е", while
// Russian is mostly printed without the dots; both sides of a match go through this.
QString foldForSearch(QString text);

// A case-folded key for exact matches on names in any script ("Пришельцы" -> "пришельцы");
// SQLite's own lower() folds ASCII only.
QString foldKey(const QString &text);

}  // namespace umpire::database
