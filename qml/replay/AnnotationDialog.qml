import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// Adds, changes or removes the annotation of one move (`{...}` on its record line): a note
// for whoever reads the record, such as who argued what at the table. One undoable edit.
Dialog {
    id: dialog

    required property RecordEditor editor
    // The step whose move is annotated.
    property int step: 0

    // Opens the dialog on the move of `step`, whose annotation reads `text` (unescaped).
    function edit(step: int, text: string) {
        dialog.step = step
        textArea.text = text
        removeButton.enabled = editor.hasAnnotation(step)
        open()
        textArea.forceActiveFocus()
        textArea.selectAll()
    }

    modal: true
    title: qsTr("Annotate Move %1").arg(step)
    width: Math.min(parent ? parent.width - 2 * Theme.spacingHuge : 480, 480)
    standardButtons: Dialog.Ok | Dialog.Cancel

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Label {
            Layout.fillWidth: true
            wrapMode: Text.Wrap
            text: qsTr("A note on this move, kept in the record between braces. It does not change the verdict.")
            color: Theme.mutedText
            font: Theme.smallFont
        }
        TextArea {
            id: textArea
            objectName: "annotationText"
            Layout.fillWidth: true
            Layout.preferredHeight: 96
            wrapMode: TextEdit.Wrap
            placeholderText: qsTr("e.g. Blue argued the Fort was out of range")
            Accessible.name: qsTr("Annotation")
        }
        Button {
            id: removeButton
            objectName: "removeAnnotation"
            text: qsTr("Remove the Annotation")
            flat: true
            onClicked: {
                dialog.editor.clearAnnotation(dialog.step)
                dialog.close()
            }
        }
    }

    onAccepted: editor.setAnnotation(step, textArea.text.trim())
}
