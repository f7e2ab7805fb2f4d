pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Umpire

// The War of the Worlds board: the map of Britain from board.json scaled to fit (aspect kept),
// with civilians, buildings, influence tokens, balloons and miniatures per region, the Alien
// damage track below, and what the current step changed highlighted: the changed regions
// tinted, and the step's moves, attacks, damage, removals and placements drawn by the shared
// highlight layers (qml/boards/BoardHighlights.qml) every board uses. Hovering a region shows
// its names and contents. Bind `replay` to the ReplayController: the state goes from C++ to
// C++ (docs/board-view.md). The state walking happens in BoardRegionModel (C++); a step
// updates the rows it changed in place, so the items here are created once per board.
Item {
    id: board

    // The controller whose current step is shown.
    property ReplayController replay: null
    // The ids of the highlighted regions (BoardRegionModel.changedRegions).
    property alias changedRegions: regionRows.changedRegions
    // True when the step changed the damage (highlights the marker).
    property alias damageChanged: regionRows.damageHighlighted
    // The step shown broke a rule: what it changed is drawn in the error colour, dashed.
    readonly property bool flagged: replay ? replay.currentErrorCount > 0 : false
    // Region and piece names in Russian.
    property bool russian: false
    // Draw the borders as lines between label points (for checking moves by eye).
    property bool showAdjacency: false
    // The thing the user picked (a region id, or a unit id as record lines write it; "" for
    // none), ringed in the accent colour. A click sets it and emits `picked`; it stays across
    // steps: whoever narrows a list by it clears it.
    property string pickedId
    // The board draws a state that was only tried, not played: a dashed frame and a label, the
    // pieces of regions the step did not change faded (docs/board-view.md).
    property bool provisional: false

    // A left click on the map: the unit under the pointer, else the region, "" off the map.
    signal picked(string id)

    // The map data; `geometry.error` says why the board is empty.
    readonly property BoardGeometry geometry: BoardGeometry {
        game: "wotw"
    }
    // One row per region: names, outline, pieces, highlight.
    readonly property BoardRegionModel regionModel: BoardRegionModel {
        id: regionRows
        geometry: board.geometry
        replay: board.replay
    }
    // What the step did (moves, attacks, damage, removals, placements), drawn by the shared
    // highlight layers (qml/boards/BoardHighlights.qml).
    readonly property BoardHighlightModel highlightModel: BoardHighlightModel {
        geometry: board.geometry
        replay: board.replay
    }
    // geometry.regions converted to JavaScript once per load (reading the C++ list converts it).
    readonly property var regions: geometry.regions
    // The region under the mouse (index into geometry.regions), -1 when none.
    readonly property int hoveredIndex: hover.hovered ? hoveredRegion : -1
    property int hoveredRegion: -1

    readonly property WotwPalette colors: WotwPalette {
        sides: board.replay ? board.replay.sides : []
    }
    readonly property rect bounds: geometry.bounds
    // The column of the cards beside the map (WotwCardsPanel).
    readonly property real cardsWidth: Math.round(Math.max(140, Math.min(220, width * 0.22)))
    readonly property real side: Math.max(0, Math.min(width - cardsWidth - Theme.spacing, height - track.height - Theme.spacing
                                                      - (gameOver.visible ? gameOver.height + Theme.spacingSmall : 0)))
    readonly property real boardScale: bounds.width > 0 ? side / Math.max(bounds.width, bounds.height) : 1
    // The size of a piece in pixels: follows the map's size within readable limits.
    readonly property real unitSize: Math.max(11, Math.min(22, side / 45))

    implicitWidth: 720
    implicitHeight: 720 + track.implicitHeight + Theme.spacing

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("War of the Worlds board")

    // The region at a point of the map item (pixels), -1 when none: hover and clicks.
    function regionIndexAt(p: point): int {
        return geometry.regionAt(p.x / boardScale + bounds.x, p.y / boardScale + bounds.y)
    }

    // What a click at a point of the map picks: a miniature there (its id, as `unit=` writes
    // it), else the region (its id); "" over nothing. A building is picked by its region, the
    // id record lines name it by.
    function pickAt(p: point): string {
        for (let i = 0; i < labels.count; ++i) {
            const label = labels.itemAt(i) as WotwRegionLabel
            const unit = label ? label.unitAt(label.mapFromItem(map, p)) : ""
            if (unit !== "")
                return unit
        }
        const index = regionIndexAt(p)
        return index >= 0 ? regions[index].id : ""
    }

    // One line per fact of region `index`: names, kind, markers, pieces. Used by the tooltip.
    function describe(index: int): list<string> {
        const label = labels.itemAt(index)
        return label ? describeLabel(label) : []
    }

    // The same from a region's label (its BoardRegionModel row); also its accessible name.
    function describeLabel(label: WotwRegionLabel): list<string> {
        const lines = [label.name === label.nameRu ? label.name : label.name + " / " + label.nameRu]
        lines.push(label.land ? qsTr("Land region") : qsTr("Sea region"))
        if (label.landing)
            lines.push(qsTr("Alien landing region"))
        if (label.anchor)
            lines.push(qsTr("Anchor: the Navy is placed here"))
        if (label.civilians > 0)
            lines.push(qsTr("%n civilian(s)", "", label.civilians))
        if (label.building !== "") {
            const name = board.russian ? label.buildingNameRu : label.buildingName
            lines.push(label.defense > 0 ? qsTr("Building: %1 (Defense %2)").arg(name).arg(label.defense)
                                         : qsTr("Building: %1").arg(name))
        }
        if (label.balloons)
            lines.push(geometry.pieceName("barrage-balloons", board.russian))
        for (const token of label.influence)
            lines.push(qsTr("Influence: %1").arg(geometry.pieceName(token, board.russian)))
        // "Tripod 1" in the interface's language, not the record's id "tripod-1".
        const units = label.units.map(u => u.number > 0
                                      ? "%1 %2".arg(geometry.pieceName(u.type === "navy" ? "royal-navy" : u.type, board.russian)).arg(u.number)
                                      : u.id)
        if (units.length > 0)
            lines.push(qsTr("Units: %1").arg(units.join(", ")))
        if (label.changed)
            lines.push(qsTr("Changed by this step"))
        return lines
    }

    Item {
        id: map
        objectName: "map"
        // Centred in what the cards column leaves.
        x: Math.max(0, (board.width - board.cardsWidth - Theme.spacing - width) / 2)
        anchors.top: parent.top
        width: board.bounds.width * board.boardScale
        height: board.bounds.height * board.boardScale
        clip: true

        // The regions, drawn once per board size: nothing in this layer changes per step, as
        // any change in it would render the whole layer again.
        Item {
            id: regionLayer
            anchors.fill: parent
            // Smooth edges on the GPU renderers (the software renderer antialiases by itself).
            layer.enabled: true
            layer.samples: 4
            layer.smooth: true

            Repeater {
                model: board.regions
                delegate: Shape {
                    id: regionShape
                    required property var modelData
                    anchors.fill: parent
                    ShapePath {
                        fillColor: regionShape.modelData.land ? board.colors.land : board.colors.sea
                        strokeColor: regionShape.modelData.land ? board.colors.coast : board.colors.seaBorder
                        strokeWidth: regionShape.modelData.land ? 1.5 : 1
                        joinStyle: ShapePath.RoundJoin
                        scale: Qt.size(board.boardScale, board.boardScale)
                        PathSvg {
                            path: regionShape.modelData.path
                        }
                    }
                }
            }

            // The borders between regions, as lines between label points.
            Shape {
                anchors.fill: parent
                visible: board.showAdjacency
                ShapePath {
                    fillColor: "transparent"
                    strokeColor: board.colors.adjacency
                    strokeWidth: 1
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 3]
                    scale: Qt.size(board.boardScale, board.boardScale)
                    PathSvg {
                        path: board.geometry.adjacencyPath
                    }
                }
            }
        }

        // What the current step changed: a tinted fill and a thick outline over the region.
        // One per region, made once and shown when its region is changed.
        Repeater {
            objectName: "highlights"
            model: board.regionModel
            delegate: Shape {
                id: highlight
                required property string path
                required property bool changed
                // A broken step's change is what its error is about (tests/app/tst_app_boards.cpp).
                readonly property bool findingMark: changed && board.flagged
                objectName: "highlight"
                anchors.fill: parent
                visible: changed
                ShapePath {
                    fillColor: board.flagged ? board.colors.illegalFill : board.colors.changedFill
                    strokeColor: board.flagged ? board.colors.illegal : board.colors.changed
                    strokeWidth: 3
                    strokeStyle: board.flagged || board.provisional ? ShapePath.DashLine : ShapePath.SolidLine
                    dashPattern: [3, 2]
                    joinStyle: ShapePath.RoundJoin
                    scale: Qt.size(board.boardScale, board.boardScale)
                    PathSvg {
                        path: highlight.path
                    }
                }
            }
        }

        Shape {
            anchors.fill: parent
            visible: board.hoveredIndex >= 0
            ShapePath {
                fillColor: board.colors.hover
                strokeColor: "transparent"
                strokeWidth: 0
                scale: Qt.size(board.boardScale, board.boardScale)
                PathSvg {
                    path: board.hoveredIndex >= 0 ? board.regions[board.hoveredIndex]?.path ?? "" : ""
                }
            }
        }

        // The picked region, outlined in the accent colour (a picked unit is ringed instead).
        Shape {
            id: pickedRegion
            objectName: "pickedRegion"
            readonly property int index: board.pickedId !== "" ? board.geometry.indexOf(board.pickedId) : -1
            anchors.fill: parent
            visible: index >= 0
            ShapePath {
                fillColor: "transparent"
                strokeColor: Theme.accent
                strokeWidth: 3
                joinStyle: ShapePath.RoundJoin
                scale: Qt.size(board.boardScale, board.boardScale)
                PathSvg {
                    path: pickedRegion.index >= 0 ? board.regions[pickedRegion.index]?.path ?? "" : ""
                }
            }
        }

        // Names and pieces, in screen pixels so they stay sharp at any scale.
        Repeater {
            id: labels
            objectName: "regionLabels"
            model: board.regionModel
            delegate: WotwRegionLabel {
                id: label
                required property real labelX
                required property real labelY
                objectName: "region-" + label.regionId
                colors: board.colors
                geometry: board.geometry
                unitSize: board.unitSize
                russian: board.russian
                pickedId: board.pickedId
                provisional: board.provisional
                // Centred on the label point, kept inside the map.
                x: Math.max(0, Math.min(map.width - width, (label.labelX - board.bounds.x) * board.boardScale - width / 2))
                y: Math.max(0, Math.min(map.height - height, (label.labelY - board.bounds.y) * board.boardScale - board.unitSize / 2))
                Accessible.role: Accessible.StaticText
                Accessible.name: board.describeLabel(label).join("; ")
            }
        }

        // The step's arrows, over the names and pieces (aimed at the pieces, below the name).
        BoardHighlights {
            objectName: "highlightArrows"
            anchors.fill: parent
            part: "arrows"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            offset: Qt.point(0, board.unitSize * 1.1)
            size: board.unitSize
            color: board.colors.changed
            illegalColor: board.colors.illegal
        }

        // The step's signs (attacked, damaged, removed, placed), over the names and pieces.
        BoardHighlights {
            objectName: "highlightMarks"
            anchors.fill: parent
            part: "marks"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            offset: Qt.point(0, board.unitSize * 1.1)
            size: board.unitSize
            color: board.colors.changed
            illegalColor: board.colors.illegal
        }

        HoverHandler {
            id: hover
            onPointChanged: board.hoveredRegion = board.regionIndexAt(point.position)
        }


        BoardToolTip {
            id: tip
            objectName: "tooltip"
            // Only in a window: a board being unloaded (a record that failed to open) has none,
            // and a popup without a window cannot open.
            wanted: board.hoveredIndex >= 0 && board.Window.window !== null
            x: Math.min(map.width - width, hover.point.position.x + 14)
            y: Math.min(map.height - height, hover.point.position.y + 18)
            text: board.hoveredIndex >= 0 ? board.describe(board.hoveredIndex).join("\n") : ""
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

    WotwDamageTrack {
        id: track
        objectName: "damageTrack"
        anchors.top: map.bottom
        anchors.topMargin: Theme.spacing
        anchors.left: map.left
        width: Math.max(map.width - sideKey.width - Theme.spacing, 320)
        damage: board.regionModel.damage
        changed: board.damageChanged
        flagged: board.flagged
        colors: board.colors
    }

    // The cards of the step's side, beside the map: a step about cards shows there.
    WotwCardsPanel {
        objectName: "cardsPanel"
        anchors.left: map.right
        anchors.leftMargin: Theme.spacing
        anchors.top: map.top
        width: board.cardsWidth
        replay: board.replay
        colors: board.colors
        mapMarked: board.highlightModel.count > 0 || board.changedRegions.length > 0 || board.damageChanged
        fontSize: Math.round(Theme.basePointSize * 4 / 3)
    }

    // The game's end, under the track, once the state after the step has it.
    Text {
        id: gameOver
        objectName: "gameOver"
        anchors.top: track.bottom
        anchors.topMargin: Theme.spacingSmall
        anchors.left: track.left
        width: map.width
        visible: board.replay !== null && board.replay.stateOver
        text: visible ? qsTr("Game over: %1").arg(board.replay.stateResultText) : ""
        font: Theme.strongFont
        color: Theme.text
        wrapMode: Text.Wrap
    }

    // Which colour is which side, beside the damage track.
    BoardSideKey {
        id: sideKey
        anchors.verticalCenter: track.verticalCenter
        anchors.left: track.right
        anchors.leftMargin: Theme.spacing
        sides: board.replay ? board.replay.sides : []
        fontSize: Math.round(Theme.basePointSize * 4 / 3)
    }

    // On the whole board, so a click beside the map (or on the track) clears the pick too.
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
        // The track runs along the bottom; the top right corner is the North Sea.
        labelAtTop: true
    }
}
