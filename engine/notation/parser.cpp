// The record parser: one pass over the bytes, one line at a time, no backtracking across
// lines. The grammar and every error message are documented in docs/notation.md.
//
// Error messages are English templates marked with QT_TR_NOOP in the translation context
// "notation" and translated only when an error is reported: with no translator installed (the
// CLI, the tests) they stay English; the app installs umpire_engine_ru.qm for a Russian
// interface. A line without errors never calls tr().
#include "notation/parser.h"

#include "notation/chars.h"
#include "notation/excerpt.h"
#include "notation/record_file.h"
#include "notation/wide_encoding.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace umpire::notation {
namespace {

using namespace detail;

// Garbage input must not turn into millions of diagnostics: past this many, errors are only
// counted, and one final diagnostic says how many were left out.
constexpr int kMaxReportedErrors = 1000;
// The largest record checked. Spans are 32-bit, so 2 GiB could be addressed, but checking costs
// memory in proportion to the size: for short lines with a finding each, about 50 bytes per
// byte of input (the parsed record, the decoded moves and the findings; a 60 MB record of 4
// million lines held 3.2 GB in umpire-cli check before it was stopped, issue 25), so a 2 GiB
// record would need some 100 GB. 128 MiB keeps the worst case near 6 GB, what the 23 GB build
// machine holds beside other work; a larger file is refused before anything is read. Streaming
// the check would lift this (docs/notation.md, "Memory per byte").
constexpr qsizetype kMaxRecordBytes = qsizetype(128) << 20;
// A token quoted in a message, cut like every quoted record text (notation/excerpt.h).
QString quoteToken(const char *begin, const char *end)
{
    return QLatin1Char('\'') + excerpt(std::string_view(begin, std::size_t(end - begin))) +
            QLatin1Char('\'');
}

QString codePointName(char32_t cp)
{
    return QStringLiteral("U+%1").arg(uint(cp), 4, 16, QLatin1Char('0')).toUpper();
}

// One character as text. (QString::fromUtf8 and fromUcs4 would both drop a U+FEFF.)
QString characterText(char32_t cp)
{
    if (cp < 0x10000)
        return QString(QChar(char16_t(cp)));
    const QChar pair[2] = {QChar(QChar::highSurrogate(cp)), QChar(QChar::lowSurrogate(cp))};
    return QString(pair, 2);
}

// A run of word characters, and whether it is an integer: an optional sign, then digits only.
struct Bare {
    const char *begin;
    const char *end;
    const char *digits;  // first digit (after the sign)
    const char *digitsEnd;  // end of the leading digits
    bool integer;
};

Bare scanBare(const char *s)
{
    Bare b {s, s, s, s, false};
    const char *q = s;
    if (*q == '+' || *q == '-')
        ++q;
    b.digits = q;
    while (is(*q, kDigit))
        ++q;
    b.digitsEnd = q;
    b.integer = q > b.digits && !is(*q, kWordChar);
    while (is(*q, kWordChar))
        ++q;
    b.end = q;
    return b;
}

// The parts of a move line a message names. Each message spells its part out in full (no
// "expected a %1 after the %2"), so a translation can decline nouns and agree verbs with them.
enum class Field : std::uint8_t { TurnNumber, Side, Verb, Value };

class Parser {
    Q_DECLARE_TR_FUNCTIONS(notation)

public:
    explicit Parser(Record &record)
        : r_(record)
        , begin_(record.source.constData())
        , end_(begin_ + record.source.size())
        , p_(begin_)
        , lineStart_(begin_)
        , columnAt_(begin_)
    {
    }

    void run();

private:
    void parseLine();
    bool parseTag();
    bool parseMove();
    bool parseMoveBody(MoveLine &move);
    bool parseWordField(Span &out, Field what);
    bool parseArg();
    bool parseValue(Value &value, const struct Bare *first = nullptr);
    bool parseItem(Value &value, const struct Bare *bare = nullptr);
    bool parseQuoted(char close, QString &out);
    bool parseEscape(const char *&q, QByteArray &out, char close);
    bool skipComment();
    bool checkTokenEnd(Field what);

