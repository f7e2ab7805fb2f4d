// Messages about bad data files, in the GCC form editors and CI already link to:
// `resources/games/wotw/cards.json:12:7: error: cards[3] "reap": unknown side "alien"`.
#pragma once

#include <QByteArrayView>
#include <QString>

#include <vector>

namespace umpire::database {

struct Diagnostic {
    enum class Severity { Error, Warning };
    Severity severity = Severity::Error;
    QString file;
    int line = 0;    // 1-based; 0 when the message is about the whole file
    int column = 0;  // 1-based, in characters
    QString message;

    QString toString() const;
};

// Collects the diagnostics of one load or build.
class Diagnostics {
public:
    void error(const QString &file, int line, int column, const QString &message);
    void warning(const QString &file, int line, int column, const QString &message);

    bool hasErrors() const;
    const std::vector<Diagnostic> &all() const { return items_; }
    QString toString() const;  // one line per diagnostic

private:
    std::vector<Diagnostic> items_;
};

// The 1-based line and column (in characters, not bytes) of a byte offset into UTF-8 text.
struct TextPosition {
    int line = 1;
    int column = 1;
};
TextPosition positionOfOffset(QByteArrayView utf8, qsizetype byteOffset);

}  // namespace umpire::database
