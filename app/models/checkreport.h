// The check report of an opened record, as Markdown: the summary the Replay page shows and
// every finding with its position, grouped by rule. Deterministic (no dates), so a report
// can be diffed and tested.
#pragma once

#include "replaydata.h"

#include <QString>

namespace umpire::models {

// `filePath` is the record's path as the user opened it; `russian` picks the language of
// game and side names (the report's own words follow the UI translation).
QString checkReportMarkdown(const ReplayData &data, const QString &filePath, bool russian);

// Escapes the Markdown metacharacters of a plain text (messages, names, tag values) so it
// shows literally inside a paragraph, a list item or a table cell.
QString escapeMarkdown(const QString &text);

}  // namespace umpire::models
