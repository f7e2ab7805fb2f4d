#include "core/choice.h"

#include "notation/parser.h"

#include <algorithm>
#include <optional>

namespace umpire::core {

namespace {

// The span, in `record.source`, of the value `field` names on the record's only move line.
std::optional<notation::Span> slotOf(const notation::Record &record, const ChanceField &field)
{
    if (record.moves.size() != 1)
        return std::nullopt;
    const auto args = record.argsOf(record.moves.front());
    if (field.key.isEmpty()) {
        int positional = 0;
        for (const notation::Arg &arg : args) {
            if (arg.key.length != 0)
                continue;
            if (positional++ == field.index)
                return arg.value.span;
        }
        return std::nullopt;
    }
    const notation::Arg *arg =
            record.findArg(record.moves.front(), std::string_view(field.key.constData(),
                                                                  std::size_t(field.key.size())));
    if (!arg)
        return std::nullopt;
    if (field.index < 0)
        return arg->value.span;
    if (arg->value.kind == notation::ValueKind::List) {
        if (std::size_t(field.index) < arg->value.items.size())
            return arg->value.items[std::size_t(field.index)].span;
        return std::nullopt;
    }
    if (field.index == 0)
        return arg->value.span;
    return std::nullopt;
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
