#include "replayloader.h"

#include "notation/parser.h"

#include <cmath>

namespace umpire::models {

namespace {

// Runs `record` through its ruleset and adds the outcome, unless cancelled on the way.
void check(QPromise<LoadOutcome> &promise, notation::Record record, const core::Catalog &catalog,
           const ReadingChoices &readings = {}, recordfile::DiskStamp stamp = {})
{
    auto data = ReplayData::build(
            std::move(record), catalog,
            [&promise](double done) {
                promise.setProgressValue(int(std::lround(done * progressScale)));
                return !promise.isCanceled();
            },
            readings);
    if (!data || promise.isCanceled())
        return;
    promise.setProgressValue(progressScale);
    promise.addResult(LoadOutcome{std::move(data), QString(), std::move(stamp)});
}

}  // namespace

void loadReplay(QPromise<LoadOutcome> &promise, const QString &path, const core::Catalog *catalog)
{
    promise.setProgressRange(0, progressScale);
    promise.setProgressValue(0);
    QByteArray bytes;
    notation::Record record = notation::parseFile(path, &bytes);
    if (promise.isCanceled())
        return;
    // A whole-file problem (missing, unreadable, a directory) has no position: nothing opened.
    for (const notation::Diagnostic &d : record.errors)
        if (d.position.line <= 0) {
            promise.addResult(LoadOutcome{nullptr, notation::formatDiagnostic(record, d), {}});
            return;
        }
    const recordfile::DiskStamp stamp = recordfile::stampOf(bytes);
    bytes.clear();  // the record's source keeps the text
    check(promise, std::move(record), *catalog, {}, stamp);
}

void recheckReplay(QPromise<LoadOutcome> &promise, std::shared_ptr<const ReplayData> open,
                   const core::Catalog *catalog, ReadingChoices readings)
{
    promise.setProgressRange(0, progressScale);
    promise.setProgressValue(0);
    // Parsed again from the text read at open: syntax errors are written in the language
    // installed now, like the findings.
    const notation::Record &record = open->record();
    check(promise, notation::parse(record.source, record.fileName), *catalog, readings);
}

}  // namespace umpire::models
