#include "recordfile.h"

#include "recordtext.h"

#include "core/replay.h"
#include "notation/parser.h"
#include "notation/printer.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace umpire::models::recordfile {

DiskStamp stampOf(QByteArrayView bytes)
{
    return DiskStamp{true, bytes.size(),
                     QCryptographicHash::hash(bytes, QCryptographicHash::Sha256)};
}

bool changedOnDisk(const QString &path, const DiskStamp &stamp)
{
    if (!stamp.known)
        return false;
    QFile file(path);
    if (!file.exists() || !file.open(QIODevice::ReadOnly))
        return false;
    if (file.size() != stamp.size)
        return true;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result() != stamp.sha256;
}

namespace {

QByteArray withComment(QByteArray canonical, const QByteArray &line)
{
    const QByteArray comment = recordtext::trailingComment(line);
    if (!comment.isEmpty()) {
        canonical.append(' ');
        canonical.append(comment);
    }
    return canonical;
}

QByteArray canonicalMove(const core::Replay &replay, int step)
{
    const notation::Record &record = replay.record();
    const notation::MoveLine &line = record.moves[std::size_t(step - 1)];
    const core::Move *move = replay.moveAt(step);
    if (!move || !replay.ruleset())
        return notation::printMove(record, line);
    QByteArray out = replay.ruleset()->encode(*move);
    if (line.hasAnnotation) {
        out.append(' ');
        out.append(notation::printAnnotation(line.annotation));
    }
    return out;
}

}  // namespace

QList<QByteArray> canonicalLines(const QList<QByteArray> &lines, const core::Replay &replay)
{
    QList<QByteArray> out = lines;
    const notation::Record &record = replay.record();
    const auto at = [&](const notation::Position &p) { return qsizetype(p.line - 1); };
    for (const notation::TagPair &tag : record.tags) {
        const qsizetype i = at(tag.position);
        if (i >= 0 && i < out.size())
            out[i] = withComment(notation::printTag(record.text(tag.name), tag.value), lines[i]);
    }
    for (int step = 1; step <= replay.stepCount(); ++step) {
        const qsizetype i = at(record.moves[std::size_t(step - 1)].position);
        if (i >= 0 && i < out.size())
            out[i] = withComment(canonicalMove(replay, step), lines[i]);
    }
    return out;
}

QString writeAtomically(const QString &path, QByteArrayView bytes)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QCoreApplication::translate("RecordDocument", "Could not save %1: %2.")
                .arg(shown, file.errorString());
    if (file.write(bytes.data(), bytes.size()) != bytes.size()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return QCoreApplication::translate("RecordDocument", "Could not save %1: %2.")
                .arg(shown, why);
    }
    if (!file.commit())
        return QCoreApplication::translate("RecordDocument", "Could not save %1: %2.")
                .arg(shown, file.errorString());
    return QString();
}

}  // namespace umpire::models::recordfile
