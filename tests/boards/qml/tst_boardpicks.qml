import QtQuick
import QtTest
import Umpire

// The interface every board view offers the Moves tab (docs/board-view.md): a left click picks
// the thing under the pointer by the id record lines write (`picked`, `pickedId`), a click on
// nothing clears it, and `provisional` frames the board, labels it and fades what the step did
// not touch. Each board follows a ReplayController through a sample record at a known step; the
// clicks are aimed from the board's own geometry. Saves one picture per board (a pick and a
// tried state) into the build folder for a look by eye.
Rectangle {
    id: root
    color: Theme.window
    width: 900
    height: 760

    Component {
        id: controllerComponent
        ReplayController {}
    }
    Component {
        id: wotwComponent
        WotwBoard {
            anchors.fill: parent
        }
    }
    Component {
        id: spacewarsComponent
        SpacewarsBoard {
            anchors.fill: parent
        }
    }
    Component {
        id: civilizationsComponent
        CivilizationsBoard {
            anchors.fill: parent
        }
    }
    Component {
        id: tripodsComponent
        TripodsBoard {
            anchors.fill: parent
        }
    }
    Component {
        id: spyComponent
        SignalSpy {
            signalName: "picked"
        }
    }

    TestCase {
        name: "BoardPicks"
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

        // A board of `component` following a fresh controller on sample `file` at `step`, and a
        // spy on its `picked`.
        function boardAt(component, file, step) {
            const controller = createTemporaryObject(controllerComponent, root)
            const board = createTemporaryObject(component, root, {replay: controller})
            verify(board)
            controller.openPath(samplesDir + "/" + file)
            tryCompare(controller, "busy", false, 20000)
            verify(controller.hasRecord)
            controller.step = step
            waitForRendering(board)
            const spy = createTemporaryObject(spyComponent, root, {target: board})
            return {board: board, controller: controller, spy: spy}
        }

        // Clicks `item`'s point (x, y) with the left button and returns what `picked` carried.
        function clickAt(t, item, x, y) {
            const p = item.mapToItem(t.board, x, y)
            const before = t.spy.count
            mouseClick(t.board, p.x, p.y, Qt.LeftButton)
            compare(t.spy.count, before + 1, "one pick per click at " + p.x + "," + p.y)
            const id = t.spy.signalArguments[t.spy.count - 1][0]
            compare(t.board.pickedId, id)
            return id
        }
        function clickCentre(t, item) {
            return clickAt(t, item, item.width / 2, item.height / 2)
        }

        function checkProvisionalLabel(board) {
            const label = findByName(board, "provisionalLabel")
            verify(label)
            verify(!findByName(board, "provisionalFrame").visible)
            board.provisional = true
            verify(findByName(board, "provisionalFrame").visible)
            verify(label.visible)
            compare(label.children[0].text, "Tried move — not in the record")
        }

        function save(board, name) {
            waitForRendering(board)
            const file = picturesDir + "/picks-" + name + "-" + (darkPalette ? "dark" : "light") + ".png"
            grabImage(board).save(file)
            console.log("Board picks picture: " + file)
        }

        function test_wotw() {
            const t = boardAt(wotwComponent, "wotw-humans-win.ugr", 12)
            const board = t.board
            const map = findByName(board, "map")
            // A miniature picks itself, by the id `unit=` writes.
            const tripod = findByName(board, "unit-tripod-1")
            verify(tripod && tripod.visible)
            compare(clickCentre(t, tripod), "tripod-1")
            verify(findByName(tripod, "pickMark").visible)
            verify(!findByName(board, "pickedRegion").visible)
            // A region's label point (its name: no piece there) picks the region.
            const index = board.geometry.indexOf("grampian")
            verify(index >= 0)
            const r = board.regions[index]
            const id = clickAt(t, map, (r.x - board.bounds.x) * board.boardScale, (r.y - board.bounds.y) * board.boardScale)
            compare(id, "grampian")
            verify(findByName(board, "pickedRegion").visible)
            verify(!findByName(tripod, "pickMark").visible)
            // Beside the map: nothing.
            compare(clickAt(t, board, board.width - 3, board.height - 3), "")
            verify(!findByName(board, "pickedRegion").visible)
            // The pick stays across steps.
            clickCentre(t, findByName(board, "unit-tripod-1"))
            // (the next step that changes the map: most lines play or offer cards)
            let step = 13
            for (t.controller.step = step; board.changedRegions.length === 0; t.controller.step = ++step)
                verify(step < t.controller.stepCount)
            compare(board.pickedId, "tripod-1")

            // Tried: the pieces of unchanged regions fade, the changed ones stay whole.
            checkProvisionalLabel(board)
            verify(board.changedRegions.length > 0, "the step changed a region")
            const changed = findByName(board, "region-" + board.changedRegions[0])
            compare(changed.pieceOpacity, 1)
            const still = board.regionModel.count > 0 ? board.regions.find(g => board.changedRegions.indexOf(g.id) < 0) : null
            verify(still)
            const stillLabel = findByName(board, "region-" + still.id)
            compare(findByName(stillLabel, "units").opacity, 0.55)
            compare(findByName(stillLabel, "tokens").opacity, 0.55)
            board.provisional = false
            compare(findByName(stillLabel, "units").opacity, 1)
            board.provisional = true
            // A picked unit in an unchanged region stays whole, so its ring reads.
            const pickedUnit = findByName(board, "unit-" + board.pickedId)
            verify(pickedUnit)
            verify(!pickedUnit.parent.parent.changed, "the picked unit's region is not one the step changed")
            compare(pickedUnit.parent.opacity, 1)
            save(board, "wotw")
        }

        function test_spacewars() {
            const t = boardAt(spacewarsComponent, "spacewars-earth-lands.ugr", 26)
            const board = t.board
            const map = findByName(board, "map")
            const bozeman = findByName(board, "ship-bozeman")
            verify(bozeman && bozeman.visible)
            compare(clickCentre(t, bozeman), "bozeman")
            verify(findByName(bozeman, "pickMark").visible)
            // A hex without a ship: its number, as `to=` and `route=` write it.
            const hexId = "1"
            const index = board.geometry.indexOf(hexId)
            verify(index >= 0)
            const r = board.regions[index]
            compare(clickAt(t, map, board.px(r.x), board.py(r.y)), hexId)
            verify(findByName(board, "pickedHex").visible)
            verify(!findByName(bozeman, "pickMark").visible)
            // Above the map, in the homeworld names' margin: nothing.
            const corner = board.mapToItem(map, 2, 2)
            compare(board.hexIndexAt(corner), -1)
            compare(clickAt(t, board, 2, 2), "")
            verify(!findByName(board, "pickedHex").visible)

            // Tried, on the step where Bozeman moves: Bozeman stays whole, the other ships fade.
            checkProvisionalLabel(board)
            t.controller.step = 24  // 2 earth move bozeman route=5,14,23,32
            verify(board.highlightModel.changedPieces.indexOf("bozeman") >= 0, board.highlightModel.changedPieces)
            compare(findByName(board, "ship-bozeman").opacity, 1)
            compare(findByName(board, "ship-aaarg").opacity, 0.55)
            // A picked ship stays whole, so its ring reads.
            board.pickedId = "aaarg"
            compare(findByName(board, "ship-aaarg").opacity, 1)
            save(board, "spacewars")
        }

        function test_civilizations() {
            const t = boardAt(civilizationsComponent, "civilizations-three-clans.ugr", 46)
            const board = t.board
            const map = findByName(board, "map")
            // A held place's badge picks the clan holding it, as record lines name the clan.
            const badge = findByName(board, "place-north-origin")
            verify(badge && badge.visible)
            compare(clickCentre(t, badge), "kreios")
            verify(findByName(board, "pick-north-origin").visible, "every place of the clan is outlined")
            verify(!findByName(board, "pick-northeast-origin").visible)
            // An island nobody holds: its label point picks the island.
            const free = board.regions.find(r => r.land && board.held[r.id] === undefined && r.id !== "isle-of-myth")
            verify(free)
            const id = clickAt(t, map, (free.x - board.bounds.x) * board.side, (free.y - board.bounds.y) * board.side)
            compare(id, free.id)
            verify(findByName(board, "pick-" + free.id).visible)
            verify(!findByName(board, "pick-north-origin").visible)
            // Open water (the first point off every place along the top edge): nothing.
            let water = Qt.point(2, 2)
            while (board.regionIndexAt(water) >= 0 && water.x < map.width)
                water.x += 10
            compare(board.regionIndexAt(water), -1)
            compare(clickAt(t, map, water.x, water.y), "")

            // Tried, on Ajax's raid (step 46): the places it touched stay whole.
            checkProvisionalLabel(board)
            const touched = board.highlightModel.changedPlaces
            verify(touched.indexOf("north-lesser-2") >= 0, touched)
            compare(findByName(board, "place-north-lesser-2").opacity, 1)
            compare(findByName(board, "place-north-origin").opacity, 0.55)
            board.pickedId = "north-apex"
            // The label keeps clear of the legend in the same corner.
            const label = findByName(board, "provisionalLabel")
            const legend = findByName(board, "legend")
            verify(label.mapToItem(board, 0, label.height).y <= legend.mapToItem(board, 0, 0).y)
            save(board, "civilizations")
        }

        function test_tripods() {
            const t = boardAt(tripodsComponent, "tripods-spark-of-hope.ugr", 3)
            const board = t.board
            verify(board.field.shown)
            // A console picks its vehicle.
            const console = findByName(board, "console-locust")
            verify(console && console.visible)
            compare(clickAt(t, console, 20, 20), "locust")
            compare(console.border.width, 3)
            // A marker on the table picks its vehicle.
            const marker = findByName(board, "vehicle-first")
            verify(marker && marker.visible)
            compare(clickAt(t, marker, 0, 0), "first")
            verify(findByName(marker, "pickMark").visible)
            verify(console.border.width < 3)
            // An empty corner of the table: nothing.
            const table = findByName(board, "table")
            compare(clickAt(t, table, 4, 4), "")
            verify(!findByName(marker, "pickMark").visible)
            // Below the last console: nothing.
            clickCentre(t, console)
            const view = findByName(board, "consolesView")
            compare(clickAt(t, view, view.width / 2, view.height - 4), "")
            compare(console.border.width, console.changed ? 2 : 1)

            // Tried: the vehicle the step moved stays whole, the other fades.
            checkProvisionalLabel(board)
            const moved = board.field.vehicles.find(v => v.moving)
            verify(moved, "step 3 moves a vehicle")
            const other = board.field.vehicles.find(v => !v.moving && !v.firing && !v.target)
            verify(other)
            compare(findByName(board, "vehicle-" + moved.id).opacity, 1)
            compare(findByName(board, "vehicle-" + other.id).opacity, 0.55)
            const otherConsole = findByName(board, "console-" + other.id)
            verify(otherConsole.opacity < 0.6, otherConsole.opacity)
            board.pickedId = moved.id
            save(board, "tripods")
        }
    }
}
