#include "recordjournal.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QUrl>

namespace umpire::models::recordjournal {

namespace {

constexpr QByteArrayView magic = "umpire-recovery-journal 1";

QByteArray header(const Entry &entry)
{
    QByteArray h;
    h.append(magic);
    h.append("\npath: ");
    h.append(QUrl::toPercentEncoding(entry.originalPath));
    if (entry.stamp.known) {
        h.append("\ndisk-size: ");
        h.append(QByteArray::number(entry.stamp.size));
        h.append("\ndisk-sha256: ");
        h.append(entry.stamp.sha256.toHex());
    }
    h.append("\ntext-size: ");
    h.append(QByteArray::number(entry.text.size()));
    h.append("\n\n");
    return h;
}

}  // namespace

QString write(const QString &journalPath, const Entry &entry)
{
    QSaveFile file(journalPath);
    const QByteArray head = header(entry);
    if (file.open(QIODevice::WriteOnly) && file.write(head) == head.size() &&
        file.write(entry.text) == entry.text.size() && file.commit())
        return QString();
    const QString why = file.errorString();
    file.cancelWriting();
    return QCoreApplication::translate("RecordDocument",
                                       "Could not write the recovery journal %1: %2.")
            .arg(QDir::toNativeSeparators(journalPath), why);
}

std::optional<Entry> read(const QString &journalPath)
{
    QFile file(journalPath);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    const qsizetype end = bytes.indexOf("\n\n");
    if (end < 0)
        return std::nullopt;
    const QList<QByteArray> lines = bytes.first(end).split('\n');
    if (lines.isEmpty() || lines.front() != magic)
        return std::nullopt;
    Entry entry;
    qint64 textSize = -1;
    for (const QByteArray &line : lines.sliced(1)) {
        const qsizetype colon = line.indexOf(": ");
        if (colon < 0)
            return std::nullopt;
        const QByteArray key = line.first(colon), value = line.sliced(colon + 2);
        if (key == "path") {
            entry.originalPath = QUrl::fromPercentEncoding(value);
        } else if (key == "disk-size") {
            entry.stamp.known = true;
            entry.stamp.size = value.toLongLong();
        } else if (key == "disk-sha256") {
            entry.stamp.sha256 = QByteArray::fromHex(value);
        } else if (key == "text-size") {
            bool ok = false;
            textSize = value.toLongLong(&ok);
            if (!ok)
                return std::nullopt;
        }
    }
    entry.text = bytes.sliced(end + 2);
    if (textSize != entry.text.size())
        return std::nullopt;
    return entry;
}

}  // namespace umpire::models::recordjournal
