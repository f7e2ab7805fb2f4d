import QtQuick
import Umpire

// A small card of text in a corner of the War of Civilizations map: an optional bold title
// and lines that wrap. `emphasis` frames it in the highlight colour (the step's battle);
// `quiet` draws it without a background, in muted text (the legend); `findingMark` frames it
// in the error colour.
Rectangle {
    id: panel

    property string title: ""
    property list<string> lines: []
    property int fontSize: 12
    property bool emphasis: false
    property bool quiet: false
    // The step's error is about what this panel says (who acts, the actions used): framed in
    // the error colour (tests/app/tst_app_boards.cpp looks for `findingMark`).
    property bool findingMark: false

    implicitHeight: column.implicitHeight + 2 * padding
    height: implicitHeight
    readonly property int padding: quiet ? 2 : 6
    radius: 4
    color: quiet ? "transparent" : Qt.rgba(Theme.surface.r, Theme.surface.g, Theme.surface.b, 0.92)
    border.width: quiet ? 0 : emphasis || findingMark ? 2 : 1
    border.color: findingMark ? Theme.error : emphasis ? (Theme.dark ? "#ffb347" : "#e06a00") : Theme.border

    Accessible.role: Accessible.StaticText
    Accessible.name: [title].concat(lines).filter(s => s.length > 0).join(". ")

    Column {
        id: column
        x: panel.padding
        y: panel.padding
        width: panel.width - 2 * panel.padding
        spacing: 1
        Text {
            width: parent.width
            visible: panel.title !== ""
            text: panel.title
            wrapMode: Text.Wrap
            font.pixelSize: panel.fontSize + 1
            font.bold: true
            color: Theme.text
        }
        Repeater {
            model: panel.lines
            delegate: Text {
                required property string modelData
                width: column.width
                text: modelData
                wrapMode: Text.Wrap
                font.pixelSize: panel.fontSize
                color: panel.quiet ? Theme.mutedText : Theme.text
            }
        }
    }
}
