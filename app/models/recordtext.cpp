#include "recordtext.h"

#include "notation/parser.h"

namespace umpire::models::recordtext {

QList<QByteArray> splitLines(QByteArrayView text)
{
    if (text.startsWith("\xEF\xBB\xBF"))
        text = text.sliced(3);
    QList<QByteArray> lines;
    qsizetype start = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = text[i];
        if (c != '\n' && c != '\r')
            continue;
        lines.append(text.sliced(start, i - start).toByteArray());
        if (c == '\r' && i + 1 < n && text[i + 1] == '\n')
            ++i;
        start = i + 1;
    }
    if (start < n)
        lines.append(text.sliced(start).toByteArray());
    return lines;
}

QByteArray joinLines(const QList<QByteArray> &lines)
{
    qsizetype size = 0;
    for (const QByteArray &line : lines)
        size += line.size() + 1;
    QByteArray text;
    text.reserve(size);
    for (const QByteArray &line : lines) {
        text.append(line);
        text.append('\n');
    }
    return text;
}

bool isMoveLine(QByteArrayView line)
{
    if (line.contains('\n') || line.contains('\r'))
        return false;
    const notation::Record record = notation::parse(line);
    return record.ok() && record.tags.empty() && record.moves.size() == 1;
}

LineParts lineParts(QByteArrayView line)
{
    LineParts parts;
    char closing = 0;  // '"' inside a string, '}' inside an annotation
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (closing != 0) {
            if (c == '\\') {
                ++i;  // an escape: the next byte is never a delimiter
            } else if (c == closing) {
                if (closing == '}')
                    parts.annotationEnd = i + 1;
                closing = 0;
            }
            continue;
        }
        if (c == '"') {
            closing = '"';
        } else if (c == '{') {
            closing = '}';
            parts.annotationStart = i;
        } else if (c == ';') {
            parts.commentStart = i;
            break;
        }
    }
    return parts;
}

QByteArray trailingComment(QByteArrayView line)
{
    const LineParts parts = lineParts(line);
    return parts.commentStart < 0 ? QByteArray() : line.sliced(parts.commentStart).toByteArray();
}

namespace {

qsizetype trimmedEnd(QByteArrayView line, qsizetype end)
{
    while (end > 0 && (line[end - 1] == ' ' || line[end - 1] == '\t'))
        --end;
    return end;
}

}  // namespace

QByteArray withAnnotation(QByteArrayView line, QByteArrayView annotation)
{
    const LineParts parts = lineParts(line);
    // The move itself ends before its annotation, or else before its comment; what follows
    // the annotation (or the move) is kept as written.
    const qsizetype bodyEnd = parts.annotationStart >= 0 ? parts.annotationStart
            : parts.commentStart >= 0                   ? parts.commentStart
                                                        : line.size();
    const qsizetype restStart = parts.annotationStart >= 0 ? parts.annotationEnd
                                                           : trimmedEnd(line, bodyEnd);
    QByteArray out = line.first(trimmedEnd(line, bodyEnd)).toByteArray();
    if (!annotation.isEmpty()) {
        out.append(' ');
        out.append(annotation);
    }
    out.append(line.sliced(restStart));
    return out;
}

}  // namespace umpire::models::recordtext
