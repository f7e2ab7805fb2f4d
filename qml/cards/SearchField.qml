import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The search field of the Cards and Rules pages: a search icon, a clear button, and for a
// malformed query a red underline under the offending text with the message below it.
// Up and Down, Enter and Escape are passed on so the page can move through its results.
ColumnLayout {
    id: root

    property alias text: field.text
    property alias placeholderText: field.placeholderText
    property string accessibleName
    // The object name of the text field itself (for tests and tools).
    property string inputName
    // The query error (a model's error, errorPosition, errorLength); no error when empty.
    property string error
    property int errorPosition: 0
    property int errorLength: 0

    signal upPressed()
    signal downPressed()
    signal accepted()
    // The user typed or cleared the text (not a change made by code).
    signal edited()

    function focusField() {
        field.forceActiveFocus(Qt.ShortcutFocusReason)
        field.selectAll()
    }

    spacing: Theme.spacingSmall

    TextField {
        id: field

        objectName: root.inputName
        Layout.fillWidth: true
        leftPadding: searchIcon.width + 2 * Theme.spacing
        rightPadding: clearButton.visible ? clearButton.width + Theme.spacing : Theme.spacing
        selectByMouse: true
        Accessible.role: Accessible.EditableText
        Accessible.name: root.accessibleName
        Accessible.description: root.error

        onTextEdited: root.edited()
        Keys.onUpPressed: root.upPressed()
        Keys.onDownPressed: root.downPressed()
        Keys.onReturnPressed: root.accepted()
        Keys.onEnterPressed: root.accepted()
        Keys.onEscapePressed: event => {
            if (text.length === 0) {
                event.accepted = false
                return
            }
            clear()
            root.edited()
        }

        Icon {
            id: searchIcon
            name: "search"
            size: 18
            color: Theme.mutedText
            anchors.left: parent.left
            anchors.leftMargin: Theme.spacing
            anchors.verticalCenter: parent.verticalCenter
        }

        ToolButton {
            id: clearButton
            visible: field.text.length > 0
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            width: height
            height: parent.height - 4
            focusPolicy: Qt.NoFocus  // Escape clears from the keyboard
            Accessible.name: qsTr("Clear the search")
            ToolTip.visible: hovered
            ToolTip.delay: 700
            ToolTip.text: qsTr("Clear (Esc)")
            onClicked: {
                field.clear()
                root.edited()
                field.forceActiveFocus()
            }
            contentItem: Icon {
                name: "close"
                size: 16
                color: Theme.mutedText
            }
        }

        // The offending part of a malformed query, underlined where it is in the text.
        Rectangle {
            readonly property rect start: field.text.length >= 0 && root.error.length > 0
                    ? field.positionToRectangle(root.errorPosition) : Qt.rect(0, 0, 0, 0)
            readonly property rect end: field.text.length >= 0 && root.error.length > 0
                    ? field.positionToRectangle(root.errorPosition + Math.max(root.errorLength, 1))
                    : Qt.rect(0, 0, 0, 0)
            visible: root.error.length > 0
            // positionToRectangle() counts from the text's origin, inside the padding.
            x: field.leftPadding + start.x
            width: Math.max(end.x - start.x, 6)
            y: field.topPadding + start.y + start.height + 1
            height: 2
            color: Theme.error
        }
    }

    Label {
        Layout.fillWidth: true
        visible: root.error.length > 0
        text: qsTr("Column %1: %2").arg(root.errorPosition + 1).arg(root.error)
        color: Theme.error
        font: Theme.smallFont
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
}
