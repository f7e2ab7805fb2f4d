pragma ComponentBehavior: Bound
import QtQuick
import Umpire

// The name of one region and what stands in it, centred on the region's label point: the
// name (with the landing or anchor marker), then civilians, building, balloons and influence
// tokens, then the miniatures. Drawn in screen pixels over the scaled map so text stays sharp.
// A delegate of BoardRegionModel: its roles arrive as the required properties below, and a
// step sets only those that changed.
Column {
    id: root

    // The region (fixed).
    required property string regionId
    required property string name
    required property string nameRu
    required property bool land
    required property bool landing
    required property bool anchor
    // What stands in it.
    required property int civilians
    required property string building
    required property string buildingName
    required property string buildingNameRu
    required property string buildingSide
    required property string buildingShort
    required property string buildingShortRu
    required property int defense
    required property bool balloons
    required property var influence     // [token id]
    required property var units       // [{id, type, side, number}]
    required property bool changed    // the current step changed this region

    property WotwPalette colors
    property real unitSize: 16
    property bool russian: false
    property BoardGeometry geometry
    // The board's pick (a unit id rings that unit) and whether the board draws a tried state:
    // then the pieces of a region the step did not change are faded.
    property string pickedId
    property bool provisional: false
    readonly property real pieceOpacity: provisional && !changed ? 0.55 : 1

    // The id of the miniature at `p` (in this label's coordinates), "" when none: a pick
    // on the board names the unit rather than its region.
    function unitAt(p: point): string {
        for (let i = 0; i < unitGrid.children.length; ++i) {
            const item = unitGrid.children[i] as WotwUnit
            if (item && item.visible && item.contains(item.mapFromItem(root, p)))
                return item.piece.id ?? ""
        }
        return ""
    }

    readonly property var glyphs: ({
        "landing": "M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0zM5 12a7 7 0 1 0 14 0a7 7 0 1 0 -14 0zM8.5 12a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0z",
        "anchor": "M9.2 3.6a2.8 2.8 0 1 0 5.6 0a2.8 2.8 0 1 0 -5.6 0zM10.6 3.6a1.4 1.4 0 1 0 2.8 0a1.4 1.4 0 1 0 -2.8 0zM11 6.4h2V19.6h-2zM7 8h4v2H7zM13 8h4v2h-4zM2.5 12.5l3.5-1.5 1 3.3-1.3-.4A6.5 6.5 0 0 0 11 19.6v2A8.5 8.5 0 0 1 3.8 14zM21.5 12.5l-3.5-1.5-1 3.3 1.3-.4A6.5 6.5 0 0 1 13 19.6v2A8.5 8.5 0 0 0 20.2 14z",
        "civilian": "M8 6a4 4 0 1 0 8 0a4 4 0 1 0 -8 0zM3 23c0-6 4-10 9-10s9 4 9 10z",
        "balloons": "M5 9a7 8 0 1 1 14 0a7 8 0 1 1 -14 0zM10.5 17h3l.6 2.2h-4.2zM11.5 19.2h1V23h-1z"
    })
    readonly property var influenceLetters: ({
        "poisonous-fog": "F",
        "frightening-sound": "S",
        "nerve-agent": "N"
    })
    readonly property color nameColor: colors ? (land ? colors.landText : colors.seaText) : "black"

    spacing: Math.round(unitSize * 0.15)

    Row {
        anchors.horizontalCenter: parent.horizontalCenter
        spacing: 3

        BoardGlyph {
            visible: root.landing
            anchors.verticalCenter: parent.verticalCenter
            size: root.unitSize * 0.8
            path: root.glyphs.landing
            color: root.colors ? root.colors.aliens : "green"
        }
        BoardGlyph {
            visible: root.anchor
            anchors.verticalCenter: parent.verticalCenter
            size: root.unitSize * 0.85
            path: root.glyphs.anchor
            color: root.colors ? root.colors.humans : "blue"
        }
        Text {
            objectName: "regionName"
            anchors.verticalCenter: parent.verticalCenter
            text: root.russian ? root.nameRu : root.name
            color: root.nameColor
            font.pixelSize: Math.max(8, Math.round(root.unitSize * 0.7))
            font.bold: root.land || root.changed
            font.italic: !root.land
            font.underline: root.changed
        }
    }

    // Two per row keeps a crowded region narrow, so neighbouring labels do not collide.
    Grid {
        objectName: "tokens"
        anchors.horizontalCenter: parent.horizontalCenter
        columns: 2
        spacing: 2
        horizontalItemAlignment: Grid.AlignHCenter
        verticalItemAlignment: Grid.AlignVCenter
        visible: root.civilians > 0 || root.building !== "" || root.balloons || root.influence.length > 0
        opacity: root.pieceOpacity

        Rectangle {
            objectName: "civilians"
            visible: root.civilians > 0
            width: civilianRow.implicitWidth + root.unitSize * 0.35
            height: root.unitSize
            radius: height / 2
            color: root.colors ? root.colors.civilians : "gold"
            border.color: Qt.darker(color, 1.5)
            border.width: 1
            Accessible.role: Accessible.Graphic
            Accessible.name: qsTr("%n civilian(s)", "", root.civilians)

            Row {
                id: civilianRow
                anchors.centerIn: parent
                spacing: 1
                BoardGlyph {
                    anchors.verticalCenter: parent.verticalCenter
                    size: root.unitSize * 0.62
                    path: root.glyphs.civilian
                    color: root.colors ? root.colors.civiliansText : "black"
                }
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: root.civilians
                    color: root.colors ? root.colors.civiliansText : "black"
                    font.pixelSize: Math.max(7, Math.round(root.unitSize * 0.62))
                    font.bold: true
                }
            }
        }

        WotwBuilding {
            objectName: "building"
            visible: root.building !== ""
            size: root.unitSize
            colors: root.colors
            label: root.russian ? root.buildingShortRu : root.buildingShort
            side: root.buildingSide
            defense: root.defense
            accessibleName: root.russian ? root.buildingNameRu : root.buildingName
        }

        BoardGlyph {
            objectName: "balloons"
            visible: root.balloons
            size: root.unitSize
            path: root.glyphs.balloons
            color: root.colors ? root.colors.humans : "blue"
            Accessible.role: Accessible.Graphic
            Accessible.name: root.geometry ? root.geometry.pieceName("barrage-balloons", root.russian) : ""
        }

        Repeater {
            objectName: "influence"
            model: root.influence
            delegate: WotwToken {
                required property string modelData
                size: root.unitSize
                label: root.influenceLetters[modelData] ?? "?"
                fill: root.colors ? root.colors.influence : "purple"
                accessibleName: root.geometry ? root.geometry.pieceName(modelData, root.russian) : modelData
            }
        }
    }

    Grid {
        id: unitGrid
        objectName: "units"
        anchors.horizontalCenter: parent.horizontalCenter
        visible: unitRepeater.count > 0
        // The picked unit stays whole, so its ring reads (the units are read only while faded).
        opacity: root.pieceOpacity < 1 && root.pickedId !== "" && root.units.some(u => u.id === root.pickedId)
                 ? 1 : root.pieceOpacity
        columns: 3
        spacing: 2
        horizontalItemAlignment: Grid.AlignHCenter
        verticalItemAlignment: Grid.AlignVCenter

        Repeater {
            id: unitRepeater
            model: root.units
            delegate: WotwUnit {
                required property var modelData
                piece: modelData
                picked: root.pickedId !== "" && modelData.id === root.pickedId
                colors: root.colors
                size: root.unitSize
            }
        }
    }
}
