#include "record_step.h"

#include "core/language.h"
#include "notation/parser.h"

#include <QCoreApplication>

namespace umpire::cli {

std::optional<RecordAtStep> openAtStep(const QString &command, const QString &path,
                                       const QCommandLineParser &parser,
                                       const StepOptions &options, const core::Catalog &catalog,
                                       QTextStream &err)
{
    int step = -1;
    if (parser.isSet(options.step)) {
        bool ok = false;
        step = parser.value(options.step).toInt(&ok);
        if (!ok || step < 0) {
            err << "umpire-cli " << command << ": --step takes a step number, 0 or more, not '"
                << parser.value(options.step) << "'\n";
            return std::nullopt;
        }
    }
    notation::Record parsed = notation::parseFile(path);
    // parser.h: a file that cannot be read gives one error at 0:0 saying why.
    if (parsed.errors.size() == 1 && parsed.errors.front().position.line == 0) {
        err << path << ": cannot be read: " << parsed.errors.front().message << '\n';
        return std::nullopt;
    }
    for (const notation::Diagnostic &d : parsed.errors)
        err << notation::formatDiagnostic(parsed, d) << " (the line is skipped)\n";
    core::Replay::Options run;
    run.language = core::russianInstalled() ? core::Language::Russian : core::Language::English;
    auto replay = std::make_unique<core::Replay>(core::Replay::run(std::move(parsed), catalog, run));
    if (replay->status() != core::Replay::Status::Checked) {
        err << path << ": " << replay->statusMessage() << '\n';
        return std::nullopt;
    }
    const int steps = replay->stepCount();
    if (step > steps) {
        err << path << ": there is no step " << step << "; the record has steps 0 to " << steps
            << " (0 is the set-up, N the state after the N-th move line)\n";
        return std::nullopt;
    }
    return RecordAtStep{std::move(replay), step < 0 ? steps : step};
}

bool installLanguage(const QString &command, const QCommandLineParser &parser,
                     const StepOptions &options, QTranslator &translator, QTextStream &err)
{
    const QString lang = parser.value(options.lang);
    if (lang == u"en")
        return true;  // the source language; main() installed its plural forms
    if (lang == u"ru" && translator.load(QStringLiteral(":/i18n/umpire_engine_ru.qm"))) {
        QCoreApplication::installTranslator(&translator);
        return true;
    }
    err << "umpire-cli " << command << ": --lang takes en or ru, not '" << lang << "'\n";
    return false;
}

}  // namespace umpire::cli
