import QtQuick
import QtQuick.Controls

// A menu entry that shows its keys on the right, as desktop menus do (Qt 6.4's Fusion style
// leaves them out). The keys are the action's shortcut, or `shortcut` for an entry without an
// action (a string such as "Ctrl+1", or a StandardKey).
MenuItem {
    id: item

    property var shortcut: action ? action.shortcut : undefined
    // The keys as the platform writes them ("" for none).
    readonly property string shortcutText: item.shortcut !== undefined && item.shortcut !== ""
                                           ? keys.nativeText : ""

    rightPadding: padding + (shortcutText.length > 0 ? shortcutLabel.implicitWidth + 4 * spacing : 0)

    // Never fires (disabled); it only turns the shortcut into text.
    Shortcut {
        id: keys
        enabled: false
        sequence: item.shortcut !== undefined ? item.shortcut : ""
    }

    Label {
        id: shortcutLabel
        objectName: "menuShortcut"
        anchors.right: parent.right
        anchors.rightMargin: item.padding + item.spacing
        anchors.verticalCenter: parent.verticalCenter
        visible: text.length > 0
        text: item.shortcutText
        color: item.highlighted ? item.palette.highlightedText : item.palette.text
        opacity: item.enabled ? 0.75 : 0.5
    }
}
