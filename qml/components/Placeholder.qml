import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// What a page shows while it has nothing to show: an icon, a short title, a hint saying
// what to do, and optionally one button for doing it.
ColumnLayout {
    id: placeholder

    property alias icon: iconItem.name
    property alias title: titleLabel.text
    property alias text: hintLabel.text
    // The button is shown when this is not empty.
    property string actionText
    signal actionTriggered()

    spacing: Theme.spacingMedium

    Icon {
        id: iconItem
        Layout.alignment: Qt.AlignHCenter
        Layout.bottomMargin: Theme.spacing
        size: 64
        color: Theme.mix(Theme.mutedText, Theme.window, 0.35)
    }

    Label {
        id: titleLabel
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: 520
        font: Theme.titleFont
        color: Theme.text
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    Label {
        id: hintLabel
        Layout.alignment: Qt.AlignHCenter
        Layout.maximumWidth: 520
        visible: text.length > 0
        color: Theme.mutedText
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText
    }

    Button {
        Layout.alignment: Qt.AlignHCenter
        Layout.topMargin: Theme.spacing
        visible: placeholder.actionText.length > 0
        text: placeholder.actionText
        highlighted: true
        Accessible.name: text
        onClicked: placeholder.actionTriggered()
    }
}
