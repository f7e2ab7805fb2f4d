// Simulated games: random legal plans and outcomes check clean, and they end.
#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "games/tripods/tripods_state.h"
#include "notation/parser.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace umpire;

namespace {

// Shots whose explosion hit the electrified armour of a standing tripod with energy (the step
// before the shot shows the target as it ended the movement step).
int explosionsThroughArmour(const core::Replay &r, const QByteArray &text)
{
    static const QRegularExpression shot(QStringLiteral("^\\d+ \\w+ (?:fire|rocket) \\S+ (\\S+) .*across=protected "
                                                        "cards=(?:\\S*,)?x"));
    int n = 0, step = 0;
    for (const QByteArray &line : text.split('\n')) {
        if (line.isEmpty() || !std::isdigit(static_cast<unsigned char>(line.front())))
            continue;
        ++step;
        const QRegularExpressionMatch m = shot.match(QString::fromUtf8(line));
        if (!m.hasMatch())
            continue;
        const auto before = std::dynamic_pointer_cast<const tripods::State>(r.stateAt(step - 1));
        const int t = before ? before->find(m.captured(1)) : -1;
        if (t >= 0) {
            const tripods::Vehicle &v = before->vehicles[std::size_t(t)];
            n += v.kind == tripods::Kind::Tripod && v.energy > 0 && v.recovery == 0;
        }
    }
    return n;
}

}  // namespace

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

    // The scenarios and optional rules through legalMoves: rockets, the anchor, the cannon, black smoke,
    // terrain, ace skills, a scenario's objectives, exits and reserve airplane.
    void scenariosAndOptionalRulesAreClean_data()
    {
        QTest::addColumn<QByteArray>("tags");
        QTest::addColumn<QByteArrayList>("seen");  // vocabulary the games must produce
        QTest::newRow("spark-of-hope") << QByteArray(
                "[Scenario \"a-spark-of-hope\"]\n[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                "[Vehicle \"first nieuport-16 rockets skills=itchy-trigger-finger\"]\n"
                "[Vehicle \"second nieuport-16 rockets reserve skills=sniper\"]\n")
                                         << QByteArrayList{" rockets=", " rocket ", " skill ", " destroy-objective on=obj"};
        QTest::newRow("optional-rules") << QByteArray(
                "[Variant \"black-smoke\"]\n[Variant \"terrain\"]\n[Variant \"aces\"]\n"
                "[Vehicle \"locust mk-i-locust\"]\n[Vehicle \"squid mk-iii-squid resistance=20 energy=10 recharge=3\"]\n"
                "[Vehicle \"camel sopwith-camel anchor rockets skills=sniper\"]\n[Vehicle \"spad spad-xiii rockets\"]\n"
                "[Vehicle \"spad12 spad-xii cannon\"]\n")
                                          << QByteArrayList{" cloud", " smoke=", " onto=", " check=", " anchor card=",
                                                            " entangled", " black-smoke ", " cannon", " crater=",
                                                            " maneuver recovery=", " sniper recovery="};
        QTest::newRow("bring-proof") << QByteArray("[Scenario \"bring-proof\"]\n") << QByteArrayList{" photo"};
        QTest::newRow("hunters") << QByteArray(
                "[Scenario \"the-hunters-and-the-hunted\"]\n[Vehicle \"t1 mk-i-locust\"]\n[Vehicle \"t2 mk-i-locust\"]\n"
                "[Vehicle \"a1 fokker-d-vii\"]\n[Vehicle \"a2 sopwith-snipe\"]\n[Vehicle \"a3 fokker-d-vii\"]\n")
                                     << QByteArrayList{" out"};
        // A placed table: every move of a placed vehicle carries a position, beyond the edge
        // when it leaves.
        QTest::newRow("placed") << QByteArray(
                "[Table \"90x120\"]\n[Vehicle \"locust mk-i-locust at=45,100,180\"]\n"
                "[Vehicle \"nieuport nieuport-16 at=45,10,0\"]\n[Vehicle \"spad spad-xiii\"]\n")
                                << QByteArrayList{" locust walk at=", " nieuport straight at=", " out at=", " out home at="};
    }
    void scenariosAndOptionalRulesAreClean()
    {
        QFETCH(QByteArray, tags);
        QFETCH(QByteArrayList, seen);
        QByteArray all;
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000, tags);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                if (f.severity != core::Severity::Note)
                    QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                             .arg(seed)
                                             .arg(f.position.line)
                                             .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
            all += sim.text;
        }
        for (const QByteArray &word : seen)
            QVERIFY2(all.contains(word), word.constData());
        QVERIFY2(finished >= 20, qPrintable(QStringLiteral("%1 of 25 games ended").arg(finished)));
    }

    // Standard rules: the cards shots draw carry energy icons and every kind of special damage,
    // and the games that follow (plans, actions, firing, fire cards, toppled tripods) stay clean.
    void standardGamesDrawSpecialDamage()
    {
        const QByteArray tags = "[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                                "[Vehicle \"squid mk-iii-squid resistance=20 energy=10 recharge=3\"]\n"
                                "[Vehicle \"nieuport nieuport-16\"]\n[Vehicle \"spad spad-xiii\"]\n"
                                "[Vehicle \"camel sopwith-camel\"]\n";
        const QStringList kinds{"e", "battery", "circuits", "reverse", "smoke-generator", "gyroscope", "topple",
                                "wounded", "engine", "fire", "jam", "rudder-left", "rudder-right", "smoke"};
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        // A damage card's marks: `3+e+topple` after `=`, a comma or a space.
        static const QRegularExpression card(QStringLiteral("(?:[=, ])(?:\\d+|x)((?:\\+[a-z-]+)+)"));
        QSet<QString> drawn;
        int finished = 0, armouredExplosions = 0, markedFireCards = 0;
        // A fire card's symbols are ignored by the rules; the simulated ones carry some.
        static const QRegularExpression markedFireCard(QStringLiteral("burn \\S+ card=\\S+\\+"));
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 3000, tags);
            const core::Replay r = core::Replay::run(notation::parse(sim.text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                if (f.severity != core::Severity::Note)
                    QFAIL(qPrintable(QStringLiteral("seed %1 line %2: %3 [%4]\n%5")
                                             .arg(seed)
                                             .arg(f.position.line)
                                             .arg(f.message, f.ruleId, QString::fromUtf8(sim.text))));
            finished += sim.finished;
            armouredExplosions += explosionsThroughArmour(r, sim.text);
            markedFireCards += int(markedFireCard.globalMatch(QString::fromUtf8(sim.text)).hasNext());
            for (auto it = card.globalMatch(QString::fromUtf8(sim.text)); it.hasNext();)
                for (const QString &mark : it.next().captured(1).split(u'+', Qt::SkipEmptyParts))
                    drawn << mark;
        }
        QStringList seen, missing;
        for (const QString &k : kinds)
            (drawn.contains(k) ? seen : missing) << k;
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("drawn: %1; never drawn: %2")
                                                       .arg(seen.join(u' '), missing.join(u' '))));
        QVERIFY2(finished >= 20, qPrintable(QStringLiteral("%1 of 25 games ended").arg(finished)));
        QVERIFY2(armouredExplosions > 0, "no explosion came through the armour of a standing tripod with energy");
        QVERIFY2(markedFireCards > 0, "no fire card carried a symbol");
    }

    // A toppled tripod on fire draws its fire card in phase 1 with no maneuver of its own; when
    // that card is the step's last line the firing step follows, so the game goes on.
    void fireCardOfToppledTripodEndsTheMovementStep()
    {
        const QByteArray text = "[Game \"tripods\"]\n[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                                "[Vehicle \"nieuport nieuport-16\"]\n\n"
                                "1 earthlings plan nieuport straight,straight,straight\n"
                                "1 martians plan locust still,still,still\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings fire nieuport locust range=long across=unprotected cards=0+fire\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings hold nieuport\n"
                                "1 martians move locust still\n"
                                "1 earthlings move nieuport straight\n"
                                "1 earthlings fire nieuport locust range=long across=unprotected cards=0+topple\n"
                                "2 earthlings plan nieuport straight,straight,straight\n"
                                "2 martians plan locust still\n"
                                "2 earthlings move nieuport straight\n"
                                "2 martians burn locust card=1\n";
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
        for (const core::Finding &f : r.findings())
            QFAIL(qPrintable(QStringLiteral("line %1: %2 [%3]").arg(f.position.line).arg(f.message, f.ruleId)));
        const auto state = r.stateAt(r.stepCount());
        QVERIFY(state);
        QStringList offered;
        for (const auto &m : rules->legalMoves(*state))
            offered << QString::fromUtf8(rules->encode(*m));
        QVERIFY2(offered.contains(QStringLiteral("2 earthlings hold nieuport")), qPrintable(offered.join(u'|')));
    }

    // A random game never fires the cannon right after an Immelmann: the stall the shot inserts
    // would break the Immelmann's straight, and every next plan would be illegal
    // (tripods.clarifications.cannon-after-immelmann). After a straight followed by a straight the
    // shot is offered.
    void noCannonShotRightAfterAnImmelmann()
    {
        const QByteArray head = "[Game \"tripods\"]\n[Vehicle \"locust mk-i-locust resistance=60\"]\n"
                                "[Vehicle \"spad spad-xii cannon\"]\n\n"
                                "1 martians plan locust still,still,still\n"
                                "1 earthlings plan spad straight,straight,immelmann\n"
                                "1 martians move locust still\n"
                                "1 earthlings move spad straight\n";
        const auto cannonOffered = [](const QByteArray &text) {
            const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
            const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
            for (const core::Finding &f : r.findings())
                qWarning("line %d: %s", f.position.line, qPrintable(f.message));
            const auto state = r.stateAt(r.stepCount());
            bool offered = false;
            for (const auto &m : rules->legalMoves(*state))
                offered |= QString::fromUtf8(rules->encode(*m)).contains(u" cannon");
            return std::pair{r.findings().empty(), offered};
        };
        const auto [straightClean, afterStraight] = cannonOffered(head);
        QVERIFY(straightClean);
        QVERIFY(afterStraight);
        const auto [immelmannClean, afterImmelmann] =
                cannonOffered(head + "1 earthlings hold spad\n1 martians move locust still\n"
                                     "1 earthlings move spad straight\n1 earthlings hold spad\n"
                                     "1 martians move locust still\n1 earthlings move spad immelmann\n");
        QVERIFY(immelmannClean);
        QVERIFY(!afterImmelmann);
    }
};

QTEST_GUILESS_MAIN(TestTripodsSimulate)
#include "tst_tripods_simulate.moc"
