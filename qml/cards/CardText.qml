import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A card's text in one language, labelled with the language, with the assumed marker when
// the text is the project's own translation.
ColumnLayout {
    id: block

    property string language
    property string text
    property string reason
    // True for the text in the language the interface is not in, shown beside the other on
    // purpose (the compendium is bilingual); a test of the Russian interface skips it.
    property bool otherLanguage: false

    spacing: 2

    RowLayout {
        spacing: Theme.spacing
        Label {
            text: block.language
            font: Theme.smallFont
            color: Theme.mutedText
        }
        AssumedBadge {
            reason: block.reason
        }
    }
    Label {
        Layout.fillWidth: true
        text: block.text
        color: Theme.text
        wrapMode: Text.Wrap
        textFormat: Text.PlainText
        lineHeight: 1.15
    }
}
