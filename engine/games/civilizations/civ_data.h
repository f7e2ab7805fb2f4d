// War of Civilizations' game data, read once from the embedded resources/games/civilizations
// files: the map (board.json: islands, docks, continents, links), the ships' prices and power
// and the clans' starting resources (cards.json). Values the rule book does not print are
// marked assumed in those files (docs/assumed-values.md).
#pragma once

#include <QString>

#include <array>
#include <bitset>
#include <cstdint>
#include <string_view>
#include <vector>

namespace umpire::civilizations {

constexpr int kClans = 6;        // the sides of game.json, in its order
constexpr int kMaxPlaces = 96;   // islands and docks of the board
constexpr int kContinents = 7;

enum Resource : std::uint8_t { Crystals, AlWood, Ammunition, kResources };
enum ShipType : std::uint8_t { Gunboat, Frigate, Destroyer, kShipTypes };
// The production areas of an island and the resource each yields (civilizations.clarifications.yields).
enum Area : std::uint8_t { Factory, Lake, Forest, kAreas };
constexpr Resource kAreaYields[kAreas] = {Ammunition, Crystals, AlWood};
enum class IslandKind : std::uint8_t { Origin, LesserAtoll, GreaterAtoll, Apex, Myth, Dock };

extern const char *const kResourceIds[kResources];  // "crystals", "alwood", "ammunition"
extern const char *const kShipIds[kShipTypes];      // "gunboat", "frigate", "destroyer"
extern const char *const kShipCountKeys[kShipTypes];  // "gunboats", "frigates", "destroyers"
extern const char *const kAreaIds[kAreas];          // "factory", "lake", "forest"

struct Place {
    QString id, nameEn, nameRu;
    IslandKind kind = IslandKind::Dock;
    int continent = -1;
    int yield = 0;  // per worked area and Collect action, in thousands (assumed)
    bool isDock() const { return kind == IslandKind::Dock; }
};

struct ShipStats {
    int damage = 0;
    int buyAlWood = 0, buyCrystals = 0;  // assumed (civilizations.clarifications.ship-costs)
    int ammunition = 0;                  // to attack, assumed
    int perClan = 0;                     // ships of this type a clan owns in the box
    int starting = 0;                    // given at setup
};

struct Data {
    std::vector<Place> places;  // board.json order
    std::vector<std::bitset<kMaxPlaces>> links;
    std::array<QString, kContinents> continentIds;
    std::array<std::vector<int>, kContinents> continentIslands;  // islands only, not docks
    int centre = -1;  // the central continent
    int myth = -1;    // the Isle of Myth
    std::array<ShipStats, kShipTypes> ships{};
    std::array<std::array<int, kResources>, kClans> starting{};  // the decoded table, assumed
    int startingMembers = 4;
    int membersPerClan = 54;
    QString error;  // empty when both files were read

    int place(std::string_view id) const;      // -1 when unknown
    int continent(std::string_view id) const;  // -1 when unknown
    bool linked(int a, int b) const { return links[std::size_t(a)].test(std::size_t(b)); }
    const Place &at(int p) const { return places[std::size_t(p)]; }

    // The embedded data (:/games/civilizations/...), read once.
    static const Data &embedded();
};

// Parses one area id; -1 when unknown.
int areaOf(std::string_view id);

}  // namespace umpire::civilizations
