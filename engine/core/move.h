// The base of every game's typed moves.
#pragma once

namespace umpire::core {

// A decoded record line. Each game derives its typed moves from it.
class Move {
public:
    virtual ~Move() = default;
    int turn = 0;     // the TURN number as written
    int side = -1;    // index into GameInfo::sides
};

}  // namespace umpire::core
