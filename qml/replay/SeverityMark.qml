import QtQuick
import Umpire

// The mark of a move or finding: a coloured disc with "!" (error), "?" (warning) or "i"
// (note). Shape and letter carry the meaning as well as colour, for colour-blind users.
Rectangle {
    id: mark

    // "error", "warning", "note"; "" draws nothing.
    property string severity
    property int size: 16

    visible: severity.length > 0
    implicitWidth: size
    implicitHeight: size
    radius: severity === "warning" ? 3 : size / 2
    color: severity === "error" ? Theme.error : severity === "warning" ? Theme.warning : Theme.note
    Accessible.role: Accessible.Indicator
    Accessible.name: severity === "error" ? qsTr("Error")
                   : severity === "warning" ? qsTr("Warning") : qsTr("Note")

    Text {
        anchors.centerIn: parent
        text: mark.severity === "error" ? "!" : mark.severity === "warning" ? "?" : "i"
        color: Theme.dark ? "#101010" : "#ffffff"
        font.pixelSize: mark.size * 0.72
        font.bold: true
    }
}
