// No "pragma ComponentBehavior: Bound": Qt 6.4 cannot make a bound section delegate (it sets
// no required `section`, and the bound component will not take the context property).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The Moves tab: every legal move at the current step (LegalMovesModel), grouped by verb and
// filtered as the user types, and the "Try a move" field with the verdict of the line typed
// (MoveTrial), shown before anything happens. Recording (issue 23): a picked move's chance
// fields are asked for as the dice and cards fell (or rolled here), and "Add to Record" (Ctrl+
// Enter) writes the line after this step through replay.editor, even a line that breaks a rule
// ("as played"). Keyboard: Tab goes from the filter to the list (arrows; Enter picks a move
// into the field) and on to the field, whose completions open with Down and are taken with
// Tab or Enter.
ColumnLayout {
    id: panel

    required property ReplayController replay
    // An id picked on the board: only the moves that name it are listed (LegalMovesModel).
    property string involving: ""

    signal ruleRequested(string ruleId)
    // The user cleared the board's narrowing here.
    signal involvingCleared()

    // For tests and tools.
    readonly property alias legalMoves: legal
    readonly property alias trial: trial
    readonly property alias completions: completion.lines

    // Ctrl+M: the keyboard goes to the filter.
    function focusFilter() {
        filterField.forceActiveFocus(Qt.ShortcutFocusReason)
        filterField.selectAll()
    }

    // Puts `line` in the "Try a move" field and the keyboard there, to edit or keep it. A line
    // typed or completed has no chance fields to ask for: it is written as it stands.
    function pick(line: string) {
        if (line.length === 0)
            return
        setChoice(-1)
        trial.line = line
        completion.close()
        tryField.forceActiveFocus(Qt.TabFocusReason)
        tryField.cursorPosition = tryField.text.length
    }

    // `umpire --try LINE`: the line tried as if typed, or, when a legal move of the list is
    // that line, picked from the list so its facts and chance fields are asked for.
    function tryLine(line: string) {
        legal.refresh()
        for (let row = 0; row < legal.count; ++row)
            if (legal.completeLineAt(row) === line) {
                pickRow(row)
                return
            }
        trial.line = line
    }

    // Picks the legal move of list row `row`: its line goes to the field and its chance
    // fields are asked for below it, each empty until entered.
    function pickRow(row: int) {
        const choice = legal.choiceAt(row)
        if (choice < 0)
            return
        pick(legal.completeLineAt(row))
        setChoice(choice)
        const first = factRepeater.count > 0 ? factRepeater.itemAt(0)
                    : chanceRepeater.count > 0 ? chanceRepeater.itemAt(0) : null
        if (first)
            first.takeFocus()
    }

    // --- recording
    readonly property RecordEditor editor: replay.editor
    // The choice picked from the list (LegalMovesModel.choiceAt), -1 for a typed line.
    property int pickedChoice: -1
    // Its chance fields, and the value entered for each ("" until entered).
    property var chanceFields: []
    property var chanceValues: []
    // Its measured facts, and the value set for each (the choice's own until changed).
    property var factFields: []
    property var factValues: []
    readonly property bool chanceComplete: chanceValues.every(v => v.length > 0)
    // "Replace Move…" sets the step whose move the line replaces; -1: the line is added after
    // this step. Any step change ends it.
    property int replaceStep: -1

    function setChoice(choice: int) {
        pickedChoice = choice
        chanceFields = choice >= 0 ? legal.chanceFields(choice) : []
        chanceValues = chanceFields.map(() => "")
        factFields = choice >= 0 ? legal.factFields(choice) : []
        factValues = factFields.map(f => f.value)
    }
    function setChanceValue(field: int, value: string) {
        const values = chanceValues.slice()
        values[field] = value
        chanceValues = values
        trial.line = legal.fillLine(pickedChoice, values, factValues)
    }
    // A fact as measured: written into the line, or, when it changes the line's shape (a shot
    // at the other range draws another number of cards), the choice of that shape is taken,
    // with the values entered so far kept where they still fit.
    function setFactValue(field: int, value: string) {
        const choice = legal.choiceForFact(pickedChoice, field, value)
        const changed = {key: factFields[field].key, index: factFields[field].index}
        if (choice !== pickedChoice) {
            const keptFacts = factFields.map((f, i) => ({key: f.key, index: f.index, value: factValues[i]}))
            const keptChance = chanceFields.map((f, i) => ({key: f.key, index: f.index, value: chanceValues[i]}))
            setChoice(choice)
            factValues = factFields.map(f => {
                const k = keptFacts.find(o => o.key === f.key && o.index === f.index)
                return k ? k.value : f.value
            })
            chanceValues = chanceFields.map(f => {
                const k = keptChance.find(o => o.key === f.key && o.index === f.index)
                return k && f.values.indexOf(k.value) >= 0 ? k.value : ""
            })
        }
        // The fact's place in the choice now shown.
        const at = factFields.findIndex(f => f.key === changed.key && f.index === changed.index)
        const values = factValues.slice()
        if (at >= 0)
            values[at] = value
        factValues = values
        trial.line = legal.fillLine(pickedChoice, chanceValues, values)
    }
    function rollChance(field: int) {
        const outcome = legal.roll(pickedChoice, field, chanceValues)
        if (outcome.choice === undefined)
            return
        if (outcome.choice !== pickedChoice) {
            // The face belongs to another choice (a miss rather than a hit): take it.
            const kept = chanceValues.slice()
            setChoice(outcome.choice)
            for (let i = 0; i < chanceValues.length && i < kept.length; ++i)
                if (i !== field && chanceFields[i].values.indexOf(kept[i]) >= 0)
                    chanceValues[i] = kept[i]
        }
        setChanceValue(field, outcome.value)
    }
    // Whether the line can go into the record now: it reads as a move line, and every chance
    // field of a picked move was entered.
    readonly property bool canRecord: trial.tried && !trial.items.some(i => i.kind === "syntax")
                                      && (pickedChoice < 0 || chanceComplete)
                                      && !replay.busy
    function record() {
        if (!canRecord)
            return false
        const ok = replaceStep > 0 ? editor.replaceMove(replaceStep, trial.line)
                                   : editor.addMove(trial.line)
        if (ok) {
            replaceStep = -1
            setChoice(-1)
            // The next move is picked from the list; there, Ctrl+Z undoes the move just added
            // (in a text field it would undo the typing).
            list.forceActiveFocus(Qt.TabFocusReason)
        }
        return ok
    }
    // Starts replacing the move of `step` (the view is on the step before): its line is put in
    // the field to change.
    function beginReplace(step: int) {
        replaceStep = step
        pick(editor.moveLine(step))
    }

    Connections {
        target: panel.replay
        function onCursorMoved() {
            panel.replaceStep = -1
            panel.setChoice(-1)
        }
        function onRecordChanged() { panel.setChoice(-1) }
    }

    spacing: Theme.spacingSmall

    LegalMovesModel {
        id: legal
        replay: panel.replay
        filter: filterField.text
        involving: panel.involving
    }
    MoveTrial {
        id: trial
        replay: panel.replay
    }

    TextField {
        id: filterField
        objectName: "movesFilter"
        Layout.fillWidth: true
        Layout.topMargin: Theme.spacingSmall
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        placeholderText: qsTr("Filter the moves")
        selectByMouse: true
        enabled: legal.totalCount > 0
        Accessible.role: Accessible.EditableText
        Accessible.name: qsTr("Filter the legal moves by their words or record line")
        Keys.onDownPressed: list.forceActiveFocus(Qt.TabFocusReason)
        Keys.onEscapePressed: event => {
            event.accepted = text.length > 0
            clear()
        }
    }

    // The board's narrowing, said and undone here.
    RowLayout {
        objectName: "movesInvolving"
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        visible: panel.involving.length > 0
        Label {
            Layout.fillWidth: true
            text: qsTr("Only the moves that name %1, picked on the board").arg("<tt>" + panel.involving + "</tt>")
            textFormat: Text.StyledText
            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            font: Theme.smallFont
        }
        Button {
            objectName: "movesInvolvingClear"
            text: qsTr("Show all")
            flat: true
            focusPolicy: Qt.TabFocus  // a click leaves the keyboard where it was
            onClicked: panel.involvingCleared()
        }
    }

    Label {
        objectName: "movesCount"
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        visible: legal.totalCount > 0
        text: legal.count === legal.totalCount
              ? qsTr("%n legal move(s) at this step", "", legal.totalCount)
              : qsTr("%1 of %n legal move(s) shown", "", legal.totalCount).arg(legal.count)
        color: Theme.mutedText
        font: Theme.smallFont
        elide: Text.ElideRight
    }

    ListView {
        id: list
        objectName: "legalMovesList"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 60
        clip: true
        model: legal
        boundsBehavior: Flickable.StopAtBounds
        reuseItems: true
        cacheBuffer: 0  // no rows made ahead: see docs/app-qml-rules.md
        activeFocusOnTab: true
        keyNavigationEnabled: true
        highlightFollowsCurrentItem: false
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Legal moves")
        ScrollBar.vertical: ScrollBar {}

        onCountChanged: if (currentIndex >= count) currentIndex = count - 1
        onActiveFocusChanged: if (activeFocus && currentIndex < 0 && count > 0) currentIndex = 0
        onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
        Keys.onReturnPressed: panel.pickRow(currentIndex)
        Keys.onEnterPressed: panel.pickRow(currentIndex)

        section.property: "verb"
        section.criteria: ViewSection.FullString
        section.delegate: Rectangle {
            id: sectionHeader
            // Qt 6.4 gives a section delegate its text as the context property `section`.
            readonly property string verb: section
            width: list.width
            implicitHeight: headerLabel.implicitHeight + 2 * Theme.spacingSmall
            color: Theme.sidebar
            Accessible.role: Accessible.Heading
            Accessible.name: verb
            // The verb as a record writes it: the word to type after the side.
            Label {
                id: headerLabel
                readonly property bool machineText: true
                x: Theme.spacing
                anchors.verticalCenter: parent.verticalCenter
                text: sectionHeader.verb
                font.family: Theme.monoFont.family
                font.pointSize: Theme.monoFont.pointSize
                font.bold: true
                color: Theme.text
            }
        }

        delegate: LegalMoveRow {
            id: legalRow
            current: ListView.isCurrentItem && list.activeFocus
            onPicked: panel.pickRow(legalRow.index)
        }

        Label {
            objectName: "movesEmpty"
            anchors.centerIn: parent
            width: parent.width - 2 * Theme.spacingLarge
            visible: list.count === 0
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            color: Theme.mutedText
            text: !legal.available
                  ? qsTr("This record is not checked, so no move can be listed.")
                  : legal.gameOver
                    ? (legal.result.length > 0
                       ? qsTr("The game is over at this step (%1): no move may follow.").arg(legal.result)
                       : qsTr("The game is over at this step: no move may follow."))
                    : legal.totalCount > 0 ? qsTr("No legal move matches the filter.")
                                           : qsTr("No move is legal at this step.")
        }
    }

    Rectangle {
        Layout.fillWidth: true
        implicitHeight: 1
        color: Theme.border
    }

    Label {
        Layout.leftMargin: Theme.spacing
        text: qsTr("Try a move")
        font: Theme.strongFont
    }

    TextField {
        id: tryField
        objectName: "tryField"
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        enabled: legal.available
        placeholderText: qsTr("A record line: turn, side, verb and its arguments")
        text: trial.line
        font: Theme.monoFont
        selectByMouse: true
        Accessible.role: Accessible.EditableText
        Accessible.name: qsTr("Try a move: type a record line to see its verdict")

        onTextEdited: {
            panel.setChoice(-1)  // typed by hand: written as it stands
            trial.line = text
            completion.offer(false)
        }
        onActiveFocusChanged: if (!activeFocus) completion.close()

        // Down opens the completions, then goes through them; Up goes back.
        Keys.onDownPressed: {
            if (!completion.opened)
                completion.offer(true)
            else
                completion.step(1)
        }
        Keys.onUpPressed: event => {
            event.accepted = completion.opened
            if (completion.opened)
                completion.step(-1)
        }
        // Tab takes the completion chosen (the first when none is); with none open it moves on.
        Keys.onTabPressed: event => {
            event.accepted = completion.opened
            if (completion.opened)
                completion.take(Math.max(0, completion.current))
        }
        // Enter takes the completion chosen with the arrows; the verdict itself follows every
        // key, so with none chosen Enter only closes the list.
        Keys.onReturnPressed: event => {
            if (event.modifiers & Qt.ControlModifier)
                panel.record()
            else
                completion.confirm()
        }
        Keys.onEnterPressed: event => {
            if (event.modifiers & Qt.ControlModifier)
                panel.record()
            else
                completion.confirm()
        }
        Keys.onEscapePressed: event => {
            event.accepted = completion.opened || text.length > 0
            if (completion.opened)
                completion.close()
            else
                trial.clear()
        }

        // The legal lines of the step that go with what is typed. It never takes the keyboard:
        // the field keeps it and drives the list.
        Popup {
            id: completion
            objectName: "tryCompletions"

            property var lines: []
            readonly property alias current: completionList.currentIndex

            function offer(evenIfBlank: bool) {
                if (tryField.text.trim().length === 0 && !evenIfBlank) {
                    close()
                    return
                }
                lines = legal.completions(tryField.text, 12)
                completionList.currentIndex = -1
                if (lines.length === 0 || (lines.length === 1 && lines[0] === tryField.text))
                    close()
                else
                    open()
            }
            function step(delta: int) {
                completionList.currentIndex = Math.max(0, Math.min(lines.length - 1, completionList.currentIndex + delta))
            }
            function take(index: int) {
                if (index >= 0 && index < lines.length)
                    panel.pick(lines[index])
                close()
            }
            function confirm() {
                if (opened && current >= 0)
                    take(current)
                else
                    close()
            }

            y: -height - Theme.spacingTiny
            width: tryField.width
            height: Math.min(completionList.contentHeight, 8 * 28) + 2 * padding
            padding: 1
            focus: false
            closePolicy: Popup.CloseOnPressOutsideParent

            contentItem: ListView {
                id: completionList
                clip: true
                model: completion.lines
                currentIndex: -1
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
                delegate: ItemDelegate {
                    id: completionRow
                    required property string modelData
                    required property int index
                    readonly property bool machineText: true
                    width: ListView.view.width
                    text: modelData
                    font: Theme.monoFont
                    highlighted: ListView.isCurrentItem
                    focusPolicy: Qt.NoFocus
                    onClicked: completion.take(completionRow.index)
                }
            }
        }
    }

    // The verdict of the line typed: a hint while there is none, "clean", or each problem.
    Label {
        objectName: "verdictHint"
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        Layout.bottomMargin: Theme.spacingSmall
        visible: !trial.tried
        text: qsTr("Type a record line, or pick a move above, to see what the checker would say. Nothing is added to the record.")
        wrapMode: Text.Wrap
        color: Theme.mutedText
        font: Theme.smallFont
    }
    Label {
        objectName: "verdictClean"
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        Layout.bottomMargin: Theme.spacingSmall
        visible: trial.clean
        text: "✓ " + qsTr("Clean: this move breaks no rule at this step.")
        wrapMode: Text.Wrap
        color: Theme.accent
        font: Theme.strongFont
    }
    ListView {
        id: verdict
        objectName: "verdictList"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(contentHeight, 160)
        Layout.bottomMargin: Theme.spacingSmall
        visible: trial.tried && !trial.clean
        clip: true
        model: trial.items
        boundsBehavior: Flickable.StopAtBounds
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Verdict of the tried move")
        ScrollBar.vertical: ScrollBar {}
        delegate: TrialVerdictRow {
            onRuleRequested: ruleId => panel.ruleRequested(ruleId)
        }
    }

    // The fields of the picked move scroll in at most a third of the panel, so the button that
    // adds the move stays in sight with many fields (a Tripods shot at 1280x800).
    ScrollView {
        id: fieldsScroll
        objectName: "fieldsScroll"
        Layout.fillWidth: true
        Layout.preferredHeight: Math.min(fieldsColumn.implicitHeight, Math.max(120, panel.height / 3))
        visible: panel.factFields.length > 0 || panel.chanceFields.length > 0
        clip: true
        contentWidth: availableWidth

        ColumnLayout {
            id: fieldsColumn
            width: fieldsScroll.availableWidth
            spacing: Theme.spacingSmall

            // The measured facts of the picked move: each set as the table shows it, in the order the
            // players measure before the cards are drawn.
            ColumnLayout {
                objectName: "factFields"
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacing
                Layout.rightMargin: Theme.spacing
                visible: panel.factFields.length > 0
                spacing: Theme.spacingTiny

                Label {
                    Layout.fillWidth: true
                    text: qsTr("As measured on the table:")
                    font: Theme.strongFont
                }
                // In a positioner, not straight in the Layout: the model changes with every pick
                // (docs/app-qml-rules.md).
                Column {
                    id: factColumn
                    Layout.fillWidth: true
                    spacing: Theme.spacingTiny
                    Repeater {
                        id: factRepeater
                        model: panel.factFields
                        delegate: FactFieldRow {
                            required property var modelData
                            required property int index
                            width: factColumn.width
                            objectName: "factField" + index
                            field: modelData
                            value: panel.factValues[index] ?? ""
                            onValueChosen: value => panel.setFactValue(index, value)
                        }
                    }
                }
            }

            // The chance fields of the picked move: each asked for as it fell at the table.
            ColumnLayout {
                objectName: "chanceFields"
                Layout.fillWidth: true
                Layout.leftMargin: Theme.spacing
                Layout.rightMargin: Theme.spacing
                visible: panel.chanceFields.length > 0
                spacing: Theme.spacingTiny

                Label {
                    Layout.fillWidth: true
                    text: qsTr("As the dice and cards fell:")
                    font: Theme.strongFont
                }
                Repeater {
                    id: chanceRepeater
                    model: panel.chanceFields
                    delegate: ChanceFieldRow {
                        required property var modelData
                        required property int index
                        Layout.fillWidth: true
                        objectName: "chanceField" + index
                        field: modelData
                        value: panel.chanceValues[index] ?? ""
                        onValueChosen: value => panel.setChanceValue(index, value)
                        onRollRequested: panel.rollChance(index)
                    }
                }
            }
        }
    }

    // Adding the line to the record: after this step, or in place of the move being replaced.
    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        Layout.bottomMargin: Theme.spacingSmall
        visible: legal.available

        Label {
            objectName: "recordHint"
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            font: Theme.smallFont
            color: panel.editor.error.length > 0 ? Theme.error : Theme.mutedText
            text: panel.editor.error.length > 0 ? panel.editor.error
                  : panel.pickedChoice >= 0 && !panel.chanceComplete
                    ? qsTr("Enter every value above, as it fell, to add the move.")
                    : panel.replaceStep > 0 ? qsTr("Replaces move %1; the moves after it are checked again.").arg(panel.replaceStep)
                    : panel.replay.step < panel.replay.stepCount
                      ? qsTr("Inserted after this step; the moves after it are checked again.")
                      : qsTr("Added at the end of the record (Ctrl+Enter).")
        }
        Button {
            objectName: "recordButton"
            enabled: panel.canRecord
            highlighted: trial.clean
            text: panel.replaceStep > 0 ? (trial.clean ? qsTr("Replace Move") : qsTr("Replace as Played"))
                                        : (trial.clean || !trial.tried ? qsTr("Add to Record") : qsTr("Add as Played"))
            Accessible.name: trial.clean ? text : qsTr("%1: the move breaks a rule and is recorded as played, flagged").arg(text)
            ToolTip.visible: hovered && !trial.clean && trial.tried
            ToolTip.delay: 400
            ToolTip.text: qsTr("The record says what happened at the table: the move is kept and flagged with its findings.")
            onClicked: panel.record()
        }
    }
}
