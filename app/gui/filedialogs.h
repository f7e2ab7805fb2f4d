// Whether the app can show its file dialogs (File > Open Game…, Export Report…), and help for
// its save dialogs, for QML as the singleton `FileDialogs`.
//
// Where the desktop offers no native file dialog (a bare X session, the offscreen platform)
// Qt Quick Dialogs builds its own from QML, and that one needs Qt.labs.folderlistmodel, a
// separate Debian package. Without it Qt 6.4 crashes inside FileDialog.open() (issue 9), so
// the app asks here first and, when the module is missing, says so instead of opening.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QQmlEngine;
class QJSEngine;

namespace umpire::gui {

class FileDialogs : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit FileDialogs(QQmlEngine *engine, QObject *parent = nullptr);
    static FileDialogs *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // Empty when a file dialog can be shown; else one sentence saying why not and what to
    // install. Checked once per engine.
    Q_INVOKABLE QString problem();

    // The same check for any QML module: empty when `import <module>` works in `engine`,
    // else the sentence naming the module and the Debian package `package` that provides it.
    static QString missingModule(QQmlEngine *engine, const QString &module, const QString &package);

    // Keeps the name the user typed into the shown save dialog `fileDialog` (a QML FileDialog)
    // when the user goes to another folder, and keeps its Save button enabled while a name is
    // typed. Qt 6.4's own save dialog (shown where the desktop offers none) replaces the name
    // with the new folder's first entry, or with nothing, and then saves nothing until the
    // name field loses focus (issue 24). Does nothing for a desktop's own dialog.
    Q_INVOKABLE void keepTypedName(QObject *fileDialog);

    // The local path of a URL a file dialog gave: a file:// URL, or Qt 6.4's own dialog's
    // scheme-less path after the user typed a name.
    Q_INVOKABLE static QString localPath(const QUrl &url);
    // Whether that file exists (to ask before replacing it).
    Q_INVOKABLE static bool exists(const QUrl &url);

private:
    QQmlEngine *engine_;
    std::optional<QString> problem_;
};

}  // namespace umpire::gui
