#include "games/civilizations/civ_text.h"

#include "core/game_info.h"

#include <QCoreApplication>

namespace umpire::civilizations {

namespace {
// Words and phrases translated at run time (ship and disaster names, describe()'s phrases),
// listed here so that lupdate finds them.
[[maybe_unused]] const char *const kRuntimePhrases[] = {
        QT_TRANSLATE_NOOP("civilizations", "gunboat"),
        QT_TRANSLATE_NOOP("civilizations", "frigate"),
        QT_TRANSLATE_NOOP("civilizations", "destroyer"),
        QT_TRANSLATE_NOOP("civilizations", "tornado"),
        QT_TRANSLATE_NOOP("civilizations", "earthquake"),
        QT_TRANSLATE_NOOP("civilizations", "tsunami"),
        QT_TRANSLATE_NOOP("civilizations", "%1 sets out %2 on %3"),
        QT_TRANSLATE_NOOP("civilizations", "%1 places the free gunboat on %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 places the free clan member on %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 hires a clan member on %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 buys a %2 on %3"),
        QT_TRANSLATE_NOOP("civilizations", "%1 collects resources"),
        QT_TRANSLATE_NOOP("civilizations", "%1 pays for a fourth action"),
        QT_TRANSLATE_NOOP("civilizations", "%1 moves %2 from %3 to %4"),
        QT_TRANSLATE_NOOP("civilizations", "%1 invades %4 from %3 with %2; the defender declines"),
        QT_TRANSLATE_NOOP("civilizations", "%1 invades %4 from %3 with %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 redistributes %2 from %3 to %4"),
        QT_TRANSLATE_NOOP("civilizations", "%1 recovers a lost gunboat at %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 reveals a disaster card: %2 on the %3 continent"),
        QT_TRANSLATE_NOOP("civilizations", "%1 loses forces at %2"),
        QT_TRANSLATE_NOOP("civilizations", "%1 ends the turn"),
};
}  // namespace

QString clanName(int clan, bool russian)
{
    static const core::GameInfo info = core::loadGameInfo(QStringLiteral("civilizations"));
    if (clan < 0 || clan >= int(info.sides.size()))
        return QStringLiteral("?");
    const core::SideInfo &s = info.sides[std::size_t(clan)];
    return russian && !s.nameRu.isEmpty() ? s.nameRu : s.nameEn;
}

QString placeName(const Data &data, int place, bool russian)
{
    if (place < 0 || place >= int(data.places.size()))
        return QStringLiteral("?");
    const Place &p = data.at(place);
    return russian && !p.nameRu.isEmpty() ? p.nameRu : p.nameEn;
}

}  // namespace umpire::civilizations
