// Ruleset::legalChoices: the legal moves with the damage cards they draw left open
// (core/choice.h, docs/notation.md "Choices and chance fields"). Only the cards drawn are
// chance. The facts the players measure at the table are named as fact fields, with the value
// the representative move has: a shot's range and the side it crossed, leaving the table (and
// across which side), two tripods overlapping, the photograph, an anchor hook's outcome and the
// position. A shot whose other range needs another draw (an airplane's long-range shot draws
// one card, its short-range shot two) also comes at that range, as a second choice. Terrain and
// black smoke clouds are not fields: entering one adds a card to draw (check=, smoke=), which
// only the representative move's shape gives.
//
// A card field offers each card kind (0..5 points, x) that the checker itself accepts in that
// place, the line's other values as written: the trial of the filled line must be free of
// errors. That one test covers every rule that narrows a card: the assumed deck composition
// (what the deck has left, after the line's earlier cards and a reshuffle), a 0 that brings a
// second card (a short-range heat-ray, an aimed cannon shot), the crater's alternatives replayed
// before the cards kept. The offered values are bare kinds: a card drawn also shows its energy
// icons and special damage symbol, which the composition does not count (any card may show
// them), so the player writes them after the value as they fell; filling a value replaces the
// whole card, the representative's marks with it, so no mark is left that contradicts the kind.
#include "games/tripods/tripods_ruleset.h"

#include "core/choice.h"
#include "core/trial.h"

#include <mutex>
#include <set>
#include <string>

