import QtQuick
import QtQuick.Controls
import Umpire

// The marker on a finding that rests on a reading of an ambiguous rule (docs/readings.md): a
// small "reading" tag beside the "assumed" one, whose tooltip (and accessible description)
// names the reading and the values under which the finding would not be given. A click (or
// Enter or Space when it has the keyboard) emits activated(), to open the clarification.
// Hidden while `reason` is empty.
Rectangle {
    id: badge

    // The sentence naming the reading(s); empty when the finding rests on none.
    property string reason
    // Clicking opens the clarification: the marker takes clicks and the keyboard.
    property bool clickable: false

    signal activated()

    visible: reason.length > 0
    implicitWidth: label.implicitWidth + 10
    implicitHeight: label.implicitHeight + 2
    radius: height / 2
    color: Theme.mix(Theme.window, Theme.note, Theme.dark ? 0.22 : 0.12)
    border.color: activeFocus ? Theme.focusRing : Theme.mix(Theme.window, Theme.note, 0.55)
    border.width: activeFocus ? Theme.focusWidth : 1
    activeFocusOnTab: clickable

    Accessible.role: clickable ? Accessible.Button : Accessible.StaticText
    Accessible.name: qsTr("Rests on a reading")
    Accessible.description: reason

    Label {
        id: label
        anchors.centerIn: parent
        text: qsTr("reading", "marker of a finding that rests on a reading of an ambiguous rule")
        font: Theme.smallFont
        color: Theme.note
    }

    Accessible.onPressAction: if (clickable) badge.activated()
    Keys.onPressed: event => {
        if (clickable && (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space)) {
            event.accepted = true
            badge.activated()
        }
    }

    HoverHandler {
        id: hover
        cursorShape: badge.clickable ? Qt.PointingHandCursor : Qt.WhatsThisCursor
    }
    TapHandler {
        enabled: badge.clickable
        // An exclusive grab on press, so the finding row around it does not take the click.
        gesturePolicy: TapHandler.WithinBounds
        onTapped: badge.activated()
    }

    ToolTip.visible: hover.hovered || (clickable && activeFocus)
    ToolTip.delay: 300
    ToolTip.text: clickable ? qsTr("%1 Click to read the clarification.").arg(badge.reason) : badge.reason
}
