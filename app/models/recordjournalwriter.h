// Writes a document's recovery journal off the UI thread. QSaveFile's commit waits for the
// disk (fsync): 5-16 ms for a 10,000-move record on the test machine, against 0.5 ms of CPU,
// far over the 2 ms a move may spend on its journal. So the UI thread only queues the text
// (implicitly shared, no copy) and one worker thread writes it. Jobs run in order; a job for
// the same journal as the last one queued replaces it, so a burst of edits writes only the
// latest text, and a removal queued after a write wins.
#pragma once

#include "recordjournal.h"

#include <QString>
#include <QThreadPool>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>

namespace umpire::models {

class RecordJournalWriter {
public:
    // `failed` is called on the worker thread with the sentence of a write that failed.
    explicit RecordJournalWriter(std::function<void(const QString &)> failed);
    // Waits for the queued jobs.
    ~RecordJournalWriter();
    RecordJournalWriter(const RecordJournalWriter &) = delete;
    RecordJournalWriter &operator=(const RecordJournalWriter &) = delete;

    void write(const QString &journalPath, recordjournal::Entry entry);
    void remove(const QString &journalPath);
    // Blocks until every queued job is done: before quitting, and in tests.
    void flush();

private:
    struct Job {
        QString path;
        std::optional<recordjournal::Entry> entry;  // none: remove the journal
    };
    void queue(Job job);
    void drain();  // on the worker: runs jobs until none is left

    std::function<void(const QString &)> failed_;
    std::mutex mutex_;
    std::condition_variable idle_;
    std::deque<Job> jobs_;
    bool running_ = false;
    QThreadPool pool_;
};

}  // namespace umpire::models
