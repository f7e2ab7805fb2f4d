// The canonical text of single parts of a record, as print() writes them: for editors that
// change one tag or one annotation of a record and keep the rest of its lines as written.
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace umpire::notation {

// `[Name "value"]` (no line break), the value escaped as print() escapes strings. `name` must
// be a tag name (a letter, then letters, digits, '_', '-'); it is written as given.
QByteArray printTag(QByteArrayView name, const QString &value);

// `{text}` escaped as print() escapes annotations. Parsed back it gives `text` trimmed (an
// annotation's own rule); an empty text gives `{}`, an empty annotation.
QByteArray printAnnotation(const QString &text);

}  // namespace umpire::notation
