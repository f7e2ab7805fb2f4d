#include "regioncontent.h"

#include <QJsonArray>

namespace umpire::boards {

namespace {

const QString kId = QStringLiteral("id");
const QString kRegion = QStringLiteral("region");
const QString kSide = QStringLiteral("side");

}  // namespace

int RegionContent::count() const
{
    return (civilians > 0) + !building.isEmpty() + balloons + int(influence.size() + units.size());
}

std::vector<RegionContent> regionContents(const BoardData &board, const QJsonObject &state)
{
    std::vector<RegionContent> out(std::size_t(board.regions.size()));
    const QJsonArray regions = state.value(QLatin1String("regions")).toArray();
    for (const QJsonValue &v : regions) {
        const QJsonObject r = v.toObject();
        const int i = board.index.value(r.value(kId).toString(), -1);
        if (i < 0)
            continue;
        RegionContent &c = out[std::size_t(i)];
        c.civilians = r.value(QLatin1String("civilians")).toInt();
        c.building = r.value(QLatin1String("building")).toString();
        c.balloons = r.value(QLatin1String("balloons")).toBool();
        c.influence.clear();
        const QJsonArray influence = r.value(QLatin1String("influence")).toArray();
        for (const QJsonValue &token : influence)
            c.influence << token.toString();
    }
    const QJsonArray units = state.value(QLatin1String("units")).toArray();
    for (const QJsonValue &v : units) {
        const QJsonObject u = v.toObject();
        const int i = board.index.value(u.value(kRegion).toString(), -1);
        if (i >= 0)
            out[std::size_t(i)].units << UnitOnBoard{u.value(kId).toString(), u.value(kSide).toString()};
    }
    return out;
}

std::vector<bool> changedBetween(const std::vector<RegionContent> &before,
                                 const std::vector<RegionContent> &after)
{
    std::vector<bool> out(after.size(), false);
    for (std::size_t i = 0; i < after.size(); ++i)
        out[i] = i >= before.size() || before[i] != after[i];
    return out;
}

UnitName splitUnitId(const QString &id)
{
    const qsizetype dash = id.lastIndexOf(QLatin1Char('-'));
    bool ok = false;
    const int number = dash > 0 ? id.mid(dash + 1).toInt(&ok) : 0;
    return ok ? UnitName{id.left(dash), number} : UnitName{id, 0};
}

}  // namespace umpire::boards
