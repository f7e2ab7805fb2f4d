// Targeted mutations of simulated War of Civilizations games (tests/support/targeted_mutations.h):
// each row breaks one line of a random legal game (a move line or a tag) in one known way, and
// the checker must flag that very line with that rule.
#include "civ_test_util.h"
#include "targeted_mutations.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "games/civilizations/civ_state.h"
#include "notation/parser.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace umpire;
using namespace umpire::mutationtest;

namespace {

// `line` inserted before the first move line whose words satisfy `pick`; `make` writes it from
// that line's words.
Mutate insertBefore(std::function<bool(const Words &)> pick, std::function<QByteArray(const Words &)> make)
{
    return [=](Lines &lines) {
        for (int i = 0; i < lines.size(); ++i)
            if (isMove(lines[i]) && pick(words(lines[i]))) {
                lines.insert(i, make(words(lines[i])));
                return i;
            }
        return -1;
    };
}

// A tag line replaced (or, when the record has none, added after [Game]).
Mutate tag(const QByteArray &name, const QByteArray &line)
{
    return [=](Lines &lines) {
        for (int i = 0; i < lines.size(); ++i)
            if (lines[i].startsWith("[" + name + " ")) {
                lines[i] = line;
                return i;
            }
        lines.insert(1, line);
        return 1;
    };
}

// The island a clan placed its first pieces on: its Origin Island.
QByteArray originOf(const Lines &lines, const QByteArray &clan)
{
    for (const QByteArray &l : lines) {
        const Words w = words(l);
        if (isMove(l) && w.size() > 3 && w[1] == clan && w[2] == "place")
            return w[3].mid(int(qstrlen("island=")));
    }
    return {};
}

int round(const Words &w) { return w[0].toInt(); }

// An empty place of the central continent next to `from` (outside it), or nothing.
QByteArray centreNextTo(const QByteArray &from)
{
    const civilizations::Data &d = civtest::rules().data();
    const int p = d.place(from.toStdString());
    if (p < 0 || d.at(p).continent == d.centre)
        return {};
    for (int q = 0; q < int(d.places.size()); ++q)
        if (d.linked(p, q) && d.at(q).continent == d.centre)
            return d.at(q).id.toUtf8();
    return {};
}

// The clan's index in game.json's order of sides.
int clanIndex(const QByteArray &id)
{
    static const QByteArray clans[] = {"kreios", "thora", "ajax", "xanthe", "pyrrhus", "myles"};
    return int(std::find(std::begin(clans), std::end(clans), id) - std::begin(clans));
}

// A place outside the central continent's islands (a dock, or an island elsewhere) where the
// clan of line `w` has at least the ships the line moves, or nothing.
QByteArray placeWithShips(const civilizations::Data &d, const civilizations::State &s, const Words &w)
{
    const int clan = clanIndex(w[1]);
    std::array<int, civilizations::kShipTypes> need{};
    for (const QByteArray &arg : w)
        for (int t = 0; t < civilizations::kShipTypes; ++t)
            if (arg.startsWith(QByteArray(civilizations::kShipCountKeys[t]) + '='))
                need[std::size_t(t)] = arg.mid(arg.indexOf('=') + 1).toInt();
    for (int p = 0; p < int(d.places.size()); ++p) {
        const civilizations::PlaceState &x = s.at[std::size_t(p)];
        if (x.clan != clan || (!d.at(p).isDock() && d.at(p).continent == d.centre))
            continue;
        bool enough = true;
        for (int t = 0; t < civilizations::kShipTypes; ++t)
            enough &= x.ships[std::size_t(t)] >= need[std::size_t(t)];
        if (enough)
            return d.at(p).id.toUtf8();
    }
    return {};
}

// A move line of the clan of line `w` that takes every ship off one of its islands of
// `continent` (not `keep`) to a neighbouring place it may enter, or nothing.
QByteArray emptyAnIsland(const civilizations::Data &d, const civilizations::State &s, const Words &w,
                         int continent, int keep)
{
    const int clan = clanIndex(w[1]);
    for (int island : d.continentIslands[std::size_t(continent)]) {
        const civilizations::PlaceState &x = s.at[std::size_t(island)];
        if (x.clan != clan || island == keep || x.shipCount() == 0 || x.shipCount() > 5)
            continue;
        for (int n = 0; n < int(d.places.size()); ++n) {
            const civilizations::PlaceState &y = s.at[std::size_t(n)];
            if (!d.linked(island, n) || n == keep || (y.clan >= 0 && y.clan != clan) ||
                y.shipCount() + x.shipCount() > 7)
                continue;
            QByteArray line = w[0] + ' ' + w[1] + " move from=" + d.at(island).id.toUtf8() + " to=" + d.at(n).id.toUtf8();
            for (int t = 0; t < civilizations::kShipTypes; ++t)
                if (x.ships[std::size_t(t)] > 0)
                    line += ' ' + QByteArray(civilizations::kShipCountKeys[t]) + '=' +
                            QByteArray::number(x.ships[std::size_t(t)]);
            return line;
        }
    }
    return {};
}

// The lose lines of every seated clan, in seating order, for half of its ships on the islands
// of continent `c` (its docks left out), when leaving out the docks makes some clan owe less
// than half of all its ships there; otherwise nothing.
Lines lossesOnIslandsOnly(const civilizations::Data &d, const civilizations::State &s, int c, const QByteArray &turn)
{
    static const QByteArray clans[] = {"kreios", "thora", "ajax", "xanthe", "pyrrhus", "myles"};
    Lines out;
    bool docksMatter = false;
    for (int seat = 0; seat < s.seatCount; ++seat) {
        const int clan = s.seats[std::size_t(seat)];
        int onIslands = 0, atDocks = 0;
        for (int p = 0; p < int(d.places.size()); ++p)
            if (s.at[std::size_t(p)].clan == clan && d.at(p).continent == c)
                (d.at(p).isDock() ? atDocks : onIslands) += s.at[std::size_t(p)].shipCount();
        docksMatter |= (onIslands + atDocks) / 2 > onIslands / 2;
        int owed = onIslands / 2;
        for (int p = 0; p < int(d.places.size()) && owed > 0; ++p) {
            const civilizations::PlaceState &x = s.at[std::size_t(p)];
            if (x.clan != clan || d.at(p).continent != c || d.at(p).isDock())
                continue;
            QByteArray line = turn + ' ' + clans[clan] + " lose at=" + d.at(p).id.toUtf8();
            for (int t = 0; t < civilizations::kShipTypes && owed > 0; ++t) {
                const int n = std::min<int>(owed, x.ships[std::size_t(t)]);
                if (n == 0)
                    continue;
                line += ' ' + QByteArray(civilizations::kShipCountKeys[t]) + '=' + QByteArray::number(n);
                owed -= n;
            }
            out << line;
        }
    }
    return docksMatter ? out : Lines();
}

const QByteArray kTwoPlayer = "[Seats \"kreios,thora,ajax,xanthe\"]\n[Variant \"two-player\"]\n"
                              "[Player1 \"kreios,ajax\"]\n[Player2 \"thora,xanthe\"]\n";
const QByteArray kExpert = "[Variant \"expert\"]\n";

}  // namespace

