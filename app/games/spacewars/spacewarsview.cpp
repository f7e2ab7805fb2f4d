#include "spacewars/spacewarsview.h"

#include "replaydata.h"

#include <cmath>
#include <utility>

#include "games/spacewars/spacewars_play.h"
#include "games/spacewars/spacewars_state.h"

namespace umpire::games {

namespace sw = umpire::spacewars;

namespace {

const char *const kSideIds[sw::kSides] = {"earth", "aliens"};

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : n < 0 ? QStringLiteral("−%1").arg(-n) : QStringLiteral("0");
}

// "offense +1, speed −1": the changes a set of modifiers makes, in words.
QString modsWords(const sw::Mods &m)
{
    QStringList parts;
    if (m.offense)
        parts << SpacewarsView::tr("offense %1").arg(signedNumber(m.offense));
    if (m.defense)
        parts << SpacewarsView::tr("defense %1").arg(signedNumber(m.defense));
    if (m.speed)
        parts << SpacewarsView::tr("speed %1").arg(signedNumber(m.speed));
    if (m.reach)
        parts << SpacewarsView::tr("range %1").arg(signedNumber(m.reach));
    if (m.closer)
        parts << SpacewarsView::tr("targets %1 closer").arg(m.closer);
    return parts.join(QStringLiteral(", "));
}

int pileSize(const std::array<std::uint8_t, sw::kMaxCards> &pile)
{
    int n = 0;
    for (std::uint8_t c : pile)
        n += c;
    return n;
}

// "Laser ×2, Berserker": the cards of a pile by name, in the data's order.
QString pileNames(const sw::Data &d, const std::array<std::uint8_t, sw::kMaxCards> &pile, bool russian)
{
    QStringList names;
    for (std::size_t c = 0; c < d.cards.size() && c < pile.size(); ++c) {
        if (!pile[c])
            continue;
        const QString name = russian && !d.cards[c].nameRu.isEmpty() ? d.cards[c].nameRu : d.cards[c].nameEn;
        names << (pile[c] > 1 ? QStringLiteral("%1 ×%2").arg(name).arg(pile[c]) : name);
    }
    return names.join(QStringLiteral(", "));
}

}  // namespace

SpacewarsView::SpacewarsView(QObject *parent) : QObject(parent)
{
    geometry_.setGame(QStringLiteral("spacewars"));
    hexes_.setBoard(&geometry_);
}

void SpacewarsView::setReplay(models::ReplayController *replay)
{
    if (replay_ == replay)
        return;
    if (replay_)
        disconnect(replay_, nullptr, this, nullptr);
    replay_ = replay;
    if (replay_) {
        connect(replay_, &models::ReplayController::stepChanged, this, &SpacewarsView::refresh);
        connect(replay_, &models::ReplayController::recordChanged, this, &SpacewarsView::recordChanged);
        connect(replay_, &models::ReplayController::namesChanged, this, &SpacewarsView::refresh);
    }
    Q_EMIT replayChanged();
    recordChanged();
}

void SpacewarsView::recordChanged()
{
    voids_.clear();
    refresh();
}

QString SpacewarsView::sideName(int side) const
{
    if (side < 0 || side >= sw::kSides)
        return {};
    const auto data = replay_ ? replay_->replayData() : nullptr;
    const QString id = QLatin1String(kSideIds[side]);
    return data ? data->sideName(id, replay_->russian()) : id;
}

QPointF SpacewarsView::hexPoint(const QString &hex) const
{
    const int i = hex.isEmpty() ? -1 : geometry_.indexOf(hex);
    return i >= 0 ? geometry_.data().regions[i].label : QPointF();
}

