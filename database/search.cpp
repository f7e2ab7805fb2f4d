#include "search.h"

#include "schema.h"

#include <QHash>
#include <QSqlError>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace umpire::database {

namespace {

enum class Target { Cards, Rules };

int lettersIn(const QString &value)
{
    int letters = 0;
    for (QChar c : value)
        letters += c.isLetterOrNumber() ? 1 : 0;
    return letters;
}

// The FTS5 form of a term: every term is a quoted string (inner quotes doubled), so no
// input can use FTS5 operators; bare words of two or more letters also match as prefixes,
// for search as you type (a single letter prefix would match nearly everything, slowly).
QString ftsString(const QString &value, bool prefix)
{
    prefix = prefix && lettersIn(value) >= 2;
    QString s = foldForSearch(value);
    s.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + s + QLatin1Char('"') + (prefix ? QStringLiteral("*") : QString());
}

// The longest word, in letters, that counts as "still being typed" when it ends the query:
// such a short prefix matches names and titles only (docs/search.md), since in texts it
// would match nearly every row, which is slow and useless to a player.
constexpr int kShortPrefixLetters = 2;

struct ParseError {
    QueryError error;
};

// Turns a query tree into a WHERE clause over `c` (cards) or `r` (rules) with positional
// parameters, and collects the full-text terms that rank the results.
class Compiler {
public:
    // `typingEnd`: where the query's text ends when it does not end in white space (the last
    // word is still being typed), else -1.
    Compiler(Target target, int typingEnd) : target_(target), typingEnd_(typingEnd) {}

    QString where(const QueryNode &n, bool negated = false)
    {
        switch (n.kind) {
        case QueryNode::Kind::And:
        case QueryNode::Kind::Or: {
            QStringList parts;
            for (const QueryNode &c : n.children)
                parts << where(c, negated);
            return QLatin1Char('(') + parts.join(n.kind == QueryNode::Kind::And ? QLatin1String(" AND ") : QLatin1String(" OR ")) + QLatin1Char(')');
        }
        case QueryNode::Kind::Not:
            // IFNULL: a card without a cost is "not cost 3".
            return QStringLiteral("NOT IFNULL(%1, 0)").arg(where(n.children.front(), !negated));
        case QueryNode::Kind::Words:
            return fullText(n, negated);
        case QueryNode::Kind::Filter:
            return filter(n, negated);
        }
        return QStringLiteral("1");
    }

    // The FTS5 expression of a full-text leaf (a word, a phrase, name: or text:).
    QString expression(const QueryNode &n, bool negated = false) const
    {
        if (!negated && isShortFinalPrefix(n))
            return nameColumns() + QStringLiteral(" : ") + shortPrefix(n.value);
        const QString term = ftsString(n.value, !n.phrase);
        if (n.kind == QueryNode::Kind::Filter && n.field == QueryField::Name)
            return nameColumns() + QStringLiteral(" : ") + term;
        if (n.kind == QueryNode::Kind::Filter && n.field == QueryField::Text)
            return textColumns() + QStringLiteral(" : ") + term;
        return term;
    }

    QVariantList binds;
    QStringList rankTerms;  // full-text terms not under a '-', which rank an OR query

private:
    // A bare word (or name: value) of one or two letters that ends a query being typed.
    bool isShortFinalPrefix(const QueryNode &n) const
    {
        const bool word = n.kind == QueryNode::Kind::Words
            || (n.kind == QueryNode::Kind::Filter && n.field == QueryField::Name);
        if (!word || n.phrase || typingEnd_ < 0 || n.position + n.length != typingEnd_)
            return false;
        const int letters = lettersIn(n.value);
        return letters >= 1 && letters <= kShortPrefixLetters;
    }

    // The prefix form of a short word, however few letters it has (the schema's prefix
    // indexes cover one and two characters, so this is an index lookup).
    static QString shortPrefix(const QString &value)
    {
        QString s = foldForSearch(value);
        s.replace(QLatin1Char('"'), QLatin1String("\"\""));
        return QLatin1Char('"') + s + QStringLiteral("\"*");
    }

