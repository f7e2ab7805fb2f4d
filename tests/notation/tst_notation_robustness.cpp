// Line breaks, byte-order marks, bad encodings, garbage, huge lines and huge files: the parser
// must report clearly, recover at the next line, and never crash or hang. No timing is
// asserted (speed lives in tests/bench); large inputs only have to complete.
#include "notation/excerpt.h"
#include "notation/parser.h"
#include "record_equal.h"

#include <QRandomGenerator>
#include <QTest>

using namespace umpire::notation;

namespace {

const QByteArray kSample
    = "; sample\n[Game \"wotw\"]\n[Aliens \"Alice\"]\n\n"
      "1 aliens hand reap reap reap power-supply power-supply\n"
      "1 aliens play reap option=move-tripod unit=tripod-1 to=argyll {heading for the coast}\n"
      "1 aliens buy tripod cost=-3 note=\"Жатва \\\"x\\\"\" ids=a,b,7 ; done\n"
      "2 humans end\n";

void checkDiagnosticsSane(const Record &r)
{
    QVERIFY(r.errors.size() <= 1001);
    int lastLine = 0;
    for (const Diagnostic &d : r.errors) {
        QVERIFY(d.position.line >= 1);
        QVERIFY(d.position.column >= 1);
        QVERIFY(d.position.line >= lastLine);  // source order
        QVERIFY(!d.message.isEmpty());
        lastLine = d.position.line;
    }
}

QByteArray replaced(QByteArray text, const QByteArray &lineBreak)
{
    return text.replace("\n", lineBreak);
}

}  // namespace

