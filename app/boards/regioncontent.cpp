#include "regioncontent.h"

#include <QJsonArray>

#include <algorithm>

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

std::vector<bool> markedByPaths(const QStringList &paths, const BoardData &board,
                                const std::vector<RegionContent> &contents)
{
    std::vector<bool> out(contents.size(), false);
    auto markWhere = [&](auto holds) {
        for (std::size_t i = 0; i < contents.size(); ++i)
            if (holds(contents[i]))
                out[i] = true;
    };
    for (const QString &path : paths) {
        const QStringList parts = path.split(QLatin1Char('.'));
        const QString &key = parts.front();
        if (key == QLatin1String("regions")) {
            if (parts.size() < 2) {
                markWhere([](const RegionContent &c) { return c.count() > 0; });
                continue;
            }
            const int i = board.index.value(parts[1], -1);
            if (i >= 0 && std::size_t(i) < out.size())
                out[std::size_t(i)] = true;
        } else if (key == QLatin1String("units")) {
            if (parts.size() < 2) {
                markWhere([](const RegionContent &c) { return !c.units.isEmpty(); });
                continue;
            }
            const QString &unit = parts[1];
            markWhere([&unit](const RegionContent &c) {
                return std::any_of(c.units.cbegin(), c.units.cend(),
                                   [&unit](const UnitOnBoard &u) { return u.id == unit; });
            });
        }
    }
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
