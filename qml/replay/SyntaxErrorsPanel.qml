pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The lines of the record that could not be read, each with its line and column and the
// parser's message. The rest of the record is still replayed.
ColumnLayout {
    id: panel

    required property ReplayController replay

    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        Layout.margins: Theme.spacing
        wrapMode: Text.Wrap
        color: Theme.mutedText
        text: panel.replay.syntaxErrorCount === 0
              ? qsTr("The record has no syntax errors.")
              : qsTr("These lines could not be read and are left out; the other moves are replayed.")
    }

    ListView {
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: panel.replay.syntaxErrors
        cacheBuffer: 0  // no rows made ahead: see CardsView.qml and docs/app-qml-rules.md
        activeFocusOnTab: true
        boundsBehavior: Flickable.StopAtBounds
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Syntax errors")
        ScrollBar.vertical: ScrollBar {}

        delegate: ItemDelegate {
            id: errorRow
            required property var modelData
            width: ListView.view.width
            padding: Theme.spacing
            Accessible.role: Accessible.ListItem
            Accessible.name: errorRow.modelData.text
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: errorRow.modelData.text

            background: Rectangle {
                color: errorRow.hovered ? Theme.hover : "transparent"
                border.color: Theme.focusRing
                border.width: errorRow.visualFocus ? Theme.focusWidth : 0
                Rectangle {
                    anchors.bottom: parent.bottom
                    width: parent.width
                    height: 1
                    color: Theme.border
                }
            }
            contentItem: RowLayout {
                spacing: Theme.spacing
                SeverityMark {
                    Layout.alignment: Qt.AlignTop
                    Layout.topMargin: 2
                    severity: "error"
                }
                Label {
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 64
                    text: qsTr("%1:%2").arg(errorRow.modelData.line).arg(errorRow.modelData.column)
                    font: Theme.monoFont
                    color: Theme.mutedText
                }
                Label {
                    Layout.fillWidth: true
                    text: errorRow.modelData.message
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                }
            }
        }
    }
}
