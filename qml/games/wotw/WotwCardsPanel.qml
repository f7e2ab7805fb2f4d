pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// Beside the War of the Worlds map: the cards of the side whose line the step is (its hand and
// its offer row, by name), so a step about cards (a swap, a purchase, a discard, the end of a
// turn) shows on the board what it was about. What the step changed is tinted in the change
// colour; on a step that broke a rule and drew nothing on the map, the part of the cards the
// error is about is framed in the error colour (the offer row for an offer rule, else the
// hand), with the error mark.
Column {
    id: panel

    property ReplayController replay: null
    property WotwPalette colors
    // The map drew the step's highlights: a broken step is then marked there, not here.
    property bool mapMarked: false
    property int fontSize: 12

    readonly property bool flagged: replay ? replay.currentErrorCount > 0 : false
    readonly property string sideId: replay ? (replay.currentSide !== "" ? replay.currentSide : replay.sideToMove) : ""
    readonly property var decks: replay && replay.state.decks ? replay.state.decks[sideId] ?? ({}) : ({})
    // Which zone the step's error is about, when the map shows nothing of it.
    readonly property string faultyZone: {
        if (!flagged || mapMarked)
            return ""
        const rule = replay.currentErrorRule
        return rule.startsWith("wotw.offer.") || rule === "wotw.setup.offer" ? "offer" : "hand"
    }

    function sideName(id: string): string {
        for (const s of (replay ? replay.sides : [])) {
            if (s.id === id)
                return s.name
        }
        return id
    }
    function changed(path: string): bool {
        for (const p of (replay ? replay.changedPaths : [])) {
            if (p === path || p.startsWith(path + ".") || p.startsWith(path + "["))
                return true
        }
        return false
    }

    visible: sideId !== "" && decks.hand !== undefined
    spacing: Theme.spacingSmall
    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Cards of %1").arg(sideName(sideId))

    Text {
        width: panel.width
        text: qsTr("Cards of %1").arg(panel.sideName(panel.sideId))
        font.pixelSize: panel.fontSize + 1
        font.bold: true
        color: Theme.text
        wrapMode: Text.Wrap
    }

    Repeater {
        // A fixed list of zones ("static", docs/app-qml-rules.md).
        model: [
            { key: "hand", title: qsTr("Hand") },
            { key: "offer", title: qsTr("Offer row") }
        ]
        delegate: Rectangle {
            id: zone
            required property var modelData
            readonly property var cards: panel.decks[modelData.key] ?? []
            // The step's error is about this zone (tests/app/tst_app_boards.cpp looks for it).
            readonly property bool findingMark: panel.faultyZone === modelData.key
            readonly property bool stepChanged: panel.changed("decks." + panel.sideId + "." + modelData.key)
            objectName: "cards-" + modelData.key
            width: panel.width
            height: zoneColumn.implicitHeight + 2 * Theme.spacingSmall
            radius: Theme.radius
            color: findingMark ? Theme.errorSoft : stepChanged ? panel.colors.changedFill : "transparent"
            border.color: findingMark ? Theme.error : stepChanged ? panel.colors.changed : Theme.border
            border.width: findingMark ? 2 : 1
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%1: %2").arg(modelData.title).arg(cardNames.text)

            Column {
                id: zoneColumn
                x: Theme.spacingSmall
                y: Theme.spacingSmall
                width: parent.width - 2 * Theme.spacingSmall
                spacing: 1
                Row {
                    spacing: Theme.spacingSmall
                    SeverityMark {
                        anchors.verticalCenter: parent.verticalCenter
                        visible: zone.findingMark
                        severity: "error"
                        size: panel.fontSize
                    }
                    Text {
                        text: qsTr("%1 (%2)").arg(zone.modelData.title).arg(zone.cards.length)
                        font.pixelSize: panel.fontSize
                        font.bold: true
                        color: zone.findingMark ? Theme.error : Theme.mutedText
                    }
                }
                Text {
                    id: cardNames
                    width: parent.width
                    text: {
                        if (!panel.replay)
                            return ""
                        void panel.replay.russian  // names follow the language
                        return zone.cards.length > 0 ? zone.cards.map(id => panel.replay.nameOf(id)).join(", ")
                                                     : qsTr("none")
                    }
                    font.pixelSize: panel.fontSize
                    color: Theme.text
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
