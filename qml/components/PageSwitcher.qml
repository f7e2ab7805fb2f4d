import QtQuick
import QtQuick.Layouts
import Umpire

// The navigation rail beside a stack of pages. The pages are this item's children, in the
// order of `pages`. Ctrl+1, Ctrl+2 and Ctrl+3 show the first three pages; Ctrl+Tab and
// Ctrl+Shift+Tab cycle through all of them.
Item {
    id: switcher

    // [{ name, title, icon, shortcut }], one entry per child page.
    property var pages: []
    property int currentIndex: 0
    readonly property string currentPage: pages[currentIndex]?.name ?? ""
    default property alias content: stack.data

    // The index of the page called `name`, or -1.
    function indexOf(name: string): int {
        for (let i = 0; i < pages.length; ++i) {
            if (pages[i].name === name)
                return i
        }
        return -1
    }

    // Shows the page called `name`; false (and nothing changes) for an unknown name.
    function showPage(name: string): bool {
        const i = indexOf(name)
        if (i < 0)
            return false
        currentIndex = i
        return true
    }

    function showIndex(index: int) {
        if (index >= 0 && index < pages.length)
            currentIndex = index
    }

    implicitWidth: rail.implicitWidth + stack.implicitWidth
    implicitHeight: Math.max(rail.implicitHeight, stack.implicitHeight)

    RowLayout {
        anchors.fill: parent
        spacing: 0

        NavigationRail {
            id: rail
            Layout.fillHeight: true
            Layout.preferredWidth: implicitWidth
            pages: switcher.pages
            currentIndex: switcher.currentIndex
            onActivated: index => switcher.showIndex(index)
        }

        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 1
            color: Theme.border
        }

        StackLayout {
            id: stack
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: switcher.currentIndex
        }
    }

    Shortcut {
        sequence: "Ctrl+1"
        enabled: switcher.pages.length > 0
        onActivated: switcher.showIndex(0)
    }
    Shortcut {
        sequence: "Ctrl+2"
        enabled: switcher.pages.length > 1
        onActivated: switcher.showIndex(1)
    }
    Shortcut {
        sequence: "Ctrl+3"
        enabled: switcher.pages.length > 2
        onActivated: switcher.showIndex(2)
    }
    Shortcut {
        sequences: ["Ctrl+Tab", "Ctrl+PgDown"]
        enabled: switcher.pages.length > 1
        onActivated: switcher.showIndex((switcher.currentIndex + 1) % switcher.pages.length)
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Tab", "Ctrl+PgUp"]
        enabled: switcher.pages.length > 1
        onActivated: switcher.showIndex((switcher.currentIndex + switcher.pages.length - 1)
                                        % switcher.pages.length)
    }
}
