#include "check.h"

#include "command_line.h"
#include "diagnostic_line.h"
#include "core/replay.h"
#include "notation/excerpt.h"
#include "notation/parser.h"

#include <QIODevice>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <vector>

namespace umpire::cli {

namespace {

using core::Replay;
using core::Severity;

// What the check of one file prints, and its exit status.
struct FileReport {
    // UTF-8, as it is written: a record with a finding on each of a million lines makes
    // over 100 MB of report, which as UTF-16 (and converted again on output) would double.
    QByteArray text;
    int status = CheckClean;
};


// A small JSON writer: the output of one file can hold hundreds of thousands of findings, and
// QJsonObject per finding costs ten times the check itself.
void appendJsonString(QString &out, QStringView s)
{
    out += u'"';
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u'"': out += QLatin1String("\\\""); break;
        case u'\\': out += QLatin1String("\\\\"); break;
        case u'\n': out += QLatin1String("\\n"); break;
        case u'\r': out += QLatin1String("\\r"); break;
        case u'\t': out += QLatin1String("\\t"); break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += u'"';
}

void appendKey(QString &out, const char *key)
{
    if (!out.endsWith(u'{'))
        out += u',';
    out += u'"';
    out += QLatin1String(key);
    out += QLatin1String("\":");
}

void appendField(QString &out, const char *key, qint64 value)
{
    appendKey(out, key);
    out += QString::number(value);
}

// A string field; a null QString is written as null.
void appendField(QString &out, const char *key, const QString &value)
{
    appendKey(out, key);
    if (value.isNull())
        out += QLatin1String("null");
    else
        appendJsonString(out, value);
}


struct Counts {
    qsizetype errors = 0, warnings = 0, notes = 0;
};

// The JSON line of one file; `replay` is null when the file could not be read.
QString recordJson(const QString &path, const QString &status, const QString &message,
                   const Replay *replay, const Counts &counts, int exitCode)
{
    QString out = QStringLiteral("{");
    appendField(out, "file", path);
    appendField(out, "status", status);
    if (!message.isNull())
        appendField(out, "message", message);
    const notation::Record *record = replay ? &replay->record() : nullptr;
    // The tag as written, cut like every quoted record text (a record may hold a huge one).
    appendField(out, "game", record ? notation::excerpt(record->tag("Game")) : QString());
    appendField(out, "moves", record ? qint64(record->moves.size()) : 0);
    // The result as a [Result] tag writes it: a side id, a tie "a=b" or a ranking "a>b=c".
    const core::Result final = replay && replay->ruleset() ? replay->finalResult() : core::Result{};
    const QString result = final.decided() ? final.toTag(replay->ruleset()->info()) : QString();
    appendField(out, "result", result);
    appendField(out, "errors", counts.errors);
    appendField(out, "warnings", counts.warnings);
    appendField(out, "notes", counts.notes);
    appendField(out, "exitCode", exitCode);
    appendKey(out, "syntaxErrors");
    out += u'[';
    if (record) {
        for (const auto &e : record->errors) {
            if (!out.endsWith(u'['))
                out += u',';
            out += u'{';
            appendField(out, "line", e.position.line);
            appendField(out, "column", e.position.column);
            appendField(out, "message", e.message);
            out += u'}';
        }
    }
    out += QLatin1String("]");
    appendKey(out, "findings");
    out += u'[';
    if (replay) {
        for (const auto &f : replay->findings()) {
            if (!out.endsWith(u'['))
                out += u',';
            out += u'{';
            appendField(out, "severity", QString::fromLatin1(core::severityName(f.severity)));
            appendField(out, "rule", f.ruleId);
            appendField(out, "message", f.message);
            appendField(out, "line", f.position.line);
            appendField(out, "column", f.position.column);
            appendField(out, "step", f.step);
            if (!f.assumed.isEmpty())
                appendField(out, "assumed", f.assumed);
            if (!f.readings.isEmpty()) {
                appendKey(out, "readings");
                out += u'[';
                for (const QString &mark : f.readings) {
                    if (!out.endsWith(u'['))
                        out += u',';
                    const qsizetype eq = mark.indexOf(u'=');
                    out += u'{';
                    appendField(out, "id", mark.left(eq));
                    appendField(out, "value", mark.mid(eq + 1));
                    appendField(out, "rule", readingRule(replay->ruleset()->info(), mark.left(eq)));
                    out += u'}';
                }
                out += u']';
            }
            out += u'}';
        }
    }
    out += u']';
    if (replay && replay->readingComparison().compared) {
        const core::ReadingComparison &cmp = replay->readingComparison();
        const core::GameInfo &info = replay->ruleset()->info();
        appendField(out, "readingChecks", cmp.runs);
        appendKey(out, "readingChanges");
        out += u'[';
        for (const core::VerdictChange &c : cmp.changes) {
            if (!out.endsWith(u'['))
                out += u',';
            out += u'{';
            appendField(out, "reading", info.readings[std::size_t(c.reading)].id);
            appendField(out, "current", c.current);
            appendField(out, "other", c.other);
            appendField(out, "under", c.onlyUnderOther ? QStringLiteral("other")
                                                       : QStringLiteral("current"));
            appendField(out, "severity", QString::fromLatin1(core::severityName(c.finding.severity)));
            appendField(out, "rule", c.finding.ruleId);
            appendField(out, "message", c.finding.message);
            appendField(out, "line", c.finding.position.line);
            appendField(out, "column", c.finding.position.column);
            appendField(out, "step", c.finding.step);
            if (c.followsEarlier) {
                appendKey(out, "followsEarlier");
                out += QLatin1String("true");
            }
            out += u'}';
        }
        out += u']';
    }
    out += QLatin1String("}\n");
    return out;
}

// "strike=consecutive (adopted)": a value of a reading, marked when it is the adopted one.
QString valueWords(const core::ReadingInfo &reading, const QString &value)
{
    QString words = reading.id + u'=' + value;
    if (value == reading.adopted)
        words += QStringLiteral(" (adopted)");
    return words;
}

// The lines of `--all-readings`: each verdict that another value of a reading changes, in line
// order, then a count.
void appendReadingChanges(QByteArray &out, const QByteArray &path, const Replay &replay)
{
    const core::ReadingComparison &cmp = replay.readingComparison();
    if (!cmp.compared)
        return;
    const core::GameInfo &info = replay.ruleset()->info();
    std::vector<const core::VerdictChange *> changes;
    // Per (reading, other value): how many changes follow from an earlier finding of that
    // check, and the line of that finding; they are counted, not listed (one fault, one
    // finding).
    struct Followers {
        int reading;
        QString other;
        int count = 0;
        int fromLine = 0;
    };
    std::vector<Followers> followers;
    for (const core::VerdictChange &c : cmp.changes) {
        if (!c.followsEarlier) {
            changes.push_back(&c);
            continue;
        }
        if (followers.empty() || followers.back().reading != c.reading ||
            followers.back().other != c.other)
            followers.push_back({c.reading, c.other});
        ++followers.back().count;
    }
    for (Followers &f : followers) {
        f.fromLine = std::numeric_limits<int>::max();
        for (const core::VerdictChange &c : cmp.changes)
            if (c.reading == f.reading && c.other == f.other && c.onlyUnderOther &&
                !c.followsEarlier)
                f.fromLine = std::min(f.fromLine, c.finding.position.line);
    }
    std::stable_sort(changes.begin(), changes.end(), [](const auto *a, const auto *b) {
        return a->finding.position.line < b->finding.position.line;
    });
    for (const core::VerdictChange *c : changes) {
        const core::ReadingInfo &reading = info.readings[std::size_t(c->reading)];
        const QString finding =
                QStringLiteral("%1 under %2")
                        .arg(QLatin1String(c->finding.severity == Severity::Error     ? "an error"
                                           : c->finding.severity == Severity::Warning ? "a warning"
                                                                                      : "a note"),
                             valueWords(reading, c->onlyUnderOther ? c->other : c->current));
        const QString legal = QStringLiteral("no such finding under %1")
                                      .arg(valueWords(reading, c->onlyUnderOther ? c->current
                                                                                : c->other));
        appendDiagnostic(out, path, c->finding.position, "reading",
                         c->onlyUnderOther ? legal + QStringLiteral(", ") + finding + QStringLiteral(": ") + c->finding.message
                                           : finding + QStringLiteral(", ") + legal + QStringLiteral(": ") + c->finding.message,
                         c->finding.ruleId);
    }
    for (const Followers &f : followers) {
        const core::ReadingInfo &reading = info.readings[std::size_t(f.reading)];
        out += path;
        out += ": under ";
        out += valueWords(reading, f.other).toUtf8();
        out += ", ";
        out += counted(f.count, "more verdict").toUtf8();
        out += f.count == 1 ? " changes" : " change";
        out += " on later lines, after its finding at line ";
        out += QByteArray::number(f.fromLine);
        out += ", from which its game may go another way (listed with --json)\n";
    }
    out += path;
    out += ": ";
    out += (changes.empty()
                    ? QStringLiteral("no verdict depends on a reading")
                    : counted(qsizetype(changes.size()), "verdict") +
                              QLatin1String(changes.size() == 1 ? " depends on a reading"
                                                                : " depend on a reading"))
                   .toUtf8();
    out += " (";
    out += counted(cmp.runs, "check").toUtf8();
    out += " under other readings)\n";
}

// The JSON "status" of a file that was read.
QString statusName(Replay::Status status)
{
    switch (status) {
    case Replay::Status::Checked:
        return QStringLiteral("checked");
    case Replay::Status::NoGameTag:
        return QStringLiteral("no-game-tag");
    case Replay::Status::UnknownGame:
        return QStringLiteral("unknown-game");
    case Replay::Status::ConflictingGameTags:
        return QStringLiteral("conflicting-game-tags");
    }
    return {};
}

FileReport unreadable(const QString &path, const QString &why, bool json)
{
    FileReport report;
    report.status = CheckUnreadable;
    if (json) {
        Counts counts;
        counts.errors = 1;
        report.text =
                recordJson(path, QStringLiteral("unreadable"), why, nullptr, counts, report.status)
                        .toUtf8();
    } else {
        report.text = QStringLiteral("%1: cannot be read: %2\n").arg(path, why).toUtf8();
    }
    return report;
}

FileReport checkFile(const QString &path, const core::Catalog &catalog, bool json,
                     bool allReadings)
{
    notation::Record parsed = notation::parseFile(path);
    // parser.h: a file that cannot be read gives one error at 0:0 saying why.
    if (parsed.errors.size() == 1 && parsed.errors.front().position.line == 0)
        return unreadable(path, parsed.errors.front().message, json);

    Replay::Options options;
    options.keepStates = false;  // the CLI needs only the verdict, not a timeline
    options.markReadings = true;
    Replay replay = Replay::run(std::move(parsed), catalog, options);
    // Options::markReadings compares only a record with findings; --all-readings asks for
    // every record, a clean one included (it may not be clean under another reading).
    if (allReadings && !replay.readingComparison().compared)
        replay.markReadings(core::compareReadings(replay, catalog));
    const notation::Record &record = replay.record();
    const bool checked = replay.status() == Replay::Status::Checked;

    Counts counts;
    counts.errors = qsizetype(record.errors.size()) + (checked ? 0 : 1);
    for (const auto &f : replay.findings()) {
        switch (f.severity) {
        case Severity::Error: ++counts.errors; break;
        case Severity::Warning: ++counts.warnings; break;
        case Severity::Note: ++counts.notes; break;
        }
    }

    FileReport report;
    if (!record.errors.empty() || !checked)
        report.status = CheckUnreadable;
    else if (replay.errorCount() > 0)
        report.status = CheckRuleBroken;

    // Where the game problem sits: the [Game] tag (the second of two), or the top of the file.
    const notation::Position gameAt = replay.statusPosition();
    const Replay::Status status = replay.status();
    if (json) {
        report.text =
                recordJson(path, statusName(status), checked ? QString() : replay.statusMessage(),
                           &replay, counts, report.status)
                        .toUtf8();
        return report;
    }

    // Every diagnostic in source order, so the output reads like the file. Equal lines keep
    // the order syntax errors, the game problem, findings in step order.
    enum class Kind { Syntax, Game, Finding };
    struct Entry {
        int line;
        Kind kind;
        std::size_t index;
    };
    std::vector<Entry> entries;
    entries.reserve(record.errors.size() + replay.findings().size() + 1);
    for (std::size_t i = 0; i < record.errors.size(); ++i)
        entries.push_back({record.errors[i].position.line, Kind::Syntax, i});
    if (!checked)
        entries.push_back({gameAt.line, Kind::Game, 0});
    for (std::size_t i = 0; i < replay.findings().size(); ++i)
        entries.push_back({replay.findings()[i].position.line, Kind::Finding, i});
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry &a, const Entry &b) { return a.line < b.line; });

