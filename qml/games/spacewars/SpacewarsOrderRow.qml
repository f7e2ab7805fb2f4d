import QtQuick
import QtQuick.Layouts
import Umpire

// One written order on a Space Wars pad (a row of SpacewarsView.orders): its number and words,
// and its fate at this step. The order being carried out stands out in the accent colour with
// an arrow; the next one has an accent rim; those carried out are greyed with a check, and a
// void one (it came up but could do nothing) is struck out and says so.
Rectangle {
    id: row

    required property int sideIndex
    required property int number
    required property string text
    required property string status
    required property bool voided

    readonly property bool current: status === "current"
    readonly property bool greyed: status === "done" || status === "void"

    objectName: "order-" + sideIndex + "-" + number
    implicitHeight: line.implicitHeight + 2 * Theme.spacingSmall
    radius: Theme.radius
    color: current ? Theme.accentSoft : "transparent"
    border.color: current || status === "next" ? Theme.accent : "transparent"
    border.width: current ? 2 : 1

    Accessible.role: Accessible.ListItem
    Accessible.name: stateLabel.text !== "" ? row.text + " (" + stateLabel.text + ")"
                     : status === "done" ? row.text + " (" + qsTr("done") + ")" : row.text

    RowLayout {
        id: line
        anchors.fill: parent
        anchors.leftMargin: Theme.spacingSmall
        anchors.rightMargin: Theme.spacingSmall
        spacing: Theme.spacingSmall

        Text {
            Layout.alignment: Qt.AlignTop
            Layout.preferredWidth: Math.max(implicitWidth, 22)
            // The fate in front of the number: ▶ being carried out, ✓ carried out before.
            text: row.current ? "▶" + row.number : row.status === "done" ? "✓" + row.number : row.number + "."
            color: row.current ? Theme.accent : Theme.mutedText
            font: row.current ? Theme.strongFont : Theme.bodyFont
        }
        Text {
            Layout.fillWidth: true
            text: row.text
            font.family: Theme.bodyFont.family
            font.pointSize: Theme.basePointSize
            wrapMode: Text.Wrap
            color: row.greyed ? Theme.mutedText : Theme.text
            font.strikeout: row.status === "void" || row.voided
            font.bold: row.current
        }
        Text {
            id: stateLabel
            Layout.alignment: Qt.AlignTop
            text: row.status === "void" || row.voided ? qsTr("void")
                  : row.current ? qsTr("now")
                  : row.status === "next" ? qsTr("next") : ""
            visible: text !== ""
            color: row.status === "void" || row.voided ? Theme.warning : row.current || row.status === "next" ? Theme.accent : Theme.mutedText
            font: Theme.smallFont
        }
    }
}
