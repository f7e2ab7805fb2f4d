import QtQuick
import QtQuick.Shapes
import Umpire

// A monochrome icon of the replay controls, drawn from vector paths on a 24 × 24 grid and
// tinted with `color`. The app's Icon has no transport glyphs, and fonts cannot be relied
// on for ⏮ ▶ ⏭, so they are drawn here.
Item {
    id: icon

    // One of the keys of `paths` below.
    property string name
    property color color: Theme.text
    property int size: 18

    readonly property var paths: ({
        "first": "M5 5h2.5v14H5zM19 5v14L9 12z",
        "previous": "M17 5v14L7 12z",
        "next": "M7 5v14l10-7z",
        "last": "M16.5 5H19v14h-2.5zM5 5v14l10-7z",
        "play": "M7 4.5v15l12-7.5z",
        "pause": "M6.5 5h4v14h-4zM13.5 5h4v14h-4z",
        "previous-finding": "M12 4l7 8h-4.5v8h-5v-8H5zM10.75 14v4.5h2.5V14z",
        "next-finding": "M12 20l-7-8h4.5V4h5v8H19zM10.75 6v4.5h2.5V6z",
        "export": "M5 2h9l6 6v14H5zM7 4v16h11V9h-5V4zM11.5 10h2v5.2l1.8-1.8 1.4 1.4-4.2 4.2-4.2-4.2 1.4-1.4 1.8 1.8z",
        "open": "M2 5a1 1 0 0 1 1-1h6l2 2h10a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1zM4 8v10h16V8z",
        "turn-back": "M4 5h2v14H4zM13 5v14L7 12zM20 5v14l-6-7z",
        "turn-forward": "M18 5h2v14h-2zM11 5v14l6-7zM4 5v14l6-7z"
    })

    implicitWidth: size
    implicitHeight: size

    Shape {
        anchors.centerIn: parent
        width: icon.size
        height: icon.size
        layer.enabled: true
        layer.samples: 4
        layer.smooth: true

        ShapePath {
            fillColor: icon.color
            strokeColor: "transparent"
            strokeWidth: 0
            fillRule: ShapePath.OddEvenFill
            scale: Qt.size(icon.size / 24, icon.size / 24)
            PathSvg {
                path: icon.paths[icon.name] ?? ""
            }
        }
    }
}
