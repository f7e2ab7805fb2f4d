pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// File > New Game (issue 23): the tags a new record starts with, picked field by field.
//
// Interface:
//   property bool russian       game, side, variant and scenario names in Russian (bind it to
//                               the interface language, as ReplayController.russian is)
//   readonly property NewGameForm form   the form inside (app/models/newgameform.h): set
//                               form.gameId to preselect a game
//   signal created(string tagText)   on Create: the tag lines, canonical, each ending in a
//                               line break (the new record's text before its first move)
//   open() / close()            as any Dialog; every field goes back to its default on open
// objectNames, for tests: "newGameGame" (the game ComboBox), "newGameField_<field id>" (a
// field's control: ComboBox, TextField or TextArea, or the Flow of CheckBoxes of a
// multi-choice or seats field, whose boxes are "newGameField_<field id>_<value>"),
// "newGameTags" (the tag text preview), "newGameProblem" (the problem, red), "newGameCreate"
// and "newGameCancel" (the buttons). A field id is its tag name ("Variant", "Seats",
// "Aliens"), or "Reading:<reading id>" for a reading.
Dialog {
    id: dialog

    property bool russian: false
    readonly property NewGameForm form: newGameForm

    signal created(string tagText)

    title: qsTr("New Game")
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(640, Overlay.overlay ? Overlay.overlay.width - 2 * Theme.spacingHuge : 640)
    height: Math.min(720, Overlay.overlay ? Overlay.overlay.height - 2 * Theme.spacingHuge : 720)

    NewGameForm {
        id: newGameForm
        russian: dialog.russian
    }

    onAboutToShow: newGameForm.reset()
    // Create is disabled while there is a problem; the check here covers a keyboard accept.
    onAccepted: {
        if (newGameForm.problem === "")
            dialog.created(newGameForm.tagText)
    }

    footer: DialogButtonBox {
        Button {
            objectName: "newGameCreate"
            text: qsTr("Create")
            enabled: newGameForm.problem === ""
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "newGameCancel"
            text: qsTr("Cancel")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacingMedium

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingLarge
            Label {
                text: qsTr("Game:")
            }
            ComboBox {
                id: gameBox
                objectName: "newGameGame"
                Layout.fillWidth: true
                focus: true
                model: newGameForm.games
                textRole: "name"
                valueRole: "id"
                // Follows the form, also when the names are made anew on a language change.
                currentIndex: newGameForm.games.findIndex(g => g.id === newGameForm.gameId)
                Accessible.name: qsTr("Game")
                onActivated: newGameForm.gameId = currentValue
            }
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            // A positioner, not a Layout: the fields are made anew with each game
            // (docs/app-qml-rules.md).
            Column {
                id: fieldColumn
                width: scroll.availableWidth
                spacing: Theme.spacingMedium

                Repeater {
                    model: newGameForm.fields

                    delegate: Column {
                        id: row

                        required property var modelData
                        readonly property string fieldId: modelData.id
                        readonly property string current: newGameForm.values[fieldId] ?? ""
                        // A reading is named by its id, as the [Reading] tag writes it.
                        readonly property bool isReading: fieldId.startsWith("Reading:")

                        // A player's name for a side the seats leave out is not asked for.
                        visible: modelData.side === "" || newGameForm.values["Seats"] === undefined
                                 || newGameForm.values["Seats"].split(",").includes(modelData.side)
                        width: fieldColumn.width
                        spacing: Theme.spacingTiny

                        Label {
                            readonly property bool machineText: row.isReading
                            text: row.modelData.label
                            font: Theme.strongFont
                        }
                        // The control of the field's kind; the others stay hidden and
                        // nameless. (No Loader: a bound component may not be made by one.)
                        ComboBox {
                            readonly property bool machineText: row.isReading
                            readonly property bool used: row.modelData.kind === "choice"
                            visible: used
                            objectName: used ? "newGameField_" + row.fieldId : ""
                            width: row.width
                            model: used ? row.modelData.values : []
                            textRole: "name"
                            valueRole: "value"
                            currentIndex: used ? row.modelData.values.findIndex(o => o.value === row.current) : -1
                            Accessible.name: row.modelData.label
                            onActivated: newGameForm.setValue(row.fieldId, currentValue)
                        }
                        TextField {
                            readonly property bool used: row.modelData.kind === "text" && !row.modelData.lines
                            visible: used
                            objectName: used ? "newGameField_" + row.fieldId : ""
                            width: row.width
                            text: used ? row.current : ""
                            Accessible.name: row.modelData.label
                            onTextEdited: newGameForm.setValue(row.fieldId, text)
                        }
                        TextArea {
                            readonly property bool used: row.modelData.kind === "text" && row.modelData.lines
                            visible: used
                            objectName: used ? "newGameField_" + row.fieldId : ""
                            width: row.width
                            text: used ? row.current : ""
                            wrapMode: TextEdit.NoWrap
                            font.family: Theme.monoFont.family
                            // A frame like a TextField's: some styles draw none for a TextArea.
                            background: Rectangle {
                                color: Theme.surface
                                border.color: parent.activeFocus ? Theme.focusRing : Theme.border
                                radius: 2
                            }
                            Accessible.name: row.modelData.label
                            onTextChanged: {
                                if (used && text !== row.current)
                                    newGameForm.setValue(row.fieldId, text)
                            }
                        }
                        // Multi-choice: any of the values, kept in their order. Seats: the sides
                        // in the order they are ticked, which is the turn order; each box shows
                        // its seat number.
                        Flow {
                            id: flow
                            readonly property var picked: row.current.split(",").filter(v => v !== "")
                            readonly property bool seats: row.modelData.kind === "seats"
                            readonly property bool used: row.modelData.kind === "multiChoice" || seats
                            visible: used
                            objectName: used ? "newGameField_" + row.fieldId : ""
                            width: row.width
                            spacing: Theme.spacing

                            function toggled(value: string, on: bool) {
                                let list = flow.picked.filter(v => v !== value)
                                if (on && flow.seats)
                                    list.push(value)
                                else if (on)
                                    list = row.modelData.values.map(o => o.value)
                                              .filter(v => v === value || flow.picked.includes(v))
                                newGameForm.setValue(row.fieldId, list)
                            }

                            Repeater {
                                model: flow.used ? row.modelData.values : []
                                delegate: CheckBox {
                                    required property var modelData
                                    readonly property int seat: flow.picked.indexOf(modelData.value)
                                    objectName: "newGameField_" + row.fieldId + "_" + modelData.value
                                    text: flow.seats && seat >= 0
                                          ? qsTr("%1 (seat %2)").arg(modelData.name).arg(seat + 1)
                                          : modelData.name
                                    checked: seat >= 0
                                    onToggled: flow.toggled(modelData.value, checked)
                                }
                            }
                        }
                        Label {
                            width: row.width
                            text: row.modelData.explanation
                            color: Theme.mutedText
                            font: Theme.smallFont
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            readonly property bool machineText: true
                            visible: text !== ""
                            width: row.width
                            text: row.modelData.example
                            color: Theme.mutedText
                            font.family: Theme.monoFont.family
                            font.pointSize: Theme.smallFont.pointSize
                            wrapMode: Text.WrapAnywhere
                        }
                    }
                }
            }
        }

        Label {
            text: qsTr("Tags written:")
            font: Theme.strongFont
        }
        TextArea {
            readonly property bool machineText: true  // record text
            objectName: "newGameTags"
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight + topPadding + bottomPadding, 160)
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.WrapAnywhere
            font: Theme.monoFont
            text: newGameForm.tagText
            background: Rectangle {
                color: Theme.sidebar
                radius: Theme.radius
            }
            Accessible.name: qsTr("Tags written")
        }
        Label {
            objectName: "newGameProblem"
            Layout.fillWidth: true
            visible: text !== ""
            text: newGameForm.problem
            color: Theme.error
            wrapMode: Text.WordWrap
        }
    }
}
