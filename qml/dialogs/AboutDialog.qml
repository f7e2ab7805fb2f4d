import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Who and what Umpire is, and which version is running.
Dialog {
    id: dialog

    property string version

    title: qsTr("About Umpire")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: Overlay.overlay
    width: Math.min(460, Overlay.overlay ? Overlay.overlay.width - 2 * Theme.spacingHuge : 460)

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingLarge

        Image {
            Layout.alignment: Qt.AlignTop
            source: "qrc:/icons/umpire.png"
            sourceSize.width: 64
            sourceSize.height: 64
            Accessible.ignored: true
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingSmall

            Label {
                text: "Umpire"
                font: Theme.titleFont
            }
            Label {
                text: qsTr("Version %1").arg(dialog.version)
                color: Theme.mutedText
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                text: qsTr("Replays recorded board games move by move, checks every move against the rules, and looks up cards and rules.")
                wrapMode: Text.WordWrap
            }
        }
    }
}
