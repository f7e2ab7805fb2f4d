import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A one-line message across the top of a page, with a button to dismiss it: an error, or
// (with `error: false`) news such as "the report was saved". Hidden while `text` is empty.
Rectangle {
    id: banner

    property alias text: messageLabel.text
    property bool error: true
    signal dismissed()

    visible: text.length > 0
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: error ? Theme.errorSoft : Theme.accentSoft
    border.color: error ? Theme.mix(Theme.errorSoft, Theme.error, 0.45) : Theme.mix(Theme.accentSoft, Theme.accent, 0.45)
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.leftMargin: Theme.spacingMedium
        anchors.rightMargin: Theme.spacingSmall
        spacing: Theme.spacing

        Icon {
            name: banner.error ? "error" : "file"
            size: 20
            color: banner.error ? Theme.error : Theme.accent
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