    bool atLineEnd() const { return p_ == end_ || is(*p_, kBreak); }
    bool atLineEnd(const char *at) const { return at == end_ || is(*at, kBreak); }
    void skipSpaces()
    {
        while (is(*p_, kSpace))
            ++p_;
    }
    void skipToLineEnd()
    {
        while (p_ < end_ && !is(*p_, kBreak))
            ++p_;
    }
    Span span(const char *from, const char *to) const
    {
        return Span {std::uint32_t(from - begin_), std::uint32_t(to - from)};
    }

    Position position(const char *at) { return Position {line_, column(at)}; }
    int column(const char *at);

    // Reports the error `text` (an English template marked QT_TR_NOOP) at `at`, translated and
    // filled with `args` by one QString::arg call; returns false for `return fail(...)`.
    // Past the error cap nothing is translated: the error is only counted.
    template<typename... Args> bool fail(const char *at, const char *text, const Args &...args);
    bool failUnexpected(const char *at);
    bool failAfterToken(const char *at, Field what);

    Record &r_;
    // The source is a QByteArray, so *end_ is a readable '\0': scanning loops stop on it
    // without a bounds check, and `p == end_` tells the end from a NUL byte in the text.
    const char *const begin_;
    const char *const end_;
    const char *p_;
    const char *lineStart_;
    int line_ = 1;
    // Columns count code points. A line that is pure ASCII so far needs no counting; once a
    // string, annotation or comment holds other characters, columns are counted from a
    // cursor that only moves forward, so the work stays linear even on a 1 MB line.
    bool lineNonAscii_ = false;
    const char *columnAt_;
    int columnValue_ = 1;
    bool seenMove_ = false;
    int unreported_ = 0;
    Position firstUnreported_;
};

void Parser::run()
{
    // Vectors are sized from what the first 64 KiB hold, scaled to the whole text: a normal
    // record then never reallocates, and garbage (few moves) reserves nothing big.
    const auto total = std::size_t(end_ - begin_);
    const char *estimateAt = begin_ + std::min<std::size_t>(total, std::size_t(1) << 16);
    r_.moves.reserve(std::min<std::size_t>(total / 32 + 1, 2048));
    r_.args.reserve(std::min<std::size_t>(total / 12 + 1, 6144));
    while (p_ < end_) {
        if (p_ >= estimateAt && estimateAt != end_) {
            const double scale = double(total) / double(p_ - begin_) * 1.05;
            r_.moves.reserve(std::size_t(double(r_.moves.size()) * scale) + 16);
            r_.args.reserve(std::size_t(double(r_.args.size()) * scale) + 16);
            estimateAt = end_;
        }
        parseLine();
        if (p_ < end_)  // at a line break: LF, CRLF or a lone CR
            p_ += (*p_ == '\r' && p_ + 1 < end_ && p_[1] == '\n') ? 2 : 1;
        ++line_;
        lineStart_ = p_;
        lineNonAscii_ = false;
        columnAt_ = p_;
        columnValue_ = 1;
    }
    if (unreported_ > 0) {
        // Two English sentences, as before translation; Russian needs three plural forms.
        r_.errors.push_back({firstUnreported_,
                             unreported_ == 1 ? tr("1 more error from here on is not reported")
                                              : tr("%n more errors from here on are not reported",
                                                   nullptr, unreported_)});
    }
}

void Parser::parseLine()
{
    skipSpaces();
    if (atLineEnd())
        return;
    bool ok = true;
    switch (*p_) {
    case ';':
        ok = skipComment();
        break;
    case '[':
        ok = parseTag();
        break;
    case '{':
        ok = fail(p_, QT_TR_NOOP("an annotation must follow a move on the same line"));
        break;
    default:
        ok = parseMove();
        break;
    }
    if (!ok)
        skipToLineEnd();  // recovery: the rest of a bad line is ignored
}

bool Parser::skipComment()
{
    const auto *q = reinterpret_cast<const unsigned char *>(p_) + 1;
    const auto *end = reinterpret_cast<const unsigned char *>(end_);
    for (;;) {
        const unsigned char c = *q;
        if (c >= 0x80) {
            const int n = utf8SequenceLength(q, end);
            if (n == 0)
                return failUnexpected(reinterpret_cast<const char *>(q));
            lineNonAscii_ = true;
            q += n;
        } else if (is(char(c), kBreak) || q == end) {
            break;
        } else if (isForbiddenControl(c)) {
            return failUnexpected(reinterpret_cast<const char *>(q));
        } else {
            ++q;
        }
    }
    p_ = reinterpret_cast<const char *>(q);
    return true;
}

bool Parser::parseTag()
{
    const char *open = p_;
    const Position at = position(open);
    if (seenMove_)
        return fail(open, QT_TR_NOOP("a tag pair must come before the first move line"));
    ++p_;
    skipSpaces();
    if (!is(*p_, kLetter)) {
        if (is(*p_, kWordChar))
            return fail(p_, QT_TR_NOOP("a tag name must start with a letter"));
        if (atLineEnd() || *p_ == '"' || *p_ == ']' || *p_ == ';')
            return fail(p_, QT_TR_NOOP("expected a tag name after '['"));
        return failUnexpected(p_);
    }
    const char *name = p_;
    while (is(*p_, kTagName))
        ++p_;
    const Span nameSpan = span(name, p_);
    if (is(*p_, kWordChar)) {
        return fail(p_, QT_TR_NOOP("a tag name may contain only letters, digits, '_' and '-'"));
    }
    skipSpaces();
    if (*p_ != '"') {
        if (is(*p_, kWordChar))
            return fail(p_,
                        QT_TR_NOOP("a tag value must be a quoted string, as in [Game \"wotw\"]"));
        if (atLineEnd() || *p_ == ']' || *p_ == ';')
            return fail(p_, QT_TR_NOOP("expected a quoted value after the tag name"));
        return failUnexpected(p_);
    }
    QString value;
    if (!parseQuoted('"', value))
        return false;
    skipSpaces();
    if (*p_ != ']') {
        return fail(p_, QT_TR_NOOP("expected ']' to close the tag pair that starts at column %1"),
                    at.column);
    }
    ++p_;
    skipSpaces();
    if (*p_ == ';' && !skipComment())
        return false;
    if (!atLineEnd())
        return fail(p_, QT_TR_NOOP("expected the end of the line after the tag pair"));
    r_.tags.push_back(TagPair {nameSpan, std::move(value), at});
    return true;
}

bool Parser::parseMove()
{
    seenMove_ = true;  // even a broken move line ends the tag section
    MoveLine move;
    move.firstArg = std::uint32_t(r_.args.size());
    if (!parseMoveBody(move)) {
        r_.args.resize(move.firstArg);  // drop the arguments of the bad line
        return false;
    }
    move.argCount = std::uint32_t(r_.args.size()) - move.firstArg;
    r_.moves.push_back(std::move(move));
    return true;
}

bool Parser::parseMoveBody(MoveLine &move)
{
    const char *start = p_;
    move.position = position(start);

    // TURN: digits only, 1 .. INT_MAX.
    if (!is(*p_, kWordChar)) {
        if (*p_ == '"' || *p_ == '=' || *p_ == ',' || *p_ == '}')
            return fail(p_, QT_TR_NOOP("expected a turn number at the start of the move line"));
        return failUnexpected(p_);
    }
    std::int64_t turn = 0;
    while (is(*p_, kDigit)) {
        if (turn <= std::numeric_limits<int>::max())
            turn = turn * 10 + (*p_ - '0');
        ++p_;
    }
    if (p_ == start || is(*p_, kWordChar)) {
        while (is(*p_, kWordChar))
            ++p_;
        return fail(start,
                    QT_TR_NOOP("expected a turn number at the start of the move line, found %1"),
                    quoteToken(start, p_));
    }
    if (turn > std::numeric_limits<int>::max()) {
        return fail(start, QT_TR_NOOP("the turn number %1 is too large"), quoteToken(start, p_));
    }
    if (turn == 0)
        return fail(start, QT_TR_NOOP("the turn number must be at least 1"));
    move.turn = int(turn);
    if (!checkTokenEnd(Field::TurnNumber))
        return false;

    if (!parseWordField(move.side, Field::Side))
        return false;
    if (!parseWordField(move.verb, Field::Verb))
        return false;

    const char *last = p_;  // end of the last token, for MoveLine::span
    for (;;) {
        skipSpaces();
        if (atLineEnd())
            break;
        if (*p_ == ';') {
            if (!skipComment())
                return false;
            break;
        }
        if (*p_ == '{') {
            if (!parseQuoted('}', move.annotation))
                return false;
            move.hasAnnotation = true;
            last = p_;
            skipSpaces();
            if (*p_ == ';' && !skipComment())
                return false;
            if (!atLineEnd()) {
                if (*p_ == '{')
                    return fail(p_, QT_TR_NOOP("a move may have only one annotation"));
                return fail(p_, QT_TR_NOOP("expected the end of the line after the annotation"));
            }
            break;
        }
        if (!parseArg())
            return false;
        last = p_;
        if (!checkTokenEnd(Field::Value))
            return false;
    }
    move.span = span(start, last);
    return true;
}

// SIDE and VERB: a bare word that is not a number. `what` is Field::Side or Field::Verb.
bool Parser::parseWordField(Span &out, Field what)
{
    const bool side = what == Field::Side;
    skipSpaces();
    if (atLineEnd() || *p_ == ';' || *p_ == '{') {
        return fail(p_,
                    side ? QT_TR_NOOP("expected a side after the turn number")
                         : QT_TR_NOOP("expected a verb after the side"));
    }
    if (*p_ == '"') {
        return fail(p_,
                    side ? QT_TR_NOOP("the side must be a bare word, not a quoted string")
                         : QT_TR_NOOP("the verb must be a bare word, not a quoted string"));
    }
    if (!is(*p_, kWordChar)) {
        if (*p_ == '=' || *p_ == ',') {
            return fail(p_,
                        side ? QT_TR_NOOP("expected a side after the turn number")
                             : QT_TR_NOOP("expected a verb after the side"));
        }
        return failUnexpected(p_);
    }
    const char *s = p_;
    const Bare word = scanBare(s);
    p_ = word.end;
    if (word.integer) {
        return fail(s,
                    side ? QT_TR_NOOP("the side must be a word, not a number")
                         : QT_TR_NOOP("the verb must be a word, not a number"));
    }
    if (*p_ == '=') {
        return fail(
                s,
                side ? QT_TR_NOOP("expected a side after the turn number, not a key=value argument")
                     : QT_TR_NOOP("expected a verb after the side, not a key=value argument"));
    }
    if (*p_ == ',') {
        return fail(s,
                    side ? QT_TR_NOOP("the side must be a single word, not a list")
                         : QT_TR_NOOP("the verb must be a single word, not a list"));
    }
    out = span(s, p_);
    return checkTokenEnd(what);
}

// After a token comes a space, the end of the line, a comment or an annotation.
bool Parser::checkTokenEnd(Field what)
{
    const char c = *p_;
    if (is(c, kSpace) || atLineEnd() || c == ';' || c == '{')
        return true;
    return failAfterToken(p_, what);
}

bool Parser::parseArg()
{
    const char *s = p_;
    if (*p_ == '=')
        return fail(p_, QT_TR_NOOP("expected a key before '='"));
    if (*p_ == ',')
        return fail(p_, QT_TR_NOOP("expected a value before ','"));
    if (*p_ != '"' && !is(*p_, kWordChar))
        return failUnexpected(p_);

    Arg &arg = r_.args.emplace_back();
    arg.position = position(s);
    if (*p_ == '"') {
        if (!parseValue(arg.value))
            return false;
        if (*p_ == '=')
            return fail(s, QT_TR_NOOP("a key must be a word, not a quoted string"));
        return true;
    }

    const Bare first = scanBare(s);
    const char *q = first.end;
    if (*q != '=')
        return parseValue(arg.value, &first);  // positional

    // key=value
    if (first.integer)
        return fail(s, QT_TR_NOOP("a key must be a word, not a number"));
    arg.key = span(s, q);
    p_ = q + 1;
    if (*p_ != '"' && !is(*p_, kWordChar)) {
        if (atLineEnd() || is(*p_, kSpace) || *p_ == ';' || *p_ == '{' || *p_ == '='
            || *p_ == ',') {
            return fail(p_, QT_TR_NOOP("expected a value after %1"), quoteToken(s, q + 1));
        }
        return failUnexpected(p_);
    }
    return parseValue(arg.value);
}

// A value: one item, or items joined by commas (a list). p_ is at '"' or a word character.
bool Parser::parseValue(Value &value, const Bare *first)
{
    const char *s = p_;
    if (!parseItem(value, first))
        return false;
    if (*p_ != ',')
        return true;

    Value head = std::move(value);
    value = Value {};
    value.kind = ValueKind::List;
    value.items.reserve(4);
    value.items.push_back(std::move(head));
    while (*p_ == ',') {
        const char *comma = p_;
        ++p_;
        if (*p_ != '"' && !is(*p_, kWordChar)) {
            if (atLineEnd() || is(*p_, kSpace) || *p_ == ',' || *p_ == ';' || *p_ == '{') {
                return fail(p_,
                            QT_TR_NOOP("expected a list item right after the comma at column %1 "
                                       "(lists have no empty items and no spaces)"),
                            column(comma));
            }
            return failUnexpected(p_);
        }
        if (!parseItem(value.items.emplace_back()))
            return false;
    }
    value.span = span(s, p_);
    return true;
}

// One word, integer or string. p_ is at '"' or a word character; `bare` is the word at p_
// when the caller has scanned it already.
bool Parser::parseItem(Value &value, const Bare *bare)
{
    const char *s = p_;
    if (*p_ == '"') {
        value.kind = ValueKind::String;
        if (!parseQuoted('"', value.string))
            return false;
        value.span = span(s, p_);
        return true;
    }

    const Bare word = bare ? *bare : scanBare(s);
    const char *q = word.end;
    p_ = q;
    value.span = span(s, q);
    if (!word.integer) {
        value.kind = ValueKind::Word;
        return true;
    }

    value.kind = ValueKind::Integer;
    const bool negative = *s == '-';
    const std::uint64_t limit = negative ? std::uint64_t(1) << 63 : (std::uint64_t(1) << 63) - 1;
    std::uint64_t n = 0;
    for (const char *d = word.digits; d < word.digitsEnd; ++d) {
        const unsigned digit = unsigned(*d - '0');
        if (n > (limit - digit) / 10) {
            return fail(s, QT_TR_NOOP("the integer %1 does not fit in 64 bits"), quoteToken(s, q));
        }
        n = n * 10 + digit;
    }
    // Two's complement negation in unsigned arithmetic also covers -2^63.
    value.integer = negative ? std::int64_t(std::uint64_t(0) - n) : std::int64_t(n);
    return true;
}

// A quoted string (close == '"') or an annotation (close == '}'), p_ at its opening
// character. Both share one escape set; an annotation may not contain an unescaped '{'.
bool Parser::parseQuoted(char close, QString &out)
{
    const char *open = p_;
    const char *q = p_ + 1;
    const char *segment = q;  // start of the text not yet copied to `unescaped`
    QByteArray unescaped;
    bool escaped = false;
    const auto *end = reinterpret_cast<const unsigned char *>(end_);
    for (;;) {
        const unsigned char c = static_cast<unsigned char>(*q);
        if (c >= 0x80) {
            const int n = utf8SequenceLength(reinterpret_cast<const unsigned char *>(q), end);
            if (n == 0)
                return failUnexpected(q);
            lineNonAscii_ = true;
            q += n;
            continue;
        }
        if (c == static_cast<unsigned char>(close))
            break;
        if (atLineEnd(q) || (c == '\\' && atLineEnd(q + 1))) {
            const char *lineEnd = c == '\\' ? q + 1 : q;
            if (close == '"') {
                return fail(
                        lineEnd,
                        QT_TR_NOOP(
                                "expected a closing quote for the string that starts at column %1"),
                        column(open));
            }
            return fail(lineEnd,
                        QT_TR_NOOP("expected '}' to close the annotation that starts at column %1"),
                        column(open));
        }
        if (c == '\\') {
            if (!escaped) {
                unescaped.reserve(q - segment + 16);
                escaped = true;
            }
            unescaped.append(segment, q - segment);
            if (!parseEscape(q, unescaped, close))
                return false;
            segment = q;
            continue;
        }
        if (c == '{' && close == '}') {
            return fail(
                    q,
                    QT_TR_NOOP("an annotation cannot contain '{'; write \\{ for a literal brace"));
        }
        if (isForbiddenControl(c))
            return failUnexpected(q);
        ++q;
    }
    if (escaped) {
        unescaped.append(segment, q - segment);
        out = QString::fromUtf8(unescaped);
    } else {
        out = QString::fromUtf8(segment, q - segment);
    }
    if (close == '}')
        out = std::move(out).trimmed();
    p_ = q + 1;
    return true;
}

// One escape sequence at q (a backslash that is not the last character of the line);
// appends what it stands for and moves q past it.
bool Parser::parseEscape(const char *&q, QByteArray &out, char close)
{
    const char e = q[1];
    switch (e) {
    case '"':
    case '\\':
    case '{':
    case '}':
        out.append(e);
        q += 2;
        return true;
    case 'n':
        out.append('\n');
        q += 2;
        return true;
    case 't':
        out.append('\t');
        q += 2;
        return true;
    case 'r':
        out.append('\r');
        q += 2;
        return true;
    case 'u':
        break;
    default: {
        if (static_cast<unsigned char>(e) >= 0x80
            || isForbiddenControl(static_cast<unsigned char>(e)))
            return failUnexpected(q + 1);
        return fail(q,
                    close == '"' ? QT_TR_NOOP("unknown escape sequence '\\%1' in a string; write "
                                              "\\\\ for a backslash")
                                 : QT_TR_NOOP("unknown escape sequence '\\%1' in an annotation; "
                                              "write \\\\ for a backslash"),
                    QString(QLatin1Char(e)));
    }
    }

    // \u{X} .. \u{XXXXXX}: a Unicode scalar value in hex.
    const char *u = q;
    if (q[2] != '{')
        return fail(u, QT_TR_NOOP("expected '{' after '\\u', as in \\u{E9}"));
    const char *h = q + 3;
    char32_t cp = 0;
    int count = 0;
    for (; count < 7; ++count, ++h) {
        const char c = *h;
        int v;
        if (c >= '0' && c <= '9')
            v = c - '0';
        else if (c >= 'a' && c <= 'f')
            v = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            v = c - 'A' + 10;
        else
            break;
        cp = cp * 16 + char32_t(v);
    }
    if (count == 0 || count > 6 || *h != '}')
        return fail(u, QT_TR_NOOP("expected 1 to 6 hex digits and '}' after '\\u{'"));
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        return fail(u, QT_TR_NOOP("the escape '\\u{%1}' is not a Unicode scalar value"),
                    QLatin1String(q + 3, h - (q + 3)));
    }
    appendUtf8(out, cp);
    q = h + 1;
    return true;
}

