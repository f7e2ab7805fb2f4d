// Character classes and UTF-8 helpers shared by the parser and the printer (internal).
//
// The lexer works on bytes: everything with syntactic meaning is ASCII, and only strings,
// annotations and comments may hold other characters, which are validated here.
#pragma once

#include <QByteArray>

#include <array>
#include <cstdint>

namespace umpire::notation::detail {

enum CharClass : std::uint8_t {
    kWordChar = 1,  // may appear in a bare value: A-Z a-z 0-9 _ - + . : / # @ * ! ?
    kDigit = 2,  // 0-9
    kSpace = 4,  // space, tab: separates tokens
    kBreak = 8,  // LF, CR: ends a line
    kTagName = 16,  // may appear in a tag name after its first letter: A-Z a-z 0-9 _ -
    kLetter = 32,  // A-Z a-z
};

constexpr std::array<std::uint8_t, 256> makeCharTable()
{
    std::array<std::uint8_t, 256> t {};
    for (int c = '0'; c <= '9'; ++c)
        t[c] = kWordChar | kDigit | kTagName;
    for (int c = 'a'; c <= 'z'; ++c)
        t[c] = kWordChar | kTagName | kLetter;
    for (int c = 'A'; c <= 'Z'; ++c)
        t[c] = kWordChar | kTagName | kLetter;
    for (unsigned char c : {'-', '_'})
        t[c] = kWordChar | kTagName;
    for (unsigned char c : {'+', '.', ':', '/', '#', '@', '*', '!', '?'})
        t[c] = kWordChar;
    t[' '] = kSpace;
    t['\t'] = kSpace;
    t['\n'] = kBreak;
    t['\r'] = kBreak;
    return t;
}

inline constexpr std::array<std::uint8_t, 256> kCharTable = makeCharTable();

inline bool is(char c, CharClass cls)
{
    return kCharTable[static_cast<unsigned char>(c)] & cls;
}

// A C0 control character other than tab, or DEL: never allowed raw in a record (line breaks
// are handled before this is asked).
inline bool isForbiddenControl(unsigned char c)
{
    return (c < 0x20 && c != '\t') || c == 0x7f;
}

// The length (2 to 4) of the well-formed UTF-8 sequence at p, which starts with a byte
// >= 0x80, or 0 when it is malformed (stray continuation byte, overlong form, surrogate,
// beyond U+10FFFF, or cut off by `end`). Never reads at or past `end`.
inline int utf8SequenceLength(const unsigned char *p, const unsigned char *end)
{
    const unsigned char b0 = p[0];
    const auto cont = [&](int i) { return p + i < end && (p[i] & 0xc0) == 0x80; };
    if (b0 >= 0xc2 && b0 <= 0xdf)
        return cont(1) ? 2 : 0;
    if (b0 >= 0xe0 && b0 <= 0xef) {
        if (!cont(1) || !cont(2))
            return 0;
        if (b0 == 0xe0 && p[1] < 0xa0)
            return 0;  // overlong
        if (b0 == 0xed && p[1] >= 0xa0)
            return 0;  // surrogate
        return 3;
    }
    if (b0 >= 0xf0 && b0 <= 0xf4) {
        if (!cont(1) || !cont(2) || !cont(3))
            return 0;
        if (b0 == 0xf0 && p[1] < 0x90)
            return 0;  // overlong
        if (b0 == 0xf4 && p[1] >= 0x90)
            return 0;  // beyond U+10FFFF
        return 4;
    }
    return 0;
}

// Decodes the well-formed sequence of length n at p (as checked by utf8SequenceLength).
inline char32_t utf8Decode(const unsigned char *p, int n)
{
    switch (n) {
    case 2:
        return char32_t(p[0] & 0x1f) << 6 | (p[1] & 0x3f);
    case 3:
        return char32_t(p[0] & 0x0f) << 12 | char32_t(p[1] & 0x3f) << 6 | (p[2] & 0x3f);
    case 4:
        return char32_t(p[0] & 0x07) << 18 | char32_t(p[1] & 0x3f) << 12
            | char32_t(p[2] & 0x3f) << 6 | (p[3] & 0x3f);
    default:
        return p[0];
    }
}

// Appends the UTF-8 form of a Unicode scalar value.
inline void appendUtf8(QByteArray &out, char32_t cp)
{
    if (cp < 0x80) {
        out.append(char(cp));
    } else if (cp < 0x800) {
        out.append(char(0xc0 | (cp >> 6)));
        out.append(char(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
        out.append(char(0xe0 | (cp >> 12)));
        out.append(char(0x80 | ((cp >> 6) & 0x3f)));
        out.append(char(0x80 | (cp & 0x3f)));
    } else {
        out.append(char(0xf0 | (cp >> 18)));
        out.append(char(0x80 | ((cp >> 12) & 0x3f)));
        out.append(char(0x80 | ((cp >> 6) & 0x3f)));
        out.append(char(0x80 | (cp & 0x3f)));
    }
}

}  // namespace umpire::notation::detail
