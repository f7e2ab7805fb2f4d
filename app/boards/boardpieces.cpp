#include "boardpieces.h"

#include "regioncontent.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace umpire::boards {

namespace {

const QString kId = QStringLiteral("id");
const QString kSide = QStringLiteral("side");

QStringList idsOf(const BoardData &board, const std::vector<bool> &marked)
{
    QStringList out;
    for (std::size_t i = 0; i < marked.size(); ++i)
        if (marked[i])
            out << board.regions[qsizetype(i)].id;
    return out;
}

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

QVariantList regionPieces(const BoardData &board, const PieceCatalog &catalog,
                          const QVariantMap &state)
{
    const std::vector<RegionContent> contents = regionContents(board, QJsonObject::fromVariantMap(state));
    QVariantList out;
    out.reserve(board.regions.size());
    for (std::size_t i = 0; i < contents.size(); ++i) {
        const RegionContent &c = contents[i];
        const PieceInfo info = catalog.value(c.building);
        const QString name = info.nameEn.isEmpty() ? c.building : info.nameEn;
        QVariantList units;
        for (const UnitOnBoard &u : c.units) {
            const UnitName unit = splitUnitId(u.id);
            units << QVariantMap{{kId, u.id}, {QStringLiteral("type"), unit.type}, {kSide, u.side},
                                 {QStringLiteral("number"), unit.number}};
        }
        out << QVariantMap{
            {kId, board.regions[qsizetype(i)].id},
            {QStringLiteral("civilians"), c.civilians},
            {QStringLiteral("building"), c.building},
            {QStringLiteral("buildingName"), name},
            {QStringLiteral("buildingNameRu"), info.nameRu.isEmpty() ? name : info.nameRu},
            {QStringLiteral("buildingSide"), info.side},
            {QStringLiteral("buildingShort"), shortLabel(name)},
            {QStringLiteral("defense"), info.defense},
            {QStringLiteral("balloons"), c.balloons},
            {QStringLiteral("influence"), c.influence},
            {QStringLiteral("units"), units},
            {QStringLiteral("count"), c.count()},
        };
    }
    return out;
}

QStringList changedRegions(const BoardData &board, const QVariantMap &before,
                           const QVariantMap &after)
{
    if (before.isEmpty())
        return {};
    return idsOf(board, changedBetween(regionContents(board, QJsonObject::fromVariantMap(before)),
                                       regionContents(board, QJsonObject::fromVariantMap(after))));
}

QStringList regionsInPaths(const BoardData &board, const QStringList &paths,
                           const QVariantMap &state)
{
    return idsOf(board, markedByPaths(paths, board, regionContents(board, QJsonObject::fromVariantMap(state))));
}

}  // namespace umpire::boards
