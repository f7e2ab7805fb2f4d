import QtQuick
import QtQuick.Controls

// The baseline: an ApplicationWindow of the app's size with one label, nothing else.
ApplicationWindow {
    width: 1280
    height: 800
    visible: true
    title: "Bare window"

    Label {
        anchors.centerIn: parent
        text: "A bare Qt Quick Controls window"
    }
}
