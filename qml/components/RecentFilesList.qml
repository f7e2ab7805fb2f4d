pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The most recently opened records, newest first, each a button that opens it again.
// Hidden when there are none.
//
// A Column, not a ColumnLayout: the entries are made again whenever the list changes, which
// happens under a click on one of them (it moves to the top) while the empty page is hidden
// for the load. Qt 6.4's Layouts stop watching their children while hidden and keep
// pointers to children destroyed meanwhile; the next arrangement then read freed memory
// (issue 9, a crash in QQuickLayout under ReplayController::setData). A positioner lays out
// the children it has at the time, so a Repeater's changing delegates are safe in it.
Column {
    id: list

    required property AppController controller
    property int maximum: 5
    readonly property var files: controller.recentFiles
    signal openRequested(string path)

    visible: files.length > 0
    spacing: Theme.spacingTiny

    Label {
        bottomPadding: Theme.spacingSmall
        text: qsTr("Recent games")
        font: Theme.strongFont
        color: Theme.mutedText
        Accessible.role: Accessible.Heading
        Accessible.name: text
    }

    Repeater {
        model: list.files.slice(0, list.maximum)

        delegate: ItemDelegate {
            id: entry
            required property string modelData
            readonly property string fileName: list.controller.fileNameOf(modelData)

            width: list.width
            text: fileName
            Accessible.name: qsTr("Open %1").arg(fileName)
            Accessible.description: modelData
            onClicked: list.openRequested(modelData)

            contentItem: RowLayout {
                spacing: Theme.spacingMedium

                Icon {
                    name: "file"
                    size: 20
                    color: Theme.mutedText
                }
                Label {
                    text: entry.fileName
                    elide: Text.ElideMiddle
                    Layout.maximumWidth: 260
                }
                Label {
                    Layout.fillWidth: true
                    text: list.controller.folderOf(entry.modelData)
                    color: Theme.mutedText
                    elide: Text.ElideMiddle
                }
            }
        }
    }
}
