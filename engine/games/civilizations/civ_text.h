// Names in the language of the installed translation: clans and places in findings and in
// describe() follow the "civilizations" context's language (as War of the Worlds does).
#pragma once

#include "games/civilizations/civ_data.h"

#include <QString>

namespace umpire::civilizations {

// True when the installed translation of the "civilizations" messages is the Russian one.
bool russianInstalled();
QString clanName(int clan, bool russian);
QString placeName(const Data &data, int place, bool russian);

}  // namespace umpire::civilizations
