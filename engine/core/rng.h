// The one seeded generator every game and tool uses for chance: simulated games, the chance
// outcomes a legal-move generator picks, test records. SplitMix64 is tiny, passes BigCrush and
// gives the same numbers on every platform and compiler, so a seed always gives the same game.
// (std::mt19937 would too, but its distributions are implementation-defined, and
// QRandomGenerator's bounded() is not specified across Qt versions.)
#pragma once

#include <cstdint>

namespace umpire::core {

// The SplitMix64 finaliser: a well-mixed 64-bit hash of `x`. Also the way to derive an
// independent stream from a seed and a few small numbers (mix(seed ^ (n << 20) ^ side)).
constexpr std::uint64_t mix64(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

class Rng {
public:
    explicit constexpr Rng(std::uint64_t seed) : state_(seed) {}

    // SplitMix64: a Weyl sequence passed through the finaliser.
    constexpr std::uint64_t next()
    {
        const std::uint64_t out = mix64(state_);
        state_ += 0x9e3779b97f4a7c15ull;
        return out;
    }

    // A number in [0, n); n must be positive. The modulo bias is below 2^-32 for the small n
    // games use (dice, hands, move lists), which no test or player can see.
    constexpr std::uint64_t below(std::uint64_t n) { return next() % n; }

    // A die roll 1..sides.
    constexpr int roll(int sides) { return 1 + int(below(std::uint64_t(sides))); }

private:
    std::uint64_t state_;
};

}  // namespace umpire::core
