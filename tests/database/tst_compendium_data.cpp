// Pinned answers over the real compendium that the build writes from resources/games.
// When the game data changes on purpose, update the pins here.
#include "database/connection.h"
#include "database/opener.h"
#include "database/search.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QFile>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>

#include <memory>

using namespace umpire::database;

class TestCompendiumData : public QObject {
    Q_OBJECT

    std::unique_ptr<ScopedConnection> connection_;
    std::unique_ptr<Compendium> compendium_;

    QStringList ids(const QString &query)
    {
        const auto r = compendium_->searchCards(query, 500);
        if (r.error)
            return {QStringLiteral("error: ") + r.error->message};
        QStringList out;
        // A component may share its id with a card (wotw's tripod miniature): it is marked.
        for (const auto &h : r.hits)
            out << (h.isComponent() ? QStringLiteral("component:") : QString()) + h.game + QLatin1Char('/') + h.id;
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = QStringLiteral(UMPIRE_COMPENDIUM_FILE);
        QCOMPARE(CompendiumOpener::problemWith(path), QString());
        connection_ = std::make_unique<ScopedConnection>(path, ScopedConnection::Mode::ReadOnly);
        QVERIFY(connection_->isOpen());
        compendium_ = std::make_unique<Compendium>(connection_->database());
    }
    void cleanupTestCase()
    {
        compendium_.reset();
        connection_.reset();
    }

