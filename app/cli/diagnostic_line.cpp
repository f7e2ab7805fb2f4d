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

}  // namespace umpire::cli
