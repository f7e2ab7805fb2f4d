#include "games/civilizations/civ_state.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace umpire::civilizations {

namespace {
const char *const kClanIds[kClans] = {"kreios", "thora", "ajax", "xanthe", "pyrrhus", "myles"};
}

bool State::seated(int clan) const
{
    for (int i = 0; i < seatCount; ++i)
        if (seats[std::size_t(i)] == clan)
            return true;
    return false;
}

int State::islandsOf(int clan) const
{
    int n = 0;
    for (std::size_t p = 0; p < data->places.size(); ++p)
        n += at[p].clan == clan && !data->places[p].isDock();
    return n;
}

bool State::controlsContinent(int clan, int continent) const
{
    const auto &islands = data->continentIslands[std::size_t(continent)];
    if (islands.empty())
        return false;
    return std::all_of(islands.begin(), islands.end(),
                       [&](int p) { return at[std::size_t(p)].clan == clan; });
}

bool State::controlsAnyContinent(int clan) const
{
    for (int c = 0; c < kContinents; ++c)
        if (controlsContinent(clan, c))
            return true;
    return false;
}

int State::actionsAllowed() const
{
    if (expert)
        return 6;
    return 3 + (extraPaid || controlsAnyContinent(turnClan()) ? 1 : 0);
}

int State::shipsOf(int clan, int type) const
{
    int n = 0;
    for (std::size_t p = 0; p < data->places.size(); ++p)
        if (at[p].clan == clan)
            n += at[p].ships[std::size_t(type)];
    return n;
}

bool State::struck(int p, int continent, int card) const
{
    const Place &x = data->at(p);
    return x.continent == continent && (!x.isDock() || card != 2 || !readings.tsunamiSparesDocks);
}

int State::currentSide() const
{
    if (stage == Phase::Losses) {
        for (int i = 0; i < seatCount; ++i) {
            const int c = seats[std::size_t((seat + i) % seatCount)];
            if (clans[std::size_t(c)].lossShips || clans[std::size_t(c)].lossMembers)
                return c;
        }
    }
    return seatCount > 0 ? turnClan() : 0;
}

QString State::phase() const
{
    switch (stage) {
    case Phase::Placement:
        return QStringLiteral("placement");
    case Phase::Losses:
        return QStringLiteral("losses");
    case Phase::Actions:
        break;
    }
    return redistributing ? QStringLiteral("redistribution") : QStringLiteral("actions");
}

