// A record document on disk: its canonical text, an atomic write, and the stamp that tells
// whether the file changed on disk since the document read or wrote it.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace umpire::core {
class Replay;
}

namespace umpire::models::recordfile {

// What the document last read from or wrote to its file: enough to tell a later change on
// disk. `known` is false for a record that has no file yet.
struct DiskStamp {
    bool known = false;
    qint64 size = 0;
    QByteArray sha256;
};

// The stamp of the bytes the file holds after reading or writing them.
DiskStamp stampOf(QByteArrayView bytes);

// Whether the file at `path` no longer holds the bytes `stamp` describes. A file that is gone
// (moved or deleted) or cannot be read is not counted as changed: writing it loses nothing.
bool changedOnDisk(const QString &path, const DiskStamp &stamp);

// The canonical text of `lines`, which `replay` checked (line i is the record's line i + 1):
// - a tag line: `[Name "value"]` as notation::print writes it;
// - a move line its ruleset decoded: encode(move), then its annotation printed;
// - a move line that did not decode (or a record that was not checked): notation::printMove;
// - a trailing comment of a tag or move line is kept after one space;
// - every other line (blank, comment-only, a line with a syntax error) is kept as written.
// So nothing the user wrote is lost, and the line count does not change.
QList<QByteArray> canonicalLines(const QList<QByteArray> &lines, const core::Replay &replay);

// Writes `bytes` to `path` atomically (QSaveFile: a temporary file renamed over the target,
// so a crash or a full disk never leaves half a record). Returns an empty string, or one
// sentence naming the file and why it was not written.
QString writeAtomically(const QString &path, QByteArrayView bytes);

}  // namespace umpire::models::recordfile
