// The canonical printer and the diagnostic formatter. The canonical form is documented in
// docs/notation.md ("Canonical form"); print() output always parses back without errors.
#include "notation/parser.h"
#include "notation/printer.h"

namespace umpire::notation {
namespace {

void appendCodePointEscape(QByteArray &out, unsigned cp)
{
    out.append("\\u{");
    out.append(QByteArray::number(cp, 16).toUpper());
    out.append('}');
}

// Writes `text` for the inside of a string (close == '"') or an annotation (close == '}').
// Only what must be escaped is: the backslash, the closing character (and '{' in an
// annotation), and control characters, including C1 controls and the Unicode line and
// paragraph separators, which some editors would show as line breaks.
void appendEscaped(QByteArray &out, const QString &text, char close)
{
    const QByteArray utf8 = text.toUtf8();
    const qsizetype n = utf8.size();
    for (qsizetype i = 0; i < n; ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        switch (c) {
        case '\\':
            out.append("\\\\");
            continue;
        case '\n':
            out.append("\\n");
            continue;
        case '\t':
            out.append("\\t");
            continue;
        case '\r':
            out.append("\\r");
            continue;
        case '"':
            if (close == '"') {
                out.append("\\\"");
                continue;
            }
            break;
        case '{':
        case '}':
            if (close == '}') {
                out.append('\\');
                out.append(char(c));
                continue;
            }
            break;
        default:
            break;
        }
        if (c < 0x20 || c == 0x7f) {
            appendCodePointEscape(out, c);
            continue;
        }
        const auto next
            = [&](qsizetype k) { return i + k < n ? static_cast<unsigned char>(utf8[i + k]) : 0u; };
        if (c == 0xc2 && next(1) >= 0x80 && next(1) <= 0x9f) {  // U+0080..U+009F
            appendCodePointEscape(out, next(1));
            i += 1;
            continue;
        }
        if (c == 0xe2 && next(1) == 0x80 && (next(2) == 0xa8 || next(2) == 0xa9)) {  // U+2028/9
            appendCodePointEscape(out, 0x2000 + (next(2) - 0x80));
            i += 2;
            continue;
        }
        out.append(char(c));
    }
}

void appendTag(QByteArray &out, QByteArrayView name, const QString &value)
{
    out.append('[');
    out.append(name);
    out.append(" \"");
    appendEscaped(out, value, '"');
    out.append("\"]");
}

void appendAnnotation(QByteArray &out, const QString &text)
{
    out.append('{');
    appendEscaped(out, text, '}');
    out.append('}');
}

void appendValue(QByteArray &out, const Record &record, const Value &value)
{
    switch (value.kind) {
    case ValueKind::Word: {
        const std::string_view text = record.text(value.span);
        out.append(text.data(), qsizetype(text.size()));
        break;
    }
    case ValueKind::Integer:
        out.append(QByteArray::number(qint64(value.integer)));
        break;
    case ValueKind::String:
        out.append('"');
        appendEscaped(out, value.string, '"');
        out.append('"');
        break;
    case ValueKind::List:
        for (std::size_t i = 0; i < value.items.size(); ++i) {
            if (i > 0)
                out.append(',');
            appendValue(out, record, value.items[i]);
        }
        break;
    }
}

void appendSpan(QByteArray &out, const Record &record, Span span)
{
    const std::string_view text = record.text(span);
    out.append(text.data(), qsizetype(text.size()));
}

void appendMove(QByteArray &out, const Record &record, const MoveLine &move)
{
    out.append(QByteArray::number(move.turn));
    out.append(' ');
    appendSpan(out, record, move.side);
    out.append(' ');
    appendSpan(out, record, move.verb);
    for (const Arg &arg : record.argsOf(move)) {
        out.append(' ');
        if (arg.key.length > 0) {
            appendSpan(out, record, arg.key);
            out.append('=');
        }
        appendValue(out, record, arg.value);
    }
    if (move.hasAnnotation) {
        out.append(' ');
        appendAnnotation(out, move.annotation);
    }
}

}  // namespace

QByteArray print(const Record &record)
{
    QByteArray out;
    out.reserve(record.source.size() + 64);
    for (const TagPair &tag : record.tags) {
        const std::string_view name = record.text(tag.name);
        appendTag(out, QByteArrayView(name.data(), qsizetype(name.size())), tag.value);
        out.append('\n');
    }
    if (!record.tags.empty() && !record.moves.empty())
        out.append('\n');
    for (const MoveLine &move : record.moves) {
        appendMove(out, record, move);
        out.append('\n');
    }
    return out;
}

QByteArray printTag(QByteArrayView name, const QString &value)
{
    QByteArray out;
    appendTag(out, name, value);
    return out;
}

QByteArray printAnnotation(const QString &text)
{
    QByteArray out;
    appendAnnotation(out, text);
    return out;
}

QByteArray printMove(const Record &record, const MoveLine &move)
{
    QByteArray out;
    appendMove(out, record, move);
    return out;
}

QString formatDiagnostic(const Record &record, const Diagnostic &d)
{
    const QString file = record.fileName.isEmpty() ? QStringLiteral("<input>") : record.fileName;
    if (d.position.line <= 0)  // about the whole file (unreadable, too large)
        return QStringLiteral("%1: error: %2").arg(file, d.message);
    return QStringLiteral("%1:%2:%3: error: %4")
        .arg(file, QString::number(d.position.line), QString::number(d.position.column), d.message);
}

}  // namespace umpire::notation
