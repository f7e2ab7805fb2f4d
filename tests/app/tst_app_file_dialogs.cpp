// The file dialogs of the main window, driven through their own user interface the way a user
// does: File > Open Game… (Ctrl+O) picks a record, Export Report… writes the report. With no
// native dialog (the offscreen platform, like a bare desktop) Qt Quick Dialogs builds its own
// from QML modules that are separate Debian packages; a missing one crashed the app (issue 9).
#include "appcontroller.h"
#include "filedialogs.h"
#include "localizer.h"
#include "recorddocument.h"
#include "recordeditor.h"
#include "replaycontroller.h"

#include "warning_log.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

using umpire::gui::AppController;
using umpire::gui::FileDialogs;
using umpire::models::ReplayController;

namespace {

// The first visible item under `item` (depth first) that `match` accepts.
QQuickItem *findItem(QQuickItem *item, const std::function<bool(QQuickItem *)> &match)
{
    if (!item || !item->isVisible())
        return nullptr;
    if (match(item))
        return item;
    for (QQuickItem *child : item->childItems())
        if (QQuickItem *found = findItem(child, match))
            return found;
    return nullptr;
}

bool isA(QQuickItem *item, const char *className)
{
    return item->inherits(className);
}

// A button-like item (it has a clicked signal) showing `text`, ignoring the & of mnemonics.
QQuickItem *findButton(QQuickItem *root, const QString &text)
{
    return findItem(root, [&](QQuickItem *item) {
        return isA(item, "QQuickAbstractButton") &&
                item->property("text").toString().remove(u'&') == text;
    });
}

}  // namespace

class TestAppFileDialogs : public QObject {
    Q_OBJECT

private:
    QTemporaryDir settingsDir_;
    std::unique_ptr<AppController> controller_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow *window_ = nullptr;

