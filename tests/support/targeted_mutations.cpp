#include "targeted_mutations.h"

#include "core/catalog.h"
#include "core/replay.h"
#include "core/simulate.h"
#include "notation/parser.h"

#include <QStringList>
#include <QTest>

#include <limits>

namespace umpire::mutationtest {

Words words(const QByteArray &line) { return line.split(' '); }

bool isMove(const QByteArray &line) { return !line.isEmpty() && line[0] >= '1' && line[0] <= '9'; }

Mutate firstLine(std::function<bool(const Words &)> pick, std::function<QByteArray(const Words &)> change)
{
    return [=](Lines &lines) {
        for (int i = 0; i < lines.size(); ++i) {
            if (!isMove(lines[i]))
                continue;
            const Words w = words(lines[i]);
            if (w.size() >= 3 && pick(w)) {
                lines[i] = change(w);
                return i;
            }
        }
        return -1;
    };
}

Games allowingKnockOn(Games games, std::initializer_list<KnockOnException> exceptions)
{
    const QLatin1String row(QTest::currentDataTag());
    for (const KnockOnException &e : exceptions) {
        if (row == QLatin1String(e.row)) {
            games.knockOnAllowed = std::numeric_limits<int>::max();
            games.why = e.why;
        }
    }
    return games;
}

void expectFlaggedAtItsLine(const Games &games, const QByteArray &tags, const Mutate &mutate,
                            const QString &rule)
{
    const core::Ruleset *rules = core::Catalog::builtin().find(games.gameId);
    QVERIFY(rules);
    int tried = 0;
    for (std::uint64_t seed = 1; seed <= 40 && tried < games.wanted; ++seed) {
        const core::Simulation sim = core::simulate(*rules, seed, games.maxMoves, tags);
        if (games.mustFinish)
            QVERIFY2(sim.finished, qPrintable(QStringLiteral("seed %1 did not finish").arg(seed)));
        Lines lines = sim.text.split('\n');
        const int at = mutate(lines);
        if (at < 0)
            continue;
        ++tried;
        const core::Replay r = core::Replay::run(notation::parse(lines.join('\n')), core::Catalog::builtin());
        bool flagged = false;
        int knockOn = 0;
        QStringList seen;
        for (const core::Finding &f : r.findings()) {
            flagged |= f.severity == core::Severity::Error && f.position.line == at + 1 && f.ruleId == rule;
            knockOn += f.severity == core::Severity::Error && f.position.line != at + 1;
            if (seen.size() < 12)
                seen << QStringLiteral("%1:%2").arg(f.position.line).arg(f.ruleId);
        }
        QVERIFY2(flagged, qPrintable(QStringLiteral("seed %1: %2 not flagged at line %3 (%4)")
                                             .arg(seed)
                                             .arg(QString::fromUtf8(lines[at]))
                                             .arg(at + 1)
                                             .arg(seen.join(u' '))));
        QVERIFY2(knockOn <= games.knockOnAllowed,
                 qPrintable(QStringLiteral("seed %1: %2 at line %3 gave %4 more errors on other "
                                           "lines, one fault must give one finding (%5)")
                                    .arg(seed)
                                    .arg(QString::fromUtf8(lines[at]))
                                    .arg(at + 1)
                                    .arg(knockOn)
                                    .arg(seen.join(u' '))));
    }
    QVERIFY2(tried >= 3, qPrintable(QStringLiteral("only %1 games had a line to mutate").arg(tried)));
}

}  // namespace umpire::mutationtest
