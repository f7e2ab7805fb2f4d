// The query lexer and recursive-descent parser (grammar in docs/search.md).
#include "query.h"

#include <QHash>
#include <QRegularExpression>

namespace umpire::database {

namespace {

struct Token {
    enum class Type { Word, Phrase, Filter, LParen, RParen, Or, And, Not, End };
    Type type = Type::End;
    int position = 0;
    int length = 0;
    QueryNode leaf;  // Word, Phrase and Filter tokens carry their finished node
};

struct ParseFailure {
    QueryError error;
};

[[noreturn]] void fail(int position, int length, const QString &message)
{
    throw ParseFailure{{position, std::max(length, 1), message}};
}

bool isSeparator(QChar c)
{
    // Control characters (NUL included) separate terms like spaces do.
    return c.isSpace() || c.unicode() < 0x20 || c.unicode() == 0x7f;
}

bool endsBareWord(QChar c)
{
    return isSeparator(c) || c == QLatin1Char('(') || c == QLatin1Char(')') || c == QLatin1Char('"');
}

bool hasSearchableCharacter(QStringView text)
{
    for (QChar c : text)
        if (c.isLetterOrNumber())
            return true;
    return false;
}

QString knownFieldsList()
{
    return QStringLiteral("game, side, type, kind, cost, count, starting, name, text, rarity, rule or section");
}

class Lexer {
public:
    explicit Lexer(QStringView q) : q_(q) {}

    std::vector<Token> run()
    {
        std::vector<Token> tokens;
        for (;;) {
            while (i_ < q_.size() && isSeparator(q_[i_]))
                ++i_;
            if (i_ >= q_.size())
                break;
            tokens.push_back(next());
        }
        tokens.push_back({Token::Type::End, int(q_.size()), 0, {}});
        return tokens;
    }

private:
    Token next()
    {
        const int start = int(i_);
        const QChar c = q_[i_];
        if (c == QLatin1Char('(')) {
            ++i_;
            return {Token::Type::LParen, start, 1, {}};
        }
        if (c == QLatin1Char(')')) {
            ++i_;
            return {Token::Type::RParen, start, 1, {}};
        }
        if (c == QLatin1Char('-')) {
            ++i_;
            if (i_ >= q_.size() || isSeparator(q_[i_]) || q_[i_] == QLatin1Char(')'))
                fail(start, 1, QStringLiteral("'-' must be followed directly by what to exclude, e.g. -type:building"));
            return {Token::Type::Not, start, 1, {}};
        }
        if (c == QLatin1Char('"')) {
            Token t{Token::Type::Phrase, start, 0, {}};
            t.leaf.kind = QueryNode::Kind::Words;
            t.leaf.phrase = true;
            t.leaf.value = phrase();
            t.length = t.leaf.length = int(i_) - start;
            t.leaf.position = start;
            if (!hasSearchableCharacter(t.leaf.value))
                fail(start, t.length, QStringLiteral("the phrase %1 has no letters or digits to search for")
                                          .arg(q_.mid(start, t.length).toString()));
            return t;
        }
        while (i_ < q_.size() && !endsBareWord(q_[i_]))
            ++i_;
        const QStringView word = q_.mid(start, i_ - start);
        if (word == QLatin1String("OR"))
            return {Token::Type::Or, start, 2, {}};
        if (word == QLatin1String("AND"))
            return {Token::Type::And, start, 3, {}};
        if (auto filter = this->filter(word, start))
            return *filter;
        if (!hasSearchableCharacter(word))
            fail(start, int(word.size()), QStringLiteral("'%1' has no letters or digits to search for").arg(word.toString()));
        Token t{Token::Type::Word, start, int(word.size()), {}};
        t.leaf.kind = QueryNode::Kind::Words;
        t.leaf.value = word.toString();
        t.leaf.position = start;
        t.leaf.length = t.length;
        return t;
    }

    // Reads a quoted string starting at the quote under i_; returns its content.
    QString phrase()
    {
        const int start = int(i_);
        const qsizetype close = q_.indexOf(QLatin1Char('"'), i_ + 1);
        if (close < 0)
            fail(start, int(q_.size()) - start, QStringLiteral("this quote is never closed: add a '\"' after the phrase"));
        i_ = close + 1;
        return q_.mid(start + 1, close - start - 1).toString();
    }

