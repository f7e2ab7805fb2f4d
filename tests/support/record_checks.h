// Checking whole record files in the game test suites: a folder of `.ugr` records, each with an
// optional sidecar `.expected` file, and the bundled samples whose annotations name the rules
// they break. Every game's records test uses these, so a record means the same in each.
//
// An `.expected` file lists, in order, "line:rule-id" for every error and warning the record
// must raise (no file, or no such lines: the record checks clean). Lines starting with '#' are
// comments. A line "after 12: key = value" states a value of the state after step 12, looked up
// by the game's StateLookup in State::toJson.
#pragma once

#include "core/finding.h"
#include "core/replay.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace umpire::recordtest {

QByteArray readFile(const QString &path);

// Parses and checks a record with the built-in catalog, as `umpire-cli check` does.
core::Replay check(const QByteArray &text, const QString &name = QStringLiteral("test.ugr"));

// "line:rule-id" for every error and warning, in order (notes left out).
QStringList summary(const core::Findings &findings);

// Every finding with its message, one per line, for a failure message.
QString describe(const core::Findings &findings);

// "line:rule-id" for every rule id of the game written in square brackets inside a move's
// {annotation}: what a sample of broken rules says it breaks.
QStringList annotatedBreaks(const notation::Record &record, const QString &gameId);

// One QTest row ("path") per `.ugr` file in `dir` whose name starts with `prefix`; the test
// must have added a QString column "path".
void addRecordRows(const QString &dir, const QString &prefix = {});

// The value at `key` of a state's JSON as text, for "after N: key = value" lines; a game
// whose keys are not plain top-level names (a vehicle's field, say) passes its own.
using StateLookup = std::function<QString(const QJsonObject &state, const QString &key)>;
QString jsonText(const QJsonValue &value);
QString topLevelValue(const QJsonObject &state, const QString &key);

// Checks one record file against its `.expected` file: the findings, the "after" values, that
// every cited rule id is a heading of the game's rules.md, that a record named "*-kept*" checks
// clean and one named "*-broken*" does not, and that a [Result] tag of a clean record agrees
// with the checker. Fails the current test (QTest) on the first difference.
void checkRecordFile(const QString &path, const QString &gameId,
                     const StateLookup &lookUp = topLevelValue);

}  // namespace umpire::recordtest
