import QtQuick
import QtQuick.Controls
import Umpire

// `bench_app_step --scene view` (the default): the real Replay page content, ReplayView from
// qml/replay/, in a window of the app's size, bound to the benchmark's ReplayController the
// way qml/pages/ReplayPage.qml binds its own.
ApplicationWindow {
    id: window

    required property ReplayController replay

    width: 1280
    height: 800
    visible: true
    title: "Step benchmark"
    color: Theme.window

    ReplayView {
        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        replay: window.replay
    }
}
