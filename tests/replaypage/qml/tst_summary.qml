import QtQuick
import QtTest
import Umpire

// The Summary tab: the game, result and counts, then one row per tag other than Game and
// Result (a ListView: rows only for the tags in view), the export button and the findings
// by rule.
Item {
    id: root
    width: 420
    height: 400

    ReplayController {
        id: replay
    }

    SummaryPanel {
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
        name: "SummaryPanel"
        when: windowShown

        function texts(item, out) {
            if (item.visible && item.text !== undefined && String(item.text).length > 0)
                out.push(String(item.text))
            for (let i = 0; i < item.children.length; ++i)
                texts(item.children[i], out)
            return out
        }

        function test_tagsAndFindings() {
            failOnWarning(/.*/)
            replay.openPath(samplesDir + "/wotw-broken.ugr")
            finished.wait(20000)
            compare(finished.signalArguments[0][0], true, replay.loadError)
            tryVerify(() => texts(panel, []).indexOf("Findings by rule") >= 0)
            const shown = texts(panel, [])
            verify(shown.indexOf("War of the Worlds: The New Wave") >= 0, shown.join("|"))
            verify(shown.indexOf("Findings by rule") >= 0, shown.join("|"))
            verify(shown.indexOf("Game") >= 0)
            // Every tag but Game and Result has a row with its name and value.
            for (const tag of replay.tags) {
                if (tag.name === "Game" || tag.name === "Result")
                    continue
                verify(shown.indexOf(tag.name) >= 0, tag.name)
                verify(shown.indexOf(tag.value) >= 0, tag.value)
            }
        }
    }
}
