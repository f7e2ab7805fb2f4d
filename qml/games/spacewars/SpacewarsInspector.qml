pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The Space Wars state after the current move, in words: the turn and its phase, per side the
// cards in hand, deck and discard pile (counts, and the cards where the record reveals them)
// and its redesigns, then the lasting effects on the board (Cease-Fire, tokens and this turn's
// changes on ships, failed guns or engines, Debris and minefields). Reads SpacewarsView
// (app/games/spacewars/spacewarsview.h); app/games/gameviews.cpp names it as the game's
// inspector.
ScrollView {
    id: inspector
    objectName: "spacewarsInspector"

    required property ReplayController replay

    readonly property SpacewarsView view: SpacewarsView {
        replay: inspector.replay
    }

    // The name the game's data gives a term ("hand", "deck", "discard"), the one the generic
    // state views use too (ReplayController.nameOf, core::GameNames).
    function dataName(id: string): string {
        if (!inspector.replay)
            return id
        void inspector.replay.russian  // read, so a binding showing the name follows the language
        return inspector.replay.nameOf(id)
    }

    contentWidth: availableWidth
    clip: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("State inspector")

    ColumnLayout {
        width: inspector.availableWidth
        spacing: Theme.spacingMedium

        Label {
            Layout.fillWidth: true
            Layout.margins: Theme.spacingLarge
            visible: !inspector.view.valid
            wrapMode: Text.Wrap
            color: Theme.mutedText
            text: qsTr("This record is not checked, so there is no game state to inspect.")
        }

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.topMargin: Theme.spacing
            visible: inspector.view.valid
            objectName: "turn"
            text: inspector.replay.stateOver
                  ? qsTr("Turn %1 · game over: %2").arg(inspector.view.stateTurn).arg(inspector.replay.stateResultText)
                  : qsTr("Turn %1 · %2").arg(inspector.view.stateTurn).arg(inspector.view.statePhaseText)
            font: Theme.strongFont
            wrapMode: Text.Wrap
        }

        Repeater {
            model: inspector.view.sides
            delegate: GridLayout {
                id: sideBlock
                required property var modelData
                objectName: "side-" + modelData.sideIndex
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacing
                Layout.rightMargin: Theme.spacing
                columns: 2
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacingSmall

                RowLayout {
                    Layout.columnSpan: 2
                    Layout.fillWidth: true
                    Rectangle {
                        Layout.preferredWidth: 10
                        Layout.preferredHeight: 10
                        radius: 5
                        color: Theme.sideColor(sideBlock.modelData.sideIndex)
                    }
                    Label {
                        Layout.fillWidth: true
                        text: sideBlock.modelData.name
                        font: Theme.headingFont
                    }
                }
                Label { text: inspector.dataName("hand"); color: Theme.mutedText; Layout.alignment: Qt.AlignTop }
                Label {
                    objectName: "hand"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: sideBlock.modelData.handCards !== ""
                          ? qsTr("%1: %2").arg(sideBlock.modelData.hand).arg(sideBlock.modelData.handCards)
                          : sideBlock.modelData.hand
                }
                Label { text: inspector.dataName("deck"); color: Theme.mutedText }
                Label {
                    objectName: "deck"
                    Layout.fillWidth: true
                    text: qsTr("%n card(s) left", "", sideBlock.modelData.deck)
                }
                Label { text: inspector.dataName("discard"); color: Theme.mutedText; Layout.alignment: Qt.AlignTop }
                Label {
                    objectName: "discard"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: sideBlock.modelData.discardCards !== ""
                          ? qsTr("%1: %2").arg(sideBlock.modelData.discard).arg(sideBlock.modelData.discardCards)
                          : sideBlock.modelData.discard
                }
                Repeater {
                    model: sideBlock.modelData.effects
                    delegate: Label {
                        required property string modelData
                        Layout.columnSpan: 2
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: modelData
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.topMargin: Theme.spacing
            visible: inspector.view.valid
            text: qsTr("Lasting effects")
            font: Theme.headingFont
        }
        Label {
            Layout.leftMargin: Theme.spacing
            visible: inspector.view.valid && inspector.view.effects.length === 0
            text: qsTr("None")
            color: Theme.mutedText
        }
        Repeater {
            model: inspector.view.effects
            delegate: Label {
                required property string modelData
                objectName: "effect"
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacing
                Layout.rightMargin: Theme.spacing
                wrapMode: Text.Wrap
                text: "• " + modelData
            }
        }
    }
}
