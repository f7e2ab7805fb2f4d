// Where a game plugs into the app: one entry per game in gameviews.cpp says which QML file
// draws its board and which numbers of its state the chart follows. The Replay page loads the
// board through ReplayController::boardSource, so no page names a game; a game without an
// entry is still checked and replayed, with a "no board view yet" placeholder, the generic
// state inspector and no chart.
#pragma once

#include "chartseries.h"

#include <QList>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace umpire::games {

struct GameView {
    QString gameId;
    // The board view, a path inside the Umpire QML module (qml/games/<id>/...), or empty.
    // The component has the properties `replay` (ReplayController) and `russian` (bool).
    QString board;
    // The series of the Replay page's chart (app/models/chartseries.h).
    QList<models::ChartSeriesSpec> chartSeries;
};

// The entry of a game, or nullptr when it has none.
const GameView *gameView(QStringView gameId);

// The URL a Loader takes for the board of a game; empty when it has no board view.
QUrl boardUrl(QStringView gameId);

}  // namespace umpire::games
