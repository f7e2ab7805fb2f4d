#include "core/board.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace umpire::core {

namespace {

// The 1-based line and column of byte `offset` in `text` (columns count bytes, as GCC does).
std::pair<int, int> lineColumn(const QByteArray &text, qsizetype offset)
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
class Errors {
public:
    Errors(const QByteArray &text, const QString &fileName) : text_(text), file_(fileName) {}

    Board at(qsizetype offset, const QString &message) const
    {
        Board failed;
        std::tie(failed.errorLine, failed.errorColumn) = lineColumn(text_, offset);
        failed.errorMessage = message;
        failed.error = QStringLiteral("%1:%2:%3: error: %4")
                               .arg(file_)
                               .arg(failed.errorLine)
                               .arg(failed.errorColumn)
                               .arg(message);
        return failed;
    }
    Board near(const QString &id, const QString &message) const
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

QRectF boundingRect(const QList<QPointF> &points)
{
    if (points.isEmpty())
        return {};
    qreal left = points[0].x(), right = left, top = points[0].y(), bottom = top;
    for (const QPointF &p : points) {
        left = std::min(left, p.x());
        right = std::max(right, p.x());
        top = std::min(top, p.y());
        bottom = std::max(bottom, p.y());
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

// The centre and corners of a pointy-top hex at axial (q, r) with circumradius `size`.
QPointF hexCentre(int q, int r, double size)
{
    return QPointF(size * std::sqrt(3.0) * (q + r / 2.0), size * 1.5 * r);
}

QList<QPointF> hexCorners(QPointF centre, double size)
{
    QList<QPointF> corners;
    for (int i = 0; i < 6; ++i) {
        const double angle = M_PI / 180.0 * (60.0 * i - 30.0);
        corners << QPointF(centre.x() + size * std::cos(angle),
                           centre.y() + size * std::sin(angle));
    }
    return corners;
}

}  // namespace

bool Board::linked(int a, int b) const
{
    const std::pair<int, int> key{std::min(a, b), std::max(a, b)};
    return links.contains(key);
}

Board readBoard(const QByteArray &json, const QString &fileName)
{
    const Errors report(json, fileName);
    Board board;
    auto fail = [](Board failed) { return failed; };

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(report.at(parseError.offset, parseError.errorString()));
    if (!doc.isObject())
        return fail(report.at(0, QStringLiteral("the board is not a JSON object")));
    const QJsonObject root = doc.object();
    if (!root.value(QStringLiteral("regions")).isArray())
        return fail(report.at(0, QStringLiteral("the board has no \"regions\" array")));

    board.assumed = root.value(QStringLiteral("assumed")).toObject();
    double hexSize = 0;
    if (root.contains(QStringLiteral("hex"))) {
        hexSize = root.value(QStringLiteral("hex"))
                          .toObject()
                          .value(QStringLiteral("size"))
                          .toDouble();
        if (!(hexSize > 0))
            return fail(report.near(QStringLiteral("hex"),
                                    QStringLiteral("\"hex\" needs a positive \"size\"")));
        board.hex = true;
    }

    const QJsonArray regions = root.value(QStringLiteral("regions")).toArray();
    QHash<std::pair<int, int>, int> hexAt;
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const QJsonObject o = regions[i].toObject();
        BoardRegion r;
        r.id = o.value(QStringLiteral("id")).toString();
        if (r.id.isEmpty())
            return fail(report.at(0, QStringLiteral("region %1 has no \"id\"").arg(i + 1)));
        if (board.index.contains(r.id))
            return fail(
                    report.near(r.id, QStringLiteral("region \"%1\" is listed twice").arg(r.id)));
        const QJsonObject name = o.value(QStringLiteral("name")).toObject();
        r.nameEn = name.value(QStringLiteral("en")).toString(r.id);
        r.nameRu = name.value(QStringLiteral("ru")).toString();
        const QString kind = o.value(QStringLiteral("kind")).toString(QStringLiteral("land"));
        if (kind != QLatin1String("land") && kind != QLatin1String("sea"))
            return fail(report.near(r.id,
                                    QStringLiteral("region \"%1\": \"kind\" must be \"land\" or "
                                                   "\"sea\", not \"%2\"")
                                            .arg(r.id, kind)));
        r.land = kind == QLatin1String("land");
        if (board.hex && !o.contains(QStringLiteral("polygon"))) {
            const QJsonValue q = o.value(QStringLiteral("q")), rr = o.value(QStringLiteral("r"));
            if (!q.isDouble() || !rr.isDouble() || q.toDouble() != std::floor(q.toDouble()) ||
                rr.toDouble() != std::floor(rr.toDouble()))
                return fail(report.near(r.id,
                                        QStringLiteral("region \"%1\": a hex needs whole-number "
                                                       "\"q\" and \"r\"")
                                                .arg(r.id)));
            r.isHex = true;
            r.hexQ = q.toInt();
            r.hexR = rr.toInt();
            if (hexAt.contains({r.hexQ, r.hexR}))
                return fail(report.near(
                        r.id,
                        QStringLiteral("region \"%1\" sits on the hex of \"%2\"")
                                .arg(r.id, board.regions[hexAt.value({r.hexQ, r.hexR})].id)));
            hexAt.insert({r.hexQ, r.hexR}, int(board.regions.size()));
            r.outline = hexCorners(hexCentre(r.hexQ, r.hexR, hexSize), hexSize);
        } else {
            for (const QJsonValue &p : o.value(QStringLiteral("polygon")).toArray()) {
                QPointF point;
                if (!readPoint(p, &point))
                    return fail(report.near(r.id,
                                            QStringLiteral("region \"%1\": every polygon point "
                                                           "must be [x, y] numbers")
                                                    .arg(r.id)));
                r.outline << point;
            }
            if (r.outline.size() < 3)
                return fail(report.near(r.id,
                                        QStringLiteral("region \"%1\" needs a \"polygon\" of at "
                                                       "least 3 points")
                                                .arg(r.id)));
        }
        // Without a label point the centre of the outline serves.
        const QRectF box = boundingRect(r.outline);
        r.label = QPointF(o.value(QStringLiteral("x")).toDouble(box.center().x()),
                          o.value(QStringLiteral("y")).toDouble(box.center().y()));
        r.properties = o;
        board.bounds = board.bounds.united(box);
        board.index.insert(r.id, int(board.regions.size()));
        board.regions << r;
    }

    Board linkError;
    auto link = [&](const QString &a, const QString &b, const QString &where) {
        if (a.isEmpty() || b.isEmpty()) {
            linkError = report.near(
                    where.isEmpty() ? a : where,
                    QStringLiteral("every \"adjacent\" entry must be a pair of region ids"));
            return false;
        }
        for (const QString &id : {a, b}) {
            if (!board.index.contains(id)) {
                linkError = report.near(
                        id, QStringLiteral("\"adjacent\" names the unknown region \"%1\"").arg(id));
                return false;
            }
        }
        const int ia = board.index.value(a), ib = board.index.value(b);
        if (ia == ib) {
            linkError = report.near(a, QStringLiteral("region \"%1\" is linked to itself").arg(a));
            return false;
        }
        const std::pair<int, int> key{std::min(ia, ib), std::max(ia, ib)};
        if (!board.links.contains(key))
            board.links << key;
        return true;
    };
    for (const QJsonValue &v : root.value(QStringLiteral("adjacent")).toArray()) {
        const QJsonArray pair = v.toArray();
        if (!link(pair.size() == 2 ? pair[0].toString() : QString(),
                  pair.size() == 2 ? pair[1].toString() : QString(),
                  pair.isEmpty() ? QString() : pair[0].toString()))
            return fail(linkError);
    }
    for (const BoardRegion &r : std::as_const(board.regions)) {
        for (const QJsonValue &n : r.properties.value(QStringLiteral("adjacent")).toArray()) {
            if (!link(r.id, n.toString(), r.id))
                return fail(linkError);
        }
    }
    // Each hex is linked to its grid neighbours; three of the six directions reach every pair.
    for (auto it = hexAt.cbegin(); it != hexAt.cend(); ++it) {
        const auto [q, r] = it.key();
        for (const auto &[dq, dr] : {std::pair{1, 0}, std::pair{0, 1}, std::pair{1, -1}}) {
            const int other = hexAt.value({q + dq, r + dr}, -1);
            if (other < 0)
                continue;
            const std::pair<int, int> key{std::min(it.value(), other), std::max(it.value(), other)};
            if (!board.links.contains(key))
                board.links << key;
        }
    }
    std::sort(board.links.begin(), board.links.end());  // hash order must not leak out
    return board;
}

}  // namespace umpire::core
