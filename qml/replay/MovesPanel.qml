// No "pragma ComponentBehavior: Bound": Qt 6.4 cannot make a bound section delegate (it sets
// no required `section`, and the bound component will not take the context property).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The Moves tab: every legal move at the current step (LegalMovesModel), grouped by verb and
// filtered as the user types, and the "Try a move" field with the verdict of the line typed
// (MoveTrial), shown before anything happens; nothing is added to the record. Keyboard: Tab
// goes from the filter to the list (arrows; Enter picks a move into the field) and on to the
// field, whose completions open with Down and are taken with Tab or Enter.
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

    // Puts `line` in the "Try a move" field and the keyboard there, to edit or keep it.
    function pick(line: string) {
        if (line.length === 0)
            return
        trial.line = line
        completion.close()
        tryField.forceActiveFocus(Qt.TabFocusReason)
        tryField.cursorPosition = tryField.text.length
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
        Keys.onReturnPressed: panel.pick(legal.completeLineAt(currentIndex))
        Keys.onEnterPressed: panel.pick(legal.completeLineAt(currentIndex))

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
            current: ListView.isCurrentItem && list.activeFocus
            onPicked: line => panel.pick(line)
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
        Keys.onReturnPressed: completion.confirm()
        Keys.onEnterPressed: completion.confirm()
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
}
