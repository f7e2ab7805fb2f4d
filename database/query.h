// The search query language (docs/search.md): free words, "quoted phrases", field filters,
// `-` for not, OR, and parentheses. Parsing is pure: no SQL here; search.h compiles the tree.
#pragma once

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace umpire::database {

// What is wrong with a query, pointing at the offending text: `position` and `length` are in
// UTF-16 code units of the query string (QString indexes), so a UI can underline the span.
struct QueryError {
    int position = 0;
    int length = 0;
    QString message;
};

enum class QueryField { Game, Side, Type, Cost, Count, Starting, Name, Text, Rarity, Rule, Section, Kind };
enum class QueryComparison { Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual };

// One node of a parsed query.
struct QueryNode {
    enum class Kind {
        And,    // every child matches
        Or,     // some child matches
        Not,    // the single child does not match
        Words,  // free text: `reap` (prefix-matched) or `"deal damage"` (an exact phrase)
        Filter  // `field op value`
    };
    Kind kind = Kind::Words;
    std::vector<QueryNode> children;
    QString value;        // Words: the text; Filter: the value as written (unquoted)
    bool phrase = false;  // the value was in quotes: match these exact words in order
    QueryField field = QueryField::Name;
    QueryComparison comparison = QueryComparison::Equal;
    int number = 0;       // the value of a numeric filter (cost, count, starting)
    int position = 0;     // where the node's text starts in the query
    int length = 0;       // and how long it is
};

// The result of parsing: `root` is empty for a query with no terms (which matches everything).
struct ParsedQuery {
    std::optional<QueryNode> root;
    std::optional<QueryError> error;
    bool ok() const { return !error; }
};

// Limits that keep hostile input cheap; a query past them is an error, not a slow search.
inline constexpr int kMaxQueryLength = 1000;  // characters
inline constexpr int kMaxQueryTerms = 64;     // words, phrases and filters
inline constexpr int kMaxQueryDepth = 16;     // nested parentheses

// Parses `query`. Precedence, loosest first: OR, then AND (juxtaposition or `AND`), then `-`.
ParsedQuery parseQuery(QStringView query);

// The field a name stands for ("cost", "t", "сторона"), or nothing.
std::optional<QueryField> queryFieldByName(QStringView name);
// The canonical English name of a field, for messages.
QString queryFieldName(QueryField field);
bool isNumericField(QueryField field);

}  // namespace umpire::database
