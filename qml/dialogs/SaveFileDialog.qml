import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Umpire

// Asks where to save a file: a FileDialog in save mode (the desktop's own where it offers
// one), whose accept button says "Save", and which asks before an existing file is replaced.
// saveRequested(file) comes once the user chose a file and, for an existing one, agreed to
// replace it.
//
// Where the desktop has no file dialog, Qt 6.4 shows its own, which drops the typed name
// whenever the user goes to another folder and then keeps Save disabled until the name field
// loses focus: a name typed after browsing saved nothing (issue 24). FileDialogs.keepTypedName
// holds the typed name across folders.
Item {
    id: root

    // The FileDialog's objectName, by which tests and tools find it.
    property alias dialogName: fileDialog.objectName
    property alias title: fileDialog.title
    property alias nameFilters: fileDialog.nameFilters
    property alias defaultSuffix: fileDialog.defaultSuffix
    // Where the dialog starts, and the name it offers (handed to the dialog when it opens:
    // set before its save mode, a file that does not exist yet is refused with a warning).
    property url currentFolder
    property url currentFile
    readonly property alias selectedFile: fileDialog.selectedFile
    readonly property alias shown: fileDialog.visible

    signal saveRequested(url file)
    signal rejected()

    function open() {
        if (currentFolder.toString().length > 0)
            fileDialog.currentFolder = currentFolder
        if (currentFile.toString().length > 0)
            fileDialog.currentFile = currentFile
        fileDialog.open()
    }

    FileDialog {
        id: fileDialog
        fileMode: FileDialog.SaveFile
        acceptLabel: qsTr("Save")
        // The dialog below asks instead, the same way whichever file dialog was shown.
        options: FileDialog.DontConfirmOverwrite
        onVisibleChanged: {
            if (visible)
                FileDialogs.keepTypedName(fileDialog)
        }
        onAccepted: {
            if (FileDialogs.exists(selectedFile)) {
                replaceDialog.file = selectedFile
                replaceDialog.open()
            } else {
                root.saveRequested(selectedFile)
            }
        }
        onRejected: root.rejected()
    }

    Dialog {
        id: replaceDialog
        objectName: fileDialog.objectName + "Replace"
        property url file
        parent: Overlay.overlay
        anchors.centerIn: parent
        modal: true
        title: qsTr("Replace the File?")
        standardButtons: Dialog.Yes | Dialog.No
        width: Math.min(parent ? parent.width - 2 * Theme.spacingHuge : 460, 460)
        Label {
            width: parent.width
            wrapMode: Text.Wrap
            text: qsTr("%1 already exists. Replace it?").arg(FileDialogs.localPath(replaceDialog.file))
        }
        onAccepted: root.saveRequested(file)
        onRejected: root.rejected()
    }
}
