// The board tests' state fixture: tests/boards/fixtures/wotw-state.json holds named War of the
// Worlds states ("before", "after", ...) in the shape of State::toJson().
#pragma once

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtGlobal>

namespace umpire::boards::test {

// The state stored under `key`; stops the test run when the fixture cannot be read.
inline QJsonObject fixture(const char *key)
{
    QFile f(QStringLiteral(UMPIRE_BOARD_FIXTURES "/wotw-state.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open the fixture %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String(key)).toObject();
}

}  // namespace umpire::boards::test
