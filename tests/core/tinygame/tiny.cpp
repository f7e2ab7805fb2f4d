#include "tinygame/tiny.h"

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

QString TinyState::toString() const
{
    static const char *const names[] = {"red", "blue"};
    return QStringLiteral("turn=%1 side=%2 added=%3 red=%4 blue=%5 winner=%6")
        .arg(turnNumber)
        .arg(QLatin1String(names[side]))
        .arg(added ? QLatin1String("yes") : QLatin1String("no"))
        .arg(counter[0])
        .arg(counter[1])
        .arg(winnerSide < 0 ? QLatin1String("-") : QLatin1String(names[winnerSide]))
        + (target == defaultTarget ? QString() : QStringLiteral(" target=%1").arg(target));
}

QJsonObject TinyState::toJson() const
{
    const auto sideEntry = [this](int i, const QString &id) {
        return QJsonObject{{QStringLiteral("id"), id},
                           {QStringLiteral("counter"), counter[std::size_t(i)]}};
    };
    const QString red = QStringLiteral("red");
    const QString blue = QStringLiteral("blue");
    return QJsonObject{
        {QStringLiteral("turn"), turnNumber},
        {QStringLiteral("side"), side == 0 ? red : blue},
        {QStringLiteral("added"), added},
        {QStringLiteral("winner"), winnerSide < 0 ? QJsonValue() : QJsonValue(winner())},
        {QStringLiteral("counters"), QJsonObject{{red, counter[0]}, {blue, counter[1]}}},
        {QStringLiteral("sides"), QJsonArray{sideEntry(0, red), sideEntry(1, blue)}},
    };
}

QString TinyState::winner() const
{
    if (winnerSide < 0)
        return {};
    return winnerSide == 0 ? QStringLiteral("red") : QStringLiteral("blue");
}

TinyRuleset::TinyRuleset()
{
    info_.id = QStringLiteral("tiny");
    info_.nameEn = QStringLiteral("Tiny Counter Race");
    info_.nameRu = QStringLiteral("Гонка счётчиков");
    info_.sides = {
        {QStringLiteral("red"), QStringLiteral("Red"), QStringLiteral("Красные")},
        {QStringLiteral("blue"), QStringLiteral("Blue"), QStringLiteral("Синие")},
    };
    // A variant the core accepts (its [Variant] tag is read by core::readRunTags) and the
    // tiny game only warns about: the tests' set-up warning.
    info_.variants = {{QStringLiteral("fast"), QStringLiteral("Fast"), QStringLiteral("Быстрая")}};
}

std::unique_ptr<State> TinyRuleset::setUp(const notation::Record &record, const RunTags &tags,
                                          Reporter &reporter) const
{
    auto state = std::make_unique<TinyState>();
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
    const QString side = QString::fromUtf8(record.text(line.side));
    move->side = info_.sideIndex(side);
    if (move->side < 0) {
        reporter.error("tiny.record.side",
                       QStringLiteral("Unknown side \"%1\": the sides are red and blue.").arg(side));
        return nullptr;
    }
    const std::string_view verb = record.text(line.verb);
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
    if (verb != "add") {
        reporter.error("tiny.record.verb",
                       QStringLiteral("Unknown verb \"%1\": the verbs are add and end.")
                           .arg(QString::fromUtf8(verb)));
        return nullptr;
    }
    move->verb = Verb::Add;
    if (args.empty()) {
        reporter.error("tiny.record.args",
                       QStringLiteral("add needs the amount to add, as in \"add 2\"."));
        return nullptr;
    }
    const notation::Arg &amount = *args.front();
    if (amount.key.length != 0 || amount.value.kind != notation::ValueKind::Integer) {
        reporter.error("tiny.record.args",
                       QStringLiteral("The amount of add must be a bare integer, not \"%1\".")
                           .arg(QString::fromUtf8(record.text(amount.key.length ? amount.key
                                                                                : amount.value.span))),
                       amount.position);
        return nullptr;
    }
    if (args.size() > 1) {
        reporter.error("tiny.record.args", QStringLiteral("add takes one amount only."),
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
    if (m.turn != s.turnNumber)
        reporter.error("tiny.turns.number",
                       QStringLiteral("The move is numbered turn %1, but it is turn %2.")
                           .arg(m.turn)
                           .arg(s.turnNumber));
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
        if (m.amount < 1 || m.amount > 3)
            reporter.error("tiny.add.amount",
                           QStringLiteral("%1 adds %2; the amount must be 1, 2 or 3.")
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
    s.side = 1 - s.side;
    s.added = false;
    if (s.side == 0)
        ++s.turnNumber;
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
    if (s.added) {
        make(Verb::End, 0);
    } else {
        for (int n = 1; n <= 3; ++n)
            make(Verb::Add, n);
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
    return line + " end";
}

QString TinyRuleset::describe(const Move &move, bool russian) const
{
    const auto &m = static_cast<const TinyMove &>(move);
    const auto &side = info_.sides[static_cast<std::size_t>(m.side)];
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
