#include "checkreport.h"

#include "notation/excerpt.h"
#include "notation/parser.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <map>
#include <vector>

namespace umpire::models {

namespace {

// The translation context of the report's words (lupdate reads CheckReport::tr calls).
struct CheckReport {
    Q_DECLARE_TR_FUNCTIONS(CheckReport)
};

QString code(const QString &text)
{
    // Rule ids and positions are ASCII without backticks; a backtick would end the span.
    QString t = text;
    t.replace(QLatin1Char('`'), QLatin1Char('\''));
    return QLatin1Char('`') + t + QLatin1Char('`');
}

QString position(const notation::Position &p)
{
    return QStringLiteral("%1:%2").arg(p.line).arg(p.column);
}

// A finding's severity as a word of the report's language ("error", "ошибка").
QString severityWord(core::Severity severity)
{
    switch (severity) {
    case core::Severity::Error: return CheckReport::tr("error");
    case core::Severity::Warning: return CheckReport::tr("warning");
    case core::Severity::Note: return CheckReport::tr("note");
    }
    return QString::fromLatin1(core::severityName(severity));
}

// "5 errors, 1 warning, 0 notes" (English needs the singular spelled out: no .qm for it).
QString findingCounts(int errors, int warnings, int notes)
{
    const QString e = errors == 1 ? CheckReport::tr("1 error") : CheckReport::tr("%n errors", nullptr, errors);
    const QString w = warnings == 1 ? CheckReport::tr("1 warning")
                                    : CheckReport::tr("%n warnings", nullptr, warnings);
    const QString n = notes == 1 ? CheckReport::tr("1 note") : CheckReport::tr("%n notes", nullptr, notes);
    return QStringLiteral("%1, %2, %3").arg(e, w, n);
}

// "## Verdicts that depend on a reading": each line whose verdict another value of a reading
// of an ambiguous rule changes (docs/readings.md), or a sentence saying none does.
void appendReadingChanges(QString &md, const ReplayData &data)
{
    const core::ReadingComparison &cmp = data.readingComparison();
    if (!cmp.compared)
        return;
    const core::GameInfo &info = data.ruleset()->info();
    md += QStringLiteral("\n## %1\n\n").arg(CheckReport::tr("Verdicts that depend on a reading"));
    if (cmp.changes.empty()) {
        md += CheckReport::tr("None: the record was also checked under every other value of "
                              "each reading of the game, and no verdict changes.") +
                QLatin1Char('\n');
        return;
    }
    std::vector<const core::VerdictChange *> changes;
    for (const core::VerdictChange &c : cmp.changes)
        changes.push_back(&c);
    std::stable_sort(changes.begin(), changes.end(), [](const auto *a, const auto *b) {
        return a->finding.position.line < b->finding.position.line;
    });
    for (const core::VerdictChange *c : changes) {
        const QString id = info.readings[std::size_t(c->reading)].id;
        const QString current = code(id + u'=' + c->current);
        const QString other = code(id + u'=' + c->other);
        const QString severity = severityWord(c->finding.severity);
        md += QStringLiteral("- %1 ").arg(code(position(c->finding.position)));
        md += c->onlyUnderOther
                ? CheckReport::tr("no finding under %1; %2 under %3").arg(current, severity, other)
                : CheckReport::tr("%1 under %2; no finding under %3").arg(severity, current, other);
        md += QStringLiteral(" (%1): %2\n")
                      .arg(code(c->finding.ruleId), escapeMarkdown(c->finding.message));
    }
}

}  // namespace

QString escapeMarkdown(const QString &text)
{
    static const QString special = QStringLiteral("\\`*_[]<>|#");
    QString out;
    out.reserve(text.size() + 8);
    for (const QChar c : text) {
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            out += QLatin1Char(' ');
            continue;
        }
        if (special.contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return out;
}

QString checkReportMarkdown(const ReplayData &data, const QString &filePath, bool russian)
{
    const notation::Record &record = data.record();
    const core::Replay &replay = data.replay();
    QString md;
    md += QStringLiteral("# %1 %2\n\n").arg(CheckReport::tr("Check report:"),
                                            escapeMarkdown(QFileInfo(filePath).fileName()));

    // The summary table.
    const auto row = [&md](const QString &name, const QString &value) {
        md += QStringLiteral("| %1 | %2 |\n").arg(name, value);
    };
    md += QStringLiteral("| | |\n|---|---|\n");
    row(CheckReport::tr("File"), code(filePath));
    const QString game = data.gameId().isEmpty()
            ? CheckReport::tr("(no [Game] tag)")
            : QStringLiteral("%1 (%2)").arg(escapeMarkdown(data.gameName(russian)),
                                            code(notation::excerpt(data.gameId(), notation::kMaxShownCharacters)));
    row(CheckReport::tr("Game"), game);
    row(CheckReport::tr("Status"), data.checked()
                          ? CheckReport::tr("checked")
                          : CheckReport::tr("not yet checked: ") + escapeMarkdown(replay.statusMessage()));
    for (const notation::TagPair &tag : record.tags) {
        // Record text, cut as the app shows it: a hostile tag stays one short row.
        const QString name = notation::excerpt(record.text(tag.name), notation::kMaxShownCharacters);
        if (name != QLatin1String("Game"))
            row(escapeMarkdown(name), escapeMarkdown(notation::excerpt(tag.value, notation::kMaxShownCharacters)));
    }
    const QString winner = replay.result();
    const core::Result result = replay.finalResult();
    if (data.checked())
        row(CheckReport::tr("Result (as checked)"),
            !result.decided()  ? CheckReport::tr("the game did not end")
            : !winner.isEmpty() ? escapeMarkdown(data.sideName(winner, russian)) + QLatin1Char(' ')
                                        + CheckReport::tr("won")
                                : escapeMarkdown(result.toWords(data.ruleset()->info())));
    row(CheckReport::tr("Moves"), QString::number(data.stepCount()));
    row(CheckReport::tr("Findings"),
        findingCounts(data.errorCount(), data.warningCount(), data.noteCount()));
    row(CheckReport::tr("Syntax errors"), QString::number(record.errors.size()));
    // A check under readings the record does not pick says so: its verdicts are not the record's.
    if (!data.readingsOverridden().isEmpty())
        row(CheckReport::tr("Checked under"),
            CheckReport::tr("%1 (not the record's own readings)")
                    .arg(escapeMarkdown(data.readingsOverridden().join(QStringLiteral(", ")))));
    md += QLatin1Char('\n');

    if (!record.errors.empty()) {
        md += QStringLiteral("## %1\n\n").arg(CheckReport::tr("Syntax errors"));
        md += CheckReport::tr("These lines could not be read and were skipped.") + QStringLiteral("\n\n");
        for (const notation::Diagnostic &d : record.errors)
            md += QStringLiteral("- %1 %2: %3\n")
                      .arg(code(position(d.position)), CheckReport::tr("error"), escapeMarkdown(d.message));
        md += QLatin1Char('\n');
    }

    if (!data.checked()) {
        md += CheckReport::tr("The moves were not checked, so there are no findings.") + QLatin1Char('\n');
        return md;
    }
    if (replay.findings().empty()) {
        md += CheckReport::tr("No findings: every move follows the rules.") + QLatin1Char('\n');
        appendReadingChanges(md, data);
        return md;
    }

    md += QStringLiteral("## %1\n\n| %2 | %3 | %4 | %5 | %6 |\n|---|---:|---:|---:|---:|\n")
              .arg(CheckReport::tr("Findings by rule"), CheckReport::tr("Rule"), CheckReport::tr("Findings"), CheckReport::tr("Errors"),
                   CheckReport::tr("Warnings"), CheckReport::tr("Notes"));
    for (const RuleCount &rc : data.ruleCounts())
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                  .arg(code(rc.ruleId))
                  .arg(rc.count).arg(rc.errors).arg(rc.warnings).arg(rc.notes);
    md += QLatin1Char('\n');

    // Every finding, grouped by rule (rules in id order, findings in step order).
    std::map<QString, std::vector<const core::Finding *>> byRule;
    for (const core::Finding &f : replay.findings())
        byRule[f.ruleId].push_back(&f);
    md += QStringLiteral("## %1\n").arg(CheckReport::tr("Findings"));
    for (const auto &[ruleId, findings] : byRule) {
        md += QStringLiteral("\n### %1\n\n").arg(code(ruleId));
        for (const core::Finding *f : findings) {
            // Numbered as the app's move list and findings number it: the move within its
            // turn (the line is in the position before it).
            QString where = f->step == 0
                    ? CheckReport::tr("set-up")
                    : CheckReport::tr("turn %1 · %2 · move %3")
                              .arg(data.turnOf(f->step))
                              .arg(escapeMarkdown(data.sideName(data.sideOf(f->step), russian)))
                              .arg(data.moveInTurn(f->step));
            md += QStringLiteral("- %1 %2 (%3): %4")
                      .arg(code(position(f->position)), severityWord(f->severity), where,
                           escapeMarkdown(f->message));
            if (!f->assumed.isEmpty())
                md += QLatin1Char(' ') + CheckReport::tr("(rests on an assumed value: %1)")
                                             .arg(escapeMarkdown(f->assumed));
            if (!f->readings.isEmpty())
                md += QLatin1Char(' ') +
                        CheckReport::tr("(rests on the reading %1 of an ambiguous rule)")
                                .arg(escapeMarkdown(f->readings.join(QStringLiteral(", "))));
            md += QLatin1Char('\n');
        }
    }
    appendReadingChanges(md, data);
    return md;
}

}  // namespace umpire::models