QString State::toString() const
{
    QString s = QStringLiteral(
                        "round=%1 seat=%2 phase=%3 actions=%4 extra=%5 free=%6%7 myth=%8 bonus=%9")
                        .arg(round)
                        .arg(seat)
                        .arg(phase())
                        .arg(actionsUsed)
                        .arg(int(extraPaid))
                        .arg(int(freeGunboat))
                        .arg(int(freeMember))
                        .arg(int(mythHolder))
                        .arg(int(mythBonusPaid));
    s += QStringLiteral(" end=%1 over=%2 chance=%3 loss=%4,%5,%6,%7 deck=")
                 .arg(endRound)
                 .arg(int(over))
                 .arg(chance)
                 .arg(int(lossContinent))
                 .arg(int(lossCard))
                 .arg(int(kreiosCredited))
                 .arg(disasterRound);
    for (int c = 0; c < kContinents; ++c)
        s += QString::number(deckByContinent[std::size_t(c)]);
    s += u'/';
    for (int k = 0; k < 3; ++k)
        s += QString::number(deckByKind[std::size_t(k)]) + u',';
    if (twoPlayer) {
        s += QStringLiteral(" players=") + playerNames[0] + u'/' + playerNames[1] + u':';
        for (int c = 0; c < kClans; ++c)
            s += QString::number(int(playerOf[std::size_t(c)]));
    }
    s += QStringLiteral(" revealed=");
    for (int i = 0; i < revealedCount; ++i)
        s += QStringLiteral("%1.%2.%3,")
                     .arg(revealed[std::size_t(i)].card)
                     .arg(revealed[std::size_t(i)].continent)
                     .arg(revealed[std::size_t(i)].round);
    if (battle.attacker >= 0)
        s += QStringLiteral(" battle=%1>%2@%3:%4,%5,%6/%7,%8,%9")
                     .arg(battle.attacker)
                     .arg(battle.defender)
                     .arg(battle.to)
                     .arg(battle.attackPower)
                     .arg(battle.defencePower)
                     .arg(int(battle.declined))
                     .arg(int(battle.attackerWon))
                     .arg(battle.attack[0] + battle.attack[1] * 10 + battle.attack[2] * 100)
                     .arg(battle.defence[0] + battle.defence[1] * 10 + battle.defence[2] * 100);
    s += QStringLiteral(" readings=%1%2%3%4%5%6%7%8%9")
                 .arg(int(readings.attackerWinsTies))
                 .arg(int(readings.halvesUp))
                 .arg(int(readings.kreiosOnce))
                 .arg(int(readings.invadeFree))
                 .arg(int(readings.tsunamiSparesDocks))
                 .arg(int(readings.fleetLimitAttacksOnly))
                 .arg(int(readings.freeUnitsAnyTime))
                 .arg(int(readings.centreDisasters))
                 .arg(int(readings.thoraEveryOne) + 2 * int(readings.countdownFromCapture) +
                      4 * int(readings.twoTurnRounds) + 8 * int(readings.withdrawHome) +
                      16 * int(readings.defenderPays) + 32 * int(readings.feeFromClans) +
                      64 * int(readings.loneBidderPays));
    s += QStringLiteral(" interrupted=%1,%2,%3%4%5%6 fromPlay=%7")
                 .arg(int(interrupted.clan))
                 .arg(int(interrupted.actionsUsed))
                 .arg(int(interrupted.extraPaid))
                 .arg(int(interrupted.freeGunboat))
                 .arg(int(interrupted.freeMember))
                 .arg(int(interrupted.redistributing))
                 .arg(int(seatsFromPlay) + 2 * int(excessFlagged));
    s += QStringLiteral(" numbering=%1").arg(numbering);
    s += QStringLiteral(" seats=");
    for (int i = 0; i < seatCount; ++i)
        s += QLatin1String(kClanIds[seats[std::size_t(i)]]) + u',';
    for (int c = 0; c < kClans; ++c) {
        const ClanState &k = clans[std::size_t(c)];
        s += QStringLiteral("\n%1 res=%2,%3,%4 home=%5 placed=%6 hand=%7,%8,%9")
                     .arg(QLatin1String(kClanIds[c]))
                     .arg(k.res[0])
                     .arg(k.res[1])
                     .arg(k.res[2])
                     .arg(int(k.home))
                     .arg(int(k.placedIslands))
                     .arg(int(k.toPlace[0]))
                     .arg(int(k.toPlace[1]))
                     .arg(int(k.toPlace[2]));
        s += QStringLiteral(" members=%1 credit=%2%3 loss=%4,%5")
                     .arg(int(k.membersToPlace))
                     .arg(int(k.kreiosCredit))
                     .arg(k.kreiosRecovered ? QStringLiteral("r") : QString())
                     .arg(int(k.lossShips))
                     .arg(int(k.lossMembers));
        s += QStringLiteral(" staging=%1 base=%2")
                     .arg(int(staging[std::size_t(c)]))
                     .arg(int(advanceBase[std::size_t(c)]));
    }
    for (std::size_t p = 0; p < data->places.size(); ++p) {
        const PlaceState &x = at[p];
        if (x.clan < 0)
            continue;
        s += QStringLiteral("\n%1 %2 %3,%4,%5 m%6")
                     .arg(data->places[p].id, QLatin1String(kClanIds[x.clan]))
                     .arg(int(x.ships[0]))
                     .arg(int(x.ships[1]))
                     .arg(int(x.ships[2]))
                     .arg(int(x.members));
    }
    return s;
}

