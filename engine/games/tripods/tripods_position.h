// Where a vehicle stands on the table, as a record may state it (docs/notation.md, tripods,
// "Positions"): the centre of its base in whole centimetres from the table's corner on the
// left of the Earthlings' side, and its heading in degrees clockwise from straight towards
// the Martians' side. Positions are facts of the record like the damage cards drawn: the
// checker keeps them for the app's schematic table and checks them only against the table's
// edges, never against maneuver templates the book does not give.
#pragma once

#include "core/rng.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace umpire::tripods {

struct Placement {
    bool known = false;
    std::int16_t x = 0, y = 0;  // cm: x along the Earthlings' side, y towards the Martians'
    std::int16_t heading = 0;   // degrees, 0..359, clockwise; 0 faces the Martians' side
    bool operator==(const Placement &) const = default;
};

// The playing area, in cm: `width` along the Earthlings' (and Martians') side, `depth` from
// one side to the other. The book's surface is 90 x 90 cm unless a scenario says otherwise.
struct TableSize {
    std::int16_t width = 90, depth = 90;
    bool operator==(const TableSize &) const = default;
};

// A coordinate is within this many cm of zero (a vehicle that left stands just outside).
constexpr int kMaxCoordinate = 999;

// "X,Y,H" as three items (integers in text form): a known placement, or nullopt when an item
// is not an integer, a coordinate is beyond kMaxCoordinate or the heading is not 0..359.
std::optional<Placement> placementFromItems(const std::vector<std::string_view> &items);
// The same from one text "X,Y,H" (the [Vehicle] tag's at=).
std::optional<Placement> placementFromText(const QString &text);
// The canonical "X,Y,H".
QByteArray placementText(const Placement &p);

// "WIDTHxDEPTH" in cm, each 1..kMaxCoordinate.
std::optional<TableSize> tableFromText(const QString &text);
QByteArray tableText(const TableSize &t);
// "90 × 120" for messages.
QString tableSizeText(const TableSize &t);

// The book: a vehicle has left the playing area when the centre of its base is outside it.
bool outsideTable(const Placement &p, const TableSize &t);

// A made-up position for a simulated move from `from` (legalMoves): a short step inside the
// table, or just beyond its edge when the vehicle leaves it. Any position inside is a fact the
// checker accepts, so nothing here imitates a maneuver template.
Placement placementAfter(const Placement &from, const TableSize &t, bool leaves, core::Rng &rng);

}  // namespace umpire::tripods