namespace umpire::tripods {

namespace {

// The rule of the assumed deck composition, cited by every draw the deck cannot give.
constexpr const char *kDeckRule = "tripods.clarifications.damage-decks";

// The card kinds in the order the fields offer them: the points, then the explosion.
const QStringList &cardKinds()
{
    static const QStringList kinds = [] {
        QStringList out;
        for (int k = 0; k < kCardKinds; ++k)
            out << (k == kCardKinds - 1 ? QStringLiteral("x") : QString::number(k));
        return out;
    }();
    return kinds;
}

// A card field at `key` (item `index` of its list, -1 for a keyed single card), described by
// `what`, its values left to fill in.
core::ChanceField cardField(const char *key, int index, const QString &what)
{
    core::ChanceField f;
    f.kind = core::ChanceField::Kind::Card;
    f.key = key;
    f.index = index;
    f.what = what;
    f.rule = kDeckRule;
    return f;
}

// The card fields of `m` as legalMoves() wrote it, values still empty.
std::vector<core::ChanceField> cardFieldsOf(const State &s, const TripodsMove &m)
{
    std::vector<core::ChanceField> out;
    const QString shooterDeck = [&] {
        const int vi = s.find(m.vehicle);
        return vi < 0 ? QString() : QString(QLatin1Char(s.vehicles[std::size_t(vi)].firepower));
    }();
    switch (m.verb) {
    case Verb::Burn:
        out.push_back(cardField("card", -1, Ruleset::tr("the A card %1 draws for the fire on board").arg(m.vehicle)));
        break;
    case Verb::Move:
        if (m.hasPenalty)
            out.push_back(cardField("penalty", -1,
                                    Ruleset::tr("the A card %1 draws for its illegal maneuver").arg(m.vehicle)));
        if (m.hasSmokeCard)
            out.push_back(cardField("smoke", -1,
                                    Ruleset::tr("the Z card %1 draws in %2's black smoke").arg(m.vehicle, m.cloudOf)));
        if (m.hasCheck)
            out.push_back(cardField("check", -1,
                                    Ruleset::tr("the A card %1 draws for the terrain it moved onto").arg(m.vehicle)));
        break;
    case Verb::Fire:
    case Verb::Rocket: {
        if (m.anchor) {
            out.push_back(cardField("card", -1,
                                    Ruleset::tr("the A card that decides whether %1's anchor hooks %2")
                                            .arg(m.vehicle, m.target)));
            break;
        }
        const QString letter = m.verb == Verb::Rocket ? QStringLiteral("D")
                               : m.cannon             ? QStringLiteral("C")
                                                      : shooterDeck;
        for (int i = 0; i < int(m.cards.size()); ++i)
            out.push_back(cardField("cards", i,
                                    Ruleset::tr("damage card %1 of %2's shot at %3 (deck %4)")
                                            .arg(i + 1)
                                            .arg(m.vehicle, m.target, letter)));
        for (int i = 0; i < int(m.craterDiscards.size()); ++i)
            out.push_back(cardField("crater", i,
                                    Ruleset::tr("the card %2's shot at %3 discarded for damage card %1 "
                                                "(deck %4, crater)")
                                            .arg(i + 1)
                                            .arg(m.vehicle, m.target, letter)));
        break;
    }
    default:
        break;
    }
    return out;
}

core::FactField listFact(const char *key, const QStringList &values, const QString &value, const QString &what,
                         const char *rule)
{
    core::FactField f;
    f.kind = core::FactField::Kind::List;
    f.key = key;
    f.values = values;
    f.value = value;
    f.what = what;
    f.rule = rule;
    return f;
}

core::FactField flagFact(const char *word, bool present, const QString &what, const char *rule)
{
    core::FactField f;
    f.kind = core::FactField::Kind::Flag;
    f.key = word;
    f.value = present ? QString::fromLatin1(word) : QString();
    f.what = what;
    f.rule = rule;
    return f;
}

core::FactField numberFact(int index, int min, int max, int value, const QString &unit, const QString &what)
{
    core::FactField f;
    f.kind = core::FactField::Kind::Number;
    f.key = "at";
    f.index = index;
    f.min = min;
    f.max = max;
    f.unit = unit;
    f.value = QString::number(value);
    f.what = what;
    f.rule = "tripods.record.position";
    return f;
}

// The facts of a move line: leaving the table, overlap, the photograph, the hook's outcome,
// where the vehicle ends.
void moveFactsOf(const State &s, const Vehicle &v, const TripodsMove &m, std::vector<core::FactField> &out)
{
    const QString &id = m.vehicle;
    const bool tripod = v.kind == Kind::Tripod;
    out.push_back(flagFact("out", m.out, Ruleset::tr("%1 left the playing area").arg(id),
                           "tripods.basic.leaving-area"));
    if (tripod)
        out.push_back(flagFact("enemy", m.enemy, Ruleset::tr("%1 left across the Earthlings' side (with out)").arg(id),
                               "tripods.basic.leaving-area"));
    else
        out.push_back(flagFact("home", m.home, Ruleset::tr("%1 left across its own side (with out)").arg(id),
                               "tripods.basic.leaving-area"));
    int tripods = 0;
    for (const Vehicle &o : s.vehicles)
        tripods += o.status == Status::InPlay && o.kind == Kind::Tripod;
    if (tripod && tripods > 1)
        out.push_back(flagFact("overlap", m.overlap,
                               Ruleset::tr("%1 overlapped another tripod and was moved back").arg(id),
                               "tripods.basic.overlap-tripods"));
    if (s.scenario == u"bring-proof" && !tripod && m.card.card == Card::Stall && !m.hasPenalty)
        out.push_back(flagFact("photo", m.photo,
                               Ruleset::tr("%1 began its stall within half a ruler of a tripod (the photograph)").arg(id),
                               "tripods.scenarios.bring-proof"));
    if (m.entangled || m.free)
        out.push_back(listFact("", {QStringLiteral("entangled"), QStringLiteral("free")},
                               m.entangled ? QStringLiteral("entangled") : QStringLiteral("free"),
                               Ruleset::tr("whether the tripod %1 hooked is still beside it within a ruler").arg(id),
                               "tripods.weapons.entangled"));
    if (m.at.known) {
        const QString cm = Ruleset::tr("cm");
        out.push_back(numberFact(0, -kMaxCoordinate, kMaxCoordinate, m.at.x, cm,
                                 Ruleset::tr("where %1 ends: along the Earthlings' side").arg(id)));
        out.push_back(numberFact(1, -kMaxCoordinate, kMaxCoordinate, m.at.y, cm,
                                 Ruleset::tr("where %1 ends: towards the Martians' side").arg(id)));
        out.push_back(numberFact(2, 0, 359, m.at.heading, Ruleset::tr("°"),
                                 Ruleset::tr("%1's heading, clockwise from facing the Martians' side").arg(id)));
    }
}

// The measured facts of `m`, in line order.
std::vector<core::FactField> factsOf(const State &s, const TripodsMove &m)
{
    std::vector<core::FactField> out;
    const int vi = s.find(m.vehicle);
    if (vi < 0)
        return out;
    const Vehicle &v = s.vehicles[std::size_t(vi)];
    if (m.verb == Verb::Move) {
        moveFactsOf(s, v, m, out);
    } else if (m.verb == Verb::Fire || m.verb == Verb::Rocket) {
        if (m.range != Range::None)
            out.push_back(listFact("range", {QStringLiteral("short"), QStringLiteral("long")},
                                   m.range == Range::Short ? QStringLiteral("short") : QStringLiteral("long"),
                                   Ruleset::tr("the range of %1's shot at %2").arg(m.vehicle, m.target),
                                   v.kind == Kind::Tripod ? "tripods.basic.tripod-fire" : "tripods.basic.airplane-fire"));
        if (m.across != Across::None)
            out.push_back(listFact("across", {QStringLiteral("protected"), QStringLiteral("unprotected")},
                                   m.across == Across::Protected ? QStringLiteral("protected")
                                                                 : QStringLiteral("unprotected"),
                                   Ruleset::tr("whether %1's shot reached %2 across a protected side").arg(m.vehicle, m.target),
                                   "tripods.basic.protection"));
    }
    return out;
}

// A lasting copy of `ruleId` for ChanceField::rule, which points at a C string: the game's
// rule ids are few, so each is kept once for the life of the program.
const char *lastingRuleId(const QString &ruleId)
{
    static std::mutex guard;
    static std::set<std::string> ids;
    const std::lock_guard<std::mutex> lock(guard);
    return ids.insert(ruleId.toStdString()).first->c_str();
}

}  // namespace

std::vector<core::Choice> Ruleset::legalChoices(const core::State &state) const
{
    const auto &s = static_cast<const State &>(state);
    std::vector<core::Choice> out;
    QSet<QByteArray> seen;  // the open lines given so far: moves that differ in the cards alone
    const auto add = [&](std::unique_ptr<core::Move> move) {
        core::Choice choice = choiceOf(s, std::move(move));
        if (!choice.chance.empty()) {
            const QByteArray open = core::openLine(encode(*choice.move), choice.chance);
            if (seen.contains(open))
                return;
            seen << open;
        }
        out.push_back(std::move(choice));
    };
    for (auto &move : legalMoves(state)) {
        std::unique_ptr<TripodsMove> other = atOtherRange(s, static_cast<const TripodsMove &>(*move));
        add(std::move(move));
        if (other)
            add(std::move(other));
    }
    return out;
}

core::Choice Ruleset::choiceOf(const State &s, std::unique_ptr<core::Move> move) const
{
    const auto &m = static_cast<const TripodsMove &>(*move);
    const QByteArray line = encode(m);
    std::vector<core::ChanceField> fields = cardFieldsOf(s, m);
    for (core::ChanceField &field : fields)
        offerCards(s, line, field);
    std::vector<core::FactField> facts = factsOf(s, m);
    return core::Choice{std::move(move), std::move(fields), std::move(facts)};
}

std::unique_ptr<TripodsMove> Ruleset::atOtherRange(const State &s, const TripodsMove &m) const
{
    if (m.verb != Verb::Fire || m.range == Range::None || m.cards.empty())
        return nullptr;
    const auto clean = [&](const TripodsMove &move) {
        return core::tryLines(*this, s, encode(move), core::Language::English).errorCount() == 0;
    };
    auto other = std::make_unique<TripodsMove>(m);
    other->range = m.range == Range::Short ? Range::Long : Range::Short;
    if (clean(*other))
        return nullptr;  // the range written in is enough: no other draw
    if (other->range == Range::Long) {
        other->cards.resize(1);
        if (other->craterDiscards.size() > 1)
            other->craterDiscards.resize(1);
        return clean(*other) ? std::move(other) : nullptr;
    }
    // Short range: a second card, the first kind the deck and the rules allow.
    if (other->cards.size() != 1)
        return nullptr;
    for (const QString &kind : cardKinds()) {
        DamageCard card;
        if (!parseDamageCard(kind.toStdString(), card))
            continue;
        other->cards.push_back(card);
        if (clean(*other))
            return other;
        other->cards.pop_back();
    }
    return nullptr;
}

void Ruleset::offerCards(const State &s, const QByteArray &line, core::ChanceField &field) const
{
    // Each kind is tried in place. The field cites the rule that the first kind left out
    // breaks: the deck's, unless a 0 rule or the crater's narrows the field first (a field has
    // one rule; a kind the deck has run out of is still refused under the deck's).
    QString refusedBy;
    for (const QString &kind : cardKinds()) {
        const core::Trial trial =
                core::tryLines(*this, s, core::fillChance(line, field, kind.toUtf8()), core::Language::English);
        if (trial.errorCount() == 0) {
            field.values << kind;
            continue;
        }
        for (std::size_t i = 0; refusedBy.isEmpty() && i < trial.findings.size(); ++i)
            if (trial.findings[i].severity == core::Severity::Error)
                refusedBy = trial.findings[i].ruleId;
    }
    if (!refusedBy.isEmpty() && refusedBy != QLatin1String(field.rule))
        field.rule = lastingRuleId(refusedBy);
}

}  // namespace umpire::tripods
