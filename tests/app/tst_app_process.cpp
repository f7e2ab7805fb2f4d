// The `umpire` executable as a user or script runs it: --help, --version, bad options, and
// --screenshot of every page, which must exit 0, write a real picture and warn about nothing.
#include "screenshot_run.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

using testsupport::UmpireRun;

class TestAppProcess : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    const testsupport::Umpire umpire_{QStringLiteral(UMPIRE_BINARY),
                                      dir_.filePath(QStringLiteral("config"))};

    void checkScreenshot(const QStringList &extraArgs, const QString &name)
    {
        const testsupport::Screenshot shot = umpire_.screenshot(dir_.filePath(name), extraArgs);
        const QString problem = testsupport::screenshotProblem(shot);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(UMPIRE_BINARY)), UMPIRE_BINARY);
    }

    void help()
    {
        const UmpireRun r = umpire_.run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage:")), qPrintable(r.out));
        for (const char *option : {"--screenshot", "--page", "--step", "--query", "--lang", "FILE"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(r.err.isEmpty());
    }

    // --help and --version work on a terminal without a display (no platform chosen either).
    void helpAndVersionWithoutDisplay()
    {
        for (const QString &option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
            QProcess process;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
                env.remove(QLatin1String(name));
            env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
            process.setProcessEnvironment(env);
            process.start(QStringLiteral(UMPIRE_BINARY), {option});
            QVERIFY(process.waitForFinished(30000));
            QCOMPARE(process.exitStatus(), QProcess::NormalExit);
            QCOMPARE(process.exitCode(), 0);
            QVERIFY2(process.readAllStandardOutput().contains("umpire"), qPrintable(option));
        }
    }

    void helpInRussian()
    {
        const UmpireRun r = umpire_.run(
                {QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QString::fromUtf8("Искать карты по запросу Q.")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("--screenshot")));
    }

    void version()
    {
        const UmpireRun r = umpire_.run({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("umpire " UMPIRE_VERSION_FOR_TEST));
        QVERIFY(r.err.isEmpty());
    }

    void badArguments_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("page") << QStringList{"--page", "board"} << "Unknown page \"board\"";
        QTest::newRow("step") << QStringList{"--step", "x"} << "\"x\"";
        QTest::newRow("lang") << QStringList{"--lang", "fr"} << "\"fr\"";
        QTest::newRow("option") << QStringList{"--frobnicate"} << "frobnicate";
        QTest::newRow("files") << QStringList{"a.ugr", "b.ugr"} << "Only one file";
    }

    void badArguments()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const UmpireRun r = umpire_.run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("umpire: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("--help")));
        QVERIFY(r.out.isEmpty());
    }

    void screenshotOfEveryPage_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("replay") << "replay";
        QTest::newRow("cards") << "cards";
        QTest::newRow("rules") << "rules";
    }

    void screenshotOfEveryPage()
    {
        QFETCH(QString, page);
        checkScreenshot({QStringLiteral("--page"), page}, page + QStringLiteral(".png"));
    }

    void screenshotInRussianWithAFile()
    {
        const QString record = dir_.filePath(QStringLiteral("партия.ugr"));
        QFile f(record);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Game \"wotw\"]\n");
        f.close();
        checkScreenshot({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--step"),
                         QStringLiteral("3"), record},
                        QStringLiteral("replay-ru.png"));
    }

    // A render-and-exit run writes no setting: the record it pictures is not added to the
    // recent files (issue 25, item 7), and nothing else in the settings folder changes.
    void screenshotLeavesTheSettingsAlone()
    {
        const QString config = dir_.filePath(QStringLiteral("config-kept"));
        QVERIFY(QDir().mkpath(config + QStringLiteral("/Umpire")));
        {
            QFile f(config + QStringLiteral("/Umpire/umpire.conf"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("[files]\nrecent=/tmp/an-earlier-game.ugr\n");
        }
        const auto snapshot = [&config] {
            QMap<QString, QByteArray> files;
            QDirIterator it(config, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile f(path);
                files.insert(path, f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("unreadable"));
            }
            return files;
        };
        const auto before = snapshot();
        const QString record = dir_.filePath(QStringLiteral("pictured.ugr"));
        QFile f(record);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Game \"wotw\"]\n");
        f.close();
        const testsupport::Umpire own{QStringLiteral(UMPIRE_BINARY), config};
        const testsupport::Screenshot shot = own.screenshot(dir_.filePath(QStringLiteral("kept.png")), {record});
        const QString problem = testsupport::screenshotProblem(shot);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const auto after = snapshot();
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(QString::fromUtf8(after.value(it.key()))));
    }

    void screenshotWithAMissingFile()
    {
        const QString out = dir_.filePath(QStringLiteral("missing.png"));
        const QString missing = dir_.filePath(QStringLiteral("nowhere.ugr"));
        const UmpireRun r = umpire_.run({QStringLiteral("--screenshot"), out, missing});
        // The window still renders (showing the error); the error is also on stderr.
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QDir::toNativeSeparators(missing)), qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("qml"), Qt::CaseInsensitive));
        QVERIFY(QFile::exists(out));
    }

    void screenshotToAnUnwritablePlace()
    {
        const QString out = dir_.filePath(QStringLiteral("no/such/folder/shot.png"));
        const UmpireRun r = umpire_.run({QStringLiteral("--screenshot"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QDir::toNativeSeparators(out)), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestAppProcess)
#include "tst_app_process.moc"
