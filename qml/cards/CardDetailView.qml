pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// The full record of one card: names in both languages, game, type and side, the numbers,
// the text and options in English and Russian, flags, linked rules (a click opens the Rules
// page there), clarifications, and where every value comes from. Every assumed value has
// a marker with its reason. A component shows the same way, with its kind, its count in the
// box and what it contains.
ScrollView {
    id: view

    required property CardDetail detail

    function scrollToTop() {
        contentFlick.contentY = 0
    }

    clip: true
    contentWidth: availableWidth
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Pane
    Accessible.name: detail.valid ? qsTr("Card: %1").arg(detail.name) : qsTr("Card details")

    // Keyboard scrolling when the view has the focus (after Enter in the list).
    Keys.onUpPressed: contentFlick.flick(0, 800)
    Keys.onDownPressed: contentFlick.flick(0, -800)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_PageDown) {
            contentFlick.contentY = Math.min(contentFlick.contentY + view.height * 0.9,
                                             Math.max(0, contentFlick.contentHeight - view.height))
            event.accepted = true
        } else if (event.key === Qt.Key_PageUp) {
            contentFlick.contentY = Math.max(0, contentFlick.contentY - view.height * 0.9)
            event.accepted = true
        }
    }

    readonly property Flickable contentFlick: contentItem as Flickable
    // Texts in Russian first when the interface is Russian and the card has them.
    readonly property bool russianFirst: Compendium.language === "ru" && detail.textRu.length > 0

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.color: view.activeFocus ? Theme.focusRing : Theme.border
        border.width: view.activeFocus ? Theme.focusWidth : 1
    }

    ColumnLayout {
        id: column
        width: view.availableWidth
        spacing: Theme.spacingMedium

        Item {
            Layout.preferredHeight: Theme.spacing
        }

        // Names and what the card is.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge + 4
            Layout.rightMargin: Theme.spacingLarge + 4
            spacing: Theme.spacingSmall

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Label {
                    // Room for the marker beside it; a width from outside avoids a layout loop.
                    Layout.maximumWidth: Math.max(100, view.availableWidth - 2 * Theme.spacingLarge - 100)
                    text: view.detail.name
                    font: Theme.headingFont
                    color: Theme.text
                    wrapMode: Text.Wrap
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                AssumedBadge {
                    Layout.alignment: Qt.AlignVCenter
                    reason: view.detail.name === view.detail.nameRu ? view.detail.nameRuAssumed
                                                                    : view.detail.nameEnAssumed
                }
                Item {
                    Layout.fillWidth: true
                }
            }
            RowLayout {
                visible: view.detail.otherName.length > 0
                spacing: Theme.spacing
                Label {
                    readonly property bool otherLanguage: true
                    text: view.detail.otherName
                    font: Theme.titleFont
                    color: Theme.mutedText
                    wrapMode: Text.Wrap
                }
                AssumedBadge {
                    reason: view.detail.otherName === view.detail.nameRu ? view.detail.nameRuAssumed
                                                                         : view.detail.nameEnAssumed
                }
            }
            Label {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                text: [view.detail.gameName, view.detail.typeName, view.detail.kindName, view.detail.sideName]
                        .filter(s => s.length > 0).join("  ·  ")
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
        }

        // The numbers: cost, copies, printed stats and game-specific fields, each with its
        // assumed marker right after the value.
        // One row per fact, the names in a column as wide as the widest. A Column around the
        // Repeater, not a GridLayout (docs/app-qml-rules.md).
        Column {
            id: facts
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge + 4
            Layout.rightMargin: Theme.spacingLarge + 4
            visible: view.detail.facts.length > 0
            spacing: Theme.spacingSmall
            readonly property real labelWidth: Math.max(0, ...Array.from(view.detail.facts).map(f => factMetrics.advanceWidth(f.label))) + 2

            FontMetrics {
                id: factMetrics
                font: Theme.bodyFont
            }

            Repeater {
                model: view.detail.facts
                delegate: RowLayout {
                    id: fact
                    required property var modelData
                    width: parent ? parent.width : 0
                    spacing: Theme.spacingMedium
                    Label {
                        Layout.preferredWidth: facts.labelWidth
                        Layout.alignment: Qt.AlignTop
                        text: fact.modelData.label
                        color: Theme.mutedText
                    }
                    Label {
                        Layout.maximumWidth: Math.max(120, view.availableWidth - 300)
                        Layout.alignment: Qt.AlignTop
                        text: fact.modelData.value
                        color: Theme.text
                        font: fact.modelData.key === "cost" ? Theme.strongFont : Theme.bodyFont
                        wrapMode: Text.Wrap
                        textFormat: Text.PlainText
                    }
                    AssumedBadge {
                        Layout.alignment: Qt.AlignTop
                        reason: fact.modelData.assumed
                    }
                    Item {
                        Layout.fillWidth: true
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge + 4
            Layout.rightMargin: Theme.spacingLarge + 4
            spacing: Theme.spacingMedium

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Text")
                visible: view.detail.textEn.length > 0

                // The text in the interface's language first, the other one below it.
                CardText {
                    Layout.fillWidth: true
                    language: view.russianFirst ? qsTr("Russian") : qsTr("English")
                    text: view.russianFirst ? view.detail.textRu : view.detail.textEn
                    reason: view.russianFirst ? view.detail.textRuAssumed : view.detail.textEnAssumed
                }
                CardText {
                    Layout.fillWidth: true
                    visible: text.length > 0
                    otherLanguage: true
                    language: view.russianFirst ? qsTr("English") : qsTr("Russian")
                    text: view.russianFirst ? view.detail.textEn : view.detail.textRu
                    reason: view.russianFirst ? view.detail.textEnAssumed : view.detail.textRuAssumed
                }
            }

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Options")
                visible: view.detail.options.length > 0

                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: view.detail.options
                        delegate: OptionItem {
                            required property var modelData
                            width: parent ? parent.width : 0
                            option: modelData
                        }
                    }
                }
            }

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Flags")
                visible: view.detail.flags.length > 0

                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall
                    Repeater {
                        model: view.detail.flags
                        delegate: Rectangle {
                            required property var modelData
                            implicitWidth: flagLabel.implicitWidth + 14
                            implicitHeight: flagLabel.implicitHeight + 6
                            radius: implicitHeight / 2
                            color: Theme.accentSoft
                            Label {
                                id: flagLabel
                                anchors.centerIn: parent
                                text: parent.modelData.name
                                font: Theme.smallFont
                                color: Theme.text
                            }
                        }
                    }
                }
            }

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Rules")
                visible: view.detail.rules.length > 0

                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: view.detail.rules
                        delegate: LinkButton {
                            required property var modelData
                            width: parent ? parent.width : 0
                            prefix: modelData.section
                            prefixWidth: 44
                            text: modelData.title
                            secondary: modelData.otherTitle
                            ToolTip.visible: hovered
                            ToolTip.delay: 700
                            ToolTip.text: qsTr("Open rule %1 on the Rules page").arg(modelData.ruleId)
                            onClicked: Compendium.showRule(modelData.ruleId)
                        }
                    }
                }
            }

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Clarifications")
                visible: view.detail.clarifications.length > 0

                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: view.detail.clarifications
                        delegate: ClarificationBox {
                            required property var modelData
                            width: parent ? parent.width : 0
                            clarification: modelData
                            onOpenRequested: Compendium.showRule(modelData.ruleId)
                        }
                    }
                }
            }

            DetailSection {
                Layout.fillWidth: true
                title: qsTr("Sources and assumptions")
                visible: view.detail.sources.length > 0 || view.detail.assumed.length > 0

                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: view.detail.sources
                        delegate: Label {
                            // Citations name the books' sections as the books print them.
                            readonly property bool otherLanguage: true
                            required property var modelData
                            width: parent ? parent.width : 0
                            text: qsTr("Source: %1, %2").arg(modelData.book).arg(modelData.section)
                            color: Theme.mutedText
                            font: Theme.smallFont
                            wrapMode: Text.Wrap
                        }
                    }
                }
                Column {
                    Layout.fillWidth: true
                    spacing: Theme.spacing
                    Repeater {
                        model: view.detail.assumed
                        delegate: RowLayout {
                            required property var modelData
                            width: parent ? parent.width : 0
                            spacing: Theme.spacing
                            AssumedBadge {
                                Layout.alignment: Qt.AlignTop
                                reason: parent.modelData.reason
                            }
                            Label {
                                Layout.alignment: Qt.AlignTop
                                text: parent.modelData.label
                                color: Theme.text
                                font: Theme.smallFont
                            }
                            Label {
                                // Reasons other than the standard ones are the data's own
                                // English sentences (docs/data-format.md, Provenance).
                                readonly property bool otherLanguage: !parent.modelData.reasonTranslated
                                Layout.fillWidth: true
                                Layout.alignment: Qt.AlignTop
                                text: parent.modelData.reason
                                textFormat: Text.PlainText
                                color: Theme.mutedText
                                font: Theme.smallFont
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                }
            }
        }

        Item {
            Layout.preferredHeight: Theme.spacingLarge
        }
    }
}
