// The course of a turn: which lines each step still expects, closing a step (with the damage
// of a firing step resolved all at once), toppling, damage cards and the end of the battle.
#pragma once

#include "core/finding.h"
#include "games/tripods/tripods_state.h"

#include <QCoreApplication>

namespace umpire::tripods {

class Turn {
    Q_DECLARE_TR_FUNCTIONS(tripods)

public:
    Turn(State &s, core::Reporter &rep) : s_(s), rep_(rep) {}

    // Closes steps until `want` is open, reporting each line a closed step still expected.
    // False when the battle ended on the way.
    bool advanceTo(Step want);
    // Closes every step that expects no more lines.
    void settle();
    bool anyMoved() const;

    bool owesPlan(const Vehicle &v) const;
    bool owesMove(const Vehicle &v) const;
    // Vehicle on fire: an A card before the first maneuver of the turn is revealed.
    bool owesBurn(const Vehicle &v) const;
    bool owesFire(const Vehicle &v) const;
    // Rockets launched in an earlier phase strike (or miss) in this firing step.
    bool owesRocket(const Vehicle &v) const;

    // Planned cards discarded, `counters` recovery counters (six when entangled by an anchor).
    void topple(int vi, int counters = 2);
    // A card drawn by an airplane with rockets in flight: a symbol on it spoils the launch.
    void spoilRockets(Vehicle &v, const DamageCard &card);
    // The A damage card of an illegal airplane maneuver, which hits at once.
    void takeNow(int vi, int deck, const DamageCard &card);
    // A card drawn only to decide something (terrain, the anchor) and shuffled back at once.
    void drawAndReturn(int deck, const DamageCard &card);
    // A card drawn and discarded (the crater's choice): it leaves the deck until a reshuffle.
    void drawDiscard(int deck, const DamageCard &card) { draw(deck, card); }
    // The cards a shot made its target draw, kept pending until the firing step ends.
    void hit(int source, int target, int deck, const std::vector<DamageCard> &cards, bool aimed,
             bool armour);

private:
    void reportMissing();
    void closeStep();
    void startMovement();
    void closeMovement();
    void closeFiring();
    void endTurn();
    int draw(int deck, const DamageCard &card);
    void giveBack(Vehicle &v);
    void special(int vi, Special sp, int points, int source);
    void eliminateIfBeaten(int vi);
    void checkVictory();

    State &s_;
    core::Reporter &rep_;
};

}  // namespace umpire::tripods
