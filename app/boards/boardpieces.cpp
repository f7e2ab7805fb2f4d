#include "boardpieces.h"

#include <QCoreApplication>
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
    // token", which is too long for the map, so its display name is the app's own word.
    PieceInfo ship;
    ship.nameEn = QString::fromUtf8(QT_TRANSLATE_NOOP("BoardPieces", "Invasion Ship"));
    ship.translatedName = true;
    ship.type = QStringLiteral("building");
    ship.side = QStringLiteral("aliens");
    catalog.insert(QStringLiteral("invasion-ship"), ship);
    return catalog;
}

QString displayName(const PieceInfo &info, const QString &id, bool russian)
{
    if (russian && !info.nameRu.isEmpty())
        return info.nameRu;
    if (info.nameEn.isEmpty())
        return id;
    if (russian && info.translatedName)
        return QCoreApplication::translate("BoardPieces", info.nameEn.toUtf8().constData());
    return info.nameEn;
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
