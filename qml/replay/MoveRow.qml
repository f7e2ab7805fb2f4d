import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One row of the move list (a MoveListModel row): the turn and side at the start of each
// turn, the move in words, its annotation below it, and the findings mark. The current
// step's row is highlighted; clicking a row shows the board after that move.
ItemDelegate {
    id: row

    required property int index
    required property int turn
    required property string sideName
    required property string side
    // The row's roles as an object: its "text" role (the move in words) cannot be a required
    // property of its own, as `text` and `display` are the button's.
    required property var model
    readonly property string moveText: model.text ?? ""
    required property string annotation
    required property int line
    required property int findingCount
    required property string worstSeverity
    required property bool turnStart
    required property bool isCurrent
    required property bool decoded
    // The list has the keyboard focus (draws the focus ring on the current row).
    property bool listFocused: false
    // Side ids of the game in order: the first side's rows get one tint, the second the other.
    property var sideIds: []

    // The width left for the move's text: the row less the other columns of contentItem
    // (turn 28, side bar 4 when shown, line number when shown, mark 20 + margin) and the
    // spacing between the columns shown.
    readonly property real textWidth: Math.max(0, availableWidth - 28 - 20 - Theme.spacingSmall
            - 2 * Theme.spacing
            - (index > 0 ? 4 + Theme.spacing : 0)
            - (line > 0 ? lineLabel.implicitWidth + Theme.spacing : 0))

    signal activated(int step)

    width: ListView.view ? ListView.view.width : implicitWidth
    padding: 0
    topPadding: turnStart && index > 0 ? Theme.spacing : 0
    highlighted: isCurrent
    focusPolicy: Qt.NoFocus
    Accessible.role: Accessible.ListItem
    Accessible.name: {
        const parts = []
        if (index === 0)
            parts.push(row.moveText)
        else
            parts.push(qsTr("Move %1, turn %2, %3: %4").arg(index).arg(turn).arg(sideName).arg(row.moveText))
        if (annotation.length > 0)
            parts.push(annotation)
        if (findingCount > 0)
            parts.push(qsTr("%n finding(s)", "", findingCount))
        return parts.join("; ")
    }
    Accessible.selected: isCurrent

    onClicked: row.activated(index)

    background: Item {
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: row.topPadding
            color: row.isCurrent ? Theme.accentSoft : row.hovered ? Theme.hover : "transparent"
        }
        // A hairline above each turn.
        Rectangle {
            visible: row.turnStart && row.index > 0
            anchors.top: parent.top
            anchors.topMargin: row.topPadding / 2
            width: parent.width
            height: 1
            color: Theme.border
        }
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: row.topPadding
            visible: row.isCurrent && row.listFocused
            color: "transparent"
            border.color: Theme.focusRing
            border.width: Theme.focusWidth
        }
    }

    contentItem: RowLayout {
        spacing: Theme.spacing

        // Turn number and side, shown on the first move of each turn only (as chess GUIs do).
        Label {
            Layout.preferredWidth: 28
            Layout.alignment: Qt.AlignTop
            Layout.topMargin: Theme.spacingSmall + 1
            horizontalAlignment: Text.AlignRight
            text: row.turnStart && row.index > 0 ? row.turn : ""
            font: Theme.strongFont
            color: Theme.mutedText
        }
        Rectangle {
            Layout.preferredWidth: 4
            Layout.fillHeight: true
            Layout.topMargin: 3
            Layout.bottomMargin: 3
            radius: 2
            visible: row.index > 0
            color: {
                const i = row.sideIds.indexOf(row.side)
                return i === 0 ? "#4f9a55" : i === 1 ? "#4a7fc0" : i > 1 ? "#9a7b4f" : Theme.border
            }
        }
        // The text column gets its width from the row (textWidth), not from the layout: a
        // wrapped Text whose height the layout would set through its width made the RowLayout
        // re-polish itself ("Polish loop detected") on every step.
        Column {
            Layout.preferredWidth: row.textWidth
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingSmall
            Layout.bottomMargin: Theme.spacingSmall
            spacing: 0

            Label {
                width: row.textWidth
                visible: row.turnStart && row.index > 0
                text: row.sideName
                font: Theme.smallFont
                color: Theme.mutedText
                elide: Text.ElideRight
            }
            Label {
                width: row.textWidth
                text: row.moveText
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                font: row.index === 0 ? Theme.strongFont : Theme.bodyFont
                color: row.isCurrent ? Theme.text : (row.decoded || row.index === 0 ? Theme.text : Theme.mutedText)
            }
            Label {
                width: row.textWidth
                visible: row.annotation.length > 0
                text: row.annotation
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                font.italic: true
                font.pointSize: Theme.smallFont.pointSize
                color: Theme.mutedText
            }
        }
        Label {
            id: lineLabel
            Layout.alignment: Qt.AlignTop
            Layout.topMargin: Theme.spacingSmall + 1
            visible: row.line > 0
            text: row.line
            font: Theme.smallFont
            color: Theme.mutedText
        }
        Item {
            Layout.preferredWidth: 20
            Layout.preferredHeight: 16
            Layout.alignment: Qt.AlignTop
            Layout.topMargin: Theme.spacingSmall + 1
            Layout.rightMargin: Theme.spacingSmall
            SeverityMark {
                anchors.centerIn: parent
                severity: row.worstSeverity
            }
        }
    }
}
