pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Umpire

// The Tripods & Triplanes board. The game is played on an open table measured with rulers, so
// this shows where the turn stands, the scenario's objectives and every vehicle's console as on
// the table (TripodsConsole), two side by side when there is room; what the step changed is
// ringed, in the error colour when the step broke a rule. When the record places its vehicles
// (docs/notation.md, tripods, Positions) a schematic table (TripodsField) stands on the left
// and the consoles go beside it in one column. Everything shown comes from TripodsConsoleModel
// and TripodsFieldModel (C++), which read the controller's state.
Item {
    id: board

    // The controller whose current step is shown.
    property ReplayController replay: null
    // Names in Russian (the model follows the controller's language itself).
    property bool russian: false
    // The vehicle the user picked (its id as record lines write it; "" for none): its console
    // and its marker on the table outlined in the accent colour. A click sets it and emits
    // `picked`; it stays across steps: whoever narrows a list by it clears it.
    property string pickedId
    // The board draws a state that was only tried, not played: a dashed frame and a label, the
    // consoles and markers of vehicles the step did not touch faded (docs/board-view.md).
    property bool provisional: false

    // A left click: the vehicle whose console or marker is under the pointer, "" elsewhere.
    signal picked(string id)

    function pick(id: string) {
        pickedId = id
        picked(id)
    }

    readonly property TripodsConsoleModel consoles: TripodsConsoleModel {
        replay: board.replay
    }
    readonly property TripodsFieldModel field: TripodsFieldModel {
        replay: board.replay
    }
    readonly property color changeColor: consoles.flagged ? Theme.error : (Theme.dark ? "#ffb347" : "#e06a00")
    // With a table: about half the width, leaving the consoles' single column at least 330 pixels.
    readonly property real fieldWidth: field.shown ? Math.max(0, Math.min(width * 0.52, width - 330 - Theme.spacing)) : 0

    // A side's colour: its seat's (Theme.sideColorOf), as in the move list and the chart.
    function sideColor(side: string): color {
        return Theme.sideColorOf(board.replay ? board.replay.sides : [], side)
    }
    implicitWidth: 840
    implicitHeight: 700

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Vehicle consoles")

    TripodsField {
        id: fieldView
        objectName: "field"
        visible: board.field.shown
        width: board.fieldWidth
        height: parent.height
        fieldModel: board.field
        martianColor: board.sideColor("martians")
        earthlingColor: board.sideColor("earthlings")
        changeColor: board.changeColor
        pickedId: board.pickedId
        provisional: board.provisional

        TapHandler {
            objectName: "fieldPickHandler"
            acceptedButtons: Qt.LeftButton
            onTapped: (eventPoint) => board.pick(fieldView.vehicleAt(eventPoint.position))
        }
    }

    Flickable {
        id: flick
        objectName: "consolesView"
        anchors.fill: parent
        anchors.leftMargin: board.field.shown ? board.fieldWidth + Theme.spacing : 0
        contentWidth: width
        contentHeight: column.height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        // Under the consoles and down to the view's bottom, inside the Flickable's content (which
        // takes the press): a click on a console picks its vehicle, anywhere else nothing.
        Item {
            id: pickArea
            width: flick.width
            height: Math.max(flick.height, column.height)
            TapHandler {
                objectName: "consolePickHandler"
                acceptedButtons: Qt.LeftButton
                onTapped: (eventPoint) => {
                    for (let i = 0; i < consoleRepeater.count; ++i) {
                        const item = consoleRepeater.itemAt(i) as TripodsConsole
                        if (item && item.contains(item.mapFromItem(pickArea, eventPoint.position)))
                            return board.pick(item.vehicleId)
                    }
                    board.pick("")
                }
            }
        }

        Column {
            id: column
            width: flick.width - Theme.spacingMedium
            spacing: Theme.spacing


            // Which colour is which side.
            BoardSideKey {
                sides: board.replay ? board.replay.sides : []
                fontSize: Math.round(Theme.basePointSize * 4 / 3)
            }

            // Where the turn stands, and the scenario.
            Text {
                objectName: "turn"
                width: parent.width
                text: board.consoles.turnText
                font: Theme.headingFont
                color: Theme.text
                // Beside a table the column is narrow: the line wraps rather than lose its step.
                wrapMode: Text.Wrap
            }
            Text {
                objectName: "scenario"
                width: parent.width
                text: board.consoles.scenarioName
                font: Theme.strongFont
                color: Theme.text
                elide: Text.ElideRight
            }
            Column {
                objectName: "objectives"
                width: parent.width
                spacing: Theme.spacingTiny
                Repeater {
                    model: board.consoles.objectives
                    delegate: Text {
                        required property var modelData
                        width: parent?.width ?? 0
                        text: qsTr("%1: %2").arg(modelData.sideName).arg(modelData.text)
                        wrapMode: Text.Wrap
                        font: Theme.smallFont
                        color: Theme.mutedText
                    }
                }
            }

            // What became of the objective templates.
            Row {
                objectName: "objectivesDestroyed"
                visible: board.consoles.objectivesDestroyed.length > 0
                spacing: Theme.spacingSmall
                Text {
                    text: qsTr("Objectives destroyed:")
                    font: Theme.smallFont
                    color: Theme.text
                }
                Text {
                    // The objectives' ids as the record writes them.
                    readonly property bool machineText: true
                    text: board.consoles.objectivesDestroyed
                    font: Theme.smallFont
                    color: Theme.text
                }
            }
            Row {
                objectName: "redWeed"
                visible: board.consoles.redWeed.length > 0
                spacing: Theme.spacingSmall
                Text {
                    text: qsTr("Recharged from (now red weed):")
                    font: Theme.smallFont
                    color: Theme.text
                }
                Text {
                    readonly property bool machineText: true
                    text: board.consoles.redWeed
                    font: Theme.smallFont
                    color: Theme.text
                }
            }

            Text {
                // A record naming far more vehicles than any scenario: the views show the
                // first few (TripodsConsoleModel.notShownText).
                objectName: "vehiclesNotShown"
                visible: text !== ""
                width: parent.width
                wrapMode: Text.Wrap
                text: board.consoles.notShownText
                font: Theme.smallFont
                color: Theme.text
            }

            Flow {
                id: flow
                objectName: "consoles"
                width: parent.width
                spacing: Theme.spacing
                // Two consoles side by side when each still gets 330 pixels.
                readonly property real consoleWidth: width >= 2 * 330 + spacing ? (width - spacing) / 2 : width

                Repeater {
                    id: consoleRepeater
                    model: board.consoles
                    delegate: TripodsConsole {
                        // A broken step's change is what its error is about (tests/app/tst_app_boards.cpp).
                        readonly property bool findingMark: changed && board.consoles.flagged
                        width: flow.consoleWidth
                        picked: board.pickedId !== "" && vehicleId === board.pickedId
                        faded: board.provisional && !changed
                        sideColor: board.sideColor(side)
                        changeColor: board.changeColor
                    }
                }
            }
        }
    }

    BoardProvisionalFrame {
        anchors.fill: parent
        active: board.provisional
    }
}
