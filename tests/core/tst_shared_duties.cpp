// The duties every game shares and the core carries (DESIGN.md, "The core carries what they
// share"): the shared tags, results (winner, ranking, tie), nothing after the end, seats,
// simultaneous phases and the chance checks. Exercised through the tiny game, which has a
// third side (green) that only a [Seats] tag seats and a "bids" variant whose turns open with
// a phase in which every seated side acts.
#include "core/chance.h"
#include "core/replay.h"
#include "core/result.h"
#include "core/run_tags.h"
#include "notation/parser.h"
#include "tinygame/tiny.h"

#include <QtTest>

using namespace umpire;

namespace {

const core::Catalog &catalog()
{
    static const std::unique_ptr<core::Catalog> c = tiny::makeCatalog();
    return *c;
}

const core::GameInfo &info()
{
    return catalog().rulesets().front()->info();
}

core::Replay check(const QByteArray &text)
{
    return core::Replay::run(notation::parse(text), catalog());
}

// "step line:column rule" per finding.
QStringList summary(const core::Replay &r)
{
    QStringList out;
    for (const core::Finding &f : r.findings())
        out << QStringLiteral("%1 %2:%3 %4")
                       .arg(f.step)
                       .arg(f.position.line)
                       .arg(f.position.column)
                       .arg(f.ruleId);
    return out;
}

core::RunTags tagsOf(const QByteArray &header, core::Findings &findings)
{
    core::Reporter reporter(findings);
    return core::readRunTags(notation::parse(header), info(), reporter, "tiny.setup");
}

// A race red wins on turn 4 (red adds 3 each turn, blue 1).
const QByteArray kRedWins = "1 red add 3\n1 red end\n1 blue add 1\n1 blue end\n"
                            "2 red add 3\n2 red end\n2 blue add 1\n2 blue end\n"
                            "3 red add 3\n3 red end\n3 blue add 1\n3 blue end\n"
                            "4 red add 3\n";

}  // namespace

