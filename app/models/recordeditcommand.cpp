#include "recordeditcommand.h"

#include "recorddocument.h"

namespace umpire::models {

RecordEditCommand::RecordEditCommand(RecordDocument *document, qsizetype first,
                                     QList<QByteArray> removed, QList<QByteArray> inserted,
                                     const QString &text)
    : QUndoCommand(text),
      document_(document),
      first_(first),
      removed_(std::move(removed)),
      inserted_(std::move(inserted))
{
}

void RecordEditCommand::redo()
{
    document_->replaceLines(first_, removed_.size(), inserted_);
}

void RecordEditCommand::undo()
{
    document_->replaceLines(first_, inserted_.size(), removed_);
}

}  // namespace umpire::models
