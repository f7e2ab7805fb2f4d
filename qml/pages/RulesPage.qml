import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The rules reference: each game's rules as a tree with section numbers, full-text search,
// clarifications, and links to the cards that cite a rule. Deep links (a finding, a card)
// call Compendium.showRule(id), which lands here on that exact rule. The content is created
// the first time the page is shown.
Item {
    id: page

    required property AppController controller
    property bool opened: false
    // A rule asked for before the content existed; shown once it is created.
    property string pendingRule
    // The rule shown, for Back after following a link (empty before the page was opened).
    readonly property string shownRule: content.status === Loader.Ready ? (content.item as RulesView).shownRule : ""

    // Shows the rule with this id and switches to this page.
    function showRule(ruleId: string) {
        page.controller.page = "rules"
        if (content.status === Loader.Ready) {
            (content.item as RulesView).showRule(ruleId)
        } else {
            pendingRule = ruleId
            opened = true
        }
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Rules")

    onVisibleChanged: if (visible) opened = true

    Shortcut {
        sequence: "Ctrl+F"
        enabled: page.visible && content.status === Loader.Ready
        onActivated: (content.item as RulesView).focusSearch()
    }

    Connections {
        target: Compendium
        function onRuleRequested(ruleId: string) {
            page.showRule(ruleId)
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacingHuge
        anchors.bottomMargin: Theme.spacingLarge
        spacing: Theme.spacingLarge

        PageHeader {
            Layout.fillWidth: true
            title: qsTr("Rules")
            subtitle: qsTr("The rules of each game, with the exact rule every finding cites.")
        }

        MessageBanner {
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
            sourceComponent: RulesView {
                objectName: "rulesView"
                // --page rules --query Q searches the rules.
                initialQuery: page.controller.page === "rules" ? page.controller.query : ""
                onCardActivated: (game, cardId) => Compendium.showCard(game, cardId)
            }
            onLoaded: {
                if (page.pendingRule.length > 0) {
                    (item as RulesView).showRule(page.pendingRule)
                    page.pendingRule = ""
                }
            }
        }
    }
}
