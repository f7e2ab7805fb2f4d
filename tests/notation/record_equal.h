// Field-by-field comparison of two parsed records, for the round-trip tests and the fuzzer.
//
// Two records are "the same" when their tags (name, value) and moves (turn, side, verb,
// arguments, annotation) are equal. Words compare by text, integers by value (the canonical
// form writes `+3` as `3`), strings by their unescaped text, lists item by item. Positions,
// spans and comments are not compared: they change when a record is printed canonically.
#pragma once

#include "notation/record.h"

#include <QString>

namespace umpire::notation::testing {

inline QString describeValueDifference(
    const Record &a, const Value &va, const Record &b, const Value &vb)
{
    if (va.kind != vb.kind)
        return QStringLiteral("value kinds differ (%1 vs %2)").arg(int(va.kind)).arg(int(vb.kind));
    switch (va.kind) {
    case ValueKind::Word:
        if (a.text(va.span) != b.text(vb.span)) {
            return QStringLiteral("words differ: %1 vs %2")
                .arg(QString::fromUtf8(a.text(va.span)), QString::fromUtf8(b.text(vb.span)));
        }
        return {};
    case ValueKind::Integer:
        if (va.integer != vb.integer)
            return QStringLiteral("integers differ: %1 vs %2").arg(va.integer).arg(vb.integer);
        return {};
    case ValueKind::String:
        if (va.string != vb.string)
            return QStringLiteral("strings differ: \"%1\" vs \"%2\"").arg(va.string, vb.string);
        return {};
    case ValueKind::List:
        if (va.items.size() != vb.items.size())
            return QStringLiteral("list lengths differ: %1 vs %2")
                .arg(va.items.size())
                .arg(vb.items.size());
        for (std::size_t i = 0; i < va.items.size(); ++i) {
            if (va.items[i].kind == ValueKind::List || vb.items[i].kind == ValueKind::List)
                return QStringLiteral("list item %1 is itself a list").arg(i);
            const QString d = describeValueDifference(a, va.items[i], b, vb.items[i]);
            if (!d.isEmpty())
                return QStringLiteral("list item %1: %2").arg(i).arg(d);
        }
        return {};
    }
    return QStringLiteral("unknown value kind");
}

// An empty string when `a` and `b` have the same tags and moves, else the first difference.
inline QString describeRecordDifference(const Record &a, const Record &b)
{
    if (a.tags.size() != b.tags.size())
        return QStringLiteral("tag counts differ: %1 vs %2").arg(a.tags.size()).arg(b.tags.size());
    for (std::size_t i = 0; i < a.tags.size(); ++i) {
        if (a.text(a.tags[i].name) != b.text(b.tags[i].name))
            return QStringLiteral("tag %1: names differ").arg(i);
        if (a.tags[i].value != b.tags[i].value)
            return QStringLiteral("tag %1: values differ").arg(i);
    }
    if (a.moves.size() != b.moves.size())
        return QStringLiteral("move counts differ: %1 vs %2")
            .arg(a.moves.size())
            .arg(b.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        const MoveLine &ma = a.moves[i];
        const MoveLine &mb = b.moves[i];
        const QString where = QStringLiteral("move %1 (line %2): ").arg(i).arg(ma.position.line);
        if (ma.turn != mb.turn)
            return where + QStringLiteral("turns differ");
        if (a.text(ma.side) != b.text(mb.side))
            return where + QStringLiteral("sides differ");
        if (a.text(ma.verb) != b.text(mb.verb))
            return where + QStringLiteral("verbs differ");
        if (ma.hasAnnotation != mb.hasAnnotation || ma.annotation != mb.annotation)
            return where + QStringLiteral("annotations differ");
        const auto argsA = a.argsOf(ma);
        const auto argsB = b.argsOf(mb);
        if (argsA.size() != argsB.size())
            return where + QStringLiteral("argument counts differ");
        for (std::size_t k = 0; k < argsA.size(); ++k) {
            if (a.text(argsA[k].key) != b.text(argsB[k].key))
                return where + QStringLiteral("keys of argument %1 differ").arg(k);
            const QString d = describeValueDifference(a, argsA[k].value, b, argsB[k].value);
            if (!d.isEmpty())
                return where + QStringLiteral("argument %1: ").arg(k) + d;
        }
    }
    return {};
}

}  // namespace umpire::notation::testing
