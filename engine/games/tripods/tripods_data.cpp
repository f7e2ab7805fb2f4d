#include "games/tripods/tripods_data.h"

#include "core/game_names.h"
#include "core/language.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <charconv>

namespace umpire::tripods {

const std::array<const char *, kCardCount> kCardIds = {
    "-", "walk", "run", "still", "reverse",
    "straight", "left", "right", "steep-left", "steep-right", "stall", "immelmann",
};

QString cardName(Card c)
{
    return core::GameNames::of(u"tripods").text(QString::fromLatin1(kCardIds[std::size_t(c)]),
                                                core::russianInstalled());
}

Card cardFromId(std::string_view id)
{
    for (int i = 1; i < kCardCount; ++i)
        if (id == kCardIds[std::size_t(i)])
            return Card(i);
    return Card::None;
}

Maneuver withDefaultIcons(Card c)
{
    Maneuver m;
    m.card = c;
    m.energy = c == Card::Run;
    m.stop = c == Card::Reverse;
    return m;
}

const std::array<const char *, kSpecialCount> kSpecialIds = {
    "-", "battery", "circuits", "reverse", "smoke-generator", "gyroscope", "topple", "wounded",
    "engine", "fire", "jam", "rudder-left", "rudder-right", "smoke",
};

Special specialFromId(std::string_view id)
{
    for (int i = 1; i < kSpecialCount; ++i)
        if (id == kSpecialIds[std::size_t(i)])
            return Special(i);
    return Special::None;
}

bool parseDamageCard(std::string_view text, DamageCard &out)
{
    out = {};
    std::size_t plus = text.find('+');
    const std::string_view value = text.substr(0, plus);
    if (value == "x") {
        out.explosion = true;
    } else {
        int n = -1;
        const auto r = std::from_chars(value.data(), value.data() + value.size(), n);
        if (r.ec != std::errc() || r.ptr != value.data() + value.size() || n < 0 || n > 99)
            return false;
        out.points = std::int8_t(n);
    }
    while (plus != std::string_view::npos) {
        const std::size_t next = text.find('+', plus + 1);
        const std::string_view mark = text.substr(plus + 1, next == std::string_view::npos
                                                                    ? std::string_view::npos
                                                                    : next - plus - 1);
        if (mark == "e") {
            if (out.energyIcons >= 9)
                return false;
            ++out.energyIcons;
        } else {
            const Special s = specialFromId(mark);
            if (s == Special::None || out.special != Special::None)
                return false;
            out.special = s;
        }
        plus = next;
    }
    return true;
}

QByteArray damageCardText(const DamageCard &c)
{
    QByteArray t = c.explosion ? QByteArray("x") : QByteArray::number(c.points);
    for (int i = 0; i < c.energyIcons; ++i)
        t += "+e";
    if (c.special != Special::None)
        t += QByteArray("+") + kSpecialIds[std::size_t(c.special)];
    return t;
}

const std::array<char, kDecks> kDeckLetters = {'A', 'B', 'C', 'D', 'X', 'Y', 'Z'};

int deckIndex(char letter)
{
    for (int i = 0; i < kDecks; ++i)
        if (kDeckLetters[std::size_t(i)] == letter)
            return i;
    return -1;
}

// ASSUMED: 0, 1, 2, 3, 4, 5 points and explosions per deck. The totals are the book's (A-D:
// 121 cards, X-Z: 100); the split and the values are the project's, stronger decks later in
// the alphabet, three explosions each (docs/assumed-values.md).
const std::array<DeckCounts, kDecks> kDeckComposition = {{
    {7, 8, 7, 4, 2, 0, 3},  // A: 31
    {6, 6, 8, 5, 2, 0, 3},  // B: 30
    {5, 5, 7, 6, 3, 1, 3},  // C: 30
    {4, 4, 7, 7, 4, 1, 3},  // D: 30
    {8, 8, 8, 5, 2, 0, 3},  // X: 34
    {6, 7, 8, 6, 3, 0, 3},  // Y: 33
    {5, 6, 8, 7, 4, 0, 3},  // Z: 33
}};

int cardKind(const DamageCard &c)
{
    if (c.explosion)
        return 6;
    return c.points <= 5 ? c.points : -1;
}

namespace {

std::vector<Model> readModels()
{
    QFile f(QStringLiteral(":/games/tripods/cards.json"));
    std::vector<Model> out;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QJsonArray cards = QJsonDocument::fromJson(f.readAll()).object().value(u"cards").toArray();
    for (const QJsonValue &cv : cards) {
        const QJsonObject c = cv.toObject();
        if (c.value(u"type").toString() != u"vehicle")
            continue;
        Model m;
        m.id = c.value(u"id").toString();
        m.nameEn = c.value(u"name").toObject().value(u"en").toString();
        m.nameRu = c.value(u"name").toObject().value(u"ru").toString();
        m.side = c.value(u"side").toString() == u"earthlings" ? kEarthlings : kMartians;
        const QJsonObject v = c.value(u"vehicle").toObject();
        m.kind = v.value(u"kind").toString() == u"airplane" ? Kind::Airplane : Kind::Tripod;
        const QJsonObject stats = c.value(u"stats").toObject();
        m.resistance = stats.value(u"resistance").toInt();
        m.energy = stats.value(u"energy").toInt();
        m.recharge = stats.value(u"recharge").toInt();
        const QString fp = v.value(u"firepower").toString();
        m.firepower = fp.size() == 1 ? char(fp.at(0).toLatin1()) : 0;
        m.facing = v.value(u"facing").toString();
        const QJsonObject assumed = c.value(u"assumed").toObject();
        for (auto it = assumed.begin(); it != assumed.end(); ++it)
            if (it.key().startsWith(u"stats.") || it.key() == u"vehicle.firepower")
                m.assumed << it.key();
        out.push_back(m);
    }
    return out;
}

}  // namespace

const std::vector<Model> &models()
{
    static const std::vector<Model> all = readModels();
    return all;
}

int modelIndex(QStringView id)
{
    const auto &all = models();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].id == id)
            return int(i);
    return -1;
}

const std::array<const char *, 6> kBaseSides = {"front", "front-left", "front-right",
                                                "rear-left", "rear-right", "rear"};

int baseSide(std::string_view id)
{
    for (int i = 0; i < 6; ++i)
        if (id == kBaseSides[std::size_t(i)])
            return i;
    return -1;
}

bool facingAllowed(const QString &limit, int side, bool allLateral)
{
    if (side <= 0)
        return false;  // turning to the front is no change of facing
    if (limit == u"lateral")
        return side <= (allLateral ? 4 : 2);
    if (limit == u"lateral-rear")
        return side <= 4;
    return true;  // "any", or unknown: the record's word is taken
}

}  // namespace umpire::tripods
