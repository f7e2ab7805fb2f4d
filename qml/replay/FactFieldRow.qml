import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One measured fact of a move being recorded (MovesPanel): what the players measured or saw at
// the table, and its value as the table shows it: a number (a position, in its unit), a flag
// ticked or not (the vehicle left the table), or one of a list (short or long range).
RowLayout {
    id: row

    // {what, kind, key, index, values, value, min, max, unit, rule}: LegalMovesModel.factFields().
    required property var field
    // The value set: a number or list value as written; a flag's word, or "" when absent.
    property string value: ""

    signal valueChosen(string value)

    function takeFocus() {
        const control = row.field.kind === "flag" ? flag : row.field.kind === "number" ? number : list
        control.forceActiveFocus(Qt.TabFocusReason)
    }

    spacing: Theme.spacingSmall

    Label {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        visible: row.field.kind !== "flag"
        text: row.field.what
        wrapMode: Text.Wrap
        font: Theme.smallFont
    }
    CheckBox {
        id: flag
        objectName: "factFlag"
        Layout.fillWidth: true
        visible: row.field.kind === "flag"
        checked: row.value.length > 0
        text: row.field.what
        font: Theme.smallFont
        Accessible.name: row.field.what
        onToggled: row.valueChosen(checked ? row.field.key : "")
    }
    ComboBox {
        id: list
        objectName: "factList"
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        visible: row.field.kind === "list"
        model: row.field.kind === "list" ? row.field.values : []
        currentIndex: row.field.kind === "list" ? row.field.values.indexOf(row.value) : -1
        font: Theme.monoFont
        Accessible.name: qsTr("%1: as measured").arg(row.field.what)
        onActivated: index => row.valueChosen(row.field.values[index])
    }
    RowLayout {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        visible: row.field.kind === "number"
        spacing: Theme.spacingTiny
        SpinBox {
            id: number
            objectName: "factNumber"
            Layout.fillWidth: true
            from: row.field.min ?? 0
            to: row.field.max ?? 0
            value: row.field.kind === "number" ? Number(row.value) : 0
            editable: true
            font: Theme.monoFont
            Accessible.name: qsTr("%1, in %2").arg(row.field.what).arg(row.field.unit)
            // Each step and each typed value is written at once, so the verdict follows it.
            onValueModified: row.valueChosen(String(value))
        }
        Label {
            text: row.field.unit ?? ""
            font: Theme.smallFont
        }
    }
}