int Parser::column(const char *at)
{
    if (!lineNonAscii_)
        return int(at - lineStart_) + 1;
    const char *from = lineStart_;
    int col = 1;
    if (at >= columnAt_) {
        from = columnAt_;
        col = columnValue_;
    }
    for (; from < at; ++from) {
        if ((static_cast<unsigned char>(*from) & 0xc0) != 0x80)
            ++col;
    }
    columnAt_ = at;
    columnValue_ = col;
    return col;
}

template<typename... Args> bool Parser::fail(const char *at, const char *text, const Args &...args)
{
    if (int(r_.errors.size()) < kMaxReportedErrors) {
        const Position where = position(at);
        QString message = tr(text);
        if constexpr (sizeof...(Args) > 0)
            message = message.arg(args...);
        r_.errors.push_back(Diagnostic{where, std::move(message)});
    } else {
        if (unreported_ == 0)
            firstUnreported_ = position(at);
        ++unreported_;
    }
    return false;
}

// A character that cannot start or continue anything here.
bool Parser::failUnexpected(const char *at)
{
    const auto c = static_cast<unsigned char>(*at);
    if (atLineEnd(at))
        return fail(at, QT_TR_NOOP("unexpected end of the line"));
    if (c == 0)
        return fail(at, QT_TR_NOOP("a NUL byte is not allowed in a record"));
    if (isForbiddenControl(c)) {
        return fail(at,
                    QT_TR_NOOP("the control character %1 is not allowed here; "
                               "inside a string write it as an escape"),
                    codePointName(c));
    }
    if (c >= 0x80) {
        const auto *u = reinterpret_cast<const unsigned char *>(at);
        const int n = utf8SequenceLength(u, reinterpret_cast<const unsigned char *>(end_));
        if (n == 0) {
            return fail(at, QT_TR_NOOP("the byte 0x%1 is not valid UTF-8"),
                        QString::number(c, 16).toUpper());
        }
        const char32_t cp = utf8Decode(u, n);
        return fail(at,
                    QT_TR_NOOP("unexpected character '%1' (%2); ids are ASCII, so put other text "
                               "in a quoted string"),
                    characterText(cp), codePointName(cp));
    }
    return fail(at, QT_TR_NOOP("unexpected character '%1'"), QLatin1Char(char(c)));
}

