// Trying lines a record does not hold (core/trial.h) and the choices' chance fields
// (core/choice.h), on the test-only tiny game: positions count the tried lines, the record's
// own state is never touched, a tag or a line after the end is refused, and the exact path
// (tryInRecord) agrees with the fast one (tryLines) and marks readings as `check` does.
#include "core/choice.h"
#include "core/replay.h"
#include "core/trial.h"
#include "notation/parser.h"
#include "tinygame/tiny.h"

#include <QTest>

using namespace umpire;
using core::Replay;

namespace {

const core::Catalog &catalog()
{
    static const std::unique_ptr<core::Catalog> c = tiny::makeCatalog();
    return *c;
}

Replay replay(const QByteArray &text)
{
    return Replay::run(notation::parse(text, QStringLiteral("test.ugr")), catalog());
}

QStringList rulesOf(const core::Trial &t)
{
    QStringList out;
    for (const core::Finding &f : t.findings)
        out << QStringLiteral("%1:%2 %3").arg(f.position.line).arg(f.position.column).arg(f.ruleId);
    return out;
}

const QByteArray kOpening = "[Game \"tiny\"]\n; a comment\n1 red add 3\n1 red end\n1 blue add 2\n";

}  // namespace

class TestTrial : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fastTryCountsTheTriedLines()
    {
        const Replay r = replay(kOpening);
        const core::Trial t = core::tryLines(*r.ruleset(), *r.playedStateAt(3), "1 blue end\n2 red add 9\n2 red add 1",
                                             core::Language::English);
        QVERIFY(t.syntaxErrors.empty());
        // Line 2 adds 9 (too many, applied as played: red reaches 12 and wins); line 3 comes
        // after the end.
        QCOMPARE(rulesOf(t), (QStringList{"2:1 tiny.add.amount", "3:1 tiny.victory"}));
        QCOMPARE(t.findings[0].step, 2);
        QCOMPARE(t.errorCount(), 2);
        QVERIFY(!t.clean());
        // The record's own state is untouched.
        QVERIFY(r.stateAt(3)->toString().contains(QLatin1String("blue=2")));
        QVERIFY(t.state->toString().contains(QLatin1String("red=12")));
        QVERIFY(t.state->isTerminal());
    }

    void cleanLineIsClean()
    {
        const Replay r = replay(kOpening);
        const core::Trial t = core::tryLines(*r.ruleset(), *r.playedStateAt(3), "1 blue end",
                                             core::Language::English);
        QVERIFY(t.clean());
        QCOMPARE(t.state->turn(), 2);
    }

    void syntaxErrorsAndTagsSitOnTheirLines()
    {
        const Replay r = replay(kOpening);
        const core::Trial t = core::tryLines(*r.ruleset(), *r.playedStateAt(3),
                                             "1 blue end\n2 red add \"open", core::Language::English);
        QCOMPARE(t.syntaxErrors.size(), 1u);
        QCOMPARE(t.syntaxErrors.front().position.line, 2);
        QVERIFY(t.syntaxErrors.front().position.column > 1);
        const core::Trial tag = core::tryLines(*r.ruleset(), *r.playedStateAt(3), "[Target \"1\"]",
                                               core::Language::English);
        QCOMPARE(tag.syntaxErrors.size(), 1u);
        QCOMPARE(tag.syntaxErrors.front().position.line, 1);
        QVERIFY(tag.syntaxErrors.front().message.contains(QLatin1String("Only move lines")));
        QVERIFY(tag.state->toString() == r.stateAt(3)->toString());
    }

    void lineAfterTheEndIsRefused()
    {
        const Replay r = replay("[Game \"tiny\"]\n[Target \"3\"]\n1 red add 3\n");
        QVERIFY(r.stateAt(1)->isTerminal());
        const core::Trial t = core::tryLines(*r.ruleset(), *r.playedStateAt(1), "1 red end",
                                             core::Language::English);
        QCOMPARE(rulesOf(t), QStringList{"1:1 tiny.victory"});
        QVERIFY(t.findings.front().message.contains(QLatin1String("already over")));
    }

    void exactTryAgreesAndKeepsThePrefix()
    {
        // tryInRecord cuts the record after the step (its comment and tags kept) and checks
        // the tried lines as `check` would: the same findings as the fast path, at the same
        // positions, whatever follows the step in the file.
        const Replay r = replay(QByteArray(kOpening) + "1 blue end\n2 red add 1\n");
        const QByteArray lines = "1 blue end\n2 red add 9";
        const core::Trial fast = core::tryLines(*r.ruleset(), *r.playedStateAt(3), lines,
                                                core::Language::English);
        core::Replay::Options options;
        options.language = core::Language::English;
        const core::Trial exact = core::tryInRecord(r.record(), 3, lines, catalog(), options);
        QCOMPARE(rulesOf(exact), rulesOf(fast));
        QCOMPARE(exact.state->toString(), fast.state->toString());
        // Step 0: before the first move line.
        const core::Trial first = core::tryInRecord(r.record(), 0, "1 blue add 1", catalog(), options);
        QCOMPARE(rulesOf(first), QStringList{"1:1 tiny.turns.order"});
        // Out of range: nothing to try from.
        QVERIFY(!core::tryInRecord(r.record(), 99, "1 red end", catalog(), options).state);
    }

    void exactTryMarksReadings()
    {
        // Adding 4 breaks the adopted reading amount=three only: the finding says so.
        const Replay r = replay(kOpening);
        core::Replay::Options options;
        options.markReadings = true;
        const core::Trial t = core::tryInRecord(r.record(), 3, "1 blue end\n2 red add 4", catalog(), options);
        QCOMPARE(rulesOf(t), QStringList{"2:1 tiny.add.amount"});
        QCOMPARE(t.findings.front().readings, QStringList{"amount=three"});
    }

    void playedStateComesBeforeTheEndChecks()
    {
        // The last step's state rebuilt from the checkpoints, also when the record ends on a
        // checkpoint (64 moves): equal to the state the run kept.
        for (int moves : {63, 64, 65, 128}) {
            QByteArray text = "[Game \"tiny\"]\n[Target \"0\"]\n";
            for (int i = 0; i < moves; ++i)
                text += QByteArray::number(i / 4 + 1) + (i % 4 < 2 ? " red " : " blue ")
                        + (i % 2 == 0 ? "add 1\n" : "end\n");
            const Replay r = replay(text);
            QCOMPARE(r.stepCount(), moves);
            QVERIFY(r.finishRan());
            const auto played = r.playedStateAt(moves);
            QVERIFY(played);
            QCOMPARE(played->toString(), r.stateAt(moves)->toString());
            QCOMPARE(r.playedStateAt(moves / 2)->toString(), r.stateAt(moves / 2)->toString());
        }
    }

    void rerunGoesOnFromTheLastCheckpoint()
    {
        // An edit at line 150 of a 200-move record: the re-check starts at step 128 (the
        // progress callback's first call says where) and equals a fresh check; a tag edit
        // starts again from step 0.
        QByteArray text = "[Game \"tiny\"]\n[Target \"0\"]\n";
        for (int i = 0; i < 200; ++i)
            text += QByteArray::number(i / 4 + 1) + (i % 4 < 2 ? " red " : " blue ")
                    + (i % 2 == 0 ? "add 1\n" : "end\n");
        Replay previous = replay(text);
        QList<QByteArray> lines = text.split('\n');
        lines[2 + 149] = "38 red add 5";  // step 150: a wrong amount
        const QByteArray edited = lines.join('\n');
        int firstDone = -1;
        core::Replay::Options options;
        options.progress = [&](int done, int) {
            if (firstDone < 0)
                firstDone = done;
            return true;
        };
        const Replay again = Replay::rerun(std::move(previous), notation::parse(edited, QStringLiteral("test.ugr")),
                                           catalog(), options);
        QCOMPARE(firstDone, 128);
        const Replay fresh = replay(edited);
        QCOMPARE(again.findings().size(), fresh.findings().size());
        QCOMPARE(again.findings().front().position.line, 152);
        QCOMPARE(again.stateAt(200)->toString(), fresh.stateAt(200)->toString());

        firstDone = -1;
        const Replay retagged = Replay::rerun(replay(text), notation::parse("[Game \"tiny\"]\n[Target \"5\"]\n" + text.mid(text.indexOf("1 red")), QStringLiteral("test.ugr")),
                                              catalog(), options);
        QCOMPARE(firstDone, 0);
        QVERIFY(retagged.stateAt(200)->isTerminal() || retagged.errorCount() > 0);
    }

    void chanceFieldsOpenAndFill()
    {
        core::ChanceField die;
        die.kind = core::ChanceField::Kind::Die;
        die.key = "roll";
        die.values = {"1", "2", "3", "4", "5", "6", "7", "8"};
        core::ChanceField card;
        card.kind = core::ChanceField::Kind::Card;
        card.key = "cards";
        card.index = 1;
        card.values = {"a", "b"};
        core::ChanceField bare;
        bare.kind = core::ChanceField::Kind::Card;
        bare.index = 1;
        bare.values = {"reap"};
        bare.unknown = true;
        const QByteArray line = "2 earth fire bozeman at=aaarg roll=5 cards=x,y";
        QCOMPARE(core::openLine(line, {die, card}),
                 QByteArray("2 earth fire bozeman at=aaarg roll=1..8 cards=x,?{a,b}"));
        QCOMPARE(core::fillChance(line, die, "7"), QByteArray("2 earth fire bozeman at=aaarg roll=7 cards=x,y"));
        QCOMPARE(core::fillChance(line, card, "b"), QByteArray("2 earth fire bozeman at=aaarg roll=5 cards=x,b"));
        // Positional: the second bare argument; a field not on the line leaves it as it is.
        QCOMPARE(core::openLine("1 aliens hand reap tripod", {bare}), QByteArray("1 aliens hand reap ?{reap,?}"));
        core::ChanceField missing = die;
        missing.key = "d12";
        QCOMPARE(core::fillChance(line, missing, "3"), line);
        QCOMPARE(core::openValue(die), QByteArray("1..8"));
    }

    void tinyDiceChoices()
    {
        // Under [Variant "dice"] the add's amount is a die: one choice, its field 1..3, and a
        // 4 is refused citing tiny.dice; without the variant three choices and no field.
        const Replay r = replay("[Game \"tiny\"]\n[Variant \"dice\"]\n");
        const auto choices = r.ruleset()->legalChoices(*r.playedStateAt(0));
        QCOMPARE(choices.size(), 1u);
        QCOMPARE(choices.front().chance.size(), 1u);
        const core::ChanceField &f = choices.front().chance.front();
        QCOMPARE(f.values, (QStringList{"1", "2", "3"}));
        QCOMPARE(QByteArray(f.rule), QByteArray("tiny.dice"));
        QCOMPARE(core::openLine(r.ruleset()->encode(*choices.front().move), choices.front().chance),
                 QByteArray("1 red add 1..3"));
        const core::Trial t = core::tryLines(*r.ruleset(), *r.playedStateAt(0), "1 red add 4",
                                             core::Language::English);
        QCOMPARE(rulesOf(t), QStringList{"1:1 tiny.dice"});
        const Replay plain = replay("[Game \"tiny\"]\n");
        const auto three = plain.ruleset()->legalChoices(*plain.playedStateAt(0));
        QCOMPARE(three.size(), 3u);
        QVERIFY(three.front().chance.empty());
    }
};

QTEST_GUILESS_MAIN(TestTrial)
#include "tst_trial.moc"
