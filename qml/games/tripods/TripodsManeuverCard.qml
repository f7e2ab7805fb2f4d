import QtQuick
import Umpire

// One space of a console: a maneuver card face down (the back, with the space's number), face
// up (its name and icons), or empty (a toppled tripod plans fewer cards); also the tripod's
// action card. The card of the phase in progress is underlined; one the step planned or
// revealed has a thick ring in `changeColor`.
Rectangle {
    id: card

    // The space's number, 1..3 (0 for the action card).
    property int number: 0
    property bool planned: false
    property bool faceUp: false
    property bool current: false
    property bool changed: false
    property string label
    property string icons
    // Read aloud: "Maneuver 2: face down".
    property string description
    property color changeColor: Theme.accent
    // Face-up cards of the two kinds differ: maneuvers are pale, the action card is tinted.
    property bool action: false
    // A word in the corner for a space that is not a planned maneuver ("Action", "Last").
    property string caption

    implicitWidth: 80
    implicitHeight: 50
    radius: 4
    color: !planned ? "transparent"
           : !faceUp ? Theme.mix(Theme.surface, Theme.accent, Theme.dark ? 0.45 : 0.35)
           : action ? Theme.mix(Theme.surface, Theme.warning, 0.18)
                    : Theme.surface
    border.color: changed ? card.changeColor : Theme.border
    border.width: changed ? 3 : 1

    Accessible.role: Accessible.StaticText
    Accessible.name: card.description

    // The back of a face-down card: its space's number.
    Text {
        anchors.centerIn: parent
        visible: card.planned && !card.faceUp
        text: card.number > 0 ? card.number : ""
        font: Theme.titleFont
        color: Theme.accentText
    }
    Text {
        anchors.centerIn: parent
        visible: !card.planned
        text: "—"
        color: Theme.mutedText
    }
    Column {
        anchors.centerIn: parent
        width: parent.width - 2 * Theme.spacingSmall
        visible: card.planned && card.faceUp
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            text: card.label
            // Whole words per line; a word too long for the card ("Сваливание") is made smaller.
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            fontSizeMode: Text.HorizontalFit
            minimumPointSize: 6
            font.pointSize: Theme.smallFont.pointSize
            font.bold: true
            color: Theme.text
        }
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            visible: card.icons.length > 0
            text: card.icons
            elide: Text.ElideRight
            font.pointSize: Theme.smallFont.pointSize * 0.9
            color: Theme.mutedText
        }
    }
    Text {
        x: 3
        y: 1
        visible: card.caption.length > 0
        text: card.caption
        font.pointSize: Theme.smallFont.pointSize * 0.8
        color: Theme.mutedText
    }
    // The phase in progress.
    Rectangle {
        anchors.top: parent.bottom
        anchors.topMargin: 2
        anchors.horizontalCenter: parent.horizontalCenter
        width: parent.width - 8
        height: 3
        radius: 1.5
        visible: card.current
        color: Theme.accent
    }
}
