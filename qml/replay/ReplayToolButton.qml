import QtQuick
import QtQuick.Controls
import Umpire

// A square tool button with a ReplayIcon, a tooltip that names its shortcut, an accessible
// name, and a focus ring that shows when it was reached by the keyboard.
ToolButton {
    id: button

    property string iconName
    // What the button does, in words: the tooltip and the accessible name.
    property string description
    // The shortcut shown in the tooltip ("" for none).
    property string keys

    implicitWidth: 34
    implicitHeight: 34
    focusPolicy: Qt.StrongFocus
    display: AbstractButton.IconOnly
    text: description
    Accessible.name: description
    Accessible.description: keys

    ToolTip.visible: hovered || visualFocus
    ToolTip.delay: 600
    ToolTip.text: keys.length > 0 ? "%1 (%2)".arg(description).arg(keys) : description

    contentItem: Item {
        ReplayIcon {
            anchors.centerIn: parent
            name: button.iconName
            color: button.enabled ? (button.checked ? Theme.accent : Theme.text) : Theme.disabledText
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: button.visualFocus
        color: "transparent"
        radius: Theme.radius
        border.color: Theme.focusRing
        border.width: Theme.focusWidth
    }
}
