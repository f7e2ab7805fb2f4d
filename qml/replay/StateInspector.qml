pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The state after the current move for a game with no inspector of its own: whose turn it is,
// then every key of its State::toJson() as an indented list (StateTreeModel does the walking
// in C++), what the move changed tinted. app/games/gameviews.cpp chooses it.
ColumnLayout {
    id: inspector
    objectName: "stateInspector"

    required property ReplayController replay

    spacing: 0
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("State inspector")

    Label {
        Layout.fillWidth: true
        Layout.margins: Theme.spacingLarge
        visible: tree.count === 0
        wrapMode: Text.Wrap
        color: Theme.mutedText
        text: inspector.replay.status === ReplayController.Checked
              ? qsTr("This state has no keys to show.")
              : qsTr("This record is not checked, so there is no game state to inspect.")
    }

    Label {
        objectName: "turn"
        Layout.fillWidth: true
        Layout.margins: Theme.spacing
        visible: tree.count > 0
        text: {
            const r = inspector.replay
            if (r.stateOver)
                return qsTr("Game over: %1").arg(r.stateResultText)
            const phase = r.statePhase.length > 0 ? qsTr(" (%1)").arg(r.statePhaseName) : ""
            if (r.sideToMove === "*")
                return qsTr("Turn %1, every side acts").arg(r.stateTurn) + phase
            return (r.sideToMove.length > 0
                    ? qsTr("Turn %1, %2 to move").arg(r.stateTurn).arg(inspector.sideName(r.sideToMove))
                    : qsTr("Turn %1").arg(r.stateTurn)) + phase
        }
        font: Theme.strongFont
    }

    ListView {
        id: list
        objectName: "stateTree"
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        model: StateTreeModel {
            id: tree
            replay: inspector.replay
        }
        delegate: StateTreeRow {
            width: list.width
        }
        ScrollBar.vertical: ScrollBar {}
    }

    function sideName(id: string): string {
        for (const s of replay.sides) {
            if (s.id === id)
                return s.name
        }
        return id
    }
}
