import QtQuick
import Umpire

// A round token with a letter: an influence token (F, S, N) or the civilians count.
Rectangle {
    id: token

    property string label
    property color fill: "grey"
    property color textColor: "white"
    property real size: 16
    property string accessibleName

    implicitWidth: Math.max(size, labelText.implicitWidth + size * 0.5)
    implicitHeight: size
    radius: size / 2
    color: fill
    border.color: Qt.darker(fill, 1.4)
    border.width: 1

    Accessible.role: Accessible.Graphic
    Accessible.name: accessibleName

    Text {
        id: labelText
        anchors.centerIn: parent
        text: token.label
        color: token.textColor
        font.pixelSize: Math.max(7, Math.round(token.size * 0.6))
        font.bold: true
    }
}
