// The Tripods & Triplanes table as its consoles show it: per vehicle the three planned maneuvers
// (face down until revealed), the action card, energy, damage and the counters on the console,
// with what the step changed on each. The game has no map, so this stands in for a board
// (docs/board-view.md, TripodsBoard).
//
// Pure functions over State::toJson() objects (keys beside engine/games/tripods/tripods_state.h)
// and the step's record line, so they are tested without QML
// (tests/boards/tst_tripods_consoles.cpp). The words are the model's job (tripodsconsolemodel.h).
#pragma once

#include "stephighlights.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace umpire::games {

// A counter on a console: what it marks and how many there are.
struct TripodsCounter {
    // "toppled" (recovery counters), "heat-ray", "black-smoke", "jammed", "smoke", "flame",
    // "wounded", "engine", "reverse", "rockets", "cannon" (reloading), "clouds" (black smoke
    // in play), "anchor", "ace" (skills), the airplanes' end-of-turn reminders "steep",
    // "immelmann", "straight", and "photo" (Bring Proof: the photograph is taken).
    QString id;
    int count = 0;
    bool changed = false;  // placed, or their number changed, in this step
    bool operator==(const TripodsCounter &) const = default;
};

// One of the three maneuver spaces.
struct TripodsManeuver {
    QString card;  // the card id ("walk", "steep-left"); "" when face down or empty
    QStringList icons;  // a tripod card's icons as written: "stop", "energy", "none"
    bool planned = false;  // a card lies in the space (face down or up)
    bool faceUp = false;
    bool current = false;  // the card of the action phase in progress
    bool changed = false;  // planned or revealed in this step
    bool operator==(const TripodsManeuver &) const = default;
};

struct TripodsConsole {
    QString id;  // the record's id ("locust")
    QString model;  // the model id ("mk-i-locust")
    QString side;  // "martians", "earthlings"
    QString pilot;
    QString status;  // "in-play", "eliminated", "out"
    bool tripod = false;
    std::array<TripodsManeuver, 3> plan{};
    QString action;  // the tripod's action card of the phase ("" when none)
    QString lastManeuver;  // the card it flew or walked last ("" before its first)
    int energy = 0, energyRating = 0;  // tripods
    int damage = 0, resistance = 0;
    int damageCards = 0, plusOneCards = 0;  // cards kept; of them, those aimed (+1 damage)
    QList<TripodsCounter> counters;  // only those on the console (count > 0)

    // What the step changed (against the state before it; nothing at set-up).
    int damageChange = 0, energyChange = 0, cardsChange = 0;
    bool actionChanged = false, statusChanged = false;
    // What the step's line says of it: the verb ("plan", "action", "move", "fire", "hold",
    // "burn") when the line is about this vehicle; "hit" when it names it as a shot's target.
    QString event;
    QString target;  // fire: the target's id; "" for a heat-ray that reached nothing
    QString range;  // fire: "short", "long"
    QStringList drawn;  // hit: the damage cards drawn, as written; burn: its card
    QString card;  // move: the card revealed; action: the action card played; as
                   // the line names them ("walk", "heat-ray")
    QStringList facts;  // move: "out", "home", "overlap", "photo"; penalty card as "penalty=2"

    // The step did something to this console.
    bool changed() const;
    bool operator==(const TripodsConsole &) const = default;
};

struct TripodsTable {
    int turn = 0;
    int phase = 0;  // 0 while planning, else 1..3
    QString step;  // "planning", "movement", "firing"
    QString scenario;  // the [Scenario] id, "" for a simple battle
    QString winner;  // the winning side's id, "" while the game goes on (or a tie)
    QString victory;  // a graded scenario's victory: "decisive", "marginal", or ""
    QStringList objectivesDestroyed;  // objective templates' ids, as the record names them
    QStringList redWeed;  // the objectives a tripod recharged from
    QList<TripodsConsole> consoles;  // in the order of the [Vehicle] tags, kMaxShownVehicles at most
    int vehiclesNotShown = 0;  // the vehicles after the first kMaxShownVehicles
};

// The most vehicles the Tripods views (consoles, table, chart) show: far more than any scenario
// fields (eight at most), few enough that a record naming thousands opens as fast as a
// scenario. The checker still checks them all; the views say how many they leave out.
inline constexpr int kMaxShownVehicles = 24;

// The consoles after `change` (its `after` state), compared with its `before` state and read
// with its line. An empty `after` gives an empty table.
TripodsTable readTripodsTable(const boards::StepChange &change);

}  // namespace umpire::games
