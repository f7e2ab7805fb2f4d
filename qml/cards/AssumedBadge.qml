import QtQuick
import QtQuick.Controls
import Umpire

// The marker on a value the project assumed because no rulebook prints it: a small
// "assumed" tag whose tooltip (and accessible description) gives the reason.
// Hidden while `reason` is empty.
Rectangle {
    id: badge

    // Why the value is assumed (docs/assumed-values.md); empty for a value from a rulebook.
    property string reason
    // A one-letter form for tight places such as the result list.
    property bool compact: false

    visible: reason.length > 0
    implicitWidth: label.implicitWidth + (compact ? 6 : 10)
    implicitHeight: label.implicitHeight + 2
    radius: height / 2
    color: Theme.mix(Theme.window, Theme.warning, Theme.dark ? 0.22 : 0.12)
    border.color: Theme.mix(Theme.window, Theme.warning, 0.55)
    border.width: 1

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Assumed value")
    Accessible.description: reason

    Label {
        id: label
        anchors.centerIn: parent
        text: badge.compact ? qsTr("A", "short form of the 'assumed' marker") : qsTr("assumed")
        font: Theme.smallFont
        color: Theme.warning
    }

    HoverHandler {
        id: hover
        cursorShape: Qt.WhatsThisCursor
    }

    ToolTip.visible: hover.hovered
    ToolTip.delay: 300
    ToolTip.text: qsTr("Assumed: %1").arg(badge.reason)
}
