// Targeted mutations of simulated Tripods & Triplanes games (tests/support/targeted_mutations.h):
// each row breaks one line of a random legal game in one known way, and the checker must flag
// that very line with that rule.
#include "targeted_mutations.h"

#include <QTest>

using namespace umpire;
using namespace umpire::mutationtest;

namespace {

bool isPlan(const QList<QByteArray> &w, const char *side)
{
    return w[1] == side && w[2] == "plan" && w[4].count(',') == 2;
}

QByteArray withArgs(const QList<QByteArray> &w, int keep, const QByteArray &rest)
{
    return QList<QByteArray>(w.begin(), w.begin() + keep).join(' ') + rest;
}

}  // namespace

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
        // One fault, one finding: the plan rows rewrite a plan line and keep the reveals of the
        // original plan, so every later reveal contradicts the written plan (the planned card
        // counts, rules.md tripods.record.plan-mismatch) and the penalty owed for the planned
        // illegal card is never written: the mutated record is inconsistent in several lines,
        // which a record written at the table, revealing what was planned, is not.
        const char *planRow = "a plan line rewritten, its later reveals kept as they were";
        const Games games = allowingKnockOn({QStringLiteral("tripods"), 400, 6, false},
                                            {{"two steep cards in a row", planRow},
                                             {"an Immelmann without straights around it", planRow},
                                             {"three walks, no stationary or running card", planRow},
                                             {"a tripod plans an airplane card", planRow}});
        expectFlaggedAtItsLine(games, tags, mutate, rule);
    }
};


QTEST_GUILESS_MAIN(TestTripodsMutations)
#include "tst_tripods_mutations.moc"
