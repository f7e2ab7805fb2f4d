import QtQuick
import QtQuick.Controls

// A dialog's footer with one Close button, in the UI language. `standardButtons: Dialog.Close`
// takes its text from Qt's own translations, which a system may not have installed (the
// button then says "Close" in a Russian window), so the dialogs name the button themselves.
DialogButtonBox {
    Button {
        objectName: "closeButton"
        text: qsTr("Close")
        DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
    }
}
