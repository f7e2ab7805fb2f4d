pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Every finding of the record (or only the current move's), with the current move's findings
// highlighted and scrolled into view. A click on a finding shows its move; a click on its rule
// id asks for the rule (`ruleRequested`).
ColumnLayout {
    id: panel

    required property ReplayController replay

    signal ruleRequested(string ruleId)

    spacing: Theme.spacingSmall

    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: panel.replay.findingCount === 0 ? qsTr("No findings")
                  : [qsTr("%n error(s)", "", panel.replay.errorCount), qsTr("%n warning(s)", "", panel.replay.warningCount),
                     qsTr("%n note(s)", "", panel.replay.noteCount)].join(", ")
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        CheckBox {
            objectName: "currentOnly"
            text: qsTr("This move only")
            checked: panel.replay.findings.currentStepOnly
            onToggled: panel.replay.findings.currentStepOnly = checked
            Accessible.name: qsTr("Show only the findings of this move")
        }
    }

    ListView {
        id: list
        Layout.fillWidth: true
        Layout.fillHeight: true
        clip: true
        model: panel.replay.findings
        boundsBehavior: Flickable.StopAtBounds
        reuseItems: true
        cacheBuffer: 0  // no rows made ahead: see CardsView.qml and docs/app-qml-rules.md
        activeFocusOnTab: true
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Findings")
        ScrollBar.vertical: ScrollBar {}

        delegate: FindingRow {
            onStepRequested: step => panel.replay.step = step
            onRuleRequested: ruleId => panel.ruleRequested(ruleId)
        }

        Label {
            anchors.centerIn: parent
            width: parent.width - 2 * Theme.spacingLarge
            visible: list.count === 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.mutedText
            text: panel.replay.status === ReplayController.NotChecked
                  ? qsTr("This record is not checked, so it has no findings.")
                  : panel.replay.findings.currentStepOnly && panel.replay.findingCount > 0
                    ? qsTr("No findings on this move.") : qsTr("Every move follows the rules.")
        }

        // Keep the current move's findings wholly in view: its last row, then its first, so
        // that the first wins when they do not all fit. The rows know their height as soon as
        // they are made (FindingRow), so Contain leaves none cut off at the bottom.
        Connections {
            target: panel.replay
            function onStepChanged() {
                const first = panel.replay.findings.rowForStep(panel.replay.step)
                const last = panel.replay.findings.rowForStep(panel.replay.step + 1) - 1
                if (last > first && last < list.count)
                    list.positionViewAtIndex(last, ListView.Contain)
                if (first < list.count)
                    list.positionViewAtIndex(first, ListView.Contain)
            }
        }
    }
}