    std::optional<Token> filter(QStringView word, int start)
    {
        static const QRegularExpression re(QStringLiteral(R"(^(\p{L}*)(!=|<=|>=|:|=|<|>))"));
        const auto m = re.match(word.toString());
        if (!m.hasMatch())
            return std::nullopt;
        const QString name = m.captured(1);
        const QString op = m.captured(2);
        const int opPosition = start + int(m.capturedStart(2));
        if (name.isEmpty())
            fail(start, int(op.size()), QStringLiteral("'%1' needs a field name before it, e.g. cost%1").arg(op == QLatin1String(":") ? QStringLiteral("<=3") : op + QLatin1Char('3')));
        const auto field = queryFieldByName(name);
        if (!field)
            fail(start, int(name.size()), QStringLiteral("unknown field '%1': use %2 (quote text that contains '%3')")
                                                  .arg(name, knownFieldsList(), op));
        Token t{Token::Type::Filter, start, 0, {}};
        QueryNode &n = t.leaf;
        n.kind = QueryNode::Kind::Filter;
        n.field = *field;
        n.position = start;
        static const QHash<QString, QueryComparison> comparisons{
            {QStringLiteral(":"), QueryComparison::Equal},      {QStringLiteral("="), QueryComparison::Equal},
            {QStringLiteral("!="), QueryComparison::NotEqual},  {QStringLiteral("<"), QueryComparison::Less},
            {QStringLiteral("<="), QueryComparison::LessEqual}, {QStringLiteral(">"), QueryComparison::Greater},
            {QStringLiteral(">="), QueryComparison::GreaterEqual}};
        n.comparison = comparisons.value(op);

        int valuePosition = start + int(m.capturedEnd(2));
        QStringView rest = word.mid(m.capturedEnd(2));
        if (rest.isEmpty() && i_ < q_.size() && q_[i_] == QLatin1Char('"')) {
            n.value = phrase();
            n.phrase = true;
        } else {
            n.value = rest.toString();
        }
        t.length = n.length = int(i_) - start;
        const int valueLength = std::max(1, int(i_) - valuePosition);
        if (n.value.trimmed().isEmpty())
            fail(start, t.length, QStringLiteral("'%1%2' needs a value, e.g. %3").arg(name, op, exampleFor(*field)));

        if (isNumericField(*field)) {
            bool ok = false;
            n.number = n.value.trimmed().toInt(&ok);
            if (!ok)
                fail(valuePosition, valueLength, QStringLiteral("%1 needs a whole number, not '%2'").arg(queryFieldName(*field), n.value));
        } else if (n.comparison != QueryComparison::Equal && n.comparison != QueryComparison::NotEqual) {
            fail(opPosition, int(op.size()), QStringLiteral("'%1' compares numbers; %2 takes ':' or '!='").arg(op, queryFieldName(*field)));
        } else if ((*field == QueryField::Name || *field == QueryField::Text) && n.comparison == QueryComparison::NotEqual) {
            fail(opPosition, int(op.size()), QStringLiteral("%1 does not take '!=': write -%1:%2 to exclude").arg(queryFieldName(*field), n.value));
        } else if ((*field == QueryField::Name || *field == QueryField::Text) && !hasSearchableCharacter(n.value)) {
            fail(valuePosition, valueLength, QStringLiteral("'%1' has no letters or digits to search for").arg(n.value));
        }
        return t;
    }

    static QString exampleFor(QueryField f)
    {
        switch (f) {
        case QueryField::Game: return QStringLiteral("game:wotw");
        case QueryField::Side: return QStringLiteral("side:aliens");
        case QueryField::Type: return QStringLiteral("type:unit");
        case QueryField::Cost: return QStringLiteral("cost<=3");
        case QueryField::Count: return QStringLiteral("count>=2");
        case QueryField::Starting: return QStringLiteral("starting>0");
        case QueryField::Name: return QStringLiteral("name:reap");
        case QueryField::Text: return QStringLiteral("text:\"deal damage\"");
        case QueryField::Rarity: return QStringLiteral("rarity:rare");
        case QueryField::Rule: return QStringLiteral("rule:wotw.combat");
        case QueryField::Section: return QStringLiteral("section:2.3");
        case QueryField::Kind: return QStringLiteral("kind:token");
        }
        return {};
    }

