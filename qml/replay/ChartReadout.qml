import QtQuick
import QtQuick.Controls
import Umpire

// The hover readout of GameChart: the turn and side of one point, each series' value there (with
// its colour), and the findings in that point's run of moves.
Rectangle {
    id: readout

    property ChartModel model
    // The point shown; -1 shows nothing.
    property int index: -1
    property var colors: []
    // [{id, name}] of the game's sides (ReplayController.sides).
    property var sideNames: []

    // The finding mark of the point, or null.
    readonly property var findings: {
        if (!model || index < 0)
            return null
        for (const mark of model.findingMarks) {
            if (mark.index === index)
                return mark
            if (mark.index > index)
                break
        }
        return null
    }
    // The lines of text, also the accessible name: "Turn 7 · Aliens", "Civilians left: 23", ...
    readonly property string title: {
        if (!model || index < 0)
            return ""
        const turn = model.turns[index]
        if (turn === 0)
            return qsTr("Set-up")
        const sideId = model.sides[index]
        const side = sideNames.find(s => s.id === sideId)
        return qsTr("Turn %1 · %2").arg(turn).arg(side ? side.name : sideId)
    }

    width: column.implicitWidth + 2 * Theme.spacing
    height: column.implicitHeight + 2 * Theme.spacingSmall
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    Accessible.role: Accessible.ToolTip
    Accessible.name: title

    Column {
        id: column
        x: Theme.spacing
        y: Theme.spacingSmall
        spacing: 1

        Label {
            objectName: "readoutTitle"
            text: readout.title
            font: Theme.strongFont
            color: Theme.text
        }
        Repeater {
            model: readout.model && readout.index >= 0 ? readout.model.series : []
            delegate: Row {
                id: line
                required property var modelData
                required property int index
                spacing: Theme.spacingSmall
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: 10
                    height: 3
                    color: readout.colors[line.index % readout.colors.length]
                }
                Label {
                    objectName: "readoutValue"
                    text: "%1: %2".arg(line.modelData.label).arg(readout.model.valueText(line.index, readout.index))
                    color: Theme.text
                }
            }
        }
        Row {
            visible: readout.findings !== null
            spacing: Theme.spacingSmall
            SeverityMark {
                anchors.verticalCenter: parent.verticalCenter
                size: 12
                severity: readout.findings ? readout.findings.severity : ""
            }
            Label {
                objectName: "readoutFindings"
                text: !readout.findings ? ""
                      : readout.findings.errors > 0
                        ? "%1, %2".arg(qsTr("%n finding(s)", "", readout.findings.count))
                                        .arg(qsTr("%n error(s)", "", readout.findings.errors))
                        : qsTr("%n finding(s)", "", readout.findings.count)
                color: Theme.text
            }
        }
    }
}
