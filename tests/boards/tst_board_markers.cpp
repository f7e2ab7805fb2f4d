// The generic region board's pieces (BoardMarkerModel): the list a game's entry in
// app/games/gameviews.cpp names, read from the state at the controller's step and placed at the
// label points of its positions — Space Wars' ships on their hexes, War of Civilizations'
// fleets on their islands and docks.
#include "boardgeometry.h"
#include "boardmarkermodel.h"
#include "gameviews.h"
#include "replaycontroller.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace umpire;
using Role = boards::BoardMarkerModel::Role;

class TestBoardMarkers : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void markersComeFromTheNamedList()
    {
        const QJsonObject state = QJsonDocument::fromJson(R"({"units": [
            {"id": "bozeman", "side": "earth", "hex": "32"},
            {"id": "aaarg", "side": "aliens", "hex": 50},
            {"id": "lost", "side": "aliens"}]})").object();
        const boards::PieceListSpec spec{QStringLiteral("units"), QStringLiteral("hex"),
                                         QStringLiteral("side"), {QStringLiteral("id")}};
        const QList<boards::BoardMarker> markers = boards::boardMarkers(state, spec);
        QCOMPARE(markers.size(), 2);  // a piece with no position is not on the board
        QCOMPARE(markers[0], (boards::BoardMarker{"bozeman", "32", "earth", "bozeman"}));
        QCOMPARE(markers[1].at, QStringLiteral("50"));  // numbers as ids
        QVERIFY(boards::boardMarkers(state, {}).isEmpty());
    }

    void spaceWarsShipsStandOnTheirHexes()
    {
        // Space Wars has a board view of its own; its entry still says where its state lists
        // the ships, so the generic board can draw them too.
        QVERIFY(games::gameView(u"spacewars"));
        QCOMPARE(games::gameView(u"spacewars")->pieces.list, QStringLiteral("units"));
        models::ReplayController replay;
        QSignalSpy finished(&replay, &models::ReplayController::finished);
        replay.openPath(QStringLiteral(UMPIRE_SAMPLES "/spacewars-earth-lands.ugr"));
        QVERIFY(finished.wait(20000));
        boards::BoardGeometry geometry;
        geometry.setGame(QStringLiteral("spacewars"));
        QVERIFY2(geometry.ready(), qPrintable(geometry.error()));
        boards::BoardMarkerModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setGeometry(&geometry);
        model.setReplay(&replay);
        QCOMPARE(model.rowCount(), 0);  // set-up: no ship deployed yet
        replay.setStep(30);
        QVERIFY(model.rowCount() > 0);
        const QJsonArray units = replay.stateJson().value(QStringLiteral("units")).toArray();
        QCOMPARE(model.rowCount(), int(units.size()));
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex i = model.index(row);
            QVERIFY(i.data(Role::KnownRole).toBool());
            const QString side = i.data(Role::SideRole).toString();
            QCOMPARE(i.data(Role::SideIndexRole).toInt(), side == QLatin1String("earth") ? 0 : 1);
            // at its hex's label point (shifted sideways by its slot)
            const int hex = geometry.indexOf(i.data(Role::AtRole).toString());
            QVERIFY(hex >= 0);
            const QPointF label = geometry.data().regions[hex].label;
            QVERIFY(qAbs(i.data(Role::YRole).toReal() - label.y()) < geometry.bounds().width() / 20);
        }
    }

    // A list of another shape (War of Civilizations' places, with counts for a label), read
    // the same way: the generic board needs only a list, a position key and label keys.
    void placesWithCountsReadAsMarkers()
    {
        models::ReplayController replay;
        QSignalSpy finished(&replay, &models::ReplayController::finished);
        replay.openPath(QStringLiteral(UMPIRE_SAMPLES "/civilizations-three-clans.ugr"));
        QVERIFY(finished.wait(20000));
        replay.setStep(9);  // after the nine placements
        const boards::PieceListSpec spec{
                QStringLiteral("places"), QStringLiteral("id"), QStringLiteral("clan"),
                {QStringLiteral("gunboats"), QStringLiteral("frigates"), QStringLiteral("destroyers")}};
        boards::BoardGeometry geometry;
        geometry.setGame(QStringLiteral("civilizations"));
        boards::BoardMarkerModel model;
        model.setGeometry(&geometry);
        model.show(replay.stateJson(), spec);
        QCOMPARE(model.rowCount(), 9);
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex i = model.index(row);
            QVERIFY(i.data(Role::KnownRole).toBool());
            QCOMPARE(i.data(Role::LabelRole).toString().count(QLatin1Char('/')), 2);
        }
    }
};

QTEST_MAIN(TestBoardMarkers)
#include "tst_board_markers.moc"
