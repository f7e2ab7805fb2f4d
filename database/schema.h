// The compendium schema (documented table by table in docs/database.md).
#pragma once

#include <QStringList>

namespace umpire::database {

// Bumped whenever a table or column changes; a file with another version is rebuilt.
inline constexpr int kSchemaVersion = 2;  // 2: one-character prefix indexes
// PRAGMA application_id of a compendium file ("UMPC"), so a random SQLite file is refused.
inline constexpr int kApplicationId = 0x554D5043;

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
