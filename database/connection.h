// A QSqlDatabase connection that is closed and unregistered when it goes out of scope.
#pragma once

#include <QSqlDatabase>
#include <QString>

namespace umpire::database {

class ScopedConnection {
public:
    enum class Mode { ReadOnly, ReadWriteCreate };
    // Opens `path` under a fresh connection name; check isOpen() and lastError().
    ScopedConnection(const QString &path, Mode mode);
    ~ScopedConnection();
    ScopedConnection(const ScopedConnection &) = delete;
    ScopedConnection &operator=(const ScopedConnection &) = delete;

    QSqlDatabase database() const { return QSqlDatabase::database(name_, false); }
    const QString &name() const { return name_; }
    bool isOpen() const { return open_; }
    QString lastError() const { return error_; }

private:
    QString name_;
    bool open_ = false;
    QString error_;
};

// A connection name no other connection in this process uses.
QString uniqueConnectionName(const QString &prefix);

}  // namespace umpire::database
