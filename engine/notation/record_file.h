// Reading a record file from disk (internal to parseFile).
//
// A path is untrusted like the record itself: it may name a FIFO that never delivers, a device
// that never ends (/dev/zero) or a file too large to hold. Only a regular file is read, never
// more than `maxBytes`, and the reader never blocks on, or loops over, anything else.
#pragma once

#include <QByteArray>
#include <QString>

namespace umpire::notation::detail {

// Reads the regular file at `path` into `out` if it holds at most `maxBytes` bytes. Returns
// an empty string on success, else one translated sentence (context "notation") saying why
// nothing was read: missing, a directory, not a regular file, unreadable, too large.
QString readRecordFile(const QString &path, qsizetype maxBytes, QByteArray &out);

}  // namespace umpire::notation::detail
