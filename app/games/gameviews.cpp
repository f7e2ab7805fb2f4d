#include "gameviews.h"

#include <QCoreApplication>

namespace umpire::games {

namespace {

// One entry per game with views of its own. Chart labels are marked for translation here and
// translated where they are shown (context "ChartSeries"); paths follow the keys documented
// beside each game's State::toJson() (engine/games/<id>/).
const QList<GameView> &registry()
{
    static const QList<GameView> views = {
            {QStringLiteral("wotw"),
             QStringLiteral("games/wotw/WotwBoard.qml"),
             {{QStringLiteral("regions[].civilians"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Civilians left"))},
              {QStringLiteral("damage"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Alien damage"))}}},
    };
    return views;
}

}  // namespace

const GameView *gameView(QStringView gameId)
{
    for (const GameView &view : registry())
        if (view.gameId == gameId)
            return &view;
    return nullptr;
}

QUrl boardUrl(QStringView gameId)
{
    const GameView *view = gameView(gameId);
    if (!view || view->board.isEmpty())
        return {};
    // The module's files are served from qrc:/Umpire/ (qml/CMakeLists.txt).
    return QUrl(QStringLiteral("qrc:/Umpire/") + view->board);
}

}  // namespace umpire::games
