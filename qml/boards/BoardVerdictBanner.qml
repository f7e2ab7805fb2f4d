import QtQuick
import QtQuick.Controls
import Umpire

// The checker's verdict on the board: when the step shown broke a rule, a banner above the
// board (never over it, so it hides nothing the board shows) says so with the first error's message and its rule id, so the board never
// looks silently updated (DESIGN.md: a broken move is applied "as played"). The whole banner is
// a button: a click (or Enter while focused) opens the rule, as the rule link of a finding row
// does. Hidden while `message` is empty. Every game's board gets it (ReplayView places it).
Button {
    id: banner

    // The first error's one-sentence message, and the rule id it cites.
    property string message
    property string ruleId
    // How many errors the step has (the banner says how many more there are).
    property int count: 0
    // The values no rulebook prints that the verdict rests on ("" when none): marked
    // "assumed" beside the rule id, as in the findings list.
    property string assumed

    signal ruleRequested(string ruleId)

    visible: message.length > 0
    padding: Theme.spacing
    leftPadding: Theme.spacingMedium
    rightPadding: Theme.spacingMedium
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    Accessible.role: Accessible.AlertMessage
    Accessible.name: qsTr("This move broke a rule: %1 [%2]").arg(message).arg(ruleId)
    Accessible.description: qsTr("Opens the rule")

    onClicked: banner.ruleRequested(banner.ruleId)

    ToolTip.visible: hovered
    ToolTip.delay: 500
    ToolTip.text: qsTr("Open rule %1 on the Rules page").arg(banner.ruleId)

    background: Rectangle {
        radius: Theme.radius
        color: banner.hovered ? Theme.mix(Theme.errorSoft, Theme.error, 0.18) : Theme.errorSoft
        opacity: 0.96
        border.color: banner.visualFocus ? Theme.focusRing : Theme.error
        border.width: banner.visualFocus ? Theme.focusWidth : 1
    }

    contentItem: Item {
        implicitWidth: mark.width + Theme.spacing + Math.max(title.implicitWidth, messageText.implicitWidth)
        implicitHeight: Math.max(mark.height, title.implicitHeight + messageText.implicitHeight
                                              + Math.max(ruleText.implicitHeight, assumedBadge.visible ? assumedBadge.implicitHeight : 0))

        SeverityMark {
            id: mark
            y: 1
            severity: "error"
            size: 18
        }
        Label {
            id: title
            objectName: "verdictTitle"
            x: mark.width + Theme.spacing
            width: parent.width - x
            text: banner.count > 1 ? qsTr("This move broke a rule (%n error(s))", "", banner.count)
                                   : qsTr("This move broke a rule")
            font: Theme.strongFont
            color: Theme.error
            elide: Text.ElideRight
        }
        Label {
            id: messageText
            objectName: "verdictMessage"
            anchors.left: title.left
            anchors.top: title.bottom
            width: title.width
            text: banner.message
            wrapMode: Text.Wrap
            maximumLineCount: 3
            elide: Text.ElideRight
            textFormat: Text.PlainText
            color: Theme.text
        }
        Label {
            id: ruleText
            objectName: "verdictRule"
            anchors.left: title.left
            anchors.top: messageText.bottom
            text: banner.ruleId
            font.family: Theme.monoFont.family
            font.pointSize: Theme.smallFont.pointSize
            font.underline: true
            color: Theme.accent
        }
        AssumedBadge {
            id: assumedBadge
            objectName: "verdictAssumed"
            anchors.left: ruleText.right
            anchors.leftMargin: Theme.spacing
            anchors.verticalCenter: ruleText.verticalCenter
            reason: banner.assumed.length > 0
                    ? qsTr("This verdict rests on a value no rulebook prints: %1.").arg(banner.assumed) : ""
        }
    }
}
