// Recognising a record saved as UTF-16 or UTF-32 (internal to the parser).
//
// Records are UTF-8. Windows editors readily save text as UTF-16, which the byte-oriented
// lexer would read as a NUL byte between every two characters: hundreds of errors that hide
// the one problem. The parser asks this first and reports the encoding in one sentence.
#pragma once

#include <QByteArrayView>

namespace umpire::notation::detail {

enum class WideEncoding {
    None,
    Utf16LittleEndian,
    Utf16BigEndian,
    Utf32LittleEndian,
    Utf32BigEndian
};

// The encoding of a text that starts with a UTF-16 or UTF-32 byte-order mark, or whose first
// bytes show the NUL pattern of one (ASCII text in UTF-16 has a NUL in every other byte);
// None for anything else, UTF-8 included (a UTF-8 text has no NUL bytes in that pattern).
WideEncoding detectWideEncoding(QByteArrayView text);

// "UTF-16 (little-endian)" and so on; empty for None.
const char *wideEncodingName(WideEncoding encoding);

}  // namespace umpire::notation::detail
