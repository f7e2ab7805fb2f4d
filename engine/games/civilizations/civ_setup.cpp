// The game's own tags, read once before the first move line: the two-player variant's players
// ([Player1], [Player2]) and the Banker with its auction ([Banker], [BankerBids], [BankerBid]).
// docs/notation.md ("War of Civilizations") lists them.
#include "games/civilizations/civ_ruleset.h"
#include "games/civilizations/civ_text.h"

#include <QStringList>

#include <algorithm>

namespace umpire::civilizations {
namespace {

class TagReader {
    Q_DECLARE_TR_FUNCTIONS(civilizations)

public:
    TagReader(State &s, const notation::Record &record, const core::RunTags &tags,
              const core::GameInfo &info, core::Reporter &r)
        : s(s), record(record), tags(tags), info(info), r(r)
    {}
    void players();
    void banker();

private:
    State &s;
    const notation::Record &record;
    const core::RunTags &tags;
    const core::GameInfo &info;
    core::Reporter &r;

    QString clan(int c) const { return clanName(c, r.russian()); }
    const notation::TagPair *tag(std::string_view name) const
    {
        for (const notation::TagPair &t : record.tags)
            if (record.text(t.name) == name)
                return &t;
        return nullptr;
    }
};

// [Player1 "Anna: kreios,ajax"], [Player2 "Ben: thora,xanthe"]: who runs which clans. Without
// them the seats alternate players: the first and third seated clans are player 1's.
void TagReader::players()
{
    const char *const rule = "civilizations.variants.two-player";
    const notation::TagPair *given[2] = {tag("Player1"), tag("Player2")};
    if (!s.twoPlayer) {
        const notation::TagPair *first = given[0] ? given[0] : given[1];
        if (!first)
            return;
        // One finding for the missing variant, at the first player tag; as played, the
        // players ran two clans each, so with four seats the game goes on as that variant.
        r.error(rule,
                tr("Players running two clans each belong to the two-player variant "
                   "([Variant \"two-player\"])."),
                first->position);
        if (s.seatCount != 4)
            return;
        s.twoPlayer = true;
    }
    if (s.seatCount != 4)
        return;  // already reported: the variant seats four clans
    for (int p = 0; p < 2; ++p) {
        const notation::TagPair *t = given[p];
        if (!t)
            continue;
        QString clans = t->value;
        const int colon = clans.indexOf(u':');
        if (colon >= 0) {
            s.playerNames[std::size_t(p)] = clans.left(colon).trimmed().left(40);
            clans = clans.mid(colon + 1);
        }
        const QStringList ids = clans.split(u',', Qt::SkipEmptyParts);
        std::vector<int> mine;
        for (const QString &id : ids) {
            const int c = info.sideIndex(id.trimmed());
            if (c < 0 || !s.seated(c) || s.playerOf[std::size_t(c)] >= 0 ||
                std::find(mine.begin(), mine.end(), c) != mine.end()) {
                r.error(rule,
                        tr("\"%1\" is not a seated clan that no other player runs.")
                                .arg(id.trimmed().left(40)),
                        t->position);
                continue;
            }
            mine.push_back(c);
        }
        if (ids.size() != 2)
            r.error(rule,
                    tr("Each player of the two-player variant runs two clans; [Player%1] names "
                       "%n clan(s).",
                       nullptr, int(ids.size()))
                            .arg(p + 1),
                    t->position);
        for (int c : mine)
            s.playerOf[std::size_t(c)] = std::int8_t(p);
    }
    // Clans no tag gave: by seat, player 1 on the first and third seats.
    for (int i = 0; i < 4; ++i) {
        const int c = s.seats[std::size_t(i)];
        if (s.playerOf[std::size_t(c)] < 0) {
            const int wanted = given[0] && !given[1] ? 1 : given[1] && !given[0] ? 0 : i % 2;
            s.playerOf[std::size_t(c)] = std::int8_t(wanted);
        }
    }
    for (int i = 0; i < 4; ++i) {
        const int a = s.seats[std::size_t(i)], b = s.seats[std::size_t((i + 1) % 4)];
        if (s.playerOf[std::size_t(a)] == s.playerOf[std::size_t(b)]) {
            r.error("civilizations.variants.two-player-turns",
                    tr("%1 and %2, both run by player %3, sit next to each other; the seats "
                       "alternate the two players, so that each player's two clans take turns.")
                            .arg(clan(a), clan(b))
                            .arg(s.playerOf[std::size_t(a)] + 1),
                    tags.seatsGiven ? tags.seatsPosition
                                    : (given[0] ? given[0] : given[1])->position);
            s.seatsFromPlay = true;
            break;
        }
    }
}

// [Banker "clan"], [BankerBids "thora:2,kreios:3,thora:4"] (every bid of the open auction, in
// order) and [BankerBid "N"] (the winning bid alone, when the others were not written down).
void TagReader::banker()
{
    const char *const rule = "civilizations.setup.banker";
    const char *const auction = "civilizations.setup.auction";
    const notation::TagPair *named = tag("Banker");
    if (named) {
        const int c = info.sideIndex(named->value);
        if (c < 0 || !s.seated(c))
            r.error(rule,
                    tr("The Banker must be one of the seated clans, not \"%1\".")
                            .arg(named->value.left(40)),
                    named->position);
        else
            s.banker = c;
    }
    int paid = -1;  // the winning bid, when an auction was written
    if (const notation::TagPair *bids = tag("BankerBids")) {
        int highest = 0, winner = -1;
        std::vector<int> bidders;
        for (const QString &item : bids->value.split(u',', Qt::SkipEmptyParts)) {
            const QStringList parts = item.trimmed().split(u':');
            bool ok = false;
            const int amount = parts.size() == 2 ? parts[1].trimmed().toInt(&ok) : 0;
            const int c = parts.size() == 2 ? info.sideIndex(parts[0].trimmed()) : -1;
            if (!ok || amount < 1 || c < 0 || !s.seated(c)) {
                r.error(auction,
                        tr("A bid is a seated clan and a whole number of thousands of Ocean "
                           "Crystals (\"thora:3\"), not \"%1\".")
                                .arg(item.trimmed().left(40)),
                        bids->position);
                continue;
            }
            if (amount <= highest) {
                r.error(auction,
                        tr("%1 bids %2k after a bid of %3k; each bid of the auction must be higher "
                           "than the one before.")
                                .arg(clan(c))
                                .arg(amount)
                                .arg(highest),
                        bids->position);
                continue;
            }
            if (amount > s.clans[std::size_t(c)].res[Crystals])
                r.error(auction,
                        tr("%1 bids %2k Ocean Crystals but has only %3k.")
                                .arg(clan(c))
                                .arg(amount)
                                .arg(s.clans[std::size_t(c)].res[Crystals]),
                        bids->position);
            highest = amount;
            winner = c;
            if (std::find(bidders.begin(), bidders.end(), c) == bidders.end())
                bidders.push_back(c);
        }
        // A lone volunteer holds no auction and pays nothing; under auction=pays-bid its bid is
        // the highest and goes to the bank (civilizations.clarifications.auction).
        const bool loneBidPaid = s.readings.loneBidderPays && bidders.size() == 1;
        if (bidders.size() == 1 && !loneBidPaid)
            r.error(auction,
                    tr("Only %1 bids; an auction is held only when two or more clans volunteer "
                       "to be the Banker, and a single volunteer pays nothing.")
                            .arg(clan(bidders.front())),
                    bids->position);
        if (winner >= 0) {
            if (s.banker >= 0 && s.banker != winner)
                r.error(auction,
                        tr("%1 made the highest bid, so %1 is the Banker, not %2.")
                                .arg(clan(winner), clan(s.banker)),
                        named->position);
            if (s.banker < 0 && !named)
                s.banker = winner;  // the auction's winner, when no [Banker] tag names one
            if (bidders.size() > 1 || loneBidPaid)
                paid = highest;
        }
    }
    if (const notation::TagPair *bid = tag("BankerBid")) {
        bool ok = false;
        const int amount = bid->value.toInt(&ok);
        if (!ok || amount < 0 || s.banker < 0) {
            r.error(rule,
                    tr("A Banker bid is a whole number of thousands of Ocean Crystals paid by "
                       "the Banker named in the [Banker] tag."),
                    bid->position);
        } else if (paid >= 0 && amount != paid) {
            r.error(auction,
                    tr("The Banker paid its winning bid, %1k, not %2k.").arg(paid).arg(amount),
                    bid->position);
        } else if (paid < 0) {
            if (amount > s.clans[std::size_t(s.banker)].res[Crystals])
                r.error(rule,
                        tr("The Banker bids %1k Ocean Crystals but has only %2k.")
                                .arg(amount)
                                .arg(s.clans[std::size_t(s.banker)].res[Crystals]),
                        bid->position);
            paid = amount;
        }
    }
    if (paid > 0 && s.banker >= 0) {
        int &crystals = s.clans[std::size_t(s.banker)].res[Crystals];
        crystals = std::max(0, crystals - paid);  // into the bank
    }
}

}  // namespace

std::unique_ptr<core::State> Ruleset::setUp(const notation::Record &record,
                                            const core::RunTags &tags,
                                            core::Reporter &reporter) const
{
    auto state = std::make_unique<State>(freshState(tags.seats, tags.hasVariant(u"expert", info_)));
    state->seed = tags.seed;
    // The readings the run chose (docs/readings.md); each becomes a flag of the state.
    Readings &rd = state->readings;
    rd.attackerWinsTies = tags.reading(u"ties", info_) == u"attacker";
    rd.halvesUp = tags.reading(u"halves", info_) == u"up";
    rd.kreiosOnce = tags.reading(u"kreios", info_) == u"once";
    rd.invadeFree = tags.reading(u"invade", info_) == u"free";
    rd.tsunamiSparesDocks = tags.reading(u"disaster-docks", info_) == u"tornado-only";
    rd.fleetLimitAttacksOnly = tags.reading(u"fleet-size", info_) == u"attacks-only";
    rd.freeUnitsAnyTime = tags.reading(u"free-units", info_) == u"any-time";
    rd.centreDisasters = tags.reading(u"disaster-count", info_) == u"every-continent";
    rd.thoraEveryOne = tags.reading(u"thora", info_) == u"every-one";
    rd.countdownFromCapture = tags.reading(u"countdown", info_) == u"capture-round";
    rd.twoTurnRounds = tags.reading(u"two-player-turns", info_) == u"two-turns";
    rd.withdrawHome = tags.reading(u"withdrawal", info_) == u"home-continent";
    rd.defenderPays = tags.reading(u"defence", info_) == u"both-pay";
    rd.feeFromClans = tags.reading(u"banker", info_) == u"other-clans";
    rd.loneBidderPays = tags.reading(u"auction", info_) == u"pays-bid";
    if (rd.centreDisasters)
        state->deckByContinent[std::size_t(data_.centre)] = 3;
    state->twoPlayer = tags.hasVariant(u"two-player", info_);
    if (state->twoPlayer && tags.seats.size() != 4)
        reporter.error("civilizations.variants.two-player",
                       tr("The two-player variant seats four clans, two for each player in turns; "
                          "the record seats %n clan(s).",
                          nullptr, int(tags.seats.size())),
                       tags.seatsPosition);
    TagReader reader(*state, record, tags, info_, reporter);
    reader.players();
    reader.banker();
    return state;
}

}  // namespace umpire::civilizations
