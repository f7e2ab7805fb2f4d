#include "games/spacewars/spacewars_data.h"

#include "core/board.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdlib>

namespace umpire::spacewars {
namespace {

QByteArray readResource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::uint32_t coordKey(int q, int r) { return std::uint32_t(q + 1000) * 4096u + std::uint32_t(r + 1000); }

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

int sideIndex(const QString &id)
{
    if (id == QLatin1String("earth"))
        return kEarth;
    if (id == QLatin1String("aliens"))
        return kAliens;
    return -1;
}

}  // namespace

int Data::hex(std::string_view id) const { return hexIndex_.value(fromView(id), -1); }
int Data::hexAt(int q, int r) const { return coordIndex_.value(coordKey(q, r), -1); }
int Data::card(std::string_view id) const { return cardIndex_.value(fromView(id), -1); }
int Data::unit(std::string_view name) const { return unitIndex_.value(fromView(name), -1); }

bool Data::adjacent(int a, int b) const
{
    const auto &n = hexes[std::size_t(a)].neighbours;
    return std::find(n.begin(), n.end(), b) != n.end();
}

int Data::distance(const HexInfo &a, const HexInfo &b)
{
    const int dq = a.q - b.q, dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

int Data::distanceToHomeworld(int h, int side) const
{
    int best = 1 << 20;
    for (const HexInfo &x : hexes)
        if (x.homeworld == side)
            best = std::min(best, distance(hexes[std::size_t(h)], x));
    return best;
}

Data Data::fromJson(const QByteArray &cardsJson, const QByteArray &boardJson,
                    const QByteArray &decksJson)
{
    Data d;
    const core::Board board = core::readBoard(boardJson, QStringLiteral("board.json"));
    if (!board.error.isEmpty()) {
        d.error = board.error;
        return d;
    }
    if (board.regions.size() > kMaxHexes || !board.hex) {
        d.error = QStringLiteral("board.json: a hex board of at most %1 hexes is needed").arg(kMaxHexes);
        return d;
    }
    for (const core::BoardRegion &br : board.regions) {
        HexInfo h;
        h.id = br.id.toStdString();
        h.q = br.hexQ;
        h.r = br.hexR;
        h.homeworld = sideIndex(br.properties.value(QLatin1String("homeworld")).toString());
        h.centre = br.properties.value(QLatin1String("centre")).toBool(false);
        d.hexIndex_.insert(br.id, int(d.hexes.size()));
        d.coordIndex_.insert(coordKey(h.q, h.r), int(d.hexes.size()));
        d.hexes.push_back(std::move(h));
    }
    for (const auto &[a, b] : board.links) {
        d.hexes[std::size_t(a)].neighbours.push_back(b);
        d.hexes[std::size_t(b)].neighbours.push_back(a);
    }
    d.boardAssumed = !board.assumed.isEmpty();

    const QJsonArray cards = QJsonDocument::fromJson(cardsJson).object().value(QLatin1String("cards")).toArray();
    for (const QJsonValue &v : cards) {
        const QJsonObject o = v.toObject();
        if (int(d.cards.size()) >= kMaxCards) {
            d.error = QStringLiteral("cards.json: more than %1 cards").arg(kMaxCards);
            return d;
        }
        CardInfo c;
        c.id = o.value(QLatin1String("id")).toString().toStdString();
        const QJsonObject name = o.value(QLatin1String("name")).toObject();
        c.nameEn = name.value(QLatin1String("en")).toString();
        c.nameRu = name.value(QLatin1String("ru")).toString();
        if (o.value(QLatin1String("type")).toString() == QLatin1String("unit")) {
            c.unitSide = sideIndex(o.value(QLatin1String("side")).toString());
            if (c.unitSide >= 0)
                d.unitCard[std::size_t(c.unitSide)] = int(d.cards.size());
        }
        d.cardIndex_.insert(QString::fromStdString(c.id), int(d.cards.size()));
        d.cards.push_back(std::move(c));
    }

    const QJsonObject decks = QJsonDocument::fromJson(decksJson).object();
    for (int side = 0; side < kSides; ++side) {
        const QString sideId = side == kEarth ? QStringLiteral("earth") : QStringLiteral("aliens");
        const QJsonObject deck = decks.value(QLatin1String("decks")).toObject().value(sideId).toObject();
        int total = 0;
        for (auto it = deck.begin(); it != deck.end(); ++it) {
            const int c = d.cardIndex_.value(it.key(), -1);
            if (c < 0) {
                d.error = QStringLiteral("decks.json: unknown card \"%1\"").arg(it.key());
                return d;
            }
            d.deck[std::size_t(side)][std::size_t(c)] = std::uint8_t(it.value().toInt());
            total += it.value().toInt();
        }
        if (total != 60) {
            d.error = QStringLiteral("decks.json: the %1 deck holds %2 cards, not 60").arg(sideId).arg(total);
            return d;
        }
        const QJsonArray tokens = decks.value(QLatin1String("tokens")).toObject().value(sideId).toArray();
        if (tokens.size() != kTokensPerSide) {
            d.error = QStringLiteral("decks.json: %1 needs %2 token names").arg(sideId).arg(kTokensPerSide);
            return d;
        }
        for (int i = 0; i < kTokensPerSide; ++i) {
            const int u = side * kTokensPerSide + i;
            d.unitNames[std::size_t(u)] = tokens[i].toString().toStdString();
            d.unitIndex_.insert(tokens[i].toString(), u);
        }
    }
    if (d.unitCard[kEarth] < 0 || d.unitCard[kAliens] < 0)
        d.error = QStringLiteral("cards.json: a unit card for each side is needed");
    return d;
}

const Data &Data::builtin()
{
    static const Data data = fromJson(readResource(QStringLiteral(":/games/spacewars/cards.json")),
                                      readResource(QStringLiteral(":/games/spacewars/board.json")),
                                      readResource(QStringLiteral(":/games/spacewars/decks.json")));
    return data;
}

}  // namespace umpire::spacewars
