#include "games/civilizations/civ_data.h"

#include "core/board.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::civilizations {

const char *const kResourceIds[kResources] = {"crystals", "alwood", "ammunition"};
const char *const kShipIds[kShipTypes] = {"gunboat", "frigate", "destroyer"};
const char *const kShipCountKeys[kShipTypes] = {"gunboats", "frigates", "destroyers"};
const char *const kAreaIds[kAreas] = {"factory", "lake", "forest"};

namespace {

QByteArray readResource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

IslandKind kindOf(const QString &s)
{
    if (s == QLatin1String("origin"))
        return IslandKind::Origin;
    if (s == QLatin1String("lesser-atoll"))
        return IslandKind::LesserAtoll;
    if (s == QLatin1String("greater-atoll"))
        return IslandKind::GreaterAtoll;
    if (s == QLatin1String("apex"))
        return IslandKind::Apex;
    return IslandKind::Myth;
}

// cards.json ids of the island kinds, whose "yield" stat the map's islands take.
const char *cardOfKind(IslandKind k)
{
    switch (k) {
    case IslandKind::Origin: return "origin-island";
    case IslandKind::LesserAtoll: return "lesser-atoll";
    case IslandKind::GreaterAtoll: return "greater-atoll";
    case IslandKind::Apex: return "apex-island";
    case IslandKind::Myth: return "isle-of-myth";
    case IslandKind::Dock: break;
    }
    return "";
}

Data fromJson(const QByteArray &boardJson, const QByteArray &cardsJson)
{
    Data d;
    const core::Board board = core::readBoard(boardJson, QStringLiteral("board.json"));
    if (!board.error.isEmpty() || board.regions.size() > kMaxPlaces) {
        d.error = board.error.isEmpty() ? QStringLiteral("board.json: too many places") : board.error;
        return d;
    }
    const QJsonArray cards = QJsonDocument::fromJson(cardsJson).object().value(QLatin1String("cards")).toArray();
    auto card = [&](const char *id) {
        for (const QJsonValue &v : cards)
            if (v.toObject().value(QLatin1String("id")).toString() == QLatin1String(id))
                return v.toObject();
        return QJsonObject();
    };
    int continents = 0;
    for (const core::BoardRegion &r : board.regions) {
        Place p;
        p.id = r.id;
        p.nameEn = r.nameEn;
        p.nameRu = r.nameRu;
        const QString continent = r.properties.value(QLatin1String("continent")).toString();
        int c = 0;
        while (c < continents && d.continentIds[std::size_t(c)] != continent)
            ++c;
        if (c == continents && continents < kContinents)
            d.continentIds[std::size_t(continents++)] = continent;
        p.continent = c < kContinents ? c : 0;
        if (r.properties.value(QLatin1String("type")).toString() == QLatin1String("dock")) {
            p.kind = IslandKind::Dock;
        } else {
            p.kind = kindOf(r.properties.value(QLatin1String("island")).toString());
            p.yield = card(cardOfKind(p.kind)).value(QLatin1String("stats")).toObject().value(QLatin1String("yield")).toInt();
            d.continentIslands[std::size_t(p.continent)].push_back(int(d.places.size()));
            if (p.kind == IslandKind::Myth) {
                d.myth = int(d.places.size());
                d.centre = p.continent;
            }
        }
        d.places.push_back(p);
    }
    d.links.assign(d.places.size(), {});
    for (const auto &[a, b] : board.links) {
        d.links[std::size_t(a)].set(std::size_t(b));
        d.links[std::size_t(b)].set(std::size_t(a));
    }
    for (int t = 0; t < kShipTypes; ++t) {
        const QJsonObject s = card(kShipIds[t]).value(QLatin1String("stats")).toObject();
        ShipStats &st = d.ships[std::size_t(t)];
        st.damage = s.value(QLatin1String("damage")).toInt();
        st.buyAlWood = s.value(QLatin1String("buy_alwood")).toInt();
        st.buyCrystals = s.value(QLatin1String("buy_ocean_crystals")).toInt();
        st.ammunition = s.value(QLatin1String("attack_ammunition")).toInt();
        st.perClan = s.value(QLatin1String("per_clan")).toInt();
        st.starting = s.value(QLatin1String("starting_per_clan")).toInt();
    }
    static const char *const clans[kClans] = {"kreios", "thora", "ajax", "xanthe", "pyrrhus", "myles"};
    for (int c = 0; c < kClans; ++c) {
        const QJsonObject s = card(clans[c]).value(QLatin1String("stats")).toObject();
        d.starting[std::size_t(c)] = {s.value(QLatin1String("ocean_crystals")).toInt(),
                                      s.value(QLatin1String("alwood")).toInt(),
                                      s.value(QLatin1String("ammunition")).toInt()};
    }
    if (d.myth < 0)
        d.error = QStringLiteral("board.json: no Isle of Myth");
    return d;
}

}  // namespace

int Data::place(std::string_view id) const
{
    for (std::size_t i = 0; i < places.size(); ++i)
        if (places[i].id == QLatin1String(id.data(), qsizetype(id.size())))
            return int(i);
    return -1;
}

int Data::continent(std::string_view id) const
{
    for (int c = 0; c < kContinents; ++c)
        if (continentIds[std::size_t(c)] == QLatin1String(id.data(), qsizetype(id.size())))
            return c;
    return -1;
}

int areaOf(std::string_view id)
{
    for (int a = 0; a < kAreas; ++a)
        if (id == kAreaIds[a])
            return a;
    return -1;
}

const Data &Data::embedded()
{
    static const Data data = fromJson(readResource(QStringLiteral(":/games/civilizations/board.json")),
                                      readResource(QStringLiteral(":/games/civilizations/cards.json")));
    return data;
}

}  // namespace umpire::civilizations
