pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// Which colour is which side: a swatch and the name of each side in play, in seating order,
// in the colour every view gives that side (Theme.sideColor by seat). Every board shows one.
Rectangle {
    id: key

    // [{id, name}] of the sides in play (ReplayController.sides).
    property var sides: []
    property int fontSize: 12

    objectName: "sideKey"
    visible: sides.length > 0
    width: row.implicitWidth + 2 * padding
    height: row.implicitHeight + 2 * padding
    readonly property int padding: 4
    radius: 4
    color: Qt.rgba(Theme.surface.r, Theme.surface.g, Theme.surface.b, 0.92)
    border.color: Theme.border

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Colours of the sides: %1").arg(key.sides.map(s => s.name).join(", "))

    Row {
        id: row
        x: key.padding
        y: key.padding
        spacing: Theme.spacing
        Repeater {
            model: key.sides
            delegate: Row {
                id: entry
                required property var modelData
                required property int index
                spacing: Theme.spacingSmall
                Rectangle {
                    readonly property string sideId: entry.modelData.id
                    readonly property color sideColor: color
                    objectName: "sideSwatch-" + entry.modelData.id
                    anchors.verticalCenter: parent.verticalCenter
                    width: key.fontSize
                    height: key.fontSize
                    radius: 2
                    color: Theme.sideColor(entry.index)
                }
                Text {
                    text: entry.modelData.name
                    font.pixelSize: key.fontSize
                    color: Theme.text
                }
            }
        }
    }
}
