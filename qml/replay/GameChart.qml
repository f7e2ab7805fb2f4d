pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The game at a glance: one line per ChartModel series (War of the Worlds: civilians left and
// Alien damage) over the turns, with the current turn marked and the findings marked on the
// time axis (a disc for errors and notes, a square for warnings, in their colours, as the move
// list marks them). Ticks are round numbers and never overlap. Hovering shows the values at
// that point; a click on the chart shows the end of the nearest turn. From the keyboard the
// chart takes focus (Tab): Left and Right move a cursor over the points with the same readout,
// Home and End jump to the ends, Enter or Space goes there as a click does.
ColumnLayout {
    id: chart

    required property ReplayController replay
    readonly property ChartModel model: replay.chart
    // One colour per series: the colour of its side (Theme.sideColorOf), as on the board and in
    // the move list; a number of no side in the text's colours.
    readonly property var colors: {
        const sides = chart.replay.sides
        return chart.model.series.map((s, i) => s.side ? Theme.sideColorOf(sides, s.side)
                                                       : (i % 2 === 0 ? Theme.text : Theme.mutedText))
    }
    // One dash pattern per series: a side with several numbers (Tripods' vehicles, damage and
    // resistance each) has one colour, so its lines differ by their dashes.
    readonly property var dashes: {
        const patterns = [[], [6, 3], [2, 3], [8, 3, 2, 3], [1, 2]]
        const seen = {}
        return chart.model.series.map(s => {
            const k = seen[s.side] ?? 0
            seen[s.side] = k + 1
            return patterns[k % patterns.length]
        })
    }

    spacing: Theme.spacingSmall
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Chart of the game")
    Accessible.description: {
        const m = chart.model
        if (m.count === 0 || m.currentIndex < 0)
            return ""
        return m.series.map(s => "%1: %2".arg(s.label).arg(s.values[m.currentIndex] ?? "—")).join(", ")
    }

    // Legend, with the current values, and the turn shown under it: in a column, the Flow's
    // height follows the width it is given (in a row, its width and height chased each other).
    ColumnLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        visible: chart.model.count > 0
        spacing: Theme.spacingLarge

        // A Flow around the Repeater, not straight in the layout (docs/app-qml-rules.md): the
        // entries wrap rather than run out of the panel.
        Flow {
            objectName: "chartLegend"
            Layout.fillWidth: true
            // The panel's width, not the width of every entry on one line.
            Layout.preferredWidth: chart.width - 2 * Theme.spacing
            spacing: Theme.spacingLarge
            Repeater {
                model: chart.model.series
                delegate: Row {
                    id: legendItem
                    required property var modelData
                    required property int index
                    spacing: Theme.spacingSmall
                    Canvas {
                        // The side and its colour (tests/app/tst_app_boards.cpp).
                        readonly property string sideId: legendItem.modelData.side
                        readonly property color sideColor: chart.colors[legendItem.index] ?? Theme.text
                        readonly property var dash: chart.dashes[legendItem.index] ?? []
                        objectName: "legendSwatch"
                        anchors.verticalCenter: parent.verticalCenter
                        width: 18
                        height: 4
                        onSideColorChanged: requestPaint()
                        onDashChanged: requestPaint()
                        onPaint: {
                            const ctx = getContext("2d")
                            ctx.reset()
                            ctx.strokeStyle = sideColor
                            ctx.lineWidth = 3
                            ctx.setLineDash(dash)
                            ctx.beginPath()
                            ctx.moveTo(0, height / 2)
                            ctx.lineTo(width, height / 2)
                            ctx.stroke()
                        }
                    }
                    Label {
                        objectName: "legendValue"
                        // The value at the step shown, as the board shows it.
                        text: {
                            const v = chart.model.currentValues[legendItem.index]
                            return v === undefined || v === null
                                   ? legendItem.modelData.label
                                   : "%1: %2".arg(legendItem.modelData.label).arg(Math.round(v * 10) / 10)
                        }
                        color: Theme.text
                    }
                }
            }
        }
        Label {
            id: turnLabel
            visible: chart.model.currentIndex >= 0
            text: chart.model.currentIndex > 0
                  ? qsTr("Turn %1").arg(chart.model.turns[chart.model.currentIndex])
                  : qsTr("Set-up")
            color: Theme.mutedText
        }
    }

    Canvas {
        id: canvas
        objectName: "chartCanvas"
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.minimumHeight: 120
        visible: chart.model.count > 0

        readonly property int padLeft: 40
        readonly property int padRight: 12
        readonly property int padTop: 8
        readonly property int padBottom: 40
        readonly property real plotWidth: Math.max(1, width - padLeft - padRight)
        readonly property real plotHeight: Math.max(1, height - padTop - padBottom)
        // The axis line, and the strip below it where the finding marks sit.
        readonly property real axisY: padTop + plotHeight
        readonly property real marksY: axisY + 8
        readonly property int fontPixels: Math.max(10, Math.round(Theme.smallFont.pixelSize > 0 ? Theme.smallFont.pixelSize
                                                                  : Theme.smallFont.pointSize * 4 / 3))
        // The point under the mouse or the keyboard cursor, -1 when none.
        property int hoverIndex: -1

        activeFocusOnTab: true
        Accessible.role: Accessible.Chart
        Accessible.name: qsTr("Chart of the game")
        Accessible.description: readout.visible ? readout.title : ""

        // The keyboard cursor starts at the step shown and goes when focus leaves (unless the
        // mouse is over the chart, which then sets it).
        onActiveFocusChanged: {
            if (activeFocus && hoverIndex < 0 && chart.model.count > 0)
                hoverIndex = Math.max(0, chart.model.currentIndex)
            else if (!activeFocus && !mouse.containsMouse)
                hoverIndex = -1
        }
        function moveCursor(to: int) {
            if (chart.model.count > 0)
                hoverIndex = Math.max(0, Math.min(chart.model.count - 1, to))
        }
        // Shows the end of the turn at point `i`, as a click there does.
        function goTo(i: int) {
            const step = i >= 0 ? chart.model.stepAt(i) : -1
            if (step >= 0)
                chart.replay.step = step
        }
        readonly property var cursorKeys: [Qt.Key_Left, Qt.Key_Right, Qt.Key_Home, Qt.Key_End,
                                           Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space]
        // These keys move the replay elsewhere on the page; on the focused chart they move its
        // cursor instead.
        Keys.onShortcutOverride: event => event.accepted = event.modifiers === Qt.NoModifier
                                                           && cursorKeys.includes(event.key)
        Keys.onPressed: event => {
            if (event.modifiers !== Qt.NoModifier || chart.model.count === 0)
                return
            const at = hoverIndex >= 0 ? hoverIndex : Math.max(0, chart.model.currentIndex)
            switch (event.key) {
            case Qt.Key_Left: moveCursor(at - 1); break
            case Qt.Key_Right: moveCursor(at + 1); break
            case Qt.Key_Home: moveCursor(0); break
            case Qt.Key_End: moveCursor(chart.model.count - 1); break
            case Qt.Key_Return:
            case Qt.Key_Enter:
            case Qt.Key_Space: goTo(at); break
            default: return
            }
            event.accepted = true
        }

        function xAt(i: int): real {
            const n = chart.model.count
            return padLeft + (n > 1 ? plotWidth * i / (n - 1) : plotWidth / 2)
        }
        function yAt(v: real): real {
            const lo = chart.model.minimum, hi = chart.model.maximum
            return padTop + plotHeight * (1 - (hi > lo ? (v - lo) / (hi - lo) : 0.5))
        }
        function indexAt(x: real): int {
            const n = chart.model.count
            if (n === 0)
                return -1
            const i = Math.round((x - padLeft) / plotWidth * (n - 1))
            return Math.max(0, Math.min(n - 1, i))
        }
        // The line of series `s` as runs of points (a gap starts a new run): level from one
        // point to the x of the next, then straight up or down to its value.
        function linePoints(s: int): var {
            const m = chart.model
            const values = m.series[s]?.values ?? []
            const runs = []
            let run = null
            for (let i = 0; i < m.count; ++i) {
                const v = values[i]
                if (v === undefined || v === null) {
                    run = null
                    continue
                }
                if (run) {
                    run.push(Qt.point(xAt(i), run[run.length - 1].y))
                    run.push(Qt.point(xAt(i), yAt(v)))
                } else {
                    run = [Qt.point(xAt(i), yAt(v))]
                    runs.push(run)
                }
            }
            return runs
        }
        // A round step (1, 2 or 5 times a power of ten) giving at most `most` steps over `range`.
        function niceStep(range: real, most: int): real {
            const raw = Math.max(range, 1e-9) / Math.max(1, most)
            const power = Math.pow(10, Math.floor(Math.log10(raw)))
            for (const f of [1, 2, 5, 10]) {
                if (f * power >= raw)
                    return f * power
            }
            return 10 * power
        }

        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const m = chart.model
            if (m.count === 0)
                return
            ctx.font = "%1px sans-serif".arg(fontPixels)
            // Value ticks: round numbers (whole ones for counters), at least a line apart.
            ctx.strokeStyle = Theme.border
            ctx.fillStyle = Theme.mutedText
            ctx.lineWidth = 1
            const lo = m.minimum, hi = m.maximum
            const valueStep = Math.max(1, niceStep(hi - lo, Math.max(1, Math.floor(plotHeight / (fontPixels * 2.2)))))
            ctx.textAlign = "right"
            ctx.textBaseline = "middle"
            for (let v = Math.ceil(lo / valueStep) * valueStep; v <= hi + 1e-9; v += valueStep) {
                const y = Math.round(yAt(v)) + 0.5
                ctx.beginPath()
                ctx.moveTo(padLeft, y)
                ctx.lineTo(padLeft + plotWidth, y)
                ctx.stroke()
                ctx.fillText(String(Math.round(v * 100) / 100), padLeft - 6, y)
            }
            // Turn ticks: the first point of every turn whose number is a multiple of a round
            // step, the step chosen so that the labels do not overlap.
            const turns = m.turns
            const lastTurn = Math.max(1, turns[m.count - 1])
            const labelWidth = ctx.measureText(String(lastTurn)).width + fontPixels
            const turnStep = Math.max(1, niceStep(lastTurn, Math.max(1, Math.floor(plotWidth / labelWidth))))
            ctx.textAlign = "center"
            ctx.textBaseline = "top"
            ctx.strokeStyle = Theme.mutedText
            let lastX = -1e9
            for (let i = 1; i < m.count; ++i) {
                const t = turns[i]
                if (t === turns[i - 1] || t % turnStep !== 0 && !(turnStep > 1 && t === 1))
                    continue
                const x = Math.round(xAt(i)) + 0.5
                if (x - lastX < labelWidth)
                    continue
                lastX = x
                ctx.beginPath()
                ctx.moveTo(x, axisY)
                ctx.lineTo(x, axisY + 14)
                ctx.stroke()
                ctx.fillText(String(t), x, axisY + 17)
            }
            ctx.textAlign = "left"
            ctx.fillText(qsTr("Turn"), 2, axisY + 17)
            // The axis.
            ctx.strokeStyle = Theme.mutedText
            ctx.beginPath()
            ctx.moveTo(padLeft, Math.round(axisY) + 0.5)
            ctx.lineTo(padLeft + plotWidth, Math.round(axisY) + 0.5)
            ctx.stroke()
            // The current turn, and the hovered one.
            if (m.currentIndex >= 0) {
                const x = Math.round(xAt(m.currentIndex)) + 0.5
                ctx.strokeStyle = Theme.accent
                ctx.lineWidth = 2
                ctx.beginPath()
                ctx.moveTo(x, padTop)
                ctx.lineTo(x, axisY)
                ctx.stroke()
            }
            if (hoverIndex >= 0) {
                const x = Math.round(xAt(hoverIndex)) + 0.5
                ctx.strokeStyle = Theme.mutedText
                ctx.lineWidth = 1
                ctx.setLineDash([3, 3])
                ctx.beginPath()
                ctx.moveTo(x, padTop)
                ctx.lineTo(x, axisY)
                ctx.stroke()
                ctx.setLineDash([])
            }
            // The series, as steps: a value holds until the turn that changed it (it changed at
            // one move of that turn, not gradually), so the line runs level and then rises or
            // falls at the turn's point. A missing value breaks the line.
            for (let s = 0; s < m.series.length; ++s) {
                const values = m.series[s].values
                ctx.strokeStyle = chart.colors[s] ?? Theme.text
                ctx.fillStyle = ctx.strokeStyle
                ctx.lineWidth = 2
                ctx.setLineDash(chart.dashes[s] ?? [])
                ctx.beginPath()
                for (const run of linePoints(s)) {
                    ctx.moveTo(run[0].x, run[0].y)
                    for (let k = 1; k < run.length; ++k)
                        ctx.lineTo(run[k].x, run[k].y)
                }
                ctx.stroke()
                ctx.setLineDash([])
                for (const i of [m.currentIndex, hoverIndex]) {
                    if (i >= 0 && values[i] !== undefined && values[i] !== null) {
                        ctx.beginPath()
                        ctx.arc(xAt(i), yAt(values[i]), i === m.currentIndex ? 4 : 3, 0, 2 * Math.PI)
                        ctx.fill()
                    }
                }
            }
            // The findings in the strip under the time axis, errors drawn last so they stay on top.
            const marks = m.findingMarks
            const halo = Theme.surface
            for (const severity of ["note", "warning", "error"]) {
                ctx.fillStyle = severity === "error" ? Theme.error : severity === "warning" ? Theme.warning : Theme.note
                ctx.strokeStyle = halo
                ctx.lineWidth = 1.5
                for (const mark of marks) {
                    if (mark.severity !== severity)
                        continue
                    const x = xAt(mark.index)
                    ctx.beginPath()
                    if (severity === "warning")
                        ctx.rect(x - 4, marksY - 4, 8, 8)
                    else
                        ctx.arc(x, marksY, severity === "error" ? 5 : 4, 0, 2 * Math.PI)
                    ctx.fill()
                    ctx.stroke()
                }
            }
        }

        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onHoverIndexChanged: requestPaint()
        onVisibleChanged: requestPaint()
        Connections {
            target: chart
            function onColorsChanged() { canvas.requestPaint() }
        }
        Connections {
            target: chart.model
            function onChanged() { canvas.requestPaint() }
            function onCurrentIndexChanged() { canvas.requestPaint() }
        }
        Connections {
            target: Theme
            function onDarkChanged() { canvas.requestPaint() }
        }

        MouseArea {
            id: mouse
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onPositionChanged: event => canvas.hoverIndex = canvas.indexAt(event.x)
            onExited: if (!canvas.activeFocus) canvas.hoverIndex = -1
            onClicked: event => canvas.goTo(canvas.indexAt(event.x))
        }

        // The keyboard focus frame.
        Rectangle {
            anchors.fill: parent
            visible: canvas.activeFocus
            color: "transparent"
            radius: Theme.radius
            border.color: Theme.focusRing
            border.width: Theme.focusWidth
        }

        // The values at the hovered point.
        ChartReadout {
            id: readout
            objectName: "chartReadout"
            visible: canvas.hoverIndex >= 0
            model: chart.model
            index: canvas.hoverIndex
            colors: chart.colors
            sideNames: chart.replay.sides
            x: {
                const px = canvas.xAt(Math.max(0, canvas.hoverIndex))
                return px + 12 + width <= canvas.width ? px + 12 : Math.max(0, px - 12 - width)
            }
            y: canvas.padTop
        }
    }

    Label {
        Layout.fillWidth: true
        Layout.fillHeight: true
        Layout.margins: Theme.spacingLarge
        visible: chart.model.count === 0
        wrapMode: Text.Wrap
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        color: Theme.mutedText
        text: qsTr("No chart for this record: it is not checked, or its game has no counters to chart.")
    }
}
