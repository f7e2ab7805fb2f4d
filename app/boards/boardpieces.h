// What stands in each region of a War of the Worlds state, and which regions a step changed,
// as QVariant lists for QML callers (BoardGeometry's invokables); built on the typed walk of
// regioncontent.h, which BoardRegionModel uses directly.
//
// The state is the QVariantMap form of wotw::State::toJson() (engine/games/wotw/wotw_state.h):
// regions[{id, civilians, building, balloons, influence[]}], units[{id, side, region}], damage.
// Unknown ids and missing keys are tolerated (shown as they are, never a crash).
#pragma once

#include "boarddata.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

namespace umpire::boards {

// Display facts of a card or token id (a building, an influence token, a unit card), read
// from the game's cards.json.
struct PieceInfo {
    QString nameEn, nameRu;
    QString type;        // the card type: "building", "action", "unit", ...
    QString side;        // "aliens", "humans" or empty
    int defense = 0;     // stats.defense, 0 when none is printed
    bool special = false;  // flags contains "special" (Landmines, Barrage Balloons)
};
using PieceCatalog = QHash<QString, PieceInfo>;

// Reads cards.json; an unreadable file gives an empty catalog (names then fall back to ids).
// Adds "invasion-ship", which is a token of game.json rather than a card.
PieceCatalog parsePieceCatalog(const QByteArray &cardsJson);

// One map per region of `board`, in board order:
//   {id, civilians: int, building: id or "", buildingName, buildingNameRu, buildingSide,
//    buildingShort: shortLabel() of its name, defense: int, balloons: bool,
//    influence: [id], units: [{id, type, side, number}], count: pieces drawn}
// A region missing from `state` gets zero civilians and no pieces.
QVariantList regionPieces(const BoardData &board, const PieceCatalog &catalog,
                          const QVariantMap &state);

// The ids of the regions whose civilians, building, balloons or influence differ between the
// two states, or that a unit left or entered; in board order. Empty when `before` is empty.
QStringList changedRegions(const BoardData &board, const QVariantMap &before,
                           const QVariantMap &after);

// The same from ReplayController::changedPaths ("regions.argyll.civilians",
// "units.tripod-1.region"), for when the previous state is not at hand: a unit that moved
// marks only the region it is in now. A whole-array change ("regions", "units") marks every
// region that holds something of that kind in `state`.
QStringList regionsInPaths(const BoardData &board, const QStringList &paths,
                           const QVariantMap &state);

// A short label for a building: its English name when it is one short word, else initials
// ("Heavy Artillery" -> "HA", "Fort" -> "Fort").
QString shortLabel(const QString &name);

}  // namespace umpire::boards
