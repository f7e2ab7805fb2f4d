// core::readBoard, the one reader of board.json: polygon maps, hex grids, links, and a clear
// file:line:col error for every kind of bad file.
#include "core/board.h"

#include <QtTest>

using namespace umpire;

class TestBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void polygonMapWithLinksFromPairsAndLists()
    {
        const core::Board b = core::readBoard(R"({"regions": [
            {"id": "a", "name": {"en": "Alpha", "ru": "Альфа"}, "kind": "land", "polygon": [[0,0],[10,0],[10,10]], "civilians": 3},
            {"id": "b", "kind": "sea", "x": 3, "y": 4, "polygon": [[0,0],[0,10],[10,10]], "adjacent": ["c"]},
            {"id": "c", "polygon": [[20,0],[30,0],[30,10]]}],
            "adjacent": [["b", "a"], ["a", "b"]]})",
                                              QStringLiteral("m.json"));
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QCOMPARE(b.regions.size(), 3);
        QCOMPARE(b.regions[0].nameRu, QStringLiteral("Альфа"));
        QCOMPARE(b.regions[2].nameEn, QStringLiteral("c"));  // no name: the id
        QVERIFY(b.regions[2].land);  // no kind: land
        QVERIFY(!b.regions[1].land);
        QCOMPARE(b.regions[0].label, QPointF(5, 5));  // no label point: the box centre
        QCOMPARE(b.regions[1].label, QPointF(3, 4));
        QCOMPARE(b.regions[0].properties.value(QStringLiteral("civilians")).toInt(), 3);
        QCOMPARE(b.links, (QList<std::pair<int, int>>{{0, 1}, {1, 2}}));  // each link once
        QVERIFY(b.linked(1, 0));
        QVERIFY(!b.linked(0, 2));
        QCOMPARE(b.indexOf(QStringLiteral("c")), 2);
        QCOMPARE(b.indexOf(QStringLiteral("zz")), -1);
        QCOMPARE(b.bounds, QRectF(0, 0, 30, 10));
        QVERIFY(b.assumed.isEmpty());
        const core::Board mapped = core::readBoard(
                R"({"assumed": {"adjacent": "drawn by us"}, "regions": [{"id": "a", "polygon": [[0,0],[1,0],[1,1]]}]})",
                QStringLiteral("m.json"));
        QCOMPARE(mapped.assumed.value(QStringLiteral("adjacent")).toString(), QStringLiteral("drawn by us"));
    }

    void hexGridLinksNeighbours()
    {
        // Seven hexes: a centre and its six neighbours, plus one far away.
        const core::Board b = core::readBoard(R"({"hex": {"size": 10}, "regions": [
            {"id": "h0", "q": 0, "r": 0}, {"id": "h1", "q": 1, "r": 0}, {"id": "h2", "q": -1, "r": 0},
            {"id": "h3", "q": 0, "r": 1}, {"id": "h4", "q": 0, "r": -1}, {"id": "h5", "q": 1, "r": -1},
            {"id": "h6", "q": -1, "r": 1}, {"id": "far", "q": 5, "r": 5}]})",
                                              QStringLiteral("h.json"));
        QVERIFY2(b.error.isEmpty(), qPrintable(b.error));
        QVERIFY(b.hex);
        for (int i = 1; i <= 6; ++i)
            QVERIFY2(b.linked(0, i), qPrintable(QString::number(i)));
        QVERIFY(b.linked(1, 3));  // (1,0) and (0,1) touch
        QVERIFY(!b.linked(1, 2));  // (1,0) and (-1,0) do not
        for (int i = 0; i < 7; ++i)
            QVERIFY(!b.linked(7, i));
        QCOMPARE(b.regions[0].outline.size(), 6);
        QCOMPARE(b.regions[0].label, QPointF(0, 0));
        // Pointy-top: the centre of (1, 0) is sqrt(3) * size to the right.
        QVERIFY(qAbs(b.regions[1].label.x() - 10 * std::sqrt(3.0)) < 1e-9);
    }

    void badBoards_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        const QByteArray a = R"({"id": "a", "polygon": [[0,0],[1,0],[1,1]]})";
        QTest::newRow("not json") << QByteArray("{\n  \"regions\": [,]}") << "b.json:2:"
                                  << "";
        QTest::newRow("no regions") << QByteArray("{}") << "b.json:1:1:"
                                    << "no \"regions\" array";
        QTest::newRow("twice") << QByteArray("{\"regions\": [" + a + ",\n" + a + "]}")
                               << "b.json:1:"
                               << "listed twice";
        QTest::newRow("self link")
                << QByteArray("{\"regions\": [" + a + "], \"adjacent\": [[\"a\", \"a\"]]}")
                << "b.json:1:"
                << "linked to itself";
        QTest::newRow("unknown in list")
                << QByteArray(R"({"regions": [{"id": "a", "adjacent": ["zz"],
            "polygon": [[0,0],[1,0],[1,1]]}]})")
                << "b.json:1:"
                << "unknown region \"zz\"";
        QTest::newRow("bad hex size")
                << QByteArray(R"({"hex": {"size": 0}, "regions": []})") << "b.json:1:2:"
                << "positive \"size\"";
        QTest::newRow("hex without q")
                << QByteArray(R"({"hex": {"size": 5}, "regions": [{"id": "x", "r": 1}]})")
                << "b.json:1:"
                << "whole-number \"q\" and \"r\"";
        QTest::newRow("two on one hex")
                << QByteArray(R"({"hex": {"size": 5}, "regions": [{"id": "x", "q": 1, "r": 1},
            {"id": "y", "q": 1, "r": 1}]})")
                << "b.json:2:"
                << "sits on the hex of \"x\"";
    }
    void badBoards()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const core::Board b = core::readBoard(json, QStringLiteral("b.json"));
        QVERIFY2(b.error.startsWith(where), qPrintable(b.error));
        QVERIFY2(b.error.contains(what), qPrintable(b.error));
        QVERIFY(b.error.endsWith(b.errorMessage));
        QVERIFY(b.errorLine >= 1 && b.errorColumn >= 1);
        QVERIFY(b.regions.isEmpty());
        QVERIFY(b.links.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
