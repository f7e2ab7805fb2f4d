#include "games/spacewars/spacewars_ruleset.h"

#include "core/game_info.h"
#include "games/spacewars/spacewars_apply.h"
#include "games/spacewars/spacewars_rules.h"

namespace umpire::spacewars {
namespace {

const char *const kSideIds[kSides] = {"earth", "aliens"};

}  // namespace

Ruleset::Ruleset() : data_(&Data::builtin()), info_(core::loadGameInfo(QStringLiteral("spacewars"))) {}

const char *Ruleset::tagsRule() const { return rule::kSetup; }
const char *Ruleset::gameOverRule() const { return rule::kLanding; }
const char *Ruleset::repeatedArgumentRule() const { return rule::kRecordRepeated; }

State Ruleset::setupState(std::uint64_t seed) const
{
    State s(*data_);
    s.p.unitHex.fill(kInReserve);
    for (int side = 0; side < kSides; ++side)
        s.p.sides[std::size_t(side)].deck = data_->deck[std::size_t(side)];
    s.p.seed = seed;
    return s;
}

std::unique_ptr<core::State> Ruleset::setUp(const notation::Record &, const core::RunTags &tags,
                                            core::Reporter &reporter) const
{
    if (!data_->error.isEmpty())
        reporter.error(rule::kSetup, tr("The game data could not be loaded: %1").arg(data_->error));
    return std::make_unique<State>(setupState(tags.seed));
}

bool Ruleset::apply(core::State &state, const core::Move &move, core::Reporter &reporter) const
{
    return applyMove(info_, static_cast<State &>(state), static_cast<const Move &>(move), reporter);
}

QByteArray Ruleset::encode(const core::Move &move) const
{
    const Move &m = static_cast<const Move &>(move);
    const Data &d = *data_;
    QByteArray out = QByteArray::number(m.turn) + ' ' + kSideIds[m.side] + ' ';
    const auto hex = [&](int h) { return QByteArray::fromStdString(d.hexes[std::size_t(h)].id); };
    const auto unit = [&](int u) { return QByteArray::fromStdString(d.unitNames[std::size_t(u)]); };
    switch (m.verb) {
    case Verb::Hand:
    case Verb::Draw:
        out += m.verb == Verb::Hand ? "hand" : "draw";
        for (int i = 0; i < m.cardCount; ++i)
            out += ' ' + QByteArray::fromStdString(d.cards[std::size_t(m.cards[std::size_t(i)])].id);
        return out;
    case Verb::Done:
        return out + "done";
    case Verb::Initiative:
        return out + "initiative roll=" + QByteArray::number(m.roll);
    case Verb::Order:
        out += "order ";
        break;
    case Verb::Execute:
        break;
    }
    const Order &o = m.order;
    out += kOrderKindIds[int(o.kind)];
    if (o.card >= 0)
        out += ' ' + QByteArray::fromStdString(d.cards[std::size_t(o.card)].id);
    if (o.unit >= 0)
        out += ' ' + unit(o.unit);
    if (o.hex >= 0)
        out += " to=" + hex(o.hex);
    if (o.target >= 0)
        out += " at=" + unit(o.target);
    for (int i = 0; i < o.routeLength; ++i)
        out += (i ? "," : " route=") + hex(o.route[std::size_t(i)]);
    if (m.verb == Verb::Execute) {
        if (m.token >= 0)
            out += " token=" + unit(m.token);
        if (m.roll != 0)
            out += " roll=" + QByteArray::number(m.roll);
        if (m.outcome != Outcome::None)
            out += m.outcome == Outcome::Hit ? " outcome=hit" : " outcome=miss";
        if (m.stop >= 0)
            out += " stop=" + hex(m.stop);
        for (int i = 0; i < m.cardCount; ++i)
            out += (i ? "," : " cards=") + QByteArray::fromStdString(d.cards[std::size_t(m.cards[std::size_t(i)])].id);
        for (std::size_t i = 0; i < m.with.size() && m.with[i] >= 0; ++i)
            out += (i ? "," : " with=") + QByteArray::fromStdString(d.cards[std::size_t(m.with[i])].id);
    }
    return out;
}

QString Ruleset::describe(const core::Move &move, bool russian) const
{
    const Move &m = static_cast<const Move &>(move);
    const Data &d = *data_;
    const auto phrase = [russian](const char *english) {
        return russian ? QCoreApplication::translate("spacewars", english) : QString::fromLatin1(english);
    };
    const core::SideInfo &si = info_.sides[std::size_t(m.side)];
    const QString side = russian && !si.nameRu.isEmpty() ? si.nameRu : si.nameEn;
    const auto unit = [&](int u) { return QString::fromStdString(d.unitNames[std::size_t(u)]); };
    const auto hex = [&](int h) { return QString::fromStdString(d.hexes[std::size_t(h)].id); };
    switch (m.verb) {
    case Verb::Hand:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "%1 draws an opening hand of %2 cards")).arg(side).arg(m.cardCount);
    case Verb::Draw:
        return m.cardCount ? phrase(QT_TRANSLATE_NOOP("spacewars", "%1 draws a card")).arg(side)
                           : phrase(QT_TRANSLATE_NOOP("spacewars", "%1 has no card left to draw")).arg(side);
    case Verb::Done:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "%1 has written its orders")).arg(side);
    case Verb::Initiative:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "Initiative d8 %1: %2 acts first")).arg(m.roll).arg(side);
    case Verb::Order:
    case Verb::Execute:
        break;
    }
    QString route;
    for (int i = 0; i < m.order.routeLength; ++i)
        route += (i ? QStringLiteral("-") : QString()) + hex(m.order.route[std::size_t(i)]);
    QString what;
    const Order &o = m.order;
    switch (o.kind) {
    case OrderKind::Deploy:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "a ship deploys to hex %1")).arg(hex(o.hex));
        if (m.verb == Verb::Execute && m.token >= 0)
            what += QStringLiteral(": ") + unit(m.token);
        break;
    case OrderKind::Move:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 moves along %2")).arg(unit(o.unit), route);
        if (m.verb == Verb::Execute && m.stop >= 0)
            what += QStringLiteral(" ") + phrase(QT_TRANSLATE_NOOP("spacewars", "(stops at %1)")).arg(hex(m.stop));
        break;
    case OrderKind::Fire:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 fires at %2")).arg(unit(o.unit), unit(o.target));
        if (m.verb == Verb::Execute && m.roll != 0)
            what += QStringLiteral(" (d8 %1, %2)")
                            .arg(m.roll)
                            .arg(m.outcome == Outcome::Hit ? phrase(QT_TRANSLATE_NOOP("spacewars", "hit")) : phrase(QT_TRANSLATE_NOOP("spacewars", "miss")));
        break;
    case OrderKind::Cloak:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 cloaks")).arg(unit(o.unit));
        break;
    case OrderKind::Uncloak:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 uncloaks")).arg(unit(o.unit));
        break;
    case OrderKind::Clean:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 cleans up Debris")).arg(unit(o.unit));
        break;
    case OrderKind::Recall:
        what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 is recalled to the hand")).arg(unit(o.unit));
        break;
    case OrderKind::Play: {
        const CardInfo &c = d.cards[std::size_t(o.card)];
        const QString name = russian && !c.nameRu.isEmpty() ? c.nameRu : c.nameEn;
        what = o.unit >= 0 ? phrase(QT_TRANSLATE_NOOP("spacewars", "%1 on %2")).arg(name, unit(o.unit)) : name;
        break;
    }
    }
    switch (m.verb) {
    case Verb::Order:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "%1 writes: %2")).arg(side, what);
    case Verb::Execute:
        return side + QStringLiteral(": ") + what;
    default:
        return what;
    }
}

}  // namespace umpire::spacewars
