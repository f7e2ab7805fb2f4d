// The diagnostic line every umpire-cli command prints for a syntax error or a finding, so
// `check`, `try` and the others read alike.
#pragma once

#include "core/ruleset.h"
#include "notation/record.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace umpire::cli {

// Appends `path:line:col: severity: message [id]` and a line break. Plain appends, no arg()
// chains: a record with a finding on every one of 400 000 lines must print in moments.
// `assumed`: the values no rulebook prints that the verdict rests on (Finding::assumed),
// written after the rule id so a reader sees at once that the books alone do not settle it.
// `readings`: the readings of an ambiguous rule it rests on (Finding::readings), "id=value".
void appendDiagnostic(QByteArray &out, const QByteArray &path, notation::Position at,
                      const char *severity, const QString &message, const QString &id,
                      const QString &assumed = {}, const QStringList &readings = {});

// "1 move", "12 moves": English counts, as the CLI prints them.
QString counted(qsizetype n, const char *noun);

// The clarification in rules.md that the reading `id` of `info`'s game points to (game.json
// "rule"), for the JSON of a finding that rests on it; empty for an unknown id.
QString readingRule(const core::GameInfo &info, QStringView id);

}  // namespace umpire::cli
