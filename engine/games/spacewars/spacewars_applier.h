// Internal to the Space Wars ruleset: the Applier checks one record line against the state and
// carries it out (Ruleset::apply), and checks a written order for the legal-move generator.
// Its parts live in spacewars_apply.cpp (the turn's phases and the dispatch of a line),
// spacewars_apply_written.cpp (an order as written on a pad), spacewars_apply_execute.cpp
// (carrying out deployments, moves and recalls), spacewars_apply_fire.cpp (shots),
// spacewars_apply_cards.cpp (a played card's effect) and spacewars_apply_interrupts.cpp
// (`interrupt CARD`).
//
// Each problem is counted, and reported when a Reporter is attached (the legal-move generator
// runs the same checks silently). Messages are English templates passed through tr() (context
// "spacewars") and filled with the names of the run's language.
#pragma once

#include "core/finding.h"
#include "core/ruleset.h"
#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_play.h"
#include "games/spacewars/spacewars_rules.h"
#include "games/spacewars/spacewars_state.h"

#include <QCoreApplication>

namespace umpire::spacewars::detail {

class Applier {
    Q_DECLARE_TR_FUNCTIONS(spacewars)

public:
    Applier(const core::GameInfo &i, State &st, core::Reporter *r) : info(i), s(st), d(st.data()), rep(r) {}

    // The problems of order `o` written next on side `x`'s pad; returns how many there are so far.
    int checkOrder(int x, const Order &o);
    // Checks and carries out `m`; false when it could not be carried out at all (the caller
    // then restores the state).
    bool apply(const Move &m);

private:
    // --- names and reporting --------------------------------------------------------------

    // The run's language (the reporter's); English when there is no reporter (legal moves).
    bool russian() const { return rep && rep->russian(); }
    QString side(int x) const
    {
        const core::SideInfo &si = info.sides[std::size_t(x)];
        return russian() && !si.nameRu.isEmpty() ? si.nameRu : si.nameEn;
    }
    QString unit(int u) const { return QString::fromStdString(d.unitNames[std::size_t(u)]); }
    QString hex(int h) const { return QString::fromStdString(d.hexes[std::size_t(h)].id); }
    QString card(int c) const
    {
        const CardInfo &ci = d.cards[std::size_t(c)];
        return russian() && !ci.nameRu.isEmpty() ? ci.nameRu : ci.nameEn;
    }
    QString assumedBoard() const
    {
        return d.boardAssumed ? tr("the board and its homeworlds") : QString();
    }
    // The deck composition a draw is checked against: assumed unless the record declared it.
    QString deckAssumed(int x) const
    {
        return s.p.sides[std::size_t(x)].declared ? QString() : tr("the basic decks");
    }

    void error(const char *rule, const QString &message, const QString &assumed = {})
    {
        if (rep)
            rep->error(rule, message, {}, assumed);
        ++problems;
    }

    // Whether `o`, the order of side `x` being carried out, was found at fault when written: it is
    // then carried out as the record plays it where the fault would stop it (one fault, one
    // finding).
    bool faultyNow(int x, const Order &o) const
    {
        const SideState &z = s.p.sides[std::size_t(x)];
        return z.executed < z.orderCount && z.faulty[z.executed] && z.orders[z.executed] == o;
    }

    // A Charismatic Leader under charismatic-leader-cost=free: written after its deployment, no
    // action of its own, carried out right after it.
    bool freeOrder(const Order &o) const
    {
        return s.p.charismaFree && o.kind == OrderKind::Play && o.card >= 0 &&
                d.cards[std::size_t(o.card)].id == "charismatic-leader";
    }

    bool hasOrdersLeft(int x) const
    {
        const SideState &z = s.p.sides[std::size_t(x)];
        return z.executed < z.orderCount;
    }

    // --- written orders (spacewars_apply_written.cpp) ---------------------------------------

    // How many copies of `card` the side's pad already spends (deployments spend unit cards).
    int spentOnPad(int x, int card) const;
    // Whether `unit` is a fit target of `e` for side `x` now.
    bool fitTarget(const CardEffect &e, int x, int unit) const;
    // checkOrder's part for a written `play`: the card in hand, its timing and its target.
    int checkPlay(int x, const Order &o);
    // Under speed-budget=whole-turn, a route of `cost` written beyond what the ship's earlier moves of
    // the turn (on the pad or carried out) left of its speed: reports it and returns true
    // (spacewars.clarifications.speed; spacewars_apply_readings.cpp).
    bool overTurnBudget(const Order &o, const Planned &at, int cost);
    // The ships a card of effect `e` must name, in words ("an enemy ship on the board"...).
    QString targetWords(const CardEffect &e) const;
    // The finding for an Orbital Blockade of side `x` with only `near` ships within five hexes.
    void blockadeTooFew(int x, int near);

    // --- the phases (spacewars_apply.cpp) ---------------------------------------------------

    bool wrongPhase(const Move &m, Phase want);
    // One card drawn by side `x`: it must be left in the deck and, after Intercepted Orders, be
    // the next of the cards arranged on top.
    void drawCard(int x, int c);
    void deal(int x, const Move &m, int expected);
    bool handOrDraw(const Move &m);
    bool padLine(const Move &m);
    // Both pads are revealed. An Initiative card on exactly one pad puts all of that side's
    // orders first, and no initiative die is rolled (spacewars.clarifications.initiative).
    void reveal();
    void endTurn();
    void advanceFrom(int first);
    bool initiative(const Move &m);
    // The blockading side lifts its Orbital Blockade (no action; spacewars.clarifications.blockade).
    bool release(const Move &m);

