// The assumed map (resources/games/civilizations/board.json) has the shape the rule book
// describes: seven continents, seven islands on each of the four side ones, five on the top
// and bottom ones, the Isle of Myth in the centre, two docks at every junction joined by a
// water pathway; and the data the ruleset reads from cards.json.
#include "core/catalog.h"
#include "games/civilizations/civ_ruleset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

using namespace umpire;
using namespace umpire::civilizations;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject gameFile(const char *name)
{
    return QJsonDocument::fromJson(readFile(QStringLiteral(CIV_GAME_DIR "/") + QLatin1String(name))).object();
}

// The island cards of cards.json by id: {"en": ..., "ru": ...} names.
QHash<QString, QJsonObject> islandCards()
{
    QHash<QString, QJsonObject> out;
    for (const QJsonValue &v : gameFile("cards.json").value(u"cards").toArray())
        if (v.toObject().value(u"type").toString() == u"island")
            out.insert(v.toObject().value(u"id").toString(), v.toObject().value(u"name").toObject());
    return out;
}

// Every <source> → <translation> of a Qt Linguist file.
QHash<QString, QString> translations(const QString &path)
{
    QHash<QString, QString> out;
    QXmlStreamReader xml(readFile(path));
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"source")
            source = xml.readElementText();
        else if (xml.name() == u"translation")
            out.insert(source, xml.readElementText());
    }
    return out;
}

}  // namespace

class TestCivilizationsBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void continentsHaveTheBooksIslandCounts()
    {
        const Data &d = Data::embedded();
        QVERIFY2(d.error.isEmpty(), qPrintable(d.error));
        QMap<QString, int> counts;
        for (int c = 0; c < kContinents; ++c)
            counts[d.continentIds[std::size_t(c)]] = int(d.continentIslands[std::size_t(c)].size());
        for (const char *side : {"northwest", "southwest", "northeast", "southeast"})
            QCOMPARE(counts.value(QLatin1String(side)), 7);
        QCOMPARE(counts.value(QStringLiteral("north")), 5);
        QCOMPARE(counts.value(QStringLiteral("south")), 5);
        QCOMPARE(d.at(d.myth).continent, d.centre);
        QCOMPARE(d.continentIds[std::size_t(d.centre)], QStringLiteral("centre"));
    }

    void twoDocksAtEveryJunctionJoinedByAPathway()
    {
        const Data &d = Data::embedded();
        int docks = 0, pathways = 0;
        for (int p = 0; p < int(d.places.size()); ++p) {
            if (!d.at(p).isDock())
                continue;
            ++docks;
            int across = 0, islands = 0;
            for (int q = 0; q < int(d.places.size()); ++q)
                if (d.linked(p, q)) {
                    if (d.at(q).isDock() && d.at(q).continent != d.at(p).continent)
                        ++across;
                    else if (!d.at(q).isDock() && d.at(q).continent == d.at(p).continent)
                        ++islands;
                }
            QCOMPARE(across, 1);
            QVERIFY(islands >= 1);
            pathways += across;
        }
        QCOMPARE(docks, 24);  // twelve junctions
        QCOMPARE(pathways / 2, 12);
    }

    void everyOriginIslandTouchesTwoIslandsOfItsContinent()
    {
        const Data &d = Data::embedded();
        int origins = 0;
        for (int p = 0; p < int(d.places.size()); ++p) {
            if (d.at(p).kind != IslandKind::Origin)
                continue;
            ++origins;
            int near = 0;
            for (int q : d.continentIslands[std::size_t(d.at(p).continent)])
                near += d.linked(p, q);
            QVERIFY(near >= 2);
        }
        QCOMPARE(origins, 6);
    }

    // A place has one name everywhere. A map island's kind (board.json "island") is the id of
    // its island card, or that id without "-island" (origin for origin-island, as the ruleset
    // reads it); the map's name for the island, in each language, contains the card's name
    // ("Исходный остров (Север)" for "Исходный остров"), a glossary term of the same id is
    // the card's name, and the app's own words for the kind translate to it.
    void mapCardsAndTermsNameEachIslandAlike()
    {
        const QHash<QString, QJsonObject> cards = islandCards();
        QVERIFY(cards.size() >= 5);
        QStringList problems;
        int islands = 0;
        for (const QJsonValue &v : gameFile("board.json").value(u"regions").toArray()) {
            const QJsonObject region = v.toObject();
            const QString kind = region.value(u"island").toString();
            if (kind.isEmpty())
                continue;  // a dock: no card
            ++islands;
            const QString cardId = cards.contains(kind) ? kind : kind + QStringLiteral("-island");
            if (!cards.contains(cardId)) {
                problems << QStringLiteral("%1: no island card %2").arg(region.value(u"id").toString(), cardId);
                continue;
            }
            for (const char *lang : {"en", "ru"}) {
                const QString name = region.value(u"name").toObject().value(QLatin1String(lang)).toString();
                const QString card = cards[cardId].value(QLatin1String(lang)).toString();
                if (card.isEmpty() || !name.contains(card))
                    problems << QStringLiteral("%1 (%2): map \"%3\", card \"%4\"")
                                        .arg(region.value(u"id").toString(), QLatin1String(lang), name, card);
            }
        }
        QCOMPARE(islands, 43);  // 4 x 7 + 2 x 5 + the centre's 5
        for (const QJsonValue &v : gameFile("game.json").value(u"terms").toArray()) {
            const QJsonObject term = v.toObject();
            const QString id = term.value(u"id").toString();
            if (cards.contains(id) && term.value(u"term").toObject() != cards[id])
                problems << QStringLiteral("term %1 is not named as its card").arg(id);
        }
        const QHash<QString, QString> ru = translations(QStringLiteral(UMPIRE_TRANSLATIONS_DIR "/umpire_ru.ts"));
        for (const QJsonObject &card : cards) {
            const QString en = card.value(u"en").toString();
            if (ru.contains(en) && ru[en] != card.value(u"ru").toString())
                problems << QStringLiteral("umpire_ru.ts translates \"%1\" as \"%2\", the card says \"%3\"")
                                    .arg(en, ru[en], card.value(u"ru").toString());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    void shipsAndStartingResourcesComeFromTheData()
    {
        const Data &d = Data::embedded();
        QCOMPARE(d.ships[Gunboat].damage, 1);
        QCOMPARE(d.ships[Frigate].damage, 3);
        QCOMPARE(d.ships[Destroyer].damage, 6);
        QCOMPARE(d.ships[Gunboat].starting, 9);
        QCOMPARE(d.ships[Frigate].starting, 1);
        // Kreios: the first column of the decoded table (28k crystals, 27k AlWood, 14k ammunition).
        QCOMPARE(d.starting[0][Crystals], 28);
        QCOMPARE(d.starting[0][AlWood], 27);
        QCOMPARE(d.starting[0][Ammunition], 14);
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsBoard)
#include "tst_civilizations_board.moc"
