// Record lines into moves (docs/notation.md, "spacewars"). Decoding looks at no state: an
// unknown side, verb, card, hex or ship, or a missing or malformed argument, is reported here.
#include "games/spacewars/spacewars_ruleset.h"

#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_rules.h"
#include "notation/excerpt.h"

#include <algorithm>
#include <array>

namespace umpire::spacewars {
namespace {

constexpr std::array<const char *, 15> kVerbs = {"hand", "draw", "order", "done", "initiative",
                                                 "deploy", "move", "fire", "cloak", "uncloak",
                                                 "clean", "play", "recall", "interrupt", "release"};

// The text of a single value (a word, an integer as written, or a string's text).
std::string_view valueText(const notation::Record &record, const notation::Value &v)
{
    return record.text(v.span);
}

class Decoder {
    Q_DECLARE_TR_FUNCTIONS(spacewars)

public:
    Decoder(const Data &d, const notation::Record &r, const notation::MoveLine &l, core::Reporter &rep)
        : data(d), record(r), line(l), reporter(rep)
    {
    }

    bool fail(const QString &message, notation::Position at = {})
    {
        reporter.error(rule::kRecordArgs, message, at);
        return false;
    }

    bool card(const notation::Value &v, notation::Position at, std::int8_t &out)
    {
        const int c = v.kind == notation::ValueKind::Word ? data.card(valueText(record, v)) : -1;
        if (c < 0)
            return fail(tr("\"%1\" is not a Space Wars card.")
                                .arg(notation::excerpt(QString::fromUtf8(valueText(record, v)))),
                        at);
        out = std::int8_t(c);
        return true;
    }

    bool hex(const notation::Value &v, notation::Position at, std::int8_t &out)
    {
        const int h = v.kind == notation::ValueKind::List ? -1 : data.hex(valueText(record, v));
        if (h < 0)
            return fail(tr("\"%1\" is not a hex of the board (hexes are numbered 1 to %2).")
                                .arg(notation::excerpt(QString::fromUtf8(valueText(record, v))))
                                .arg(data.hexes.size()),
                        at);
        out = std::int8_t(h);
        return true;
    }

    bool unit(const notation::Value &v, notation::Position at, std::int8_t &out)
    {
        const int u = v.kind == notation::ValueKind::Word ? data.unit(valueText(record, v)) : -1;
        if (u < 0)
            return fail(tr("\"%1\" is not the name of a ship token.")
                                .arg(notation::excerpt(QString::fromUtf8(valueText(record, v)))),
                        at);
        out = std::int8_t(u);
        return true;
    }

    bool number(const notation::Value &v, notation::Position at, std::int16_t &out)
    {
        if (v.kind != notation::ValueKind::Integer)
            return fail(tr("A die roll is a whole number, not \"%1\".")
                                .arg(notation::excerpt(QString::fromUtf8(valueText(record, v)))),
                        at);
        out = std::int16_t(std::clamp<std::int64_t>(v.integer, -999, 999));
        return true;
    }

    // A key's value as a list: a single value is a list of one.
    static std::size_t listSize(const notation::Value &v)
    {
        return v.kind == notation::ValueKind::List ? v.items.size() : 1;
    }
    static const notation::Value &item(const notation::Value &v, std::size_t i)
    {
        return v.kind == notation::ValueKind::List ? v.items[i] : v;
    }

    // roll=: one d8, or one for each ship a line attacks.
    bool rolls(const notation::Arg &a, Move &m)
    {
        const std::size_t n = listSize(a.value);
        bool ok = true;
        if (n > 1 + m.moreRolls.size())
            ok = fail(tr("A line gives at most %n d8(s).", nullptr, int(1 + m.moreRolls.size())), a.position);
        for (std::size_t i = 0; ok && i < n; ++i)
            ok = number(item(a.value, i), a.position, i == 0 ? m.roll : m.moreRolls[i - 1]);
        m.moreRollCount = std::uint8_t(ok && n > 1 ? n - 1 : 0);
        return ok;
    }

