// BoardGeometry and the pure helpers behind it: loading the embedded War of the Worlds map,
// bad board files, what stands where in a state, and which regions a step changed.
#include "boarddata.h"
#include "boardgeometry.h"
#include "boardpieces.h"

#include "board_fixture.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace umpire::boards;

namespace {

using test::fixture;

QVariantMap pieceOf(const BoardGeometry &g, const QVariantList &pieces, const QString &id)
{
    const int i = g.indexOf(id);
    return i < 0 ? QVariantMap() : pieces.at(i).toMap();
}

QStringList unitIds(const QVariantMap &piece)
{
    QStringList ids;
    for (const QVariant &u : piece.value(QStringLiteral("units")).toList())
        ids << u.toMap().value(QStringLiteral("id")).toString();
    return ids;
}

}  // namespace

class TestBoardGeometry : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void loadsTheWotwMap()
    {
        BoardGeometry g;
        QSignalSpy loaded(&g, &BoardGeometry::loaded);
        g.setGame(QStringLiteral("wotw"));
        QCOMPARE(loaded.count(), 1);
        QVERIFY2(g.error().isEmpty(), qPrintable(g.error()));
        QVERIFY(g.ready());
        QCOMPARE(g.regionCount(), 21);
        QCOMPARE(g.adjacency().size(), 54);
        QCOMPARE(g.bounds(), QRectF(0, 0, 1000, 1000));
        QCOMPARE(g.landingRegion(), QStringLiteral("argyll"));
        QCOMPARE(g.anchorRegion(), QStringLiteral("portsmouth"));

        int land = 0;
        for (const QVariant &v : g.regions()) {
            const QVariantMap r = v.toMap();
            land += r.value(QStringLiteral("land")).toBool();
            const QString path = r.value(QStringLiteral("path")).toString();
            QVERIFY2(path.startsWith(QLatin1Char('M')) && path.endsWith(QLatin1Char('Z')), qPrintable(path));
            QCOMPARE(path.count(QLatin1Char('L')) + 1, r.value(QStringLiteral("polygon")).toList().size());
            QVERIFY(!r.value(QStringLiteral("nameRu")).toString().isEmpty());
        }
        QCOMPARE(land, 15);  // 15 land and 6 sea regions (rules: Definitions)
        const QVariantMap london = g.regions().at(g.indexOf(QStringLiteral("london"))).toMap();
        QCOMPARE(london.value(QStringLiteral("name")).toString(), QStringLiteral("London"));
        QCOMPARE(london.value(QStringLiteral("kind")).toString(), QStringLiteral("land"));
        QCOMPARE(g.pieceName(QStringLiteral("fort")), QStringLiteral("Fort"));
        QCOMPARE(g.pieceName(QStringLiteral("fort"), true), QStringLiteral("Форт"));
        QCOMPARE(g.pieceName(QStringLiteral("no-such-piece")), QStringLiteral("no-such-piece"));
    }

    // Every label point lies inside its own region, so a hover on a name finds its region.
    void labelPointsHitTheirRegion()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        for (const QVariant &v : g.regions()) {
            const QVariantMap r = v.toMap();
            QCOMPARE(g.regionAt(r.value(QStringLiteral("x")).toReal(), r.value(QStringLiteral("y")).toReal()),
                     r.value(QStringLiteral("index")).toInt());
        }
        QCOMPARE(g.regionAt(-5, -5), -1);
    }

    void unknownGameIsEmptyWithAnError()
    {
        BoardGeometry g;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("no board")));
        g.setGame(QStringLiteral("no-such-game"));
        QVERIFY(g.error().contains(QStringLiteral("no-such-game")));
        QCOMPARE(g.regionCount(), 0);
        QVERIFY(!g.ready());
        QCOMPARE(g.pieces(fixture("current")).size(), 0);
        QCOMPARE(g.regionAt(100, 100), -1);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not a game id")));
        g.setGame(QStringLiteral("../wotw"));
        QVERIFY(g.error().contains(QStringLiteral("not a game id")));

        g.setGame(QString());  // back to nothing: no error
        QVERIFY(g.error().isEmpty());
        g.setGame(QStringLiteral("wotw"));
        QCOMPARE(g.regionCount(), 21);
    }

    void badBoardFiles_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        const QByteArray region = R"({"id": "a", "kind": "land", "polygon": [[0,0],[1,0],[1,1]]})";
        QTest::newRow("not json") << QByteArray("{\n  \"regions\": [\n    {\"id\": }\n") << "b.json:3:" << "error:";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "b.json:1:1:" << "not a JSON object";
        QTest::newRow("no regions") << QByteArray("{}") << "b.json:1:1:" << "\"regions\"";
        QTest::newRow("no id") << QByteArray(R"({"regions": [{"kind": "land"}]})") << "b.json:1:1:" << "region 1 has no";
        QTest::newRow("duplicate") << QByteArray("{\"regions\": [" + region + ",\n" + region + "]}")
                                   << "b.json:1:" << "listed twice";
        QTest::newRow("bad kind") << QByteArray("{\"regions\": [\n{\"id\": \"x\", \"kind\": \"air\"}]}")
                                  << "b.json:2:8:" << "\"kind\" must be";
        QTest::newRow("short polygon") << QByteArray(R"({"regions": [{"id": "x", "kind": "sea", "polygon": [[0,0],[1,1]]}]})")
                                       << "b.json:1:21:" << "at least 3 points";
        QTest::newRow("bad point") << QByteArray(R"({"regions": [{"id": "x", "kind": "sea", "polygon": [[0,0],[1],[1,1]]}]})")
                                   << "b.json:1:" << "[x, y] numbers";
        QTest::newRow("unknown neighbour") << QByteArray("{\"regions\": [" + region + "],\n\"adjacent\": [[\"a\", \"zz\"]]}")
                                           << "b.json:2:20:" << "unknown region \"zz\"";
        QTest::newRow("not a pair") << QByteArray("{\"regions\": [" + region + "], \"adjacent\": [[\"a\"]]}")
                                    << "b.json:" << "pair of region ids";
    }
    void badBoardFiles()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const BoardData board = parseBoard(json, QStringLiteral("b.json"));
        QVERIFY2(board.error.startsWith(where), qPrintable(board.error));
        QVERIFY2(board.error.contains(what), qPrintable(board.error));
        QVERIFY(board.regions.isEmpty());
        QVERIFY(board.adjacent.isEmpty());
    }

    void minimalBoardParses()
    {
        const BoardData board = parseBoard(
            R"({"regions": [{"id": "a", "kind": "land", "polygon": [[0,0],[10,0],[10,10]]},
                            {"id": "b", "kind": "sea", "x": 3, "y": 4, "polygon": [[0,0],[0,10],[10,10]]}],
                "adjacent": [["a", "b"]]})", QStringLiteral("m.json"));
        QVERIFY2(board.error.isEmpty(), qPrintable(board.error));
        QCOMPARE(board.regions.size(), 2);
        QCOMPARE(board.regions[0].label, QPointF(5, 5));  // no label point: the box centre
        QCOMPARE(board.regions[1].label, QPointF(3, 4));
        QCOMPARE(board.regions[0].nameEn, QStringLiteral("a"));  // no name: the id
        QCOMPARE(board.adjacent, (QList<QPair<int, int>>{{0, 1}}));
        QCOMPARE(svgPath(board.regions[0].polygon), QStringLiteral("M0 0 L10 0 L10 10 Z"));
    }

    void piecesOfTheFixture()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        const QVariantList pieces = g.pieces(fixture("current"));
        QCOMPARE(pieces.size(), 21);

        const QVariantMap strathclyde = pieceOf(g, pieces, QStringLiteral("strathclyde"));
        QCOMPARE(strathclyde.value(QStringLiteral("civilians")).toInt(), 2);
        QCOMPARE(unitIds(strathclyde), QStringList{QStringLiteral("tripod-1")});
        QCOMPARE(strathclyde.value(QStringLiteral("influence")).toStringList(),
                 QStringList{QStringLiteral("poisonous-fog")});

        const QVariantMap lothian = pieceOf(g, pieces, QStringLiteral("lothian"));
        QCOMPARE(lothian.value(QStringLiteral("building")).toString(), QStringLiteral("fort"));
        QCOMPARE(lothian.value(QStringLiteral("buildingShort")).toString(), QStringLiteral("Fort"));
        QCOMPARE(lothian.value(QStringLiteral("buildingSide")).toString(), QStringLiteral("humans"));
        QCOMPARE(lothian.value(QStringLiteral("defense")).toInt(), 4);
        const QVariantMap army = lothian.value(QStringLiteral("units")).toList().value(0).toMap();
        QCOMPARE(army.value(QStringLiteral("type")).toString(), QStringLiteral("army"));
        QCOMPARE(army.value(QStringLiteral("number")).toInt(), 1);
        QCOMPARE(army.value(QStringLiteral("side")).toString(), QStringLiteral("humans"));

        const QVariantMap london = pieceOf(g, pieces, QStringLiteral("london"));
        QCOMPARE(london.value(QStringLiteral("buildingShort")).toString(), QStringLiteral("HA"));
        QCOMPARE(london.value(QStringLiteral("buildingNameRu")).toString(), QStringLiteral("Тяжёлая артиллерия"));
        QCOMPARE(london.value(QStringLiteral("defense")).toInt(), 3);
        QVERIFY(london.value(QStringLiteral("balloons")).toBool());
        QCOMPARE(london.value(QStringLiteral("count")).toInt(), 4);  // civilians, building, balloons, army

        const QVariantMap argyll = pieceOf(g, pieces, QStringLiteral("argyll"));
        QCOMPARE(argyll.value(QStringLiteral("buildingName")).toString(), QStringLiteral("Invasion Ship"));
        QCOMPARE(argyll.value(QStringLiteral("buildingSide")).toString(), QStringLiteral("aliens"));
        QCOMPARE(unitIds(argyll), QStringList{QStringLiteral("ufo-1")});

        // tripod-3 is off the board: it is in no region.
        int units = 0;
        for (const QVariant &p : pieces)
            units += int(p.toMap().value(QStringLiteral("units")).toList().size());
        QCOMPARE(units, 9);
    }

    void changedRegionsOfAStep()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        const QVariantMap before = fixture("previous");
        const QVariantMap after = fixture("current");
        // tripod-1 left argyll for strathclyde, where a civilian died and fog was left.
        QCOMPARE(g.changedRegions(before, after),
                 (QStringList{QStringLiteral("argyll"), QStringLiteral("strathclyde")}));
        QCOMPARE(g.changedRegions(after, after), QStringList());
        QCOMPARE(g.changedRegions(QVariantMap(), after), QStringList());  // set-up: nothing

        // A building placed elsewhere, and a unit taken off the board.
        QVariantMap placed = after;
        QVariantList regions = placed.value(QStringLiteral("regions")).toList();
        QVariantMap wales = regions[g.indexOf(QStringLiteral("wales"))].toMap();
        wales[QStringLiteral("building")] = QString();
        regions[g.indexOf(QStringLiteral("wales"))] = wales;
        placed[QStringLiteral("regions")] = regions;
        QVariantList units = placed.value(QStringLiteral("units")).toList();
        units.removeAt(8);  // navy-1 in portsmouth vanishes from the list
        placed[QStringLiteral("units")] = units;
        QCOMPARE(g.changedRegions(after, placed), (QStringList{QStringLiteral("wales"), QStringLiteral("portsmouth")}));
    }

    void regionsFromChangedPaths()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        const QVariantMap after = fixture("current");
        QCOMPARE(g.regionsInPaths({QStringLiteral("damage"), QStringLiteral("regions.strathclyde.civilians"),
                                   QStringLiteral("units.tripod-1.region"), QStringLiteral("decks.aliens.hand")},
                                  after),
                 QStringList{QStringLiteral("strathclyde")});
        QCOMPARE(g.regionsInPaths({QStringLiteral("units.army-2.region")}, after), QStringList{QStringLiteral("london")});
        QCOMPARE(g.regionsInPaths({QStringLiteral("regions.atlantis.civilians")}, after), QStringList());
        // The whole units list changed: every region holding a unit.
        QCOMPARE(g.regionsInPaths({QStringLiteral("units")}, after).size(), 9);
    }

    // Garbage in a state is shown as nothing, never a crash.
    void toleratesBadStates()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        const QVariantMap junk{
            {QStringLiteral("regions"), QStringLiteral("not a list")},
            {QStringLiteral("units"), QVariantList{QVariantMap{{QStringLiteral("id"), QStringLiteral("tripod")},
                                                                {QStringLiteral("region"), QStringLiteral("atlantis")}},
                                                    42, QVariantMap{{QStringLiteral("id"), QStringLiteral("x-")},
                                                                    {QStringLiteral("region"), QStringLiteral("london")}}}},
        };
        const QVariantList pieces = g.pieces(junk);
        QCOMPARE(pieces.size(), 21);
        QCOMPARE(unitIds(pieceOf(g, pieces, QStringLiteral("london"))), QStringList{QStringLiteral("x-")});
        QCOMPARE(g.pieces(QVariantMap()).size(), 21);
        QCOMPARE(g.changedRegions(junk, fixture("current")).size(), 16);  // every piece "appears"
        QCOMPARE(g.regionsInPaths({QString(), QStringLiteral(".")}, junk), QStringList());
    }

    void shortLabels()
    {
        QCOMPARE(shortLabel(QStringLiteral("Heavy Artillery")), QStringLiteral("HA"));
        QCOMPARE(shortLabel(QStringLiteral("Bunkers")), QStringLiteral("Bunkers"));
        QCOMPARE(shortLabel(QString()), QString());
    }

    // The per-step work of the board view (pieces + highlight), as a figure for the report;
    // a benchmark, not a timed assertion.
    void benchmarkStep()
    {
        BoardGeometry g;
        g.setGame(QStringLiteral("wotw"));
        const QVariantMap before = fixture("previous");
        const QVariantMap after = fixture("current");
        QBENCHMARK {
            const QVariantList p = g.pieces(after);
            const QStringList c = g.changedRegions(before, after);
            QVERIFY(p.size() == 21 && c.size() == 2);
        }
    }
};

QTEST_GUILESS_MAIN(TestBoardGeometry)
#include "tst_board_geometry.moc"
