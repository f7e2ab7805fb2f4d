// `umpire-cli try FILE [--step N] [--json] [--lang en|ru] LINE...`: the verdict of lines the
// record does not hold, tried after a step (docs/cli-legal.md). The file is never written.
#include "check.h"
#include "command_line.h"
#include "core/language.h"
#include "core/trial.h"
#include "diagnostic_line.h"
#include "notation/record_file.h"
#include "record_step.h"

#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace umpire::cli {
namespace {

// The largest file of lines to try that --from reads, as for a record.
constexpr qsizetype kMaxLinesFile = qsizetype(64) << 20;

QJsonObject findingJson(const core::GameInfo &info, const core::Finding &f)
{
    QJsonObject o{
            {QStringLiteral("severity"), QString::fromLatin1(core::severityName(f.severity))},
            {QStringLiteral("rule"), f.ruleId},
            {QStringLiteral("message"), f.message},
            {QStringLiteral("line"), f.position.line},
            {QStringLiteral("column"), f.position.column},
    };
    if (!f.assumed.isEmpty())
        o.insert(QStringLiteral("assumed"), f.assumed);
    if (!f.readings.isEmpty()) {
        QJsonArray readings;
        for (const QString &mark : f.readings) {
            const qsizetype eq = mark.indexOf(u'=');
            readings.append(QJsonObject{{QStringLiteral("id"), mark.left(eq)},
                                        {QStringLiteral("value"), mark.mid(eq + 1)},
                                        {QStringLiteral("rule"), readingRule(info, mark.left(eq))}});
        }
        o.insert(QStringLiteral("readings"), readings);
    }
    return o;
}

int printTrial(const QString &path, const core::Replay &replay, int step, const QStringList &lines,
               bool json, QTextStream &out)
{
    const core::Ruleset &rules = *replay.ruleset();
    const core::GameInfo &info = rules.info();
    core::Replay::Options options;
    options.markReadings = true;
    options.language = replay.language();
    const QByteArray text = lines.join(u'\n').toUtf8();
    const core::Trial trial = core::tryInRecord(replay.record(), step, text,
                                                core::Catalog::builtin(), options);
    qsizetype errors = qsizetype(trial.syntaxErrors.size()), warnings = 0, notes = 0;
    for (const core::Finding &f : trial.findings)
        (f.severity == core::Severity::Error     ? errors
         : f.severity == core::Severity::Warning ? warnings
                                                 : notes)++;
    const int exitCode = !trial.syntaxErrors.empty() ? CheckUnreadable
                         : errors > 0               ? CheckRuleBroken
                                                    : CheckClean;
    const bool over = trial.state && trial.state->isTerminal();
    const core::Result result = trial.state ? rules.finalResult(*trial.state) : core::Result{};

    if (json) {
        QJsonArray syntax, findings;
        for (const notation::Diagnostic &d : trial.syntaxErrors)
            syntax.append(QJsonObject{{QStringLiteral("line"), d.position.line},
                                      {QStringLiteral("column"), d.position.column},
                                      {QStringLiteral("message"), d.message}});
        for (const core::Finding &f : trial.findings)
            findings.append(findingJson(info, f));
        const QJsonObject doc{
                {QStringLiteral("file"), path},
                {QStringLiteral("game"), info.id},
                {QStringLiteral("step"), step},
                {QStringLiteral("lines"), int(lines.size())},
                {QStringLiteral("errors"), errors},
                {QStringLiteral("warnings"), warnings},
                {QStringLiteral("notes"), notes},
                {QStringLiteral("exitCode"), exitCode},
                {QStringLiteral("syntaxErrors"), syntax},
                {QStringLiteral("findings"), findings},
                {QStringLiteral("gameOver"), over},
                {QStringLiteral("result"),
                 result.decided() ? QJsonValue(result.toTag(info)) : QJsonValue()},
        };
        out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << '\n';
        return exitCode;
    }

    // Every diagnostic in line order, as `check` prints a file; the tried lines are the file.
    QByteArray report;
    const QByteArray label = "try";
    std::size_t s = 0, f = 0;
    while (s < trial.syntaxErrors.size() || f < trial.findings.size()) {
        const bool syntaxFirst =
                s < trial.syntaxErrors.size() &&
                (f >= trial.findings.size() ||
                 trial.syntaxErrors[s].position.line <= trial.findings[f].position.line);
        if (syntaxFirst) {
            const notation::Diagnostic &d = trial.syntaxErrors[s++];
            appendDiagnostic(report, label, d.position, "error", d.message, QStringLiteral("syntax"));
        } else {
            const core::Finding &x = trial.findings[f++];
            appendDiagnostic(report, label, x.position, core::severityName(x.severity), x.message,
                             x.ruleId, x.assumed, x.readings);
        }
    }
    out << QString::fromUtf8(report);
    out << path << ", after step " << step << ": " << counted(lines.size(), "line")
        << " tried, " << counted(errors, "error") << ", " << counted(warnings, "warning");
    if (notes > 0)
        out << ", " << counted(notes, "note");
    if (over)
        out << "; then the game is over (" << result.toWords(info) << ')';
    out << '\n';
    return exitCode;
}

}  // namespace
}  // namespace umpire::cli

