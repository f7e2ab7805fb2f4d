// The six scenarios of the book ([Scenario] tag): the forces each one fields, how many
// objective templates it places, and who wins (rules.md, chapter Scenarios). Without a
// scenario the simple battle's victory applies.
#pragma once

#include "core/finding.h"
#include "games/tripods/tripods_state.h"

#include <QCoreApplication>

namespace umpire::tripods {

struct ScenarioRules {
    const char *id;          // the [Scenario] tag's value
    const char *rule;        // its heading in rules.md
    int objectives;          // objective templates (and terrain templates counting as such)
    int objectivesToWin;     // destroyed templates the Martians need (with an exit), 0: none
    int decisiveAirplanes;   // airplanes a decisive Earthling win keeps in play, 0: ungraded
    bool photo;              // Bring Proof: the Earthlings win by a photograph flown home
    int minPlayers, maxPlayers;  // the scenario's "Players:" line
};

// The scenario with this tag id, or null.
const ScenarioRules *findScenario(QStringView id);
extern const char *const kScenarioList;  // "bring-proof, a-spark-of-hope, ..." for messages

class Scenario {
    Q_DECLARE_TR_FUNCTIONS(tripods)

public:
    // The forces of the record's [Vehicle] tags against the scenario's set-up (models, rockets,
    // ace skills, the reserve airplane), each problem an error at `at`.
    static void checkForces(const State &s, bool secondInvasion, core::Reporter &rep,
                            notation::Position at);
    // The winner once the scenario's conditions (or, when a side has nothing left, the simple
    // battle's) decide the battle; sets s.over, s.outcome and s.victoryGrade.
    static void checkVictory(State &s, core::Reporter &rep);
};

}  // namespace umpire::tripods