    QString table() const { return target_ == Target::Cards ? QStringLiteral("cards_fts") : QStringLiteral("rules_fts"); }
    QString alias() const { return target_ == Target::Cards ? QStringLiteral("c") : QStringLiteral("r"); }
    QString nameColumns() const
    {
        return target_ == Target::Cards ? QStringLiteral("{name_en name_ru}") : QStringLiteral("{title_en title_ru}");
    }
    QString textColumns() const
    {
        return target_ == Target::Cards ? QStringLiteral("{text_en text_ru}") : QStringLiteral("{body glossary body_ru}");
    }

    QString fullText(const QueryNode &n, bool negated)
    {
        const QString fts = expression(n, negated);
        if (!negated)
            rankTerms << fts;
        binds << fts;
        return QStringLiteral("%1.rowid IN (SELECT rowid FROM %2 WHERE %2 MATCH ?)").arg(alias(), table());
    }

    [[noreturn]] static void notFor(const QueryNode &n, const QString &what)
    {
        throw ParseError{{n.position, n.length, QStringLiteral("%1 applies to %2 only").arg(queryFieldName(n.field), what)}};
    }

    // Equal to `value`, or inside the dotted subtree it names: "wotw.combat" matches
    // "wotw.combat" and "wotw.combat.defense". '/' is the character after '.'.
    QString subtree(const QString &column, const QString &value)
    {
        binds << value << value + QLatin1Char('.') << value + QLatin1Char('/');
        return QStringLiteral("(%1 = ? OR (%1 > ? AND %1 < ?))").arg(column);
    }

    QString filter(const QueryNode &n, bool negated)
    {
        const QString a = alias();
        const QString key = foldKey(n.value);
        QString sql;
        switch (n.field) {
        case QueryField::Name:
        case QueryField::Text:
            return fullText(n, negated);
        case QueryField::Game:
            binds << key << key << key;
            sql = QStringLiteral("%1.game IN (SELECT id FROM games WHERE id = ? OR name_key_en = ? OR name_key_ru = ?)").arg(a);
            break;
        case QueryField::Side:
            if (target_ == Target::Rules)
                notFor(n, QStringLiteral("cards"));
            // A side's name in any game names that side id in every game: War of the Worlds
            // calls its Aliens "Инопланетяне" and Space Wars "Пришельцы", and either finds both.
            binds << key << key << key;
            // (EXISTS, not IN: under `-` a card of no side must still match.)
            sql = QStringLiteral("EXISTS (SELECT 1 FROM sides s WHERE s.id = c.side"
                                 " AND (s.id = ? OR s.name_key_en = ? OR s.name_key_ru = ?))");
            break;
        case QueryField::Type:
        case QueryField::Rarity:
        case QueryField::Kind:
            if (target_ == Target::Rules)
                notFor(n, QStringLiteral("cards"));
            binds << key;
            sql = QStringLiteral("lower(c.%1) = ?").arg(queryFieldName(n.field));
            break;
        case QueryField::Cost:
        case QueryField::Count:
        case QueryField::Starting: {
            if (target_ == Target::Rules)
                notFor(n, QStringLiteral("cards"));
            static const char *const ops[] = {"=", "<>", "<", "<=", ">", ">="};
            binds << n.number;
            // A comparison is NULL for a card without that number, so it never matches.
            return QStringLiteral("c.%1 %2 ?").arg(queryFieldName(n.field), QLatin1String(ops[int(n.comparison)]));
        }
        case QueryField::Rule:
            sql = target_ == Target::Cards
                ? QStringLiteral("EXISTS (SELECT 1 FROM card_rules cr WHERE cr.card = c.rowid AND %1)")
                      .arg(subtree(QStringLiteral("cr.rule_id"), n.value.trimmed()))
                : subtree(QStringLiteral("r.id"), n.value.trimmed());
            break;
        case QueryField::Section:
            if (target_ == Target::Cards)
                notFor(n, QStringLiteral("rules"));
            sql = subtree(QStringLiteral("r.section"), n.value.trimmed());
            break;
        }
        if (n.comparison == QueryComparison::NotEqual)
            sql = QStringLiteral("NOT IFNULL(%1, 0)").arg(sql);
        return sql;
    }

