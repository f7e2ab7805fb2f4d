import QtQuick
import QtQuick.Controls
import QtQuick.Shapes
import Umpire

// One highlight of the current step (a BoardHighlightModel row), drawn by BoardHighlights:
// in the "arrows" part a move as a solid arrow and an attack from elsewhere as a dashed one;
// in the "marks" part a sign at the place it happened — a crosshair for an attack, a square
// tag with the loss ("−2") for damage, a cross for a removed piece, a plus for a placed one. Each
// kind differs in shape as well as colour. Hovering a mark tells what happened.
Item {
    id: mark

    required property string kind
    required property bool hasFrom
    required property bool hasTo
    required property real fromX
    required property real fromY
    required property real toX
    required property real toY
    required property int slot
    required property int amount
    required property string description

    // Set by BoardHighlights.
    property string part: "marks"
    property real boardScale: 1
    property point origin: Qt.point(0, 0)
    property point offset: Qt.point(0, 0)
    property real size: 16
    property color color: "orange"
    property color halo: "white"

    readonly property real ax: (fromX - origin.x) * boardScale + offset.x
    readonly property real ay: (fromY - origin.y) * boardScale + offset.y
    readonly property real bx: (toX - origin.x) * boardScale + offset.x
    readonly property real by: (toY - origin.y) * boardScale + offset.y
    readonly property real length: Math.hypot(bx - ax, by - ay)
    readonly property bool arrow: part === "arrows" && hasFrom && hasTo && length > size
                                  && (kind === "move" || kind === "attack")
    readonly property bool sign: part === "marks" && hasTo && kind !== "move"
    // The arrow stops short of the place's label point, the head just before it.
    readonly property real ux: length > 0 ? (bx - ax) / length : 0
    readonly property real uy: length > 0 ? (by - ay) / length : 0
    readonly property real tipX: bx - ux * size * 0.3
    readonly property real tipY: by - uy * size * 0.3
    readonly property real head: size * 0.95
    readonly property real lineWidth: Math.max(3, size * 0.24)

    anchors.fill: parent

    Shape {
        opacity: 0.9
        objectName: "highlightArrow"
        anchors.fill: parent
        visible: mark.arrow
        // Smooth edges on the GPU renderers (the software renderer antialiases by itself).
        layer.enabled: visible
        layer.samples: 4
        layer.smooth: true

        // A light halo under the line keeps it readable on land, sea and pieces.
        ShapePath {
            fillColor: "transparent"
            strokeColor: mark.halo
            strokeWidth: mark.lineWidth + 3
            capStyle: ShapePath.RoundCap
            startX: mark.ax
            startY: mark.ay
            PathLine { x: mark.tipX - mark.ux * mark.head * 0.6; y: mark.tipY - mark.uy * mark.head * 0.6 }
        }
        ShapePath {
            fillColor: "transparent"
            strokeColor: mark.color
            strokeWidth: mark.lineWidth
            strokeStyle: mark.kind === "attack" ? ShapePath.DashLine : ShapePath.SolidLine
            dashPattern: [2.5, 1.5]
            capStyle: ShapePath.RoundCap
            startX: mark.ax
            startY: mark.ay
            PathLine { x: mark.tipX - mark.ux * mark.head * 0.6; y: mark.tipY - mark.uy * mark.head * 0.6 }
        }
        // The head, with its own halo.
        ShapePath {
            fillColor: mark.color
            strokeColor: mark.halo
            strokeWidth: 1.5
            joinStyle: ShapePath.MiterJoin
            startX: mark.tipX
            startY: mark.tipY
            PathLine { x: mark.tipX - mark.ux * mark.head - mark.uy * mark.head * 0.55; y: mark.tipY - mark.uy * mark.head + mark.ux * mark.head * 0.55 }
            PathLine { x: mark.tipX - mark.ux * mark.head + mark.uy * mark.head * 0.55; y: mark.tipY - mark.uy * mark.head - mark.ux * mark.head * 0.55 }
            PathLine { x: mark.tipX; y: mark.tipY }
        }
    }
    // Where the arrow starts: a small ring.
    Rectangle {
        visible: mark.arrow
        x: mark.ax - width / 2
        y: mark.ay - height / 2
        width: mark.size * 0.45
        height: width
        radius: width / 2
        color: mark.halo
        border.color: mark.color
        border.width: 2
    }

    // The sign at the place, above its label point; several at one place sit side by side.
    // Shapes differ by kind: a disc with a crosshair (attack), a square tag with the
    // loss (damaged), a disc with a cross (removed), a ring with a plus (placed).
    Item {
        id: signItem
        objectName: "highlightSign"
        readonly property real side: Math.max(16, mark.size * 1.35)
        visible: mark.sign
        width: mark.kind === "damaged" ? Math.max(side, signText.implicitWidth + 8) : side
        height: side
        x: mark.bx - mark.offset.x - side / 2 + (mark.slot - 0.5) * (side * 1.5 + 3)
        y: mark.by - mark.offset.y - height - mark.size * 0.6
        Accessible.role: Accessible.Graphic
        Accessible.name: mark.description

        Rectangle {
            anchors.fill: parent
            radius: mark.kind === "damaged" ? 3 : width / 2
            color: mark.kind === "placed" ? mark.halo : mark.color
            border.color: mark.kind === "placed" ? mark.color : mark.halo
            border.width: mark.kind === "placed" ? 2 : 1.5
        }
        BoardGlyph {
            anchors.centerIn: parent
            visible: mark.kind === "attack"
            size: parent.width * 0.78
            color: mark.halo
            // A crosshair: a ring with four ticks.
            path: "M12 3a9 9 0 1 0 0.01 0zM12 6a6 6 0 1 1 -0.01 0zM11 0h2v8h-2zM11 16h2v8h-2zM0 11h8v2H0zM16 11h8v2h-8z"
        }
        Text {
            id: signText
            anchors.centerIn: parent
            visible: mark.kind !== "attack"
            text: mark.kind === "removed" ? "×"
                  : mark.kind === "placed" ? "+"
                  : mark.amount > 0 ? "−" + mark.amount : "!"
            color: mark.kind === "placed" ? mark.color : mark.halo
            font.pixelSize: Math.round(signItem.side * (mark.kind === "damaged" ? 0.62 : 0.8))
            font.bold: true
        }
        HoverHandler {
            id: hover
        }
        ToolTip.visible: hover.hovered
        ToolTip.delay: 300
        ToolTip.text: mark.description
    }
}
