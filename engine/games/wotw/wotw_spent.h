// Which Civilians tokens have dealt damage this turn: Guerillas may use each token once per
// turn, and a token keeps that when it moves.
//
// Tokens look alike and a record names regions, not tokens, so when a token leaves a region
// that holds both kinds, nobody can tell which kind moved. SpentTokens keeps, per region, the
// least and the most number of spent tokens that any reading of the moves allows, and the
// total number of spent tokens. A Guerillas is flagged only when every reading leaves its
// region without a fresh token, so a legal record is never flagged
// (rules.md, wotw.clarifications.guerillas-moves).
#pragma once

#include "games/wotw/wotw_data.h"

#include <array>
#include <cstdint>

namespace umpire::wotw {

using RegionCounts = std::array<std::uint8_t, kMaxRegions>;

struct SpentTokens {
    RegionCounts least{};  // spent tokens in each region, surely at least this many
    RegionCounts most{};  // ... and at most this many
    std::uint8_t total = 0;  // spent tokens on the board (at least; exact unless tokens died)

    // True when every token in region `r` surely dealt damage this turn.
    bool noneFresh(int r, const RegionCounts &civilians) const
    {
        return least[std::size_t(r)] >= civilians[std::size_t(r)];
    }
    // A fresh token of region `r` deals damage (nothing changes when none can be fresh).
    void attack(int r, const RegionCounts &civilians, int regions);
    // Whether region `r` may hold a token of that kind (kTokenSpent or kTokenFresh).
    bool mayHold(int r, int kind, const RegionCounts &civilians) const
    {
        return kind == 1 ? most[std::size_t(r)] > 0
                         : least[std::size_t(r)] < civilians[std::size_t(r)];
    }
    // One token moves from `from` to `to`; updates `civilians` too. `kind` is the kind the
    // record names (tokens=), or -1 when it names none; a kind the region cannot hold is
    // ignored (the move is flagged by the caller and then read without it).
    void move(int from, int to, RegionCounts &civilians, int regions, int kind = -1);
    // `n` tokens of region `r` are destroyed; `civilians` already holds the count after it.
    void lose(int r, int n, const RegionCounts &civilians, int regions);

private:
    // What the total tells each region: the spent tokens the other regions cannot hold are here.
    void tighten(const RegionCounts &civilians, int regions);
};

}  // namespace umpire::wotw
