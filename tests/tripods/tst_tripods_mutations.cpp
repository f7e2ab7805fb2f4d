// Targeted mutations of simulated Tripods & Triplanes games: each row breaks one line of a random
// legal game in one known way, and the checker must flag that very line with that rule. The
// generic harness (tests/fuzz/tst_ruleset_mutations.cpp) mutates blindly and only asks for a
// well-formed verdict; these rows ask for the right rule at the right line.
#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QTest>

#include <functional>

using namespace umpire;

namespace {

using Lines = QList<QByteArray>;
// Rewrites one line of `lines` (or inserts one) and returns its index, or -1 when the game
// offers no line to mutate this way.
using Mutate = std::function<int(Lines &lines)>;

QList<QByteArray> words(const QByteArray &line) { return line.split(' '); }

// The first line whose words satisfy `pick`, rewritten by `change`.
Mutate firstLine(std::function<bool(const QList<QByteArray> &)> pick,
                 std::function<QByteArray(const QList<QByteArray> &)> change)
{
    return [=](Lines &lines) {
        for (int i = 0; i < lines.size(); ++i) {
            const QList<QByteArray> w = words(lines[i]);
            if (w.size() >= 4 && !lines[i].startsWith('[') && pick(w)) {
                lines[i] = change(w);
                return i;
            }
        }
        return -1;
    };
}

bool isPlan(const QList<QByteArray> &w, const char *side)
{
    return w[1] == side && w[2] == "plan" && w[4].count(',') == 2;
}

QByteArray withArgs(const QList<QByteArray> &w, int keep, const QByteArray &rest)
{
    return QList<QByteArray>(w.begin(), w.begin() + keep).join(' ') + rest;
}

}  // namespace

Q_DECLARE_METATYPE(Mutate)

