pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// `bench_app_step --scene parts`: a minimal Replay page built from the board and the models
// alone (the WotwBoard bound to the ReplayController, a plain move list on
// replay.moves kept centred on the current step, the slider, the move text, the current step's
// findings, a few counters). It separates the cost of the board and models from that of the
// page's own QML (ReplayViewScene.qml, the default).
ApplicationWindow {
    id: window

    required property ReplayController replay

    width: 1280
    height: 800
    visible: true
    title: "Step benchmark"

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        WotwBoard {
            Layout.fillWidth: true
            Layout.fillHeight: true
            replay: window.replay
            russian: window.replay.russian
        }

        ColumnLayout {
            Layout.preferredWidth: 380
            Layout.fillHeight: true
            spacing: 8

            Label {
                Layout.fillWidth: true
                text: "Step %1 of %2 — turn %3, %4".arg(window.replay.step).arg(window.replay.stepCount)
                      .arg(window.replay.currentTurn).arg(window.replay.currentSideName)
                font.bold: true
            }
            Label {
                Layout.fillWidth: true
                text: window.replay.currentMoveText
                wrapMode: Text.Wrap
            }
            Slider {
                Layout.fillWidth: true
                from: 0
                to: window.replay.stepCount
                stepSize: 1
                value: window.replay.step
                onMoved: window.replay.step = value
            }
            Label {
                Layout.fillWidth: true
                // A few counters of the state inspector.
                text: "Turn %1 · to move: %2 · %3 values changed".arg(window.replay.stateTurn)
                      .arg(window.replay.sideToMove).arg(window.replay.changedPaths.length)
                wrapMode: Text.Wrap
            }

            ListView {
                id: moveList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                model: window.replay.moves
                currentIndex: window.replay.moves.currentIndex
                highlightFollowsCurrentItem: false
                reuseItems: true  // as the real move list: a far step refills the view
                onCurrentIndexChanged: positionViewAtIndex(currentIndex, ListView.Center)
                delegate: ItemDelegate {
                    id: row
                    required property int index
                    required property int turn
                    required property string sideName
                    required property var model  // for its `text` role, which ItemDelegate.text would shadow
                    required property string worstSeverity
                    required property bool isCurrent
                    width: ListView.view.width
                    highlighted: isCurrent
                    contentItem: Label {
                        text: row.index === 0 ? row.model.text : "%1 %2: %3".arg(row.turn).arg(row.sideName).arg(row.model.text)
                        color: row.worstSeverity === "error" ? "firebrick" : row.palette.text
                        elide: Text.ElideRight
                    }
                    onClicked: window.replay.step = row.index
                }
            }

            ListView {
                Layout.fillWidth: true
                Layout.preferredHeight: 120
                clip: true
                model: window.replay.findings
                delegate: Label {
                    required property string location
                    required property string message
                    width: ListView.view.width
                    text: location + " " + message
                    elide: Text.ElideRight
                }
                Component.onCompleted: window.replay.findings.currentStepOnly = true
            }
        }
    }
}
