#include "games/spacewars/spacewars_ruleset.h"

#include "core/game_info.h"
#include "games/spacewars/spacewars_apply.h"
#include "games/spacewars/spacewars_rules.h"
#include "notation/excerpt.h"

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
    s.p.mineLayer.fill(-1);
    for (int u = 0; u < kUnits; ++u)
        s.p.owner[std::size_t(u)] = std::int8_t(sideOfUnit(u));
    for (int side = 0; side < kSides; ++side)
        s.p.sides[std::size_t(side)].deck = data_->deck[std::size_t(side)];
    s.p.seed = seed;
    return s;
}

std::unique_ptr<core::State> Ruleset::setUp(const notation::Record &record, const core::RunTags &tags,
                                            core::Reporter &reporter) const
{
    if (!data_->error.isEmpty())
        reporter.error(rule::kSetup, tr("The game data could not be loaded: %1").arg(data_->error));
    auto state = std::make_unique<State>(setupState(tags.seed));
    state->p.opportunity = tags.hasVariant(u"attacks-of-opportunity", info_);
    state->p.secondChanceInterruptOnly = tags.reading(u"second-chance", info_) == u"interrupt-only";
    state->p.attacksAllAtOnce = tags.reading(u"multi-attacks", info_) == u"all-at-once";
    state->p.misfireLongRight = tags.reading(u"misfire-long", info_) == u"right";
    state->p.blockadeFromOneShip = tags.reading(u"blockade-ships", info_) == u"at-least-one";
    state->p.anyCardInterrupts = tags.reading(u"bold-cards", info_) == u"any-card";
    state->p.speedPerTurn = tags.reading(u"speed-budget", info_) == u"whole-turn";
    state->p.nastyGunThisTurn = tags.reading(u"nasty-gun-quiet", info_) == u"this-turn-too";
    state->p.cloakedSpeedPerAction = tags.reading(u"cloaked-speed", info_) == u"per-action";
    state->p.warpCountsDeploymentTurn =
            tags.reading(u"surprise-warp-turns", info_) == u"counting-deployment-turn";
    state->p.nastyGunNeedsBoard = tags.reading(u"nasty-gun-reserves", info_) == u"on-board";
    state->p.edgeEitherBlocks = tags.reading(u"line-of-fire-edge", info_) == u"either-blocks";
    state->p.selfDestructEnemiesOnly =
            tags.reading(u"self-destruct-targets", info_) == u"enemy-units";
    state->p.minesSlowEnemiesOnly = tags.reading(u"minefield-cost", info_) == u"enemy-units";
    state->p.cloakedOpportunity = tags.reading(u"opportunity-cloaked", info_) == u"attack";
    state->p.blockadeFromHomeworldOnly =
            tags.reading(u"blockade-reach", info_) == u"from-homeworld";
    state->p.charismaFree = tags.reading(u"charismatic-leader-cost", info_) == u"free";
    state->p.initiativeWhenPlayed = tags.reading(u"initiative-card", info_) == u"when-played";
    state->p.selfDestructCeaseFire =
            tags.reading(u"self-destruct-cease-fire", info_) == u"forbidden";
    state->p.overloadCountsHexes = tags.reading(u"overload-counters", info_) == u"hexes";
    state->p.nastyLineToEdge = tags.reading(u"nasty-gun-line", info_) == u"to-board-edge";
    state->p.limitsWhenCarriedOut = tags.reading(u"order-checks", info_) == u"when-carried-out";
    state->p.strayToEdge = tags.reading(u"stray-shot", info_) == u"to-board-edge";
    state->p.repairOneEffect = tags.reading(u"repair-crew", info_) == u"one-effect";
    state->p.leaveNextDeployment = tags.reading(u"leave", info_) == u"next-deployment";
    state->p.freeCardsWritten = tags.reading(u"free-cards", info_) == u"written";
    state->p.recallAlwaysACard = tags.reading(u"recall", info_) == u"always-a-card";
    for (int side = 0; side < kSides; ++side)
        readDeclaredDeck(record, side, *state, reporter);
    return state;
}

