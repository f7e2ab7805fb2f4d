// The Tripods & Triplanes schematic table (app/games/tripods/tripodsfield.h,
// tripodsfieldmodel.h): what it draws at the steps of a record that places its vehicles, and
// that a record without positions has none.
#include "replaycontroller.h"
#include "tripods/tripodsfieldmodel.h"

#include <QSignalSpy>
#include <QTest>

using namespace umpire;
using games::TripodsFieldModel;
using games::TripodsMarker;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(UMPIRE_BOARD_FIXTURES "/") + QLatin1String(name);
}

const TripodsMarker *markerOf(const TripodsFieldModel &model, const QString &id)
{
    for (const TripodsMarker &m : model.field().markers)
        if (m.id == id)
            return &m;
    return nullptr;
}

}  // namespace

class TestTripodsField : public QObject {
    Q_OBJECT

    models::ReplayController replay_;
    TripodsFieldModel model_;

    void open(const char *name)
    {
        QSignalSpy finished(&replay_, &models::ReplayController::finished);
        replay_.openPath(fixture(name));
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && finished.constLast().constFirst().toBool(),
                                 20000);
        QVERIFY(!replay_.busy());
    }

private Q_SLOTS:
    void initTestCase() { model_.setReplay(&replay_); }

    // A record without positions has no table: the board shows the consoles alone.
    void noPositionsNoTable()
    {
        open("tripods-consoles.ugr");
        replay_.setStep(3);
        QVERIFY(!model_.shown());
        QVERIFY(model_.vehicles().isEmpty());
        QCOMPARE(model_.caption(), QString());
    }

    // Set-up: the declared table, the vehicles where their tags set them up; the reserve
    // airplane, not yet in play, is not drawn.
    void setUpPlacesTheTaggedVehicles()
    {
        open("tripods-field.ugr");
        QCOMPARE(replay_.step(), 0);
        QVERIFY(model_.shown());
        QCOMPARE(model_.tableWidth(), 90);
        QCOMPARE(model_.tableDepth(), 90);
        QCOMPARE(model_.caption(), QStringLiteral("Table 90 × 90 cm"));
        QCOMPARE(model_.field().markers.size(), 2);
        const TripodsMarker *locust = markerOf(model_, QStringLiteral("locust"));
        QVERIFY(locust);
        QCOMPARE(locust->x, 40);
        QCOMPARE(locust->y, 80);
        QCOMPARE(locust->heading, 180);
        QVERIFY(locust->tripod);
        QCOMPARE(locust->side, QStringLiteral("martians"));
        QVERIFY(!locust->moving);
        const TripodsMarker *first = markerOf(model_, QStringLiteral("first"));
        QVERIFY(first);
        QVERIFY(!first->tripod);
        QCOMPARE(first->heading, 0);
        QVERIFY(!markerOf(model_, QStringLiteral("second")));
        QVERIFY(model_.shot().isEmpty());
    }

    // A move line with a position: the vehicle stands there, with the way from where it stood.
    void aMoveDrawsTheWayFromWhereItStood()
    {
        open("tripods-field.ugr");
        replay_.setStep(4);  // 1 earthlings move first straight at=62,20,0
        const TripodsMarker *first = markerOf(model_, QStringLiteral("first"));
        QVERIFY(first);
        QVERIFY(first->moving);
        QVERIFY(first->hasFrom);
        QCOMPARE(QPoint(first->fromX, first->fromY), QPoint(62, 8));
        QCOMPARE(QPoint(first->x, first->y), QPoint(62, 20));
        QVERIFY(!markerOf(model_, QStringLiteral("locust"))->moving);
        const QVariantMap drawn = model_.vehicles().at(1).toMap();
        QCOMPARE(drawn.value(QStringLiteral("id")).toString(), QStringLiteral("first"));
        QCOMPARE(drawn.value(QStringLiteral("fromY")).toInt(), 8);
        QCOMPARE(drawn.value(QStringLiteral("y")).toInt(), 20);
    }

    // A move line without a position leaves the vehicle where it was: moving, but no way.
    void aMoveWithoutAPositionStaysPut()
    {
        open("tripods-field.ugr");
        replay_.setStep(7);  // 1 martians move locust still
        const TripodsMarker *locust = markerOf(model_, QStringLiteral("locust"));
        QVERIFY(locust->moving);
        QVERIFY(!locust->hasFrom);
        QCOMPARE(QPoint(locust->x, locust->y), QPoint(40, 73));
    }

    // A shot is a line from the shooter to its target; a launch of rockets and their strike too.
    void aShotIsALineFromShooterToTarget()
    {
        open("tripods-field.ugr");
        replay_.setStep(9);  // 1 martians fire locust first range=long cards=2
        QVariantMap shot = model_.shot();
        QCOMPARE(shot.value(QStringLiteral("fromX")).toInt(), 40);
        QCOMPARE(shot.value(QStringLiteral("fromY")).toInt(), 73);
        QCOMPARE(shot.value(QStringLiteral("toX")).toInt(), 62);
        QCOMPARE(shot.value(QStringLiteral("toY")).toInt(), 32);
        QVERIFY(markerOf(model_, QStringLiteral("locust"))->firing);
        QVERIFY(markerOf(model_, QStringLiteral("first"))->target);
        replay_.setStep(10);  // 1 earthlings rocket first locust across=unprotected cards=3,2
        shot = model_.shot();
        QCOMPARE(shot.value(QStringLiteral("fromX")).toInt(), 62);
        QCOMPARE(shot.value(QStringLiteral("toX")).toInt(), 40);
        replay_.setStep(11);  // a skill: no shot, nothing moving
        QVERIFY(model_.shot().isEmpty());
        for (const TripodsMarker &m : model_.field().markers)
            QVERIFY(!m.moving && !m.firing && !m.target);
    }

    // The first Nieuport destroyed at the end of the firing step: a wreck where it fell.
    void anEliminatedVehicleIsAWreck()
    {
        open("tripods-field.ugr");
        replay_.setStep(29);
        QVERIFY(!markerOf(model_, QStringLiteral("first"))->wreck);
        replay_.setStep(30);  // the last line of the step: its damage is resolved
        const TripodsMarker *first = markerOf(model_, QStringLiteral("first"));
        QVERIFY(first);
        QVERIFY(first->wreck);
        QCOMPARE(QPoint(first->x, first->y), QPoint(36, 51));
        QVERIFY(model_.description().contains(QStringLiteral("first: wreck at 36, 51 cm")));
    }

    // A vehicle leaving the table is drawn beyond the edge on the step of its line, then gone.
    void aVehicleLeavingIsDrawnWhereItWentThenGone()
    {
        open("tripods-field-out.ugr");
        QCOMPARE(replay_.stepCount(), 10);
        replay_.setStep(10);  // 1 earthlings move nieuport straight out home at=24,-3,200
        const TripodsMarker *nieuport = markerOf(model_, QStringLiteral("nieuport"));
        QVERIFY(nieuport);
        QVERIFY(nieuport->left);
        QVERIFY(nieuport->moving && nieuport->hasFrom);
        QCOMPARE(QPoint(nieuport->x, nieuport->y), QPoint(24, -3));
        QCOMPARE(model_.tableDepth(), 120);
        QVERIFY(model_.description().contains(QStringLiteral("nieuport left the table at 24, -3 cm")));
        replay_.setStep(9);
        QVERIFY(!markerOf(model_, QStringLiteral("nieuport"))->left);
    }

    // One signal per step that changes the drawing, none for the same step again.
    void aStepSignalsOnce()
    {
        open("tripods-field.ugr");
        QSignalSpy changed(&model_, &TripodsFieldModel::fieldChanged);
        replay_.setStep(3);
        QCOMPARE(changed.size(), 1);
        replay_.setStep(3);
        QCOMPARE(changed.size(), 1);
    }
};

QTEST_MAIN(TestTripodsField)
#include "tst_tripods_field.moc"
