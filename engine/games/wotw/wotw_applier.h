// Internal to the wotw ruleset: the Applier carries out one move on a state, checking every
// rule the move can break. Its parts live in wotw_apply.cpp (turn flow, facts, victory),
// wotw_apply_cards.cpp (playing cards), wotw_apply_offer.cpp (buying, swapping, building
// abilities) and wotw_combat.cpp (damage and strikes).
//
// Each check reports through bad(), which builds its message only when a Reporter is attached
// (the move generator runs the same code silently to test candidates). Messages are English
// templates passed through tr() (context "wotw", see wotw_text.h) and filled with the names of
// the run's language.
#pragma once

#include "games/wotw/wotw_apply.h"
#include "games/wotw/wotw_ruleset.h"
#include "games/wotw/wotw_rules.h"

#include <QCoreApplication>

#include <string>

namespace umpire::wotw::detail {

inline constexpr int kWinDamage = 30;
inline constexpr int kHandSize = 5;
inline constexpr int kOfferRowSize = 5;
inline constexpr int kRegeneratorCost = 4;

inline QString q(const std::string &s) { return QString::fromStdString(s); }

class Applier {
    Q_DECLARE_TR_FUNCTIONS(wotw)

public:
    Applier(const Ruleset &rules, State &s, const Move &m, core::Reporter *r)
        : rules_(rules), st_(s), p_(s.p), d_(s.data()), m_(m), rep_(r)
    {
    }

    Outcome run();
    // The record stops here: settle what is still open (see Ruleset::finish).
    Outcome finishRecord();

private:
    // Reports a broken rule. `msg` is a callable returning the QString, run only when needed.
    template<typename F>
    void bad(const char *rule, F &&msg, notation::Position at = {})
    {
        ++out_.errors;
        if (rep_)
            rep_->error(rule, msg(), at);
    }
    // Reports a broken rule whose verdict rests on a value no rulebook prints; `assumed` is a
    // callable returning that value in words (empty when, after all, it is not assumed).
    template<typename F, typename G>
    void badAssumed(const char *rule, F &&msg, G &&assumed)
    {
        ++out_.errors;
        if (rep_)
            rep_->error(rule, msg(), {}, assumed());
    }
    // The values named by badAssumed() (docs/assumed-values.md lists which rule uses which).
    QString assumedCost(int c) const
    {
        return d_.cards[std::size_t(c)].costAssumed ? tr("the cost of %1").arg(card(c)) : QString();
    }
    QString assumedCount(int c) const
    {
        return d_.cards[std::size_t(c)].countAssumed ? tr("the number of %1 cards").arg(card(c))
                                                     : QString();
    }
    QString assumedBorders() const
    {
        return d_.bordersAssumed ? tr("the borders of the map") : QString();
    }
    template<typename F>
    bool refuse(const char *rule, F &&msg)  // broken and cannot be carried out
    {
        bad(rule, std::forward<F>(msg));
        out_.carriedOut = false;
        return false;
    }

    // The rule of the card being played (its own heading in rules.md).
    const char *cardRule() const;
    // Findings name cards, regions and sides as players read them, in the run's language:
    // "Power Supply", "London", "Aliens" or «Энергоснабжение», "Лондон", "Инопланетяне".
    // Russian card names come in «quotes» (Russian typography quotes titles), so the Russian
    // templates put none around them.
    // The run's language (the reporter's); English when there is no reporter (legal moves).
    bool russian() const { return rep_ && rep_->russian(); }
    QString card(int c) const
    {
        const CardInfo &info = d_.cards[std::size_t(c)];
        return russian() && !info.nameRu.isEmpty() ? QStringLiteral("«%1»").arg(info.nameRu)
                                                   : named(info);
    }
    QString region(int r) const
    {
        if (r < 0)
            return QStringLiteral("?");
        const RegionInfo &info = d_.regions[std::size_t(r)];
        return russian() && !info.nameRu.isEmpty() ? info.nameRu : named(info);
    }
    QString sideName(int s) const
    {
        const core::SideInfo &info = rules_.info().sides[std::size_t(s)];
        return russian() && !info.nameRu.isEmpty() ? info.nameRu : info.nameEn;
    }
    // A miniature as the record writes it ("tripod-2"), in every language, and its type in
    // words ("tripod", «треножник»).
    QString unit(int u) const
    {
        return QStringLiteral("%1-%2").arg(QLatin1String(kUnitTypeIds[int(unitTypeOf(u))]))
            .arg(unitNumber(u));
    }
    static QString unitType(UnitType t);
    template <typename Info>
    static QString named(const Info &info) { return info.nameEn.isEmpty() ? q(info.id) : info.nameEn; }

    bool land(int r) const { return d_.regions[std::size_t(r)].land; }
    SideZones &zones() { return p_.zones[std::size_t(m_.side)]; }

    bool fact();
    bool hand();
    bool offer();
    bool play();
    bool discard();
    bool buy();
    bool swap();
    bool ability();
    bool end();
    void endOnTable();

    bool effect(const OptionInfo &o);
    bool moveCivilians(int max);
    bool guerillas(int amount);
    bool moveUnit(int u, int maxSteps, bool unitCard, bool humanOrder);
    bool unitAttack(UnitType t, int amount);
    bool reap();
    bool influence(CardKind k);
    bool push(int r);
    bool ufoStrike(int amount);
    bool abduction();
    bool place(UnitType t, int card);
    void placeBuilding(int card, int r);

    bool checkUnit(UnitType t);
    bool humanTarget(int r) const;
    void alienTargetCheck(int r);
    void damageAliens(int n);
    void damageHumans(int r, int n, bool needsDefense);
    void applyDamage(int r, int n, bool buildingDone);
    void resolveStrike();
    void destroyUnit(int u) { p_.unitRegion[std::size_t(u)] = -1; }
    // Removes `n` Civilians tokens from region `r` (the spent ones may be among them).
    void loseCivilians(int r, int n)
    {
        p_.civilians[std::size_t(r)] = std::uint8_t(p_.civilians[std::size_t(r)] - n);
        p_.spent.lose(r, n, p_.civilians, int(d_.regions.size()));
    }
    void checkVictory();
    void startTurn();

    const Ruleset &rules_;
    State &st_;
    Pod &p_;
    const Data &d_;
    const Move &m_;
    core::Reporter *rep_;
    Outcome out_;
};


}  // namespace umpire::wotw::detail
