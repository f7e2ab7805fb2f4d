// BoardGeometry and the pure helpers behind it: loading the embedded War of the Worlds map,
// bad board files, piece names and short labels. What stands where in a state is
// BoardRegionModel's (tst_board_region_model).
#include "boarddata.h"
#include "boardgeometry.h"
#include "boardpieces.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace umpire::boards;

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
        QCOMPARE(g.adjacencyPath().count(QLatin1Char('M')), 54);  // each border once
        QCOMPARE(g.bounds(), QRectF(0, 0, 1000, 1000));

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

    void shortLabels()
    {
        QCOMPARE(shortLabel(QStringLiteral("Heavy Artillery")), QStringLiteral("HA"));
        QCOMPARE(shortLabel(QStringLiteral("Bunkers")), QStringLiteral("Bunkers"));
        QCOMPARE(shortLabel(QString()), QString());
    }
};

QTEST_GUILESS_MAIN(TestBoardGeometry)
#include "tst_board_geometry.moc"
