import QtQuick
import QtTest
import Umpire

// WotwBoard with the fixture state (tests/boards/fixtures/wotw-state.json): what is drawn in
// which region, the highlight, the damage track, names in both languages, the tooltip, a bad
// game, a board following a ReplayController; and a picture of the board for a look by eye.
// The board sits on the window colour, as on the Replay page.
Rectangle {
    id: root
    color: Theme.window
    width: 760
    height: 820

    ReplayController {
        id: controller
    }

    Component {
        id: boardComponent
        WotwBoard {
            anchors.fill: parent
        }
    }

    TestCase {
        name: "WotwBoard"
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
        function texts(item) {
            let out = item.text !== undefined && item.visible && typeof item.text === "string" ? [item.text] : []
            for (let i = 0; i < item.children.length; ++i)
                out = out.concat(texts(item.children[i]))
            return out
        }
        function unitsIn(board, regionId) {
            const grid = findByName(findByName(board, "region-" + regionId), "units")
            const ids = []
            for (let i = 0; i < grid.children.length; ++i)
                if (grid.children[i].piece !== undefined)
                    ids.push(grid.children[i].shortId)
            return ids
        }

        function createBoard() {
            const board = createTemporaryObject(boardComponent, root)
            verify(board)
            boardStates.show(board.regionModel, fixture.current, fixture.previous)
            waitForRendering(board)
            return board
        }

        function test_regionsAndLabels() {
            const board = createBoard()
            compare(board.geometry.error, "")
            compare(findByName(board, "regionLabels").count, 21)
            const lothian = findByName(board, "region-lothian")
            verify(lothian)
            compare(findByName(lothian, "regionName").text, "Lothian")
            // The map keeps its aspect and fits the item.
            const map = findByName(board, "map")
            compare(map.width, map.height)
            verify(map.height + board.height - map.height <= root.height)
            verify(map.width <= root.width)
        }

        function test_pieces() {
            const board = createBoard()
            // Civilians: ten regions hold some in the fixture.
            let civilians = 0
            for (const r of board.geometry.regions)
                civilians += visibleCount(findByName(board, "region-" + r.id), "civilians")
            compare(civilians, 10)
            verify(texts(findByName(board, "region-strathclyde")).indexOf("2") >= 0)
            // Buildings: 3 Alien + 6 Human, with short labels and Defense values.
            compare(visibleCount(board, "building"), 9)
            const london = texts(findByName(board, "region-london"))
            verify(london.indexOf("HA") >= 0, london)
            verify(london.indexOf("3") >= 0, london)      // Heavy Artillery, Defense 3
            verify(texts(findByName(board, "region-lothian")).indexOf("4") >= 0)  // Fort
            compare(visibleCount(board, "balloons"), 1)
            verify(findByName(findByName(board, "region-london"), "balloons").visible)
            // Influence tokens by letter.
            verify(texts(findByName(board, "region-strathclyde")).indexOf("F") >= 0)
            verify(texts(findByName(board, "region-yorkshire")).indexOf("S") >= 0)
            verify(texts(findByName(board, "region-midlands")).indexOf("N") >= 0)
            // Units with their short ids; tripod-3 is off the board.
            compare(unitsIn(board, "strathclyde"), ["T1"])
            compare(unitsIn(board, "argyll"), ["U1"])
            compare(unitsIn(board, "portsmouth"), ["N1"])
            compare(unitsIn(board, "lothian"), ["A1"])
            compare(unitsIn(board, "highlands"), ["T2"])
            let all = 0
            for (const r of board.geometry.regions)
                all += unitsIn(board, r.id).length
            compare(all, 9)
        }

        function test_highlight() {
            const board = createBoard()
            compare(board.changedRegions, ["argyll", "strathclyde"])
            // One highlight per region, made once; the changed ones are shown.
            compare(findByName(board, "highlights").count, 21)
            compare(visibleCount(board, "highlight"), 2)
            verify(findByName(findByName(board, "region-strathclyde"), "regionName").font.underline)
            verify(!findByName(findByName(board, "region-london"), "regionName").font.underline)
            verify(board.damageChanged)

            // Without the previous state (set-up) nothing is highlighted.
            boardStates.show(board.regionModel, fixture.current, {})
            compare(board.changedRegions, [])
            verify(!board.damageChanged)
            compare(visibleCount(board, "highlight"), 0)
            verify(!findByName(findByName(board, "region-strathclyde"), "regionName").font.underline)
        }

        // A state change updates the label items in place: the same items, new contents.
        function test_stepKeepsItems() {
            const board = createBoard()
            const london = findByName(board, "region-london")
            const strathclyde = findByName(board, "region-strathclyde")
            verify(texts(strathclyde).indexOf("F") >= 0)
            boardStates.show(board.regionModel, fixture.previous, {})
            compare(findByName(board, "region-london"), london)
            compare(findByName(board, "region-strathclyde"), strathclyde)
            wait(0)  // the unit items the step replaced go at the next event loop pass
            compare(unitsIn(board, "argyll").sort(), ["T1", "U1"])
            compare(unitsIn(board, "strathclyde"), [])
            verify(texts(strathclyde).indexOf("F") < 0, texts(strathclyde))
            compare(board.changedRegions, [])
        }

        // Bound to a ReplayController, the board follows its steps (C++ to C++).
        function test_followsAController() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            controller.openPath(samplesDir + "/wotw-humans-win.ugr")
            tryCompare(controller, "hasRecord", true, 20000)
            controller.step = 0
            compare(board.changedRegions, [])
            // Find a step that changes the board, and check the highlight against the model.
            let step = 1
            while (step <= controller.stepCount && board.changedRegions.length === 0)
                controller.step = step++
            verify(board.changedRegions.length > 0, "no step of the sample changes the board")
            compare(visibleCount(board, "highlight"), board.changedRegions.length)
            wait(0)
            const total = controller.state.units.filter(u => (u.region ?? "").length > 0).length
            let shown = 0
            for (const r of board.geometry.regions)
                shown += unitsIn(board, r.id).length
            compare(shown, total)
            controller.close()
            compare(board.changedRegions, [])
        }

        // The shared highlight layers draw the step: one arrow per move or attack from elsewhere,
        // one sign per other highlight, in the error colour on a step that broke a rule.
        function test_stepHighlights() {
            const board = createTemporaryObject(boardComponent, root, {replay: controller})
            verify(board)
            controller.openPath(samplesDir + "/wotw-broken.ugr")
            tryCompare(controller, "hasRecord", true, 20000)
            const arrows = findByName(board, "highlightArrows")
            const marks = findByName(board, "highlightMarks")
            verify(arrows && marks)
            controller.step = 0
            compare(visibleCount(arrows, "highlightArrow"), 0)
            compare(visibleCount(marks, "highlightSign"), 0)
            let sawArrow = false, sawSign = false, sawFlagged = false
            for (let step = 1; step <= controller.stepCount; ++step) {
                controller.step = step
                const model = board.highlightModel
                let moves = 0, signs = 0
                for (let row = 0; row < model.count; ++row) {
                    const kind = model.data(model.index(row, 0), BoardHighlightModel.KindRole)
                    const from = model.data(model.index(row, 0), BoardHighlightModel.FromRole)
                    if (from !== "" && (kind === "move" || kind === "attack"))
                        ++moves
                    if (kind !== "move")
                        ++signs
                }
                compare(visibleCount(arrows, "highlightArrow"), moves, "arrows at step " + step)
                compare(visibleCount(marks, "highlightSign"), signs, "signs at step " + step)
                sawArrow = sawArrow || moves > 0
                sawSign = sawSign || signs > 0
                if (signs > 0 && controller.currentErrorCount > 0) {
                    sawFlagged = true
                    verify(marks.flagged)
                    const mark = findByName(marks, "highlightMark")
                    verify(mark)
                    verify(Qt.colorEqual(mark.color, marks.illegalColor), mark.color)
                    verify(!Qt.colorEqual(mark.color, marks.color))
                }
            }
            verify(sawArrow && sawSign && sawFlagged)
            controller.close()
            compare(board.highlightModel.count, 0)
        }

        function test_damageTrack() {
            const board = createBoard()
            const track = findByName(board, "damageTrack")
            compare(track.damage, 12)
            compare(findByName(track, "cells").children.length, 32)  // 31 cells + the Repeater
            const marker = findByName(track, "marker")
            compare(marker.index, 12)
            verify(track.changed)
            verify(texts(track).indexOf("Alien damage 12/30") >= 0, texts(track))
            compare(track.Accessible.name, "Alien damage 12 of 30")
            // Values beyond the track keep the marker on it.
            boardStates.show(board.regionModel, Object.assign({}, fixture.current, {damage: 45}), {})
            compare(findByName(track, "marker").index, 30)
        }

        function test_russianNames() {
            const board = createBoard()
            board.russian = true
            compare(findByName(findByName(board, "region-lothian"), "regionName").text, "Лотиан")
            verify(board.describe(board.geometry.indexOf("london")).indexOf("Постройка: Тяжёлая артиллерия (Защита 3)") >= 0
                   || board.describe(board.geometry.indexOf("london")).join(";").indexOf("Тяжёлая артиллерия") >= 0)
        }

        function test_tooltipAndAccessibleNames() {
            const board = createBoard()
            const i = board.geometry.indexOf("london")
            const region = board.geometry.regions[i]
            const map = findByName(board, "map")
            mouseMove(map, region.x * board.boardScale + 3, region.y * board.boardScale + 3)
            tryCompare(board, "hoveredIndex", i)
            const lines = board.describe(i)
            compare(lines[0], "London / Лондон")
            verify(lines.indexOf("Building: Heavy Artillery (Defense 3)") >= 0, lines)
            verify(lines.indexOf("Units: Army 2") >= 0, lines)  // the piece's name, not the record's id
            verify(lines.indexOf("3 civilians") >= 0 || lines.indexOf("3 civilian(s)") >= 0, lines)
            const label = findByName(board, "region-london")
            verify(label.Accessible.name.indexOf("London") === 0, label.Accessible.name)
            compare(board.Accessible.name, "War of the Worlds board")
            // Off the map: no region.
            mouseMove(map, -10, -10)
            mouseMove(root, root.width - 1, root.height - 1)
            tryCompare(board, "hoveredIndex", -1)
            const ship = board.describe(board.geometry.indexOf("argyll"))
            verify(ship.indexOf("Alien landing region") >= 0, ship)
            verify(ship.indexOf("Changed by this step") >= 0, ship)
            verify(board.describe(board.geometry.indexOf("portsmouth")).indexOf("Anchor: the Navy is placed here") >= 0)
        }

        function test_emptyAndBadInput() {
            const board = createTemporaryObject(boardComponent, root)
            waitForRendering(board)
            compare(board.regionModel.count, 21)
            compare(visibleCount(board, "civilians"), 0)
            compare(board.changedRegions, [])
            boardStates.show(board.regionModel, {regions: "junk", units: [42, {id: "ufo-9", region: "atlantis"}], damage: "x"}, {})
            waitForRendering(board)
            compare(board.regionModel.count, 21)
            compare(visibleCount(board, "civilians"), 0)
            compare(findByName(board, "damageTrack").damage, 0)
            ignoreWarning(/no board/)
            board.geometry.game = "no-such-game"
            compare(findByName(board, "regionLabels").count, 0)
            verify(findByName(board, "error").visible)
            verify(findByName(board, "error").text.indexOf("no-such-game") >= 0)
        }

        // Step-change cost as a figure (logged, not asserted): switch between the two
        // fixture states and render each frame.
        function test_stepTiming() {
            const board = createBoard()
            const rounds = 20
            let bindings = 0
            const start = Date.now()
            for (let i = 0; i < rounds; ++i) {
                const t = Date.now()
                boardStates.show(board.regionModel, i % 2 ? fixture.current : fixture.previous,
                                 i % 2 ? fixture.previous : fixture.current)
                bindings += Date.now() - t
                waitForRendering(board)
            }
            console.log("WotwBoard: " + (bindings / rounds).toFixed(1) + " ms per step change (bindings), "
                        + ((Date.now() - start) / rounds).toFixed(1) + " ms including a rendered frame (offscreen)")
            compare(board.changedRegions.length, 2)
        }

        function test_zpicture() {
            const board = createBoard()
            const image = grabImage(board)
            const file = picturesDir + "/wotw-board-" + (darkPalette ? "dark" : "light") + ".png"
            compare(image.width, board.width)
            image.save(file)  // throws (and fails the test) when the file cannot be written
            console.log("WotwBoard picture: " + file)
            // Land and sea really differ in colour: an empty corner of the Highlands against
            // the top-left corner of the Hebrides Sea.
            const land = image.pixel(260 * board.boardScale, 90 * board.boardScale)
            const sea = image.pixel(5, 5)
            verify(!Qt.colorEqual(land, sea), land + " vs " + sea)
        }
    }
}
