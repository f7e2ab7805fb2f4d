// The tags every game shares, read once by the core before a game sets up its state:
// [Variant], [Reading], [Seed], [Seats] and [Result] (docs/notation.md). A game reads only its
// own tags; problems with these are reported by the core, citing the game's tags rule.
#pragma once

#include "core/result.h"
#include "notation/record.h"

#include <QString>
#include <QStringView>

#include <cstdint>
#include <utility>
#include <vector>

namespace umpire::core {

struct GameInfo;
class Reporter;

struct RunTags {
    // Indices into GameInfo::variants, in tag order, each once.
    std::vector<int> variants;
    // The reading chosen for each of GameInfo::readings (same order): the reading's adopted
    // value unless a [Reading "id=value"] picked another.
    std::vector<QString> readings;
    // [Seed "N"]: the seed of the game's own chance (simulated games, legal-move outcomes).
    std::uint64_t seed = 0;
    bool hasSeed = false;
    // The sides in play, in seating (turn) order: [Seats "a,b,c"] when given, else the game's
    // default seats (GameInfo::defaultSeats: every side unless game.json names fewer). Indices into GameInfo::sides, each once.
    std::vector<int> seats;
    bool seatsGiven = false;
    notation::Position seatsPosition;
    // [Result]: what the record claims; undecided for "*" or no tag.
    Result declared;
    notation::Position resultPosition;

    bool hasVariant(QStringView id, const GameInfo &info) const;
    // The chosen value of reading `id` ("russian"), or an empty string for an unknown id.
    QString reading(QStringView id, const GameInfo &info) const;
    bool seated(int side) const;
    // Sets readings by (id, value), as Replay::Options::readings does; a pair naming no reading
    // of `info`, or a value that reading does not have, is ignored.
    void override(const std::vector<std::pair<QString, QString>> &choices, const GameInfo &info);
};

// Reads the shared tags of `record` for a game described by `info`. Unknown variants, readings
// or sides, a side seated twice, a seat count outside the game's players range, a malformed
// seed or result: each an error at its tag citing `tagsRule`; the bad part is ignored (a bad
// [Seats] tag leaves every side seated).
RunTags readRunTags(const notation::Record &record, const GameInfo &info, Reporter &reporter,
                    const char *tagsRule);

}  // namespace umpire::core