    Target target_;
    int typingEnd_ = -1;
};

// A result list's view of a rule body: the start of it, white space collapsed. The query
// reads only the first kSnippetSource + 1 characters, not whole bodies.
constexpr int kSnippetLength = 160;
constexpr int kSnippetSource = 640;

struct CompiledQuery {
    QString sql;
    QVariantList binds;
};

// The whole SELECT for a parsed query: filters in WHERE, and (when there are words) two
// full-text joins: one for the bm25 score, one telling whether a name matched.
bool isFullTextLeaf(const QueryNode &n)
{
    return n.kind == QueryNode::Kind::Words
        || (n.kind == QueryNode::Kind::Filter && (n.field == QueryField::Name || n.field == QueryField::Text));
}

CompiledQuery compile(const std::optional<QueryNode> &root, Target target, int limit, int typingEnd)
{
    const bool cards = target == Target::Cards;
    const QString alias = cards ? QStringLiteral("c") : QStringLiteral("r");
    Compiler compiler(target, typingEnd);
    // The full-text terms ANDed at the top of the query (the usual case: words typed into a
    // search box) become one MATCH that filters and ranks in a single pass over the index.
    // Everything else becomes WHERE conditions.
    QStringList merged, conditions;
    if (root) {
        std::vector<const QueryNode *> conjunction;
        if (root->kind == QueryNode::Kind::And)
            for (const QueryNode &c : root->children)
                conjunction.push_back(&c);
        else
            conjunction.push_back(&*root);
        for (const QueryNode *n : conjunction) {
            if (isFullTextLeaf(*n))
                merged << compiler.expression(*n);
            else
                conditions << compiler.where(*n);
        }
    }
    CompiledQuery out;
    QString joins;
    QString rank = QStringLiteral("0 AS name_hit, 0 AS score");
    if (!merged.isEmpty() || !compiler.rankTerms.isEmpty()) {
        const QString table = cards ? QStringLiteral("cards_fts") : QStringLiteral("rules_fts");
        // Names weigh ten times a text in bm25; and a row where some term hits a name (columns
        // 0 and 1) sorts before any hit in a text only. The name hits are one more MATCH of the
        // same terms restricted to the names (nested column filters intersect, so a text: term
        // never counts), evaluated once for the statement: much cheaper than highlight() on
        // every matching row.
        const QString weights = cards ? QStringLiteral("10.0, 10.0, 1.0, 1.0") : QStringLiteral("10.0, 10.0, 1.0, 2.0, 1.0");
        const QString nameColumns = cards ? QStringLiteral("{name_en name_ru}") : QStringLiteral("{title_en title_ru}");
        const QStringList &terms = merged.isEmpty() ? compiler.rankTerms : merged;
        const QString nameHit = QStringLiteral("(%1.rowid IN (SELECT rowid FROM %1 WHERE %1 MATCH ?))").arg(table);
        out.binds << nameColumns + QStringLiteral(" : (") + terms.join(QStringLiteral(" OR ")) + QLatin1Char(')');
        if (!merged.isEmpty() && conditions.isEmpty()) {
            // Words only: every matching row is a result, so the page is decided inside the
            // ranked subquery, with the outer query's full order (the tie-break columns come
            // before the long texts in the row, so reading them is cheap). Only the page's
            // rows then fetch their texts, instead of every hit carrying its body through
            // the sort.
            const QString table2 = cards ? QStringLiteral("cards") : QStringLiteral("rules");
            const QString tieBreak = cards ? QStringLiteral("t.game, t.name_en") : QStringLiteral("t.game, t.position");
            // Cards before components, as in the outer ORDER BY below.
            const QString kindOrder = cards ? QStringLiteral("t.type = 'component', ") : QString();
            joins = QStringLiteral(" JOIN (SELECT %1.rowid AS hit, bm25(%1, %2) AS score, %3 AS name_hit FROM %1"
                                   " JOIN %4 t ON t.rowid = %1.rowid WHERE %1 MATCH ?"
                                   " ORDER BY name_hit DESC, %7score, %5 LIMIT ?) rk ON rk.hit = %6.rowid")
                        .arg(table, weights, nameHit, table2, tieBreak, alias, kindOrder);
            out.binds << merged.join(QStringLiteral(" AND ")) << limit + 1;
        } else {
            joins = QStringLiteral(" %1 JOIN (SELECT %2.rowid AS hit, bm25(%2, %3) AS score, %4 AS name_hit FROM %2"
                                   " WHERE %2 MATCH ?) rk ON rk.hit = %5.rowid")
                        .arg(merged.isEmpty() ? QStringLiteral("LEFT") : QString(), table, weights, nameHit, alias);
            out.binds << (merged.isEmpty() ? compiler.rankTerms.join(QStringLiteral(" OR ")) : merged.join(QStringLiteral(" AND ")));
        }
        rank = QStringLiteral("IFNULL(rk.name_hit, 0) AS name_hit, rk.score AS score");
    }
    out.binds += compiler.binds;
    out.binds << limit + 1;
    const QString where = conditions.isEmpty() ? QStringLiteral("1") : conditions.join(QStringLiteral(" AND "));
    if (cards) {
        // A card comes before a component of the same rank (name hit or not): bm25 measures a
        // document by all its columns, so a component's short text would otherwise put the
        // tripod miniature above the Tripod card. Browsing lists each game's components last.
        out.sql = QStringLiteral("SELECT c.game, c.id, c.name_en, c.name_ru, c.type, c.side, c.cost, c.count, c.starting,"
                                 " c.rarity, c.kind, c.text_en, %1 FROM cards c%2 WHERE %3"
                                 " ORDER BY name_hit DESC, c.type = 'component', score IS NULL, score, c.game, c.name_en"
                                 " LIMIT ?")
                      .arg(rank, joins, where);
    } else {
        out.sql = QStringLiteral("SELECT r.game, r.id, r.section, r.title_en, r.title_ru, substr(r.body, 1, %4),"
                                 " substr(r.body_ru, 1, %4), %1 FROM rules r%2"
                                 " WHERE %3 ORDER BY name_hit DESC, score IS NULL, score, r.game, r.position LIMIT ?")
                      .arg(rank, joins, where, QString::number(kSnippetSource + 1));
    }
    return out;
}

std::optional<int> optionalInt(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<int>(v.toInt());
}

QString snippet(const QString &bodyStart)
{
    QString s = bodyStart.simplified();
    if (s.size() > kSnippetLength || bodyStart.size() > kSnippetSource) {
        s.truncate(kSnippetLength - 3);
        s += QStringLiteral("…");
    }
    return s;
}

QSqlQuery prepared(const QSqlDatabase &db, const QString &sql, const QVariantList &binds)
{
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        qWarning("compendium: cannot prepare a query: %s", qPrintable(q.lastError().text()));
    for (int i = 0; i < binds.size(); ++i)
        q.bindValue(i, binds[i]);
    if (!q.exec())
        qWarning("compendium: query failed: %s", qPrintable(q.lastError().text()));
    return q;
}

}  // namespace