int runTry(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
            "Tries record lines after a step of a record (default: its end) and prints their\n"
            "findings as check does, each at try:LINE:COLUMN, LINE counting the lines given\n"
            "(one per argument, then those of --from). The record is replayed as played, and its file is never\n"
            "written. Exit status: 0 the lines break no rule, 1 a line breaks a rule, 2 a\n"
            "line cannot be parsed, or the file cannot be read, names no known game, or the\n"
            "step is out of range."));
    umpire::cli::StepOptions options;
    options.addTo(parser);
    const QCommandLineOption from(
            QStringLiteral("from"),
            QStringLiteral("Read the lines to try from LINES ('-': standard input), after\n"
                           "any given as arguments; for long lines, which the system\n"
                           "limits as arguments."),
            QStringLiteral("LINES"));
    parser.addOption(from);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The record."),
                                 QStringLiteral("FILE"));
    parser.addPositionalArgument(QStringLiteral("lines"),
                                 QStringLiteral("The record lines to try, in order."),
                                 QStringLiteral("[LINE...]"));
    if (const int exit = umpire::cli::parseCommandLine(parser, "try", args); exit >= 0)
        return exit;
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList positional = parser.positionalArguments();
    QStringList lines = positional.mid(1);
    if (parser.isSet(from)) {
        QByteArray text;
        const QString path = parser.value(from);
        if (path == u"-") {
            QFile in;
            if (in.open(stdin, QIODevice::ReadOnly))
                text = in.readAll();
        } else if (const QString why = umpire::notation::detail::readRecordFile(path, umpire::cli::kMaxLinesFile, text);
                   !why.isEmpty()) {
            err << "umpire-cli try: " << path << ": cannot be read: " << why << '\n';
            return 2;
        }
        if (text.endsWith('\n'))
            text.chop(1);
        if (!text.isEmpty())
            lines += QString::fromUtf8(text).split(u'\n');
    }
    if (positional.isEmpty() || lines.isEmpty()) {
        err << "umpire-cli try: give a record file and at least one line to try\n"
               "Try 'umpire-cli try --help'.\n";
        return 2;
    }
    QTranslator translator;
    if (!umpire::cli::installLanguage(QStringLiteral("try"), parser, options, translator, err))
        return 2;
    const auto at = umpire::cli::openAtStep(QStringLiteral("try"), positional.constFirst(), parser,
                                            options, umpire::core::Catalog::builtin(), err);
    if (!at)
        return 2;
    err.flush();
    return umpire::cli::printTrial(positional.constFirst(), *at->replay, at->step, lines,
                                   parser.isSet(options.json), out);
}
