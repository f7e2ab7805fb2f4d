import QtQuick
import QtQuick.Controls
import Umpire

// A tab of the Replay page's detail tabs. Fusion marks no keyboard focus on a tab, so a frame
// shows which tab the keyboard is on.
TabButton {
    id: tab

    width: implicitWidth

    Rectangle {
        objectName: "tabFocusFrame"
        anchors.fill: parent
        anchors.margins: 1
        color: "transparent"
        radius: 2
        border.width: Theme.focusWidth
        border.color: Theme.focusRing
        visible: tab.visualFocus
    }
}