// [EarthDeck "earth-ship*20 laser berserker*2 ..."] and [AliensDeck "..."]: the record's own
// 60-card deck for a side, replacing the assumed basic deck (spacewars.record.decks).
void Ruleset::readDeclaredDeck(const notation::Record &record, int side, State &state,
                               core::Reporter &reporter) const
{
    const char *const name = side == kEarth ? "EarthDeck" : "AliensDeck";
    const notation::TagPair *tag = nullptr;
    for (const notation::TagPair &t : record.tags)
        if (record.text(t.name) == name)
            tag = &t;
    if (!tag)
        return;
    const Data &d = *data_;
    std::array<std::uint8_t, kMaxCards> deck{};
    int total = 0;
    bool ok = true;
    for (const QString &entry : tag->value.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const qsizetype star = entry.indexOf(QLatin1Char('*'));
        const QString id = star < 0 ? entry : entry.left(star);
        bool countOk = true;
        const int count = star < 0 ? 1 : entry.mid(star + 1).toInt(&countOk);
        const int c = d.card(id.toStdString());
        if (c < 0 || !countOk || count < 1 || count > 60 ||
            (d.cards[std::size_t(c)].unitSide >= 0 && d.cards[std::size_t(c)].unitSide != side)) {
            reporter.error(rule::kDeclaredDecks,
                           tr("\"%1\" is not a card of this side's deck: write a card id, or id*count.").arg(notation::excerpt(entry)),
                           tag->position);
            ok = false;
            continue;
        }
        deck[std::size_t(c)] = std::uint8_t(std::min(250, deck[std::size_t(c)] + count));
        total += count;
    }
    if (total != 60) {
        reporter.error(rule::kDeclaredDecks, tr("A declared deck holds 60 cards; this one holds %1.").arg(total),
                       tag->position);
        ok = false;
    }
    if (!ok)
        return;
    SideState &z = state.p.sides[std::size_t(side)];
    z.deck = deck;
    z.declared = true;
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
    // The facts shared by an executed line and an interrupt: d8s, outcomes, cards.
    const auto rolls = [&] {
        QByteArray facts;
        for (int i = 0; i < m.rollCount(); ++i)
            facts += (i ? "," : " roll=") + QByteArray::number(m.rollAt(i));
        for (int i = 0; i < m.outcomeCount(); ++i)
            facts += QByteArray(i ? "," : " outcome=") + (m.outcomeAt(i) == Outcome::Hit ? "hit" : "miss");
        return facts;
    };
    const auto cards = [&] {
        QByteArray facts;
        for (int i = 0; i < m.cardCount; ++i)
            facts += (i ? "," : " cards=") + QByteArray::fromStdString(d.cards[std::size_t(m.cards[std::size_t(i)])].id);
        return facts;
    };
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
    case Verb::Release:
        return out + "release";
    case Verb::Interrupt:
        out += "interrupt " + QByteArray::fromStdString(d.cards[std::size_t(m.order.card)].id);
        if (m.order.unit >= 0)
            out += ' ' + unit(m.order.unit);
        if (m.order.hex >= 0)
            out += " to=" + hex(m.order.hex);
        // An action card played as an interrupt (bold-cards=any-card) gives its play line's facts.
        return out + rolls() + cards();
    case Verb::Order:
        out += "order ";
        break;
    case Verb::Execute:
        break;
    }
    const Order &o = m.order;
    out += kOrderKindIds[int(o.kind)];
    if (o.card >= 0 && o.kind != OrderKind::Deploy)
        out += ' ' + QByteArray::fromStdString(d.cards[std::size_t(o.card)].id);
    if (o.unit >= 0)
        out += ' ' + unit(o.unit);
    if (o.hex >= 0)
        out += " to=" + hex(o.hex);
    if (o.target >= 0)
        out += " at=" + unit(o.target);
    for (int i = 0; i < o.routeLength; ++i)
        out += (i ? "," : " route=") + hex(o.route[std::size_t(i)]);
    if (o.card >= 0 && o.kind == OrderKind::Deploy)
        out += " with=" + QByteArray::fromStdString(d.cards[std::size_t(o.card)].id);
    if (m.verb == Verb::Execute) {
        if (m.token >= 0)
            out += " token=" + unit(m.token);
        for (std::size_t i = 0; i < m.also.size() && m.also[i] >= 0; ++i)
            out += (i ? "," : " also=") + unit(m.also[i]);
        if (m.misfire != 0)
            out += " misfire=" + QByteArray::number(m.misfire);
        for (std::size_t i = 0; i < m.stray.size() && m.stray[i] >= 0; ++i)
            out += (i ? "," : " stray=") + unit(m.stray[i]);
        out += rolls();
        for (int i = 0; i < m.opportunityCount; ++i)
            out += (i ? "," : " opportunity=") + QByteArray::number(m.opportunity[std::size_t(i)]);
        if (m.stop >= 0)
            out += " stop=" + hex(m.stop);
        out += cards();
        for (std::size_t i = 0; i < m.with.size() && m.with[i] >= 0; ++i)
            out += (i ? "," : " with=") + QByteArray::fromStdString(d.cards[std::size_t(m.with[i])].id);
    } else {
        // A fire order written with its cards (free-cards=written).
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
        // A count: a plural form in either language.
        if (russian)
            return QCoreApplication::translate("spacewars", "Opening hand of %1: %n card(s)",
                                               nullptr, m.cardCount)
                    .arg(side);
        return (m.cardCount == 1 ? QStringLiteral("Opening hand of %1: %2 card")
                                 : QStringLiteral("Opening hand of %1: %2 cards"))
                .arg(side)
                .arg(m.cardCount);
    case Verb::Draw:
        return m.cardCount ? phrase(QT_TRANSLATE_NOOP("spacewars", "A card drawn for %1")).arg(side)
                           : phrase(QT_TRANSLATE_NOOP("spacewars", "No card left to draw for %1")).arg(side);
    case Verb::Done:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "Pad of %1 closed")).arg(side);
    case Verb::Initiative:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "Initiative d8 %1: %2 first")).arg(m.roll).arg(side);
    case Verb::Release:
        return phrase(QT_TRANSLATE_NOOP("spacewars", "%1 releases its Orbital Blockade")).arg(side);
    case Verb::Interrupt: {
        const CardInfo &c = d.cards[std::size_t(m.order.card)];
        QString what = russian && !c.nameRu.isEmpty() ? c.nameRu : c.nameEn;
        if (m.order.unit >= 0)
            what = phrase(QT_TRANSLATE_NOOP("spacewars", "%1 on %2")).arg(what, unit(m.order.unit));
        if (m.roll != 0)
            what += QStringLiteral(" (d8 %1)").arg(m.roll);
        return phrase(QT_TRANSLATE_NOOP("spacewars", "Interrupt by %1: %2")).arg(side, what);
    }
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
        return phrase(QT_TRANSLATE_NOOP("spacewars", "Written by %1: %2")).arg(side, what);
    case Verb::Execute:
        return side + QStringLiteral(": ") + what;
    default:
        return what;
    }
}

}  // namespace umpire::spacewars
