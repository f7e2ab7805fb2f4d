// The query language parser: every construct, every error, and hostile input.
#include "database/query.h"

#include <QTest>

using namespace umpire::database;

namespace {

// A compact print of a query tree, so expected shapes read like the query itself.
QString show(const QueryNode &n)
{
    static const char *const ops[] = {":", "!=", "<", "<=", ">", ">="};
    switch (n.kind) {
    case QueryNode::Kind::And:
    case QueryNode::Kind::Or: {
        QStringList parts;
        for (const auto &c : n.children)
            parts << show(c);
        return QStringLiteral("(%1 %2)").arg(n.kind == QueryNode::Kind::And ? "AND" : "OR", parts.join(QLatin1Char(' ')));
    }
    case QueryNode::Kind::Not:
        return QStringLiteral("(NOT %1)").arg(show(n.children.front()));
    case QueryNode::Kind::Words:
        return n.phrase ? QStringLiteral("\"%1\"").arg(n.value) : n.value;
    case QueryNode::Kind::Filter:
        return queryFieldName(n.field) + QLatin1String(ops[int(n.comparison)])
            + (isNumericField(n.field) ? QString::number(n.number) : n.phrase ? QStringLiteral("\"%1\"").arg(n.value) : n.value);
    }
    return {};
}

}  // namespace

