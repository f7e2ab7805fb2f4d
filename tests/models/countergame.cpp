#include "countergame.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using umpire::core::Move;
using umpire::core::Reporter;
using umpire::core::State;
namespace notation = umpire::notation;

namespace counter {

namespace {

const char *const sideIds[] = {"red", "blue"};

struct CounterMove : Move {
    bool add = false;
    int amount = 0;
};

struct CounterState : State {
    std::array<int, 2> counters{0, 0};
    int side = 0;
    int turnNumber = 1;
    int target = 10;
    int winnerSide = -1;

    std::unique_ptr<State> clone() const override { return std::make_unique<CounterState>(*this); }
    QString toString() const override
    {
        return QStringLiteral("turn=%1 side=%2 red=%3 blue=%4 winner=%5")
            .arg(turnNumber).arg(side).arg(counters[0]).arg(counters[1]).arg(winnerSide);
    }
    QJsonObject toJson() const override
    {
        return QJsonObject{
            {QStringLiteral("turn"), turnNumber},
            {QStringLiteral("side"), QLatin1String(sideIds[side])},
            {QStringLiteral("winner"), winnerSide < 0 ? QJsonValue() : QJsonValue(winner())},
            {QStringLiteral("counters"),
             QJsonObject{{QStringLiteral("red"), counters[0]},
                         {QStringLiteral("blue"), counters[1]}}},
            {QStringLiteral("pieces"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("red")},
                                    {QStringLiteral("value"), counters[0]}},
                        QJsonObject{{QStringLiteral("id"), QStringLiteral("blue")},
                                    {QStringLiteral("value"), counters[1]}}}},
        };
    }
    bool isTerminal() const override { return winnerSide >= 0; }
    QString winner() const override
    {
        return winnerSide < 0 ? QString() : QString::fromLatin1(sideIds[winnerSide]);
    }
    int currentSide() const override { return side; }
    int turn() const override { return turnNumber; }
};

}  // namespace

CounterRuleset::CounterRuleset()
{
    info_.id = QStringLiteral("counter");
    info_.nameEn = QStringLiteral("Counter Race");
    info_.nameRu = QStringLiteral("Гонка счётчиков");
    info_.sides = {
        {QStringLiteral("red"), QStringLiteral("Red"), QStringLiteral("Красные")},
        {QStringLiteral("blue"), QStringLiteral("Blue"), QStringLiteral("Синие")},
    };
}

std::unique_ptr<State> CounterRuleset::initialState(const notation::Record &record,
                                                    Reporter &reporter) const
{
    auto state = std::make_unique<CounterState>();
    const QString target = record.tag("Target");
    if (!target.isNull()) {
        bool ok = false;
        const int n = target.toInt(&ok);
        if (ok && n >= 0)
            state->target = n;
        else
            reporter.error("counter.setup", QStringLiteral("The target must be a whole number, "
                                                           "not \"%1\".")
                                                .arg(target));
    }
    return state;
}

std::unique_ptr<Move> CounterRuleset::decode(const notation::Record &record,
                                             const notation::MoveLine &line,
                                             Reporter &reporter) const
{
    auto move = std::make_unique<CounterMove>();
    move->turn = line.turn;
    move->side = info_.sideIndex(QString::fromUtf8(record.text(line.side)));
    if (move->side < 0) {
        reporter.error("counter.record.side", QStringLiteral("The sides are red and blue."));
        return nullptr;
    }
    const std::string_view verb = record.text(line.verb);
    const auto args = record.argsOf(line);
    if (verb == "end" && args.empty())
        return move;
    if (verb == "add" && args.size() == 1 && args[0].key.length == 0
        && args[0].value.kind == notation::ValueKind::Integer) {
        move->add = true;
        move->amount = int(std::clamp<std::int64_t>(args[0].value.integer, -1000, 1000));
        return move;
    }
    if (verb != "end" && verb != "add") {
        reporter.error("counter.record.verb", QStringLiteral("The verbs are add and end."));
        return nullptr;
    }
    reporter.error("counter.record.args",
                   QStringLiteral("add takes one whole number and end takes nothing."));
    return nullptr;
}

bool CounterRuleset::apply(State &state, const Move &move, Reporter &reporter) const
{
    auto &s = static_cast<CounterState &>(state);
    const auto &m = static_cast<const CounterMove &>(move);
    if (s.isTerminal()) {
        reporter.error("counter.victory", QStringLiteral("The game is over; no move may follow."));
        return false;
    }
    if (m.side != s.side)
        reporter.error("counter.turn.order", QStringLiteral("It is the other side's turn."));
    if (m.turn != s.turnNumber)
        reporter.warning("counter.turn.number",
                         QStringLiteral("The move says turn %1, but it is turn %2.")
                             .arg(m.turn).arg(s.turnNumber));
    if (m.add) {
        if (m.amount < 1 || m.amount > 3)
            reporter.error("counter.add.amount",
                           QStringLiteral("A side adds 1 to 3, not %1.").arg(m.amount));
        int &c = s.counters[std::size_t(m.side)];
        c += m.amount;
        if (s.target > 0 && c >= s.target)
            s.winnerSide = m.side;
        return true;
    }
    s.side = 1 - s.side;
    if (s.side == 0)
        ++s.turnNumber;
    return true;
}

std::vector<std::unique_ptr<Move>> CounterRuleset::legalMoves(const State &) const
{
    return {};  // not needed by the model tests
}

QByteArray CounterRuleset::encode(const Move &move) const
{
    const auto &m = static_cast<const CounterMove &>(move);
    QByteArray line = QByteArray::number(m.turn) + ' ' + sideIds[m.side];
    return m.add ? line + " add " + QByteArray::number(m.amount) : line + " end";
}

QString CounterRuleset::describe(const Move &move, bool russian) const
{
    const auto &m = static_cast<const CounterMove &>(move);
    const auto &side = info_.sides[std::size_t(m.side)];
    if (russian)
        return m.add ? QStringLiteral("%1: плюс %2").arg(side.nameRu).arg(m.amount)
                     : QStringLiteral("%1: конец хода").arg(side.nameRu);
    return m.add ? QStringLiteral("%1 adds %2").arg(side.nameEn).arg(m.amount)
                 : QStringLiteral("%1 ends the turn").arg(side.nameEn);
}

std::unique_ptr<umpire::core::Catalog> makeCatalog()
{
    auto catalog = std::make_unique<umpire::core::Catalog>();
    catalog->add(std::make_unique<CounterRuleset>());
    return catalog;
}

}  // namespace counter
