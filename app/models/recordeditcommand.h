// One undoable edit of a RecordDocument: lines [first, first + removed) replaced by other
// lines. Every edit the document offers (a move added, inserted, replaced or removed, an
// annotation, a tag) is one of these, so undo and redo restore the text exactly.
#pragma once

#include <QByteArray>
#include <QList>
#include <QUndoCommand>

namespace umpire::models {

class RecordDocument;

class RecordEditCommand : public QUndoCommand {
public:
    // `removed` must be the document's lines [first, first + removed.size()) when it is
    // pushed; `text` is what the Edit menu shows ("Add move").
    RecordEditCommand(RecordDocument *document, qsizetype first, QList<QByteArray> removed,
                      QList<QByteArray> inserted, const QString &text);

    void redo() override;
    void undo() override;

private:
    RecordDocument *document_;
    qsizetype first_;
    QList<QByteArray> removed_;
    QList<QByteArray> inserted_;
};

}  // namespace umpire::models
