pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A vertical strip of page buttons (icon above label), the current one marked with an accent
// bar. Arrow keys move between pages as in a tab bar; Tab leaves the strip.
Rectangle {
    id: rail

    // [{ name, title, icon, shortcut }]: `icon` is an Icon name, `shortcut` a display text.
    property var pages: []
    property int currentIndex: 0
    // Emitted when the user picks a page (click, Space, arrow key); the owner sets currentIndex.
    signal activated(int index)

    color: Theme.sidebar
    implicitWidth: Theme.navigationWidth
    Accessible.role: Accessible.PageTabList
    Accessible.name: qsTr("Pages")

    function activate(index: int) {
        if (index < 0 || index >= pages.length)
            return
        activated(index)
        const button = buttons.itemAt(index)
        if (button && column.activeFocusInside)
            button.forceActiveFocus(Qt.TabFocusReason)
    }

    ColumnLayout {
        id: column
        readonly property bool activeFocusInside: {
            for (let i = 0; i < buttons.count; ++i) {
                const b = buttons.itemAt(i)
                if (b && b.activeFocus)
                    return true
            }
            return false
        }
        anchors.fill: parent
        anchors.topMargin: Theme.spacing
        spacing: Theme.spacingSmall

        Repeater {
            id: buttons
            // A fixed list (the window's pages): safe straight in the layout ("static",
            // docs/app-qml-rules.md).
            objectName: "staticPageButtons"
            model: rail.pages

            delegate: AbstractButton {
                id: button
                required property var modelData
                required property int index
                readonly property bool current: index === rail.currentIndex

                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacingSmall
                Layout.rightMargin: Theme.spacingSmall
                padding: Theme.spacing
                focusPolicy: Qt.StrongFocus
                checkable: false
                checked: current
                hoverEnabled: true
                text: modelData.title

                Accessible.role: Accessible.PageTab
                Accessible.name: modelData.title
                Accessible.description: modelData.shortcut
                        ? qsTr("Shortcut: %1").arg(modelData.shortcut) : ""

                ToolTip.visible: hovered && !!modelData.shortcut
                ToolTip.delay: 700
                ToolTip.text: modelData.shortcut ? "%1 (%2)".arg(modelData.title).arg(modelData.shortcut) : ""

                onClicked: rail.activate(index)
                Keys.onUpPressed: rail.activate((index + rail.pages.length - 1) % rail.pages.length)
                Keys.onDownPressed: rail.activate((index + 1) % rail.pages.length)

                background: Rectangle {
                    radius: Theme.radius
                    color: button.current ? Theme.accentSoft
                                          : button.hovered ? Theme.hover : "transparent"
                    border.width: button.visualFocus ? Theme.focusWidth : 0
                    border.color: Theme.focusRing

                    Rectangle {
                        visible: button.current
                        width: 3
                        radius: 1.5
                        height: parent.height - 2 * Theme.spacing
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.left: parent.left
                        color: Theme.accent
                    }
                }

                contentItem: ColumnLayout {
                    spacing: Theme.spacingSmall

                    Icon {
                        Layout.alignment: Qt.AlignHCenter
                        name: button.modelData.icon
                        color: button.current ? Theme.accent : Theme.mutedText
                    }
                    Label {
                        Layout.alignment: Qt.AlignHCenter
                        text: button.text
                        font: button.current ? Theme.strongFont : Theme.bodyFont
                        color: button.current ? Theme.text : Theme.mutedText
                    }
                }
            }
        }

        Item {
            Layout.fillHeight: true
        }
    }
}