QJsonObject State::toJson() const
{
    QJsonArray clanList;
    QJsonObject islandsHeld;
    for (int i = 0; i < seatCount; ++i) {
        const int c = seats[std::size_t(i)];
        islandsHeld.insert(QLatin1String(kClanIds[c]), islandsOf(c));
        const ClanState &k = clans[std::size_t(c)];
        int ships = 0;
        for (int t = 0; t < kShipTypes; ++t)
            ships += shipsOf(c, t);
        clanList.append(QJsonObject{{QStringLiteral("id"), QLatin1String(kClanIds[c])},
                                    {QStringLiteral("crystals"), k.res[Crystals]},
                                    {QStringLiteral("alwood"), k.res[AlWood]},
                                    {QStringLiteral("ammunition"), k.res[Ammunition]},
                                    {QStringLiteral("islands"), islandsOf(c)},
                                    {QStringLiteral("ships"), ships}});
    }
    QJsonArray places;
    for (std::size_t p = 0; p < data->places.size(); ++p) {
        const PlaceState &x = at[p];
        if (x.clan < 0)
            continue;
        QJsonArray members;
        for (int a = 0; a < kAreas; ++a)
            if (x.members & (1u << a))
                members.append(QLatin1String(kAreaIds[a]));
        places.append(QJsonObject{{QStringLiteral("id"), data->places[p].id},
                                  {QStringLiteral("clan"), QLatin1String(kClanIds[x.clan])},
                                  {QStringLiteral("gunboats"), x.ships[Gunboat]},
                                  {QStringLiteral("frigates"), x.ships[Frigate]},
                                  {QStringLiteral("destroyers"), x.ships[Destroyer]},
                                  {QStringLiteral("members"), members}});
    }
    QJsonArray players;  // the two-player variant's players
    for (int p = 0; twoPlayer && p < 2; ++p) {
        QJsonArray ids;
        int islands = 0;
        for (int i = 0; i < seatCount; ++i) {
            const int c = seats[std::size_t(i)];
            if (playerOf[std::size_t(c)] == p) {
                ids.append(QLatin1String(kClanIds[c]));
                islands += islandsOf(c);
            }
        }
        players.append(QJsonObject{{QStringLiteral("name"), playerNames[std::size_t(p)]},
                                   {QStringLiteral("clans"), ids},
                                   {QStringLiteral("islands"), islands}});
    }
    QJsonArray revealedList;
    for (int i = 0; i < revealedCount; ++i) {
        const Revealed &r = revealed[std::size_t(i)];
        static const char *const cards[3] = {"tornado", "earthquake", "tsunami"};
        revealedList.append(QJsonObject{
                {QStringLiteral("card"), QLatin1String(cards[r.card])},
                {QStringLiteral("continent"), data->continentIds[std::size_t(r.continent)]},
                {QStringLiteral("round"), int(r.round)}});
    }
    QJsonObject fought;
    if (battle.attacker >= 0) {
        auto fleet = [](const std::array<std::uint8_t, kShipTypes> &f) {
            return QJsonObject{{QStringLiteral("gunboats"), f[Gunboat]},
                               {QStringLiteral("frigates"), f[Frigate]},
                               {QStringLiteral("destroyers"), f[Destroyer]}};
        };
        const int winner = battle.attackerWon ? battle.attacker : battle.defender;
        fought = QJsonObject{
                {QStringLiteral("attacker"), QLatin1String(kClanIds[battle.attacker])},
                {QStringLiteral("defender"), QLatin1String(kClanIds[battle.defender])},
                {QStringLiteral("from"), data->places[std::size_t(battle.from)].id},
                {QStringLiteral("to"), data->places[std::size_t(battle.to)].id},
                {QStringLiteral("attack"), fleet(battle.attack)},
                {QStringLiteral("defence"), fleet(battle.defence)},
                {QStringLiteral("attackPower"), battle.attackPower},
                {QStringLiteral("defencePower"), battle.defencePower},
                {QStringLiteral("declined"), battle.declined},
                {QStringLiteral("winner"), QLatin1String(kClanIds[winner])}};
    }
    QJsonObject deck;
    for (int c = 0; c < kContinents; ++c)
        if (c != data->centre)
            deck.insert(data->continentIds[std::size_t(c)], deckByContinent[std::size_t(c)]);
    return QJsonObject{
            {QStringLiteral("round"), round},
            {QStringLiteral("phase"), phase()},
            {QStringLiteral("side"), QLatin1String(kClanIds[currentSide()])},
            {QStringLiteral("actionsUsed"), actionsUsed},
            {QStringLiteral("actionsAllowed"), stage == Phase::Actions ? actionsAllowed() : 0},
            {QStringLiteral("mythHolder"),
             mythHolder < 0 ? QJsonValue() : QJsonValue(QLatin1String(kClanIds[mythHolder]))},
            {QStringLiteral("countdown"), endRound > 0 ? std::max(0, endRound - round + 1) : 0},
            {QStringLiteral("clans"), clanList},
            {QStringLiteral("islandsHeld"), islandsHeld},
            {QStringLiteral("places"), places},
            {QStringLiteral("disasters"), deck},
            {QStringLiteral("players"), players},
            {QStringLiteral("revealed"), revealedList},
            {QStringLiteral("battle"), battle.attacker >= 0 ? QJsonValue(fought) : QJsonValue()},
            {QStringLiteral("unlockRound"), expert ? 7 : 5},
    };
}

