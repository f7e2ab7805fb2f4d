import QtQuick
import QtTest
import Umpire

// The State tab loads the inspector ReplayController.inspectorSource names: War of the Worlds'
// own for a checked War of the Worlds record, the generic one for a record that is not checked.
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
        name: "Inspector"
        when: windowShown

        function findByName(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByName(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function open(path) {
            finished.clear()
            verify(page.controller.openPath(path))
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, page.replay.loadError)
        }

        function test_inspectorFollowsTheGame() {
            open(samplesDir + "/wotw-humans-win.ugr")
            const view = findByName(page, "replayView")
            verify(view)
            view.currentTab = 1
            const loader = findByName(view, "inspectorLoader")
            verify(loader)
            tryCompare(loader, "status", Loader.Ready)
            compare(loader.item.objectName, "wotwInspector")
            compare(loader.item.replay, page.replay)

            // Space Wars brings its own (hands, decks, lasting effects).
            open(samplesDir + "/spacewars-earth-lands.ugr")
            tryCompare(loader, "status", Loader.Ready)
            tryVerify(() => loader.item && loader.item.objectName === "spacewarsInspector")
            compare(loader.item.replay, page.replay)

            // A game without one gets the generic inspector.
            open(fixturesDir + "/unknown-game.ugr")
            tryCompare(loader, "status", Loader.Ready)
            tryVerify(() => loader.item && loader.item.objectName === "stateInspector")
            compare(loader.item.replay, page.replay)
            // Hidden tab: no inspector; shown again: the generic one comes back.
            view.currentTab = 0
            compare(loader.item, null)
            view.currentTab = 1
            tryVerify(() => loader.item && loader.item.objectName === "stateInspector")
        }
    }
}
