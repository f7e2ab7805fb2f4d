// The C++ side of the app: AppController, the command line, the recent-files policy and
// the language choice.
#include "appcontroller.h"
#include "commandline.h"
#include "localizer.h"
#include "recentfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using namespace umpire::gui;

class TestAppController : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    QTemporaryDir files_;

    QString makeFile(const QString &name, const QByteArray &content = "[Game \"wotw\"]\n")
    {
        const QString path = files_.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QVERIFY(files_.isValid());
        // Every QSettings of this process goes to a fresh folder.
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QCoreApplication::setOrganizationName(QStringLiteral("UmpireTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_app_controller"));
    }

    void init()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!.*(Cannot open|No file name|ignoring unknown))")));
        QSettings().clear();
    }

    // ---- recent files ----

    void recentFilesPolicy()
    {
        QStringList list;
        list = withRecentFile(list, QStringLiteral("/a/one.ugr"));
        list = withRecentFile(list, QStringLiteral("/a/two.ugr"));
        QCOMPARE(list, (QStringList{"/a/two.ugr", "/a/one.ugr"}));
        // Re-opening moves to the front without duplicating; unclean paths are one entry.
        list = withRecentFile(list, QStringLiteral("/a/./b/../one.ugr"));
        QCOMPARE(list, (QStringList{"/a/one.ugr", "/a/two.ugr"}));
        list = withoutRecentFile(list, QStringLiteral("/a//two.ugr"));
        QCOMPARE(list, QStringList{"/a/one.ugr"});
    }

    void recentFilesAreBounded()
    {
        QStringList list;
        for (int i = 0; i < 25; ++i)
            list = withRecentFile(list, QStringLiteral("/r/%1.ugr").arg(i));
        QCOMPARE(list.size(), maxRecentFiles);
        QCOMPARE(list.first(), QStringLiteral("/r/24.ugr"));
        QCOMPARE(list.last(), QStringLiteral("/r/15.ugr"));
        QCOMPARE(withRecentFile({"/x", "/y", "/z"}, "/w", 2), (QStringList{"/w", "/x"}));
    }

    // ---- opening files ----

    void openExistingFile()
    {
        AppController controller;
        QSignalSpy fileChanged(&controller, &AppController::fileChanged);
        QSignalSpy fileReopened(&controller, &AppController::fileReopened);
        QSignalSpy recentChanged(&controller, &AppController::recentFilesChanged);
        const QString path = makeFile(QStringLiteral("game.ugr"));

        QVERIFY(controller.openPath(path));
        QCOMPARE(controller.filePath(), QDir::cleanPath(path));
        QCOMPARE(controller.fileName(), QStringLiteral("game.ugr"));
        QCOMPARE(controller.fileError(), QString());
        QCOMPARE(controller.recentFiles(), QStringList{QDir::cleanPath(path)});
        QCOMPARE(controller.lastFolder(), QUrl::fromLocalFile(files_.path()));
        QCOMPARE(fileChanged.size(), 1);
        QCOMPARE(recentChanged.size(), 1);

        QCOMPARE(fileReopened.size(), 0);

        // Opening the same file again keeps the path and the recent list but asks for the
        // file to be read again (it may have been edited since).
        QVERIFY(controller.openPath(path));
        QCOMPARE(fileChanged.size(), 1);
        QCOMPARE(fileReopened.size(), 1);
        QCOMPARE(recentChanged.size(), 1);
    }

    void openRelativePath()
    {
        AppController controller;
        const QString path = makeFile(QStringLiteral("relative.ugr"));
        const QString old = QDir::currentPath();
        QDir::setCurrent(files_.path());
        const bool ok = controller.openPath(QStringLiteral("relative.ugr"));
        QDir::setCurrent(old);
        QVERIFY(ok);
        QCOMPARE(controller.filePath(), QDir::cleanPath(path));
    }

    void openFailuresNameTheFile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing") << files_.filePath("missing.ugr") << "no such file";
        QTest::newRow("folder") << files_.path() << "folder";
        QTest::newRow("empty") << QString() << "No file name";
    }

    void openFailuresNameTheFile()
    {
        QFETCH(QString, path);
        QFETCH(QString, reason);
        AppController controller;
        const QString good = makeFile(QStringLiteral("good.ugr"));
        QVERIFY(controller.openPath(good));
        QSignalSpy errorChanged(&controller, &AppController::fileErrorChanged);

        QVERIFY(!controller.openPath(path));
        QVERIFY2(controller.fileError().contains(reason), qPrintable(controller.fileError()));
        QVERIFY(controller.fileError().contains(QDir::toNativeSeparators(path)));
        QCOMPARE(errorChanged.size(), 1);
        // The file that was open stays open, and the failure is not remembered.
        QCOMPARE(controller.filePath(), QDir::cleanPath(good));
        QCOMPARE(controller.recentFiles(), QStringList{QDir::cleanPath(good)});

        controller.clearFileError();
        QCOMPARE(controller.fileError(), QString());
        // A successful open also clears an error.
        QVERIFY(!controller.openPath(path));
        QVERIFY(controller.openPath(good));
        QCOMPARE(controller.fileError(), QString());
    }

    void openUrls()
    {
        AppController controller;
        const QString path = makeFile(QStringLiteral("url.ugr"));
        QVERIFY(controller.openUrl(QUrl::fromLocalFile(path)));
        QCOMPARE(controller.fileName(), QStringLiteral("url.ugr"));
        QVERIFY(!controller.openUrl(QUrl(QStringLiteral("https://example.org/game.ugr"))));
        QVERIFY(controller.fileError().contains(QStringLiteral("https://example.org/game.ugr")));

        QVERIFY(AppController::isRecordUrl(QUrl::fromLocalFile(QStringLiteral("/x/a.ugr"))));
        QVERIFY(AppController::isRecordUrl(QUrl::fromLocalFile(QStringLiteral("/x/A.UGR"))));
        QVERIFY(!AppController::isRecordUrl(QUrl::fromLocalFile(QStringLiteral("/x/a.txt"))));
        QVERIFY(!AppController::isRecordUrl(QUrl(QStringLiteral("https://example.org/a.ugr"))));
    }

    void openRecentForgetsVanishedFiles()
    {
        AppController controller;
        const QString kept = makeFile(QStringLiteral("kept.ugr"));
        const QString gone = makeFile(QStringLiteral("gone.ugr"));
        QVERIFY(controller.openPath(kept));
        QVERIFY(controller.openPath(gone));
        QVERIFY(QFile::remove(gone));

        QVERIFY(!controller.openRecent(gone));
        QVERIFY(controller.fileError().contains(QStringLiteral("gone.ugr")));
        QCOMPARE(controller.recentFiles(), QStringList{QDir::cleanPath(kept)});
        QVERIFY(controller.openRecent(kept));
        QCOMPARE(controller.fileName(), QStringLiteral("kept.ugr"));
    }

    void recentFilesPersist()
    {
        const QString a = makeFile(QStringLiteral("a.ugr"));
        const QString b = makeFile(QStringLiteral("b.ugr"));
        {
            AppController controller;
            QVERIFY(controller.openPath(a));
            QVERIFY(controller.openPath(b));
        }
        {
            AppController controller;
            QCOMPARE(controller.recentFiles(), (QStringList{QDir::cleanPath(b), QDir::cleanPath(a)}));
            QCOMPARE(controller.filePath(), QString());  // nothing is reopened by itself
            controller.forgetRecentFile(b);
            QCOMPARE(controller.recentFiles(), QStringList{QDir::cleanPath(a)});
        }
        {
            AppController controller;
            QCOMPARE(controller.recentFiles(), QStringList{QDir::cleanPath(a)});
            controller.clearRecentFiles();
            QVERIFY(controller.recentFiles().isEmpty());
        }
        QVERIFY(AppController().recentFiles().isEmpty());
    }

    void damagedSettingsAreCleaned()
    {
        QSettings().setValue(QStringLiteral("files/recent"),
                             QStringList{"/a/x.ugr", "", "/a/./x.ugr", "/b/y.ugr"});
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("klingon"));
        QSettings().setValue(QStringLiteral("ui/theme"), 42);
        AppController controller;
        QCOMPARE(controller.recentFiles(), (QStringList{"/a/x.ugr", "/b/y.ugr"}));
        QCOMPARE(controller.language(), QStringLiteral("system"));
        QCOMPARE(controller.theme(), QStringLiteral("system"));
    }

    // ---- pages and preferences ----

    void pages()
    {
        AppController controller;
        QCOMPARE(AppController::pageNames(), (QStringList{"replay", "cards", "rules"}));
        QCOMPARE(controller.page(), QStringLiteral("replay"));
        QSignalSpy spy(&controller, &AppController::pageChanged);
        controller.setPage(QStringLiteral("rules"));
        QCOMPARE(controller.page(), QStringLiteral("rules"));
        controller.setPage(QStringLiteral("nonsense"));
        QCOMPARE(controller.page(), QStringLiteral("rules"));
        QCOMPARE(spy.size(), 1);
        controller.setStep(-4);
        QCOMPARE(controller.step(), 0);
        controller.setStep(12);
        QCOMPARE(controller.step(), 12);
    }

    void preferencesPersist()
    {
        {
            AppController controller;
            QSignalSpy spy(&controller, &AppController::languageChanged);
            controller.setLanguage(QStringLiteral("ru"));
            controller.setLanguage(QStringLiteral("xx"));
            controller.setTheme(QStringLiteral("dark"));
            controller.setTheme(QStringLiteral("purple"));
            QCOMPARE(spy.size(), 1);
        }
        AppController controller;
        QCOMPARE(controller.language(), QStringLiteral("ru"));
        QCOMPARE(controller.theme(), QStringLiteral("dark"));
    }

    void displayHelpers()
    {
        QCOMPARE(AppController::fileNameOf(QStringLiteral("/a/b/c.ugr")), QStringLiteral("c.ugr"));
        QCOMPARE(AppController::folderOf(QDir::homePath() + QStringLiteral("/games/c.ugr")),
                 QDir::toNativeSeparators(QStringLiteral("~/games")));
        QCOMPARE(AppController::folderOf(QStringLiteral("/srv/c.ugr")), QStringLiteral("/srv"));
        QCOMPARE(AppController::folderOf(QString()), QString());
    }

    // ---- command line ----

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<QString>("expected");  // a field of the options, or the error's text

        using O = CommandLine::Outcome;
        QTest::newRow("nothing") << QStringList{} << int(O::Run) << "";
        QTest::newRow("file") << QStringList{"g.ugr"} << int(O::Run) << "file=g.ugr";
        QTest::newRow("page") << QStringList{"--page", "cards"} << int(O::Run) << "page=cards";
        QTest::newRow("page=") << QStringList{"--page=rules"} << int(O::Run) << "page=rules";
        QTest::newRow("step") << QStringList{"--step", "7"} << int(O::Run) << "step=7";
        QTest::newRow("query") << QStringList{"--query", "cost<=3"} << int(O::Run) << "query=cost<=3";
        QTest::newRow("lang") << QStringList{"--lang", "ru"} << int(O::Run) << "language=ru";
        QTest::newRow("shot") << QStringList{"--screenshot", "o.png", "g.ugr"} << int(O::Run)
                              << "screenshot=o.png";
        QTest::newRow("help") << QStringList{"--help"} << int(O::Help) << "";
        QTest::newRow("-h") << QStringList{"-h"} << int(O::Help) << "";
        QTest::newRow("version") << QStringList{"--version"} << int(O::Version) << "";
        QTest::newRow("bad page") << QStringList{"--page", "board"} << int(O::Error) << "\"board\"";
        QTest::newRow("bad step") << QStringList{"--step", "two"} << int(O::Error) << "\"two\"";
        QTest::newRow("negative step") << QStringList{"--step", "-1"} << int(O::Error) << "\"-1\"";
        QTest::newRow("bad lang") << QStringList{"--lang", "de"} << int(O::Error) << "\"de\"";
        QTest::newRow("two files") << QStringList{"a.ugr", "b.ugr"} << int(O::Error) << "2";
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << int(O::Error) << "frobnicate";
        QTest::newRow("missing value") << QStringList{"--page"} << int(O::Error) << "page";
        QTest::newRow("empty shot") << QStringList{"--screenshot="} << int(O::Error) << "--screenshot";
    }

    void commandLine()
    {
        QFETCH(QStringList, args);
        QFETCH(int, outcome);
        QFETCH(QString, expected);
        args.prepend(QStringLiteral("umpire"));

        CommandLine commandLine;
        QCOMPARE(int(commandLine.parse(args)), outcome);
        if (outcome == int(CommandLine::Outcome::Error)) {
            QVERIFY2(commandLine.error().contains(expected), qPrintable(commandLine.error()));
            return;
        }
        QVERIFY(commandLine.error().isEmpty());
        const LaunchOptions &o = commandLine.options();
        if (expected.isEmpty())
            return;
        const QString key = expected.section(u'=', 0, 0);
        const QString value = expected.section(u'=', 1);
        const QHash<QString, QString> fields{{"file", o.file},
                                             {"page", o.page},
                                             {"step", QString::number(o.step)},
                                             {"query", o.query},
                                             {"language", o.language},
                                             {"screenshot", o.screenshot}};
        QCOMPARE(fields.value(key), value);
    }

    void helpListsEveryOption()
    {
        CommandLine commandLine;
        QCOMPARE(commandLine.parse({"umpire", "--help"}), CommandLine::Outcome::Help);
        const QString help = commandLine.helpText();
        for (const char *option : {"--screenshot", "--page", "--step", "--query", "--lang",
                                   "--help", "--version", "FILE"})
            QVERIFY2(help.contains(QLatin1String(option)), option);
    }

    void preferredLanguage()
    {
        QCOMPARE(CommandLine::preferredLanguage({"umpire", "--lang", "ru"}), QStringLiteral("ru"));
        QCOMPARE(CommandLine::preferredLanguage({"umpire", "--lang=en", "x.ugr"}), QStringLiteral("en"));
        QCOMPARE(CommandLine::preferredLanguage({"umpire", "--lang", "de"}), QString());
        QCOMPARE(CommandLine::preferredLanguage({"umpire", "--bogus"}), QString());
        QCOMPARE(CommandLine::preferredLanguage({"umpire"}), QString());
    }

    void wantsScreenshot()
    {
        const char *a[] = {"umpire", "--page", "cards", "--screenshot", "x.png"};
        QVERIFY(CommandLine::wantsScreenshot(5, a));
        const char *b[] = {"umpire", "--screenshot=x.png"};
        QVERIFY(CommandLine::wantsScreenshot(2, b));
        const char *c[] = {"umpire", "game.ugr"};
        QVERIFY(!CommandLine::wantsScreenshot(2, c));
        const char *d[] = {"umpire", "--", "--screenshot"};
        QVERIFY(!CommandLine::wantsScreenshot(3, d));
    }

    void onlyPrints()
    {
        const char *help[] = {"umpire", "--lang", "ru", "--help"};
        QVERIFY(CommandLine::onlyPrints(4, help));
        const char *version[] = {"umpire", "-v"};
        QVERIFY(CommandLine::onlyPrints(2, version));
        const char *file[] = {"umpire", "game.ugr"};
        QVERIFY(!CommandLine::onlyPrints(2, file));
        const char *afterDashes[] = {"umpire", "--", "--help"};
        QVERIFY(!CommandLine::onlyPrints(3, afterDashes));
    }

    // ---- translations ----

    void resolveLanguage()
    {
        QCOMPARE(Localizer::resolve("ru", QLocale(QLocale::English)), QStringLiteral("ru"));
        QCOMPARE(Localizer::resolve("en", QLocale(QLocale::Russian)), QStringLiteral("en"));
        QCOMPARE(Localizer::resolve("system", QLocale(QLocale::Russian, QLocale::Russia)), QStringLiteral("ru"));
        QCOMPARE(Localizer::resolve("system", QLocale(QLocale::German)), QStringLiteral("en"));
        QCOMPARE(Localizer::resolve("system", QLocale(QLocale::English)), QStringLiteral("en"));
    }

    void russianIsEmbedded()
    {
        Localizer localizer;
        QCOMPARE(localizer.apply(QStringLiteral("ru")), QStringLiteral("ru"));
        // A string of the C++ side, and one that only QML uses.
        QCOMPARE(CommandLine::tr("Search the cards for Q."),
                 QString::fromUtf8("Искать карты по запросу Q."));
        QCOMPARE(QCoreApplication::translate("Main", "Replay"), QString::fromUtf8("Разбор"));
        QCOMPARE(localizer.apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(CommandLine::tr("Search the cards for Q."), QStringLiteral("Search the cards for Q."));
    }
};

QTEST_GUILESS_MAIN(TestAppController)
#include "tst_app_controller.moc"
