pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Umpire

// The move list: every step of the record (row 0 = set-up), the current one highlighted and
// kept in view. Up/Down step through it when it has the focus; a click selects a move.
ListView {
    id: list

    required property ReplayController replay

    // A right click's menu asks for an edit of a move: "replace", "insert", "annotate",
    // "delete" (ReplayView.editMove), or "add" after the set-up.
    signal editRequested(string kind, int step)

    clip: true
    model: replay.moves
    currentIndex: replay.moves.currentIndex
    keyNavigationEnabled: false   // Up/Down go through the controller (below)
    highlightFollowsCurrentItem: false
    boundsBehavior: Flickable.StopAtBounds
    activeFocusOnTab: true
    // A step far away refills the whole view: rows are reused, not made again, and none are
    // kept beyond the visible ones (each would be filled on every such step for nothing).
    reuseItems: true
    cacheBuffer: 0
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Moves")

    ScrollBar.vertical: ScrollBar {}

    Keys.onUpPressed: replay.previous()
    Keys.onDownPressed: replay.next()

    onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)

    // The game's side ids in order, made once per record for every row.
    readonly property var sideIds: Array.from(replay.sides).map(s => s.id)

    delegate: MoveRow {
        listFocused: list.activeFocus
        sideIds: list.sideIds
        onActivated: step => {
            list.replay.step = step
            list.forceActiveFocus()
        }
        onContextRequested: step => {
            list.replay.step = step
            editMenu.step = step
            editMenu.popup()
        }
    }

    Menu {
        id: editMenu
        objectName: "moveEditMenu"
        property int step: 0
        readonly property bool checked: list.replay.status === ReplayController.Checked
        MenuItem {
            text: qsTr("Add a Move After This")
            enabled: editMenu.checked
            onTriggered: list.editRequested("add", editMenu.step)
        }
        MenuItem {
            text: qsTr("Replace This Move…")
            enabled: editMenu.checked && editMenu.step > 0
            onTriggered: list.editRequested("replace", editMenu.step)
        }
        MenuItem {
            text: qsTr("Insert a Move Before This…")
            enabled: editMenu.checked && editMenu.step > 0
            onTriggered: list.editRequested("insert", editMenu.step)
        }
        MenuItem {
            text: qsTr("Annotate This Move…")
            enabled: editMenu.step > 0
            onTriggered: list.editRequested("annotate", editMenu.step)
        }
        MenuSeparator {}
        MenuItem {
            text: qsTr("Delete This Move")
            enabled: editMenu.step > 0
            onTriggered: list.editRequested("delete", editMenu.step)
        }
    }
}
