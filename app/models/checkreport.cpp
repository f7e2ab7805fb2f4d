#include "checkreport.h"

#include "notation/parser.h"

#include <QCoreApplication>
#include <QFileInfo>

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

// "5 errors, 1 warning, 0 notes" (English needs the singular spelled out: no .qm for it).
QString findingCounts(int errors, int warnings, int notes)
{
    const QString e = errors == 1 ? CheckReport::tr("1 error") : CheckReport::tr("%n errors", nullptr, errors);
    const QString w = warnings == 1 ? CheckReport::tr("1 warning")
                                    : CheckReport::tr("%n warnings", nullptr, warnings);
    const QString n = notes == 1 ? CheckReport::tr("1 note") : CheckReport::tr("%n notes", nullptr, notes);
    return QStringLiteral("%1, %2, %3").arg(e, w, n);
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
                                            code(data.gameId()));
    row(CheckReport::tr("Game"), game);
    row(CheckReport::tr("Status"), data.checked()
                          ? CheckReport::tr("checked")
                          : CheckReport::tr("not yet checked: ") + escapeMarkdown(replay.statusMessage()));
    for (const notation::TagPair &tag : record.tags) {
        const QString name = QString::fromUtf8(record.text(tag.name));
        if (name != QLatin1String("Game"))
            row(escapeMarkdown(name), escapeMarkdown(tag.value));
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
            QString where = f->step == 0
                    ? CheckReport::tr("set-up")
                    : QStringLiteral("%1 %2, %3 %4 %5")
                              .arg(CheckReport::tr("move")).arg(f->step)
                              .arg(CheckReport::tr("turn")).arg(data.turnOf(f->step))
                              .arg(escapeMarkdown(data.sideName(data.sideOf(f->step), russian)));
            md += QStringLiteral("- %1 %2 (%3): %4")
                      .arg(code(position(f->position)),
                           QString::fromLatin1(core::severityName(f->severity)), where,
                           escapeMarkdown(f->message));
            if (!f->assumed.isEmpty())
                md += QLatin1Char(' ') + CheckReport::tr("(rests on an assumed value: %1)")
                                             .arg(escapeMarkdown(f->assumed));
            md += QLatin1Char('\n');
        }
    }
    return md;
}

}  // namespace umpire::models
