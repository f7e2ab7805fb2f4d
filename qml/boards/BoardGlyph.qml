import QtQuick
import QtQuick.Shapes

// A small filled vector shape for board pieces and markers, drawn from SVG path data on a
// 24 × 24 grid (odd-even fill, so a path can punch holes) and scaled to `size`.
Item {
    id: glyph

    property string path
    property color color: "black"
    property color outline: "transparent"
    property real size: 16

    implicitWidth: size
    implicitHeight: size

    Shape {
        anchors.fill: parent
        // Smooth edges on the GPU renderers (the software renderer antialiases by itself).
        layer.enabled: true
        layer.samples: 4
        layer.smooth: true

        ShapePath {
            fillColor: glyph.color
            strokeColor: glyph.outline
            strokeWidth: glyph.outline.a > 0 ? 1 : 0
            fillRule: ShapePath.OddEvenFill
            scale: Qt.size(glyph.width / 24, glyph.height / 24)
            PathSvg {
                path: glyph.path
            }
        }
    }
}
