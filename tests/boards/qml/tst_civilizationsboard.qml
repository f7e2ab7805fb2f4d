import QtQuick
import QtTest
import Umpire

// CivilizationsBoard following the three-clan sample at 1024x700's board size: the turn
// counter and countdown, the Isle of Myth and the disasters revealed, the battle of Ajax's
// raid with both fleets, continent names clear of every island, dock and panel, the tooltip
// text, and a picture of the board for a look by eye.
Rectangle {
    id: root
    color: Theme.window
    width: 630
    height: 520

    ReplayController {
        id: controller
    }

    Component {
        id: boardComponent
        CivilizationsBoard {
            anchors.fill: parent
            replay: controller
        }
    }

    TestCase {
        name: "CivilizationsBoard"
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
        function collect(item, prefix, out) {
            if (item.objectName.startsWith(prefix) && item.visible)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                collect(item.children[i], prefix, out)
            return out
        }
        // The rectangle of `item` in the map's coordinates.
        function rectIn(map, item) {
            const p = item.mapToItem(map, 0, 0)
            return Qt.rect(p.x, p.y, item.width, item.height)
        }
        function overlap(a, b) {
            return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
        }
        // The bounding box of region `r` in the map's coordinates.
        function regionRect(board, r) {
            let x0 = 1e9, y0 = 1e9, x1 = -1e9, y1 = -1e9
            for (const p of r.polygon) {
                x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y)
                x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y)
            }
            const s = board.side
            return Qt.rect((x0 - board.bounds.x) * s, (y0 - board.bounds.y) * s, (x1 - x0) * s, (y1 - y0) * s)
        }
        // Opens the sample afresh (closing the last test's copy, so that the wait is real).
        function openSample(board) {
            controller.close()
            compare(controller.hasRecord, false)
            controller.openPath(samplesDir + "/civilizations-three-clans.ugr")
            tryCompare(controller, "hasRecord", true, 20000)
        }

        function test_turnCounterIsleAndDisasters() {
            const board = createTemporaryObject(boardComponent, root)
            openSample(board)
            controller.step = 52  // round 5: Kreios has taken the Isle of Myth
            const turn = findByName(board, "turnPanel")
            compare(turn.title, "Round 5")
            verify(turn.lines.some(l => l.startsWith("Countdown: 3 more round")), turn.lines)
            const myth = findByName(board, "mythPanel")
            compare(myth.title, "Isle of Myth: Kreios")
            compare(myth.lines[0], "Disasters revealed: 1 of 18")
            // The disaster and the continent by the names the game's data gives them, as in
            // the move list and the findings; they follow the language.
            compare(myth.lines[1], "Round 3: Earthquake, North-east")
            controller.russian = true
            compare(myth.lines[1], "Round 3: Землетрясение, Северо-восток")
            controller.russian = false
            compare(myth.lines[1], "Round 3: Earthquake, North-east")
            controller.step = controller.stepCount  // round 8, the last: the game is over
            verify(turn.lines.some(l => l === "The game ended in round 8"), turn.lines)
            controller.step = 20  // round 1: the centre is still shut
            verify(turn.lines.some(l => l === "The centre opens in round 5"), turn.lines)
        }

        function test_battleShowsBothFleetsAndTheWinner() {
            const board = createTemporaryObject(boardComponent, root)
            openSample(board)
            const panel = findByName(board, "battlePanel")
            controller.step = 45
            verify(!panel.visible)
            controller.step = 46  // Ajax's raid on North Lesser Atoll 2
            verify(panel.visible)
            compare(panel.title, "Battle: a tie, Kreios wins")
            // (the test runs without the English plural forms: "1 gunboat(s)")
            compare(panel.lines.length, 2)
            verify(panel.lines[0].startsWith("Ajax attacks with 1 gunboat") && panel.lines[0].endsWith(": power 1"), panel.lines[0])
            verify(panel.lines[1].startsWith("Kreios defends with 1 gunboat") && panel.lines[1].endsWith(": power 1"), panel.lines[1])
            const lines = board.describe(board.geometry.indexOf("north-lesser-2"))
            verify(lines.indexOf("Attacked this step") >= 0, lines)
            controller.step = 47
            verify(!panel.visible)
        }

        // Continent names sit in open water: clear of every island and dock, of each other and
        // of the corner panels, at every step of the sample.
        function test_namesDoNotOverlap() {
            const board = createTemporaryObject(boardComponent, root)
            openSample(board)
            const map = findByName(board, "map")
            const labels = collect(board, "continent-", [])
            compare(labels.length, 6)
            for (const step of [20, 46, 52]) {
                controller.step = step
                waitForRendering(board)
                const panels = ["turnPanel", "mythPanel", "battlePanel", "legend", "sideKey"]
                        .map(n => findByName(board, n)).filter(p => p.visible)
                for (let i = 0; i < labels.length; ++i) {
                    const a = rectIn(map, labels[i])
                    for (const r of board.regions)
                        verify(!overlap(a, regionRect(board, r)), labels[i].objectName + " covers " + r.id)
                    for (const p of panels)
                        verify(!overlap(a, rectIn(map, p)), labels[i].objectName + " under " + p.objectName)
                    for (let j = i + 1; j < labels.length; ++j)
                        verify(!overlap(a, rectIn(map, labels[j])), labels[i].objectName + " on " + labels[j].objectName)
                }
                // No panel hides an island or a dock.
                for (const p of panels)
                    for (const r of board.regions)
                        verify(!overlap(rectIn(map, p), regionRect(board, r)), p.objectName + " covers " + r.id)
            }
        }

        function test_tooltipSaysWhatIsOnAPlace() {
            const board = createTemporaryObject(boardComponent, root)
            openSample(board)
            controller.step = 9  // after the placements
            const lines = board.describe(board.geometry.indexOf("north-origin"))
            compare(lines[0], "North Origin Island")
            compare(lines[1], "Origin Island, North")
            verify(/^Held by Kreios: 3 gunboat.*, 1 frigate/.test(lines[2]), lines[2])
            compare(lines[3], "Clan members at work: factory, lake")
            compare(board.describe(board.geometry.indexOf("south-apex"))[2], "Nobody holds it")
        }

        function test_zpicture() {
            const board = createTemporaryObject(boardComponent, root)
            openSample(board)
            controller.step = 46
            waitForRendering(board)
            const image = grabImage(board)
            const file = picturesDir + "/civilizations-board-" + (darkPalette ? "dark" : "light") + ".png"
            image.save(file)
            console.log("CivilizationsBoard picture: " + file)
        }
    }
}
