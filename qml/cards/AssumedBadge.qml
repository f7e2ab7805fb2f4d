import QtQuick
import QtQuick.Controls
import Umpire

// The marker on a value the project assumed because no rulebook prints it: a small
// "assumed" tag whose tooltip (and accessible description) gives the reason. With `clickable`
// a click (or Enter or Space when it has the keyboard) emits activated(), to open the
// assumption (a finding's marker opens the rule that says why the value is assumed).
// Hidden while `reason` is empty.
Rectangle {
    id: badge

    // Why the value is assumed (docs/assumed-values.md); empty for a value from a rulebook.
    property string reason
    // A one-letter form for tight places such as the result list.
    property bool compact: false
    // Clicking opens the assumption: the marker takes clicks and the keyboard.
    property bool clickable: false

    signal activated()

    visible: reason.length > 0
    implicitWidth: label.implicitWidth + (compact ? 6 : 10)
    implicitHeight: label.implicitHeight + 2
    radius: height / 2
    color: Theme.mix(Theme.window, Theme.warning, Theme.dark ? 0.22 : 0.12)
    border.color: activeFocus ? Theme.focusRing : Theme.mix(Theme.window, Theme.warning, 0.55)
    border.width: activeFocus ? Theme.focusWidth : 1
    activeFocusOnTab: clickable

    Accessible.role: clickable ? Accessible.Button : Accessible.StaticText
    Accessible.name: qsTr("Assumed value")
    Accessible.description: reason

    Label {
        id: label
        anchors.centerIn: parent
        text: badge.compact ? qsTr("A", "short form of the 'assumed' marker") : qsTr("assumed")
        font: Theme.smallFont
        color: Theme.warning
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
        // An exclusive grab on press, so a row around the marker (a finding row is a button
        // of its own) does not take the click.
        gesturePolicy: TapHandler.WithinBounds
        onTapped: badge.activated()
    }

    ToolTip.visible: hover.hovered || (clickable && activeFocus)
    ToolTip.delay: 300
    ToolTip.text: clickable ? qsTr("Assumed: %1 Click to read why it is assumed.").arg(badge.reason)
                            : qsTr("Assumed: %1").arg(badge.reason)
}