    // outcome=: hit or miss, one for each d8.
    bool outcomes(const notation::Arg &a, Move &m)
    {
        const std::size_t n = listSize(a.value);
        bool ok = true;
        if (n > 1 + m.moreOutcomes.size())
            ok = fail(tr("A line gives at most %n outcome(s).", nullptr, int(1 + m.moreOutcomes.size())),
                      a.position);
        for (std::size_t i = 0; ok && i < n; ++i) {
            const std::string_view v = valueText(record, item(a.value, i));
            const Outcome out = v == "hit" ? Outcome::Hit : v == "miss" ? Outcome::Miss : Outcome::None;
            (i == 0 ? m.outcome : m.moreOutcomes[i - 1]) = out;
            if (out == Outcome::None)
                ok = fail(tr("A shot's outcome is hit or miss."), a.position);
        }
        m.moreOutcomeCount = std::uint8_t(ok && n > 1 ? n - 1 : 0);
        return ok;
    }

    // cards=: the cards a line draws or lists.
    bool cardList(const notation::Arg &a, Move &m)
    {
        const std::size_t n = listSize(a.value);
        bool ok = true;
        if (n > m.cards.size())
            ok = fail(tr("A line lists at most sixteen cards."), a.position);
        for (std::size_t i = 0; ok && i < n; ++i)
            ok = card(item(a.value, i), a.position, m.cards[m.cardCount++]);
        return ok;
    }

    // An interrupt: the card, the ship it names when it names one, and roll= (Second Chance,
    // Lucky Break). Under bold-cards=any-card an action card played as an interrupt gives the
    // facts of its `play` line too: to=, cards=, a roll= list and outcome= (the reading is the
    // checker's; the line's form is the same under every reading).
    bool interruptArgs(Move &m)
    {
        m.verb = Verb::Interrupt;
        m.order.kind = OrderKind::Play;
        int positional = 0;
        for (const notation::Arg &a : record.argsOf(line)) {
            bool ok = true;
            if (a.key.length == 0 && positional == 0)
                ok = card(a.value, a.position, m.order.card);
            else if (a.key.length == 0 && positional == 1)
                ok = unit(a.value, a.position, m.order.unit);
            else if (a.key.length != 0 && record.text(a.key) == "roll")
                ok = rolls(a, m);
            else if (a.key.length != 0 && record.text(a.key) == "outcome")
                ok = outcomes(a, m);
            else if (a.key.length != 0 && record.text(a.key) == "cards")
                ok = cardList(a, m);
            else if (a.key.length != 0 && record.text(a.key) == "to")
                ok = hex(a.value, a.position, m.order.hex);
            else
                ok = fail(tr("An interrupt names its card, the ship it is played on when it has one, and for a "
                             "die card roll=, as in \"interrupt lucky-break roll=8\"."),
                          a.position);
            positional += a.key.length == 0;
            if (!ok)
                return false;
        }
        if (m.order.card < 0)
            return fail(tr("An interrupt names its card, the ship it is played on when it has one, and for a "
                           "die card roll=, as in \"interrupt lucky-break roll=8\"."));
        return true;
    }

    bool route(const notation::Value &v, notation::Position at, Order &o)
    {
        if (v.kind != notation::ValueKind::List || v.items.size() > std::size_t(kMaxRoute))
            return fail(tr("A route lists the hexes from the unit's hex on, two to %1 of them, "
                           "as in route=12,13,14.")
                                .arg(kMaxRoute),
                        at);
        for (const notation::Value &item : v.items)
            if (!hex(item, at, o.route[o.routeLength++]))
                return false;
        return true;
    }

