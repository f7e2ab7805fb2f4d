// Where a game's state lists the pieces on its board, for the generic region board
// (BoardMarkerModel, qml/boards/RegionBoard.qml): named by the game's entry in
// app/games/gameviews.cpp, read from State::toJson().
#pragma once

#include <QString>
#include <QStringList>

namespace umpire::boards {

struct PieceListSpec {
    QString list;       // the key of the array in State::toJson() ("units"); empty: no pieces
    QString at;         // the key of the position id in each entry ("hex")
    QString side;       // the key of the owning side's id ("side"); may be empty
    QStringList label;  // the keys shown on the piece, joined by "/" ("gunboats", ...)
};

}  // namespace umpire::boards
