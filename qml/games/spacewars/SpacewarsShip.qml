import QtQuick
import QtQuick.Controls
import Umpire

// One ship token on the Space Wars board (a row of SpacewarsView.ships): its name on its side's
// colour; cloaked, the token lies turned over (its back, dark with a dashed rim, the name
// faint for the replay's reader); its modifier tokens ("+1/+0", speed "»−1") in a tag above it;
// the number of ships in a stack on the top one. Hovering gives its numbers.
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

    objectName: "ship-" + shipId
    radius: height * 0.3
    readonly property color sideColor: Theme.sideColor(sideIndex)
    // The back of a token: near black with a hint of its side.
    readonly property color backColor: Qt.tint("#1e1e1e", Qt.rgba(sideColor.r, sideColor.g, sideColor.b, 0.25))

    color: cloaked ? backColor : sideColor
    border.color: cloaked ? Theme.sideColor(sideIndex) : halo
    border.width: cloaked ? 2 : 1

    Accessible.role: Accessible.StaticText
    Accessible.name: description

    // The back of a turned-over token: a row of short dashes inside the rim.
    Row {
        visible: ship.cloaked
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 2
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 2
        Repeater {
            model: Math.max(1, Math.floor((ship.width - 8) / 5))
            delegate: Rectangle {
                width: 3
                height: 1
                color: Theme.sideColor(ship.sideIndex)
            }
        }
    }

    Text {
        // The token name as records write it: the same in every language.
        property bool machineText: true
        anchors.centerIn: parent
        width: parent.width - 4
        horizontalAlignment: Text.AlignHCenter
        height: parent.height
        verticalAlignment: Text.AlignVCenter
        // A long name shrinks to fit the token before it is cut short.
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 7
        elide: Text.ElideRight
        text: ship.shipId
        color: "white"
        opacity: ship.cloaked ? 0.75 : 1
        font.pixelSize: Math.max(8, ship.height * 0.62)
        font.italic: ship.cloaked
        font.bold: !ship.cloaked
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

    HoverHandler {
        id: hover
    }
    ToolTip.visible: hover.hovered && ship.Window.window !== null
    ToolTip.text: ship.description
    ToolTip.delay: 300
}
