pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// One vehicle's console, as on the table: its name, model, side and pilot; the three
// maneuver spaces (and a tripod's action card); damage against resistance with the cards
// taken; a tripod's energy against its rating; the counters on the console; and what the step
// did to it. A row of TripodsConsoleModel (roles named as there) is one console.
Rectangle {
    id: panel

    required property int index
    required property string vehicleId
    required property string name
    required property string pilot
    required property string side
    required property string sideName
    required property bool tripod
    required property string status
    required property string statusText
    required property bool statusChanged
    required property var maneuvers
    required property string action
    required property string actionText
    required property bool actionChanged
    required property string lastManeuver
    required property int energy
    required property int energyRating
    required property int energyChange
    required property int damage
    required property int resistance
    required property int damageChange
    required property int damageCards
    required property int plusOneCards
    required property var counters
    required property string event
    required property bool changed
    required property string description

    // The colours of the two sides, and of what the step changed.
    property color sideColor: Theme.accent
    property color changeColor: Theme.accent
    // The board's pick names this vehicle: the console is outlined in the accent colour.
    property bool picked: false
    // The board draws a tried state and the step did not touch this vehicle: faded, unless
    // picked (its outline must read).
    property bool faded: false

    // The cards share the width: four spaces (three maneuvers and the action card) fit.
    readonly property real cardWidth: Math.min(84, (content.width - 3 * Theme.spacingSmall - Theme.spacing) / 4)

    objectName: "console-" + vehicleId
    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surface
    border.color: picked ? Theme.accent : changed ? changeColor : Theme.border
    border.width: picked ? 3 : changed ? 2 : 1
    opacity: (status === "in-play" ? 1 : 0.75) * (faded && !picked ? 0.55 : 1)

    Accessible.role: Accessible.Grouping
    Accessible.name: panel.description

    // The side's stripe down the left edge.
    Rectangle {
        readonly property string sideId: panel.side
        readonly property color sideColor: color
        objectName: "consoleSide"
        x: 1
        y: 1
        width: 5
        height: parent.height - 2
        radius: Theme.radius
        color: panel.sideColor
    }

    Column {
        id: content
        x: Theme.spacing + 5
        y: Theme.spacing
        width: parent.width - x - Theme.spacing
        spacing: Theme.spacingSmall

        // Who: the record's id, the model, the pilot; and the status once out of play.
        Item {
            width: parent.width
            height: Math.max(title.implicitHeight, statusBadge.height)
            Row {
                id: title
                width: parent.width - (statusBadge.visible ? statusBadge.width + Theme.spacing : 0)
                spacing: Theme.spacing
                Text {
                    id: idText
                    objectName: "vehicleId"
                    // The id as the record writes it.
                    readonly property bool machineText: true
                    text: panel.vehicleId
                    font: Theme.strongFont
                    color: Theme.text
                }
                Text {
                    width: Math.max(0, title.width - idText.width - Theme.spacing)
                    anchors.baseline: idText.baseline
                    text: panel.sideName.length > 0 ? "%1 · %2".arg(panel.name).arg(panel.sideName)
                                                       : panel.name
                    elide: Text.ElideRight
                    font: Theme.smallFont
                    color: Theme.mutedText
                }
            }
            Rectangle {
                id: statusBadge
                objectName: "status"
                anchors.right: parent.right
                visible: panel.statusText.length > 0
                width: statusLabel.implicitWidth + 2 * Theme.spacingSmall
                height: statusLabel.implicitHeight + 2
                radius: 3
                color: Theme.errorSoft
                border.color: panel.statusChanged ? panel.changeColor : Theme.error
                border.width: panel.statusChanged ? 2 : 1
                Text {
                    id: statusLabel
                    anchors.centerIn: parent
                    text: panel.statusText
                    font: Theme.smallFont
                    color: Theme.error
                }
            }
        }
        Text {
            objectName: "pilot"
            visible: panel.pilot.length > 0
            width: parent.width
            // The pilot's name as the record writes it.
            readonly property bool machineText: true
            text: panel.pilot
            elide: Text.ElideRight
            font: Theme.smallFont
            color: Theme.mutedText
        }

        // The three maneuver spaces and, for a tripod, the action card of the phase.
        Row {
            spacing: Theme.spacingSmall
            bottomPadding: 5
            Repeater {
                objectName: "staticManeuvers"
                model: panel.maneuvers
                delegate: TripodsManeuverCard {
                    required property var modelData
                    required property int index
                    objectName: "maneuver-" + (index + 1)
                    width: panel.cardWidth
                    number: index + 1
                    planned: modelData.planned
                    faceUp: modelData.faceUp
                    current: modelData.current
                    changed: modelData.changed
                    label: modelData.label
                    icons: modelData.icons
                    description: modelData.text
                    changeColor: panel.changeColor
                }
            }
            Item {
                width: Theme.spacing - 2 * Theme.spacingSmall
                height: 1
            }
            TripodsManeuverCard {
                objectName: "actionCard"
                width: panel.cardWidth
                visible: panel.tripod
                caption: qsTr("Action")
                action: true
                planned: panel.actionText.length > 0
                faceUp: true
                changed: panel.actionChanged
                label: panel.actionText
                description: panel.actionText.length > 0 ? qsTr("Action card: %1").arg(panel.actionText)
                                                            : qsTr("No action card")
                changeColor: panel.changeColor
            }
            // An airplane's console keeps its last maneuver in view (the steep, Immelmann and
            // straight rules look back at it).
            TripodsManeuverCard {
                objectName: "lastManeuver"
                width: panel.cardWidth
                visible: !panel.tripod
                caption: qsTr("Last")
                planned: panel.lastManeuver.length > 0
                faceUp: true
                label: panel.lastManeuver
                description: panel.lastManeuver.length > 0 ? qsTr("Last maneuver performed: %1").arg(panel.lastManeuver)
                                                            : qsTr("No maneuver performed yet")
            }
        }

        TripodsMeter {
            objectName: "damage"
            width: parent.width
            title: qsTr("Damage")
            value: panel.damage
            maximum: panel.resistance
            change: panel.damageChange
            fill: Theme.error
            changeColor: panel.changeColor
            // The damage cards kept on the console, and those on its "+1 damage" space.
            detail: panel.plusOneCards > 0 ? qsTr("%n card(s)", "", panel.damageCards) + ", "
                                             + qsTr("%1 at +1").arg(panel.plusOneCards)
                                           : qsTr("%n card(s)", "", panel.damageCards)
            description: qsTr("Damage %1 of %2").arg(panel.damage).arg(panel.resistance)
        }
        TripodsMeter {
            objectName: "energy"
            visible: panel.tripod
            width: parent.width
            title: qsTr("Energy")
            value: panel.energy
            maximum: panel.energyRating
            change: panel.energyChange
            fill: Theme.warning
            changeColor: panel.changeColor
            description: qsTr("Energy %1 of %2").arg(panel.energy).arg(panel.energyRating)
        }

        // The counters on the console.
        Flow {
            width: parent.width
            spacing: Theme.spacingSmall
            visible: panel.counters.length > 0
            Repeater {
                model: panel.counters
                delegate: Rectangle {
                    id: chip
                    required property var modelData
                    objectName: "counter-" + modelData.id
                    width: chipText.implicitWidth + 2 * Theme.spacingSmall + 2
                    height: chipText.implicitHeight + 4
                    radius: height / 2
                    color: Theme.mix(Theme.surface, Theme.text, 0.08)
                    border.color: modelData.changed ? panel.changeColor : Theme.border
                    border.width: modelData.changed ? 2 : 1
                    Accessible.role: Accessible.StaticText
                    Accessible.name: chipText.text
                    Text {
                        id: chipText
                        anchors.centerIn: parent
                        text: chip.modelData.count > 1 ? "%1 ×%2".arg(chip.modelData.label).arg(chip.modelData.count)
                                                       : chip.modelData.label
                        font: Theme.smallFont
                        color: Theme.text
                    }
                }
            }
        }

        // What the step did with this vehicle.
        Text {
            objectName: "event"
            visible: panel.event.length > 0
            width: parent.width
            text: "▸ " + panel.event
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font: Theme.smallFont
            color: Theme.text
        }
    }
}
