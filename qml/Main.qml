pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import QtQml.Models
import Umpire

// The main window: menu bar, navigation rail, the three pages, and the app's dialogs.
// A game record dropped anywhere on the window opens on the Replay page.
ApplicationWindow {
    id: window

    required property AppController controller

    // The page list drives the rail, the View menu and the shortcuts.
    readonly property var pages: [
        { name: "replay", title: qsTr("Replay"), icon: "replay", shortcut: "Ctrl+1" },
        { name: "cards", title: qsTr("Cards"), icon: "cards", shortcut: "Ctrl+2" },
        { name: "rules", title: qsTr("Rules"), icon: "rules", shortcut: "Ctrl+3" }
    ]
    // What the F1 overview lists.
    readonly property var shortcuts: [
        { keys: ["Ctrl+N"], text: qsTr("Record a new game") },
        { keys: ["Ctrl+O"], text: qsTr("Open a game record") },
        { keys: ["Ctrl+S", "Ctrl+Shift+S"], text: qsTr("Save the record, or save it under another name") },
        { keys: ["Ctrl+Z", "Ctrl+Shift+Z"], text: qsTr("Undo or redo a change to the record") },
        { keys: ["Ctrl+Enter"], text: qsTr("Moves tab: add the move tried to the record") },
        { keys: ["Ctrl+Del"], text: qsTr("Delete the move shown from the record") },
        { keys: ["F5"], text: qsTr("Read the open record again (after editing it)") },
        { keys: ["←", "→"], text: qsTr("Replay: previous or next move") },
        { keys: ["Home", "End"], text: qsTr("Replay: set-up or last position") },
        { keys: ["PgUp", "PgDown"], text: qsTr("Replay: previous or next turn") },
        { keys: ["F8", "Shift+F8"], text: qsTr("Replay: next or previous finding (also Ctrl+↓, Ctrl+↑)") },
        { keys: ["P"], text: qsTr("Replay: play or pause") },
        { keys: ["Ctrl+M"], text: qsTr("Replay: the legal moves at this step, and a move to try") },
        { keys: ["↓", "Tab", "Enter"], text: qsTr("Try a move: list the legal lines that match what is typed, then take the one picked") },
        { keys: ["Ctrl+1"], text: qsTr("Show the Replay page") },
        { keys: ["Ctrl+2"], text: qsTr("Show the Cards page") },
        { keys: ["Ctrl+3"], text: qsTr("Show the Rules page") },
        { keys: ["Ctrl+Tab", "Ctrl+Shift+Tab"], text: qsTr("Next or previous page") },
        { keys: ["↑", "↓"], text: qsTr("Move between pages in the side bar") },
        { keys: ["Alt+←", "Alt+→"], text: qsTr("Back or forward after following a link") },
        { keys: ["Ctrl+,"], text: qsTr("Settings") },
        { keys: ["F1"], text: qsTr("This list of shortcuts") },
        { keys: ["Ctrl+Q"], text: qsTr("Quit") }
    ]
    // For tests and tools: the page shown.
    readonly property alias currentPage: switcher.currentPage
    // The record on the Replay page, and its editing (recording, undo, saving).
    readonly property ReplayController replay: replayPage.replay
    readonly property RecordEditor editor: replayPage.replay.editor

    // Runs `action` once the record's unsaved changes are dealt with: at once when there are
    // none, else after the user saved them or chose to discard them (Cancel: never).
    function whenSaved(action) {
        if (!editor.modified) {
            action()
            return
        }
        unsavedDialog.pending = action
        unsavedDialog.open()
    }

    // Save: under its own name, or asks for one (a new record). `then` runs once saved.
    function save(then) {
        if (editor.untitled) {
            saveAs(then)
            return
        }
        if (editor.save()) {
            if (then)
                then()
        } else {
            showPage("replay")  // the banner there says why
        }
    }
    function saveAs(then) {
        const problem = FileDialogs.problem()
        if (problem.length > 0) {
            controller.reportFileError(problem)
            showPage("replay")
            return
        }
        saveDialog.then = then ?? null
        saveDialog.currentFolder = controller.lastFolder
        // A name to start from (Qt 6.4's own save dialog also needs one to take the typed
        // name): the record's own, or the game and today's date for a new one.
        saveDialog.currentFile = editor.untitled
                ? controller.lastFolder.toString() + "/" + replay.gameId + "-"
                  + new Date().toISOString().slice(0, 10) + ".ugr"
                : "file://" + replay.filePath
        saveDialog.open()
    }

    function newGame() {
        whenSaved(() => {
            if (!newGameDialog)
                newGameDialog = newGameDialogComponent.createObject(window) as NewGameDialog
            newGameDialog.open()
        })
    }
    // A new record with the moves up to the step shown (the open file is not changed).
    function continueFromHere() {
        whenSaved(() => {
            if (window.editor.continueFromHere())
                showPage("replay")
        })
    }

    function showPage(name: string): bool {
        return switcher.showPage(name)
    }

    // The keyboard goes back to the page once a menu or a dialog has closed, so that the arrow
    // keys step the replay again (issue 24). Qt 6.4's menu bar takes the focus when it is
    // clicked, keeps it after its menu has closed, and then takes the arrow keys for itself.
    function returnFocusToPage() {
        Qt.callLater(() => {
            // A control of the page, a menu or a dialog that has the keyboard keeps it.
            const item = window.activeFocusItem
            if (item === null || item === window.contentItem || window.focusInMenuBar())
                switcher.forceActiveFocus(Qt.OtherFocusReason)
        })
    }
    function focusInMenuBar(): bool {
        for (let item = window.activeFocusItem; item; item = item.parent) {
            if (item === window.menuBar)
                return true
        }
        return false
    }
    onActiveFocusItemChanged: {
        if (activeFocusItem === null || focusInMenuBar())
            returnFocusToPage()
    }

    // Shows the Open dialog; where no file dialog can be shown, says why on the Replay page
    // (opening it would crash inside Qt, issue 9).
    function openFileDialog() {
        const problem = FileDialogs.problem()
        if (problem.length > 0) {
            controller.reportFileError(problem + " " + qsTr("Drop a game record onto the window, or name it on the command line, to open it."))
            showPage("replay")
            return
        }
        whenSaved(() => {
            openDialog.currentFolder = controller.lastFolder
            openDialog.open()
        })
    }

    // Opens a record and shows it on the Replay page; false (with the reason in
    // controller.fileError) when it cannot be opened.
    function openRecent(path: string): bool {
        if (editor.modified) {
            whenSaved(() => openRecent(path))
            return false
        }
        const ok = controller.openRecent(path)
        showPage("replay")  // where the record, or the reason it failed, is shown
        return ok
    }

    // The records among dropped URLs: only local .ugr files are accepted.
    function droppedRecords(urls) {
        const records = []
        for (let i = 0; i < urls.length; ++i) {
            if (controller.isRecordUrl(urls[i]))
                records.push(urls[i])
        }
        return records
    }

    // `urls` is any list of URLs (a drop's urls); untyped so C++ can pass a QVariantList.
    function openDropped(urls) {
        const records = droppedRecords(urls)
        if (records.length === 0)
            return false
        if (editor.modified) {
            whenSaved(() => openDropped(urls))
            return true
        }
        const ok = controller.openUrl(records[0])
        showPage("replay")
        return ok
    }

    width: 1280
    height: 800
    minimumWidth: 720
    minimumHeight: 480
    visible: true
    // "*" before the name while there are unsaved changes.
    title: {
        if (!replay.hasRecord)
            return "Umpire"
        const name = editor.untitled ? qsTr("New game") : replay.fileName
        return (editor.modified ? "*" : "") + qsTr("%1 — Umpire").arg(name)
    }
    onClosing: close => {
        if (!editor.modified)
            return
        close.accepted = false
        whenSaved(() => {
            replay.close()  // discarded or saved: the recovery journal goes
            Qt.quit()
        })
    }
    color: Theme.window

    // Controls take their colours from the window. Qt 6.4's Fusion does not pick up a palette
    // set on the application after start-up (Settings → Theme), so hand it on explicitly.
    palette {
        window: Theme.palette.window
        windowText: Theme.palette.windowText
        base: Theme.palette.base
        alternateBase: Theme.palette.alternateBase
        text: Theme.palette.text
        button: Theme.palette.button
        buttonText: Theme.palette.buttonText
        light: Theme.palette.light
        midlight: Theme.palette.midlight
        mid: Theme.palette.mid
        dark: Theme.palette.dark
        shadow: Theme.palette.shadow
        highlight: Theme.palette.highlight
        highlightedText: Theme.palette.highlightedText
        placeholderText: Theme.palette.placeholderText
        disabled.windowText: Theme.disabledPalette.windowText
        disabled.text: Theme.disabledPalette.text
        disabled.buttonText: Theme.disabledPalette.buttonText
    }

    menuBar: MenuBar {
        Menu {
            title: qsTr("&File")
            onClosed: window.returnFocusToPage()
            objectName: "fileMenu"
            delegate: ShortcutMenuItem {}

            Action {
                text: qsTr("&New Game…")
                shortcut: "Ctrl+N"
                onTriggered: window.newGame()
            }
            Action {
                text: qsTr("&Open…")
                shortcut: "Ctrl+O"
                onTriggered: window.openFileDialog()
            }
            Menu {
                id: recentMenu
                title: qsTr("Open &Recent")
                enabled: window.controller.recentFiles.length > 0

                Instantiator {
                    model: window.controller.recentFiles
                    delegate: MenuItem {
                        required property string modelData
                        required property int index
                        // "&" in a file name doubled, so it is not read as a mnemonic.
                        text: "&%1  %2".arg(index + 1).arg(window.controller.fileNameOf(modelData).replace(/&/g, "&&"))
                        onTriggered: window.openRecent(modelData)
                    }
                    onObjectAdded: (index, object) => recentMenu.insertItem(index, object)
                    onObjectRemoved: (index, object) => recentMenu.removeItem(object)
                }
                MenuSeparator {}
                Action {
                    text: qsTr("&Clear Recent Games")
                    onTriggered: window.controller.clearRecentFiles()
                }
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Save")
                shortcut: "Ctrl+S"
                enabled: window.replay.hasRecord && !window.replay.busy
                onTriggered: window.save(null)
            }
            Action {
                text: qsTr("Save &As…")
                shortcut: "Ctrl+Shift+S"
                enabled: window.replay.hasRecord && !window.replay.busy
                onTriggered: window.saveAs(null)
            }
            Action {
                text: qsTr("&Continue from Here")
                enabled: window.replay.status === ReplayController.Checked && !window.replay.busy
                onTriggered: window.continueFromHere()
            }
            Action {
                // Reads the open record from disk again (after editing it elsewhere).
                text: qsTr("Re&load")
                shortcut: StandardKey.Refresh
                enabled: window.replay.filePath.length > 0
                onTriggered: window.openRecent(window.replay.filePath)
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Settings…")
                shortcut: "Ctrl+,"
                onTriggered: window.openSettings()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Quit")
                shortcut: "Ctrl+Q"
                // Through the window's close, so unsaved changes are asked about first.
                onTriggered: window.close()
            }
        }
        Menu {
            title: qsTr("&Edit")
            onClosed: window.returnFocusToPage()
            objectName: "editMenu"
            delegate: ShortcutMenuItem {}

            Action {
                text: window.editor.canUndo ? qsTr("&Undo %1").arg(window.editor.undoText) : qsTr("&Undo")
                shortcut: "Ctrl+Z"
                enabled: window.editor.canUndo
                onTriggered: window.editor.undo()
            }
            Action {
                text: window.editor.canRedo ? qsTr("&Redo %1").arg(window.editor.redoText) : qsTr("&Redo")
                shortcut: "Ctrl+Shift+Z"
                enabled: window.editor.canRedo
                onTriggered: window.editor.redo()
            }
            MenuSeparator {}
            Action {
                text: qsTr("&Add a Move…")
                enabled: window.replay.status === ReplayController.Checked
                onTriggered: {
                    window.showPage("replay")
                    replayPage.editMove("add", window.replay.step)
                }
            }
            Action {
                text: qsTr("&Replace This Move…")
                enabled: window.replay.status === ReplayController.Checked && window.replay.step > 0
                onTriggered: replayPage.editMove("replace", window.replay.step)
            }
            Action {
                text: qsTr("&Insert a Move Before This One…")
                enabled: window.replay.status === ReplayController.Checked && window.replay.step > 0
                onTriggered: replayPage.editMove("insert", window.replay.step)
            }
            Action {
                text: qsTr("A&nnotate This Move…")
                enabled: window.replay.hasRecord && window.replay.step > 0
                onTriggered: replayPage.editMove("annotate", window.replay.step)
            }
            Action {
                text: qsTr("&Delete This Move")
                shortcut: "Ctrl+Del"
                enabled: window.replay.hasRecord && window.replay.step > 0 && !window.replay.busy
                onTriggered: replayPage.editMove("delete", window.replay.step)
            }
        }
        Menu {
            title: qsTr("&View")
            onClosed: window.returnFocusToPage()
            objectName: "viewMenu"

            Repeater {
                model: window.pages
                delegate: ShortcutMenuItem {
                    required property var modelData
                    shortcut: modelData.shortcut
                    text: modelData.title
                    checkable: true
                    checked: switcher.currentPage === modelData.name
                    onTriggered: window.showPage(modelData.name)
                }
            }
        }
        Menu {
            title: qsTr("&Help")
            onClosed: window.returnFocusToPage()
            objectName: "helpMenu"
            delegate: ShortcutMenuItem {}

            Action {
                text: qsTr("&Keyboard Shortcuts")
                shortcut: "F1"
                onTriggered: window.openShortcuts()
            }
            Action {
                text: qsTr("&About Umpire")
                onTriggered: window.openAbout()
            }
        }
    }

    PageSwitcher {
        id: switcher
        anchors.fill: parent
        pages: window.pages

        Component.onCompleted: {
            showPage(window.controller.page)
            switcherToController.enabled = true
        }

        ReplayPage {
            id: replayPage
            controller: window.controller
            onOpenRequested: window.openFileDialog()
            onRecentRequested: path => window.openRecent(path)
            onNewGameRequested: window.newGame()
            onSaveRequested: window.save(null)
        }
        CardsPage {
            id: cardsPage
            controller: window.controller
        }
        RulesPage {
            id: rulesPage
            controller: window.controller
        }
    }

    // Back and forward after following a link, as in a browser. A place is the page and what
    // it showed: the replay's step, the rule, the card.
    LinkHistory {
        id: linkHistory
        objectName: "linkHistory"
    }
    function here(): var {
        return { page: switcher.currentPage, step: replayPage.replay.step,
                 rule: rulesPage.shownRule, game: cardsPage.shownGame, card: cardsPage.shownCard }
    }
    function goTo(place: var) {
        if (!place.page)
            return
        if (place.page === "rules" && place.rule)
            rulesPage.showRule(place.rule)
        else if (place.page === "cards" && place.card)
            cardsPage.showCard(place.game, place.card)
        else if (place.page === "replay" && replayPage.replay.hasRecord)
            replayPage.replay.step = place.step
        showPage(place.page)
    }
    function goBack() {
        goTo(linkHistory.back(here()))
    }
    function goForward() {
        goTo(linkHistory.forward(here()))
    }
    Connections {
        target: Compendium
        function onLinkFollowed() {
            linkHistory.follow(window.here())
        }
    }
    Shortcut {
        sequence: "Alt+Left"
        enabled: linkHistory.canGoBack
        onActivated: window.goBack()
    }
    Shortcut {
        sequence: "Alt+Right"
        enabled: linkHistory.canGoForward
        onActivated: window.goForward()
    }
    // The mouse's back and forward buttons; other buttons pass through to what is below.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.BackButton | Qt.ForwardButton
        onClicked: mouse => mouse.button === Qt.BackButton ? window.goBack() : window.goForward()
    }

    // The page is kept in step both ways: the controller holds the --page request (and the
    // replay will ask for pages there), the switcher holds what the user picked.
    Connections {
        target: window.controller
        function onPageChanged() {
            switcher.showPage(window.controller.page)
        }
    }
    Connections {
        id: switcherToController
        target: switcher
        enabled: false  // until the controller's page is shown, or it would be overwritten
        function onCurrentPageChanged() {
            window.controller.page = switcher.currentPage
        }
    }

    // Drop a record anywhere to open it; other drops are refused (the cursor says so).
    DropArea {
        id: dropArea
        anchors.fill: parent
        keys: ["text/uri-list"]
        onEntered: drag => drag.accepted = window.droppedRecords(drag.urls).length > 0
        onDropped: drop => {
            if (window.openDropped(drop.urls))
                drop.acceptProposedAction()
        }

        Rectangle {
            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            visible: dropArea.containsDrag
            radius: Theme.radius * 2
            color: Qt.rgba(Theme.accentSoft.r, Theme.accentSoft.g, Theme.accentSoft.b, 0.92)
            border.color: Theme.accent
            border.width: 2

            Column {
                anchors.centerIn: parent
                spacing: Theme.spacingMedium

                Icon {
                    anchors.horizontalCenter: parent.horizontalCenter
                    name: "drop"
                    size: 48
                    color: Theme.accent
                }
                Label {
                    text: qsTr("Drop the game record to open it")
                    font: Theme.titleFont
                    color: Theme.text
                }
            }
        }
    }

    FileDialog {
        id: openDialog
        objectName: "openDialog"
        title: qsTr("Open Game Record")
        nameFilters: [qsTr("Game records (*.ugr)"), qsTr("All files (*)")]
        onAccepted: {
            if (window.controller.openUrl(selectedFile))
                window.showPage("replay")
        }
    }

    SaveFileDialog {
        id: saveDialog
        dialogName: "saveDialog"
        // What to do once saved (the action an unsaved-changes prompt was holding).
        property var then: null
        title: qsTr("Save Game Record")
        defaultSuffix: "ugr"
        nameFilters: [qsTr("Game records (*.ugr)"), qsTr("All files (*)")]
        onSaveRequested: file => {
            if (window.editor.saveAs(file)) {
                window.controller.rememberFile(window.replay.filePath)
                const then = saveDialog.then
                saveDialog.then = null
                if (then)
                    then()
            } else {
                window.showPage("replay")  // the banner there says why
            }
        }
        onRejected: then = null
    }

    // Unsaved changes before something replaces or closes the record.
    Dialog {
        id: unsavedDialog
        objectName: "unsavedDialog"
        property var pending: null
        anchors.centerIn: parent
        modal: true
        title: qsTr("Save Changes?")
        standardButtons: Dialog.Save | Dialog.Discard | Dialog.Cancel
        width: Math.min(window.width - 2 * Theme.spacingHuge, 460)
        Label {
            width: parent.width
            wrapMode: Text.Wrap
            text: window.editor.untitled
                  ? qsTr("The new game has moves that are not saved in any file yet. Save them before going on?")
                  : qsTr("%1 has changes that are not saved. Save them before going on?").arg(window.replay.fileName)
        }
        onAccepted: {  // Save
            const action = pending
            pending = null
            window.save(action)
        }
        onDiscarded: {
            const action = pending
            pending = null
            close()
            window.replay.close()  // the changes and their recovery journal go
            if (action)
                action()
        }
        onRejected: pending = null
    }

    // Records an app that was killed left unsaved: offered back once at start.
    Dialog {
        id: recoveryDialog
        objectName: "recoveryDialog"
        anchors.centerIn: parent
        modal: true
        title: qsTr("Recover Unsaved Games?")
        standardButtons: Dialog.Close
        width: Math.min(window.width - 2 * Theme.spacingHuge, 560)
        Component.onCompleted: {
            if (window.editor.recoveries.length > 0 && !window.replay.busy)
                Qt.callLater(open)
        }
        ColumnLayout {
            anchors.fill: parent
            spacing: Theme.spacing
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Umpire closed without saving these records. Open one to carry on where it stopped, or discard it.")
            }
            Repeater {
                model: window.editor.recoveries
                delegate: RowLayout {
                    id: recoveryRow
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("%1 · %2 · %n move(s)", "", recoveryRow.modelData.moveCount)
                              .arg(recoveryRow.modelData.fileName.length > 0 ? recoveryRow.modelData.fileName : qsTr("New game"))
                              .arg(recoveryRow.modelData.modified.toLocaleString(Qt.locale(), Locale.ShortFormat))
                    }
                    Button {
                        objectName: "recoverButton" + recoveryRow.index
                        text: qsTr("Open")
                        onClicked: {
                            recoveryDialog.close()
                            if (window.editor.restore(recoveryRow.modelData.path))
                                window.showPage("replay")
                        }
                    }
                    Button {
                        objectName: "discardRecoveryButton" + recoveryRow.index
                        text: qsTr("Discard")
                        onClicked: window.editor.discardRecovery(recoveryRow.modelData.path)
                    }
                }
            }
        }
    }

    // The dialogs are created the first time they are opened, not at start (start-up time and
    // memory, issue 5). Each is made a child of the window, so findChild() finds it once open.
    property SettingsDialog settingsDialog: null
    property NewGameDialog newGameDialog: null
    property ShortcutsDialog shortcutsDialog: null
    property AboutDialog aboutDialog: null

    function openSettings() {
        if (!settingsDialog)
            settingsDialog = settingsDialogComponent.createObject(window) as SettingsDialog
        settingsDialog.open()
    }
    function openShortcuts() {
        if (!shortcutsDialog)
            shortcutsDialog = shortcutsDialogComponent.createObject(window) as ShortcutsDialog
        shortcutsDialog.open()
    }
    function openAbout() {
        if (!aboutDialog)
            aboutDialog = aboutDialogComponent.createObject(window) as AboutDialog
        aboutDialog.open()
    }

    Component {
        id: newGameDialogComponent
        NewGameDialog {
            objectName: "newGameDialog"
            russian: replayPage.russian
            onCreated: tagText => {
                if (window.editor.newRecord(tagText))
                    window.showPage("replay")
            }
        }
    }
    Component {
        id: settingsDialogComponent
        SettingsDialog {
            objectName: "settingsDialog"
            controller: window.controller
        }
    }
    Component {
        id: shortcutsDialogComponent
        ShortcutsDialog {
            objectName: "shortcutsDialog"
            shortcuts: window.shortcuts
        }
    }
    Component {
        id: aboutDialogComponent
        AboutDialog {
            objectName: "aboutDialog"
            version: window.controller.version
        }
    }
}
