// Simulated games: random legal plans and outcomes check clean, and they end.
#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QTest>

using namespace umpire;

class TestTripodsSimulate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomGamesAreCleanAndEnd()
    {
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                         .arg(seed)
                                         .arg(f.position.line)
                                         .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
        }
        QVERIFY2(finished >= 35, qPrintable(QStringLiteral("%1 of 40 games ended").arg(finished)));
    }
};

QTEST_GUILESS_MAIN(TestTripodsSimulate)
#include "tst_tripods_simulate.moc"
