import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One card in the result list: its name (and the other language's name), game, type (for a
// component also its kind) and side, and its cost on the right, marked when the cost is
// assumed.
ItemDelegate {
    id: row

    required property int index
    required property string name
    required property string otherName
    required property string gameName
    required property string typeName
    required property string kindName
    required property string sideName
    required property var cost
    required property bool costAssumed
    // The list's current row (shown highlighted).
    property bool current: ListView.isCurrentItem

    width: ListView.view ? ListView.view.width : implicitWidth
    padding: Theme.spacing
    leftPadding: Theme.spacingMedium
    rightPadding: Theme.spacingMedium
    hoverEnabled: true
    focusPolicy: Qt.NoFocus  // the list has the focus; Up and Down move the current row

    Accessible.role: Accessible.ListItem
    Accessible.name: [name, otherName, typeName, kindName, gameName].filter(s => s.length > 0).join(", ")
            + (cost !== undefined ? ", " + qsTr("cost %1").arg(cost) : "")

    background: Rectangle {
        color: row.current ? Theme.accentSoft : row.hovered ? Theme.hover : "transparent"
        radius: Theme.radius
        border.width: row.current && row.ListView.view && row.ListView.view.activeFocus
                      ? Theme.focusWidth : 0
        border.color: Theme.focusRing
    }

    contentItem: RowLayout {
        spacing: Theme.spacing

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 1

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                // The name keeps its width; the other language's name gets what is left.
                Label {
                    text: row.name
                    font: Theme.strongFont
                    color: Theme.text
                    elide: Text.ElideRight
                    Layout.fillWidth: row.otherName.length === 0
                    Layout.maximumWidth: implicitWidth
                }
                Label {
                    // The name in the other language, beside the first on purpose.
                    readonly property bool otherLanguage: true
                    visible: row.otherName.length > 0
                    text: row.otherName
                    color: Theme.mutedText
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
            }
            Label {
                Layout.fillWidth: true
                text: [row.gameName, row.typeName, row.kindName, row.sideName].filter(s => s.length > 0).join(" · ")
                font: Theme.smallFont
                color: Theme.mutedText
                elide: Text.ElideRight
            }
        }

        // The cost, as a coin; cards without a cost show none.
        Rectangle {
            Layout.alignment: Qt.AlignVCenter
            visible: row.cost !== undefined
            implicitWidth: Math.max(costLabel.implicitWidth + 12, implicitHeight)
            implicitHeight: costLabel.implicitHeight + 6
            radius: implicitHeight / 2
            color: row.costAssumed ? Theme.mix(Theme.window, Theme.warning, Theme.dark ? 0.22 : 0.12)
                                   : Theme.mix(Theme.window, Theme.text, 0.08)
            border.width: 1
            border.color: row.costAssumed ? Theme.mix(Theme.window, Theme.warning, 0.55) : Theme.border

            Label {
                id: costLabel
                anchors.centerIn: parent
                text: row.cost !== undefined ? row.cost + (row.costAssumed ? "*" : "") : ""
                font: Theme.strongFont
                color: row.costAssumed ? Theme.warning : Theme.text
            }

            HoverHandler {
                id: costHover
            }
            ToolTip.visible: costHover.hovered
            ToolTip.delay: 500
            ToolTip.text: row.costAssumed ? qsTr("Cost %1, assumed: no rulebook prints it").arg(row.cost)
                                          : qsTr("Cost %1").arg(row.cost)
        }
    }
}
