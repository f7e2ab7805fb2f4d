// Replay over records of the test-only game "tiny": findings per step and their positions,
// states per step (checkpoints, states rebuilt from them, the cache, several threads),
// keepStates, cancellation, and records that cannot be checked.
#include "core/replay.h"
#include "notation/parser.h"
#include "random_game.h"
#include "tinygame/tiny.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <memory>
#include <random>
#include <thread>

using namespace umpire;
using core::Replay;

namespace {

Replay replay(const QByteArray &text, const core::Catalog &catalog,
              const Replay::Options &options = {})
{
    return Replay::run(notation::parse(text, QStringLiteral("test.ugr")), catalog, options);
}

QString stateText(const Replay &r, int step)
{
    const std::shared_ptr<const core::State> s = r.stateAt(step);
    return s ? s->toString() : QStringLiteral("<null>");
}

// The state text of every step of `r`, from a run of its own that applies the decoded moves one
// by one to a single state and keeps each step's text: what stateAt() must give.
std::vector<QString> stepByStep(const Replay &r)
{
    core::Findings sink;
    core::Reporter reporter(sink);
    auto state = r.ruleset()->initialState(r.record(), reporter);
    std::vector<QString> expected{state->toString()};
    for (int step = 1; step <= r.stepCount(); ++step) {
        if (const core::Move *move = r.moveAt(step))
            r.ruleset()->apply(*state, *move, reporter);
        expected.push_back(state->toString());
    }
    return expected;
}

// A finished tiny game followed by `extra` moves after its end (each an error, applied as
// nothing): a record longer than several checkpoint intervals, with findings on most steps.
QByteArray cleanGameAnd(int extra)
{
    QFile clean(QStringLiteral(FIXTURES_DIR "/clean.ugr"));
    if (!clean.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = clean.readAll();
    for (int i = 0; i < extra; ++i)
        text += i % 3 == 0 ? "5 blue add 1\n" : i % 3 == 1 ? "5 red add 2\n" : "5 blue jump\n";
    return text;
}

// One line per finding, `step line:col severity rule`, for whole-list comparisons.
QStringList summary(const Replay &r)
{
    QStringList out;
    for (const auto &f : r.findings())
        out << QStringLiteral("%1 %2:%3 %4 %5")
                   .arg(f.step)
                   .arg(f.position.line)
                   .arg(f.position.column)
                   .arg(QLatin1String(core::severityName(f.severity)), f.ruleId);
    return out;
}

}  // namespace

class TestReplay : public QObject {
    Q_OBJECT

    std::unique_ptr<core::Catalog> catalog = tiny::makeCatalog();
    QSet<QString> ruleIds = tiny::ruleIds();

