import QtQuick
import QtQuick.Controls
import Umpire

// One row of the move list (a MoveListModel row): the turn and side at the start of each
// turn, the move's number within its turn as the game counts it (not the file's line, which
// the number's tooltip gives), the move in words, its annotation below it, and the findings
// mark. The current
// step's row is highlighted; clicking a row shows the board after that move.
//
// A plain Item with positioned children rather than a Control with layouts: a random step
// rebinds every visible row (the list reuses its delegates), so a row must be cheap to fill.
Item {
    id: row

    required property int index
    required property int turn
    required property string sideName
    required property string side
    // The move in readable words (the model's "text" role).
    required property string text
    required property string annotation
    required property int line
    // The move's place in its turn (1, 2, ...), and "Turn 7 · Aliens · move 3 · line 40".
    required property int moveNumber
    required property string where
    required property int findingCount
    // The checker's verdict: the first finding's message, and all of them for the tooltip.
    required property string firstFinding
    required property string findingsText
    required property string worstSeverity
    // The values no rulebook prints that the move's findings rest on ("" when none): the
    // "assumed" mark under the move says so.
    required property string assumed
    required property bool turnStart
    required property bool isCurrent
    required property bool decoded
    // The list has the keyboard focus (draws the focus ring on the current row).
    property bool listFocused: false
    // Side ids of the game in order: the first side's rows get one tint, the second the other.
    property var sideIds: []

    readonly property string moveText: text
    // A gap above the first move of each turn, with a hairline in it.
    readonly property real topPadding: turnStart && index > 0 ? Theme.spacing : 0
    readonly property bool hovered: hoverHandler.hovered

    // Columns, left to right: turn 28, side bar 4 and the move's number in its turn 20 (moves
    // only), the text, the mark 20 and a small margin, with Theme.spacing between them.
    readonly property real numberX: 28 + Theme.spacing + 4 + Theme.spacingSmall
    readonly property real textX: 28 + Theme.spacing + (index > 0 ? 4 + Theme.spacingSmall + 20 + Theme.spacingSmall : 0)
    readonly property real textWidth: Math.max(0, width - textX - Theme.spacing - 20 - Theme.spacingSmall)

    signal activated(int step)
    // A right click (or the menu key) asks for the move's edit menu.
    signal contextRequested(int step)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitWidth: 300
    implicitHeight: annotationLabel.y + (annotationLabel.visible ? annotationLabel.implicitHeight : 0)
                    + Theme.spacingSmall
    Accessible.role: Accessible.ListItem
    Accessible.name: {
        const parts = []
        if (index === 0)
            parts.push(row.text)
        else
            parts.push(qsTr("Turn %1, %2, move %3: %4").arg(turn).arg(sideName).arg(moveNumber).arg(row.text))
        if (annotation.length > 0)
            parts.push(annotation)
        if (findingCount > 0)
            parts.push(qsTr("%n finding(s)", "", findingCount))
        return parts.join("; ")
    }
    Accessible.selected: isCurrent

    HoverHandler {
        id: hoverHandler
    }
    TapHandler {
        acceptedButtons: Qt.RightButton
        onTapped: row.contextRequested(row.index)
    }
    TapHandler {
        onTapped: row.activated(row.index)
    }

    // The row's background: current, hovered, or nothing; the focus ring on the current row.
    Rectangle {
        anchors.fill: parent
        anchors.topMargin: row.topPadding
        visible: row.isCurrent || row.hovered
        color: row.isCurrent ? Theme.accentSoft : Theme.hover
        border.color: Theme.focusRing
        border.width: row.isCurrent && row.listFocused ? Theme.focusWidth : 0
    }
    // A hairline above each turn.
    Rectangle {
        visible: row.topPadding > 0
        y: row.topPadding / 2
        width: parent.width
        height: 1
        color: Theme.border
    }

    // Turn number, shown on the first move of each turn only (as chess GUIs do).
    Text {
        y: row.topPadding + Theme.spacingSmall + 1
        width: 28
        horizontalAlignment: Text.AlignRight
        visible: row.topPadding > 0
        text: visible ? row.turn : ""  // no text to lay out on the rows that hide it
        font: Theme.strongFont
        color: Theme.mutedText
    }
    // The side's colour.
    Rectangle {
        // The side shown, for tests/app/tst_app_boards.cpp (Theme.sideColorOf).
        readonly property string sideId: row.side
        readonly property color sideColor: color
        objectName: "moveSideBar"
        visible: row.index > 0
        x: 28 + Theme.spacing
        y: row.topPadding + 3
        width: 4
        height: row.height - row.topPadding - 6
        radius: 2
        color: Theme.sideColor(row.sideIds.indexOf(row.side))
    }
    // The text column: the side's name at the start of a turn, the move, its annotation.
    // Placed by hand rather than in a Column: a positioner finds its height only at the next
    // polish, and a row whose height is not known when it is made makes the list position
    // the current row wrongly (it grows out of view afterwards).
    Text {
        id: sideLabel
        x: row.textX
        y: row.topPadding + Theme.spacingSmall
        width: row.textWidth
        visible: row.topPadding > 0
        text: visible ? row.sideName : ""
        font: Theme.smallFont
        color: Theme.mutedText
        elide: Text.ElideRight
    }
    Text {
        id: moveLabel
        x: row.textX
        y: sideLabel.y + (sideLabel.visible ? sideLabel.implicitHeight : 0)
        width: row.textWidth
        text: row.text
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        font: row.index === 0 ? Theme.strongFont : Theme.bodyFont
        color: row.isCurrent || row.decoded || row.index === 0 ? Theme.text : Theme.mutedText
    }
    // The checker's verdict on the move, in the colour of its severity; the record's own
    // {annotation} below stays the author's comment, in muted italics.
    Text {
        id: findingLabel
        objectName: "moveFinding"
        x: row.textX
        y: moveLabel.y + moveLabel.height
        width: row.textWidth
        visible: row.firstFinding.length > 0
        text: !visible ? "" : row.findingCount > 1
              ? qsTr("%1 (and %n more)", "", row.findingCount - 1).arg(row.firstFinding)
              : row.firstFinding
        wrapMode: Text.Wrap
        maximumLineCount: 3
        elide: Text.ElideRight
        textFormat: Text.PlainText
        font: Theme.smallFont
        color: row.worstSeverity === "error" ? Theme.error
             : row.worstSeverity === "warning" ? Theme.warning : Theme.note
        HoverHandler { id: findingHover }
        ToolTip.visible: findingHover.hovered
        ToolTip.delay: 400
        ToolTip.text: row.findingsText
    }
    AssumedBadge {
        id: assumedBadge
        objectName: "moveAssumed"
        x: row.textX
        y: findingLabel.y + (findingLabel.visible ? findingLabel.height : 0) + (visible ? Theme.spacingTiny : 0)
        reason: row.assumed.length > 0
                ? qsTr("This verdict rests on a value no rulebook prints: %1.").arg(row.assumed) : ""
    }
    Text {
        id: annotationLabel
        x: row.textX
        y: assumedBadge.y + (assumedBadge.visible ? assumedBadge.implicitHeight : 0)
        width: row.textWidth
        visible: row.annotation.length > 0
        text: row.annotation
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        font.family: Theme.bodyFont.family
        font.italic: true
        font.pointSize: Theme.smallFont.pointSize
        color: Theme.mutedText
    }
    // The move's number in its turn, level with the move's first line; hovering it tells where
    // the move is, with its line in the file.
    Text {
        id: numberLabel
        objectName: "moveNumber"
        x: row.numberX
        anchors.baseline: moveLabel.baseline
        width: 20
        horizontalAlignment: Text.AlignRight
        visible: row.index > 0
        text: visible ? row.moveNumber : ""
        font: Theme.smallFont
        color: Theme.mutedText
        HoverHandler { id: numberHover }
        ToolTip.visible: numberHover.hovered
        ToolTip.delay: 400
        ToolTip.text: row.where
    }
    SeverityMark {
        id: mark
        // Centred in a 20 × 16 cell at the right edge.
        x: row.width - Theme.spacingSmall - 10 - width / 2
        y: row.topPadding + Theme.spacingSmall + 1 + 8 - height / 2
        severity: row.worstSeverity
    }
}
