import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The transport under the board: first / previous turn / previous / play / next / next turn
// / last, jumps between findings, the timeline, the step readout and the autoplay speed.
// It also owns the page's navigation keys (a chess GUI's): Left/Right, Home/End,
// PageUp/PageDown (a whole turn), F8/Shift+F8 or Ctrl+Down/Ctrl+Up (next/previous finding)
// and P (autoplay). They work wherever the focus is on the page while `keysEnabled`.
Pane {
    id: bar

    required property ReplayController replay
    // The keys act only while the Replay page is shown and a record is open.
    property bool keysEnabled: true
    readonly property bool active: keysEnabled && replay.hasRecord
    // The autoplay speeds offered, in moves per second.
    readonly property var speeds: [0.5, 1, 2, 4, 8, 16]
    // A whole number takes the plural form of its count ("1 move/s", "2 moves/s"); a fraction
    // has a message of its own, since Russian puts any fraction in the genitive singular.
    function speedText(speed: real): string {
        if (speed % 1 !== 0)
            return qsTr("%1 moves/s", "a fractional speed").arg(Number(speed).toLocaleString(Qt.locale(), "f", 1))
        return qsTr("%n move(s)/s", "", speed)
    }

    padding: Theme.spacingSmall
    Accessible.role: Accessible.ToolBar
    Accessible.name: qsTr("Replay controls")

    background: Rectangle {
        color: Theme.sidebar
        radius: Theme.radius
        border.color: Theme.border
    }

    RowLayout {
        anchors.fill: parent
        spacing: Theme.spacingSmall

        ReplayToolButton {
            iconName: "first"
            description: qsTr("First position")
            keys: "Home"
            enabled: bar.replay.hasRecord && bar.replay.step > 0
            onClicked: bar.replay.first()
        }
        ReplayToolButton {
            iconName: "turn-back"
            description: qsTr("Previous turn")
            keys: "PgUp"
            enabled: bar.replay.hasRecord && bar.replay.step > 0
            onClicked: bar.replay.previousTurn()
        }
        ReplayToolButton {
            iconName: "previous"
            description: qsTr("Previous move")
            keys: "←"
            enabled: bar.replay.hasRecord && bar.replay.step > 0
            onClicked: bar.replay.previous()
        }
        ReplayToolButton {
            objectName: "playButton"
            iconName: bar.replay.playing ? "pause" : "play"
            description: bar.replay.playing ? qsTr("Pause") : qsTr("Play")
            keys: "P"
            enabled: bar.replay.hasRecord && bar.replay.stepCount > 0
            onClicked: bar.replay.playing = !bar.replay.playing
        }
        ReplayToolButton {
            iconName: "next"
            description: qsTr("Next move")
            keys: "→"
            enabled: bar.replay.hasRecord && bar.replay.step < bar.replay.stepCount
            onClicked: bar.replay.next()
        }
        ReplayToolButton {
            iconName: "turn-forward"
            description: qsTr("Next turn")
            keys: "PgDown"
            enabled: bar.replay.hasRecord && bar.replay.step < bar.replay.stepCount
            onClicked: bar.replay.nextTurn()
        }
        ReplayToolButton {
            iconName: "last"
            description: qsTr("Last position")
            keys: "End"
            enabled: bar.replay.hasRecord && bar.replay.step < bar.replay.stepCount
            onClicked: bar.replay.last()
        }

        TimelineSlider {
            Layout.fillWidth: true
            // Small wishes: the timeline takes whatever width is left, so the bar's implicit
            // width (which the page keeps free for it) is that of its buttons.
            Layout.minimumWidth: 64
            Layout.preferredWidth: 64
            replay: bar.replay
        }

        Label {
            objectName: "stepLabel"
            // As wide as the widest step number, so stepping never re-lays the bar out.
            Layout.preferredWidth: widest.advanceWidth
            Layout.minimumWidth: widest.advanceWidth
            horizontalAlignment: Text.AlignRight
            text: qsTr("%1 / %2").arg(bar.replay.step).arg(bar.replay.stepCount)
            font: Theme.monoFont
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Step %1 of %2").arg(bar.replay.step).arg(bar.replay.stepCount)

            TextMetrics {
                id: widest
                font: Theme.monoFont
                text: qsTr("%1 / %2").arg(bar.replay.stepCount).arg(bar.replay.stepCount)
            }
        }

        ToolSeparator {}

        ReplayToolButton {
            iconName: "previous-finding"
            description: qsTr("Previous finding")
            keys: "Shift+F8"
            enabled: bar.replay.previousFindingStep >= 0
            onClicked: bar.replay.previousFinding()
        }
        ReplayToolButton {
            iconName: "next-finding"
            description: qsTr("Next finding")
            keys: "F8"
            enabled: bar.replay.nextFindingStep >= 0
            onClicked: bar.replay.nextFinding()
        }

        ToolSeparator {}

        ComboBox {
            id: speedBox
            objectName: "speedBox"
            Layout.preferredWidth: implicitWidth
            // The model is the speeds themselves and the words are made where they are shown:
            // a model of texts is made anew on a language change, and a ComboBox whose model
            // changes goes back to its first entry, so the box showed 0.5 while playing at 8.
            model: bar.speeds
            displayText: bar.speedText(bar.speeds[currentIndex] ?? bar.replay.speed)
            delegate: ItemDelegate {
                required property var modelData
                required property int index
                width: speedBox.width
                text: bar.speedText(modelData)
                highlighted: speedBox.highlightedIndex === index
            }
            currentIndex: {
                // The offered speed nearest the controller's.
                let best = 0
                for (let i = 1; i < bar.speeds.length; ++i) {
                    if (Math.abs(bar.speeds[i] - bar.replay.speed) < Math.abs(bar.speeds[best] - bar.replay.speed))
                        best = i
                }
                return best
            }
            onActivated: index => bar.replay.speed = bar.speeds[index]
            Accessible.name: qsTr("Autoplay speed")
            ToolTip.visible: hovered
            ToolTip.delay: 600
            ToolTip.text: qsTr("Autoplay speed")
        }
    }

    Shortcut {
        sequence: "Left"
        enabled: bar.active
        onActivated: bar.replay.previous()
    }
    Shortcut {
        sequence: "Right"
        enabled: bar.active
        onActivated: bar.replay.next()
    }
    Shortcut {
        sequence: "Home"
        enabled: bar.active
        onActivated: bar.replay.first()
    }
    Shortcut {
        sequence: "End"
        enabled: bar.active
        onActivated: bar.replay.last()
    }
    Shortcut {
        sequence: "PgUp"
        enabled: bar.active
        onActivated: bar.replay.previousTurn()
    }
    Shortcut {
        sequence: "PgDown"
        enabled: bar.active
        onActivated: bar.replay.nextTurn()
    }
    Shortcut {
        sequences: ["F8", "Ctrl+Down"]
        enabled: bar.active
        onActivated: bar.replay.nextFinding()
    }
    Shortcut {
        sequences: ["Shift+F8", "Ctrl+Up"]
        enabled: bar.active
        onActivated: bar.replay.previousFinding()
    }
    Shortcut {
        sequence: "P"
        enabled: bar.active && bar.replay.stepCount > 0
        onActivated: bar.replay.playing = !bar.replay.playing
    }
}
