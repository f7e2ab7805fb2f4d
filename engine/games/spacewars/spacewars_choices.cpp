// The legal moves as a player chooses them (Ruleset::legalChoices, core/choice.h): each legal
// move with the values the dice and the piles decide left open (docs/notation.md, "Choices and
// chance fields").
//
// Chance in Space Wars: the cards drawn (opening hands, the draw, cards a modifier draws, the
// enemy cards Intercepted Orders looks at), the ship token a deployment takes from the
// reserves, the ship a missed shot strikes next (stray=), and every d8 (initiative, shots,
// stray shots, Ground Support, Self-Destruct, attacks of opportunity, Second Chance's new die).
// Not chance: Lucky Break's die (the player sets it), the hand Espionage shows (the checker
// knows it), the order of the cards Intercepted Orders puts back, Weapon Overload's targets.
//
// A field's values are those the line accepts with its other values as written: a shot's line
// writes its outcome, so its d8 offers the faces that give that outcome (4..8 for a hit that
// needs 4, 1..3 for its miss). Each candidate (a face, a card left in the pile, a token in the
// reserves, a ship on the board) is tried on a copy of the state, and only those the checker
// accepts are offered.
#include "games/spacewars/spacewars_ruleset.h"

#include "core/choice.h"
#include "core/language.h"
#include "games/spacewars/spacewars_cards.h"
#include "games/spacewars/spacewars_rules.h"
#include "notation/parser.h"

#include <QSet>

namespace umpire::spacewars {
namespace {

using Field = core::ChanceField;

constexpr int kD8 = 8;

// A die field before its faces are tried: what a face the die cannot show breaks, and what a
// face it can show but the line's other values exclude breaks (a shot's 8 always hits: a miss
// written where only the 8 could hit is broken by an 8 under the natural-rolls rule).
struct DieRules {
    const char *outsideFaces;
    const char *excludedFace;
    bool shot = false;
};

// Whether `line` applies to a copy of `s` without a finding.
bool appliesCleanly(const Ruleset &rules, const State &s, const QByteArray &line)
{
    const notation::Record record = notation::parse(line);
    if (!record.ok() || record.moves.size() != 1)
        return false;
    core::Findings findings;
    core::Reporter reporter(findings);
    const auto move = rules.decode(record, record.moves.front(), reporter);
    if (!move || !findings.empty())
        return false;
    const auto copy = s.clone();
    rules.apply(*copy, *move, reporter);
    return findings.empty();
}

QStringList faces(int sides)
{
    QStringList out;
    for (int face = 1; face <= sides; ++face)
        out << QString::number(face);
    return out;
}

// The chance fields of one legal move's line, each offering what the line accepts.
class FieldFinder {
    Q_DECLARE_TR_FUNCTIONS(spacewars)

public:
    FieldFinder(const Ruleset &ruleset, const State &state, const Move &move)
        : rules(ruleset), d(ruleset.data()), s(state), m(move), line(ruleset.encode(move)),
          russian(core::russianInstalled())
    {}

    // Called once: the fields are moved out.
    std::vector<Field> fields()
    {
        switch (m.verb) {
        case Verb::Hand:
            for (int i = 0; i < m.cardCount; ++i)
                drawn({}, i, m.side, true,
                      tr("card %1 of the opening hand of %2").arg(i + 1).arg(sideName(m.side)));
            break;
        case Verb::Draw:
            for (int i = 0; i < m.cardCount; ++i)
                drawn({}, i, m.side, true, tr("the card %1 draws").arg(sideName(m.side)));
            break;
        case Verb::Initiative:
            die("roll", -1, {rule::kInitiative, rule::kInitiative}, tr("the initiative d8"));
            break;
        case Verb::Interrupt:
            // Second Chance rolls anew; Lucky Break's die is the player's to set.
            if (m.roll != 0 && effect(m.order.card)->special == Special::SecondChance)
                die("roll", -1, {rule::kDice, rule::kDice},
                    tr("the new d8 of %1").arg(cardName(m.order.card)));
            break;
        case Verb::Execute:
            executed();
            break;
        case Verb::Order:
        case Verb::Done:
        case Verb::Release:
            break;
        }
        return std::move(out);
    }

private:
    void executed()
    {
        const Order &o = m.order;
        switch (o.kind) {
        case OrderKind::Deploy:
            if (m.token >= 0)
                picked("token", -1, rule::kTokens, reserve(m.side),
                       tr("the ship token drawn from the reserves of %1").arg(sideName(m.side)));
            break;
        case OrderKind::Move:
            for (int i = 0; i < m.opportunityCount; ++i)
                die("opportunity", i, {rule::kOpportunityRolls, rule::kOpportunity},
                    tr("the d8 of attack of opportunity %1 on %2")
                            .arg(i + 1)
                            .arg(unitName(o.unit)));
            break;
        case OrderKind::Fire:
            fired();
            break;
        case OrderKind::Play:
            played();
            break;
        default:
            break;
        }
    }

