// Applying a record line to the state, as played: each broken rule is reported and the move is
// carried out as far as it physically can be (docs/notation.md, "War of Civilizations").
#include "games/civilizations/civ_ruleset.h"

#include "core/game_names.h"
#include "games/civilizations/civ_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

namespace umpire::civilizations {
namespace {

constexpr int kStackLimit = 7;  // ships of one clan on an island or a dock
constexpr int kFleetLimit = 5;  // ships that move or attack together
constexpr int kExtraCost = 5;  // crystals for the paid fourth action
constexpr int kHireCost = 1;
constexpr int kMythBonus = 50;
constexpr int kBankerFee = 5;
enum Clan { Kreios, Thora, Ajax, Xanthe, Pyrrhus, Myles };

class Applier {
    Q_DECLARE_TR_FUNCTIONS(civilizations)

public:
    Applier(State &s, const Move &m, core::Reporter &r, bool russian)
        : s(s), m(m), r(r), d(*s.data), ru(russian)
    {}
    bool run();

private:
    State &s;
    const Move &m;
    core::Reporter &r;
    const Data &d;
    bool ru;

    QString clan(int c) const { return clanName(c, ru); }
    QString place(int p) const { return placeName(d, p, ru); }
    QString who() const { return clan(m.side); }
    QString continentName(int c) const
    {
        return core::GameNames::of(u"civilizations").text(d.continentIds[std::size_t(c)], ru);
    }
    PlaceState &at(int p) { return s.at[std::size_t(p)]; }
    ClanState &me() { return s.clans[std::size_t(m.side)]; }
    static QString assumedPrices() { return tr("the ship prices and ammunition (assumed)"); }

    bool checkOrder();
    void pay(int resource, int amount, const char *rule, const QString &what,
             const QString &assumed = {});
    bool countAction();
    void takeSeat(bool interrupting);
    void creditKreios();
    void checkNotRedistributing();
    void giveUpIfEmpty(int p);
    void afterControlChange();
    bool checkCentre(int from, int to);
    void checkStack(int p, int adding);
    bool fromSupply(int members, int gunboats);
    int membersOnBoard() const;
    bool fleetAt(int p);
    void nextTurn();
    void payBankerFee();
    void withdrawFromTheIsle();
    std::array<std::uint8_t, kShipTypes> defendingFleet(int defender) const;

