pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Umpire

// The timeline: one position per step (0 = set-up .. stepCount), scrubbed with the mouse or
// the arrow keys, with a tick under every step that has findings. Dragging shows each step
// as it is reached (the controller's step is O(1)).
Slider {
    id: slider

    required property ReplayController replay

    from: 0
    to: Math.max(1, replay.stepCount)
    stepSize: 1
    snapMode: Slider.SnapAlways
    live: true
    enabled: replay.hasRecord && replay.stepCount > 0
    value: replay.step
    focusPolicy: Qt.StrongFocus
    Accessible.name: qsTr("Timeline")
    Accessible.description: qsTr("Step %1 of %2").arg(replay.step).arg(replay.stepCount)

    onMoved: replay.step = Math.round(value)

    // Findings ticks, under the groove: one per 3 px of timeline at most (the controller
    // gathers the findings of each part and gives its worst severity), so a record with a
    // finding on every move costs a few hundred ticks, not one item per finding (issue 9).
    Repeater {
        objectName: "findingTicks"
        model: {
            void slider.replay.findingCount  // follows the record (recordChanged)
            return slider.replay.hasRecord ? slider.replay.findingMarks(Math.max(1, Math.floor(slider.availableWidth / 3))) : []
        }
        delegate: Rectangle {
            required property var modelData
            x: slider.leftPadding + slider.availableWidth * (modelData.step / slider.to) - width / 2
            y: slider.topPadding + slider.availableHeight / 2 + 7
            width: 3
            height: 6
            radius: 1
            color: modelData.severity === "error" ? Theme.error : modelData.severity === "warning" ? Theme.warning : Theme.note
        }
    }

    Rectangle {
        anchors.fill: parent
        visible: slider.visualFocus
        color: "transparent"
        radius: Theme.radius
        border.color: Theme.focusRing
        border.width: Theme.focusWidth
    }
}
