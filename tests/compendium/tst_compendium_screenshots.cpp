// Screenshots of the Cards and Rules pages taken by the `umpire` executable, as a user or the
// docs would: exit 0, a real picture (not flat), and not one warning on stderr. The pictures
// stay in the build tree (UMPIRE_SCREENSHOT_DIR) so a person can look at them.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestCompendiumScreenshots : public QObject {
    Q_OBJECT

private:
    QTemporaryDir config_;

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

    // The share of the top of the detail pane (right half, under the search field's line)
    // that is not background: a card's or rule's heading and text put ink there, while the
    // "nothing selected" placeholder sits lower, in the middle of the pane.
    static double inkInDetailHeading(const QImage &image)
    {
        const QRgb background = image.pixel(image.width() - 60, image.height() - 60);
        int ink = 0;
        int total = 0;
        for (int y = 140; y < 300; y += 2) {
            for (int x = image.width() / 2 + 20; x < image.width() - 60; x += 2) {
                ++total;
                ink += image.pixel(x, y) != background ? 1 : 0;
            }
        }
        return total ? double(ink) / total : 0.0;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(config_.isValid());
        QVERIFY2(QFile::exists(QStringLiteral(UMPIRE_BINARY)), UMPIRE_BINARY);
        QVERIFY(QDir().mkpath(QStringLiteral(UMPIRE_SCREENSHOT_DIR)));
    }

    void screenshot_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::newRow("cards reap") << QStringList{"--page", "cards", "--query", "reap"} << "cards-reap.png";
        QTest::newRow("cards russian") << QStringList{"--page", "cards", "--query", "жатва", "--lang", "ru"}
                                       << "cards-reap-ru.png";
        QTest::newRow("cards filters") << QStringList{"--page", "cards", "--query", "game:wotw side:aliens type:unit"}
                                       << "cards-units.png";
        QTest::newRow("cards error") << QStringList{"--page", "cards", "--query", "side:aliens colour:red"}
                                     << "cards-error.png";
        QTest::newRow("rules defense") << QStringList{"--page", "rules", "--query", "defense"} << "rules-defense.png";
        QTest::newRow("rules tree") << QStringList{"--page", "rules"} << "rules-tree.png";
        QTest::newRow("rules russian") << QStringList{"--page", "rules", "--query", "удар", "--lang", "ru"}
                                       << "rules-ru.png";
    }

    void screenshot()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        const QString out = QDir(QStringLiteral(UMPIRE_SCREENSHOT_DIR)).filePath(file);
        QFile::remove(out);

        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), config_.filePath(QStringLiteral("config")));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(UMPIRE_BINARY), QStringList{QStringLiteral("--screenshot"), out} + args);
        QVERIFY2(process.waitForFinished(60000), "umpire did not finish");
        const QString err = QString::fromUtf8(process.readAllStandardError());
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, qPrintable(err));
        QVERIFY2(err.isEmpty(), qPrintable(err));  // not one QML warning

        QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(out));
        image = image.convertToFormat(QImage::Format_ARGB32);
        QVERIFY2(colourCount(image) > 32, "the picture is flat");
        // The error screenshot shows no card; the others show a card's or a rule's text.
        const double ink = inkInDetailHeading(image);
        if (file.contains(QLatin1String("error")))
            QVERIFY2(ink < 0.002, qPrintable(QStringLiteral("%1: a card is shown for a malformed query (%2)").arg(file).arg(ink)));
        else
            QVERIFY2(ink > 0.01, qPrintable(QStringLiteral("%1: the detail pane is empty (%2)").arg(file).arg(ink)));
    }
};

QTEST_GUILESS_MAIN(TestCompendiumScreenshots)
#include "tst_compendium_screenshots.moc"
