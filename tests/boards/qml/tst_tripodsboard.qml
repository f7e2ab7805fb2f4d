import QtQuick
import QtTest
import Umpire

// TripodsBoard following a ReplayController through the Bring Proof sample: one console per
// vehicle, the cards face down then face up, what the step changed ringed, the verdict room on
// a flagged step; the time a step takes; and a picture of the board for a look by eye.
Rectangle {
    id: root
    color: Theme.window
    width: 760
    height: 560

    ReplayController {
        id: controller
    }

    Component {
        id: boardComponent
        TripodsBoard {
            anchors.fill: parent
        }
    }

    Component {
        id: chartComponent
        GameChart {
            width: 600
            height: 260
        }
    }

    TestCase {
        name: "TripodsBoard"
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
        function texts(item) {
            let out = item.text !== undefined && item.visible && typeof item.text === "string" ? [item.text] : []
            for (let i = 0; i < item.children.length; ++i)
                out = out.concat(texts(item.children[i]))
            return out
        }
        function openSample(board, name) {
            controller.openPath(samplesDir + "/" + name)
            tryCompare(controller, "busy", false, 20000)
            verify(controller.hasRecord)
            waitForRendering(board)
        }

        function test_consolesFollowTheController() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-bring-proof.ugr")
            controller.step = 0
            const locust = findByName(board, "console-locust")
            const nieuport = findByName(board, "console-nieuport")
            verify(locust && nieuport)
            compare(findByName(board, "turn").text, "Turn 1 · planning")
            compare(findByName(board, "scenario").text, "Bring Proof")
            verify(!locust.changed)
            // Planned: three cards face down, numbered by their space.
            controller.step = 1
            verify(locust.changed)
            verify(!nieuport.changed)
            let first = findByName(locust, "maneuver-1")
            verify(first.planned && !first.faceUp && first.changed)
            compare(first.border.width, 3)
            // Revealed: face up with its name (the cards are made again with their console's
            // new row).
            controller.step = 3
            first = findByName(locust, "maneuver-1")
            verify(first.faceUp && first.current)
            compare(first.label, "Walk")
            verify(texts(locust).indexOf("▸ Revealed: Walk") >= 0, texts(locust))
            // The heat-ray shot: the target's console shows the cards drawn, then the damage.
            controller.step = 13
            verify(texts(nieuport).indexOf("▸ Hit: drew 0, 2 (counted when the firing step ends)") >= 0, texts(nieuport))
            controller.step = 14
            const damage = findByName(nieuport, "damage")
            compare(damage.value, 2)
            compare(damage.change, 2)
            verify(findByName(damage, "change").visible)
            verify(findByName(locust, "counter-heat-ray"))
            controller.close()
            compare(findByName(board, "turn").text, "")
        }

        // A step that broke a rule: the consoles stay where they are (the banner is outside the board) and what it
        // changed is ringed in the error colour.
        function test_flaggedStep() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-broken.ugr")
            controller.step = 9
            waitForRendering(board)
            const turn = findByName(board, "turn")
            const unflaggedY = turn.mapToItem(board, 0, 0).y
            controller.step = 8  // a heat-ray chosen while it cools
            verify(controller.currentErrorCount > 0)
            verify(board.consoles.flagged)
            waitForRendering(board)
            const flaggedY = turn.mapToItem(board, 0, 0).y
            // The verdict banner sits above the board (ReplayView), so nothing in it moves.
            compare(flaggedY, unflaggedY)
            const locust = findByName(board, "console-locust")
            verify(locust.changed)
            verify(Qt.colorEqual(locust.border.color, Theme.error))
        }

        // A record that places its vehicles: the schematic table on the left, each vehicle
        // drawn where the record puts it, the consoles beside it; without positions, no table.
        function test_tableWhenTheRecordPlacesVehicles() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-bring-proof.ugr")
            const field = findByName(board, "field")
            verify(field)
            verify(!field.visible)
            compare(findByName(board, "consolesView").x, 0)
            openSample(board, "tripods-spark-of-hope.ugr")
            controller.step = 4  // 1 earthlings move first straight at=62,20,0
            waitForRendering(board)
            verify(field.visible)
            verify(field.width > 200, field.width)
            verify(findByName(board, "consolesView").x >= field.width)
            const table = findByName(field, "table")
            const first = findByName(field, "vehicle-first")
            const locust = findByName(field, "vehicle-locust")
            verify(first && locust)
            // 62 of 90 cm across, 20 of 90 cm up from the Earthlings' side (at the bottom).
            fuzzyCompare(first.x / table.width, 62 / 90, 0.01)
            fuzzyCompare(first.y / table.height, 1 - 20 / 90, 0.01)
            verify(locust.y < first.y)  // the tripod nearer the Martians' side, on top
            verify(findByName(field, "trail-first"))
            verify(!findByName(field, "shot").visible)
            controller.step = 9  // 1 martians fire locust first range=long cards=2
            waitForRendering(board)
            verify(findByName(field, "shot").visible)
            compare(findByName(field, "caption").text, "Table 90 × 90 cm")
        }

        // The cost of a step: the model's update and the bindings, then a rendered frame.
        function test_stepCost() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-bring-proof.ugr")
            const rounds = 5
            let bindings = 0
            const start = Date.now()
            for (let round = 0; round < rounds; ++round)
                for (let step = 0; step <= controller.stepCount; ++step) {
                    const t = Date.now()
                    controller.step = step
                    bindings += Date.now() - t
                    waitForRendering(board)
                }
            const steps = rounds * (controller.stepCount + 1)
            console.log("TripodsBoard: " + (bindings / steps).toFixed(2) + " ms per step change (model and bindings), "
                        + ((Date.now() - start) / steps).toFixed(1) + " ms including a rendered frame (offscreen)")
        }

        function test_zpicture() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-bring-proof.ugr")
            controller.step = 27
            waitForRendering(board)
            const image = grabImage(board)
            const file = picturesDir + "/tripods-board-" + (darkPalette ? "dark" : "light") + ".png"
            image.save(file)
            console.log("TripodsBoard picture: " + file)
        }

        function test_zpictureTable() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            openSample(board, "tripods-spark-of-hope.ugr")
            controller.step = 9
            waitForRendering(board)
            const file = picturesDir + "/tripods-table-" + (darkPalette ? "dark" : "light") + ".png"
            grabImage(board).save(file)
            console.log("TripodsBoard table picture: " + file)
        }

        // The chart of the sample: per vehicle its damage and its resistance.
        function test_zzchartPicture() {
            openSample(root, "tripods-bring-proof.ugr")
            const chart = createTemporaryObject(chartComponent, root, {replay: controller})
            verify(chart)
            compare(controller.chart.series.length, 4)
            compare(controller.chart.series[0].label, "locust: damage")
            controller.step = controller.stepCount
            waitForRendering(chart)
            const file = picturesDir + "/tripods-chart-" + (darkPalette ? "dark" : "light") + ".png"
            grabImage(chart).save(file)
            console.log("Tripods chart picture: " + file)
        }
    }
}
