pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Umpire

// A zone's cards as small labelled chips, equal cards merged ("Reap ×2"). `names` turns an
// id into its display name.
Flow {
    id: chips

    // Card ids, as in State::toJson() (repeats allowed).
    property var cards: []
    // id → display name.
    property var names: id => id
    // Shown when there are no cards.
    property string emptyText: "—"

    // [{id, count}] in first-seen order.
    readonly property var groups: {
        const order = []
        const counts = {}
        for (const id of (chips.cards ?? [])) {
            if (counts[id] === undefined) {
                counts[id] = 0
                order.push(id)
            }
            ++counts[id]
        }
        return order.map(id => ({ id: id, count: counts[id] }))
    }

    spacing: Theme.spacingSmall

    Label {
        visible: chips.groups.length === 0
        text: chips.emptyText
        color: Theme.mutedText
        font: Theme.smallFont
    }

    Repeater {
        model: chips.groups
        delegate: Rectangle {
            id: chip
            required property var modelData
            implicitWidth: chipLabel.implicitWidth + 2 * Theme.spacing
            implicitHeight: chipLabel.implicitHeight + Theme.spacingSmall
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
            Accessible.role: Accessible.StaticText
            Accessible.name: chipLabel.text

            Label {
                id: chipLabel
                anchors.centerIn: parent
                text: chip.modelData.count > 1
                      ? "%1 ×%2".arg(chips.names(chip.modelData.id)).arg(chip.modelData.count)
                      : chips.names(chip.modelData.id)
                font: Theme.smallFont
                color: Theme.text
            }
        }
    }
}
