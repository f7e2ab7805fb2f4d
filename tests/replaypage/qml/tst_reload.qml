import QtQuick
import QtTest
import Umpire

// Opening the record that is already open (recent list, File > Reload) reads it again and
// stays on the step shown.
Item {
    id: root
    width: 1000
    height: 700

    ReplayPage {
        id: page
        anchors.fill: parent
        controller: AppController {}
    }

    SignalSpy {
        id: finished
        target: page.replay
        signalName: "finished"
    }

    TestCase {
        name: "Reload"
        when: windowShown

        function test_reopening_reads_again_and_keeps_the_step() {
            const path = samplesDir + "/wotw-broken.ugr"
            verify(page.controller.openPath(path))
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, page.replay.loadError)
            page.replay.step = 9

            finished.clear()
            verify(page.controller.openPath(path))
            verify(page.replay.busy)  // it is read again, not ignored
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, page.replay.loadError)
            compare(page.replay.step, 9)
        }
    }
}
