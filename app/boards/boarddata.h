// The map of a game as the board views draw it: regions with their outlines and label points,
// and the borders between them, read from a game's board.json (docs/data-format.md).
//
// Pure data and a pure parser, so bad files can be tested without QML. Coordinates stay in
// the file's abstract drawing space (1000 x 1000 for War of the Worlds).
#pragma once

#include <QHash>
#include <QList>
#include <QPair>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

namespace umpire::boards {

struct BoardRegion {
    QString id;
    QString nameEn, nameRu;   // nameRu may be empty
    bool land = true;         // "kind": "land" (else "sea")
    QPointF label;            // where the name and pieces are drawn ("x", "y")
    QPolygonF polygon;        // the outline, closed implicitly; at least 3 points
    int civilians = 0;        // civilians at set-up
    bool landing = false;     // the Aliens' landing region (invasion ship)
    bool anchor = false;      // where the Navy is placed (Portsmouth)
};

struct BoardData {
    QList<BoardRegion> regions;            // in file order
    QList<QPair<int, int>> adjacent;       // indices into regions, each border once
    QRectF bounds;                         // the union of all polygons
    QHash<QString, int> index;             // region id -> index
    // Empty on success; otherwise one sentence "file:line:column: error: ...", and the
    // other members are empty.
    QString error;
};

// Parses the text of a board.json through core::readBoard (the one reader the engine and the
// compendium build share). `fileName` is only used in error messages. Never throws;
// any structural problem (not JSON, a region without id or polygon, a duplicate id, a border
// naming an unknown region) gives an error naming the file and the line and column of the
// offending text (of the region's id where the JSON parser has no position).
BoardData parseBoard(const QByteArray &json, const QString &fileName);

// "M x y L x y ... Z": the polygon as an SVG path for QtQuick.Shapes' PathSvg.
QString svgPath(const QPolygonF &polygon);

}  // namespace umpire::boards
