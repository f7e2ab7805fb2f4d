import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Shown while a record is being opened: which file, how far the check has got (indeterminate
// while the file is read and parsed), and Cancel. A cancelled load keeps the record that was
// open before.
Rectangle {
    id: bar

    required property ReplayController replay

    visible: replay.busy
    implicitHeight: row.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.accentSoft
    border.color: Theme.border
    Accessible.role: Accessible.ProgressBar
    Accessible.name: qsTr("Opening %1").arg(replay.loadingPath)

    RowLayout {
        id: row
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingMedium

        Label {
            Layout.maximumWidth: bar.width / 2
            text: qsTr("Opening %1…").arg(bar.replay.loadingPath.split("/").pop())
            elide: Text.ElideMiddle
            color: Theme.text
        }
        ProgressBar {
            Layout.fillWidth: true
            from: 0
            to: 1
            value: bar.replay.progress
            indeterminate: bar.replay.progress <= 0
            Accessible.name: qsTr("Progress")
        }
        Button {
            objectName: "cancelButton"
            text: qsTr("Cancel")
            Accessible.name: qsTr("Cancel opening the record")
            onClicked: bar.replay.cancel()
        }
    }
}
