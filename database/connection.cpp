#include "connection.h"

#include <QSqlError>

#include <atomic>

namespace umpire::database {

QString uniqueConnectionName(const QString &prefix)
{
    static std::atomic<int> counter{0};
    return QStringLiteral("umpire-%1-%2").arg(prefix).arg(++counter);
}

ScopedConnection::ScopedConnection(const QString &path, Mode mode) : name_(uniqueConnectionName(QStringLiteral("scoped")))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
    db.setDatabaseName(path);
    if (mode == Mode::ReadOnly)
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    open_ = db.open();
    if (!open_)
        error_ = db.lastError().text();
}

ScopedConnection::~ScopedConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(name_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name_);
}

}  // namespace umpire::database
