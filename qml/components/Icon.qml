import QtQuick
import QtQuick.Shapes
import Umpire

// A monochrome icon drawn from vector path data on a 24 × 24 grid, tinted with `color`.
// Vector shapes keep icons sharp at any scale and in any theme without image plugins.
Item {
    id: icon

    // One of the keys of `paths` below.
    property string name
    property color color: Theme.text
    property int size: Theme.iconSize

    implicitWidth: size
    implicitHeight: size

    // Hole-punched outlines: each path uses the odd-even fill rule.
    readonly property var paths: ({
        "replay": "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM12 4a8 8 0 1 1 0 16a8 8 0 1 1 0-16zM10 7.5v9l7-4.5z",
        "cards": "M5 6h11a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM5 8v12h11V8zM8 2h11a2 2 0 0 1 2 2v13h-2V4H8z",
        "rules": "M2 4h7a3.5 3.5 0 0 1 3 1.5a3.5 3.5 0 0 1 3-1.5h7v15h-7a2.5 2.5 0 0 0-3 1.5a2.5 2.5 0 0 0-3-1.5H2zM4 6v11h5a5 5 0 0 1 2 .4V7.5a1.5 1.5 0 0 0-2-1.5zM20 6h-5a1.5 1.5 0 0 0-2 1.5v9.9a5 5 0 0 1 2-.4h5z",
        "open": "M2 5a1 1 0 0 1 1-1h6l2 2h10a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1zM4 8v10h16V8z",
        "file": "M5 2h9l6 6v14H5zM7 4v16h11V9h-5V4zM15 4.8V7h2.2z",
        "search": "M10 3a7 7 0 1 0 4.2 12.6l5.4 5.4 1.4-1.4-5.4-5.4A7 7 0 0 0 10 3zM10 5a5 5 0 1 1 0 10a5 5 0 1 1 0-10z",
        "error": "M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20zM11 6.5h2v7.5h-2zM11 15.5h2v2h-2z",
        "close": "M6.4 5L12 10.6L17.6 5L19 6.4L13.4 12L19 17.6L17.6 19L12 13.4L6.4 19L5 17.6L10.6 12L5 6.4z",
        "settings": "M3 5h10v2H3zM17 5h4v2h-4zM13 3h2v6h-2zM3 11h4v2H3zM11 11h10v2H11zM7 9h2v6H7zM3 17h12v2H3zM19 17h2v2h-2zM15 15h2v6h-2z",
        "keyboard": "M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 7v10h16V7zM6 9h2v2H6zM10 9h2v2h-2zM14 9h2v2h-2zM18 9h1v2h-1zM6 12h2v2H6zM10 12h2v2h-2zM14 12h2v2h-2zM8 15h8v1H8z",
        "drop": "M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 17h2v2h12v-2h2v4H4z"
    })

    Shape {
        anchors.centerIn: parent
        width: icon.size
        height: icon.size
        // Smooth edges on the GPU renderers (the software renderer antialiases by itself).
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
