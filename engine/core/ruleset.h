// The interface every game implements, in the spirit of OpenSpiel's Game/State split.
//
// A record line is decoded into a typed Move, then applied to a State. States are values
// (clone() copies them), so a Replay can keep checkpoints and rebuild any step from them.
#pragma once

#include "core/finding.h"
#include "notation/record.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <string_view>
#include <vector>

namespace umpire::core {

struct SideInfo {
    QString id;        // "aliens"
    QString nameEn;
    QString nameRu;
};

struct VariantInfo {
    QString id;        // "experienced-swap"
    QString nameEn;
    QString nameRu;
};

struct GameInfo {
    QString id;        // "wotw"
    QString nameEn;
    QString nameRu;
    std::vector<SideInfo> sides;        // every side the game has, in game.json's order
    std::vector<VariantInfo> variants;
    std::vector<QString> readings;      // ids of the clarifications a [Reading] tag may pick
    int minPlayers = 0, maxPlayers = 0; // game.json's "players"
    int sideIndex(QStringView id) const;  // -1 when unknown
};

// The state of one game at one moment. Derived classes are plain value types.
class State {
public:
    virtual ~State() = default;
    // A deep copy. Must be cheap: the replay calls it for every checkpoint and every step it
    // rebuilds.
    virtual std::unique_ptr<State> clone() const = 0;
    // The canonical text of the whole state; two states are equal iff their texts are equal.
    virtual QString toString() const = 0;
    // Everything the app shows (board, counters, hands, decks), as JSON. Keys are per game
    // and documented beside the game's state.
    virtual QJsonObject toJson() const = 0;
    // True once the game is over; no move is legal after that.
    virtual bool isTerminal() const = 0;
    // The winning side's id once the game is over, else an empty string.
    virtual QString winner() const = 0;
    // The side whose turn it is (index into GameInfo::sides), and the turn number.
    virtual int currentSide() const = 0;
    virtual int turn() const = 0;
};

// A decoded record line. Each game derives its typed moves from it.
class Move {
public:
    virtual ~Move() = default;
    int turn = 0;     // the TURN number as written
    int side = -1;    // index into GameInfo::sides
};

// One per game, shared by every replay: all methods are const and must be safe to call from
// several threads at once (the CLI checks files in parallel), so a Ruleset holds no mutable
// state of its own.
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual const GameInfo &info() const = 0;

    // The state before the first move line, set up from the record's tags ([Variant],
    // [Reading], ...). Problems with the tags are reported at step 0. Never null.
    virtual std::unique_ptr<State> initialState(const notation::Record &record,
                                                Reporter &reporter) const = 0;

    // Decodes one move line into a typed move, or reports why it cannot and gives nullptr.
    // Decoding does not look at the state. First the core checks what every game shares: a
    // key written twice on one line (`to=a to=b`) is an error citing repeatedArgumentRule(),
    // unless keyMayRepeat() allows it, and the line is not decoded — so a game's decodeMove()
    // never meets a repeat it did not declare. Then decodeMove() reads the line.
    std::unique_ptr<Move> decode(const notation::Record &record, const notation::MoveLine &line,
                                 Reporter &reporter) const;

    // Whether `key=` may appear more than once on one move line with this verb (for a game
    // whose moves list things key by key). The default: no key repeats.
    virtual bool keyMayRepeat(std::string_view verb, std::string_view key) const;
    // The rule id, in the "record" chapter of the game's rules.md, that a repeated key cites.
    virtual const char *repeatedArgumentRule() const = 0;

    // Applies a move as played: every broken rule is reported, and the move is carried out
    // as far as it physically can be. Returns false when it could not be carried out at all
    // (the state is then unchanged), true otherwise — even if rules were broken.
    // The Replay calls apply for every decoded line, also after the game has ended: apply must
    // report any move made in a terminal state as an error citing the game's victory or
    // game-over rule, and return false without changing the state.
    // Turn numbers and the order of sides are game-specific: apply checks them against the
    // state (turn(), currentSide()); the Replay does not.
    // apply must be deterministic: its effect on the state depends only on the state and the
    // move (no clock, no generator outside the state, nothing kept in the Ruleset), because
    // the Replay rebuilds the states between its checkpoints by applying the moves again.
    virtual bool apply(State &state, const Move &move, Reporter &reporter) const = 0;

    // Called once by Replay::run after the last move line has been applied (also when the
    // record has no move lines; not when the run was cancelled), with the final state. It
    // reports what only the end of the record reveals: an action left unfinished when the
    // record stops (a strike still short of a building's Defense), or a [Result] tag the
    // record never reaches. Findings belong to the last step and sit at the last move line (the
    // [Game] tag when there is none) unless the ruleset names a finer position. It may change
    // the state (to settle what it reports); the Replay keeps the state as changed.
    // The default reports nothing.
    virtual void finish(State &, Reporter &) const {}

    // Every legal move in `state`, in a deterministic order (so a seeded random game is
    // reproducible). Empty when the state is terminal. Chance outcomes (cards drawn, cards
    // revealed) appear as the single outcome the state's own seeded generator picks.
    virtual std::vector<std::unique_ptr<Move>> legalMoves(const State &state) const = 0;

    // The canonical record line of a move, `TURN SIDE VERB ARG*`, without a line break.
    // decode(encode(m)) gives a move equal to m.
    virtual QByteArray encode(const Move &move) const = 0;

    // The move in readable words for the move list ("Reap: Tripod 1 moves to Argyll").
    // Names come from the game data, in English or Russian.
    virtual QString describe(const Move &move, bool russian = false) const = 0;

protected:
    // The game's part of decode(): an unknown side, verb, card, region or unit, or a missing
    // or malformed argument, is reported (rule ids from the game's "record" chapter) and gives
    // nullptr. The line's keys are unique except those keyMayRepeat() allows; a game should
    // still never index past its own storage on any line (defence in depth: decodeMove() may
    // also be reached by a game's own helpers).
    virtual std::unique_ptr<Move> decodeMove(const notation::Record &record,
                                             const notation::MoveLine &line,
                                             Reporter &reporter) const = 0;
};

}  // namespace umpire::core
