// The application state QML binds to: the launch options, the open record, recent files and
// the user's preferences.
//
// One instance is created by main() from the command line and handed to Main.qml as its
// required `controller` property. QML tests create their own (`AppController {}`). The
// controller owns no UI and never parses records: opening a file only checks that it can be
// read and remembers it; the replay models will take the path from here.
#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

namespace umpire::gui {

class AppController : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The page shown: one of pageNames(). Setting an unknown name is ignored (and logged).
    Q_PROPERTY(QString page READ page WRITE setPage NOTIFY pageChanged)
    // The replay step asked for with --step (0 = the set-up position).
    Q_PROPERTY(int step READ step WRITE setStep NOTIFY stepChanged)
    // The card search asked for with --query.
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)

    // The open record: absolute path and the file name alone; both empty when none is open.
    Q_PROPERTY(QString filePath READ filePath NOTIFY fileChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileChanged)
    // Why the last open failed, naming the file; empty after a successful open.
    Q_PROPERTY(QString fileError READ fileError NOTIFY fileErrorChanged)
    // Where a file dialog should start: the folder of the open or most recent file, else the
    // user's documents folder.
    Q_PROPERTY(QUrl lastFolder READ lastFolder NOTIFY recentFilesChanged)
    // Absolute paths, most recent first (persisted).
    Q_PROPERTY(QStringList recentFiles READ recentFiles NOTIFY recentFilesChanged)

    // "system", "en" or "ru" (persisted). The Localizer applies it.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // "system", "light" or "dark" (persisted). The Appearance applies it.
    Q_PROPERTY(QString theme READ theme WRITE setTheme NOTIFY themeChanged)

    Q_PROPERTY(QString version READ version CONSTANT)

public:
    explicit AppController(QObject *parent = nullptr);

    // The page names in navigation order: "replay", "cards", "rules".
    Q_INVOKABLE static QStringList pageNames();
    static QStringList languageNames();  // "system", "en", "ru"
    static QStringList themeNames();     // "system", "light", "dark"

    QString page() const { return page_; }
    void setPage(const QString &page);
    int step() const { return step_; }
    void setStep(int step);
    QString query() const { return query_; }
    void setQuery(const QString &query);

    QString filePath() const { return filePath_; }
    QString fileName() const;
    QString fileError() const { return fileError_; }
    QUrl lastFolder() const;
    QStringList recentFiles() const { return recentFiles_; }

    QString language() const { return language_; }
    void setLanguage(const QString &language);
    QString theme() const { return theme_; }
    void setTheme(const QString &theme);

    QString version() const;

    // Opens a record given as a path (command line, recent list). A file that does not exist,
    // is a directory or cannot be read sets fileError (naming the file) and returns false;
    // the file open before stays open. On success the file joins the recent list.
    Q_INVOKABLE bool openPath(const QString &path);
    // The same for a URL from a file dialog or a drop; only local files are accepted.
    Q_INVOKABLE bool openUrl(const QUrl &url);
    // Opens an entry of the recent list. An entry whose file no longer exists is also taken
    // off the list (fileError says so); one that fails for another reason stays.
    Q_INVOKABLE bool openRecent(const QString &path);
    // True for a local file URL whose name ends in .ugr (what a drop should accept).
    Q_INVOKABLE static bool isRecordUrl(const QUrl &url);
    Q_INVOKABLE void clearFileError();
    // Shows `message` where fileError is shown (something kept a file from being opened
    // before any file was named, such as a file dialog that cannot be shown).
    Q_INVOKABLE void reportFileError(const QString &message);
    Q_INVOKABLE void clearRecentFiles();
    // A record was saved at `path` (Save As): it joins the recent list.
    Q_INVOKABLE void rememberFile(const QString &path);
    // Off for a render-and-exit run (umpire --screenshot): the settings are read but never
    // written, so the recent files, the language and the theme stay as the user left them.
    void setSavesSettings(bool saves) { savesSettings_ = saves; }
    Q_INVOKABLE void forgetRecentFile(const QString &path);

    // Display helpers for the recent list: "game.ugr" and "~/records" for a path.
    Q_INVOKABLE static QString fileNameOf(const QString &path);
    Q_INVOKABLE static QString folderOf(const QString &path);

Q_SIGNALS:
    void pageChanged();
    void stepChanged();
    void queryChanged();
    void fileChanged();
    // openPath() of the file already open (recent list, dialog, Reload): read it again.
    void fileReopened();
    void fileErrorChanged();
    void recentFilesChanged();
    void languageChanged();
    void themeChanged();

private:
    void setFileError(const QString &message);
    void storeRecentFiles(const QStringList &files);

    QSettings settings_;
    QString page_;
    int step_ = 0;
    QString query_;
    QString filePath_;
    QString fileError_;
    QStringList recentFiles_;
    QString language_;
    QString theme_;
    bool savesSettings_ = true;
};

}  // namespace umpire::gui
