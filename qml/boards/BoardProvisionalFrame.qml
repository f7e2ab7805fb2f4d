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

    // In the lower right corner, where no board keeps what a step is read by.
    Rectangle {
        objectName: "provisionalLabel"
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.spacingSmall + 2
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
