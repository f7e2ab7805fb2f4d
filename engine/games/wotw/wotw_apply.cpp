// Applying a move: the turn flow (who may move), the recorded facts, the end of a turn and
// victory. See wotw_applier.h for how the parts fit.
#include "games/wotw/wotw_applier.h"

#include <algorithm>

namespace umpire::wotw::detail {

QString Applier::unitType(UnitType t)
{
    // The English words are the record's type ids, as the findings always wrote them.
    switch (t) {
    case UnitType::Tripod:
        return tr("tripod", "miniature type");
    case UnitType::Ufo:
        return tr("ufo", "miniature type");
    case UnitType::Army:
        return tr("army", "miniature type");
    case UnitType::Navy:
        return tr("navy", "miniature type");
    }
    return {};
}

Outcome Applier::run()
{
    if (p_.winner >= 0) {
        refuse(rule::kGameOver, [&] {
            return tr("The game is over (%1 won); no move may follow.").arg(sideName(p_.winner));
        });
        return out_;
    }
    if (m_.verb == Verb::Hand || m_.verb == Verb::Offer) {
        // The side on turn records the draw that follows its `end` without that line: the
        // record left the end out. One finding here, and the turn ends, so the lines after are
        // read in turn instead of each being out of turn.
        SideZones &z = zones();
        if (m_.verb == Verb::Hand && m_.side == p_.side && m_.turn == p_.turn && !z.pendingHand &&
            z.acted) {
            bad(rule::kSideOrder, [&] {
                return tr("The %1' turn has no `end` line before their draw; the turn is taken "
                          "as ended here.")
                        .arg(sideName(p_.side));
            });
            endOnTable();
        }
        fact();
        checkVictory();
        return out_;
    }
    if (m_.side != p_.side) {
        if (m_.verb == Verb::End) {
            // No side may end the other's turn: the line's side is wrong, and the turn on the
            // table ends (the lines after it follow that turn's end).
            bad(rule::kSideOrder, [&] {
                return tr("It is the %1' turn, not the %2'; the %1' turn is taken as ended here.")
                        .arg(sideName(p_.side), sideName(m_.side));
            });
            endOnTable();
            checkVictory();
            return out_;
        }
        refuse(rule::kSideOrder, [&] {
            return tr("It is the %1' turn, not the %2'.").arg(sideName(p_.side), sideName(m_.side));
        });
        return out_;
    }
    if (m_.turn != p_.turn)
        bad(rule::kTurnOrder,
            [&] { return tr("This is turn %1, not turn %2.").arg(p_.turn).arg(m_.turn); });
    SideZones &z = zones();
    if (z.pendingHand)
        bad(rule::kFactMissing, [&] {
            return tr("The %1' hand was not recorded (a `hand` line) before this move.")
                    .arg(sideName(m_.side));
        });
    if (z.pendingReveals > 0 && (m_.verb == Verb::Buy || m_.verb == Verb::Swap))
        bad(rule::kFactMissing, [&] {
            return tr("The offer row has %n empty place(s): record the revealed cards "
                      "(an `offer` line) before buying or swapping.",
                      nullptr, z.pendingReveals);
        });
    switch (m_.verb) {
    case Verb::Play: play(); break;
    case Verb::Discard: discard(); break;
    case Verb::Buy: buy(); break;
    case Verb::Swap: swap(); break;
    case Verb::Ability: ability(); break;
    case Verb::End: end(); break;
    default: break;
    }
    if (m_.verb != Verb::End)
        zones().acted = true;
    checkVictory();
    return out_;
}

// The end of the turn of the side on turn, for a record that leaves its `end` line out or
// names the wrong side on it: the fault is already reported, so the end itself reports nothing
// (a card still in hand is not flagged again).
void Applier::endOnTable()
{
    Move m = m_;
    m.verb = Verb::End;
    m.side = p_.side;
    Applier(rules_, st_, m, nullptr).end();
}

// ---- facts -----------------------------------------------------------------------------

bool Applier::fact()
{
    SideZones &z = zones();
    const bool isHand = m_.verb == Verb::Hand;
    // A gap in the row with nothing to fill it: the deck is empty, not the place.
    if (!isHand && z.pendingReveals == 0 && total(z.row) < kOfferRowSize &&
        total(z.offerDeck) + z.bottomCount == 0)
        return refuse(rule::kEmptyDeck, [&] {
            return tr("The %1' offer deck is empty: the empty place in their offer row stays "
                      "empty, and no card can be revealed.")
                    .arg(sideName(m_.side));
        });
    if (isHand ? !z.pendingHand : z.pendingReveals == 0)
        return refuse(isHand ? rule::kDraw : rule::kRefill, [&] {
            return isHand ? tr("No draw is due for the %1 now: cards are drawn at "
                               "setup and at the end of the side's turn.")
                                    .arg(sideName(m_.side))
                          : tr("No offer-row place of the %1 is empty: cards are revealed "
                               "at setup and after a purchase or swap.")
                                    .arg(sideName(m_.side));
        });
    if (m_.turn != z.pendingTurn)
        bad(rule::kTurnOrder, [&] {
            return tr("These cards belong to turn %1, not turn %2.")
                    .arg(z.pendingTurn)
                    .arg(m_.turn);
        });
    ++p_.chance;
    return isHand ? hand() : offer();
}

bool Applier::hand()
{
    SideZones &z = zones();
    const int expected = std::min(kHandSize, total(z.supply) + total(z.discard));
    const bool setup = p_.turn == 1 && z.pendingTurn == 1 && total(z.discard) == 0 &&
                       total(z.removed) == 0 && total(z.hand) == 0;
    if (m_.cardCount != expected)
        bad(setup ? rule::kSetupHand : rule::kDraw, [&] {
            return tr("%n card(s) were drawn; the rule draws %1 (five, or all that the "
                      "supply deck and discard pile hold).",
                      nullptr, m_.cardCount)
                    .arg(expected);
        });
    // First every card the supply deck holds, then (only once it is empty) the reshuffled discard.
    std::array<bool, kMaxListed> done{};
    for (int i = 0; i < m_.cardCount; ++i) {
        const int c = m_.cards[std::size_t(i)];
        if (z.supply[std::size_t(c)] > 0) {
            --z.supply[std::size_t(c)];
            ++z.hand[std::size_t(c)];
            done[std::size_t(i)] = true;
        }
    }
    bool reshuffled = false;
    bool early = false;  // a card was missing while the supply deck still held cards
    QStringList missing;
    for (int i = 0; i < m_.cardCount; ++i) {
        if (done[std::size_t(i)])
            continue;
        const int c = m_.cards[std::size_t(i)];
        if (!reshuffled && total(z.supply) == 0 && total(z.discard) > 0) {
            // The supply ran out: the discard pile is shuffled into a new supply deck.
            for (int k = 0; k < kMaxCards; ++k) {
                z.supply[std::size_t(k)] += z.discard[std::size_t(k)];
                z.discard[std::size_t(k)] = 0;
            }
            reshuffled = true;
        }
        if (z.supply[std::size_t(c)] > 0) {
            --z.supply[std::size_t(c)];
            ++z.hand[std::size_t(c)];
        } else {
            early = early || (!reshuffled && total(z.supply) > 0);
            if (rep_)
                missing << card(c);
            ++out_.errors;  // counted here, reported once below
        }
    }
    if (out_.errors > 0 && rep_ && !missing.isEmpty()) {
        if (early) {
            // The cards the supply deck still held: they come before any reshuffle, so the
            // draw had to take them first.
            QStringList left;
            for (int k = 0; k < kMaxCards; ++k)
                for (int n = 0; n < z.supply[std::size_t(k)]; ++n)
                    left << card(k);
            rep_->error(rule::kDraw,
                        tr("The supply deck still held %n card(s) (%1), which had to be drawn "
                           "before the discard pile was reshuffled; the draw takes %2 instead.",
                           nullptr, int(left.size()))
                                .arg(left.join(QStringLiteral(", ")),
                                     missing.join(QStringLiteral(", "))));
        } else {
            const QString text = missing.size() > 1
                    ? tr("%1 are in neither the supply deck nor the "
                         "reshuffled discard pile.")
                    : tr("%1 is in neither the supply deck nor the "
                         "reshuffled discard pile.");
            rep_->error(rule::kReshuffle, text.arg(missing.join(QStringLiteral(", "))));
        }
    }
    // reshuffle-timing=when-empty: a supply deck the draw has just emptied is replaced at once
    // by the shuffled discard pile, so the cards played in the next turn wait for the
    // reshuffle after that.
    if ((p_.readings & ReadingReshuffleWhenEmpty) && total(z.supply) == 0) {
        for (int k = 0; k < kMaxCards; ++k) {
            z.supply[std::size_t(k)] += z.discard[std::size_t(k)];
            z.discard[std::size_t(k)] = 0;
        }
    }
    z.pendingHand = false;
    return true;
}

bool Applier::offer()
{
    SideZones &z = zones();
    const bool setup = p_.turn == 1 && total(z.row) == 0 && total(z.removed) == 0;
    // More places may be empty than the deck can fill; then the deck is what ran short.
    const bool deckShort = total(z.row) + z.pendingReveals < kOfferRowSize &&
                           m_.cardCount > z.pendingReveals;
    if (deckShort)
        bad(rule::kEmptyDeck, [&] {
            return tr("%n card(s) were revealed but only %1 card(s) were left in the offer deck.",
                      nullptr, m_.cardCount)
                    .arg(z.pendingReveals);
        });
    else if (m_.cardCount > z.pendingReveals)
        bad(setup ? rule::kSetupOffer : rule::kRefill, [&] {
            return tr("%n card(s) were revealed but only %1 offer-row place(s) are empty.", nullptr,
                      m_.cardCount)
                    .arg(z.pendingReveals);
        });
    const int n = std::min<int>(m_.cardCount, z.pendingReveals);
    for (int i = 0; i < n; ++i) {
        const int c = m_.cards[std::size_t(i)];
        if (total(z.offerDeck) > 0) {
            if (z.offerDeck[std::size_t(c)] == 0) {
                badAssumed(rule::kRefill, [&] {
                    return tr("%1 is not in the offer deck, so it cannot be revealed.")
                            .arg(card(c));
                }, [&] { return assumedCount(c); });
                continue;
            }
            --z.offerDeck[std::size_t(c)];
        } else if (z.bottomCount > 0) {
            if (z.bottom[0] != c) {
                bad(rule::kRefill, [&] {
                    return tr("The top of the offer deck is %1 (a card swapped to the bottom "
                              "earlier), not %2.")
                            .arg(card(z.bottom[0]), card(c));
                });
                continue;
            }
            std::copy(z.bottom.begin() + 1, z.bottom.begin() + z.bottomCount, z.bottom.begin());
            --z.bottomCount;
        } else {
            bad(rule::kRefill,
                [&] { return tr("The offer deck is empty: nothing can be revealed."); });
            break;
        }
        ++z.row[std::size_t(c)];
        --z.pendingReveals;
    }
    if (m_.cardCount > n)  // the surplus is not carried out, the due places are now filled
        z.pendingReveals = 0;
    return true;
}


// ---- the end of a turn -------------------------------------------------------------------

bool Applier::end()
{
    resolveStrike();
    SideZones &z = zones();
    int playableLeft = -1;
    for (int c = 0; c < int(d_.cards.size()); ++c)
        if (z.hand[std::size_t(c)] > 0 && playableLeft < 0 && rules_.playable(st_, c))
            playableLeft = c;
    if (playableLeft >= 0)
        bad(rule::kPlayAll, [&] {
            return tr("%1 is still in hand and could be played: every card is played if able.")
                    .arg(card(playableLeft));
        });
    for (int c = 0; c < kMaxCards; ++c) {
        z.discard[std::size_t(c)] += z.hand[std::size_t(c)];
        z.hand[std::size_t(c)] = 0;
    }
    z.resources = 0;  // unused resources vanish
    z.swapped = false;
    z.acted = false;
    z.regeneratorUses = 0;
    // Nothing to draw when every card of the side has left the game or sits in the offer.
    z.pendingHand = total(z.supply) + total(z.discard) > 0;
    z.pendingTurn = p_.turn;
    p_.unitUsed = 0;
    p_.abilityUsed = 0;
    p_.guerillaUses.fill(0);
    p_.spent = SpentTokens{};
    if (p_.side == kAliens) {
        p_.side = kHumans;
    } else {
        p_.side = kAliens;
        ++p_.turn;
    }
    startTurn();
    return true;
}

void Applier::startTurn()
{
    SideZones &z = p_.zones[std::size_t(p_.side)];
    if (p_.side == kAliens) {
        // Influence tokens are removed at the start of the Aliens' next turn.
        p_.fog = p_.frightening = p_.nerve = 0;
        z.resources = std::uint8_t(st_.countBuildings(CardKind::ParticleGenerator) +
                                   2 * st_.countBuildings(CardKind::PlasmaReactor));
    } else {
        z.resources = std::uint8_t(st_.countBuildings(CardKind::SupplyDepot));
    }
}


void Applier::checkVictory()
{
    if (p_.winner >= 0)
        return;
    if (p_.damage >= kWinDamage)
        p_.winner = kHumans;
    else if (st_.civiliansTotal() == 0)
        p_.winner = kAliens;
    // The [Result] tag is checked against this by the core (Replay::run).
}

// ---- the end of the record ----------------------------------------------------------------

Outcome Applier::finishRecord()
{
    // A finished game settled everything when it ended (a win ends a strike too).
    if (p_.winner >= 0)
        return out_;
    resolveStrike();
    return out_;
}

}  // namespace umpire::wotw::detail

namespace umpire::wotw {

Outcome finishRecord(const Ruleset &rules, State &state, core::Reporter *reporter)
{
    static const Move none;  // the Applier needs a move; the end of a record has none
    return detail::Applier(rules, state, none, reporter).finishRecord();
}

Outcome applyMove(const Ruleset &rules, State &state, const Move &move, core::Reporter *reporter)
{
    return detail::Applier(rules, state, move, reporter).run();
}

}  // namespace umpire::wotw