    void fired()
    {
        const Order &o = m.order;
        for (std::size_t i = 0; i < m.stray.size() && m.stray[i] >= 0; ++i)
            picked("stray", int(i), rule::kStrayShot, onBoard(),
                   tr("the ship the missed shot of %1 strikes next").arg(unitName(o.unit)));
        for (int i = 0; i < m.rollCount(); ++i)
            die("roll", i, kShot, shotWhat(i));
    }

    // The first d8 is the shot's, the next ones the stray shots' (a random game writes neither
    // Weapon Overload's further targets nor a Really Nasty Gun).
    QString shotWhat(int i) const
    {
        const Order &o = m.order;
        if (i == 0)
            return tr("the d8 for the shot at %1").arg(unitName(o.target));
        const std::size_t stray = std::size_t(i - 1);
        if (stray < m.stray.size() && m.stray[stray] >= 0)
            return tr("the d8 for the stray shot at %1").arg(unitName(m.stray[stray]));
        return tr("the d8 of attack %1 of %2").arg(i + 1).arg(unitName(o.unit));
    }

    void played()
    {
        const Order &o = m.order;
        for (int i = 0; i < m.rollCount(); ++i)
            die("roll", i, kShot,
                m.rollCount() == 1
                        ? tr("the d8 of %1").arg(cardName(o.card))
                        : tr("the d8 of attack %1 of %2").arg(i + 1).arg(cardName(o.card)));
        const Special special = effect(o.card)->special;
        if (special == Special::Espionage)
            return;  // the hand shown is known, not drawn
        for (int i = 0; i < m.cardCount; ++i) {
            if (special == Special::Intercept)
                drawn("cards", i, 1 - m.side, false,
                      tr("card %1 that %2 looks at").arg(i + 1).arg(cardName(o.card)));
            else
                drawn("cards", i, m.side, true,
                      tr("card %1 drawn with %2").arg(i + 1).arg(cardName(o.card)));
        }
    }

    // A d8 of the line: the faces that agree with the rest of it, and the rule the face past
    // the last of them breaks.
    void die(const QByteArray &key, int index, const DieRules &dieRules, const QString &what)
    {
        Field f = offered(field(Field::Kind::Die, key, index, what), faces(kD8));
        const int past = f.values.isEmpty() ? 1 : f.values.back().toInt() + 1;
        f.rule = past > kD8                    ? dieRules.outsideFaces
                : dieRules.shot && past == kD8 ? rule::kNaturalRolls
                                               : dieRules.excludedFace;
        out.push_back(std::move(f));
    }

    // The `index`-th card the line draws from `side`'s deck: the first ones are the cards
    // Intercepted Orders stacked on top when it did (Intercepted Orders itself looks past them,
    // `fromTop` false).
    void drawn(const QByteArray &key, int index, int side, bool fromTop, const QString &what)
    {
        const SideState &z = s.p.sides[std::size_t(side)];
        const bool stacked = fromTop && index < z.stackedCount;
        Field f = field(Field::Kind::Card, key, index, what);
        f.rule = stacked ? rule::kIntercept : rule::kDecks;
        // The basic decks' counts are assumed (decks.json); a stacked card is known.
        f.unknown = !z.declared && !stacked;
        out.push_back(offered(std::move(f), cardsLeft(z.deck)));
    }

    // A token or a ship picked at random from `candidates`.
    void picked(const QByteArray &key, int index, const char *rule, const QStringList &candidates,
                const QString &what)
    {
        Field f = field(Field::Kind::Card, key, index, what);
        f.rule = rule;
        out.push_back(offered(std::move(f), candidates));
    }

    static Field field(Field::Kind kind, const QByteArray &key, int index, const QString &what)
    {
        Field f;
        f.kind = kind;
        f.key = key;
        f.index = index;
        f.what = what;
        return f;
    }

    // `f` with the candidates the line accepts as its values.
    Field offered(Field f, const QStringList &candidates) const
    {
        for (const QString &value : candidates)
            if (appliesCleanly(rules, s, core::fillChance(line, f, value.toUtf8())))
                f.values << value;
        return f;
    }

