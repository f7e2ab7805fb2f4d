// What stands in each region of a War of the Worlds state, as plain values: the one walk over
// a state that the board view needs per step (BoardRegionModel).
//
// The state is wotw::State::toJson() (engine/games/wotw/wotw_state.h):
// regions[{id, civilians, building, balloons, influence[]}], units[{id, side, region}], damage.
// Unknown ids, missing keys and values of the wrong type are tolerated: they count as nothing.
#pragma once

#include "boarddata.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace umpire::boards {

// One miniature standing in a region.
struct UnitOnBoard {
    QString id;    // "tripod-2"
    QString side;  // "aliens", "humans" or empty

    bool operator==(const UnitOnBoard &) const = default;
};

// Everything drawn in one region.
struct RegionContent {
    int civilians = 0;
    QString building;            // a card id or "invasion-ship"; empty when none
    bool balloons = false;
    QStringList influence;       // token ids, in state order
    QList<UnitOnBoard> units;    // in the state's unit order

    // The number of things drawn: civilians (as one badge), building, balloons, each token
    // and each unit.
    int count() const;

    bool operator==(const RegionContent &) const = default;
};

// One entry per region of `board`, in board order. A region missing from `state` is empty;
// a unit off the board (empty or unknown region) is in none.
std::vector<RegionContent> regionContents(const BoardData &board, const QJsonObject &state);

// The regions whose content differs between `before` and `after` (two results of
// regionContents() for the same board): what a step changed, including a region a unit left.
std::vector<bool> changedBetween(const std::vector<RegionContent> &before,
                                 const std::vector<RegionContent> &after);

// "tripod-2" -> {"tripod", 2}; an id without a number keeps its whole text as the type and 0.
struct UnitName {
    QString type;
    int number = 0;
};
UnitName splitUnitId(const QString &id);

}  // namespace umpire::boards
