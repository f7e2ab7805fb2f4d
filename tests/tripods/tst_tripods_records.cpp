// Record files: every tests/tripods/records/*.ugr with its sidecar .expected, and the bundled
// tripods samples. An .expected file lists "line:rule-id" per error or warning, in order, and
// may state values of the state after a step: "after 12: nieuport.damage = 9" (a key of the
// vehicle's entry in State::toJson) or "after 12: winner = earthlings".
#include "record_checks.h"
#include "rule_coverage.h"

#include "core/rule_ids.h"
#include "notation/parser.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace umpire;
using namespace umpire::recordtest;

namespace {

// "nieuport.damage" (a key of that vehicle's entry) or "winner" in the state's JSON.
QString lookUp(const QJsonObject &state, const QString &path)
{
    const qsizetype dot = path.indexOf(u'.');
    if (dot < 0)
        return topLevelValue(state, path);
    const QString id = path.left(dot);
    for (const QJsonValue &v : state.value(u"vehicles").toArray())
        if (v.toObject().value(u"id").toString() == id)
            return jsonText(v.toObject().value(path.mid(dot + 1)));
    return QStringLiteral("(no vehicle %1)").arg(id);
}

QString describe(const core::Replay &r)
{
    return recordtest::describe(r.findings());
}

}  // namespace

class TestTripodsRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *dir : {TRIPODS_RECORDS_DIR, UMPIRE_SAMPLES_DIR}) {
            const QDir d(QString::fromUtf8(dir));
            const QStringList files = d.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
            for (const QString &f : files)
                if (QByteArray(dir) == TRIPODS_RECORDS_DIR || f.startsWith(u"tripods-"))
                    QTest::newRow(qPrintable(f)) << d.filePath(f);
        }
    }
    void records()
    {
        QFETCH(QString, path);
        if (!path.contains(u"broken")) {
            checkRecordFile(path, QStringLiteral("tripods"), lookUp);
            return;
        }
        // A sample of broken rules: every break it annotates with [rule-id] is reported at
        // its line, nothing else is, and it breaks several different rules.
        const core::Replay r = check(readFile(path), path);
        const QStringList expected = annotatedBreaks(r.record(), QStringLiteral("tripods"));
        QCOMPARE(summary(r.findings()), expected);
        QSet<QString> broken;
        for (const QString &line : expected)
            broken << line.section(u':', 1);
        QVERIFY2(broken.size() >= 6, qPrintable(describe(r)));
        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("tripods"));
        for (const QString &id : broken)
            QVERIFY2(ids.contains(id), qPrintable(id));
    }

    // Every rule id the checker's code cites has a test that breaks it (an .expected line, a
    // broken sample's annotation, or a test here naming it), unless it is cited only for an
    // effect carried out, listed with the reason. A new check without a breaking test fails here.
    void everyCitedRuleHasABreakingRecord()
    {
        const RuleSources sources{QStringLiteral("tripods"), QStringLiteral(TRIPODS_ENGINE_DIR),
                                  {QStringLiteral(TRIPODS_RECORDS_DIR)}, {QStringLiteral(TRIPODS_TESTS_DIR)},
                                  QStringLiteral(UMPIRE_SAMPLES_DIR)};
        const char *toppled = "a note: the tripod topples, which the terrain records check by its recovery counters";
        checkEveryCitedRuleIsBroken(
                sources,
                {{"tripods.terrain.crater-marsh", toppled},
                 {"tripods.terrain.pond", toppled},
                 {"tripods.terrain.running", toppled},
                 {"tripods.terrain.trench", toppled},
                 {"tripods.terrain.woods", toppled},
                 {"tripods.weapons.entangled",
                  "a note: the anchor's chain topples the tripod (weapons-anchor records)"},
                 {"tripods.clarifications.plan-bans",
                  "a note: under [Reading \"plan-bans=penalty\"] the banned card is flown as "
                  "a straight with an A card (reading-plan-bans records; the plan itself is "
                  "flagged under its own rule)"},
                 // Measured facts (core::FactField::rule): the rule a fact of the table concerns,
                 // cited by the Moves tab's field, never by a finding: what was measured is the
                 // record's word, so there is nothing to break.
                 {"tripods.basic.leaving-area", "a measured fact's rule (out, home, enemy)"},
                 {"tripods.basic.overlap-tripods", "a measured fact's rule (overlap)"},
                 {"tripods.basic.protection", "a measured fact's rule (across)"}});
    }

    // Running out of damage cards: every card of deck A drawn (its assumed composition, 31
    // cards), the deck is shuffled back whole and the next draw, a third 4, is possible again.
    void exhaustedDeckIsShuffledBack()
    {
        QStringList cards;
        const int counts[] = {7, 8, 7, 4, 2, 0, 3};
        for (int kind = 0; kind < 6; ++kind)
            for (int i = 0; i < counts[kind]; ++i)
                cards << QString::number(kind);
        // The explosions (500 points each) in the first three shots, at three tripods.
        for (int at : {0, 2, 4})
            cards.insert(at, QStringLiteral("x"));
        cards << QStringLiteral("4");  // the 32nd card: only after the reshuffle
        QByteArray text = "[Game \"tripods\"]\n[Vehicle \"nieuport nieuport-16\"]\n";
        for (const char *t : {"t0", "t1", "t2", "t3"})
            text += QByteArray("[Vehicle \"") + t + " mk-i-locust resistance=999\"]\n";
        text += '\n';
        int next = 0, shot = 0;
        for (int turn = 1; next < cards.size(); ++turn) {
            const QByteArray n = QByteArray::number(turn);
            for (const char *t : {"t0", "t1", "t2", "t3"})
                text += n + " martians plan " + t + " still,still,still\n";
            text += n + " earthlings plan nieuport straight,straight,straight\n";
            for (int phase = 1; phase <= 3; ++phase) {
                for (const char *t : {"t0", "t1", "t2", "t3"})
                    text += n + " martians move " + t + " still\n";
                text += n + " earthlings move nieuport straight\n";
                if (next >= cards.size()) {
                    text += n + " earthlings hold nieuport\n";
                    continue;
                }
                const QByteArray target = "t" + QByteArray::number(shot++ % 4);
                const QStringList two = cards.mid(next, 2);
                next += int(two.size());
                text += n + " earthlings fire nieuport " + target +
                        (two.size() == 2 ? " range=short" : " range=long") + " across=unprotected cards=" +
                        two.join(u',').toLatin1() + '\n';
            }
        }
        const core::Replay r = check(text);
        QVERIFY2(r.findings().empty(), qPrintable(describe(r) + QString::fromLatin1(text)));
        // (Without the reshuffle the last 4 is flagged: deck A holds two 4s.)
        QCOMPARE(cards.size(), 32);
    }

    // A draw the assumed deck composition cannot give says which assumed value it rests on.
    void deckVerdictsAreMarkedAssumed()
    {
        const QString path = QStringLiteral(TRIPODS_RECORDS_DIR "/damage-deck-composition.ugr");
        const core::Replay r = check(readFile(path), path);
        int marked = 0;
        for (const core::Finding &f : r.findings()) {
            QCOMPARE(f.ruleId, QStringLiteral("tripods.clarifications.damage-decks"));
            QCOMPARE(f.assumed, QStringLiteral("the composition of damage deck A"));
            ++marked;
        }
        QCOMPARE(marked, 2);
    }

    // A malformed position is flagged where it is written (line and column of the argument or
    // the tag), citing the record's position rule; the move line is not carried out. So is a
    // position that contradicts the line's out.
    void malformedPositionIsFlaggedWhereItIsWritten()
    {
        const core::Replay r = check("[Game \"tripods\"]\n[Table \"90 by 90\"]\n\n"
                                     "1 martians plan locust walk,still,walk\n"
                                     "1 martians move locust walk at=45,88,360\n"
                                     "1 martians move locust walk out at=45,50,180\n");
        QList<core::Finding> positions;
        for (const core::Finding &f : r.findings())
            if (f.ruleId == u"tripods.record.position")
                positions << f;
        QCOMPARE(positions.size(), 3);
        QCOMPARE(positions[0].position.line, 2);
        QCOMPARE(positions[0].position.column, 1);
        QCOMPARE(positions[1].position.line, 5);
        QCOMPARE(positions[1].position.column, 29);
        QVERIFY2(positions[1].message.contains(u"at=45,88,360"), qPrintable(positions[1].message));
        QVERIFY(!r.moveAt(2));
        QVERIFY2(lookUp(r.stateAt(2)->toJson(), QStringLiteral("locust.at")) == u"null", "the line was not carried out");
        // A position inside the table on a line that says the vehicle left: at its at=.
        QCOMPARE(positions[2].position.line, 6);
        QCOMPARE(positions[2].position.column, 33);
    }
};

QTEST_GUILESS_MAIN(TestTripodsRecords)
#include "tst_tripods_records.moc"