    // Every finding cites a rule of tinygame/rules.md and carries a position.
    void checkFindingsAreCited(const Replay &r)
    {
        for (const auto &f : r.findings()) {
            QVERIFY2(ruleIds.contains(f.ruleId), qPrintable(f.ruleId));
            QVERIFY(f.position.line > 0 && f.position.column > 0);
            QVERIFY(!f.message.isEmpty());
        }
    }

private Q_SLOTS:
    void findingsPerStepWithPositions()
    {
        const QByteArray text = "[Game \"tiny\"]\n"   // 1
                                "[Variant \"fast\"]\n"  // 2
                                "1 red add 3\n"         // 3  step 1
                                "1 red add 1\n"         // 4  step 2: second add
                                "1 red end\n"           // 5  step 3
                                "1 blue add 4\n"        // 6  step 4: amount
                                "1 purple add 1\n"      // 7  step 5: side (not decoded)
                                "1 blue jump\n"         // 8  step 6: verb
                                "1 blue add\n"          // 9  step 7: missing amount
                                "1 blue add x=1\n"      // 10 step 8: keyed amount
                                "1 blue end 5\n"        // 11 step 9: extra argument
                                "1 blue end\n"          // 12 step 10
                                "3 red add 3\n"         // 13 step 11: turn number
                                "2 red end\n"           // 14 step 12
                                "2 red add 3\n"         // 15 step 13: out of turn; red wins
                                "2 blue add 1\n";       // 16 step 14: after the end
        const Replay r = replay(text, *catalog);
        QCOMPARE(r.status(), Replay::Status::Checked);
        QVERIFY(r.record().ok());
        QCOMPARE(r.stepCount(), 14);
        QCOMPARE(summary(r), (QStringList{
                                 "0 2:1 warning tiny.setup",
                                 "2 4:1 error tiny.add.once",
                                 "4 6:1 error tiny.add.amount",
                                 "5 7:1 error tiny.record.side",
                                 "6 8:1 error tiny.record.verb",
                                 "7 9:1 error tiny.record.args",
                                 "8 10:12 error tiny.record.args",
                                 "9 11:12 error tiny.record.args",
                                 "11 13:1 error tiny.turns.number",
                                 "13 15:1 error tiny.turns.order",
                                 "14 16:1 error tiny.victory",
                             }));
        QCOMPARE(r.errorCount(), 10);
        checkFindingsAreCited(r);

        // findingsAt partitions findings() by step.
        qsizetype total = 0;
        for (int step = 0; step <= r.stepCount(); ++step) {
            for (const auto &f : r.findingsAt(step))
                QCOMPARE(f.step, step);
            total += r.findingsAt(step).size();
        }
        QCOMPARE(total, qsizetype(r.findings().size()));
        QCOMPARE(r.findingsAt(1).size(), 0u);
        QCOMPARE(r.findingsAt(14).size(), 1u);
        QCOMPARE(r.findingsAt(-1).size(), 0u);
        QCOMPARE(r.findingsAt(15).size(), 0u);

        // As played: the wrong amount and the second add count; undecodable lines and the
        // move after the end change nothing.
        QCOMPARE(stateText(r, 0), "turn=1 side=red added=no red=0 blue=0 winner=-");
        QCOMPARE(stateText(r, 2), "turn=1 side=red added=yes red=4 blue=0 winner=-");
        QCOMPARE(stateText(r, 4), "turn=1 side=blue added=yes red=4 blue=4 winner=-");
        for (int step = 5; step <= 9; ++step)
            QCOMPARE(stateText(r, step), stateText(r, 4));
        QCOMPARE(r.moveAt(4) != nullptr, true);
        for (int step = 5; step <= 9; ++step)
            QVERIFY(!r.moveAt(step));
        QCOMPARE(stateText(r, 13), "turn=2 side=red added=yes red=10 blue=4 winner=red");
        QCOMPARE(stateText(r, 14), stateText(r, 13));
        QCOMPARE(r.result(), "red");
        QVERIFY(!r.moveAt(0));
        QVERIFY(!r.moveAt(15));
        QVERIFY(!r.stateAt(-1));
        QVERIFY(!r.stateAt(15));
    }

