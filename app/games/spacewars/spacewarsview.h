// Everything the Space Wars board view and inspector show about the current step of a replay,
// read from the typed engine state (engine/games/spacewars) in C++ so QML only lays it out:
//
//   SpacewarsView { id: view; replay: replayController }
//   Repeater { model: view.hexes ... }  Repeater { model: view.ships ... }
//   Repeater { model: view.earthPad ... }  Text { text: view.shotText }
//
// A step costs the state of the step (already built for the controller), the state before it
// on a step that carries out an order, and one earlier state per order carried out before in
// the same turn the first time it is shown (whether it could do anything; kept per record).
#pragma once

#include "boardgeometry.h"
#include "replaycontroller.h"
#include "spacewars/spacewarsboardmodels.h"
#include "spacewars/spacewarsordermodel.h"
#include "spacewars/spacewarsturn.h"

#include <QObject>
#include <QPointer>
#include <QPointF>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::games {

class SpacewarsView : public QObject {
    Q_OBJECT
    QML_ELEMENT

    // The controller whose current step is shown; null, or a record that is not a checked Space
    // Wars game: everything empty.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY replayChanged)
    // The board of board.json (bounds, hex outlines), for the view and its highlights.
    Q_PROPERTY(umpire::boards::BoardGeometry *geometry READ geometry CONSTANT)
    Q_PROPERTY(umpire::games::SpacewarsHexModel *hexes READ hexes CONSTANT)
    Q_PROPERTY(umpire::games::SpacewarsShipModel *ships READ ships CONSTANT)
    // Earth's pad and the Aliens' pad.
    Q_PROPERTY(umpire::games::SpacewarsOrderModel *earthPad READ earthPad CONSTANT)
    Q_PROPERTY(umpire::games::SpacewarsOrderModel *alienPad READ alienPad CONSTANT)
    // Where to name each homeworld: [{sideIndex, x, top, bottom}] in board coordinates, x the
    // middle of its hexes and top/bottom the edges of their row.
    Q_PROPERTY(QVariantList homeworlds READ homeworlds CONSTANT)
    // A hex's circumradius in board coordinates (board.json "hex": {"size"}), to size pieces.
    Q_PROPERTY(double hexRadius READ hexRadius CONSTANT)

    // --- the turn on show. Each group has its own signal, emitted only when something in it
    // changed, so a step re-evaluates only the bindings whose text or figure is new.
    Q_PROPERTY(bool valid READ valid NOTIFY turnChanged)
    Q_PROPERTY(int turn READ turn NOTIFY turnChanged)
    // The phase in words ("Written orders", "Orders carried out", ...).
    Q_PROPERTY(QString phaseText READ phaseText NOTIFY turnChanged)
    // How many orders each pad holds: [Earth's, the Aliens'].
    Q_PROPERTY(QList<int> padSizes READ padSizes NOTIFY turnChanged)
    // The initiative d8 of the turn (0 before it is rolled) and the side it gave the first order.
    Q_PROPERTY(int initiativeRoll READ initiativeRoll NOTIFY initiativeChanged)
    Q_PROPERTY(int initiativeSide READ initiativeSide NOTIFY initiativeChanged)
    Q_PROPERTY(QString initiativeText READ initiativeText NOTIFY initiativeChanged)
    // The shot this step fired (a ship's fire order or Ground Support): its line of fire in
    // board coordinates, and in words with range, target number and roll.
    Q_PROPERTY(bool hasShot READ hasShot NOTIFY shotChanged)
    Q_PROPERTY(QPointF shotFrom READ shotFrom NOTIFY shotChanged)
    Q_PROPERTY(QPointF shotTo READ shotTo NOTIFY shotChanged)
    Q_PROPERTY(bool shotHasLine READ shotHasLine NOTIFY shotChanged)
    Q_PROPERTY(bool shotHit READ shotHit NOTIFY shotChanged)
    Q_PROPERTY(QString shotText READ shotText NOTIFY shotChanged)
    // The figures alone, for the label on the line: "range 2 · 4+ · d8 5".
    Q_PROPERTY(QString shotFigures READ shotFigures NOTIFY shotChanged)

