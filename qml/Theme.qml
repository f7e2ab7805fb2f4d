pragma Singleton
import QtQuick
import Umpire

// Colours, spacing and fonts for every page. Colours derive from the application palette,
// which follows the system's light or dark scheme (or the user's choice in Settings), so no
// page hard-codes a colour.
QtObject {
    id: theme

    readonly property SystemPalette palette: SystemPalette {
        colorGroup: SystemPalette.Active
    }
    readonly property SystemPalette disabledPalette: SystemPalette {
        colorGroup: SystemPalette.Disabled
    }

    // True when the palette is dark; accents are tuned to stay readable on either.
    readonly property bool dark: palette.window.hslLightness < 0.5

    // Surfaces
    readonly property color window: palette.window
    readonly property color surface: palette.base          // content panels, lists
    readonly property color sidebar: mix(palette.window, palette.text, dark ? 0.04 : 0.035)
    readonly property color border: mix(palette.window, palette.text, dark ? 0.22 : 0.18)
    readonly property color hover: mix(palette.window, palette.text, 0.07)

    // Text
    readonly property color text: palette.windowText
    readonly property color mutedText: mix(palette.windowText, palette.window, 0.4)
    readonly property color disabledText: disabledPalette.windowText

    // Accent (the system's selection colour) and its text
    readonly property color accent: palette.highlight
    readonly property color accentText: palette.highlightedText
    readonly property color accentSoft: mix(palette.window, palette.highlight, dark ? 0.3 : 0.14)
    readonly property color focusRing: palette.highlight

    // Findings and messages
    readonly property color error: dark ? "#ff7b72" : "#c62828"
    readonly property color warning: dark ? "#e3b341" : "#a15c00"
    readonly property color note: dark ? "#79c0ff" : "#0b5cad"
    readonly property color errorSoft: mix(palette.window, error, dark ? 0.2 : 0.1)

    // Spacing on a 4-pixel grid
    readonly property int spacingTiny: 2
    readonly property int spacingSmall: 4
    readonly property int spacing: 8
    readonly property int spacingMedium: 12
    readonly property int spacingLarge: 16
    readonly property int spacingHuge: 32
    readonly property int radius: 6
    readonly property int focusWidth: 2

    // Sizes
    readonly property int iconSize: 24
    readonly property int navigationWidth: 92
    readonly property int contentMaxWidth: 880

    // Fonts: scaled from the system font so the user's size preference carries through.
    readonly property font bodyFont: SystemFonts.body
    readonly property real basePointSize: bodyFont.pointSize > 0 ? bodyFont.pointSize : 10
    readonly property font smallFont: Qt.font({
        family: bodyFont.family,
        pointSize: Math.max(7, Math.round(basePointSize * 0.9))
    })
    readonly property font strongFont: Qt.font({
        family: bodyFont.family,
        pointSize: basePointSize,
        weight: Font.DemiBold
    })
    readonly property font titleFont: Qt.font({
        family: bodyFont.family,
        pointSize: Math.round(basePointSize * 1.35),
        weight: Font.DemiBold
    })
    readonly property font headingFont: Qt.font({
        family: bodyFont.family,
        pointSize: Math.round(basePointSize * 1.9),
        weight: Font.DemiBold
    })
    readonly property font monoFont: SystemFonts.fixed

    // The colour of the side in seat `index` (ReplayController.sides order), the same in the
    // move list and on every generic board: green and blue for two-side games, then four more
    // for War of Civilizations' clans; grey for no side.
    readonly property var seatColors: ["#4f9a55", "#4a7fc0", "#c0604a", "#9a7b4f", "#8e5fb8", "#3a9ea5"]
    function sideColor(index: int): color {
        // Qt.color: the list holds names, and Qt 6.4 returns a function's value as it is, not
        // converted to the declared type, so a caller reading .r or mixing it needs a colour.
        return index >= 0 ? Qt.color(seatColors[index % seatColors.length]) : border
    }

    // The seat of side `id` among `sides` ([{id, name}] in seating order, as
    // ReplayController.sides lists them), -1 when it is not in play.
    function seatOf(sides: var, id: string): int {
        const list = sides ?? []
        for (let i = 0; i < list.length; ++i) {
            if (list[i].id === id)
                return i
        }
        return -1
    }
    // The colour of side `id`: every view that colours a side by its id takes it from here, so
    // a side has one colour on the board, its key, the move list, the chart and the consoles.
    // A view marking an item with a side's colour gives the item `sideId` and `sideColor`
    // properties; tests/app/tst_app_boards.cpp compares every such item with this.
    function sideColorOf(sides: var, id: string): color {
        return sideColor(seatOf(sides, id))
    }

    // The colour `t` of the way from `a` to `b` (0 gives a, 1 gives b). Either may be a name
    // such as "#3b6fd8": Qt 6.4 passes arguments as they are, not converted to the declared
    // `color`, and a name has no channels to mix.
    function mix(a: color, b: color, t: real): color {
        const from = typeof a === "string" ? Qt.color(a) : a
        const to = typeof b === "string" ? Qt.color(b) : b
        return Qt.rgba(from.r + (to.r - from.r) * t, from.g + (to.g - from.g) * t,
                       from.b + (to.b - from.b) * t, from.a + (to.a - from.a) * t)
    }
}