    void statesMatchAStepByStepRun_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed : {1u, 7u, 42u})
            QTest::addRow("seed %u", seed) << seed;
    }
    void statesMatchAStepByStepRun()
    {
        QFETCH(quint32, seed);
        const auto &rules = *catalog->rulesets().front();
        const testing::RandomGame game = testing::randomGame(rules, seed);
        const Replay r = replay(game.text, *catalog);
        QCOMPARE(r.stepCount(), game.moves);
        QVERIFY(r.findings().empty());

        // Apply the decoded moves one by one to a separate state and compare every step.
        core::Findings sink;
        core::Reporter reporter(sink);
        auto state = rules.initialState(r.record(), reporter);
        std::vector<QString> expected{state->toString()};
        for (int step = 1; step <= r.stepCount(); ++step) {
            QVERIFY(r.moveAt(step));
            rules.apply(*state, *r.moveAt(step), reporter);
            expected.push_back(state->toString());
        }
        QVERIFY(sink.empty());
        // Seek in a scattered order: each step answers with its own state, kept or rebuilt.
        for (int i = 0; i <= r.stepCount(); ++i) {
            const int step = (i * 7) % (r.stepCount() + 1);
            QCOMPARE(stateText(r, step), expected[static_cast<std::size_t>(step)]);
            QCOMPARE(stateText(r, step), stateText(r, step));  // asked again (from the cache)
        }
        QCOMPARE(r.result(), game.winner);
    }

    // States between checkpoints are rebuilt by re-applying the kept moves, as played: moves
    // that break rules count, undecodable lines and moves after the end change nothing. Every
    // step must equal a one-state run, whatever order the steps are asked in.
    void rebuiltStatesMatchAStepByStepRun_data()
    {
        QTest::addColumn<QString>("order");
        QTest::newRow("forward") << "forward";
        QTest::newRow("backward") << "backward";
        QTest::newRow("random") << "random";
        QTest::newRow("forward by 5") << "by5";
    }
    void rebuiltStatesMatchAStepByStepRun()
    {
        QFETCH(QString, order);
        const Replay r = replay(cleanGameAnd(5 * Replay::checkpointInterval + 7), *catalog);
        QCOMPARE(r.stepCount(), 13 + 5 * Replay::checkpointInterval + 7);
        QVERIFY(r.errorCount() > 4 * Replay::checkpointInterval);
        const std::vector<QString> expected = stepByStep(r);

        std::vector<int> steps(std::size_t(r.stepCount()) + 1);
        for (int step = 0; step <= r.stepCount(); ++step)
            steps[std::size_t(step)] = step;
        if (order == "backward")
            std::reverse(steps.begin(), steps.end());
        else if (order == "random")
            std::shuffle(steps.begin(), steps.end(), std::mt19937(5));
        else if (order == "by5")
            steps.erase(std::remove_if(steps.begin(), steps.end(), [](int s) { return s % 5; }),
                        steps.end());
        for (int step : steps)
            QCOMPARE(stateText(r, step), expected[std::size_t(step)]);
        // The red player's adds after the end must not have counted in any rebuilt state.
        QCOMPARE(stateText(r, r.stepCount()), stateText(r, 13));
    }

    // The caller owns what stateAt gives: a rebuilt state outlives both the cache entry it
    // came from and the Replay itself.
    void statesAreOwnedByTheCaller()
    {
        auto r = std::make_unique<Replay>(
                replay(cleanGameAnd(3 * Replay::checkpointInterval), *catalog));
        const std::vector<QString> expected = stepByStep(*r);
        const int mid = Replay::checkpointInterval + 5;
        const std::shared_ptr<const core::State> rebuilt = r->stateAt(mid);
        const std::shared_ptr<const core::State> checkpoint =
                r->stateAt(Replay::checkpointInterval);
        const std::shared_ptr<const core::State> last = r->stateAt(r->stepCount());
        QVERIFY(rebuilt && checkpoint && last);
        QCOMPARE(stateText(*r, mid + 20), expected[std::size_t(mid + 20)]);  // replaces the cache
        QCOMPARE(stateText(*r, 3), expected[3]);
        const int lastStep = r->stepCount();
        r.reset();
        QCOMPARE(rebuilt->toString(), expected[std::size_t(mid)]);
        QCOMPARE(checkpoint->toString(), expected[std::size_t(Replay::checkpointInterval)]);
        QCOMPARE(last->toString(), expected[std::size_t(lastStep)]);
    }

    // The app shares one Replay read-only between the UI thread and workers: concurrent
    // stateAt calls (each rebuilding and replacing the cache) must all give the right states.
    void stateAtFromSeveralThreads()
    {
        const Replay r = replay(cleanGameAnd(8 * Replay::checkpointInterval), *catalog);
        const std::vector<QString> expected = stepByStep(r);
        constexpr int threads = 4;
        std::vector<int> wrong(threads, 0);
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                std::mt19937 random(unsigned(t) + 1);
                std::uniform_int_distribution<int> pick(0, r.stepCount());
                for (int i = 0; i < 2000; ++i) {
                    // Alternate random seeks with runs of forward steps (the cache's case).
                    const int step =
                            i % 4 == 0 ? pick(random) : std::min(r.stepCount(), i % r.stepCount());
                    const auto state = r.stateAt(step);
                    if (!state || state->toString() != expected[std::size_t(step)])
                        ++wrong[std::size_t(t)];
                }
            });
        for (std::thread &w : workers)
            w.join();
        QCOMPARE(wrong, std::vector<int>(threads, 0));
    }

    void keepStatesFalseKeepsOnlyTheLast()
    {
        const testing::RandomGame game = testing::randomGame(*catalog->rulesets().front(), 3);
        const QByteArray text = game.text + "99 red add 7\n";  // one finding at the end
        const Replay full = replay(text, *catalog);
        Replay::Options options;
        options.keepStates = false;
        const Replay last = replay(text, *catalog, options);
        QCOMPARE(last.stepCount(), full.stepCount());
        for (int step = 0; step < last.stepCount(); ++step)
            QVERIFY(!last.stateAt(step));
        QCOMPARE(stateText(last, last.stepCount()), stateText(full, full.stepCount()));
        QCOMPARE(summary(last), summary(full));
        QCOMPARE(last.result(), full.result());
        QVERIFY(!last.moveAt(1));
        QVERIFY(last.moveAt(last.stepCount()));
        QCOMPARE(full.moveAt(full.stepCount()) != nullptr, true);
    }

    void readingsChosenByTheOptionsOverTheTags()
    {
        // "add 4" is an error under the adopted reading and legal under amount=four, whether
        // the record's tag or the run's options choose it; an unknown pair is ignored.
        const QByteArray text = "[Game \"tiny\"]\n\n1 red add 4\n1 red end\n";
        QCOMPARE(summary(replay(text, *catalog)), QStringList{"1 3:1 error tiny.add.amount"});
        Replay::Options four;
        four.readings = {{QStringLiteral("amount"), QStringLiteral("four")}};
        QVERIFY(replay(text, *catalog, four).findings().empty());
        QCOMPARE(replay(text, *catalog, four).tags().reading(u"amount", catalog->rulesets().front()->info()),
                 QStringLiteral("four"));
        const QByteArray tagged = "[Game \"tiny\"]\n[Reading \"amount=four\"]\n\n1 red add 4\n";
        QVERIFY(replay(tagged, *catalog).findings().empty());
        Replay::Options three;
        three.readings = {{QStringLiteral("amount"), QStringLiteral("three")}};
        QCOMPARE(summary(replay(tagged, *catalog, three)), QStringList{"1 4:1 error tiny.add.amount"});
        Replay::Options bogus;
        bogus.readings = {{QStringLiteral("amount"), QStringLiteral("five")},
                          {QStringLiteral("no-such-reading"), QStringLiteral("four")}};
        QCOMPARE(summary(replay(text, *catalog, bogus)), QStringList{"1 3:1 error tiny.add.amount"});
    }

    void findingsThatRestOnAReadingAreMarked()
    {
        // Line 3 rests on amount=three; line 5 (an add of 5) is an error under every reading.
        const QByteArray text =
                "[Game \"tiny\"]\n\n1 red add 4\n1 red end\n1 blue add 5\n1 blue end\n";
        Replay::Options options;
        options.markReadings = true;
        const Replay r = replay(text, *catalog, options);
        QCOMPARE(r.findings().size(), std::size_t(2));
        QCOMPARE(r.findings()[0].readings, QStringList{"amount=three"});
        QVERIFY(r.findings()[1].readings.isEmpty());
        const core::ReadingComparison &cmp = r.readingComparison();
        QVERIFY(cmp.compared);
        QCOMPARE(cmp.runs, 1);
        QCOMPARE(cmp.changes.size(), std::size_t(1));
        QCOMPARE(cmp.changes[0].other, QStringLiteral("four"));
        QCOMPARE(cmp.changes[0].baseIndex, 0);
        QVERIFY(!cmp.changes[0].onlyUnderOther);

        // Without the option nothing is compared or marked.
        const Replay plain = replay(text, *catalog);
        QVERIFY(!plain.readingComparison().compared);
        QVERIFY(plain.findings()[0].readings.isEmpty());

        // A clean record is not compared by Options::markReadings (nothing to mark)...
        const Replay clean = replay("[Game \"tiny\"]\n\n1 red add 3\n", *catalog, options);
        QVERIFY(!clean.readingComparison().compared);
        // ...but compareReadings finds what the other reading would flag.
        const QByteArray underFour = "[Game \"tiny\"]\n[Reading \"amount=four\"]\n\n1 red add 4\n";
        const core::ReadingComparison other = core::compareReadings(replay(underFour, *catalog), *catalog);
        QVERIFY(other.compared);
        QCOMPARE(other.changes.size(), std::size_t(1));
        QVERIFY(other.changes[0].onlyUnderOther);
        QCOMPARE(other.changes[0].current, QStringLiteral("four"));
        QCOMPARE(other.changes[0].other, QStringLiteral("three"));
        QCOMPARE(other.changes[0].finding.position.line, 4);
        QCOMPARE(other.changes[0].baseIndex, -1);
    }

    void readingComparisonCanBeCancelled()
    {
        const Replay r = replay("[Game \"tiny\"]\n\n1 red add 4\n", *catalog);
        core::CompareOptions options;
        int calls = 0;
        options.progress = [&](int done, int total) {
            ++calls;
            return done < total && false;
        };
        QVERIFY(!core::compareReadings(r, *catalog, options).compared);
        QCOMPARE(calls, 1);
    }

    void progressAndCancellation()
    {
        // A finished game, then 3000 moves after the end: 3013 steps.
        QFile clean(QStringLiteral(FIXTURES_DIR "/clean.ugr"));
        QVERIFY(clean.open(QIODevice::ReadOnly));
        QByteArray text = clean.readAll();
        for (int i = 0; i < 3000; ++i)
            text += "5 blue add 1\n";

        QList<QPair<int, int>> calls;
        Replay::Options options;
        options.progress = [&calls](int done, int total) {
            calls.append({done, total});
            return true;
        };
        const Replay all = replay(text, *catalog, options);
        QVERIFY(!all.cancelled());
        QCOMPARE(all.stepCount(), 3013);
        QCOMPARE(calls, (QList<QPair<int, int>>{{0, 3013}, {1024, 3013}, {2048, 3013},
                                                {3013, 3013}}));
        QCOMPARE(all.errorCount(), 3000);

        calls.clear();
        options.progress = [&calls](int done, int total) {
            calls.append({done, total});
            return done < 1024;
        };
        const Replay part = replay(text, *catalog, options);
        QVERIFY(part.cancelled());
        QCOMPARE(calls, (QList<QPair<int, int>>{{0, 3013}, {1024, 3013}}));
        QVERIFY(part.stateAt(1024));
        QCOMPARE(stateText(part, 1024), stateText(all, 1024));
        // The steps before the cut are rebuilt from their checkpoints like in a full run.
        for (int step : {1, 13, 14, Replay::checkpointInterval + 1, 1023})
            QCOMPARE(stateText(part, step), stateText(all, step));
        QVERIFY(!part.stateAt(1025));
        QVERIFY(part.moveAt(1024));
        QVERIFY(!part.moveAt(1025));
        QCOMPARE(part.findingsAt(1024).size(), 1u);
        QCOMPARE(part.findingsAt(1025).size(), 0u);
        QCOMPARE(part.errorCount(), 1024 - 13);
        QCOMPARE(part.result(), QString());

        // Cancelled before the first step: only the set-up state.
        options.progress = [](int, int) { return false; };
        const Replay none = replay(text, *catalog, options);
        QVERIFY(none.cancelled());
        QVERIFY(none.stateAt(0));
        QVERIFY(!none.stateAt(1));
        QVERIFY(none.findings().empty());
    }

    void noGameTag()
    {
        const Replay r = replay("[Date \"2026-01-01\"]\n1 red add 3\n", *catalog);
        QCOMPARE(r.status(), Replay::Status::NoGameTag);
        QVERIFY2(r.statusMessage().contains("[Game"), qPrintable(r.statusMessage()));
        QVERIFY2(r.statusMessage().contains("known games: tiny"), qPrintable(r.statusMessage()));
        QVERIFY(!r.ruleset());
        QVERIFY(!r.stateAt(0));
        QVERIFY(!r.moveAt(1));
        QVERIFY(r.findings().empty());
        QCOMPARE(r.stepCount(), 1);  // the record is still there to show
        QCOMPARE(r.result(), QString());
    }

    // A second [Game] tag naming another game was ignored and the record checked as the first.
    void twoDifferentGameTagsAreNotChecked()
    {
        const Replay r =
                replay("[Game \"tiny\"]\n[Date \"2026-01-01\"]\n[Game \"chess\"]\n1 red add 3\n",
                       *catalog);
        QCOMPARE(r.status(), Replay::Status::ConflictingGameTags);
        QVERIFY2(r.statusMessage().contains("\"tiny\" at line 1"), qPrintable(r.statusMessage()));
        QVERIFY2(r.statusMessage().contains("\"chess\" at line 3"), qPrintable(r.statusMessage()));
        QCOMPARE(r.statusPosition(), (notation::Position{3, 1}));
        QVERIFY(!r.stateAt(0));
        QVERIFY(r.findings().empty());
        QCOMPARE(r.stepCount(), 1);

        // The same game named twice is only redundant.
        const Replay same = replay("[Game \"tiny\"]\n[Game \"tiny\"]\n1 red add 3\n", *catalog);
        QCOMPARE(same.status(), Replay::Status::Checked);
        QCOMPARE(same.statusPosition(), (notation::Position{1, 1}));
        // Without a tag the problem sits at the top of the file.
        QCOMPARE(replay("1 red add 3\n", *catalog).statusPosition(), (notation::Position{1, 1}));
    }

    void unknownGameListsTheKnownGames()
    {
        const Replay r = replay("[Game \"chess\"]\n1 white e4\n", *catalog);
        QCOMPARE(r.status(), Replay::Status::UnknownGame);
        QVERIFY2(r.statusMessage().contains("\"chess\""), qPrintable(r.statusMessage()));
        QVERIFY2(r.statusMessage().contains("known games: tiny"), qPrintable(r.statusMessage()));
        QVERIFY2(!r.statusMessage().contains("did you mean"), qPrintable(r.statusMessage()));
        QVERIFY(!r.stateAt(0));
        // A slip of the keyboard is answered with the nearest known game.
        const Replay slip = replay("[Game \"tiyn\"]\n1 red add 3\n", *catalog);
        QCOMPARE(slip.status(), Replay::Status::UnknownGame);
        QVERIFY2(slip.statusMessage().contains("did you mean \"tiny\"?"), qPrintable(slip.statusMessage()));

        const core::Catalog empty;
        const Replay none = replay("[Game \"tiny\"]\n", empty);
        QCOMPARE(none.status(), Replay::Status::UnknownGame);
        QVERIFY2(none.statusMessage().contains("no games are known"),
                 qPrintable(none.statusMessage()));
    }

    void recordWithSyntaxErrorsReplaysTheParsedPart()
    {
        const QByteArray text = "[Game \"tiny\"]\n"
                                "1 red add 3\n"
                                "red add 3\n"  // no turn number
                                "1 red end\n"
                                "1 blue add \"unterminated\n"
                                "1 blue add 2\n";
        const Replay r = replay(text, *catalog);
        QCOMPARE(r.status(), Replay::Status::Checked);
        QCOMPARE(r.record().errors.size(), 2u);
        QCOMPARE(r.stepCount(), 3);
        QVERIFY(r.findings().empty());
        QCOMPARE(stateText(r, 3), "turn=1 side=blue added=yes red=3 blue=2 winner=-");
    }

    void emptyGame()
    {
        const Replay r = replay("[Game \"tiny\"]\n", *catalog);
        QCOMPARE(r.status(), Replay::Status::Checked);
        QCOMPARE(r.stepCount(), 0);
        QCOMPARE(stateText(r, 0), "turn=1 side=red added=no red=0 blue=0 winner=-");
        QCOMPARE(r.findingsAt(0).size(), 0u);
        QCOMPARE(r.result(), QString());
    }
};

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