class TestNotationRobustness : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void lineBreakStylesAreEquivalent()
    {
        const Record lf = parse(kSample);
        QVERIFY(lf.ok());
        for (const QByteArray &br : {QByteArray("\r\n"), QByteArray("\r")}) {
            const Record other = parse(replaced(kSample, br));
            QVERIFY(other.ok());
            QCOMPARE(testing::describeRecordDifference(lf, other), QString());
            QCOMPARE(print(other), print(lf));
            QCOMPARE(other.moves.size(), lf.moves.size());
            for (std::size_t i = 0; i < lf.moves.size(); ++i)
                QCOMPARE(other.moves[i].position, lf.moves[i].position);
        }
        // Mixed breaks: CR LF counts once, LF CR twice.
        const Record mixed = parse("1 a b\r\n2 a b\n\r3 a\n");
        QCOMPARE(mixed.errors.size(), 1u);
        QCOMPARE(mixed.errors[0].position, (Position {4, 4}));
    }

    void byteOrderMark()
    {
        const Record r = parse("\xEF\xBB\xBF"
                               "1 aliens \"x\"\n");
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].position, (Position {1, 10}));  // the BOM is not a column
        QVERIFY(!r.source.startsWith("\xEF\xBB\xBF"));
        const Record withBom = parse("\xEF\xBB\xBF" + kSample);
        QVERIFY(withBom.ok());
        QCOMPARE(print(withBom), print(parse(kSample)));
        QVERIFY(parse("\xEF\xBB\xBF").ok());
        // A BOM anywhere else is an ordinary character: fine in a string, an error in an id.
        QVERIFY(parse("1 a b \"\xEF\xBB\xBF\"\n").ok());
        const Record late = parse("1 a b\n\xEF\xBB\xBF"
                                  "2 a b\n");
        QCOMPARE(late.errors.size(), 1u);
        QCOMPARE(late.errors[0].position, (Position {2, 1}));
        QCOMPARE(late.errors[0].message,
            QStringLiteral(
                "unexpected character '\uFEFF' (U+FEFF); ids are ASCII, so put other text in a quoted string"));
    }

    void recoveryReportsEveryBadLine()
    {
        const Record r = parse("[Game \"chess\"]\n"
                               "1 white move e2 e4\n"
                               "1 black move \"e7 e5\n"  // unterminated string
                               "2 white move g1 f3\n"
                               "2 black move b8=c6=\n"  // '=' after a value
                               "3 white move f1 b5\n"
                               "three black resign\n"  // no turn number
                               "3 black resign\n");
        QCOMPARE(r.errors.size(), 3u);
        QCOMPARE(r.errors[0].position.line, 3);
        QCOMPARE(r.errors[1].position, (Position {5, 19}));
        QCOMPARE(r.errors[2].position, (Position {7, 1}));
        QCOMPARE(r.moves.size(), 4u);
        QCOMPARE(r.moves[0].position.line, 2);
        QCOMPARE(r.moves[1].position.line, 4);
        QCOMPARE(r.moves[2].position.line, 6);
        QCOMPARE(r.moves[3].position.line, 8);
        QCOMPARE(r.args.size(), 6u);  // arguments of the bad lines were dropped
        QCOMPARE(printMove(r, r.moves[1]), QByteArray("2 white move g1 f3"));
    }

    void errorCountIsCapped()
    {
        QByteArray text;
        for (int i = 0; i < 5000; ++i)
            text += "1 a b (\n";
        const Record r = parse(text);
        QCOMPARE(r.errors.size(), 1001u);
        QCOMPARE(r.errors[999].position, (Position {1000, 7}));
        QCOMPARE(r.errors[1000].position, (Position {1001, 7}));
        QCOMPARE(r.errors[1000].message,
            QStringLiteral("4000 more errors from here on are not reported"));

        QByteArray one;
        for (int i = 0; i < 1001; ++i)
            one += "x\n";
        QCOMPARE(parse(one).errors.back().message,
            QStringLiteral("1 more error from here on is not reported"));
    }

    void binaryGarbage()
    {
        QRandomGenerator rng(20261120);
        for (int round = 0; round < 8; ++round) {
            QByteArray bytes(256 * 1024, Qt::Uninitialized);
            for (char &c : bytes)
                c = char(rng.bounded(256));
            const Record r = parse(bytes);
            checkDiagnosticsSane(r);
            QVERIFY(!r.ok());
        }
    }

    void garbageMadeOfSyntax()
    {
        // Random mixes of the characters that matter are likelier to reach deep states.
        const QByteArray alphabet = QByteArray("1a=,\"{}\\;[] \t\n\r-+u9", 20) + "\xC3\xA9\xFF";
        QRandomGenerator rng(7);
        for (int round = 0; round < 200; ++round) {
            QByteArray bytes(int(rng.bounded(2000)), Qt::Uninitialized);
            for (char &c : bytes)
                c = alphabet[int(rng.bounded(alphabet.size()))];
            const Record r = parse(bytes);
            checkDiagnosticsSane(r);
            if (r.ok()) {
                const Record again = parse(print(r));
                QVERIFY(again.ok());
                QCOMPARE(testing::describeRecordDifference(r, again), QString());
                QCOMPARE(print(again), print(r));
            }
        }
    }

    void everyPrefixAndEveryByte()
    {
        for (qsizetype n = 0; n <= kSample.size(); ++n)
            checkDiagnosticsSane(parse(kSample.left(n)));
        const QByteArray line = "1 a b k=\"s\" l=x,y {n} ; c\n";
        for (int b = 0; b < 256; ++b) {
            for (qsizetype at = 0; at <= line.size(); ++at) {
                QByteArray text = line;
                text.insert(at, char(b));
                checkDiagnosticsSane(parse(text));
            }
        }
    }

    void oneMegabyteLines()
    {
        const int n = 1 << 20;
        // Many arguments.
        QByteArray many = "1 a b";
        while (many.size() < n)
            many += " k=v,w";
        Record r = parse(many);
        QVERIFY(r.ok());
        QCOMPARE(r.moves.size(), 1u);
        QCOMPARE(qsizetype(r.moves[0].argCount), (many.size() - 5) / 6);

        // One word, one string, one annotation, one comment, each about 1 MB.
        const QByteArray big(n, 'x');
        r = parse("1 a b " + big);
        QVERIFY(r.ok());
        QCOMPARE(r.argsOf(r.moves[0])[0].value.span.length, std::uint32_t(n));
        r = parse("1 a b \"" + big + "\"");
        QCOMPARE(r.argsOf(r.moves[0])[0].value.string.size(), n);
        r = parse("1 a b {" + big + "}");
        QCOMPARE(r.moves[0].annotation.size(), n);
        QVERIFY(parse("; " + big).ok());
        r = parse("1 a b \"" + big);  // unterminated: the error sits at the end of the line
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].position, (Position {1, n + 8}));

        // Non-ASCII strings between arguments: columns are counted, still in linear time.
        QByteArray wide = "1 a b";
        int columns = 5;
        while (wide.size() < n) {
            wide += " \"ж\" k=1";  // 8 characters, 9 bytes
            columns += 8;
        }
        wide += " (";
        r = parse(wide);
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].position, (Position {1, columns + 2}));
        QCOMPARE(r.args.size(), 0u);

        // A huge number is an error, not an overflow.
        r = parse("1 a b " + QByteArray(n, '9'));
        QCOMPARE(r.errors.size(), 1u);
        QVERIFY(r.errors[0].message.endsWith(QStringLiteral("…' does not fit in 64 bits")));
    }

    // A UTF-16 file gave 433 "NUL byte" errors: now one sentence naming the encoding.
    void wideEncodingsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("name");
        const QString text = QStringLiteral("[Game \"wotw\"]\r\n1 aliens end {Пришельцы}\r\n");
        QByteArray le, be, le32, be32;
        for (const QChar c : text) {
            const char lo = char(c.unicode() & 0xff), hi = char(c.unicode() >> 8);
            le.append(lo).append(hi);
            be.append(hi).append(lo);
            le32.append(lo).append(hi).append('\0').append('\0');
            be32.append('\0').append('\0').append(hi).append(lo);
        }
        QTest::newRow("UTF-16LE, BOM") << "\xFF\xFE" + le << "UTF-16 (little-endian)";
        QTest::newRow("UTF-16BE, BOM") << "\xFE\xFF" + be << "UTF-16 (big-endian)";
        QTest::newRow("UTF-16LE") << le << "UTF-16 (little-endian)";
        QTest::newRow("UTF-16BE") << be << "UTF-16 (big-endian)";
        QTest::newRow("UTF-32LE, BOM")
                << QByteArray("\xFF\xFE\0\0", 4) + le32 << "UTF-32 (little-endian)";
        QTest::newRow("UTF-32BE, BOM")
                << QByteArray("\0\0\xFE\xFF", 4) + be32 << "UTF-32 (big-endian)";
        QTest::newRow("UTF-32LE") << le32 << "UTF-32 (little-endian)";
        QTest::newRow("UTF-32BE") << be32 << "UTF-32 (big-endian)";
    }
    void wideEncodingsAreNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, name);
        const Record r = parse(bytes, QStringLiteral("wide.ugr"));
        QCOMPARE(r.errors.size(), 1u);
        QCOMPARE(r.errors[0].position, Position{});
        QCOMPARE(r.errors[0].message,
                 QStringLiteral("the file is in %1, but a record must be UTF-8: save it as UTF-8 "
                                "and open it again")
                         .arg(name));
        QVERIFY(r.moves.empty() && r.tags.empty());
    }

    void narrowTextIsNotTakenForWide()
    {
        // A UTF-8 record, a single NUL, and NULs only now and then are left to the lexer.
        QVERIFY(parse("[Game \"wotw\"]\n1 aliens end\n").ok());
        const Record nul = parse(QByteArray("1 aliens end\n\0\n", 15));
        QCOMPARE(nul.errors.size(), 1u);
        QCOMPARE(nul.errors[0].position, (Position{2, 1}));
        const Record short2 = parse(QByteArray("a\0", 2));
        QCOMPARE(short2.errors.front().position, (Position{1, 1}));
        QVERIFY(!short2.errors.front().message.contains(QLatin1String("UTF-16")));
    }

    // The one helper every message uses to quote record text (notation/excerpt.h).
    void excerptCutsByCharacters()
    {
        QCOMPARE(excerpt(std::string_view("reap")), QStringLiteral("reap"));
        const std::string forty(kMaxQuotedCharacters, 'a');
        QCOMPARE(excerpt(forty), QString::fromStdString(forty));
        QCOMPARE(excerpt(forty + "b"), QString::fromStdString(forty) + QStringLiteral("…"));
        // Characters, not bytes: forty Cyrillic letters (80 bytes) are kept whole.
        QString cyrillic(kMaxQuotedCharacters, QChar(0x0416));
        QCOMPARE(excerpt(cyrillic.toStdString()), cyrillic);
        QCOMPARE(excerpt((cyrillic + u'x').toStdString()), cyrillic + QStringLiteral("…"));
        // A character outside the BMP is never split, in UTF-8 or UTF-16.
        const QString emoji = QStringLiteral("\U0001F600");
        const QString many = emoji.repeated(kMaxQuotedCharacters + 5);
        QCOMPARE(excerpt(many.toStdString()),
                 emoji.repeated(kMaxQuotedCharacters) + QStringLiteral("…"));
        QCOMPARE(excerpt(many), emoji.repeated(kMaxQuotedCharacters) + QStringLiteral("…"));
        // A megabyte is cut just the same.
        QCOMPARE(excerpt(std::string(1 << 20, 'z')).size(), kMaxQuotedCharacters + 1);
        QVERIFY(excerpt(QString()).isNull());
    }

    void largeRecord()
    {
        // About 20 MB of realistic lines; it only has to complete (timing is benchmarked).
        QByteArray text = "[Game \"wotw\"]\n\n";
        text.reserve(21 * 1024 * 1024);
        int lines = 0;
        for (int turn = 1; text.size() < 20 * 1024 * 1024; ++turn) {
            const QByteArray t = QByteArray::number(turn);
            text += t + " aliens play reap option=move-tripod unit=tripod-1 to=argyll\n";
            text += t + " aliens buy tripod cost=3 {a note}\n";
            text += t + " humans hand rifle,rifle,\"Жатва\" draw=3 ; comment\n";
            text += t + " humans end\n";
            lines += 4;
        }
        const Record r = parse(text);
        QVERIFY(r.ok());
        QCOMPARE(int(r.moves.size()), lines);
        QCOMPARE(r.moves.back().turn, lines / 4);
        const QByteArray printed = print(r);
        QCOMPARE(print(parse(printed)), printed);
    }

    void nulAndControlEverywhere()
    {
        const QByteArray nul("\0", 1);
        QByteArray text = "[Game \"x" + nul + "\"]\n1 a b" + nul + "\n; c" + nul + "\n1 a b {" + nul
            + "}\n2 a b\n";
        const Record r = parse(text);
        QCOMPARE(r.errors.size(), 4u);
        for (const Diagnostic &d : r.errors)
            QCOMPARE(d.message, QStringLiteral("a NUL byte is not allowed in a record"));
        QCOMPARE(r.moves.size(), 1u);
        QVERIFY(parse(QByteArray(1000, '\0')).errors.size() == 1);
    }
};

QTEST_APPLESS_MAIN(TestNotationRobustness)
#include "tst_notation_robustness.moc"
