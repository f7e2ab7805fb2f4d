// Who plays a Tripods & Triplanes record: the [Player "NAME: vehicle,vehicle"] tags, one per
// player. The book asks for at least two players, split as evenly as possible into a Martian
// and an Earthling team, each team's vehicles shared out as evenly as possible, and each
// scenario names how many may play (tripods.clarifications.players). Without [Player] tags the
// record says nothing about its players and nothing is checked.
#pragma once

#include "core/finding.h"
#include "games/tripods/tripods_state.h"
#include "notation/record.h"

#include <QCoreApplication>

namespace umpire::tripods {

class Players {
    Q_DECLARE_TR_FUNCTIONS(tripods)

public:
    // Every problem is an error at the [Player] tag it concerns (the first one for the whole).
    static void check(const notation::Record &record, const State &s, core::Reporter &rep);
};

}  // namespace umpire::tripods
