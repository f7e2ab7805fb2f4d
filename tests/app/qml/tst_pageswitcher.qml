import QtQuick
import QtQuick.Controls
import QtTest
import Umpire

// The page switcher: navigation by name, by click, by the rail's arrow keys and by the
// window shortcuts, with exactly one page visible at a time.
Item {
    id: root
    width: 1000
    height: 700

    TestCase {
        id: testCase
        name: "PageSwitcher"
        when: windowShown
        width: 800
        height: 600

        Component {
            id: switcherComponent

            PageSwitcher {
                width: 800
                height: 600
                pages: [{
                        "name": "replay",
                        "title": "Replay",
                        "icon": "replay",
                        "shortcut": "Ctrl+1"
                    }, {
                        "name": "cards",
                        "title": "Cards",
                        "icon": "cards",
                        "shortcut": "Ctrl+2"
                    }, {
                        "name": "rules",
                        "title": "Rules",
                        "icon": "rules",
                        "shortcut": "Ctrl+3"
                    }]
                Rectangle {
                    objectName: "replayPage"
                    color: "red"
                }
                Rectangle {
                    objectName: "cardsPage"
                    color: "green"
                }
                Rectangle {
                    objectName: "rulesPage"
                    color: "blue"
                }
            }
        }

        function init() {
            failOnWarning(/.*/);
        }

        function createSwitcher() {
            const switcher = createTemporaryObject(switcherComponent, root);
            verify(switcher);
            return switcher;
        }

        // The first item under `item` (depth first) whose `text` is `text` and that can be clicked.
        function findButton(item, text) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.text === text && child.clicked !== undefined)
                    return child;
                const found = findButton(child, text);
                if (found)
                    return found;
            }
            return null;
        }

        function findPage(switcher, objectName) {
            return findChild(switcher, objectName);
        }

        function visiblePages(switcher) {
            return ["replayPage", "cardsPage", "rulesPage"].filter(n => findPage(switcher, n).visible);
        }

        function test_starts_on_the_first_page() {
            const switcher = createSwitcher();
            compare(switcher.currentIndex, 0);
            compare(switcher.currentPage, "replay");
            compare(visiblePages(switcher), ["replayPage"]);
        }

        function test_show_page_by_name() {
            const switcher = createSwitcher();
            verify(switcher.showPage("rules"));
            compare(switcher.currentIndex, 2);
            compare(switcher.currentPage, "rules");
            compare(visiblePages(switcher), ["rulesPage"]);
            compare(switcher.indexOf("cards"), 1);
            compare(switcher.indexOf("nonsense"), -1);
        }

        function test_unknown_page_changes_nothing() {
            const switcher = createSwitcher();
            verify(switcher.showPage("cards"));
            verify(!switcher.showPage("nonsense"));
            verify(!switcher.showPage(""));
            compare(switcher.currentPage, "cards");
        }

        function test_click_on_the_rail() {
            const switcher = createSwitcher();
            const button = findButton(switcher, "Cards");
            verify(button, "rail button");
            compare(button.Accessible.name, "Cards");
            mouseClick(button);
            compare(switcher.currentPage, "cards");
            compare(visiblePages(switcher), ["cardsPage"]);
            verify(button.checked);
            verify(!findButton(switcher, "Replay").checked);
        }

        function test_window_shortcuts() {
            const switcher = createSwitcher();
            keyClick(Qt.Key_3, Qt.ControlModifier);
            compare(switcher.currentPage, "rules");
            keyClick(Qt.Key_2, Qt.ControlModifier);
            compare(switcher.currentPage, "cards");
            keyClick(Qt.Key_1, Qt.ControlModifier);
            compare(switcher.currentPage, "replay");
        }

        function test_cycle_with_ctrl_tab() {
            const switcher = createSwitcher();
            keyClick(Qt.Key_Tab, Qt.ControlModifier);
            compare(switcher.currentPage, "cards");
            keyClick(Qt.Key_Backtab, Qt.ControlModifier | Qt.ShiftModifier);
            compare(switcher.currentPage, "replay");
            keyClick(Qt.Key_Backtab, Qt.ControlModifier | Qt.ShiftModifier);
            compare(switcher.currentPage, "rules", "wraps around backwards");
        }

        function test_arrow_keys_in_the_rail() {
            const switcher = createSwitcher();
            const first = findButton(switcher, "Replay");
            first.forceActiveFocus(Qt.TabFocusReason);
            verify(first.activeFocus);
            keyClick(Qt.Key_Down);
            compare(switcher.currentPage, "cards");
            verify(findButton(switcher, "Cards").activeFocus, "focus follows the selection");
            keyClick(Qt.Key_Up);
            keyClick(Qt.Key_Up);
            compare(switcher.currentPage, "rules", "wraps around");
        }

        function test_focus_is_visible() {
            const switcher = createSwitcher();
            const button = findButton(switcher, "Rules");
            button.forceActiveFocus(Qt.TabFocusReason);
            verify(button.visualFocus);
            verify(button.background.border.width > 0, "a focus ring is drawn");
            button.focus = false;
            verify(!button.visualFocus);
            compare(button.background.border.width, 0);
        }
    }
}
