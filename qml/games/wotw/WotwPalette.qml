import QtQuick
import Umpire

// The colours of the War of the Worlds board in the current light or dark theme. Derived
// from Theme where it has a fitting role; the map and the two sides need colours of their
// own, chosen to stay distinct on either background (and for red-green colour blindness:
// every piece also differs in shape).
QtObject {
    readonly property bool dark: Theme.dark

    readonly property color land: dark ? "#4a4738" : "#ece4cb"
    readonly property color sea: dark ? "#1b3148" : "#c9deef"
    readonly property color coast: dark ? "#8b8470" : "#8c7f5c"
    readonly property color seaBorder: dark ? "#3d5d7d" : "#8fb3cf"
    readonly property color landText: Theme.text
    readonly property color seaText: dark ? "#a9c8e6" : "#2c5477"
    readonly property color adjacency: Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.45)

    // The sides in play ([{id, name}], ReplayController.sides): each side's colour is its
    // seat's (Theme.sideColorOf), as in the move list and the chart.
    property var sides: []
    readonly property color aliens: side("aliens")
    readonly property color humans: side("humans")
    readonly property color pieceText: "white"
    readonly property color civilians: dark ? "#f0c35a" : "#e3a720"
    readonly property color civiliansText: "#3a2a00"
    readonly property color influence: dark ? "#c39bef" : "#7339a8"

    // What the current step changed.
    readonly property color changed: dark ? "#ffb347" : "#e06a00"
    readonly property color changedFill: Qt.rgba(changed.r, changed.g, changed.b, dark ? 0.3 : 0.24)
    // What a step that broke a rule changed (drawn dashed as well, not by colour alone).
    readonly property color illegal: Theme.error
    readonly property color illegalFill: Qt.rgba(illegal.r, illegal.g, illegal.b, dark ? 0.3 : 0.22)
    readonly property color hover: Qt.rgba(Theme.text.r, Theme.text.g, Theme.text.b, 0.12)

    function side(sideId: string): color {
        return Theme.seatOf(sides, sideId) >= 0 ? Theme.sideColorOf(sides, sideId) : Theme.mutedText
    }
}