core::Result State::result() const
{
    core::Result r;
    if (!over)
        return r;
    if (twoPlayer && seatCount == 4) {
        // Two players: the one whose clan holds the Isle, else the one whose two clans hold
        // more islands; each player's clans share its place (civilizations.variants.two-player-result).
        int score[2] = {0, 0};
        for (int i = 0; i < seatCount; ++i) {
            const int c = seats[std::size_t(i)];
            score[playerOf[std::size_t(c)] == 1] += islandsOf(c);
        }
        if (mythHolder >= 0)
            score[playerOf[std::size_t(mythHolder)] == 1] = 1 << 20;
        std::vector<int> clansOf[2];
        for (int i = 0; i < seatCount; ++i) {
            const int c = seats[std::size_t(i)];
            clansOf[playerOf[std::size_t(c)] == 1].push_back(c);
        }
        for (auto &place : clansOf)
            std::sort(place.begin(), place.end());
        if (score[0] == score[1]) {
            std::vector<int> all = clansOf[0];
            all.insert(all.end(), clansOf[1].begin(), clansOf[1].end());
            std::sort(all.begin(), all.end());
            r.places.push_back(all);
        } else {
            const int best = score[1] > score[0];
            r.places.push_back(clansOf[best]);
            r.places.push_back(clansOf[1 - best]);
        }
        return r;
    }
    // The holder of the Isle of Myth first, then every seated clan by islands held, ties
    // sharing a place (civilizations.end.winner, civilizations.clarifications.winner-tie).
    std::vector<int> rest;
    if (mythHolder >= 0)
        r.places.push_back({int(mythHolder)});
    for (int i = 0; i < seatCount; ++i)
        if (seats[std::size_t(i)] != mythHolder)
            rest.push_back(seats[std::size_t(i)]);
    std::stable_sort(rest.begin(), rest.end(),
                     [&](int a, int b) { return islandsOf(a) > islandsOf(b); });
    for (std::size_t i = 0; i < rest.size(); ++i) {
        if (i > 0 && islandsOf(rest[i]) == islandsOf(rest[i - 1]))
            r.places.back().push_back(rest[i]);
        else
            r.places.push_back({rest[i]});
    }
    for (auto &place : r.places)
        std::sort(place.begin(), place.end());
    return r;
}

QString State::winner() const
{
    const int w = result().winner();
    return w < 0 ? QString() : QLatin1String(kClanIds[w]);
}

}  // namespace umpire::civilizations
