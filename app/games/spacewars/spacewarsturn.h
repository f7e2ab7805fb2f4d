// What a Space Wars player follows beside the board at one step of a replay: the two written
// pads of the turn with each order's fate (done, void, being carried out, next), the
// initiative roll, and the shot fired at this step with its range and the number it needed.
//
// Read from the typed engine states (engine/games/spacewars) of the replay, never from the
// record's text: the checker and the view agree by construction. A pure function of the
// replay and the step, so it is tested without QML (tests/boards/tst_spacewars_view.cpp).
#pragma once

#include "replaydata.h"

#include <QHash>
#include <QList>
#include <QString>

namespace umpire::games::spacewarsview {

enum class OrderStatus {
    Written,  // on the pad, the turn not yet being carried out
    Pending,  // waiting its turn in the execution
    Next,     // the order the next line must carry out
    Current,  // carried out by this step's line
    Done,     // carried out earlier this turn
    Void,     // came up but could do nothing (its ship gone, no shot possible) or was cancelled
};

struct OrderRow {
    int side = 0;       // 0 Earth, 1 Aliens
    int number = 0;     // 1..5 on the pad
    QString text;       // in words, in the interface language
    OrderStatus status = OrderStatus::Written;
    bool voided = false;  // Current: it could do nothing
    // The first error of the record line that wrote it ("" when the line broke no rule): the
    // pad marks such an order, as the board marks what a broken step is about.
    QString problem;
    // The line was refused, so the order is not on the pad (a sixth order): shown after the
    // side's orders, numbered where the line put it, with its problem.
    bool refused = false;

    bool operator==(const OrderRow &) const = default;
};

// A shot at this step: a ship's fire order carried out, or Ground Support from a homeworld.
struct Shot {
    bool present = false;
    QString attacker;   // the ship's token id, or the card's name for Ground Support
    QString target;     // the target's token id
    QString fromHex;    // hex ids, as board.json names them
    QString toHex;
    int range = 0;
    int need = 0;       // the target number: 2 x range - offense + defense (and the cards)
    int roll = 0;       // the d8 as recorded; 0 when the shot could not be fired
    bool hit = false;   // what the die decides (1 always misses, 8 always hits)
    bool blocked = false;  // no shot was possible (out of range, no line of fire, cloaked, ...)
};

struct TurnView {
    bool valid = false;       // a checked Space Wars record
    int turn = 0;             // the turn whose pads are shown
    QString phase;            // the engine's phase id of that turn
    int initiativeRoll = 0;   // the turn's d8 once rolled, else 0
    int initiativeSide = -1;  // the side it gave the first order to
    QList<OrderRow> orders;   // Earth's pad, then the Aliens'
    Shot shot;
};

// Whether each executed order was void, by step; the view keeps one per record so stepping
// through a turn rebuilds each earlier state once.
using VoidCache = QHash<int, bool>;

TurnView turnView(const models::ReplayData &data, int step, bool russian, VoidCache &cache);

}  // namespace umpire::games::spacewarsview
