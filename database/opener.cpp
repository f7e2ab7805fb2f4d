#include "opener.h"

#include "builder.h"
#include "connection.h"
#include "schema.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

namespace umpire::database {

namespace {

OpenedCompendium openReadOnly(const QString &path)
{
    OpenedCompendium out;
    out.path = path;
    out.connectionName = uniqueConnectionName(QStringLiteral("compendium"));
    out.database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), out.connectionName);
    out.database.setDatabaseName(path);
    out.database.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (!out.database.open())
        out.error = QStringLiteral("cannot open %1: %2").arg(path, out.database.lastError().text());
    return out;
}

}  // namespace

CompendiumOpener::CompendiumOpener(QString gamesRoot) : gamesRoot_(std::move(gamesRoot)) {}

QString CompendiumOpener::problemWith(const QString &path, QString *fingerprint)
{
    const QFileInfo info(path);
    if (!info.exists())
        return QStringLiteral("is missing");
    if (!info.isFile() || !info.isReadable())
        return QStringLiteral("is not a readable file");
    ScopedConnection connection(path, ScopedConnection::Mode::ReadOnly);
    if (!connection.isOpen())
        return QStringLiteral("cannot be opened: %1").arg(connection.lastError());
    QSqlQuery q(connection.database());
    // integrity_check reads every page, so truncation and scribbled pages show up here;
    // a file that is not SQLite at all fails the statement itself.
    if (!q.exec(QStringLiteral("PRAGMA integrity_check")))
        return QStringLiteral("is not a valid database (%1)").arg(q.lastError().databaseText());
    QStringList problems;
    while (q.next())
        if (q.value(0).toString() != QLatin1String("ok"))
            problems << q.value(0).toString();
    if (!problems.isEmpty())
        return QStringLiteral("fails the integrity check (%1)").arg(problems.first());
    if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next() || q.value(0).toInt() != kApplicationId)
        return QStringLiteral("is not an Umpire compendium");
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next() || q.value(0).toInt() != kSchemaVersion)
        return QStringLiteral("has schema version %1, this build needs %2").arg(q.value(0).toInt()).arg(kSchemaVersion);
    if (!q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?")))
        return QStringLiteral("has no meta table");
    q.addBindValue(QStringLiteral("data_fingerprint"));
    if (!q.exec() || !q.next())
        return QStringLiteral("has no data fingerprint");
    if (fingerprint)
        *fingerprint = q.value(0).toString();
    return {};
}

OpenedCompendium CompendiumOpener::open(const QString &shippedPath, const QString &userDataDir) const
{
    const QString shippedProblem = problemWith(shippedPath);
    if (shippedProblem.isEmpty()) {
        OpenedCompendium out = openReadOnly(shippedPath);
        if (out.ok())
            return out;
    }
    const QString userPath = QDir(userDataDir).filePath(QStringLiteral("compendium.sqlite"));
    const QString expected = QString::fromLatin1(dataFingerprint(gamesRoot_).toHex());
    const QString what = QStringLiteral("The compendium %1 %2").arg(QDir::toNativeSeparators(shippedPath), shippedProblem);

    QString fingerprint;
    if (problemWith(userPath, &fingerprint).isEmpty() && fingerprint == expected) {
        OpenedCompendium out = openReadOnly(userPath);
        out.notice = QStringLiteral("%1; using the copy rebuilt in %2.").arg(what, QDir::toNativeSeparators(userPath));
        return out;
    }

    // The app's own data folder is made here; buildCompendium creates no folder.
    QDir().mkpath(userDataDir);
    const BuildResult built = buildCompendium(gamesRoot_, userPath);
    if (!built.ok) {
        OpenedCompendium out;
        out.error = QStringLiteral("%1, and rebuilding it from the built-in game data failed:\n%2")
                        .arg(what, built.diagnostics.toString().trimmed());
        return out;
    }
    OpenedCompendium out = openReadOnly(userPath);
    out.notice = QStringLiteral("%1; rebuilt it from the built-in game data in %2.").arg(what, QDir::toNativeSeparators(userPath));
    return out;
}

QString CompendiumOpener::defaultShippedPath()
{
    const QDir executableDir(QCoreApplication::applicationDirPath());
    const QString besideExecutable = executableDir.filePath(QStringLiteral("compendium.sqlite"));
    if (QFileInfo::exists(besideExecutable))
        return besideExecutable;
    // An installed tree (bin/ beside share/umpire/) under any prefix or DESTDIR.
    const QString installed = QDir::cleanPath(
            executableDir.filePath(QStringLiteral("../share/umpire/compendium.sqlite")));
    if (QFileInfo::exists(installed))
        return installed;
#ifdef UMPIRE_BUILD_TREE_COMPENDIUM
    if (QFileInfo::exists(QStringLiteral(UMPIRE_BUILD_TREE_COMPENDIUM)))
        return QStringLiteral(UMPIRE_BUILD_TREE_COMPENDIUM);
#endif
    return besideExecutable;
}

QString CompendiumOpener::defaultUserDataDir()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
            .filePath(QStringLiteral("umpire"));
}

}  // namespace umpire::database
