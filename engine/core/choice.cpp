#include "core/choice.h"

#include "notation/parser.h"

#include <QSet>

#include <algorithm>
#include <optional>

namespace umpire::core {

namespace {

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), std::size_t(bytes.size()));
}

// The span, in `record.source`, of the value at `key` / `index` (ChanceField's placing) on the
// record's only move line.
std::optional<notation::Span> slotOf(const notation::Record &record, const QByteArray &key, int index)
{
    if (record.moves.size() != 1)
        return std::nullopt;
    const auto args = record.argsOf(record.moves.front());
    if (key.isEmpty()) {
        int positional = 0;
        for (const notation::Arg &arg : args) {
            if (arg.key.length != 0)
                continue;
            if (positional++ == index)
                return arg.value.span;
        }
        return std::nullopt;
    }
    const notation::Arg *arg = record.findArg(record.moves.front(), view(key));
    if (!arg)
        return std::nullopt;
    if (index < 0)
        return arg->value.span;
    if (arg->value.kind == notation::ValueKind::List) {
        if (std::size_t(index) < arg->value.items.size())
            return arg->value.items[std::size_t(index)].span;
        return std::nullopt;
    }
    if (index == 0)
        return arg->value.span;
    return std::nullopt;
}

std::optional<notation::Span> slotOf(const notation::Record &record, const ChanceField &field)
{
    return slotOf(record, field.key, field.index);
}

// The positional argument of the only move line that is one of `words`.
const notation::Arg *positionalWord(const notation::Record &record, const QStringList &words)
{
    if (record.moves.size() != 1)
        return nullptr;
    for (const notation::Arg &arg : record.argsOf(record.moves.front()))
        if (arg.key.length == 0 &&
            words.contains(QString::fromUtf8(record.text(arg.value.span).data(),
                                             qsizetype(arg.value.span.length))))
            return &arg;
    return nullptr;
}

// The words a fact sits in as a positional argument: a Flag's word, a keyless List's values.
QStringList positionalWordsOf(const FactField &fact)
{
    if (fact.kind == FactField::Kind::Flag)
        return {QString::fromUtf8(fact.key)};
    if (fact.kind == FactField::Kind::List && fact.key.isEmpty())
        return fact.values;
    return {};
}

// `line` with a bare word added after its last positional argument (before the keyed ones, so
// a canonical line stays close to canonical).
QByteArray withWord(const notation::Record &record, const QByteArray &word)
{
    const notation::MoveLine &move = record.moves.front();
    std::uint32_t at = move.verb.offset + move.verb.length;
    for (const notation::Arg &arg : record.argsOf(move))
        if (arg.key.length == 0)
            at = arg.value.span.offset + arg.value.span.length;
    QByteArray out = record.source;
    out.insert(qsizetype(at), ' ' + word);
    return out;
}

// The words of a line that say which move it is: its head, each keyed argument's key alone
// when a field sits in it, and the positional arguments no fact sits in.
QByteArrayList moveWords(const QByteArray &line, const Choice &choice)
{
    const notation::Record record = notation::parse(line);
    if (record.moves.size() != 1)
        return {line};
    QSet<QByteArray> fieldKeys;
    QStringList factWords;
    for (const ChanceField &f : choice.chance)
        fieldKeys << f.key;
    for (const FactField &f : choice.facts) {
        fieldKeys << f.key;
        factWords += positionalWordsOf(f);
    }
    const notation::MoveLine &move = record.moves.front();
    QByteArrayList out{QByteArray::number(move.turn), bytes(record.text(move.side)),
                       bytes(record.text(move.verb))};
    int positional = 0;
    for (const notation::Arg &arg : record.argsOf(move)) {
        const QByteArray key = bytes(record.text(arg.key));
        const QByteArray value = bytes(record.text(arg.value.span));
        if (arg.key.length == 0) {
            const bool chance = fieldKeys.contains(QByteArray()) &&
                                std::any_of(choice.chance.begin(), choice.chance.end(), [&](const ChanceField &f) {
                                    return f.key.isEmpty() && f.index == positional;
                                });
            ++positional;
            if (!chance && !factWords.contains(QString::fromUtf8(value)))
                out << value;
        } else {
            out << (fieldKeys.contains(key) ? key + '=' : key + '=' + value);
        }
    }
    return out;
}

bool isFaceRange(const QStringList &values)
{
    if (values.isEmpty())
        return false;
    for (qsizetype i = 0; i < values.size(); ++i) {
        bool ok = false;
        const int v = values[i].toInt(&ok);
        if (!ok || v != values.front().toInt() + int(i))
            return false;
    }
    return true;
}

}  // namespace

QByteArray openValue(const ChanceField &field)
{
    if (field.kind == ChanceField::Kind::Die && isFaceRange(field.values) && !field.unknown)
        return field.values.front().toUtf8() + ".." + field.values.back().toUtf8();
    QStringList shown = field.values;
    if (field.unknown)
        shown << QStringLiteral("?");
    return "?{" + shown.join(QLatin1Char(',')).toUtf8() + '}';
}

QByteArray fillChance(const QByteArray &line, const ChanceField &field, const QByteArray &value)
{
    const notation::Record record = notation::parse(line);
    const auto slot = slotOf(record, field);
    if (!slot)
        return line;
    QByteArray out = record.source;
    out.replace(qsizetype(slot->offset), qsizetype(slot->length), value);
    return out;
}

QByteArray fillFact(const QByteArray &line, const FactField &fact, const QByteArray &value)
{
    const notation::Record record = notation::parse(line);
    if (record.moves.size() != 1)
        return line;
    const QStringList words = positionalWordsOf(fact);
    std::optional<notation::Span> slot;
    if (!words.isEmpty()) {
        const notation::Arg *arg = positionalWord(record, words);
        if (fact.kind == FactField::Kind::Flag) {
            if (!arg)
                return value.isEmpty() ? line : withWord(record, fact.key);
            if (!value.isEmpty())
                return line;
            // Removed with the space before it.
            QByteArray out = record.source;
            out.remove(qsizetype(arg->value.span.offset) - 1, qsizetype(arg->value.span.length) + 1);
            return out;
        }
        if (arg)
            slot = arg->value.span;
    } else {
        slot = slotOf(record, fact.key, fact.index);
    }
    if (!slot)
        return line;
    QByteArray out = record.source;
    out.replace(qsizetype(slot->offset), qsizetype(slot->length), value);
    return out;
}

bool sameMoveApartFromFields(const QByteArray &a, const Choice &choiceA, const QByteArray &b,
                             const Choice &choiceB)
{
    return moveWords(a, choiceA) == moveWords(b, choiceB);
}

QByteArray openLine(const QByteArray &line, const std::vector<ChanceField> &fields)
{
    const notation::Record record = notation::parse(line);
    std::vector<std::pair<notation::Span, QByteArray>> slots;
    for (const ChanceField &field : fields)
        if (const auto slot = slotOf(record, field))
            slots.emplace_back(*slot, openValue(field));
    // Replace from the end of the line, so the earlier spans stay where they were.
    std::sort(slots.begin(), slots.end(),
              [](const auto &a, const auto &b) { return a.first.offset > b.first.offset; });
    QByteArray out = record.source;
    for (const auto &[span, text] : slots)
        out.replace(qsizetype(span.offset), qsizetype(span.length), text);
    return out;
}

}  // namespace umpire::core