    void everyGameIsThere()
    {
        QSqlQuery q(connection_->database());
        QVERIFY(q.exec(QStringLiteral("SELECT group_concat(id, ' ') FROM (SELECT id FROM games ORDER BY id)")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("civilizations spacewars tripods wotw"));
    }

    // The builder refuses dangling links; this checks the file as shipped.
    void everyLinkedRuleExists()
    {
        QCOMPARE(compendium_->danglingCardRuleLinks(), QStringList());
        QSqlQuery q(connection_->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pragma_foreign_key_check")) && q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM card_rules")) && q.next());
        QVERIFY(q.value(0).toInt() > 0);
    }

    void alienUnits()
    {
        QStringList wotw = ids(QStringLiteral("game:wotw side:aliens type:unit"));
        wotw.sort();
        QCOMPARE(wotw, (QStringList{"wotw/tripod", "wotw/ufo"}));
        // Across every game, Space Wars' alien ship is an alien unit too.
        QStringList all = ids(QStringLiteral("side:aliens type:unit"));
        all.sort();
        QCOMPARE(all, (QStringList{"spacewars/alien-ship", "wotw/tripod", "wotw/ufo"}));
    }

    // A side named in Russian finds that side in every game, whichever game's Russian name is
    // used: War of the Worlds' Aliens are "Инопланетяне", Space Wars' "Пришельцы".
    void russianSideNamesAcrossGames()
    {
        QStringList english = ids(QStringLiteral("side:aliens type:unit"));
        english.sort();
        for (const char *russian : {"сторона:пришельцы тип:unit", "сторона:инопланетяне тип:unit"}) {
            QStringList found = ids(QString::fromUtf8(russian));
            found.sort();
            QCOMPARE(found, english);
        }
        // The example at the top of docs/search.md: its Russian spelling is its English one.
        QFile doc(QStringLiteral(UMPIRE_GAMES_DIR "/../../docs/search.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(doc.readAll());
        static const QRegularExpression example(QStringLiteral("`([^`]+)` is `([^`]+)`"));
        const QRegularExpressionMatch m = example.match(text);
        QVERIFY2(m.hasMatch(), "docs/search.md has no \"`…` is `…`\" example");
        QStringList russian = ids(m.captured(1));
        QStringList same = ids(m.captured(2));
        QVERIFY(!same.isEmpty());
        russian.sort();
        same.sort();
        QCOMPARE(russian, same);
    }

    void russianFindsEnglish()
    {
        QCOMPARE(ids(QStringLiteral("жатва")).value(0), QStringLiteral("wotw/reap"));
        QCOMPARE(ids(QStringLiteral("треножник game:wotw")).value(0), QStringLiteral("wotw/tripod"));
        // The UFO card, and the UFO miniature of the box.
        QCOMPARE(ids(QStringLiteral("name:нло")), (QStringList{"wotw/ufo", "component:wotw/ufo"}));
    }

    // Each game's rules.ru.md is indexed: a word only its Russian body has finds the rule.
    void russianWordFindsRule_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("rule");
        QTest::newRow("wotw") << QString::fromUtf8("истребить") << "wotw.overview.objective";
        QTest::newRow("spacewars") << QString::fromUtf8("удвоенной") << "spacewars.combat.formula";
        QTest::newRow("civilizations") << QString::fromUtf8("ленивцев") << "civilizations.clans.kreios";
        QTest::newRow("tripods") << QString::fromUtf8("рассеивается") << "tripods.weapons.black-smoke-damage";
        QTest::newRow("tripods, game filter") << QString::fromUtf8("приостанавливается game:tripods") << "tripods.weapons.cannon-reload";
        QTest::newRow("tripods clarification") << QString::fromUtf8("опечатка") << "tripods.clarifications.pack-codes";
    }
    void russianWordFindsRule()
    {
        QFETCH(QString, query);
        QFETCH(QString, rule);
        const auto r = compendium_->searchRules(query, 500);
        QVERIFY(!r.error);
        QVERIFY(!r.hits.empty());
        QCOMPARE(r.hits.front().id, rule);
    }

    // Every component of every game.json is a result of card search (docs/search.md).
    void componentsAreSearchable()
    {
        // Counted in game.json as written (the games table keeps it).
        int components = 0;
        QSqlQuery q(connection_->database());
        QVERIFY(q.exec(QStringLiteral("SELECT json FROM games")));
        while (q.next()) {
            components += int(QJsonDocument::fromJson(q.value(0).toString().toUtf8())
                                      .object().value(QLatin1String("components")).toArray().size());
        }
        QVERIFY(components > 50);
        QCOMPARE(ids(QStringLiteral("type:component")).size(), components);
        // "balloon": the Barrage Balloons card by name, then the token set holding its token.
        QCOMPARE(ids(QStringLiteral("balloon")),
                 (QStringList{"wotw/barrage-balloons", "component:wotw/human-building-tokens"}));
        // Russian names: the tokens whose name says "token" come first.
        QVERIFY(ids(QString::fromUtf8("жетон")).value(0).startsWith(QLatin1String("component:")));
        // The miniature by name; then cards whose text has both words.
        QCOMPARE(ids(QStringLiteral("tripod miniature game:wotw")).value(0), QStringLiteral("component:wotw/tripod"));
    }

    void namesRankFirst()
    {
        QCOMPARE(ids(QStringLiteral("reap")).value(0), QStringLiteral("wotw/reap"));
        // The Tripod card, then the tripod miniature (which bm25 alone would rank first, for its
        // short text).
        QCOMPARE(ids(QStringLiteral("tripod game:wotw")).mid(0, 2),
                 (QStringList{"wotw/tripod", "component:wotw/tripod"}));
    }

    void rulesSearch()
    {
        const auto r = compendium_->searchRules(QStringLiteral("rule:wotw.clarifications"), 500);
        QVERIFY(!r.error);
        QVERIFY(r.hits.size() > 5);
        const auto detail = compendium_->rule(QStringLiteral("wotw.clarifications.place-instead"));
        QVERIFY(detail);
        QCOMPARE(detail->readings.size(), size_t(2));
        QCOMPARE(detail->readings[0].key, QStringLiteral("english"));
        QVERIFY(detail->adopted.startsWith(QLatin1String("English")));
    }
};

QTEST_GUILESS_MAIN(TestCompendiumData)
#include "tst_compendium_data.moc"
