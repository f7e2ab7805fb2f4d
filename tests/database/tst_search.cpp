// Search over a compendium built from the fixture games: every filter, both languages,
// ranking, details, and hostile queries.
#include "database/builder.h"
#include "database/connection.h"
#include "database/search.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace umpire::database;

class TestSearch : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    std::unique_ptr<ScopedConnection> connection_;
    std::unique_ptr<Compendium> compendium_;

    QStringList cards(const QString &query)
    {
        const auto r = compendium_->searchCards(query, 100);
        if (r.error)
            return {QStringLiteral("error: ") + r.error->message};
        // A component may share its id with a card (the tripod miniature): it is marked.
        QStringList ids;
        for (const auto &h : r.hits)
            ids << (h.isComponent() ? QStringLiteral("component:") : QString()) + h.id;
        return ids;
    }
    QStringList sorted(QStringList l)
    {
        l.sort();
        return l;
    }
    QStringList rules(const QString &query)
    {
        const auto r = compendium_->searchRules(query, 100);
        if (r.error)
            return {QStringLiteral("error: ") + r.error->message};
        QStringList ids;
        for (const auto &h : r.hits)
            ids << h.id;
        return ids;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString path = dir_.filePath(QStringLiteral("compendium.sqlite"));
        const auto built = buildCompendium(QStringLiteral(UMPIRE_DB_FIXTURES "/games"), path);
        QVERIFY2(built.ok, qPrintable(built.diagnostics.toString()));
        connection_ = std::make_unique<ScopedConnection>(path, ScopedConnection::Mode::ReadOnly);
        QVERIFY(connection_->isOpen());
        compendium_ = std::make_unique<Compendium>(connection_->database());
    }
    void cleanupTestCase()
    {
        compendium_.reset();
        connection_.reset();
    }

    void filters_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("ids");  // sorted
        QTest::newRow("side and type, all games") << "side:aliens type:unit" << QStringList{"alien-ship", "tripod", "ufo"};
        QTest::newRow("side and type in wotw") << "game:wotw side:aliens type:unit" << QStringList{"tripod", "ufo"};
        QTest::newRow("game by name") << "game:\"War of the Worlds: The New Wave\" type:unit side:aliens" << QStringList{"tripod", "ufo"};
        QTest::newRow("game by russian name") << "game:\"война миров: новая угроза\" type:unit side:aliens" << QStringList{"tripod", "ufo"};
        QTest::newRow("side by russian name") << "сторона:пришельцы тип:unit" << QStringList{"alien-ship", "tripod", "ufo"};
        QTest::newRow("side in capitals") << "side:ALIENS type:Unit game:wotw" << QStringList{"tripod", "ufo"};
        QTest::newRow("cost at most") << "cost<=3" << QStringList{"fort", "guerillas", "hedgehog", "power-supply", "reap"};
        QTest::newRow("cost less") << "cost<2" << QStringList{"guerillas", "reap"};
        QTest::newRow("cost equal") << "cost:4" << QStringList{"army", "tripod"};
        QTest::newRow("cost more") << "cost>4" << QStringList{"ufo"};
        QTest::newRow("cost at least, side") << "cost>=4 side:humans" << QStringList{"army"};
        QTest::newRow("cost not equal skips cards without cost") << "cost!=4" << QStringList{"fort", "guerillas", "hedgehog", "power-supply", "reap", "ufo"};
        QTest::newRow("not cost includes cards without cost") << "-cost:4" << QStringList{"alien-ship", "component:building-tokens", "component:civilian", "component:tripod", "fort", "guerillas", "hedgehog", "laser", "mutiny", "power-supply", "reap", "ufo"};
        QTest::newRow("count") << "count>=4" << QStringList{"army", "component:building-tokens", "component:civilian", "reap", "tripod"};
        QTest::newRow("starting") << "starting>0" << QStringList{"reap"};
        QTest::newRow("not type") << "game:wotw -type:building" << QStringList{"army", "component:building-tokens", "component:civilian", "component:tripod", "guerillas", "reap", "tripod", "ufo"};
        QTest::newRow("type not equal") << "game:wotw type!=building" << QStringList{"army", "component:building-tokens", "component:civilian", "component:tripod", "guerillas", "reap", "tripod", "ufo"};
        QTest::newRow("side not equal includes sideless") << "game:spacewars side!=aliens" << QStringList{"laser", "mutiny"};
        QTest::newRow("rarity") << "rarity:rare" << QStringList{"laser"};
        QTest::newRow("rarity extra") << "rarity:extra-rare" << QStringList{"mutiny"};
        QTest::newRow("rule subtree") << "rule:wotw.combat" << QStringList{"army", "component:tripod", "fort", "reap", "tripod", "ufo"};
        QTest::newRow("rule exact leaf") << "rule:wotw.combat.defense" << QStringList{"fort"};
        QTest::newRow("rule prefix is not a subtree") << "rule:wotw.comb" << QStringList{};
        QTest::newRow("name or name") << "name:reap OR name:tripod" << QStringList{"component:tripod", "reap", "tripod"};
        QTest::newRow("name prefix") << "name:pow" << QStringList{"power-supply"};
        QTest::newRow("name phrase") << "name:\"power supply\"" << QStringList{"power-supply"};
        QTest::newRow("text only") << "text:tripod" << QStringList{"army", "guerillas", "hedgehog", "mutiny", "reap"};
        QTest::newRow("name only") << "name:tripod" << QStringList{"component:tripod", "tripod"};
        QTest::newRow("phrase is exact") << "\"deal damage\"" << QStringList{"army", "fort", "laser"};
        QTest::newRow("words are prefixes") << "deal damage" << QStringList{"army", "fort", "laser", "tripod"};
        QTest::newRow("option text is searchable") << "adjacent land" << QStringList{"reap"};
        QTest::newRow("russian name") << "жатва" << QStringList{"reap"};
        QTest::newRow("russian name, capital") << "Жатва" << QStringList{"reap"};
        QTest::newRow("russian prefix") << "жат" << QStringList{"reap"};
        QTest::newRow("russian text") << "урожай" << QStringList{"reap"};
        QTest::newRow("yo written as ye") << "ежики" << QStringList{"component:building-tokens", "hedgehog"};
        QTest::newRow("yo written as yo") << "ёжики" << QStringList{"component:building-tokens", "hedgehog"};
        QTest::newRow("accent folded") << "cafe" << QStringList{"hedgehog"};
        QTest::newRow("accent kept") << "café" << QStringList{"hedgehog"};
        QTest::newRow("hyphenated word") << "power-supply" << QStringList{"power-supply"};
        QTest::newRow("grouping") << "(name:reap OR name:ufo) -side:humans" << QStringList{"reap", "ufo"};
        QTest::newRow("not group") << "game:wotw -(type:unit OR type:building)" << QStringList{"component:building-tokens", "component:civilian", "component:tripod", "guerillas", "reap"};
        QTest::newRow("not word") << "tripod -name:tripod -text:civilian" << QStringList{"army", "hedgehog", "mutiny"};
        QTest::newRow("nothing") << "zzzzzz" << QStringList{};
        QTest::newRow("unknown side value") << "side:martians" << QStringList{};
        QTest::newRow("lowercase or is a word") << "reap or tripod" << QStringList{};
        QTest::newRow("design example")
            << "game:wotw side:aliens type:unit cost<=5 -type:building \"tripod\" name:reap OR name:tripod" << QStringList{"component:tripod", "tripod"};
    }
    void filters()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, ids);
        QCOMPARE(sorted(cards(query)), ids);
    }

    // docs/search.md, "Short final prefix": a one- or two-letter word still being typed at the
    // end of the query matches names only, as a prefix; a space after it restores the word.
    void shortFinalPrefixMatchesNamesOnly()
    {
        QCOMPARE(cards(QStringLiteral("tr")), (QStringList{"tripod", "component:tripod"}));  // texts citing tripods are not hits
        QCOMPARE(cards(QStringLiteral("u")), QStringList{"ufo"});
        QCOMPARE(cards(QStringLiteral("name:u")), QStringList{"ufo"});
        QCOMPARE(cards(QStringLiteral("тр")), (QStringList{"tripod", "component:tripod"}));
        // With a space after it, a two-letter word is a prefix everywhere again.
        QCOMPARE(sorted(cards(QStringLiteral("tr "))), sorted(cards(QStringLiteral("tri"))));
        QVERIFY(cards(QStringLiteral("tr ")).size() > 1);
        // Only the final word: "tr" before another word keeps its usual meaning.
        QCOMPARE(sorted(cards(QStringLiteral("tr reap"))), sorted(cards(QStringLiteral("tri reap"))));
        // Quoted, or under '-', it is not a prefix of names.
        QCOMPARE(cards(QStringLiteral("\"u\"")), QStringList{});
        QVERIFY(!cards(QStringLiteral("game:wotw -tr")).contains(QStringLiteral("army")));
        QVERIFY(cards(QStringLiteral("game:wotw -tr")).contains(QStringLiteral("ufo")));
        // Words and a short final prefix together: the word anywhere, the prefix in a name.
        QCOMPARE(cards(QStringLiteral("tripod r")), QStringList{"reap"});
        QCOMPARE(rules(QStringLiteral("de")), QStringList{"wotw.combat.defense"});
    }

    void emptyQueryListsEverything()
    {
        QCOMPARE(cards(QString()).size(), 14);  // 11 cards and 3 components
        QCOMPARE(cards(QStringLiteral("  ")).size(), 14);
        // Browsing order: by game, then name.
        QCOMPARE(cards(QString()).value(0), QStringLiteral("alien-ship"));
    }

    // Components of game.json are rows of card search with type "component" (docs/search.md).
    void componentsAreSearchable()
    {
        QCOMPARE(sorted(cards(QStringLiteral("type:component"))),
                 (QStringList{"component:building-tokens", "component:civilian", "component:tripod"}));
        QCOMPARE(cards(QStringLiteral("kind:miniature")), QStringList{"component:tripod"});
        QCOMPARE(sorted(cards(QStringLiteral("вид:token side:humans"))),
                 (QStringList{"component:building-tokens", "component:civilian"}));
        QCOMPARE(cards(QStringLiteral("kind:token count>10")), QStringList{"component:civilian"});
        QCOMPARE(cards(QStringLiteral("rule:wotw.setup type:component")), QStringList{"component:civilian"});

        // By name in either language, and by words of the text.
        const auto mini = compendium_->searchCards(QStringLiteral("tripod miniature"));
        QCOMPARE(mini.hits.size(), size_t(1));
        QVERIFY(mini.hits[0].isComponent());
        QCOMPARE(mini.hits[0].kind, QStringLiteral("miniature"));
        QCOMPARE(mini.hits[0].count, std::optional<int>(3));
        QVERIFY(mini.hits[0].nameHit);
        QCOMPARE(cards(QStringLiteral("фигурка")), QStringList{"component:tripod"});
        QCOMPARE(cards(QStringLiteral("жетон")), QStringList{"component:building-tokens"});
        QCOMPARE(cards(QStringLiteral("walker stand")), QStringList{"component:tripod"});

        // What a component contains is searchable by the cards' names: the Hedgehog card
        // (a name hit) first, then the token set that holds its token.
        const auto hedgehog = compendium_->searchCards(QStringLiteral("hedgehog"));
        QCOMPARE(hedgehog.hits.size(), size_t(2));
        QCOMPARE(hedgehog.hits[0].id, QStringLiteral("hedgehog"));
        QVERIFY(!hedgehog.hits[0].isComponent());
        QCOMPARE(hedgehog.hits[1].id, QStringLiteral("building-tokens"));
        QVERIFY(hedgehog.hits[1].isComponent());

        // Cards only, or components only.
        QCOMPARE(sorted(cards(QStringLiteral("game:wotw side:aliens -type:component"))),
                 (QStringList{"power-supply", "reap", "tripod", "ufo"}));
        // Browsing lists the components after the cards.
        const QStringList all = cards(QString());
        QCOMPARE(all.mid(all.size() - 3),
                 (QStringList{"component:building-tokens", "component:civilian", "component:tripod"}));
        // A component has no place in the rules search.
        QCOMPARE(rules(QStringLiteral("kind:token")).value(0), QStringLiteral("error: kind applies to cards only"));
    }

    // The Tripod card and the tripod miniature share an id: each lookup finds its own.
    void componentDetails()
    {
        const auto card = compendium_->card(QStringLiteral("wotw"), QStringLiteral("tripod"));
        QVERIFY(card);
        QCOMPARE(card->card.type, QStringLiteral("unit"));
        QVERIFY(card->card.kind.isEmpty());
        const auto mini = compendium_->component(QStringLiteral("wotw"), QStringLiteral("tripod"));
        QVERIFY(mini);
        QVERIFY(mini->card.isComponent());
        QCOMPARE(mini->card.nameEn, QStringLiteral("Tripod miniature"));
        QCOMPARE(mini->card.nameRu, QStringLiteral("Фигурка треножника"));
        QCOMPARE(mini->card.kind, QStringLiteral("miniature"));
        QCOMPARE(mini->card.side, QStringLiteral("aliens"));
        QCOMPARE(mini->card.count, std::optional<int>(3));
        QCOMPARE(mini->card.textEn, QStringLiteral("A walker model on a stand."));
        QCOMPARE(mini->textRu, QStringLiteral("Модель шагохода на подставке."));
        QCOMPARE(mini->rules.size(), size_t(1));
        QCOMPARE(mini->rules[0].id, QStringLiteral("wotw.combat"));
        QCOMPARE(mini->sources.size(), size_t(1));
        QVERIFY(mini->json.contains(QLatin1String("unit_ids")));
        // Provenance is the component's own, not the card's.
        const auto civilian = compendium_->component(QStringLiteral("wotw"), QStringLiteral("civilian"));
        QVERIFY(civilian);
        QCOMPARE(civilian->assumed.size(), size_t(1));
        QCOMPARE(civilian->assumed[0].field, QStringLiteral("count"));
        QVERIFY(!compendium_->component(QStringLiteral("wotw"), QStringLiteral("reap")));
        QVERIFY(!compendium_->card(QStringLiteral("wotw"), QStringLiteral("civilian")));
        // Card lookups by reference stay cards only.
        QCOMPARE(compendium_->findCards(QStringLiteral("wotw/tripod")).size(), size_t(1));
        QVERIFY(compendium_->findCards(QStringLiteral("civilian")).empty());
        QVERIFY(compendium_->findCards(QStringLiteral("Tripod miniature")).empty());
    }

    void nameHitsComeFirst()
    {
        const auto r = compendium_->searchCards(QStringLiteral("tripod"));
        QVERIFY(!r.error);
        QVERIFY(r.hits.size() >= 5);
        QCOMPARE(r.hits[0].id, QStringLiteral("tripod"));
        QVERIFY(!r.hits[0].isComponent());  // the card before the component of the same name
        QVERIFY(r.hits[0].nameHit);
        // The tripod miniature's name holds the word too.
        QCOMPARE(r.hits[1].id, QStringLiteral("tripod"));
        QVERIFY(r.hits[1].isComponent());
        QVERIFY(r.hits[1].nameHit);
        for (size_t i = 2; i < r.hits.size(); ++i)
            QVERIFY2(!r.hits[i].nameHit, qPrintable(r.hits[i].id));
        // As you type: the prefix already finds the card by name first.
        QCOMPARE(cards(QStringLiteral("tri")).value(0), QStringLiteral("tripod"));
        QCOMPARE(cards(QStringLiteral("тренож")).value(0), QStringLiteral("tripod"));
        // A name hit in Russian ranks first too.
        const auto ru = compendium_->searchCards(QStringLiteral("лазер"));
        QCOMPARE(ru.hits.size(), size_t(1));
        QVERIFY(ru.hits[0].nameHit);
    }

    void limitTruncates()
    {
        const auto r = compendium_->searchCards(QString(), 3);
        QCOMPARE(r.hits.size(), size_t(3));
        QVERIFY(r.truncated);
        QVERIFY(!compendium_->searchCards(QString(), 14).truncated);
    }

    void malformedQueriesExplainThemselves()
    {
        auto r = compendium_->searchCards(QStringLiteral("side:aliens colour:red"));
        QVERIFY(r.error);
        QVERIFY(r.hits.empty());
        QCOMPARE(r.error->position, 12);
        QCOMPARE(r.error->length, 6);
        r = compendium_->searchCards(QStringLiteral("reap section:2"));
        QVERIFY(r.error);
        QCOMPARE(r.error->message, QStringLiteral("section applies to rules only"));
        QCOMPARE(r.error->position, 5);
        const auto rr = compendium_->searchRules(QStringLiteral("combat cost<=3"));
        QVERIFY(rr.error);
        QCOMPARE(rr.error->message, QStringLiteral("cost applies to cards only"));
        QCOMPARE(rr.error->position, 7);
        QCOMPARE(rr.error->length, 7);
    }

    void rules_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("ids");  // in ranked order
        QTest::newRow("title") << "defensive" << QStringList{"wotw.combat.defense"};
        QTest::newRow("russian title") << "жители" << QStringList{"wotw.setup.civilians"};
        QTest::newRow("glossary term, english") << "hostile" << QStringList{"wotw.board.hostile"};
        QTest::newRow("glossary term, russian") << "враждебная" << QStringList{"wotw.board.hostile"};
        QTest::newRow("section subtree") << "section:5" << QStringList{"wotw.combat", "wotw.combat.defense"};
        QTest::newRow("rule subtree") << "rule:wotw.clarifications" << QStringList{"wotw.clarifications", "wotw.clarifications.age", "wotw.clarifications.strike"};
        QTest::newRow("game") << "game:spacewars" << QStringList{"spacewars", "spacewars.units", "spacewars.modifiers"};
        QTest::newRow("title hit before body hit") << "reap" << QStringList{"wotw.cards.reap"};
        QTest::newRow("name first") << "damage" << QStringList{"wotw.combat", "wotw.combat.defense", "spacewars.modifiers"};
        QTest::newRow("text field") << "text:strike" << QStringList{"wotw.clarifications.strike", "wotw.combat.defense"};
    }
    void rules()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, ids);
        const QStringList got = this->rules(query);
        if (QTest::currentDataTag() == QLatin1String("name first") || QTest::currentDataTag() == QLatin1String("text field"))
            QCOMPARE(sorted(got), sorted(ids));  // all body hits: bm25 decides, the set is what matters
        else
            QCOMPARE(got, ids);
    }

    // A rule id as the findings print it finds that rule first (issue 24: the Rules page's
    // search for "spacewars.combat.debris" found nothing).
    void ruleIdFindsItsRuleFirst_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("id");
        QTest::newRow("deep") << "wotw.combat.defense" << "wotw.combat.defense";
        QTest::newRow("short") << "spacewars.modifiers" << "spacewars.modifiers";
        QTest::newRow("spaces and case") << "  WOTW.board.hostile " << "wotw.board.hostile";
    }
    void ruleIdFindsItsRuleFirst()
    {
        QFETCH(QString, query);
        QFETCH(QString, id);
        const QStringList got = rules(query);
        QVERIFY2(!got.isEmpty() && got.front() == id, qPrintable(got.join(u' ')));
        QCOMPARE(got.count(id), 1);
        // Not an id of any rule: the words search as before, and nothing is made up.
        QVERIFY(!rules(QStringLiteral("wotw.no-such.rule")).contains(QStringLiteral("wotw.no-such.rule")));
        // One hit allowed: the rule itself.
        const auto one = compendium_->searchRules(query, 1);
        QCOMPARE(int(one.hits.size()), 1);
        QCOMPARE(one.hits.front().id, id);
    }

    void cardDetail()
    {
        const auto d = compendium_->card(QStringLiteral("wotw"), QStringLiteral("reap"));
        QVERIFY(d);
        QCOMPARE(d->card.nameRu, QStringLiteral("Жатва"));
        QCOMPARE(d->textRu, QStringLiteral("Собрать урожай треножником."));
        QCOMPARE(d->options.size(), size_t(3));
        QCOMPARE(d->options[1].id, QStringLiteral("move-tripod"));
        QCOMPARE(d->rules.size(), size_t(2));
        QCOMPARE(d->rules[0].id, QStringLiteral("wotw.cards.reap"));
        QCOMPARE(d->rules[0].section, QStringLiteral("4.1"));
        QCOMPARE(d->assumed.size(), size_t(1));
        QCOMPARE(d->assumed[0].field, QStringLiteral("cost"));
        QCOMPARE(d->sources.size(), size_t(1));
        QVERIFY(d->json.contains(QLatin1String("\"removes_card\"")));
        const auto fort = compendium_->card(QStringLiteral("wotw"), QStringLiteral("fort"));
        QCOMPARE(fort->stats.size(), size_t(1));
        QCOMPARE(fort->stats[0].second, 4.0);
        QVERIFY(!compendium_->card(QStringLiteral("wotw"), QStringLiteral("nope")));
    }

    void findCards()
    {
        QCOMPARE(compendium_->findCards(QStringLiteral("reap")).size(), size_t(1));
        QCOMPARE(compendium_->findCards(QStringLiteral("wotw/reap")).size(), size_t(1));
        QCOMPARE(compendium_->findCards(QStringLiteral("spacewars/reap")).size(), size_t(0));
        QCOMPARE(compendium_->findCards(QStringLiteral("Жатва")).front().id, QStringLiteral("reap"));
        QCOMPARE(compendium_->findCards(QStringLiteral("power supply")).front().id, QStringLiteral("power-supply"));
        QVERIFY(compendium_->findCards(QStringLiteral("nothing")).empty());
    }

    void ruleDetail()
    {
        const auto combat = compendium_->rule(QStringLiteral("wotw.combat"));
        QVERIFY(combat);
        QCOMPARE(combat->section, QStringLiteral("5"));
        QCOMPARE(combat->parent->id, QStringLiteral("wotw"));
        QCOMPARE(combat->children.size(), size_t(1));
        QCOMPARE(combat->children[0].id, QStringLiteral("wotw.combat.defense"));
        QCOMPARE(combat->cards.size(), size_t(4));
        const auto age = compendium_->rule(QStringLiteral("wotw.clarifications.age"));
        QCOMPARE(age->readings.size(), size_t(2));
        QCOMPARE(age->readings[1].key, QStringLiteral("russian"));
        QCOMPARE(age->adopted, QStringLiteral("English."));
        QCOMPARE(age->sources.size(), 1);
        QVERIFY(!compendium_->rule(QStringLiteral("wotw.nope")));
        QCOMPARE(compendium_->glossary(QStringLiteral("wotw")).size(), size_t(1));
        QCOMPARE(compendium_->glossary(QString()).size(), size_t(1));
        QVERIFY(compendium_->danglingCardRuleLinks().isEmpty());
    }

    // Nothing a user types reaches SQL or FTS5 as syntax: these give results or a query error,
    // never an SQL error, and the database is unchanged afterwards.
    void hostileQueries()
    {
        const QStringList hostile{
            QStringLiteral("'; DROP TABLE cards; --"),
            QStringLiteral("x' OR '1'='1"),
            QStringLiteral("name:\"x\"\" OR 1=1\""),
            QStringLiteral("\" OR \"\"=\""),
            QStringLiteral("reap\" OR \"a"),
            QStringLiteral("NEAR(reap tripod)"),
            QStringLiteral("reap*"),
            QStringLiteral("^reap"),
            QStringLiteral("{name_en}:reap"),
            QStringLiteral("name_en:reap"),
            QStringLiteral("reap NOT tripod"),
            QStringLiteral("rule:'); DELETE FROM cards; --"),
            QStringLiteral("side:\"aliens' OR 1=1 --\""),
            QStringLiteral("game:wotw\\"),
            QStringLiteral("text:\"%\" name:_"),
            QStringLiteral("reap") + QChar(0) + QStringLiteral("tripod"),
            QString(QChar(0)),
            QString(10 * 1024, QLatin1Char('a')),
            QString(10 * 1024, QLatin1Char('(')),
            QString(10 * 1024, QLatin1Char('"')),
            QStringLiteral("a ").repeated(500),
            QString(QChar(0xD800)),  // a lone surrogate
            QStringLiteral("💥 tripod"),
        };
        for (const QString &q : hostile) {
            const auto c = compendium_->searchCards(q);
            const auto r = compendium_->searchRules(q);
            if (c.error) {
                QVERIFY(c.error->position >= 0 && c.error->position <= q.size());
                QVERIFY(!c.error->message.contains(QLatin1String("SQL"), Qt::CaseInsensitive));
            }
            QVERIFY(r.error.has_value() == c.error.has_value() || r.error || c.error);
        }
        QCOMPARE(cards(QString()).size(), 14);
        QVERIFY(cards(QStringLiteral("rule:'); DELETE FROM cards; --")).value(0).startsWith(QLatin1String("error: ")));
        QCOMPARE(cards(QStringLiteral("rule:\"'); DELETE FROM cards; --\"")), QStringList{});
        QCOMPARE(cards(QStringLiteral("reap*")), QStringList{"reap"});  // the '*' is punctuation, not syntax
        QSqlQuery q(connection_->database());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM cards")) && q.next());
        QCOMPARE(q.value(0).toInt(), 14);
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
