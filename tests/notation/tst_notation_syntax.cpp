// Every construct of the record syntax, and every syntax error with its exact position.
#include "notation/parser.h"
#include "notation/printer.h"

#include <QTest>

using namespace umpire::notation;

namespace {

QString str(std::string_view v)
{
    return QString::fromUtf8(v.data(), qsizetype(v.size()));
}

// The only move of a one-line record that must parse cleanly.
const MoveLine &onlyMove(const Record &r)
{
    if (!r.ok())
        qWarning() << "unexpected error:" << formatDiagnostic(r, r.errors.front());
    if (r.moves.size() != 1)
        qFatal("expected exactly one move, got %d", int(r.moves.size()));
    return r.moves.front();
}

}  // namespace

class TestNotationSyntax : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void emptyInput()
    {
        for (const char *text : {"", "\n", "   \n\t\n", "; only a comment", "\n\n; a\n  ; b\n"}) {
            const Record r = parse(text);
            QVERIFY(r.ok());
            QVERIFY(r.tags.empty());
            QVERIFY(r.moves.empty());
            QCOMPARE(print(r), QByteArray());
        }
    }

    void tags()
    {
        const Record r = parse("[Game \"wotw\"]\n  [Date\"2026-11-20\"]  ; when\n[ Empty \"\" ]\n"
                               "[X_y-2 \"say \\\"hi\\\" \\\\ \\u{416}\"]\n\n1 aliens end\n");
        QVERIFY(r.ok());
        QCOMPARE(r.tags.size(), 4u);
        QCOMPARE(str(r.text(r.tags[0].name)), QStringLiteral("Game"));
        QCOMPARE(r.tags[0].value, QStringLiteral("wotw"));
        QCOMPARE(r.tags[0].position, (Position {1, 1}));
        QCOMPARE(r.tags[1].position, (Position {2, 3}));
        QCOMPARE(r.tags[1].value, QStringLiteral("2026-11-20"));
        QCOMPARE(str(r.text(r.tags[2].name)), QStringLiteral("Empty"));
        QCOMPARE(r.tags[3].value, QStringLiteral("say \"hi\" \\ Ж"));
        QCOMPARE(r.tag("Game"), QStringLiteral("wotw"));
        QVERIFY(!r.tag("Empty").isNull());
        QVERIFY(r.tag("Empty").isEmpty());
        QVERIFY(r.tag("game").isNull());  // case-sensitive
        QVERIFY(r.tag("Missing").isNull());
    }

    void brokenMoveLineEndsTheTagSection()
    {
        const Record r = parse("1 a\n[Game \"x\"]\n");
        QCOMPARE(r.errors.size(), 2u);
        QCOMPARE(r.errors[1].position, (Position {2, 1}));
        QCOMPARE(
            r.errors[1].message, QStringLiteral("a tag pair must come before the first move line"));
        QVERIFY(r.tags.empty());
    }

    void duplicateTagsKeepTheFirstForLookup()
    {
        const Record r = parse("[A \"1\"]\n[A \"2\"]\n");
        QVERIFY(r.ok());
        QCOMPARE(r.tags.size(), 2u);
        QCOMPARE(r.tag("A"), QStringLiteral("1"));
    }

    void moveLine()
    {
        const Record r = parse("12 aliens play reap option=move-tripod unit=tripod-1 to=argyll\n");
        const MoveLine &m = onlyMove(r);
        QCOMPARE(m.turn, 12);
        QCOMPARE(m.position, (Position {1, 1}));
        QCOMPARE(str(r.text(m.side)), QStringLiteral("aliens"));
        QCOMPARE(str(r.text(m.verb)), QStringLiteral("play"));
        QCOMPARE(str(r.text(m.span)),
            QStringLiteral("12 aliens play reap option=move-tripod unit=tripod-1 to=argyll"));
        const auto args = r.argsOf(m);
        QCOMPARE(args.size(), 4u);
        QCOMPARE(args[0].key.length, 0u);
        QCOMPARE(args[0].value.kind, ValueKind::Word);
        QCOMPARE(str(r.text(args[0].value.span)), QStringLiteral("reap"));
        QCOMPARE(args[0].position, (Position {1, 16}));
        QCOMPARE(str(r.text(args[1].key)), QStringLiteral("option"));
        QCOMPARE(str(r.text(args[1].value.span)), QStringLiteral("move-tripod"));
        QCOMPARE(args[1].position, (Position {1, 21}));
        QCOMPARE(args[3].position, (Position {1, 54}));
        QVERIFY(!m.hasAnnotation);
        const Arg *to = r.findArg(m, "to");
        QVERIFY(to);
        QCOMPARE(str(r.text(to->value.span)), QStringLiteral("argyll"));
        QVERIFY(!r.findArg(m, "reap"));  // positional arguments have no key
        QVERIFY(!r.findArg(m, "missing"));
    }

    void moveWithoutArguments()
    {
        const Record r = parse("\t 3\tbob   end   \n");
        const MoveLine &m = onlyMove(r);
        QCOMPARE(m.position, (Position {1, 3}));
        QCOMPARE(m.argCount, 0u);
        QCOMPARE(str(r.text(m.span)), QStringLiteral("3\tbob   end"));
        QCOMPARE(printMove(r, m), QByteArray("3 bob end"));
    }

    void bareWordCharacters()
    {
        const Record r = parse("1 a b x_y.z:w+v/u#t@s*r!q?p -x +y 3rd 1-2 - + c4\n");
        const MoveLine &m = onlyMove(r);
        const auto args = r.argsOf(m);
        QCOMPARE(args.size(), 8u);
        QCOMPARE(str(r.text(args[0].value.span)), QStringLiteral("x_y.z:w+v/u#t@s*r!q?p"));
        for (const Arg &a : args)
            QCOMPARE(a.value.kind, ValueKind::Word);
    }

    void integers()
    {
        const Record r
            = parse("1 a b 0 7 -2 +3 007 9223372036854775807 -9223372036854775808 n=-0\n");
        const MoveLine &m = onlyMove(r);
        const auto args = r.argsOf(m);
        const std::vector<std::int64_t> expected {0, 7, -2, 3, 7, INT64_MAX, INT64_MIN, 0};
        QCOMPARE(args.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(args[i].value.kind, ValueKind::Integer);
            QCOMPARE(args[i].value.integer, expected[i]);
        }
        QCOMPARE(str(r.text(args[3].value.span)), QStringLiteral("+3"));  // as written
        QCOMPARE(printMove(r, m),
            QByteArray("1 a b 0 7 -2 3 7 9223372036854775807 -9223372036854775808 n=0"));
    }

    void strings()
    {
        const Record r = parse(
            "1 a say \"\" \"plain\" k=\"q \\\" b \\\\ n\\n t\\t r\\r \\{\\} \\u{1F600} \\u{e9}\" \"Жатва\tx\" \"; {not} a comment\"\n");
        const MoveLine &m = onlyMove(r);
        const auto args = r.argsOf(m);
        QCOMPARE(args.size(), 5u);
        for (const Arg &a : args)
            QCOMPARE(a.value.kind, ValueKind::String);
        QVERIFY(args[0].value.string.isEmpty());
        QCOMPARE(str(r.text(args[0].value.span)), QStringLiteral("\"\""));
        QCOMPARE(args[1].value.string, QStringLiteral("plain"));
        QCOMPARE(
            args[2].value.string, QString::fromUtf8("q \" b \\ n\n t\t r\r {} \xF0\x9F\x98\x80 é"));
        QCOMPARE(args[3].value.string, QStringLiteral("Жатва\tx"));
        QCOMPARE(args[4].value.string, QStringLiteral("; {not} a comment"));
        QCOMPARE(printMove(r, m),
            QByteArray(
                "1 a say \"\" \"plain\" k=\"q \\\" b \\\\ n\\n t\\t r\\r {} \xF0\x9F\x98\x80 \xC3\xA9\" "
                "\"\xD0\x96\xD0\xB0\xD1\x82\xD0\xB2\xD0\xB0\\tx\" \"; {not} a comment\""));
    }

    void columnsCountCodePoints()
    {
        // "Жатва" is 5 code points but 10 bytes; the argument after it starts at column 16.
        const Record r = parse("1 a b \"Жатва\" x=1 \"😀\" y\n");
        const auto args = r.argsOf(onlyMove(r));
        QCOMPARE(args[1].position, (Position {1, 15}));
        QCOMPARE(args[3].position, (Position {1, 23}));
    }

    void lists()
    {
        const Record r = parse("1 a b x,y,z n=1,-2,+3 s=\"a b\",c,4 \"p\",\"q\"\n");
        const MoveLine &m = onlyMove(r);
        const auto args = r.argsOf(m);
        QCOMPARE(args.size(), 4u);
        QCOMPARE(args[0].value.kind, ValueKind::List);
        QCOMPARE(args[0].value.items.size(), 3u);
        QCOMPARE(str(r.text(args[0].value.span)), QStringLiteral("x,y,z"));
        QCOMPARE(str(r.text(args[0].value.items[2].span)), QStringLiteral("z"));
        QCOMPARE(args[1].value.items[1].kind, ValueKind::Integer);
        QCOMPARE(args[1].value.items[1].integer, -2);
        const Value &mixed = args[2].value;
        QCOMPARE(mixed.items[0].kind, ValueKind::String);
        QCOMPARE(mixed.items[0].string, QStringLiteral("a b"));
        QCOMPARE(mixed.items[1].kind, ValueKind::Word);
        QCOMPARE(mixed.items[2].kind, ValueKind::Integer);
        QCOMPARE(args[3].value.items.size(), 2u);
        QCOMPARE(printMove(r, m), QByteArray("1 a b x,y,z n=1,-2,3 s=\"a b\",c,4 \"p\",\"q\""));
    }

    void annotations()
    {
        const Record r = parse("1 a b x {  heading for the coast } ; c\n"
                               "2 a b{}\n"
                               "3 a b {\"quoted\" ; not a comment \\{x\\} \\\\ \\u{41}}\n"
                               "4 a b;comment right after\n");
        QVERIFY(r.ok());
        QCOMPARE(r.moves.size(), 4u);
        QVERIFY(r.moves[0].hasAnnotation);
        QCOMPARE(r.moves[0].annotation, QStringLiteral("heading for the coast"));
        QCOMPARE(
            str(r.text(r.moves[0].span)), QStringLiteral("1 a b x {  heading for the coast }"));
        QVERIFY(r.moves[1].hasAnnotation);
        QVERIFY(r.moves[1].annotation.isEmpty());
        QCOMPARE(r.moves[2].annotation, QStringLiteral("\"quoted\" ; not a comment {x} \\ A"));
        QVERIFY(!r.moves[3].hasAnnotation);
        QCOMPARE(print(r),
            QByteArray("1 a b x {heading for the coast}\n2 a b {}\n"
                       "3 a b {\"quoted\" ; not a comment \\{x\\} \\\\ A}\n4 a b\n"));
    }

    void canonicalEscapes()
    {
        // Control characters come back as \u{..}; C1 and U+2028 are escaped too.
        const Record r
            = parse("1 a b \"\\u{1}\\u{7F}\\u{85}\\u{2028}\\u{0}x\" {\\u{1F}\\u{2029}x}\n");
        const MoveLine &m = onlyMove(r);
        QCOMPARE(printMove(r, m),
            QByteArray("1 a b \"\\u{1}\\u{7F}\\u{85}\\u{2028}\\u{0}x\" {\\u{1F}\\u{2029}x}"));
        // Trimming applies to the unescaped text: an escaped space or separator at an end goes.
        QCOMPARE(parse("1 a b {\\u{20}x\\u{2029}}").moves.at(0).annotation, QStringLiteral("x"));
    }

    void printCanonicalForm()
    {
        const Record r
            = parse("; header comment\r\n[Game   \"wotw\"]\r\n\r\n[B \"x\"]\r\n\r\n\r\n"
                    "  1   aliens  hand  reap,reap   ; c\r\n2 humans  end\t{ fine }\r\n");
        QVERIFY(r.ok());
        QCOMPARE(print(r),
            QByteArray(
                "[Game \"wotw\"]\n[B \"x\"]\n\n1 aliens hand reap,reap\n2 humans end {fine}\n"));
        QCOMPARE(print(parse("[Game \"x\"]")), QByteArray("[Game \"x\"]\n"));
    }

    // One tag or annotation printed alone, as print() writes it, parses back to its text.
    void printOnePart()
    {
        const QString value = QStringLiteral("a \"b\" {c} ; \\ \u2028\n");
        const QByteArray tag = printTag("Note", value);
        QCOMPARE(tag, QByteArray("[Note \"a \\\"b\\\" {c} ; \\\\ \\u{2028}\\n\"]"));
        QCOMPARE(parse(tag).tag("Note"), value);
        const QByteArray annotation = printAnnotation(value);
        QCOMPARE(annotation, QByteArray("{a \"b\" \\{c\\} ; \\\\ \\u{2028}\\n}"));
        // Read back, an annotation is trimmed: the separator and line break at its end go.
        QCOMPARE(onlyMove(parse("1 a b " + annotation)).annotation, value.trimmed());
        QCOMPARE(printAnnotation(QString()), QByteArray("{}"));
        const Record r = parse("[Note \"x\"]\n1 a b {y}\n");
        QCOMPARE(print(r), printTag("Note", QStringLiteral("x")) + "\n\n1 a b " +
                                   printAnnotation(QStringLiteral("y")) + '\n');
    }

    void formatDiagnostics()
    {
        Record r = parse("1 a b \"oops\n", QStringLiteral("games/x.ugr"));
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(formatDiagnostic(r, r.errors[0]),
            QStringLiteral(
                "games/x.ugr:1:12: error: expected a closing quote for the string that starts at column 7"));
        r.fileName.clear();
        QCOMPARE(formatDiagnostic(r, r.errors[0]).left(14), QStringLiteral("<input>:1:12: "));
        const Diagnostic whole {Position {}, QStringLiteral("the file does not exist")};
        r.fileName = QStringLiteral("a.ugr");
        QCOMPARE(
            formatDiagnostic(r, whole), QStringLiteral("a.ugr: error: the file does not exist"));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");

        const auto row = [](const char *name, const QByteArray &input, int line, int column,
                             const char *message) {
            QTest::newRow(name) << input << line << column << QString::fromUtf8(message);
        };
        // Tags
        row("tag after move", "1 a b\n[Game \"x\"]\n", 2, 1,
            "a tag pair must come before the first move line");
        row("tag without name", "[ \"x\"]", 1, 3, "expected a tag name after '['");
        row("tag empty", "[]", 1, 2, "expected a tag name after '['");
        row("tag name digit", "[1st \"x\"]", 1, 2, "a tag name must start with a letter");
        row("tag name char", "[Ga.me \"x\"]", 1, 4,
            "a tag name may contain only letters, digits, '_' and '-'");
        row("tag bare value", "[Game wotw]", 1, 7,
            "a tag value must be a quoted string, as in [Game \"wotw\"]");
        row("tag no value", "[Game]", 1, 6, "expected a quoted value after the tag name");
        row("tag no close", "[Game \"wotw\"", 1, 13,
            "expected ']' to close the tag pair that starts at column 1");
        row("tag junk before close", "  [Game \"wotw\" x]", 1, 16,
            "expected ']' to close the tag pair that starts at column 3");
        row("tag trailing", "[Game \"wotw\"] [Date \"x\"]", 1, 15,
            "expected the end of the line after the tag pair");
        row("tag unterminated value", "[Game \"wotw]", 1, 13,
            "expected a closing quote for the string that starts at column 7");
        row("tag unexpected", "[(Game \"x\"]", 1, 2, "unexpected character '('");
        // Turn
        row("no turn", "aliens play reap", 1, 1,
            "expected a turn number at the start of the move line, found 'aliens'");
        row("turn word", "  1a aliens end", 1, 3,
            "expected a turn number at the start of the move line, found '1a'");
        row("turn signed", "+1 aliens end", 1, 1,
            "expected a turn number at the start of the move line, found '+1'");
        row("turn zero", "0 aliens end", 1, 1, "the turn number must be at least 1");
        row("turn huge", "2147483648 aliens end", 1, 1,
            "the turn number '2147483648' is too large");
        row("turn quote", "\"1\" a b", 1, 1,
            "expected a turn number at the start of the move line");
        row("turn then comma", "1,2 a b", 1, 2, "unexpected ',' after the turn number");
        row("annotation alone", "  {note}", 1, 3,
            "an annotation must follow a move on the same line");
        // Side and verb
        row("no side", "1", 1, 2, "expected a side after the turn number");
        row("no side comment", "1 ; c", 1, 3, "expected a side after the turn number");
        row("no verb", "1 aliens   ", 1, 12, "expected a verb after the side");
        row("no verb annotation", "1 aliens {x}", 1, 10, "expected a verb after the side");
        row("side string", "1 \"aliens\" end", 1, 3,
            "the side must be a bare word, not a quoted string");
        row("side number", "1 2 end", 1, 3, "the side must be a word, not a number");
        row("verb number", "1 a -5", 1, 5, "the verb must be a word, not a number");
        row("side key", "1 side=a end", 1, 3,
            "expected a side after the turn number, not a key=value argument");
        row("verb list", "1 a b,c", 1, 5, "the verb must be a single word, not a list");
        row("side equals", "1 =a end", 1, 3, "expected a side after the turn number");
        // Arguments
        row("key without value", "1 a b k=", 1, 9, "expected a value after 'k='");
        row("key space value", "1 a b k= v", 1, 9, "expected a value after 'k='");
        row("key double equals", "1 a b k==v", 1, 9, "expected a value after 'k='");
        row("no key", "1 a b =v", 1, 7, "expected a key before '='");
        row("number key", "1 a b 3=v", 1, 7, "a key must be a word, not a number");
        row("string key", "1 a b \"k\"=v", 1, 7, "a key must be a word, not a quoted string");
        row("value then equals", "1 a b k=v=w", 1, 10, "unexpected '=' after the value");
        row("value then quote", "1 a b k\"s\"", 1, 8,
            "expected a space between the value and the quote");
        row("string then word", "1 a b \"s\"k", 1, 10, "unexpected character 'k'");
        row("reserved char", "1 a b f(x)", 1, 8, "unexpected character '('");
        row("stray close brace", "1 a b }", 1, 7, "unexpected character '}'");
        row("bracket in move", "1 a b [x]", 1, 7, "unexpected character '['");
        row("integer overflow", "1 a b 9223372036854775808", 1, 7,
            "the integer '9223372036854775808' does not fit in 64 bits");
        row("negative overflow", "1 a b n=-9223372036854775809", 1, 9,
            "the integer '-9223372036854775809' does not fit in 64 bits");
        // Lists
        row("list trailing comma", "1 a b x,", 1, 9,
            "expected a list item right after the comma at column 8 (lists have no empty items and no spaces)");
        row("list empty item", "1 a b x,,y", 1, 9,
            "expected a list item right after the comma at column 8 (lists have no empty items and no spaces)");
        row("list space", "1 a b x, y", 1, 9,
            "expected a list item right after the comma at column 8 (lists have no empty items and no spaces)");
        row("list leading comma", "1 a b ,x", 1, 7, "expected a value before ','");
        row("list reserved", "1 a b x,(y)", 1, 9, "unexpected character '('");
        // Strings and escapes
        row("unterminated string", "1 aliens say hello=\"world", 1, 26,
            "expected a closing quote for the string that starts at column 20");
        row("unterminated string crlf", "1 a b \"x\r\n2 a b\n", 1, 9,
            "expected a closing quote for the string that starts at column 7");
        row("backslash at end", "1 a b \"x\\", 1, 10,
            "expected a closing quote for the string that starts at column 7");
        row("unknown escape", "1 a b \"x\\qy\"", 1, 9,
            "unknown escape sequence '\\q' in a string; write \\\\ for a backslash");
        row("unknown escape annotation", "1 a b {x\\a}", 1, 9,
            "unknown escape sequence '\\a' in an annotation; write \\\\ for a backslash");
        row("u without brace", "1 a b \"\\u00e9\"", 1, 8,
            "expected '{' after '\\u', as in \\u{E9}");
        row("u empty", "1 a b \"\\u{}\"", 1, 8, "expected 1 to 6 hex digits and '}' after '\\u{'");
        row("u too long", "1 a b \"\\u{0000041}\"", 1, 8,
            "expected 1 to 6 hex digits and '}' after '\\u{'");
        row("u unclosed", "1 a b \"\\u{41\"", 1, 8,
            "expected 1 to 6 hex digits and '}' after '\\u{'");
        row("u surrogate", "1 a b \"\\u{D800}\"", 1, 8,
            "the escape '\\u{D800}' is not a Unicode scalar value");
        row("u too big", "1 a b \"\\u{110000}\"", 1, 8,
            "the escape '\\u{110000}' is not a Unicode scalar value");
        row("escape of non-ascii", "1 a b \"\\é\"", 1, 9,
            "unexpected character 'é' (U+00E9); ids are ASCII, so put other text in a quoted string");
        row("control in string", "1 a b \"x\x01\"", 1, 9,
            "the control character U+0001 is not allowed here; inside a string write it as an escape");
        // Annotations
        row("unterminated annotation", "1 a b {note", 1, 12,
            "expected '}' to close the annotation that starts at column 7");
        row("nested annotation", "1 a b {a {b} c}", 1, 10,
            "an annotation cannot contain '{'; write \\{ for a literal brace");
        row("two annotations", "1 a b {x} {y}", 1, 11, "a move may have only one annotation");
        row("after annotation", "1 a b {x} y", 1, 11,
            "expected the end of the line after the annotation");
        // Characters
        row("non-ascii id", "1 aliens play жатва", 1, 15,
            "unexpected character 'ж' (U+0436); ids are ASCII, so put other text in a quoted string");
        row("non-ascii side", "1 пришельцы end", 1, 3,
            "unexpected character 'п' (U+043F); ids are ASCII, so put other text in a quoted string");
        row("control char", "1 a b\x07", 1, 6,
            "the control character U+0007 is not allowed here; inside a string write it as an escape");
        row("form feed",
            "\x0c"
            "1 a b",
            1, 1,
            "the control character U+000C is not allowed here; inside a string write it as an escape");
        row("del", "1 a b x\x7f", 1, 8,
            "the control character U+007F is not allowed here; inside a string write it as an escape");
        row("nul in move", QByteArray("1 a b\0x", 7), 1, 6,
            "a NUL byte is not allowed in a record");
        row("nul in string", QByteArray("1 a b \"c\0\"", 10), 1, 9,
            "a NUL byte is not allowed in a record");
        row("nul in comment", QByteArray("; x\0", 4), 1, 4,
            "a NUL byte is not allowed in a record");
        row("invalid utf8 in string", "1 a b \"é\xff\"", 1, 9, "the byte 0xFF is not valid UTF-8");
        row("invalid utf8 in comment", "1 a b ; ok é then \xc3(", 1, 19,
            "the byte 0xC3 is not valid UTF-8");
        row("invalid utf8 in id", "1 a b\xe9", 1, 6, "the byte 0xE9 is not valid UTF-8");
        row("overlong utf8", "; \xc0\xaf", 1, 3, "the byte 0xC0 is not valid UTF-8");
        row("surrogate utf8", "; \xed\xa0\x80", 1, 3, "the byte 0xED is not valid UTF-8");
        row("truncated utf8 at end", "; \xe2\x82", 1, 3, "the byte 0xE2 is not valid UTF-8");
        row("stray continuation", "{\x80}", 1, 1,
            "an annotation must follow a move on the same line");
        row("stray continuation in annotation", "1 a b {\x80}", 1, 8,
            "the byte 0x80 is not valid UTF-8");
        row("line numbers", "\n\n; c\n[A \"b\"]\n\n1 a b\n2 a", 7, 4,
            "expected a verb after the side");
        row("lone cr lines", "1 a b\r2 a b\r3 a", 3, 4, "expected a verb after the side");
    }

    void errors()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const Record r = parse(input, QStringLiteral("t.ugr"));
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].message, message);
        QCOMPARE(r.errors[0].position, (Position {line, column}));
        // A broken line contributes nothing; what was before it is kept.
        for (const MoveLine &m : r.moves)
            QVERIFY(m.position.line != line);
        QCOMPARE(r.args.size(), [&] {
            std::size_t n = 0;
            for (const MoveLine &m : r.moves)
                n += m.argCount;
            return n;
        }());
    }
};

QTEST_APPLESS_MAIN(TestNotationSyntax)
#include "tst_notation_syntax.moc"
