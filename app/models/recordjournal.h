// The recovery journal of a record being edited: after every change the document's whole text
// is written to a journal file, atomically, so a killed app (kill -9, power loss) loses
// nothing up to the last entered move; the next start reads it back and offers the record.
//
// The file: a header of "key: value" lines, an empty line, then the record's text byte for
// byte. The header says the format version, the record's own file (percent-encoded; empty
// for a record never saved), the stamp of that file as the document last read or wrote it
// (so saving a recovered record over a file changed meanwhile is refused), and the text's
// size (a journal cut short is not offered back).
#pragma once

#include "recordfile.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace umpire::models::recordjournal {

struct Entry {
    QByteArray text;     // the record as the document held it, lines ended by LF
    QString originalPath;  // the record's own file; empty when it has none yet
    recordfile::DiskStamp stamp;  // of originalPath when last read or written
};

// Writes `entry` to `journalPath` atomically; returns an empty string, or one sentence
// naming the journal and why it was not written.
QString write(const QString &journalPath, const Entry &entry);

// The entry in the journal at `journalPath`; nothing when there is none, or it is not a
// journal, of another version, or cut short.
std::optional<Entry> read(const QString &journalPath);

}  // namespace umpire::models::recordjournal
