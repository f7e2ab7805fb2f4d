// ruleIdsFromMarkdown: which headings count as rules, and that every finding of the tiny game
// can cite one.
#include "core/rule_ids.h"
#include "tinygame/tiny.h"

#include <QTest>

using umpire::core::ruleIdsFromMarkdown;

class TestRuleIds : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void headings()
    {
        const QByteArray md = "# War of the Worlds {#wotw}\n"
                              "Intro text with {#not.a.heading} in it.\n"
                              "## Setup {#wotw.setup ru=\"Подготовка к игре\"}\n"
                              "### Civilians {#wotw.setup.civilians ru=\"Жители\"}   \n"
                              "###### Deep {#wotw.a.b.c.d.e}\n"
                              "####### Too deep {#wotw.too-deep}\n"
                              "#No space {#wotw.no-space}\n"
                              "## No id\n"
                              "    ## Indented code {#wotw.code}\n"
                              "## Id not at the end {#wotw.middle} text\n"
                              "## Kebab-case ids {#wotw.combat.heavy-artillery}\n";
        const QSet<QString> ids = ruleIdsFromMarkdown(md);
        QCOMPARE(ids, (QSet<QString>{"wotw", "wotw.setup", "wotw.setup.civilians",
                                     "wotw.a.b.c.d.e", "wotw.combat.heavy-artillery"}));
    }

    void windowsLineEndingsAndEmpty()
    {
        QCOMPARE(ruleIdsFromMarkdown("## A {#g.a}\r\n## B {#g.b ru=\"Б\"}\r\n"),
                 (QSet<QString>{"g.a", "g.b"}));
        QVERIFY(ruleIdsFromMarkdown("").isEmpty());
        QVERIFY(ruleIdsFromMarkdown("no headings at all\n").isEmpty());
    }

    void tinyRules()
    {
        const QSet<QString> ids = tiny::ruleIds();
        for (const char *id : {"tiny", "tiny.setup", "tiny.turns.order", "tiny.turns.number",
                               "tiny.add.amount", "tiny.add.once", "tiny.end", "tiny.victory",
                               "tiny.record.side", "tiny.record.verb", "tiny.record.args"})
            QVERIFY2(ids.contains(QString::fromLatin1(id)), id);
    }

    void shippedGameRulesLoad()
    {
        // loadRuleIds reads the embedded :/games/<id>/rules.md; unknown games give nothing.
        QVERIFY(umpire::core::loadRuleIds(QStringLiteral("no-such-game")).isEmpty());
        const QSet<QString> spacewars = umpire::core::loadRuleIds(QStringLiteral("spacewars"));
        if (spacewars.isEmpty())
            QSKIP("spacewars/rules.md is not embedded in this build yet");
        QVERIFY(spacewars.contains(QStringLiteral("spacewars")));
        for (const auto &id : spacewars)
            QVERIFY2(id.startsWith(QLatin1String("spacewars")), qPrintable(id));
    }
};

QTEST_GUILESS_MAIN(TestRuleIds)
#include "tst_rule_ids.moc"
