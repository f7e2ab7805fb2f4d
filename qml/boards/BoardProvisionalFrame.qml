import QtQuick
import QtQuick.Shapes
import Umpire

// Laid over a board while it draws a state that was only tried (the Moves tab's "Try a move"),
// not played: a dashed outline in the accent colour round the whole board area and a small
// label saying so, so a tried state is never mistaken for the record. The board fades its own
// pieces; this only frames it. Shown when `active`; it takes no input.
Item {
    id: frame

    property bool active: false
    // Where the label goes: the lower right corner unless the board keeps something there (War
    // of the Worlds its damage track, War of Civilizations its legend).
    property bool labelAtTop: false
    property real labelBottomMargin: 0

    objectName: "provisionalFrame"
    visible: active
    z: 100

    Shape {
        anchors.fill: parent
        ShapePath {
            fillColor: "transparent"
            strokeColor: Theme.accent
            strokeWidth: 2
            strokeStyle: ShapePath.DashLine
            dashPattern: [4, 3]
            startX: 1
            startY: 1
            PathLine { x: frame.width - 1; y: 1 }
            PathLine { x: frame.width - 1; y: frame.height - 1 }
            PathLine { x: 1; y: frame.height - 1 }
            PathLine { x: 1; y: 1 }
        }
    }

    Rectangle {
        objectName: "provisionalLabel"
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingSmall + 2
        y: frame.labelAtTop ? Theme.spacingSmall + 2
                            : frame.height - height - Theme.spacingSmall - 2 - frame.labelBottomMargin
        width: label.implicitWidth + 2 * Theme.spacingSmall
        height: label.implicitHeight + Theme.spacingSmall
        radius: height / 2
        color: Theme.accent
        Accessible.role: Accessible.StaticText
        Accessible.name: label.text

        Text {
            id: label
            anchors.centerIn: parent
            text: qsTr("Tried move — not in the record")
            font: Theme.smallFont
            color: Theme.accentText
        }
    }
}
