#include "stephighlights.h"

#include <QJsonArray>

namespace umpire::boards {

QString kindName(HighlightKind kind)
{
    switch (kind) {
    case HighlightKind::Move: return QStringLiteral("move");
    case HighlightKind::Attack: return QStringLiteral("attack");
    case HighlightKind::Damaged: return QStringLiteral("damaged");
    case HighlightKind::Removed: return QStringLiteral("removed");
    case HighlightKind::Placed: return QStringLiteral("placed");
    }
    return {};
}

namespace {

QString valueText(const notation::Record &record, const notation::Value &value)
{
    if (value.kind == notation::ValueKind::String)
        return value.string;
    return QString::fromUtf8(record.text(value.span));
}

}  // namespace

QString StepChange::verb() const
{
    return record && line ? QString::fromUtf8(record->text(line->verb)) : QString();
}

QStringList StepChange::positional() const
{
    QStringList out;
    if (!record || !line)
        return out;
    for (const notation::Arg &arg : record->argsOf(*line))
        if (arg.key.length == 0 && arg.value.kind != notation::ValueKind::List)
            out << valueText(*record, arg.value);
    return out;
}

QStringList StepChange::values(std::string_view key) const
{
    QStringList out;
    const notation::Arg *arg = record && line ? record->findArg(*line, key) : nullptr;
    if (!arg)
        return out;
    if (arg->value.kind != notation::ValueKind::List) {
        out << valueText(*record, arg->value);
        return out;
    }
    for (const notation::Value &item : arg->value.items)
        out << valueText(*record, item);
    return out;
}

QString StepChange::value(std::string_view key) const
{
    const QStringList all = values(key);
    return all.isEmpty() ? QString() : all.front();
}

namespace {

// id -> position of the pieces of `state`, in list order; a piece without a position maps to "".
QList<QPair<QString, QString>> positions(const QJsonObject &state, const QString &piecesKey,
                                         const QString &positionKey)
{
    QList<QPair<QString, QString>> out;
    const QJsonArray pieces = state.value(piecesKey).toArray();
    for (const QJsonValue &v : pieces) {
        const QJsonObject piece = v.toObject();
        const QString id = piece.value(QLatin1String("id")).toString();
        if (!id.isEmpty())
            out.append({id, piece.value(positionKey).toString()});
    }
    return out;
}

QString lookup(const QList<QPair<QString, QString>> &list, const QString &id, bool *found = nullptr)
{
    for (const auto &entry : list)
        if (entry.first == id) {
            if (found)
                *found = true;
            return entry.second;
        }
    if (found)
        *found = false;
    return {};
}

}  // namespace

QList<Highlight> pieceChanges(const QJsonObject &before, const QJsonObject &after,
                              const QString &piecesKey, const QString &positionKey)
{
    QList<Highlight> out;
    if (before.isEmpty())
        return out;
    const auto was = positions(before, piecesKey, positionKey);
    const auto is = positions(after, piecesKey, positionKey);
    for (const auto &[id, now] : is) {
        const QString then = lookup(was, id);
        if (then == now)
            continue;
        if (then.isEmpty())
            out.append({HighlightKind::Placed, {}, now, id, 0});
        else if (now.isEmpty())
            out.append({HighlightKind::Removed, {}, then, id, 0});
        else
            out.append({HighlightKind::Move, then, now, id, 0});
    }
    for (const auto &[id, then] : was) {
        bool present = false;
        lookup(is, id, &present);
        if (!present && !then.isEmpty())
            out.append({HighlightKind::Removed, {}, then, id, 0});
    }
    return out;
}

QString positionOf(const QJsonObject &state, const QString &id, const QString &piecesKey,
                   const QString &positionKey)
{
    return lookup(positions(state, piecesKey, positionKey), id);
}

}  // namespace umpire::boards
