import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A titled block of a detail view (Text, Options, Rules…). Hidden when it has nothing to show.
ColumnLayout {
    id: section

    property alias title: heading.text
    default property alias content: body.data

    spacing: Theme.spacing

    Label {
        id: heading
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacing
        font: Theme.strongFont
        color: Theme.mutedText
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }
    Rectangle {
        Layout.fillWidth: true
        Layout.preferredHeight: 1
        color: Theme.border
    }
    ColumnLayout {
        id: body
        Layout.fillWidth: true
        spacing: Theme.spacing
    }
}
