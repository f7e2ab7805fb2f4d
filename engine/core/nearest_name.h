// "Did you mean ...?": the known name nearest to a misspelt one, by edit distance. The one place
// every hint of the kind comes from: an unknown game in a [Game] tag, an unknown card or region
// in a record's line, a card search that finds nothing.
#pragma once

#include <QString>
#include <QStringList>

namespace umpire::core {

// The number of single-character insertions, deletions, substitutions and swaps of two
// neighbours that turn `a` into `b` (case-insensitive).
int editDistance(const QString &a, const QString &b);

// The name of `known` nearest to `unknown`, or empty when none is near enough to be a slip of
// the keyboard: at most one edit for a name of up to four characters, two up to eight, three
// beyond. Ties go to the first in `known`; a name equal to `unknown` is no hint, nor is anything
// for a name longer than 64 characters.
QString nearestName(const QString &unknown, const QStringList &known);

// Up to `count` names of `known` near enough to `unknown` (as nearestName judges it), nearest
// first, ties in the order of `known`: for a message that rejects an id of a record, which names
// these rather than every id a hostile record may declare by the thousand. With more than
// kMaxHintCandidates names none are looked at, so a rejected id costs a bounded amount.
inline constexpr int kMaxHints = 3;
inline constexpr qsizetype kMaxHintCandidates = 64;
QStringList nearestNames(const QString &unknown, const QStringList &known, int count = kMaxHints);

}  // namespace umpire::core
