// Runs the Qt Quick Tests of tests/replaypage/qml (tst_*.qml) against the static Umpire module.
// The tests find the sample records through the context properties `samplesDir` and
// `fixturesDir`.
#include <QQmlContext>
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
        engine->rootContext()->setContextProperty(QStringLiteral("samplesDir"),
                                                  QStringLiteral(UMPIRE_SAMPLES));
        engine->rootContext()->setContextProperty(QStringLiteral("fixturesDir"),
                                                  QStringLiteral(UMPIRE_FIXTURES));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(umpire_replaypage, Setup)

#include "tst_replaypage_qml.moc"