    // The order's own arguments: kind (for `order`), unit, to=, at=, route=; and, on an
    // executed line, the facts token=, roll=, outcome=, stop=.
    bool orderArgs(Move &m, bool written)
    {
        std::vector<const notation::Arg *> positional;
        for (const notation::Arg &a : record.argsOf(line))
            if (a.key.length == 0)
                positional.push_back(&a);
        std::size_t next = 0;
        Order &o = m.order;
        if (written) {
            if (positional.empty())
                return fail(tr("An order line names the kind of order: deploy, move, fire, cloak, "
                               "uncloak, clean, play or recall."));
            const std::string_view kind = valueText(record, positional[0]->value);
            const auto it = std::find(std::begin(kOrderKindIds), std::end(kOrderKindIds), kind);
            if (it == std::end(kOrderKindIds))
                return fail(tr("\"%1\" is not a kind of order: deploy, move, fire, cloak, uncloak, "
                               "clean, play or recall.")
                                    .arg(notation::excerpt(QString::fromUtf8(kind))),
                            positional[0]->position);
            o.kind = OrderKind(it - std::begin(kOrderKindIds));
            next = 1;
        } else {
            o.kind = OrderKind(std::find(kVerbs.begin(), kVerbs.end(), record.text(line.verb)) -
                               kVerbs.begin() - 5);
        }
        if (o.kind == OrderKind::Play) {
            if (next >= positional.size())
                return fail(tr("A card order names the card, as in \"play minor-gun-improvement bozeman\"."));
            if (!card(positional[next]->value, positional[next]->position, o.card))
                return false;
            if (!cardEffect(data.cards[std::size_t(o.card)].id))
                return fail(tr("%1 is a unit card: it is played with a deploy order.")
                                    .arg(QString::fromStdString(data.cards[std::size_t(o.card)].id)),
                            positional[next]->position);
            ++next;
            if (next < positional.size() && !unit(positional[next]->value, positional[next]->position, o.unit))
                return false;
            if (next < positional.size())
                ++next;
        }
        const bool needsUnit = o.kind != OrderKind::Deploy && o.kind != OrderKind::Play;
        if (needsUnit) {
            if (next >= positional.size())
                return fail(tr("The order names the unit it is for, as in \"move bozeman\"."));
            if (!unit(positional[next]->value, positional[next]->position, o.unit))
                return false;
            ++next;
        }
        if (next < positional.size())
            return fail(tr("Unexpected argument \"%1\".")
                                .arg(notation::excerpt(QString::fromUtf8(record.text(positional[next]->value.span)))),
                        positional[next]->position);
        for (const notation::Arg &a : record.argsOf(line)) {
            if (a.key.length == 0)
                continue;
            const std::string_view key = record.text(a.key);
            bool ok = true;
            if (key == "to" && (o.kind == OrderKind::Deploy || o.kind == OrderKind::Play))
                ok = hex(a.value, a.position, o.hex);
            else if (key == "at" && o.kind == OrderKind::Fire)
                ok = unit(a.value, a.position, o.target);
            else if (key == "route" && o.kind == OrderKind::Move)
                ok = route(a.value, a.position, o);
            else if (!written && key == "token" && o.kind == OrderKind::Deploy)
                ok = unit(a.value, a.position, m.token);
            else if (!written && key == "roll" && (o.kind == OrderKind::Fire || o.kind == OrderKind::Play))
                ok = rolls(a, m);
            else if (!written && key == "outcome" && (o.kind == OrderKind::Fire || o.kind == OrderKind::Play))
                ok = outcomes(a, m);
            else if (key == "with" && o.kind == OrderKind::Fire) {
                // On a pad only under free-cards=written (the ruleset checks it).
                const std::size_t n = listSize(a.value);
                if (n > m.with.size())
                    ok = fail(tr("A shot is announced with at most four cards."), a.position);
                for (std::size_t i = 0; ok && i < n; ++i)
                    ok = card(item(a.value, i), a.position, m.with[i]);
            } else if (key == "with" && o.kind == OrderKind::Deploy) {
                ok = card(a.value, a.position, o.card);
                const CardEffect *e = ok ? cardEffect(data.cards[std::size_t(o.card)].id) : nullptr;
                if (ok && (!e || e->timing != Timing::WithDeploy))
                    ok = fail(tr("A deployment is announced only with Surprise Warp."), a.position);
            } else if (!written && key == "also" && o.kind == OrderKind::Fire) {
                const std::size_t n = listSize(a.value);
                if (n > m.also.size())
                    ok = fail(tr("A Weapon Overload attacks at most four targets: also= names up to three more."), a.position);
                for (std::size_t i = 0; ok && i < n; ++i)
                    ok = unit(item(a.value, i), a.position, m.also[i]);
            } else if (!written && key == "stray" && o.kind == OrderKind::Fire) {
                const std::size_t n = listSize(a.value);
                if (n > m.stray.size())
                    ok = fail(tr("A missed shot strikes at most two more ships: stray= names one or two."), a.position);
                for (std::size_t i = 0; ok && i < n; ++i)
                    ok = unit(item(a.value, i), a.position, m.stray[i]);
            } else if (!written && key == "misfire" && o.kind == OrderKind::Fire) {
                std::int16_t d12 = 0;
                ok = number(a.value, a.position, d12);
                m.misfire = std::int8_t(std::clamp<int>(d12, -99, 99));
            } else if (!written && key == "cards" && o.kind == OrderKind::Play) {
                ok = cardList(a, m);
            } else if (!written && key == "opportunity" && o.kind == OrderKind::Move) {
                const std::size_t n = a.value.kind == notation::ValueKind::List ? a.value.items.size() : 1;
                if (n > m.opportunity.size())
                    ok = fail(tr("A move meets at most eight attacks of opportunity in a record line."), a.position);
                for (std::size_t i = 0; ok && i < n; ++i)
                    ok = number(n == 1 ? a.value : a.value.items[i], a.position, m.opportunity[m.opportunityCount++]);
            } else if (!written && key == "stop" && o.kind == OrderKind::Move)
                ok = hex(a.value, a.position, m.stop);
            else
                ok = fail(tr("A %1 order takes no \"%2=\".")
                                  .arg(QLatin1String(kOrderKindIds[int(o.kind)]))
                                  .arg(notation::excerpt(QString::fromUtf8(key))),
                          a.position);
            if (!ok)
                return false;
        }
        if (o.kind == OrderKind::Deploy && o.hex < 0)
            return fail(tr("A deployment names its hex, as in \"deploy to=5\"."));
        if (o.kind == OrderKind::Fire && o.target < 0)
            return fail(tr("A shot names its target, as in \"fire bozeman at=aaarg\"."));
        if (o.kind == OrderKind::Move && o.routeLength < 2)
            return fail(tr("A move gives its whole route, as in \"move bozeman route=12,13,14\"."));
        return true;
    }

