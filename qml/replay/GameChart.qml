pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The game at a glance: one line per ChartModel series (War of the Worlds: civilians left and
// Alien damage) over the turns, with the current turn marked. A click on the chart shows the
// end of the nearest turn.
ColumnLayout {
    id: chart

    required property ReplayController replay
    readonly property ChartModel model: replay.chart
    // One colour per series, in order; readable on light and dark.
    readonly property var colors: Theme.dark ? ["#79c0ff", "#ff9b72", "#7ee787", "#d2a8ff"]
                                             : ["#1565c0", "#c4421a", "#2e7d32", "#6a1b9a"]

    spacing: Theme.spacingSmall
    Accessible.role: Accessible.Chart
    Accessible.name: qsTr("Chart of the game")
    Accessible.description: {
        const m = chart.model
        if (m.count === 0 || m.currentIndex < 0)
            return ""
        return m.series.map(s => "%1: %2".arg(s.label).arg(s.values[m.currentIndex] ?? "—")).join(", ")
    }

    // Legend, with the current values.
    RowLayout {
        Layout.fillWidth: true
        Layout.leftMargin: Theme.spacing
        Layout.rightMargin: Theme.spacing
        visible: chart.model.count > 0
        spacing: Theme.spacingLarge

        // A Row around the Repeater, not straight in the layout (docs/app-qml-rules.md).
        Row {
            spacing: Theme.spacingLarge
            Repeater {
                model: chart.model.series
                delegate: RowLayout {
                    id: legendItem
                    required property var modelData
                    required property int index
                    spacing: Theme.spacingSmall
                    Rectangle {
                        implicitWidth: 14
                        implicitHeight: 3
                        color: chart.colors[legendItem.index % chart.colors.length]
                    }
                    Label {
                        text: {
                            const i = chart.model.currentIndex
                            const v = i >= 0 ? legendItem.modelData.values[i] : undefined
                            return v === undefined ? legendItem.modelData.label
                                                   : "%1: %2".arg(legendItem.modelData.label).arg(v)
                        }
                        color: Theme.text
                    }
                }
            }
        }
        Item { Layout.fillWidth: true }
        Label {
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

        readonly property int padLeft: 34
        readonly property int padRight: 10
        readonly property int padTop: 8
        readonly property int padBottom: 22
        readonly property real plotWidth: Math.max(1, width - padLeft - padRight)
        readonly property real plotHeight: Math.max(1, height - padTop - padBottom)

        function xAt(i: int): real {
            const n = chart.model.count
            return padLeft + (n > 1 ? plotWidth * i / (n - 1) : plotWidth / 2)
        }
        function yAt(v: real): real {
            const lo = chart.model.minimum, hi = chart.model.maximum
            return padTop + plotHeight * (1 - (hi > lo ? (v - lo) / (hi - lo) : 0.5))
        }

        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const m = chart.model
            if (m.count === 0)
                return
            ctx.font = "%1px sans-serif".arg(Math.round(Theme.smallFont.pixelSize > 0 ? Theme.smallFont.pixelSize : 11))
            // Axes and a few grid lines with their values.
            ctx.strokeStyle = Theme.border
            ctx.fillStyle = Theme.mutedText
            ctx.lineWidth = 1
            const lo = m.minimum, hi = m.maximum
            const ticks = 4
            for (let t = 0; t <= ticks; ++t) {
                const v = lo + (hi - lo) * t / ticks
                const y = Math.round(yAt(v)) + 0.5
                ctx.beginPath()
                ctx.moveTo(padLeft, y)
                ctx.lineTo(padLeft + plotWidth, y)
                ctx.stroke()
                ctx.textAlign = "right"
                ctx.textBaseline = "middle"
                ctx.fillText(Math.round(v), padLeft - 6, y)
            }
            // Turn labels along the bottom, thinned to fit.
            ctx.textAlign = "center"
            ctx.textBaseline = "top"
            const every = Math.max(1, Math.ceil(m.count * 28 / plotWidth))
            for (let i = 0; i < m.count; i += every) {
                if (m.turns[i] > 0)
                    ctx.fillText(m.turns[i], xAt(i), padTop + plotHeight + 5)
            }
            // The current turn.
            if (m.currentIndex >= 0) {
                const x = Math.round(xAt(m.currentIndex)) + 0.5
                ctx.strokeStyle = Theme.accent
                ctx.lineWidth = 2
                ctx.beginPath()
                ctx.moveTo(x, padTop)
                ctx.lineTo(x, padTop + plotHeight)
                ctx.stroke()
            }
            // The series; a missing value breaks the line.
            for (let s = 0; s < m.series.length; ++s) {
                const values = m.series[s].values
                ctx.strokeStyle = chart.colors[s % chart.colors.length]
                ctx.fillStyle = ctx.strokeStyle
                ctx.lineWidth = 2
                ctx.beginPath()
                let drawing = false
                for (let i = 0; i < m.count; ++i) {
                    const v = values[i]
                    if (v === undefined || v === null) {
                        drawing = false
                        continue
                    }
                    if (drawing)
                        ctx.lineTo(xAt(i), yAt(v))
                    else
                        ctx.moveTo(xAt(i), yAt(v))
                    drawing = true
                }
                ctx.stroke()
                if (m.currentIndex >= 0 && values[m.currentIndex] !== undefined) {
                    ctx.beginPath()
                    ctx.arc(xAt(m.currentIndex), yAt(values[m.currentIndex]), 4, 0, 2 * Math.PI)
                    ctx.fill()
                }
            }
        }

        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
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
            anchors.fill: parent
            cursorShape: Qt.PointingHandCursor
            onClicked: mouse => {
                const n = chart.model.count
                if (n === 0)
                    return
                const i = Math.round((mouse.x - canvas.padLeft) / canvas.plotWidth * (n - 1))
                const step = chart.model.stepAt(Math.max(0, Math.min(n - 1, i)))
                if (step >= 0)
                    chart.replay.step = step
            }
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