    void load()
    {
        controller_ = std::make_unique<AppController>();
        engine_ = std::make_unique<QQmlApplicationEngine>();
        engine_->addImportPath(QStringLiteral("qrc:/"));
        engine_->setInitialProperties(
                {{QStringLiteral("controller"), QVariant::fromValue(controller_.get())}});
        engine_->load(QUrl(QStringLiteral("qrc:/Umpire/Main.qml")));
        QCOMPARE(engine_->rootObjects().size(), 1);
        window_ = qobject_cast<QQuickWindow *>(engine_->rootObjects().constFirst());
        QVERIFY(window_);
        window_->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window_));
    }

    ReplayController *replay() const
    {
        return window_->findChild<ReplayController *>(QStringLiteral("replayController"));
    }

    // Clicks the middle of `item`; false when there is no item to click.
    bool click(QQuickItem *item)
    {
        if (!item)
            return false;
        const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
        return true;
    }

    // The popup item of the dialog `name` (an objectName in the QML) once it is shown.
    QQuickItem *shownDialog(const QString &name)
    {
        QObject *dialog = window_->findChild<QObject *>(name);
        if (!dialog)
            return nullptr;
        if (!QTest::qWaitFor([&] { return dialog->property("visible").toBool(); }, 5000))
            return nullptr;
        // The non-native dialog is a popup in the window's overlay; its title names it.
        const QString title = dialog->property("title").toString();
        QQuickItem *titleLabel = nullptr;
        const bool titled = QTest::qWaitFor(
                [&] {
                    titleLabel = findItem(window_->contentItem(), [&](QQuickItem *item) {
                        return item->objectName() == QLatin1String("dialogTitleBarLabel") &&
                                item->property("text").toString() == title;
                    });
                    return titleLabel != nullptr;
                },
                5000);
        if (!titled)
            return nullptr;
        QQuickItem *popup = titleLabel;
        while (popup && popup->parentItem() && !isA(popup->parentItem(), "QQuickOverlay"))
            popup = popup->parentItem();
        return popup;
    }

    // Types `name` into the file name field of the save dialog `dialog` and accepts.
    bool saveAs(QQuickItem *dialog, const QString &name)
    {
        QQuickItem *nameField = findItem(dialog, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("fileNameTextField");
        });
        if (!nameField)
            return false;
        nameField->forceActiveFocus();
        QTest::keySequence(window_, QKeySequence(QKeySequence::SelectAll));
        for (const QChar c : name)
            QTest::keyClick(window_, c.toLatin1());
        if (nameField->property("text").toString() != name)
            return false;
        return click(findButton(dialog, QStringLiteral("Save")));
    }

    // The name field of the save dialog `dialog`.
    static QQuickItem *nameFieldOf(QQuickItem *dialog)
    {
        return findItem(dialog, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("fileNameTextField");
        });
    }

    // Double-clicks the entry `name` of the dialog's file list (a folder: goes into it).
    bool doubleClickEntry(QQuickItem *dialog, const QString &name)
    {
        QQuickItem *entry = nullptr;
        (void)(QTest::qWaitFor(
                [&] {
                    entry = findItem(dialog, [&](QQuickItem *item) {
                        return item->objectName().startsWith(QLatin1String("fileDialogDelegate")) &&
                                findItem(item, [&](QQuickItem *label) {
                                    return label->property("text").toString() == name;
                                });
                    });
                    return entry != nullptr;
                },
                5000));
        if (!entry)
            return false;
        const QPointF centre = entry->mapToScene(QPointF(entry->width() / 2, entry->height() / 2));
        QTest::mouseDClick(window_, Qt::LeftButton, Qt::NoModifier, centre.toPoint());
        return true;
    }

    // Opens the record `record` and its Export Report… dialog.
    QQuickItem *openExportDialog(const QString &record)
    {
        if (!controller_->openPath(record))
            return nullptr;
        if (!QTest::qWaitFor([&] { return replay()->hasRecord(); }, 5000))
            return nullptr;
        QQuickItem *button = nullptr;
        (void)(QTest::qWaitFor(
                [&] { return (button = findButton(window_->contentItem(), QStringLiteral("Export Report…"))); },
                5000));
        if (!click(button))
            return nullptr;
        return shownDialog(QStringLiteral("exportDialog"));
    }

    static QByteArray contents(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    // Writes the sample record into `dir` under `name`.
    static QString copySample(const QTemporaryDir &dir, const QString &name)
    {
        const QString path = dir.filePath(name);
        QFile::copy(QStringLiteral(UMPIRE_SAMPLES "/wotw-humans-win.ugr"), path);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(settingsDir_.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir_.path());
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        testsupport::startWarningLog();
    }

    void init()
    {
        // No recovery journal of an earlier run may offer itself over the dialogs.
        QDir(umpire::models::RecordDocument::journalFolder()).removeRecursively();
        QSettings().clear();
        testsupport::loggedWarnings().clear();
    }

    void cleanup()
    {
        if (window_ && replay())
            replay()->close();  // an unsaved record leaves no journal behind
        engine_.reset();
        controller_.reset();
        window_ = nullptr;
        QVERIFY2(testsupport::loggedWarnings().isEmpty(),
                 qPrintable(testsupport::loggedWarnings().join(u'\n')));
    }

    // The check the app makes before it shows a dialog: a missing module is named, with its
    // package; the one Qt's own file dialog needs is installed (scripts/bootstrap).
    void missingModulesAreNamed()
    {
        QQmlEngine engine;
        QCOMPARE(FileDialogs::missingModule(&engine, QStringLiteral("QtQuick"),
                                            QStringLiteral("qml6-module-qtquick")),
                 QString());
        const QString problem =
                FileDialogs::missingModule(&engine, QStringLiteral("Qt.labs.nosuchmodule"),
                                           QStringLiteral("qml6-module-qt-labs-nosuchmodule"));
        QVERIFY(problem.contains(QStringLiteral("Qt.labs.nosuchmodule")));
        QVERIFY(problem.contains(QStringLiteral("qml6-module-qt-labs-nosuchmodule")));
        FileDialogs dialogs(&engine);
        QCOMPARE(dialogs.problem(), QString());
    }

    // Ctrl+O, then a click on the record in the dialog's file list and on Open.
    void openDialogOpensTheRecordPicked()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = copySample(dir, QStringLiteral("picked.ugr"));
        QVERIFY(QFileInfo::exists(record));
        // The dialog starts in the folder of the most recent record.
        {
            AppController before;
            QVERIFY(before.openPath(dir.filePath(QStringLiteral("picked.ugr"))));
        }
        load();
        QTest::keyClick(window_, Qt::Key_O, Qt::ControlModifier);
        QQuickItem *dialog = shownDialog(QStringLiteral("openDialog"));
        QVERIFY2(dialog, "Ctrl+O shows the Open dialog");
        QQuickItem *entry = nullptr;
        (void)(QTest::qWaitFor(
                [&] {
                    // A row of the dialog's file list, showing the file's name.
                    entry = findItem(dialog, [](QQuickItem *item) {
                        return item->objectName().startsWith(QLatin1String("fileDialogDelegate")) &&
                                findItem(item, [](QQuickItem *label) {
                                    return label->property("text").toString() ==
                                            QLatin1String("picked.ugr");
                                });
                    });
                    return entry != nullptr;
                },
                5000));
        QVERIFY(click(entry));
        QVERIFY(click(findButton(dialog, QStringLiteral("Open"))));
        QTRY_VERIFY(!window_->findChild<QObject *>(QStringLiteral("openDialog"))
                             ->property("visible")
                             .toBool());
        QCOMPARE(controller_->filePath(), QDir::cleanPath(record));
        QTRY_VERIFY(replay()->hasRecord());
        QCOMPARE(replay()->fileName(), QStringLiteral("picked.ugr"));
        QVERIFY(replay()->stepCount() > 0);
    }

    // Export Report…, then a file name typed into the save dialog and Save.
    void exportDialogWritesTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = copySample(dir, QStringLiteral("game.ugr"));
        load();
        QVERIFY(controller_->openPath(record));
        QTRY_VERIFY(replay()->hasRecord());
        QTRY_VERIFY(findButton(window_->contentItem(), QStringLiteral("Export Report…")));
        QVERIFY(click(findButton(window_->contentItem(), QStringLiteral("Export Report…"))));
        QQuickItem *dialog = shownDialog(QStringLiteral("exportDialog"));
        QVERIFY2(dialog, "Export Report… shows the save dialog");
        QQuickItem *nameField = findItem(dialog, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("fileNameTextField");
        });
        QVERIFY2(nameField, "the save dialog has a field for the file name");
        // The suggested name is the record's, with -report.md.
        QTRY_COMPARE(nameField->property("text").toString(), QStringLiteral("game-report.md"));
        QVERIFY(saveAs(dialog, QStringLiteral("picked-report.md")));
        const QString report = dir.filePath(QStringLiteral("picked-report.md"));
        QTRY_VERIFY(QFileInfo::exists(report));
        QFile f(report);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("game.ugr"));
        // And the user is told where it went.
        QObject *banner = window_->findChild<QObject *>(QStringLiteral("exportBanner"));
        QVERIFY(banner);
        QVERIFY2(banner->property("text").toString().contains(report),
                 qPrintable(banner->property("text").toString()));
        QCOMPARE(banner->property("error").toBool(), false);
    }

    // The path that saved nothing (issue 24): a name typed, a folder entered, the name still
    // there; then another name typed in the new folder and Save: the report is written there.
    // The accept button says Save, not Open.
    void exportAfterBrowsingWritesTheReport()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("reports")));
        const QString record = copySample(dir, QStringLiteral("game.ugr"));
        load();
        QQuickItem *dialog = openExportDialog(record);
        QVERIFY2(dialog, "Export Report… shows the save dialog");
        QVERIFY(findButton(dialog, QStringLiteral("Save")));
        QVERIFY(!findButton(dialog, QStringLiteral("Open")));
        QQuickItem *nameField = nameFieldOf(dialog);
        QVERIFY(nameField);
        QTRY_COMPARE(nameField->property("text").toString(), QStringLiteral("game-report.md"));

        // Typed, then the folder entered: the typed name stays.
        nameField->forceActiveFocus();
        QTest::keySequence(window_, QKeySequence(QKeySequence::SelectAll));
        for (const QChar c : QStringLiteral("kept.md"))
            QTest::keyClick(window_, c.toLatin1());
        QVERIFY(doubleClickEntry(dialog, QStringLiteral("reports")));
        QObject *exportDialog = window_->findChild<QObject *>(QStringLiteral("exportDialog"));
        QTRY_VERIFY(exportDialog->property("currentFolder").toUrl().path().endsWith(QStringLiteral("/reports")));
        QTRY_COMPARE(nameField->property("text").toString(), QStringLiteral("kept.md"));

        // Another name typed in the new (empty) folder, then Save.
        QVERIFY(saveAs(dialog, QStringLiteral("picked-report.md")));
        const QString report = dir.filePath(QStringLiteral("reports/picked-report.md"));
        QTRY_VERIFY(QFileInfo::exists(report));
        QVERIFY(contents(report).contains("game.ugr"));
        QObject *banner = window_->findChild<QObject *>(QStringLiteral("exportBanner"));
        QVERIFY(banner);
        QVERIFY2(banner->property("text").toString().contains(report),
                 qPrintable(banner->property("text").toString()));
        QCOMPARE(banner->property("error").toBool(), false);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("reports/kept.md"))));
    }

    // An existing file is replaced only after the user agreed: No keeps it, Yes replaces it.
    void exportAsksBeforeReplacingAFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = copySample(dir, QStringLiteral("game.ugr"));
        const QString old = dir.filePath(QStringLiteral("old-report.md"));
        {
            QFile f(old);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("an earlier report\n");
        }
        load();
        for (const QString &answer : {QStringLiteral("No"), QStringLiteral("Yes")}) {
            QQuickItem *dialog = openExportDialog(record);
            QVERIFY(dialog);
            QVERIFY(saveAs(dialog, QStringLiteral("old-report.md")));
            QObject *question = window_->findChild<QObject *>(QStringLiteral("exportDialogReplace"));
            QVERIFY(question);
            QTRY_VERIFY2(question->property("opened").toBool(), "an existing file is not replaced without asking");
            QCOMPARE(contents(old), QByteArray("an earlier report\n"));
            QVERIFY(click(findButton(window_->contentItem(), answer)));
            QTRY_VERIFY(!window_->findChild<QObject *>(QStringLiteral("exportDialogReplace"))
                                 ->property("visible").toBool());
            if (answer == QLatin1String("No")) {
                QTest::qWait(100);
                QCOMPARE(contents(old), QByteArray("an earlier report\n"));
            } else {
                QTRY_VERIFY(contents(old).contains("game.ugr"));
            }
        }
    }

    // A new game saved with File > Save (Ctrl+S): it has no name yet, so the save dialog asks
    // for one; the record is then that file, the title loses its mark, and the file joins the
    // recent list.
    void saveAsksForANameAndWritesTheRecord()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        load();
        // A record of the folder opened first: the dialog starts in the folder last used.
        QVERIFY(controller_->openPath(copySample(dir, QStringLiteral("earlier.ugr"))));
        QTRY_VERIFY(replay()->hasRecord() && !replay()->busy());
        QVERIFY(replay()->editor()->newRecord(QStringLiteral("[Game \"tripods\"]\n")));
        QVERIFY(replay()->editor()->addMove(QStringLiteral("1 martians plan locust run,still,walk")));
        QVERIFY(window_->title().startsWith(u'*'));
        QTest::keyClick(window_, Qt::Key_S, Qt::ControlModifier);
        QQuickItem *dialog = shownDialog(QStringLiteral("saveDialog"));
        QVERIFY2(dialog, "Save on a new game shows the save dialog");
        // It suggests the game and today's date as the name.
        QQuickItem *nameField = findItem(dialog, [](QQuickItem *item) {
            return item->objectName() == QLatin1String("fileNameTextField");
        });
        QVERIFY(nameField);
        QTRY_VERIFY2(nameField->property("text").toString().startsWith(QStringLiteral("tripods-")),
                     qPrintable(nameField->property("text").toString()));
        QVERIFY(saveAs(dialog, QStringLiteral("table.ugr")));
        const QString path = dir.filePath(QStringLiteral("table.ugr"));
        QTRY_VERIFY(QFileInfo::exists(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("[Game \"tripods\"]\n\n1 martians plan locust run,still,walk\n"));
        QTRY_COMPARE(window_->title(), QString::fromUtf8("table.ugr — Umpire"));
        QVERIFY(!replay()->editor()->untitled());
        QVERIFY(controller_->recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    }

    // A report that cannot be written says so, naming the file (never silently nothing).
    void exportThatFailsSaysWhy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = copySample(dir, QStringLiteral("game.ugr"));
        load();
        QVERIFY(controller_->openPath(record));
        QTRY_VERIFY(replay()->hasRecord());
        QTRY_VERIFY(findButton(window_->contentItem(), QStringLiteral("Export Report…")));
        QVERIFY(click(findButton(window_->contentItem(), QStringLiteral("Export Report…"))));
        QQuickItem *dialog = shownDialog(QStringLiteral("exportDialog"));
        QVERIFY(dialog);
        const QString unwritable = dir.filePath(QStringLiteral("no-such-folder/report.md"));
        QVERIFY(saveAs(dialog, QStringLiteral("no-such-folder/report.md")));
        QObject *banner = window_->findChild<QObject *>(QStringLiteral("exportBanner"));
        QVERIFY(banner);
        const QString text = banner->property("text").toString();
        QVERIFY2(text.contains(QStringLiteral("cannot write the report")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("report.md")));
        QCOMPARE(banner->property("error").toBool(), true);
        QVERIFY(!QFileInfo::exists(unwritable));
    }
};

QTEST_MAIN(TestAppFileDialogs)
#include "tst_app_file_dialogs.moc"
