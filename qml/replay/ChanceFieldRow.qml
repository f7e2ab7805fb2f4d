import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One chance field of a move being recorded (MovesPanel): what decides it, the values it may
// take as a list to pick from, and for a die "Roll" (a fair throw, for a player without one).
// A card pile whose make-up the checker does not know (`unknown`) also takes a typed card.
RowLayout {
    id: row

    // {what, kind, values, unknown, key, rule, faces}: LegalMovesModel.chanceFields().
    required property var field
    // The value entered, "" until one is.
    property string value: ""

    signal valueChosen(string value)
    signal rollRequested()

    function takeFocus() {
        box.forceActiveFocus(Qt.TabFocusReason)
    }

    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        text: row.field.what
        wrapMode: Text.Wrap
        font: Theme.smallFont
    }
    ComboBox {
        id: box
        objectName: "chanceValue"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        model: row.field.values
        editable: row.field.unknown
        currentIndex: model.indexOf(row.value)
        displayText: row.value.length > 0 ? row.value : qsTr("as it fell…")
        font: Theme.monoFont
        Accessible.name: qsTr("%1: the value as it fell").arg(row.field.what)
        onActivated: index => row.valueChosen(row.field.values[index])
        onAccepted: if (editText.trim().length > 0) row.valueChosen(editText.trim())
    }
    Button {
        objectName: "chanceRoll"
        visible: row.field.kind === "die" && row.field.faces > 0
        text: qsTr("Roll d%1").arg(row.field.faces)
        Accessible.name: qsTr("Roll for me: throw a d%1 and write the face down").arg(row.field.faces)
        ToolTip.visible: hovered
        ToolTip.delay: 400
        ToolTip.text: qsTr("Throws a fair die and writes the face down, as if typed")
        onClicked: row.rollRequested()
    }
}
