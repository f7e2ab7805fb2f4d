#include "games/wotw/wotw_ruleset.h"

#include "core/game_info.h"
#include "games/wotw/wotw_apply.h"
#include "games/wotw/wotw_rules.h"
#include "notation/excerpt.h"

#include <QCoreApplication>

namespace umpire::wotw {
namespace {

struct ReadingName {
    const char *id;  // "short-id=reading"
    Reading flag;
};
// The non-adopted readings of rules.md's Clarifications that a record may select (game.json
// lists them as "alternatives"; the core reads the [Reading] tag).
constexpr ReadingName kReadings[] = {
    {"place-instead=russian", ReadingPlaceRussian},
    {"strike=turn", ReadingStrikeTurn},
    {"unprotected=defense-only", ReadingUnprotectedDefenseOnly},
    {"regenerator=repeat", ReadingRegeneratorRepeat},
    {"heavy-artillery=adjacent-2", ReadingArtilleryAdjacent2},
    {"guerillas=per-region", ReadingGuerillasPerRegion},
    {"infrasound=push-first", ReadingInfrasoundPushFirst},
    {"special-attacks-vs-defense=forbidden", ReadingSpecialForbidden},
    {"alien-factory=all-tripod-damage", ReadingFactoryAllTripod},
    {"reshuffle-timing=when-empty", ReadingReshuffleWhenEmpty},
    {"blocking=start-only", ReadingBlockingStartOnly},
    {"unit-purchase-without-miniature=forbidden", ReadingUnitPurchaseForbidden},
    {"fort-text=artillery-region", ReadingFortArtilleryRegion},
    {"tank-factory=spill", ReadingTankFactorySpill},
    {"influence-duration=from-placement", ReadingInfluenceFromPlacement},
    {"barrage-balloons=before-army", ReadingBalloonsBeforeArmy},
};

// The names, sides and variants come from game.json. The engine's side indices (kAliens,
// kHumans) follow its side order, which a test pins.
core::GameInfo loadInfo()
{
    return core::loadGameInfo(QStringLiteral("wotw"));
}

QString q(const std::string &s) { return QString::fromStdString(s); }

}  // namespace

Ruleset::Ruleset() : Ruleset(Data::builtin()) {}

Ruleset::Ruleset(const Data &data) : data_(&data), info_(loadInfo()) {}

State Ruleset::setupState(std::uint64_t seed, bool experiencedSwap, std::uint32_t readings) const
{
    const Data &d = *data_;
    State s(d);
    Pod &p = s.p;
    p.building.fill(kNoBuilding);
    p.unitRegion.fill(-1);
    for (std::size_t r = 0; r < d.regions.size(); ++r)
        p.civilians[r] = std::uint8_t(d.regions[r].civilians);
    if (d.landing >= 0) {
        p.building[std::size_t(d.landing)] = kInvasionShip;
        p.unitRegion[std::size_t(unitIndex(UnitType::Tripod, 1))] = std::int8_t(d.landing);
        p.unitRegion[std::size_t(unitIndex(UnitType::Ufo, 1))] = std::int8_t(d.landing);
    }
    for (std::size_t c = 0; c < d.cards.size(); ++c) {
        const CardInfo &info = d.cards[c];
        SideZones &z = p.zones[std::size_t(info.side)];
        z.supply[c] = std::uint8_t(info.starting);
        z.offerDeck[c] = std::uint8_t(info.count - info.starting);
    }
    for (SideZones &z : p.zones) {
        z.pendingHand = true;
        z.pendingReveals = std::uint8_t(std::min(5, total(z.offerDeck)));
        z.pendingTurn = 1;
    }
    p.experiencedSwap = experiencedSwap;
    p.readings = readings;
    p.seed = seed;
    return s;
}

std::unique_ptr<core::State> Ruleset::setUp(const notation::Record &, const core::RunTags &tags,
                                            core::Reporter &reporter) const
{
    // The core has read and checked the shared tags; the readings become the state's flags.
    std::uint32_t readings = 0;
    for (const ReadingName &r : kReadings) {
        const QString choice = QLatin1String(r.id);
        const qsizetype eq = choice.indexOf(QLatin1Char('='));
        if (tags.reading(QStringView(choice).left(eq), info_) == choice.mid(eq + 1))
            readings |= r.flag;
    }
    if (!data_->error.isEmpty())
        reporter.error(rule::kSetup, tr("The game data could not be loaded: %1").arg(data_->error));
    auto state = std::make_unique<State>(setupState(
            tags.seed, tags.hasVariant(u"experienced-swap", info_), readings));
    return state;
}

bool Ruleset::apply(core::State &state, const core::Move &move, core::Reporter &reporter) const
{
    State &s = static_cast<State &>(state);
    const Pod saved = s.p;
    const Outcome o = applyMove(*this, s, static_cast<const Move &>(move), &reporter);
    if (!o.carriedOut)
        s.p = saved;
    return o.carriedOut;
}

void Ruleset::finish(core::State &state, core::Reporter &reporter) const
{
    finishRecord(*this, static_cast<State &>(state), &reporter);
}

QByteArray Ruleset::encode(const core::Move &move) const
{
    const Move &m = static_cast<const Move &>(move);
    const Data &d = *data_;
    QByteArray out = QByteArray::number(m.turn);
    out += m.side == kAliens ? " aliens " : " humans ";
    out += kVerbIds[std::size_t(m.verb)];
    const auto region = [&](int r) { return QByteArray::fromStdString(d.regions[std::size_t(r)].id); };
    for (int i = 0; i < m.cardCount; ++i) {
        out += ' ';
        out += QByteArray::fromStdString(d.cards[m.cards[std::size_t(i)]].id);
    }
    if (m.card >= 0) {
        out += ' ';
        out += QByteArray::fromStdString(d.cards[std::size_t(m.card)].id);
    }
    if (m.option == kOptionPlace)
        out += " option=place";
    else if (m.option >= 0)
        out += " option=" + QByteArray::fromStdString(d.cards[std::size_t(m.card)].options[std::size_t(m.option)].id);
    if (m.unit >= 0)
        out += " unit=" + QByteArray(kUnitTypeIds[int(unitTypeOf(m.unit))]) + '-' +
               QByteArray::number(unitNumber(m.unit));
    if (m.at >= 0)
        out += " at=" + region(m.at);
    if (m.region >= 0)
        out += " region=" + region(m.region);
    if (m.fromCount > 0) {
        out += " from=" + region(m.from[0]);
        if (m.fromCount > 1)
            out += ',' + region(m.from[1]);
    }
    if (m.toCount > 0) {
        out += " to=" + region(m.to[0]);
        if (m.toCount > 1)
            out += ',' + region(m.to[1]);
    }
    for (int i = 0; i < m.destroyCount; ++i) {
        out += i == 0 ? " destroys=" : ",";
        out += QByteArray(kUnitTypeIds[int(unitTypeOf(m.destroys[std::size_t(i)]))]) + '-' +
               QByteArray::number(unitNumber(m.destroys[std::size_t(i)]));
    }
    for (int i = 0; i < m.tokenCount; ++i) {
        out += i == 0 ? " tokens=" : ",";
        out += m.tokens[std::size_t(i)] == kTokenSpent ? "spent" : "fresh";
    }
    return out;
}

namespace {

// What a card option does, in a few words, for the move list: the record's option id
// (`move-tripod`) is for machines. Gains and damage are said from the card's own numbers (Reap's
// energy option gains 2, whatever its id says); a move names the miniature when the line does
// (`moving` is its name, else empty). An option the table does not know is named by its place
// on the card ("option 2").
template <typename Say>
QString optionPhrase(const CardInfo &card, int option, const QString &moving, const Say &say)
{
    const OptionInfo &o = card.options[std::size_t(option)];
    switch (o.effect) {
    case Effect::Gain:
        // Aliens gain Energy, Humans Coins (each side has one resource).
        if (card.side == kAliens)
            return say(QT_TRANSLATE_NOOP("wotw", "gain %1 Energy")).arg(o.amount);
        return o.amount == 1 ? say(QT_TRANSLATE_NOOP("wotw", "gain 1 Coin"))
                             : say(QT_TRANSLATE_NOOP("wotw", "gain %1 Coins")).arg(o.amount);
    case Effect::Guerillas:
    case Effect::Airstrike:
    case Effect::UnitAttack:
    case Effect::Influence:
    case Effect::ScorchingBeam:
        return o.amount > 0 ? say(QT_TRANSLATE_NOOP("wotw", "deal %1 damage")).arg(o.amount)
                            : say(QT_TRANSLATE_NOOP("wotw", "deal damage"));
    case Effect::UnitMove:
    case Effect::MoveArmy:
    case Effect::MoveTripod:
    case Effect::MoveUfo:
        if (!moving.isEmpty())
            return say(QT_TRANSLATE_NOOP("wotw", "move %1")).arg(moving);
        break;
    default: break;
    }
    struct Phrase {
        const char *id;
        const char *english;
    };
    static constexpr Phrase kPhrases[] = {
        {"destroy-civilian", QT_TRANSLATE_NOOP("wotw", "destroy a Civilians token")},
        {"move", QT_TRANSLATE_NOOP("wotw", "move")},
        {"move-army", QT_TRANSLATE_NOOP("wotw", "move an Army")},
        {"move-civilian", QT_TRANSLATE_NOOP("wotw", "move a Civilians token")},
        {"move-civilians", QT_TRANSLATE_NOOP("wotw", "move Civilians tokens")},
        {"move-tripod", QT_TRANSLATE_NOOP("wotw", "move a Tripod")},
        {"move-ufo", QT_TRANSLATE_NOOP("wotw", "move a UFO")},
    };
    for (const Phrase &p : kPhrases) {
        if (o.id == p.id)
            return say(p.english);
    }
    return say(QT_TRANSLATE_NOOP("wotw", "option %1")).arg(option + 1);
}

// Whether an option moves the one miniature a line names with unit=.
bool movesTheUnit(const OptionInfo &o)
{
    return o.effect == Effect::UnitMove || o.effect == Effect::MoveArmy || o.effect == Effect::MoveTripod ||
           o.effect == Effect::MoveUfo;
}

// A miniature as a player names it: "Tripod 1", not the record's `tripod-1`.
template <typename Say>
QString unitName(int unit, const Say &say)
{
    static constexpr std::array<const char *, kUnitTypes> kNames = {
        QT_TRANSLATE_NOOP("wotw", "Tripod %1"), QT_TRANSLATE_NOOP("wotw", "UFO %1"),
        QT_TRANSLATE_NOOP("wotw", "Army %1"), QT_TRANSLATE_NOOP("wotw", "Navy %1")};
    return say(kNames[std::size_t(unitTypeOf(unit))]).arg(unitNumber(unit));
}

}  // namespace

QString Ruleset::describe(const core::Move &move, bool russian) const
{
    const Move &m = static_cast<const Move &>(move);
    const Data &d = *data_;
    const auto cardName = [&](int c) {
        const CardInfo &i = d.cards[std::size_t(c)];
        return russian && !i.nameRu.isEmpty() ? i.nameRu : (i.nameEn.isEmpty() ? q(i.id) : i.nameEn);
    };
    const auto regionName = [&](int r) {
        const RegionInfo &i = d.regions[std::size_t(r)];
        return russian && !i.nameRu.isEmpty() ? i.nameRu : (i.nameEn.isEmpty() ? q(i.id) : i.nameEn);
    };
    const QString side = m.side >= 0 && m.side < kSides
        ? (russian && !info_.sides[std::size_t(m.side)].nameRu.isEmpty() ? info_.sides[std::size_t(m.side)].nameRu
                                                                         : info_.sides[std::size_t(m.side)].nameEn)
        : QString();
    QStringList cards;
    for (int i = 0; i < m.cardCount; ++i)
        cards << cardName(m.cards[std::size_t(i)]);
    // The phrases are English templates marked for the "wotw" translation; Russian ones come
    // from the installed translation (docs/i18n.md: describe and the translator).
    const auto say = [russian](const char *english) {
        return russian ? QCoreApplication::translate("wotw", english) : QString::fromUtf8(english);
    };
    QString what;
    switch (m.verb) {
    case Verb::Hand: what = say(QT_TRANSLATE_NOOP("wotw", "draw %1")).arg(cards.join(QStringLiteral(", "))); break;
    case Verb::Offer: what = say(QT_TRANSLATE_NOOP("wotw", "reveal %1")).arg(cards.join(QStringLiteral(", "))); break;
    case Verb::Play: what = say(QT_TRANSLATE_NOOP("wotw", "play %1")).arg(cardName(m.card)); break;
    case Verb::Discard: what = say(QT_TRANSLATE_NOOP("wotw", "discard %1")).arg(cardName(m.card)); break;
    case Verb::Buy: what = say(QT_TRANSLATE_NOOP("wotw", "buy %1")).arg(cardName(m.card)); break;
    case Verb::Swap: what = say(QT_TRANSLATE_NOOP("wotw", "swap %1")).arg(cardName(m.card)); break;
    case Verb::Ability: what = say(QT_TRANSLATE_NOOP("wotw", "use %1")).arg(cardName(m.card)); break;
    case Verb::End: what = say(QT_TRANSLATE_NOOP("wotw", "end the turn")); break;
    }
    // The miniature a move option moves is named in its phrase ("move Army 1"), not after it.
    bool unitNamed = false;
    if (m.option == kOptionPlace) {
        what += say(QT_TRANSLATE_NOOP("wotw", ": place a miniature"));
    } else if (m.option >= 0) {
        const CardInfo &card = d.cards[std::size_t(m.card)];
        unitNamed = m.unit >= 0 && movesTheUnit(card.options[std::size_t(m.option)]);
        what += QStringLiteral(": %1").arg(
                optionPhrase(card, m.option, unitNamed ? unitName(m.unit, say) : QString(), say));
    }
    if (m.unit >= 0 && !unitNamed)
        what += QStringLiteral(", %1").arg(unitName(m.unit, say));
    if (m.region >= 0)
        what += say(QT_TRANSLATE_NOOP("wotw", ", in %1")).arg(regionName(m.region));
    for (int i = 0; i < m.fromCount; ++i)
        what += say(QT_TRANSLATE_NOOP("wotw", ", from %1")).arg(regionName(m.from[std::size_t(i)]));
    // A move of two regions goes through the first: "to Lancashire, then to Wales".
    for (int i = 0; i < m.toCount; ++i)
        what += (i == 0 ? say(QT_TRANSLATE_NOOP("wotw", " to %1")) : say(QT_TRANSLATE_NOOP("wotw", ", then to %1")))
                        .arg(regionName(m.to[std::size_t(i)]));
    for (int i = 0; i < m.destroyCount; ++i)
        what += say(QT_TRANSLATE_NOOP("wotw", ", destroying %1")).arg(unitName(m.destroys[std::size_t(i)], say));
    for (int i = 0; i < m.tokenCount; ++i)
        what += m.tokens[std::size_t(i)] == kTokenSpent ? say(QT_TRANSLATE_NOOP("wotw", " (a spent token)"))
                                                        : say(QT_TRANSLATE_NOOP("wotw", " (a fresh token)"));
    return QStringLiteral("%1 %2").arg(side, what);
}

bool Move::operator==(const Move &o) const
{
    return turn == o.turn && side == o.side && verb == o.verb && card == o.card && option == o.option &&
           unit == o.unit && region == o.region && at == o.at && toCount == o.toCount &&
           fromCount == o.fromCount && cardCount == o.cardCount &&
           std::equal(to.begin(), to.begin() + toCount, o.to.begin()) &&
           std::equal(from.begin(), from.begin() + fromCount, o.from.begin()) &&
           std::equal(cards.begin(), cards.begin() + cardCount, o.cards.begin()) &&
           destroyCount == o.destroyCount && tokenCount == o.tokenCount &&
           std::equal(destroys.begin(), destroys.begin() + destroyCount, o.destroys.begin()) &&
           std::equal(tokens.begin(), tokens.begin() + tokenCount, o.tokens.begin());
}

}  // namespace umpire::wotw
