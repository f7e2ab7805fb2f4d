#include "tinygame/tiny.h"

#include <QStringList>

#include "core/chance.h"
#include "core/rule_ids.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using umpire::core::Move;
using umpire::core::Reporter;
using umpire::core::RunTags;
using umpire::core::State;
namespace notation = umpire::notation;

namespace tiny {

std::unique_ptr<State> TinyState::clone() const
{
    return std::make_unique<TinyState>(*this);
}

namespace {
const char *const kSideIds[maxSides] = {"red", "blue", "green"};
}  // namespace

bool TinyState::isSeated(int s) const
{
    for (int i = 0; i < seatCount; ++i)
        if (seats[std::size_t(i)] == s)
            return true;
    return false;
}

int TinyState::nextSeated(int s) const
{
    for (int i = 0; i < seatCount; ++i)
        if (seats[std::size_t(i)] == s)
            return seats[std::size_t((i + 1) % seatCount)];
    return seats[0];
}

QString TinyState::phase() const
{
    if (!bidsVariant)
        return {};
    return bidding ? QStringLiteral("bids") : QStringLiteral("race");
}

QString TinyState::toString() const
{
    QString text = QStringLiteral("turn=%1 side=%2 added=%3 red=%4 blue=%5 winner=%6")
        .arg(turnNumber)
        .arg(QLatin1String(kSideIds[side]))
        .arg(added ? QLatin1String("yes") : QLatin1String("no"))
        .arg(counter[0])
        .arg(counter[1])
        .arg(winnerSide < 0 ? QLatin1String("-") : QLatin1String(kSideIds[winnerSide]))
        + (target == defaultTarget ? QString() : QStringLiteral(" target=%1").arg(target));
    if (seatCount != 2 || seats[0] != 0 || seats[1] != 1) {
        QStringList order;
        for (int i = 0; i < seatCount; ++i)
            order << QLatin1String(kSideIds[seats[std::size_t(i)]]);
        text += QStringLiteral(" green=%1 seats=%2").arg(counter[2]).arg(order.join(u','));
    }
    if (maxAdd != 3)
        text += QStringLiteral(" maxadd=%1").arg(maxAdd);
    if (diceVariant)
        text += QStringLiteral(" dice");
    if (bidsVariant)
        text += QStringLiteral(" bidding=%1 bidmask=%2 bids=%3,%4,%5")
                        .arg(bidding ? QLatin1String("yes") : QLatin1String("no"))
                        .arg(bidMask)
                        .arg(bid[0])
                        .arg(bid[1])
                        .arg(bid[2]);
    return text;
}

QJsonObject TinyState::toJson() const
{
    QJsonObject counters;
    QJsonArray sides;
    for (int i = 0; i < seatCount; ++i) {
        const int s = seats[std::size_t(i)];
        const QString id = QLatin1String(kSideIds[s]);
        counters.insert(id, counter[std::size_t(s)]);
        QJsonObject entry{{QStringLiteral("id"), id},
                          {QStringLiteral("counter"), counter[std::size_t(s)]}};
        if (bidsVariant)
            entry.insert(QStringLiteral("bid"), bid[std::size_t(s)]);
        sides.append(entry);
    }
    QJsonObject json{
        {QStringLiteral("turn"), turnNumber},
        {QStringLiteral("side"), QLatin1String(kSideIds[side])},
        {QStringLiteral("added"), added},
        {QStringLiteral("winner"), winnerSide < 0 ? QJsonValue() : QJsonValue(winner())},
        {QStringLiteral("counters"), counters},
        {QStringLiteral("sides"), sides},
    };
    if (bidsVariant)
        json.insert(QStringLiteral("phase"), phase());
    return json;
}

QString TinyState::winner() const
{
    if (winnerSide < 0)
        return {};
    return QLatin1String(kSideIds[winnerSide]);
}

TinyRuleset::TinyRuleset()
{
    info_.id = QStringLiteral("tiny");
    info_.nameEn = QStringLiteral("Tiny Counter Race");
    info_.nameRu = QStringLiteral("Гонка счётчиков");
    info_.sides = {
        {QStringLiteral("red"), QStringLiteral("Red"), QStringLiteral("Красные")},
        {QStringLiteral("blue"), QStringLiteral("Blue"), QStringLiteral("Синие")},
        {QStringLiteral("green"), QStringLiteral("Green"), QStringLiteral("Зелёные")},
    };
    info_.minSeats = 2;
    info_.maxSeats = 3;
    info_.defaultSeats = {0, 1};  // green plays only when a [Seats] tag seats it
    // A variant the core accepts (its [Variant] tag is read by core::readRunTags) and the
    // tiny game only warns about: the tests' set-up warning.
    info_.variants = {{QStringLiteral("fast"), QStringLiteral("Fast"), QStringLiteral("Быстрая")},
                      {QStringLiteral("bids"), QStringLiteral("Bids"), QStringLiteral("Ставки")},
                      {QStringLiteral("dice"), QStringLiteral("Dice"), QStringLiteral("Кубик")}};
    // One reading, so the core's reading checks can be proved without a real game.
    info_.readings = {{QStringLiteral("amount"), QStringLiteral("three"), {QStringLiteral("four")},
                       QStringLiteral("tiny.clarifications.amount")}};
}

std::unique_ptr<State> TinyRuleset::setUp(const notation::Record &record, const RunTags &tags,
                                          Reporter &reporter) const
{
    auto state = std::make_unique<TinyState>();
    // Without [Seats] the core seats red and blue (the default seats); green joins when seated.
    state->seatCount = int(tags.seats.size());
    for (std::size_t i = 0; i < tags.seats.size(); ++i)
        state->seats[i] = tags.seats[i];
    state->side = state->seats[0];
    state->bidsVariant = state->bidding = tags.hasVariant(u"bids", info_);
    state->maxAdd = tags.reading(u"amount", info_) == u"four" ? 4 : 3;
    state->diceVariant = tags.hasVariant(u"dice", info_);
    if (tags.hasVariant(u"fast", info_))
        reporter.warning("tiny.setup",
                         QStringLiteral("The [Variant \"fast\"] tag changes nothing in the tiny "
                                        "game; the race is played as usual."),
                         [&] {
                             for (const auto &tag : record.tags)
                                 if (record.text(tag.name) == "Variant")
                                     return tag.position;
                             return notation::Position{};
                         }());
    for (const auto &tag : record.tags) {
        const std::string_view name = record.text(tag.name);
        if (name == "Target") {
            bool ok = false;
            const int n = tag.value.toInt(&ok);
            if (ok && n >= 0)
                state->target = n;
            else
                reporter.error("tiny.setup",
                               QStringLiteral("The target must be a whole number, 0 or more, not "
                                              "\"%1\"; the race is to %2.")
                                   .arg(tag.value)
                                   .arg(defaultTarget),
                               tag.position);
        }
    }
    return state;
}

bool TinyRuleset::keyMayRepeat(std::string_view, std::string_view key) const
{
    return key == "note";
}

std::unique_ptr<Move> TinyRuleset::decodeMove(const notation::Record &record,
                                              const notation::MoveLine &line,
                                              Reporter &reporter) const
{
    auto move = std::make_unique<TinyMove>();
    move->turn = line.turn;
    move->side = decodeSide(record, line, reporter, "tiny.record.side");
    if (move->side < 0)
        return nullptr;
    static const char *const verbs[] = {"add", "end", "bid"};
    const int verbIndex = decodeVerb(record, line, verbs, reporter, "tiny.record.verb");
    if (verbIndex < 0)
        return nullptr;
    const std::string_view verb = verbs[verbIndex];
    // Notes are remarks for the reader; the game reads every other argument.
    std::vector<const notation::Arg *> args;
    for (const notation::Arg &a : record.argsOf(line))
        if (record.text(a.key) != "note")
            args.push_back(&a);
    if (verb == "end") {
        move->verb = Verb::End;
        if (!args.empty()) {
            reporter.error("tiny.record.args", QStringLiteral("end takes no arguments."),
                           args.front()->position);
            return nullptr;
        }
        return move;
    }
    move->verb = verb == "add" ? Verb::Add : Verb::Bid;
    if (args.empty()) {
        reporter.error("tiny.record.args",
                       QStringLiteral("%1 needs an amount, as in \"%1 2\".")
                           .arg(QLatin1String(verb.data(), qsizetype(verb.size()))));
        return nullptr;
    }
    const notation::Arg &amount = *args.front();
    if (amount.key.length != 0 || amount.value.kind != notation::ValueKind::Integer) {
        reporter.error("tiny.record.args",
                       QStringLiteral("The amount of %1 must be a bare integer, not \"%2\".")
                           .arg(QLatin1String(verb.data(), qsizetype(verb.size())))
                           .arg(QString::fromUtf8(record.text(amount.key.length ? amount.key
                                                                                : amount.value.span))),
                       amount.position);
        return nullptr;
    }
    if (args.size() > 1) {
        reporter.error("tiny.record.args",
                       QStringLiteral("%1 takes one amount only.")
                           .arg(QLatin1String(verb.data(), qsizetype(verb.size()))),
                       args[1]->position);
        return nullptr;
    }
    // Clamp absurd values so arithmetic stays defined; they are flagged by apply anyway.
    move->amount = static_cast<int>(std::clamp<std::int64_t>(amount.value.integer, -1000, 1000));
    return move;
}

bool TinyRuleset::apply(State &state, const Move &move, Reporter &reporter) const
{
    auto &s = static_cast<TinyState &>(state);
    const auto &m = static_cast<const TinyMove &>(move);
    const QString &who = info_.sides[static_cast<std::size_t>(m.side)].nameEn;

    if (s.isTerminal()) {  // only direct callers get here: the Replay stops at the end
        reporter.error("tiny.victory",
                       QStringLiteral("The game is already over (%1 won); no move may follow.")
                           .arg(info_.sides[static_cast<std::size_t>(s.winnerSide)].nameEn));
        return false;
    }
    if (!s.isSeated(m.side)) {
        reporter.error("tiny.seats",
                       QStringLiteral("%1 is not seated in this game; only the sides of the "
                                      "[Seats] tag play.")
                           .arg(who));
        return false;
    }
    if (m.turn != s.turnNumber)
        reporter.error("tiny.turns.number",
                       QStringLiteral("The move is numbered turn %1, but it is turn %2.")
                           .arg(m.turn)
                           .arg(s.turnNumber));
    if (m.verb == Verb::Bid) {
        if (!s.bidding) {
            reporter.error("tiny.bids.phase",
                           s.bidsVariant ? QStringLiteral("%1 bids after the bids phase; every "
                                                          "side bids before the first add.")
                                                   .arg(who)
                                         : QStringLiteral("%1 bids, but bids belong to the "
                                                          "\"bids\" variant.")
                                                   .arg(who));
            return false;
        }
        const int bit = 1 << m.side;
        if (s.bidMask & bit)
            reporter.error("tiny.bids.once",
                           QStringLiteral("%1 bids a second time this turn; a side bids once.")
                               .arg(who));
        if (m.amount < 0 || m.amount > 3)
            reporter.error("tiny.bids.amount",
                           QStringLiteral("%1 bids %2; a bid is 0, 1, 2 or 3.")
                               .arg(who)
                               .arg(m.amount));
        s.bid[std::size_t(m.side)] = m.amount;
        s.bidMask |= bit;
        int all = 0;
        for (int i = 0; i < s.seatCount; ++i)
            all |= 1 << s.seats[std::size_t(i)];
        if ((s.bidMask & all) == all)
            s.bidding = false;
        return true;
    }
    if (s.bidding) {
        // As played: the phase closes, with the missing bids counted as none.
        reporter.error("tiny.bids.phase",
                       QStringLiteral("%1 moves before every side has bid; the bids phase "
                                      "opens each turn.")
                           .arg(who));
        s.bidding = false;
    }
    if (m.side != s.side) {
        reporter.error("tiny.turns.order",
                       QStringLiteral("%1 moved, but it is %2's turn.")
                           .arg(who, info_.sides[static_cast<std::size_t>(s.side)].nameEn));
        // As played: play continues from the side that moved, as if its turn had begun.
        s.side = m.side;
        s.added = false;
    }

    if (m.verb == Verb::Add) {
        if (s.added)
            reporter.error("tiny.add.once",
                           QStringLiteral("%1 adds a second time this turn; a side adds once per "
                                          "turn.")
                               .arg(who));
        if (s.diceVariant && (m.amount < 1 || m.amount > s.maxAdd))
            umpire::core::checkRoll(m.amount, s.maxAdd, reporter, "tiny.dice",
                                    QStringLiteral("%1's add").arg(who));
        else if (m.amount < 1 || m.amount > s.maxAdd)
            reporter.error("tiny.add.amount",
                           s.maxAdd == 3 ? QStringLiteral("%1 adds %2; the amount must be 1, 2 or 3.")
                                                   .arg(who)
                                                   .arg(m.amount)
                                         : QStringLiteral("%1 adds %2; the amount must be 1 to 4 "
                                                          "under the reading amount=four.")
                                                   .arg(who)
                                                   .arg(m.amount));
        s.counter[static_cast<std::size_t>(m.side)] += m.amount;
        s.added = true;
        if (s.target > 0 && s.counter[static_cast<std::size_t>(m.side)] >= s.target)
            s.winnerSide = m.side;
        return true;
    }

    if (!s.added)
        reporter.error("tiny.end",
                       QStringLiteral("%1 ends the turn without adding; a side adds before it "
                                      "ends its turn.")
                           .arg(who));
    s.side = s.nextSeated(s.side);
    s.added = false;
    if (s.side == s.seats[0]) {
        ++s.turnNumber;
        if (s.bidsVariant) {
            s.bidding = true;
            s.bidMask = 0;
        }
    }
    return true;
}

std::vector<std::unique_ptr<Move>> TinyRuleset::legalMoves(const State &state) const
{
    const auto &s = static_cast<const TinyState &>(state);
    std::vector<std::unique_ptr<Move>> out;
    if (s.isTerminal())
        return out;
    auto make = [&](Verb verb, int amount) {
        auto m = std::make_unique<TinyMove>();
        m->turn = s.turnNumber;
        m->side = s.side;
        m->verb = verb;
        m->amount = amount;
        out.push_back(std::move(m));
    };
    if (s.bidding) {
        // Every seated side that has not bid, in seat order: any of them may come next.
        for (int i = 0; i < s.seatCount; ++i) {
            const int seat = s.seats[std::size_t(i)];
            if (s.bidMask & (1 << seat))
                continue;
            for (int n = 0; n <= 3; ++n) {
                auto m = std::make_unique<TinyMove>();
                m->turn = s.turnNumber;
                m->side = seat;
                m->verb = Verb::Bid;
                m->amount = n;
                out.push_back(std::move(m));
            }
        }
    } else if (s.added) {
        make(Verb::End, 0);
    } else {
        if (s.diceVariant)  // the die decides: the outcome a seeded stream would pick
            make(Verb::Add, 1 + (s.turnNumber * 7 + s.side * 3) % s.maxAdd);
        else
            for (int n = 1; n <= s.maxAdd; ++n)
                make(Verb::Add, n);
    }
    return out;
}

std::vector<umpire::core::Choice> TinyRuleset::legalChoices(const State &state) const
{
    const auto &s = static_cast<const TinyState &>(state);
    std::vector<umpire::core::Choice> out;
    for (auto &move : legalMoves(state)) {
        umpire::core::Choice choice{std::move(move), {}, {}};
        const auto &m = static_cast<const TinyMove &>(*choice.move);
        if (s.diceVariant && m.verb == Verb::Add) {
            umpire::core::ChanceField die;
            die.kind = umpire::core::ChanceField::Kind::Die;
            die.index = 0;  // the amount, the line's first positional argument
            for (int face = 1; face <= s.maxAdd; ++face)
                die.values << QString::number(face);
            die.what = QStringLiteral("the die of %1's add")
                               .arg(info_.sides[std::size_t(m.side)].nameEn);
            die.rule = "tiny.dice";
            choice.chance.push_back(std::move(die));
        }
        out.push_back(std::move(choice));
    }
    return out;
}

QByteArray TinyRuleset::encode(const Move &move) const
{
    const auto &m = static_cast<const TinyMove &>(move);
    QByteArray line = QByteArray::number(m.turn) + ' '
                      + info_.sides[static_cast<std::size_t>(m.side)].id.toLatin1();
    if (m.verb == Verb::Add)
        return line + " add " + QByteArray::number(m.amount);
    if (m.verb == Verb::Bid)
        return line + " bid " + QByteArray::number(m.amount);
    return line + " end";
}

QString TinyRuleset::describe(const Move &move, bool russian) const
{
    const auto &m = static_cast<const TinyMove &>(move);
    const auto &side = info_.sides[static_cast<std::size_t>(m.side)];
    if (m.verb == Verb::Bid)
        return russian ? QStringLiteral("%1 ставят %2").arg(side.nameRu).arg(m.amount)
                       : QStringLiteral("%1 bids %2").arg(side.nameEn).arg(m.amount);
    if (russian)
        return m.verb == Verb::Add ? QStringLiteral("%1 прибавляют %2").arg(side.nameRu).arg(m.amount)
                                   : QStringLiteral("%1 заканчивают ход").arg(side.nameRu);
    return m.verb == Verb::Add ? QStringLiteral("%1 adds %2").arg(side.nameEn).arg(m.amount)
                               : QStringLiteral("%1 ends the turn").arg(side.nameEn);
}

std::unique_ptr<umpire::core::Catalog> makeCatalog()
{
    auto catalog = std::make_unique<umpire::core::Catalog>();
    catalog->add(std::make_unique<TinyRuleset>());
    return catalog;
}

QSet<QString> ruleIds()
{
    QFile file(QStringLiteral(TINY_RULES_MD));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s: %s", TINY_RULES_MD, qPrintable(file.errorString()));
    return umpire::core::ruleIdsFromMarkdown(file.readAll());
}

}  // namespace tiny
