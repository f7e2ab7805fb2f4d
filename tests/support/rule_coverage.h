// "Every rule the engine checks has a test that breaks it": the breaking half of that standard,
// checked the same way for every game. The rule ids a game's engine cites are read from its
// sources; each must be broken somewhere in its tests, or be exempted with a reason (an id the
// engine cites only for an effect it carries out or a note, never for a violation).
//
// What counts as breaking a rule:
//  - a "line:rule-id" line of a record's `.expected` file in one of the record folders;
//  - a "[rule-id]" annotation in a bundled sample of broken rules (<game>-*broken*.ugr);
//  - a test source (*.cpp in a test folder) naming the id, as a string or as one of the
//    engine's rule constants (kName = "game.x.y" in the engine's sources).
// The test listing the exemptions may be a test folder's source too: an exempted id it names
// counts as broken only while its exemption stands, and an exemption taken out of the list takes
// that mention with it.
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace umpire::recordtest {

struct Exemption {
    const char *ruleId;
    const char *reason;  // why no test can break it: what the engine cites it for instead
};

struct RuleSources {
    QString gameId;
    QString engineDir;       // every *.cpp and *.h under it: the ids the engine cites
    QStringList recordDirs;  // *.expected files under these
    QStringList testDirs;    // *.cpp files under these
    QString samplesDir;      // <game>-*broken*.ugr files
};

// Every "<game>.x.y" string the engine's sources name.
QSet<QString> citedRuleIds(const RuleSources &sources);

// The ids some test breaks, by the evidence above.
QSet<QString> brokenRuleIds(const RuleSources &sources);

// Fails the current test (QTest) naming every cited id that no test breaks and that is not
// exempted, every exemption without a reason, and every exemption of an id the engine does
// not cite (a stale entry).
void checkEveryCitedRuleIsBroken(const RuleSources &sources, const QList<Exemption> &exemptions);

}  // namespace umpire::recordtest