    bool place();
    bool freeGunboat();
    bool freeMember();
    bool hire();
    bool buy();
    bool collect();
    bool extra();
    bool moveShips();
    bool invade();
    bool redistribute();
    bool recover();
    bool disaster();
    bool lose();
    bool end();
    void collectFrom(int p, int *gained);
};

bool Applier::checkOrder()
{
    // A record numbered differently is flagged once, where its numbering starts to differ.
    if (m.turn - s.round != s.numbering) {
        s.numbering = m.turn - s.round;
        if (s.numbering != 0)
            r.error("civilizations.turn.order",
                    tr("The line is numbered round %1, but it is round %2.")
                            .arg(m.turn)
                            .arg(s.round));
    }
    if (m.verb == Verb::Recover)
        return true;  // Kreios may take his gunboat back whenever he has lost one
    if (s.stage == Phase::Losses) {
        const int owing = s.currentSide();
        if (m.verb == Verb::Lose) {
            if (m.side != owing)  // a loss of another clan is still taken as written
                r.error("civilizations.disasters.losses",
                        tr("%1 acts, but %2 must first choose the losses to the disaster.")
                                .arg(who(), clan(owing)));
            return true;
        }
        if (m.side == owing)
            r.error("civilizations.disasters.losses",
                    tr("%1 must first choose the losses to the disaster.").arg(who()));
        else
            r.error("civilizations.disasters.losses",
                    tr("%1 acts, but %2 must first choose the losses to the disaster.")
                            .arg(who(), clan(owing)));
        // As played: the losses still owed are never taken, and the game goes on, so that the
        // lines after this one are not flagged again for the same losses.
        for (ClanState &k : s.clans)
            k.lossShips = k.lossMembers = 0;
        s.stage = Phase::Actions;
    }
    const int expected = s.currentSide();
    if (m.side == expected)
        return true;
    if (s.interrupted.clan == m.side) {
        takeSeat(false);  // the clan whose turn one line cut into goes on with it
        return true;
    }
    if (s.seatsFromPlay && s.round == 1) {
        takeSeat(true);  // the seating, already flagged at the [Seats] tag, is as played
        return true;
    }
    if (s.twoPlayer && s.playerOf[std::size_t(m.side)] >= 0 &&
        s.playerOf[std::size_t(m.side)] == s.playerOf[std::size_t(expected)])
        r.error("civilizations.variants.two-player-turns",
                tr("Player %1 moves %2, but this turn belongs to %3, its other clan; a player's "
                   "two clans take turns.")
                        .arg(s.playerOf[std::size_t(m.side)] + 1)
                        .arg(who(), clan(expected)));
    else
        r.error("civilizations.turn.order",
                tr("%1 acts, but it is %2's turn.").arg(who(), clan(expected)));
    takeSeat(true);
    return true;
}

// As played: the clan that acted out of turn takes the seat of the clan whose turn it was,
// which moves to the acting clan's seat, so that the order the lines show goes on unflagged.
// With `interrupting`, the turn cut into is kept, to be resumed if that clan's next line
// comes before the turn ends; otherwise the interrupted turn is resumed now.
void Applier::takeSeat(bool interrupting)
{
    int mine = -1;
    for (int i = 0; i < s.seatCount; ++i)
        if (s.seats[std::size_t(i)] == m.side)
            mine = i;
    if (mine < 0)
        return;
    State::Interrupted cut;
    if (interrupting)
        cut = {std::int8_t(s.turnClan()),
               std::uint8_t(s.actionsUsed),
               s.extraPaid,
               s.freeGunboat,
               s.freeMember,
               s.redistributing};
    std::swap(s.seats[std::size_t(mine)], s.seats[std::size_t(s.seat)]);
    const State::Interrupted resumed = interrupting ? State::Interrupted{} : s.interrupted;
    s.actionsUsed = resumed.actionsUsed;
    s.extraPaid = resumed.extraPaid;
    s.freeGunboat = resumed.freeGunboat;
    s.freeMember = resumed.freeMember;
    s.redistributing = resumed.redistributing;
    s.excessFlagged = false;
    s.interrupted = cut;
}

void Applier::pay(int resource, int amount, const char *rule, const QString &what,
                  const QString &assumed)
{
    int &have = me().res[std::size_t(resource)];
    static const char *const names[kResources] = {
            QT_TRANSLATE_NOOP("civilizations", "Ocean Crystals"),
            QT_TRANSLATE_NOOP("civilizations", "AlWood"),
            QT_TRANSLATE_NOOP("civilizations", "Ammunition")};
    if (have < amount)
        r.error(rule,
                tr("%1 needs %2k %3 for %4 but has only %5k.")
                        .arg(who())
                        .arg(amount)
                        .arg(tr(names[resource]), what)
                        .arg(have),
                {}, assumed);
    have = std::max(0, have - amount);
}

// Kreios lost gunboats in a battle or a disaster: one of them may come back. Under kreios=once
// only one gunboat comes back in the whole game (civilizations.clarifications.kreios).
void Applier::creditKreios()
{
    ClanState &k = s.clans[Kreios];
    if (!s.readings.kreiosOnce)
        ++k.kreiosCredit;
    else if (!k.kreiosRecovered)
        k.kreiosCredit = 1;
}

void Applier::checkNotRedistributing()
{
    if (s.redistributing)
        r.error("civilizations.turn.redistribute",
                tr("%1 takes an action after redistributing ships; redistribution comes after the "
                   "actions.")
                        .arg(who()));
}

bool Applier::countAction()
{
    checkNotRedistributing();
    const int allowed = s.actionsAllowed();
    // One fault, one finding: the first action past the allowance is flagged, and the turn's
    // further actions, as played, are not flagged again.
    if (s.actionsUsed >= allowed && !s.excessFlagged) {
        s.excessFlagged = true;
        if (s.expert)
            r.error("civilizations.variants.expert",
                    tr("%1 takes a seventh action; the expert game allows six a turn.").arg(who()));
        else if (allowed == 3)
            r.error("civilizations.turn.actions",
                    tr("%1 takes a fourth action without controlling a continent or paying 5k "
                       "Ocean "
                       "Crystals for it; a turn has three actions.")
                            .arg(who()));
        else
            r.error("civilizations.turn.continent-bonus",
                    tr("%1 takes a fifth action; a turn has at most four.").arg(who()));
    }
    ++s.actionsUsed;
    return true;
}

void Applier::giveUpIfEmpty(int p)
{
    PlaceState &x = at(p);
    if (x.shipCount() == 0) {
        x.clan = -1;
        x.members = 0;  // the clan members go back to the pile (civilizations.ships.holding)
    }
}

void Applier::afterControlChange()
{
    const int holder = s.at[std::size_t(d.myth)].clan;
    if (holder >= 0 && holder != s.mythHolder) {
        if (!s.mythBonusPaid) {
            s.mythBonusPaid = true;
            s.clans[std::size_t(holder)].res[Crystals] += kMythBonus;
            s.clans[std::size_t(holder)].res[AlWood] += kMythBonus;
        }
        // Three more rounds (expert: five) after the round of the conquest, or, under
        // countdown=capture-round, counting that round as the counter's first position
        // (civilizations.clarifications.turns-rounds).
        if (s.endRound == 0)
            s.endRound = s.round + (s.expert ? 5 : 3) - (s.readings.countdownFromCapture ? 1 : 0);
    }
    s.mythHolder = std::int8_t(holder);
}

// Entering the central continent: not before it opens, and only from a continent the clan
// wholly controls (civilizations.myth.unlock, civilizations.myth.staging).
bool Applier::checkCentre(int from, int to)
{
    if (d.at(to).continent != d.centre)
        return true;
    if (s.round < unlockRound(s.expert))
        r.error("civilizations.myth.unlock",
                tr("%1 sails into the central continent in round %2; it opens in round %3.")
                        .arg(who())
                        .arg(s.round)
                        .arg(unlockRound(s.expert)));
    const int staging = d.at(from).continent;
    if (staging != d.centre)
        s.staging[std::size_t(m.side)] = std::int8_t(staging);
    if (to == d.myth && d.at(from).continent == d.centre && !d.at(from).isDock())
        s.advanceBase[std::size_t(m.side)] = std::int8_t(from);
    if (staging != d.centre && !s.controlsContinent(m.side, staging))
        r.error("civilizations.myth.staging",
                tr("%1 enters the central continent from %2, a continent it does not wholly "
                   "control.")
                        .arg(who(), continentName(staging)));
    if (to == d.myth && (d.at(from).isDock() || d.at(from).continent != d.centre))
        r.error("civilizations.myth.advance-base",
                tr("%1 attacks the Isle of Myth from %2; attacks on it come from an Advance Base "
                   "island next to it.")
                        .arg(who(), place(from)));
    return true;
}

// A clan's clan members and gunboats are limited to its tokens in the box; one more on the
// board than that cannot be placed (civilizations.overview.supply).
int Applier::membersOnBoard() const
{
    int onBoard = 0;
    for (std::size_t p = 0; p < d.places.size(); ++p)
        if (s.at[p].clan == m.side)
            onBoard += std::popcount(unsigned(s.at[p].members));
    return onBoard;
}

bool Applier::fromSupply(int members, int gunboats)
{
    const int onBoard = membersOnBoard();
    if (members > 0 && onBoard + members > d.membersPerClan) {
        r.error("civilizations.overview.supply",
                tr("%1 has %2 of its %3 clan members on the board and cannot place %n more.",
                   nullptr, members)
                        .arg(who())
                        .arg(onBoard)
                        .arg(d.membersPerClan));
        return false;
    }
    const int perClan = d.ships[Gunboat].perClan;
    if (gunboats > 0 && s.shipsOf(m.side, Gunboat) + gunboats > perClan) {
        r.error("civilizations.overview.supply",
                tr("%1 already has all %n of its gunboat(s) on the board.", nullptr, perClan)
                        .arg(who()));
        return false;
    }
    return true;
}

void Applier::checkStack(int p, int adding)
{
    const int n = (at(p).clan == m.side ? at(p).shipCount() : 0) + adding;
    if (n > kStackLimit)
        r.error("civilizations.ships.stack-limit",
                tr("%1 would have %n ship(s) at %2; a clan may keep at most seven in one place.",
                   nullptr, n)
                        .arg(who(), place(p)));
}

// The ships the line names are at `p` and belong to the mover.
bool Applier::fleetAt(int p)
{
    const PlaceState &x = at(p);
    for (int t = 0; t < kShipTypes; ++t)
        if (x.clan != m.side || x.ships[std::size_t(t)] < m.ships[std::size_t(t)]) {
            r.error("civilizations.actions.move",
                    tr("%1 has no such ships at %2 (there: gunboats %3, frigates %4, destroyers "
                       "%5).")
                            .arg(who(), place(p))
                            .arg(x.clan == m.side ? x.ships[0] : 0)
                            .arg(x.clan == m.side ? x.ships[1] : 0)
                            .arg(x.clan == m.side ? x.ships[2] : 0));
            return false;
        }
    return true;
}

bool Applier::place()
{
    if (s.stage != Phase::Placement) {
        r.error("civilizations.setup.placement",
                tr("The starting islands are set out before the first turn; %1 places pieces "
                   "later.")
                        .arg(who()));
        return false;
    }
    ClanState &k = me();
    PlaceState &x = at(m.to);
    const Place &p = d.at(m.to);
    if (p.isDock() || (x.clan >= 0 && x.clan != m.side)) {
        r.error("civilizations.setup.placement",
                tr("%1 cannot start on %2: starting pieces go on free islands.")
                        .arg(who(), place(m.to)));
        return false;
    }
    const bool fresh = x.clan != m.side;
    if (k.placedIslands == 0) {
        if (p.kind != IslandKind::Origin)
            r.error("civilizations.setup.home",
                    tr("%1 starts on %2; a clan starts on the Origin Island of its continent.")
                            .arg(who(), place(m.to)));
        for (int i = 0; i < s.seatCount; ++i)
            if (s.clans[std::size_t(s.seats[std::size_t(i)])].home == p.continent)
                r.error("civilizations.setup.home",
                        tr("%1 chooses the continent of %2, already chosen by %3.")
                                .arg(who(), place(m.to), clan(s.seats[std::size_t(i)])));
        k.home = std::int8_t(p.continent);
    } else if (fresh) {
        bool linked = false;
        for (std::size_t q = 0; q < d.places.size(); ++q)
            linked |= s.at[q].clan == m.side && d.linked(int(q), m.to);
        if (p.continent != k.home || !linked || k.placedIslands >= 3)
            r.error("civilizations.setup.placement",
                    tr("%1 sets out pieces on %2; a clan starts on its Origin Island and at most "
                       "two "
                       "islands connected to it on the same continent.")
                            .arg(who(), place(m.to)));
    }
    for (int t = 0; t < kShipTypes; ++t)
        if (m.ships[std::size_t(t)] > k.toPlace[std::size_t(t)])
            r.error("civilizations.setup.forces",
                    tr("%1 sets out more ships of the kind %2 than it has left to place (%3).")
                            .arg(who(), tr(kShipIds[t]))
                            .arg(k.toPlace[std::size_t(t)]));
    const int members = std::popcount(unsigned(m.members));
    if (members > k.membersToPlace)
        r.error("civilizations.setup.forces",
                tr("%1 sets out %n clan member(s), more than it has left to place (%2).", nullptr,
                   members)
                        .arg(who())
                        .arg(k.membersToPlace));
    if (m.members & x.members)
        r.error("civilizations.actions.hire",
                tr("A production area of %1 already has a clan member.").arg(place(m.to)));
    if (fresh && m.shipCount() == 0)
        r.error("civilizations.setup.placement",
                tr("%1 sets out pieces on %2 without a ship; an island is held only by ships.")
                        .arg(who(), place(m.to)));
    checkStack(m.to, m.shipCount());
    if (fresh)
        ++k.placedIslands;
    x.clan = std::int8_t(m.side);
    for (int t = 0; t < kShipTypes; ++t) {
        x.ships[std::size_t(t)] = std::uint8_t(x.ships[std::size_t(t)] + m.ships[std::size_t(t)]);
        k.toPlace[std::size_t(t)] =
                std::uint8_t(std::max(0, k.toPlace[std::size_t(t)] - m.ships[std::size_t(t)]));
    }
    x.members |= m.members;
    k.membersToPlace = std::uint8_t(std::max(0, k.membersToPlace - members));
    giveUpIfEmpty(m.to);
    if (k.toPlace == std::array<std::uint8_t, kShipTypes>{} && k.membersToPlace == 0 &&
        s.turnClan() == m.side) {
        s.interrupted = {};
        if (++s.seat == s.seatCount) {
            s.seat = 0;
            s.stage = Phase::Actions;
            if (s.banker >= 0)
                s.clans[std::size_t(s.banker)].res[Crystals] += kBankerFee;
        }
    }
    return true;
}

bool Applier::freeGunboat()
{
    if (s.expert)
        r.error("civilizations.variants.expert", tr("The expert game gives no free gunboat."));
    else if (s.round < 2)
        r.error("civilizations.turn.free-units", tr("The free gunboat comes from round 2 on."));
    else if (s.freeGunboat)
        r.error("civilizations.turn.free-units",
                tr("%1 takes a second free gunboat this turn.").arg(who()));
    else if ((s.actionsUsed > 0 || s.redistributing) && !s.readings.freeUnitsAnyTime)
        r.error("civilizations.turn.free-units",
                tr("The free gunboat is placed at the start of the turn, before any action."));
    if (at(m.to).clan != m.side || d.at(m.to).isDock()) {
        r.error("civilizations.turn.free-units",
                tr("%1 places a free gunboat on %2, an island it does not hold.")
                        .arg(who(), place(m.to)));
        return false;
    }
    if (!fromSupply(0, 1))
        return false;
    checkStack(m.to, 1);
    s.freeGunboat = true;
    ++at(m.to).ships[Gunboat];
    return true;
}

bool Applier::freeMember()
{
    if (s.expert)
        r.error("civilizations.variants.expert", tr("The expert game gives no free clan member."));
    else if (s.round < 2)
        r.error("civilizations.turn.free-units", tr("The free clan member comes from round 2 on."));
    else if (s.freeMember)
        r.error("civilizations.turn.free-units",
                tr("%1 takes a second free clan member this turn.").arg(who()));
    else if ((s.actionsUsed > 0 || s.redistributing) && !s.readings.freeUnitsAnyTime)
        r.error("civilizations.turn.free-units",
                tr("The free clan member is placed at the start of the turn, before any action."));
    if (at(m.to).clan != m.side || d.at(m.to).isDock() || (at(m.to).members & (1u << m.area))) {
        r.error("civilizations.actions.hire",
                tr("%1 puts a clan member on %2; it goes on an empty production area of an island "
                   "the clan holds.")
                        .arg(who(), place(m.to)));
        return false;
    }
    if (!fromSupply(1, 0))
        return false;
    s.freeMember = true;
    at(m.to).members |= std::uint8_t(1u << m.area);
    return true;
}

bool Applier::hire()
{
    if (at(m.to).clan != m.side || d.at(m.to).isDock() || (at(m.to).members & (1u << m.area))) {
        r.error("civilizations.actions.hire",
                tr("%1 puts a clan member on %2; it goes on an empty production area of an island "
                   "the clan holds.")
                        .arg(who(), place(m.to)));
        return false;
    }
    if (!fromSupply(1, 0))
        return false;
    countAction();
    pay(Crystals, kHireCost, "civilizations.actions.hire", tr("a clan member"));
    at(m.to).members |= std::uint8_t(1u << m.area);
    return true;
}

bool Applier::buy()
{
    if (at(m.to).clan != m.side || d.at(m.to).isDock()) {
        r.error("civilizations.actions.buy",
                tr("%1 buys a ship for %2; a new ship goes on an island the clan holds, never "
                   "straight to a dock.")
                        .arg(who(), place(m.to)));
        return false;
    }
    const ShipStats &st = d.ships[std::size_t(m.ship)];
    if (s.shipsOf(m.side, m.ship) >= st.perClan) {
        r.error("civilizations.overview.supply",
                tr("%1 already has all %n of its ship(s) of the kind %2 on the board.", nullptr,
                   st.perClan)
                        .arg(who(), tr(kShipIds[m.ship])));
        return false;
    }
    countAction();
    checkStack(m.to, 1);
    const QString what = tr(kShipIds[m.ship]);
    pay(AlWood, st.buyAlWood, "civilizations.actions.buy", what, assumedPrices());
    pay(Crystals, st.buyCrystals, "civilizations.actions.buy", what, assumedPrices());
    ++at(m.to).ships[std::size_t(m.ship)];
    return true;
}

void Applier::collectFrom(int p, int *gained)
{
    const PlaceState &x = at(p);
    for (int a = 0; a < kAreas; ++a)
        if (x.members & (1u << a))
            gained[kAreaYields[a]] += d.at(p).yield;
}

bool Applier::collect()
{
    countAction();
    int gained[kResources] = {};
    // thora=every-one: Thora doubles every yield of exactly 1k and names no resource; the
    // adopted reading doubles the one resource she names (civilizations.clarifications.thora).
    const bool everyOne = m.side == Thora && s.readings.thoraEveryOne;
    for (std::size_t p = 0; p < d.places.size(); ++p)
        if (s.at[p].clan == m.side) {
            if (!everyOne) {
                collectFrom(int(p), gained);
                continue;
            }
            for (int a = 0; a < kAreas; ++a)
                if (s.at[p].members & (1u << a))
                    gained[kAreaYields[a]] += d.places[p].yield == 1 ? 2 : d.places[p].yield;
        }
    if (m.double_ >= 0) {
        if (m.side != Thora)
            r.error("civilizations.clans.thora",
                    tr("Only Thora doubles a resource when collecting."));
        else if (everyOne)
            r.error("civilizations.clans.thora",
                    tr("Thora names no resource to double: every yield of 1k she collects is "
                       "doubled."));
        else
            gained[m.double_] *= 2;
    }
    for (int i = 0; i < kResources; ++i)
        me().res[std::size_t(i)] += gained[i];
    return true;
}

bool Applier::extra()
{
    if (s.expert) {
        r.error("civilizations.variants.expert", tr("The expert game has no paid extra action."));
        return false;
    }
    if (s.extraPaid)
        r.error("civilizations.turn.extra-action",
                tr("%1 pays for a second extra action; one is allowed.").arg(who()));
    else if (s.controlsAnyContinent(m.side))
        r.error("civilizations.turn.extra-action",
                tr("%1 pays for a fourth action while controlling a continent, which gives it "
                   "anyway.")
                        .arg(who()));
    pay(Crystals, kExtraCost, "civilizations.turn.extra-action", tr("a fourth action"));
    s.extraPaid = true;
    return true;
}

bool Applier::moveShips()
{
    if (!fleetAt(m.from))
        return false;
    if (at(m.to).clan >= 0 && at(m.to).clan != m.side) {
        r.error("civilizations.actions.invade",
                tr("%1 sails into %2, held by %3; entering a place with enemy ships is an "
                   "invasion.")
                        .arg(who(), place(m.to), clan(at(m.to).clan)));
        return false;
    }
    countAction();
    if (m.shipCount() > kFleetLimit && !s.readings.fleetLimitAttacksOnly)
        r.error("civilizations.ships.fleets",
                tr("%1 moves %n ship(s) together; a fleet has at most five.", nullptr,
                   m.shipCount())
                        .arg(who()));
    if (!d.linked(m.from, m.to) && m.to != d.myth)
        r.error("civilizations.actions.move",
                tr("%1 moves from %2 to %3, which are not neighbours; one move goes one step.")
                        .arg(who(), place(m.from), place(m.to)));
    checkCentre(m.from, m.to);
    checkStack(m.to, m.shipCount());
    for (int t = 0; t < kShipTypes; ++t) {
        at(m.from).ships[std::size_t(t)] =
                std::uint8_t(at(m.from).ships[std::size_t(t)] - m.ships[std::size_t(t)]);
        at(m.to).ships[std::size_t(t)] =
                std::uint8_t(at(m.to).ships[std::size_t(t)] + m.ships[std::size_t(t)]);
    }
    at(m.to).clan = std::int8_t(m.side);
    giveUpIfEmpty(m.from);
    afterControlChange();
    return true;
}

// The defender's ships that fight: all of them at the place, or under defence=both-pay the
// strongest fleet whose ammunition the defender can set aside (the least ammunition among
// equals), since a ship whose ammunition cannot be paid may not be used
// (civilizations.clarifications.defence). Short of ammunition, the defender breaks no rule: it
// did not choose the battle.
std::array<std::uint8_t, kShipTypes> Applier::defendingFleet(int defender) const
{
    const std::array<std::uint8_t, kShipTypes> &there = s.at[std::size_t(m.to)].ships;
    if (!s.readings.defenderPays)
        return there;
    const int budget = s.clans[std::size_t(defender)].res[Ammunition];
    const ShipStats &g = d.ships[Gunboat], &f = d.ships[Frigate], &dd = d.ships[Destroyer];
    std::array<std::uint8_t, kShipTypes> best{};
    int bestPower = 0, bestCost = 0;
    // Every number of destroyers and frigates, each with as many gunboats as the rest pays for.
    for (int nd = 0; nd <= there[Destroyer]; ++nd)
        for (int nf = 0; nf <= there[Frigate]; ++nf) {
            int cost = nd * dd.ammunition + nf * f.ammunition;
            if (cost > budget)
                continue;
            const int ng = g.ammunition > 0
                    ? std::min<int>(there[Gunboat], (budget - cost) / g.ammunition)
                    : there[Gunboat];
            cost += ng * g.ammunition;
            const int power = nd * dd.damage + nf * f.damage + ng * g.damage;
            if (power > bestPower || (power == bestPower && cost < bestCost)) {
                best = {std::uint8_t(ng), std::uint8_t(nf), std::uint8_t(nd)};
                bestPower = power;
                bestCost = cost;
            }
        }
    return best;
}

bool Applier::invade()
{
    if (!fleetAt(m.from))
        return false;
    const int defender = at(m.to).clan;
    if (defender < 0 || defender == m.side) {
        r.error("civilizations.actions.invade",
                tr("%1 invades %2, where no enemy ship is; an invasion targets an occupied island "
                   "or a dock with enemy ships.")
                        .arg(who(), place(m.to)));
        return false;
    }
    if (s.readings.invadeFree)
        checkNotRedistributing();  // invade=free: an invasion is no action, but still in the turn
    else
        countAction();
    if (m.shipCount() > kFleetLimit)
        r.error("civilizations.warfare.fleet-size",
                tr("%1 attacks with %n ship(s); an attack uses one to five.", nullptr,
                   m.shipCount())
                        .arg(who()));
    if (!d.linked(m.from, m.to) && m.to != d.myth)
        r.error("civilizations.actions.invade",
                tr("%1 invades %3 from %2, which is not its neighbour.")
                        .arg(who(), place(m.from), place(m.to)));
    checkCentre(m.from, m.to);
    const std::array<std::uint8_t, kShipTypes> defending =
            m.decline ? at(m.to).ships : defendingFleet(defender);
    int power = m.side == Xanthe ? 1 : 0, ammunition = 0, defence = 0, defenceAmmunition = 0;
    for (int t = 0; t < kShipTypes; ++t) {
        power += m.ships[std::size_t(t)] * d.ships[std::size_t(t)].damage;
        ammunition += m.ships[std::size_t(t)] * d.ships[std::size_t(t)].ammunition;
        defence += defending[std::size_t(t)] * d.ships[std::size_t(t)].damage;
        defenceAmmunition += defending[std::size_t(t)] * d.ships[std::size_t(t)].ammunition;
    }
    if (!m.decline)
        pay(Ammunition, ammunition, "civilizations.warfare.ammunition", tr("the attack"),
            assumedPrices());
    if (!m.decline && s.readings.defenderPays)  // never more than it has: see defendingFleet
        s.clans[std::size_t(defender)].res[Ammunition] -= defenceAmmunition;
    // A tie: Pyrrhus wins it whichever side he is on; otherwise the defender keeps the place,
    // or under ties=attacker the attacker takes it (civilizations.clarifications.ties).
    const bool tieWon = m.side == Pyrrhus || (s.readings.attackerWinsTies && defender != Pyrrhus);
    const bool won = m.decline || power > defence || (power == defence && tieWon);
    s.battle = {std::int8_t(m.side), std::int8_t(defender), m.from, m.to, m.ships,
                defending, std::uint8_t(std::min(power, 255)),
                std::uint8_t(std::min(defence, 255)), m.decline, won};
    const bool island = !d.at(m.to).isDock();
    const int defenders = std::popcount(unsigned(at(m.to).members));
    if (m.retreat >= 0 && (defender != Ajax || !won))
        r.error("civilizations.clans.ajax",
                tr("Only Ajax's clan members retreat, and only from an island Ajax loses."));
    if (!won) {
        if (m.members)
            r.error("civilizations.warfare.clan-members",
                    tr("%1 loses the battle and places no clan members.").arg(who()));
        if (m.side == Kreios && m.ships[Gunboat] > 0)
            creditKreios();
        for (int t = 0; t < kShipTypes; ++t)
            at(m.from).ships[std::size_t(t)] =
                    std::uint8_t(at(m.from).ships[std::size_t(t)] - m.ships[std::size_t(t)]);
        giveUpIfEmpty(m.from);
        afterControlChange();
        return true;
    }
    // The defender loses every ship there; its clan members are discarded (Myles collects
    // first, Ajax's may retreat to a neighbouring island of his).
    if (defender == Kreios && at(m.to).ships[Gunboat] > 0)
        creditKreios();
    if (island && defender == Myles) {
        int gained[kResources] = {};
        collectFrom(m.to, gained);
        for (int i = 0; i < kResources; ++i)
            s.clans[Myles].res[std::size_t(i)] += gained[i];
    }
    if (m.retreat >= 0 && defender == Ajax) {
        PlaceState &refuge = at(m.retreat);
        if (refuge.clan != Ajax || d.at(m.retreat).isDock() || !d.linked(m.retreat, m.to)) {
            r.error("civilizations.clans.ajax",
                    tr("Ajax's clan members retreat only to a neighbouring island Ajax holds."));
        } else {
            int moving = defenders;
            for (int a = 0; a < kAreas && moving > 0; ++a)
                if (!(refuge.members & (1u << a))) {
                    refuge.members |= std::uint8_t(1u << a);
                    --moving;
                }
        }
    }
    const int placed = std::popcount(unsigned(m.members));
    // The tokens come from the winner's supply, which may hold fewer than half the defenders.
    const int left = std::max(0, d.membersPerClan - membersOnBoard());
    if (island && placed > left && placed == defenders / 2)
        r.error("civilizations.overview.supply",
                tr("%1 has %2 of its %3 clan members on the board and cannot place %n more.",
                   nullptr, placed)
                        .arg(who())
                        .arg(d.membersPerClan - left)
                        .arg(d.membersPerClan));
    else if (island && placed != std::min(defenders / 2, left))
        r.error("civilizations.warfare.clan-members",
                tr("%1 places %n clan member(s) on %2; the winner places half the defender's clan "
                   "members there (%3), rounded down: %4.",
                   nullptr, placed)
                        .arg(who(), place(m.to))
                        .arg(defenders)
                        .arg(std::min(defenders / 2, left)));
    else if (!island && placed)
        r.error("civilizations.warfare.clan-members", tr("Clan members are not placed at a dock."));
    PlaceState &x = at(m.to);
    x.clan = std::int8_t(m.side);
    x.ships = m.ships;
    x.members = island ? m.members : 0;
    for (int t = 0; t < kShipTypes; ++t)
        at(m.from).ships[std::size_t(t)] =
                std::uint8_t(at(m.from).ships[std::size_t(t)] - m.ships[std::size_t(t)]);
    giveUpIfEmpty(m.from);
    afterControlChange();
    return true;
}

bool Applier::redistribute()
{
    if (d.at(m.from).isDock() || d.at(m.to).isDock() || at(m.to).clan != m.side) {
        r.error("civilizations.turn.redistribute",
                tr("%1 redistributes ships between %2 and %3; redistribution is between islands "
                   "the clan holds.")
                        .arg(who(), place(m.from), place(m.to)));
        return false;
    }
    if (!fleetAt(m.from))
        return false;
    s.redistributing = true;
    checkStack(m.to, m.shipCount());
    for (int t = 0; t < kShipTypes; ++t) {
        at(m.from).ships[std::size_t(t)] =
                std::uint8_t(at(m.from).ships[std::size_t(t)] - m.ships[std::size_t(t)]);
        at(m.to).ships[std::size_t(t)] =
                std::uint8_t(at(m.to).ships[std::size_t(t)] + m.ships[std::size_t(t)]);
    }
    giveUpIfEmpty(m.from);
    afterControlChange();
    return true;
}

bool Applier::recover()
{
    if (m.side != Kreios) {
        r.error("civilizations.clans.kreios",
                tr("%1 recovers a lost gunboat; only Kreios has that ability.").arg(who()));
        return false;
    }
    if (me().kreiosCredit == 0) {
        if (s.readings.kreiosOnce && me().kreiosRecovered)
            r.error("civilizations.clans.kreios",
                    tr("Kreios has already recovered his one gunboat of the game."));
        else
            r.error("civilizations.clans.kreios",
                    tr("Kreios has no lost gunboat to recover: he gets one back for each battle "
                       "or disaster in which he lost gunboats, and has taken back all he was "
                       "owed."));
        return false;
    }
    if (at(m.to).clan != m.side) {
        r.error("civilizations.clans.kreios",
                tr("The recovered gunboat joins one of Kreios's fleets, not %1.").arg(place(m.to)));
        return false;
    }
    if (!fromSupply(0, 1))
        return false;
    checkStack(m.to, 1);
    --me().kreiosCredit;
    me().kreiosRecovered = true;
    ++at(m.to).ships[Gunboat];
    return true;
}

bool Applier::disaster()
{
    if (s.stage != Phase::Actions) {
        r.error("civilizations.disasters.deck",
                tr("A disaster card is revealed during a clan's turn."));
        return false;
    }
    // The book alone counts the cards: three a continent, six of each kind. Umpire lets any
    // kind fall on any continent, the most lenient share, so no finding here rests on it.
    if (s.deckByContinent[std::size_t(m.continent)] == 0) {
        if (m.continent == d.centre)
            r.error("civilizations.disasters.deck",
                    tr("The central continent has no disaster cards: the eighteen cards are three "
                       "for each of the six outer continents."));
        else
            r.error("civilizations.disasters.deck",
                    tr("All three disaster cards of the %1 continent have already been revealed.")
                            .arg(continentName(m.continent)));
    } else if (s.deckByKind[std::size_t(m.card)] == 0) {
        r.error("civilizations.disasters.deck",
                tr("All six %1 cards have already been revealed.").arg(tr(kDisasterIds[m.card])));
    }
    s.deckByContinent[std::size_t(m.continent)] =
            std::uint8_t(std::max(0, s.deckByContinent[std::size_t(m.continent)] - 1));
    s.deckByKind[std::size_t(m.card)] =
            std::uint8_t(std::max(0, s.deckByKind[std::size_t(m.card)] - 1));
    ++s.chance;
    if (s.revealedCount < kDisasterCards)
        s.revealed[std::size_t(s.revealedCount++)] = {std::uint8_t(m.card),
                                                      std::uint8_t(m.continent),
                                                      std::uint16_t(s.round)};
    const bool ships = m.card != 1, members = m.card != 0;
    // Half, rounded down, or up under halves=up (civilizations.clarifications.halves).
    const int up = s.readings.halvesUp ? 1 : 0;
    bool any = false;
    for (int i = 0; i < s.seatCount; ++i) {
        const int c = s.seats[std::size_t(i)];
        int nShips = 0, nMembers = 0;
        for (std::size_t p = 0; p < d.places.size(); ++p)
            if (s.at[p].clan == c && s.struck(int(p), m.continent, m.card)) {
                nShips += s.at[p].shipCount();
                nMembers += std::popcount(unsigned(s.at[p].members));
            }
        ClanState &k = s.clans[std::size_t(c)];
        k.lossShips = std::uint8_t(ships ? (nShips + up) / 2 : 0);
        k.lossMembers = std::uint8_t(members ? (nMembers + up) / 2 : 0);
        any |= k.lossShips || k.lossMembers;
    }
    if (any)
        s.stage = Phase::Losses;
    s.lossContinent = m.continent;
    s.lossCard = m.card;
    s.kreiosCredited = false;
    s.disasterRound = s.round;
    return true;
}

bool Applier::lose()
{
    ClanState &k = me();
    if (s.stage != Phase::Losses || (!k.lossShips && !k.lossMembers)) {
        r.error("civilizations.disasters.losses",
                tr("%1 owes no losses to a disaster now.").arg(who()));
        return false;
    }
    const int continent = s.lossContinent;
    PlaceState &x = at(m.to);
    bool present = x.clan == m.side && s.struck(m.to, continent, s.lossCard) &&
            (m.members & ~x.members) == 0;
    for (int t = 0; t < kShipTypes; ++t)
        present &= x.ships[std::size_t(t)] >= m.ships[std::size_t(t)];
    if (!present) {
        r.error("civilizations.disasters.losses",
                tr("%1 has no such ships or clan members at %2 on the stricken continent.")
                        .arg(who(), place(m.to)));
        return false;
    }
    const int members = std::popcount(unsigned(m.members));
    if (m.shipCount() > k.lossShips || members > k.lossMembers)
        r.error("civilizations.disasters.losses",
                tr("%1 removes more than the disaster takes (still owed: ships %2, clan members "
                   "%3).")
                        .arg(who())
                        .arg(k.lossShips)
                        .arg(k.lossMembers));
    k.lossShips = std::uint8_t(std::max(0, k.lossShips - m.shipCount()));
    k.lossMembers = std::uint8_t(std::max(0, k.lossMembers - members));
    if (m.side == Kreios && m.ships[Gunboat] > 0 && !s.kreiosCredited) {
        creditKreios();  // one gunboat back for this disaster
        s.kreiosCredited = true;
    }
    for (int t = 0; t < kShipTypes; ++t)
        x.ships[std::size_t(t)] = std::uint8_t(x.ships[std::size_t(t)] - m.ships[std::size_t(t)]);
    x.members &= std::uint8_t(~m.members);
    giveUpIfEmpty(m.to);
    afterControlChange();
    // An island given up with its last ship takes its clan members back to the pile: they
    // count as lost, so what is still owed cannot exceed what is left on the continent.
    int shipsLeft = 0, membersLeft = 0;
    for (std::size_t p = 0; p < d.places.size(); ++p)
        if (s.at[p].clan == m.side && s.struck(int(p), continent, s.lossCard)) {
            shipsLeft += s.at[p].shipCount();
            membersLeft += std::popcount(unsigned(s.at[p].members));
        }
    k.lossShips = std::uint8_t(std::min<int>(k.lossShips, shipsLeft));
    k.lossMembers = std::uint8_t(std::min<int>(k.lossMembers, membersLeft));
    bool owed = false;
    for (const ClanState &c : s.clans)
        owed |= c.lossShips || c.lossMembers;
    if (!owed)
        s.stage = Phase::Actions;
    return true;
}

// At the end of a round, a holder of the Isle who no longer rules its staging continent alone
// pulls back to its Advance Base if it still holds it; otherwise its ships there are lost.
// The token goes back on the board (civilizations.myth.withdrawal).
void Applier::withdrawFromTheIsle()
{
    const int holder = s.mythHolder;
    if (holder < 0)
        return;
    // Under withdrawal=home-continent the continent that counts is the clan's starting one.
    const int staging = s.readings.withdrawHome ? s.clans[std::size_t(holder)].home
                                                : s.staging[std::size_t(holder)];
    if (staging < 0 || s.controlsContinent(holder, staging))
        return;
    PlaceState &isle = at(d.myth);
    const int base = s.advanceBase[std::size_t(holder)];
    if (base >= 0 && at(base).clan == holder)
        for (int t = 0; t < kShipTypes; ++t)
            at(base).ships[std::size_t(t)] =
                    std::uint8_t(at(base).ships[std::size_t(t)] + isle.ships[std::size_t(t)]);
    isle = PlaceState{};
    s.mythHolder = -1;
}

void Applier::nextTurn()
{
    s.interrupted = {};
    s.excessFlagged = false;
    s.actionsUsed = 0;
    s.extraPaid = s.freeGunboat = s.freeMember = s.redistributing = false;
    // Under two-player-turns=two-turns a round ends after the second seat in odd rounds.
    const int roundEnd = s.twoTurnRounds() && s.seat < 2 ? 2 : s.seatCount;
    if (++s.seat < roundEnd)
        return;
    s.seat = 0;
    withdrawFromTheIsle();
    if (s.endRound > 0 && s.round >= s.endRound) {
        s.over = true;
        return;
    }
    ++s.round;
    if (s.twoTurnRounds() && s.round % 2 == 0)
        s.seat = 2;
    if (s.banker >= 0)
        payBankerFee();
}

// The Banker's 5k Ocean Crystals a round come from the bank, or under banker=other-clans from
// each other clan, which pays what it has: the fee is owed, not chosen, so a clan short of it
// breaks no rule (civilizations.clarifications.banker).
void Applier::payBankerFee()
{
    int &fees = s.clans[std::size_t(s.banker)].res[Crystals];
    if (!s.readings.feeFromClans) {
        fees += kBankerFee;
        return;
    }
    for (int i = 0; i < s.seatCount; ++i) {
        const int c = s.seats[std::size_t(i)];
        if (c == s.banker)
            continue;
        int &have = s.clans[std::size_t(c)].res[Crystals];
        const int paid = std::min(have, kBankerFee);
        have -= paid;
        fees += paid;
    }
}

bool Applier::end()
{
    if (s.stage != Phase::Actions) {
        if (s.stage == Phase::Placement)
            r.error("civilizations.setup.placement",
                    tr("%1 ends its turn before setting out all its starting pieces.").arg(who()));
        return false;
    }
    nextTurn();
    return true;
}

bool Applier::run()
{
    if (!checkOrder())
        return false;
    if (s.stage == Phase::Placement && m.verb != Verb::Place && m.verb != Verb::End) {
        r.error("civilizations.setup.placement",
                tr("Before the first turn every clan sets out its starting pieces; %1 does "
                   "something else.")
                        .arg(who()));
        return false;
    }
    switch (m.verb) {
    case Verb::Place:
        return place();
    case Verb::FreeGunboat:
        return freeGunboat();
    case Verb::FreeMember:
        return freeMember();
    case Verb::Hire:
        return hire();
    case Verb::Buy:
        return buy();
    case Verb::Collect:
        return collect();
    case Verb::Extra:
        return extra();
    case Verb::MoveShips:
        return moveShips();
    case Verb::Invade:
        return invade();
    case Verb::Redistribute:
        return redistribute();
    case Verb::Recover:
        return recover();
    case Verb::Disaster:
        return disaster();
    case Verb::Lose:
        return lose();
    case Verb::End:
        return end();
    }
    return false;
}

}  // namespace

bool Ruleset::apply(core::State &state, const core::Move &move, core::Reporter &reporter) const
{
    auto &s = static_cast<State &>(state);
    const auto &m = static_cast<const Move &>(move);
    if (s.over) {
        reporter.error(gameOverRule(), tr("The game is over; no move may follow."));
        return false;
    }
    if (!s.seated(m.side)) {
        reporter.error("civilizations.record.side",
                       tr("%1 is not seated in this game ([Seats] tag).")
                               .arg(clanName(m.side, reporter.russian())));
        return false;
    }
    s.battle = Battle{};  // the view shows a battle only on the line that fought it
    Applier a(s, m, reporter, reporter.russian());
    return a.run();
}

}  // namespace umpire::civilizations
