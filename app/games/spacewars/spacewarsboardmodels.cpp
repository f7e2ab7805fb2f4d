#include "spacewars/spacewarsboardmodels.h"

#include "spacewars/spacewarsview.h"

#include "games/spacewars/spacewars_play.h"
#include "games/spacewars/spacewars_state.h"

#include <QHash>

namespace umpire::games {

namespace sw = umpire::spacewars;

namespace {

const char *const kSideIds[sw::kSides] = {"earth", "aliens"};

// A change as printed on a token: "+1", "0", "−1".
QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : n < 0 ? QStringLiteral("−%1").arg(-n) : QStringLiteral("0");
}

// The tokens on a ship as the draft prints them: offense/defense ("+1/+0"), then speed ("»−1").
QString tokenText(const sw::Mods &m)
{
    QStringList parts;
    if (m.offense != 0 || m.defense != 0)
        parts << signedNumber(m.offense) + QLatin1Char('/') + signedNumber(m.defense);
    if (m.speed != 0)
        parts << QStringLiteral("»") + signedNumber(m.speed);
    if (m.reach != 0)
        parts << QStringLiteral("⌖") + signedNumber(m.reach);
    return parts.join(QLatin1Char(' '));
}

}  // namespace

// --- hexes

int SpacewarsHexModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant SpacewarsHexModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row &r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case IdRole: return r.id;
    case XRole: return r.centre.x();
    case YRole: return r.centre.y();
    case PathRole: return r.path;
    case HomeworldRole: return r.homeworld;
    case CentreRole: return r.centreLine;
    case DebrisRole: return r.debris;
    case MinefieldRole: return r.minefield;
    default: return {};
    }
}

QHash<int, QByteArray> SpacewarsHexModel::roleNames() const
{
    return {{IdRole, "hexId"},         {XRole, "boardX"},         {YRole, "boardY"},
            {PathRole, "path"},        {HomeworldRole, "homeworld"}, {CentreRole, "centre"},
            {DebrisRole, "debris"},    {MinefieldRole, "minefield"}};
}

void SpacewarsHexModel::setBoard(const boards::BoardGeometry *geometry)
{
    QList<Row> rows;
    if (geometry && geometry->ready()) {
        const sw::Data &d = sw::Data::builtin();
        for (const boards::BoardRegion &region : geometry->data().regions) {
            Row row;
            row.id = region.id;
            row.centre = region.label;
            row.path = boards::svgPath(region.polygon);
            const int h = d.hex(region.id.toStdString());
            if (h >= 0) {
                row.homeworld = d.hexes[std::size_t(h)].homeworld;
                row.centreLine = d.hexes[std::size_t(h)].centre;
            }
            rows << row;
        }
    }
    beginResetModel();
    rows_ = rows;
    endResetModel();
}

void SpacewarsHexModel::showState(const sw::State *state)
{
    const sw::Data *d = state ? &state->data() : nullptr;
    for (qsizetype i = 0; i < rows_.size(); ++i) {
        Row &row = rows_[i];
        const int h = d ? d->hex(row.id.toStdString()) : -1;
        const int debris = h >= 0 ? state->p.debris[std::size_t(h)] : 0;
        const bool mines = h >= 0 && state->p.mines[std::size_t(h)];
        if (debris == row.debris && mines == row.minefield)
            continue;
        row.debris = debris;
        row.minefield = mines;
        const QModelIndex at = index(int(i));
        Q_EMIT dataChanged(at, at, {DebrisRole, MinefieldRole});
    }
}

// --- ships

int SpacewarsShipModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

QVariant SpacewarsShipModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size())
        return {};
    const Row &r = rows_.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case IdRole: return r.id;
    case SideRole: return QLatin1String(kSideIds[r.side]);
    case SideIndexRole: return r.side;
    case HexRole: return r.hex;
    case XRole: return r.at.x();
    case YRole: return r.at.y();
    case StackRole: return r.stack;
    case SlotRole: return r.slot;
    case CloakedRole: return r.cloaked;
    case TokensRole: return r.tokens;
    case OffenseRole: return r.offense;
    case DefenseRole: return r.defense;
    case SpeedRole: return r.speed;
    case RangeRole: return r.range;
    case DescriptionRole: return r.description;
    default: return {};
    }
}

