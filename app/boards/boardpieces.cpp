#include "boardpieces.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace umpire::boards {

namespace {

const QString kId = QStringLiteral("id");
const QString kRegions = QStringLiteral("regions");
const QString kUnits = QStringLiteral("units");
const QString kRegion = QStringLiteral("region");
const QString kCivilians = QStringLiteral("civilians");
const QString kBuilding = QStringLiteral("building");
const QString kBalloons = QStringLiteral("balloons");
const QString kInfluence = QStringLiteral("influence");
const QString kSide = QStringLiteral("side");

// The entries of state["regions"] by board index (null maps for regions the state lacks).
std::vector<QVariantMap> regionsByIndex(const BoardData &board, const QVariantMap &state)
{
    std::vector<QVariantMap> out(std::size_t(board.regions.size()));
    const QVariantList regions = state.value(kRegions).toList();
    for (const QVariant &v : regions) {
        const QVariantMap r = v.toMap();
        const int i = board.index.value(r.value(kId).toString(), -1);
        if (i >= 0)
            out[std::size_t(i)] = r;
    }
    return out;
}

// unit id -> region index (-1 off the board or in an unknown region).
QHash<QString, int> unitRegions(const BoardData &board, const QVariantMap &state)
{
    QHash<QString, int> out;
    const QVariantList units = state.value(kUnits).toList();
    for (const QVariant &v : units) {
        const QVariantMap u = v.toMap();
        out.insert(u.value(kId).toString(), board.index.value(u.value(kRegion).toString(), -1));
    }
    return out;
}

// "tripod-2" -> {"tripod", 2}; an id without a number keeps its whole text as the type.
QPair<QString, int> splitUnitId(const QString &id)
{
    const qsizetype dash = id.lastIndexOf(QLatin1Char('-'));
    bool ok = false;
    const int number = dash > 0 ? id.mid(dash + 1).toInt(&ok) : 0;
    return ok ? qMakePair(id.left(dash), number) : qMakePair(id, 0);
}

bool samePieces(const QVariantMap &a, const QVariantMap &b)
{
    return a.value(kCivilians).toInt() == b.value(kCivilians).toInt() &&
           a.value(kBuilding).toString() == b.value(kBuilding).toString() &&
           a.value(kBalloons).toBool() == b.value(kBalloons).toBool() &&
           a.value(kInfluence).toStringList() == b.value(kInfluence).toStringList();
}

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
    const std::vector<QVariantMap> regions = regionsByIndex(board, state);
    std::vector<QVariantList> units(regions.size());
    const QVariantList stateUnits = state.value(kUnits).toList();
    for (const QVariant &v : stateUnits) {
        const QVariantMap u = v.toMap();
        const int r = board.index.value(u.value(kRegion).toString(), -1);
        if (r < 0)
            continue;
        const QString id = u.value(kId).toString();
        const auto [type, number] = splitUnitId(id);
        units[std::size_t(r)] << QVariantMap{
            {kId, id}, {QStringLiteral("type"), type}, {kSide, u.value(kSide)},
            {QStringLiteral("number"), number}};
    }

    QVariantList out;
    out.reserve(board.regions.size());
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const QVariantMap &r = regions[i];
        const QString building = r.value(kBuilding).toString();
        const PieceInfo info = catalog.value(building);
        const QString name = info.nameEn.isEmpty() ? building : info.nameEn;
        const QStringList influence = r.value(kInfluence).toStringList();
        const int civilians = r.value(kCivilians).toInt();
        const bool balloons = r.value(kBalloons).toBool();
        const int count = (civilians > 0) + !building.isEmpty() + balloons +
                          int(influence.size() + units[i].size());
        out << QVariantMap{
            {kId, board.regions[qsizetype(i)].id},
            {kCivilians, civilians},
            {kBuilding, building},
            {QStringLiteral("buildingName"), name},
            {QStringLiteral("buildingNameRu"), info.nameRu.isEmpty() ? name : info.nameRu},
            {QStringLiteral("buildingSide"), info.side},
            {QStringLiteral("buildingShort"), shortLabel(name)},
            {QStringLiteral("defense"), info.defense},
            {kBalloons, balloons},
            {kInfluence, influence},
            {kUnits, units[i]},
            {QStringLiteral("count"), count},
        };
    }
    return out;
}

QStringList changedRegions(const BoardData &board, const QVariantMap &before,
                           const QVariantMap &after)
{
    if (before.isEmpty())
        return {};
    std::vector<bool> marked(std::size_t(board.regions.size()), false);
    const std::vector<QVariantMap> a = regionsByIndex(board, before);
    const std::vector<QVariantMap> b = regionsByIndex(board, after);
    for (std::size_t i = 0; i < a.size(); ++i)
        marked[i] = !samePieces(a[i], b[i]);

    const QHash<QString, int> was = unitRegions(board, before);
    const QHash<QString, int> now = unitRegions(board, after);
    auto mark = [&marked](int r) {
        if (r >= 0)
            marked[std::size_t(r)] = true;
    };
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        const int old = was.value(it.key(), -1);
        if (old != it.value()) {
            mark(old);
            mark(it.value());
        }
    }
    for (auto it = was.cbegin(); it != was.cend(); ++it)  // units that vanished from the list
        if (!now.contains(it.key()))
            mark(it.value());
    return idsOf(board, marked);
}

QStringList regionsInPaths(const BoardData &board, const QStringList &paths,
                           const QVariantMap &state)
{
    std::vector<bool> marked(std::size_t(board.regions.size()), false);
    QHash<QString, int> units;  // filled on first need
    for (const QString &path : paths) {
        const QStringList parts = path.split(QLatin1Char('.'));
        if (parts.front() == kRegions) {
            if (parts.size() >= 2) {
                const int r = board.index.value(parts[1], -1);
                if (r >= 0)
                    marked[std::size_t(r)] = true;
            } else {  // the region list changed length: mark every region that holds pieces
                const QVariantList pieces = regionPieces(board, {}, state);
                for (qsizetype i = 0; i < pieces.size(); ++i)
                    if (pieces[i].toMap().value(QStringLiteral("count")).toInt() > 0)
                        marked[std::size_t(i)] = true;
            }
        } else if (parts.front() == kUnits) {
            if (units.isEmpty())
                units = unitRegions(board, state);
            if (parts.size() >= 2) {
                const int r = units.value(parts[1], -1);
                if (r >= 0)
                    marked[std::size_t(r)] = true;
            } else {
                for (int r : std::as_const(units))
                    if (r >= 0)
                        marked[std::size_t(r)] = true;
            }
        }
    }
    return idsOf(board, marked);
}

}  // namespace umpire::boards
