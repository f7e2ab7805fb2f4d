#include "games/tripods/tripods_players.h"
#include "games/tripods/tripods_scenario.h"

#include "notation/excerpt.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace umpire::tripods {

namespace {

struct Player {
    QString name;
    QStringList vehicles;
    notation::Position at;
    int side = -1;  // the team, once its vehicles are known; -1 with none, 2 with both
};

// "Anna: locust,scarab" or "locust,scarab" (the name and colon are optional).
Player readPlayer(const notation::TagPair &tag, int number)
{
    Player p;
    p.at = tag.position;
    const qsizetype colon = tag.value.indexOf(u':');
    // The name only ever appears in messages: kept as an excerpt, so none of them grows with it.
    p.name = colon >= 0 ? notation::excerpt(tag.value.left(colon).trimmed()) : QString();
    if (p.name.isEmpty())
        p.name = Players::tr("player %1").arg(number);
    for (const QString &id : tag.value.mid(colon + 1).split(u',', Qt::SkipEmptyParts))
        if (!id.trimmed().isEmpty())
            p.vehicles << id.trimmed();
    return p;
}

}  // namespace

void Players::check(const notation::Record &record, const State &s, core::Reporter &rep)
{
    std::vector<Player> players;
    for (const notation::TagPair &tag : record.tags)
        if (record.text(tag.name) == "Player")
            players.push_back(readPlayer(tag, int(players.size()) + 1));
    if (players.empty())
        return;
    const char *rule = "tripods.overview.players";
    const notation::Position first = players.front().at;
    // Whose each vehicle is: every vehicle of the tags has exactly one player.
    std::map<QString, QString> owner;
    bool complete = true;
    for (Player &p : players) {
        if (p.vehicles.isEmpty()) {
            rep.error(rule, tr("%1 controls no vehicle; each player controls at least one.").arg(p.name), p.at);
            complete = false;
        }
        for (const QString &id : p.vehicles) {
            const int vi = s.find(id);
            if (vi < 0) {
                rep.error("tripods.record.players",
                          tr("%1's vehicle %2 is not one of the record's vehicles.").arg(p.name, notation::excerpt(id)), p.at);
                complete = false;
                continue;
            }
            if (owner.count(id)) {
                rep.error(rule, tr("%1 is controlled by %2 and also by %3; a vehicle has one player.")
                                        .arg(id, owner[id], p.name),
                          p.at);
                complete = false;
                continue;
            }
            owner[id] = p.name;
            const int side = s.vehicles[std::size_t(vi)].side;
            p.side = p.side < 0 || p.side == side ? side : 2;
        }
        if (p.side == 2) {
            rep.error(rule, tr("%1 controls both tripods and airplanes; a player belongs to one team.").arg(p.name), p.at);
            complete = false;
        }
    }
    for (const Vehicle &v : s.vehicles)
        if (!owner.count(v.id)) {
            rep.error(rule, tr("No [Player] tag controls %1; with player tags every vehicle has a player.").arg(v.id), first);
            complete = false;
        }
    const int count = int(players.size());
    if (count < 2)
        rep.error(rule, tr("A battle needs at least two players; the record names %1.").arg(count), first);
    if (const ScenarioRules *sc = findScenario(s.scenario);
        sc && (count < sc->minPlayers || count > sc->maxPlayers))
        rep.error(sc->rule,
                  sc->minPlayers == sc->maxPlayers
                          ? tr("The scenario %1 is for %2 players; the record names %3.")
                                    .arg(s.scenario)
                                    .arg(sc->minPlayers)
                                    .arg(count)
                          : tr("The scenario %1 is for %2 to %3 players; the record names %4.")
                                    .arg(s.scenario)
                                    .arg(sc->minPlayers)
                                    .arg(sc->maxPlayers)
                                    .arg(count),
                  first);
    if (!complete || count < 2)
        return;
    // The teams as even as the vehicles allow: each player needs a vehicle of his team's side.
    int team[2] = {0, 0}, vehicles[2] = {0, 0};
    for (const Player &p : players)
        ++team[p.side];
    for (const Vehicle &v : s.vehicles)
        ++vehicles[v.side];
    int best = count;
    for (int m = std::max(1, count - vehicles[kEarthlings]); m <= std::min(vehicles[kMartians], count - 1); ++m)
        best = std::min(best, std::abs(2 * m - count));
    if (std::abs(team[kMartians] - team[kEarthlings]) > best)
        rep.error(rule,
                  tr("%1 Martian and %2 Earthling players: the teams are split as evenly as the "
                     "vehicles allow.")
                          .arg(team[kMartians])
                          .arg(team[kEarthlings]),
                  first);
    // Within a team, the vehicles shared out as evenly as possible.
    for (int side : {kMartians, kEarthlings}) {
        int fewest = 1 << 20, most = 0;
        for (const Player &p : players)
            if (p.side == side) {
                fewest = std::min(fewest, int(p.vehicles.size()));
                most = std::max(most, int(p.vehicles.size()));
            }
        if (most - fewest > 1)
            rep.error(rule,
                      (side == kMartians ? tr("One Martian player controls %1 vehicles and another %2: a team "
                                              "shares its vehicles out as evenly as possible.")
                                         : tr("One Earthling player controls %1 vehicles and another %2: a team "
                                              "shares its vehicles out as evenly as possible."))
                              .arg(most)
                              .arg(fewest),
                      first);
    }
}

}  // namespace umpire::tripods
