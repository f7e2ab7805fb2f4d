import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One numbered choice on a card, in English and Russian, noting when choosing it removes
// the card from the game.
RowLayout {
    id: item

    // {id, number, textEn, textRu, removesCard, assumed}
    required property var option
    readonly property bool russianFirst: Compendium.language === "ru" && option.textRu.length > 0

    spacing: Theme.spacingMedium

    Rectangle {
        Layout.alignment: Qt.AlignTop
        implicitWidth: 22
        implicitHeight: 22
        radius: 11
        color: Theme.accentSoft
        Label {
            anchors.centerIn: parent
            text: item.option.number
            font: Theme.strongFont
            color: Theme.text
        }
    }

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 2

        // The interface's language first; the other below it, muted.
        Label {
            Layout.fillWidth: true
            text: item.russianFirst ? item.option.textRu : item.option.textEn
            color: Theme.text
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        Label {
            readonly property bool otherLanguage: true
            Layout.fillWidth: true
            visible: text.length > 0
            text: item.russianFirst ? item.option.textEn : item.option.textRu
            color: Theme.mutedText
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        RowLayout {
            spacing: Theme.spacing
            visible: item.option.removesCard || item.option.assumed.length > 0
            Label {
                visible: item.option.removesCard
                text: qsTr("Removes the card from the game")
                font: Theme.smallFont
                color: Theme.warning
            }
            AssumedBadge {
                reason: item.option.assumed
            }
        }
    }
}
