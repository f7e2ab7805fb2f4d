import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The top of a page: its heading, one line saying what the page is for, and room on the
// right for the page's own buttons (the children of this item).
RowLayout {
    id: header

    property alias title: titleLabel.text
    property alias subtitle: subtitleLabel.text
    default property alias tools: toolRow.data

    spacing: Theme.spacingLarge

    ColumnLayout {
        Layout.fillWidth: true
        spacing: Theme.spacingSmall

        Label {
            id: titleLabel
            Layout.fillWidth: true
            font: Theme.headingFont
            color: Theme.text
            elide: Text.ElideRight
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            id: subtitleLabel
            Layout.fillWidth: true
            visible: text.length > 0
            color: Theme.mutedText
            wrapMode: Text.WordWrap
        }
    }

    RowLayout {
        id: toolRow
        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
        spacing: Theme.spacing
    }
}
