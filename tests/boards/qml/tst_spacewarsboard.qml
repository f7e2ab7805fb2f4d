import QtQuick
import QtTest
import Umpire

// SpacewarsBoard following a ReplayController through the sample game
// (resources/samples/spacewars-earth-lands.ugr) and a fixture with tokens, a minefield and a
// Cease-Fire: hexes and homeworlds, ships (cloaked turned over), Debris, the pads with the
// order carried out, the shot's figures on its line; and pictures for a look by eye.
Rectangle {
    id: root
    color: Theme.window
    width: 900
    height: 620

    ReplayController {
        id: controller
    }

    Component {
        id: boardComponent
        SpacewarsBoard {
            anchors.fill: parent
            replay: controller
        }
    }

    Component {
        id: inspectorComponent
        SpacewarsInspector {
            anchors.fill: parent
            replay: controller
        }
    }

    TestCase {
        name: "SpacewarsBoard"
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
        function visibleCount(item, name) {
            let n = item.objectName === name && item.visible ? 1 : 0
            for (let i = 0; i < item.children.length; ++i)
                n += visibleCount(item.children[i], name)
            return n
        }

        function findByText(item, text) {
            if (item.text === text && item.visible)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByText(item.children[i], text)
                if (found)
                    return found
            }
            return null
        }

        function open(file) {
            controller.openPath(file)
            tryCompare(controller, "busy", false, 20000)
            tryCompare(controller, "hasRecord", true, 20000)
        }

        function boardAt(file, step) {
            const board = createTemporaryObject(boardComponent, root)
            verify(board)
            open(file)
            controller.step = step
            waitForRendering(board)
            return board
        }

        function save(board, name) {
            const image = grabImage(board)
            const file = picturesDir + "/spacewars-" + name + "-" + (darkPalette ? "dark" : "light") + ".png"
            image.save(file)
            console.log("SpacewarsBoard picture: " + file)
            return image
        }

        function test_hexesShipsAndHomeworlds() {
            const board = boardAt(samplesDir + "/spacewars-earth-lands.ugr", 26)
            compare(board.geometry.error, "")
            compare(findByName(board, "hexes").count, board.geometry.regionCount)
            compare(visibleCount(board, "hexNumber"), board.geometry.regionCount)
            compare(visibleCount(board, "homeworldName"), 2)
            // Each homeworld in its own side's colour: Earth's green, the Aliens' blue.
            verify(board.earthFill.toString() !== board.alienFill.toString(), board.earthFill + " " + board.alienFill)
            verify(board.earthFill.g > board.earthFill.b, "Earth's homeworld is greenish: " + board.earthFill)
            verify(board.alienFill.b > board.alienFill.g, "the Aliens' homeworld is bluish: " + board.alienFill)
            // The map fits beside the turn panel.
            const map = findByName(board, "map")
            const panel = findByName(board, "turnPanel")
            verify(map.x + map.width <= panel.x + 1, "the map runs under the turn panel")
            verify(map.y + map.height <= board.height)
            const bozeman = findByName(board, "ship-bozeman")
            verify(bozeman)
            compare(bozeman.cloaked, false)
            const cloaked = findByName(board, "ship-earth-23")
            verify(cloaked)
            compare(cloaked.cloaked, true)
            verify(!Qt.colorEqual(cloaked.color, bozeman.color), "a cloaked token looks turned over")
            save(board, "cloaked")
        }

        function test_padsMarkTheOrderBeingCarriedOut() {
            const board = boardAt(samplesDir + "/spacewars-earth-lands.ugr", 34)
            const earth = findByName(board, "order-0-1")
            const aliens = findByName(board, "order-1-1")
            verify(earth && aliens)
            compare(earth.status, "current")
            compare(aliens.status, "next")
            compare(board.view.initiativeRoll, 2)
            // The shot's figures sit on its line of fire.
            const figures = findByName(board, "shotFigures")
            verify(figures.visible)
            verify(figures.children[0].text.indexOf("range 2 · needs 4 · d8 5") === 0, figures.children[0].text)
            verify(findByName(board, "shotText").visible)
            save(board, "shot")
            // The Aaarg was destroyed: its order is void, Debris lies in hex 50.
            controller.step = 35
            compare(findByName(board, "order-1-1").status, "current")
            compare(findByName(board, "order-1-1").voided, true)
            compare(findByName(board, "order-0-1").status, "done")
            verify(findByName(board, "debris-50").visible)
            verify(!findByName(board, "shotFigures").visible)
        }

        function test_tokensMinefieldAndEffects() {
            const board = boardAt(fixturesDir + "/spacewars-tokens.ugr", 100000)
            const bozeman = findByName(board, "ship-bozeman")
            verify(bozeman)
            compare(bozeman.tokens, "+1/0")
            verify(findByName(bozeman, "tokens").visible)
            verify(findByName(board, "minefield-6").visible)
            save(board, "tokens")
        }

        // Hands, decks, discard piles and the lasting effects, in words.
        function test_inspector() {
            const inspector = createTemporaryObject(inspectorComponent, root)
            verify(inspector)
            open(fixturesDir + "/spacewars-tokens.ugr")
            controller.step = controller.stepCount
            waitForRendering(inspector)
            const view = inspector.view
            compare(view.sides.length, 2)
            compare(view.sides[0].discard, 5)  // two Earth Ships deployed, Gun Improvement, Lay Minefield, Engine Redesign
            compare(view.sides[0].effects, ["Redesigns for the rest of the game: speed +1"])
            const effects = view.effects.join("\n")
            verify(effects.indexOf("Cease-Fire") >= 0, effects)
            verify(effects.indexOf("bozeman carries tokens: offense +1") >= 0, effects)
            verify(effects.indexOf("Minefields in hexes 6") >= 0, effects)
            verify(visibleCount(inspector, "effect") === view.effects.length)
            // Hand, deck and discard pile by the names the game's data gives them, in the
            // language shown.
            verify(findByText(inspector, "Hand") && findByText(inspector, "Deck") && findByText(inspector, "Discard pile"))
            controller.russian = true
            verify(findByText(inspector, "Рука") && findByText(inspector, "Колода") && findByText(inspector, "Сброс"))
            controller.russian = false
            verify(findByText(inspector, "Discard pile"))
            // Major Gun Failure lasts the turn: the step before the last order ends it.
            controller.step = controller.stepCount - 1
            verify(view.effects.join("\n").indexOf("bozeman cannot fire this turn") >= 0, view.effects.join("\n"))
            controller.step = controller.stepCount
            waitForRendering(inspector)
            const image = grabImage(inspector)
            image.save(picturesDir + "/spacewars-inspector-" + (darkPalette ? "dark" : "light") + ".png")
        }
    }
}
