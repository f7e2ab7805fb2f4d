import QtQuick
import QtQuick.Controls
import Umpire

// A quick filter: "All …" followed by the choices; currentValue is the chosen id, or ""
// for all. When the choices change and the chosen id is gone, it falls back to "All".
ComboBox {
    id: box

    // [{id, name}]
    property var choices: []
    property string allText
    property string accessibleName

    textRole: "name"
    valueRole: "id"
    model: [{ id: "", name: allText }].concat(choices)
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
    onModelChanged: {
        const i = indexOfValue(chosen)
        currentIndex = i >= 0 ? i : 0
        if (i < 0)
            chosen = ""
    }
}
