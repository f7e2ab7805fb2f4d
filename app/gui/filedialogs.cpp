#include "filedialogs.h"

#include <QFileInfo>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QWindow>

namespace umpire::gui {

namespace {

// Holds the name typed into Qt 6.4's own save dialog (`impl`, a QQuickFileDialogImpl, whose
// name field is `field`) across folder changes; FileDialogs::keepTypedName says why. That
// dialog is private Qt API, so it is reached by its properties and signals only.
class TypedNameKeeper : public QObject {
    Q_OBJECT

public:
    TypedNameKeeper(QObject *impl, QObject *field) : QObject(impl), impl_(impl), field_(field)
    {
        connect(field, SIGNAL(textEdited()), this, SLOT(remember()));
        // Emitted after the dialog replaced the selection for the new folder.
        connect(impl, SIGNAL(currentFolderChanged(QUrl)), this, SLOT(restore()));
    }

    // The dialog was opened (again): the name it offers counts as typed, it is the name to save.
    void start() { typed_ = impl_->property("fileName").toString(); }

private Q_SLOTS:
    void remember()
    {
        typed_ = field_->property("text").toString();
        // With nothing selected Save stays disabled until the field loses focus, and a click
        // on a disabled button takes no focus: select the typed name at once. A name with a
        // folder in it is left to the field (the dialog would show only its last part).
        if (impl_->property("selectedFile").toUrl().isEmpty() && !typed_.isEmpty() &&
            !typed_.contains(u'/'))
            impl_->setProperty("fileName", typed_);
    }

    void restore()
    {
        if (!typed_.isEmpty())
            impl_->setProperty("fileName", typed_);
    }

private:
    QObject *impl_;
    QObject *field_;
    QString typed_;
};

// Qt's own dialog shown for the QML FileDialog `fileDialog`: made a child of the window when
// shown, and titled as the FileDialog is.
QObject *quickDialogOf(QObject *fileDialog)
{
    auto *window = fileDialog->property("parentWindow").value<QWindow *>();
    if (!window)
        return nullptr;
    const QString title = fileDialog->property("title").toString();
    for (QObject *candidate : window->findChildren<QObject *>()) {
        if (candidate->inherits("QQuickFileDialogImpl") &&
            candidate->property("title").toString() == title &&
            candidate->property("visible").toBool())
            return candidate;
    }
    return nullptr;
}

}  // namespace

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

void FileDialogs::keepTypedName(QObject *fileDialog)
{
    QObject *impl = fileDialog ? quickDialogOf(fileDialog) : nullptr;
    if (!impl)
        return;  // a desktop's own dialog
    auto *keeper = impl->findChild<TypedNameKeeper *>(QString(), Qt::FindDirectChildrenOnly);
    if (!keeper) {
        QObject *field = impl->findChild<QObject *>(QStringLiteral("fileNameTextField"));
        if (!field)
            return;
        keeper = new TypedNameKeeper(impl, field);
    }
    keeper->start();
}

QString FileDialogs::localPath(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    return url.scheme().isEmpty() ? url.path() : QString();
}

bool FileDialogs::exists(const QUrl &url)
{
    const QString path = localPath(url);
    return !path.isEmpty() && QFileInfo::exists(path);
}

}  // namespace umpire::gui

#include "filedialogs.moc"
