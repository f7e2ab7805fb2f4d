pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Umpire

// One rule: where it sits in the book (a breadcrumb), its section number and titles in both
// languages, its text (Markdown, with links to other rules), the readings of a
// clarification, the rules under it, the cards that cite it and the clarifications that
// discuss it, and its sources.
ScrollView {
    id: view

    required property RuleDetail detail
    // A link to another rule was followed.
    signal ruleActivated(string ruleId)
    signal cardActivated(string game, string cardId)

    function scrollToTop() {
        contentFlick.contentY = 0
    }

    readonly property Flickable contentFlick: contentItem as Flickable

    clip: true
    contentWidth: availableWidth
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.Pane
    Accessible.name: detail.valid ? qsTr("Rule %1 %2").arg(detail.section).arg(detail.title)
                                  : qsTr("Rule details")

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

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.color: view.activeFocus ? Theme.focusRing : Theme.border
        border.width: view.activeFocus ? Theme.focusWidth : 1
    }

    // Positioned in a Column, not laid out: a Column places each block below the one above
    // whenever a height changes, while nested layouts whose wrapped texts change height on a
    // language switch could give up re-laying out ("polish loop") and leave texts on top of
    // each other until a restart (issue 24). Each block takes the column's width; its
    // height is its own.
    Column {
        id: page
        readonly property real innerWidth: width - leftPadding - rightPadding
        width: view.availableWidth
        padding: Theme.spacingLarge + 4
        spacing: Theme.spacingMedium

        // The breadcrumb: game › chapter › …
        Flow {
            width: page.innerWidth
            spacing: 0
            visible: view.detail.ancestors.length > 0

            Repeater {
                model: view.detail.ancestors
                delegate: Row {
                    id: crumb
                    required property var modelData
                    required property int index
                    spacing: 0
                    Label {
                        visible: crumb.index > 0
                        anchors.verticalCenter: parent.verticalCenter
                        text: "›"
                        color: Theme.mutedText
                    }
                    LinkButton {
                        leftPadding: crumb.index === 0 ? 0 : Theme.spacingSmall
                        rightPadding: Theme.spacingSmall
                        prefix: crumb.modelData.section
                        text: crumb.modelData.title
                        onClicked: view.ruleActivated(crumb.modelData.ruleId)
                    }
                }
            }
        }

        // The section number beside the title (wrapped), then the title in the other
        // language, the rule id and the translation note, one under the other.
        Column {
            width: page.innerWidth
            spacing: Theme.spacingSmall

            Item {
                objectName: "ruleHeading"
                width: page.innerWidth
                height: Math.max(sectionLabel.visible ? sectionLabel.implicitHeight : 0, titleLabel.implicitHeight)
                Label {
                    id: sectionLabel
                    visible: view.detail.section.length > 0
                    text: view.detail.section
                    font: Theme.headingFont
                    color: Theme.mutedText
                }
                Label {
                    id: titleLabel
                    x: sectionLabel.visible ? sectionLabel.implicitWidth + Theme.spacingMedium : 0
                    width: parent.width - x
                    text: view.detail.title
                    font: Theme.headingFont
                    color: Theme.text
                    wrapMode: Text.Wrap
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
            }
            Label {
                readonly property bool otherLanguage: true  // the title in the other language
                width: page.innerWidth
                visible: view.detail.otherTitle.length > 0
                text: view.detail.otherTitle
                font: Theme.titleFont
                color: Theme.mutedText
                wrapMode: Text.Wrap
            }
            Label {
                text: view.detail.ruleId
                font: Theme.monoFont
                color: Theme.mutedText
                Accessible.name: qsTr("Rule id %1").arg(text)
            }
            // The game has no Russian rulebook: say whose Russian text this is.
            Label {
                objectName: "projectTranslationNote"
                width: page.innerWidth
                visible: view.detail.projectTranslation
                text: qsTr("Translated into Russian by the Umpire project: this game has no Russian rulebook.")
                color: Theme.mutedText
                font: Theme.smallFont
                wrapMode: Text.Wrap
            }
        }

        // A rule the Russian text does not cover yet: its English body follows, and says so.
        Label {
            objectName: "untranslatedNote"
            width: page.innerWidth
            visible: view.detail.untranslated && (view.detail.body.length > 0 || view.detail.isClarification)
            text: qsTr("This rule has no Russian text yet; it is shown in English.")
            color: Theme.mutedText
            font: Theme.smallFont
            wrapMode: Text.Wrap
        }

        // The text, with links to other rules: (#rule.id) opens that rule here.
        TextEdit {
            // English on purpose while `untranslated` (the note above says so).
            readonly property bool otherLanguage: view.detail.untranslated
            width: page.innerWidth
            visible: !view.detail.isClarification && view.detail.body.length > 0
            text: view.detail.body
            textFormat: TextEdit.MarkdownText
            readOnly: true
            selectByMouse: true
            wrapMode: TextEdit.Wrap
            color: Theme.text
            selectionColor: Theme.accent
            selectedTextColor: Theme.accentText
            font: Theme.bodyFont
            activeFocusOnTab: false
            Accessible.role: Accessible.StaticText
            Accessible.name: view.detail.title
            onLinkActivated: link => {
                if (link.startsWith("#"))
                    view.ruleActivated(link.substring(1))
                else
                    Qt.openUrlExternally(link)
            }
            HoverHandler {
                cursorShape: parent.hoveredLink.length > 0 ? Qt.PointingHandCursor : Qt.IBeamCursor
            }
        }

        ClarificationBox {
            readonly property bool otherLanguage: view.detail.untranslated
            width: page.innerWidth
            visible: view.detail.isClarification
            showTitle: false
            clarification: ({
                readings: view.detail.readings,
                adopted: view.detail.adopted,
                why: view.detail.why,
                recordTag: view.detail.recordTag
            })
        }

        DetailSection {
            width: page.innerWidth
            title: qsTr("In this section")
            visible: view.detail.subrules.length > 0

            Column {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Repeater {
                    model: view.detail.subrules
                    delegate: LinkButton {
                        required property var modelData
                        width: parent ? parent.width : 0
                        prefix: modelData.section
                        prefixWidth: 44
                        text: modelData.title
                        onClicked: view.ruleActivated(modelData.ruleId)
                    }
                }
            }
        }

        DetailSection {
            width: page.innerWidth
            title: qsTr("Cards citing this rule")
            visible: view.detail.cards.length > 0

            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacingSmall
                Repeater {
                    model: view.detail.cards
                    delegate: LinkButton {
                        required property var modelData
                        text: modelData.name
                        secondary: modelData.otherName
                        ToolTip.visible: hovered
                        ToolTip.delay: 700
                        ToolTip.text: qsTr("Open %1 on the Cards page").arg(modelData.name)
                        onClicked: view.cardActivated(modelData.game, modelData.cardId)
                    }
                }
            }
        }

        DetailSection {
            width: page.innerWidth
            title: qsTr("Clarifications")
            visible: view.detail.clarifications.length > 0

            Column {
                Layout.fillWidth: true
                spacing: Theme.spacing
                Repeater {
                    model: view.detail.clarifications
                    delegate: LinkButton {
                        required property var modelData
                        // As wide as its title: bound to the column's width, this list made
                        // the page's layout loop (the rule of one unit card per miniature).
                        prefix: modelData.section
                        prefixWidth: 44
                        text: modelData.title
                        onClicked: view.ruleActivated(modelData.ruleId)
                    }
                }
            }
        }

        Label {
            // Citations name the books' sections as the books print them.
            readonly property bool otherLanguage: true
            width: page.innerWidth
            topPadding: Theme.spacing
            visible: view.detail.sources.length > 0
            text: qsTr("Sources: %1").arg(view.detail.sources.join("\n"))
            color: Theme.mutedText
            font: Theme.smallFont
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
    }
}
