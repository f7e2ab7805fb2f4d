// The `umpire` executable as a user or script runs it: --help, --version, bad options, and
// --screenshot of every page, which must exit 0, write a real picture and warn about nothing.
#include <QColor>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestAppProcess : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    struct Run {
        int exitCode = -1;
        QString out;
        QString err;
    };

    Run run(const QStringList &args, const QString &language = QStringLiteral("en"))
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("LANGUAGE"), language);
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(UMPIRE_BINARY), args);
        Run result;
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            result.err = QStringLiteral("umpire did not finish: ") + process.errorString();
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    // How many distinct colours the image has (a blank or failed render has one or two).
    static int colourCount(const QImage &image)
    {
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 2) {
            const QRgb *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
            for (int x = 0; x < image.width(); x += 2)
                colours.insert(line[x]);
        }
        return colours.size();
    }

    void checkScreenshot(const QStringList &extraArgs, const QString &name)
    {
        const QString out = dir_.filePath(name);
        QFile::remove(out);
        const Run r = run(QStringList{QStringLiteral("--screenshot"), out} + extraArgs);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Not a single QML warning (or any other message) on the way.
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(out));
        QCOMPARE(image.size(), QSize(1280, 800));
        image = image.convertToFormat(QImage::Format_ARGB32);
        QVERIFY2(colourCount(image) > 16, "the picture is flat");
        // The window background is opaque: no transparent corner left unpainted.
        QCOMPARE(qAlpha(image.pixel(image.width() - 1, image.height() - 1)), 255);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(UMPIRE_BINARY)), UMPIRE_BINARY);
    }

    void help()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("Usage:")), qPrintable(r.out));
        for (const char *option : {"--screenshot", "--page", "--step", "--query", "--lang", "FILE"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(r.err.isEmpty());
    }

    void helpInRussian()
    {
        const Run r = run({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QString::fromUtf8("Искать карты по запросу Q.")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("--screenshot")));
    }

    void version()
    {
        const Run r = run({QStringLiteral("--version")});
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
        const Run r = run(args);
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

    void screenshotWithAMissingFile()
    {
        const QString out = dir_.filePath(QStringLiteral("missing.png"));
        const QString missing = dir_.filePath(QStringLiteral("nowhere.ugr"));
        const Run r = run({QStringLiteral("--screenshot"), out, missing});
        // The window still renders (showing the error); the error is also on stderr.
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QDir::toNativeSeparators(missing)), qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("qml"), Qt::CaseInsensitive));
        QVERIFY(QFile::exists(out));
    }

    void screenshotToAnUnwritablePlace()
    {
        const QString out = dir_.filePath(QStringLiteral("no/such/folder/shot.png"));
        const Run r = run({QStringLiteral("--screenshot"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QDir::toNativeSeparators(out)), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
    }
};

QTEST_GUILESS_MAIN(TestAppProcess)
#include "tst_app_process.moc"
