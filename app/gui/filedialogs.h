// Whether the app can show its file dialogs (File > Open Game…, Export Report…), for QML as
// the singleton `FileDialogs`.
//
// Where the desktop offers no native file dialog (a bare X session, the offscreen platform)
// Qt Quick Dialogs builds its own from QML, and that one needs Qt.labs.folderlistmodel, a
// separate Debian package. Without it Qt 6.4 crashes inside FileDialog.open() (issue 9), so
// the app asks here first and, when the module is missing, says so instead of opening.
#pragma once

#include <QObject>
#include <QString>
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

private:
    QQmlEngine *engine_;
    std::optional<QString> problem_;
};

}  // namespace umpire::gui
