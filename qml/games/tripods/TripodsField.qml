pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Shapes
import Umpire

// The schematic playing area of a Tripods & Triplanes record that places its vehicles
// (docs/board-view.md): the table of the declared size scaled to fit, the Martians' side at the
// top and the Earthlings' at the bottom, every placed vehicle as a marker in its side's colour
// turned to its heading (a tripod's round base, an airplane's arrowhead) with its id, a wreck
// where an eliminated vehicle fell, a vehicle leaving the table on the step's line faded where
// it went (then gone), the step's moving vehicle ringed with a dashed line from
// where it stood, and the step's shot as a line from shooter to target. Distances are not to
// the miniatures' scale: the markers are symbols. What it draws comes from TripodsFieldModel.
Item {
    id: field

    required property TripodsFieldModel fieldModel
    property color martianColor: "#b3261e"
    property color earthlingColor: "#1b5fb0"
    property color changeColor: "#e06a00"
    // The board's pick (a vehicle id: its marker ringed in the accent colour) and whether the
    // board draws a tried state (the vehicles the step did not touch faded).
    property string pickedId
    property bool provisional: false

    readonly property real labelRoom: Math.max(16, Theme.basePointSize * 2.2)
    readonly property real captionRoom: Math.max(16, Theme.basePointSize * 2.2)
    // Pixels per cm: the whole table fits, with room for the side labels and the caption.
    readonly property real fieldScale: fieldModel.tableWidth > 0 && fieldModel.tableDepth > 0
                                       ? Math.max(0.01, Math.min((width - 2 * Theme.spacing) / fieldModel.tableWidth,
                                                                 (height - 2 * labelRoom - captionRoom) / fieldModel.tableDepth))
                                       : 1
    readonly property real markerSize: Math.max(18, Math.min(34, 5 * fieldScale))
    readonly property color tableColor: Qt.tint(Theme.surface, Qt.rgba(0.3, 0.55, 0.25, Theme.dark ? 0.22 : 0.12))

    function colorOf(side: string): color {
        return side === "martians" ? martianColor : earthlingColor
    }
    // Table cm to pixels inside `table` (y grows towards the Martians' side, at the top).
    function px(cmX: real): real {
        return cmX * fieldScale
    }
    function py(cmY: real): real {
        return (fieldModel.tableDepth - cmY) * fieldScale
    }

    // The id of the vehicle whose marker is at `p` (in this item's coordinates), "" when none.
    function vehicleAt(p: point): string {
        for (let i = vehicleMarkers.count - 1; i >= 0; --i) {
            const marker = vehicleMarkers.itemAt(i)
            if (!marker)
                continue
            const q = marker.mapFromItem(field, p)
            if (Math.abs(q.x) <= markerSize / 2 + 4 && Math.abs(q.y) <= markerSize / 2 + 4)
                return marker.modelData.id
        }
        return ""
    }

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Table")
    Accessible.description: fieldModel.description

    Text {
        objectName: "martiansSide"
        anchors.horizontalCenter: table.horizontalCenter
        anchors.bottom: table.top
        anchors.bottomMargin: Theme.spacingTiny
        text: qsTr("Martians' side")
        font: Theme.smallFont
        color: field.martianColor
    }

    Rectangle {
        id: table
        objectName: "table"
        x: Math.max(0, (field.width - width) / 2)
        y: field.labelRoom
        width: field.fieldModel.tableWidth * field.fieldScale
        height: field.fieldModel.tableDepth * field.fieldScale
        color: field.tableColor
        border.color: Theme.border
        border.width: 1

        // A faint line every 10 cm, to read distances by.
        Repeater {
            model: Math.max(0, Math.ceil(field.fieldModel.tableWidth / 10) - 1)
            delegate: Rectangle {
                required property int index
                x: field.px((index + 1) * 10)
                width: 1
                height: table.height
                color: Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.07)
            }
        }
        Repeater {
            model: Math.max(0, Math.ceil(field.fieldModel.tableDepth / 10) - 1)
            delegate: Rectangle {
                required property int index
                y: field.py((index + 1) * 10)
                width: table.width
                height: 1
                color: Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.07)
            }
        }
        // The two sides' edges in their colours.
        Rectangle {
            width: parent.width
            height: 3
            color: field.martianColor
        }
        Rectangle {
            y: parent.height - height
            width: parent.width
            height: 3
            color: field.earthlingColor
        }

        // The moving vehicle's way, from where it stood to where it ends (a straight line: the
        // maneuver's curve is not in the record).
        Repeater {
            objectName: "trails"
            model: field.fieldModel.vehicles.filter(v => v.moving && v.hasFrom)
            delegate: Shape {
                id: trail
                required property var modelData
                objectName: "trail-" + modelData.id
                anchors.fill: parent
                ShapePath {
                    strokeColor: field.changeColor
                    strokeWidth: 2
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 2]
                    fillColor: "transparent"
                    startX: field.px(trail.modelData.fromX)
                    startY: field.py(trail.modelData.fromY)
                    PathLine {
                        x: field.px(trail.modelData.x)
                        y: field.py(trail.modelData.y)
                    }
                }
                // Where it stood: a small hollow ring.
                Rectangle {
                    x: field.px(trail.modelData.fromX) - width / 2
                    y: field.py(trail.modelData.fromY) - height / 2
                    width: 8
                    height: 8
                    radius: 4
                    color: "transparent"
                    border.color: field.changeColor
                    border.width: 2
                }
            }
        }

        // The step's shot, from shooter to target.
        Shape {
            objectName: "shot"
            visible: field.fieldModel.shot.fromX !== undefined && field.fieldModel.shot.toX !== undefined
            anchors.fill: parent
            ShapePath {
                strokeColor: field.changeColor
                strokeWidth: 3
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                startX: field.px(field.fieldModel.shot.fromX ?? 0)
                startY: field.py(field.fieldModel.shot.fromY ?? 0)
                PathLine {
                    x: field.px(field.fieldModel.shot.toX ?? 0)
                    y: field.py(field.fieldModel.shot.toY ?? 0)
                }
            }
        }

        Repeater {
            id: vehicleMarkers
            objectName: "vehicles"
            model: field.fieldModel.vehicles
            delegate: Item {
                id: marker
                required property var modelData
                objectName: "vehicle-" + modelData.id
                readonly property color color: field.colorOf(modelData.side)
                readonly property string sideId: modelData.side
                readonly property color sideColor: color
                x: field.px(modelData.x)
                y: field.py(modelData.y)
                readonly property bool touched: modelData.moving || modelData.firing || modelData.target
                z: touched ? 2 : 1
                readonly property bool picked: field.pickedId !== "" && modelData.id === field.pickedId
                opacity: field.provisional && !touched && !picked ? 0.55 : 1

                // The board's pick, in the accent colour outside the step's ring.
                Rectangle {
                    objectName: "pickMark"
                    visible: marker.picked
                    anchors.centerIn: parent
                    width: field.markerSize + 18
                    height: width
                    radius: width / 2
                    color: "transparent"
                    border.color: Theme.accent
                    border.width: 3
                }

                // The step's vehicle (moved, fired or hit) is ringed.
                Rectangle {
                    visible: marker.modelData.moving || marker.modelData.firing || marker.modelData.target
                    anchors.centerIn: parent
                    width: field.markerSize + 10
                    height: width
                    radius: width / 2
                    color: "transparent"
                    border.color: field.changeColor
                    border.width: 2
                }

                // The vehicle turned to its heading: a tripod's round base with its front
                // marked, an airplane's arrowhead; a wreck as a cross.
                Item {
                    anchors.centerIn: parent
                    width: field.markerSize
                    height: field.markerSize
                    rotation: marker.modelData.heading
                    opacity: marker.modelData.wreck || marker.modelData.left ? 0.55 : 1

                    Rectangle {
                        visible: marker.modelData.tripod && !marker.modelData.wreck
                        anchors.fill: parent
                        radius: width / 2
                        color: marker.color
                        border.color: Theme.surface
                        border.width: 1
                    }
                    Shape {
                        visible: !marker.modelData.tripod && !marker.modelData.wreck
                        anchors.fill: parent
                        ShapePath {
                            fillColor: marker.color
                            strokeColor: Theme.surface
                            strokeWidth: 1
                            joinStyle: ShapePath.RoundJoin
                            startX: field.markerSize / 2
                            startY: 0
                            PathLine { x: field.markerSize; y: field.markerSize }
                            PathLine { x: field.markerSize / 2; y: field.markerSize * 0.72 }
                            PathLine { x: 0; y: field.markerSize }
                            PathLine { x: field.markerSize / 2; y: 0 }
                        }
                    }
                    // The heading: a line from the centre out past the front.
                    Rectangle {
                        visible: !marker.modelData.wreck
                        x: parent.width / 2 - width / 2
                        y: -parent.height * 0.35
                        width: 3
                        height: parent.height * 0.85
                        radius: 1.5
                        color: marker.modelData.tripod ? Theme.text : marker.color
                    }
                    Repeater {
                        model: marker.modelData.wreck ? 2 : 0
                        delegate: Rectangle {
                            required property int index
                            anchors.centerIn: parent
                            width: field.markerSize
                            height: 4
                            radius: 2
                            rotation: index === 0 ? 45 : -45
                            color: marker.color
                        }
                    }
                }

                Text {
                    // The record's id, as written.
                    readonly property bool machineText: true
                    anchors.horizontalCenter: parent.horizontalCenter
                    y: field.markerSize / 2 + 4
                    text: marker.modelData.id
                    font: Theme.smallFont
                    color: marker.modelData.wreck ? Theme.mutedText : Theme.text
                    style: Text.Outline
                    styleColor: field.tableColor
                }
            }
        }
    }

    Text {
        objectName: "earthlingsSide"
        anchors.horizontalCenter: table.horizontalCenter
        anchors.top: table.bottom
        anchors.topMargin: Theme.spacingTiny
        text: qsTr("Earthlings' side")
        font: Theme.smallFont
        color: field.earthlingColor
    }
    Text {
        objectName: "caption"
        anchors.horizontalCenter: table.horizontalCenter
        y: table.y + table.height + field.labelRoom
        text: field.fieldModel.caption
        font: Theme.smallFont
        color: Theme.mutedText
    }
}