class TestTripodsMutations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mutationIsFlaggedAtItsLine_data()
    {
        QTest::addColumn<QByteArray>("tags");
        QTest::addColumn<Mutate>("mutate");
        QTest::addColumn<QString>("rule");
        const QByteArray plain;
        QTest::newRow("two steep cards in a row")
                << plain
                << firstLine([](auto &w) { return isPlan(w, "earthlings"); },
                             [](auto &w) { return withArgs(w, 4, " stall,steep-left,straight"); })
                << "tripods.basic.steep";
        QTest::newRow("an Immelmann without straights around it")
                << plain
                << firstLine([](auto &w) { return isPlan(w, "earthlings"); },
                             [](auto &w) { return withArgs(w, 4, " left,immelmann,left"); })
                << "tripods.basic.immelmann";
        QTest::newRow("three walks, no stationary or running card")
                << plain
                << firstLine([](auto &w) { return isPlan(w, "martians"); },
                             [](auto &w) { return withArgs(w, 4, " walk,walk,walk"); })
                << "tripods.basic.tripod-plan-requirement";
        QTest::newRow("a tripod plans an airplane card")
                << plain
                << firstLine([](auto &w) { return isPlan(w, "martians"); },
                             [](auto &w) { return withArgs(w, 4, " still,straight,still"); })
                << "tripods.record.card";
        QTest::newRow("a line of the other side")
                << plain
                << firstLine([](auto &w) { return w[1] == "martians" && w[2] == "move"; },
                             [](auto &w) {
                                 QList<QByteArray> v = w;
                                 v[1] = "earthlings";
                                 return v.join(' ');
                             })
                << "tripods.record.side";
        QTest::newRow("a vehicle not in the game")
                << plain
                << firstLine([](auto &w) { return w[2] == "move"; },
                             [](auto &w) {
                                 QList<QByteArray> v = w;
                                 v[3] = "zeppelin";
                                 return v.join(' ');
                             })
                << "tripods.record.vehicle";
        QTest::newRow("the next turn's number")
                << plain
                << firstLine([](auto &w) { return w[0] == "2" && w[2] == "move"; },
                             [](auto &w) {
                                 QList<QByteArray> v = w;
                                 v[0] = "3";
                                 return v.join(' ');
                             })
                << "tripods.record.turn-order";
        QTest::newRow("a revealed card other than the planned one")
                << plain
                << firstLine([](auto &w) { return w[2] == "move" && w[1] == "earthlings" && w[4] != "stall"; },
                             [](auto &w) { return withArgs(w, 4, " stall"); })
                << "tripods.record.plan-mismatch";
        QTest::newRow("a plan written twice") << plain << Mutate([](Lines &lines) {
            for (int i = 0; i < lines.size(); ++i)
                if (lines[i].contains(" plan ") && !lines[i].startsWith('[')) {
                    lines.insert(i + 1, lines[i]);
                    return i + 1;
                }
            return -1;
        }) << "tripods.basic.planning";
        QTest::newRow("a second shot in one phase") << plain << Mutate([](Lines &lines) {
            for (int i = 0; i < lines.size(); ++i)
                if (lines[i].contains(" earthlings fire ") && lines[i].contains("range=long")) {
                    lines.insert(i + 1, lines[i]);
                    return i + 1;
                }
            return -1;
        }) << "tripods.basic.airplane-fire";
        QTest::newRow("a heat-ray card too many")
                << plain
                << firstLine([](auto &w) { return w[1] == "martians" && w[2] == "fire" && w.size() > 5 &&
                                                  w[5] == "range=long"; },
                             [](auto &w) { return withArgs(w, 6, " cards=1,1"); })
                << "tripods.basic.tripod-fire";
        QTest::newRow("a shot without its range")
                << plain
                << firstLine([](auto &w) { return w[1] == "earthlings" && w[2] == "fire" && w.size() > 5 &&
                                                  w[5].startsWith("range="); },
                             [](auto &w) {
                                 QList<QByteArray> v = w;
                                 v.removeAt(5);
                                 return v.join(' ');
                             })
                << "tripods.record.fact-missing";
        QTest::newRow("a tripod firing without a firing action") << plain << Mutate([](Lines &lines) {
            // Before the first airplane move of a phase in which the tripod chose no action.
            for (int i = 1; i < lines.size(); ++i)
                if (lines[i].contains(" earthlings move ") && lines[i - 1].contains(" martians move ") &&
                    (i < 2 || !lines[i - 2].contains(" action "))) {
                    lines.insert(i + 1, lines[i].left(lines[i].indexOf(' ')) + " martians fire " +
                                                words(lines[i - 1])[3] + " miss");
                    return i + 1;
                }
            return -1;
        }) << "tripods.basic.tripod-fire";
        QTest::newRow("a fire card with no fire") << QByteArray("[Variant \"standard\"]\n") << Mutate([](Lines &lines) {
            for (int i = 0; i < lines.size(); ++i)
                if (lines[i].startsWith("2 earthlings move ")) {
                    lines.insert(i, "2 earthlings burn " + words(lines[i])[3] + " card=1");
                    return i;
                }
            return -1;
        }) << "tripods.standard.fire";
        QTest::newRow("a cloud taken back that is not there")
                << QByteArray("[Variant \"black-smoke\"]\n")
                << firstLine([](auto &w) { return w[2] == "fire" && w[4] == "cloud"; },
                             [](auto &w) { return withArgs(w, 5, " replace"); })
                << "tripods.weapons.black-smoke-cloud";
    }
    void mutationIsFlaggedAtItsLine()
    {
        QFETCH(QByteArray, tags);
        QFETCH(Mutate, mutate);
        QFETCH(QString, rule);
        const core::Ruleset *rules = core::Catalog::builtin().find(u"tripods");
        QVERIFY(rules);
        int tried = 0;
        for (std::uint64_t seed = 1; seed <= 40 && tried < 6; ++seed) {
            const core::Simulation sim = core::simulate(*rules, seed, 400, tags);
            Lines lines = sim.text.split('\n');
            const int at = mutate(lines);
            if (at < 0)
                continue;
            ++tried;
            const core::Replay r = core::Replay::run(notation::parse(lines.join('\n')), core::Catalog::builtin());
            bool flagged = false;
            QStringList seen;
            for (const core::Finding &f : r.findings()) {
                flagged |= f.severity == core::Severity::Error && f.position.line == at + 1 && f.ruleId == rule;
                seen << QStringLiteral("%1:%2").arg(f.position.line).arg(f.ruleId);
            }
            QVERIFY2(flagged, qPrintable(QStringLiteral("seed %1: %2 not flagged at line %3 (%4)")
                                                 .arg(seed)
                                                 .arg(QString::fromUtf8(lines[at]))
                                                 .arg(at + 1)
                                                 .arg(seen.join(u' '))));
        }
        QVERIFY2(tried >= 3, qPrintable(QStringLiteral("only %1 games had a line to mutate").arg(tried)));
    }
};


QTEST_GUILESS_MAIN(TestTripodsMutations)
#include "tst_tripods_mutations.moc"
