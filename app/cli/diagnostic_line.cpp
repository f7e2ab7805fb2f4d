#include "diagnostic_line.h"

namespace umpire::cli {

void appendDiagnostic(QByteArray &out, const QByteArray &path, notation::Position at,
                      const char *severity, const QString &message, const QString &id,
                      const QString &assumed, const QStringList &readings)
{
    out += path;
    out += ':';
    out += QByteArray::number(at.line);
    out += ':';
    out += QByteArray::number(at.column);
    out += ": ";
    out += severity;
    out += ": ";
    out += message.toUtf8();
    out += " [";
    out += id.toLatin1();
    if (!assumed.isEmpty()) {
        out += "; rests on an assumed value: ";
        out += assumed.toUtf8();
    }
    for (const QString &reading : readings) {
        out += "; rests on the reading ";
        out += reading.toUtf8();
    }
    out += "]\n";
}

QString counted(qsizetype n, const char *noun)
{
    return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(noun)).arg(n == 1 ? "" : "s");
}

QString readingRule(const core::GameInfo &info, QStringView id)
{
    for (const core::ReadingInfo &r : info.readings)
        if (r.id == id)
            return r.rule;
    return {};
}

}  // namespace umpire::cli
