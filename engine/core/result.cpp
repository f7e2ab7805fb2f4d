#include "core/result.h"

#include "core/language.h"
#include "core/ruleset.h"
#include "notation/excerpt.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace umpire::core {

int Result::winner() const
{
    return places.empty() || places.front().size() != 1 ? -1 : places.front().front();
}

Result Result::won(int side)
{
    Result r;
    r.places.push_back({side});
    return r;
}

bool Result::agreesWith(const Result &actual) const
{
    if (!decided() || places.size() > actual.places.size())
        return false;
    for (std::size_t i = 0; i < places.size(); ++i) {
        std::vector<int> a = places[i], b = actual.places[i];
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        if (a != b)
            return false;
    }
    return true;
}

QString Result::toTag(const GameInfo &info) const
{
    if (!decided())
        return QStringLiteral("*");
    QStringList placeTexts;
    for (const std::vector<int> &place : places) {
        QStringList ids;
        for (int side : place)
            ids << info.sides[std::size_t(side)].id;
        placeTexts << ids.join(QLatin1Char('='));
    }
    return placeTexts.join(QLatin1Char('>'));
}

QString Result::toWords(const GameInfo &info) const
{
    const bool russian = russianInstalled();
    const auto name = [&](int side) {
        const SideInfo &s = info.sides[std::size_t(side)];
        return russian && !s.nameRu.isEmpty() ? s.nameRu : s.nameEn;
    };
    const auto names = [&](const std::vector<int> &place) {
        QStringList list;
        for (int side : place)
            list << name(side);
        return list.join(QCoreApplication::translate("result", " and "));
    };
    if (!decided())
        return QCoreApplication::translate("result", "no result yet");
    if (places.size() == 1 && places.front().size() == 1)
        return QCoreApplication::translate("result", "%1 won").arg(name(places.front().front()));
    if (places.size() == 1)
        return QCoreApplication::translate("result", "a tie between %1").arg(names(places.front()));
    QStringList parts;
    for (std::size_t i = 0; i < places.size(); ++i)
        parts << QCoreApplication::translate("result", "%1: place %2").arg(names(places[i])).arg(i + 1);
    return parts.join(QStringLiteral("; "));
}

bool parseResult(QStringView text, const GameInfo &info, Result &out, QString *error)
{
    out = {};
    const QString trimmed = text.trimmed().toString();
    if (trimmed.isEmpty() || trimmed == QLatin1String("*"))
        return true;
    const auto fail = [&](const QString &why) {
        out = {};
        if (error)
            *error = why;
        return false;
    };
    QStringList sideIds;
    for (const SideInfo &s : info.sides)
        sideIds << s.id;
    std::vector<bool> named(info.sides.size(), false);
    for (const QString &placeText : trimmed.split(QLatin1Char('>'))) {
        std::vector<int> place;
        for (const QString &raw : placeText.split(QLatin1Char('='))) {
            const QString id = raw.trimmed();
            const int side = info.sideIndex(id);
            if (id.isEmpty())
                return fail(QCoreApplication::translate(
                                    "result", "The [Result] tag \"%1\" has an empty place; write "
                                              "sides as \"a>b=c\", or \"*\" while unfinished.")
                                    .arg(notation::excerpt(trimmed)));
            if (side < 0)
                return fail(QCoreApplication::translate(
                                    "result", "The [Result] tag names \"%1\", which is not a side "
                                              "of this game (%2); \"*\" while unfinished.")
                                    .arg(notation::excerpt(id), sideIds.join(QStringLiteral(", "))));
            if (named[std::size_t(side)])
                return fail(QCoreApplication::translate(
                                    "result", "The [Result] tag names \"%1\" twice.")
                                    .arg(id));
            named[std::size_t(side)] = true;
            place.push_back(side);
        }
        out.places.push_back(std::move(place));
    }
    return true;
}

}  // namespace umpire::core
