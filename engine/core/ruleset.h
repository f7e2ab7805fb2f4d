// The interface every game implements, in the spirit of OpenSpiel's Game/State split.
//
// A record line is decoded into a typed Move, then applied to a State. States are values
// (clone() copies them), so a Replay can keep checkpoints and rebuild any step from them.
#pragma once

#include "core/choice.h"
#include "core/finding.h"
#include "core/move.h"
#include "core/result.h"
#include "core/run_tags.h"
#include "notation/record.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>
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

// A clarification a [Reading "id=value"] tag may pick (game.json's "readings").
struct ReadingInfo {
    QString id;                // "strike"
    QString adopted;           // the value the rules reference adopts: "consecutive"
    QStringList alternatives;  // the other values a record may choose: "turn"
    QString rule;              // the clarification in rules.md: "wotw.clarifications.strike"
};

struct GameInfo {
    QString id;        // "wotw"
    QString nameEn;
    QString nameRu;
    std::vector<SideInfo> sides;        // every side the game has, in game.json's order
    std::vector<VariantInfo> variants;
    std::vector<ReadingInfo> readings;  // the clarifications a [Reading] tag may pick
    int minPlayers = 0, maxPlayers = 0; // game.json's "players"
    // How many sides a record may seat ([Seats]): game.json's "seats" {min, max}; every side
    // when it gives none (a two-side game seats both).
    int minSeats = 0, maxSeats = 0;
    // The sides seated when a record has no [Seats] tag (game.json's "seats" "default": a list
    // of side ids), in turn order; empty: every side, in game.json's order.
    std::vector<int> defaultSeats;
    int sideIndex(QStringView id) const;  // -1 when unknown
    int minSides() const { return minSeats > 0 ? minSeats : int(sides.size()); }
    int maxSides() const { return maxSeats > 0 ? maxSeats : int(sides.size()); }
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
    // The winning side's id once the game is over, else an empty string (also for a tie).
    virtual QString winner() const = 0;
    // The full result once the game is over, for a game whose end is a ranking or may be a
    // tie. The default is undecided, and Ruleset::finalResult() then reads winner().
    virtual Result result() const { return {}; }

    // currentSide() during a phase in which every seated side acts at once (orders written
    // in secret, maneuvers planned together): a move of any seated side may come next.
    static constexpr int kAllSides = -2;
    // Who acts next: an index into GameInfo::sides, or kAllSides. The app groups the move list
    // by turn() and shows phase(); it does not assume that sides alternate.
    virtual int currentSide() const = 0;
    virtual int turn() const = 0;
    // The phase of the turn now being played, as an id of the game's own (e.g. "orders",
    // "initiative", "execution"), or empty for a game whose turn has no phases.
    virtual QString phase() const { return {}; }
};

// One per game, shared by every replay: all methods are const and must be safe to call from
// several threads at once (the CLI checks files in parallel), so a Ruleset holds no mutable
// state of its own.
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual const GameInfo &info() const = 0;

    // The state before the first move line, set up from the record's tags. The core reads the
    // shared tags ([Variant], [Reading], [Seed], [Seats], [Result]: core::readRunTags, citing
    // tagsRule()) and hands them to setUp(). Problems with the tags are reported at step 0.
    // Never null.
    std::unique_ptr<State> initialState(const notation::Record &record, Reporter &reporter) const;
    std::unique_ptr<State> initialState(const notation::Record &record, const RunTags &tags,
                                        Reporter &reporter) const
    {
        return setUp(record, tags, reporter);
    }

    // The rule, in the game's rules.md, that a problem with a shared tag cites (an unknown
    // variant, a bad [Seats] or [Result] tag, a [Result] the moves contradict).
    virtual const char *tagsRule() const = 0;
    // The rule that a move after the end of the game cites. The Replay refuses such a move
    // itself (it never reaches apply()).
    virtual const char *gameOverRule() const = 0;

    // The result of a finished game: State::result() when decided, else its winner(); an
    // undecided result while the game is not over.
    Result finalResult(const State &state) const;

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
    // The Replay does not call apply once the state is terminal: it reports the move itself,
    // citing gameOverRule(). (apply may still guard against it, for direct callers.)
    // Turn numbers and the order of sides are game-specific: apply checks them against the
    // state (turn(), currentSide()); the Replay does not.
    // apply must be deterministic: its effect on the state depends only on the state and the
    // move (no clock, no generator outside the state, nothing kept in the Ruleset), because
    // the Replay rebuilds the states between its checkpoints by applying the moves again.
    virtual bool apply(State &state, const Move &move, Reporter &reporter) const = 0;

    // Called once by Replay::run after the last move line has been applied (also when the
    // record has no move lines; not when the run was cancelled), with the final state. It
    // reports what only the end of the record reveals: an action left unfinished when the
    // record stops (a strike still short of a building's Defense). (A [Result] tag the record
    // never reaches is the core's to report, after finish().) Findings belong to the last step and sit at the last move line (the
    // [Game] tag when there is none) unless the ruleset names a finer position. It may change
    // the state (to settle what it reports); the Replay keeps the state as changed.
    // The default reports nothing.
    virtual void finish(State &, Reporter &) const {}

    // Every legal move in `state`, in a deterministic order (so a seeded random game is
    // reproducible). Empty when the state is terminal. Chance outcomes (cards drawn, cards
    // revealed) appear as the single outcome the state's own seeded generator picks.
    virtual std::vector<std::unique_ptr<Move>> legalMoves(const State &state) const = 0;

    // Every legal move in `state` as the player chooses it, its chance fields open
    // (core/choice.h): the moves of legalMoves(), in its order, each with the fields the dice
    // or the cards decide and the values they may take. Two moves that differ only in chance
    // are one choice. The default: legalMoves() with no chance fields, right for a game
    // without chance.
    virtual std::vector<Choice> legalChoices(const State &state) const;

    // The canonical record line of a move, `TURN SIDE VERB ARG*`, without a line break.
    // decode(encode(m)) gives a move equal to m.
    virtual QByteArray encode(const Move &move) const = 0;

    // The move in readable words for the move list ("Reap: Tripod 1 moves to Argyll").
    // Names come from the game data, in English or Russian.
    virtual QString describe(const Move &move, bool russian = false) const = 0;

protected:
    // The game's part of initialState(): the state before the first move, from the shared tags
    // already read and checked (`tags`) and the game's own tags, which it reads from `record`.
    virtual std::unique_ptr<State> setUp(const notation::Record &record, const RunTags &tags,
                                         Reporter &reporter) const = 0;

    // The game's part of decode(): an unknown side, verb, card, region or unit, or a missing
    // or malformed argument, is reported (rule ids from the game's "record" chapter) and gives
    // nullptr. The line's keys are unique except those keyMayRepeat() allows; a game should
    // still never index past its own storage on any line (defence in depth: decodeMove() may
    // also be reached by a game's own helpers).
    virtual std::unique_ptr<Move> decodeMove(const notation::Record &record,
                                             const notation::MoveLine &line,
                                             Reporter &reporter) const = 0;

    // Shared lookups for decodeMove(). The side written on `line` as an index into
    // info().sides, or -1 after an error citing `rule` that names the game's sides.
    int decodeSide(const notation::Record &record, const notation::MoveLine &line,
                   Reporter &reporter, const char *rule) const;
    // The index of the line's verb in `verbs`, or -1 after an error citing `rule` that lists
    // them.
    int decodeVerb(const notation::Record &record, const notation::MoveLine &line,
                   std::span<const char *const> verbs, Reporter &reporter, const char *rule) const;
};

}  // namespace umpire::core
