// The Space Wars game data the engine reads: the hex board (board.json), the cards
// (cards.json) and the assumed basic decks and ship token names (decks.json), all from the
// embedded resources/games/spacewars folder.
#pragma once

#include <QHash>
#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace umpire::spacewars {

constexpr int kEarth = 0;   // side indices, in game.json's order (a test pins them)
constexpr int kAliens = 1;
constexpr int kSides = 2;
constexpr int kTokensPerSide = 60;
constexpr int kUnits = kSides * kTokensPerSide;  // unit u belongs to side u / kTokensPerSide
constexpr int kMaxHexes = 127;  // hex indices fit in an int8_t
constexpr int kMaxCards = 64;
constexpr int kOpeningHand = 7;
constexpr int kMaxOrders = 5;
// Lines a pad may hold: five actions and, under charismatic-leader-cost=free, a Charismatic
// Leader after each deployment.
constexpr int kMaxPadLines = 2 * kMaxOrders;
constexpr int kSpeed = 4;       // a unit's allowance per move action (spacewars.movement.speed)
constexpr int kCloakedSpeed = 3;
constexpr int kRange = 4;       // spacewars.combat.range
constexpr int kCloakDefense = 5;

inline int sideOfUnit(int unit) { return unit / kTokensPerSide; }

struct HexInfo {
    std::string id;  // "12": the draft names hexes by number
    int q = 0, r = 0;
    int homeworld = -1;  // the side whose homeworld this hex is part of, or -1
    bool centre = false;
    std::vector<int> neighbours;
};

struct CardInfo {
    std::string id;
    QString nameEn, nameRu;
    int unitSide = -1;  // a unit card deploys a ship of this side; -1 for modifier cards
};

struct Data {
    std::vector<HexInfo> hexes;
    std::vector<CardInfo> cards;
    // Copies of each card in each side's basic deck (decks.json; assumed).
    std::array<std::array<std::uint8_t, kMaxCards>, kSides> deck{};
    std::array<int, kSides> unitCard{-1, -1};  // each side's unit card
    std::array<std::string, kUnits> unitNames;  // token names, unit index order
    bool boardAssumed = false;
    QString error;  // empty when every file loaded

    int hex(std::string_view id) const;   // -1 when unknown
    int hexAt(int q, int r) const;        // -1 off the board
    int card(std::string_view id) const;  // -1 when unknown
    int unit(std::string_view name) const;  // -1 when unknown
    bool adjacent(int a, int b) const;
    static int distance(const HexInfo &a, const HexInfo &b);
    int distance(int a, int b) const { return distance(hexes[std::size_t(a)], hexes[std::size_t(b)]); }
    // The fewest steps from hex `h` to any hex of `side`'s homeworld.
    int distanceToHomeworld(int h, int side) const;

    static Data fromJson(const QByteArray &cardsJson, const QByteArray &boardJson,
                         const QByteArray &decksJson);
    static const Data &builtin();

private:
    QHash<QString, int> hexIndex_, cardIndex_, unitIndex_;
    QHash<std::uint32_t, int> coordIndex_;
};

}  // namespace umpire::spacewars
