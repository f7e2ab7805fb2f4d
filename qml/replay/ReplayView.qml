// No "pragma ComponentBehavior: Bound" here: Qt 6.4's Loader cannot instantiate a bound
// component ("outside its creation context"), and the tabs below are Loaders.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The open record: a header (file, game, players, findings), the board (or the "not yet
// checked" panel) with the transport below it, and on the right the move list above tabs for
// findings, the state, the chart, the summary, the legal moves (with "Try a move") and syntax
// errors. The panes are split views the user can resize.
Item {
    id: view

    required property ReplayController replay
    // The keys work only while the page is shown.
    property bool keysEnabled: true

    signal openRequested()
    signal ruleRequested(string ruleId)

    // The tab shown below the move list (for tests and --screenshot tools).
    property alias currentTab: tabs.currentIndex
    // What a click on the board picked (an id as record lines write it): the Moves tab lists
    // only the moves that involve it. Another record clears it.
    property string boardPick: ""
    Connections {
        target: view.replay
        function onRecordChanged() {
            view.boardPick = ""
            // A record without syntax errors has no Syntax tab: it must not stay selected,
            // hidden, with "no syntax errors" in the panel (issue 24).
            if (tabs.currentIndex === 5 && view.replay.syntaxErrorCount === 0)
                tabs.currentIndex = 0
        }
    }

    // Asks where to save the check report, then writes it. Every outcome is shown in the
    // banner above the board: saved, not saved (and why), or no dialog could be shown.
    function exportReport() {
        const problem = FileDialogs.problem()
        if (problem.length > 0) {
            exportBanner.show(problem, true)
            return
        }
        exportDialog.open()
        if (!exportDialog.shown)
            exportBanner.show(qsTr("The file dialog could not be shown, so the report was not saved."), true)
    }

    // Shows the syntax errors tab.
    function showSyntaxErrors() {
        tabs.currentIndex = 5
    }

    // Shows the Moves tab with the keyboard in its filter (Ctrl+M).
    function showMoves() {
        tabs.currentIndex = 4
        if (movesLoader.item)
            movesLoader.item.focusFilter()
        else
            movesLoader.focusWhenLoaded = true
    }

    // An edit of the move of `step` (Edit menu, move list): "add" a move after it, "replace"
    // it, "insert" one before it (both through the Moves tab, on the step before), "annotate"
    // it, or "delete" it.
    function editMove(kind: string, step: int) {
        switch (kind) {
        case "add":
            replay.step = step
            showMoves()
            break
        case "insert":
            replay.step = step - 1
            showMoves()
            break
        case "replace":
            replay.step = step - 1
            showMoves()
            movesLoader.item.beginReplace(step)
            break
        case "annotate":
            replay.step = step
            annotationDialog.edit(step, replay.currentAnnotation)
            break
        case "delete":
            replay.editor.removeMove(step)
            break
        }
    }

    Shortcut {
        sequence: "Ctrl+M"
        enabled: view.keysEnabled && view.replay.hasRecord
        onActivated: view.showMoves()
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Replay of %1").arg(replay.fileName)

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        // Header: what is open.
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacingMedium

            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    objectName: "recordTitle"
                    Layout.fillWidth: true
                    text: (view.replay.editor.modified ? "*" : "")
                          + (view.replay.editor.untitled ? qsTr("New game (not saved yet)") : view.replay.fileName)
                    font: Theme.titleFont
                    elide: Text.ElideMiddle
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Label {
                    Layout.fillWidth: true
                    elide: Text.ElideRight
                    color: Theme.mutedText
                    // The players are the tags named after the sides ([Aliens "Alice"]).
                    text: {
                        void view.replay.hasRecord  // tagValue() follows the record
                        const parts = [view.replay.gameName.length > 0 ? view.replay.gameName : qsTr("Unknown game")]
                        for (const s of view.replay.sides) {
                            const player = view.replay.tagValue(s.id)
                            if (player.length > 0)
                                parts.push("%1: %2".arg(s.name).arg(player))
                        }
                        const date = view.replay.tagValue("Date")
                        if (date.length > 0)
                            parts.push(date)
                        return parts.join("  ·  ")
                    }
                }
            }

            // Finding counts at a glance; a click jumps to the next one.
            Button {
                objectName: "findingCounts"
                visible: view.replay.status === ReplayController.Checked
                flat: true
                enabled: view.replay.findingCount > 0
                text: view.replay.findingCount === 0 ? qsTr("No findings")
                      : [qsTr("%n error(s)", "", view.replay.errorCount), qsTr("%n warning(s)", "", view.replay.warningCount),
                         qsTr("%n note(s)", "", view.replay.noteCount)].join(" · ")
                Accessible.name: qsTr("Findings: %1. Go to the next finding").arg(text)
                onClicked: {
                    tabs.currentIndex = 0
                    if (view.replay.nextFindingStep >= 0)
                        view.replay.nextFinding()
                    else
                        view.replay.step = view.replay.findingSummary.length > 0
                                ? Math.min(...Array.from(view.replay.findingSummary).map(r => r.firstStep)) : view.replay.step
                }
            }
            Button {
                text: qsTr("Export Report…")
                enabled: view.replay.hasRecord
                Accessible.name: qsTr("Export the check report as Markdown")
                onClicked: view.exportReport()
            }
            Button {
                text: qsTr("Open Game…")
                Accessible.name: qsTr("Open a game record")
                onClicked: view.openRequested()
            }
        }

        // A record with syntax errors still opens; say so above everything.
        Rectangle {
            Layout.fillWidth: true
            visible: view.replay.syntaxErrorCount > 0
            implicitHeight: syntaxRow.implicitHeight + 2 * Theme.spacingSmall
            radius: Theme.radius
            color: Theme.errorSoft
            border.color: Theme.mix(Theme.errorSoft, Theme.error, 0.45)
            Accessible.role: Accessible.AlertMessage
            Accessible.name: syntaxLabel.text

            RowLayout {
                id: syntaxRow
                anchors.fill: parent
                anchors.margins: Theme.spacingSmall
                anchors.leftMargin: Theme.spacingMedium
                Label {
                    id: syntaxLabel
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: {
                        const first = view.replay.syntaxErrors[0]
                        return qsTr("%n line(s) could not be read and are left out; the first is line %1, column %2.", "",
                                    view.replay.syntaxErrorCount)
                                .arg(first ? first.line : 0).arg(first ? first.column : 0)
                    }
                }
                Button {
                    objectName: "showSyntaxErrors"
                    text: qsTr("Show Errors")
                    onClicked: view.showSyntaxErrors()
                }
            }
        }

        // A record checked under readings it does not pick says so, with the way back
        // (the Summary's "Verdicts that depend on a reading" picks them).
        Rectangle {
            objectName: "readingsBanner"
            Layout.fillWidth: true
            visible: view.replay.readingsOverridden.length > 0
            implicitHeight: readingsRow.implicitHeight + 2 * Theme.spacingSmall
            radius: Theme.radius
            color: Theme.mix(Theme.window, Theme.note, Theme.dark ? 0.2 : 0.1)
            border.color: Theme.mix(Theme.window, Theme.note, 0.45)
            Accessible.role: Accessible.AlertMessage
            Accessible.name: readingsLabel.text

            RowLayout {
                id: readingsRow
                anchors.fill: parent
                anchors.margins: Theme.spacingSmall
                anchors.leftMargin: Theme.spacingMedium
                Label {
                    id: readingsLabel
                    objectName: "readingsInForce"
                    Layout.fillWidth: true
                    wrapMode: Text.Wrap
                    text: (view.replay.readingsOverridden.length === 1
                           ? qsTr("Checked under %1 (not the record's reading); the file is not changed.")
                           : qsTr("Checked under %1 (not the record's readings); the file is not changed."))
                              .arg(view.replay.readingsOverridden.join(", "))
                }
                Button {
                    objectName: "recordReadingsButton"
                    text: qsTr("Back to the Record's Readings")
                    enabled: !view.replay.busy
                    onClicked: view.replay.useRecordReadings()
                }
            }
        }

        // Why an edit or a save was refused (the record keeps its changes).
        MessageBanner {
            objectName: "editBanner"
            Layout.fillWidth: true
            text: view.replay.editor.error
            onDismissed: text = ""
        }

        MessageBanner {
            id: exportBanner
            objectName: "exportBanner"
            Layout.fillWidth: true
            onDismissed: text = ""

            function show(message: string, isError: bool) {
                error = isError
                text = message
            }
        }

        SplitView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            orientation: Qt.Horizontal

            // Centre: the board and the transport.
            ColumnLayout {
                SplitView.fillWidth: true
                // Never narrower than the whole transport, so no control of it is cut off.
                SplitView.minimumWidth: Math.max(320, navigationBar.implicitWidth + Theme.spacing)
                spacing: Theme.spacing

                // A step that broke a rule says so above the board, never over it: what the
                // banner reports (a move on the map, the turn heading) stays in sight.
                BoardVerdictBanner {
                    objectName: "verdictBanner"
                    Layout.fillWidth: true
                    Layout.rightMargin: Theme.spacing
                    message: view.replay.currentErrorMessage
                    ruleId: view.replay.currentErrorRule
                    count: view.replay.currentErrorCount
                    assumed: view.replay.currentErrorAssumed
                    onRuleRequested: ruleId => view.ruleRequested(ruleId)
                }

                Item {
                    objectName: "boardArea"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.rightMargin: Theme.spacing

                    // The game's own board view (app/games/gameviews.cpp names it).
                    Loader {
                        id: board
                        objectName: "boardLoader"
                        anchors.fill: parent
                        active: view.replay.boardSource.toString() !== ""
                        source: view.replay.boardSource
                        onLoaded: {
                            // The board reads the controller's state in C++ (no JavaScript copy per step).
                            item.replay = Qt.binding(() => view.replay)
                            item.russian = Qt.binding(() => view.replay.russian)
                            // A tried move's state is drawn provisionally (the Moves tab).
                            item.provisional = Qt.binding(() => view.replay.previewing)
                            // A click narrows the Moves tab to what it picked.
                            item.pickedId = Qt.binding(() => view.boardPick)
                            item.picked.connect(id => view.boardPick = id)
                        }
                    }
                    NotCheckedBanner {
                        objectName: "notCheckedBanner"
                        anchors.fill: parent
                        visible: view.replay.status === ReplayController.NotChecked
                        replay: view.replay
                    }
                    Placeholder {
                        anchors.centerIn: parent
                        width: Math.min(parent.width, 480)
                        visible: view.replay.status === ReplayController.Checked && !board.active
                        icon: "rules"
                        title: qsTr("No board view for %1 yet").arg(view.replay.gameName)
                        text: qsTr("The moves are checked; see the findings and the state on the right.")
                    }
                }

                // What the current move was, in words.
                // Always two lines high: a height that followed the text would resize the
                // board above on steps whose move wraps (a full re-layout of the map).
                Label {
                    objectName: "currentMove"
                    Layout.fillWidth: true
                    Layout.preferredHeight: twoLines.implicitHeight
                    Layout.rightMargin: Theme.spacing
                    verticalAlignment: Text.AlignTop
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                    textFormat: Text.PlainText
                    text: view.replay.step === 0 ? qsTr("Set-up position")
                          : qsTr("Turn %1 · %2 · move %3: %4").arg(view.replay.currentTurn)
                                .arg(view.replay.currentSideName).arg(view.replay.currentMoveNumber)
                                .arg(view.replay.currentMoveText)
                            + (view.replay.currentAnnotation.length > 0 ? "  — " + view.replay.currentAnnotation : "")
                    color: Theme.text
                    font: Theme.strongFont

                    // The height of two lines of this font, as Text lays them out.
                    Text {
                        id: twoLines
                        visible: false
                        text: "X\nX"
                        font: Theme.strongFont
                    }
                }

                NavigationBar {
                    id: navigationBar
                    Layout.fillWidth: true
                    Layout.rightMargin: Theme.spacing
                    replay: view.replay
                    keysEnabled: view.keysEnabled
                }
            }

            // Right: the move list above the tabs.
            SplitView {
                // Gives way to the transport's minimum in a small window (1024x700 fits).
                SplitView.preferredWidth: Math.min(Math.max(380, view.width * 0.36),
                                                   view.width - navigationBar.implicitWidth - 2 * Theme.spacing)
                SplitView.minimumWidth: 260
                orientation: Qt.Vertical

                Rectangle {
                    SplitView.fillHeight: true
                    SplitView.minimumHeight: 140
                    color: Theme.surface
                    border.color: Theme.border
                    radius: Theme.radius

                    MoveList {
                        id: moveList
                        objectName: "moveList"
                        anchors.fill: parent
                        anchors.margins: 1
                        replay: view.replay
                        onEditRequested: (kind, step) => view.editMove(kind, step)
                    }
                }

                ColumnLayout {
                    SplitView.preferredHeight: view.height * 0.46
                    SplitView.minimumHeight: 160
                    spacing: 0

                    TabBar {
                        id: tabs
                        Layout.fillWidth: true
                        Layout.topMargin: Theme.spacingSmall
                        // Six tabs outgrow a narrow pane (in Russian at 1024x700): the bar then
                        // scrolls to the current tab, and must not draw over the board.
                        clip: true
                        Accessible.name: qsTr("Details")

                        DetailTabButton {
                            objectName: "findingsTab"
                            text: view.replay.findingCount > 0 ? qsTr("Findings (%1)").arg(view.replay.findingCount) : qsTr("Findings")
                        }
                        DetailTabButton { text: qsTr("State") }
                        DetailTabButton { text: qsTr("Chart") }
                        DetailTabButton { text: qsTr("Summary") }
                        DetailTabButton {
                            objectName: "movesTab"
                            text: qsTr("Moves")
                            ToolTip.visible: hovered
                            ToolTip.delay: 600
                            ToolTip.text: qsTr("The legal moves at this step, and the verdict of a move you try (Ctrl+M)")
                        }
                        DetailTabButton {
                            text: qsTr("Syntax (%1)").arg(view.replay.syntaxErrorCount)
                            width: view.replay.syntaxErrorCount > 0 ? implicitWidth : 0
                            visible: view.replay.syntaxErrorCount > 0
                        }
                    }

                    Rectangle {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        color: Theme.surface
                        border.color: Theme.border

                        StackLayout {
                            anchors.fill: parent
                            anchors.margins: 1
                            currentIndex: tabs.currentIndex

                            FindingsPanel {
                                replay: view.replay
                                onRuleRequested: ruleId => view.ruleRequested(ruleId)
                            }
                            // The other tabs exist only while shown: their bindings on
                            // replay.state and the chart would otherwise run on every step
                            // unseen (issue 5, step time).
                            // The game's own inspector or the generic one
                            // (app/games/gameviews.cpp), made with its required `replay`.
                            Loader {
                                id: inspector
                                objectName: "inspectorLoader"
                                readonly property url wanted: view.replay.inspectorSource
                                active: tabs.currentIndex === 1
                                onWantedChanged: load()
                                Component.onCompleted: load()
                                function load() {
                                    setSource(wanted, {replay: view.replay})
                                }
                            }
                            Loader {
                                active: tabs.currentIndex === 2
                                sourceComponent: GameChart {
                                    replay: view.replay
                                }
                            }
                            Loader {
                                active: tabs.currentIndex === 3
                                sourceComponent: SummaryPanel {
                                    replay: view.replay
                                    onRuleRequested: ruleId => view.ruleRequested(ruleId)
                                    onExportRequested: view.exportReport()
                                }
                            }
                            // Made only while shown: the legal moves are worked out anew on every
                            // step, which a long record must not pay for with the tab closed.
                            Loader {
                                id: movesLoader
                                objectName: "movesLoader"
                                property bool focusWhenLoaded: false
                                active: tabs.currentIndex === 4
                                sourceComponent: MovesPanel {
                                    replay: view.replay
                                    involving: view.boardPick
                                    onRuleRequested: ruleId => view.ruleRequested(ruleId)
                                    onInvolvingCleared: view.boardPick = ""
                                }
                                onLoaded: {
                                    if (focusWhenLoaded)
                                        item.focusFilter()
                                    focusWhenLoaded = false
                                }
                            }
                            Loader {
                                active: tabs.currentIndex === 5
                                sourceComponent: SyntaxErrorsPanel {
                                    replay: view.replay
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    SaveFileDialog {
        id: exportDialog
        dialogName: "exportDialog"
        title: qsTr("Export Check Report")
        defaultSuffix: "md"
        nameFilters: [qsTr("Markdown (*.md)"), qsTr("All files (*)")]
        currentFile: {
            const base = view.replay.filePath.replace(/\.ugr$/, "")
            return base.length > 0 ? "file://" + base + "-report.md" : ""
        }
        onSaveRequested: file => {
            const error = view.replay.exportReport(file)
            if (error.length > 0)
                exportBanner.show(error, true)
            else
                exportBanner.show(qsTr("The report was saved as %1.").arg(FileDialogs.localPath(file)), false)
        }
    }

    AnnotationDialog {
        id: annotationDialog
        objectName: "annotationDialog"
        editor: view.replay.editor
        anchors.centerIn: parent
    }
}
