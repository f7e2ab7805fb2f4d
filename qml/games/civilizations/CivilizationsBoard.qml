pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Umpire

// The War of Civilizations board: the assumed map from board.json (seven continents of
// islands, docks on their shores, links and water pathways as thin lines) scaled to fit, with
// each held place showing its clan's colour, its ships (gunboats/frigates/destroyers) and the
// number of clan members at work, and a line with the round, the phase, the Isle of Myth's
// holder and the countdown; what the step did is drawn by the shared highlight layers. Reads
// `replay.state` (keys beside engine/games/civilizations' State::toJson()).
Item {
    id: board

    // The controller whose current step is shown.
    property ReplayController replay: null
    // Place names in Russian.
    property bool russian: false

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
    // Held places by id, for the labels.
    readonly property var held: {
        const out = {}
        for (const p of (board.state.places ?? []))
            out[p.id] = p
        return out
    }
    readonly property real side: Math.max(0, Math.min(width / Math.max(1, bounds.width),
                                                      (height - status.height - Theme.spacing) / Math.max(1, bounds.height)))
    readonly property bool dark: Theme.dark

    implicitWidth: 840
    implicitHeight: 700

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("War of Civilizations board")

    // The six clans' colours, told apart by hue and lightness in both themes.
    function clanColor(clan: string): color {
        switch (clan) {
        case "kreios": return dark ? "#b0a8ff" : "#5b4fc4"
        case "thora": return dark ? "#ffb366" : "#c25e00"
        case "ajax": return dark ? "#7fd68a" : "#2b7a32"
        case "xanthe": return dark ? "#ff8a8a" : "#b3261e"
        case "pyrrhus": return dark ? "#9ad0ff" : "#1b5fb0"
        case "myles": return dark ? "#f2d06b" : "#8a6d00"
        }
        return Theme.mutedText
    }

    Text {
        id: status
        objectName: "status"
        anchors.top: parent.top
        anchors.horizontalCenter: parent.horizontalCenter
        color: Theme.text
        text: {
            const s = board.state
            if (s.round === undefined)
                return ""
            let line = qsTr("Round %1 · %2").arg(s.round).arg(board.replay.statePhaseName)
            if (s.mythHolder)
                line += " · " + qsTr("Isle of Myth: %1").arg(board.replay.nameOf(s.mythHolder))
            if (s.countdown > 0)
                line += " · " + qsTr("Countdown: %1").arg(s.countdown)
            return line
        }
    }

    Item {
        id: map
        objectName: "map"
        anchors.top: status.bottom
        anchors.topMargin: Theme.spacing
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
                anchors.fill: parent
                ShapePath {
                    fillColor: region.place ? Qt.lighter(board.clanColor(region.place.clan), board.dark ? 0.8 : 1.6)
                                            : region.modelData.land ? (board.dark ? "#4a4738" : "#ece4cb")
                                                                    : (board.dark ? "#1b3148" : "#c9deef")
                    strokeColor: region.place ? board.clanColor(region.place.clan) : Theme.mutedText
                    strokeWidth: region.place ? 2.5 : 1
                    scale: Qt.size(board.side, board.side)
                    PathSvg {
                        path: region.modelData.path
                    }
                }
            }
        }

        // Ships and clan members of each held place, in screen pixels.
        Repeater {
            model: board.regions
            delegate: Text {
                id: pieces
                required property var modelData
                readonly property var place: board.held[modelData.id]
                objectName: "place-" + modelData.id
                visible: place !== undefined
                x: modelData.x * board.side - width / 2
                y: modelData.y * board.side - height / 2
                font.pixelSize: Math.max(9, Math.min(13, board.side * 14))
                font.bold: true
                color: Theme.text
                // g/f/d: gunboats, frigates, destroyers; then the clan members.
                text: place ? place.gunboats + "/" + place.frigates + "/" + place.destroyers
                              + (place.members.length > 0 ? " ·" + place.members.length : "") : ""
                Accessible.role: Accessible.StaticText
                Accessible.name: place ? qsTr("%1: %2 gunboats, %3 frigates, %4 destroyers, %5 clan members (%6)")
                                             .arg(board.russian ? modelData.nameRu : modelData.name)
                                             .arg(place.gunboats).arg(place.frigates).arg(place.destroyers)
                                             .arg(place.members.length).arg(place.clan)
                                       : ""
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
