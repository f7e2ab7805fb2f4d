// Screenshots of the Replay page: runs the real `umpire --screenshot` offscreen with each
// sample record and checks the exit status, that the picture is not flat, that --step shows a
// different position, and that nothing was written to stderr (no QML warning at all). The
// pictures are kept in the build folder (replay-*.png) to be looked at.
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray stderrText;
    QImage image;
};

Run screenshot(const QString &name, const QStringList &arguments)
{
    const QString out = QStringLiteral(UMPIRE_SHOTS "/replay-%1.png").arg(name);
    QFile::remove(out);
    QProcess process;
    process.setProgram(QStringLiteral(UMPIRE_BINARY));
    process.setArguments(QStringList{QStringLiteral("--screenshot"), out,
                                     QStringLiteral("--page"), QStringLiteral("replay")}
                         + arguments);
    process.start();
    Run run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.stderrText = process.readAllStandardError();
    run.image = QImage(out);
    return run;
}

// The number of distinct colours on a grid of samples: a real page has many.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    }
    return int(colours.size());
}

// The share of sampled pixels that differ between two pictures of the same size.
double differingShare(const QImage &a, const QImage &b)
{
    int differ = 0, total = 0;
    for (int y = 0; y < a.height(); y += 3) {
        for (int x = 0; x < a.width(); x += 3) {
            ++total;
            differ += a.pixel(x, y) != b.pixel(x, y);
        }
    }
    return total > 0 ? double(differ) / total : 0;
}

QString sample(const char *name)
{
    return QStringLiteral(UMPIRE_SAMPLES "/") + QLatin1String(name);
}

QString fixture(const char *name)
{
    return QStringLiteral(UMPIRE_FIXTURES "/") + QLatin1String(name);
}

}  // namespace

class ReplayPageScreens : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void page_data();
    void page();
    void stepChangesThePicture();
};

void ReplayPageScreens::page_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("humans-win-middle")
            << QStringList{QStringLiteral("--step"), QStringLiteral("200"), sample("wotw-humans-win.ugr")};
    QTest::newRow("aliens-win-end")
            << QStringList{QStringLiteral("--step"), QStringLiteral("100000"), sample("wotw-aliens-win.ugr")};
    QTest::newRow("broken-finding")
            << QStringList{QStringLiteral("--step"), QStringLiteral("7"), sample("wotw-broken.ugr")};
    QTest::newRow("broken-russian")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--step"),
                           QStringLiteral("34"), sample("wotw-broken.ugr")};
    QTest::newRow("unchecked-game")
            << QStringList{QStringLiteral("--step"), QStringLiteral("2"), fixture("spacewars-unchecked.ugr")};
    QTest::newRow("syntax-errors")
            << QStringList{QStringLiteral("--step"), QStringLiteral("3"), fixture("wotw-syntax-errors.ugr")};
    QTest::newRow("empty") << QStringList{};
}

void ReplayPageScreens::page()
{
    QFETCH(QStringList, arguments);
    const Run run = screenshot(QString::fromLatin1(QTest::currentDataTag()), arguments);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QString::fromLocal8Bit(run.stderrText), QString());
    QVERIFY(!run.image.isNull());
    QCOMPARE(run.image.width(), 1280);
    QVERIFY2(colourCount(run.image) > 40,
             qPrintable(QStringLiteral("only %1 colours").arg(colourCount(run.image))));
}

void ReplayPageScreens::stepChangesThePicture()
{
    // --step must reach the page: the set-up position and move 200 look different.
    const Run start = screenshot(QStringLiteral("step-0"),
                                 {QStringLiteral("--step"), QStringLiteral("0"), sample("wotw-humans-win.ugr")});
    const Run middle = screenshot(QStringLiteral("step-200"),
                                  {QStringLiteral("--step"), QStringLiteral("200"), sample("wotw-humans-win.ugr")});
    QCOMPARE(start.exitCode, 0);
    QCOMPARE(middle.exitCode, 0);
    QCOMPARE(start.image.size(), middle.image.size());
    QVERIFY2(differingShare(start.image, middle.image) > 0.02,
             qPrintable(QStringLiteral("%1 of the picture differs").arg(differingShare(start.image, middle.image))));
}

QTEST_GUILESS_MAIN(ReplayPageScreens)

#include "tst_replaypage_screens.moc"
