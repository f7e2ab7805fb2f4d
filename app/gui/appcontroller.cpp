#include "appcontroller.h"

#include "recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStandardPaths>

Q_LOGGING_CATEGORY(lcController, "umpire.app")

namespace umpire::gui {

namespace {

// Settings keys, in one place so a rename cannot miss one.
constexpr auto keyRecentFiles = "files/recent";
constexpr auto keyLanguage = "ui/language";
constexpr auto keyTheme = "ui/theme";

QString validOr(const QString &value, const QStringList &allowed, const QString &fallback)
{
    return allowed.contains(value) ? value : fallback;
}

}  // namespace

AppController::AppController(QObject *parent)
    : QObject(parent),
      page_(pageNames().constFirst()),
      recentFiles_(settings_.value(keyRecentFiles).toStringList()),
      language_(validOr(settings_.value(keyLanguage).toString(), languageNames(), "system")),
      theme_(validOr(settings_.value(keyTheme).toString(), themeNames(), "system"))
{
    // Hand-edited settings must not break the list invariants (clean paths, no duplicates).
    QStringList cleaned;
    for (auto it = recentFiles_.crbegin(); it != recentFiles_.crend(); ++it) {
        if (!it->isEmpty())
            cleaned = withRecentFile(cleaned, *it);
    }
    recentFiles_ = cleaned;
}

QStringList AppController::pageNames()
{
    return {QStringLiteral("replay"), QStringLiteral("cards"), QStringLiteral("rules")};
}

QStringList AppController::languageNames()
{
    return {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("ru")};
}

QStringList AppController::themeNames()
{
    return {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")};
}

void AppController::setPage(const QString &page)
{
    if (!pageNames().contains(page)) {
        qCWarning(lcController) << "ignoring unknown page" << page;
        return;
    }
    if (page == page_)
        return;
    page_ = page;
    Q_EMIT pageChanged();
}

void AppController::setStep(int step)
{
    step = std::max(step, 0);
    if (step == step_)
        return;
    step_ = step;
    Q_EMIT stepChanged();
}

void AppController::setQuery(const QString &query)
{
    if (query == query_)
        return;
    query_ = query;
    Q_EMIT queryChanged();
}

QString AppController::fileName() const
{
    return fileNameOf(filePath_);
}

QUrl AppController::lastFolder() const
{
    const QString recent = !filePath_.isEmpty() ? filePath_ : recentFiles_.value(0);
    if (!recent.isEmpty()) {
        const QDir dir = QFileInfo(recent).absoluteDir();
        if (dir.exists())
            return QUrl::fromLocalFile(dir.absolutePath());
    }
    return QUrl::fromLocalFile(
            QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
}

void AppController::setLanguage(const QString &language)
{
    if (!languageNames().contains(language)) {
        qCWarning(lcController) << "ignoring unknown language" << language;
        return;
    }
    if (language == language_)
        return;
    language_ = language;
    if (savesSettings_)
        settings_.setValue(keyLanguage, language_);
    Q_EMIT languageChanged();
}

void AppController::setTheme(const QString &theme)
{
    if (!themeNames().contains(theme)) {
        qCWarning(lcController) << "ignoring unknown theme" << theme;
        return;
    }
    if (theme == theme_)
        return;
    theme_ = theme;
    if (savesSettings_)
        settings_.setValue(keyTheme, theme_);
    Q_EMIT themeChanged();
}

QString AppController::version() const
{
    return QStringLiteral(UMPIRE_VERSION);
}

void AppController::rememberFile(const QString &path)
{
    if (!path.isEmpty())
        storeRecentFiles(withRecentFile(recentFiles_, QDir::cleanPath(QFileInfo(path).absoluteFilePath())));
}

bool AppController::openPath(const QString &path)
{
    if (path.isEmpty()) {
        setFileError(tr("No file name was given."));
        return false;
    }
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!info.exists()) {
        setFileError(tr("Cannot open %1: there is no such file.").arg(shown));
        return false;
    }
    if (info.isDir()) {
        setFileError(tr("Cannot open %1: it is a folder, not a game record.").arg(shown));
        return false;
    }
    if (!info.isReadable()) {
        setFileError(tr("Cannot open %1: permission denied.").arg(shown));
        return false;
    }
    const QString absolute = QDir::cleanPath(info.absoluteFilePath());
    clearFileError();
    if (absolute != filePath_) {
        filePath_ = absolute;
        Q_EMIT fileChanged();
    } else {
        Q_EMIT fileReopened();  // opened again: the file may have changed on disk
    }
    storeRecentFiles(withRecentFile(recentFiles_, absolute));
    return true;
}

bool AppController::openUrl(const QUrl &url)
{
    if (!url.isLocalFile()) {
        setFileError(tr("Cannot open %1: only local files can be opened.")
                             .arg(url.toDisplayString()));
        return false;
    }
    return openPath(url.toLocalFile());
}

bool AppController::openRecent(const QString &path)
{
    if (openPath(path))
        return true;
    if (!QFileInfo::exists(path))
        forgetRecentFile(path);
    return false;
}

bool AppController::isRecordUrl(const QUrl &url)
{
    return url.isLocalFile()
            && url.toLocalFile().endsWith(QLatin1String(".ugr"), Qt::CaseInsensitive);
}

void AppController::clearFileError()
{
    setFileError(QString());
}

void AppController::reportFileError(const QString &message)
{
    setFileError(message);
}

void AppController::clearRecentFiles()
{
    storeRecentFiles({});
}

void AppController::forgetRecentFile(const QString &path)
{
    storeRecentFiles(withoutRecentFile(recentFiles_, path));
}

QString AppController::fileNameOf(const QString &path)
{
    return QFileInfo(path).fileName();
}

QString AppController::folderOf(const QString &path)
{
    if (path.isEmpty())
        return QString();
    QString folder = QFileInfo(path).absolutePath();
    const QString home = QDir::homePath();
    // "~/records" reads better than "/home/alice/records" in a narrow list.
    if (home != QLatin1String("/") && (folder == home || folder.startsWith(home + u'/')))
        folder = u'~' + folder.mid(home.size());
    return QDir::toNativeSeparators(folder);
}

void AppController::setFileError(const QString &message)
{
    if (message == fileError_)
        return;
    fileError_ = message;
    if (!message.isEmpty())
        qCWarning(lcController).noquote() << message;
    Q_EMIT fileErrorChanged();
}

void AppController::storeRecentFiles(const QStringList &files)
{
    if (files == recentFiles_)
        return;
    recentFiles_ = files;
    if (savesSettings_ && files.isEmpty())
        settings_.remove(keyRecentFiles);
    else if (savesSettings_)  // else a render-and-exit run: the list changes in memory only
        settings_.setValue(keyRecentFiles, files);
    Q_EMIT recentFilesChanged();
}

}  // namespace umpire::gui
