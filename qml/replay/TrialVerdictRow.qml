import QtQuick
import QtQuick.Controls
import Umpire

// One part of a tried line's verdict (a MoveTrial item): a syntax error at its column, or a
// finding with its rule as a link that opens the rule (like FindingRow's).
Item {
    id: row

    required property var modelData
    readonly property bool syntax: modelData.kind === "syntax"

    signal ruleRequested(string ruleId)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitWidth: 300
    implicitHeight: Math.max(mark.height, ruleLink.visible ? ruleLink.y + ruleLink.implicitHeight : messageLabel.implicitHeight)
                    + Theme.spacingSmall
    Accessible.role: Accessible.ListItem
    Accessible.name: messageLabel.text + (ruleLink.visible ? " [" + row.modelData.ruleId + "]" : "")

    SeverityMark {
        id: mark
        x: Theme.spacing
        y: 2
        severity: row.syntax ? "error" : row.modelData.kind
    }
    Label {
        id: messageLabel
        objectName: "verdictMessage"
        x: mark.x + mark.width + Theme.spacing
        width: row.width - x - Theme.spacing
        text: row.syntax ? qsTr("Column %1: %2").arg(row.modelData.column).arg(row.modelData.message)
                         : row.modelData.message
                           + (row.modelData.assumed.length > 0
                              ? " " + qsTr("(rests on a value no rulebook prints: %1)").arg(row.modelData.assumed) : "")
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: Theme.text
    }
    // The deep link to the rule: a real button, so it takes the keyboard too.
    Button {
        id: ruleLink
        objectName: "verdictRuleLink"
        visible: !row.syntax && row.modelData.ruleId.length > 0
        x: messageLabel.x
        y: messageLabel.implicitHeight + Theme.spacingTiny
        flat: true
        padding: 0
        topPadding: 0
        bottomPadding: 0
        focusPolicy: Qt.StrongFocus
        text: row.modelData.ruleId
        font: Theme.monoFont
        Accessible.name: qsTr("Open rule %1").arg(row.modelData.ruleId)
        ToolTip.visible: hovered || visualFocus
        ToolTip.delay: 500
        ToolTip.text: qsTr("Open this rule on the Rules page")
        onClicked: row.ruleRequested(row.modelData.ruleId)
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
}
