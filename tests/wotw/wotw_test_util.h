// Helpers shared by the wotw test suites: checking whole records, and scenarios that start
// from a state built in code (a board position set up by hand) and run a few record lines.
#pragma once

#include "record_checks.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/rule_ids.h"
#include "games/wotw/wotw_apply.h"
#include "games/wotw/wotw_ruleset.h"
#include "notation/parser.h"

#include <QSet>
#include <QStringList>

#include <initializer_list>

namespace wotwtest {

using namespace umpire;

inline const wotw::Ruleset &rules()
{
    return static_cast<const wotw::Ruleset &>(*core::Catalog::builtin().find(u"wotw"));
}

// Whole records are checked as every game's records test does (tests/support).
using recordtest::check;
using recordtest::summary;

inline int region(const char *id)
{
    const int r = rules().data().region(id);
    Q_ASSERT_X(r >= 0, "region", id);
    return r;
}

inline int card(const char *id)
{
    const int c = rules().data().card(id);
    Q_ASSERT_X(c >= 0, "card", id);
    return c;
}

inline int unit(const char *id)
{
    for (int u = 0; u < wotw::kUnits; ++u) {
        const QByteArray name = QByteArray(wotw::kUnitTypeIds[int(wotw::unitTypeOf(u))]) + '-' +
                                QByteArray::number(wotw::unitNumber(u));
        if (name == id)
            return u;
    }
    Q_ASSERT_X(false, "unit", id);
    return -1;
}

// A position set up in code: the standard setup with every due fact already settled and all
// hands and offer rows empty, so each test states exactly the cards it needs.
class Scenario {
public:
    explicit Scenario(int side = wotw::kAliens, std::uint32_t readings = 0, bool experienced = false)
        : state(rules().setupState(7, experienced, readings))
    {
        for (auto &z : state.p.zones) {
            z.pendingHand = false;
            z.pendingReveals = 0;
            z.hand = {};
            z.row = {};
        }
        state.p.side = std::int8_t(side);
    }

    Scenario &hand(int side, std::initializer_list<const char *> cards)
    {
        for (const char *c : cards)
            ++state.p.zones[std::size_t(side)].hand[std::size_t(card(c))];
        return *this;
    }
    Scenario &row(int side, std::initializer_list<const char *> cards)
    {
        for (const char *c : cards)
            ++state.p.zones[std::size_t(side)].row[std::size_t(card(c))];
        return *this;
    }
    Scenario &resources(int side, int n)
    {
        state.p.zones[std::size_t(side)].resources = std::uint8_t(n);
        return *this;
    }
    Scenario &civilians(const char *r, int n)
    {
        state.p.civilians[std::size_t(region(r))] = std::uint8_t(n);
        return *this;
    }
    Scenario &place(const char *u, const char *r)
    {
        state.p.unitRegion[std::size_t(unit(u))] = std::int8_t(r ? region(r) : -1);
        return *this;
    }
    Scenario &building(const char *r, const char *c)
    {
        if (QByteArrayView(c) == "barrage-balloons")
            state.p.balloons |= 1u << region(r);
        else
            state.p.building[std::size_t(region(r))] = std::int8_t(card(c));
        return *this;
    }

    // Runs record lines (move lines only) and returns "line:rule-id" of every finding; the
    // line numbers count the given text's lines from 1.
    QStringList run(const QByteArray &lines)
    {
        const notation::Record rec = notation::parse(lines, QStringLiteral("scenario"));
        core::Findings findings;
        core::Reporter reporter(findings);
        for (const notation::MoveLine &line : rec.moves) {
            reporter.setStep(1, line.position);
            auto move = rules().decode(rec, line, reporter);
            if (move)
                rules().apply(state, *move, reporter);
        }
        QStringList out = summary(findings);
        // Every finding must cite a heading of rules.md; an unknown id makes the comparison fail.
        static const QSet<QString> ids = core::loadRuleIds(QStringLiteral("wotw"));
        for (const core::Finding &f : findings)
            if (!ids.contains(f.ruleId))
                out << QStringLiteral("unknown rule id %1").arg(f.ruleId);
        for (const notation::Diagnostic &d : rec.errors)
            out << QStringLiteral("%1:syntax %2").arg(d.position.line).arg(d.message);
        lastMessages.clear();
        lastAssumed.clear();
        for (const core::Finding &f : findings) {
            lastMessages << f.message;
            lastAssumed << f.assumed;
        }
        return out;
    }

    wotw::State state;
    QStringList lastMessages;
    QStringList lastAssumed;  // Finding::assumed of each finding of the last run
};

}  // namespace wotwtest
