import QtQuick
import Umpire

// One miniature on the board: a Tripod (triangle), UFO (flat disc), Army (square) or Navy
// (hull), in its side's colour, with its short id ("T1") inside. Shape and colour both carry
// the meaning, so the pieces stay apart in greyscale and for colour-blind users.
Item {
    id: unit

    // {id, type, side, number} from BoardGeometry.pieces().
    property var piece: ({})
    property WotwPalette colors
    property real size: 18
    // The board's pick names this miniature: ringed in the accent colour.
    property bool picked: false

    objectName: "unit-" + (piece.id ?? "")

    readonly property string type: piece.type ?? ""
    // The letter is a word of the interface ("T" for Tripod, "Т" for Треножник), not the id's.
    readonly property string shortId: letter(type) + (piece.number > 0 ? piece.number : "")
    function letter(kind: string): string {
        switch (kind) {
        case "tripod": return qsTr("T", "the letter of a Tripod miniature on the board")
        case "ufo": return qsTr("U", "the letter of a UFO miniature on the board")
        case "army": return qsTr("A", "the letter of an Army miniature on the board")
        case "navy": return qsTr("N", "the letter of a Navy miniature on the board")
        }
        return kind.charAt(0).toUpperCase()
    }
    readonly property color fill: colors ? colors.side(piece.side ?? "") : "grey"
    // The side and its colour (tests/app/tst_app_boards.cpp).
    readonly property string sideId: piece.side ?? ""
    readonly property color sideColor: fill

    // Hull and triangle paths on the 24 × 24 grid of BoardGlyph.
    readonly property var paths: ({
        "tripod": "M12 1L23.5 22H0.5z",
        "navy": "M0 4H24L19.5 20H4.5z"
    })

    // The triangle is drawn larger so its id fits inside as well as in the other shapes.
    implicitWidth: type === "ufo" || type === "navy" ? size * 1.45 : type === "tripod" ? size * 1.3 : size * 1.1
    implicitHeight: type === "tripod" ? size * 1.2 : size

    Accessible.role: Accessible.Graphic
    Accessible.name: piece.id ?? ""

    Rectangle {
        objectName: "pickMark"
        visible: unit.picked
        anchors.centerIn: parent
        width: parent.width + 6
        height: parent.height + 6
        radius: 3
        color: "transparent"
        border.color: Theme.accent
        border.width: 2
    }

    BoardGlyph {
        visible: unit.type === "tripod" || unit.type === "navy"
        anchors.fill: parent
        size: unit.height
        path: unit.paths[unit.type] ?? ""
        color: unit.fill
        outline: unit.colors ? unit.colors.pieceText : "white"
    }

    Rectangle {
        visible: unit.type === "ufo" || unit.type === "army"
        anchors.centerIn: parent
        width: unit.type === "ufo" ? parent.width : unit.size * 0.95
        height: unit.type === "ufo" ? unit.size * 0.72 : unit.size * 0.95
        radius: unit.type === "ufo" ? height / 2 : 2
        color: unit.fill
        border.color: unit.colors ? unit.colors.pieceText : "white"
        border.width: 1
    }

    Text {
        anchors.horizontalCenter: parent.horizontalCenter
        // The triangle's visual centre is low; the hull's is high.
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: unit.type === "tripod" ? unit.height * 0.17
                                      : unit.type === "navy" ? -unit.size * 0.06 : 0
        text: unit.shortId
        color: unit.colors ? unit.colors.pieceText : "white"
        font.pixelSize: Math.max(7, Math.round(unit.size * 0.55))
        font.bold: true
    }
}
