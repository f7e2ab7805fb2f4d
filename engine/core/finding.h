// Findings: what the checker says about a move, each citing a rule of the game's rules.md.
#pragma once

#include "notation/record.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace umpire::core {

enum class Severity : std::uint8_t {
    Error,    // a rule is broken
    Warning,  // legal, but suspicious (a card left unplayed that could have been played, ...)
    Note,     // information (a reading chosen by a [Reading] tag, ...)
};

const char *severityName(Severity s);  // "error", "warning", "note"

// The language of a run's findings: a run option (Replay::Options::language), carried by the
// Reporter, never part of a game's state.
enum class Language : std::uint8_t { English, Russian };

struct Finding {
    Severity severity = Severity::Error;
    QString ruleId;                 // an id of the game's rules.md, e.g. "wotw.combat.defense"
    QString message;                // one sentence: what happened and what the rule requires
    notation::Position position;    // where in the record (the move line, or the tag)
    int step = 0;                   // 0 for setup (tags), i for the i-th move line (1-based)
    // The values the verdict rests on that no rulebook prints (docs/assumed-values.md), in
    // words ("the cost of Tripod"); empty when it rests on the rulebooks alone. A player must
    // be able to tell a verdict of the books from one of Umpire's reconstruction.
    QString assumed;
    // The readings of an ambiguous rule the verdict rests on, each as "id=value" (the value the
    // run used): under another value of that reading this finding would not exist
    // (docs/readings.md). Filled in by core::markReadingDependence, not by the games.
    QStringList readings;
};

using Findings = std::vector<Finding>;

// Collects findings for one step. Game code reports through it without knowing positions:
// the Replay sets the step and position before each decode/apply.
class Reporter {
public:
    explicit Reporter(Findings &sink) : sink_(sink) {}

    void setStep(int step, notation::Position position)
    {
        step_ = step;
        position_ = position;
    }
    int step() const { return step_; }
    // The language the run's findings name things in (cards, sides, places): set by the
    // Replay from its options. Games read it here rather than keeping it in their state.
    void setLanguage(Language language) { language_ = language; }
    Language language() const { return language_; }
    bool russian() const { return language_ == Language::Russian; }
    notation::Position position() const { return position_; }

    // `assumed`: see Finding::assumed.
    void report(Severity s, const char *ruleId, const QString &message,
                notation::Position at = {}, const QString &assumed = {});
    void error(const char *ruleId, const QString &message, notation::Position at = {},
               const QString &assumed = {})
    {
        report(Severity::Error, ruleId, message, at, assumed);
    }
    void warning(const char *ruleId, const QString &message, notation::Position at = {})
    {
        report(Severity::Warning, ruleId, message, at);
    }
    void note(const char *ruleId, const QString &message, notation::Position at = {})
    {
        report(Severity::Note, ruleId, message, at);
    }
    // How many errors were reported since construction (cheap check for "was this legal?").
    int errorCount() const { return errors_; }

private:
    // The rule id as text, made once per id: a record with a finding on each of a million
    // lines then holds one shared copy of each id, not a million.
    const QString &ruleIdText(const char *ruleId);

    Findings &sink_;
    QHash<const char *, QString> ruleIdTexts_;
    int step_ = 0;
    notation::Position position_;
    int errors_ = 0;
    Language language_ = Language::English;
};

}  // namespace umpire::core
