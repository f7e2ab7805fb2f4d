import QtQuick
import Umpire

// What the current step did, drawn the same way on every game's board: arrows for moves (solid)
// and attacks from elsewhere (dashed), signs for attacked places, damaged, removed and placed
// pieces (BoardHighlightMark). A step that broke a rule draws them all in the error colour.
//
// A board view puts two of these over its map and its pieces, both fed the same
// BoardHighlightModel: the "arrows" part, then the "marks" part above it, and says how board
// coordinates map to its pixels (`boardScale`, `origin`, `offset`):
//
//   BoardHighlights { part: "arrows"; model: highlightModel; boardScale: s; origin: Qt.point(x0, y0) }
Item {
    id: highlights

    // "arrows" or "marks".
    property string part: "marks"
    property BoardHighlightModel model
    // Pixels per board unit, and the board point drawn at this item's top left.
    property real boardScale: 1
    property point origin: Qt.point(0, 0)
    // Added to every point in pixels: where on a place the arrows aim, relative to its label
    // point (War of the Worlds aims below the name, at the pieces).
    property point offset: Qt.point(0, 0)
    // The size of a sign in pixels (a board view passes its piece size).
    property real size: 16
    // The colour of a legal step's highlights, and of a step that broke a rule.
    property color color: Theme.dark ? "#ffb347" : "#e06a00"
    property color illegalColor: Theme.error
    // Under the lines and around the signs, so they read on any background.
    property color halo: Theme.dark ? "#101010" : "#ffffff"

    readonly property bool flagged: model ? model.flagged : false

    Repeater {
        model: highlights.model
        delegate: BoardHighlightMark {
            // On a broken step each sign marks what the error is about (tests/app/tst_app_boards.cpp).
            readonly property bool findingMark: highlights.flagged
            objectName: "highlightMark"
            part: highlights.part
            boardScale: highlights.boardScale
            origin: highlights.origin
            offset: highlights.offset
            size: highlights.size
            color: highlights.flagged ? highlights.illegalColor : highlights.color
            halo: highlights.halo
        }
    }
}
