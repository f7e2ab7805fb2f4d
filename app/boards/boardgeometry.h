// The map of a game for QML: set `game` and bind to `regions` and `adjacencyPath`.
//
//   BoardGeometry { id: geometry; game: "wotw" }
//
// It loads :/games/<game>/board.json (embedded by the engine) and, for the names of
// buildings and tokens, :/games/<game>/cards.json. All coordinates are in the board's own
// drawing space (`bounds`, 0..1000 for War of the Worlds); views scale them. An unknown game
// or a bad board.json leaves everything empty and sets `error` (never a crash). What stands
// in each region per step is BoardRegionModel's job. docs/board-view.md shows how to bind it.
#pragma once

#include "boarddata.h"
#include "boardpieces.h"

#include <QObject>
#include <QRectF>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::boards {

class BoardGeometry : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The game id ("wotw"). Setting it loads the board at once.
    Q_PROPERTY(QString game READ game WRITE setGame NOTIFY gameChanged)
    // Why the board could not be loaded ("...board.json:12:5: error: ..."); empty when fine.
    Q_PROPERTY(QString error READ error NOTIFY loaded)
    // True when a board is loaded (regionCount > 0 and no error).
    Q_PROPERTY(bool ready READ ready NOTIFY loaded)
    // The union of the region outlines, in board coordinates.
    Q_PROPERTY(QRectF bounds READ bounds NOTIFY loaded)
    // One map per region, in file order: {id, index, name (English), nameRu (falls back to
    // English), kind ("land"/"sea"), land (bool), x, y (label point), polygon (list of
    // point), path (SVG path for PathSvg), civilians (at set-up), landing, anchor}.
    Q_PROPERTY(QVariantList regions READ regions NOTIFY loaded)
    Q_PROPERTY(int regionCount READ regionCount NOTIFY loaded)
    // All borders as one SVG path of label-point-to-label-point lines, for a single ShapePath.
    Q_PROPERTY(QString adjacencyPath READ adjacencyPath NOTIFY loaded)

public:
    explicit BoardGeometry(QObject *parent = nullptr);

    QString game() const { return game_; }
    void setGame(const QString &game);
    QString error() const { return data_.error; }
    bool ready() const { return data_.error.isEmpty() && !data_.regions.isEmpty(); }
    QRectF bounds() const { return data_.bounds; }
    QVariantList regions() const { return regions_; }
    int regionCount() const { return int(data_.regions.size()); }
    QString adjacencyPath() const { return adjacencyPath_; }

    // The index of region `id` in `regions`, or -1.
    Q_INVOKABLE int indexOf(const QString &id) const { return data_.index.value(id, -1); }
    // The index of the region whose outline contains the board point (x, y), or -1.
    Q_INVOKABLE int regionAt(qreal x, qreal y) const;
    // The display name of a card or token id (building, influence token), English or Russian;
    // the id itself when the game's cards.json does not know it.
    Q_INVOKABLE QString pieceName(const QString &id, bool russian = false) const;

    // The parsed board and the names of its pieces, for C++ callers (BoardRegionModel).
    const BoardData &data() const { return data_; }
    const PieceCatalog &catalog() const { return catalog_; }

Q_SIGNALS:
    void gameChanged();
    void loaded();

private:
    void load();

    QString game_;
    BoardData data_;
    PieceCatalog catalog_;
    QVariantList regions_;
    QString adjacencyPath_;
};

}  // namespace umpire::boards
