#include "recordjournalwriter.h"

#include <QFile>

namespace umpire::models {

RecordJournalWriter::RecordJournalWriter(std::function<void(const QString &)> failed)
    : failed_(std::move(failed))
{
    pool_.setMaxThreadCount(1);
}

RecordJournalWriter::~RecordJournalWriter()
{
    flush();
    pool_.waitForDone();
}

void RecordJournalWriter::write(const QString &journalPath, recordjournal::Entry entry)
{
    queue(Job{journalPath, std::move(entry)});
}

void RecordJournalWriter::remove(const QString &journalPath)
{
    queue(Job{journalPath, std::nullopt});
}

void RecordJournalWriter::queue(Job job)
{
    const std::lock_guard lock(mutex_);
    if (!jobs_.empty() && jobs_.back().path == job.path)
        jobs_.back() = std::move(job);
    else
        jobs_.push_back(std::move(job));
    if (!running_) {
        running_ = true;
        pool_.start([this] { drain(); });
    }
}

void RecordJournalWriter::drain()
{
    std::unique_lock lock(mutex_);
    while (!jobs_.empty()) {
        const Job job = std::move(jobs_.front());
        jobs_.pop_front();
        lock.unlock();
        if (job.entry) {
            const QString error = recordjournal::write(job.path, *job.entry);
            if (!error.isEmpty() && failed_)
                failed_(error);
        } else {
            QFile::remove(job.path);
        }
        lock.lock();
    }
    running_ = false;
    idle_.notify_all();
}

void RecordJournalWriter::flush()
{
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return !running_; });
}

}  // namespace umpire::models
