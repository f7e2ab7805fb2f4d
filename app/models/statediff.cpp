#include "statediff.h"

#include <QJsonArray>
#include <QJsonValue>

#include <algorithm>

namespace umpire::models {

namespace {

QString join(const QString &prefix, const QString &name)
{
    return prefix.isEmpty() ? name : prefix + QLatin1Char('.') + name;
}

void diffValues(const QJsonValue &a, const QJsonValue &b, const QString &path, QStringList &out);

void diffObjects(const QJsonObject &a, const QJsonObject &b, const QString &path, QStringList &out)
{
    for (auto it = a.begin(); it != a.end(); ++it) {
        const auto other = b.constFind(it.key());
        if (other == b.constEnd())
            out << join(path, it.key());
        else
            diffValues(it.value(), other.value(), join(path, it.key()), out);
    }
    for (auto it = b.begin(); it != b.end(); ++it)
        if (!a.contains(it.key()))
            out << join(path, it.key());
}

// The name of an array element in a path: its "id" when it has one, else its index.
QString elementName(const QJsonValue &element, qsizetype index)
{
    if (element.isObject()) {
        const QJsonValue id = element.toObject().value(QLatin1String("id"));
        if (id.isString())
            return id.toString();
    }
    return QString::number(index);
}

void diffValues(const QJsonValue &a, const QJsonValue &b, const QString &path, QStringList &out)
{
    if (a.isObject() && b.isObject()) {
        diffObjects(a.toObject(), b.toObject(), path, out);
        return;
    }
    if (a.isArray() && b.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.size() != y.size()) {
            out << path;
            return;
        }
        for (qsizetype i = 0; i < x.size(); ++i) {
            const QJsonValue u = x.at(i);
            const QJsonValue v = y.at(i);
            if (u != v)
                diffValues(u, v, join(path, elementName(v, i)), out);
        }
        return;
    }
    if (a != b)
        out << path;
}

}  // namespace

QStringList changedKeys(const QJsonObject &before, const QJsonObject &after)
{
    QStringList out;
    for (auto it = after.begin(); it != after.end(); ++it)
        if (before.value(it.key()) != it.value() || !before.contains(it.key()))
            out << it.key();
    for (auto it = before.begin(); it != before.end(); ++it)
        if (!after.contains(it.key()))
            out << it.key();
    std::sort(out.begin(), out.end());
    return out;
}

QStringList changedPaths(const QJsonObject &before, const QJsonObject &after)
{
    QStringList out;
    diffObjects(before, after, QString(), out);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace umpire::models
