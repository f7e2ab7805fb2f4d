// Hostile records: lines written to break the checker rather than to record a game. Each case
// comes from a hole found by probing Umpire from outside; the checker must answer with clear
// findings, never crash, overwrite memory or print unbounded text.
#include "wotw_test_util.h"

#include "games/wotw/wotw_rules.h"

#include <QTest>

using namespace wotwtest;

namespace {

// A record that has the Aliens move tripod-1 with `arg` repeated `times` times.
QByteArray repeatedMove(const QByteArray &arg, int times)
{
    QByteArray line = "1 aliens play tripod option=move unit=tripod-1";
    for (int i = 0; i < times; ++i)
        line += ' ' + arg;
    return "[Game \"wotw\"]\n" + line + '\n';
}

// The findings citing `rule`.
core::Findings citing(const core::Replay &r, const char *rule)
{
    core::Findings out;
    for (const core::Finding &f : r.findings())
        if (f.ruleId == QLatin1String(rule))
            out.push_back(f);
    return out;
}

}  // namespace

class TestWotwHostile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // `to=london,wales` thirty times made a 500-byte record that wrote past the decoder's
    // two-region array: wrong findings, then `free(): invalid size`.
    void repeatedKeyIsOneClearError_data()
    {
        QTest::addColumn<QByteArray>("arg");
        QTest::addColumn<int>("times");
        QTest::newRow("to twice") << QByteArray("to=london") << 2;
        QTest::newRow("list twice") << QByteArray("to=london,wales") << 2;
        QTest::newRow("list 30 times") << QByteArray("to=london,wales") << 30;
        QTest::newRow("from 30 times") << QByteArray("from=london,wales") << 30;
        QTest::newRow("unit 3 times") << QByteArray("unit=tripod-2") << 3;
    }
    void repeatedKeyIsOneClearError()
    {
        QFETCH(QByteArray, arg);
        QFETCH(int, times);
        const QByteArray text = repeatedMove(arg, times);
        const core::Replay r = check(text, QStringLiteral("repeat.ugr"));
        QVERIFY(r.record().ok());
        const core::Findings repeats = citing(r, wotw::rule::kRepeatedArgument);
        QCOMPARE(repeats.size(), std::size_t(1));
        // Reported at the second occurrence of the key, naming the first.
        const QByteArray key = arg.left(arg.indexOf('=') + 1);
        const qsizetype lineStart = text.indexOf('\n') + 1;
        const qsizetype first = text.indexOf(' ' + key, lineStart) + 1;
        const qsizetype second = text.indexOf(' ' + key, first) + 1;
        QCOMPARE(repeats[0].position.line, 2);
        QCOMPARE(repeats[0].position.column, int(second - lineStart) + 1);
        QVERIFY2(repeats[0].message.contains(QString::fromLatin1(key)),
                 qPrintable(repeats[0].message));
        QVERIFY2(repeats[0].message.contains(QString::number(first - lineStart + 1)),
                 qPrintable(repeats[0].message));
        // The line is not decoded, so nothing else is said about it and nothing moves.
        QCOMPARE(r.findings().size(), std::size_t(1));
        QVERIFY(!r.moveAt(1));
        QCOMPARE(r.stateAt(1)->toString(), r.stateAt(0)->toString());
        // The rule it cites is a heading of the record chapter.
        QVERIFY(core::loadRuleIds(QStringLiteral("wotw")).contains(repeats[0].ruleId));
    }

    // Defence in depth: the decoder itself never writes past its two-region lists, even when
    // reached without the core's check (decodeInto is the simulator's fast path).
    void decoderRegionListsAreBounded()
    {
        const notation::Record rec = notation::parse(repeatedMove("to=london,wales", 30));
        core::Findings findings;
        core::Reporter reporter(findings);
        wotw::Move m;
        QVERIFY(!rules().decodeInto(rec, rec.moves.front(), reporter, m));
        QVERIFY(m.toCount <= 2);
        QCOMPARE(m.unit, std::int8_t(wotw::unitIndex(wotw::UnitType::Tripod, 1)));
        QVERIFY(!findings.empty());
        QCOMPARE(findings.front().ruleId, QString::fromLatin1(wotw::rule::kBadArgument));
    }

    // A finding quoted a record value at full length: a 1 MB argument stalled the app's text
    // layout for minutes and made the CLI print 50 MB on one line. Every place a finding
    // quotes the record cuts it to a readable excerpt.
    void longValuesAreQuotedShort_data()
    {
        const QByteArray huge(1 << 20, 'x');
        QTest::addColumn<QByteArray>("text");
        const QByteArray game = "[Game \"wotw\"]\n";
        QTest::newRow("side") << game + "1 " + huge + " end\n";
        QTest::newRow("verb") << game + "1 aliens " + huge + "\n";
        QTest::newRow("card") << game + "1 aliens play " + huge + "\n";
        QTest::newRow("card in a list") << game + "1 aliens hand reap," + huge + "\n";
        QTest::newRow("region") << game +
                        "1 aliens play tripod option=move unit=tripod-1 to=" + huge + "\n";
        QTest::newRow("quoted region")
                << game + "1 aliens play tripod option=move unit=tripod-1 to=\"" + huge + "\"\n";
        QTest::newRow("unit") << game + "1 aliens play tripod option=move unit=" + huge + "\n";
        QTest::newRow("key") << game + "1 aliens end " + huge + "=1\n";
        QTest::newRow("repeated key") << game + "1 aliens end " + huge + "=1 " + huge + "=2\n";
        QTest::newRow("option") << game + "1 aliens play reap option=" + huge + "\n";
        QTest::newRow("variant tag") << game + "[Variant \"" + huge + "\"]\n";
        QTest::newRow("reading tag") << game + "[Reading \"" + huge + "\"]\n";
        QTest::newRow("result tag") << game + "[Result \"" + huge + "\"]\n";
        QTest::newRow("game tag") << "[Game \"" + huge + "\"]\n1 aliens end\n";
    }
    void longValuesAreQuotedShort()
    {
        QFETCH(QByteArray, text);
        const core::Replay r = check(text);
        QVERIFY(r.record().ok());
        QStringList messages;
        for (const core::Finding &f : r.findings())
            messages << f.message;
        if (r.status() != core::Replay::Status::Checked)
            messages << r.statusMessage();
        QVERIFY(!messages.isEmpty());
        // A message may list the game's own ids (the readings a tag may pick); only the
        // quoted value must stay short.
        qsizetype listed = 0;
        for (const core::ReadingInfo &reading : rules().info().readings)
            listed += reading.id.size() + 2;
        for (const QString &m : messages) {
            QVERIFY2(m.size() < 300 + listed, qPrintable(m.left(300)));
            QVERIFY2(!m.contains(QString(100, u'x')), qPrintable(m.left(300)));
            QVERIFY2(m.contains(QStringLiteral("x…")), qPrintable(m));
        }
    }

    // The turn counter was 16-bit: line 65,537 of a long record said "This is turn -32768, not
    // turn 32768". Turns count as far as a record can go (a 2 GiB record holds fewer than 2^31
    // turns, the parser's limit).
    void turnsBeyond16Bits()
    {
        const int turns = 33000;
        QByteArray text = "[Game \"wotw\"]\n";
        text.reserve(turns * 40);
        for (int t = 1; t <= turns; ++t) {
            const QByteArray n = QByteArray::number(t);
            text += n + " aliens end\n" + n + " humans end\n";
        }
        core::Replay::Options options;
        options.keepStates = false;
        const core::Replay r =
                core::Replay::run(notation::parse(text), core::Catalog::builtin(), options);
        QVERIFY(r.record().ok());
        // Each line lacks its `hand` fact, but no line is out of turn.
        QVERIFY(citing(r, wotw::rule::kTurnOrder).empty());
        QCOMPARE(r.stateAt(r.stepCount())->turn(), turns + 1);
        QCOMPARE(r.stateAt(r.stepCount())->toJson().value(QLatin1String("turn")).toInt(),
                 turns + 1);
    }

    // The same key on different lines, and different keys on one line, stay fine.
    void distinctKeysStillDecode()
    {
        const core::Replay r = check("[Game \"wotw\"]\n"
                                     "1 humans play evacuate option=move-civilians "
                                     "from=london,midlands to=midlands,wales\n");
        QVERIFY(citing(r, wotw::rule::kRepeatedArgument).empty());
        QVERIFY(r.moveAt(1));
    }
};

QTEST_GUILESS_MAIN(TestWotwHostile)
#include "tst_wotw_hostile.moc"