// The prepared search statements of one Compendium, by SQL text: a search box sends the same
// few statement shapes on every keystroke, and preparing one costs as much as running it.
struct StatementCache {
    static constexpr int kMaxStatements = 64;  // shapes are few; this only bounds odd input
    QHash<QString, QSqlQuery> queries;

    QSqlQuery &get(const QSqlDatabase &db, const QString &sql)
    {
        auto it = queries.find(sql);
        if (it != queries.end())
            return *it;
        if (queries.size() >= kMaxStatements)
            queries.clear();
        QSqlQuery q(db);
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            qWarning("compendium: cannot prepare a query: %s", qPrintable(q.lastError().text()));
        return *queries.insert(sql, q);
    }
};

namespace {

template <typename Hit, typename Read>
SearchResults<Hit> run(const QSqlDatabase &db, StatementCache &cache, const QString &query, Target target, int limit,
                       Read read)
{
    SearchResults<Hit> results;
    const ParsedQuery parsed = parseQuery(query);
    if (!parsed.ok()) {
        results.error = parsed.error;
        return results;
    }
    // A query that does not end in white space is still being typed: its last word may be
    // a short prefix (docs/search.md).
    const int typingEnd = !query.isEmpty() && !query.back().isSpace() ? int(query.size()) : -1;
    CompiledQuery compiled;
    try {
        compiled = compile(parsed.root, target, std::max(limit, 1), typingEnd);
    } catch (const ParseError &e) {
        results.error = e.error;
        return results;
    }
    QSqlQuery &q = cache.get(db, compiled.sql);
    for (int i = 0; i < compiled.binds.size(); ++i)
        q.bindValue(i, compiled.binds[i]);
    if (!q.exec())
        qWarning("compendium: query failed: %s", qPrintable(q.lastError().text()));
    results.hits.reserve(size_t(std::clamp(limit, 0, 256)));
    while (q.next()) {
        if (int(results.hits.size()) >= limit) {
            results.truncated = true;
            break;
        }
        results.hits.push_back(read(q));
    }
    // Done with the rows: reset the statement so it holds no read transaction open.
    q.finish();
    return results;
}

CardSummary readCard(const QSqlQuery &q)
{
    CardSummary c;
    c.game = q.value(0).toString();
    c.id = q.value(1).toString();
    c.nameEn = q.value(2).toString();
    c.nameRu = q.value(3).toString();
    c.type = q.value(4).toString();
    c.side = q.value(5).toString();
    c.cost = optionalInt(q.value(6));
    c.count = optionalInt(q.value(7));
    c.starting = q.value(8).toInt();
    c.rarity = q.value(9).toString();
    c.kind = q.value(10).toString();
    c.textEn = q.value(11).toString();
    return c;
}

// Rows of `cards` that are cards, not components (schema.h).
const QString kOnlyCards = QStringLiteral("c.type <> 'component'");

const QString kCardColumns = QStringLiteral(
    "c.game, c.id, c.name_en, c.name_ru, c.type, c.side, c.cost, c.count, c.starting, c.rarity, c.kind, c.text_en");

}  // namespace

