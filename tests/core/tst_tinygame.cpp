// The tiny test game's Ruleset on its own (decode, encode, describe, legal moves), the seeded
// random legal-game generator, and mutation tests: break one move of a legal game and the
// checker must flag exactly that line.
#include "core/replay.h"
#include "notation/parser.h"
#include "random_game.h"
#include "tinygame/tiny.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace umpire;
using core::Replay;

namespace {

// Decodes the single move line of `line`; findings go to `findings`.
std::unique_ptr<core::Move> decodeLine(const core::Ruleset &rules, const QByteArray &line,
                                       core::Findings &findings)
{
    const notation::Record record = notation::parse("[Game \"tiny\"]\n" + line + '\n');
    if (!record.ok() || record.moves.size() != 1)
        qFatal("test line does not parse: %s", line.constData());
    core::Reporter reporter(findings);
    reporter.setStep(1, record.moves.front().position);
    return rules.decode(record, record.moves.front(), reporter);
}

QList<QByteArray> moveLines(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    QList<QByteArray> moves;
    for (const auto &l : lines)
        if (!l.isEmpty() && l.front() != '[')
            moves << l;
    return moves;
}

}  // namespace

class TestTinyGame : public QObject {
    Q_OBJECT

    tiny::TinyRuleset rules;
    std::unique_ptr<core::Catalog> catalog = tiny::makeCatalog();
    QSet<QString> ruleIds = tiny::ruleIds();

private Q_SLOTS:
    void decodeErrors_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<int>("column");
        QTest::addRow("unknown side") << QByteArray("1 purple add 1") << "tiny.record.side" << 1;
        QTest::addRow("unknown verb") << QByteArray("1 red jump") << "tiny.record.verb" << 1;
        QTest::addRow("missing amount") << QByteArray("1 red add") << "tiny.record.args" << 1;
        QTest::addRow("word amount") << QByteArray("1 red add three") << "tiny.record.args" << 11;
        QTest::addRow("keyed amount") << QByteArray("1 red add n=3") << "tiny.record.args" << 11;
        QTest::addRow("two amounts") << QByteArray("1 red add 1 2") << "tiny.record.args" << 13;
        QTest::addRow("end with args") << QByteArray("1 red end now") << "tiny.record.args" << 11;
        // A key given twice is the core's business: reported at the repeat, nothing decoded.
        QTest::addRow("repeated key")
                << QByteArray("1 red add 1 n=1 n=2") << "tiny.record.repeated" << 17;
        QTest::addRow("repeated key, notes between")
                << QByteArray("1 red end x=1 note=a note=b x=1") << "tiny.record.repeated" << 29;
    }
    void decodeErrors()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, rule);
        QFETCH(int, column);
        core::Findings findings;
        QVERIFY(!decodeLine(rules, line, findings));
        QCOMPARE(findings.size(), 1u);
        QCOMPARE(findings.front().ruleId, rule);
        QVERIFY(ruleIds.contains(rule));
        QCOMPARE(findings.front().severity, core::Severity::Error);
        QCOMPARE(findings.front().position.line, 2);
        QCOMPARE(findings.front().position.column, column);
    }

    void declaredKeysMayRepeat()
    {
        // tiny declares `note=` repeatable: the core lets it through and the game reads on.
        core::Findings findings;
        QVERIFY(decodeLine(rules, "1 red add 2 note=a note=b note=\"c\"", findings));
        QVERIFY(findings.empty());
    }

    void repeatedKeyAmongManyIsFound()
    {
        // 100,000 distinct keys, then the first again: found at the end, in linear time.
        QByteArray line = "1 red add 1";
        for (int i = 0; i < 100000; ++i)
            line += " k" + QByteArray::number(i) + "=1";
        core::Findings findings;
        QVERIFY(!decodeLine(rules, line + " k0=2", findings));
        QCOMPARE(findings.size(), 1u);
        QCOMPARE(findings.front().ruleId, QStringLiteral("tiny.record.repeated"));
        QCOMPARE(findings.front().position.column, int(line.size()) + 2);
        QVERIFY2(findings.front().message.contains(QLatin1String("\"k0=\"")),
                 qPrintable(findings.front().message));
        QVERIFY(findings.front().message.contains(QLatin1String("column 13")));
        // Without a repeat the game itself judges the line.
        findings.clear();
        QVERIFY(!decodeLine(rules, line, findings));
        QCOMPARE(findings.size(), 1u);
        QCOMPARE(findings.front().ruleId, QStringLiteral("tiny.record.args"));
    }

    void decodeKeepsOutOfRangeAmounts()
    {
        // Decoding does not judge the amount: apply flags it and applies it as played.
        core::Findings findings;
        auto move = decodeLine(rules, "2 blue add 4", findings);
        QVERIFY(move);
        QVERIFY(findings.empty());
        const auto &m = static_cast<const tiny::TinyMove &>(*move);
        QCOMPARE(m.turn, 2);
        QCOMPARE(m.side, 1);
        QCOMPARE(m.verb, tiny::Verb::Add);
        QCOMPARE(m.amount, 4);
    }

    void encodeDecodeRoundTrip()
    {
        // Every legal move along a few random games, plus moves no legal game contains.
        std::vector<tiny::TinyMove> moves;
        for (quint32 seed = 1; seed <= 5; ++seed) {
            auto state = std::make_unique<tiny::TinyState>();
            core::Findings sink;
            core::Reporter reporter(sink);
            QRandomGenerator random(seed);
            for (auto legal = rules.legalMoves(*state); !legal.empty();
                 legal = rules.legalMoves(*state)) {
                for (const auto &m : legal)
                    moves.push_back(static_cast<const tiny::TinyMove &>(*m));
                rules.apply(*state, *legal[random.bounded(quint32(legal.size()))], reporter);
            }
        }
        tiny::TinyMove odd;
        odd.turn = 12;
        odd.side = 1;
        odd.verb = tiny::Verb::Add;
        odd.amount = -3;
        moves.push_back(odd);
        QVERIFY(moves.size() > 50);
        for (const auto &m : moves) {
            const QByteArray line = rules.encode(m);
            core::Findings findings;
            auto decoded = decodeLine(rules, line, findings);
            QVERIFY2(decoded, line.constData());
            QVERIFY(findings.empty());
            QVERIFY2(static_cast<const tiny::TinyMove &>(*decoded) == m, line.constData());
            QCOMPARE(rules.encode(*decoded), line);
        }
        QCOMPARE(rules.encode(odd), "12 blue add -3");
    }

    void describe()
    {
        core::Findings findings;
        auto add = decodeLine(rules, "1 red add 2", findings);
        auto end = decodeLine(rules, "1 blue end", findings);
        QCOMPARE(rules.describe(*add), "Red adds 2");
        QCOMPARE(rules.describe(*end), "Blue ends the turn");
        QCOMPARE(rules.describe(*add, true), "Красные прибавляют 2");
        QCOMPARE(rules.describe(*end, true), "Синие заканчивают ход");
    }

    void legalMoves()
    {
        tiny::TinyState s;
        auto moves = rules.legalMoves(s);
        QCOMPARE(moves.size(), 3u);
        QCOMPARE(rules.encode(*moves[0]), "1 red add 1");
        QCOMPARE(rules.encode(*moves[2]), "1 red add 3");
        s.added = true;
        moves = rules.legalMoves(s);
        QCOMPARE(moves.size(), 1u);
        QCOMPARE(rules.encode(*moves[0]), "1 red end");
        s.winnerSide = 0;
        QVERIFY(rules.legalMoves(s).empty());

        // Every legal move is applied without a finding.
        tiny::TinyState live;
        core::Findings findings;
        core::Reporter reporter(findings);
        for (const auto &m : rules.legalMoves(live)) {
            tiny::TinyState copy = live;
            QVERIFY(rules.apply(copy, *m, reporter));
        }
        QVERIFY(findings.empty());
    }

    void stateValue()
    {
        tiny::TinyState s;
        s.counter = {4, 7};
        s.side = 1;
        s.turnNumber = 3;
        auto copy = s.clone();
        QCOMPARE(copy->toString(), s.toString());
        QCOMPARE(copy->toString(), "turn=3 side=blue added=no red=4 blue=7 winner=-");
        const QJsonObject json = copy->toJson();
        QCOMPARE(json.value("counters").toObject().value("blue").toInt(), 7);
        const QJsonArray sides = json.value("sides").toArray();
        QCOMPARE(sides.size(), 2);
        QCOMPARE(sides[1].toObject().value("id").toString(), "blue");
        QCOMPARE(sides[1].toObject().value("counter").toInt(), 7);
        QCOMPARE(sides[0].toObject().value("counter").toInt(), 4);
        QCOMPARE(json.value("side").toString(), "blue");
        QCOMPARE(json.value("turn").toInt(), 3);
        QCOMPARE(json.value("added").toBool(), false);
        QVERIFY(json.value("winner").isNull());
        QCOMPARE(copy->currentSide(), 1);
        QCOMPARE(copy->turn(), 3);
        s.target = 0;
        QCOMPARE(s.clone()->toString(), "turn=3 side=blue added=no red=4 blue=7 winner=- target=0");
    }

    // [Target "N"] moves the finish line; 0 is a race nobody wins; a bad value is flagged and
    // the race stays at ten.
    void targetTag_data()
    {
        QTest::addColumn<QByteArray>("tag");
        QTest::addColumn<int>("adds");  // "add 3" turns by each side
        QTest::addColumn<QString>("winner");
        QTest::addColumn<int>("winningStep");  // the last move carried out; the rest are skipped
        QTest::addColumn<QString>("finding");  // the first one
        QTest::addColumn<int>("target");  // in the state
        QTest::addRow("none") << QByteArray() << 4 << "red" << 13 << "tiny.victory" << 10;
        QTest::addRow("to 3") << QByteArray("[Target \"3\"]\n") << 4 << "red" << 1
                              << "tiny.victory" << 3;
        QTest::addRow("nobody wins") << QByteArray("[Target \"0\"]\n") << 40 << "" << 160 << ""
                                     << 0;
        QTest::addRow("a word") << QByteArray("[Target \"far\"]\n") << 4 << "red" << 13
                                << "tiny.setup" << 10;
        QTest::addRow("negative") << QByteArray("[Target \"-1\"]\n") << 4 << "red" << 13
                                  << "tiny.setup" << 10;
    }
    void targetTag()
    {
        QFETCH(QByteArray, tag);
        QFETCH(int, adds);
        QFETCH(QString, winner);
        QFETCH(int, winningStep);
        QFETCH(QString, finding);
        QFETCH(int, target);
        QByteArray text = "[Game \"tiny\"]\n" + tag;
        for (int turn = 1; turn <= adds; ++turn)
            for (const char *side : {"red", "blue"})
                text += QByteArray::number(turn) + ' ' + side + " add 3\n"
                        + QByteArray::number(turn) + ' ' + side + " end\n";
        const Replay r = Replay::run(notation::parse(text), *catalog);
        QCOMPARE(r.result(), winner);
        // The first finding: a bad tag on line 2, or the first move after the win.
        if (finding.isEmpty()) {
            QVERIFY(r.findings().empty());
        } else {
            QVERIFY(!r.findings().empty());
            QCOMPARE(r.findings().front().ruleId, finding);
            QVERIFY(ruleIds.contains(finding));
            if (finding == "tiny.setup") {
                QCOMPARE(r.findings().front().severity, core::Severity::Error);
                QCOMPARE(r.findings().front().position.line, 2);
                QCOMPARE(r.findings().front().step, 0);
            } else {
                QCOMPARE(r.findings().front().step, winningStep + 1);
            }
        }
        const auto last = r.stateAt(r.stepCount());
        const auto &s = static_cast<const tiny::TinyState &>(*last);
        QCOMPARE(s.counter[0], 3 * ((winningStep + 3) / 4));  // red adds on steps 1, 5, 9...
        QCOMPARE(s.target, target);
    }

    void randomGamesAreReproducibleAndClean()
    {
        QSet<QByteArray> distinct;
        for (quint32 seed = 0; seed < 200; ++seed) {
            const testing::RandomGame game = testing::randomGame(rules, seed);
            QCOMPARE(game.findings, 0);
            QVERIFY(game.finished);
            QVERIFY(game.winner == "red" || game.winner == "blue");
            QCOMPARE(testing::randomGame(rules, seed).text, game.text);  // byte for byte
            distinct.insert(game.text);

            const Replay r = Replay::run(notation::parse(game.text), *catalog);
            QVERIFY(r.record().ok());
            QCOMPARE(r.stepCount(), game.moves);
            QVERIFY2(r.findings().empty(), game.text.constData());
            QCOMPARE(r.result(), game.winner);
        }
        QVERIFY(distinct.size() > 150);
    }

    void mutationIsFlaggedAtTheBrokenLine_data()
    {
        QTest::addColumn<QString>("kind");
        for (const char *kind : {"amount", "side", "turn", "drop-end", "repeat-add", "after-end"})
            QTest::addRow("%s", kind) << QString::fromLatin1(kind);
    }
    void mutationIsFlaggedAtTheBrokenLine()
    {
        QFETCH(QString, kind);
        int mutated = 0;
        for (quint32 seed = 0; seed < 100; ++seed) {
            const testing::RandomGame game = testing::randomGame(rules, seed);
            QList<QByteArray> lines = moveLines(game.text);
            QRandomGenerator random(seed * 31 + 7);
            // Indexes (0-based) of the lines this kind of mutation can apply to.
            QList<int> candidates;
            for (int i = 0; i < lines.size(); ++i) {
                const bool add = lines[i].contains(" add ");
                if ((kind == "amount" || kind == "repeat-add") && add)
                    candidates << i;
                else if ((kind == "side" || kind == "turn"))
                    candidates << i;
                else if (kind == "drop-end" && !add)
                    candidates << i;
            }
            if (kind == "after-end")
                candidates << int(lines.size());
            QVERIFY(!candidates.isEmpty());
            const int at = candidates[random.bounded(int(candidates.size()))];
            int flaggedLine = at;  // 0-based index into the mutated move lines
            if (kind == "amount") {
                lines[at].replace(lines[at].lastIndexOf(' ') + 1, 1, "4");
            } else if (kind == "side") {
                if (lines[at].contains(" red "))
                    lines[at].replace(" red ", " blue ");
                else
                    lines[at].replace(" blue ", " red ");
            } else if (kind == "turn") {
                const int space = int(lines[at].indexOf(' '));
                lines[at] = QByteArray::number(lines[at].left(space).toInt() + 1)
                            + lines[at].mid(space);
            } else if (kind == "drop-end") {
                lines.removeAt(at);  // the other side's next line is now out of turn
            } else if (kind == "repeat-add") {
                lines.insert(at + 1, lines[at]);
                flaggedLine = at + 1;
            } else if (kind == "after-end") {
                lines << lines.back();
            }
            const QByteArray text = "[Game \"tiny\"]\n" + lines.join('\n') + '\n';
            const Replay r = Replay::run(notation::parse(text), *catalog);
            QVERIFY(r.errorCount() > 0);
            const auto first = std::find_if(r.findings().begin(), r.findings().end(),
                                            [](const core::Finding &f) {
                                                return f.severity == core::Severity::Error;
                                            });
            // Line 1 is the [Game] tag, so move line i sits on line i + 2.
            QVERIFY2(first->position.line == flaggedLine + 2,
                     qPrintable(QStringLiteral("seed %1: flagged line %2, expected %3:\n%4")
                                    .arg(seed)
                                    .arg(first->position.line)
                                    .arg(flaggedLine + 2)
                                    .arg(QString::fromUtf8(text))));
            for (const auto &f : r.findings())
                QVERIFY2(ruleIds.contains(f.ruleId), qPrintable(f.ruleId));
            ++mutated;
        }
        QCOMPARE(mutated, 100);
    }
};

QTEST_GUILESS_MAIN(TestTinyGame)
#include "tst_tinygame.moc"
