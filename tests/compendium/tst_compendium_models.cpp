// The Cards and Rules pages' C++ models over the compendium the build writes: pinned answers
// (a Russian word finds Reap, quick filters, malformed queries point at the offending text),
// the rules tree and its deep links, card and rule details with their provenance, and every
// model checked by QAbstractItemModelTester.
#include "cardsearchmodel.h"
#include "carddetail.h"
#include "compendium.h"
#include "ruledetail.h"
#include "rulesearchmodel.h"
#include "ruletreemodel.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QFile>
#include <QTest>
#include <QTranslator>

using namespace umpire::compendium;

namespace {

QStringList column(const QAbstractItemModel &model, int role, int limit = 1000)
{
    QStringList out;
    for (int row = 0; row < std::min(model.rowCount(), limit); ++row)
        out << model.data(model.index(row, 0), role).toString();
    return out;
}

QVariantMap findBy(const QVariantList &list, const QString &key, const QString &value)
{
    for (const QVariant &v : list) {
        if (v.toMap().value(key).toString() == value)
            return v.toMap();
    }
    return {};
}

}  // namespace

class TestCompendiumModels : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dataDir_;
    std::unique_ptr<Compendium> compendium_;

    // A card model with no typing delay, already searched.
    std::unique_ptr<CardSearchModel> cardModel(const QString &query = QString())
    {
        auto model = std::make_unique<CardSearchModel>();
        new QAbstractItemModelTester(model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     model.get());
        model->setCompendium(compendium_.get());
        model->setQuery(query);
        model->refresh();
        return model;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dataDir_.isValid());
        QVERIFY2(QFileInfo::exists(QStringLiteral(UMPIRE_COMPENDIUM_FILE)), UMPIRE_COMPENDIUM_FILE);
        compendium_ = std::make_unique<Compendium>(QStringLiteral(UMPIRE_COMPENDIUM_FILE), dataDir_.path());
        compendium_->setLanguage(QStringLiteral("en"));
        QVERIFY2(compendium_->isReady(), qPrintable(compendium_->error()));
        // The shipped file is sound: no rebuild, no notice.
        QCOMPARE(compendium_->path(), QStringLiteral(UMPIRE_COMPENDIUM_FILE));
        QVERIFY(compendium_->notice().isEmpty());
    }

    void namesOfGamesSidesAndTypes()
    {
        const QVariantList games = compendium_->games();
        QVERIFY(findBy(games, QStringLiteral("id"), QStringLiteral("wotw")).value(QStringLiteral("name"))
                        .toString().startsWith(QStringLiteral("War of the Worlds")));
        QCOMPARE(compendium_->sideName(QStringLiteral("wotw"), QStringLiteral("aliens")), QStringLiteral("Aliens"));
        QCOMPARE(compendium_->typeName(QStringLiteral("special-damage")), QStringLiteral("Special damage"));
        const QVariantList sides = compendium_->sides(QStringLiteral("wotw"));
        QCOMPARE(sides.size(), 2);
        const QVariantList types = compendium_->types(QStringLiteral("wotw"));
        QStringList ids;
        for (const QVariant &t : types)
            ids << t.toMap().value(QStringLiteral("id")).toString();
        // The game's card types, then the components of its box.
        QCOMPARE(ids, (QStringList{"action", "building", "unit", "component"}));
        QCOMPARE(compendium_->typeName(QStringLiteral("component")), QStringLiteral("Component"));
        QCOMPARE(compendium_->kindName(QStringLiteral("miniature")), QStringLiteral("Miniature"));

        compendium_->setLanguage(QStringLiteral("ru"));
        QCOMPARE(compendium_->sideName(QStringLiteral("wotw"), QStringLiteral("aliens")),
                 QString::fromUtf8("Инопланетяне"));
        compendium_->setLanguage(QStringLiteral("en"));
    }

    void russianWordFindsReapFirst()
    {
        auto model = cardModel(QString::fromUtf8("жатва"));
        QVERIFY(model->error().isEmpty());
        QVERIFY(model->rowCount() >= 1);
        const QVariantMap first = model->get(0);
        QCOMPARE(first.value(QStringLiteral("nameEn")).toString(), QStringLiteral("Reap"));
        QCOMPARE(first.value(QStringLiteral("nameRu")).toString(), QString::fromUtf8("Жатва"));
        QCOMPARE(first.value(QStringLiteral("game")).toString(), QStringLiteral("wotw"));
        QCOMPARE(first.value(QStringLiteral("cardId")).toString(), QStringLiteral("reap"));
        QCOMPARE(first.value(QStringLiteral("type")).toString(), QStringLiteral("action"));
        QCOMPARE(first.value(QStringLiteral("sideName")).toString(), QStringLiteral("Aliens"));
        // Reap is a starting card without a cost; its number of copies is assumed.
        QVERIFY(!first.value(QStringLiteral("cost")).isValid());
        QCOMPARE(first.value(QStringLiteral("costAssumed")).toBool(), false);
        QCOMPARE(first.value(QStringLiteral("countAssumed")).toBool(), true);
        QCOMPARE(first.value(QStringLiteral("otherName")).toString(), QString::fromUtf8("Жатва"));

        // In a Russian UI the name is the Russian one and the other name the English one.
        compendium_->setLanguage(QStringLiteral("ru"));
        QCOMPARE(model->data(model->index(0), CardSearchModel::NameRole).toString(), QString::fromUtf8("Жатва"));
        QCOMPARE(model->data(model->index(0), CardSearchModel::OtherNameRole).toString(), QStringLiteral("Reap"));
        compendium_->setLanguage(QStringLiteral("en"));
    }

    // A misspelt word finds nothing and offers the nearest word of a card's name.
    void misspeltWordOffersTheNearestName()
    {
        auto reep = cardModel(QStringLiteral("reep"));
        QCOMPARE(reep->rowCount(), 0);
        QCOMPARE(reep->suggestion(), QStringLiteral("reap"));
        auto russian = cardModel(QString::fromUtf8("жатаа"));
        QCOMPARE(russian->rowCount(), 0);
        QCOMPARE(russian->suggestion(), QString::fromUtf8("жатва"));
        // Found, or nothing near, or more than a word: no hint.
        QVERIFY(cardModel(QStringLiteral("reap"))->rowCount() > 0);
        QCOMPARE(cardModel(QStringLiteral("reap"))->suggestion(), QString());
        QCOMPARE(cardModel(QStringLiteral("qqqqqqq"))->suggestion(), QString());
        QCOMPARE(cardModel(QStringLiteral("game:wotw reep"))->suggestion(), QString());
        // Only the cards the quick filters leave are offered.
        auto humans = cardModel(QStringLiteral("reep"));
        humans->setSide(QStringLiteral("humans"));
        humans->refresh();
        QCOMPARE(humans->rowCount(), 0);
        QVERIFY(humans->suggestion() != QStringLiteral("reap"));
    }

    void quickFiltersNarrowTheQuery()
    {
        // As typed…
        auto typed = cardModel(QStringLiteral("game:wotw side:aliens type:unit"));
        QCOMPARE(column(*typed, CardSearchModel::NameEnRole), (QStringList{"Tripod", "UFO"}));
        // The rulebooks print no costs for bought cards: Tripod's 4 is marked assumed.
        QCOMPARE(typed->get(0).value(QStringLiteral("cost")).toInt(), 4);
        QCOMPARE(typed->get(0).value(QStringLiteral("costAssumed")).toBool(), true);
        // …and as quick filters.
        auto filtered = cardModel();
        filtered->setGame(QStringLiteral("wotw"));
        filtered->setSide(QStringLiteral("aliens"));
        filtered->setType(QStringLiteral("unit"));
        QCOMPARE(column(*filtered, CardSearchModel::NameEnRole), (QStringList{"Tripod", "UFO"}));
        QCOMPARE(column(*filtered, CardSearchModel::GameNameRole).constFirst(),
                 QStringLiteral("War of the Worlds: The New Wave"));
        // Clearing a filter widens the list again.
        filtered->setType(QString());
        QVERIFY(filtered->rowCount() > 2);
        QVERIFY(column(*filtered, CardSearchModel::NameEnRole).contains(QStringLiteral("Reap")));
    }

    void filtersKeepAnOrQueryTogether()
    {
        // "name:reap OR name:tripod" joined to game:wotw must mean (reap OR tripod) AND wotw.
        auto model = cardModel(QStringLiteral("name:reap OR name:tripod"));
        model->setGame(QStringLiteral("wotw"));
        QStringList names = column(*model, CardSearchModel::NameEnRole);
        names.sort();
        QCOMPARE(names, (QStringList{"Reap", "Tripod", "Tripod miniature"}));  // the card and the component
        for (const QString &game : column(*model, CardSearchModel::GameRole))
            QCOMPARE(game, QStringLiteral("wotw"));
    }

    void malformedQueryPointsAtTheToken_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown field") << "side:aliens colour:red" << 12 << 6 << "unknown field 'colour'";
        QTest::newRow("unclosed quote") << "reap \"deal dam" << 5 << 9 << "never closed";
        QTest::newRow("stray paren") << "reap)" << 4 << 1 << ")";
    }

    void malformedQueryPointsAtTheToken()
    {
        QFETCH(QString, query);
        QFETCH(int, position);
        QFETCH(int, length);
        QFETCH(QString, message);
        auto model = cardModel(query);
        // A filter is joined to the query; the error must still point into what was typed.
        model->setGame(QStringLiteral("wotw"));
        QVERIFY2(model->error().contains(message), qPrintable(model->error()));
        QCOMPARE(model->errorPosition(), position);
        QCOMPARE(model->errorLength(), length);
        QCOMPARE(model->rowCount(), 0);
        // Fixing the query clears the error.
        model->setQuery(QStringLiteral("reap"));
        model->refresh();
        QVERIFY(model->error().isEmpty());
        QVERIFY(model->rowCount() > 0);
    }

    void searchesAsYouTypeAfterAPause()
    {
        auto model = cardModel();
        const int all = model->rowCount();
        QVERIFY(all > 100);  // every card of every game
        QSignalSpy searched(model.get(), &SearchListModel::searched);
        model->setQuery(QStringLiteral("tri"));
        model->setQuery(QStringLiteral("trip"));
        QVERIFY(model->pending());
        QCOMPARE(model->rowCount(), all);  // nothing happens while the user is typing
        QTRY_VERIFY(!model->pending());
        QCOMPARE(searched.count(), 1);  // one search for both keystrokes
        QVERIFY(model->rowCount() < all);
        QVERIFY(column(*model, CardSearchModel::NameEnRole).contains(QStringLiteral("Tripod")));
    }

    void cardDetailShowsEverythingWithProvenance()
    {
        CardDetail detail;
        QSignalSpy changed(&detail, &CardDetail::changed);
        detail.setCompendium(compendium_.get());
        detail.show(QStringLiteral("wotw"), QStringLiteral("reap"));
        QVERIFY(detail.valid());
        QCOMPARE(detail.nameEn(), QStringLiteral("Reap"));
        QCOMPARE(detail.nameRu(), QString::fromUtf8("Жатва"));
        QCOMPARE(detail.name(), QStringLiteral("Reap"));
        QCOMPARE(detail.otherName(), QString::fromUtf8("Жатва"));
        QCOMPARE(detail.typeName(), QStringLiteral("Action"));
        QVERIFY(!detail.textEn().isEmpty());
        QVERIFY(!detail.textRu().isEmpty());
        QVERIFY(!detail.textRuAssumed().isEmpty());  // the project's own translation
        QVERIFY(detail.textEnAssumed().isEmpty());

        const QVariantMap count = findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("count"));
        QCOMPARE(count.value(QStringLiteral("value")).toString(), QStringLiteral("4"));
        QVERIFY(!count.value(QStringLiteral("assumed")).toString().isEmpty());
        // A starting card has no cost: no cost line rather than an empty one.
        QVERIFY(findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("cost")).isEmpty());
        const QVariantMap starting = findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("starting"));
        QCOMPARE(starting.value(QStringLiteral("value")).toString(), QStringLiteral("4"));

        QCOMPARE(detail.options().size(), 3);
        const QVariantMap option = findBy(detail.options(), QStringLiteral("id"), QStringLiteral("gain-energy"));
        QVERIFY(!option.value(QStringLiteral("textRu")).toString().isEmpty());
        QVERIFY(!option.value(QStringLiteral("assumed")).toString().isEmpty());

        QVERIFY(!findBy(detail.rules(), QStringLiteral("ruleId"), QStringLiteral("wotw.cards.reap")).isEmpty());
        // Clarifications are listed apart from the rules, with their readings.
        QVERIFY(findBy(detail.rules(), QStringLiteral("ruleId"), QStringLiteral("wotw.clarifications.unprotected")).isEmpty());
        const QVariantMap clarification = findBy(detail.clarifications(), QStringLiteral("ruleId"),
                                                 QStringLiteral("wotw.clarifications.unprotected"));
        const QVariantList readings = clarification.value(QStringLiteral("readings")).toList();
        QCOMPARE(readings.size(), 2);
        QCOMPARE(readings[0].toMap().value(QStringLiteral("adopted")).toBool(), true);   // "Adopted: A."
        QCOMPARE(readings[1].toMap().value(QStringLiteral("adopted")).toBool(), false);
        QVERIFY(!clarification.value(QStringLiteral("why")).toString().isEmpty());

        QVERIFY(!detail.sources().isEmpty());
        for (const QVariant &source : detail.sources())
            QVERIFY(!source.toMap().value(QStringLiteral("book")).toString().contains(QLatin1String(".txt")));
        QVERIFY(!findBy(detail.assumed(), QStringLiteral("field"), QStringLiteral("count")).isEmpty());

        // An unknown card empties the view rather than keeping the old one.
        detail.show(QStringLiteral("wotw"), QStringLiteral("no-such-card"));
        QVERIFY(!detail.valid());
        QVERIFY(detail.nameEn().isEmpty());
        QVERIFY(detail.options().isEmpty());
        QVERIFY(changed.count() >= 2);
    }

    // A component of game.json is a result of card search and opens in the same detail view.
    void componentsAreListedAndShown()
    {
        auto model = cardModel(QStringLiteral("game:wotw tripod"));
        QVERIFY(model->error().isEmpty());
        const int card = model->indexOf(QStringLiteral("wotw"), QStringLiteral("tripod"));
        const int mini = model->indexOf(QStringLiteral("wotw"), QStringLiteral("tripod"), true);
        QVERIFY(card >= 0 && mini >= 0 && card != mini);
        const QVariantMap row = model->get(mini);
        QCOMPARE(row.value(QStringLiteral("component")).toBool(), true);
        QCOMPARE(row.value(QStringLiteral("type")).toString(), QStringLiteral("component"));
        QCOMPARE(row.value(QStringLiteral("typeName")).toString(), QStringLiteral("Component"));
        QCOMPARE(row.value(QStringLiteral("kindName")).toString(), QStringLiteral("Miniature"));
        QCOMPARE(row.value(QStringLiteral("count")).toInt(), 3);
        QVERIFY(!row.value(QStringLiteral("cost")).isValid());
        QCOMPARE(model->get(card).value(QStringLiteral("component")).toBool(), false);
        QVERIFY(model->get(card).value(QStringLiteral("kindName")).toString().isEmpty());

        CardDetail detail;
        detail.setCompendium(compendium_.get());
        detail.show(QStringLiteral("wotw"), QStringLiteral("tripod"), true);
        QVERIFY(detail.valid());
        QCOMPARE(detail.nameEn(), QStringLiteral("Tripod miniature"));
        QCOMPARE(detail.typeName(), QStringLiteral("Component"));
        QCOMPARE(detail.kindName(), QStringLiteral("Miniature"));
        QCOMPARE(detail.sideName(), QStringLiteral("Aliens"));
        QVERIFY(detail.textEn().contains(QStringLiteral("land unit")));
        const QVariantMap count = findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("count"));
        QCOMPARE(count.value(QStringLiteral("label")).toString(), QStringLiteral("In the box"));
        QCOMPARE(count.value(QStringLiteral("value")).toString(), QStringLiteral("3"));
        // Fields of game.json the view has no place for are facts; the rule is a link, not a fact.
        QVERIFY(findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("unit_ids"))
                        .value(QStringLiteral("value")).toString().contains(QStringLiteral("tripod-1")));
        QVERIFY(findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("rule")).isEmpty());
        QVERIFY(findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("kind")).isEmpty());
        QCOMPARE(detail.rules().size(), 1);
        QVERIFY(!detail.sources().isEmpty());
        QVERIFY(!findBy(detail.assumed(), QStringLiteral("field"), QStringLiteral("text.ru")).isEmpty());

        // The same id without `component` is the Tripod card.
        detail.setComponent(false);
        QCOMPARE(detail.nameEn(), QStringLiteral("Tripod"));
        QCOMPARE(detail.typeName(), QStringLiteral("Unit"));
        QVERIFY(detail.kindName().isEmpty());

        // What a token set holds, by card name.
        detail.show(QStringLiteral("wotw"), QStringLiteral("human-building-tokens"), true);
        const QString contents = findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("contents"))
                                         .value(QStringLiteral("value")).toString();
        QVERIFY2(contents.contains(QStringLiteral("Barrage Balloons × 1")), qPrintable(contents));
    }

    void gameSpecificFieldsAreShown()
    {
        CardDetail detail;
        detail.setCompendium(compendium_.get());
        // A clan card of War of Civilizations: its leader and ability are card fields of that
        // game only.
        const auto clans = compendium_->database()->searchCards(QStringLiteral("game:civilizations type:clan"), 1).hits;
        QCOMPARE(clans.size(), size_t(1));
        detail.show(QStringLiteral("civilizations"), clans.front().id);
        QVERIFY(detail.valid());
        QVERIFY(!findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("leader")).isEmpty());
        QVERIFY(!findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("ability"))
                         .value(QStringLiteral("value")).toString().isEmpty());
    }

    // A Tripods scenario's forces read as the scenario sheet lists them: one line per group of
    // vehicles under its side's name, with how many, which and where; no data keys.
    void scenarioForcesAreReadable()
    {
        CardDetail detail;
        detail.setCompendium(compendium_.get());
        detail.show(QStringLiteral("tripods"), QStringLiteral("first-contact"));
        QVERIFY(detail.valid());
        const QString forces = findBy(detail.facts(), QStringLiteral("key"), QStringLiteral("forces"))
                                       .value(QStringLiteral("value")).toString();
        const QStringList lines = forces.split(QLatin1Char('\n'));
        QVERIFY2(lines.size() >= 4, qPrintable(forces));
        // (Sides in the data's key order: Earthlings, Martians, then the objectives.)
        const QString martians = lines.filter(QStringLiteral("Martians: ")).value(0);
        QVERIFY2(martians.startsWith(QStringLiteral("Martians: 1 × ")), qPrintable(forces));
        QVERIFY2(martians.contains(QStringLiteral(" or ")) && martians.endsWith(QStringLiteral(", half a ruler from the Martian edge")),
                 qPrintable(forces));
        QCOMPARE(lines.filter(QStringLiteral("Earthlings: 2 × ")).size(), 3);  // three options of airplanes
        QVERIFY2(lines.last().startsWith(QStringLiteral("Objectives: 3, ")), qPrintable(forces));
        for (const char *raw : {"Vehicles:", "Count:", "Placement:", "tripods."})
            QVERIFY2(!forces.contains(QLatin1String(raw)), qPrintable(forces));
    }

    // In Russian every label and value of a card is a word, not a data key or id: field
    // names, printed numbers, rarity, flags, enumerated values and rule ids all read in Russian.
    void cardLabelsAndValuesInRussian()
    {
        QTranslator russian;
        QVERIFY(russian.load(QStringLiteral(":/i18n/umpire_ru.qm")));
        QCoreApplication::installTranslator(&russian);
        compendium_->setLanguage(QStringLiteral("ru"));
        CardDetail detail;
        detail.setCompendium(compendium_.get());
        const auto fact = [&detail](const char *key) {
            return findBy(detail.facts(), QStringLiteral("key"), QString::fromLatin1(key));
        };

        // A Space Wars modifier: rarity, printed numbers and flags.
        const auto modifiers = compendium_->database()->searchCards(
                QStringLiteral("game:spacewars rarity:common"), 50).hits;
        QVERIFY(!modifiers.empty());
        QString withOffense;
        for (const auto &hit : modifiers) {
            detail.show(QStringLiteral("spacewars"), hit.id);
            if (!fact("stats.offense").isEmpty()) {
                withOffense = hit.id;
                break;
            }
        }
        QVERIFY2(!withOffense.isEmpty(), "a common Space Wars card printing an offense change");
        QCOMPARE(fact("rarity").value(QStringLiteral("value")).toString(), QString::fromUtf8("Обычная"));
        QCOMPARE(fact("stats.offense").value(QStringLiteral("label")).toString(), QString::fromUtf8("Атака"));
        QStringList flags;
        for (const QVariant &f : detail.flags())
            flags << f.toMap().value(QStringLiteral("name")).toString();
        QVERIFY2(flags.contains(QString::fromUtf8("Тратит действие")) || flags.contains(QString::fromUtf8("Бесплатное действие")),
                 qPrintable(flags.join(u'|')));

        // A War of the Worlds unit: where it is placed, with its rule by title, not by id.
        detail.show(QStringLiteral("wotw"), QStringLiteral("tripod"));
        const QVariantMap placement = fact("placement");
        QCOMPARE(placement.value(QStringLiteral("label")).toString(), QString::fromUtf8("Размещение"));
        const QString where = placement.value(QStringLiteral("value")).toString();
        QVERIFY2(where.contains(QString::fromUtf8("Регион: регион Корабля вторжения"))
                         && where.contains(QString::fromUtf8("Размещение юнитов инопланетян"))
                         && !where.contains(QStringLiteral("wotw.")) && !where.contains(QStringLiteral("landing")),
                 qPrintable(where));
        detail.show(QStringLiteral("wotw"), QStringLiteral("fort"));
        QCOMPARE(fact("stats.defense").value(QStringLiteral("label")).toString(), QString::fromUtf8("Защита"));
        // Why a value is assumed, in Russian: from the data, or the app's standard reason.
        QVERIFY2(fact("cost").value(QStringLiteral("assumed")).toString().startsWith(QString::fromUtf8("в правилах нет стоимостей")),
                 qPrintable(fact("cost").value(QStringLiteral("assumed")).toString()));
        const QVariantMap textRu = findBy(detail.assumed(), QStringLiteral("field"), QStringLiteral("text.ru"));
        QCOMPARE(textRu.value(QStringLiteral("label")).toString(), QString::fromUtf8("Текст › русский"));
        QVERIFY(textRu.value(QStringLiteral("reasonTranslated")).toBool());
        QCOMPARE(textRu.value(QStringLiteral("reason")).toString(), QString::fromUtf8("собственный перевод проекта"));

        QCoreApplication::removeTranslator(&russian);
        compendium_->setLanguage(QStringLiteral("en"));
        detail.show(QStringLiteral("wotw"), QStringLiteral("tripod"));
        QVERIFY(fact("placement").value(QStringLiteral("value")).toString().contains(QStringLiteral("Alien placement")));
    }

    void ruleTreeRevealsADeepRule()
    {
        RuleTreeModel tree;
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        tree.setCompendium(compendium_.get());
        tree.setGame(QStringLiteral("wotw"));
        QVERIFY(tree.rowCount() > 5);
        // The game's root first, then its chapters (1, 2, …) with their sub-rules closed.
        QCOMPARE(tree.ruleIdAt(0), QStringLiteral("wotw"));
        QCOMPARE(tree.data(tree.index(0), RuleTreeModel::DepthRole).toInt(), 0);
        QCOMPARE(tree.data(tree.index(1), RuleTreeModel::SectionRole).toString(), QStringLiteral("1"));
        QCOMPARE(tree.data(tree.index(1), RuleTreeModel::DepthRole).toInt(), 1);
        QCOMPARE(tree.data(tree.index(1), RuleTreeModel::ExpandedRole).toBool(), false);
        QVERIFY(tree.data(tree.index(1), RuleTreeModel::HasChildrenRole).toBool());
        QCOMPARE(tree.rowOf(QStringLiteral("wotw.combat.defense")), -1);
        const int chapters = tree.rowCount();

        const int row = tree.reveal(QStringLiteral("wotw.combat.defense"));
        QVERIFY(row > 0);
        QCOMPARE(tree.ruleIdAt(row), QStringLiteral("wotw.combat.defense"));
        QVERIFY(tree.rowCount() > chapters);
        const int parent = tree.parentRow(row);
        QCOMPARE(tree.ruleIdAt(parent), QStringLiteral("wotw.combat"));
        QVERIFY(tree.isExpandedAt(parent));

        // Closing the chapter hides the rule again; toggling reopens it.
        tree.setExpanded(parent, false);
        QCOMPARE(tree.rowCount(), chapters);
        QCOMPARE(tree.rowOf(QStringLiteral("wotw.combat.defense")), -1);
        tree.toggle(parent);
        QCOMPARE(tree.rowOf(QStringLiteral("wotw.combat.defense")), row);

        tree.expandAll();
        const int everything = tree.rowCount();
        QVERIFY(everything > chapters);
        tree.collapseAll();
        QCOMPARE(tree.rowCount(), chapters);

        // Not in this game's tree, or nowhere at all.
        QCOMPARE(tree.reveal(QStringLiteral("spacewars")), -1);
        QCOMPARE(tree.reveal(QStringLiteral("wotw.no.such.rule")), -1);

        // Every game: one root each.
        tree.setGame(QString());
        int roots = 0;
        for (int r = 0; r < tree.rowCount(); ++r)
            roots += tree.data(tree.index(r), RuleTreeModel::DepthRole).toInt() == 0 ? 1 : 0;
        QCOMPARE(roots, compendium_->games().size());
        QVERIFY(tree.reveal(QStringLiteral("spacewars")) >= 0);
    }

    void ruleSearchFindsDefense()
    {
        RuleSearchModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setCompendium(compendium_.get());
        model.setGame(QStringLiteral("wotw"));
        model.setQuery(QStringLiteral("defensive buildings"));
        model.refresh();
        QVERIFY(model.error().isEmpty());
        QCOMPARE(model.ruleIdAt(0), QStringLiteral("wotw.combat.defense"));
        QCOMPARE(model.rowOf(QStringLiteral("wotw.combat.defense")), 0);
        // A title hit ranks first ("Defense 1"); a word of a rule's text finds it too (the Fort
        // card's "Defense 4"), wherever the corpus statistics happen to rank it.
        model.setQuery(QStringLiteral("defense"));
        model.refresh();
        const QStringList ids = column(model, RuleSearchModel::RuleIdRole);
        QCOMPARE(model.ruleIdAt(0), QStringLiteral("wotw.attack.defense-1"));
        QVERIFY2(ids.contains(QStringLiteral("wotw.cards.fort")), qPrintable(ids.join(' ')));
        for (const QString &game : column(model, RuleSearchModel::GameRole))
            QCOMPARE(game, QStringLiteral("wotw"));
        QVERIFY(!model.data(model.index(0), RuleSearchModel::SnippetRole).toString().isEmpty());

        // Fields that only cards have are errors for rules, at the field.
        model.setQuery(QStringLiteral("defense cost<3"));
        model.refresh();
        QVERIFY(!model.error().isEmpty());
        QCOMPARE(model.errorPosition(), 8);
        QCOMPARE(model.rowCount(), 0);
    }

    // In Russian the Rules page reads rules.ru.md: bodies, clarification readings, the adopted
    // reading and why, and result snippets; a Russian word of a body finds its rule. A rule
    // with no Russian text yet shows the English one and says so (`untranslated`).
    void rulesInRussian()
    {
        compendium_->setLanguage(QStringLiteral("ru"));
        RuleDetail detail;
        detail.setCompendium(compendium_.get());
        detail.setRuleId(QStringLiteral("wotw.overview.objective"));
        QVERIFY(detail.valid());
        QVERIFY2(detail.body().contains(QString::fromUtf8("маркера населения")), qPrintable(detail.body()));
        QVERIFY(detail.body().contains(QStringLiteral("(#wotw.victory)")));
        QVERIFY(!detail.untranslated());
        // Written from the Russian edition: not marked as the project's own translation.
        QVERIFY(!detail.projectTranslation());
        // A chapter heading without text in either language is translated all the same.
        detail.setRuleId(QStringLiteral("wotw.ability"));
        QVERIFY(detail.body().isEmpty());
        QVERIFY(!detail.untranslated());

        detail.setRuleId(QStringLiteral("wotw.clarifications.place-instead"));
        QVERIFY(detail.isClarification());
        const QVariantList readings = detail.readings();
        QCOMPARE(readings.size(), 2);
        QCOMPARE(readings[0].toMap().value(QStringLiteral("label")).toString(), QString::fromUtf8("Английское"));
        QCOMPARE(readings[0].toMap().value(QStringLiteral("key")).toString(), QStringLiteral("english"));
        QCOMPARE(readings[0].toMap().value(QStringLiteral("adopted")).toBool(), true);
        QVERIFY(readings[1].toMap().value(QStringLiteral("text")).toString().contains(QString::fromUtf8("на руке")));
        QVERIFY(detail.adopted().startsWith(QString::fromUtf8("английское")));
        QVERIFY(!detail.why().isEmpty() && !detail.why().contains(QStringLiteral("the ")));

        // A game without a Russian rulebook: the project's own Russian text, marked as such.
        detail.setRuleId(QStringLiteral("tripods.basic.toppled"));
        QVERIFY(detail.body().contains(QString::fromUtf8("жетона восстановления")));
        QVERIFY(!detail.untranslated());
        QVERIFY(detail.projectTranslation());
        compendium_->setLanguage(QStringLiteral("en"));
        detail.setRuleId(QStringLiteral("tripods.basic.aim"));
        QVERIFY(!detail.projectTranslation());  // the English text is the project's own, no translation
        compendium_->setLanguage(QStringLiteral("ru"));

        // Another game's rule: in Russian when the game ships a rules.ru.md, else English and
        // marked as such; never marked in English.
        for (const QString &game : {QStringLiteral("spacewars"), QStringLiteral("civilizations"), QStringLiteral("tripods")}) {
            const auto hits = compendium_->database()->searchRules(QStringLiteral("game:") + game, 3).hits;
            QVERIFY(!hits.empty());
            const bool russianText = QFile::exists(QStringLiteral(":/games/%1/rules.ru.md").arg(game));
            compendium_->setLanguage(QStringLiteral("ru"));
            detail.setRuleId(hits.back().id);
            QVERIFY2(detail.untranslated() != russianText, qPrintable(game));
            // None of these games has a Russian rulebook: their Russian text is the project's.
            QCOMPARE(detail.projectTranslation(), russianText);
            compendium_->setLanguage(QStringLiteral("en"));
            detail.setRuleId(hits.back().id);
            QVERIFY(!detail.untranslated());
            QVERIFY(!detail.projectTranslation());
        }
        compendium_->setLanguage(QStringLiteral("ru"));

        RuleSearchModel model;
        model.setCompendium(compendium_.get());
        model.setGame(QStringLiteral("wotw"));
        model.setQuery(QString::fromUtf8("истребить"));  // only in the Russian body of the objective
        model.refresh();
        QVERIFY(model.error().isEmpty());
        QVERIFY2(column(model, RuleSearchModel::RuleIdRole).contains(QStringLiteral("wotw.overview.objective")),
                 qPrintable(column(model, RuleSearchModel::RuleIdRole).join(u' ')));
        const int row = model.rowOf(QStringLiteral("wotw.overview.objective"));
        QVERIFY(model.data(model.index(row), RuleSearchModel::SnippetRole).toString().startsWith(QString::fromUtf8("Инопланетяне")));
        compendium_->setLanguage(QStringLiteral("en"));
    }

    void ruleDetailLinksBothWays()
    {
        RuleDetail detail;
        detail.setCompendium(compendium_.get());
        detail.setRuleId(QStringLiteral("wotw.combat.defense"));
        QVERIFY(detail.valid());
        QCOMPARE(detail.game(), QStringLiteral("wotw"));
        QVERIFY(!detail.section().isEmpty());
        QCOMPARE(detail.titleEn(), QStringLiteral("Defensive buildings"));
        QVERIFY(!detail.titleRu().isEmpty());
        QVERIFY(detail.body().contains(QStringLiteral("(#wotw.clarifications.strike)")));
        QVERIFY(!detail.isClarification());
        // Its sources name the books by title, not by the file names of their copies.
        QVERIFY(!detail.sources().isEmpty());
        for (const QString &source : detail.sources()) {
            QVERIFY2(!source.contains(QLatin1String(".txt")), qPrintable(source));
            QVERIFY2(source.contains(QLatin1String("War of the Worlds: The New Wave, English rulebook"))
                             || source.contains(QString::fromUtf8("Война миров: Новая угроза, Russian rulebook")),
                     qPrintable(source));
        }
        const QVariantList ancestors = detail.ancestors();
        QCOMPARE(ancestors.size(), 2);
        QCOMPARE(ancestors[0].toMap().value(QStringLiteral("ruleId")).toString(), QStringLiteral("wotw"));
        QCOMPARE(ancestors[1].toMap().value(QStringLiteral("ruleId")).toString(), QStringLiteral("wotw.combat"));
        // The cards that cite it, by name, and back: each card lists the rule.
        const QVariantMap fort = findBy(detail.cards(), QStringLiteral("cardId"), QStringLiteral("fort"));
        QCOMPARE(fort.value(QStringLiteral("name")).toString(), QStringLiteral("Fort"));
        CardDetail card;
        card.setCompendium(compendium_.get());
        card.show(QStringLiteral("wotw"), QStringLiteral("fort"));
        QVERIFY(!findBy(card.rules(), QStringLiteral("ruleId"), QStringLiteral("wotw.combat.defense")).isEmpty());

        // A clarification: its readings with the adopted one marked, and the rules it discusses
        // list it.
        detail.setRuleId(QStringLiteral("wotw.clarifications.strike"));
        QVERIFY(detail.isClarification());
        const QVariantList readings = detail.readings();
        QCOMPARE(readings.size(), 2);
        QCOMPARE(readings[0].toMap().value(QStringLiteral("key")).toString(), QStringLiteral("turn"));
        QCOMPARE(readings[0].toMap().value(QStringLiteral("adopted")).toBool(), false);
        QCOMPARE(readings[1].toMap().value(QStringLiteral("adopted")).toBool(), true);  // "Adopted: Russian"
        QVERIFY(detail.recordTag().contains(QStringLiteral("strike=turn")));

        detail.setRuleId(QStringLiteral("wotw.units.one-card-per-miniature"));
        QVERIFY(detail.valid());
        QVERIFY(!findBy(detail.clarifications(), QStringLiteral("ruleId"),
                        QStringLiteral("wotw.clarifications.place-instead")).isEmpty());

        detail.setRuleId(QStringLiteral("no.such.rule"));
        QVERIFY(!detail.valid());
        QVERIFY(detail.cards().isEmpty());
    }

    void showRuleIsADeepLink()
    {
        QSignalSpy spy(compendium_.get(), &Compendium::ruleRequested);
        compendium_->showRule(QStringLiteral(" wotw.combat.defense "));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("wotw.combat.defense"));
        QCOMPARE(compendium_->requestedRule(), QStringLiteral("wotw.combat.defense"));
        QVERIFY(compendium_->hasRule(QStringLiteral("wotw.combat.defense")));
        QVERIFY(!compendium_->hasRule(QStringLiteral("wotw.combat.nothing")));
    }

    void rebuildsAMissingCompendiumAndSaysSo()
    {
        QTemporaryDir userData;
        Compendium rebuilt(userData.filePath(QStringLiteral("missing/compendium.sqlite")), userData.path());
        QVERIFY2(rebuilt.isReady(), qPrintable(rebuilt.error()));
        QVERIFY(!rebuilt.notice().isEmpty());
        QVERIFY(rebuilt.path().startsWith(userData.path()));
        CardSearchModel model;
        model.setCompendium(&rebuilt);
        model.setQuery(QString::fromUtf8("жатва"));
        model.refresh();
        QCOMPARE(model.get(0).value(QStringLiteral("nameEn")).toString(), QStringLiteral("Reap"));
    }

    void noCompendiumIsAnErrorNotACrash()
    {
        // A shipped path that is a directory and a data folder that cannot be created.
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        Compendium none(dir.path(), dir.filePath(QStringLiteral("file/sub")));
        QVERIFY(!none.isReady());
        QVERIFY(!none.error().isEmpty());
        CardSearchModel model;
        model.setCompendium(&none);
        model.setQuery(QStringLiteral("reap"));
        model.refresh();
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.error().isEmpty());
        RuleTreeModel tree;
        tree.setCompendium(&none);
        QCOMPARE(tree.rowCount(), 0);
    }
};

QTEST_MAIN(TestCompendiumModels)
#include "tst_compendium_models.moc"