Compendium::Compendium(QSqlDatabase database)
    : db_(std::move(database)), statements_(std::make_shared<StatementCache>())
{
}

SearchResults<CardSummary> Compendium::searchCards(const QString &query, int limit) const
{
    return run<CardSummary>(db_, *statements_, query, Target::Cards, limit, [](const QSqlQuery &q) {
        CardSummary c = readCard(q);
        c.nameHit = q.value(12).toInt() != 0;
        return c;
    });
}

SearchResults<RuleSummary> Compendium::searchRules(const QString &query, int limit) const
{
    const auto read = [](const QSqlQuery &q) {
        RuleSummary r;
        r.game = q.value(0).toString();
        r.id = q.value(1).toString();
        r.section = q.value(2).toString();
        r.titleEn = q.value(3).toString();
        r.titleRu = q.value(4).toString();
        r.snippet = snippet(q.value(5).toString());
        r.snippetRu = snippet(q.value(6).toString());
        r.nameHit = q.value(7).toInt() != 0;
        return r;
    };
    SearchResults<RuleSummary> results = run<RuleSummary>(db_, *statements_, query, Target::Rules, limit, read);
    // A rule id as the findings print it ("spacewars.combat.debris") finds that rule first,
    // whatever the words of its pieces match.
    static const QRegularExpression ruleId(QStringLiteral("^[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+$"));
    const QString id = query.trimmed().toLower();
    if (limit < 1 || !ruleId.match(id).hasMatch())
        return results;
    QSqlQuery q = prepared(db_, QStringLiteral("SELECT r.game, r.id, r.section, r.title_en, r.title_ru, substr(r.body, 1, %1),"
                                               " substr(r.body_ru, 1, %1), 1 FROM rules r WHERE r.id = ?")
                                        .arg(kSnippetSource + 1),
                           {id});
    if (!q.next())
        return results;
    std::erase_if(results.hits, [&](const RuleSummary &r) { return r.id == id; });
    results.hits.insert(results.hits.begin(), read(q));
    results.error.reset();  // the id's dots may not read as a query; the rule answers it
    if (int(results.hits.size()) > limit) {
        results.hits.resize(std::size_t(limit));
        results.truncated = true;
    }
    return results;
}

