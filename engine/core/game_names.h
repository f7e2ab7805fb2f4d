// The readable names of the ids a game's states and moves use — cards, places, sides,
// variants, phases and the game's other terms — in English and Russian, read from the game's
// own data (docs/data-format.md, "Names of ids"), so the app and the texts of a game show
// "Раунд 2 · Действия" instead of "actions" without a table in code.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringView>

namespace umpire::core {

struct Name {
    QString en;
    QString ru;  // empty when the data gives none
    // The name in the language asked for; the English one when there is no Russian.
    const QString &in(bool russian) const { return russian && !ru.isEmpty() ? ru : en; }
};

class GameNames {
public:
    // The names of a shipped game, read once from its :/games/<id>/ files (cards.json's
    // cards, board.json's regions, game.json's sides, variants, components and "names"; a later
    // file wins where an id repeats). Thread-safe; an unknown game has no names.
    static const GameNames &of(QStringView gameId);

    // The same from the texts of the files (any may be empty), for tests and tools.
    static GameNames fromJson(const QByteArray &cards, const QByteArray &board, const QByteArray &game);

    const Name *find(QStringView id) const;
    // The name of `id`, or `id` itself when the game does not name it.
    QString text(QStringView id, bool russian) const;
    qsizetype size() const { return names_.size(); }

private:
    QHash<QString, Name> names_;
};

}  // namespace umpire::core
