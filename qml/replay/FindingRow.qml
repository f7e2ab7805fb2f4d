import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One finding (a FindingsModel row): its mark, where it is, its message, and its rule id as
// a link. Clicking the row shows the move; clicking the rule id opens the rule.
ItemDelegate {
    id: row

    required property int index
    required property int step
    required property string location
    required property string severity
    required property string ruleId
    required property string message
    required property bool isCurrent

    signal stepRequested(int step)
    signal ruleRequested(string ruleId)

    width: ListView.view ? ListView.view.width : implicitWidth
    highlighted: isCurrent
    padding: Theme.spacing
    Accessible.role: Accessible.ListItem
    Accessible.name: qsTr("%1 at move %2, line %3: %4 [%5]")
                         .arg(row.severity === "error" ? qsTr("Error") : row.severity === "warning" ? qsTr("Warning") : qsTr("Note")).arg(step).arg(location).arg(message).arg(ruleId)

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

    contentItem: RowLayout {
        spacing: Theme.spacing

        SeverityMark {
            Layout.alignment: Qt.AlignTop
            Layout.topMargin: 2
            severity: row.severity
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingTiny

            Label {
                Layout.fillWidth: true
                text: row.message
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                color: Theme.text
            }
            RowLayout {
                spacing: Theme.spacing
                Label {
                    text: row.step > 0 ? qsTr("Move %1 · line %2").arg(row.step).arg(row.location)
                                       : qsTr("Tags · line %1").arg(row.location)
                    font: Theme.smallFont
                    color: Theme.mutedText
                }
                // The deep link to the rule: a real button, so it takes the keyboard too.
                Button {
                    id: ruleLink
                    objectName: "ruleLink"
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
            }
        }
    }
}
