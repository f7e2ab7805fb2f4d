pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The state after the current move, in words: whose turn it is, the damage, and per side
// the resources this turn, hand, offer row, supply, discard, offer deck and removed cards
// (contents where the record reveals them), then the buildings and miniatures on the board.
// What the move changed is tinted. Reads ReplayController.state (War of the Worlds
// State::toJson(), engine/games/wotw/wotw_state.h). app/games/gameviews.cpp names it as War of
// the Worlds' inspector; games without one get the generic qml/replay/StateInspector.qml.
ScrollView {
    id: inspector
    objectName: "wotwInspector"

    required property ReplayController replay

    readonly property var gameState: replay.state
    readonly property var changed: replay.changedPaths
    readonly property bool hasState: Object.keys(gameState).length > 0
    // Card, building and region names (and Russian ones) come from the game's data.
    readonly property BoardGeometry names: BoardGeometry {
        game: inspector.replay.status === ReplayController.Checked ? inspector.replay.gameId : ""
    }

    // Each reads `names.ready` or `names.regions` first, so a binding that calls it is
    // evaluated again once the game's data has loaded (indexOf and pieceName notify nothing).
    function cardName(id: string): string {
        return names.ready ? names.pieceName(id, replay.russian) : id
    }
    function regionName(id: string): string {
        const regions = names.regions
        const i = names.indexOf(id)
        if (i < 0)
            return id
        const r = regions[i]
        return replay.russian ? r.nameRu : r.name
    }
    // A miniature as players name it, "Tripod 1", from the record's `tripod-1`.
    function unitName(id: string): string {
        const dash = id.lastIndexOf("-")
        if (dash < 0)
            return id
        const type = id.substring(0, dash)
        return "%1 %2".arg(cardName(type === "navy" ? "royal-navy" : type)).arg(id.substring(dash + 1))
    }
    function sideName(id: string): string {
        for (const s of replay.sides) {
            if (s.id === id)
                return s.name
        }
        return id
    }
    // True when the move changed `path` or something inside it.
    function isChanged(path: string): bool {
        for (const p of changed) {
            if (p === path || p.startsWith(path + "."))
                return true
        }
        return false
    }

    contentWidth: availableWidth
    clip: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("State inspector")

    ColumnLayout {
        width: inspector.availableWidth
        spacing: Theme.spacingMedium

        Label {
            Layout.fillWidth: true
            Layout.margins: Theme.spacingLarge
            visible: !inspector.hasState
            wrapMode: Text.Wrap
            color: Theme.mutedText
            text: qsTr("This record is not checked, so there is no game state to inspect.")
        }

        // The counters of the game.
        GridLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.topMargin: Theme.spacing
            visible: inspector.hasState
            columns: 2
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacingSmall

            Label { text: qsTr("Turn"); color: Theme.mutedText }
            Label {
                Layout.fillWidth: true
                objectName: "turn"
                text: inspector.replay.stateOver
                      ? qsTr("Game over: %1").arg(inspector.replay.stateResultText)
                      : inspector.replay.sideToMove.length > 0
                      ? qsTr("%1, %2 to move").arg(inspector.replay.stateTurn).arg(inspector.sideName(inspector.replay.sideToMove))
                      : inspector.replay.stateTurn
                font: Theme.strongFont
            }
            Label { text: qsTr("Alien damage"); color: Theme.mutedText; visible: inspector.gameState.damage !== undefined }
            Label {
                visible: inspector.gameState.damage !== undefined
                text: inspector.gameState.damage ?? ""
                font: Theme.strongFont
                color: inspector.isChanged("damage") ? Theme.warning : Theme.text
            }
            Label {
                text: qsTr("Civilians left")
                color: Theme.mutedText
                visible: Array.isArray(inspector.gameState.regions)
            }
            Label {
                visible: Array.isArray(inspector.gameState.regions)
                text: (inspector.gameState.regions ?? []).reduce((sum, r) => sum + (r.civilians ?? 0), 0)
                font: Theme.strongFont
            }
            Label {
                text: qsTr("Winner")
                color: Theme.mutedText
                visible: (inspector.gameState.winner ?? "").length > 0
            }
            Label {
                visible: (inspector.gameState.winner ?? "").length > 0
                text: inspector.sideName(inspector.gameState.winner ?? "")
                font: Theme.strongFont
                color: Theme.accent
            }
        }

        // One section per side. The sides come from the record, not from each step's state,
        // so a step refills the sections instead of making them again; and they sit in a
        // Column, not straight in the layout (docs/app-qml-rules.md).
        Column {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Repeater {
                model: inspector.hasState ? Array.from(inspector.replay.sides).map(s => s.id) : []
                delegate: ColumnLayout {
                    id: sideSection
                    required property string modelData
                    readonly property var zones: (inspector.gameState.decks ?? {})[modelData] ?? ({})
                    readonly property var resources: (inspector.gameState.resources ?? {})[modelData]
                    x: Theme.spacing
                    width: parent ? parent.width - 2 * Theme.spacing : 0
                    visible: (inspector.gameState.decks ?? {})[modelData] !== undefined
                    spacing: Theme.spacingSmall

                    Rectangle {
                        Layout.fillWidth: true
                        Layout.preferredHeight: 1
                        color: Theme.border
                    }
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            text: inspector.sideName(sideSection.modelData)
                            font: Theme.titleFont
                            Accessible.role: Accessible.Heading
                            Accessible.name: text
                        }
                        Label {
                            visible: sideSection.resources !== undefined
                            text: sideSection.modelData === "aliens" ? qsTr("%n energy this turn", "", sideSection.resources ?? 0)
                                  : sideSection.modelData === "humans" ? qsTr("%n coin(s) this turn", "", sideSection.resources ?? 0)
                                  : qsTr("%n resource(s) this turn", "", sideSection.resources ?? 0)
                            color: inspector.isChanged("resources." + sideSection.modelData) ? Theme.warning : Theme.text
                            font: Theme.strongFont
                        }
                    }

                    Repeater {
                        // A fixed list of zones ("static", docs/app-qml-rules.md).
                        objectName: "staticZones"
                        model: [
                            { key: "hand", title: qsTr("Hand") },
                            { key: "offer", title: qsTr("Offer row") },
                            { key: "supply", title: qsTr("Supply") },
                            { key: "discard", title: qsTr("Discard") },
                            { key: "offerDeck", title: qsTr("Offer deck") },
                            { key: "removed", title: qsTr("Removed") }
                        ]
                        delegate: Rectangle {
                            id: zone
                            required property var modelData
                            readonly property var cards: sideSection.zones[modelData.key] ?? []
                            readonly property bool changed: inspector.isChanged("decks." + sideSection.modelData + "." + modelData.key)
                            Layout.fillWidth: true
                            implicitHeight: zoneRow.implicitHeight + Theme.spacingSmall * 2
                            radius: Theme.radius
                            color: changed ? Theme.accentSoft : "transparent"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("%1: %2 cards").arg(modelData.title).arg(cards.length)

                            RowLayout {
                                id: zoneRow
                                anchors.fill: parent
                                anchors.margins: Theme.spacingSmall
                                spacing: Theme.spacing
                                Label {
                                    Layout.preferredWidth: 110
                                    Layout.alignment: Qt.AlignTop
                                    text: "%1 (%2)".arg(zone.modelData.title).arg(zone.cards.length)
                                    color: Theme.mutedText
                                    elide: Text.ElideRight
                                }
                                CardChips {
                                    Layout.fillWidth: true
                                    cards: zone.cards
                                    names: id => inspector.cardName(id)
                                }
                            }
                        }
                    }
                }
            }
        }

        // The board: buildings and miniatures where they stand.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacing
            Layout.rightMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            visible: inspector.hasState && Array.isArray(inspector.gameState.regions)
            spacing: Theme.spacingSmall

            readonly property var buildings: (inspector.gameState.regions ?? []).filter(r => (r.building ?? "").length > 0)
            readonly property var units: (inspector.gameState.units ?? []).filter(u => (u.region ?? "").length > 0)

            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 1
                color: Theme.border
            }
            Label {
                text: qsTr("Buildings in play")
                font: Theme.titleFont
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: parent.buildings.length > 0 ? Theme.text : Theme.mutedText
                text: parent.buildings.length === 0 ? qsTr("None")
                      : parent.buildings.map(r => qsTr("%1 in %2").arg(inspector.cardName(r.building)).arg(inspector.regionName(r.id))).join("\n")
            }
            Label {
                text: qsTr("Miniatures on the board")
                font: Theme.titleFont
                Accessible.role: Accessible.Heading
                Accessible.name: text
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                color: parent.units.length > 0 ? Theme.text : Theme.mutedText
                text: parent.units.length === 0 ? qsTr("None")
                      : parent.units.map(u => qsTr("%1 in %2").arg(inspector.unitName(u.id)).arg(inspector.regionName(u.region))).join(", ")
            }
        }
    }
}
