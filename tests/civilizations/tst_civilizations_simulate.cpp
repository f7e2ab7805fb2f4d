// Simulated games (what `umpire-cli simulate --game civilizations` prints): for three to six
// clans, the expert game and the two-player variant, random legal games check clean and end.
#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QTest>

using namespace umpire;

class TestCivilizationsSimulate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomGamesAreCleanAndEnd_data()
    {
        QTest::addColumn<QByteArray>("tags");
        QTest::newRow("three clans") << QByteArray("[Seats \"kreios,thora,ajax\"]\n");
        QTest::newRow("four clans") << QByteArray("[Seats \"xanthe,pyrrhus,myles,kreios\"]\n");
        QTest::newRow("five clans") << QByteArray("[Seats \"myles,ajax,thora,pyrrhus,xanthe\"]\n");
        QTest::newRow("six clans") << QByteArray();
        QTest::newRow("expert, three clans")
                << QByteArray("[Seats \"pyrrhus,kreios,myles\"]\n[Variant \"expert\"]\n");
        QTest::newRow("expert, six clans") << QByteArray("[Variant \"expert\"]\n");
        QTest::newRow("two players")
                << QByteArray("[Seats \"kreios,thora,ajax,xanthe\"]\n[Variant \"two-player\"]\n"
                              "[Player1 \"kreios,ajax\"]\n[Player2 \"thora,xanthe\"]\n");
    }
    void randomGamesAreCleanAndEnd()
    {
        QFETCH(QByteArray, tags);
        const core::Ruleset *rules = core::Catalog::builtin().find(u"civilizations");
        QVERIFY(rules);
        constexpr int kGames = 6;
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 20000, tags);
            const core::Replay r =
                    core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]")
                                         .arg(seed)
                                         .arg(f.position.line)
                                         .arg(f.message, f.ruleId)));
            finished += sim.finished;
        }
        QVERIFY2(finished == kGames,
                 qPrintable(QStringLiteral("%1 of %2 games ended").arg(finished).arg(kGames)));
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsSimulate)
#include "tst_civilizations_simulate.moc"
