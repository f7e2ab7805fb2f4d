pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Beside the Space Wars board: the turn and its phase, the initiative d8, both sides' written
// pads with the order being carried out marked (those done greyed, those void struck out), and
// the shot of this step in words. Reads SpacewarsView only.
Rectangle {
    id: panel

    required property SpacewarsView view
    required property ReplayController replay

    color: Theme.sidebar
    border.color: Theme.border
    radius: Theme.radius

    function sideName(index: int): string {
        const sides = panel.replay ? panel.replay.sides : []
        return index < sides.length ? sides[index].name : ""
    }

    Flickable {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ColumnLayout {
            id: column
            width: parent.width
            spacing: Theme.spacing

            Label {
                objectName: "turnTitle"
                Layout.fillWidth: true
                visible: panel.view.valid
                text: qsTr("Turn %1").arg(panel.view.turn)
                font: Theme.headingFont
            }
            Label {
                Layout.fillWidth: true
                visible: panel.view.valid
                text: panel.view.phaseText
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }

            // The initiative die.
            RowLayout {
                objectName: "initiative"
                Layout.fillWidth: true
                visible: panel.view.valid
                spacing: Theme.spacing
                Rectangle {
                    Layout.preferredWidth: 26
                    Layout.preferredHeight: 26
                    radius: 5
                    color: panel.view.initiativeRoll > 0 ? Theme.sideColor(panel.view.initiativeSide) : "transparent"
                    border.color: panel.view.initiativeRoll > 0 ? Theme.sideColor(panel.view.initiativeSide) : Theme.border
                    Label {
                        anchors.centerIn: parent
                        text: panel.view.initiativeRoll > 0 ? panel.view.initiativeRoll : "?"
                        color: panel.view.initiativeRoll > 0 ? "white" : Theme.mutedText
                        font: Theme.strongFont
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: panel.view.initiativeText
                    wrapMode: Text.Wrap
                }
            }

            // Each side's pad.
            Repeater {
                model: panel.view.valid ? 2 : 0
                delegate: ColumnLayout {
                    id: pad
                    required property int index
                    objectName: "pad-" + index
                    Layout.fillWidth: true
                    spacing: Theme.spacingTiny

                    RowLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingSmall
                        spacing: Theme.spacingSmall
                        Rectangle {
                            Layout.preferredWidth: 10
                            Layout.preferredHeight: 10
                            radius: 5
                            color: Theme.sideColor(pad.index)
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("%1 orders").arg(panel.sideName(pad.index))
                            font: Theme.strongFont
                            elide: Text.ElideRight
                        }
                    }
                    Label {
                        visible: (panel.view.padSizes[pad.index] ?? 0) === 0
                        text: qsTr("No orders written")
                        color: Theme.mutedText
                        font: Theme.smallFont
                    }
                    Repeater {
                        model: pad.index === 0 ? panel.view.earthPad : panel.view.alienPad
                        delegate: SpacewarsOrderRow {
                            Layout.fillWidth: true
                        }
                    }
                }
            }

            // The shot of this step.
            Label {
                objectName: "shotText"
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                visible: panel.view.hasShot
                text: panel.view.shotText
                wrapMode: Text.Wrap
                padding: Theme.spacingSmall
                background: Rectangle {
                    color: panel.view.shotHit ? Theme.errorSoft : Theme.surface
                    border.color: panel.view.shotHit ? Theme.error : Theme.border
                    radius: Theme.radius
                }
            }

            Label {
                Layout.fillWidth: true
                visible: !panel.view.valid
                text: qsTr("This record is not checked, so there are no orders to show.")
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
        }
    }
}
