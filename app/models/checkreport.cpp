#include "checkreport.h"

#include "notation/parser.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <map>
#include <vector>

namespace umpire::models {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CheckReport", text);
}

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
    md += QStringLiteral("# %1 %2\n\n").arg(tr("Check report:"),
                                            escapeMarkdown(QFileInfo(filePath).fileName()));

    // The summary table.
    const auto row = [&md](const QString &name, const QString &value) {
        md += QStringLiteral("| %1 | %2 |\n").arg(name, value);
    };
    md += QStringLiteral("| | |\n|---|---|\n");
    row(tr("File"), code(filePath));
    const QString game = data.gameId().isEmpty()
            ? tr("(no [Game] tag)")
            : QStringLiteral("%1 (%2)").arg(escapeMarkdown(data.gameName(russian)),
                                            code(data.gameId()));
    row(tr("Game"), game);
    row(tr("Status"), data.checked()
                          ? tr("checked")
                          : tr("not yet checked: ") + escapeMarkdown(replay.statusMessage()));
    for (const notation::TagPair &tag : record.tags) {
        const QString name = QString::fromUtf8(record.text(tag.name));
        if (name != QLatin1String("Game"))
            row(escapeMarkdown(name), escapeMarkdown(tag.value));
    }
    const QString winner = replay.result();
    if (data.checked())
        row(tr("Result (as checked)"),
            winner.isEmpty() ? tr("the game did not end")
                             : escapeMarkdown(data.sideName(winner, russian)) + QLatin1Char(' ')
                        + tr("won"));
    row(tr("Moves"), QString::number(data.stepCount()));
    row(tr("Findings"), QStringLiteral("%1 %2, %3 %4, %5 %6")
                            .arg(data.errorCount()).arg(tr("errors"))
                            .arg(data.warningCount()).arg(tr("warnings"))
                            .arg(data.noteCount()).arg(tr("notes")));
    row(tr("Syntax errors"), QString::number(record.errors.size()));
    md += QLatin1Char('\n');

    if (!record.errors.empty()) {
        md += QStringLiteral("## %1\n\n").arg(tr("Syntax errors"));
        md += tr("These lines could not be read and were skipped.") + QStringLiteral("\n\n");
        for (const notation::Diagnostic &d : record.errors)
            md += QStringLiteral("- %1 %2: %3\n")
                      .arg(code(position(d.position)), tr("error"), escapeMarkdown(d.message));
        md += QLatin1Char('\n');
    }

    if (!data.checked()) {
        md += tr("The moves were not checked, so there are no findings.") + QLatin1Char('\n');
        return md;
    }
    if (replay.findings().empty()) {
        md += tr("No findings: every move follows the rules.") + QLatin1Char('\n');
        return md;
    }

    md += QStringLiteral("## %1\n\n| %2 | %3 | %4 | %5 | %6 |\n|---|---:|---:|---:|---:|\n")
              .arg(tr("Findings by rule"), tr("Rule"), tr("Findings"), tr("Errors"),
                   tr("Warnings"), tr("Notes"));
    for (const RuleCount &rc : data.ruleCounts())
        md += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                  .arg(code(rc.ruleId))
                  .arg(rc.count).arg(rc.errors).arg(rc.warnings).arg(rc.notes);
    md += QLatin1Char('\n');

    // Every finding, grouped by rule (rules in id order, findings in step order).
    std::map<QString, std::vector<const core::Finding *>> byRule;
    for (const core::Finding &f : replay.findings())
        byRule[f.ruleId].push_back(&f);
    md += QStringLiteral("## %1\n").arg(tr("Findings"));
    for (const auto &[ruleId, findings] : byRule) {
        md += QStringLiteral("\n### %1\n\n").arg(code(ruleId));
        for (const core::Finding *f : findings) {
            QString where = f->step == 0
                    ? tr("set-up")
                    : QStringLiteral("%1 %2, %3 %4 %5")
                              .arg(tr("move")).arg(f->step)
                              .arg(tr("turn")).arg(data.turnOf(f->step))
                              .arg(escapeMarkdown(data.sideName(data.sideOf(f->step), russian)));
            md += QStringLiteral("- %1 %2 (%3): %4\n")
                      .arg(code(position(f->position)),
                           QString::fromLatin1(core::severityName(f->severity)), where,
                           escapeMarkdown(f->message));
        }
    }
    return md;
}

}  // namespace umpire::models
