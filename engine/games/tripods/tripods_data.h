// The game data the Tripods & Triplanes checker needs: vehicle models (from cards.json),
// maneuver cards, damage cards and the assumed composition of the damage decks.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace umpire::tripods {

enum Side : std::int8_t { kMartians = 0, kEarthlings = 1 };
enum class Kind : std::uint8_t { Tripod, Airplane };

// A maneuver card as the record names it: tripod cards (TA deck) first, then airplane cards
// (R deck). The book gives no card list, only these kinds (rules.md, Tripod maneuvers and
// Airplane maneuvers).
enum class Card : std::uint8_t {
    None,
    Walk, Run, Still, Reverse,                                       // tripods
    Straight, Left, Right, SteepLeft, SteepRight, Stall, Immelmann,  // airplanes
};
constexpr int kCardCount = 12;
extern const std::array<const char *, kCardCount> kCardIds;  // "walk", "straight", ...
Card cardFromId(std::string_view id);                         // Card::None when unknown
// A maneuver card by its name (game.json's "names") in the language of the installed
// translation, which the finding messages around it use too: "Stall", "Сваливание".
QString cardName(Card c);
inline bool isTripodCard(Card c) { return c >= Card::Walk && c <= Card::Reverse; }
inline bool isSteep(Card c) { return c == Card::SteepLeft || c == Card::SteepRight || c == Card::Stall; }
inline bool isStationary(Card c) { return c == Card::Still || c == Card::Reverse; }
inline bool isMovement(Card c) { return c == Card::Walk || c == Card::Run; }

// A planned tripod card may carry the stop and energy icons. The record writes them
// (`walk+stop`, `run+none`); without them a card has its kind's assumed icons (running:
// energy, reverse: stop; tripods.clarifications.maneuver-icons).
struct Maneuver {
    Card card = Card::None;
    bool iconsWritten = false;
    bool stop = false;
    bool energy = false;
    bool inserted = false;  // the stall a cannon shot inserts: it counts as non-steep
    bool operator==(const Maneuver &) const = default;
};
Maneuver withDefaultIcons(Card c);

// The special damage symbols of the Standard rules, as the record writes them after a card's
// value (`2+topple`).
enum class Special : std::uint8_t {
    None, Battery, Circuits, ReverseMechanism, SmokeGenerator, Gyroscope, Topple, Wounded,
    Engine, Fire, Jam, RudderLeft, RudderRight, Smoke,
};
constexpr int kSpecialCount = 14;
extern const std::array<const char *, kSpecialCount> kSpecialIds;
Special specialFromId(std::string_view id);

// One damage card as drawn: its points (or an explosion), energy icons and symbol.
struct DamageCard {
    std::int8_t points = 0;
    bool explosion = false;
    std::int8_t energyIcons = 0;
    Special special = Special::None;
    bool operator==(const DamageCard &) const = default;
};
// `3`, `x`, `0+e+e`, `2+e+topple`; false when the text is not a card.
bool parseDamageCard(std::string_view text, DamageCard &out);
QByteArray damageCardText(const DamageCard &c);

// The damage decks A, B, C, D (fired by airplanes) and X, Y, Z (fired by tripods).
constexpr int kDecks = 7;
extern const std::array<char, kDecks> kDeckLetters;
int deckIndex(char letter);  // -1 when unknown
// A deck holds cards of kinds 0..5 points and the explosion (kind 6); the counts per kind are
// ASSUMED (docs/assumed-values.md): the book gives only the group totals, 121 and 100.
constexpr int kCardKinds = 7;
using DeckCounts = std::array<std::int8_t, kCardKinds>;
extern const std::array<DeckCounts, kDecks> kDeckComposition;
int cardKind(const DamageCard &c);  // 0..5, 6 for an explosion, -1 for points above 5

// A vehicle model of cards.json. Statistics the book does not print are null there; a record
// gives them in its [Vehicle] tag, else the model's value (or a fallback) is used and marked
// assumed.
struct Model {
    QString id;          // "mk-i-locust"
    QString nameEn, nameRu;
    Side side = kMartians;
    Kind kind = Kind::Tripod;
    int resistance = 0, energy = 0, recharge = 0;  // 0: not in the data
    char firepower = 0;                            // 0: not in the data
    QString facing;      // tripods: "lateral-rear", "lateral", "any"; empty when unknown
    QStringList assumed; // the statistics cards.json marks assumed
};
const std::vector<Model> &models();
int modelIndex(QStringView id);  // -1 when unknown

// The six sides of a tripod base (tripods.clarifications.facing-sides).
extern const std::array<const char *, 6> kBaseSides;  // front, front-left, ..., rear
int baseSide(std::string_view id);                    // -1 when unknown
// Whether a tripod with this change-facing limit may turn to face `side`.
// `allLateral`: the other reading of tripods.clarifications.facing-sides ("lateral" includes
// the rear lateral sides).
bool facingAllowed(const QString &limit, int side, bool allLateral = false);

}  // namespace umpire::tripods
