#include "boardpieces.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::boards {

namespace {

const QString kId = QStringLiteral("id");
const QString kSide = QStringLiteral("side");

}  // namespace

PieceCatalog parsePieceCatalog(const QByteArray &cardsJson)
{
    PieceCatalog catalog;
    const QJsonArray cards =
        QJsonDocument::fromJson(cardsJson).object().value(QStringLiteral("cards")).toArray();
    for (const QJsonValue &v : cards) {
        const QJsonObject c = v.toObject();
        PieceInfo info;
        const QJsonObject name = c.value(QStringLiteral("name")).toObject();
        info.nameEn = name.value(QStringLiteral("en")).toString();
        info.nameRu = name.value(QStringLiteral("ru")).toString();
        info.type = c.value(QStringLiteral("type")).toString();
        info.side = c.value(kSide).toString();
        info.defense = c.value(QStringLiteral("stats")).toObject().value(QStringLiteral("defense")).toInt();
        info.special = c.value(QStringLiteral("flags")).toArray().contains(QStringLiteral("special"));
        catalog.insert(c.value(kId).toString(), info);
    }
    // The invasion ship is a token, not a card: game.json names it only as "Invasion ship
    // token", which is too long for the map, so its display names live here.
    PieceInfo ship;
    ship.nameEn = QStringLiteral("Invasion Ship");
    ship.nameRu = QStringLiteral("Корабль вторжения");
    ship.type = QStringLiteral("building");
    ship.side = QStringLiteral("aliens");
    catalog.insert(QStringLiteral("invasion-ship"), ship);
    return catalog;
}

QString shortLabel(const QString &name)
{
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() <= 1)
        return name;
    QString initials;
    for (const QString &w : words)
        initials += w.front().toUpper();
    return initials;
}

}  // namespace umpire::boards
