// Which numbers of a game's state the Replay page charts, per game.
//
// The chart shows one point per turn; each series reads one number from State::toJson() by a
// path. The built-in series are part of each game's entry in app/games/gameviews.cpp;
// a game without an entry has no chart. Paths:
//   "damage"                a number at the top level
//   "resources.aliens"      a number inside objects
//   "regions[].civilians"   the sum over the elements of an array
//   "units[side=earth]"     the elements whose key has that value: counted, or summed by a
//                           path after it ("units[side=earth].hp")
//   "decks.aliens.hand"     an array (or object) at the end counts its elements
//   "vehicles[id=*].damage" in a game's entry: one series per element of the array in the
//                           record's set-up state (expandChartSeries), each with the path
//                           "vehicles[id=locust].damage": an `id` filter selects the one
//                           element (a gap when it is gone); a %1 in its label is that `id`
//   a bool counts as 0 or 1; a missing key or any other value gives no point (a gap).
#pragma once

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QString>

#include <optional>

namespace umpire::models {

struct ChartSeriesSpec {
    QString path;   // where the number is in State::toJson(), see above
    QString label;  // English; shown through the translation context "ChartSeries"
    // The side whose number it is (its id), drawn in that side's colour; a series of a side
    // not seated in the record is not charted. Empty for a number of no side. A `[key=*]`
    // series takes the `side` of each element it is made for (expandChartSeries).
    QString side;
    bool operator==(const ChartSeriesSpec &) const = default;
};

// The series of a game: a set override if there is one, else the built-in table.
// Thread-safe (the loader reads it off the UI thread).
QList<ChartSeriesSpec> chartSeriesFor(const QString &gameId);

// Replaces the series of one game (tests, or a game that computes its list). An empty list
// removes the override, so the built-in entry applies again. Thread-safe.
void setChartSeries(const QString &gameId, const QList<ChartSeriesSpec> &series);

// `specs` with each `[key=*]` series made one per element of that array in `setUp` (in the
// array's order, the series of one element together); the others as they are. Only the first
// kMaxExpandedElements elements get series: a record may name thousands of vehicles, and a
// series per element, each looked up in every step's state, made opening it cost the square of
// its size. (Tripods' consoles show the same first vehicles, games/tripods/tripodsconsoles.h.)
inline constexpr int kMaxExpandedElements = 24;
QList<ChartSeriesSpec> expandChartSeries(const QList<ChartSeriesSpec> &specs, const QJsonObject &setUp);

// `specs` without the series of sides that are not in `seated` (the ids of the sides in play).
QList<ChartSeriesSpec> seatedChartSeries(const QList<ChartSeriesSpec> &specs, const QStringList &seated);

// The label of a series as shown: `label` translated in context "ChartSeries", its %1 (if any)
// being the value its path selects an element by ("locust" for "vehicles[id=locust].damage").
QString chartSeriesLabel(const ChartSeriesSpec &spec);

// The number at `path` in `state` (see the path syntax above), or nothing.
std::optional<double> chartValue(const QJsonObject &state, QStringView path);

}  // namespace umpire::models
