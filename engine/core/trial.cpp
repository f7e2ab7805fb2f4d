#include "core/trial.h"

#include "notation/parser.h"

#include <QCoreApplication>

#include <algorithm>

namespace umpire::core {

namespace {

// Tag lines have no place among tried lines: they would change the game, not add a move.
void refuseTags(const notation::Record &tried, int firstLine, Trial &trial)
{
    for (const notation::TagPair &tag : tried.tags)
        if (tag.position.line >= firstLine)
            trial.syntaxErrors.push_back(
                    {{tag.position.line - firstLine + 1, tag.position.column},
                     QCoreApplication::translate("trial", "Only move lines can be tried; a tag "
                                                          "belongs at the top of the record.")});
}

}  // namespace

int Trial::errorCount() const
{
    return int(syntaxErrors.size())
         + int(std::count_if(findings.begin(), findings.end(),
                             [](const Finding &f) { return f.severity == Severity::Error; }));
}

Trial tryLines(const Ruleset &rules, const State &from, QByteArrayView lines, Language language)
{
    Trial trial;
    const notation::Record tried = notation::parse(lines);
    trial.syntaxErrors = tried.errors;
    refuseTags(tried, 1, trial);
    std::unique_ptr<State> state = from.clone();
    Reporter reporter(trial.findings);
    reporter.setLanguage(language);
    for (std::size_t i = 0; i < tried.moves.size(); ++i) {
        const notation::MoveLine &line = tried.moves[i];
        reporter.setStep(line.position.line, line.position);
        std::unique_ptr<Move> move = rules.decode(tried, line, reporter);
        if (!move)
            continue;
        if (state->isTerminal()) {
            reporter.error(rules.gameOverRule(),
                           QCoreApplication::translate("trial", "The game is already over (%1); "
                                                                "no move may follow.")
                                   .arg(rules.finalResult(*state).toWords(rules.info())),
                           line.position);
            continue;
        }
        rules.apply(*state, *move, reporter);
    }
    std::sort(trial.syntaxErrors.begin(), trial.syntaxErrors.end(),
              [](const auto &a, const auto &b) { return a.position.line < b.position.line; });
    trial.state = std::move(state);
    return trial;
}

Trial tryInRecord(const notation::Record &record, int step, QByteArrayView lines,
                  const Catalog &catalog, Replay::Options options)
{
    Trial trial;
    const int steps = int(record.moves.size());
    if (step < 0 || step > steps)
        return trial;
    // Cut the source after the step-th move line (before the first one for step 0), so the
    // tags and the moves up to there stay exactly as written.
    const QByteArray &source = record.source;
    qsizetype cut = source.size();
    if (step > 0) {
        const notation::Span span = record.moves[std::size_t(step - 1)].span;
        cut = source.indexOf('\n', qsizetype(span.offset + span.length));
        cut = cut < 0 ? source.size() : cut + 1;
    } else if (steps > 0) {
        cut = source.lastIndexOf('\n', qsizetype(record.moves.front().span.offset)) + 1;
    }
    QByteArray text = source.left(cut);
    if (!text.isEmpty() && !text.endsWith('\n'))
        text += '\n';
    const int before = int(text.count('\n'));  // the lines above the first tried one
    text += lines;

    notation::Record whole = notation::parse(text, record.fileName);
    for (const notation::Diagnostic &d : whole.errors)
        if (d.position.line > before)
            trial.syntaxErrors.push_back({{d.position.line - before, d.position.column}, d.message});
    refuseTags(whole, before + 1, trial);
    const int kept = int(std::count_if(whole.moves.begin(), whole.moves.end(),
                                       [&](const notation::MoveLine &m) {
                                           return m.position.line <= before;
                                       }));

    options.keepStates = false;
    options.finish = false;
    const Replay replay = Replay::run(std::move(whole), catalog, options);
    if (replay.status() != Replay::Status::Checked || replay.cancelled())
        return trial;
    for (const Finding &f : replay.findings()) {
        if (f.step <= kept)
            continue;
        Finding moved = f;
        moved.step = f.position.line - before;
        moved.position.line -= before;
        trial.findings.push_back(std::move(moved));
    }
    std::sort(trial.syntaxErrors.begin(), trial.syntaxErrors.end(),
              [](const auto &a, const auto &b) { return a.position.line < b.position.line; });
    trial.state = replay.stateAt(replay.stepCount());
    return trial;
}

}  // namespace umpire::core
