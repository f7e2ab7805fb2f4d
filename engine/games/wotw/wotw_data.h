// The War of the Worlds game data (cards, board, names), loaded once from the embedded
// resources and interned: cards, options and regions become small integers, so the rules code
// never compares strings. Behaviour is keyed by CardKind, which is chosen from the card id.
#pragma once

#include <QByteArray>
#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace umpire::wotw {

inline constexpr int kSides = 2;
inline constexpr int kAliens = 0;  // side indices follow GameInfo::sides: aliens first
inline constexpr int kHumans = 1;

inline constexpr int kMaxRegions = 32;
inline constexpr int kMaxCards = 40;       // distinct card ids over both sides
inline constexpr int kMaxOptions = 4;

// What a card does; the engine's behaviour is written per kind. Cards of the data whose id is
// not known to the engine get Unknown and cannot be played (reported, never a crash).
enum class CardKind : std::uint8_t {
    Unknown,
    // Humans
    Relocate, Evacuate, Guerillas, Redeploy, Airstrike, RoyalNavy, Army,
    Bunkers, HeavyArtillery, SupplyDepot, Fort, TankFactory, Landmines, BarrageBalloons,
    // Aliens
    Reap, PowerSupply, PoisonousFog, Infrasound, FrighteningSound, PlasmaSynthesis,
    ScorchingBeam, NerveAgent, AlienAbduction, Ufo, Tripod,
    AlienFactory, ParticleGenerator, Regenerator, PlasmaReactor,
};

enum class CardType : std::uint8_t { Action, Unit, Building };

// Miniature types; each has a fixed number of miniatures (ids `tripod-1` ...).
enum class UnitType : std::uint8_t { Tripod, Ufo, Army, Navy };
inline constexpr int kUnitTypes = 4;
inline constexpr std::array<int, kUnitTypes> kUnitCount = {3, 2, 3, 2};
inline constexpr std::array<int, kUnitTypes> kUnitBase = {0, 3, 5, 8};  // index of unit 1
inline constexpr int kUnits = 10;
inline constexpr std::array<const char *, kUnitTypes> kUnitTypeIds = {"tripod", "ufo", "army",
                                                                       "navy"};
inline int unitIndex(UnitType t, int number) { return kUnitBase[int(t)] + number - 1; }
inline UnitType unitTypeOf(int unit)
{
    return unit >= 8 ? UnitType::Navy : unit >= 5 ? UnitType::Army : unit >= 3 ? UnitType::Ufo
                                                                             : UnitType::Tripod;
}
inline int unitSide(int unit) { return unit >= 5 ? kHumans : kAliens; }
inline int unitNumber(int unit) { return unit - kUnitBase[int(unitTypeOf(unit))] + 1; }

// What one option of a card does (see wotw_effects.cpp for the table).
enum class Effect : std::uint8_t {
    Gain,            // gain `amount` coins / energy
    MoveCivilians,   // move up to `amount` civilian tokens one region each
    Guerillas,       // deal `amount` damage where civilians are
    MoveArmy,        // move one Army up to `amount` regions (Redeploy: not a unit card)
    Airstrike,       // deal `amount` damage to the Aliens, no region needed
    UnitMove,        // unit card: move one miniature of its type up to `amount` regions
    UnitAttack,      // unit card: deal `amount` damage with one miniature of its type
    Reap,            // destroy one unprotected civilian where a Tripod is
    MoveTripod,      // Reap: move any Tripod one region (not a unit card)
    Influence,       // deal `amount` damage near / at a Tripod, maybe leave a token
    ScorchingBeam,   // deal `amount` damage where a UFO is
    Abduction,       // destroy one civilian where a UFO is, protected or not
    MoveUfo,         // Alien Abduction: move any UFO one region (not a unit card)
};

struct OptionInfo {
    std::string id;
    Effect effect = Effect::Gain;
    std::uint8_t amount = 0;
    bool removes = false;   // "remove this card from the game"
};

struct CardInfo {
    std::string id;
    QString nameEn, nameRu;
    CardKind kind = CardKind::Unknown;
    CardType type = CardType::Action;
    int side = kAliens;
    int cost = 0;
    int count = 1;
    int starting = 0;
    bool costAssumed = false;        // the rulebooks print no cost: cards.json's "assumed"
    bool countAssumed = false;       // nor how many copies there are
    int defense = 1;                 // buildings: their Defense value (1 when none printed)
    UnitType unit = UnitType::Tripod;  // unit cards: the miniature type
    std::vector<OptionInfo> options;
};

struct RegionInfo {
    std::string id;
    QString nameEn, nameRu;
    bool land = true;
    int civilians = 0;    // at setup
    bool landing = false;
    bool anchor = false;
};

struct Data {
    std::vector<CardInfo> cards;
    std::vector<RegionInfo> regions;
    // adjacency as bit masks: adjacent[r] has bit s set when r and s share a border
    std::array<std::uint32_t, kMaxRegions> adjacent{};
    int landing = -1;       // the region of the invasion ship
    int anchor = -1;        // Portsmouth, where the Navy is placed
    std::array<int, kSides> deckSize{};
    bool bordersAssumed = false;  // board.json's map (and so who borders whom) is assumed
    QString error;          // non-empty when the data could not be loaded

    // Lookup by id as written in a record; -1 when unknown.
    int card(std::string_view id) const;
    int region(std::string_view id) const;
    int option(int card, std::string_view id) const;
    int cardOfKind(CardKind k) const;

    bool isAdjacent(int a, int b) const { return (adjacent[a] >> b) & 1u; }

    // Loads from the embedded :/games/wotw/{cards,board}.json.
    static const Data &builtin();
    // Loads from the given texts (tests may use a smaller board).
    static Data fromJson(const QByteArray &cardsJson, const QByteArray &boardJson);
};

}  // namespace umpire::wotw
