#include "filedialogs.h"

#include <QQmlComponent>
#include <QQmlEngine>

namespace umpire::gui {

FileDialogs::FileDialogs(QQmlEngine *engine, QObject *parent) : QObject(parent), engine_(engine) {}

FileDialogs *FileDialogs::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    return new FileDialogs(qmlEngine);
}

QString FileDialogs::problem()
{
    if (!problem_)
        problem_ = missingModule(engine_, QStringLiteral("Qt.labs.folderlistmodel"),
                                 QStringLiteral("qml6-module-qt-labs-folderlistmodel"));
    return *problem_;
}

QString FileDialogs::missingModule(QQmlEngine *engine, const QString &module,
                                   const QString &package)
{
    if (!engine)
        return {};
    // A component that only imports the module: it fails to compile when the module is
    // missing, without logging anything (its errors are read here, not printed).
    QQmlComponent probe(engine);
    probe.setData(QStringLiteral("import %1\nimport QtQml\nQtObject {}\n").arg(module).toUtf8(),
                  QUrl());
    if (!probe.isError())
        return {};
    return tr("The file dialog cannot be shown: the Qt module %1 is not installed (on Debian "
              "and Ubuntu it is the package %2).")
            .arg(module, package);
}

}  // namespace umpire::gui
