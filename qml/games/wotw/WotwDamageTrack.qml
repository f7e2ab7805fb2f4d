pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// The Alien damage track 0..maximum: one cell per point, the cells up to the damage filled,
// the marker on the current value, ringed when the current step changed it.
Item {
    id: track

    property int damage: 0
    property int maximum: 30
    property bool changed: false
    // The step that changed it broke a rule: the ring is drawn in the error colour.
    property bool flagged: false
    property WotwPalette colors

    readonly property real cellWidth: Math.max(6, (width - title.width - Theme.spacing) / (maximum + 1))
    readonly property int shownDamage: Math.max(0, Math.min(maximum, damage))

    implicitHeight: Math.max(title.implicitHeight, 26)

    Accessible.role: Accessible.ProgressBar
    Accessible.name: qsTr("Alien damage %1 of %2").arg(damage).arg(maximum)

    Text {
        id: title
        anchors.verticalCenter: parent.verticalCenter
        width: Math.max(implicitWidth, 96)
        text: qsTr("Alien damage %1/%2").arg(track.damage).arg(track.maximum)
        color: Theme.text
        font: Theme.smallFont
    }

    Row {
        objectName: "cells"
        anchors.left: title.right
        anchors.leftMargin: Theme.spacing
        anchors.verticalCenter: parent.verticalCenter

        Repeater {
            model: track.maximum + 1
            delegate: Rectangle {
                required property int index
                readonly property bool marker: index === track.shownDamage
                objectName: marker ? "marker" : "cell"
                width: track.cellWidth
                height: marker ? 24 : 18
                anchors.verticalCenter: parent?.verticalCenter
                color: marker ? (track.colors ? track.colors.aliens : "green")
                       : index < track.shownDamage ? Qt.rgba(track.colors.aliens.r, track.colors.aliens.g,
                                                           track.colors.aliens.b, 0.35)
                       : Theme.surface
                border.color: marker && track.changed ? (track.flagged ? track.colors.illegal : track.colors.changed)
                                                      : Theme.border
                border.width: marker && track.changed ? (track.flagged ? 3 : 2) : 1

                Text {
                    anchors.centerIn: parent
                    visible: parent.marker || parent.index % 5 === 0
                    text: parent.index
                    color: parent.marker ? "white" : Theme.mutedText
                    font.pixelSize: Math.max(7, Math.min(11, Math.round(track.cellWidth * 0.55)))
                    font.bold: parent.marker
                }
            }
        }
    }
}
