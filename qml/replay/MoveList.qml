pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Umpire

// The move list: every step of the record (row 0 = set-up), the current one highlighted and
// kept in view. Up/Down step through it when it has the focus; a click selects a move.
ListView {
    id: list

    required property ReplayController replay

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
    }
}
