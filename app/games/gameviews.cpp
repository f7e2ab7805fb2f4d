#include "gameviews.h"

#include "civilizations/civilizationshighlights.h"
#include "spacewars/spacewarshighlights.h"
#include "wotw/wotwhighlights.h"

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
             QStringLiteral("games/wotw/WotwInspector.qml"),
             {{QStringLiteral("regions[].civilians"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Civilians left")),
               QStringLiteral("humans")},
              {QStringLiteral("damage"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Alien damage")),
               QStringLiteral("aliens")}},
             &wotwHighlights,
             {},
             {{QStringLiteral("wotw.offer.pay"), QStringLiteral("wotw.clarifications.starting-cards")},
              {QStringLiteral("wotw.offer.refill"), QStringLiteral("wotw.clarifications.starting-cards")},
              {QStringLiteral("wotw.move.adjacent"), QStringLiteral("wotw.clarifications.map")}}},
            {QStringLiteral("spacewars"),
             QStringLiteral("games/spacewars/SpacewarsBoard.qml"),
             QStringLiteral("games/spacewars/SpacewarsInspector.qml"),
             {{QStringLiteral("units[side=earth]"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Earth ships in play")),
               QStringLiteral("earth")},
              {QStringLiteral("units[side=aliens]"),
               QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Alien ships in play")),
               QStringLiteral("aliens")}},
             &spacewarsHighlights,
             {QStringLiteral("units"), QStringLiteral("hex"), QStringLiteral("side"),
              {QStringLiteral("id")}},
             {}},
            {QStringLiteral("civilizations"),
             QStringLiteral("games/civilizations/CivilizationsBoard.qml"),
             QString(),
             {{QStringLiteral("islandsHeld.kreios"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Kreios's islands")),
               QStringLiteral("kreios")},
              {QStringLiteral("islandsHeld.thora"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Thora's islands")),
               QStringLiteral("thora")},
              {QStringLiteral("islandsHeld.ajax"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Ajax's islands")),
               QStringLiteral("ajax")},
              {QStringLiteral("islandsHeld.xanthe"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Xanthe's islands")),
               QStringLiteral("xanthe")},
              {QStringLiteral("islandsHeld.pyrrhus"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Pyrrhus's islands")),
               QStringLiteral("pyrrhus")},
              {QStringLiteral("islandsHeld.myles"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "Myles's islands")),
               QStringLiteral("myles")}},
             &civilizationsHighlights,
             {},
             {}},
            // Tripods & Triplanes has no map: its board is the vehicles' consoles; what a step
            // did is marked on them (TripodsConsoleModel), not drawn as board highlights.
            {QStringLiteral("tripods"),
             QStringLiteral("games/tripods/TripodsBoard.qml"),
             QString(),
             // Each vehicle's series takes its side from the vehicle (expandChartSeries).
             {{QStringLiteral("vehicles[id=*].damage"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "%1: damage")),
               QString()},
              {QStringLiteral("vehicles[id=*].resistance"), QStringLiteral(QT_TRANSLATE_NOOP("ChartSeries", "%1: resistance")),
               QString()}},
             nullptr,
             {},
             {}},
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

QString assumptionRule(QStringView gameId, const QString &ruleId)
{
    if (const GameView *view = gameView(gameId))
        for (const auto &[rule, explained] : view->assumptionRules)
            if (rule == ruleId)
                return explained;
    return ruleId;
}

namespace {

// The module's files are served from qrc:/Umpire/ (qml/CMakeLists.txt).
QUrl moduleUrl(const QString &path)
{
    return QUrl(QStringLiteral("qrc:/Umpire/") + path);
}

}  // namespace

QUrl boardUrl(QStringView gameId)
{
    const GameView *view = gameView(gameId);
    return view && !view->board.isEmpty() ? moduleUrl(view->board) : QUrl();
}

QUrl inspectorUrl(QStringView gameId)
{
    const GameView *view = gameView(gameId);
    return moduleUrl(view && !view->inspector.isEmpty()
                             ? view->inspector
                             : QStringLiteral("replay/StateInspector.qml"));
}

}  // namespace umpire::games
