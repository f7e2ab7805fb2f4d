// Screenshots of the Replay page: runs the real `umpire --screenshot` offscreen with each
// sample record and checks the exit status, that the picture is not flat, that --step shows a
// different position, and that nothing was written to stderr (no QML warning at all). The
// pictures are kept in the build folder (replay-*.png) to be looked at.
#include "screenshot_run.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

// A real page has many colours on this coarse grid.
const testsupport::PictureChecks replayPage{.minColours = 40, .colourStride = 7};

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

    QTemporaryDir config_;
    const testsupport::Umpire umpire_{QStringLiteral(UMPIRE_BINARY),
                                      config_.filePath(QStringLiteral("config"))};

    // `umpire --screenshot --page replay ARGS`, kept as replay-NAME.png in the build folder.
    testsupport::Screenshot screenshot(const QString &name, const QStringList &arguments) const
    {
        return umpire_.screenshot(QStringLiteral(UMPIRE_SHOTS "/replay-%1.png").arg(name),
                                  QStringList{QStringLiteral("--page"), QStringLiteral("replay")}
                                      + arguments);
    }

private Q_SLOTS:
    void initTestCase();
    void page_data();
    void page();
    void stepChangesThePicture();
};

void ReplayPageScreens::initTestCase()
{
    QVERIFY(config_.isValid());
}

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
    // Space Wars' own board: a shot with its figures, the void order after it in Russian, and
    // a step that broke a rule, under the banner.
    QTest::newRow("spacewars-shot")
            << QStringList{QStringLiteral("--step"), QStringLiteral("34"), sample("spacewars-earth-lands.ugr")};
    QTest::newRow("spacewars-russian")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--step"),
                           QStringLiteral("35"), sample("spacewars-earth-lands.ugr")};
    QTest::newRow("spacewars-broken")
            << QStringList{QStringLiteral("--step"), QStringLiteral("43"), sample("spacewars-broken.ugr")};
    QTest::newRow("unchecked-game")
            << QStringList{QStringLiteral("--step"), QStringLiteral("2"), fixture("spacewars-unchecked.ugr")};
    QTest::newRow("syntax-errors")
            << QStringList{QStringLiteral("--step"), QStringLiteral("3"), fixture("wotw-syntax-errors.ugr")};
    // Tripods & Triplanes: the vehicles' consoles instead of a map (replay-tripods-*.png).
    QTest::newRow("tripods-consoles")
            << QStringList{QStringLiteral("--step"), QStringLiteral("13"), sample("tripods-bring-proof.ugr")};
    QTest::newRow("tripods-flagged")
            << QStringList{QStringLiteral("--step"), QStringLiteral("8"), sample("tripods-broken.ugr")};
    QTest::newRow("tripods-russian-1024x700")
            << QStringList{QStringLiteral("-qwindowgeometry"), QStringLiteral("1024x700"), QStringLiteral("--lang"),
                           QStringLiteral("ru"), QStringLiteral("--step"), QStringLiteral("13"), sample("tripods-broken.ugr")};
    // A record that places its vehicles: the schematic table beside the consoles, at a shot
    // and, in Russian, at a move.
    QTest::newRow("tripods-table-shot")
            << QStringList{QStringLiteral("--step"), QStringLiteral("9"), sample("tripods-spark-of-hope.ugr")};
    QTest::newRow("tripods-table-russian")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--step"),
                           QStringLiteral("30"), sample("tripods-spark-of-hope.ugr")};
    // The Moves tab (issue 22): the legal moves at a step, grouped by verb, in both languages,
    // in a small window, and at the end of a game (replay-moves-*.png). No stderr: a section
    // header that could not be made warned only there.
    QTest::newRow("moves-wotw")
            << QStringList{QStringLiteral("--tab"), QStringLiteral("moves"), QStringLiteral("--step"),
                           QStringLiteral("30"), sample("wotw-aliens-win.ugr")};
    QTest::newRow("moves-wotw-russian-1024x700")
            << QStringList{QStringLiteral("-qwindowgeometry"), QStringLiteral("1024x700"), QStringLiteral("--lang"),
                           QStringLiteral("ru"), QStringLiteral("--tab"), QStringLiteral("moves"),
                           QStringLiteral("--step"), QStringLiteral("30"), sample("wotw-aliens-win.ugr")};
    QTest::newRow("moves-game-over")
            << QStringList{QStringLiteral("--tab"), QStringLiteral("moves"), QStringLiteral("--step"),
                           QStringLiteral("100000"), sample("wotw-aliens-win.ugr")};
    QTest::newRow("moves-civilizations-russian")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--tab"),
                           QStringLiteral("moves"), QStringLiteral("--step"), QStringLiteral("20"),
                           sample("civilizations-three-clans.ugr")};
    QTest::newRow("empty") << QStringList{};
}

void ReplayPageScreens::page()
{
    QFETCH(QStringList, arguments);
    const testsupport::Screenshot shot =
        screenshot(QString::fromLatin1(QTest::currentDataTag()), arguments);
    // A row with Qt's -qwindowgeometry WxH shows the window at that size.
    QSize size;
    const qsizetype geometry = arguments.indexOf(QStringLiteral("-qwindowgeometry"));
    if (geometry >= 0) {
        const QStringList wh = arguments.value(geometry + 1).split(u'x');
        size = QSize(wh.value(0).toInt(), wh.value(1).toInt());
    }
    const QString problem = testsupport::screenshotProblem(shot, replayPage, size);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void ReplayPageScreens::stepChangesThePicture()
{
    // --step must reach the page: the set-up position and move 200 look different.
    const testsupport::Screenshot start = screenshot(QStringLiteral("step-0"),
                                 {QStringLiteral("--step"), QStringLiteral("0"), sample("wotw-humans-win.ugr")});
    const testsupport::Screenshot middle = screenshot(QStringLiteral("step-200"),
                                  {QStringLiteral("--step"), QStringLiteral("200"), sample("wotw-humans-win.ugr")});
    QCOMPARE(start.run.exitCode, 0);
    QCOMPARE(middle.run.exitCode, 0);
    QVERIFY(!start.image.isNull());
    QCOMPARE(start.image.size(), middle.image.size());
    const double differing = testsupport::differingShare(start.image, middle.image, 3);
    QVERIFY2(differing > 0.02,
             qPrintable(QStringLiteral("%1 of the picture differs").arg(differing)));
}

QTEST_GUILESS_MAIN(ReplayPageScreens)

#include "tst_replaypage_screens.moc"
