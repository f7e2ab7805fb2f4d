import QtQuick
import QtQuick.Controls

// A board's tooltip for the place or piece under the pointer, open once the pointer has rested
// `openDelay` ms while `wanted` holds. The rest is timed by a Timer of its own, not by
// ToolTip.delay: the Replay page unloads a board by stopping its bindings and handlers, then
// deletes it later; a ToolTip.delay still running then would open the tooltip in no window
// ("cannot find any window to open popup in"), while this Timer's handler is stopped with the
// rest of the board.
ToolTip {
    id: tip

    // Whether there is something under the pointer to describe (and a window to show it in).
    property bool wanted: false
    property int openDelay: 300

    // The pointer has rested long enough since `wanted` last turned true.
    property bool rested: false

    visible: wanted && rested
    delay: 0

    onWantedChanged: {
        if (!wanted)
            rested = false
    }

    Timer {
        interval: tip.openDelay
        running: tip.wanted && !tip.rested
        onTriggered: tip.rested = true
    }
}
