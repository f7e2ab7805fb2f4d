#include "rule_coverage.h"

#include "record_checks.h"

#include <QDir>
#include <QDirIterator>
#include <QHash>
#include <QRegularExpression>
#include <QTest>

namespace umpire::recordtest {

namespace {

QString idPattern(const QString &gameId)
{
    return QRegularExpression::escape(gameId) + QStringLiteral("\\.[a-z0-9.\\-]*[a-z0-9]");
}

// Calls `each` with the text of every file under `dir` (subfolders included: an engine split
// into folders stays covered) matching one of `patterns`.
template <typename Each>
void forFiles(const QString &dir, const QStringList &patterns, Each each)
{
    QVERIFY2(QDir(dir).exists(), qPrintable(dir));
    for (QDirIterator it(dir, patterns, QDir::Files, QDirIterator::Subdirectories); it.hasNext();)
        each(QString::fromUtf8(readFile(it.next())));
}

// The engine's named rule constants: `kPlayAll[] = "wotw.turn.play-all"` or
// `*kSetup = "spacewars.setup"`, so a test writing rule::kPlayAll names that id.
QHash<QString, QString> ruleConstants(const RuleSources &s)
{
    const QRegularExpression constant(QStringLiteral("\\b(k[A-Z]\\w*)(?:\\[\\])?\\s*=\\s*\"(%1)\"")
                                              .arg(idPattern(s.gameId)));
    QHash<QString, QString> out;
    forFiles(s.engineDir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, [&](const QString &text) {
        for (auto it = constant.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            out.insert(m.captured(1), m.captured(2));
        }
    });
    return out;
}

}  // namespace

QSet<QString> citedRuleIds(const RuleSources &s)
{
    const QRegularExpression quoted(QStringLiteral("\"(%1)\"").arg(idPattern(s.gameId)));
    QSet<QString> ids;
    forFiles(s.engineDir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, [&](const QString &text) {
        for (auto it = quoted.globalMatch(text); it.hasNext();)
            ids << it.next().captured(1);
    });
    return ids;
}

QSet<QString> brokenRuleIds(const RuleSources &s)
{
    const QString id = idPattern(s.gameId);
    const QRegularExpression expectedLine(QStringLiteral("^\\s*\\d+:(%1)").arg(id),
                                          QRegularExpression::MultilineOption);
    const QRegularExpression annotation(QStringLiteral("\\[(%1)\\]").arg(id));
    // "wotw.turn.draw" or, as the tests' expectations write it, "3:wotw.turn.draw"
    const QRegularExpression quoted(QStringLiteral("\"(?:\\d+:)?(%1)\"").arg(id));
    const QRegularExpression word(QStringLiteral("\\bk[A-Z]\\w*"));
    const QHash<QString, QString> constants = ruleConstants(s);

    QSet<QString> ids;
    auto collect = [&ids](const QRegularExpression &re, const QString &text) {
        for (auto it = re.globalMatch(text); it.hasNext();)
            ids << it.next().captured(1);
    };
    for (const QString &dir : s.recordDirs)
        forFiles(dir, {QStringLiteral("*.expected")}, [&](const QString &t) { collect(expectedLine, t); });
    if (!s.samplesDir.isEmpty())
        forFiles(s.samplesDir, {s.gameId + QStringLiteral("-*broken*.ugr")},
                 [&](const QString &t) { collect(annotation, t); });
    for (const QString &dir : s.testDirs)
        forFiles(dir, {QStringLiteral("*.cpp")}, [&](const QString &t) {
            collect(quoted, t);
            for (auto it = word.globalMatch(t); it.hasNext();) {
                const auto c = constants.constFind(it.next().captured(0));
                if (c != constants.cend())
                    ids << *c;
            }
        });
    return ids;
}

void checkEveryCitedRuleIsBroken(const RuleSources &s, const QList<Exemption> &exemptions)
{
    const QSet<QString> cited = citedRuleIds(s);
    QVERIFY2(!cited.isEmpty(), qPrintable(QStringLiteral("no rule ids in ") + s.engineDir));
    const QSet<QString> broken = brokenRuleIds(s);
    QSet<QString> exempt;
    QStringList problems;
    for (const Exemption &e : exemptions) {
        const QString id = QString::fromUtf8(e.ruleId);
        exempt << id;
        if (QByteArray(e.reason).trimmed().isEmpty())
            problems << QStringLiteral("exempted without a reason: ") + id;
        if (!cited.contains(id))
            problems << QStringLiteral("exempted but not cited by the engine: ") + id;
    }
    QStringList missing;
    for (const QString &id : cited)
        if (!broken.contains(id) && !exempt.contains(id))
            missing << id;
    missing.sort();
    if (!missing.isEmpty())
        problems << QStringLiteral("no test breaks: ") + missing.join(u' ');
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

}  // namespace umpire::recordtest
