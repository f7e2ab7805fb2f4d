// Screenshots of the Cards and Rules pages taken by the `umpire` executable, as a user or the
// docs would: exit 0, a real picture (not flat), and not one warning on stderr. The pictures
// stay in the build tree (UMPIRE_SCREENSHOT_DIR) so a person can look at them.
#include "screenshot_run.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestCompendiumScreenshots : public QObject {
    Q_OBJECT

private:
    QTemporaryDir config_;
    const testsupport::Umpire umpire_{QStringLiteral(UMPIRE_BINARY),
                                      config_.filePath(QStringLiteral("config"))};

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
        const testsupport::Screenshot shot =
            umpire_.screenshot(QDir(QStringLiteral(UMPIRE_SCREENSHOT_DIR)).filePath(file), args);
        const QString problem = testsupport::screenshotProblem(shot, {.minColours = 32});
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The error screenshot shows no card; the others show a card's or a rule's text.
        const double ink = inkInDetailHeading(shot.image);
        if (file.contains(QLatin1String("error")))
            QVERIFY2(ink < 0.002, qPrintable(QStringLiteral("%1: a card is shown for a malformed query (%2)").arg(file).arg(ink)));
        else
            QVERIFY2(ink > 0.01, qPrintable(QStringLiteral("%1: the detail pane is empty (%2)").arg(file).arg(ink)));
    }
};

QTEST_GUILESS_MAIN(TestCompendiumScreenshots)
#include "tst_compendium_screenshots.moc"
