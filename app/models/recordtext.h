// The text of a record as RecordDocument holds it: a list of lines without their breaks, and
// the parts of one tag or move line an edit touches (its annotation and its comment), so an
// edit changes what it must and keeps the rest of the line exactly as written.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

namespace umpire::models::recordtext {

// Splits UTF-8 text into lines where the parser ends them (LF, CR LF or a lone CR), so line
// i + 1 of the parsed record is element i. A byte-order mark at the start is dropped (the
// parser ignores it), and a final line break ends the last line rather than opening an empty
// one.
QList<QByteArray> splitLines(QByteArrayView text);

// The lines joined, each ended by LF: the text the document parses, journals and compares.
QByteArray joinLines(const QList<QByteArray> &lines);

// Whether `line` is exactly one well-formed move line: no line break, no syntax error, not a
// tag pair, not blank. A trailing comment is allowed.
bool isMoveLine(QByteArrayView line);

// Where the annotation (`{...}`, braces included) and the comment (`;` to the end) of a
// well-formed tag or move line sit, as byte offsets; -1 when the line has none. Strings and
// annotations are skipped with their escapes, so a `;` or `{` inside them does not count.
struct LineParts {
    qsizetype annotationStart = -1;
    qsizetype annotationEnd = -1;  // one past the closing brace
    qsizetype commentStart = -1;
};
LineParts lineParts(QByteArrayView line);

// The comment at the end of a well-formed line, from its `;`; empty when there is none.
QByteArray trailingComment(QByteArrayView line);

// A well-formed move line with its annotation replaced by `annotation` (a printed `{...}`), or
// removed when `annotation` is empty. The rest of the line, its spacing and comment included,
// stays as written; a new annotation is put one space after the last argument.
QByteArray withAnnotation(QByteArrayView line, QByteArrayView annotation);

}  // namespace umpire::models::recordtext
