// How a game ended: a winner, a ranking, or a tie. The record's [Result] tag states one and the
// core checks it against the end the moves reach (Replay::run), so no game repeats that check.
//
// The tag's text (docs/notation.md): "*" (or empty) while the game is unfinished; a side id for
// a single winner ("humans"); places from best to worst separated by ">", sides sharing a place
// joined by "=" ("thora>kreios=ajax>myles"; "aliens=humans" for a drawn two-side game). A tag
// may name only the first places: it states what it names ("thora" agrees with a full ranking
// won by Thora alone).
#pragma once

#include <QString>
#include <QStringView>

#include <vector>

namespace umpire::core {

struct GameInfo;

struct Result {
    // Places from best to worst; each holds the side indices (GameInfo::sides) sharing it.
    // Empty: no result (the game is not over, or the tag is "*").
    std::vector<std::vector<int>> places;

    bool decided() const { return !places.empty(); }
    // The single winner's side index, or -1 when none (no result, or first place shared).
    int winner() const;
    static Result won(int side);

    // Whether every place this (declared) result names agrees with `actual`: same sides in
    // each named place, in order. An undecided declaration agrees with nothing decided.
    bool agreesWith(const Result &actual) const;

    // The tag text ("*", "humans", "a>b=c"), with side ids from `info`.
    QString toTag(const GameInfo &info) const;
    // The result in words ("Humans won", "a tie between Red and Blue"), in the installed
    // translation's language (core/language.h), side names included.
    QString toWords(const GameInfo &info) const;

    bool operator==(const Result &) const = default;
};

// Parses a [Result] tag's text. Returns false with one sentence in `error` when it names a side
// the game does not have, names a side twice, or is malformed; `out` is then undecided.
bool parseResult(QStringView text, const GameInfo &info, Result &out, QString *error);

}  // namespace umpire::core
