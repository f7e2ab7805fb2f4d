#include "games/tripods/tripods_position.h"

#include <QRegularExpression>

#include <algorithm>

namespace umpire::tripods {

namespace {

std::optional<int> integerIn(std::string_view text, int low, int high)
{
    bool ok = false;
    const int n = QByteArray(text.data(), qsizetype(text.size())).toInt(&ok);
    if (!ok || n < low || n > high)
        return std::nullopt;
    return n;
}

}  // namespace

std::optional<Placement> placementFromItems(const std::vector<std::string_view> &items)
{
    if (items.size() != 3)
        return std::nullopt;
    const auto x = integerIn(items[0], -kMaxCoordinate, kMaxCoordinate);
    const auto y = integerIn(items[1], -kMaxCoordinate, kMaxCoordinate);
    const auto h = integerIn(items[2], 0, 359);
    if (!x || !y || !h)
        return std::nullopt;
    return Placement{true, std::int16_t(*x), std::int16_t(*y), std::int16_t(*h)};
}

std::optional<Placement> placementFromText(const QString &text)
{
    const QByteArray bytes = text.toLatin1();
    const QList<QByteArray> parts = bytes.split(',');  // the views below point into these
    std::vector<std::string_view> items;
    for (const QByteArray &item : parts)
        items.emplace_back(item.constData(), std::size_t(item.size()));
    return placementFromItems(items);
}

QByteArray placementText(const Placement &p)
{
    return QByteArray::number(p.x) + ',' + QByteArray::number(p.y) + ',' + QByteArray::number(p.heading);
}

std::optional<TableSize> tableFromText(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,3})x(\\d{1,3})$"));
    const QRegularExpressionMatch match = re.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const int width = match.captured(1).toInt(), depth = match.captured(2).toInt();
    if (width < 1 || depth < 1)
        return std::nullopt;
    return TableSize{std::int16_t(width), std::int16_t(depth)};
}

QByteArray tableText(const TableSize &t)
{
    return QByteArray::number(t.width) + 'x' + QByteArray::number(t.depth);
}

QString tableSizeText(const TableSize &t)
{
    return QStringLiteral("%1 \u00d7 %2").arg(t.width).arg(t.depth);
}

bool outsideTable(const Placement &p, const TableSize &t)
{
    return p.x < 0 || p.y < 0 || p.x > t.width || p.y > t.depth;
}

Placement placementAfter(const Placement &from, const TableSize &t, bool leaves, core::Rng &rng)
{
    const auto step = [&](int value, int size) {
        return std::clamp(value + int(rng.below(21)) - 10, 0, int(size));
    };
    Placement p{true, std::int16_t(step(from.x, t.width)), std::int16_t(step(from.y, t.depth)),
                std::int16_t(rng.below(360))};
    if (leaves)  // beyond the Earthlings' or the Martians' side
        p.y = std::int16_t(rng.below(2) ? -1 - int(rng.below(5)) : t.depth + 1 + int(rng.below(5)));
    return p;
}

}  // namespace umpire::tripods
