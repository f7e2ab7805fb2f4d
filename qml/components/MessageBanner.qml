import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A one-line error message across the top of a page, with a button to dismiss it.
// Hidden while `text` is empty.
Rectangle {
    id: banner

    property alias text: messageLabel.text
    signal dismissed()

    visible: text.length > 0
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.errorSoft
    border.color: Theme.mix(Theme.errorSoft, Theme.error, 0.45)
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: Theme.spacingMedium
        anchors.rightMargin: Theme.spacingSmall
        spacing: Theme.spacing

        Icon {
            name: "error"
            size: 20
            color: Theme.error
        }
        Label {
            id: messageLabel
            Layout.fillWidth: true
            color: Theme.text
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        ToolButton {
            text: qsTr("Dismiss")
            Accessible.name: qsTr("Dismiss the message")
            onClicked: banner.dismissed()
        }
    }
}
