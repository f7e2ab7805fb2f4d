import QtQuick
import Umpire

// One written order on a Space Wars pad (a row of SpacewarsView.orders): its number and words,
// and its fate at this step. The order being carried out stands out in the accent colour with
// an arrow; the next one has an accent rim; those carried out are greyed with a check, and a
// void one (it came up but could do nothing) is struck out and says so. An order whose line
// broke a rule is framed in the error colour with the error under it; a line the pad refused
// (a sixth order) is shown too, marked "refused".
//
// A step changes most rows, so a row is cheap to update: plain-text items placed by
// anchors (no layout to re-solve, no rich-text detection), its fate text fixed per status.
Rectangle {
    id: row

    required property int sideIndex
    required property int number
    required property string text
    required property string status
    required property bool voided
    // The first error of the line that wrote the order ("" for none), and whether the pad
    // refused it (a sixth order): such a row is framed in the error colour and says why.
    required property string problem
    required property bool refused

    readonly property bool current: status === "current"
    readonly property bool void_: status === "void" || voided
    readonly property bool greyed: status === "done" || status === "void"

    objectName: "order-" + sideIndex + "-" + number
    readonly property bool broken: problem !== ""
    // What a broken step is about, marked (tests/app/tst_app_boards.cpp).
    readonly property bool findingMark: broken
    implicitHeight: Math.max(numberText.implicitHeight, orderText.implicitHeight)
                    + (problemText.visible ? problemText.implicitHeight : 0) + 2 * Theme.spacingSmall
    radius: Theme.radius
    color: current ? Theme.accentSoft : broken ? Theme.errorSoft : "transparent"
    border.color: broken ? Theme.error : current || status === "next" ? Theme.accent : "transparent"
    border.width: current || broken ? 2 : 1

    Accessible.role: Accessible.ListItem
    Accessible.name: (stateLabel.text !== "" ? row.text + " (" + stateLabel.text + ")"
                      : status === "done" ? row.text + " (" + qsTr("done") + ")" : row.text)
                     + (broken ? ". " + problem : "")

    Text {
        id: numberText
        anchors.left: parent.left
        anchors.leftMargin: Theme.spacingSmall
        anchors.top: parent.top
        anchors.topMargin: Theme.spacingSmall
        width: Math.max(implicitWidth, 22)
        textFormat: Text.PlainText
        // The fate in front of the number: ▶ being carried out, ✓ carried out before.
        text: row.current ? "▶" + row.number : row.status === "done" ? "✓" + row.number : row.number + "."
        color: row.current ? Theme.accent : Theme.mutedText
        font: row.current ? Theme.strongFont : Theme.bodyFont
    }
    Text {
        id: orderText
        anchors.left: numberText.right
        anchors.leftMargin: Theme.spacingSmall
        anchors.right: stateLabel.visible ? stateLabel.left : parent.right
        anchors.rightMargin: Theme.spacingSmall
        anchors.top: parent.top
        anchors.topMargin: Theme.spacingSmall
        textFormat: Text.PlainText
        text: row.text
        font.family: Theme.bodyFont.family
        font.pointSize: Theme.basePointSize
        wrapMode: Text.Wrap
        color: row.greyed ? Theme.mutedText : Theme.text
        font.strikeout: row.void_
        font.bold: row.current
    }
    Text {
        id: stateLabel
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingSmall
        anchors.top: parent.top
        anchors.topMargin: Theme.spacingSmall
        textFormat: Text.PlainText
        text: row.refused ? qsTr("refused")
              : row.void_ ? qsTr("void")
              : row.current ? qsTr("now")
              : row.status === "next" ? qsTr("next") : ""
        visible: text !== ""
        color: row.refused ? Theme.error : row.void_ ? Theme.warning : row.current || row.status === "next" ? Theme.accent : Theme.mutedText
        font: Theme.smallFont
    }
    // Why the line that wrote it broke a rule.
    Text {
        id: problemText
        objectName: "orderProblem"
        anchors.left: orderText.left
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingSmall
        anchors.top: orderText.bottom
        visible: row.broken
        textFormat: Text.PlainText
        text: row.problem
        wrapMode: Text.Wrap
        color: Theme.error
        font: Theme.smallFont
    }
}
