// Parsing and printing of game records (.ugr). See docs/notation.md for the grammar.
#pragma once

#include "notation/record.h"

#include <QByteArrayView>
#include <QString>

namespace umpire::notation {

// Parses a whole record. Never throws, never crashes, never hangs, whatever `bytes` holds:
// a line with a syntax error is reported in Record::errors and skipped, and parsing resumes
// at the next line, so every error of the file is reported. Time is linear in the input.
// Text in UTF-16 or UTF-32 (a byte-order mark, or the NUL pattern of ASCII in them) is not
// parsed: it gives one error at 0:0 naming the encoding, and an empty source.
Record parse(QByteArrayView bytes, const QString &fileName = QString());

// Reads and parses a file. Only a regular file of at most 128 MiB is read: anything else (a
// FIFO, a device such as /dev/zero, a socket, a directory), a missing, unreadable or larger
// file gives a Record with one error at 0:0 saying why, at once — never a blocked read, an
// endless one or an exception.
// `bytesRead`, when given, receives the file's bytes exactly as read (empty when nothing was
// read; shared with Record::source, so no copy): the app stamps the file with them to tell a
// later change on disk.
Record parseFile(const QString &path, QByteArray *bytesRead = nullptr);

// Writes the canonical form: tags first in their order, one move per line, single spaces,
// strings quoted only where needed, LF line breaks, comments dropped. For every record
// without errors, parse(print(r)) has the same tags and moves as r.
QByteArray print(const Record &record);

// The canonical text of one move line (no line break), as print() writes it.
QByteArray printMove(const Record &record, const MoveLine &move);

// "file:line:col: error: message", the compiler form editors understand.
QString formatDiagnostic(const Record &record, const Diagnostic &d);

}  // namespace umpire::notation
