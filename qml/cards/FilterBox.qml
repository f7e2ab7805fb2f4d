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
