// No "pragma ComponentBehavior: Bound" here: Qt 6.4's ListView cannot create a bound
// header or footer ("Component is not ready").
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The record in brief: game, players and other tags, the result as checked beside the one
// recorded, the number of moves and turns, and the findings by rule (a rule opens the rule,
// its count jumps to the first such move). "Export Report…" asks for the Markdown report.
//
// A ListView over the record's tags (replay.tagList), with the rest as its header and footer:
// a record may carry thousands of tags, and only the rows in view get a delegate.
ListView {
    id: summary

    required property ReplayController replay
    // The width of the first column (names), shared by the header grid and the tag rows.
    readonly property real nameColumnWidth: Math.max(120, headerItem ? headerItem.nameColumnWidth : 0)

    signal ruleRequested(string ruleId)
    signal exportRequested()

    clip: true
    boundsBehavior: Flickable.StopAtBounds
    reuseItems: true
    cacheBuffer: 0  // no rows made ahead: see CardsView.qml and docs/app-qml-rules.md
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Summary")
    ScrollBar.vertical: ScrollBar {}

    // The tags other than Game and Result (shown in the header) get a row each.
    // A tag's name in words: a side's tag by the side's name, the common tags translated,
    // any other as the record writes it.
    function tagLabel(name: string): string {
        for (const s of replay.sides) {
            if (s.id === name.toLowerCase())
                return s.name
        }
        switch (name) {
        case "Event": return qsTr("Event")
        case "Site": return qsTr("Site")
        case "Date": return qsTr("Date")
        case "Round": return qsTr("Round")
        case "Variant": return qsTr("Variant")
        case "Reading": return qsTr("Reading")
        case "Seed": return qsTr("Seed")
        case "Seats": return qsTr("Seats")
        case "Vehicle": return qsTr("Vehicle")
        case "Scenario": return qsTr("Scenario")
        case "Table": return qsTr("Table (cm)")
        case "EarthDeck": return qsTr("Earth's deck")
        case "AliensDeck": return qsTr("Aliens' deck")
        case "Player1": return qsTr("Player 1")
        case "Player2": return qsTr("Player 2")
        case "Player": return qsTr("Player")
        case "BankerBids": return qsTr("Banker's auction")
        case "Annotator": return qsTr("Annotator")
        }
        return name
    }

    model: replay.tagList
    delegate: RowLayout {
        id: tagRow
        objectName: "summaryTagRow"
        required property string name
        required property string value
        readonly property bool shown: name !== "Game" && name !== "Result"
        x: Theme.spacing
        width: summary.width - 2 * Theme.spacing
        height: shown ? implicitHeight + Theme.spacingSmall : 0
        visible: shown
        spacing: Theme.spacingLarge

        Label {
            Layout.preferredWidth: summary.nameColumnWidth
            text: summary.tagLabel(tagRow.name)
            color: Theme.mutedText
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            text: tagRow.value
            elide: Text.ElideRight
        }
    }

    header: ColumnLayout {
        readonly property real nameColumnWidth: headerGrid.nameColumnWidth
        width: summary.width
        spacing: 0
        // A header that grows after the first layout (a count that wraps in Russian) would
        // leave its top scrolled out of view.
        onHeightChanged: if (!summary.moving) Qt.callLater(summary.positionViewAtBeginning)

        GridLayout {
            id: headerGrid
            readonly property real nameColumnWidth: Math.max(gameKey.implicitWidth, resultKey.implicitWidth,
                                                             movesKey.implicitWidth, findingsKey.implicitWidth,
                                                             syntaxKey.visible ? syntaxKey.implicitWidth : 0)
            Layout.fillWidth: true
            Layout.margins: Theme.spacing
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacingSmall

            Label { id: gameKey; Layout.preferredWidth: summary.nameColumnWidth; text: qsTr("Game"); color: Theme.mutedText }
            Label {
                Layout.fillWidth: true
                text: summary.replay.gameName.length > 0 ? summary.replay.gameName : qsTr("(no [Game] tag)")
                font: Theme.strongFont
                elide: Text.ElideRight
            }
            Label { id: resultKey; text: qsTr("Result"); color: Theme.mutedText }
            Label {
                objectName: "resultLabel"
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                font: Theme.strongFont
                text: {
                    const r = summary.replay
                    if (r.status !== ReplayController.Checked)
                        return r.recordedResult.length > 0 ? qsTr("%1 (as recorded, not checked)").arg(r.recordedResult)
                                                           : qsTr("Not checked")
                    const checked = r.result.length === 0 ? qsTr("The game did not end")
                                  : r.singleWinner ? qsTr("%1 won").arg(r.resultName) : r.resultName
                    if (!r.resultAgrees)
                        return qsTr("%1 — the record says \"%2\"").arg(checked).arg(r.recordedResult)
                    return checked
                }
                color: summary.replay.status === ReplayController.Checked && !summary.replay.resultAgrees
                       ? Theme.warning : Theme.text
            }
            Label { id: movesKey; text: qsTr("Moves"); color: Theme.mutedText }
            Label {
                // Two counts, each with its own plural form: "16 moves in 2 turns".
                text: qsTr("%1 in %2", "moves in turns")
                        .arg(qsTr("%n move(s)", "the moves of a record", summary.replay.stepCount))
                        .arg(qsTr("%n turn(s)", "the turns of a record", summary.replay.turnCount))
            }
            Label { id: findingsKey; text: qsTr("Findings"); color: Theme.mutedText }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: [qsTr("%n error(s)", "", summary.replay.errorCount), qsTr("%n warning(s)", "", summary.replay.warningCount),
                       qsTr("%n note(s)", "", summary.replay.noteCount)].join(", ")
            }
            Label {
                id: syntaxKey
                text: qsTr("Syntax errors")
                color: Theme.mutedText
                visible: summary.replay.syntaxErrorCount > 0
            }
            Label {
                visible: summary.replay.syntaxErrorCount > 0
                text: summary.replay.syntaxErrorCount
                color: Theme.error
            }

        }
    }

    footer: ColumnLayout {
        width: summary.width
        spacing: Theme.spacingMedium

        Button {
            objectName: "exportButton"
            Layout.leftMargin: Theme.spacing
            text: qsTr("Export Report…")
            enabled: summary.replay.hasRecord
            Accessible.name: qsTr("Export the check report as Markdown")
            onClicked: summary.exportRequested()
        }

        // The verdicts another value of a reading of an ambiguous rule would change
        // (docs/readings.md): the record is checked again under each such value when opened.
        Label {
            Layout.leftMargin: Theme.spacing
            Layout.topMargin: Theme.spacingSmall
            visible: summary.replay.status === ReplayController.Checked
            text: qsTr("Verdicts that depend on a reading")
            font: Theme.titleFont
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            objectName: "readingsVerdict"
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            visible: summary.replay.status === ReplayController.Checked
            wrapMode: Text.Wrap
            color: Theme.mutedText
            text: {
                const r = summary.replay
                if (r.readingCount === 0)
                    return qsTr("This game has no recorded readings of an ambiguous rule, so no verdict depends on one.")
                if (!r.readingsCompared)
                    return qsTr("The record has no findings, and it is too long to check again under every other reading while it opens; \"umpire-cli check --all-readings\" does that.")
                if (r.readingChanges.count === 0)
                    return qsTr("No verdict depends on a reading: the record was also checked under every other value of the game's readings (%n check(s)), and every verdict stays the same.", "", r.readingChecks)
                return qsTr("%n verdict(s) would change under another reading. Pick a reading to check the record under it; the file is not changed.", "", r.readingChanges.count)
            }
        }
        // A Column, not a ColumnLayout, around the Repeater (docs/app-qml-rules.md).
        Column {
            id: readingRows
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            visible: summary.replay.status === ReplayController.Checked
            spacing: Theme.spacingSmall

            Repeater {
                model: summary.replay.readingChanges
                delegate: ColumnLayout {
                    id: changeRow
                    objectName: "readingChangeRow"
                    required property int step
                    required property string severity
                    required property string change
                    required property string message
                    required property string ruleId
                    required property string readingRule
                    required property string reading
                    required property string other
                    required property string otherChoice
                    width: readingRows.width
                    spacing: 0

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        SeverityMark {
                            severity: changeRow.severity
                        }
                        Label {
                            objectName: "readingChangeText"
                            Layout.fillWidth: true
                            text: changeRow.change
                            wrapMode: Text.Wrap
                            textFormat: Text.PlainText
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacingLarge
                        text: changeRow.message
                        wrapMode: Text.Wrap
                        textFormat: Text.PlainText
                        color: Theme.mutedText
                        font: Theme.smallFont
                    }
                    Flow {
                        Layout.fillWidth: true
                        Layout.leftMargin: Theme.spacingLarge
                        spacing: Theme.spacingSmall
                        Button {
                            objectName: "readingChoice"
                            text: qsTr("Check under %1").arg(changeRow.otherChoice)
                            Accessible.name: qsTr("Check the record under the reading %1, without changing the file").arg(changeRow.otherChoice)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Check the record again under this reading; the file is not changed")
                            onClicked: summary.replay.checkUnderReading(changeRow.reading, changeRow.other)
                        }
                        Button {
                            flat: true
                            text: qsTr("Go to line")
                            Accessible.name: qsTr("Go to move %1").arg(changeRow.step)
                            onClicked: summary.replay.step = changeRow.step
                        }
                        Button {
                            id: changeRule
                            flat: true
                            text: changeRow.ruleId
                            font: Theme.monoFont
                            contentItem: Text {
                                text: changeRule.text
                                font: changeRule.font
                                color: Theme.accent
                                verticalAlignment: Text.AlignVCenter
                            }
                            Accessible.name: qsTr("Open rule %1").arg(changeRow.ruleId)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Open this rule on the Rules page")
                            onClicked: summary.ruleRequested(changeRow.ruleId)
                        }
                        Button {
                            objectName: "readingClarification"
                            flat: true
                            visible: changeRow.readingRule.length > 0
                            text: qsTr("Clarification")
                            Accessible.name: qsTr("Open the clarification %1").arg(changeRow.readingRule)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("Open the clarification of this reading on the Rules page")
                            onClicked: summary.ruleRequested(changeRow.readingRule)
                        }
                    }
                }
            }
        }

        Label {
            Layout.leftMargin: Theme.spacing
            Layout.topMargin: Theme.spacingSmall
            visible: summary.replay.findingSummary.length > 0
            text: qsTr("Findings by rule")
            font: Theme.titleFont
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        // A Column, not a ColumnLayout, around the Repeater (docs/app-qml-rules.md).
        Column {
            id: ruleRows
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing

            Repeater {
                model: summary.replay.findingSummary
                delegate: RowLayout {
                    id: ruleRow
                    required property var modelData
                    width: ruleRows.width
                    spacing: Theme.spacing

                    SeverityMark {
                        severity: ruleRow.modelData.errors > 0 ? "error" : ruleRow.modelData.warnings > 0 ? "warning" : "note"
                    }
                    Button {
                        id: ruleButton
                        Layout.fillWidth: true
                        flat: true
                        text: ruleRow.modelData.ruleId
                        font: Theme.monoFont
                        Accessible.name: qsTr("Open rule %1").arg(ruleRow.modelData.ruleId)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Open this rule on the Rules page")
                        onClicked: summary.ruleRequested(ruleRow.modelData.ruleId)
                        contentItem: Text {
                            text: ruleButton.text
                            font: ruleButton.font
                            color: Theme.accent
                            elide: Text.ElideRight
                            horizontalAlignment: Text.AlignLeft
                        }
                    }
                    Button {
                        flat: true
                        text: qsTr("%n finding(s)", "", ruleRow.modelData.count)
                        Accessible.name: qsTr("Go to the first finding of rule %1, at move %2")
                                             .arg(ruleRow.modelData.ruleId).arg(ruleRow.modelData.firstStep)
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Go to move %1").arg(ruleRow.modelData.firstStep)
                        onClicked: summary.replay.step = ruleRow.modelData.firstStep
                    }
                }
            }
        }
    }
}