    // --- carrying out orders (spacewars_apply_execute.cpp) ----------------------------------

    // A fact written for an order that did not happen.
    void noFact(bool given, const char *why, const QString &what);
    void executeDeploy(int x, const Move &m);
    // A destroyed ship leaves the game; a Debris token takes its place. Its Orbital Blockade
    // mark stays: the blockade counts its destroyed ships.
    void destroy(int u);
    // What a unit carries, gone when it leaves play.
    void clearUnit(int u);
    // Undoes the hit of the last shot (Lucky Break, Second Chance, Repair Crew).
    void restoreLastTarget();
    // The last shot's target destroyed, remembering it as it was.
    void destroyLastTarget();
    void executeMove(const Move &m);
    // Off the board and back to the reserves; a unit card from the discard pile returns to hand.
    void executeRecall(int x, int u);
    bool execute(const Move &m);

    // --- shots (spacewars_apply_fire.cpp) ---------------------------------------------------

    // A card announced with a shot or a deployment: whether side `x` holds it (and spends it).
    bool spend(int x, int c);
    void executeFire(int x, const Move &m);
    // A missed shot at o.target: one other ship of its hex, chosen at random, and if that misses
    // too (or there is none) the first ship further along the line within reach; the record
    // names each with stray= and gives its d8. It stops at the first hit or after the second.
    void strays(const Move &m, const Order &o, int laser, int &next);
    // `u` moves or fires in this turn.
    void markActive(int u);
    // The turn in which `u` last moved or fired among those a Really Nasty Gun needs quiet (the
    // three before this one, and this one under nasty-gun-quiet=this-turn-too), or -1.
    int quietUntil(int u) const;
    // Attack `i` of a line: the record's d8 and outcome checked against the number needed; the
    // die, not the claimed outcome, decides.
    // Returns 1 for a hit, 0 for a miss, -1 when the record gives no usable d8.
    int shoot(const Move &m, int i, const QString &shooter, int target, int need);

    // --- a played card's effect (spacewars_apply_cards.cpp) ---------------------------------

    // The card leaves the hand; its modifier goes on the ship or side it names, or its own
    // effect happens; the cards it draws are checked against the deck.
    void executePlay(int x, const Move &m);

    // --- readings with an effect of their own (spacewars_apply_readings.cpp) ----------------

    // Whether a written order is held to the limits the turn may still change (its route's cost,
    // the cards in hand...) when it is written: not under order-checks=when-carried-out, where it
    // meets them only when carried out (spacewars.clarifications.order-checks).
    bool limitsWhenWritten() const { return !s.p.limitsWhenCarriedOut; }
    // Side `x` deploys `token`: under leave=next-deployment a ship of the side on Leave must be
    // the one that comes back (spacewars.clarifications.leave).
    void checkLeaveReturn(int x, int token);
    // Repair Crew played as an action on m.order.unit: every damage effect goes, or under
    // repair-crew=one-effect the one damage card the record names with cards=
    // (spacewars.clarifications.repair-crew).
    void repair(int x, const Move &m);
    // Order `m` goes on side `x`'s pad: the cards written with it (with=) are kept for its shot;
    // only under free-cards=written may a pad name them (spacewars.clarifications.free-cards).
    void noteWrittenCards(int x, const Move &m);
    // Under free-cards=written the shot being carried out announces the cards its order was
    // written with, no more and no fewer.
    void checkAnnouncedCards(int x, const Move &m);
    // A recall by side `x` brings a unit card back to its hand from the discard pile, none when
    // the pile holds none; under recall=always-a-card one in any case
    // (spacewars.clarifications.recall).
    void recallUnitCard(int x);
    // Card names, comma-separated, or "none".
    QString cardList(const std::array<std::int8_t, 4> &cards) const;

    // --- interrupts (spacewars_apply_interrupts.cpp) ----------------------------------------

    // A card played as an interrupt, out of the alternation (spacewars.cards.interrupts): it
    // costs no action.
    bool interrupt(const Move &m);
    // The last die (s.p.last) rolled again as `roll`: the initiative passes or the shot's hit is
    // made or undone (Second Chance, Lucky Break).
    void reroll(int roll);
    // Whether card `e` may be written as an order: an action card, or Second Chance under the
    // adopted second-chance=action-or-interrupt.
    bool writable(const CardEffect &e) const;
    // Under bold-cards=any-card, an action card `e` played as an interrupt: checked as its order
    // would be, then carried out at once, out of the alternation and costing no action
    // (spacewars.clarifications.bold-interrupts; spacewars_apply_readings.cpp).
    bool playAsInterrupt(const Move &m, const CardEffect &e);
    // playAsInterrupt's checks: reports why `m` may not be played now, and returns true then.
    bool refusedAsInterrupt(const Move &m, const CardEffect &e);
    // The facts an interrupt of a card that is an interrupt by its own text may not give (all but
    // roll= with one d8); reports them.
    void extraInterruptFacts(const Move &m);
    // Second Chance written as an order and carried out: it rerolls the shot just before it.
    void playSecondChance(int x, const Move &m);

    const core::GameInfo &info;
    State &s;
    const Data &d;
    core::Reporter *rep;
    int problems = 0;
    // The last die as it stood before this line (Second Chance carried out as an order).
    LastRoll previous;
    // The unit the deployment carried out just before this order placed (Charismatic Leader).
    int justDeployed = -1;
};

}  // namespace umpire::spacewars::detail
