// core::Rng is the one generator behind every simulated game, and core::simulate the one
// generic driver: both must give the same numbers and bytes on every platform.
#include "core/rng.h"
#include "core/simulate.h"
#include "notation/parser.h"
#include "tinygame/tiny.h"

#include <QtTest>

using namespace umpire;

class TestRngSimulate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rngMatchesTheSplitMix64Reference()
    {
        // The first outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        core::Rng rng(0);
        QCOMPARE(rng.next(), 0xe220a8397b1dcdafull);
        QCOMPARE(rng.next(), 0x6e789e6aa1b965f4ull);
        QCOMPARE(rng.next(), 0x06c45d188009454full);
    }

    void rollsStayOnTheDieAndReachEveryFace()
    {
        core::Rng rng(42);
        QList<int> seen(9, 0);
        for (int i = 0; i < 2000; ++i) {
            const int r = rng.roll(8);
            QVERIFY2(r >= 1 && r <= 8, qPrintable(QString::number(r)));
            ++seen[r];
        }
        for (int face = 1; face <= 8; ++face)
            QVERIFY2(seen[face] > 150,
                     qPrintable(QStringLiteral("face %1: %2").arg(face).arg(seen[face])));
    }

    void simulateIsReproducibleAndLegal()
    {
        const tiny::TinyRuleset rules;
        for (std::uint64_t seed : {1ull, 2ull, 99ull}) {
            const core::Simulation a = core::simulate(rules, seed, 400);
            QCOMPARE(core::simulate(rules, seed, 400).text, a.text);  // byte for byte
            QVERIFY(a.moves > 0);
            QVERIFY(a.text.startsWith("[Game \"tiny\"]\n[Seed \"" +
                                      QByteArray::number(quint64(seed))));
            const notation::Record record = notation::parse(a.text);
            QVERIFY(record.errors.empty());
            core::Findings findings;
            core::Reporter reporter(findings);
            auto state = rules.initialState(record, reporter);
            int step = 0;
            for (const auto &line : record.moves) {
                reporter.setStep(++step, line.position);
                auto move = rules.decode(record, line, reporter);
                QVERIFY(move);
                rules.apply(*state, *move, reporter);
            }
            QVERIFY2(findings.empty(), qPrintable(a.text));
            QCOMPARE(state->isTerminal(), a.finished);
        }
        QVERIFY(core::simulate(rules, 1, 400).text != core::simulate(rules, 2, 400).text);
    }
};

QTEST_GUILESS_MAIN(TestRngSimulate)
#include "tst_rng_simulate.moc"
