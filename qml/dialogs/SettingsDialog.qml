pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The user's preferences: the interface language and the colour theme. A change applies at
// once and is remembered for the next start.
Dialog {
    id: dialog

    required property AppController controller

    // Display names; the stored values are the ids ("system", "en", ...). Language names are
    // written in their own language, so a user can find theirs whatever the current one.
    function languageLabel(value: string): string {
        switch (value) {
        case "en": return "English"
        case "ru": return "Русский"
        default: return qsTr("System language")
        }
    }
    function themeLabel(value: string): string {
        switch (value) {
        case "light": return qsTr("Light")
        case "dark": return qsTr("Dark")
        default: return qsTr("System")
        }
    }

    title: qsTr("Settings")
    modal: true
    focus: true
    footer: CloseButtonBox {}
    anchors.centerIn: Overlay.overlay
    width: Math.min(460, Overlay.overlay ? Overlay.overlay.width - 2 * Theme.spacingHuge : 460)

    GridLayout {
        anchors.fill: parent
        columns: 2
        columnSpacing: Theme.spacingLarge
        rowSpacing: Theme.spacingMedium

        Label {
            text: qsTr("Language:")
        }
        ComboBox {
            id: languageBox
            objectName: "languageBox"
            readonly property var values: ["system", "en", "ru"]
            Layout.fillWidth: true
            focus: true
            model: values
            currentIndex: values.indexOf(dialog.controller.language)
            displayText: dialog.languageLabel(values[currentIndex] ?? "system")
            Accessible.name: qsTr("Language")
            delegate: ItemDelegate {
                required property string modelData
                required property int index
                width: ListView.view.width
                text: dialog.languageLabel(modelData)
                highlighted: languageBox.highlightedIndex === index
            }
            onActivated: index => dialog.controller.language = values[index]
        }

        Label {
            text: qsTr("Theme:")
        }
        ComboBox {
            id: themeBox
            objectName: "themeBox"
            readonly property var values: ["system", "light", "dark"]
            Layout.fillWidth: true
            model: values
            currentIndex: values.indexOf(dialog.controller.theme)
            displayText: dialog.themeLabel(values[currentIndex] ?? "system")
            Accessible.name: qsTr("Theme")
            delegate: ItemDelegate {
                required property string modelData
                required property int index
                width: ListView.view.width
                text: dialog.themeLabel(modelData)
                highlighted: themeBox.highlightedIndex === index
            }
            onActivated: index => dialog.controller.theme = values[index]
        }

        Label {
            Layout.columnSpan: 2
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacingSmall
            text: qsTr("The system theme uses your desktop's colours.")
            color: Theme.mutedText
            font: Theme.smallFont
            wrapMode: Text.WordWrap
        }
    }
}
