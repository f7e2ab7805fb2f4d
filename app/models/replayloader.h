// Opening a record off the UI thread: read, parse, run through the ruleset, index.
#pragma once

#include "recordfile.h"
#include "replaydata.h"

#include "core/catalog.h"

#include <QPromise>
#include <QString>

#include <memory>

namespace umpire::models {

struct LoadOutcome {
    // Null when the file could not be read. Not const: the app's RecordDocument takes it over.
    std::shared_ptr<ReplayData> data;
    QString error;                 // then: "file: error: why", else empty
    recordfile::DiskStamp stamp;   // of the file's bytes as read (an open; not a re-check)
};

// The body of the load task, for QtConcurrent::run(loadReplay, path, catalog). Reports
// progress as 0..progressScale, stops soon after the future is cancelled (no result is added
// then), and adds exactly one LoadOutcome otherwise. `catalog` must outlive the task.
inline constexpr int progressScale = 1000;
// The progress covers the whole work: the record's check, then its checks under the other
// readings of ambiguous rules (ReplayData::build), then the chart.
void loadReplay(QPromise<LoadOutcome> &promise, const QString &path, const core::Catalog *catalog);

// The same for a record already open: parses the text `open` was read from and runs it through
// the ruleset again, without reading the file (which may have changed on disk since). The app
// does this when the interface language changes, because syntax errors, the not-checked status
// and findings are written in the language installed when the record is read and checked.
// `readings` are the readings to check it under instead of its own (ReplayData::build): the
// app passes the ones in force, so a language change keeps them, and a reading picked in the
// Summary re-checks the record this way without editing the file.
void recheckReplay(QPromise<LoadOutcome> &promise, std::shared_ptr<const ReplayData> open,
                   const core::Catalog *catalog, ReadingChoices readings);

}  // namespace umpire::models
