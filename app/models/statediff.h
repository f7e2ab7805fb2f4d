// What changed between two game states, as the board view highlights it.
//
// States reach the app as the JSON of State::toJson(); these functions compare two of them
// without knowing the game. They are pure and cheap (one walk over both objects).
#pragma once

#include <QJsonObject>
#include <QStringList>

namespace umpire::models {

// The top-level keys whose values differ between `before` and `after`, including keys present
// in only one of them. Sorted, so the result is stable for tests and views.
QStringList changedKeys(const QJsonObject &before, const QJsonObject &after);

// The paths of the innermost values that differ, dot-separated. Objects are compared key by
// key; arrays of the same length element by element, where an element that is an object with
// a string "id" is named by that id (so "regions.argyll.civilians", not "regions.3.civilians")
// and any other element by its index. An array whose length changed is reported as a whole
// ("decks.aliens.hand"). Sorted.
QStringList changedPaths(const QJsonObject &before, const QJsonObject &after);

}  // namespace umpire::models
