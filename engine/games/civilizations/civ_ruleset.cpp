#include "games/civilizations/civ_ruleset.h"

#include "core/game_info.h"
#include "core/game_names.h"
#include "games/civilizations/civ_text.h"

#include <QStringList>

#include <algorithm>
#include <bit>

namespace umpire::civilizations {

const char *const kVerbIds[kVerbs] = {
        "place", "free-gunboat", "free-member",  "hire",    "buy",      "collect", "extra",
        "move",  "invade",       "redistribute", "recover", "disaster", "lose",    "end"};
const char *const kDisasterIds[3] = {"tornado", "earthquake", "tsunami"};

int unlockRound(bool expert)
{
    return expert ? 7 : 5;
}

Ruleset::Ruleset()
    : data_(Data::embedded()), info_(core::loadGameInfo(QStringLiteral("civilizations")))
{}

State Ruleset::freshState(const std::vector<int> &seats, bool expert) const
{
    State s;
    s.data = &data_;
    s.expert = expert;
    s.seatCount = int(std::min<std::size_t>(seats.size(), kClans));
    for (int i = 0; i < s.seatCount; ++i) {
        const int c = seats[std::size_t(i)];
        s.seats[std::size_t(i)] = std::int8_t(c);
        ClanState &k = s.clans[std::size_t(c)];
        k.res = data_.starting[std::size_t(c)];
        for (int t = 0; t < kShipTypes; ++t)
            k.toPlace[std::size_t(t)] = std::uint8_t(data_.ships[std::size_t(t)].starting);
        k.membersToPlace = std::uint8_t(data_.startingMembers);
    }
    for (int c = 0; c < kContinents; ++c)
        s.deckByContinent[std::size_t(c)] =
                c == data_.centre || data_.continentIds[std::size_t(c)].isEmpty() ? 0 : 3;
    s.deckByKind = {6, 6, 6};
    return s;
}

namespace {

// The keys each verb reads (docs/notation.md); any other key is an error.
bool keyAllowed(Verb v, std::string_view k)
{
    const bool counts = k == "gunboats" || k == "frigates" || k == "destroyers";
    switch (v) {
    case Verb::Place:
        return k == "island" || k == "members" || counts;
    case Verb::FreeGunboat:
        return k == "island";
    case Verb::FreeMember:
    case Verb::Hire:
        return k == "island" || k == "area";
    case Verb::Buy:
        return k == "ship" || k == "island";
    case Verb::Collect:
        return k == "double";
    case Verb::Extra:
    case Verb::End:
        return false;
    case Verb::MoveShips:
    case Verb::Redistribute:
        return k == "from" || k == "to" || counts;
    case Verb::Invade:
        return k == "from" || k == "to" || k == "defence" || k == "members" || k == "retreat" ||
                counts;
    case Verb::Recover:
        return k == "to";
    case Verb::Disaster:
        return k == "card" || k == "continent";
    case Verb::Lose:
        return k == "at" || k == "members" || counts;
    }
    return false;
}

QString wordOf(const notation::Record &record, const notation::Value &v)
{
    return QString::fromUtf8(record.text(v.span)).left(40);
}

}  // namespace

std::unique_ptr<core::Move> Ruleset::decodeMove(const notation::Record &record,
                                                const notation::MoveLine &line,
                                                core::Reporter &reporter) const
{
    auto m = std::make_unique<Move>();
    m->turn = line.turn;
    m->side = decodeSide(record, line, reporter, "civilizations.record.side");
    if (m->side < 0)
        return nullptr;
    const int verb = decodeVerb(record, line, kVerbIds, reporter, "civilizations.record.verb");
    if (verb < 0)
        return nullptr;
    m->verb = Verb(verb);
    bool ok = true;
    auto bad = [&](const notation::Arg &a, const QString &message) {
        reporter.error("civilizations.record.args", message, a.position);
        ok = false;
    };
    // continent= and card= belong to `disaster` alone; the deck's rule names its cards.
    auto deckBad = [&](const notation::Arg &a, const QString &message) {
        reporter.error("civilizations.disasters.deck", message, a.position);
        ok = false;
    };
    bool seen[8] = {};  // from, to, area, ship, double, continent, card, defence
    for (const notation::Arg &a : record.argsOf(line)) {
        const std::string_view key = record.text(a.key);
        const QString value = wordOf(record, a.value);
        if (key.empty() || !keyAllowed(m->verb, key)) {
            bad(a,
                tr("\"%1\" takes no argument \"%2\" (docs/notation.md lists each verb's keys).")
                        .arg(QLatin1String(kVerbIds[verb]),
                             QString::fromUtf8(record.text(key.empty() ? a.value.span : a.key))
                                     .left(40)));
            continue;
        }
        const auto placeArg = [&](std::int8_t &out, int slot) {
            const int p = data_.place(record.text(a.value.span));
            if (p < 0 || a.value.kind != notation::ValueKind::Word)
                bad(a,
                    tr("Unknown place \"%1\": places are the islands and docks of board.json.")
                            .arg(value));
            out = std::int8_t(p);
            seen[slot] = true;
        };
        if (key == "island" || key == "to" || key == "at") {
            placeArg(m->to, 1);
        } else if (key == "from") {
            placeArg(m->from, 0);
        } else if (key == "retreat") {
            const int p = data_.place(record.text(a.value.span));
            if (p < 0)
                bad(a,
                    tr("Unknown place \"%1\": places are the islands and docks of board.json.")
                            .arg(value));
            m->retreat = std::int8_t(p);
        } else if (key == "area") {
            m->area = std::int8_t(areaOf(record.text(a.value.span)));
            if (m->area < 0)
                bad(a,
                    tr("Unknown production area \"%1\": the areas are factory, lake and forest.")
                            .arg(value));
            seen[2] = true;
        } else if (key == "ship") {
            for (int t = 0; t < kShipTypes; ++t)
                if (record.text(a.value.span) == kShipIds[t])
                    m->ship = std::int8_t(t);
            if (m->ship < 0)
                bad(a,
                    tr("Unknown ship \"%1\": the ships are gunboat, frigate and destroyer.")
                            .arg(value));
            seen[3] = true;
        } else if (key == "double") {
            for (int r = 0; r < kResources; ++r)
                if (record.text(a.value.span) == kResourceIds[r])
                    m->double_ = std::int8_t(r);
            if (m->double_ < 0)
                bad(a,
                    tr("Unknown resource \"%1\": the resources are crystals, alwood and "
                       "ammunition.")
                            .arg(value));
        } else if (key == "continent") {
            m->continent = std::int8_t(data_.continent(record.text(a.value.span)));
            // No disaster card belongs to a word that is not a continent: the deck's rule
            // refuses it, as it refuses a continent whose cards are all revealed.
            if (m->continent < 0)
                deckBad(a, tr("Unknown continent \"%1\": no disaster card belongs to it.").arg(value));
            seen[5] = true;
        } else if (key == "card") {
            for (int k = 0; k < 3; ++k)
                if (record.text(a.value.span) == kDisasterIds[k])
                    m->card = std::int8_t(k);
            if (m->card < 0)
                deckBad(a,
                        tr("Unknown disaster \"%1\": the disasters are tornado, earthquake and "
                           "tsunami.")
                                .arg(value));
            seen[6] = true;
        } else if (key == "defence") {
            const std::string_view d = record.text(a.value.span);
            if (d == "decline")
                m->decline = true;
            else if (d != "fight")
                bad(a, tr("The defence is \"fight\" or \"decline\", not \"%1\".").arg(value));
            m->hasDefence = true;
            seen[7] = true;
        } else if (key == "members") {
            std::vector<const notation::Value *> items;
            if (a.value.kind == notation::ValueKind::List)
                for (const notation::Value &i : a.value.items)
                    items.push_back(&i);
            else
                items.push_back(&a.value);
            for (const notation::Value *i : items) {
                const int area = areaOf(record.text(i->span));
                if (area < 0 || (m->members & (1u << area)))
                    bad(a,
                        tr("Clan members are listed by their areas, each once: factory, lake, "
                           "forest; "
                           "not \"%1\".")
                                .arg(wordOf(record, *i)));
                else
                    m->members |= std::uint8_t(1u << area);
            }
        } else {  // a ship count
            int t = key == "gunboats" ? Gunboat : key == "frigates" ? Frigate : Destroyer;
            if (a.value.kind != notation::ValueKind::Integer || a.value.integer < 0 ||
                a.value.integer > 99)
                bad(a,
                    tr("A number of ships is a whole number from 0 to 99, not \"%1\".").arg(value));
            else
                m->ships[std::size_t(t)] = std::uint8_t(a.value.integer);
        }
    }
    if (!ok)
        return nullptr;
    // The keys a verb cannot do without.
    auto need = [&](bool present, const char *what) {
        if (!present && ok) {
            reporter.error("civilizations.record.args",
                           tr("\"%1\" needs %2 (docs/notation.md).")
                                   .arg(QLatin1String(kVerbIds[verb]), QLatin1String(what)));
            ok = false;
        }
    };
    switch (m->verb) {
    case Verb::Place:
        need(seen[1], "island=");
        break;
    case Verb::FreeGunboat:
        need(seen[1], "island=");
        break;
    case Verb::FreeMember:
    case Verb::Hire:
        need(seen[1], "island=");
        need(seen[2], "area=");
        break;
    case Verb::Buy:
        need(seen[3], "ship=");
        need(seen[1], "island=");
        break;
    case Verb::MoveShips:
    case Verb::Redistribute:
        need(seen[0], "from=");
        need(seen[1], "to=");
        need(m->shipCount() > 0, "at least one ship (gunboats=, frigates=, destroyers=)");
        break;
    case Verb::Invade:
        need(seen[0], "from=");
        need(seen[1], "to=");
        need(seen[7], "defence=fight or defence=decline");
        need(m->shipCount() > 0, "at least one ship (gunboats=, frigates=, destroyers=)");
        break;
    case Verb::Recover:
        need(seen[1], "to=");
        break;
    case Verb::Disaster:
        need(seen[6], "card=");
        need(seen[5], "continent=");
        break;
    case Verb::Lose:
        need(seen[1], "at=");
        need(m->shipCount() > 0 || m->members, "the ships or clan members lost");
        break;
    case Verb::Collect:
    case Verb::Extra:
    case Verb::End:
        break;
    }
    return ok ? std::move(m) : nullptr;
}

QByteArray Ruleset::encode(const core::Move &move) const
{
    const auto &m = static_cast<const Move &>(move);
    QByteArray out = QByteArray::number(m.turn) + ' ' +
            info_.sides[std::size_t(m.side)].id.toLatin1() + ' ' + kVerbIds[int(m.verb)];
    auto place = [&](const char *key, int p) {
        if (p >= 0)
            out += QByteArray(" ") + key + '=' + data_.at(p).id.toLatin1();
    };
    auto counts = [&] {
        for (int t = 0; t < kShipTypes; ++t)
            if (m.ships[std::size_t(t)])
                out += QByteArray(" ") + kShipCountKeys[t] + '=' +
                        QByteArray::number(m.ships[std::size_t(t)]);
    };
    auto members = [&] {
        if (!m.members)
            return;
        out += " members=";
        bool first = true;
        for (int a = 0; a < kAreas; ++a)
            if (m.members & (1u << a)) {
                out += (first ? "" : ",") + QByteArray(kAreaIds[a]);
                first = false;
            }
    };
    switch (m.verb) {
    case Verb::Place:
        place("island", m.to);
        counts();
        members();
        break;
    case Verb::FreeGunboat:
        place("island", m.to);
        break;
    case Verb::FreeMember:
    case Verb::Hire:
        place("island", m.to);
        out += QByteArray(" area=") + kAreaIds[m.area];
        break;
    case Verb::Buy:
        out += QByteArray(" ship=") + kShipIds[m.ship];
        place("island", m.to);
        break;
    case Verb::Collect:
        if (m.double_ >= 0)
            out += QByteArray(" double=") + kResourceIds[m.double_];
        break;
    case Verb::MoveShips:
    case Verb::Redistribute:
        place("from", m.from);
        place("to", m.to);
        counts();
        break;
    case Verb::Invade:
        place("from", m.from);
        place("to", m.to);
        counts();
        out += m.decline ? " defence=decline" : " defence=fight";
        members();
        place("retreat", m.retreat);
        break;
    case Verb::Recover:
        place("to", m.to);
        break;
    case Verb::Disaster:
        out += QByteArray(" card=") + kDisasterIds[m.card] +
                " continent=" + data_.continentIds[std::size_t(m.continent)].toLatin1();
        break;
    case Verb::Lose:
        place("at", m.to);
        counts();
        members();
        break;
    case Verb::Extra:
    case Verb::End:
        break;
    }
    return out;
}

QString Ruleset::describe(const core::Move &move, bool russian) const
{
    const auto &m = static_cast<const Move &>(move);
    const auto phrase = [russian](const char *english) {
        return russian ? QCoreApplication::translate("civilizations", english)
                       : QString::fromLatin1(english);
    };
    const QString who = clanName(m.side, russian);
    const QString to = placeName(data_, m.to, russian);
    const QString from = placeName(data_, m.from, russian);
    QStringList fleet;
    for (int t = 0; t < kShipTypes; ++t)
        if (m.ships[std::size_t(t)])
            fleet << QStringLiteral("%1×%2").arg(m.ships[std::size_t(t)]).arg(phrase(kShipIds[t]));
    const QString ships = fleet.join(QStringLiteral(", "));
    switch (m.verb) {
    case Verb::Place:
        return phrase("%1 sets out %2 on %3").arg(who, ships, to);
    case Verb::FreeGunboat:
        return phrase("%1 places the free gunboat on %2").arg(who, to);
    case Verb::FreeMember:
        return phrase("%1 places the free clan member on %2").arg(who, to);
    case Verb::Hire:
        return phrase("%1 hires a clan member on %2").arg(who, to);
    case Verb::Buy:
        return phrase("%1 buys a %2 on %3").arg(who, phrase(kShipIds[m.ship]), to);
    case Verb::Collect:
        return phrase("%1 collects resources").arg(who);
    case Verb::Extra:
        return phrase("%1 pays for a fourth action").arg(who);
    case Verb::MoveShips:
        return phrase("%1 moves %2 from %3 to %4").arg(who, ships, from, to);
    case Verb::Invade:
        return (m.decline ? phrase("%1 invades %4 from %3 with %2; the defender declines")
                          : phrase("%1 invades %4 from %3 with %2"))
                .arg(who, ships, from, to);
    case Verb::Redistribute:
        return phrase("%1 redistributes %2 from %3 to %4").arg(who, ships, from, to);
    case Verb::Recover:
        return phrase("%1 recovers a lost gunboat at %2").arg(who, to);
    case Verb::Disaster:
        return phrase("%1 reveals a disaster card: %2 on the %3 continent")
                .arg(who, phrase(kDisasterIds[m.card]),
                     core::GameNames::of(u"civilizations")
                             .text(data_.continentIds[std::size_t(m.continent)], russian));
    case Verb::Lose:
        return phrase("%1 loses forces at %2").arg(who, to);
    case Verb::End:
        return phrase("%1 ends the turn").arg(who);
    }
    return who;
}

}  // namespace umpire::civilizations
