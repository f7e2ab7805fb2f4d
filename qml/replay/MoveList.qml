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
    reuseItems: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Moves")

    ScrollBar.vertical: ScrollBar {}

    Keys.onUpPressed: replay.previous()
    Keys.onDownPressed: replay.next()

    onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)

    delegate: MoveRow {
        listFocused: list.activeFocus
        sideIds: Array.from(list.replay.sides).map(s => s.id)
        onActivated: step => {
            list.replay.step = step
            list.forceActiveFocus()
        }
    }
}
