import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One heading in the rules tree: indented by depth, an arrow to open or close it when it
// has sub-rules, its section number and title (and the other language's title, muted).
ItemDelegate {
    id: row

    required property int index
    required property string ruleId
    required property string section
    required property string title
    required property string otherTitle
    required property int depth
    required property bool hasChildren
    required property bool expanded
    required property bool clarification
    property bool current: ListView.isCurrentItem
    signal toggleRequested()

    width: ListView.view ? ListView.view.width : implicitWidth
    padding: 5
    leftPadding: Theme.spacing + depth * 16
    rightPadding: Theme.spacing
    hoverEnabled: true
    focusPolicy: Qt.NoFocus

    Accessible.role: Accessible.TreeItem
    Accessible.name: [section, title].filter(s => s.length > 0).join(" ")
    Accessible.description: hasChildren ? (expanded ? qsTr("expanded") : qsTr("collapsed")) : ""

    background: Rectangle {
        color: row.current ? Theme.accentSoft : row.hovered ? Theme.hover : "transparent"
        radius: Theme.radius
        border.width: row.current && row.ListView.view && row.ListView.view.activeFocus
                      ? Theme.focusWidth : 0
        border.color: Theme.focusRing
    }

    contentItem: RowLayout {
        spacing: Theme.spacingSmall

        // The disclosure arrow; a leaf keeps its place so titles line up.
        Item {
            implicitWidth: 16
            implicitHeight: 16
            Layout.alignment: Qt.AlignVCenter
            Label {
                anchors.centerIn: parent
                visible: row.hasChildren
                text: "\u25B8"  // ▸, turned down when open
                rotation: row.expanded ? 90 : 0
                color: Theme.mutedText
            }
            TapHandler {
                enabled: row.hasChildren
                onTapped: row.toggleRequested()
            }
        }
        Label {
            visible: row.section.length > 0
            text: row.section
            color: Theme.mutedText
            Layout.alignment: Qt.AlignVCenter
        }
        Label {
            text: row.title
            font: row.depth <= 1 ? Theme.strongFont : Theme.bodyFont
            color: Theme.text
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.alignment: Qt.AlignVCenter
        }
    }
}
