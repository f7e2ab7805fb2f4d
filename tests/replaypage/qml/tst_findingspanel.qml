import QtQuick
import QtTest
import Umpire

// The findings panel follows the current step: the current move's finding row is scrolled
// wholly into view, never left half cut off at the bottom (wotw-broken.ugr has six findings,
// most of them two lines high, in a panel too short to show them all).
Item {
    id: root
    width: 420
    height: 200

    ReplayController {
        id: replay
    }

    FindingsPanel {
        id: panel
        anchors.fill: parent
        replay: replay
    }

    SignalSpy {
        id: finished
        target: replay
        signalName: "finished"
    }

    TestCase {
        name: "FindingsPanel"
        when: windowShown

        function findList(item) {
            if (item.model === replay.findings && item.positionViewAtIndex !== undefined)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findList(item.children[i])
                if (found)
                    return found
            }
            return null
        }

        function initTestCase() {
            replay.openPath(samplesDir + "/wotw-broken.ugr")
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, replay.loadError)
            verify(replay.findingCount >= 5)
        }

        function test_currentRowWhollyVisible() {
            const list = findList(panel)
            verify(list)
            const steps = []
            for (let row = 0; row < replay.findings.count; ++row)
                steps.push(replay.findings.data(replay.findings.index(row, 0), 257))  // StepRole
            // Forward through every finding, then back: each time its row is wholly shown.
            for (const step of steps.concat(steps.slice().reverse())) {
                replay.step = step
                waitForRendering(list)
                const row = replay.findings.rowForStep(step)
                const item = list.itemAtIndex(row)
                verify(item, "row " + row + " has no item")
                verify(item.isCurrent)
                const top = item.y - list.contentY
                const bottom = top + item.height
                verify(top >= -0.5, "row " + row + " starts above the view: " + top)
                verify(bottom <= list.height + 0.5,
                       "row " + row + " ends below the view: " + bottom + " > " + list.height)
            }
        }
    }
}