class TestCivilizationsMutations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void mutationIsFlaggedAtItsLine_data()
    {
        QTest::addColumn<QByteArray>("tags");
        QTest::addColumn<Mutate>("mutate");
        QTest::addColumn<QString>("rule");
        const QByteArray sixClans;

        // ---- the two-player variant ----
        QTest::newRow("a line of the player's other clan in its turn")
                << kTwoPlayer
                << firstLine([](auto &w) { return round(w) == 2 && w[1] == "kreios"; },
                             [](auto &w) {
                                 Words v = w;
                                 v[1] = "ajax";
                                 return v.join(' ');
                             })
                << "civilizations.variants.two-player-turns";
        QTest::newRow("one player's clans seated side by side")
                << kTwoPlayer << tag("Seats", "[Seats \"kreios,ajax,thora,xanthe\"]")
                << "civilizations.variants.two-player-turns";
        QTest::newRow("player tags without the variant") << kTwoPlayer << Mutate([](Lines &lines) {
            const int variant = int(lines.indexOf("[Variant \"two-player\"]"));
            if (variant < 0)
                return -1;
            lines.removeAt(variant);
            for (int i = 0; i < lines.size(); ++i)
                if (lines[i].startsWith("[Player1 "))
                    return i;
            return -1;
        }) << "civilizations.variants.two-player";

        // ---- the Banker's auction ----
        QTest::newRow("a bid lower than the one before")
                << sixClans << tag("BankerBids", "[BankerBids \"kreios:3,thora:2\"]") << "civilizations.setup.auction";
        QTest::newRow("an auction of one bidder")
                << sixClans << tag("BankerBids", "[BankerBids \"kreios:2,kreios:3\"]") << "civilizations.setup.auction";

        // ---- the expert game ----
        QTest::newRow("a free gunboat in the expert game") << kExpert << Mutate([](Lines &lines) {
            for (int i = 0; i < lines.size(); ++i) {
                const Words w = words(lines[i]);
                if (isMove(lines[i]) && round(w) == 2) {
                    lines.insert(i, "2 " + w[1] + " free-gunboat island=" + originOf(lines, w[1]));
                    return i;
                }
            }
            return -1;
        }) << "civilizations.variants.expert";
        QTest::newRow("a paid extra action in the expert game")
                << kExpert
                << insertBefore([](auto &w) { return round(w) == 2; }, [](auto &w) { return "2 " + w[1] + " extra"; })
                << "civilizations.variants.expert";
        QTest::newRow("the centre entered before the expert game opens it") << kExpert << Mutate([](Lines &lines) {
            // A plain game opens the centre in round 5, the expert game in round 7: a fleet
            // about to sail on in rounds 5 or 6 turns into the centre instead.
            for (int i = 0; i < lines.size(); ++i) {
                const Words w = words(lines[i]);
                if (!isMove(lines[i]) || round(w) < 5 || round(w) >= 7 || w[2] != "move")
                    continue;
                const QByteArray centre = centreNextTo(w[3].mid(int(qstrlen("from="))));
                if (centre.isEmpty())
                    continue;
                Words v = w;
                v[4] = "to=" + centre;
                lines[i] = v.join(' ');
                return i;
            }
            return -1;
        }) << "civilizations.myth.unlock";

        QTest::newRow("an attack on the Isle of Myth from outside its continent") << sixClans << Mutate([](Lines &lines) {
            // The fleet sails from another place of its clan that holds as many ships: a dock
            // or an island of another continent, never an Advance Base next to the Isle.
            const core::Replay game = core::Replay::run(notation::parse(lines.join('\n')), core::Catalog::builtin());
            const civilizations::Data &d = civtest::rules().data();
            int step = 0;
            for (int i = 0; i < lines.size(); ++i) {
                if (!isMove(lines[i]))
                    continue;
                ++step;
                const Words w = words(lines[i]);
                if ((w[2] != "move" && w[2] != "invade") || w[4] != "to=isle-of-myth")
                    continue;
                const auto before = std::static_pointer_cast<const civilizations::State>(game.stateAt(step - 1));
                const QByteArray from = placeWithShips(d, *before, w);
                if (from.isEmpty())
                    continue;
                Words v = w;
                v[3] = "from=" + from;
                lines[i] = v.join(' ');
                return i;
            }
            return -1;
        }) << "civilizations.myth.advance-base";

        QTest::newRow("the centre entered from a continent held only in part") << sixClans << Mutate([](Lines &lines) {
            // Just before a fleet sails from a dock into the centre, its clan empties another
            // of its islands on that continent, so it no longer holds the whole continent.
            const core::Replay game = core::Replay::run(notation::parse(lines.join('\n')), core::Catalog::builtin());
            const civilizations::Data &d = civtest::rules().data();
            int step = 0;
            for (int i = 0; i < lines.size(); ++i) {
                if (!isMove(lines[i]))
                    continue;
                ++step;
                const Words w = words(lines[i]);
                if (w[2] != "move" || !w[3].startsWith("from=") || !w[4].startsWith("to="))
                    continue;
                const int from = d.place(w[3].mid(5).toStdString()), to = d.place(w[4].mid(3).toStdString());
                if (from < 0 || to < 0 || d.at(to).continent != d.centre || d.at(from).continent == d.centre)
                    continue;
                const auto before = std::static_pointer_cast<const civilizations::State>(game.stateAt(step - 1));
                const QByteArray emptying = emptyAnIsland(d, *before, w, d.at(from).continent, from);
                if (emptying.isEmpty())
                    continue;
                lines.insert(i, emptying);
                return i + 1;
            }
            return -1;
        }) << "civilizations.myth.staging";

        QTest::newRow("a tornado's losses taken as if its docks were spared") << sixClans << Mutate([](Lines &lines) {
            // A tornado strikes the ships at a continent's docks too. Revealed before a clan's
            // line, with each stricken clan then losing half of its ships on the islands alone,
            // a clan with ships at the docks still owes some: the clan's line is out of place.
            const core::Replay game = core::Replay::run(notation::parse(lines.join('\n')), core::Catalog::builtin());
            const civilizations::Data &d = civtest::rules().data();
            int step = 0;
            for (int i = 0; i < lines.size(); ++i) {
                if (!isMove(lines[i]))
                    continue;
                ++step;
                const Words w = words(lines[i]);
                if (round(w) < 2 || w[2] == "recover" || w[2] == "lose" || w[2] == "disaster")
                    continue;
                const auto before = std::static_pointer_cast<const civilizations::State>(game.stateAt(step - 1));
                if (before->stage != civilizations::Phase::Actions || before->deckByKind[0] == 0)
                    continue;
                for (int c = 0; c < civilizations::kContinents; ++c) {
                    if (c == d.centre || before->deckByContinent[std::size_t(c)] == 0)
                        continue;
                    const Lines losses = lossesOnIslandsOnly(d, *before, c, w[0]);
                    if (losses.isEmpty())
                        continue;
                    lines.insert(i, w[0] + ' ' + w[1] + " disaster card=tornado continent=" +
                                            d.continentIds[std::size_t(c)].toUtf8());
                    for (int k = 0; k < losses.size(); ++k)
                        lines.insert(i + 1 + k, losses[k]);
                    return int(i + 1 + losses.size());
                }
            }
            return -1;
        }) << "civilizations.disasters.losses";

        // ---- redistribution ----
        QTest::newRow("an action after redistributing") << sixClans << Mutate([](Lines &lines) {
            for (int i = 0; i + 1 < lines.size(); ++i) {
                const Words w = words(lines[i]);
                if (isMove(lines[i]) && w[2] == "redistribute") {
                    lines.insert(i + 1, w[0] + ' ' + w[1] + " collect" +
                                                (w[1] == "thora" ? " double=ammunition" : ""));
                    return i + 1;
                }
            }
            return -1;
        }) << "civilizations.turn.redistribute";
        QTest::newRow("ships redistributed onto a dock")
                << sixClans
                << firstLine([](auto &w) { return w[2] == "redistribute"; },
                             [](auto &w) {
                                 Words v = w;
                                 v[4] = "to=dock-north-northeast";
                                 return v.join(' ');
                             })
                << "civilizations.turn.redistribute";

        // ---- battles at docks, disasters, the end ----
        QTest::newRow("clan members placed at a won dock")
                << sixClans
                << firstLine([](auto &w) { return w[2] == "invade" && w[4].startsWith("to=dock-") &&
                                                  w.last() == "defence=decline"; },
                             [](auto &w) { return w.join(' ') + " members=lake"; })
                << "civilizations.warfare.clan-members";
        QTest::newRow("sailing into a dock with enemy ships without a battle")
                << sixClans
                << firstLine([](auto &w) { return w[2] == "invade" && w[4].startsWith("to=dock-"); },
                             [](auto &w) {
                                 Words v;
                                 for (const QByteArray &x : w)
                                     if (!x.startsWith("defence=") && !x.startsWith("members=") &&
                                         !x.startsWith("retreat="))
                                         v << x;
                                 v[2] = "move";
                                 return v.join(' ');
                             })
                << "civilizations.actions.invade";
        QTest::newRow("a disaster card of the centre, which has none")
                << sixClans
                << insertBefore([](auto &w) { return round(w) == 2; },
                                [](auto &w) { return "2 " + w[1] + " disaster card=tornado continent=centre"; })
                << "civilizations.disasters.deck";
        QTest::newRow("a line after the game's end") << sixClans << Mutate([](Lines &lines) {
            for (int i = int(lines.size()) - 1; i >= 0; --i)
                if (isMove(lines[i])) {
                    lines.insert(i + 1, lines[i]);
                    return i + 1;
                }
            return -1;
        }) << "civilizations.end.countdown";
    }
    void mutationIsFlaggedAtItsLine()
    {
        QFETCH(QByteArray, tags);
        QFETCH(Mutate, mutate);
        QFETCH(QString, rule);
        // One fault, one finding: these rows change where ships or members go, or add an
        // action, and leave the rest of the simulated game as it was, so later lines of the
        // mutated record use pieces or resources that are not there: new faults of the mutated
        // record, not the first one reported again. A record written at the table goes on from
        // what happened and has none of them.
        const Games games = allowingKnockOn(
                {QStringLiteral("civilizations"), 20000, 4, true},
                {{"a line of the player's other clan in its turn",
                  "the replaced line's own action never happens (a member not hired earns less later)"},
                 {"a free gunboat in the expert game",
                  "the gunboat stays as played, and a later stack of eight is its own breach"},
                 {"the centre entered before the expert game opens it",
                  "the ships entered the centre, and later lines move them from where they were"},
                 {"an attack on the Isle of Myth from outside its continent",
                  "the ships moved as played, and later lines use them where they were"},
                 {"the centre entered from a continent held only in part",
                  "the ships moved as played, and later lines use them where they were"},
                 {"a tornado's losses taken as if its docks were spared",
                  "the inserted disaster really destroys ships that later lines use"},
                 {"ships redistributed onto a dock",
                  "the ships went to the dock as played, and later lines use them elsewhere"},
                 {"sailing into a dock with enemy ships without a battle",
                  "the move cannot be carried out and its battle is not in the record, so later "
                  "lines that depend on it break for their own reasons"}});
        expectFlaggedAtItsLine(games, tags, mutate, rule);
    }
};

QTEST_GUILESS_MAIN(TestCivilizationsMutations)
#include "tst_civilizations_mutations.moc"