QHash<int, QByteArray> SpacewarsShipModel::roleNames() const
{
    return {{IdRole, "shipId"},       {SideRole, "side"},       {SideIndexRole, "sideIndex"},
            {HexRole, "hex"},         {XRole, "boardX"},        {YRole, "boardY"},
            {StackRole, "stack"},     {SlotRole, "slot"},       {CloakedRole, "cloaked"},
            {TokensRole, "tokens"},   {OffenseRole, "offense"}, {DefenseRole, "defense"},
            {SpeedRole, "speed"},     {RangeRole, "range"},     {DescriptionRole, "description"}};
}

void SpacewarsShipModel::showState(const sw::State *state, const boards::BoardGeometry *geometry, bool russian)
{
    QList<Row> rows;
    if (state && geometry && geometry->ready()) {
        const sw::Data &d = state->data();
        QHash<int, int> inHex;  // ships counted so far per hex
        for (int u = 0; u < sw::kUnits; ++u)
            if (state->onBoard(u))
                ++inHex[state->p.unitHex[std::size_t(u)]];
        QHash<int, int> placed;
        // A stack is drawn as a pile: each ship a little up and to the right of the one below.
        const qreal pile = geometry->bounds().width() / 120.0;
        for (int u = 0; u < sw::kUnits; ++u) {
            if (!state->onBoard(u))
                continue;
            const int h = state->p.unitHex[std::size_t(u)];
            Row row;
            row.unit = u;
            row.id = QString::fromStdString(d.unitNames[std::size_t(u)]);
            row.side = sw::sideOfUnit(u);
            row.hex = QString::fromStdString(d.hexes[std::size_t(h)].id);
            row.stack = inHex.value(h);
            row.slot = placed[h]++;
            const int region = geometry->indexOf(row.hex);
            const QPointF centre = region >= 0 ? geometry->data().regions[region].label : QPointF();
            row.at = centre + QPointF(row.slot * pile, -row.slot * pile);
            row.cloaked = state->p.cloaked[std::size_t(u)];
            row.tokens = tokenText(state->p.lasting[std::size_t(u)]);
            row.offense = sw::offense(*state, u);
            row.defense = sw::defense(*state, u);
            row.speed = sw::allowance(*state, u, row.cloaked);
            row.range = sw::reach(*state, u);
            const int card = d.unitCard[std::size_t(row.side)];
            const QString kind = card < 0 ? QString()
                    : russian ? d.cards[std::size_t(card)].nameRu : d.cards[std::size_t(card)].nameEn;
            row.description = SpacewarsView::tr("%1 (%2) in hex %3: offense %4, defense %5, speed %6, range %7")
                                      .arg(row.id, kind, row.hex)
                                      .arg(row.offense)
                                      .arg(row.defense)
                                      .arg(row.speed)
                                      .arg(row.range);
            if (row.cloaked)
                row.description += QLatin1String("; ") + SpacewarsView::tr("cloaked");
            if (!row.tokens.isEmpty())
                row.description += QLatin1String("; ") + SpacewarsView::tr("tokens %1").arg(row.tokens);
            rows << row;
        }
    }
    if (rows == rows_)
        return;
    // Both lists are in unit order: walk them together, removing the ships that left, adding
    // those that came and updating those that stayed, so a delegate lives as long as its ship.
    qsizetype i = 0, j = 0;
    while (i < rows_.size() || j < rows.size()) {
        if (j >= rows.size() || (i < rows_.size() && rows_[i].unit < rows[j].unit)) {
            beginRemoveRows({}, int(i), int(i));
            rows_.removeAt(i);
            endRemoveRows();
        } else if (i >= rows_.size() || rows[j].unit < rows_[i].unit) {
            beginInsertRows({}, int(i), int(i));
            rows_.insert(i, rows[j]);
            endInsertRows();
            ++i;
            ++j;
        } else {
            if (!(rows_[i] == rows[j])) {
                rows_[i] = rows[j];
                const QModelIndex at = index(int(i));
                Q_EMIT dataChanged(at, at);
            }
            ++i;
            ++j;
        }
    }
}

}  // namespace umpire::games