    const QString syntaxId = QStringLiteral("syntax");
    const QString gameId = QStringLiteral("game");
    const char *error = "error";
    const QByteArray pathUtf8 = path.toUtf8();
    // About a hundred bytes a line besides the path: one allocation, no regrowth.
    report.text.reserve(qsizetype(entries.size()) * (pathUtf8.size() + 120) + 256);
    for (const Entry &e : entries) {
        switch (e.kind) {
        case Kind::Syntax: {
            const auto &d = record.errors[e.index];
            appendDiagnostic(report.text, pathUtf8, d.position, error, d.message, syntaxId);
            break;
        }
        case Kind::Game:
            appendDiagnostic(report.text, pathUtf8, gameAt, error, replay.statusMessage(), gameId);
            break;
        case Kind::Finding: {
            const auto &f = replay.findings()[e.index];
            appendDiagnostic(report.text, pathUtf8, f.position, core::severityName(f.severity),
                             f.message, f.ruleId, f.assumed, f.readings);
            break;
        }
        }
    }

    QString summary =
            QStringLiteral("%1: %2, %3, %4")
                    .arg(path, counted(qsizetype(record.moves.size()), "move"),
                         counted(counts.errors, "error"), counted(counts.warnings, "warning"));
    if (counts.notes > 0)
        summary += QStringLiteral(", ") + counted(counts.notes, "note");
    switch (status) {
    case Replay::Status::Checked:
        break;
    case Replay::Status::NoGameTag:
        summary += QStringLiteral(" (not checked: no [Game] tag)");
        break;
    case Replay::Status::UnknownGame:
        summary += QStringLiteral(" (not checked: unknown game \"%1\")")
                           .arg(notation::excerpt(record.tag("Game")));
        break;
    case Replay::Status::ConflictingGameTags:
        summary += QStringLiteral(" (not checked: two different [Game] tags)");
        break;
    }
    report.text += summary.toUtf8();
    report.text += '\n';
    if (allReadings)
        appendReadingChanges(report.text, pathUtf8, replay);
    return report;
}

}  // namespace