    // --- the inspector
    // The turn and phase of the state after the step (the pads above may still show the turn
    // that step ended).
    Q_PROPERTY(int stateTurn READ stateTurn NOTIFY inspectorChanged)
    Q_PROPERTY(QString statePhaseText READ statePhaseText NOTIFY inspectorChanged)
    // Per side: {sideIndex, name, hand, deck, discard (counts), handCards, discardCards (names
    // with counts, ""), effects (list of sentences)}.
    Q_PROPERTY(QVariantList sides READ sides NOTIFY inspectorChanged)
    // What lasts beyond one order and concerns the board: Cease-Fire, tokens and this turn's
    // changes on ships, failed guns or engines; one sentence each.
    Q_PROPERTY(QStringList effects READ effects NOTIFY inspectorChanged)

public:
    explicit SpacewarsView(QObject *parent = nullptr);

    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    boards::BoardGeometry *geometry() { return &geometry_; }
    SpacewarsHexModel *hexes() { return &hexes_; }
    SpacewarsShipModel *ships() { return &ships_; }
    SpacewarsOrderModel *earthPad() { return &earthPad_; }
    SpacewarsOrderModel *alienPad() { return &alienPad_; }
    QVariantList homeworlds() const;
    double hexRadius() const;

    bool valid() const { return turn_.valid; }
    int turn() const { return turn_.turn; }
    QString phaseText() const { return texts_.phase; }
    int initiativeRoll() const { return turn_.initiativeRoll; }
    int initiativeSide() const { return turn_.initiativeSide; }
    QString initiativeText() const { return texts_.initiative; }
    QList<int> padSizes() const { return texts_.padSizes; }
    bool hasShot() const { return turn_.shot.present; }
    QPointF shotFrom() const { return texts_.shotFrom; }
    QPointF shotTo() const { return texts_.shotTo; }
    bool shotHasLine() const { return texts_.shotHasLine; }
    bool shotHit() const { return turn_.shot.hit; }
    QString shotText() const { return texts_.shot; }
    QString shotFigures() const { return texts_.shotFigures; }
    int stateTurn() const { return stateTurn_; }
    QString statePhaseText() const { return phaseWords(statePhase_); }
    QVariantList sides() const { return sides_; }
    QStringList effects() const { return effects_; }

    // The turn on show, for tests.
    const spacewarsview::TurnView &turnView() const { return turn_; }

Q_SIGNALS:
    void replayChanged();
    void turnChanged();
    void initiativeChanged();
    void shotChanged();
    void inspectorChanged();

private:
    // What the turn panel and the shot label show, made once per step in refresh() (the
    // properties above return these), so equal values can be told apart from new ones.
    struct Texts {
        QString phase;
        QList<int> padSizes{0, 0};
        QString initiative;
        QPointF shotFrom, shotTo;
        bool shotHasLine = false;
        QString shot, shotFigures;
    };
    Texts textsOf(const spacewarsview::TurnView &turn) const;

    void refresh();
    void recordChanged();
    QPointF hexPoint(const QString &hex) const;
    QString sideName(int side) const;
    static QString phaseWords(const QString &phase);

    QPointer<models::ReplayController> replay_;
    boards::BoardGeometry geometry_;
    SpacewarsHexModel hexes_;
    SpacewarsShipModel ships_;
    SpacewarsOrderModel earthPad_{0};
    SpacewarsOrderModel alienPad_{1};
    spacewarsview::TurnView turn_;
    Texts texts_;
    spacewarsview::VoidCache voids_;
    int stateTurn_ = 0;
    QString statePhase_;
    QVariantList sides_;
    QStringList effects_;
};

}  // namespace umpire::games
