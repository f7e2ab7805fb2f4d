// Text from a record quoted in a message, cut to a readable length.
//
// Syntax errors and findings name what they quote ("Unknown region \"atlantis\""), but a record
// is untrusted input: one token may be a megabyte long, which would flood a terminal and stall
// the app's text layout. Every message that quotes record text goes through excerpt().
#pragma once

#include <QString>
#include <QStringList>

#include <string_view>

namespace umpire::notation {

// The most characters (Unicode code points) a message quotes from a record.
inline constexpr int kMaxQuotedCharacters = 40;

// The most characters a view of the app shows of one piece of record text (a tag value, a
// word of a move line, a player's name): enough for any real value, bounded for a hostile one.
inline constexpr int kMaxShownCharacters = 200;

// `utf8` as text of at most `limit` characters; a longer text is cut there and ends with "…".
// Reads only the bytes it keeps, so cutting a megabyte costs nothing. Bytes that are not valid
// UTF-8 are replaced as QString::fromUtf8 does.
QString excerpt(std::string_view utf8, int limit = kMaxQuotedCharacters);
// The same for text already decoded; a surrogate pair is never split.
QString excerpt(const QString &text, int limit = kMaxQuotedCharacters);

}  // namespace umpire::notation