    QStringView q_;
    qsizetype i_ = 0;
};

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : t_(std::move(tokens)) {}

    std::optional<QueryNode> run()
    {
        if (peek().type == Token::Type::End)
            return std::nullopt;
        QueryNode root = orExpression();
        if (peek().type == Token::Type::RParen)
            fail(peek().position, 1, QStringLiteral("')' has no matching '('"));
        return root;
    }

private:
    const Token &peek() const { return t_[k_]; }
    const Token &take() { return t_[k_++]; }

    static bool endsTerm(Token::Type t)
    {
        return t == Token::Type::End || t == Token::Type::RParen || t == Token::Type::Or || t == Token::Type::And;
    }

    QueryNode orExpression()
    {
        std::vector<QueryNode> parts;
        if (peek().type == Token::Type::Or)
            fail(peek().position, 2, QStringLiteral("OR needs a term before it"));
        parts.push_back(andExpression());
        while (peek().type == Token::Type::Or) {
            const Token &op = take();
            if (endsTerm(peek().type))
                fail(op.position, 2, QStringLiteral("OR needs a term after it"));
            parts.push_back(andExpression());
        }
        return combine(QueryNode::Kind::Or, std::move(parts));
    }

    QueryNode andExpression()
    {
        std::vector<QueryNode> parts;
        for (;;) {
            const Token &t = peek();
            if (t.type == Token::Type::End || t.type == Token::Type::RParen || t.type == Token::Type::Or)
                break;
            if (t.type == Token::Type::And) {
                take();
                if (parts.empty())
                    fail(t.position, 3, QStringLiteral("AND needs a term before it"));
                if (endsTerm(peek().type))
                    fail(t.position, 3, QStringLiteral("AND needs a term after it"));
                continue;
            }
            parts.push_back(unary());
        }
        if (parts.empty()) {
            // Only a ')' or an OR can stand where a term should start (the callers rule out the rest).
            if (peek().type == Token::Type::Or)
                fail(peek().position, 2, QStringLiteral("OR needs a term before it"));
            fail(peek().position, 1, QStringLiteral("')' has no matching '('"));
        }
        return combine(QueryNode::Kind::And, std::move(parts));
    }

    QueryNode unary()
    {
        if (peek().type != Token::Type::Not)
            return primary();
        const Token &minus = take();
        if (endsTerm(peek().type))
            fail(minus.position, 1, QStringLiteral("'-' must be followed directly by what to exclude, e.g. -type:building"));
        QueryNode n;
        n.kind = QueryNode::Kind::Not;
        n.position = minus.position;
        n.children.push_back(unary());
        n.length = n.children[0].position + n.children[0].length - n.position;
        return n;
    }

    QueryNode primary()
    {
        const Token &t = take();
        switch (t.type) {
        case Token::Type::LParen: {
            if (++depth_ > kMaxQueryDepth)
                fail(t.position, 1, QStringLiteral("parentheses nest more than %1 deep").arg(kMaxQueryDepth));
            if (peek().type == Token::Type::RParen)
                fail(t.position, peek().position - t.position + 1, QStringLiteral("empty parentheses: put a term inside"));
            // The query ends right after the '(': the problem is the '(', not the end.
            if (peek().type == Token::Type::End)
                fail(t.position, 1, QStringLiteral("this '(' is never closed: add a ')'"));
            QueryNode inner = orExpression();
            if (peek().type != Token::Type::RParen)
                fail(t.position, 1, QStringLiteral("this '(' is never closed: add a ')'"));
            const Token &close = take();
            --depth_;
            inner.position = t.position;
            inner.length = close.position + 1 - t.position;
            return inner;
        }
        case Token::Type::Word:
        case Token::Type::Phrase:
        case Token::Type::Filter:
            if (++terms_ > kMaxQueryTerms)
                fail(t.position, t.length, QStringLiteral("too many terms: a query may have at most %1").arg(kMaxQueryTerms));
            return t.leaf;
        default:
            // ')' at the start of a term; OR/AND/End are caught by the callers.
            fail(t.position, std::max(t.length, 1), QStringLiteral("')' has no matching '('"));
        }
    }

