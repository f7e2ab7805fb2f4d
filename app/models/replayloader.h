// Opening a record off the UI thread: read, parse, run through the ruleset, index.
#pragma once

#include "replaydata.h"

#include "core/catalog.h"

#include <QPromise>
#include <QString>

#include <memory>

namespace umpire::models {

struct LoadOutcome {
    std::shared_ptr<const ReplayData> data;  // null when the file could not be read
    QString error;                           // then: "file: error: why", else empty
};

// The body of the load task, for QtConcurrent::run(loadReplay, path, catalog). Reports
// progress as 0..progressScale, stops soon after the future is cancelled (no result is added
// then), and adds exactly one LoadOutcome otherwise. `catalog` must outlive the task.
inline constexpr int progressScale = 1000;
void loadReplay(QPromise<LoadOutcome> &promise, const QString &path, const core::Catalog *catalog);

}  // namespace umpire::models
