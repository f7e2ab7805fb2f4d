import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Stands in for the board when a record's game has no ruleset yet (or no [Game] tag): says
// so plainly, with the engine's reason, and that the moves can still be stepped through.
Rectangle {
    id: banner

    required property ReplayController replay
    // A file with neither tags nor moves (nor unreadable lines): nothing to show or check.
    readonly property bool emptyFile: replay.hasRecord && replay.tags.length === 0 && replay.stepCount === 0
                                      && replay.syntaxErrorCount === 0

    color: Theme.surface
    border.color: Theme.border
    radius: Theme.radius
    Accessible.role: Accessible.Pane
    Accessible.name: title.text

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingHuge, 520)
        spacing: Theme.spacingMedium

        Icon {
            Layout.alignment: Qt.AlignHCenter
            name: "rules"
            size: 56
            color: Theme.mix(Theme.mutedText, Theme.window, 0.3)
        }
        Label {
            id: title
            objectName: "notCheckedTitle"
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            text: banner.emptyFile ? qsTr("The file is empty") : qsTr("Not yet checked")
            font: Theme.titleFont
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            objectName: "notCheckedReason"
            // A known game (the Rules page has its rules) that could not be checked says so,
            // rather than claiming it has no rules; the engine's reason follows below.
            color: banner.emptyFile ? Theme.error : Theme.text
            text: banner.emptyFile
                  ? qsTr("Error: the file holds no tags and no moves. A record starts with a [Game] tag naming its game, then one move per line.")
                  : banner.replay.gameId.length === 0
                  ? qsTr("This record has no [Game] tag, so Umpire cannot tell which rules to check it against.")
                  : banner.replay.gameKnown
                    ? qsTr("Umpire knows the rules of “%1”, but cannot check this record against them as it stands.").arg(banner.replay.gameName)
                    : qsTr("Umpire has no rules or board for “%1” yet, so its moves are not checked.").arg(banner.replay.gameName)
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            visible: banner.replay.statusMessage.length > 0 && !banner.emptyFile
            color: Theme.mutedText
            font: Theme.smallFont
            text: banner.replay.statusMessage
        }
        Label {
            Layout.fillWidth: true
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            objectName: "notCheckedMoves"
            color: Theme.mutedText
            // Only a record with moves has a move list to step through.
            visible: banner.replay.stepCount > 0
            text: qsTr("The move list still works: step through the moves as written.")
        }
    }
}
