pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// A clarification where the editions disagree or are unclear: each reading, the one Umpire
// adopts (marked), why, and the record tag that selects the other reading.
Rectangle {
    id: box

    // {ruleId, section, title, otherTitle, readings: [{label, key, text, adopted}], adopted,
    // why, recordTag}
    required property var clarification
    // Show the title as a link to the clarification's rule (off on the rule's own page).
    property bool showTitle: true
    signal openRequested()

    implicitHeight: content.implicitHeight + 2 * Theme.spacingMedium
    radius: Theme.radius
    color: Theme.mix(Theme.surface, Theme.note, Theme.dark ? 0.08 : 0.04)
    border.color: Theme.mix(Theme.surface, Theme.note, 0.3)

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: Theme.spacingMedium
        spacing: Theme.spacing

        LinkButton {
            visible: box.showTitle
            Layout.leftMargin: -Theme.spacing
            prefix: box.clarification.section ?? ""
            text: box.clarification.title ?? ""
            secondary: box.clarification.otherTitle ?? ""
            onClicked: box.openRequested()
        }

        Column {
            Layout.fillWidth: true
            spacing: Theme.spacing
            Repeater {
                model: box.clarification.readings ?? []
                delegate: RowLayout {
                    id: reading
                    required property var modelData
                    width: parent ? parent.width : 0
                    spacing: Theme.spacing

                    Rectangle {
                        Layout.alignment: Qt.AlignTop
                        Layout.topMargin: 2
                        implicitWidth: readingLabel.implicitWidth + 12
                        implicitHeight: readingLabel.implicitHeight + 4
                        radius: Theme.radius
                        color: reading.modelData.adopted ? Theme.accent : "transparent"
                        border.width: 1
                        border.color: reading.modelData.adopted ? Theme.accent : Theme.border
                        Row {
                            id: readingLabel
                            anchors.centerIn: parent
                            spacing: 4
                            Label {
                                text: reading.modelData.label
                                font: Theme.smallFont
                                color: reading.modelData.adopted ? Theme.accentText : Theme.mutedText
                            }
                            // The id a record's [Reading] tag selects it by, as the record writes it.
                            Label {
                                readonly property bool machineText: true
                                visible: reading.modelData.key.length > 0
                                text: "· " + reading.modelData.key
                                font: Theme.smallFont
                                color: reading.modelData.adopted ? Theme.accentText : Theme.mutedText
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: box.plain(reading.modelData.text)
                        color: Theme.text
                        wrapMode: Text.Wrap
                        textFormat: Text.PlainText
                        Accessible.name: (reading.modelData.adopted ? qsTr("Adopted reading %1: %2")
                                                                    : qsTr("Reading %1: %2"))
                                         .arg(reading.modelData.label).arg(text)
                    }
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: (box.clarification.adopted ?? "").length > 0
            text: qsTr("<b>Adopted:</b> %1").arg(box.styled(box.clarification.adopted ?? ""))
            textFormat: Text.StyledText
            color: Theme.text
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            visible: (box.clarification.why ?? "").length > 0
            text: qsTr("<b>Why:</b> %1").arg(box.styled(box.clarification.why ?? ""))
            textFormat: Text.StyledText
            color: Theme.mutedText
            wrapMode: Text.Wrap
        }
        Label {
            Layout.fillWidth: true
            visible: (box.clarification.recordTag ?? "").length > 0
            text: qsTr("Record tag: %1").arg(box.plain(box.clarification.recordTag ?? ""))
            font: Theme.smallFont
            color: Theme.mutedText
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
    }

    // The data's texts are Markdown: show a link as its words and drop code marks.
    function plain(s: string): string {
        return s.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "")
    }

    // Markdown as styled text: links as their words, code (a reading's id, a record tag) in
    // a fixed-width font, everything else escaped.
    function styled(s: string): string {
        return escaped(s.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")).replace(/`([^`]*)`/g, "<tt>$1</tt>")
    }

    // Data text inside rich text must not be read as markup.
    function escaped(s: string): string {
        return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }
}
