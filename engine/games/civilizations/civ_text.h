// Names of clans and places in English or Russian: findings use the run's language
// (core::Reporter::russian()), describe() the language it is asked for.
#pragma once

#include "games/civilizations/civ_data.h"

#include <QString>

namespace umpire::civilizations {

QString clanName(int clan, bool russian);
QString placeName(const Data &data, int place, bool russian);

}  // namespace umpire::civilizations
