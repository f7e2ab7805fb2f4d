// The one reader of a game's board.json (docs/data-format.md), shared by the engine's game
// data, the app's board views and the compendium build, so all three accept exactly the same
// files and report a bad one the same way.
//
// A board is a list of regions (land and sea areas, hexes, islands) with outlines in the
// file's abstract drawing space, and the links between them. Keys only one game uses (War of
// the Worlds' "civilians", "landing", "anchor") stay in each region's `properties` for that
// game to read.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <utility>

namespace umpire::core {

struct BoardRegion {
    QString id;
    QString nameEn, nameRu;  // nameEn falls back to the id; nameRu may be empty
    bool land = true;  // "kind": "land" (else "sea")
    QPointF label;  // where the name and pieces are drawn ("x", "y"; else the centre)
    QList<QPointF> outline;  // closed implicitly; at least 3 points
    bool isHex = false;  // a hex of the grid (its outline computed from q, r)
    int hexQ = 0, hexR = 0;  // axial coordinates of a hex
    QJsonObject properties;  // the region's whole JSON object, for a game's own keys
};

struct Board {
    QList<BoardRegion> regions;  // in file order
    QList<std::pair<int, int>> links;  // indices into regions, each link once (first < second)
    QRectF bounds;  // the union of all outlines
    QHash<QString, int> index;  // region id -> index
    bool hex = false;
    // The file's top-level "assumed" map: what of the map no rulebook gives, and why
    // (docs/data-format.md); "*" covers the whole map.
    QJsonObject assumed;  // a hex grid: regions give "q", "r" instead of outlines
    // Empty on success; otherwise one sentence "file:line:column: error: ..." and the other
    // members are empty. The parts of the error, for callers that collect diagnostics:
    QString error;
    int errorLine = 0, errorColumn = 0;
    QString errorMessage;

    int indexOf(const QString &id) const { return index.value(id, -1); }
    bool linked(int a, int b) const;
};

// Reads the text of a board.json; `fileName` is only used in error messages. Never throws.
// Regions give a "polygon" of [x, y] points, or, on a board with "hex": {"size": S}, axial
// "q" and "r" (pointy-top hexes of circumradius S, neighbours linked by the grid). Links come
// from "adjacent" pairs at the top level and from "adjacent" lists inside regions. Any
// structural problem (not JSON, a region without id or outline, a duplicate id, a link naming
// an unknown region, a region linked to itself) gives an error with the line and column of the
// offending text (of the region's id where the JSON parser keeps no position).
Board readBoard(const QByteArray &json, const QString &fileName);

}  // namespace umpire::core
