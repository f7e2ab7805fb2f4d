import QtQuick
import Umpire

// A building token: a roof icon and a short label in its side's colour, and a shield with the
// Defense value when the building has one ("Fort" + 4).
Rectangle {
    id: building

    property string label        // short label ("HA", "Fort")
    property string side         // "aliens" / "humans"
    property int defense: 0
    property WotwPalette colors
    property real size: 16
    property string accessibleName

    readonly property color sideColor: colors ? colors.side(side) : "grey"
    readonly property string sideId: side

    implicitWidth: row.implicitWidth + size * 0.4
    implicitHeight: size
    radius: 3
    color: sideColor
    border.color: Qt.darker(sideColor, 1.4)
    border.width: 1

    Accessible.role: Accessible.Graphic
    Accessible.name: accessibleName

    Row {
        id: row
        anchors.centerIn: parent
        spacing: building.size * 0.12

        BoardGlyph {
            anchors.verticalCenter: parent.verticalCenter
            size: building.size * 0.72
            // A house: roof and walls with a door.
            path: "M12 2L23 11H20V22H14V15H10V22H4V11H1z"
            color: "white"
        }
        Text {
            anchors.verticalCenter: parent.verticalCenter
            text: building.label
            color: "white"
            font.pixelSize: Math.max(7, Math.round(building.size * 0.58))
            font.bold: true
        }
        BoardGlyph {
            visible: building.defense > 0
            anchors.verticalCenter: parent.verticalCenter
            size: building.size * 0.8
            // A shield.
            path: "M12 1L22 4.5V11C22 17 17.5 21.5 12 23C6.5 21.5 2 17 2 11V4.5z"
            color: "white"

            Text {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -parent.size * 0.04
                text: building.defense
                color: building.sideColor
                font.pixelSize: Math.max(7, Math.round(building.size * 0.5))
                font.bold: true
            }
        }
    }
}