    const Data &data;
    const notation::Record &record;
    const notation::MoveLine &line;
    core::Reporter &reporter;
};

}  // namespace

std::unique_ptr<core::Move> Ruleset::decodeMove(const notation::Record &record,
                                                const notation::MoveLine &line,
                                                core::Reporter &reporter) const
{
    auto m = std::make_unique<Move>();
    m->turn = line.turn;
    m->side = decodeSide(record, line, reporter, rule::kRecordSide);
    if (m->side < 0)
        return nullptr;
    const int verb = decodeVerb(record, line, kVerbs, reporter, rule::kRecordVerb);
    if (verb < 0)
        return nullptr;
    Decoder dec(*data_, record, line, reporter);
    const auto args = record.argsOf(line);
    switch (verb) {
    case 0:  // hand
    case 1:  // draw
        m->verb = verb == 0 ? Verb::Hand : Verb::Draw;
        for (const notation::Arg &a : args) {
            if (a.key.length != 0 || m->cardCount >= (verb == 0 ? m->cards.size() : 1)) {
                dec.fail(verb == 0 ? tr("An opening hand lists its cards, as in \"hand earth-ship "
                                        "laser ...\".")
                                   : tr("A draw names the one card drawn, or nothing when the "
                                        "deck is empty."),
                         a.position);
                return nullptr;
            }
            if (!dec.card(a.value, a.position, m->cards[m->cardCount++]))
                return nullptr;
        }
        return m;
    case 2:  // order
        m->verb = Verb::Order;
        return dec.orderArgs(*m, true) ? std::move(m) : nullptr;
    case 3:  // done
        m->verb = Verb::Done;
        if (!args.empty()) {
            dec.fail(tr("\"done\" takes no arguments."), args.front().position);
            return nullptr;
        }
        return m;
    case 4: {  // initiative
        m->verb = Verb::Initiative;
        const notation::Arg *roll = record.findArg(line, "roll");
        if (!roll || args.size() != 1) {
            dec.fail(tr("The initiative line gives the d8, as in \"initiative roll=3\"."));
            return nullptr;
        }
        return dec.number(roll->value, roll->position, m->roll) ? std::move(m) : nullptr;
    }
    case 13:  // interrupt
        return dec.interruptArgs(*m) ? std::move(m) : nullptr;
    case 14:  // release
        m->verb = Verb::Release;
        if (!args.empty()) {
            dec.fail(tr("\"release\" takes no arguments."), args.front().position);
            return nullptr;
        }
        return m;
    default:
        m->verb = Verb::Execute;
        return dec.orderArgs(*m, false) ? std::move(m) : nullptr;
    }
}

}  // namespace umpire::spacewars
