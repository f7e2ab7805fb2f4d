// The energy icons and special damage symbols a simulated shot's cards carry
// (tripods.clarifications.damage-decks: any card may show them). Only symbols after which every
// later generated move stays legal are drawn; see tripods_symbols.cpp for what is held back.
#pragma once

#include "games/tripods/tripods_state.h"

#include "core/rng.h"

namespace umpire::tripods {

// Whether a shot across `target`'s electrified armour may draw one more explosion after
// `drawn`: the tripod can lose half its energy rating for it and still pay for its planned cards.
bool explosionAffordable(const State &s, int target, const std::vector<DamageCard> &drawn);

// Marks the `cards` that `shooter` draws against `target` (indices into s.vehicles; shooter -1
// for a card no vehicle fired: an illegal maneuver's, a black smoke cloud's); `armour` when the
// shot crosses an electrified side. The cards' kinds (points, explosion) stay as drawn.
void addSymbols(core::Rng &rng, const State &s, int shooter, int target, bool armour,
                std::vector<DamageCard> &cards);

// Marks a card whose symbols the rules ignore (a fire card, a terrain check, the anchor's card):
// any energy icons and, with the Standard rules, any special damage.
void addIgnoredSymbols(core::Rng &rng, const State &s, DamageCard &card);

}  // namespace umpire::tripods
