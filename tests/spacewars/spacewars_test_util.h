// Helpers shared by the Space Wars test suites: checking whole records, and scenarios that
// start from a position set up in code (ships placed by hand) and run a few record lines.
#pragma once

#include "record_checks.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/rule_ids.h"
#include "games/spacewars/spacewars_ruleset.h"
#include "notation/parser.h"

#include <QSet>
#include <QStringList>

#include <initializer_list>

namespace swtest {

using namespace umpire;

inline const spacewars::Ruleset &rules()
{
    return static_cast<const spacewars::Ruleset &>(*core::Catalog::builtin().find(u"spacewars"));
}

// Whole records are checked as every game's records test does (tests/support).
using recordtest::check;
using recordtest::summary;

// Turn `turn` with Earth's pad `earth`, an empty Aliens pad and the initiative to Earth, then
// the lines `executed`.
inline QByteArray earthTurn(const QByteArray &earth, const QByteArray &executed, int turn = 1)
{
    const QByteArray t = QByteArray::number(turn);
    return earth + t + " earth done\n" + t + " aliens done\n" + t + " earth initiative roll=2\n" + executed;
}

// The "line:rule-id" list a test expects, written as string literals.
inline QStringList expect(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *i : items)
        out << QLatin1String(i);
    return out;
}

inline int hex(const char *id)
{
    const int h = rules().data().hex(id);
    Q_ASSERT_X(h >= 0, "hex", id);
    return h;
}

inline int unit(const char *name)
{
    const int u = rules().data().unit(name);
    Q_ASSERT_X(u >= 0, "unit", name);
    return u;
}

// A position set up in code: turn 1 at the start of the orders phase with empty hands and the
// basic decks, so each test places exactly the ships, Debris and cards it needs.
class Scenario {
public:
    Scenario() : state(rules().setupState(1)) { state.p.phase = spacewars::Phase::Orders; }

    Scenario &place(const char *name, const char *h)
    {
        state.p.unitHex[std::size_t(unit(name))] = std::int8_t(hex(h));
        return *this;
    }
    Scenario &cloak(const char *name)
    {
        state.p.cloaked[std::size_t(unit(name))] = true;
        return *this;
    }
    Scenario &debris(const char *h, int n = 1)
    {
        state.p.debris[std::size_t(hex(h))] = std::uint8_t(n);
        return *this;
    }
    Scenario &unitCards(int side, int n)
    {
        const auto &d = rules().data();
        state.p.sides[std::size_t(side)].hand[std::size_t(d.unitCard[std::size_t(side)])] = std::uint8_t(n);
        return *this;
    }

    Scenario &hand(int side, const char *card, int n = 1)
    {
        const int c = rules().data().card(card);
        Q_ASSERT_X(c >= 0, "card", card);
        state.p.sides[std::size_t(side)].hand[std::size_t(c)] = std::uint8_t(n);
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
        static const QSet<QString> ids = core::loadRuleIds(QStringLiteral("spacewars"));
        for (const core::Finding &f : findings)
            if (!ids.contains(f.ruleId))
                out << QStringLiteral("unknown rule id %1").arg(f.ruleId);
        for (const notation::Diagnostic &d : rec.errors)
            out << QStringLiteral("%1:syntax %2").arg(d.position.line).arg(d.message);
        lastMessages.clear();
        for (const core::Finding &f : findings)
            lastMessages << f.message;
        if (qEnvironmentVariableIsSet("UMPIRE_TEST_VERBOSE"))  // what a failing comparison hides
            qInfo() << out << lastMessages;
        return out;
    }

    int hexOf(const char *name) const { return state.p.unitHex[std::size_t(unit(name))]; }

    spacewars::State state;
    QStringList lastMessages;
};

}  // namespace swtest