    // The card ids a pile still holds, in the game data's order.
    QStringList cardsLeft(const std::array<std::uint8_t, kMaxCards> &pile) const
    {
        QStringList ids;
        for (std::size_t c = 0; c < d.cards.size(); ++c)
            if (pile[c] > 0)
                ids << QString::fromStdString(d.cards[c].id);
        return ids;
    }

    QStringList reserve(int side) const
    {
        QStringList names;
        for (int u = side * kTokensPerSide; u < (side + 1) * kTokensPerSide; ++u)
            if (s.p.unitHex[std::size_t(u)] == kInReserve)
                names << unitName(u);
        return names;
    }

    QStringList onBoard() const
    {
        QStringList names;
        for (int u = 0; u < kUnits; ++u)
            if (s.onBoard(u))
                names << unitName(u);
        return names;
    }

    const CardEffect *effect(int c) const { return cardEffect(d.cards[std::size_t(c)].id); }
    QString unitName(int u) const { return QString::fromStdString(d.unitNames[std::size_t(u)]); }
    QString sideName(int x) const
    {
        const core::SideInfo &si = rules.info().sides[std::size_t(x)];
        return russian && !si.nameRu.isEmpty() ? si.nameRu : si.nameEn;
    }
    QString cardName(int c) const
    {
        const CardInfo &ci = d.cards[std::size_t(c)];
        return russian && !ci.nameRu.isEmpty() ? ci.nameRu : ci.nameEn;
    }

    static constexpr DieRules kShot{rule::kFormula, rule::kFormula, true};

    const Ruleset &rules;
    const Data &d;
    const State &s;
    const Move &m;
    const QByteArray line;
    const bool russian;
    std::vector<Field> out;
};

}  // namespace

namespace {

// A single shot's other outcome, as a choice of its own: legalMoves() writes the outcome its
// die gave, but a player asking what may happen wants both the hit and the miss, each with the
// faces that give it. Null when the other outcome cannot be written cleanly (no face gives it,
// or a miss would have to name where its stray shot goes).
std::unique_ptr<Move> otherOutcome(const Ruleset &rules, const State &s, const Move &m)
{
    if (m.verb != Verb::Execute || m.order.kind != OrderKind::Fire || m.rollCount() != 1 ||
        m.outcomeCount() != 1 || m.stray[0] >= 0)
        return nullptr;
    auto other = std::make_unique<Move>(m);
    other->outcome = m.outcome == Outcome::Hit ? Outcome::Miss : Outcome::Hit;
    const QByteArray line = rules.encode(*other);
    core::ChanceField roll;
    roll.key = "roll";
    for (int face = 1; face <= kD8; ++face)
        if (appliesCleanly(rules, s, core::fillChance(line, roll, QByteArray::number(face)))) {
            other->roll = std::int16_t(face);
            return other;
        }
    return nullptr;
}

// The initiative as the other side's choice: legalMoves() writes the side its die gave, but a
// player entering the roll at the table may have thrown either half (1-4 Earth, 5-8 Aliens).
std::unique_ptr<Move> otherInitiative(const Move &m)
{
    if (m.verb != Verb::Initiative)
        return nullptr;
    auto other = std::make_unique<Move>(m);
    other->side = m.side == kEarth ? kAliens : kEarth;
    other->roll = other->side == kEarth ? 1 : 5;
    return other;
}

}  // namespace

std::vector<core::Choice> Ruleset::legalChoices(const core::State &state) const
{
    const State &s = static_cast<const State &>(state);
    std::vector<core::Choice> out;
    QSet<QByteArray> seen;
    std::vector<std::unique_ptr<core::Move>> moves = legalMoves(state);
    // Each shot's other outcome follows it (otherOutcome()), the initiative's other side too.
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move &m = static_cast<const Move &>(*moves[i]);
        auto other = otherOutcome(*this, s, m);
        if (!other)
            other = otherInitiative(m);
        if (other)
            moves.insert(moves.begin() + std::ptrdiff_t(++i), std::move(other));
    }
    for (auto &move : moves) {
        core::Choice choice{std::move(move), {}, {}};
        choice.chance = FieldFinder(*this, s, static_cast<const Move &>(*choice.move)).fields();
        // Moves that differ in chance alone are one choice.
        const QByteArray open = core::openLine(encode(*choice.move), choice.chance);
        if (seen.contains(open))
            continue;
        seen.insert(open);
        out.push_back(std::move(choice));
    }
    return out;
}

}  // namespace umpire::spacewars
