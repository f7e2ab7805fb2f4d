// Where each value of a JSON text starts, so that messages about well-formed but wrong data
// can name a line and column (QJsonDocument keeps no positions).
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace umpire::database {

class JsonLocator {
public:
    // Scans `utf8`, which must already have parsed as valid JSON.
    explicit JsonLocator(const QByteArray &utf8);

    // The byte offset where the value at `path` starts, or -1. Paths use dots for object
    // keys and brackets for array indexes: "cards[3].name.en". The root is "".
    qsizetype offset(const QString &path) const;
    // The byte offset of the value at `path`, or else of its nearest enclosing value that
    // exists (so a missing field points at the object that lacks it: at its "id" value when
    // it has one, which is the line a reader looks for).
    qsizetype nearestOffset(QString path) const;

private:
    void value(const QString &path);
    void skipSpace();
    QString string();

    const QByteArray &text_;
    qsizetype pos_ = 0;
    QHash<QString, qsizetype> offsets_;
};

}  // namespace umpire::database
