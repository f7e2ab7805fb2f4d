#include "notation/wide_encoding.h"

#include <algorithm>
#include <initializer_list>

namespace umpire::notation::detail {

namespace {

// How many leading bytes the NUL pattern is judged on: enough to be sure, few enough that
// a binary file with a NUL further on is left to the lexer.
constexpr qsizetype kPatternBytes = 64;
// Fewer code units than this say too little: `; x` and a NUL is a broken UTF-8 line.
constexpr qsizetype kMinUnits = 4;

// Whether the first bytes of `text`, read in code units of `unit` bytes, look like text in
// that encoding: the byte at offset `low` of a unit (the character's low byte) is never NUL,
// the bytes at the offsets in `zero` are always NUL (the high bytes of UTF-32, which no
// character uses), and the byte at offset `high`, when there is one (-1: none), is NUL in at
// least three units of four (ASCII, and Latin text in general, has a zero high byte).
bool looksWide(QByteArrayView text, int unit, int low, std::initializer_list<int> zero, int high)
{
    const qsizetype units = std::min(text.size(), kPatternBytes) / unit;
    if (units < kMinUnits)
        return false;
    qsizetype highNuls = 0;
    for (qsizetype u = 0; u < units; ++u) {
        const char *c = text.data() + u * unit;
        if (c[low] == '\0')
            return false;
        for (const int z : zero)
            if (c[z] != '\0')
                return false;
        if (high >= 0 && c[high] == '\0')
            ++highNuls;
    }
    return high < 0 || highNuls * 4 >= units * 3;
}

}  // namespace

WideEncoding detectWideEncoding(QByteArrayView text)
{
    // UTF-32 first: its little-endian mark starts with the UTF-16 one.
    if (text.startsWith(QByteArrayView("\xFF\xFE\0\0", 4)))
        return WideEncoding::Utf32LittleEndian;
    if (text.startsWith(QByteArrayView("\0\0\xFE\xFF", 4)))
        return WideEncoding::Utf32BigEndian;
    if (text.startsWith("\xFF\xFE"))
        return WideEncoding::Utf16LittleEndian;
    if (text.startsWith("\xFE\xFF"))
        return WideEncoding::Utf16BigEndian;
    if (looksWide(text, 4, 0, {2, 3}, 1))
        return WideEncoding::Utf32LittleEndian;
    if (looksWide(text, 4, 3, {0, 1}, 2))
        return WideEncoding::Utf32BigEndian;
    if (looksWide(text, 2, 0, {}, 1))
        return WideEncoding::Utf16LittleEndian;
    if (looksWide(text, 2, 1, {}, 0))
        return WideEncoding::Utf16BigEndian;
    return WideEncoding::None;
}

const char *wideEncodingName(WideEncoding encoding)
{
    switch (encoding) {
    case WideEncoding::None:
        return "";
    case WideEncoding::Utf16LittleEndian:
        return "UTF-16 (little-endian)";
    case WideEncoding::Utf16BigEndian:
        return "UTF-16 (big-endian)";
    case WideEncoding::Utf32LittleEndian:
        return "UTF-32 (little-endian)";
    case WideEncoding::Utf32BigEndian:
        return "UTF-32 (big-endian)";
    }
    return "";
}

}  // namespace umpire::notation::detail
