import QtQuick
import QtQuick.Controls
import Umpire

// One legal move of the Moves tab (a LegalMovesModel row): the move in words, its record line
// with the chance fields open ("roll=1..8"), and what decides each of those fields. Clicking
// it, or Enter on it, picks it (`picked`) for the "Try a move" field.
//
// A plain Item with positioned children, like MoveRow: the list reuses its rows, so a row
// must be cheap to fill.
Item {
    id: row

    required property int index
    required property string words
    required property string line
    required property string completeLine
    required property string sideName
    // Plain text for a StyledText label.
    function escaped(text) {
        return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }
    required property var chance
    // The row is the list's current one while the list has the keyboard focus.
    property bool current: false

    signal picked(string line)

    width: ListView.view ? ListView.view.width : implicitWidth
    implicitWidth: 300
    implicitHeight: chanceLabel.y + (chanceLabel.visible ? chanceLabel.implicitHeight : 0) + Theme.spacingSmall
    Accessible.role: Accessible.ListItem
    Accessible.name: qsTr("%1: %2").arg(row.words).arg(row.line)
    Accessible.selected: current

    HoverHandler {
        id: hoverHandler
    }
    TapHandler {
        onTapped: row.picked(row.completeLine)
    }

    Rectangle {
        anchors.fill: parent
        color: row.current ? Theme.accentSoft : hoverHandler.hovered ? Theme.hover : "transparent"
        border.color: Theme.focusRing
        border.width: row.current ? Theme.focusWidth : 0
    }

    Label {
        id: wordsLabel
        x: Theme.spacing
        y: Theme.spacingSmall
        width: row.width - 2 * Theme.spacing
        text: row.words
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: Theme.text
    }
    // The line as a record writes it: ids and keys, the same in every language.
    Label {
        id: lineLabel
        readonly property bool machineText: true
        x: Theme.spacing
        y: wordsLabel.y + wordsLabel.implicitHeight + Theme.spacingTiny
        width: row.width - 2 * Theme.spacing
        text: row.line
        textFormat: Text.PlainText
        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
        font: Theme.monoFont
        color: Theme.mutedText
    }
    // What the dice or the cards decide, in words.
    Label {
        id: chanceLabel
        objectName: "chanceText"
        x: Theme.spacing
        y: lineLabel.y + lineLabel.implicitHeight + Theme.spacingTiny
        width: row.width - 2 * Theme.spacing
        visible: row.chance.length > 0
        // The values are record text (ids, faces), typed as shown: set in the record's type.
        text: row.chance.map(f => qsTr("Chance decides %1: %2").arg(row.escaped(f.what))
                                          .arg("<tt>" + row.escaped(f.values) + "</tt>")
                                  + (f.unknown ? " " + qsTr("(the pile is not known)") : "")).join("<br>")
        textFormat: Text.StyledText
        wrapMode: Text.WrapAtWordBoundaryOrAnywhere
        font: Theme.smallFont
        color: Theme.mutedText
    }
}