class TestSharedDuties : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // ---- results -------------------------------------------------------------------------------
    void resultTagsParseAndPrint_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("printed");  // empty: the text is refused
        QTest::newRow("unfinished") << "*" << "*";
        QTest::newRow("empty") << "" << "*";
        QTest::newRow("winner") << "red" << "red";
        QTest::newRow("tie") << " red = blue " << "red=blue";
        QTest::newRow("ranking") << "green>red=blue" << "green>red=blue";
        QTest::newRow("unknown side") << "purple" << "";
        QTest::newRow("side twice") << "red>red" << "";
        QTest::newRow("empty place") << "red>>blue" << "";
    }
    void resultTagsParseAndPrint()
    {
        QFETCH(QString, text);
        QFETCH(QString, printed);
        core::Result r;
        QString error;
        const bool ok = core::parseResult(text, info(), r, &error);
        QCOMPARE(ok, !printed.isEmpty());
        if (ok)
            QCOMPARE(r.toTag(info()), printed);
        else
            QVERIFY2(error.contains(QLatin1String("[Result]")), qPrintable(error));
    }

    void declaredResultsAgreeByTheirNamedPlaces()
    {
        const auto parse = [](const char *text) {
            core::Result r;
            core::parseResult(QString::fromLatin1(text), info(), r, nullptr);
            return r;
        };
        const core::Result ranking = parse("green>red=blue");
        QVERIFY(parse("green").agreesWith(ranking));  // names the first place only
        QVERIFY(parse("green>blue=red").agreesWith(ranking));  // order inside a place is free
        QVERIFY(!parse("red").agreesWith(ranking));
        QVERIFY(!parse("green>red>blue").agreesWith(ranking));
        QVERIFY(!parse("*").agreesWith(ranking));
        QCOMPARE(parse("red=blue").winner(), -1);  // a tie has no single winner
        QCOMPARE(parse("blue>red").winner(), 1);
        QCOMPARE(core::Result::won(2).toWords(info()), QStringLiteral("Green won"));
        QCOMPARE(parse("red=blue").toWords(info()), QStringLiteral("a tie between Red and Blue"));
    }

    void resultTagMustAgreeWithTheEnd()
    {
        // agrees: no finding
        QVERIFY(check("[Game \"tiny\"]\n[Result \"red\"]\n" + kRedWins).findings().empty());
        QVERIFY(check("[Game \"tiny\"]\n[Result \"*\"]\n" + kRedWins).findings().empty());
        // contradicts: an error at the line where the game ends
        const core::Replay wrong = check("[Game \"tiny\"]\n[Result \"blue\"]\n" + kRedWins);
        QCOMPARE(summary(wrong), QStringList({"13 15:1 tiny.setup"}));
        QVERIFY(wrong.findings()[0].message.contains(QLatin1String("\"blue\"")));
        QCOMPARE(wrong.finalResult().toTag(info()), QStringLiteral("red"));
        // claims a result the record never reaches: an error at the last line
        const core::Replay early = check("[Game \"tiny\"]\n[Result \"red\"]\n1 red add 3\n");
        QCOMPARE(summary(early), QStringList({"1 3:1 tiny.setup"}));
        QVERIFY(!early.finalResult().decided());
        // a malformed tag is reported at the tag, and nothing more
        QCOMPARE(summary(check("[Game \"tiny\"]\n[Result \"red>purple\"]\n" + kRedWins)),
                 QStringList({"0 2:1 tiny.setup"}));
    }

    void nothingIsPlayedAfterTheEnd()
    {
        const core::Replay r = check("[Game \"tiny\"]\n" + kRedWins + "4 red end\n4 blue add 1\n");
        QCOMPARE(summary(r), QStringList({"14 15:1 tiny.victory", "15 16:1 tiny.victory"}));
        QVERIFY(r.findings()[0].message.contains(QLatin1String("Red won, at line 14")));
        // refused before the game sees it: the final state is the winning one
        QCOMPARE(r.stateAt(15)->toString(), r.stateAt(13)->toString());
        QCOMPARE(r.stateAt(14)->toString(), r.stateAt(13)->toString());  // rebuilt alike
    }

    // ---- the shared tags -----------------------------------------------------------------------
    void sharedTagsAreReadOnce()
    {
        core::Findings f;
        const core::RunTags t = tagsOf("[Game \"tiny\"]\n[Variant \"bids, fast\"]\n[Seed \"42\"]\n"
                                       "[Seats \"green,red\"]\n[Result \"green\"]\n",
                                       f);
        QVERIFY(f.empty());
        QVERIFY(t.hasVariant(u"bids", info()));
        QVERIFY(t.hasVariant(u"fast", info()));
        QVERIFY(t.hasSeed);
        QCOMPARE(t.seed, 42u);
        QVERIFY(t.seatsGiven);
        QCOMPARE(t.seats, (std::vector<int>{2, 0}));
        QVERIFY(t.seated(2) && !t.seated(1));
        QCOMPARE(t.declared.winner(), 2);
        QCOMPARE(t.resultPosition.line, 5);
    }

    void badSharedTagsAreReportedAtTheTag_data()
    {
        QTest::addColumn<QByteArray>("tag");
        QTest::addColumn<QString>("says");
        QTest::newRow("variant") << QByteArray("[Variant \"slow\"]") << "Unknown variant \"slow\"";
        QTest::newRow("seed") << QByteArray("[Seed \"-1\"]") << "not a whole number";
        QTest::newRow("seats unknown") << QByteArray("[Seats \"red,purple\"]") << "\"purple\"";
        QTest::newRow("seats twice") << QByteArray("[Seats \"red,red\"]") << "twice";
        QTest::newRow("seats too few") << QByteArray("[Seats \"red\"]") << "seats 1 side";
        QTest::newRow("result") << QByteArray("[Result \"purple\"]") << "\"purple\"";
    }
    void badSharedTagsAreReportedAtTheTag()
    {
        QFETCH(QByteArray, tag);
        QFETCH(QString, says);
        core::Findings f;
        const core::RunTags t = tagsOf("[Game \"tiny\"]\n" + tag + "\n", f);
        QCOMPARE(f.size(), 1u);
        QCOMPARE(f[0].ruleId, QStringLiteral("tiny.setup"));
        QCOMPARE(f[0].position.line, 2);
        QVERIFY2(f[0].message.contains(says), qPrintable(f[0].message));
        // the bad part is ignored: default seats, no variant
        QCOMPARE(t.seats, (std::vector<int>{0, 1}));
        QVERIFY(t.variants.empty());
    }

    void readingsComeFromGameJson()
    {
        core::GameInfo g = info();
        g.readings.push_back({QStringLiteral("order"), QStringLiteral("fixed"),
                              {QStringLiteral("free")}, QStringLiteral("tiny.clarifications.amount")});
        core::Findings f;
        core::Reporter reporter(f);
        const core::RunTags chosen = core::readRunTags(
                notation::parse("[Reading \"order=free\"]\n"), g, reporter, "tiny.setup");
        QVERIFY(f.empty());
        QCOMPARE(chosen.reading(u"order", g), QStringLiteral("free"));
        const core::RunTags adopted =
                core::readRunTags(notation::parse("[Reading \"order=fixed\"]\n"), g, reporter,
                                  "tiny.setup");
        QCOMPARE(adopted.reading(u"order", g), QStringLiteral("fixed"));
        QVERIFY(f.empty());
        core::readRunTags(notation::parse("[Reading \"order=random\"]\n"), g, reporter,
                          "tiny.setup");
        QCOMPARE(f.size(), 1u);
        QVERIFY(f[0].message.contains(QLatin1String("order")));
    }

    // ---- seats ---------------------------------------------------------------------------------
    void seatsGiveTheSidesInPlayAndTheirOrder()
    {
        // green seated first: green, then blue, then red, then a new turn
        const core::Replay three = check("[Game \"tiny\"]\n[Seats \"green,blue,red\"]\n"
                                         "1 green add 1\n1 green end\n1 blue add 2\n1 blue end\n"
                                         "1 red add 3\n1 red end\n2 green add 1\n");
        QVERIFY2(three.findings().empty(), qPrintable(summary(three).join(u'|')));
        QCOMPARE(three.tags().seats, (std::vector<int>{2, 1, 0}));
        QCOMPARE(three.stateAt(7)->turn(), 2);
        // a side that is not seated cannot act: refused, and the state stays
        const core::Replay two = check("[Game \"tiny\"]\n1 red add 1\n1 green add 1\n");
        QCOMPARE(summary(two), QStringList({"2 3:1 tiny.seats"}));
        QCOMPARE(two.stateAt(2)->toString(), two.stateAt(1)->toString());
    }

    // ---- a simultaneous phase ------------------------------------------------------------------
    void allSidesActInABidsPhase()
    {
        const QByteArray head = "[Game \"tiny\"]\n[Variant \"bids\"]\n[Seats \"red,blue,green\"]\n";
        // any order within the phase; then the race in seat order
        const core::Replay r = check(head + "1 green bid 2\n1 red bid 0\n1 blue bid 3\n"
                                            "1 red add 1\n1 red end\n");
        QVERIFY2(r.findings().empty(), qPrintable(summary(r).join(u'|')));
        QCOMPARE(r.stateAt(0)->currentSide(), core::State::kAllSides);
        QCOMPARE(r.stateAt(0)->phase(), QStringLiteral("bids"));
        QCOMPARE(r.stateAt(2)->currentSide(), core::State::kAllSides);
        QCOMPARE(r.stateAt(3)->currentSide(), 0);
        QCOMPARE(r.stateAt(3)->phase(), QStringLiteral("race"));
        // each broken and kept: a second bid, a bid out of range, a move before all have bid,
        // a bid after the phase
        QCOMPARE(summary(check(head + "1 red bid 1\n1 red bid 2\n")),
                 QStringList({"2 5:1 tiny.bids.once"}));
        QCOMPARE(summary(check(head + "1 red bid 4\n")), QStringList({"1 4:1 tiny.bids.amount"}));
        QCOMPARE(summary(check(head + "1 red bid 1\n1 red add 1\n")),
                 QStringList({"2 5:1 tiny.bids.phase"}));
        QCOMPARE(summary(check(head + "1 red bid 1\n1 blue bid 1\n1 green bid 1\n1 red bid 1\n")),
                 QStringList({"4 7:1 tiny.bids.phase"}));
        // the phase opens again at the next turn
        const core::Replay next = check(head + "1 red bid 1\n1 blue bid 1\n1 green bid 1\n"
                                               "1 red add 1\n1 red end\n1 blue add 1\n1 blue end\n"
                                               "1 green add 1\n1 green end\n2 blue bid 0\n");
        QVERIFY2(next.findings().empty(), qPrintable(summary(next).join(u'|')));
        QCOMPARE(next.stateAt(9)->currentSide(), core::State::kAllSides);
    }

    // ---- chance --------------------------------------------------------------------------------
    void recordedRollsAndDrawsMustBePossible()
    {
        core::Findings f;
        core::Reporter reporter(f);
        QVERIFY(core::checkRoll(1, 8, reporter, "tiny.setup", QStringLiteral("the initiative")));
        QVERIFY(core::checkRoll(8, 8, reporter, "tiny.setup", QStringLiteral("the initiative")));
        QVERIFY(f.empty());
        QVERIFY(!core::checkRoll(9, 8, reporter, "tiny.setup", QStringLiteral("the initiative")));
        QVERIFY(!core::checkRoll(0, 12, reporter, "tiny.setup", QStringLiteral("a disaster")));
        QCOMPARE(f.size(), 2u);
        QCOMPARE(f[0].message, QStringLiteral("A d8 shows 1 to 8; the record rolls 9 for the "
                                              "initiative."));
        QVERIFY(core::checkDrawn(1, QStringLiteral("Laser"), QStringLiteral("the deck"), reporter,
                                 "tiny.setup"));
        QVERIFY(!core::checkDrawn(0, QStringLiteral("Laser"), QStringLiteral("the deck"), reporter,
                                  "tiny.setup", {}, QStringLiteral("the deck's composition")));
        QCOMPARE(f.size(), 3u);
        QCOMPARE(f[2].assumed, QStringLiteral("the deck's composition"));
    }
};

QTEST_GUILESS_MAIN(TestSharedDuties)
#include "tst_shared_duties.moc"
