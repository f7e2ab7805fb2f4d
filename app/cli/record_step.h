// What `legal` and `try` share: a record replayed as played, the step asked for, and the
// language the answer is given in.
#pragma once

#include "core/catalog.h"
#include "core/replay.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QString>
#include <QTextStream>
#include <QTranslator>

#include <memory>
#include <optional>

namespace umpire::cli {

// The options both commands take: --step N, --json and --lang en|ru.
struct StepOptions {
    QCommandLineOption step{QStringLiteral("step"),
                            QStringLiteral("After move line N (0: the set-up; default: the end)."),
                            QStringLiteral("N")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print one JSON object.")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QStringLiteral("The language of the words and findings: en or ru."),
                            QStringLiteral("LANG"), QStringLiteral("en")};
    void addTo(QCommandLineParser &parser) { parser.addOptions({step, json, lang}); }
};

// A record checked as played, and the step to answer after.
struct RecordAtStep {
    std::unique_ptr<core::Replay> replay;
    int step = 0;
};

// Reads and replays `path` (keeping its states) and resolves --step: the end when it is not
// given. On a problem (unreadable file, no known game, a step out of range, a malformed
// --step) writes one sentence naming the file to `err`, prefixed with `command`, and gives
// nothing: the caller exits with 2. Syntax errors in the record do not stop it: the lines
// that parsed are replayed, as `check` does; they are written to `err`.
std::optional<RecordAtStep> openAtStep(const QString &command, const QString &path,
                                       const QCommandLineParser &parser,
                                       const StepOptions &options, const core::Catalog &catalog,
                                       QTextStream &err);

// Installs the engine translation of --lang (Russian for "ru"); false after a usage error on
// `err` for an unknown language. `translator` must outlive the command.
bool installLanguage(const QString &command, const QCommandLineParser &parser,
                     const StepOptions &options, QTranslator &translator, QTextStream &err);

}  // namespace umpire::cli