std::vector<CardSummary> Compendium::findCards(const QString &reference) const
{
    std::vector<CardSummary> out;
    const QString ref = reference.trimmed();
    const qsizetype slash = ref.indexOf(QLatin1Char('/'));
    QSqlQuery q = slash >= 0
        ? prepared(db_, QStringLiteral("SELECT %1 FROM cards c WHERE c.game = ? AND c.id = ? AND %2").arg(kCardColumns, kOnlyCards),
                   {ref.left(slash), ref.mid(slash + 1)})
        : prepared(db_, QStringLiteral("SELECT %1 FROM cards c WHERE c.id = ? AND %2 ORDER BY c.game").arg(kCardColumns, kOnlyCards), {ref});
    while (q.next())
        out.push_back(readCard(q));
    if (!out.empty() || slash >= 0 || ref.isEmpty())
        return out;
    // Not an id: a card whose English or Russian name is exactly the reference.
    const QString key = foldKey(ref);
    q = prepared(db_, QStringLiteral("SELECT %1 FROM cards c WHERE %2 ORDER BY c.game, c.name_en").arg(kCardColumns, kOnlyCards),
                 {});
    while (q.next()) {
        CardSummary c = readCard(q);
        if (foldKey(c.nameEn) == key || (!c.nameRu.isEmpty() && foldKey(c.nameRu) == key))
            out.push_back(c);
    }
    return out;
}

std::optional<CardDetail> Compendium::card(const QString &game, const QString &id) const
{
    return entry(game, id, false);
}

std::optional<CardDetail> Compendium::component(const QString &game, const QString &id) const
{
    return entry(game, id, true);
}

std::optional<CardDetail> Compendium::entry(const QString &game, const QString &id, bool component) const
{
    const QString objectKind = component ? QStringLiteral("component") : QStringLiteral("card");
    QSqlQuery q = prepared(db_, QStringLiteral("SELECT %1, c.text_ru, c.json, c.rowid FROM cards c"
                                               " WHERE c.game = ? AND c.id = ? AND (c.type = 'component') = ?")
                                    .arg(kCardColumns),
                           {game, id, component ? 1 : 0});
    if (!q.next())
        return std::nullopt;
    CardDetail d;
    d.card = readCard(q);
    d.textRu = q.value(12).toString();
    d.json = q.value(13).toString();
    const QVariant rowid = q.value(14);

    q = prepared(db_, QStringLiteral("SELECT id, text_en, text_ru, removes_card FROM card_options WHERE card = ? ORDER BY position"), {rowid});
    while (q.next())
        d.options.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toInt() != 0});
    q = prepared(db_, QStringLiteral("SELECT name, value FROM card_stats WHERE card = ? ORDER BY position"), {rowid});
    while (q.next())
        d.stats.emplace_back(q.value(0).toString(), q.value(1).toDouble());
    q = prepared(db_, QStringLiteral("SELECT flag FROM card_flags WHERE card = ? ORDER BY flag"), {rowid});
    while (q.next())
        d.flags << q.value(0).toString();
    q = prepared(db_, QStringLiteral("SELECT cr.rule_id, r.section, r.title_en, r.title_ru FROM card_rules cr"
                                     " LEFT JOIN rules r ON r.id = cr.rule_id WHERE cr.card = ? ORDER BY cr.position"),
                 {rowid});
    while (q.next())
        d.rules.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    q = prepared(db_, QStringLiteral("SELECT file, section FROM sources WHERE game = ? AND object_kind = ?"
                                     " AND object_id = ? ORDER BY position"), {game, objectKind, id});
    while (q.next())
        d.sources.push_back({q.value(0).toString(), q.value(1).toString()});
    q = prepared(db_, QStringLiteral("SELECT field, reason, reason_ru FROM assumed WHERE game = ? AND object_kind = ?"
                                     " AND object_id = ? ORDER BY field"), {game, objectKind, id});
    while (q.next())
        d.assumed.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return d;
}

