import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The replayer. With no record open it says how to open one and lists the recent ones; with a
// record it shows the ReplayView (board, moves, findings, state, chart, summary). It owns the
// ReplayController and opens whatever file the AppController holds (command line, dialog,
// drop, recent list); the --step of the command line is applied to the first record opened.
Item {
    id: page

    required property AppController controller
    // The replay of the open record (tests, and main.cpp's --screenshot waits on its loading).
    readonly property ReplayController replay: replayController
    // Game, card and move names in Russian when the interface is: this string's Russian
    // translation is "ru", so it follows any language change (retranslate()).
    readonly property bool russian: qsTr("en", "the language code of this translation") === "ru"

    // Asks the window to show its Open dialog.
    signal openRequested()
    // Asks the window to open a recent record.
    signal recentRequested(string path)
    // Asks the window for File > New Game, and to save the record.
    signal newGameRequested()
    signal saveRequested()

    // The record view once made (null before the first record).
    readonly property var view: viewLoader.item

    // An edit of the move of `step` from the Edit menu or the move list: "add" (after it),
    // "replace", "insert" (before it), "annotate" or "delete".
    function editMove(kind: string, step: int) {
        if (view)
            view.editMove(kind, step)
    }

    // The step asked for on the command line, applied once the first record has opened.
    property int pendingStep: -1

    function openControllerFile() {
        if (page.controller.filePath.length > 0)
            replayController.openPath(page.controller.filePath)
    }

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Replay")

    ReplayController {
        id: replayController
        objectName: "replayController"
        russian: page.russian
        onFinished: opened => {
            if (opened && page.pendingStep > 0)
                replayController.step = page.pendingStep
            page.pendingStep = -1
        }
    }

    Connections {
        target: page.controller
        function onFileChanged() {
            page.openControllerFile()
        }
        function onFileReopened() {
            // Read again (edited elsewhere): stay on the step shown, as far as the file goes.
            page.pendingStep = replayController.step
            page.openControllerFile()
        }
    }

    Component.onCompleted: {
        if (page.controller.filePath.length > 0) {
            page.pendingStep = page.controller.step
            page.openControllerFile()
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: replayController.hasRecord ? Theme.spacingLarge : Theme.spacingHuge
        spacing: Theme.spacingMedium

        PageHeader {
            Layout.fillWidth: true
            visible: !replayController.hasRecord
            title: qsTr("Replay")
            subtitle: qsTr("Step through a recorded game and see every move checked against the rules.")
        }

        MessageBanner {
            objectName: "fileBanner"
            Layout.fillWidth: true
            text: page.controller.fileError.length > 0 ? page.controller.fileError
                  : replayController.loadError.length > 0 ? replayController.loadError
                  : replayController.editor.journalError
            onDismissed: page.controller.clearFileError()
        }

        LoadingBar {
            Layout.fillWidth: true
            replay: replayController
        }

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            ColumnLayout {
                anchors.centerIn: parent
                width: Math.min(parent.width, 560)
                visible: !replayController.hasRecord && !replayController.busy
                spacing: Theme.spacingHuge

                Placeholder {
                    Layout.fillWidth: true
                    icon: "replay"
                    title: qsTr("No game open")
                    text: qsTr("Open a game record (.ugr) with Ctrl+O, or drop one onto this window, to replay it move by move. Or record a game at the table with File > New Game (Ctrl+N).")
                    actionText: qsTr("Open Game…")
                    onActionTriggered: page.openRequested()
                }
                Button {
                    objectName: "newGameButton"
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("New Game…")
                    onClicked: page.newGameRequested()
                }
                RecentFilesList {
                    Layout.fillWidth: true
                    controller: page.controller
                    onOpenRequested: path => page.recentRequested(path)
                }
            }

            // Created when the page first shows a record, then kept: the page without a record
            // (and so the start-up without one), or a record opened while another page is in
            // front, does not build the board, lists and tabs (about 5 MB) until needed.
            Loader {
                id: viewLoader
                anchors.fill: parent
                visible: replayController.hasRecord
                active: (replayController.hasRecord && page.visible) || item !== null
                sourceComponent: ReplayView {
                    objectName: "replayView"
                    replay: replayController
                    keysEnabled: page.visible
                    onOpenRequested: page.openRequested()
                    onRuleRequested: ruleId => Compendium.showRule(ruleId)
                }
            }
        }
    }
}
