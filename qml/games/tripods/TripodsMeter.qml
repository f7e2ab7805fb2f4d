pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// A console's damage or energy against its limit: a title, a bar filled up to `value` of
// `maximum`, the numbers, and what the step changed ("+3", "−1") in a ring of `changeColor`.
Item {
    id: meter

    property string title
    property int value: 0
    property int maximum: 1
    property int change: 0
    property color fill: Theme.accent
    property color changeColor: Theme.accent
    // Shown after the numbers ("3 cards, 1 with +1").
    property string detail
    // Read aloud: "Damage 7 of 20".
    property string description

    implicitHeight: Math.max(titleText.implicitHeight, 18)
    implicitWidth: 240

    Accessible.role: Accessible.ProgressBar
    Accessible.name: meter.description

    Text {
        id: titleText
        anchors.verticalCenter: parent.verticalCenter
        width: 64
        text: meter.title
        elide: Text.ElideRight
        font: Theme.smallFont
        color: Theme.mutedText
    }
    Rectangle {
        id: bar
        anchors.left: titleText.right
        anchors.leftMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        width: Math.max(40, meter.width - titleText.width - numbers.width - changeTag.width - 3 * Theme.spacingSmall)
        height: 10
        radius: 3
        color: Theme.surface
        border.color: Theme.border
        Rectangle {
            x: 1
            y: 1
            height: parent.height - 2
            radius: 2
            width: (parent.width - 2) * Math.max(0, Math.min(1, meter.value / Math.max(1, meter.maximum)))
            color: meter.fill
        }
    }
    Text {
        id: numbers
        anchors.left: bar.right
        anchors.leftMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        text: meter.detail.length > 0 ? "%1/%2 · %3".arg(meter.value).arg(meter.maximum).arg(meter.detail)
                                       : "%1/%2".arg(meter.value).arg(meter.maximum)
        font: Theme.smallFont
        color: Theme.text
    }
    Rectangle {
        id: changeTag
        objectName: "change"
        anchors.left: numbers.right
        anchors.leftMargin: Theme.spacingSmall
        anchors.verticalCenter: parent.verticalCenter
        visible: meter.change !== 0
        width: visible ? changeText.implicitWidth + 8 : 0
        height: changeText.implicitHeight + 2
        radius: 3
        color: "transparent"
        border.color: meter.changeColor
        border.width: 2
        Text {
            id: changeText
            anchors.centerIn: parent
            text: meter.change > 0 ? "+" + meter.change : "−" + (-meter.change)
            font.pointSize: Theme.smallFont.pointSize
            font.bold: true
            color: Theme.text
        }
    }
}
