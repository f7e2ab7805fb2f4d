#include "diagnostics.h"

namespace umpire::database {

QString Diagnostic::toString() const
{
    QString where = file;
    if (line > 0) {
        where += QLatin1Char(':') + QString::number(line);
        if (column > 0)
            where += QLatin1Char(':') + QString::number(column);
    }
    const auto kind = severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
    return QStringLiteral("%1: %2: %3").arg(where, kind, message);
}

void Diagnostics::error(const QString &file, int line, int column, const QString &message)
{
    items_.push_back({Diagnostic::Severity::Error, file, line, column, message});
}

void Diagnostics::warning(const QString &file, int line, int column, const QString &message)
{
    items_.push_back({Diagnostic::Severity::Warning, file, line, column, message});
}

bool Diagnostics::hasErrors() const
{
    for (const auto &d : items_)
        if (d.severity == Diagnostic::Severity::Error)
            return true;
    return false;
}

QString Diagnostics::toString() const
{
    QString out;
    for (const auto &d : items_)
        out += d.toString() + QLatin1Char('\n');
    return out;
}

TextPosition positionOfOffset(QByteArrayView utf8, qsizetype byteOffset)
{
    TextPosition pos;
    const qsizetype end = std::min(byteOffset, utf8.size());
    for (qsizetype i = 0; i < end; ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            // Count code points: continuation bytes (10xxxxxx) do not start a character.
            ++pos.column;
        }
    }
    return pos;
}

}  // namespace umpire::database
