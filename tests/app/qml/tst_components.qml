import QtQuick
import QtQuick.Controls
import QtTest
import Umpire

// The small components and the pages' placeholder states.
Item {
    id: root
    width: 1000
    height: 700

    TestCase {
        id: testCase
        name: "Components"
        when: windowShown
        width: 1000
        height: 700

        Component {
            id: placeholderComponent
            Placeholder {
                icon: "replay"
                title: "Nothing here"
                text: "Do something."
            }
        }
        Component {
            id: bannerComponent
            MessageBanner {
                width: 600
            }
        }
        Component {
            id: replayComponent
            // The controller is bound in place, as Main.qml does: Qt 6.4 evaluates bindings
            // once before createObject()'s initial properties are set.
            ReplayPage {
                width: 1000
                height: 700
                controller: AppController {}
            }
        }
        Component {
            id: cardsComponent
            CardsPage {
                width: 1000
                height: 700
                controller: AppController {
                    query: "side:aliens"
                }
            }
        }
        Component {
            id: recentComponent
            RecentFilesList {
                width: 500
                controller: AppController {}
            }
        }
        SignalSpy {
            id: spy
        }

        // Points the spy at a new signal (clearing the target first: the old target may not
        // have the new signal).
        function watch(target, signalName) {
            spy.target = null;
            spy.signalName = signalName;
            spy.target = target;
            spy.clear();
        }

        function init() {
            failOnWarning(/.*/);
        }

        function findButton(item, text) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child.text === text && child.clicked !== undefined && child.visible)
                    return child;
                const found = findButton(child, text);
                if (found)
                    return found;
            }
            return null;
        }

        function findLabel(item, text) {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (child instanceof Label && child.text === text && child.visible)
                    return child;
                const found = findLabel(child, text);
                if (found)
                    return found;
            }
            return null;
        }

        function test_placeholder_button_only_with_action() {
            const placeholder = createTemporaryObject(placeholderComponent, root);
            verify(!findButton(placeholder, "Go"));
            placeholder.actionText = "Go";
            const button = findButton(placeholder, "Go");
            verify(button);
            watch(placeholder, "actionTriggered");
            mouseClick(button);
            compare(spy.count, 1);
        }

        function test_banner_hidden_without_text() {
            const banner = createTemporaryObject(bannerComponent, root);
            verify(!banner.visible);
            banner.text = "Cannot open x.ugr: there is no such file.";
            verify(banner.visible);
            compare(banner.Accessible.name, banner.text);
            watch(banner, "dismissed");
            mouseClick(findButton(banner, "Dismiss"));
            compare(spy.count, 1);
        }

        function test_replay_page_without_and_with_a_file() {
            const page = createTemporaryObject(replayComponent, root);
            const controller = page.controller;
            verify(findLabel(page, "No game open"));
            watch(page, "openRequested");
            const buttons = [findButton(page, "Open Game…")];
            verify(buttons[0]);
            mouseClick(buttons[0]);
            compare(spy.count, 1);

            // A failed open shows the error, naming the file, and dismissing clears it.
            ignoreWarning("Cannot open /nonexistent/lost.ugr: there is no such file.");
            verify(!controller.openPath("/nonexistent/lost.ugr"));
            const error = findLabel(page, controller.fileError);
            verify(error);
            verify(error.text.indexOf("lost.ugr") >= 0);
            mouseClick(findButton(page, "Dismiss"));
            compare(controller.fileError, "");
        }

        function test_cards_page_keeps_the_query() {
            const page = createTemporaryObject(cardsComponent, root);
            const controller = page.controller;
            let search = null;
            const stack = [page];
            while (stack.length > 0 && !search) {
                const item = stack.pop();
                if (item instanceof TextField)
                    search = item;
                for (let i = 0; i < item.children.length; ++i)
                    stack.push(item.children[i]);
            }
            verify(search);
            compare(search.text, "side:aliens");
            search.forceActiveFocus();
            search.selectAll();
            keyClick(Qt.Key_X);
            compare(controller.query, "x", "typing updates the controller");
        }

        function test_recent_files_list() {
            const list = createTemporaryObject(recentComponent, root);
            list.controller.clearRecentFiles();
            verify(!list.visible, "hidden when empty");
            // Any existing file will do: this test file itself.
            const path = decodeURIComponent(Qt.resolvedUrl("tst_components.qml").toString().replace(/^file:\/\//, ""));
            verify(list.controller.openPath(path), path);
            verify(list.visible);
            const entry = findButton(list, "tst_components.qml");
            verify(entry, "one entry per recent file");
            compare(entry.Accessible.name, "Open tst_components.qml");
            watch(list, "openRequested");
            mouseClick(entry);
            compare(spy.count, 1);
            compare(spy.signalArguments[0][0], path);
            list.controller.clearRecentFiles();
            verify(!list.visible);
        }

        function test_icons_have_paths() {
            const icon = createTemporaryObject(Qt.createComponent("qrc:/Umpire/components/Icon.qml"), root);
            verify(icon);
            for (const name of ["replay", "cards", "rules", "open", "file", "search", "error", "close", "drop", "settings", "keyboard"])
                verify((icon.paths[name] ?? "").length > 10, name);
        }
    }
}