bool Parser::failAfterToken(const char *at, Field what)
{
    switch (*at) {
    case '"':
        switch (what) {
        case Field::TurnNumber:
            return fail(at, QT_TR_NOOP("expected a space between the turn number and the quote"));
        case Field::Side:
            return fail(at, QT_TR_NOOP("expected a space between the side and the quote"));
        case Field::Verb:
            return fail(at, QT_TR_NOOP("expected a space between the verb and the quote"));
        case Field::Value:
            return fail(at, QT_TR_NOOP("expected a space between the value and the quote"));
        }
        break;
    case '=':
    case ',': {
        const QString character = QString(QLatin1Char(*at));
        switch (what) {
        case Field::TurnNumber:
            return fail(at, QT_TR_NOOP("unexpected '%1' after the turn number"), character);
        case Field::Side:
            return fail(at, QT_TR_NOOP("unexpected '%1' after the side"), character);
        case Field::Verb:
            return fail(at, QT_TR_NOOP("unexpected '%1' after the verb"), character);
        case Field::Value:
            return fail(at, QT_TR_NOOP("unexpected '%1' after the value"), character);
        }
        break;
    }
    default:
        break;
    }
    return failUnexpected(at);
}

Record parseSource(QByteArray source, const QString &fileName)
{
    Record record;
    record.fileName = fileName;
    if (source.size() > kMaxRecordBytes) {
        record.errors.push_back(
                {Position{},
                 QCoreApplication::translate(
                         "notation", "the file is larger than 128 MiB, the most a record may hold")});
        return record;
    }
    // A UTF-16 or UTF-32 file would be hundreds of "NUL byte" errors; one sentence says why,
    // as a problem of the file as a whole (no position), like a file that cannot be read.
    if (const WideEncoding wide = detectWideEncoding(source); wide != WideEncoding::None) {
        record.errors.push_back(
                {Position{},
                 QCoreApplication::translate("notation",
                                             "the file is in %1, but a record must be UTF-8: "
                                             "save it as UTF-8 and open it again")
                         .arg(QLatin1String(wideEncodingName(wide)))});
        return record;
    }
    if (source.startsWith("\xEF\xBB\xBF"))
        source.remove(0, 3);
    record.source = std::move(source);
    record.source.detach();  // a null-terminated buffer of our own: the lexer reads *end
    Parser(record).run();
    return record;
}

}  // namespace

Record parse(QByteArrayView bytes, const QString &fileName)
{
    return parseSource(bytes.toByteArray(), fileName);
}

Record parseFile(const QString &path, QByteArray *bytesRead)
{
    QByteArray bytes;
    if (const QString why = detail::readRecordFile(path, kMaxRecordBytes, bytes); !why.isEmpty()) {
        Record record;
        record.fileName = path;
        record.errors.push_back({Position{}, why});
        return record;
    }
    if (bytesRead)
        *bytesRead = bytes;
    return parseSource(std::move(bytes), path);
}

}  // namespace umpire::notation
