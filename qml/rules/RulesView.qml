pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The Rules page's content: a game's rules as a tree (or, while searching, the rules found)
// on the left, the selected rule on the right. showRule() is the deep link used by findings
// and cards: it opens the tree down to the rule, selects it and scrolls it into view.
Item {
    id: view

    property string initialQuery
    // The rule shown on the right (empty when none), for Back after following a link.
    readonly property string shownRule: detail.valid ? detail.ruleId : ""
    readonly property bool searching: search.text.trim().length > 0
    readonly property ListView currentList: searching ? resultList : tree

    signal cardActivated(string game, string cardId)

    function focusSearch() {
        search.focusField()
    }

    // Selects the rule with this id in the tree (clearing a search, switching game if needed)
    // and shows it. Returns false for an unknown id.
    function showRule(ruleId: string): bool {
        if (!Compendium.hasRule(ruleId)) {
            missing.text = qsTr("There is no rule \u201c%1\u201d.").arg(ruleId)
            return false
        }
        missing.text = ""
        search.text = ""
        results.refresh()
        let row = treeModel.reveal(ruleId)
        if (row < 0) {
            // Another game's rule: show that game's tree.
            gameFilter.select(ruleId.split(".")[0])
            row = treeModel.reveal(ruleId)
        }
        detail.ruleId = ruleId
        tree.currentIndex = row
        ruleView.scrollToTop()
        // Scrolled to once the tree has its size: on a page just made, or hidden, it has none
        // yet, and a row centred in no height ends up out of sight (issue 24).
        tree.keepCurrentInView = true
        tree.showCurrent()
        return true
    }

    // The tree's rows changed without the user picking one (another game, a rebuild): the
    // selection goes back to the rule shown when the tree lists it, else the rule shown
    // becomes the tree's first row. Either way the two agree.
    function selectShownRule() {
        if (view.searching)
            return
        const row = detail.ruleId.length > 0 ? treeModel.reveal(detail.ruleId) : -1
        if (row >= 0) {
            tree.currentIndex = row
            tree.showCurrent()
        } else {
            tree.currentIndex = treeModel.count > 0 ? 0 : -1
            view.followCurrent()
        }
    }

    function selectFirstResult() {
        if (!view.searching)
            return
        resultList.currentIndex = results.count > 0 ? 0 : -1
        view.followCurrent()
    }

    function followCurrent() {
        const id = searching ? results.ruleIdAt(resultList.currentIndex)
                             : treeModel.ruleIdAt(tree.currentIndex)
        if (id.length > 0) {
            detail.ruleId = id
            ruleView.scrollToTop()
        }
    }

    // Leaving a search shows the tree's rule again, after any selection still pending from
    // the last results.
    onSearchingChanged: {
        if (!searching)
            Qt.callLater(view.followCurrent)
    }

    Component.onCompleted: {
        search.text = initialQuery
        results.refresh()
    }

    RuleTreeModel {
        id: treeModel
        compendium: Compendium
        game: gameFilter.currentValue ?? ""
        // A new tree (another game) starts at its root unless it lists the rule shown;
        // showRule() then picks its rule.
        onModelReset: view.selectShownRule()
    }

    RuleSearchModel {
        id: results
        compendium: Compendium
        query: search.text
        game: gameFilter.currentValue ?? ""
        // The first result is selected and shown once the list has taken the new results
        // (set at once, the list's own reset could leave it with no selection while the
        // previous rule stayed shown).
        onSearched: Qt.callLater(view.selectFirstResult)
    }

    RuleDetail {
        id: detail
        objectName: "ruleDetail"
        compendium: Compendium
    }

    SplitView {
        anchors.fill: parent
        orientation: Qt.Horizontal

        handle: Rectangle {
            implicitWidth: Theme.spacingLarge
            color: "transparent"
            Rectangle {
                anchors.centerIn: parent
                width: 1
                height: parent.height
                color: SplitHandle.hovered || SplitHandle.pressed ? Theme.accent : "transparent"
            }
        }

        ColumnLayout {
            SplitView.preferredWidth: Math.round(view.width * 0.36)
            SplitView.minimumWidth: 260
            spacing: Theme.spacing

            SearchField {
                id: search
                inputName: "ruleSearchInput"
                Layout.fillWidth: true
                placeholderText: qsTr("Search the rules: defense, жители, section:4")
                accessibleName: qsTr("Search the rules")
                error: results.error
                errorPosition: results.errorPosition
                errorLength: results.errorLength
                onUpPressed: view.currentList.decrementCurrentIndex()
                onDownPressed: view.currentList.incrementCurrentIndex()
                onAccepted: {
                    results.refresh()
                    ruleView.forceActiveFocus(Qt.OtherFocusReason)
                }
                onEdited: {
                    if (!view.searching)
                        view.followCurrent()
                }
                KeyNavigation.tab: gameFilter
            }

            FilterBox {
                id: gameFilter
                Layout.fillWidth: true
                allText: qsTr("All games")
                accessibleName: qsTr("Game")
                choices: Compendium.games
                KeyNavigation.tab: view.currentList
                // The rules of one game make a tidier tree: start with War of the Worlds. A query
                // given at start (--query) searches every game, as its words may be any game's.
                Component.onCompleted: select(view.initialQuery.length > 0 ? "" : "wotw")

                function select(game: string) {
                    const i = indexOfValue(game)
                    if (i >= 0) {
                        currentIndex = i
                        chosen = game
                    }
                }
            }

            Label {
                id: missing
                Layout.fillWidth: true
                visible: text.length > 0
                color: Theme.error
                wrapMode: Text.Wrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }

            Label {
                Layout.fillWidth: true
                visible: view.searching && results.error.length === 0
                text: results.truncated ? qsTr("First %n rule(s)", "", results.count)
                      : results.count === 1 ? qsTr("1 rule") : qsTr("%n rules", "", results.count)
                color: Theme.mutedText
                font: Theme.smallFont
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: Theme.surface
                radius: Theme.radius
                border.color: view.currentList.activeFocus ? Theme.focusRing : Theme.border
                border.width: view.currentList.activeFocus ? Theme.focusWidth : 1

                ListView {
                    id: tree
                    objectName: "ruleTree"
                    cacheBuffer: 0  // no rows made ahead: see CardsView.qml and docs/app-qml-rules.md
                    anchors.fill: parent
                    anchors.margins: Theme.spacingSmall
                    visible: !view.searching
                    clip: true
                    model: treeModel
                    focus: true
                    currentIndex: -1
                    highlightMoveDuration: 0
                    boundsBehavior: Flickable.StopAtBounds
                    activeFocusOnTab: visible
                    Accessible.role: Accessible.Tree
                    Accessible.name: qsTr("Rules by section")
                    ScrollBar.vertical: ScrollBar {}

                    // After a link, the selected row is brought into view whenever the tree gets
                    // its size or is shown, until the user scrolls it.
                    property bool keepCurrentInView: false
                    function showCurrent() {
                        if (currentIndex >= 0 && height > 0 && visible)
                            positionViewAtIndex(currentIndex, ListView.Center)
                    }
                    onHeightChanged: if (keepCurrentInView) showCurrent()
                    onVisibleChanged: if (keepCurrentInView) showCurrent()
                    onMovementStarted: keepCurrentInView = false

                    onCurrentIndexChanged: view.followCurrent()
                    Keys.onReturnPressed: ruleView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEnterPressed: ruleView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEscapePressed: search.focusField()
                    // Right opens a heading or steps into it; Left closes it or steps out.
                    Keys.onRightPressed: {
                        if (treeModel.hasChildrenAt(currentIndex)) {
                            if (!treeModel.isExpandedAt(currentIndex))
                                treeModel.setExpanded(currentIndex, true)
                            else
                                incrementCurrentIndex()
                        }
                    }
                    Keys.onLeftPressed: {
                        if (treeModel.isExpandedAt(currentIndex))
                            treeModel.setExpanded(currentIndex, false)
                        else if (treeModel.parentRow(currentIndex) >= 0)
                            currentIndex = treeModel.parentRow(currentIndex)
                    }

                    delegate: RuleTreeRow {
                        onToggleRequested: treeModel.toggle(index)
                        onClicked: {
                            tree.currentIndex = index
                            tree.forceActiveFocus(Qt.MouseFocusReason)
                        }
                        onDoubleClicked: treeModel.toggle(index)
                    }
                }

                ListView {
                    id: resultList
                    objectName: "ruleResults"
                    cacheBuffer: 0  // no rows made ahead: see CardsView.qml and docs/app-qml-rules.md
                    anchors.fill: parent
                    anchors.margins: Theme.spacingSmall
                    visible: view.searching
                    clip: true
                    model: results
                    currentIndex: -1
                    highlightMoveDuration: 0
                    boundsBehavior: Flickable.StopAtBounds
                    activeFocusOnTab: visible
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Rules found")
                    ScrollBar.vertical: ScrollBar {}

                    onCurrentIndexChanged: view.followCurrent()
                    Keys.onReturnPressed: ruleView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEnterPressed: ruleView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEscapePressed: search.focusField()

                    delegate: RuleResultRow {
                        onClicked: {
                            resultList.currentIndex = index
                            resultList.forceActiveFocus(Qt.MouseFocusReason)
                        }
                    }

                    Placeholder {
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 2 * Theme.spacingLarge, 360)
                        visible: resultList.count === 0 && results.error.length === 0 && !results.pending
                        icon: "search"
                        title: qsTr("No rules found")
                        text: qsTr("Try fewer words or another spelling, or choose all games.")
                    }
                }
            }
        }

        Item {
            SplitView.fillWidth: true
            SplitView.minimumWidth: 320

            RuleDetailView {
                id: ruleView
                objectName: "ruleDetailView"
                anchors.fill: parent
                detail: detail
                visible: detail.valid
                onRuleActivated: ruleId => view.showRule(ruleId)
                onCardActivated: (game, cardId) => view.cardActivated(game, cardId)
                Keys.onEscapePressed: view.currentList.forceActiveFocus(Qt.OtherFocusReason)
            }

            Placeholder {
                anchors.centerIn: parent
                width: Math.min(parent.width - 2 * Theme.spacingLarge, Theme.contentMaxWidth)
                visible: !detail.valid
                icon: "rules"
                title: qsTr("No rule selected")
                text: qsTr("Pick a rule from the tree, or search. A finding in the replay opens the rule it cites.")
            }
        }
    }
}
