// Helpers for the War of Civilizations tests: positions set up in code (who holds which place
// with which ships and members, each clan's resources) and a few record lines run from there.
#pragma once

#include "core/catalog.h"
#include "core/replay.h"
#include "games/civilizations/civ_ruleset.h"
#include "notation/parser.h"

#include <QStringList>

namespace civtest {

using namespace umpire;
using namespace umpire::civilizations;

inline const Ruleset &rules()
{
    return static_cast<const Ruleset &>(*core::Catalog::builtin().find(u"civilizations"));
}

inline int place(const char *id)
{
    const int p = rules().data().place(id);
    Q_ASSERT_X(p >= 0, "place", id);
    return p;
}

enum ClanId { Kreios, Thora, Ajax, Xanthe, Pyrrhus, Myles };

class Scenario {
public:
    // The clans seated in this order; the setup is over and it is round `round`, the first
    // seat's turn, with every clan's starting resources.
    explicit Scenario(std::vector<int> seats, int round = 1, bool expert = false)
        : state(rules().freshState(seats, expert))
    {
        state.stage = Phase::Actions;
        state.round = round;
        for (auto &k : state.clans) {
            k.toPlace = {};
            k.membersToPlace = 0;
        }
    }
    // Ships (gunboats, frigates, destroyers) and members (areas) of `clan` at a place.
    Scenario &hold(const char *at, int clan, int g, int f = 0, int d = 0,
                   std::initializer_list<Area> members = {})
    {
        PlaceState &x = state.at[std::size_t(place(at))];
        x.clan = std::int8_t(clan);
        x.ships = {std::uint8_t(g), std::uint8_t(f), std::uint8_t(d)};
        x.members = 0;
        for (Area a : members)
            x.members |= std::uint8_t(1u << a);
        return *this;
    }
    Scenario &resources(int clan, int crystals, int alwood, int ammunition)
    {
        state.clans[std::size_t(clan)].res = {crystals, alwood, ammunition};
        return *this;
    }
    // Runs move lines; returns "line:rule-id" of every error and warning, lines counted from 1.
    QStringList run(const QByteArray &lines)
    {
        const QByteArray header = "[Game \"civilizations\"]\n\n";
        const notation::Record record =
                notation::parse(header + lines, QStringLiteral("scenario.ugr"));
        findings.clear();
        core::Reporter reporter(findings);
        for (const notation::MoveLine &line : record.moves) {
            reporter.setStep(1, line.position);
            auto move = rules().decode(record, line, reporter);
            if (move)
                rules().apply(state, *move, reporter);
        }
        QStringList out;
        for (const core::Finding &f : findings)
            if (f.severity != core::Severity::Note)
                out << QStringLiteral("%1:%2").arg(f.position.line - 2).arg(f.ruleId);
        return out;
    }
    const PlaceState &at(const char *id) const { return state.at[std::size_t(place(id))]; }
    const ClanState &clan(int c) const { return state.clans[std::size_t(c)]; }

    State state;
    core::Findings findings;  // every finding of the last run(), with its message
};

}  // namespace civtest