class TestQueryParser : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void constructs_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("tree");
        QTest::newRow("empty") << "" << "";
        QTest::newRow("spaces only") << "   \t " << "";
        QTest::newRow("word") << "reap" << "reap";
        QTest::newRow("russian word") << "жатва" << "жатва";
        QTest::newRow("two words are AND") << "deal damage" << "(AND deal damage)";
        QTest::newRow("phrase") << "\"deal damage\"" << "\"deal damage\"";
        QTest::newRow("word with hyphen") << "power-supply" << "power-supply";
        QTest::newRow("game") << "game:wotw" << "game:wotw";
        QTest::newRow("side") << "side:aliens" << "side:aliens";
        QTest::newRow("type alias") << "t:unit" << "type:unit";
        QTest::newRow("russian field name") << "сторона:пришельцы" << "side:пришельцы";
        QTest::newRow("field name case") << "SIDE:aliens" << "side:aliens";
        QTest::newRow("cost colon") << "cost:3" << "cost:3";
        QTest::newRow("cost equals") << "cost=3" << "cost:3";
        QTest::newRow("cost not equal") << "cost!=3" << "cost!=3";
        QTest::newRow("cost less") << "cost<3" << "cost<3";
        QTest::newRow("cost at most") << "cost<=3" << "cost<=3";
        QTest::newRow("count more") << "count>1" << "count>1";
        QTest::newRow("count at least") << "count>=2" << "count>=2";
        QTest::newRow("negative number") << "cost>-1" << "cost>-1";
        QTest::newRow("starting") << "starting>0" << "starting>0";
        QTest::newRow("name") << "name:reap" << "name:reap";
        QTest::newRow("name phrase") << "name:\"power supply\"" << "name:\"power supply\"";
        QTest::newRow("text") << "text:damage" << "text:damage";
        QTest::newRow("rarity") << "rarity:rare" << "rarity:rare";
        QTest::newRow("rule") << "rule:wotw.combat" << "rule:wotw.combat";
        QTest::newRow("section") << "section:2.3" << "section:2.3";
        QTest::newRow("side not equal") << "side!=aliens" << "side!=aliens";
        QTest::newRow("not filter") << "-type:building" << "(NOT type:building)";
        QTest::newRow("not word") << "-reap" << "(NOT reap)";
        QTest::newRow("not phrase") << "-\"deal damage\"" << "(NOT \"deal damage\")";
        QTest::newRow("not group") << "-(a OR b)" << "(NOT (OR a b))";
        QTest::newRow("double not") << "--reap" << "(NOT (NOT reap))";
        QTest::newRow("or") << "name:reap OR name:tripod" << "(OR name:reap name:tripod)";
        QTest::newRow("and binds tighter than or") << "a b OR c" << "(OR (AND a b) c)";
        QTest::newRow("explicit and") << "a AND b" << "(AND a b)";
        QTest::newRow("lowercase or is a word") << "a or b" << "(AND a or b)";
        QTest::newRow("parentheses") << "(a OR b) c" << "(AND (OR a b) c)";
        QTest::newRow("nested") << "((a))" << "a";
        QTest::newRow("design example")
            << "game:wotw side:aliens type:unit cost<=3 -type:building \"deal damage\" name:reap OR name:tripod"
            << "(OR (AND game:wotw side:aliens type:unit cost<=3 (NOT type:building) \"deal damage\" name:reap) name:tripod)";
        QTest::newRow("NUL separates") << QStringLiteral("reap") + QChar(0) + QStringLiteral("tripod") << "(AND reap tripod)";
        QTest::newRow("paren glued to word") << "(reap)tripod" << "(AND reap tripod)";
        QTest::newRow("sql fragment is words") << "x' OR 1=1; DROP TABLE cards; --" << "";
    }
    void constructs()
    {
        QFETCH(QString, query);
        QFETCH(QString, tree);
        const ParsedQuery p = parseQuery(query);
        if (QTest::currentDataTag() == QLatin1String("sql fragment is words")) {
            // "1=1" is not a field, and "--" alone is a dangling minus: either way an error, not SQL.
            QVERIFY(!p.ok());
            return;
        }
        QVERIFY2(p.ok(), qPrintable(p.error ? p.error->message : QString()));
        QCOMPARE(p.root ? show(*p.root) : QString(), tree);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("message");
        QTest::newRow("unclosed quote") << "reap \"deal dam" << 5 << 9 << "never closed";
        QTest::newRow("unclosed field quote") << "name:\"power" << 5 << 6 << "never closed";
        QTest::newRow("unclosed paren") << "(reap OR tripod" << 0 << 1 << "never closed";
        // A '(' with nothing after it was reported one column past the end of the query.
        QTest::newRow("paren at the end") << "reap (" << 5 << 1 << "never closed";
        QTest::newRow("paren alone") << "(" << 0 << 1 << "never closed";
        QTest::newRow("paren then spaces") << "reap -(  " << 6 << 1 << "never closed";
        QTest::newRow("nested paren at the end") << "(reap OR (" << 9 << 1 << "never closed";
        QTest::newRow("unmatched close") << "reap) tripod" << 4 << 1 << "no matching '('";
        QTest::newRow("close first") << ")" << 0 << 1 << "no matching '('";
        QTest::newRow("empty parens") << "reap ()" << 5 << 2 << "empty parentheses";
        QTest::newRow("or first") << "OR reap" << 0 << 2 << "OR needs a term before it";
        QTest::newRow("or last") << "reap OR" << 5 << 2 << "OR needs a term after it";
        QTest::newRow("or or") << "reap OR OR tripod" << 5 << 2 << "OR needs a term after it";
        QTest::newRow("or before paren") << "(reap OR) x" << 6 << 2 << "OR needs a term after it";
        QTest::newRow("and first") << "AND reap" << 0 << 3 << "AND needs a term before it";
        QTest::newRow("and last") << "reap AND" << 5 << 3 << "AND needs a term after it";
        QTest::newRow("dangling minus") << "reap -" << 5 << 1 << "'-' must be followed";
        QTest::newRow("minus space") << "- reap" << 0 << 1 << "'-' must be followed";
        QTest::newRow("minus before paren close") << "(reap -)" << 6 << 1 << "'-' must be followed";
        QTest::newRow("minus before or") << "-OR reap" << 0 << 1 << "'-' must be followed";
        QTest::newRow("unknown field") << "colour:red" << 0 << 6 << "unknown field 'colour'";
        QTest::newRow("missing value") << "side: aliens" << 0 << 5 << "needs a value";
        QTest::newRow("missing value at end") << "cost<=" << 0 << 6 << "needs a value";
        QTest::newRow("not a number") << "cost:three" << 5 << 5 << "cost needs a whole number";
        QTest::newRow("number too big") << "cost<99999999999" << 5 << 11 << "cost needs a whole number";
        QTest::newRow("comparison on text field") << "side<aliens" << 4 << 1 << "'<' compares numbers";
        QTest::newRow("not equal on name") << "name!=reap" << 4 << 2 << "write -name:reap";
        QTest::newRow("operator without field") << "<=3" << 0 << 2 << "needs a field name";
        QTest::newRow("colon without field") << ":x" << 0 << 1 << "needs a field name";
        QTest::newRow("no letters") << "reap !!!" << 5 << 3 << "no letters or digits";
        QTest::newRow("empty phrase") << "\"\"" << 0 << 2 << "no letters or digits";
        QTest::newRow("name value without letters") << "name:%%" << 5 << 2 << "no letters or digits";
        QTest::newRow("too deep") << QString(17, QLatin1Char('(')) + "a" + QString(17, QLatin1Char(')')) << 16 << 1 << "nest more than";
        QTest::newRow("too long") << QString(1001, QLatin1Char('a')) << 1000 << 1 << "too long";
    }
    void errors()
    {
        QFETCH(QString, query);
        QFETCH(int, position);
        QFETCH(int, length);
        QFETCH(QString, message);
        const ParsedQuery p = parseQuery(query);
        QVERIFY2(!p.ok(), qPrintable(query));
        QVERIFY2(p.error->message.contains(message), qPrintable(p.error->message));
        QCOMPARE(p.error->position, position);
        QCOMPARE(p.error->length, length);
    }

    void tooManyTerms()
    {
        QStringList words;
        for (int i = 0; i < kMaxQueryTerms + 1; ++i)
            words << QStringLiteral("w%1").arg(i);
        const ParsedQuery p = parseQuery(words.join(QLatin1Char(' ')));
        QVERIFY(!p.ok());
        QVERIFY(p.error->message.contains(QLatin1String("too many terms")));
        QCOMPARE(p.error->position, int(words.mid(0, kMaxQueryTerms).join(QLatin1Char(' ')).size()) + 1);
        words.removeLast();
        QVERIFY(parseQuery(words.join(QLatin1Char(' '))).ok());
    }

    void positionsOfNodes()
    {
        const ParsedQuery p = parseQuery(QStringLiteral("  side:aliens -type:unit"));
        QVERIFY(p.ok());
        const QueryNode &root = *p.root;
        QCOMPARE(root.children.size(), size_t(2));
        QCOMPARE(root.children[0].position, 2);
        QCOMPARE(root.children[0].length, 11);
        QCOMPARE(root.children[1].position, 14);
        QCOMPARE(root.children[1].length, 10);
    }

    // Random bytes never crash the parser and always give a result or an error in range.
    void hostileInput()
    {
        quint32 seed = 12345;
        const QString alphabet = QStringLiteral("ab:=<>!-()\" \t\nжOR0123'%;\\*{}^");
        for (int round = 0; round < 2000; ++round) {
            QString q;
            const int len = int(seed % 40);
            for (int i = 0; i < len; ++i) {
                seed = seed * 1664525u + 1013904223u;
                q += alphabet[int((seed >> 16) % alphabet.size())];
            }
            seed = seed * 1664525u + 1013904223u;
            const ParsedQuery p = parseQuery(q);
            if (p.error) {
                QVERIFY(p.error->position >= 0 && p.error->position <= q.size());
                QVERIFY(p.error->length >= 1);
                QVERIFY(!p.error->message.isEmpty());
            }
        }
        QString nul(5000, QChar(0));
        QVERIFY(parseQuery(nul).error);  // too long
        QVERIFY(parseQuery(QString(500, QChar(0))).ok());
    }
};

QTEST_APPLESS_MAIN(TestQueryParser)
#include "tst_query_parser.moc"