std::optional<RuleDetail> Compendium::rule(const QString &id) const
{
    QSqlQuery q = prepared(db_, QStringLiteral("SELECT r.game, r.id, r.section, r.title_en, r.title_ru, r.body, r.sources,"
                                               " p.id, p.section, p.title_en, p.title_ru, r.body_ru FROM rules r"
                                               " LEFT JOIN rules p ON p.id = r.parent_id WHERE r.id = ?"),
                           {id.trimmed()});
    if (!q.next())
        return std::nullopt;
    RuleDetail d;
    d.game = q.value(0).toString();
    d.id = q.value(1).toString();
    d.section = q.value(2).toString();
    d.titleEn = q.value(3).toString();
    d.titleRu = q.value(4).toString();
    d.body = q.value(5).toString();
    d.hasRussian = !q.value(11).isNull();
    d.bodyRu = q.value(11).toString();
    const QString sources = q.value(6).toString();
    if (!sources.isEmpty())
        d.sources = sources.split(QLatin1Char('\n'));
    if (!q.value(7).isNull())
        d.parent = RuleLink{q.value(7).toString(), q.value(8).toString(), q.value(9).toString(), q.value(10).toString()};

    q = prepared(db_, QStringLiteral("SELECT id, section, title_en, title_ru FROM rules WHERE parent_id = ? ORDER BY position"), {d.id});
    while (q.next())
        d.children.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    q = prepared(db_, QStringLiteral("SELECT c.game, c.id FROM card_rules cr JOIN cards c ON c.rowid = cr.card"
                                     " WHERE cr.rule_id = ? AND %1 ORDER BY c.game, c.name_en").arg(kOnlyCards), {d.id});
    while (q.next())
        d.cards.emplace_back(q.value(0).toString(), q.value(1).toString());
    q = prepared(db_, QStringLiteral("SELECT adopted, why, record_tag, adopted_ru, why_ru FROM clarifications WHERE rule_id = ?"), {d.id});
    if (q.next()) {
        d.adopted = q.value(0).toString();
        d.why = q.value(1).toString();
        d.recordTag = q.value(2).toString();
        d.adoptedRu = q.value(3).toString();
        d.whyRu = q.value(4).toString();
        q = prepared(db_, QStringLiteral("SELECT label, key, text, label_ru, text_ru FROM clarification_readings"
                                         " WHERE rule_id = ? ORDER BY position"), {d.id});
        while (q.next())
            d.readings.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                                  q.value(3).toString(), q.value(4).toString()});
    }
    return d;
}

std::vector<GlossaryEntry> Compendium::glossary(const QString &game) const
{
    std::vector<GlossaryEntry> out;
    QSqlQuery q = prepared(db_, QStringLiteral("SELECT game, id, term_en, term_ru, definition_en, definition_ru, rule_id"
                                               " FROM glossary WHERE ? = '' OR game = ? ORDER BY game, position"),
                           {game.isNull() ? QStringLiteral("") : game, game});
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                       q.value(4).toString(), q.value(5).toString(), q.value(6).toString()});
    return out;
}

QStringList Compendium::danglingCardRuleLinks() const
{
    QStringList out;
    QSqlQuery q = prepared(db_, QStringLiteral("SELECT c.game || '/' || c.id || ' -> ' || cr.rule_id FROM card_rules cr"
                                               " JOIN cards c ON c.rowid = cr.card LEFT JOIN rules r ON r.id = cr.rule_id"
                                               " WHERE r.id IS NULL ORDER BY 1"), {});
    while (q.next())
        out << q.value(0).toString();
    return out;
}

}  // namespace umpire::database
