#include "boarddata.h"

#include "core/board.h"

namespace umpire::boards {

BoardData parseBoard(const QByteArray &json, const QString &fileName)
{
    const core::Board read = core::readBoard(json, fileName);
    BoardData board;
    if (!read.error.isEmpty()) {
        board.error = read.error;
        return board;
    }
    board.regions.reserve(read.regions.size());
    for (const core::BoardRegion &r : read.regions) {
        BoardRegion region;
        region.id = r.id;
        region.nameEn = r.nameEn;
        region.nameRu = r.nameRu;
        region.land = r.land;
        region.label = r.label;
        region.polygon = QPolygonF(r.outline);
        region.civilians = r.properties.value(QStringLiteral("civilians")).toInt();
        region.landing = r.properties.value(QStringLiteral("landing")).toBool();
        region.anchor = r.properties.value(QStringLiteral("anchor")).toBool();
        board.regions << region;
    }
    for (const auto &[a, b] : read.links)
        board.adjacent << qMakePair(a, b);
    board.bounds = read.bounds;
    board.index = read.index;
    return board;
}

QString svgPath(const QPolygonF &polygon)
{
    QString path;
    path.reserve(polygon.size() * 12);
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        path += QLatin1Char(i == 0 ? 'M' : 'L');
        path += QString::number(polygon[i].x()) + QLatin1Char(' ') + QString::number(polygon[i].y());
        path += QLatin1Char(' ');
    }
    if (!polygon.isEmpty())
        path += QLatin1Char('Z');
    return path;
}

}  // namespace umpire::boards
