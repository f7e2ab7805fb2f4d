// The data loader and builder: the rules tree, clarifications, provenance, and a clear
// file:line message for every kind of bad data.
#include "database/builder.h"
#include "database/connection.h"
#include "database/data_loader.h"
#include "database/rules_markdown.h"
#include "database/schema.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <sys/stat.h>

using namespace umpire::database;

namespace {

const QString kFixtures = QStringLiteral(UMPIRE_DB_FIXTURES "/games");

void copyTree(const QString &from, const QString &to)
{
    for (QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories); it.hasNext();) {
        const QString file = it.next();
        const QString target = QDir(to).filePath(QDir(from).relativeFilePath(file));
        QDir().mkpath(QFileInfo(target).absolutePath());
        QVERIFY(QFile::copy(file, target));
    }
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

int lineOf(const QString &text, const QString &marker)
{
    const qsizetype at = text.indexOf(marker);
    return at < 0 ? -1 : int(text.left(at).count(QLatin1Char('\n'))) + 1;
}

QString scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    if (!q.exec(sql) || !q.next())
        return QStringLiteral("<no row>");
    return q.value(0).toString();
}

}  // namespace

class TestBuilder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loadsFixture()
    {
        Diagnostics d;
        const auto games = loadGames(kFixtures, d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toString()));
        QCOMPARE(games.size(), size_t(2));
        QCOMPARE(games[0].id, QStringLiteral("spacewars"));
        const Game &w = games[1];
        QCOMPARE(w.id, QStringLiteral("wotw"));
        QCOMPARE(w.cards.size(), size_t(8));
        QCOMPARE(w.sides.size(), size_t(2));
        QCOMPARE(w.sides[0].name.ru, QStringLiteral("Пришельцы"));
        QCOMPARE(w.cards[0].options.size(), size_t(3));
        QVERIFY(w.cards[0].options[2].removesCard);
        QCOMPARE(w.cards[0].provenance.assumed.size(), size_t(1));
        QCOMPARE(w.cards[0].provenance.assumed[0].first, QStringLiteral("cost"));
        QCOMPARE(w.terms.size(), size_t(1));
        QCOMPARE(w.components[0].kind, QStringLiteral("token"));
        QCOMPARE(w.components.size(), size_t(3));
        // The component as written, for the fields the schema does not model.
        QCOMPARE(w.components[2].json.value(QLatin1String("contents")).toObject().value(QLatin1String("fort")).toInt(), 3);
    }

    void rulesTree()
    {
        Diagnostics d;
        const auto games = loadGames(kFixtures, d);
        const Game &w = games[1];
        auto section = [&](const char *id) {
            const Rule *r = w.rule(QString::fromLatin1(id));
            return r ? r->section : QStringLiteral("<none>");
        };
        QCOMPARE(section("wotw"), QString());
        QCOMPARE(section("wotw.setup"), QStringLiteral("1"));
        QCOMPARE(section("wotw.setup.civilians"), QStringLiteral("1.1"));
        QCOMPARE(section("wotw.board.hostile"), QStringLiteral("2.1"));
        QCOMPARE(section("wotw.combat"), QStringLiteral("5"));
        QCOMPARE(section("wotw.combat.defense"), QStringLiteral("5.1"));
        QCOMPARE(section("wotw.clarifications.strike"), QStringLiteral("6.2"));
        const Rule *civilians = w.rule(u"wotw.setup.civilians");
        QCOMPARE(civilians->parent, QStringLiteral("wotw.setup"));
        QCOMPARE(civilians->level, 3);
        QCOMPARE(civilians->title.ru, QStringLiteral("Жители"));
        QCOMPARE(civilians->body, QStringLiteral("Three civilian tokens go on each marked land region."));
        QCOMPARE(civilians->sourceLines, QStringList{QStringLiteral("000_01175e678cbb4207.txt, Game Setup 3.")});
        // A '#' line inside a code fence is body text, not a heading.
        QVERIFY(w.rule(u"wotw.cards.reap")->body.contains(QLatin1String("# not a heading")));
        QCOMPARE(w.rules.size(), size_t(14));
    }

    void clarifications()
    {
        Diagnostics d;
        const auto games = loadGames(kFixtures, d);
        const Rule *age = games[1].rule(u"wotw.clarifications.age");
        QVERIFY(age && age->clarification);
        const Clarification &c = *age->clarification;
        QCOMPARE(c.readings.size(), size_t(2));
        QCOMPARE(c.readings[0].label, QStringLiteral("English"));
        QCOMPARE(c.readings[0].key, QStringLiteral("english"));
        QCOMPARE(c.readings[1].text, QStringLiteral("ages 12 and up, as printed on the Russian box."));
        QCOMPARE(c.adopted, QStringLiteral("English."));
        QCOMPARE(c.why, QStringLiteral("a box fact, not a rule."));
        QCOMPARE(c.recordTag, QStringLiteral("`[Reading \"age=russian\"]`"));
        const Rule *strike = games[1].rule(u"wotw.clarifications.strike");
        QVERIFY(strike->clarification);
        QVERIFY(strike->clarification->readings.empty());
        QVERIFY(!games[1].rule(u"wotw.combat")->clarification);
    }

    // rules.ru.md adds the Russian text by id: titles, bodies and the lines of clarifications;
    // a rule it does not cover stays without one.
    void russianRules()
    {
        Diagnostics d;
        const auto games = loadGames(kFixtures, d);
        QVERIFY2(!d.hasErrors(), qPrintable(d.toString()));
        const Game &w = games[1];
        const Rule *civilians = w.rule(u"wotw.setup.civilians");
        QVERIFY(civilians->russian);
        QCOMPARE(civilians->bodyRu, QString::fromUtf8("На каждый отмеченный сухопутный регион кладут три маркера населения."));
        QCOMPARE(civilians->body, QStringLiteral("Three civilian tokens go on each marked land region."));
        // A chapter heading with no text in either language is still covered.
        QVERIFY(w.rule(u"wotw.setup")->russian);
        QVERIFY(w.rule(u"wotw.setup")->bodyRu.isEmpty());
        // Not in rules.ru.md: no Russian text; its title comes from rules.md's ru="…".
        const Rule *swap = w.rule(u"wotw.offer.swap");
        QVERIFY(!swap->russian);
        QVERIFY(swap->bodyRu.isEmpty());
        // The heading of rules.ru.md gives a title rules.md lacks.
        QCOMPARE(w.rule(u"wotw.clarifications.strike")->title.ru, QString::fromUtf8("Неясный удар"));
        const Clarification &age = *w.rule(u"wotw.clarifications.age")->clarification;
        QCOMPARE(age.readings[0].labelRu, QString::fromUtf8("Английское"));
        QCOMPARE(age.readings[0].key, QStringLiteral("english"));
        QCOMPARE(age.readings[1].textRu, QString::fromUtf8("от 12 лет, как напечатано на русской коробке."));
        QCOMPARE(age.adoptedRu, QString::fromUtf8("английское."));
        QCOMPARE(age.whyRu, QString::fromUtf8("это сведения с коробки, а не правило."));
        QCOMPARE(w.rule(u"wotw.clarifications.strike")->clarification->adoptedRu,
                 QString::fromUtf8("атакующие карты идут подряд."));
    }

    // Every shipped game with a rules.ru.md has a Russian text for every rule: each heading of
    // rules.md is in rules.ru.md, with a body wherever the English one has a body, and each
    // clarification has its readings, adopted reading and why in Russian.
    void everyRussianRulesFileIsComplete_data()
    {
        QTest::addColumn<QString>("directory");
        QStringList games;
        for (const QFileInfo &dir : QDir(QStringLiteral(UMPIRE_GAMES_DIR)).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (!QFile::exists(dir.filePath() + QStringLiteral("/rules.ru.md")))
                continue;
            games << dir.fileName();
            QTest::newRow(qPrintable(dir.fileName())) << dir.filePath();
        }
        // The games known to ship one; more may join.
        QVERIFY(games.contains(QStringLiteral("wotw")) && games.contains(QStringLiteral("tripods")));
    }
    void everyRussianRulesFileIsComplete()
    {
        QFETCH(QString, directory);
        Diagnostics d;
        const auto game = loadGame(directory, d);
        QVERIFY2(game && !d.hasErrors(), qPrintable(d.toString()));
        QVERIFY(game->rules.size() > 100);
        QStringList missing;
        for (const Rule &r : game->rules) {
            const bool clarificationMissing = r.clarification
                    && (r.clarification->adoptedRu.isEmpty() || r.clarification->whyRu.isEmpty() != r.clarification->why.isEmpty()
                        || std::any_of(r.clarification->readings.begin(), r.clarification->readings.end(),
                                       [](const Reading &reading) { return reading.textRu.isEmpty(); }));
            if (!r.russian || r.bodyRu.isEmpty() != r.body.isEmpty() || clarificationMissing)
                missing << r.id;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u' ')));
    }

    void badData_data()
    {
        QTest::addColumn<QString>("file");      // relative to the games folder
        QTest::addColumn<QString>("from");      // replaced text ("" deletes the file)
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("marker");    // text on the line the message must name ("" = any)
        QTest::addColumn<QString>("message");
        QTest::newRow("bad json") << "wotw/cards.json" << "\"type\": \"unit\", \"side\": \"aliens\", \"cost\": 4,"
                                  << "\"type\": \"unit\" \"side\": \"aliens\", \"cost\": 4," << "\"type\": \"unit\" \"side\""
                                  << "invalid JSON";
        QTest::newRow("not an object") << "spacewars/game.json" << "{\n  \"id\": \"spacewars\"," << "[{\n  \"id\": \"spacewars\","
                                       << "" << "invalid JSON";
        QTest::newRow("missing type") << "wotw/cards.json" << "\"type\": \"building\", \"side\": \"aliens\", "
                                      << "\"side\": \"aliens\", " << "\"id\": \"power-supply\""
                                      << "cards[3].type: missing required field \"type\"";
        QTest::newRow("missing name.en") << "wotw/cards.json" << "{\"en\": \"UFO\", \"ru\": \"НЛО\"}" << "{\"ru\": \"НЛО\"}"
                                         << "\"ru\": \"НЛО\"" << "cards[2].name.en: missing required field \"en\"";
        QTest::newRow("unknown side") << "wotw/cards.json" << "\"side\": \"humans\", \"cost\": 1"
                                      << "\"side\": \"martians\", \"cost\": 1" << "\"martians\""
                                      << "cards[6].side: unknown side \"martians\"";
        QTest::newRow("dangling card rule") << "wotw/cards.json" << "\"rules\": [\"wotw.cards\"]"
                                            << "\"rules\": [\"wotw.cards.nope\"]" << "wotw.cards.nope"
                                            << "rule id \"wotw.cards.nope\" is not a heading";
        QTest::newRow("dangling component rule") << "wotw/game.json" << "\"rule\": \"wotw.setup.civilians\""
                                                 << "\"rule\": \"wotw.setup.citizens\"" << "wotw.setup.citizens"
                                                 << "components[0].rule: rule id";
        QTest::newRow("duplicate card id") << "wotw/cards.json" << "\"id\": \"ufo\"" << "\"id\": \"tripod\"" << ""
                                           << "duplicate card id \"tripod\"";
        QTest::newRow("card id not kebab") << "wotw/cards.json" << "\"id\": \"army\"" << "\"id\": \"Army\"" << "\"Army\""
                                           << "not an ASCII kebab-case id";
        QTest::newRow("cost not a number") << "wotw/cards.json" << "\"cost\": 5," << "\"cost\": \"five\"," << "\"five\""
                                           << "cards[2].cost: expected a whole number";
        QTest::newRow("starting above count") << "wotw/cards.json" << "\"count\": 4, \"starting\": 4"
                                              << "\"count\": 4, \"starting\": 5" << "\"starting\": 5"
                                              << "5 starting copies but only 4";
        QTest::newRow("unknown rarity") << "spacewars/cards.json" << "\"rarity\": \"rare\"" << "\"rarity\": \"mythic\""
                                        << "mythic" << "unknown rarity \"mythic\"";
        QTest::newRow("card of type component") << "wotw/cards.json" << "\"type\": \"action\", \"side\": \"humans\", \"cost\": 1"
                                                << "\"type\": \"component\", \"side\": \"humans\", \"cost\": 1"
                                                << "\"component\"" << "cards[6].type: \"component\" is reserved";
        QTest::newRow("unknown component kind") << "wotw/game.json" << "\"kind\": \"token\"" << "\"kind\": \"tokens\""
                                                << "\"tokens\"" << "unknown kind \"tokens\"";
        QTest::newRow("game id mismatch") << "wotw/game.json" << "\"id\": \"wotw\"" << "\"id\": \"wotx\"" << "\"wotx\""
                                          << "does not match the folder name";
        QTest::newRow("cards game mismatch") << "spacewars/cards.json" << "\"game\": \"spacewars\""
                                             << "\"game\": \"wotw\"" << "\"game\"" << "does not match the folder name";
        QTest::newRow("duplicate rule id") << "wotw/rules.md" << "{#wotw.board.hostile" << "{#wotw.setup.civilians"
                                           << "### Hostile regions" << "duplicate rule id \"wotw.setup.civilians\" (first used on line 5)";
        QTest::newRow("heading without id") << "wotw/rules.md" << "## Offer {#wotw.offer ru=\"Предложение\"}"
                                            << "## Offer" << "## Offer" << "heading has no rule id";
        QTest::newRow("rule id of another game") << "wotw/rules.md" << "{#wotw.offer ru=" << "{#spacewars.offer ru="
                                                 << "spacewars.offer" << "does not start with the game id";
        QTest::newRow("rule id not kebab") << "wotw/rules.md" << "{#wotw.offer ru=" << "{#wotw.Offer_1 ru="
                                           << "wotw.Offer_1" << "is not kebab-case";
        QTest::newRow("clarification without adopted") << "wotw/rules.md" << "- Adopted: the attacking"
                                                       << "- Decided: the attacking" << "### Unclear strike"
                                                       << "has no \"- Adopted: …\" line";
        QTest::newRow("board links an unknown region") << "wotw/board.json" << "[\"argyll\", \"north-sea\"]"
                                                       << "[\"argyll\", \"south-sea\"]" << "\"south-sea\"]"
                                                       << "\"adjacent\" names the unknown region \"south-sea\"";
        QTest::newRow("board region without outline") << "wotw/board.json" << "\"polygon\": [[0, 0], [10, 0], [10, 10]]"
                                                      << "\"polygon\": []" << "\"argyll\""
                                                      << "needs a \"polygon\" of at least 3 points";
        QTest::newRow("russian rule unknown") << "wotw/rules.ru.md" << "{#wotw.board.hostile}" << "{#wotw.board.friendly}"
                                              << "wotw.board.friendly" << "rule id \"wotw.board.friendly\" is not a heading of rules.md";
        QTest::newRow("russian title differs") << "wotw/rules.ru.md" << "### Жители {" << "### Население {"
                                               << "### Население" << "differs from ru=\"Жители\"";
        QTest::newRow("russian readings differ") << "wotw/rules.ru.md" << "- Русское прочтение (`russian`)"
                                                 << "- Русский текст" << "### Возраст" << "has 1 readings here but 2 in rules.md";
        QTest::newRow("russian source line") << "wotw/rules.ru.md" << "Регион с постройкой противника враждебный."
                                             << "Регион с постройкой противника враждебный.\n\nSource: x." << "### Враждебные"
                                             << "sources are cited once, in rules.md";
        QTest::newRow("russian clarification without adopted") << "wotw/rules.ru.md" << "- Принято: атакующие"
                                                               << "- Решено: атакующие" << "### Неясный удар"
                                                               << "has no \"- Принято: …\" line";
        QTest::newRow("unknown russian rules origin") << "wotw/game.json" << "\"rules_ru\": \"edition\""
                                                      << "\"rules_ru\": \"mine\"" << "\"mine\""
                                                      << "rules_ru: unknown origin \"mine\"";
        QTest::newRow("russian rules origin without the file") << "spacewars/game.json" << "\"id\": \"spacewars\","
                                                               << "\"id\": \"spacewars\", \"rules_ru\": \"translation\","
                                                               << "\"rules_ru\"" << "rules_ru: is set but the game has no rules.ru.md";
        QTest::newRow("assumed reason without en") << "wotw/cards.json" << "{\"en\": \"fixture: starting cards cost nothing\", "
                                                   << "{" << "фикстура: стартовые"
                                                   << "the reason for an assumed value must be a non-empty string";
        QTest::newRow("missing game.json") << "spacewars/game.json" << "" << "" << "" << "cannot read the file";
        QTest::newRow("missing rules.md") << "spacewars/rules.md" << "" << "" << "" << "cannot read the file";
    }
    void badData()
    {
        QFETCH(QString, file);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, marker);
        QFETCH(QString, message);
        QTemporaryDir dir;
        copyTree(kFixtures, dir.path());
        const QString path = dir.filePath(file);
        int expectedLine = 0;
        if (from.isEmpty()) {
            QVERIFY(QFile::remove(path));
        } else {
            QString text = readAll(path);
            QVERIFY2(text.contains(from), qPrintable(from));
            text.replace(text.indexOf(from), from.size(), to);
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(text.toUtf8());
            f.close();
            if (!marker.isEmpty())
                expectedLine = lineOf(text, marker);
        }
        const QString out = dir.filePath(QStringLiteral("out/compendium.sqlite"));
        const BuildResult result = buildCompendium(dir.path(), out);
        QVERIFY(!result.ok);
        QVERIFY(!QFile::exists(out));
        const Diagnostic *hit = nullptr;
        for (const auto &d : result.diagnostics.all())
            if (d.severity == Diagnostic::Severity::Error && d.message.contains(message))
                hit = &d;
        QVERIFY2(hit, qPrintable(QStringLiteral("wanted \"%1\", got:\n%2").arg(message, result.diagnostics.toString())));
        QCOMPARE(QDir::cleanPath(hit->file), QDir::cleanPath(path));
        if (expectedLine > 0) {
            QCOMPARE(hit->line, expectedLine);
            QVERIFY(hit->column >= 1);
        }
        // The GCC form editors link to.
        QVERIFY(hit->toString().startsWith(hit->file + (hit->line ? QStringLiteral(":%1:").arg(hit->line) : QStringLiteral(":"))));
    }

    void buildsDatabase()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("nested")));
        const QString out = dir.filePath(QStringLiteral("nested/compendium.sqlite"));
        const BuildResult result = buildCompendium(kFixtures, out);
        QVERIFY2(result.ok, qPrintable(result.diagnostics.toString()));
        QCOMPARE(result.games, 2);
        QCOMPARE(result.cards, 11);
        QVERIFY(!QFile::exists(out + QStringLiteral(".part")));
        ScopedConnection c(out, ScopedConnection::Mode::ReadOnly);
        QVERIFY(c.isOpen());
        const QSqlDatabase db = c.database();
        QCOMPARE(scalar(db, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
        QCOMPARE(scalar(db, QStringLiteral("PRAGMA user_version")).toInt(), kSchemaVersion);
        QCOMPARE(scalar(db, QStringLiteral("PRAGMA application_id")).toInt(), kApplicationId);
        // The 11 cards and the 3 components of game.json, which card search finds too.
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM cards")), QStringLiteral("14"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM cards WHERE type = 'component'")), QStringLiteral("3"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT kind FROM cards WHERE type = 'component' AND id = 'tripod'")),
                 QStringLiteral("miniature"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT type FROM cards WHERE type <> 'component' AND id = 'tripod'")),
                 QStringLiteral("unit"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM rules")), QStringLiteral("17"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM card_rules")), QStringLiteral("12"));
        // Every foreign key holds: no dangling rule, card or game references.
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM pragma_foreign_key_check")), QStringLiteral("0"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT section FROM rules WHERE id = 'wotw.combat.defense'")), QStringLiteral("5.1"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT reason FROM assumed WHERE object_kind = 'card' AND object_id = 'reap'")),
                 QStringLiteral("fixture: starting cards cost nothing"));
        // A reason given in both languages keeps the Russian one beside it.
        QCOMPARE(scalar(db, QStringLiteral("SELECT reason_ru FROM assumed WHERE object_kind = 'card' AND object_id = 'reap'")),
                 QString::fromUtf8("фикстура: стартовые карты бесплатны"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT field FROM assumed WHERE object_kind = 'component'")), QStringLiteral("count"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT section FROM sources WHERE object_kind = 'card' AND object_id = 'reap'")),
                 QStringLiteral("Aliens Cards Descriptions"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT count(*) FROM clarification_readings")), QStringLiteral("2"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT term_ru FROM glossary")), QStringLiteral("Враждебная область"));
        QCOMPARE(scalar(db, QStringLiteral("SELECT name_key_ru FROM sides WHERE game = 'wotw' AND id = 'aliens'")),
                 QStringLiteral("пришельцы"));
    }

    // Only a regular file is replaced (issue 25, item 6): a FIFO, a symbolic link or a folder
    // at the destination, or at the temporary name beside it, is refused and left as it was.
    void refusesADestinationThatIsNotARegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("atTemporary");
        for (const bool temporary : {false, true})
            for (const char *kind : {"fifo", "symlink", "folder"})
                QTest::newRow(qPrintable(QStringLiteral("%1%2").arg(QLatin1String(kind),
                                                                    temporary ? QStringLiteral(" at .part") : QString())))
                        << QString::fromLatin1(kind) << temporary;
    }
    void refusesADestinationThatIsNotARegularFile()
    {
        QFETCH(QString, kind);
        QFETCH(bool, atTemporary);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("compendium.sqlite"));
        const QString occupied = atTemporary ? out + QStringLiteral(".part") : out;
        const QString target = dir.filePath(QStringLiteral("target.txt"));
        {
            QFile f(target);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me");
        }
        if (kind == u"fifo")
            QCOMPARE(::mkfifo(QFile::encodeName(occupied).constData(), 0600), 0);
        else if (kind == u"symlink")
            QVERIFY(QFile::link(target, occupied));
        else
            QVERIFY(QDir(dir.path()).mkdir(QFileInfo(occupied).fileName()));
        const BuildResult result = buildCompendium(kFixtures, out);
        QVERIFY(!result.ok);
        QVERIFY2(result.diagnostics.toString().contains(QStringLiteral("not a regular file")),
                 qPrintable(result.diagnostics.toString()));
        const QFileInfo after(occupied);
        QCOMPARE(after.isSymLink(), kind == u"symlink");
        QCOMPARE(after.isDir(), kind == u"folder");
        if (kind == u"fifo") {
            struct stat st{};
            QCOMPARE(::lstat(QFile::encodeName(occupied).constData(), &st), 0);
            QVERIFY(S_ISFIFO(st.st_mode));
        }
        QCOMPARE(readAll(target), QStringLiteral("keep me"));
    }
    // A destination in a folder that does not exist is refused; the folder is not created.
    void createsNoFolder()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("missing/compendium.sqlite"));
        const BuildResult result = buildCompendium(kFixtures, out);
        QVERIFY(!result.ok);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing"))));
        // A regular file is replaced, as before.
        const QString existing = dir.filePath(QStringLiteral("old.sqlite"));
        {
            QFile f(existing);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old");
        }
        QVERIFY(buildCompendium(kFixtures, existing).ok);
        QVERIFY(readAll(existing) != QStringLiteral("old"));
    }

    void failedBuildKeepsOldFile()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("compendium.sqlite"));
        QVERIFY(buildCompendium(kFixtures, out).ok);
        const QByteArray before = readAll(out).toUtf8();
        copyTree(kFixtures, dir.filePath(QStringLiteral("games")));
        QFile::remove(dir.filePath(QStringLiteral("games/wotw/rules.md")));
        QVERIFY(!buildCompendium(dir.filePath(QStringLiteral("games")), out).ok);
        QCOMPARE(readAll(out).toUtf8(), before);
    }

    void fingerprintFollowsContent()
    {
        QTemporaryDir dir;
        copyTree(kFixtures, dir.path());
        const QByteArray a = dataFingerprint(dir.path());
        QCOMPARE(dataFingerprint(kFixtures), a);
        QFile f(dir.filePath(QStringLiteral("spacewars/rules.md")));
        QVERIFY(f.open(QIODevice::Append));
        f.write("\nMore text.\n");
        f.close();
        QVERIFY(dataFingerprint(dir.path()) != a);
    }

    void emptyFolderIsSkipped()
    {
        QTemporaryDir dir;
        copyTree(kFixtures, dir.path());
        QDir(dir.path()).mkdir(QStringLiteral("tripods"));
        Diagnostics d;
        QCOMPARE(loadGames(dir.path(), d).size(), size_t(2));
        QVERIFY(!d.hasErrors());
        QCOMPARE(d.all().size(), size_t(1));
        QVERIFY(d.all()[0].message.contains(QLatin1String("empty game folder")));
    }
};

QTEST_GUILESS_MAIN(TestBuilder)
#include "tst_builder.moc"
