#include "boarddata.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace umpire::boards {

namespace {

// The 1-based line and column of byte `offset` in `text` (columns count bytes, as GCC does).
QPair<int, int> lineColumn(const QByteArray &text, qsizetype offset)
{
    offset = qBound<qsizetype>(0, offset, text.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    return {line, int(offset - lineStart) + 1};
}

// Builds error messages: QJsonDocument keeps no positions, so a problem in a region is placed
// at the first occurrence of its id string, which in a well-formed board.json is its "id".
class Reporter {
public:
    Reporter(const QByteArray &text, const QString &fileName) : text_(text), file_(fileName) {}

    QString at(qsizetype offset, const QString &message) const
    {
        const auto [line, column] = lineColumn(text_, offset);
        return QStringLiteral("%1:%2:%3: error: %4").arg(file_).arg(line).arg(column).arg(message);
    }
    QString near(const QString &id, const QString &message) const
    {
        const qsizetype found =
            id.isEmpty() ? -1 : text_.indexOf(QByteArray('"' + id.toUtf8() + '"'));
        return at(found < 0 ? 0 : found, message);
    }

private:
    const QByteArray &text_;
    QString file_;
};

bool readPoint(const QJsonValue &v, QPointF *out)
{
    const QJsonArray a = v.toArray();
    if (a.size() != 2 || !a[0].isDouble() || !a[1].isDouble())
        return false;
    *out = QPointF(a[0].toDouble(), a[1].toDouble());
    return true;
}

}  // namespace

BoardData parseBoard(const QByteArray &json, const QString &fileName)
{
    const Reporter report(json, fileName);
    BoardData board;
    auto fail = [](const QString &message) {
        BoardData failed;
        failed.error = message;
        return failed;
    };

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(report.at(parseError.offset, parseError.errorString()));
    if (!doc.isObject())
        return fail(report.at(0, QStringLiteral("the board is not a JSON object")));
    const QJsonObject root = doc.object();
    if (!root.value(QStringLiteral("regions")).isArray())
        return fail(report.at(0, QStringLiteral("the board has no \"regions\" array")));

    const QJsonArray regions = root.value(QStringLiteral("regions")).toArray();
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const QJsonObject o = regions[i].toObject();
        BoardRegion r;
        r.id = o.value(QStringLiteral("id")).toString();
        if (r.id.isEmpty())
            return fail(report.at(0, QStringLiteral("region %1 has no \"id\"").arg(i + 1)));
        if (board.index.contains(r.id))
            return fail(report.near(r.id, QStringLiteral("region \"%1\" is listed twice").arg(r.id)));
        const QJsonObject name = o.value(QStringLiteral("name")).toObject();
        r.nameEn = name.value(QStringLiteral("en")).toString(r.id);
        r.nameRu = name.value(QStringLiteral("ru")).toString();
        const QString kind = o.value(QStringLiteral("kind")).toString();
        if (kind != QLatin1String("land") && kind != QLatin1String("sea"))
            return fail(report.near(r.id, QStringLiteral("region \"%1\": \"kind\" must be \"land\" or "
                                                         "\"sea\", not \"%2\"").arg(r.id, kind)));
        r.land = kind == QLatin1String("land");
        const QJsonArray polygon = o.value(QStringLiteral("polygon")).toArray();
        for (const QJsonValue &p : polygon) {
            QPointF point;
            if (!readPoint(p, &point))
                return fail(report.near(r.id, QStringLiteral("region \"%1\": every polygon point must "
                                                             "be [x, y] numbers").arg(r.id)));
            r.polygon << point;
        }
        if (r.polygon.size() < 3)
            return fail(report.near(r.id, QStringLiteral("region \"%1\" needs a \"polygon\" of at "
                                                         "least 3 points").arg(r.id)));
        // Without a label point the centre of the outline serves.
        const QRectF box = r.polygon.boundingRect();
        r.label = QPointF(o.value(QStringLiteral("x")).toDouble(box.center().x()),
                          o.value(QStringLiteral("y")).toDouble(box.center().y()));
        r.civilians = o.value(QStringLiteral("civilians")).toInt();
        r.landing = o.value(QStringLiteral("landing")).toBool();
        r.anchor = o.value(QStringLiteral("anchor")).toBool();
        board.bounds = board.bounds.united(box);
        board.index.insert(r.id, int(board.regions.size()));
        board.regions << r;
    }

    const QJsonArray adjacent = root.value(QStringLiteral("adjacent")).toArray();
    for (const QJsonValue &v : adjacent) {
        const QJsonArray pair = v.toArray();
        const QString a = pair.size() == 2 ? pair[0].toString() : QString();
        const QString b = pair.size() == 2 ? pair[1].toString() : QString();
        if (a.isEmpty() || b.isEmpty())
            return fail(report.near(a, QStringLiteral("every \"adjacent\" entry must be a pair of "
                                                      "region ids")));
        for (const QString &id : {a, b}) {
            if (!board.index.contains(id))
                return fail(report.near(id, QStringLiteral("\"adjacent\" names the unknown region "
                                                           "\"%1\"").arg(id)));
        }
        board.adjacent << qMakePair(board.index.value(a), board.index.value(b));
    }
    return board;
}

QString svgPath(const QPolygonF &polygon)
{
    QString path;
    path.reserve(polygon.size() * 12);
    for (qsizetype i = 0; i < polygon.size(); ++i) {
        path += QLatin1Char(i == 0 ? 'M' : 'L');
        path += QString::number(polygon[i].x()) + QLatin1Char(' ') + QString::number(polygon[i].y());
        path += QLatin1Char(' ');
    }
    if (!polygon.isEmpty())
        path += QLatin1Char('Z');
    return path;
}

}  // namespace umpire::boards
