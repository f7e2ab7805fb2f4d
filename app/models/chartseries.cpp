#include "chartseries.h"

#include "gameviews.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonValue>
#include <QMutex>
#include <QMutexLocker>
#include <QRegularExpression>

#include <algorithm>

namespace umpire::models {

namespace {

// The built-in series come from the game's entry in app/games/gameviews.cpp.
QList<ChartSeriesSpec> builtinSeries(const QString &gameId)
{
    const games::GameView *view = games::gameView(gameId);
    return view ? view->chartSeries : QList<ChartSeriesSpec>{};
}

struct Overrides {
    QMutex mutex;
    QHash<QString, QList<ChartSeriesSpec>> series;
};

Overrides &overrides()
{
    static Overrides o;
    return o;
}

std::optional<double> numberOf(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Double: return v.toDouble();
    case QJsonValue::Bool: return v.toBool() ? 1.0 : 0.0;
    case QJsonValue::Array: return double(v.toArray().size());
    case QJsonValue::Object: return double(v.toObject().size());
    default: return std::nullopt;
    }
}

std::optional<double> valueAt(const QJsonValue &v, QStringView path)
{
    if (path.isEmpty())
        return numberOf(v);
    const qsizetype dot = path.indexOf(QLatin1Char('.'));
    QStringView head = dot < 0 ? path : path.left(dot);
    const QStringView rest = dot < 0 ? QStringView() : path.mid(dot + 1);
    // "list[]" sums over all elements, "list[key=value]" over those whose key has that value.
    const qsizetype open = head.endsWith(QLatin1Char(']')) ? head.indexOf(QLatin1Char('[')) : -1;
    const bool sum = open >= 0;
    QStringView filterKey, filterValue;
    if (sum) {
        const QStringView filter = head.mid(open + 1, head.size() - open - 2);
        const qsizetype eq = filter.indexOf(QLatin1Char('='));
        if (eq >= 0) {
            filterKey = filter.left(eq);
            filterValue = filter.mid(eq + 1);
        } else if (!filter.isEmpty()) {
            return std::nullopt;  // "list[b]": neither all elements nor a key=value filter
        }
        head = head.left(open);
    }
    if (!v.isObject())
        return std::nullopt;
    const QJsonValue child = v.toObject().value(head);
    if (!sum)
        return valueAt(child, rest);
    if (!child.isArray())
        return std::nullopt;
    const QJsonArray items = child.toArray();
    // "vehicles[id=locust].damage": the one element whose `id` is "locust"; a gap when the
    // list has no such element (it left the game).
    if (filterKey == QLatin1String("id")) {
        for (const QJsonValue &item : items)
            if (item.toObject().value(filterKey).toVariant().toString() == filterValue)
                return valueAt(item, rest);
        return std::nullopt;
    }
    // A sum over an array: elements without the value count as 0, an empty array sums to 0.
    // A filtered list with no path after it counts the elements that pass.
    double total = 0;
    for (const QJsonValue &item : items) {
        if (!filterKey.isEmpty() && item.toObject().value(filterKey).toString() != filterValue)
            continue;
        total += rest.isEmpty() && !filterKey.isEmpty() ? 1.0 : valueAt(item, rest).value_or(0.0);
    }
    return total;
}

}  // namespace

QList<ChartSeriesSpec> chartSeriesFor(const QString &gameId)
{
    Overrides &o = overrides();
    {
        QMutexLocker lock(&o.mutex);
        const auto it = o.series.constFind(gameId);
        if (it != o.series.constEnd())
            return it.value();
    }
    return builtinSeries(gameId);
}

void setChartSeries(const QString &gameId, const QList<ChartSeriesSpec> &series)
{
    Overrides &o = overrides();
    QMutexLocker lock(&o.mutex);
    if (series.isEmpty())
        o.series.remove(gameId);
    else
        o.series.insert(gameId, series);
}

QList<ChartSeriesSpec> expandChartSeries(const QList<ChartSeriesSpec> &specs, const QJsonObject &setUp)
{
    QList<ChartSeriesSpec> out;
    QStringList expanded;  // "vehicles[id=*]" once done
    for (const ChartSeriesSpec &spec : specs) {
        const qsizetype star = spec.path.indexOf(QLatin1String("=*]"));
        if (star < 0) {
            out << spec;
            continue;
        }
        const QString whole = spec.path.left(star + 3);
        if (expanded.contains(whole))
            continue;
        expanded << whole;
        const qsizetype open = whole.lastIndexOf(QLatin1Char('['));
        const QString arrayPath = whole.left(open);
        const QString key = whole.mid(open + 1, star - open - 1);
        QJsonValue array(setUp);
        for (const QString &part : arrayPath.split(QLatin1Char('.')))
            array = array.toObject().value(part);
        const QJsonArray items = array.toArray();
        for (qsizetype i = 0; i < std::min<qsizetype>(items.size(), kMaxExpandedElements); ++i) {
            const QString id = items.at(i).toObject().value(key).toVariant().toString();
            if (id.isEmpty())
                continue;
            const QString side = items.at(i).toObject().value(QLatin1String("side")).toString();
            for (const ChartSeriesSpec &same : specs)
                if (same.path.startsWith(whole))
                    out << ChartSeriesSpec{QStringLiteral("%1[%2=%3]%4").arg(arrayPath, key, id, same.path.mid(whole.size())),
                                           same.label, same.side.isEmpty() ? side : same.side};
        }
    }
    return out;
}

QList<ChartSeriesSpec> seatedChartSeries(const QList<ChartSeriesSpec> &specs, const QStringList &seated)
{
    QList<ChartSeriesSpec> out;
    for (const ChartSeriesSpec &spec : specs)
        if (spec.side.isEmpty() || seated.contains(spec.side))
            out << spec;
    return out;
}

QString chartSeriesLabel(const ChartSeriesSpec &spec)
{
    const QString label = QCoreApplication::translate("ChartSeries", spec.label.toUtf8().constData());
    if (!label.contains(QLatin1String("%1")))
        return label;
    static const QRegularExpression selected(QStringLiteral("\\[[^=\\]]+=([^\\]]+)\\]"));
    const QRegularExpressionMatch m = selected.match(spec.path);
    return m.hasMatch() ? label.arg(m.captured(1)) : label;
}

std::optional<double> chartValue(const QJsonObject &state, QStringView path)
{
    if (path.isEmpty())
        return std::nullopt;
    return valueAt(QJsonValue(state), path);
}

}  // namespace umpire::models