void SpacewarsView::refresh()
{
    const auto data = replay_ ? replay_->replayData() : nullptr;
    const bool russian = replay_ && replay_->russian();
    std::shared_ptr<const core::State> statePtr;
    if (data && data->checked() && data->gameId() == QLatin1String("spacewars"))
        statePtr = replay_->shownState();
    const sw::State *state = dynamic_cast<const sw::State *>(statePtr.get());

    const spacewarsview::TurnView was = std::exchange(
            turn_, state ? spacewarsview::turnView(*data, replay_->step(), russian, voids_) : spacewarsview::TurnView{});
    const Texts wasTexts = std::exchange(texts_, textsOf(turn_));
    hexes_.showState(state);
    ships_.showState(state, &geometry_, russian);
    earthPad_.show(turn_.orders);
    alienPad_.show(turn_.orders);

    const QVariantList wasSides = std::exchange(sides_, {});
    const QStringList wasEffects = std::exchange(effects_, {});
    const int wasStateTurn = std::exchange(stateTurn_, state ? state->p.turn : 0);
    const QString wasStatePhase = std::exchange(statePhase_, state ? state->phase() : QString());
    if (state) {
        const sw::Data &d = state->data();
        for (int side = 0; side < sw::kSides; ++side) {
            const sw::SideState &z = state->p.sides[std::size_t(side)];
            QStringList sideEffects;
            if (!(z.lasting == sw::Mods{}))
                sideEffects << tr("Redesigns for the rest of the game: %1").arg(modsWords(z.lasting));
            if (!(z.turn == sw::Mods{}))
                sideEffects << tr("Every ship this turn: %1").arg(modsWords(z.turn));
            sides_ << QVariantMap{{QStringLiteral("sideIndex"), side},
                                  {QStringLiteral("name"), sideName(side)},
                                  {QStringLiteral("hand"), pileSize(z.hand)},
                                  {QStringLiteral("deck"), pileSize(z.deck)},
                                  {QStringLiteral("discard"), pileSize(z.discard)},
                                  {QStringLiteral("handCards"), pileNames(d, z.hand, russian)},
                                  {QStringLiteral("discardCards"), pileNames(d, z.discard, russian)},
                                  {QStringLiteral("effects"), sideEffects}};
        }
        if (sw::ceaseFire(*state))
            effects_ << tr("Cease-Fire: no ship fires until the end of turn %1").arg(state->p.ceaseFireUntil);
        for (int u = 0; u < sw::kUnits; ++u) {
            if (!state->onBoard(u))
                continue;
            const QString ship = QString::fromStdString(d.unitNames[std::size_t(u)]);
            if (!(state->p.lasting[std::size_t(u)] == sw::Mods{}))
                effects_ << tr("%1 carries tokens: %2").arg(ship, modsWords(state->p.lasting[std::size_t(u)]));
            if (!(state->p.turnMods[std::size_t(u)] == sw::Mods{}))
                effects_ << tr("%1 this turn: %2").arg(ship, modsWords(state->p.turnMods[std::size_t(u)]));
            if (state->p.failures[std::size_t(u)] & sw::kNoFire)
                effects_ << tr("%1 cannot fire this turn").arg(ship);
            if (state->p.failures[std::size_t(u)] & sw::kNoMove)
                effects_ << tr("%1 cannot move this turn").arg(ship);
        }
        QStringList debris, mines;
        for (std::size_t h = 0; h < d.hexes.size(); ++h) {
            const QString id = QString::fromStdString(d.hexes[h].id);
            if (state->p.debris[h])
                debris << (state->p.debris[h] > 1 ? QStringLiteral("%1 (×%2)").arg(id).arg(state->p.debris[h]) : id);
            if (state->p.mines[h])
                mines << id;
        }
        if (!debris.isEmpty())
            effects_ << tr("Debris in hexes %1: +1 defense and −1 offense per token to a ship there")
                                .arg(debris.join(QStringLiteral(", ")));
        if (!mines.isEmpty())
            effects_ << tr("Minefields in hexes %1: entering one costs two more hexes of movement")
                                .arg(mines.join(QStringLiteral(", ")));
    }

    if (was.valid != turn_.valid || was.turn != turn_.turn || wasTexts.phase != texts_.phase ||
        wasTexts.padSizes != texts_.padSizes)
        Q_EMIT turnChanged();
    if (was.initiativeRoll != turn_.initiativeRoll || was.initiativeSide != turn_.initiativeSide ||
        wasTexts.initiative != texts_.initiative)
        Q_EMIT initiativeChanged();
    if (was.shot.present != turn_.shot.present || was.shot.hit != turn_.shot.hit || wasTexts.shotFrom != texts_.shotFrom ||
        wasTexts.shotTo != texts_.shotTo || wasTexts.shotHasLine != texts_.shotHasLine || wasTexts.shot != texts_.shot ||
        wasTexts.shotFigures != texts_.shotFigures)
        Q_EMIT shotChanged();
    if (wasStateTurn != stateTurn_ || wasStatePhase != statePhase_ || wasSides != sides_ || wasEffects != effects_)
        Q_EMIT inspectorChanged();
}