    static QueryNode combine(QueryNode::Kind kind, std::vector<QueryNode> parts)
    {
        if (parts.size() == 1)
            return std::move(parts.front());
        QueryNode n;
        n.kind = kind;
        n.position = parts.front().position;
        n.length = parts.back().position + parts.back().length - n.position;
        n.children = std::move(parts);
        return n;
    }

    std::vector<Token> t_;
    size_t k_ = 0;
    int depth_ = 0;
    int terms_ = 0;
};

}  // namespace

std::optional<QueryField> queryFieldByName(QStringView name)
{
    static const QHash<QString, QueryField> fields{
        {QStringLiteral("game"), QueryField::Game},         {QStringLiteral("g"), QueryField::Game},
        {QStringLiteral("игра"), QueryField::Game},
        {QStringLiteral("side"), QueryField::Side},         {QStringLiteral("s"), QueryField::Side},
        {QStringLiteral("сторона"), QueryField::Side},
        {QStringLiteral("type"), QueryField::Type},         {QStringLiteral("t"), QueryField::Type},
        {QStringLiteral("тип"), QueryField::Type},
        {QStringLiteral("kind"), QueryField::Kind},         {QStringLiteral("k"), QueryField::Kind},
        {QStringLiteral("вид"), QueryField::Kind},
        {QStringLiteral("cost"), QueryField::Cost},         {QStringLiteral("цена"), QueryField::Cost},
        {QStringLiteral("стоимость"), QueryField::Cost},
        {QStringLiteral("count"), QueryField::Count},       {QStringLiteral("количество"), QueryField::Count},
        {QStringLiteral("starting"), QueryField::Starting}, {QStringLiteral("стартовые"), QueryField::Starting},
        {QStringLiteral("name"), QueryField::Name},         {QStringLiteral("n"), QueryField::Name},
        {QStringLiteral("title"), QueryField::Name},        {QStringLiteral("имя"), QueryField::Name},
        {QStringLiteral("название"), QueryField::Name},
        {QStringLiteral("text"), QueryField::Text},         {QStringLiteral("o"), QueryField::Text},
        {QStringLiteral("текст"), QueryField::Text},
        {QStringLiteral("rarity"), QueryField::Rarity},     {QStringLiteral("r"), QueryField::Rarity},
        {QStringLiteral("редкость"), QueryField::Rarity},
        {QStringLiteral("rule"), QueryField::Rule},         {QStringLiteral("правило"), QueryField::Rule},
        {QStringLiteral("section"), QueryField::Section},   {QStringLiteral("раздел"), QueryField::Section},
    };
    const auto it = fields.constFind(name.toString().toCaseFolded());
    if (it == fields.cend())
        return std::nullopt;
    return *it;
}

QString queryFieldName(QueryField field)
{
    switch (field) {
    case QueryField::Game: return QStringLiteral("game");
    case QueryField::Side: return QStringLiteral("side");
    case QueryField::Type: return QStringLiteral("type");
    case QueryField::Cost: return QStringLiteral("cost");
    case QueryField::Count: return QStringLiteral("count");
    case QueryField::Starting: return QStringLiteral("starting");
    case QueryField::Name: return QStringLiteral("name");
    case QueryField::Text: return QStringLiteral("text");
    case QueryField::Rarity: return QStringLiteral("rarity");
    case QueryField::Rule: return QStringLiteral("rule");
    case QueryField::Section: return QStringLiteral("section");
    case QueryField::Kind: return QStringLiteral("kind");
    }
    return {};
}

bool isNumericField(QueryField field)
{
    return field == QueryField::Cost || field == QueryField::Count || field == QueryField::Starting;
}

ParsedQuery parseQuery(QStringView query)
{
    ParsedQuery result;
    if (query.size() > kMaxQueryLength) {
        result.error = QueryError{kMaxQueryLength, int(query.size()) - kMaxQueryLength,
                                  QStringLiteral("the query is too long: %1 characters, at most %2")
                                      .arg(query.size()).arg(kMaxQueryLength)};
        return result;
    }
    try {
        result.root = Parser(Lexer(query).run()).run();
    } catch (const ParseFailure &f) {
        result.error = f.error;
    }
    return result;
}

}  // namespace umpire::database
