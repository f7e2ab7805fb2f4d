import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One row of the generic state inspector (StateTreeModel): the key indented by its depth,
// its value beside it; tinted when the current step changed it.
Rectangle {
    id: row

    required property int depth
    required property string label
    required property string value
    required property bool changed
    required property bool hasChildren

    implicitHeight: line.implicitHeight + 2 * Theme.spacingTiny
    // Square, so neighbouring changed rows read as one band.
    color: changed ? Theme.accentSoft : "transparent"
    Accessible.role: Accessible.StaticText
    Accessible.name: (value.length > 0 ? "%1: %2".arg(label).arg(value) : label)
                     + (changed ? "; " + qsTr("changed by this step") : "")

    RowLayout {
        id: line
        anchors.fill: parent
        anchors.leftMargin: Theme.spacing + row.depth * Theme.spacingLarge
        anchors.rightMargin: Theme.spacing
        spacing: Theme.spacingMedium

        Label {
            objectName: "key"
            // One column for the values, whatever the depth.
            Layout.preferredWidth: Math.max(Theme.spacingHuge * 2, row.width * 0.4 - row.depth * Theme.spacingLarge)
            Layout.alignment: Qt.AlignTop
            text: row.label
            elide: Text.ElideRight
            color: row.hasChildren ? Theme.text : Theme.mutedText
            font: row.hasChildren ? Theme.strongFont : Theme.bodyFont
        }
        Label {
            objectName: "value"
            Layout.fillWidth: true
            text: row.value
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
            color: row.changed ? Theme.warning : (row.hasChildren ? Theme.mutedText : Theme.text)
            font: row.changed ? Theme.strongFont : Theme.bodyFont
        }
    }
}