QVariantList SpacewarsView::homeworlds() const
{
    QVariantList out;
    for (int side = 0; side < sw::kSides; ++side) {
        QRectF box;
        for (const SpacewarsHexModel::Row &row : hexes_.rows()) {
            if (row.homeworld != side)
                continue;
            const int i = geometry_.indexOf(row.id);
            const QRectF hex = geometry_.data().regions[i].polygon.boundingRect();
            box = box.isNull() ? hex : box.united(hex);
        }
        if (!box.isNull())
            out << QVariantMap{{QStringLiteral("sideIndex"), side},
                               {QStringLiteral("x"), box.center().x()},
                               {QStringLiteral("top"), box.top()},
                               {QStringLiteral("bottom"), box.bottom()}};
    }
    return out;
}

double SpacewarsView::hexRadius() const
{
    const QList<boards::BoardRegion> &regions = geometry_.data().regions;
    if (regions.isEmpty() || regions.front().polygon.isEmpty())
        return 1;
    const QPointF edge = regions.front().polygon.front() - regions.front().label;
    return std::hypot(edge.x(), edge.y());
}

QString SpacewarsView::phaseWords(const QString &phase)
{
    if (phase == QLatin1String("setup"))
        return tr("Opening hands");
    if (phase == QLatin1String("draw"))
        return tr("Drawing cards");
    if (phase == QLatin1String("orders"))
        return tr("Writing orders");
    if (phase == QLatin1String("initiative"))
        return tr("Rolling for initiative");
    if (phase == QLatin1String("execution"))
        return tr("Carrying out orders");
    return phase;
}

SpacewarsView::Texts SpacewarsView::textsOf(const spacewarsview::TurnView &turn) const
{
    Texts texts;
    if (!turn.valid)
        return texts;
    texts.phase = phaseWords(turn.phase);
    for (const spacewarsview::OrderRow &row : turn.orders)
        ++texts.padSizes[row.side];
    texts.initiative = turn.initiativeRoll == 0
            ? tr("Initiative not rolled yet")
            : tr("Initiative: d8 %1, %2 first").arg(turn.initiativeRoll).arg(sideName(turn.initiativeSide));

    const spacewarsview::Shot &s = turn.shot;
    if (!s.present)
        return texts;
    texts.shotFrom = hexPoint(s.fromHex);
    texts.shotTo = hexPoint(s.toHex);
    texts.shotHasLine = geometry_.indexOf(s.fromHex) >= 0 && geometry_.indexOf(s.toHex) >= 0;
    if (s.blocked) {
        texts.shot = tr("%1 cannot fire at %2: the order is void").arg(s.attacker, s.target);
        return texts;
    }
    texts.shotFigures = tr("range %1 · needs %2").arg(s.range).arg(s.need);
    if (s.roll > 0)
        texts.shotFigures += QStringLiteral(" · ") + tr("d8 %1").arg(s.roll);
    // 2 x range - offense + defense; a 1 always misses and an 8 always hits.
    const QString verdict = s.roll == 0 ? tr("no roll recorded") : s.hit ? tr("hit") : tr("miss");
    texts.shot = tr("%1 fires at %2: range %3, needs %4 or more on the d8; rolled %5, %6")
                         .arg(s.attacker, s.target)
                         .arg(s.range)
                         .arg(s.need)
                         .arg(s.roll)
                         .arg(verdict);
    return texts;
}

}  // namespace umpire::games
