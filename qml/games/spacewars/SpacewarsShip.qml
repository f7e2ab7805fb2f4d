import QtQuick
import Umpire

// One ship token on the Space Wars board (a row of SpacewarsView.ships): its name on its side's
// colour; cloaked, the token lies turned over (its back, dark with a dashed rim, the name
// faint for the replay's reader); its modifier tokens ("+1/+0", speed "»−1") in a tag on its
// corner; the number of ships in a stack on the top one. `hovered` tells the board to show its
// numbers (one shared tooltip, so a step that adds ships makes no tooltip objects).
Rectangle {
    id: ship

    required property string shipId
    required property int sideIndex
    required property bool cloaked
    required property string tokens
    required property int stack
    required property int slot
    required property string description
    // Where the token stands, in board coordinates (the board turns them into pixels).
    required property real boardX
    required property real boardY
    // The colour around tags, so they read on any hex.
    property color halo: "white"
    // The board's pick names this ship: ringed in the accent colour.
    property bool picked: false

    objectName: "ship-" + shipId
    radius: height * 0.3
    // The side's id as the record writes it ([{id, name}] `sides` in seating order), and its
    // colour (Theme.sideColorOf).
    property var sides: []
    readonly property string sideId: sideIndex >= 0 && sideIndex < sides.length ? sides[sideIndex].id : ""
    readonly property color sideColor: Theme.sideColorOf(sides, sideId)
    // The back of a token: near black with a hint of its side.
    readonly property color backColor: Theme.mix("#1e1e1e", sideColor, 0.25)

    color: cloaked ? backColor : sideColor
    border.color: cloaked ? sideColor : halo
    border.width: cloaked ? 2 : 1

    Accessible.role: Accessible.StaticText
    Accessible.name: description

    // A long name widens the token rather than being cut short.
    implicitWidth: nameText.implicitWidth + 8

    Text {
        id: nameText
        // The token name as records write it: the same in every language.
        property bool machineText: true
        anchors.centerIn: parent
        text: ship.shipId
        color: "white"
        opacity: ship.cloaked ? 0.75 : 1
        font.pixelSize: Math.max(8, ship.height * 0.6)
        font.italic: ship.cloaked
        font.bold: !ship.cloaked
    }

    // The accent ring with a halo inside it, so it reads on a side colour close to the accent.
    Rectangle {
        objectName: "pickMark"
        visible: ship.picked
        anchors.fill: parent
        anchors.margins: -5
        radius: ship.radius + 5
        color: "transparent"
        border.color: Theme.accent
        border.width: 3
        Rectangle {
            anchors.fill: parent
            anchors.margins: 3
            radius: ship.radius + 2
            color: "transparent"
            border.color: ship.halo
            border.width: 1
        }
    }

    // Modifier tokens on the ship.
    Rectangle {
        objectName: "tokens"
        visible: ship.tokens !== ""
        // On the token's upper right corner, clear of the hex number above it.
        anchors.verticalCenter: parent.top
        anchors.right: parent.right
        anchors.rightMargin: -4
        width: tokenText.implicitWidth + 6
        height: tokenText.implicitHeight + 2
        radius: 3
        color: Theme.dark ? "#e3b341" : "#f3c744"
        border.color: ship.halo
        Text {
            id: tokenText
            anchors.centerIn: parent
            text: ship.tokens
            color: "#1a1a1a"
            font.pixelSize: Math.max(8, ship.height * 0.55)
            font.bold: true
        }
    }

    // How many ships the stack holds, on its top token.
    Rectangle {
        visible: ship.stack > 1 && ship.slot === ship.stack - 1
        anchors.verticalCenter: parent.top
        anchors.horizontalCenter: parent.left
        width: Math.max(height, stackText.implicitWidth + 4)
        height: stackText.implicitHeight + 2
        radius: height / 2
        color: Theme.text
        Text {
            id: stackText
            anchors.centerIn: parent
            text: ship.stack
            color: Theme.window
            font.pixelSize: Math.max(8, ship.height * 0.5)
            font.bold: true
        }
    }

    // The board shows one tooltip for the ship under the pointer.
    readonly property bool hovered: hover.hovered
    HoverHandler {
        id: hover
    }
}