int checkFiles(const QStringList &files, const core::Catalog &catalog,
               const CheckOptions &options, QTextStream &out, QTextStream &err)
{
    if (files.isEmpty()) {
        err << "umpire-cli check: no files given\n";
        err.flush();
        return CheckUnreadable;
    }
    const bool json = options.json;
    const bool allReadings = options.allReadings;
    // Results are indexed by file, so reading them in order prints in the order given while
    // later files are still being checked.
    QFuture<FileReport> future = QtConcurrent::mapped(
        QThreadPool::globalInstance(), files,
        [&catalog, json, allReadings](const QString &path) {
            return checkFile(path, catalog, json, allReadings);
        });
    int status = CheckClean;
    for (int i = 0; i < files.size(); ++i) {
        const FileReport report = future.resultAt(i);
        // Bytes go straight to the device; a stream over a string (the tests) gets text.
        out.flush();
        if (out.device())
            out.device()->write(report.text);
        else
            out << QString::fromUtf8(report.text);
        out.flush();
        status = std::max(status, report.status);
    }
    return status;
}

}  // namespace umpire::cli

int runCheck(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Checks game records (.ugr) against the rules of their game and prints every syntax\n"
        "error and finding as path:line:col: severity: message [rule-id], then a summary per\n"
        "file. Exit status: 0 all clean, 1 some move breaks a rule, 2 some file cannot be\n"
        "read or parsed (syntax errors, no or unknown [Game] tag)."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  QStringLiteral("Print one JSON object per file per line."));
    parser.addOption(json);
    const QCommandLineOption allReadings(
            QStringLiteral("all-readings"),
            QStringLiteral("Also check each record under every other value of every reading\n"
                           "of an ambiguous rule, and list the lines whose verdict changes."));
    parser.addOption(allReadings);
    parser.addPositionalArgument(QStringLiteral("files"), QStringLiteral("The records to check."),
                                 QStringLiteral("FILE..."));
    if (const int exit = umpire::cli::parseCommandLine(parser, "check", args); exit >= 0)
        return exit;
    QTextStream out(stdout);
    QTextStream err(stderr);
    umpire::cli::CheckOptions options;
    options.json = parser.isSet(json);
    options.allReadings = parser.isSet(allReadings);
    return umpire::cli::checkFiles(parser.positionalArguments(), umpire::core::Catalog::builtin(),
                                   options, out, err);
}
