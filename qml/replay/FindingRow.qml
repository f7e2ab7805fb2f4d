import QtQuick
import QtQuick.Controls
import Umpire

// One finding (a FindingsModel row): its mark, where it is, its message, and its rule id as
// a link. Clicking the row shows the move; clicking the rule id opens the rule.
//
// Laid out with anchors, not layouts: its height is known as soon as it is made (a layout's
// would only be known after the next polish), so the panel can scroll a new row fully into
// view at once.
ItemDelegate {
    id: row

    required property int index
    required property int step
    required property string location
    required property string severity
    required property string ruleId
    required property string message
    required property bool isCurrent
    // The values no rulebook prints that the verdict rests on (empty when none).
    required property string assumed
    required property string where
    // The rule that says why the assumed value is assumed ("" when none).
    required property string assumptionRule
    // The readings of an ambiguous rule the verdict rests on ("strike=consecutive"), the
    // sentence naming them, and the clarification to open ("" when none).
    required property string readings
    required property string readingNote
    required property string readingRule

    signal stepRequested(int step)
    signal ruleRequested(string ruleId)

    width: ListView.view ? ListView.view.width : implicitWidth
    highlighted: isCurrent
    padding: Theme.spacing
    Accessible.role: Accessible.ListItem
    Accessible.name: qsTr("%1, %2: %3 [%4]")
                         .arg(row.severity === "error" ? qsTr("Error") : row.severity === "warning" ? qsTr("Warning") : qsTr("Note")).arg(where).arg(message).arg(ruleId)

    onClicked: row.stepRequested(row.step)

    background: Rectangle {
        color: row.isCurrent ? Theme.accentSoft : row.hovered ? Theme.hover : "transparent"
        border.color: Theme.focusRing
        border.width: row.visualFocus ? Theme.focusWidth : 0
        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }
    }

    contentItem: Item {
        id: content
        // The rule link and the markers, and whether they go on a line of their own below
        // `where` because the row is too narrow for both (a long "where" in Russian). Where
        // even that line is too narrow for the link and the markers (a long rule id in a
        // narrow panel), the markers go on a line of their own below the link, never past
        // the row's edge (issue 24: "assumed" was cut to "ass").
        readonly property real markersWidth: (assumedBadge.visible ? assumedBadge.implicitWidth : 0)
                                             + (assumedBadge.visible && readingBadge.visible ? Theme.spacing : 0)
                                             + (readingBadge.visible ? readingBadge.implicitWidth : 0)
        readonly property real linksWidth: ruleLink.implicitWidth + (markersWidth > 0 ? Theme.spacing + markersWidth : 0)
        readonly property bool linksWrap: whereLabel.implicitWidth + Theme.spacing + linksWidth > messageLabel.width
        readonly property bool markersWrap: linksWrap && markersWidth > 0 && linksWidth > messageLabel.width
        readonly property real lineY: messageLabel.implicitHeight + Theme.spacingTiny
        readonly property real lineHeight: Math.max(whereLabel.implicitHeight, ruleLink.implicitHeight)
        readonly property real markersX: markersWrap ? messageLabel.x : ruleLink.x + ruleLink.implicitWidth + Theme.spacing
        readonly property real markersY: markersWrap ? ruleLink.y + ruleLink.implicitHeight + Theme.spacingTiny : ruleLink.y
        readonly property real markersHeight: markersWrap ? Math.max(assumedBadge.visible ? assumedBadge.implicitHeight : 0,
                                                                     readingBadge.visible ? readingBadge.implicitHeight : 0)
                                                          : ruleLink.implicitHeight

        implicitWidth: mark.implicitWidth + Theme.spacing + Math.max(messageLabel.implicitWidth, whereLabel.implicitWidth + Theme.spacing + linksWidth)
        implicitHeight: Math.max(mark.y + mark.height,
                                 linksWrap ? markersY + markersHeight : lineY + lineHeight)

        SeverityMark {
            id: mark
            y: 2
            severity: row.severity
        }
        Label {
            id: messageLabel
            x: mark.width + Theme.spacing
            width: parent.width - x
            text: row.message
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            color: Theme.text
        }
        Label {
            id: whereLabel
            x: messageLabel.x
            y: content.linksWrap ? content.lineY : content.lineY + (content.lineHeight - implicitHeight) / 2
            text: row.where
            font: Theme.smallFont
            color: Theme.mutedText
        }
        // The deep link to the rule: a real button, so it takes the keyboard too.
        Button {
            id: ruleLink
            objectName: "ruleLink"
            x: content.linksWrap ? messageLabel.x : messageLabel.x + whereLabel.implicitWidth + Theme.spacing
            y: content.linksWrap ? content.lineY + whereLabel.implicitHeight + Theme.spacingTiny
                                 : content.lineY + (content.lineHeight - implicitHeight) / 2
            flat: true
            padding: 0
            topPadding: 0
            bottomPadding: 0
            focusPolicy: Qt.StrongFocus
            text: row.ruleId
            font: Theme.monoFont
            Accessible.name: qsTr("Open rule %1").arg(row.ruleId)
            ToolTip.visible: hovered || visualFocus
            ToolTip.delay: 500
            ToolTip.text: qsTr("Open this rule on the Rules page")
            onClicked: row.ruleRequested(row.ruleId)
            contentItem: Text {
                text: ruleLink.text
                font.family: ruleLink.font.family
                font.pointSize: ruleLink.font.pointSize
                font.underline: true
                color: Theme.accent
            }
            background: Rectangle {
                color: "transparent"
                radius: 2
                border.color: Theme.focusRing
                border.width: ruleLink.visualFocus ? Theme.focusWidth : 0
            }
        }
        // A verdict that rests on a reconstructed value says so (docs/assumed-values.md).
        AssumedBadge {
            id: assumedBadge
            objectName: "findingAssumed"
            x: content.markersX
            y: content.markersY + (content.markersHeight - implicitHeight) / 2
            reason: row.assumed.length > 0
                    ? qsTr("This verdict rests on a value no rulebook prints: %1.").arg(row.assumed) : ""
            // Opens the clarification that says why the value is assumed.
            clickable: row.assumptionRule.length > 0
            onActivated: row.ruleRequested(row.assumptionRule)
        }
        // A verdict that rests on a reading of an ambiguous rule says so (docs/readings.md);
        // a click opens the clarification.
        ReadingBadge {
            id: readingBadge
            objectName: "findingReading"
            x: assumedBadge.visible ? assumedBadge.x + assumedBadge.implicitWidth + Theme.spacing : content.markersX
            y: content.markersY + (content.markersHeight - implicitHeight) / 2
            reason: row.readingNote
            clickable: row.readingRule.length > 0
            onActivated: row.ruleRequested(row.readingRule)
        }
    }
}
