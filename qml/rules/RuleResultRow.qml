import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One rule found by a search: section number and title, the game, and the start of its text.
ItemDelegate {
    id: row

    required property int index
    required property string ruleId
    required property string section
    required property string title
    required property string otherTitle
    required property string gameName
    required property string snippet
    property bool current: ListView.isCurrentItem

    width: ListView.view ? ListView.view.width : implicitWidth
    padding: Theme.spacing
    leftPadding: Theme.spacingMedium
    rightPadding: Theme.spacingMedium
    hoverEnabled: true
    focusPolicy: Qt.NoFocus

    Accessible.role: Accessible.ListItem
    Accessible.name: [section, title, gameName].filter(s => s.length > 0).join(", ")

    background: Rectangle {
        color: row.current ? Theme.accentSoft : row.hovered ? Theme.hover : "transparent"
        radius: Theme.radius
        border.width: row.current && row.ListView.view && row.ListView.view.activeFocus
                      ? Theme.focusWidth : 0
        border.color: Theme.focusRing
    }

    contentItem: ColumnLayout {
        spacing: 1

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Label {
                visible: row.section.length > 0
                text: row.section
                color: Theme.mutedText
            }
            Label {
                text: row.title
                font: Theme.strongFont
                color: Theme.text
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
        }
        Label {
            Layout.fillWidth: true
            text: row.gameName
            font: Theme.smallFont
            color: Theme.mutedText
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            visible: row.snippet.length > 0
            text: row.snippet
            font: Theme.smallFont
            color: Theme.mutedText
            maximumLineCount: 2
            wrapMode: Text.Wrap
            elide: Text.ElideRight
            textFormat: Text.PlainText
        }
    }
}
