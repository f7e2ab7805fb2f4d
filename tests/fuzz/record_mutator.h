// A structure-aware mutator for game records, for the libFuzzer targets that use it
// (fuzz_grammar_<game>, docs/notation.md, "Fuzzing"). Byte-level mutation mostly breaks a
// record's syntax, so the rulesets see few inputs that get past the parser; this one changes a
// record as a player's slip or a hostile file would: whole lines dropped, repeated, swapped or
// spliced from another record, and within a line its words and values replaced by the game's
// own ids, other words of the record, or boundary numbers.
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <cstdint>
#include <vector>

namespace fuzzing {

using Tokens = std::vector<QByteArray>;

// The words a record of a game may use that its data names: every key and string value of a
// JSON document that looks like an id (letters, digits, '.', '_' and '-'), once each.
Tokens tokensOfJson(const QByteArray &json);
// The ids of a game's data (the contents of its game.json, cards.json and board.json), with
// each reading as "id=value"; sorted, unique.
Tokens tokensOfGameData(const QByteArray &gameJson, const QByteArray &cardsJson,
                        const QByteArray &boardJson);
// The words of records (verbs, keys, sides, ids) other than numbers; sorted, unique.
Tokens wordsOfRecords(const std::vector<QByteArray> &records);
// The game's ids from its built-in data (game.json, cards.json, board.json in the engine's
// resources), with each reading as "id=value" and each variant and seat; sorted, unique.
Tokens gameTokens(const QString &game);

// One mutation of `input`, chosen by `seed`, at most `maxSize` bytes long. Empty when no
// mutation of the chosen kind applies (an input with no lines or no words): the caller then
// falls back to a byte-level mutation.
QByteArray mutateRecord(QByteArrayView input, std::size_t maxSize, std::uint32_t seed,
                        const Tokens &dictionary);
// The first lines of `first` followed by the last lines of `second` (how two games' records
// combine), at most `maxSize` bytes.
QByteArray crossOverRecords(QByteArrayView first, QByteArrayView second, std::size_t maxSize,
                            std::uint32_t seed);

}  // namespace fuzzing
