// The English of Tripods findings as umpire-cli prints them: a maneuver's name is not doubled
// ("the steep left turn", not "the steep steep left turn"), and a counted thing takes its
// plural form ("1 maneuver", "2 maneuvers"; never "(s)" nor "1 maneuvers"), over small records
// written here and every record of tests/tripods/records.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QByteArray check(const QString &path)
{
    QProcess p;
    p.start(QStringLiteral(UMPIRE_CLI), {QStringLiteral("check"), path});
    p.waitForFinished(120000);
    return p.readAllStandardOutput();
}

QByteArray checkText(const QByteArray &moves)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.ugr"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write("[Game \"tripods\"]\n\n" + moves);
    f.close();
    return check(path);
}

}  // namespace

class TestTripodsMessages : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void steepManeuverNamedOnce()
    {
        const QByteArray out =
                checkText("1 martians plan locust still,still,still\n"
                          "1 earthlings plan nieuport steep-left,steep-right,straight\n");
        QVERIFY2(out.contains(
                         "nieuport plans the steep right turn right after the steep left turn; "),
                 out.constData());
        QVERIFY2(!out.contains("steep steep"), out.constData());
    }
    void plannedManeuversCounted()
    {
        const QByteArray one = checkText("1 martians plan locust still,still,still\n"
                                         "1 earthlings plan nieuport straight\n");
        QVERIFY2(one.contains("nieuport plans 1 maneuver; every vehicle plans three."),
                 one.constData());
        const QByteArray two = checkText("1 martians plan locust still,still,still\n"
                                         "1 earthlings plan nieuport straight,left\n");
        QVERIFY2(two.contains("nieuport plans 2 maneuvers; every vehicle plans three."),
                 two.constData());
    }
    void toppledPlanCounted()
    {
        // Toppled by an A card with the topple symbol in phase 3: two counters as turn 2 is
        // planned, so its plan holds one card.
        const QByteArray out = checkText(
                "[Variant \"standard\"]\n"
                "1 martians plan locust still,still,still\n"
                "1 earthlings plan nieuport straight,straight,straight\n"
                "1 martians move locust still\n"
                "1 earthlings move nieuport straight\n"
                "1 earthlings hold nieuport\n"
                "1 martians move locust still\n"
                "1 earthlings move nieuport straight\n"
                "1 earthlings hold nieuport\n"
                "1 martians move locust still\n"
                "1 earthlings move nieuport straight\n"
                "1 earthlings fire nieuport locust range=long across=unprotected cards=1+topple\n"
                "2 martians plan locust still,still,still\n");
        QVERIFY2(out.contains(": it plans 1 maneuver, for the last phases of the turn, not 3."),
                 out.constData());
    }
    // A firing action chosen in breach has already paid its energy: the message counts both
    // losses, as the console does (two in all), not "one energy".
    void breachOfAFiringActionCountsThePaidEnergy()
    {
        const QByteArray out = check(QStringLiteral(TRIPODS_RECORDS_DIR "/tripod-heat-ray-cooling.ugr"));
        QVERIFY2(out.contains("locust loses the energy it paid for it and one more, two in all."), out.constData());
        QVERIFY2(!out.contains("loses one energy"), out.constData());
    }

    // No record of the test folder prints "(s)", a doubled "steep" or "1 ...s".
    void noRecordPrintsABadCount()
    {
        const QDir d(QStringLiteral(TRIPODS_RECORDS_DIR));
        static const QRegularExpression one(QStringLiteral(
                "\\b1 (?:[a-z-]+ ){0,2}(?:maneuvers|counters|cards|airplanes|templates)\\b"));
        int files = 0;
        for (const QString &f : d.entryList({QStringLiteral("*.ugr")}, QDir::Files)) {
            const QString out = QString::fromUtf8(check(d.filePath(f)));
            ++files;
            QVERIFY2(!out.contains(QLatin1String("(s)")), qPrintable(f + u'\n' + out));
            QVERIFY2(!out.contains(QLatin1String("steep steep")), qPrintable(f + u'\n' + out));
            QVERIFY2(!one.match(out).hasMatch(), qPrintable(f + u'\n' + one.match(out).captured()));
        }
        QVERIFY(files >= 40);
    }
};

QTEST_GUILESS_MAIN(TestTripodsMessages)
#include "tst_tripods_messages.moc"
