import QtQuick
import QtQuick.Controls
import QtTest
import Umpire

// The navigation bar's keys and buttons and the move list's clicks, on the real sample
// wotw-broken.ugr (64 lines: 56 moves in turns of one side each, with findings).
Item {
    id: root
    width: 900
    height: 600

    ReplayController {
        id: replay
    }

    Column {
        anchors.fill: parent

        NavigationBar {
            id: bar
            width: root.width
            replay: replay
        }
        MoveList {
            id: list
            width: root.width
            height: 400
            replay: replay
        }
    }

    SignalSpy {
        id: finished
        target: replay
        signalName: "finished"
    }

    TestCase {
        name: "Navigation"
        when: windowShown

        function initTestCase() {
            replay.openPath(samplesDir + "/wotw-broken.ugr")
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, replay.loadError)
            verify(replay.stepCount > 40)
            root.forceActiveFocus()
        }

        function init() {
            replay.playing = false
            replay.step = 0
        }

        function test_arrowsHomeEnd() {
            keyClick(Qt.Key_Right)
            compare(replay.step, 1)
            keyClick(Qt.Key_Right)
            compare(replay.step, 2)
            keyClick(Qt.Key_Left)
            compare(replay.step, 1)
            keyClick(Qt.Key_End)
            compare(replay.step, replay.stepCount)
            keyClick(Qt.Key_Right)  // stops at the end
            compare(replay.step, replay.stepCount)
            keyClick(Qt.Key_Home)
            compare(replay.step, 0)
        }

        function test_pageKeysMoveAWholeTurn() {
            keyClick(Qt.Key_PageDown)
            const first = replay.step
            verify(first > 0)
            keyClick(Qt.Key_PageDown)
            const second = replay.step
            verify(second > first + 1, "a turn of several moves was skipped")
            compare(replay.currentTurn > 0, true)
            keyClick(Qt.Key_PageUp)
            compare(replay.step, first)
        }

        function test_findingKeys() {
            const expected = replay.nextFindingStep
            verify(expected > 0)
            keyClick(Qt.Key_F8)
            compare(replay.step, expected)
            verify(replay.currentFindingCount > 0)
            const further = replay.nextFindingStep
            keyClick(Qt.Key_Down, Qt.ControlModifier)
            compare(replay.step, further)
            keyClick(Qt.Key_F8, Qt.ShiftModifier)
            compare(replay.step, expected)
        }

        function test_keysOffWhenDisabled() {
            bar.keysEnabled = false
            keyClick(Qt.Key_Right)
            compare(replay.step, 0)
            bar.keysEnabled = true
            keyClick(Qt.Key_Right)
            compare(replay.step, 1)
        }

        function test_playButtonAndKey() {
            const play = findChild(bar, "playButton")
            verify(play)
            mouseClick(play)
            verify(replay.playing)
            compare(play.description, "Pause")
            keyClick(Qt.Key_P)
            verify(!replay.playing)
        }

        function test_speedBox() {
            const box = findChild(bar, "speedBox")
            verify(box)
            replay.speed = 8
            compare(box.displayText, "8 moves/s")
            replay.speed = 1
            compare(box.displayText, "1 move/s")
            replay.speed = 0.5
            compare(box.displayText, "0.5 moves/s")
            box.activated(0)
            compare(replay.speed, 0.5)
            replay.speed = 2
        }

        function test_stepLabel() {
            replay.step = 5
            compare(findChild(bar, "stepLabel").text, "5 / " + replay.stepCount)
        }

        function test_moveListClickSelects() {
            replay.step = 0
            list.positionViewAtBeginning()
            wait(50)
            const row = list.itemAtIndex(3)
            verify(row)
            mouseClick(row)
            compare(replay.step, 3)
            compare(list.currentIndex, 3)
            verify(row.isCurrent)
            // Up/Down in the focused list step too.
            verify(list.activeFocus)
            keyClick(Qt.Key_Down)
            compare(replay.step, 4)
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Up)
            compare(replay.step, 2)
        }

        function test_moveRowsShowFindingMarks() {
            replay.step = replay.nextFindingStep
            wait(50)
            const row = list.itemAtIndex(replay.step)
            verify(row)
            verify(row.findingCount > 0)
            verify(row.worstSeverity.length > 0)
            const clean = list.itemAtIndex(1)
            compare(clean.worstSeverity, "")
        }
    }
}
