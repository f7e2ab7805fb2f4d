pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Umpire

// The War of Civilizations board: the assumed map from board.json (seven continents of
// islands, docks on their shores, links and water pathways as thin lines) scaled to fit. Each
// held place shows its clan's colour, its number of ships and a dot per clan member at work;
// hovering a place tells its name and everything on it. The map's empty corners carry the turn
// counter and countdown, the Isle of Myth's holder with the disasters revealed, the battle the
// step fought (both fleets, their power and the winner) and a legend; what the step did is also
// drawn by the shared highlight layers. Reads `replay.state` (keys beside
// engine/games/civilizations' State::toJson()).
Item {
    id: board

    // The controller whose current step is shown.
    property ReplayController replay: null
    // Place names in Russian.
    property bool russian: false
    // The thing the user picked (an island or dock id, or a clan id as record lines write
    // them; "" for none): the place, or every place the clan holds, outlined in the accent
    // colour. A click sets it and emits `picked`; it stays across steps: whoever narrows a
    // list by it clears it.
    property string pickedId
    // The board draws a state that was only tried, not played: a dashed frame and a label, the
    // badges of places the step did not touch faded (docs/board-view.md).
    property bool provisional: false

    // A left click on the map: the clan holding the place whose badge (ships and members) is
    // under the pointer, else the place, "" over open water.
    signal picked(string id)

    readonly property BoardGeometry geometry: BoardGeometry {
        game: "civilizations"
    }
    // What the step did (fleets moved, battles, pieces placed or lost), drawn by the shared
    // highlight layers (qml/boards/BoardHighlights.qml).
    readonly property BoardHighlightModel highlightModel: BoardHighlightModel {
        geometry: board.geometry
        replay: board.replay
    }
    readonly property var regions: geometry.regions
    readonly property rect bounds: geometry.bounds
    readonly property var state: replay ? replay.state : ({})
    // Held places by id, for the badges and the tooltip.
    readonly property var held: {
        const out = {}
        for (const p of (board.state.places ?? []))
            out[p.id] = p
        return out
    }
    readonly property real side: Math.max(0, Math.min(width / Math.max(1, bounds.width),
                                                      height / Math.max(1, bounds.height)))
    readonly property bool dark: Theme.dark
    // Badges sit on the clans' fills, their seat colours mixed into the surface: the text
    // colour reads on them in both themes.
    readonly property color badgeInk: Theme.text
    readonly property int hoveredIndex: hover.hovered ? hoveredRegion : -1
    property int hoveredRegion: -1
    // The panels in the map's corners: as wide as the corner's free water allows.
    readonly property real cornerWidth: Math.max(150, 0.34 * map.width)
    readonly property int panelFont: Math.max(10, Math.min(12, Math.round(board.side * 24)))

    implicitWidth: 840
    implicitHeight: 700

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("War of Civilizations board")

    // The place at a point of the map item (pixels), -1 when none: hover and clicks.
    function regionIndexAt(p: point): int {
        return geometry.regionAt(p.x / side + bounds.x, p.y / side + bounds.y)
    }

    // What a click at a point of the map picks: a held place's badge gives its clan, elsewhere
    // on a place the place; "" off every place.
    function pickAt(p: point): string {
        for (let i = 0; i < badges.count; ++i) {
            const badge = badges.itemAt(i)
            if (badge && badge.visible && badge.contains(badge.mapFromItem(map, p)))
                return badge.place.clan
        }
        const index = regionIndexAt(p)
        return index >= 0 ? regions[index].id : ""
    }

    // A clan's colour: its seat's (Theme.sideColorOf), as in the move list and the chart.
    function clanColor(clan: string): color {
        return Theme.sideColorOf(board.replay ? board.replay.sides : [], clan)
    }

    // A clan's name in the window's language (the record's sides).
    function clanName(id: string): string {
        for (const s of (replay ? replay.sides : [])) {
            if (s.id === id)
                return s.name
        }
        return id
    }

    // The name the game's data gives an id (a continent, a disaster card), the one the move
    // list and the findings use too (ReplayController.nameOf, core::GameNames).
    function dataName(id: string): string {
        if (!board.replay)
            return id
        void board.replay.russian  // read, so a binding showing the name follows the language
        return board.replay.nameOf(id)
    }

    function areaName(area: string): string {
        switch (area) {
        case "factory": return qsTr("factory")
        case "lake": return qsTr("lake")
        case "forest": return qsTr("forest")
        }
        return area
    }

    // "2 gunboats, 1 frigate": the ships of a fleet ({gunboats, frigates, destroyers}) that
    // are there, or "no ships".
    function fleetText(f: var): string {
        const parts = []
        if (f.gunboats > 0)
            parts.push(qsTr("%n gunboat(s)", "", f.gunboats))
        if (f.frigates > 0)
            parts.push(qsTr("%n frigate(s)", "", f.frigates))
        if (f.destroyers > 0)
            parts.push(qsTr("%n destroyer(s)", "", f.destroyers))
        return parts.length > 0 ? parts.join(", ") : qsTr("no ships")
    }

    // The kind of place `id` names ("north-lesser-2": a Lesser Atoll).
    function kindName(id: string): string {
        if (id.startsWith("dock-"))
            return qsTr("Dock")
        if (id === "isle-of-myth")
            return qsTr("Isle of Myth")
        if (id.includes("-origin"))
            return qsTr("Origin Island")
        if (id.includes("-lesser"))
            return qsTr("Lesser Atoll")
        if (id.includes("-greater"))
            return qsTr("Greater Atoll")
        if (id.includes("-apex"))
            return qsTr("Apex Island")
        return ""
    }

    // One line per fact of region `index`: its name and kind, who holds it with what. The
    // tooltip's text and each badge's accessible name.
    function describe(index: int): list<string> {
        const r = regions[index]
        if (!r)
            return []
        const lines = [board.russian ? r.nameRu : r.name]
        const continent = r.id.startsWith("dock-") ? r.id.split("-")[1] : r.id.split("-")[0]
        lines.push(r.id === "isle-of-myth" ? qsTr("Isle of Myth, the central continent")
                                           : qsTr("%1, %2").arg(kindName(r.id)).arg(dataName(continent)))
        const p = held[r.id]
        if (!p) {
            lines.push(qsTr("Nobody holds it"))
        } else {
            lines.push(qsTr("Held by %1: %2").arg(clanName(p.clan)).arg(fleetText(p)))
            if (p.members.length > 0)
                lines.push(qsTr("Clan members at work: %1").arg(p.members.map(a => areaName(a)).join(", ")))
            else if (!r.id.startsWith("dock-"))
                lines.push(qsTr("No clan members at work"))
        }
        if (r.id === "isle-of-myth" && board.state.mythHolder)
            lines.push(qsTr("%1 has the Isle of Myth token").arg(clanName(board.state.mythHolder)))
        const b = board.state.battle
        if (b && (b.to === r.id || b.from === r.id))
            lines.push(b.to === r.id ? qsTr("Attacked this step") : qsTr("The attack set out from here"))
        return lines
    }

    // Where each continent's name is written, in board.json's drawing space: in the open water
    // beside the continent, clear of its islands, its docks and the corner panels (the assumed
    // map's own layout).
    readonly property var continentLabels: [
        {id: "north", x: 805, y: 20},
        {id: "northeast", x: 1180, y: 165},
        {id: "southeast", x: 1240, y: 550},
        {id: "south", x: 795, y: 1085},
        {id: "southwest", x: 160, y: 550},
        {id: "northwest", x: 220, y: 165},
    ]

    Item {
        id: map
        objectName: "map"
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        width: board.bounds.width * board.side
        height: board.bounds.height * board.side

      // Paths and label points are in the file's drawing space: shift its origin so the
      // bounds' corner sits at the map's corner.
      Item {
        x: -board.bounds.x * board.side
        y: -board.bounds.y * board.side
        width: parent.width
        height: parent.height

        Shape {
            anchors.fill: parent
            ShapePath {
                fillColor: "transparent"
                strokeColor: Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.3)
                strokeWidth: 1
                scale: Qt.size(board.side, board.side)
                PathSvg {
                    path: board.geometry.adjacencyPath
                }
            }
        }

        Repeater {
            model: board.regions
            delegate: Shape {
                id: region
                required property var modelData
                readonly property var place: board.held[modelData.id]
                // The clan holding it, and its colour (tests/app/tst_app_boards.cpp).
                readonly property string sideId: place ? place.clan : ""
                readonly property color sideColor: board.clanColor(sideId)
                objectName: "region-" + modelData.id
                anchors.fill: parent
                ShapePath {
                    fillColor: region.place ? Theme.mix(region.sideColor, Theme.surface, board.dark ? 0.45 : 0.6)
                                            : region.modelData.land ? (board.dark ? "#4a4738" : "#ece4cb")
                                                                    : (board.dark ? "#1b3148" : "#c9deef")
                    strokeColor: region.place ? region.sideColor : Theme.mutedText
                    strokeWidth: region.place ? 2.5 : 1
                    scale: Qt.size(board.side, board.side)
                    PathSvg {
                        path: region.modelData.path
                    }
                }
            }
        }

        // The hovered place, outlined.
        Shape {
            anchors.fill: parent
            visible: board.hoveredIndex >= 0
            ShapePath {
                fillColor: "transparent"
                strokeColor: Theme.text
                strokeWidth: 2
                scale: Qt.size(board.side, board.side)
                PathSvg {
                    path: board.hoveredIndex >= 0 ? board.regions[board.hoveredIndex]?.path ?? "" : ""
                }
            }
        }

        // The picked place, or every place of the picked clan, outlined in the accent colour.
        Repeater {
            model: board.regions
            delegate: Shape {
                id: pickMark
                required property var modelData
                objectName: "pick-" + modelData.id
                anchors.fill: parent
                visible: board.pickedId !== "" && (modelData.id === board.pickedId
                                                   || board.held[modelData.id]?.clan === board.pickedId)
                ShapePath {
                    fillColor: "transparent"
                    strokeColor: Theme.accent
                    strokeWidth: 3.5
                    joinStyle: ShapePath.RoundJoin
                    scale: Qt.size(board.side, board.side)
                    PathSvg {
                        path: pickMark.modelData.path
                    }
                }
            }
        }

        Repeater {
            model: board.continentLabels
            delegate: Text {
                required property var modelData
                objectName: "continent-" + modelData.id
                x: modelData.x * board.side - width / 2
                y: modelData.y * board.side - height / 2
                text: board.dataName(modelData.id)
                color: Theme.mutedText
                font.pixelSize: Math.max(10, Math.round(board.side * 26))
                font.italic: true
            }
        }

        // Each held place: its number of ships, and a dot per clan member at work.
        Repeater {
            id: badges
            model: board.regions
            delegate: Column {
                id: badge
                required property var modelData
                required property int index
                readonly property var place: board.held[modelData.id]
                readonly property bool dock: modelData.id.startsWith("dock-")
                objectName: "place-" + modelData.id
                visible: place !== undefined
                opacity: board.provisional && board.highlightModel.changedPlaces.indexOf(modelData.id) < 0 ? 0.55 : 1
                x: modelData.x * board.side - width / 2
                y: modelData.y * board.side - height / 2
                spacing: 1
                Text {
                    anchors.horizontalCenter: parent.horizontalCenter
                    text: badge.place ? badge.place.gunboats + badge.place.frigates + badge.place.destroyers : ""
                    font.pixelSize: badge.dock ? Math.max(8, Math.round(board.side * 18))
                                               : Math.max(10, Math.round(board.side * 26))
                    font.bold: true
                    color: board.badgeInk
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 2
                    visible: !badge.dock
                    Repeater {
                        model: badge.place ? badge.place.members.length : 0
                        delegate: Rectangle {
                            width: 5
                            height: 5
                            radius: 2.5
                            color: board.badgeInk
                        }
                    }
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: place ? board.describe(index).join(". ") : ""
            }
        }
      }

        BoardHighlights {
            objectName: "highlightArrows"
            anchors.fill: parent
            part: "arrows"
            model: board.highlightModel
            boardScale: board.side
            origin: Qt.point(board.bounds.x, board.bounds.y)
            size: 14
            color: board.dark ? "#ffb347" : "#e06a00"
            illegalColor: Theme.error
        }
        BoardHighlights {
            objectName: "highlightMarks"
            anchors.fill: parent
            part: "marks"
            model: board.highlightModel
            boardScale: board.side
            origin: Qt.point(board.bounds.x, board.bounds.y)
            offset: Qt.point(0, 16)
            size: 14
            color: board.dark ? "#ffb347" : "#e06a00"
            illegalColor: Theme.error
        }

        // The turn counter: the round, who acts, when the centre opens, the countdown.
        CivilizationsPanel {
            objectName: "turnPanel"
            anchors.left: parent.left
            anchors.top: parent.top
            width: board.cornerWidth
            fontSize: board.panelFont
            visible: board.state.round !== undefined
            // The game's end, once the state after the step has it, in place of who acts.
            emphasis: board.replay ? board.replay.stateOver : false
            // A broken step that drew nothing on the map (a turn out of order, an action too
            // many) is about who acts and how many actions: this panel.
            findingMark: board.highlightModel.flagged && board.highlightModel.count === 0
            title: emphasis ? qsTr("Game over: %1").arg(board.replay.stateResultText)
                            : qsTr("Round %1").arg(board.state.round ?? 0)
            lines: {
                const s = board.state
                if (s.round === undefined)
                    return []
                if (board.replay.stateOver)
                    return [qsTr("The game ended in round %1").arg(s.round)]
                const out = []
                if (s.phase === "placement")
                    out.push(qsTr("%1 sets out its pieces").arg(board.clanName(s.side)))
                else if (s.phase === "losses")
                    out.push(qsTr("%1 chooses its losses").arg(board.clanName(s.side)))
                else
                    out.push(qsTr("%1 to act, actions %2/%3").arg(board.clanName(s.side))
                             .arg(s.actionsUsed).arg(s.actionsAllowed))
                // The book's counter: the rounds still to come after this one; 1 marks the last.
                if (s.countdown > 1)
                    out.push(qsTr("Countdown: %n more round(s)", "", s.countdown - 1))
                else if (s.countdown === 1)
                    out.push(qsTr("Countdown: this is the last round"))
                else if (s.round < s.unlockRound)
                    out.push(qsTr("The centre opens in round %1").arg(s.unlockRound))
                else
                    out.push(qsTr("The centre is open"))
                return out
            }
        }

        // The Isle of Myth's holder and the disasters revealed so far (the latest three).
        CivilizationsPanel {
            objectName: "mythPanel"
            anchors.right: parent.right
            anchors.top: parent.top
            width: board.cornerWidth
            fontSize: board.panelFont
            visible: board.state.round !== undefined
            title: board.state.mythHolder ? qsTr("Isle of Myth: %1").arg(board.clanName(board.state.mythHolder))
                                          : qsTr("Isle of Myth: nobody")
            lines: {
                const revealed = board.state.revealed ?? []
                const out = [qsTr("Disasters revealed: %1 of 18").arg(revealed.length)]
                for (const d of revealed.slice(-3).reverse())
                    out.push(qsTr("Round %1: %2, %3").arg(d.round).arg(board.dataName(d.card))
                             .arg(board.dataName(d.continent)))
                return out
            }
        }

        // The battle this step fought: both fleets, their damage power and the outcome.
        CivilizationsPanel {
            objectName: "battlePanel"
            readonly property var battle: board.state.battle ?? null
            anchors.left: parent.left
            anchors.bottom: parent.bottom
            width: board.cornerWidth
            fontSize: board.panelFont
            visible: battle !== null
            emphasis: true
            // The outcome in the title; the place is the one the attack arrow points at.
            title: {
                const b = battle
                if (!b)
                    return ""
                if (b.declined)
                    return qsTr("Battle: %1 does not defend").arg(board.clanName(b.defender))
                return b.attackPower === b.defencePower ? qsTr("Battle: a tie, %1 wins").arg(board.clanName(b.winner))
                                                        : qsTr("Battle: %1 wins").arg(board.clanName(b.winner))
            }
            lines: {
                const b = battle
                if (!b)
                    return []
                const out = [qsTr("%1 attacks with %2: power %3").arg(board.clanName(b.attacker))
                             .arg(board.fleetText(b.attack)).arg(b.attackPower)]
                if (b.declined)
                    out.push(qsTr("%1 loses %2; no ammunition is spent").arg(board.clanName(b.defender))
                             .arg(board.fleetText(b.defence)))
                else
                    out.push(qsTr("%1 defends with %2: power %3").arg(board.clanName(b.defender))
                             .arg(board.fleetText(b.defence)).arg(b.defencePower))
                return out
            }
        }

        // What the badges mean.
        CivilizationsPanel {
            id: legend
            objectName: "legend"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            width: board.cornerWidth
            fontSize: board.panelFont
            visible: board.state.round !== undefined
            quiet: true
            lines: [qsTr("Number: ships of the clan there"), qsTr("Dots: clan members at work"),
                    qsTr("Hover a place for what is on it")]
        }

        // Which colour is which clan, above the legend.
        BoardSideKey {
            anchors.right: parent.right
            anchors.bottom: legend.visible ? legend.top : parent.bottom
            anchors.bottomMargin: Theme.spacingSmall
            sides: board.replay ? board.replay.sides : []
            fontSize: board.panelFont
        }

        HoverHandler {
            id: hover
            onPointChanged: board.hoveredRegion = board.regionIndexAt(point.position)
        }

        BoardToolTip {
            objectName: "tooltip"
            // Only in a window: a board being unloaded has none, and a popup without a window
            // cannot open.
            wanted: board.hoveredIndex >= 0 && board.Window.window !== null
            x: Math.min(map.width - width, hover.point.position.x + 14)
            y: Math.min(map.height - height, hover.point.position.y + 18)
            text: board.hoveredIndex >= 0 ? board.describe(board.hoveredIndex).join("\n") : ""
        }
    }

    // On the whole board, so a click beside the map clears the pick too.
    TapHandler {
        objectName: "pickHandler"
        acceptedButtons: Qt.LeftButton
        onTapped: (eventPoint) => {
            board.pickedId = board.pickAt(board.mapToItem(map, eventPoint.position))
            board.picked(board.pickedId)
        }
    }

    BoardProvisionalFrame {
        anchors.fill: parent
        active: board.provisional
        // Above the legend in the lower right corner.
        labelBottomMargin: legend.visible ? board.height - (map.y + map.height - legend.height) + Theme.spacingSmall : 0
    }

    Text {
        objectName: "error"
        anchors.centerIn: parent
        visible: board.geometry.error !== ""
        width: parent.width - 2 * Theme.spacingLarge
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        text: board.geometry.error
        color: Theme.error
    }
}
