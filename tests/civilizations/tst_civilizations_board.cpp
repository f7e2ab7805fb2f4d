// The assumed map (resources/games/civilizations/board.json) has the shape the rule book
// describes: seven continents, seven islands on each of the four side ones, five on the top
// and bottom ones, the Isle of Myth in the centre, two docks at every junction joined by a
// water pathway; and the data the ruleset reads from cards.json.
#include "core/catalog.h"
#include "games/civilizations/civ_ruleset.h"

#include <QTest>

using namespace umpire;
using namespace umpire::civilizations;

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
