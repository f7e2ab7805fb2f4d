import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A link to a rule or a card: the section number (or a kind) in muted text, then the title
// in the accent colour. Keyboard focusable; Enter or Space follows it.
AbstractButton {
    id: link

    property string prefix
    property string secondary  // shown muted after the title (the other language's title)
    // A fixed width for the prefix, so the titles of a list of links line up.
    property real prefixWidth: 0

    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    padding: Theme.spacingSmall
    leftPadding: Theme.spacing
    rightPadding: Theme.spacing
    Accessible.role: Accessible.Link
    Accessible.name: [prefix, text, secondary].filter(s => s.length > 0).join(" ")
    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    background: Rectangle {
        radius: Theme.radius
        color: link.hovered ? Theme.hover : "transparent"
        border.width: link.visualFocus ? Theme.focusWidth : 0
        border.color: Theme.focusRing
    }

    contentItem: RowLayout {
        spacing: Theme.spacing
        Label {
            visible: link.prefix.length > 0
            text: link.prefix
            color: Theme.mutedText
            Layout.preferredWidth: link.prefixWidth > 0 ? Math.max(link.prefixWidth, implicitWidth) : implicitWidth
        }
        Label {
            text: link.text
            color: Theme.accent
            font.underline: link.hovered
            elide: Text.ElideRight
            Layout.fillWidth: link.secondary.length === 0
        }
        Label {
            // The title in the other language, beside the first on purpose.
            readonly property bool otherLanguage: true
            visible: link.secondary.length > 0
            text: link.secondary
            color: Theme.mutedText
            elide: Text.ElideRight
            Layout.fillWidth: true
        }
    }

    HoverHandler {
        cursorShape: Qt.PointingHandCursor
    }
}
