// Runs the Qt Quick Tests of tests/replaypage/qml (tst_*.qml) against the static Umpire module.
// The tests find the sample records through the context properties `samplesDir` and
// `fixturesDir`.
#include <QQmlContext>
#include <QQmlEngine>
#include <QCoreApplication>
#include <QQuickStyle>
#include <QTranslator>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

class Setup : public QObject {
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        // English plural forms ("1 move/s"), as the app's Localizer installs them.
        if (plurals_.load(QStringLiteral(":/i18n/umpire_en.qm")))
            QCoreApplication::installTranslator(&plurals_);
        else
            qFatal("missing embedded English plural forms");
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));  // the Umpire module's qmldir
        engine->rootContext()->setContextProperty(QStringLiteral("samplesDir"),
                                                  QStringLiteral(UMPIRE_SAMPLES));
        engine->rootContext()->setContextProperty(QStringLiteral("fixturesDir"),
                                                  QStringLiteral(UMPIRE_FIXTURES));
    }

private:
    QTranslator plurals_;
};

QUICK_TEST_MAIN_WITH_SETUP(umpire_replaypage, Setup)

#include "tst_replaypage_qml.moc"
