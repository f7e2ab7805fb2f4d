// Where a game plugs into the app: one entry per game in gameviews.cpp says which QML files
// draw its board and inspect its state, which numbers of its state the chart follows, and how
// a step becomes board highlights.
// The Replay page loads them through ReplayController::boardSource and ::inspectorSource, so
// no page names a game; a game without an entry is still checked and replayed, with a "no
// board view yet" placeholder, the generic state inspector (qml/replay/StateInspector.qml)
// and no chart.
#pragma once

#include "chartseries.h"
#include "piecelistspec.h"
#include "stephighlights.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>
#include <QUrl>

namespace umpire::games {

struct GameView {
    QString gameId;
    // The board view, a path inside the Umpire QML module (qml/games/<id>/...), or empty.
    // The component has the properties `replay` (ReplayController) and `russian` (bool).
    QString board;
    // The state inspector, a path inside the module like `board`, or empty for the generic
    // one. The component has the required property `replay` (ReplayController).
    QString inspector;
    // The series of the Replay page's chart (app/models/chartseries.h).
    QList<models::ChartSeriesSpec> chartSeries;
    // What a step did, as board highlights (app/boards/stephighlights.h); null: the pieces
    // listed as units[{id, region}] are compared (boards::pieceChanges).
    boards::Highlighter highlighter = nullptr;
    // For a game drawn by the generic region board (board == "boards/RegionBoard.qml"): where
    // its state lists the pieces on the board.
    boards::PieceListSpec pieces;
    // Where a verdict resting on an assumed value is explained: {finding's rule id, id of the
    // rule (a clarification) that says why the value is assumed}, one per rule of the game's
    // table in docs/assumed-values.md (tests/models/tst_helpers.cpp keeps them in step). A
    // click on a finding's "assumed" marker opens it.
    QList<QPair<QString, QString>> assumptionRules;
};

// The entry of a game, or nullptr when it has none.
const GameView *gameView(QStringView gameId);

// The rule that explains the assumed value a finding citing `ruleId` rests on; `ruleId`
// itself when the game names none.
QString assumptionRule(QStringView gameId, const QString &ruleId);

// The URL a Loader takes for the board of a game; empty when it has no board view.
QUrl boardUrl(QStringView gameId);

// The URL a Loader takes for the state inspector of a game: its own, else the generic one.
QUrl inspectorUrl(QStringView gameId);

}  // namespace umpire::games
