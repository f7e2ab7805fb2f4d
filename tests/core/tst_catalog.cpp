// Catalog: lookup by id, sorted ids, and the built-in games' basic promises.
#include "core/catalog.h"
#include "core/game_info.h"
#include "core/rule_ids.h"
#include "tinygame/tiny.h"

#include <QTest>

using umpire::core::Catalog;
using umpire::core::GameInfo;

namespace {

// The tiny game under another id, to have a catalog of several games.
class Renamed : public tiny::TinyRuleset {
public:
    explicit Renamed(const QString &id)
    {
        info_ = TinyRuleset::info();
        info_.id = id;
    }
    const GameInfo &info() const override { return info_; }

private:
    GameInfo info_;
};

}  // namespace

class TestCatalog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void findAndIds()
    {
        Catalog c;
        QVERIFY(c.ids().isEmpty());
        QVERIFY(!c.find(u"tiny"));
        c.add(std::make_unique<Renamed>(QStringLiteral("zeta")));
        c.add(std::make_unique<tiny::TinyRuleset>());
        c.add(std::make_unique<Renamed>(QStringLiteral("alpha")));
        QCOMPARE(c.ids(), (QStringList{"alpha", "tiny", "zeta"}));
        QVERIFY(c.find(u"tiny"));
        QCOMPARE(c.find(u"zeta")->info().id, "zeta");
        QCOMPARE(c.find(u"alpha")->info().nameEn, "Tiny Counter Race");
        QVERIFY(!c.find(u"Tiny"));  // ids are case-sensitive
        QVERIFY(!c.find(u""));
        QCOMPARE(c.rulesets().size(), 3u);
    }

    void gameInfo()
    {
        const tiny::TinyRuleset rules;
        const GameInfo &info = rules.info();
        QCOMPARE(info.sides.size(), 3u);
        QCOMPARE(info.sideIndex(u"red"), 0);
        QCOMPARE(info.sideIndex(u"blue"), 1);
        QCOMPARE(info.sideIndex(u"green"), 2);
        QCOMPARE(info.sideIndex(u"purple"), -1);
        QCOMPARE(info.minSides(), 2);
        QCOMPARE(info.maxSides(), 3);
    }

    void builtinGames()
    {
        // Whatever games are shipped: unique ids, sides, and a rules reference to cite.
        const Catalog &builtin = Catalog::builtin();
        QCOMPARE(&builtin, &Catalog::builtin());
        const QStringList ids = builtin.ids();
        QCOMPARE(QSet<QString>(ids.begin(), ids.end()).size(), ids.size());
        for (const auto &id : ids) {
            const auto *rules = builtin.find(id);
            QVERIFY(rules);
            QVERIFY2(!rules->info().nameEn.isEmpty(), qPrintable(id));
            QVERIFY2(rules->info().sides.size() >= 2, qPrintable(id));
            QVERIFY2(umpire::core::loadRuleIds(id).contains(id), qPrintable(id));
            // A repeated key cites a rule of the game's record chapter.
            const QString repeated = QString::fromLatin1(rules->repeatedArgumentRule());
            QVERIFY2(repeated.startsWith(id + QLatin1String(".record.")), qPrintable(repeated));
            QVERIFY2(umpire::core::loadRuleIds(id).contains(repeated), qPrintable(repeated));
            // The ruleset's GameInfo is its game.json's.
            QString error;
            const GameInfo fromData = umpire::core::loadGameInfo(id, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(rules->info().nameEn, fromData.nameEn);
            QCOMPARE(rules->info().sides.size(), fromData.sides.size());
            for (std::size_t i = 0; i < fromData.sides.size(); ++i)
                QCOMPARE(rules->info().sides[i].id, fromData.sides[i].id);
        }
        // War of the Worlds' engine indexes sides as game.json orders them.
        QCOMPARE(builtin.find(u"wotw")->info().sideIndex(u"aliens"), 0);
        QCOMPARE(builtin.find(u"wotw")->info().sideIndex(u"humans"), 1);
    }

    // game.json is read for every game, checked or not: three to six clans, variants, readings.
    void gameInfoFromData()
    {
        QString error;
        const GameInfo civ = umpire::core::loadGameInfo(QStringLiteral("civilizations"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(civ.sides.size(), 6u);
        QCOMPARE(civ.sides[0].id, QStringLiteral("kreios"));
        QVERIFY(!civ.sides[0].nameRu.isEmpty());
        QCOMPARE(civ.minPlayers, 3);
        QCOMPARE(civ.maxPlayers, 6);
        QCOMPARE(civ.variants.size(), 2u);
        const GameInfo wotw = umpire::core::loadGameInfo(QStringLiteral("wotw"));
        QVERIFY(wotw.readings.size() >= 5);
        QCOMPARE(wotw.readings.front().id, QStringLiteral("place-instead"));
        QCOMPARE(wotw.readings.front().adopted, QStringLiteral("english"));
        QCOMPARE(wotw.readings.front().alternatives, QStringList({QStringLiteral("russian")}));
        // no "seats" in game.json: every side plays
        QCOMPARE(wotw.minSides(), 2);
        QCOMPARE(wotw.maxSides(), 2);

        umpire::core::gameInfoFromJson("{\"id\": \"x\"}", &error);
        QVERIFY2(error.contains(QLatin1String("no \"id\" or no \"sides\"")), qPrintable(error));
        umpire::core::gameInfoFromJson("{", &error);
        QVERIFY(error.startsWith(QLatin1String("game.json: ")));
        umpire::core::loadGameInfo(QStringLiteral("no-such-game"), &error);
        QVERIFY(!error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
