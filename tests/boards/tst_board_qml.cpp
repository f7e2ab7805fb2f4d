// Runs the QML tests of tests/boards/qml (tst_*.qml) against the static Umpire module, with
// the fixture state as the context property `fixture`, `boardStates.show(model, state,
// before)` to put a fixture state on a board's BoardRegionModel, the folder for pictures as
// `picturesDir`, the sample records' folder as `samplesDir` and this folder's fixtures as
// `fixturesDir`. UMPIRE_BOARD_DARK=1 runs them
// in a dark palette (`darkPalette` is then true).
#include "boardregionmodel.h"

#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPalette>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(UmpirePlugin)

namespace {

bool dark() { return qEnvironmentVariableIntValue("UMPIRE_BOARD_DARK") == 1; }

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x20, 0x22, 0x25));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x17, 0x19, 0x1c));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x2b, 0x2e, 0x32));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8b, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x2b, 0x2e, 0x32));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    return p;
}

}  // namespace

// Puts a state on a board without a ReplayController: the board tests draw hand-made states.
class BoardStates : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    Q_INVOKABLE void show(umpire::boards::BoardRegionModel *model, const QVariantMap &state,
                          const QVariantMap &before) const
    {
        if (!model)
            qFatal("boardStates.show: no model");
        model->showState(QJsonObject::fromVariantMap(state), QJsonObject::fromVariantMap(before));
    }
};

class Setup : public QObject {
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        if (dark())
            QGuiApplication::setPalette(darkPalette());
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));  // the Umpire module's qmldir
        QFile f(QStringLiteral(UMPIRE_BOARD_FIXTURES "/wotw-state.json"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open the fixture %s", qPrintable(f.fileName()));
        engine->rootContext()->setContextProperty(
            QStringLiteral("fixture"), QJsonDocument::fromJson(f.readAll()).object().toVariantMap());
        engine->rootContext()->setContextProperty(QStringLiteral("boardStates"), new BoardStates(engine));
        engine->rootContext()->setContextProperty(QStringLiteral("picturesDir"),
                                                  QStringLiteral(UMPIRE_BOARD_PICTURES));
        engine->rootContext()->setContextProperty(QStringLiteral("darkPalette"), dark());
        engine->rootContext()->setContextProperty(QStringLiteral("samplesDir"),
                                                  QStringLiteral(UMPIRE_SAMPLES));
        engine->rootContext()->setContextProperty(QStringLiteral("fixturesDir"),
                                                  QStringLiteral(UMPIRE_BOARD_FIXTURES));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(umpire_boards_qml, Setup)

#include "tst_board_qml.moc"
