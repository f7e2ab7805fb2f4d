pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The keyboard shortcuts at a glance (F1). `shortcuts` lists them as
// [{ keys: ["Ctrl+O"], text: "…" }]; pages may add their own.
Dialog {
    id: dialog

    property var shortcuts: []

    title: qsTr("Keyboard Shortcuts")
    modal: true
    footer: CloseButtonBox {}
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, Overlay.overlay ? Overlay.overlay.width - 2 * Theme.spacingHuge : 560)

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        Repeater {
            model: dialog.shortcuts

            // One row per shortcut: its keys in a column of fixed width, then what they do.
            delegate: RowLayout {
                id: row
                objectName: "shortcutRow"
                required property var modelData
                Layout.fillWidth: true
                spacing: Theme.spacingLarge
                Accessible.role: Accessible.StaticText
                Accessible.name: "%1: %2".arg(modelData.keys.join(", ")).arg(modelData.text)

                Flow {
                    Layout.preferredWidth: 190
                    Layout.alignment: Qt.AlignVCenter
                    // Left to right, so "←, →" reads in the order the keys are listed.
                    spacing: Theme.spacingSmall

                    Repeater {
                        model: row.modelData.keys
                        delegate: KeyCap {}
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: row.modelData.text
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

    // One key combination drawn as a key cap.
    component KeyCap: Rectangle {
        required property string modelData
        objectName: "keyCap"
        implicitWidth: capLabel.implicitWidth + 2 * Theme.spacing
        implicitHeight: capLabel.implicitHeight + 2 * Theme.spacingSmall
        radius: Theme.radius - 2
        color: Theme.surface
        border.color: Theme.border

        Label {
            id: capLabel
            anchors.centerIn: parent
            text: parent.modelData
            font: Theme.monoFont
        }
    }
}
