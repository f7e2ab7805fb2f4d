// The Tripods & Triplanes playing area as a schematic drawing, when the record places its
// vehicles (`[Table]`, `at=X,Y,H`; docs/notation.md, tripods, Positions): the table's size,
// every vehicle that stands on it at its position and heading, the step's moving vehicle with
// where it came from, and a shot of the step from shooter to target. A record without
// positions gives no field, and the board shows only the consoles.
//
// A pure function over State::toJson() objects ("table", each vehicle's "at") and the step's
// record line, tested without QML (tests/boards/tst_tripods_field.cpp); TripodsFieldModel
// hands it to qml/games/tripods/TripodsField.qml.
#pragma once

#include "stephighlights.h"

#include <QList>
#include <QString>

namespace umpire::games {

struct TripodsMarker {
    QString id;  // the record's id ("locust")
    QString side;  // "martians", "earthlings"
    bool tripod = false;
    bool wreck = false;  // eliminated: drawn where it fell
    bool left = false;  // it left the table on this step's line: drawn beyond the edge, faded
    int x = 0, y = 0;  // cm from the corner left of the Earthlings' side; y towards the Martians'
    int heading = 0;  // degrees clockwise, 0 facing the Martians' side
    bool moving = false;  // the step's line moved it
    bool hasFrom = false;  // ... and it stood elsewhere before: (fromX, fromY)
    int fromX = 0, fromY = 0;
    bool firing = false, target = false;  // the step's shot: its shooter and the vehicle hit
    bool operator==(const TripodsMarker &) const = default;
};

struct TripodsField {
    bool shown = false;  // the record places its vehicles (the state has a "table")
    int width = 0, depth = 0;  // cm
    QList<TripodsMarker> markers;  // in [Vehicle] tag order, only those with a position
    // The step's shot between two placed vehicles (fire or rocket at a target).
    bool hasShot = false;
    QString shooter, shotTarget;
    bool operator==(const TripodsField &) const = default;
};

// The field after `change`, read with the state before it and the step's line. Vehicles
// without a position, reserves and those that left the table are not drawn (one that leaves
// on the step's own line is, where it went).
TripodsField readTripodsField(const boards::StepChange &change);

}  // namespace umpire::games
