// core::nearestName, the one source of "did you mean ...?" hints: near slips are answered, far
// names and exact ones are not.
#include "core/nearest_name.h"

#include <QTest>

using namespace umpire::core;

class TestNearestName : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void distance_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("distance");
        QTest::newRow("same") << "reap" << "reap" << 0;
        QTest::newRow("case only") << "Reap" << "rEAP" << 0;
        QTest::newRow("one letter") << "wotv" << "wotw" << 1;
        QTest::newRow("two letters swapped") << "grampain" << "grampian" << 1;
        QTest::newRow("one missing") << "tripds" << "tripods" << 1;
        QTest::newRow("one extra") << "reeap" << "reap" << 1;
        QTest::newRow("from nothing") << "" << "ufo" << 3;
        QTest::newRow("russian") << QString::fromUtf8("жатв") << QString::fromUtf8("жатва") << 1;
        QTest::newRow("far") << "chess" << "wotw" << 5;
    }
    void distance()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, distance);
        QCOMPARE(editDistance(a, b), distance);
        QCOMPARE(editDistance(b, a), distance);
    }

    void nearest()
    {
        const QStringList games{"civilizations", "spacewars", "tripods", "wotw"};
        QCOMPARE(nearestName("wotv", games), QStringLiteral("wotw"));
        QCOMPARE(nearestName("WOTV", games), QStringLiteral("wotw"));
        QCOMPARE(nearestName("spacewar", games), QStringLiteral("spacewars"));
        QCOMPARE(nearestName("civilisations", games), QStringLiteral("civilizations"));
        // Too far to be a slip, or no slip at all: no hint.
        QCOMPARE(nearestName("chess", games), QString());
        QCOMPARE(nearestName("wotw", games), QString());
        QCOMPARE(nearestName("", games), QString());
        QCOMPARE(nearestName("wotv", {}), QString());
        // A short name allows one edit, not two.
        QCOMPARE(nearestName("reep", {"reap", "ufo"}), QStringLiteral("reap"));
        QCOMPARE(nearestName("rxxp", {"reap"}), QString());
        // The nearest wins over an earlier, farther one; a tie goes to the first.
        QCOMPARE(nearestName("grampain", {"grampiax", "grampian"}), QStringLiteral("grampian"));
        QCOMPARE(nearestName("cat", {"bat", "cut"}), QStringLiteral("bat"));
    }
};

QTEST_GUILESS_MAIN(TestNearestName)
#include "tst_nearest_name.moc"
