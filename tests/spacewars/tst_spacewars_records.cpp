// Whole Space Wars records: the sample games, random legal games, and the record as the app and
// the CLI see it (phases, whose turn, the result).
#include "spacewars_test_util.h"

#include "rule_coverage.h"

#include "core/rng.h"
#include "core/simulate.h"

#include <QFile>
#include <QtTest>

using namespace swtest;

namespace {

QByteArray readSample(const char *name)
{
    QFile f(QStringLiteral(UMPIRE_SAMPLES_DIR "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", name);
    return f.readAll();
}

}  // namespace

class TestSpacewarsRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Record files: every tests/spacewars/records/*.ugr with its sidecar .expected
    // (tests/support/record_checks.h).
    void records_data()
    {
        QTest::addColumn<QString>("path");
        recordtest::addRecordRows(QStringLiteral(SPACEWARS_RECORDS_DIR));
    }
    void records()
    {
        QFETCH(QString, path);
        recordtest::checkRecordFile(path, QStringLiteral("spacewars"));
    }

    // Every rule id the engine cites has a test that breaks it (a record's .expected line, the
    // broken sample, or a test here naming it), unless listed below with the reason it cannot.
    void everyCitedRuleHasABreakingTest()
    {
        const char *withShot = "announced with a shot (fire ... with=): written any other way it breaks "
                               "spacewars.clarifications.free-cards; on the shot it is carried out, not checked";
        const char *dieCard = "an interrupt on the die just rolled: a misuse breaks spacewars.modifiers.dice "
                              "or spacewars.cards.interrupts";
        recordtest::checkEveryCitedRuleIsBroken(
                {QStringLiteral("spacewars"), QStringLiteral(SPACEWARS_ENGINE_DIR),
                 {QStringLiteral(SPACEWARS_RECORDS_DIR)}, {QStringLiteral(SPACEWARS_TESTS_DIR)},
                 QStringLiteral(UMPIRE_SAMPLES_DIR)},
                {{"spacewars.modifiers.laser", withShot},
                 {"spacewars.modifiers.fire-while-cloaked", withShot},
                 {"spacewars.modifiers.lucky-break", dieCard},
                 {"spacewars.modifiers.second-chance", dieCard}});
    }

    void cleanSampleEndsInALanding()
    {
        const core::Replay r = check(readSample("spacewars-earth-lands.ugr"));
        QCOMPARE(r.status(), core::Replay::Status::Checked);
        QCOMPARE(summary(r.findings()), QStringList());
        const auto end = r.stateAt(r.stepCount());
        QVERIFY(end->isTerminal());
        QCOMPARE(end->winner(), QStringLiteral("earth"));
    }

    // The sample with built decks plays the rare cards cleanly: Earth-7 changed sides, the
    // Aliens' two draws since came from the top Intercepted Orders arranged.
    void builtDecksSampleIsClean()
    {
        const core::Replay r = check(readSample("spacewars-built-decks.ugr"));
        QCOMPARE(r.status(), core::Replay::Status::Checked);
        QCOMPARE(summary(r.findings()), QStringList());
        const auto &end = static_cast<const spacewars::State &>(*r.stateAt(r.stepCount()));
        QCOMPARE(end.ownerOf(rules().data().unit("earth-7")), spacewars::kAliens);
        QVERIFY(end.p.sides[spacewars::kEarth].declared);
        QCOMPARE(int(end.p.sides[spacewars::kAliens].stackedCount), 2);  // defector, lucky-break still on top
    }

    // Every break the broken sample annotates with [rule-id] is reported at its line, and
    // nothing else is.
    void brokenSampleReportsWhatItsAnnotationsSay()
    {
        const core::Replay r = check(readSample("spacewars-broken.ugr"));
        const QStringList expected = recordtest::annotatedBreaks(r.record(), QStringLiteral("spacewars"));
        QVERIFY(expected.size() >= 5);
        QCOMPARE(summary(r.findings()), expected);
    }

    void phasesAndSidesThroughATurn()
    {
        const core::Replay r = check(readSample("spacewars-earth-lands.ugr"));
        const auto at = [&](int step) { return r.stateAt(step); };
        QCOMPARE(at(0)->phase(), QStringLiteral("setup"));
        QCOMPARE(at(0)->currentSide(), spacewars::kEarth);
        QCOMPARE(at(2)->phase(), QStringLiteral("draw"));
        QCOMPARE(at(4)->phase(), QStringLiteral("orders"));
        QCOMPARE(at(4)->currentSide(), core::State::kAllSides);  // either pad may come first
        QCOMPARE(at(5)->currentSide(), spacewars::kEarth);         // Earth's pad is open
        QCOMPARE(at(7)->currentSide(), spacewars::kAliens);        // only the Aliens' is left
        QCOMPARE(at(10)->phase(), QStringLiteral("initiative"));
        QCOMPARE(at(10)->currentSide(), core::State::kAllSides);
        QCOMPARE(at(11)->phase(), QStringLiteral("execution"));
        QCOMPARE(at(11)->currentSide(), spacewars::kAliens);       // the d8 showed 6
        QCOMPARE(at(12)->currentSide(), spacewars::kEarth);
        QCOMPARE(at(15)->turn(), 2);
        QCOMPARE(at(15)->phase(), QStringLiteral("draw"));
    }

    // Random legal games with attacks of opportunity (core::simulate plays without tags).
    void randomGamesWithTheVariantAreLegal()
    {
        int attacks = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            spacewars::State state = rules().setupState(seed);
            state.p.opportunity = true;
            QByteArray text = "[Game \"spacewars\"]\n[Variant \"attacks-of-opportunity\"]\n[Seed \"" +
                              QByteArray::number(quint64(seed)) + "\"]\n\n";
            core::Rng rng(seed);
            core::Findings findings;
            core::Reporter reporter(findings);
            for (int n = 0; n < 3000; ++n) {
                const auto moves = rules().legalMoves(state);
                if (moves.empty())
                    break;
                const core::Move &m = *moves[std::size_t(rng.below(moves.size()))];
                const QByteArray line = rules().encode(m);
                attacks += line.contains("opportunity=");
                text += line + '\n';
                rules().apply(state, m, reporter);
            }
            QCOMPARE(summary(findings), QStringList());
            QCOMPARE(summary(check(text).findings()), QStringList());
        }
        qInfo("%d moves met attacks of opportunity", attacks);
    }

    // Random legal games under readings the legal-move generator follows (through the written
    // orders' check and the moves it resolves), checked clean with the record's tag: a speed that
    // is a budget for the turn, and Orbital Blockades of one ship or more
    // (spacewars.clarifications.speed, spacewars.clarifications.blockade).
    void randomGamesUnderOtherReadingsAreLegal_data()
    {
        QTest::addColumn<QByteArray>("tag");
        QTest::newRow("speed-budget=whole-turn") << QByteArray("speed-budget=whole-turn");
        QTest::newRow("blockade-ships=at-least-one") << QByteArray("blockade-ships=at-least-one");
    }
    void randomGamesUnderOtherReadingsAreLegal()
    {
        QFETCH(QByteArray, tag);
        int turns = 0;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            spacewars::State state = rules().setupState(seed);
            state.p.speedPerTurn = tag == "speed-budget=whole-turn";
            state.p.blockadeFromOneShip = tag == "blockade-ships=at-least-one";
            QByteArray text = "[Game \"spacewars\"]\n[Reading \"" + tag + "\"]\n[Seed \"" +
                              QByteArray::number(quint64(seed)) + "\"]\n\n";
            core::Rng rng(seed);
            core::Findings findings;
            core::Reporter reporter(findings);
            for (int n = 0; n < 3000; ++n) {
                const auto moves = rules().legalMoves(state);
                if (moves.empty())
                    break;
                const core::Move &m = *moves[std::size_t(rng.below(moves.size()))];
                text += rules().encode(m) + '\n';
                rules().apply(state, m, reporter);
            }
            turns += state.p.turn;
            QCOMPARE(summary(findings), QStringList());
            QCOMPARE(summary(check(text).findings()), QStringList());
        }
        QVERIFY(turns > 20);
    }

    void randomGamesAreLegalAndEnd()
    {
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const core::Simulation sim = core::simulate(rules(), seed, 3000);
            const core::Replay r = check(sim.text);
            QCOMPARE(summary(r.findings()), QStringList());
            finished += sim.finished;
        }
        QVERIFY2(finished >= 15, qPrintable(QString::number(finished)));
    }
};

QTEST_GUILESS_MAIN(TestSpacewarsRecords)
#include "tst_spacewars_records.moc"
