// Ruleset::legalChoices: the legal moves with the damage cards they draw left open
// (core/choice.h, docs/notation.md "Choices and chance fields"). Only the cards drawn are
// chance; the table's measured facts (range, protected side, leaving the table, overlap, the
// photograph, terrain, positions) stay as the representative move writes them, like any fact
// the player reads off the table.
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
    for (auto &move : legalMoves(state)) {
        const auto &m = static_cast<const TripodsMove &>(*move);
        const QByteArray line = encode(m);
        std::vector<core::ChanceField> fields = cardFieldsOf(s, m);
        for (core::ChanceField &field : fields)
            offerCards(s, line, field);
        if (!fields.empty()) {
            const QByteArray open = core::openLine(line, fields);
            if (seen.contains(open))
                continue;
            seen << open;
        }
        out.push_back(core::Choice{std::move(move), std::move(fields)});
    }
    return out;
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
