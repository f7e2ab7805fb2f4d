pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Umpire

// The board of a game without a board view of its own (Space Wars' hexes, War of
// Civilizations' islands and docks): the regions of its board.json scaled to fit, each named,
// the pieces its state lists (BoardMarkerModel, named by the game's entry in
// app/games/gameviews.cpp) as discs in their side's colour, and what the step did in the
// shared highlight vocabulary (BoardHighlights). Hovering a region names it and its pieces.
Item {
    id: board

    property ReplayController replay: null
    property bool russian: false

    readonly property BoardGeometry geometry: BoardGeometry {
        game: board.replay ? board.replay.gameId : ""
    }
    readonly property BoardMarkerModel markerModel: BoardMarkerModel {
        geometry: board.geometry
        replay: board.replay
    }
    readonly property BoardHighlightModel highlightModel: BoardHighlightModel {
        geometry: board.geometry
        replay: board.replay
    }
    readonly property var regions: geometry.regions
    readonly property rect bounds: geometry.bounds
    // Room around the map for the names of the positions at its edges.
    readonly property real margin: Theme.spacingLarge * 2
    readonly property real boardScale: bounds.width > 0
                                       ? Math.max(0.01, Math.min((width - 2 * margin) / bounds.width,
                                                                 (height - margin) / bounds.height)) : 1
    readonly property real pieceSize: Math.max(12, Math.min(24, Math.min(width, height) / 32))
    readonly property int hoveredIndex: hover.hovered ? hoveredRegion : -1
    property int hoveredRegion: -1

    implicitWidth: 400
    implicitHeight: 400
    clip: true

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Board")

    function regionName(index: int): string {
        const r = board.regions[index]
        if (!r)
            return ""
        return board.russian && r.nameRu ? r.nameRu : r.name
    }

    // The hovered region's name and the pieces standing there.
    function describe(index: int): string {
        const r = board.regions[index]
        if (!r)
            return ""
        const lines = [regionName(index)]
        for (let i = 0; i < markers.count; ++i) {
            const m = markers.itemAt(i)
            if (m && m.at === r.id)
                lines.push(m.label.length > 0 && m.label !== m.pieceId
                           ? qsTr("%1 (%2): %3").arg(m.pieceId).arg(m.side).arg(m.label)
                           : qsTr("%1 (%2)").arg(m.pieceId).arg(m.side))
        }
        return lines.join("\n")
    }

    Item {
        id: map
        objectName: "map"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: board.margin / 2
        width: board.bounds.width * board.boardScale
        height: board.bounds.height * board.boardScale

        Repeater {
            objectName: "regions"
            model: board.regions
            delegate: Shape {
                id: regionShape
                required property var modelData
                anchors.fill: parent
                ShapePath {
                    fillColor: regionShape.modelData.land ? Theme.surface : Theme.mix(Theme.surface, "#3b6fd8", 0.12)
                    strokeColor: Theme.mutedText
                    strokeWidth: 1
                    joinStyle: ShapePath.RoundJoin
                    scale: Qt.size(board.boardScale, board.boardScale)
                    PathSvg {
                        path: regionShape.modelData.path
                    }
                }
            }
        }

        Shape {
            anchors.fill: parent
            visible: board.hoveredIndex >= 0
            ShapePath {
                fillColor: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.2)
                strokeColor: "transparent"
                strokeWidth: 0
                scale: Qt.size(board.boardScale, board.boardScale)
                PathSvg {
                    path: board.hoveredIndex >= 0 ? board.regions[board.hoveredIndex]?.path ?? "" : ""
                }
            }
        }

        // Names of land regions (hexes, islands), small, above their label points; the names
        // of sea regions (docks) show on hover, as they would crowd the map.
        Repeater {
            objectName: "regionNames"
            model: board.regions
            delegate: Text {
                required property var modelData
                required property int index
                visible: modelData.land
                x: (modelData.x - board.bounds.x) * board.boardScale - width / 2
                y: (modelData.y - board.bounds.y) * board.boardScale - height
                text: board.regionName(index)
                font.pixelSize: Math.max(8, board.pieceSize * 0.5)
                color: Theme.mutedText
            }
        }

        BoardHighlights {
            objectName: "highlightArrows"
            anchors.fill: parent
            part: "arrows"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            size: board.pieceSize
        }

        Repeater {
            id: markers
            objectName: "markers"
            model: board.markerModel
            delegate: Rectangle {
                id: marker
                required property string pieceId
                required property string at
                required property string side
                required property int sideIndex
                required property string label
                required property real boardX
                required property real boardY
                required property bool known
                objectName: "marker-" + pieceId
                visible: known
                width: Math.max(board.pieceSize, markerText.implicitWidth + 6)
                height: board.pieceSize
                radius: height / 2
                x: (boardX - board.bounds.x) * board.boardScale - width / 2
                y: (boardY - board.bounds.y) * board.boardScale - height / 2
                color: Theme.sideColor(sideIndex)
                border.color: Theme.dark ? "#101010" : "#ffffff"
                Text {
                    id: markerText
                    anchors.centerIn: parent
                    text: marker.label
                    color: "white"
                    font.pixelSize: board.pieceSize * 0.5
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1 (%2) at %3").arg(marker.pieceId).arg(marker.side).arg(marker.at)
            }
        }

        BoardHighlights {
            objectName: "highlightMarks"
            anchors.fill: parent
            part: "marks"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            size: board.pieceSize
        }

        HoverHandler {
            id: hover
            onPointChanged: {
                const p = point.position
                board.hoveredRegion = board.geometry.regionAt(p.x / board.boardScale + board.bounds.x,
                                                              p.y / board.boardScale + board.bounds.y)
            }
        }

        BoardToolTip {
            objectName: "tooltip"
            // Only in a window: a board being unloaded (a record that failed to open) has none,
            // and a popup without a window cannot open.
            wanted: board.hoveredIndex >= 0 && board.Window.window !== null
            x: Math.min(map.width - width, hover.point.position.x + 14)
            y: Math.min(map.height - height, hover.point.position.y + 18)
            text: board.hoveredIndex >= 0 ? board.describe(board.hoveredIndex) : ""
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
