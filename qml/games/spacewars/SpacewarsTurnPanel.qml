pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// Beside the Space Wars board: the turn and its phase, the initiative d8, both sides' written
// pads with the order being carried out marked (those done greyed, those void struck out), and
// the shot of this step in words. Reads SpacewarsView only.
Rectangle {
    id: panel

    required property SpacewarsView view
    required property ReplayController replay
    // The step broke a rule and nothing else on the board shows what about (an initiative
    // roll, a card played as an interrupt): the panel is framed in the error colour
    // (tests/app/tst_app_boards.cpp looks for `findingMark`).
    property bool faulty: false

    readonly property bool findingMark: faulty
    color: Theme.sidebar
    border.color: faulty ? Theme.error : Theme.border
    border.width: faulty ? 2 : 1
    radius: Theme.radius

    // The id of the side SpacewarsView numbers `index` (Earth 0, the Aliens 1, as the sides
    // are seated).
    function sideId(index: int): string {
        const sides = panel.replay ? panel.replay.sides : []
        return index >= 0 && index < sides.length ? sides[index].id : ""
    }

    function sideName(index: int): string {
        const sides = panel.replay ? panel.replay.sides : []
        return index < sides.length ? sides[index].name : ""
    }

    // Plain Text in Columns and Rows rather than Labels in Layouts: a step that changes the
    // turn rewrites most texts here, and positioners and plain text cost less to update.
    Flickable {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        Column {
            id: column
            width: parent.width
            spacing: Theme.spacing

            Text {
                objectName: "turnTitle"
                width: parent.width
                visible: panel.view.valid
                textFormat: Text.PlainText
                text: qsTr("Turn %1").arg(panel.view.turn)
                color: Theme.text
                font: Theme.headingFont
            }
            Text {
                width: parent.width
                visible: panel.view.valid && !gameOver.visible
                textFormat: Text.PlainText
                text: panel.view.phaseText
                color: Theme.mutedText
                font: Theme.bodyFont
                wrapMode: Text.Wrap
            }
            // The game's end, once the state after the step has it, in place of the phase.
            Text {
                id: gameOver
                objectName: "gameOver"
                width: parent.width
                visible: panel.view.valid && panel.replay !== null && panel.replay.stateOver
                textFormat: Text.PlainText
                text: visible ? qsTr("Game over: %1").arg(panel.replay.stateResultText) : ""
                color: Theme.text
                font: Theme.strongFont
                wrapMode: Text.Wrap
            }

            // Which colour is which side.
            BoardSideKey {
                sides: panel.replay ? panel.replay.sides : []
                fontSize: Math.round(Theme.basePointSize * 4 / 3)
            }

            // The initiative die.
            Item {
                objectName: "initiative"
                width: parent.width
                height: Math.max(die.height, initiativeText.implicitHeight)
                visible: panel.view.valid
                Rectangle {
                    id: die
                    width: 26
                    height: 26
                    radius: 5
                    readonly property string sideId: panel.view.initiativeRoll > 0 ? panel.sideId(panel.view.initiativeSide) : ""
                    readonly property color sideColor: Theme.sideColorOf(panel.replay ? panel.replay.sides : [], sideId)
                    color: sideId !== "" ? sideColor : "transparent"
                    border.color: sideId !== "" ? sideColor : Theme.border
                    Text {
                        anchors.centerIn: parent
                        textFormat: Text.PlainText
                        text: panel.view.initiativeRoll > 0 ? panel.view.initiativeRoll : "?"
                        color: panel.view.initiativeRoll > 0 ? "white" : Theme.mutedText
                        font: Theme.strongFont
                    }
                }
                Text {
                    id: initiativeText
                    anchors.left: die.right
                    anchors.leftMargin: Theme.spacing
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    textFormat: Text.PlainText
                    text: panel.view.initiativeText
                    color: Theme.text
                    font: Theme.bodyFont
                    wrapMode: Text.Wrap
                }
            }

            // Each side's pad.
            Repeater {
                model: panel.view.valid ? 2 : 0
                delegate: Column {
                    id: pad
                    required property int index
                    objectName: "pad-" + index
                    width: column.width
                    topPadding: Theme.spacingSmall
                    spacing: Theme.spacingTiny

                    Item {
                        width: parent.width
                        height: padTitle.implicitHeight
                        Rectangle {
                            readonly property string sideId: panel.sideId(pad.index)
                            readonly property color sideColor: color
                            objectName: "padSide"
                            anchors.verticalCenter: parent.verticalCenter
                            width: 10
                            height: 10
                            radius: 5
                            color: Theme.sideColorOf(panel.replay ? panel.replay.sides : [], sideId)
                        }
                        Text {
                            id: padTitle
                            anchors.left: parent.left
                            anchors.leftMargin: 10 + Theme.spacingSmall
                            anchors.right: parent.right
                            textFormat: Text.PlainText
                            text: qsTr("%1 orders").arg(panel.sideName(pad.index))
                            color: Theme.text
                            font: Theme.strongFont
                            elide: Text.ElideRight
                        }
                    }
                    Text {
                        visible: (panel.view.padSizes[pad.index] ?? 0) === 0
                        textFormat: Text.PlainText
                        text: qsTr("No orders written")
                        color: Theme.mutedText
                        font: Theme.smallFont
                    }
                    Repeater {
                        model: pad.index === 0 ? panel.view.earthPad : panel.view.alienPad
                        delegate: SpacewarsOrderRow {
                            width: pad.width
                        }
                    }
                }
            }

            // The shot of this step.
            Rectangle {
                width: parent.width
                height: shotText.implicitHeight
                visible: panel.view.hasShot
                color: panel.view.shotHit ? Theme.errorSoft : Theme.surface
                border.color: panel.view.shotHit ? Theme.error : Theme.border
                radius: Theme.radius
                Text {
                    id: shotText
                    objectName: "shotText"
                    width: parent.width
                    padding: Theme.spacingSmall
                    textFormat: Text.PlainText
                    text: panel.view.shotText
                    color: Theme.text
                    font: Theme.bodyFont
                    wrapMode: Text.Wrap
                }
            }

            Text {
                width: parent.width
                visible: !panel.view.valid
                textFormat: Text.PlainText
                text: qsTr("This record is not checked, so there are no orders to show.")
                color: Theme.mutedText
                font: Theme.bodyFont
                wrapMode: Text.Wrap
            }
        }
    }
}
