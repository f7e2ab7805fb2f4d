import QtQuick
import QtQuick.Controls
import Umpire

// A quick filter: "All …" followed by the choices; currentValue is the chosen id, or ""
// for all. When the choices change and the chosen id is gone, it falls back to "All".
// A page that owns the filter elsewhere (the Cards page: in the query) sets `selected`; a
// value there that is none of the choices is listed as written, so the box never hides a
// filter in effect.
ComboBox {
    id: box

    // [{id, name}]
    property var choices: []
    property string allText
    property string accessibleName
    property string selected: ""

    textRole: "name"
    valueRole: "id"
    model: {
        const entries = [{ id: "", name: allText }].concat(choices)
        if (selected.length > 0 && !choices.some(c => c.id === selected))
            entries.push({ id: selected, name: qsTr("“%1”", "a filter value typed in the search that names no choice").arg(selected) })
        return entries
    }
    Accessible.name: accessibleName
    ToolTip.visible: hovered && accessibleName.length > 0
    ToolTip.delay: 700
    ToolTip.text: accessibleName

    // The style's entry, but with "&" doubled: a menu entry reads a single "&" as the mark of
    // a mnemonic, which turned "Tripods & Triplanes" into "Tripods _Triplanes".
    delegate: MenuItem {
        required property var modelData
        required property int index
        width: ListView.view.width
        text: String(modelData[box.textRole]).replace(/&/g, "&&")
        font.weight: box.currentIndex === index ? Font.DemiBold : Font.Normal
        highlighted: box.highlightedIndex === index
        hoverEnabled: box.hoverEnabled
    }

    // Keep the chosen id across changes of the list (another game's sides), if still offered.
    property string chosen: ""
    onActivated: chosen = currentValue
    onSelectedChanged: {
        chosen = selected
        const i = indexOfValue(chosen)
        currentIndex = i >= 0 ? i : 0
    }
    onModelChanged: {
        const i = indexOfValue(chosen)
        currentIndex = i >= 0 ? i : 0
        if (i < 0)
            chosen = ""
    }
}
