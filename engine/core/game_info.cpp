#include "core/game_info.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::core {

namespace {

void readNames(const QJsonObject &o, QString &en, QString &ru)
{
    const QJsonObject name = o.value(QLatin1String("name")).toObject();
    en = name.value(QLatin1String("en")).toString(o.value(QLatin1String("id")).toString());
    ru = name.value(QLatin1String("ru")).toString();
}

}  // namespace

GameInfo gameInfoFromJson(const QByteArray &json, QString *error)
{
    GameInfo info;
    QJsonParseError parseError;
    const QJsonObject game = QJsonDocument::fromJson(json, &parseError).object();
    info.id = game.value(QLatin1String("id")).toString();
    readNames(game, info.nameEn, info.nameRu);
    for (const QJsonValue &v : game.value(QLatin1String("sides")).toArray()) {
        SideInfo side;
        side.id = v.toObject().value(QLatin1String("id")).toString();
        readNames(v.toObject(), side.nameEn, side.nameRu);
        info.sides.push_back(side);
    }
    for (const QJsonValue &v : game.value(QLatin1String("variants")).toArray()) {
        VariantInfo variant;
        variant.id = v.toObject().value(QLatin1String("id")).toString();
        readNames(v.toObject(), variant.nameEn, variant.nameRu);
        info.variants.push_back(variant);
    }
    for (const QJsonValue &v : game.value(QLatin1String("readings")).toArray()) {
        const QJsonObject o = v.toObject();
        ReadingInfo reading;
        reading.id = o.value(QLatin1String("id")).toString();
        reading.adopted = o.value(QLatin1String("default")).toString();
        for (const QJsonValue &alt : o.value(QLatin1String("alternatives")).toArray())
            reading.alternatives << alt.toString();
        reading.rule = o.value(QLatin1String("rule")).toString();
        info.readings.push_back(reading);
    }
    const QJsonObject seats = game.value(QLatin1String("seats")).toObject();
    info.minSeats = seats.value(QLatin1String("min")).toInt(0);
    info.maxSeats = seats.value(QLatin1String("max")).toInt(0);
    for (const QJsonValue &v : seats.value(QLatin1String("default")).toArray())
        if (const int side = info.sideIndex(v.toString()); side >= 0)
            info.defaultSeats.push_back(side);
    const QJsonObject players = game.value(QLatin1String("players")).toObject();
    info.minPlayers = players.value(QLatin1String("min")).toInt(int(info.sides.size()));
    info.maxPlayers = players.value(QLatin1String("max")).toInt(int(info.sides.size()));
    if (error) {
        if (parseError.error != QJsonParseError::NoError)
            *error = QStringLiteral("game.json: %1").arg(parseError.errorString());
        else if (info.id.isEmpty() || info.sides.empty())
            *error = QStringLiteral("game.json: no \"id\" or no \"sides\"");
        else
            error->clear();
    }
    return info;
}

GameInfo loadGameInfo(const QString &gameId, QString *error)
{
    QFile f(QStringLiteral(":/games/%1/game.json").arg(gameId));
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(f.fileName(), f.errorString());
        GameInfo info;
        info.id = gameId;
        return info;
    }
    return gameInfoFromJson(f.readAll(), error);
}

}  // namespace umpire::core
