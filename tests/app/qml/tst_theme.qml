import QtQuick
import QtTest
import Umpire

// The Theme singleton: colours come from the palette, stay readable, and sizes are ordered.
TestCase {
    name: "Theme"

    SystemPalette {
        id: palette
        colorGroup: SystemPalette.Active
    }

    function init() {
        failOnWarning(/.*/)
    }

    // WCAG 2 relative luminance and contrast ratio.
    function luminance(c) {
        function channel(v) {
            return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    function contrast(a, b) {
        const la = luminance(a), lb = luminance(b)
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
    }

    function test_colours_follow_the_palette() {
        verify(Qt.colorEqual(Theme.window, palette.window))
        verify(Qt.colorEqual(Theme.text, palette.windowText))
        verify(Qt.colorEqual(Theme.accent, palette.highlight))
        verify(Qt.colorEqual(Theme.surface, palette.base))
        compare(Theme.dark, palette.window.hslLightness < 0.5)
    }

    function test_text_is_readable() {
        verify(contrast(Theme.text, Theme.window) >= 7, "body text contrast")
        verify(contrast(Theme.mutedText, Theme.window) >= 3, "muted text contrast")
        verify(contrast(Theme.error, Theme.window) >= 3, "error colour contrast")
        verify(contrast(Theme.error, Theme.errorSoft) >= 3, "error on its banner")
        verify(contrast(Theme.text, Theme.accentSoft) >= 4.5, "text on the selected page")
        // The sidebar and borders are visibly different from the window, but quietly so.
        verify(contrast(Theme.border, Theme.window) > 1.1)
        verify(contrast(Theme.sidebar, Theme.window) < 1.2)
    }

    function test_mix() {
        verify(Qt.colorEqual(Theme.mix(Qt.rgba(0, 0, 0, 1), Qt.rgba(1, 1, 1, 1), 0), "black"))
        verify(Qt.colorEqual(Theme.mix(Qt.rgba(0, 0, 0, 1), Qt.rgba(1, 1, 1, 1), 1), "white"))
        const grey = Theme.mix(Qt.rgba(0, 0, 0, 1), Qt.rgba(1, 1, 1, 1), 0.5)
        fuzzyCompare(grey.r, 0.5, 0.01)
        fuzzyCompare(grey.g, 0.5, 0.01)
        fuzzyCompare(grey.b, 0.5, 0.01)
    }

    // A side colour and a colour written as a name ("#3b6fd8") reach mix() as JavaScript
    // strings (Qt 6.4 does not convert arguments to a function's declared types); mixed as
    // such they gave the same invalid colour for every side, so both Space Wars homeworlds
    // looked alike.
    function test_mix_of_side_colours_and_names() {
        const space = Qt.color("#eef1f8")
        const earth = Theme.mix(space, Theme.sideColor(0), 0.35)
        const aliens = Theme.mix(space, Theme.sideColor(1), 0.35)
        verify(earth.toString() !== aliens.toString(), earth + " vs " + aliens)
        const green = Qt.color(Theme.seatColors[0])
        fuzzyCompare(earth.r, space.r + (green.r - space.r) * 0.35, 0.01)
        fuzzyCompare(earth.g, space.g + (green.g - space.g) * 0.35, 0.01)
        fuzzyCompare(earth.b, space.b + (green.b - space.b) * 0.35, 0.01)
        fuzzyCompare(earth.a, 1, 0.001)
        const sea = Theme.mix(Qt.color("white"), "#3b6fd8", 0.5)
        fuzzyCompare(sea.r, (1 + 0x3b / 255) / 2, 0.01)
        fuzzyCompare(sea.b, (1 + 0xd8 / 255) / 2, 0.01)
        fuzzyCompare(sea.a, 1, 0.001)
    }

    // sideColor gives a colour, usable wherever a colour is (its channels, Qt.tint, mix).
    function test_side_colour_is_a_colour() {
        verify(Qt.colorEqual(Theme.sideColor(0), "#4f9a55"))
        fuzzyCompare(Theme.sideColor(1).b, 0xc0 / 255, 0.01)
        verify(Qt.colorEqual(Theme.sideColor(-1), Theme.border))
    }

    function test_spacing_and_fonts_are_ordered() {
        verify(Theme.spacingTiny < Theme.spacingSmall)
        verify(Theme.spacingSmall < Theme.spacing)
        verify(Theme.spacing < Theme.spacingMedium)
        verify(Theme.spacingMedium < Theme.spacingLarge)
        verify(Theme.spacingLarge < Theme.spacingHuge)
        verify(Theme.smallFont.pointSize <= Theme.bodyFont.pointSize || Theme.bodyFont.pointSize <= 0)
        verify(Theme.titleFont.pointSize > Theme.basePointSize)
        verify(Theme.headingFont.pointSize > Theme.titleFont.pointSize)
        verify(Theme.headingFont.weight > Font.Normal)
    }
}
