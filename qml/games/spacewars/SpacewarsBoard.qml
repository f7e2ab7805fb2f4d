pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Umpire

// The Space Wars board: the assumed hex board of board.json with both homeworlds in their
// side's colour, every hex numbered, Debris and minefield tokens, the ships on their hexes (a
// cloaked ship's token turned over, modifier tokens beside it, a stack as a pile), what the
// step did in the shared highlight vocabulary (a route as arrows, a shot as its line of fire
// with range, target number and d8), and beside it the turn: initiative and both written pads.
// Everything it shows comes from SpacewarsView (app/games/spacewars/spacewarsview.h); this file
// only lays it out.
Item {
    id: board

    // The controller whose current step is shown.
    property ReplayController replay: null
    // Card names in Russian (the interface language follows the app).
    property bool russian: false
    // The thing the user picked (a ship id, or a hex number as `to=` and `route=` write it; ""
    // for none), ringed in the accent colour. A click sets it and emits `picked`; it stays
    // across steps: whoever narrows a list by it clears it.
    property string pickedId
    // The board draws a state that was only tried, not played: a dashed frame and a label, the
    // ships and tokens the step did not touch faded (docs/board-view.md).
    property bool provisional: false

    // A left click on the map: the ship under the pointer (the top of a stack), else the hex,
    // "" over empty space.
    signal picked(string id)

    readonly property SpacewarsView view: SpacewarsView {
        replay: board.replay
    }
    readonly property BoardGeometry geometry: view.geometry
    readonly property BoardHighlightModel highlightModel: BoardHighlightModel {
        geometry: board.geometry
        replay: board.replay
    }
    readonly property rect bounds: geometry.bounds
    // geometry.regions converted to JavaScript once per load (reading the C++ list converts it).
    readonly property var regions: geometry.regions
    // The turn panel takes a third of a wide board, never less than it needs to be read.
    readonly property real panelWidth: Math.round(Math.max(190, Math.min(300, width * 0.34)))
    // Room above and below the map for the homeworlds' names.
    readonly property real labelRoom: Math.max(18, Theme.basePointSize * 2)
    readonly property real mapWidth: Math.max(0, width - panelWidth - Theme.spacing)
    readonly property real boardScale: bounds.width > 0
                                       ? Math.max(0.01, Math.min(mapWidth / bounds.width,
                                                                 (height - 2 * labelRoom) / bounds.height)) : 1
    readonly property real hexRadius: view.hexRadius * boardScale
    readonly property real shipWidth: hexRadius * 1.66
    readonly property real shipHeight: Math.max(13, hexRadius * 0.56)
    readonly property color spaceColor: Theme.dark ? "#161c2c" : "#eef1f8"
    readonly property color tokenHalo: Theme.dark ? "#101010" : "#ffffff"
    // Each homeworld's hexes in its side's colour over space; the centre line a shade darker.
    readonly property color earthFill: Theme.mix(spaceColor, Theme.sideColor(0), Theme.dark ? 0.45 : 0.35)
    readonly property color alienFill: Theme.mix(spaceColor, Theme.sideColor(1), Theme.dark ? 0.45 : 0.35)
    readonly property color centreFill: Theme.mix(spaceColor, Theme.text, 0.06)

    implicitWidth: 900
    implicitHeight: 640

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Space Wars board")

    function px(boardX: real): real {
        return (boardX - board.bounds.x) * board.boardScale
    }
    function py(boardY: real): real {
        return (boardY - board.bounds.y) * board.boardScale
    }

    // The hex at a point of the map item (pixels), -1 when none.
    function hexIndexAt(p: point): int {
        return geometry.regionAt(p.x / boardScale + bounds.x, p.y / boardScale + bounds.y)
    }

    // What a click at a point of the map picks: the topmost ship there, else the hex, else "".
    function pickAt(p: point): string {
        for (let i = ships.count - 1; i >= 0; --i) {
            const ship = ships.itemAt(i) as SpacewarsShip
            if (ship && ship.visible && ship.contains(ship.mapFromItem(map, p)))
                return ship.shipId
        }
        const index = hexIndexAt(p)
        return index >= 0 ? regions[index].id : ""
    }


    Item {
        id: map
        objectName: "map"
        x: Math.max(0, (board.mapWidth - width) / 2)
        y: board.labelRoom + Math.max(0, (board.height - 2 * board.labelRoom - height) / 2)
        width: board.bounds.width * board.boardScale
        height: board.bounds.height * board.boardScale

        // The hexes: space, the centre line a shade darker, each homeworld in its side's colour.
        Repeater {
            objectName: "hexes"
            model: board.view.hexes
            delegate: Shape {
                id: hexShape
                required property string path
                required property int homeworld
                required property bool centre
                x: -board.bounds.x * board.boardScale
                y: -board.bounds.y * board.boardScale
                ShapePath {
                    fillColor: hexShape.homeworld === 0 ? board.earthFill
                               : hexShape.homeworld === 1 ? board.alienFill
                               : hexShape.centre ? board.centreFill : board.spaceColor
                    strokeColor: hexShape.homeworld >= 0 ? Theme.sideColor(hexShape.homeworld) : Theme.border
                    strokeWidth: hexShape.homeworld >= 0 ? 2 : 1
                    joinStyle: ShapePath.RoundJoin
                    scale: Qt.size(board.boardScale, board.boardScale)
                    PathSvg {
                        path: hexShape.path
                    }
                }
            }
        }

        // Hex numbers, Debris and minefield tokens.
        Repeater {
            objectName: "hexContents"
            model: board.view.hexes
            delegate: Item {
                id: hex
                required property string hexId
                required property real boardX
                required property real boardY
                required property int debris
                required property bool minefield
                x: board.px(boardX)
                y: board.py(boardY)
                // Faded in a tried state unless the step touched the hex (read only then, so an
                // ordinary step costs these bindings nothing).
                opacity: board.provisional && board.highlightModel.changedPlaces.indexOf(hexId) < 0 ? 0.55 : 1

                Text {
                    objectName: "hexNumber"
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: -board.hexRadius * 0.86
                    text: hex.hexId
                    font.pixelSize: Math.max(8, board.hexRadius * 0.3)
                    color: Theme.mutedText
                    Accessible.ignored: true
                }
                // Debris: a grey shard with its number of tokens.
                Rectangle {
                    objectName: "debris-" + hex.hexId
                    visible: hex.debris > 0
                    width: Math.max(10, board.hexRadius * 0.32)
                    height: width
                    x: -board.hexRadius * 0.36
                    y: board.hexRadius * 0.44
                    rotation: 45
                    radius: 2
                    color: Theme.dark ? "#8a8a8a" : "#707070"
                    border.color: board.tokenHalo
                    Text {
                        anchors.centerIn: parent
                        rotation: -45
                        visible: hex.debris > 1
                        text: hex.debris
                        color: "white"
                        font.pixelSize: parent.width * 0.7
                        font.bold: true
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("%n Debris token(s) in hex %1", "", hex.debris).arg(hex.hexId)
                }
                // A minefield: a spiked red mine.
                Item {
                    objectName: "minefield-" + hex.hexId
                    visible: hex.minefield
                    width: Math.max(10, board.hexRadius * 0.36)
                    height: width
                    x: board.hexRadius * 0.06
                    y: board.hexRadius * 0.42
                    Repeater {
                        model: 4
                        delegate: Rectangle {
                            required property int index
                            anchors.centerIn: parent
                            width: parent.width
                            height: Math.max(1.5, parent.width * 0.14)
                            rotation: index * 45
                            color: Theme.error
                        }
                    }
                    Rectangle {
                        anchors.centerIn: parent
                        width: parent.width * 0.62
                        height: width
                        radius: width / 2
                        color: Theme.error
                        border.color: board.tokenHalo
                    }
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("Minefield in hex %1").arg(hex.hexId)
                }
            }
        }

        BoardHighlights {
            objectName: "highlightArrows"
            anchors.fill: parent
            part: "arrows"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            size: board.shipHeight
        }

        // The picked hex, outlined in the accent colour (a picked ship is ringed instead).
        Shape {
            id: pickedHex
            objectName: "pickedHex"
            readonly property int index: board.pickedId !== "" ? board.geometry.indexOf(board.pickedId) : -1
            x: -board.bounds.x * board.boardScale
            y: -board.bounds.y * board.boardScale
            visible: index >= 0
            ShapePath {
                fillColor: "transparent"
                strokeColor: Theme.accent
                strokeWidth: 3
                joinStyle: ShapePath.RoundJoin
                scale: Qt.size(board.boardScale, board.boardScale)
                PathSvg {
                    path: pickedHex.index >= 0 ? board.regions[pickedHex.index]?.path ?? "" : ""
                }
            }
        }

        Repeater {
            id: ships
            objectName: "ships"
            model: board.view.ships
            delegate: SpacewarsShip {
                id: ship
                onHoveredChanged: {
                    if (hovered)
                        board.hoveredShip = ship
                    else if (board.hoveredShip === ship)
                        board.hoveredShip = null
                }
                width: Math.max(board.shipWidth, implicitWidth)
                height: board.shipHeight
                x: board.px(boardX) - width / 2
                y: board.py(boardY) - height / 2 + board.hexRadius * 0.08
                halo: board.tokenHalo
                sides: board.replay ? board.replay.sides : []
                picked: board.pickedId !== "" && shipId === board.pickedId
                opacity: board.provisional && !ship.picked && board.highlightModel.changedPieces.indexOf(shipId) < 0 ? 0.55 : 1
            }
        }

        BoardHighlights {
            objectName: "highlightMarks"
            anchors.fill: parent
            part: "marks"
            model: board.highlightModel
            boardScale: board.boardScale
            origin: Qt.point(board.bounds.x, board.bounds.y)
            offset: Qt.point(0, -board.hexRadius * 0.5)
            size: board.shipHeight
        }

        // The shot's figures beside its line of fire: range, the number it needed and the d8.
        Rectangle {
            id: shotLabel
            objectName: "shotFigures"
            readonly property point from: Qt.point(board.px(board.view.shotFrom.x), board.py(board.view.shotFrom.y))
            readonly property point to: Qt.point(board.px(board.view.shotTo.x), board.py(board.view.shotTo.y))
            visible: board.view.hasShot && board.view.shotHasLine && board.view.shotFigures !== ""
            width: shotText.implicitWidth + 2 * Theme.spacingSmall
            height: shotText.implicitHeight + Theme.spacingTiny * 2
            x: Math.max(0, Math.min(map.width - width, (from.x + to.x) / 2 - width / 2))
            y: Math.max(0, Math.min(map.height - height, (from.y + to.y) / 2 - height - board.hexRadius * 0.3))
            radius: height / 2
            color: board.view.shotHit ? Theme.error : Theme.surface
            border.color: board.view.shotHit ? Theme.error : Theme.border
            Text {
                id: shotText
                anchors.centerIn: parent
                text: board.view.shotFigures + " · " + (board.view.shotHit ? qsTr("hit") : qsTr("miss"))
                color: board.view.shotHit ? "white" : Theme.text
                font.pixelSize: Math.max(10, board.hexRadius * 0.36)
                font.bold: true
            }
            Accessible.role: Accessible.StaticText
            Accessible.name: board.view.shotText
        }
    }

    // The numbers of the ship under the pointer.
    property SpacewarsShip hoveredShip: null
    BoardToolTip {
        objectName: "shipTooltip"
        parent: board.hoveredShip
        // Only in a window: a popup without one cannot open.
        wanted: board.hoveredShip !== null && board.Window.window !== null
        y: board.hoveredShip ? board.hoveredShip.height + 4 : 0
        text: board.hoveredShip ? board.hoveredShip.description : ""
    }

    // The homeworlds' names, beyond the edge of the map each faces.
    Repeater {
        model: board.view.homeworlds
        delegate: Text {
            required property var modelData
            readonly property bool atTop: modelData.top <= board.bounds.y + board.bounds.height / 2
            readonly property string sideId: board.replay && modelData.sideIndex < board.replay.sides.length
                                             ? board.replay.sides[modelData.sideIndex].id : ""
            readonly property color sideColor: color
            objectName: "homeworldName"
            x: map.x + board.px(modelData.x) - width / 2
            y: atTop ? map.y + board.py(modelData.top) - height - 1 : map.y + board.py(modelData.bottom) + 1
            text: modelData.sideIndex === 0 ? qsTr("Earth's homeworld") : qsTr("The Aliens' homeworld")
            color: Theme.sideColor(modelData.sideIndex)
            font: Theme.strongFont
        }
    }

    // On the whole board but the turn panel, so a click beside the map clears the pick too.
    TapHandler {
        objectName: "pickHandler"
        acceptedButtons: Qt.LeftButton
        onTapped: (eventPoint) => {
            if (eventPoint.position.x >= turnPanel.x)
                return
            board.pickedId = board.pickAt(board.mapToItem(map, eventPoint.position))
            board.picked(board.pickedId)
        }
    }

    BoardProvisionalFrame {
        anchors.fill: parent
        active: board.provisional
    }

    SpacewarsTurnPanel {
        id: turnPanel
        objectName: "turnPanel"
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: board.panelWidth
        view: board.view
        replay: board.replay
        faulty: board.highlightModel.flagged && board.highlightModel.count === 0
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
