import QtQuick
import QtTest
import Umpire

// The banner that stands in for the board of a record that is not checked: an empty file says
// it is empty, as an error, and offers no move list to step through; a record of an unknown
// game keeps its moves to step through.
Item {
    id: root
    width: 900
    height: 600

    ReplayController {
        id: replay
    }
    NotCheckedBanner {
        id: banner
        anchors.fill: parent
        replay: replay
    }

    TestCase {
        name: "NotChecked"
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

        function open(file) {
            replay.openPath(fixturesDir + "/" + file)
            tryCompare(replay, "busy", false, 20000)
            verify(replay.hasRecord)
            waitForRendering(banner)
        }

        function test_emptyFile() {
            open("empty.ugr")
            verify(banner.emptyFile)
            compare(findByName(banner, "notCheckedTitle").text, "The file is empty")
            verify(findByName(banner, "notCheckedReason").text.startsWith("Error: the file holds no tags and no moves."))
            verify(!findByName(banner, "notCheckedMoves").visible)
        }

        function test_unknownGameKeepsItsMoves() {
            open("unknown-game.ugr")
            verify(!banner.emptyFile)
            compare(findByName(banner, "notCheckedTitle").text, "Not yet checked")
            verify(findByName(banner, "notCheckedMoves").visible)
        }
    }
}
