#include "cardvocabulary.h"

#include <QCoreApplication>

namespace umpire::compendium {

namespace {

struct Word {
    const char *id;
    const char *english;  // marked for translation in the context of its table
};

// Field names of cards.json and the printed numbers of `stats`, every game's (see
// docs/data-format.md). Context "CardField".
constexpr Word kFields[] = {
    {"ability", QT_TRANSLATE_NOOP("CardField", "Ability")},
    {"aces", QT_TRANSLATE_NOOP("CardField", "Aces")},
    {"adjacent_to_alien_building", QT_TRANSLATE_NOOP("CardField", "Next to an Alien building")},
    {"aliases", QT_TRANSLATE_NOOP("CardField", "Other names")},
    {"alliance", QT_TRANSLATE_NOOP("CardField", "Alliance")},
    {"alwood", QT_TRANSLATE_NOOP("CardField", "AlWood")},
    {"ammunition", QT_TRANSLATE_NOOP("CardField", "Ammunition")},
    {"amount", QT_TRANSLATE_NOOP("CardField", "Amount")},
    {"area_length_cm", QT_TRANSLATE_NOOP("CardField", "Area length, cm")},
    {"area_width_cm", QT_TRANSLATE_NOOP("CardField", "Area width, cm")},
    {"armoured_sides", QT_TRANSLATE_NOOP("CardField", "Armoured sides")},
    {"attack_ammunition", QT_TRANSLATE_NOOP("CardField", "Ammunition to attack")},
    {"blocked_by", QT_TRANSLATE_NOOP("CardField", "Blocked by")},
    {"buy_alwood", QT_TRANSLATE_NOOP("CardField", "Price in AlWood")},
    {"buy_ocean_crystals", QT_TRANSLATE_NOOP("CardField", "Price in Ocean Crystals")},
    {"cards", QT_TRANSLATE_NOOP("CardField", "Cards")},
    {"civilians", QT_TRANSLATE_NOOP("CardField", "Civilians")},
    {"composition", QT_TRANSLATE_NOOP("CardField", "Composition")},
    {"contents", QT_TRANSLATE_NOOP("CardField", "Contents")},
    {"cost", QT_TRANSLATE_NOOP("CardField", "Cost")},
    {"count", QT_TRANSLATE_NOOP("CardField", "Count")},
    {"counters", QT_TRANSLATE_NOOP("CardField", "Counters")},
    {"counts_as_objective", QT_TRANSLATE_NOOP("CardField", "Counts as an objective")},
    {"damage", QT_TRANSLATE_NOOP("CardField", "Damage")},
    {"damage_immune", QT_TRANSLATE_NOOP("CardField", "Immune to damage")},
    {"date", QT_TRANSLATE_NOOP("CardField", "Date")},
    {"debris", QT_TRANSLATE_NOOP("CardField", "Debris")},
    {"deck", QT_TRANSLATE_NOOP("CardField", "Deck")},
    {"defense", QT_TRANSLATE_NOOP("CardField", "Defense")},
    {"destroyed_as", QT_TRANSLATE_NOOP("CardField", "Destroyed as")},
    {"distance", QT_TRANSLATE_NOOP("CardField", "Distance")},
    {"draw", QT_TRANSLATE_NOOP("CardField", "Cards drawn")},
    {"earthlings", QT_TRANSLATE_NOOP("CardField", "Earthlings")},
    {"effect", QT_TRANSLATE_NOOP("CardField", "Effect")},
    {"emblem", QT_TRANSLATE_NOOP("CardField", "Emblem")},
    {"energy", QT_TRANSLATE_NOOP("CardField", "Energy")},
    {"energy_cost", QT_TRANSLATE_NOOP("CardField", "Energy cost")},
    {"energy_loss", QT_TRANSLATE_NOOP("CardField", "Energy lost")},
    {"energy_rating_loss", QT_TRANSLATE_NOOP("CardField", "Energy rating lost")},
    {"exclude", QT_TRANSLATE_NOOP("CardField", "Left out")},
    {"facing", QT_TRANSLATE_NOOP("CardField", "Facing")},
    {"factories", QT_TRANSLATE_NOOP("CardField", "Factories")},
    {"fee_ocean_crystals", QT_TRANSLATE_NOOP("CardField", "Fee in Ocean Crystals")},
    {"firepower", QT_TRANSLATE_NOOP("CardField", "Firepower")},
    {"firing_arc", QT_TRANSLATE_NOOP("CardField", "Firing arc")},
    {"forces", QT_TRANSLATE_NOOP("CardField", "Forces")},
    {"forests", QT_TRANSLATE_NOOP("CardField", "Forests")},
    {"fraction", QT_TRANSLATE_NOOP("CardField", "Share")},
    {"front", QT_TRANSLATE_NOOP("CardField", "Front")},
    {"front-left", QT_TRANSLATE_NOOP("CardField", "Front left")},
    {"front-right", QT_TRANSLATE_NOOP("CardField", "Front right")},
    {"generation", QT_TRANSLATE_NOOP("CardField", "Generation")},
    {"group", QT_TRANSLATE_NOOP("CardField", "Group")},
    {"group_total", QT_TRANSLATE_NOOP("CardField", "Cards in the group")},
    {"icons_possible", QT_TRANSLATE_NOOP("CardField", "Possible icons")},
    {"id", QT_TRANSLATE_NOOP("CardField", "Name")},
    {"kind", QT_TRANSLATE_NOOP("CardField", "Kind")},
    {"name", QT_TRANSLATE_NOOP("CardField", "Name")},
    {"options", QT_TRANSLATE_NOOP("CardField", "Options")},
    {"starting", QT_TRANSLATE_NOOP("CardField", "Starting copies")},
    {"lakes", QT_TRANSLATE_NOOP("CardField", "Lakes")},
    {"landing_field", QT_TRANSLATE_NOOP("CardField", "Landing field")},
    {"landing_field_length_cm", QT_TRANSLATE_NOOP("CardField", "Landing field length, cm")},
    {"landing_field_width_cm", QT_TRANSLATE_NOOP("CardField", "Landing field width, cm")},
    {"large_terrain_templates", QT_TRANSLATE_NOOP("CardField", "Large terrain templates")},
    {"leader", QT_TRANSLATE_NOOP("CardField", "Leader")},
    {"letter", QT_TRANSLATE_NOOP("CardField", "Letter")},
    {"maneuver_deck", QT_TRANSLATE_NOOP("CardField", "Maneuver deck")},
    {"maneuvers", QT_TRANSLATE_NOOP("CardField", "Maneuvers")},
    {"maneuvers_wounded", QT_TRANSLATE_NOOP("CardField", "Maneuvers when wounded")},
    {"martians", QT_TRANSLATE_NOOP("CardField", "Martians")},
    {"min_ships", QT_TRANSLATE_NOOP("CardField", "Fewest ships")},
    {"modes", QT_TRANSLATE_NOOP("CardField", "Modes")},
    {"no_building", QT_TRANSLATE_NOOP("CardField", "No building there")},
    {"no_human_pieces", QT_TRANSLATE_NOOP("CardField", "No Human pieces there")},
    {"non_hostile", QT_TRANSLATE_NOOP("CardField", "Not hostile")},
    {"objective_templates", QT_TRANSLATE_NOOP("CardField", "Objective templates")},
    {"objectives", QT_TRANSLATE_NOOP("CardField", "Objectives")},
    {"ocean_crystals", QT_TRANSLATE_NOOP("CardField", "Ocean Crystals")},
    {"offense", QT_TRANSLATE_NOOP("CardField", "Offense")},
    {"option", QT_TRANSLATE_NOOP("CardField", "Option")},
    {"pack_code", QT_TRANSLATE_NOOP("CardField", "Pack code")},
    {"part_of", QT_TRANSLATE_NOOP("CardField", "Part of")},
    {"per_clan", QT_TRANSLATE_NOOP("CardField", "Per clan")},
    {"per_turn", QT_TRANSLATE_NOOP("CardField", "Per turn")},
    {"placement", QT_TRANSLATE_NOOP("CardField", "Placement")},
    {"players_max", QT_TRANSLATE_NOOP("CardField", "Most players")},
    {"players_min", QT_TRANSLATE_NOOP("CardField", "Fewest players")},
    {"projectors", QT_TRANSLATE_NOOP("CardField", "Projectors")},
    {"range", QT_TRANSLATE_NOOP("CardField", "Range")},
    {"recharge", QT_TRANSLATE_NOOP("CardField", "Recharge")},
    {"recovery_counters", QT_TRANSLATE_NOOP("CardField", "Recovery counters")},
    {"region", QT_TRANSLATE_NOOP("CardField", "Region")},
    {"reinforcement", QT_TRANSLATE_NOOP("CardField", "Reinforcement")},
    {"requires", QT_TRANSLATE_NOOP("CardField", "Requires")},
    {"resistance", QT_TRANSLATE_NOOP("CardField", "Resistance")},
    {"resource", QT_TRANSLATE_NOOP("CardField", "Resource")},
    {"rule", QT_TRANSLATE_NOOP("CardField", "Rule")},
    {"setup", QT_TRANSLATE_NOOP("CardField", "Setup")},
    {"size", QT_TRANSLATE_NOOP("CardField", "Size")},
    {"size_cm", QT_TRANSLATE_NOOP("CardField", "Size, cm")},
    {"skills", QT_TRANSLATE_NOOP("CardField", "Skills")},
    {"skills_per_ace", QT_TRANSLATE_NOOP("CardField", "Skills per ace")},
    {"skills_per_pilot", QT_TRANSLATE_NOOP("CardField", "Skills per pilot")},
    {"smoke_launchers", QT_TRANSLATE_NOOP("CardField", "Smoke launchers")},
    {"special", QT_TRANSLATE_NOOP("CardField", "Special rules")},
    {"speed", QT_TRANSLATE_NOOP("CardField", "Speed")},
    {"starting_per_clan", QT_TRANSLATE_NOOP("CardField", "At the start, per clan")},
    {"targets", QT_TRANSLATE_NOOP("CardField", "Targets")},
    {"terrain", QT_TRANSLATE_NOOP("CardField", "Terrain")},
    {"text", QT_TRANSLATE_NOOP("CardField", "Text")},
    {"then", QT_TRANSLATE_NOOP("CardField", "Then")},
    {"title", QT_TRANSLATE_NOOP("CardField", "Title")},
    {"token", QT_TRANSLATE_NOOP("CardField", "Token")},
    {"trigger", QT_TRANSLATE_NOOP("CardField", "Set off by")},
    {"turns", QT_TRANSLATE_NOOP("CardField", "Turns")},
    {"unit", QT_TRANSLATE_NOOP("CardField", "Unit")},
    {"unit_ids", QT_TRANSLATE_NOOP("CardField", "Named in records as")},
    {"values", QT_TRANSLATE_NOOP("CardField", "Values")},
    {"variants", QT_TRANSLATE_NOOP("CardField", "Variants")},
    {"vehicle", QT_TRANSLATE_NOOP("CardField", "Vehicle")},
    {"vehicles", QT_TRANSLATE_NOOP("CardField", "Vehicles")},
    {"victory", QT_TRANSLATE_NOOP("CardField", "Victory")},
    {"weapons", QT_TRANSLATE_NOOP("CardField", "Weapons")},
    {"wounds_to_eliminate", QT_TRANSLATE_NOOP("CardField", "Wounds to eliminate")},
    {"yield", QT_TRANSLATE_NOOP("CardField", "Yield")},
};

// Flags, rarities and the enumerated string values of the card data. Context "CardValue".
constexpr Word kValues[] = {
    // rarity (spacewars)
    {"common", QT_TRANSLATE_NOOP("CardValue", "Common")},
    {"uncommon", QT_TRANSLATE_NOOP("CardValue", "Uncommon")},
    {"rare", QT_TRANSLATE_NOOP("CardValue", "Rare")},
    {"extra-rare", QT_TRANSLATE_NOOP("CardValue", "Extra rare")},
    // flags
    {"aces", QT_TRANSLATE_NOOP("CardValue", "Aces")},
    {"advanced", QT_TRANSLATE_NOOP("CardValue", "Advanced")},
    {"affects-attacker", QT_TRANSLATE_NOOP("CardValue", "Affects the attacker")},
    {"affects-docks", QT_TRANSLATE_NOOP("CardValue", "Affects the docks")},
    {"all-friendly-units", QT_TRANSLATE_NOOP("CardValue", "All friendly units")},
    {"announced", QT_TRANSLATE_NOOP("CardValue", "Announced")},
    {"attack", QT_TRANSLATE_NOOP("CardValue", "Attack")},
    {"basic-rules", QT_TRANSLATE_NOOP("CardValue", "Basic rules")},
    {"costs-action", QT_TRANSLATE_NOOP("CardValue", "Costs an action")},
    {"deploy", QT_TRANSLATE_NOOP("CardValue", "Deploy")},
    {"destroys-half-ships", QT_TRANSLATE_NOOP("CardValue", "Destroys half the ships")},
    {"dice", QT_TRANSLATE_NOOP("CardValue", "Dice")},
    {"draw", QT_TRANSLATE_NOOP("CardValue", "Draw")},
    {"firing", QT_TRANSLATE_NOOP("CardValue", "Firing")},
    {"free-action", QT_TRANSLATE_NOOP("CardValue", "Free action")},
    {"interrupt", QT_TRANSLATE_NOOP("CardValue", "Interrupt")},
    {"interrupt-only", QT_TRANSLATE_NOOP("CardValue", "Interrupt only")},
    {"introductory", QT_TRANSLATE_NOOP("CardValue", "Introductory")},
    {"kills-half-clan-members", QT_TRANSLATE_NOOP("CardValue", "Kills half the clan members")},
    {"ongoing", QT_TRANSLATE_NOOP("CardValue", "Ongoing")},
    {"optional", QT_TRANSLATE_NOOP("CardValue", "Optional")},
    {"optional-rule", QT_TRANSLATE_NOOP("CardValue", "Optional rule")},
    {"pack", QT_TRANSLATE_NOOP("CardValue", "Pack")},
    {"permanent", QT_TRANSLATE_NOOP("CardValue", "Permanent")},
    {"rockets", QT_TRANSLATE_NOOP("CardValue", "Rockets")},
    {"role-card", QT_TRANSLATE_NOOP("CardValue", "Role card")},
    {"round-up", QT_TRANSLATE_NOOP("CardValue", "Rounded up")},
    {"secret", QT_TRANSLATE_NOOP("CardValue", "Secret")},
    {"special", QT_TRANSLATE_NOOP("CardValue", "Special")},
    {"standing-still-only", QT_TRANSLATE_NOOP("CardValue", "Only standing still")},
    {"starter-set", QT_TRANSLATE_NOOP("CardValue", "Starter set")},
    {"target-any-unit", QT_TRANSLATE_NOOP("CardValue", "Targets any unit")},
    {"target-enemy-unit", QT_TRANSLATE_NOOP("CardValue", "Targets an enemy unit")},
    {"target-friendly-unit", QT_TRANSLATE_NOOP("CardValue", "Targets a friendly unit")},
    {"terrain", QT_TRANSLATE_NOOP("CardValue", "Terrain")},
    {"three-turns", QT_TRANSLATE_NOOP("CardValue", "Three turns")},
    {"token", QT_TRANSLATE_NOOP("CardValue", "Token")},
    {"until-end-of-turn", QT_TRANSLATE_NOOP("CardValue", "Until the end of the turn")},
    {"with-attack", QT_TRANSLATE_NOOP("CardValue", "With an attack")},
    {"with-deployment", QT_TRANSLATE_NOOP("CardValue", "With a deployment")},
    {"with-enemy-attack", QT_TRANSLATE_NOOP("CardValue", "With an enemy attack")},
    {"ww1-advanced-rules", QT_TRANSLATE_NOOP("CardValue", "WW1 advanced rules")},
    // enumerated values of structured fields
    {"adjacent", QT_TRANSLATE_NOOP("CardValue", "an adjacent region")},
    {"airplane", QT_TRANSLATE_NOOP("CardValue", "Airplane")},
    {"anchor", QT_TRANSLATE_NOOP("CardValue", "Portsmouth (the anchor)")},
    {"any", QT_TRANSLATE_NOOP("CardValue", "any")},
    {"army", QT_TRANSLATE_NOOP("CardValue", "Army")},
    {"army-defense", QT_TRANSLATE_NOOP("CardValue", "Army defense")},
    {"block-ufo", QT_TRANSLATE_NOOP("CardValue", "Keeps UFOs out")},
    {"central-powers", QT_TRANSLATE_NOOP("CardValue", "Central Powers")},
    {"coin", QT_TRANSLATE_NOOP("CardValue", "Coins")},
    {"defense", QT_TRANSLATE_NOOP("CardValue", "Defense")},
    {"enemy-land-unit-enters", QT_TRANSLATE_NOOP("CardValue", "an enemy land unit entering")},
    {"enemy-land-unit-in-region", QT_TRANSLATE_NOOP("CardValue", "an enemy land unit in the region")},
    {"energy", QT_TRANSLATE_NOOP("CardValue", "Energy")},
    {"entente", QT_TRANSLATE_NOOP("CardValue", "Entente")},
    {"first invasion", QT_TRANSLATE_NOOP("CardValue", "first invasion")},
    {"second invasion", QT_TRANSLATE_NOOP("CardValue", "second invasion")},
    {"second-invasion", QT_TRANSLATE_NOOP("CardValue", "second invasion")},
    {"front", QT_TRANSLATE_NOOP("CardValue", "front")},
    {"front-left", QT_TRANSLATE_NOOP("CardValue", "front left")},
    {"front-right", QT_TRANSLATE_NOOP("CardValue", "front right")},
    {"lateral", QT_TRANSLATE_NOOP("CardValue", "side")},
    {"lateral-rear", QT_TRANSLATE_NOOP("CardValue", "side and rear")},
    {"rear-left", QT_TRANSLATE_NOOP("CardValue", "rear left")},
    {"rear-right", QT_TRANSLATE_NOOP("CardValue", "rear right")},
    {"heavy", QT_TRANSLATE_NOOP("CardValue", "heavy")},
    {"medium", QT_TRANSLATE_NOOP("CardValue", "medium")},
    {"large", QT_TRANSLATE_NOOP("CardValue", "large")},
    {"mixed", QT_TRANSLATE_NOOP("CardValue", "mixed")},
    {"income", QT_TRANSLATE_NOOP("CardValue", "Income")},
    {"land", QT_TRANSLATE_NOOP("CardValue", "land")},
    {"sea", QT_TRANSLATE_NOOP("CardValue", "sea")},
    {"landing", QT_TRANSLATE_NOOP("CardValue", "the Invasion ship's region")},
    {"navy", QT_TRANSLATE_NOOP("CardValue", "Navy")},
    {"own-region", QT_TRANSLATE_NOOP("CardValue", "its own region")},
    {"same", QT_TRANSLATE_NOOP("CardValue", "the same region")},
    {"remove-from-game", QT_TRANSLATE_NOOP("CardValue", "removed from the game")},
    {"repair", QT_TRANSLATE_NOOP("CardValue", "Repair")},
    {"stop", QT_TRANSLATE_NOOP("CardValue", "Stop")},
    {"trap", QT_TRANSLATE_NOOP("CardValue", "Trap")},
    {"tripod", QT_TRANSLATE_NOOP("CardValue", "Tripod")},
    {"tripod-attack-bonus", QT_TRANSLATE_NOOP("CardValue", "Tripod attack bonus")},
    {"ufo", QT_TRANSLATE_NOOP("CardValue", "UFO")},
    {"unit", QT_TRANSLATE_NOOP("CardValue", "Unit")},
    {"woods", QT_TRANSLATE_NOOP("CardValue", "Woods")},
};

// The reasons the data gives word for word on many values. Context "AssumedReason".
constexpr Word kReasons[] = {
    {"project's own translation", QT_TRANSLATE_NOOP("AssumedReason", "the project's own translation")},
    {"project's own translation: the Russian book does not name this card",
     QT_TRANSLATE_NOOP("AssumedReason", "the project's own translation: the Russian book does not name this card")},
};

template <std::size_t N>
const Word *find(const Word (&table)[N], const QString &id)
{
    for (const Word &w : table) {
        if (id == QLatin1String(w.id))
            return &w;
    }
    return nullptr;
}

}  // namespace

QString humanizedKey(const QString &key)
{
    QString s = key;
    s.replace(QLatin1Char('_'), QLatin1Char(' ')).replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QString cardFieldLabel(const QString &key)
{
    if (const Word *w = find(kFields, key))
        return QCoreApplication::translate("CardField", w->english);
    return humanizedKey(key);
}

QString assumedReason(const QString &reason, bool *translated)
{
    const Word *w = find(kReasons, reason);
    if (translated)
        *translated = w != nullptr;
    return w ? QCoreApplication::translate("AssumedReason", w->english) : reason;
}

QString cardValueName(const QString &value)
{
    if (const Word *w = find(kValues, value))
        return QCoreApplication::translate("CardValue", w->english);
    return {};
}

}  // namespace umpire::compendium
