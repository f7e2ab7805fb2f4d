#include "boardgeometry.h"

#include <QFile>
#include <QRegularExpression>
#include <QVariantMap>

namespace umpire::boards {

BoardGeometry::BoardGeometry(QObject *parent) : QObject(parent) {}

void BoardGeometry::setGame(const QString &game)
{
    if (game == game_)
        return;
    game_ = game;
    Q_EMIT gameChanged();
    load();
}

void BoardGeometry::load()
{
    data_ = BoardData();
    catalog_.clear();
    regions_.clear();
    adjacencyPath_.clear();

    // Game ids are kebab-case; anything else could name a path outside the game folders.
    static const QRegularExpression validId(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    const QString fileName = QStringLiteral(":/games/%1/board.json").arg(game_);
    QFile file(fileName);
    if (game_.isEmpty()) {
        // No game yet: empty and no error, the normal state before a record is open.
    } else if (!validId.match(game_).hasMatch()) {
        data_.error = QStringLiteral("\"%1\" is not a game id").arg(game_);
    } else if (!file.open(QIODevice::ReadOnly)) {
        data_.error = QStringLiteral("%1: error: the game \"%2\" has no board").arg(fileName, game_);
    } else {
        data_ = parseBoard(file.readAll(), fileName);
        QFile cards(QStringLiteral(":/games/%1/cards.json").arg(game_));
        if (data_.error.isEmpty() && cards.open(QIODevice::ReadOnly))
            catalog_ = parsePieceCatalog(cards.readAll());
    }

    for (qsizetype i = 0; i < data_.regions.size(); ++i) {
        const BoardRegion &r = data_.regions[i];
        QVariantList polygon;
        polygon.reserve(r.polygon.size());
        for (const QPointF &p : r.polygon)
            polygon << p;
        regions_ << QVariantMap{
            {QStringLiteral("id"), r.id},
            {QStringLiteral("index"), int(i)},
            {QStringLiteral("name"), r.nameEn},
            {QStringLiteral("nameRu"), r.nameRu.isEmpty() ? r.nameEn : r.nameRu},
            {QStringLiteral("kind"), r.land ? QStringLiteral("land") : QStringLiteral("sea")},
            {QStringLiteral("land"), r.land},
            {QStringLiteral("x"), r.label.x()},
            {QStringLiteral("y"), r.label.y()},
            {QStringLiteral("polygon"), polygon},
            {QStringLiteral("path"), svgPath(r.polygon)},
            {QStringLiteral("civilians"), r.civilians},
            {QStringLiteral("landing"), r.landing},
            {QStringLiteral("anchor"), r.anchor},
        };
    }
    for (const auto &[a, b] : std::as_const(data_.adjacent)) {
        const BoardRegion &ra = data_.regions[a];
        const BoardRegion &rb = data_.regions[b];
        adjacencyPath_ += QStringLiteral("M%1 %2 L%3 %4 ")
                              .arg(ra.label.x()).arg(ra.label.y()).arg(rb.label.x()).arg(rb.label.y());
    }
    if (!data_.error.isEmpty())
        qWarning("BoardGeometry: %s", qPrintable(data_.error));
    Q_EMIT loaded();
}

int BoardGeometry::regionAt(qreal x, qreal y) const
{
    const QPointF p(x, y);
    for (qsizetype i = 0; i < data_.regions.size(); ++i)
        if (data_.regions[i].polygon.containsPoint(p, Qt::OddEvenFill))
            return int(i);
    return -1;
}

QString BoardGeometry::pieceName(const QString &id, bool russian) const
{
    const auto it = catalog_.constFind(id);
    return it == catalog_.cend() ? id : displayName(*it, id, russian);
}

}  // namespace umpire::boards
