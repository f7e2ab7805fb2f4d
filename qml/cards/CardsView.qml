pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The Cards page's content: search field and quick filters over the result list on the
// left, the selected card's details on the right. The list's current row is the card shown;
// it follows the first result as the user types. Components of the box (type "component")
// are listed and shown like cards.
Item {
    id: view

    // The search text to start with (the --query option).
    property string initialQuery
    // The card shown on the right (empty when none), for Back after following a link.
    readonly property string shownGame: detail.valid ? detail.game : ""
    readonly property string shownCard: detail.valid ? detail.cardId : ""
    // Emitted when the user edits the search text.
    signal queryEdited(string text)

    function focusSearch() {
        search.focusField()
    }

    // Shows one card (a link from the Rules page): selected in the list when it is listed,
    // else shown on its own.
    function showCard(game: string, cardId: string) {
        const row = results.indexOf(game, cardId)
        list.currentIndex = row
        if (row >= 0)
            list.positionViewAtIndex(row, ListView.Contain)
        detail.show(game, cardId)
        cardView.scrollToTop()
    }

    // The initial query is searched at once, so the first frame already shows its results.
    Component.onCompleted: {
        search.text = initialQuery
        results.refresh()
    }

    function followCurrent() {
        if (list.currentIndex < 0)
            return
        const card = results.get(list.currentIndex)
        detail.show(card.game, card.cardId, card.component)
        cardView.scrollToTop()
    }

    CardSearchModel {
        id: results
        compendium: Compendium
        // The quick filters are part of the query (QueryFilters below).
        query: search.text
        // A new result list starts at its best hit.
        onSearched: {
            list.currentIndex = count > 0 ? 0 : -1
            if (count > 0)
                view.followCurrent()
            else
                detail.show("", "")
        }
    }

    // The drop-downs show the game, side and type the query's own filters choose, and a choice
    // in a drop-down rewrites that filter in the query: the text is the one truth, so typed
    // filters and drop-downs never disagree (docs/search.md, "Quick filters").
    QueryFilters {
        id: written
        compendium: Compendium
        query: search.text
    }

    // A drop-down's choice, written into the query and searched at once.
    function choose(field: string, id: string) {
        const text = written.withChoice(field, id)
        if (text === search.text)
            return
        search.text = text
        view.queryEdited(text)
        results.refresh()
    }

    CardDetail {
        id: detail
        objectName: "cardDetail"
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
            SplitView.preferredWidth: Math.round(view.width * 0.4)
            SplitView.minimumWidth: 280
            spacing: Theme.spacing

            SearchField {
                id: search
                inputName: "cardSearchInput"
                Layout.fillWidth: true
                placeholderText: qsTr("Search cards: reap, жатва, side:aliens cost<=3")
                accessibleName: qsTr("Search cards")
                error: results.error
                errorPosition: results.errorPosition
                errorLength: results.errorLength
                onEdited: view.queryEdited(text)
                onUpPressed: list.decrementCurrentIndex()
                onDownPressed: list.incrementCurrentIndex()
                onAccepted: {
                    results.refresh()
                    cardView.forceActiveFocus(Qt.OtherFocusReason)
                }
                KeyNavigation.tab: gameFilter
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingSmall

                FilterBox {
                    id: gameFilter
                    objectName: "gameFilter"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 3
                    allText: qsTr("All games")
                    accessibleName: qsTr("Game")
                    choices: Compendium.games
                    selected: written.game
                    onActivated: view.choose("game", currentValue)
                }
                FilterBox {
                    id: sideFilter
                    objectName: "sideFilter"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    allText: qsTr("Any side")
                    accessibleName: qsTr("Side")
                    // Names follow the language: Compendium.games changes with it.
                    choices: {
                        void Compendium.games
                        return Compendium.sides(gameFilter.currentValue ?? "")
                    }
                    selected: written.side
                    onActivated: view.choose("side", currentValue)
                }
                FilterBox {
                    id: typeFilter
                    objectName: "typeFilter"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    allText: qsTr("Any type")
                    accessibleName: qsTr("Type")
                    choices: {
                        void Compendium.games
                        return Compendium.types(gameFilter.currentValue ?? "")
                    }
                    selected: written.type
                    onActivated: view.choose("type", currentValue)
                    KeyNavigation.tab: list
                }
            }

            Label {
                Layout.fillWidth: true
                text: results.error.length > 0 ? ""
                      : results.truncated ? qsTr("First %n result(s)", "", results.count)
                      : results.count === 1 ? qsTr("1 result")
                      : qsTr("%n results", "cards and components found", results.count)
                visible: text.length > 0
                color: Theme.mutedText
                font: Theme.smallFont
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.fillHeight: true
                color: Theme.surface
                radius: Theme.radius
                border.color: list.activeFocus ? Theme.focusRing : Theme.border
                border.width: list.activeFocus ? Theme.focusWidth : 1

                ListView {
                    id: list
                    objectName: "cardList"
                    // No rows made ahead of the view: those are made asynchronously, and a new
                    // search resets the model under them (Qt 6.4 then warns "DelegateModel::
                    // cancel: index out range" and loses track of the row; docs/app-qml-rules.md).
                    cacheBuffer: 0
                    anchors.fill: parent
                    anchors.margins: Theme.spacingSmall
                    clip: true
                    model: results
                    focus: true
                    keyNavigationWraps: false
                    highlightMoveDuration: 0
                    currentIndex: -1
                    boundsBehavior: Flickable.StopAtBounds
                    activeFocusOnTab: true
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Cards found")
                    ScrollBar.vertical: ScrollBar {}

                    onCurrentIndexChanged: view.followCurrent()
                    Keys.onReturnPressed: cardView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEnterPressed: cardView.forceActiveFocus(Qt.OtherFocusReason)
                    Keys.onEscapePressed: search.focusField()

                    delegate: CardRow {
                        onClicked: {
                            list.currentIndex = index
                            list.forceActiveFocus(Qt.MouseFocusReason)
                        }
                        onDoubleClicked: cardView.forceActiveFocus(Qt.OtherFocusReason)
                    }

                    Placeholder {
                        anchors.centerIn: parent
                        width: Math.min(parent.width - 2 * Theme.spacingLarge, 360)
                        visible: list.count === 0 && results.error.length === 0
                        icon: "search"
                        title: qsTr("No cards found")
                        // A misspelt word is answered with the nearest word of a card's name.
                        text: results.suggestion.length > 0
                              ? qsTr("Did you mean “%1”?").arg(results.suggestion)
                              : qsTr("Try fewer words, another spelling, or clear the filters.")
                    }
                }
            }
        }

        Item {
            SplitView.fillWidth: true
            SplitView.minimumWidth: 320

            CardDetailView {
                id: cardView
                objectName: "cardDetailView"
                anchors.fill: parent
                detail: detail
                visible: detail.valid
                Keys.onEscapePressed: list.forceActiveFocus(Qt.OtherFocusReason)
            }

            Placeholder {
                anchors.centerIn: parent
                width: Math.min(parent.width - 2 * Theme.spacingLarge, Theme.contentMaxWidth)
                visible: !detail.valid
                icon: "cards"
                title: qsTr("No card selected")
                text: qsTr("Pick a card from the list to see its text, options, rules and where each value comes from.")
            }
        }
    }
}
