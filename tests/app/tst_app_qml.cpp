// Runs the QML tests of tests/app/qml (tst_*.qml) against the static Umpire module.
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

class Setup : public QObject {
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable() { QQuickStyle::setStyle(QStringLiteral("Fusion")); }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));  // the Umpire module's qmldir
    }
};

QUICK_TEST_MAIN_WITH_SETUP(umpire_qml, Setup)

#include "tst_app_qml.moc"
