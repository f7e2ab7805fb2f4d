// The parsed form of a game record (.ugr): tag pairs and move lines, game-agnostic.
//
// A Record owns the UTF-8 text it was parsed from; every token is a Span into that text, so
// parsing allocates a handful of vectors per record, not strings per token. Ids are ASCII
// kebab-case and are read back as std::string_view with Record::text().
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace umpire::notation {

// A byte range of Record::source.
struct Span {
    std::uint32_t offset = 0;
    std::uint32_t length = 0;
    bool operator==(const Span &) const = default;
};

// A position in the source as editors count it: 1-based line, 1-based column in characters
// (Unicode code points; a byte-order mark is not counted).
struct Position {
    int line = 0;
    int column = 0;
    bool operator==(const Position &) const = default;
};

// A syntax error. `message` is one plain sentence without the position.
struct Diagnostic {
    Position position;
    QString message;
};

enum class ValueKind : std::uint8_t {
    Word,     // a bare value: an id such as `reap` or `argyll`, or any other bare token
    Integer,  // an optionally signed decimal integer: `3`, `-2`
    String,   // a quoted string: "He said \"no\""
    List,     // a comma list of Word / Integer / String items: `a,b,c`
};

struct Value {
    ValueKind kind = ValueKind::Word;
    Span span;                  // the value as written (for a String, including its quotes)
    std::int64_t integer = 0;   // Integer only
    QString string;             // String only: the unescaped text
    std::vector<Value> items;   // List only: its items, never themselves lists
};

// One argument of a move: `value` (positional, empty key) or `key=value`.
struct Arg {
    Span key;        // empty (length 0) for a positional argument
    Value value;
    Position position;  // where the argument starts
};

struct TagPair {
    Span name;        // the tag name, e.g. Game
    QString value;    // the unescaped value
    Position position;
};

// One move line: `TURN SIDE VERB ARG* {annotation}`.
struct MoveLine {
    Position position;        // line and column of the turn number
    Span span;                // the line's text without its comment and line break
    int turn = 0;
    Span side;
    Span verb;
    std::uint32_t firstArg = 0;   // index into Record::args
    std::uint32_t argCount = 0;
    bool hasAnnotation = false;
    QString annotation;       // the text between the braces, unescaped and trimmed
};

struct Record {
    QString fileName;             // as given to parse(); used in diagnostics
    QByteArray source;            // the UTF-8 text, BOM removed, exactly as read otherwise
    std::vector<TagPair> tags;
    std::vector<MoveLine> moves;
    std::vector<Arg> args;        // the arguments of all moves, in order
    std::vector<Diagnostic> errors;  // every syntax error, in source order

    std::string_view text(Span s) const
    {
        return std::string_view(source.constData() + s.offset, s.length);
    }
    std::span<const Arg> argsOf(const MoveLine &m) const
    {
        return std::span<const Arg>(args.data() + m.firstArg, m.argCount);
    }
    // The value of the first tag called `name` (case-sensitive), or a null QString.
    QString tag(std::string_view name) const;
    // The argument with this key, or nullptr.
    const Arg *findArg(const MoveLine &m, std::string_view key) const;
    bool ok() const { return errors.empty(); }
};

}  // namespace umpire::notation
