// The display facts of a game's pieces (names, side, Defense) read from its cards.json, and
// the short label a building gets on the map. BoardGeometry loads the catalog; BoardRegionModel
// and the views read it.
#pragma once

#include <QHash>
#include <QString>

namespace umpire::boards {

// Display facts of a card or token id (a building, an influence token, a unit card), read
// from the game's cards.json.
struct PieceInfo {
    QString nameEn, nameRu;
    QString type;        // the card type: "building", "action", "unit", ...
    QString side;        // "aliens", "humans" or empty
    int defense = 0;     // stats.defense, 0 when none is printed
    bool special = false;  // flags contains "special" (Landmines, Barrage Balloons)
    // The names are not game data but the app's own words (the invasion ship): nameRu is
    // empty and the Russian name comes from the app's translation (context "BoardPieces").
    bool translatedName = false;
};
using PieceCatalog = QHash<QString, PieceInfo>;

// Reads cards.json; an unreadable file gives an empty catalog (names then fall back to ids).
// Adds "invasion-ship", which is a token of game.json rather than a card.
PieceCatalog parsePieceCatalog(const QByteArray &cardsJson);

// The name to show for piece `id`: English, or Russian when `russian` (falling back to
// English), or `id` itself when the catalog has no name for it.
QString displayName(const PieceInfo &info, const QString &id, bool russian);

// A short label for a building: its English name when it is one short word, else initials
// ("Heavy Artillery" -> "HA", "Fort" -> "Fort").
QString shortLabel(const QString &name);

}  // namespace umpire::boards
