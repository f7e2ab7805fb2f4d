// The Tripods & Triplanes consoles of the current step, for qml/games/tripods/TripodsBoard.qml:
// one row per vehicle (in [Vehicle] tag order) with everything its console on the table
// shows, in the interface language, and what the step changed on it; the turn, phase and step;
// the scenario and its objectives.
//
//   TripodsConsoleModel { replay: replayController }
//
// A step updates the rows in place and signals only those whose console changed
// (tests/boards/tst_tripods_consoles.cpp).
#pragma once

#include "replaycontroller.h"
#include "tripods/tripodsconsoles.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace umpire::games {

class TripodsConsoleModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT

    // The controller whose current step is shown; null: no rows.
    Q_PROPERTY(umpire::models::ReplayController *replay READ replay WRITE setReplay NOTIFY
                       replayChanged)
    // Where the turn stands: "Turn 2 · phase 3 of 3 · firing step", or "Turn 1 · planning".
    Q_PROPERTY(QString turnText READ turnText NOTIFY tableChanged)
    // "planning", "movement", "firing" ("" with no record), and the phase 0 (planning) .. 3.
    Q_PROPERTY(QString step READ step NOTIFY tableChanged)
    Q_PROPERTY(int phase READ phase NOTIFY tableChanged)
    // The scenario's name ("Simple battle" without a [Scenario] tag) and its objectives:
    // [{side, sideName, text}], one per side.
    Q_PROPERTY(QString scenarioName READ scenarioName NOTIFY tableChanged)
    Q_PROPERTY(QVariantList objectives READ objectives NOTIFY tableChanged)
    // The objective templates destroyed, and those recharged from (red weed), by the ids the
    // record gives them ("farm, mill"; "" when none).
    Q_PROPERTY(QString objectivesDestroyed READ objectivesDestroyed NOTIFY tableChanged)
    Q_PROPERTY(QString redWeed READ redWeed NOTIFY tableChanged)
    // "" when every vehicle has a console; else says that only the first kMaxShownVehicles
    // of a record's vehicles are shown (the checker checks them all).
    Q_PROPERTY(QString notShownText READ notShownText NOTIFY tableChanged)
    // The step broke a rule: the view draws what it changed in the error colour.
    Q_PROPERTY(bool flagged READ flagged NOTIFY tableChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY tableChanged)

public:
    enum Role {
        VehicleIdRole = Qt::UserRole + 1,  // string: the record's id ("locust")
        NameRole,  // string: the model's name in the interface language
        PilotRole,  // string, may be ""
        SideRole,  // string: "martians", "earthlings"
        SideNameRole,  // string
        TripodRole,  // bool: a tripod (energy, action card); else an airplane
        StatusRole,  // string: "in-play", "eliminated", "out"
        StatusTextRole,  // string: "" in play, else "Eliminated", "Left the table"
        StatusChangedRole,  // bool
        ManeuversRole,  // list of 3: {planned, faceUp, current, changed, label, icons, text}
        ActionRole,  // string: the action card id, "" for none
        ActionTextRole,  // string: its name ("" for none)
        ActionChangedRole,  // bool
        LastManeuverRole,  // string: the name of the card flown or walked last ("" before the first)
        EnergyRole,  // int (tripods)
        EnergyRatingRole,  // int (tripods)
        EnergyChangeRole,  // int: how much the step added (negative: spent)
        DamageRole,  // int: points taken
        ResistanceRole,  // int
        DamageChangeRole,  // int
        DamageCardsRole,  // int: damage cards kept on the console
        PlusOneCardsRole,  // int: of those, the ones on the "+1 damage" space
        CardsChangeRole,  // int: cards the step added
        CountersRole,  // list: {id, label, count, changed, text}
        EventRole,  // string: what the step's line did with this vehicle, one sentence
        ChangedRole,  // bool: the step did something to this console
        DescriptionRole,  // string: the whole console in words (accessibility)
    };
    Q_ENUM(Role)

    explicit TripodsConsoleModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    models::ReplayController *replay() const { return replay_; }
    void setReplay(models::ReplayController *replay);
    QString turnText() const;
    QString step() const { return table_.step; }
    int phase() const { return table_.phase; }
    QString scenarioName() const;
    QVariantList objectives() const;
    bool flagged() const { return flagged_; }
    QString objectivesDestroyed() const
    {
        return table_.objectivesDestroyed.join(QStringLiteral(", "));
    }
    QString redWeed() const { return table_.redWeed.join(QStringLiteral(", ")); }
    QString notShownText() const;

    // The table shown (tests), and a way to show one without a controller.
    const TripodsTable &table() const { return table_; }
    void show(const TripodsTable &table, bool flagged);

    // Names in the interface language (public for tests).
    static QString cardName(const QString &cardId);
    static QString actionName(const QString &actionId);
    static QString counterName(const QString &counterId);

Q_SIGNALS:
    void replayChanged();
    void tableChanged();

private:
    void refresh();
    QString modelName(const QString &modelId) const;
    QString sideName(const QString &sideId) const;
    QString vehicleName(const QString &vehicleId) const;
    QString eventText(const TripodsConsole &c) const;
    QString describe(const TripodsConsole &c) const;
    bool russian() const { return replay_ && replay_->russian(); }

    QPointer<models::ReplayController> replay_;
    TripodsTable table_;
    bool flagged_ = false;
};

}  // namespace umpire::games
