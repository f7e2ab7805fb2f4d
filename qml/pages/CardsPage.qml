import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The card compendium: search as you type over every game's cards, in English or Russian,
// with quick filters, and the full record of the selected card. The content is created the
// first time the page is shown, so starting on another page does not pay for it.
Item {
    id: page

    required property AppController controller
    // The page has been shown once (its content then stays).
    property bool opened: false

    // A card asked for before the content existed; shown once it is created.
    property var pendingCard: null
    // The card shown, for Back after following a link (empty before the page was opened).
    readonly property string shownGame: content.status === Loader.Ready ? (content.item as CardsView).shownGame : ""
    readonly property string shownCard: content.status === Loader.Ready ? (content.item as CardsView).shownCard : ""

    // Shows a card (from a rule's list of cards); switches to this page.
    function showCard(game: string, cardId: string) {
        page.controller.page = "cards"
        if (content.status === Loader.Ready) {
            (content.item as CardsView).showCard(game, cardId)
        } else {
            pendingCard = { game: game, cardId: cardId }
            opened = true
        }
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Cards")

    onVisibleChanged: if (visible) opened = true

    Shortcut {
        sequence: "Ctrl+F"
        enabled: page.visible && content.status === Loader.Ready
        onActivated: (content.item as CardsView).focusSearch()
    }

    Connections {
        target: Compendium
        function onCardRequested(game: string, cardId: string) {
            page.showCard(game, cardId)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingHuge
        anchors.bottomMargin: Theme.spacingLarge
        spacing: Theme.spacingLarge

        PageHeader {
            Layout.fillWidth: true
            title: qsTr("Cards")
            subtitle: qsTr("Every card and component of every game, searchable in English and Russian.")
        }

        MessageBanner {
            id: notice
            property bool dismissed: false
            Layout.fillWidth: true
            text: !content.active || dismissed ? ""
                  : Compendium.error.length > 0 ? Compendium.error : Compendium.notice
            onDismissed: dismissed = true
        }

        Loader {
            id: content
            Layout.fillWidth: true
            Layout.fillHeight: true
            active: page.visible || page.opened
            sourceComponent: CardsView {
                // --query fills the search unless it was meant for the Rules page.
                initialQuery: page.controller.page !== "rules" ? page.controller.query : ""
                onQueryEdited: text => page.controller.query = text
            }
            onLoaded: {
                if (page.pendingCard) {
                    (item as CardsView).showCard(page.pendingCard.game, page.pendingCard.cardId)
                    page.pendingCard = null
                }
            }
        }
    }
}
