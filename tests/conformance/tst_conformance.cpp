// The conformance suite, in the spirit of OpenSpiel's: what every ruleset must do, run over
// every game of the built-in catalog and over tiny (tests/core/tinygame).
//  - random legal games (core::simulate) check with no finding and the simulated result;
//  - encoding is canonical: encode(decode(line)) prints the line again;
//  - states the Replay rebuilds from checkpoints equal those of a straight run;
//  - a move line given to the wrong side is flagged at that very line;
//  - every finding of a mutated record cites a rule id of the game's rules.md;
//  - re-checking an edited record from its last checkpoint equals checking it afresh;
//  - legal choices cover the legal moves, and every value a chance field offers applies
//    without a finding while a value outside them is refused, citing the field's rule.
#include "core/catalog.h"
#include "core/choice.h"
#include "core/replay.h"
#include "core/rng.h"
#include "core/rule_ids.h"
#include "core/simulate.h"
#include "notation/parser.h"
#include "tinygame/tiny.h"

#include <QtTest>

using namespace umpire;

namespace {

struct Subject {
    const core::Catalog *catalog;
    const core::Ruleset *rules;
    QSet<QString> ruleIds;
    QByteArray tags;  // extra tag lines for every simulated game (variants, seats)
    QString name;     // the data row: the game id, plus what the tags change
};

const core::Catalog &tinyCatalog()
{
    static const std::unique_ptr<core::Catalog> catalog = tiny::makeCatalog();
    return *catalog;
}

QList<Subject> subjects()
{
    QList<Subject> all;
    for (const auto &rules : core::Catalog::builtin().rulesets())
        all << Subject{&core::Catalog::builtin(), rules.get(), core::loadRuleIds(rules->info().id),
                       {}, rules->info().id};
    // Tripods on a table the record declares, every vehicle placed: the simulated moves carry
    // positions (at=), which must be canonical and rebuild the same states like any fact.
    for (const auto &rules : core::Catalog::builtin().rulesets())
        if (rules->info().id == u"tripods")
            all << Subject{&core::Catalog::builtin(), rules.get(), core::loadRuleIds(rules->info().id),
                           "[Table \"90x120\"]\n[Vehicle \"locust mk-i-locust at=45,100,180\"]\n"
                           "[Vehicle \"nieuport nieuport-16 at=45,10,0\"]\n",
                           QStringLiteral("tripods-placed")};
    // Tripods with the Standard rules: shots draw energy icons and special damage, and the
    // moves after them must respect it.
    for (const auto &rules : core::Catalog::builtin().rulesets())
        if (rules->info().id == u"tripods")
            all << Subject{&core::Catalog::builtin(), rules.get(), core::loadRuleIds(rules->info().id),
                           "[Variant \"standard\"]\n[Vehicle \"locust mk-i-locust\"]\n"
                           "[Vehicle \"nieuport nieuport-16\"]\n[Vehicle \"spad spad-xiii\"]\n",
                           QStringLiteral("tripods-standard")};
    const core::Ruleset *tinyRules = tinyCatalog().rulesets().front().get();
    all << Subject{&tinyCatalog(), tinyRules, tiny::ruleIds(), {}, QStringLiteral("tiny")};
    // The seams the real games need, proved on the tiny game: three seats in a chosen order
    // and a simultaneous phase opening every turn.
    all << Subject{&tinyCatalog(), tinyRules, tiny::ruleIds(),
                   "[Seats \"green,red,blue\"]\n[Variant \"bids\"]\n",
                   QStringLiteral("tiny-bids-three-seats")};
    // Chance fields, proved on the tiny game: under [Variant "dice"] a die decides each add.
    all << Subject{&tinyCatalog(), tinyRules, tiny::ruleIds(), "[Variant \"dice\"]\n",
                   QStringLiteral("tiny-dice")};
    return all;
}

Subject subject(const QString &id)
{
    for (const Subject &s : subjects())
        if (s.name == id)
            return s;
    return {};
}

core::Replay check(const Subject &s, const QByteArray &text)
{
    return core::Replay::run(notation::parse(text), *s.catalog);
}

// The findings of `line` applied to a copy of `state`; `decoded` says whether it decoded.
core::Findings applyLine(const Subject &s, const core::State &state, const QByteArray &line,
                         bool *decoded = nullptr)
{
    const notation::Record record = notation::parse(line);
    core::Findings findings;
    core::Reporter reporter(findings);
    if (record.moves.size() != 1) {
        findings.push_back({core::Severity::Error, QStringLiteral("syntax"),
                            QString::fromUtf8(line), {}, 0, {}, {}});
        return findings;
    }
    const auto move = s.rules->decode(record, record.moves.front(), reporter);
    if (decoded)
        *decoded = bool(move);
    if (move) {
        const auto copy = state.clone();
        s.rules->apply(*copy, *move, reporter);
    }
    return findings;
}

QString listFindings(const core::Findings &findings)
{
    QStringList out;
    for (const core::Finding &f : findings)
        out << QStringLiteral("%1 [%2]").arg(f.message, f.ruleId);
    return out.join(QStringLiteral("; "));
}

QString describeFinding(const core::Finding &f)
{
    return QStringLiteral("line %1: %2 [%3]").arg(f.position.line).arg(f.message, f.ruleId);
}

constexpr int kGames = 12;
constexpr int kMaxMoves = 1500;

}  // namespace

class TestConformance : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyGame_data()
    {
        QTest::addColumn<QString>("game");
        for (const Subject &s : subjects())
            QTest::newRow(qPrintable(s.name)) << s.name;
    }

    void randomGamesAreClean_data() { everyGame_data(); }
    void randomGamesAreClean()
    {
        QFETCH(QString, game);
        const Subject s = subject(game);
        QVERIFY(!s.ruleIds.isEmpty());
        int finished = 0;
        for (std::uint64_t seed = 1; seed <= kGames; ++seed) {
            const core::Simulation sim = core::simulate(*s.rules, seed, kMaxMoves, s.tags);
            QVERIFY2(sim.moves > 0, qPrintable(QStringLiteral("seed %1").arg(seed)));
            const core::Replay r = check(s, sim.text);
            QCOMPARE(r.status(), core::Replay::Status::Checked);
            QCOMPARE(r.stepCount(), sim.moves);
            if (!r.findings().empty())
                QFAIL(qPrintable(QStringLiteral("seed %1 %2")
                                         .arg(seed)
                                         .arg(describeFinding(r.findings().front()))));
            if (sim.finished) {
                ++finished;
                QCOMPARE(r.result(), sim.winner);
            }
        }
        QVERIFY2(finished > 0, "no random game reached its end");
    }

    void encodingIsCanonical_data() { everyGame_data(); }
    void encodingIsCanonical()
    {
        QFETCH(QString, game);
        const Subject s = subject(game);
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const core::Replay r = check(s, core::simulate(*s.rules, seed, kMaxMoves, s.tags).text);
            for (int step = 1; step <= r.stepCount(); ++step) {
                const core::Move *m = r.moveAt(step);
                QVERIFY(m);
                const QByteArray line =
                        notation::printMove(r.record(), r.record().moves[std::size_t(step - 1)]);
                QCOMPARE(s.rules->encode(*m), line);
            }
        }
    }

    void rebuiltStatesEqualAStraightRun_data() { everyGame_data(); }
    void rebuiltStatesEqualAStraightRun()
    {
        QFETCH(QString, game);
        const Subject s = subject(game);
        const QByteArray text = core::simulate(*s.rules, 5, kMaxMoves, s.tags).text;
        const core::Replay r = check(s, text);
        // A straight run: one state, every move applied in order.
        core::Findings findings;
        core::Reporter reporter(findings);
        std::unique_ptr<core::State> state = s.rules->initialState(r.record(), reporter);
        QStringList straight{state->toString()};
        for (const auto &line : r.record().moves) {
            auto move = s.rules->decode(r.record(), line, reporter);
            QVERIFY(move);
            s.rules->apply(*state, *move, reporter);
            straight << state->toString();
        }
        // The Replay's states, asked for backwards so each is rebuilt from a checkpoint.
        for (int step = r.stepCount(); step >= 0; --step) {
            const auto kept = r.stateAt(step);
            QVERIFY(kept);
            QCOMPARE(kept->toString(), straight[step]);
        }
    }

    void wrongSideIsFlaggedAtItsLine_data() { everyGame_data(); }
    void wrongSideIsFlaggedAtItsLine()
    {
        QFETCH(QString, game);
        const Subject s = subject(game);
        const auto &sides = s.rules->info().sides;
        QVERIFY(sides.size() >= 2);
        core::Rng rng(77);
        int tried = 0, triedAllSides = 0, flaggedAllSides = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const QByteArray text = core::simulate(*s.rules, seed, kMaxMoves, s.tags).text;
            const core::Replay clean = check(s, text);
            QList<QByteArray> lines = text.split('\n');
            for (int k = 0; k < 4 && clean.stepCount() > 0; ++k) {
                const int step = 1 + int(rng.below(std::uint64_t(clean.stepCount())));
                const int lineNumber = clean.record().moves[std::size_t(step - 1)].position.line;
                const core::Move *m = clean.moveAt(step);
                // In a phase where every side acts, another side may well make the same move
                // (a bid): there the swap need not be flagged, but most such moves name a
                // piece of their own side, so some must be.
                const bool allSides =
                        clean.stateAt(step - 1)->currentSide() == core::State::kAllSides;
                const QByteArray other =
                        sides[std::size_t((m->side + 1) % int(sides.size()))].id.toUtf8();
                QList<QByteArray> words = lines[lineNumber - 1].split(' ');
                QCOMPARE(words[1], sides[std::size_t(m->side)].id.toUtf8());
                words[1] = other;
                QList<QByteArray> mutated = lines;
                mutated[lineNumber - 1] = words.join(' ');
                const core::Replay r = check(s, mutated.join('\n'));
                bool flagged = false;
                for (const core::Finding &f : r.findings()) {
                    QVERIFY2(s.ruleIds.contains(f.ruleId), qPrintable(describeFinding(f)));
                    flagged |= f.severity == core::Severity::Error && f.position.line == lineNumber;
                }
                if (allSides) {
                    ++triedAllSides;
                    flaggedAllSides += flagged ? 1 : 0;
                    continue;
                }
                QVERIFY2(flagged,
                         qPrintable(QStringLiteral("seed %1: %2 not flagged at line %3")
                                            .arg(seed)
                                            .arg(QString::fromUtf8(mutated[lineNumber - 1]))
                                            .arg(lineNumber)));
                ++tried;
            }
        }
        QVERIFY(tried + triedAllSides > 0);
        if (triedAllSides > 0 && tried == 0)
            QVERIFY2(flaggedAllSides > 0, "no swapped side was flagged in any phase");
    }

    void readingsAreWellFormed_data() { everyGame_data(); }
    void readingsAreWellFormed()
    {
        // Each reading (game.json "readings", docs/readings.md) names its clarification, has
        // an adopted value and at least one other, and a [Reading] tag can pick each value.
        QFETCH(QString, game);
        const Subject s = subject(game);
        QSet<QString> ids;
        for (const core::ReadingInfo &r : s.rules->info().readings) {
            QVERIFY2(!r.id.isEmpty() && !ids.contains(r.id), qPrintable(r.id));
            ids << r.id;
            QVERIFY2(s.ruleIds.contains(r.rule), qPrintable(r.id + u' ' + r.rule));
            QVERIFY2(!r.adopted.isEmpty() && !r.alternatives.isEmpty(), qPrintable(r.id));
            QVERIFY2(!r.alternatives.contains(r.adopted), qPrintable(r.id));
            QStringList values = r.alternatives;
            values << r.adopted;
            for (const QString &value : values) {
                const QByteArray text = "[Game \"" + s.rules->info().id.toUtf8() + "\"]\n" + s.tags +
                                        "[Reading \"" + (r.id + u'=' + value).toUtf8() + "\"]\n";
                const core::Replay replay = check(s, text);
                QCOMPARE(replay.tags().reading(r.id, s.rules->info()), value);
                for (const core::Finding &f : replay.findings())
                    QVERIFY2(f.ruleId != QLatin1String(s.rules->tagsRule()), qPrintable(describeFinding(f)));
            }
        }
    }

    void choicesCoverTheLegalMoves_data() { everyGame_data(); }
    void choicesCoverTheLegalMoves()
    {
        // Every legal move is a choice with its chance fields filled in (the two lists differ
        // only in that moves differing in chance alone are one choice), and every choice is
        // itself legal as legalMoves() fills it.
        QFETCH(QString, game);
        const Subject s = subject(game);
        int states = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const core::Replay r = check(s, core::simulate(*s.rules, seed, kMaxMoves, s.tags).text);
            const int stride = std::max(1, r.stepCount() / 150);
            for (int step = 0; step <= r.stepCount(); step += stride) {
                const auto state = r.stateAt(step);
                QVERIFY(state);
                const auto choices = s.rules->legalChoices(*state);
                const auto moves = s.rules->legalMoves(*state);
                QCOMPARE(choices.empty(), moves.empty());
                QSet<QByteArray> skeletons;
                for (const core::Choice &c : choices) {
                    QVERIFY(c.move);
                    const QByteArray line = s.rules->encode(*c.move);
                    skeletons << core::openLine(line, c.chance);
                    const core::Findings f = applyLine(s, *state, line);
                    QVERIFY2(f.empty(), qPrintable(QStringLiteral("seed %1 step %2: %3: %4")
                                                           .arg(seed).arg(step)
                                                           .arg(QString::fromUtf8(line), listFindings(f))));
                }
                for (const auto &m : moves) {
                    const QByteArray line = s.rules->encode(*m);
                    bool covered = skeletons.contains(line);
                    for (std::size_t i = 0; !covered && i < choices.size(); ++i)
                        covered = skeletons.contains(core::openLine(line, choices[i].chance));
                    QVERIFY2(covered, qPrintable(QStringLiteral("seed %1 step %2: no choice gives %3")
                                                         .arg(seed).arg(step)
                                                         .arg(QString::fromUtf8(line))));
                }
                ++states;
            }
        }
        QVERIFY(states > 0);
    }

    void chanceFieldsOfferTheirValues_data() { everyGame_data(); }
    void chanceFieldsOfferTheirValues()
    {
        // Each value a chance field offers, written in with the line's other values as the
        // choice has them, applies without a finding; a die face past the last, or a card the
        // pile cannot give (one another field offered), is refused citing the field's rule.
        QFETCH(QString, game);
        const Subject s = subject(game);
        // The values seen per field key: a pile's ids (cards, ship tokens) are only compared
        // with the ids offered at the same place on a line.
        QHash<QByteArray, QSet<QString>> cardsSeen;
        int fields = 0, refused = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const core::Replay r = check(s, core::simulate(*s.rules, seed, kMaxMoves, s.tags).text);
            const int stride = std::max(1, r.stepCount() / 150);
            for (int step = 0; step <= r.stepCount(); step += stride) {
                const auto state = r.stateAt(step);
                for (const core::Choice &c : s.rules->legalChoices(*state)) {
                    const QByteArray line = s.rules->encode(*c.move);
                    for (const core::ChanceField &field : c.chance) {
                        ++fields;
                        const QString where = QStringLiteral("seed %1 step %2: %3 (%4)")
                                                      .arg(seed).arg(step)
                                                      .arg(QString::fromUtf8(line), field.what);
                        QVERIFY2(field.rule && s.ruleIds.contains(QLatin1String(field.rule)),
                                 qPrintable(where));
                        QVERIFY2(!field.values.isEmpty() || field.unknown, qPrintable(where));
                        QVERIFY2(!field.what.isEmpty(), qPrintable(where));
                        QVERIFY2(core::openLine(line, {field}) != line, qPrintable(where));
                        for (const QString &value : field.values) {
                            const QByteArray filled = core::fillChance(line, field, value.toUtf8());
                            const core::Findings f = applyLine(s, *state, filled);
                            QVERIFY2(f.empty(), qPrintable(where + u' ' + QString::fromUtf8(filled)
                                                           + QStringLiteral(": ") + listFindings(f)));
                        }
                        QString outside;
                        bool foreign = false;
                        if (field.kind == core::ChanceField::Kind::Die) {
                            // The face past the last offered one: the line's other values may
                            // leave only some faces (a written outcome), as in 5..8.
                            outside = QString::number(
                                    field.values.isEmpty() ? 1 : field.values.back().toInt() + 1);
                        } else {
                            QSet<QString> &seen = cardsSeen[field.key];
                            seen.unite(QSet<QString>(field.values.begin(), field.values.end()));
                            if (field.unknown)
                                continue;
                            for (const QString &card : std::as_const(seen))
                                if (!field.values.contains(card) && (outside.isEmpty() || card < outside))
                                    outside = card;
                            // A field whose key never offers anything else (any disaster kind
                            // may fall anywhere) is given a value another key offered: an id of
                            // the same game but of another kind of thing, which must be refused
                            // (the record rules may say it is no such thing at all).
                            for (auto other = cardsSeen.cbegin(); outside.isEmpty() && other != cardsSeen.cend(); ++other)
                                for (const QString &card : other.value())
                                    if (!field.values.contains(card) && (outside.isEmpty() || card < outside)) {
                                        outside = card;
                                        foreign = true;
                                    }
                        }
                        if (outside.isEmpty())
                            continue;
                        const QByteArray filled = core::fillChance(line, field, outside.toUtf8());
                        const core::Findings f = applyLine(s, *state, filled);
                        const bool cited = std::any_of(f.begin(), f.end(), [&](const core::Finding &x) {
                            return x.severity == core::Severity::Error &&
                                   (foreign || x.ruleId == QLatin1String(field.rule));
                        });
                        QVERIFY2(cited, qPrintable(where + u' ' + QString::fromUtf8(filled) + QStringLiteral(": ")
                                                   + listFindings(f)));
                        ++refused;
                    }
                }
            }
        }
        if (game == u"tiny" || game == u"tiny-bids-three-seats")
            QCOMPARE(fields, 0);  // no chance without the dice variant
        else
            QVERIFY2(fields > 0 && refused > 0, "no chance field was offered or refused");
    }

    void rerunEqualsAFreshRun_data() { everyGame_data(); }
    void rerunEqualsAFreshRun()
    {
        // Replay::rerun goes on from the last checkpoint before an edit: its findings and
        // states must be exactly those of checking the edited record afresh. Edits: a line
        // replaced, removed, inserted, appended, and the record cut short.
        QFETCH(QString, game);
        const Subject s = subject(game);
        core::Rng rng(4242);
        const auto findingsText = [](const core::Replay &r) {
            QStringList out;
            for (const core::Finding &f : r.findings())
                out << QStringLiteral("%1 %2:%3 %4 %5 %6").arg(f.step).arg(f.position.line)
                               .arg(f.position.column).arg(f.ruleId, f.message, f.readings.join(u','));
            return out;
        };
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            QList<QByteArray> lines = core::simulate(*s.rules, seed, kMaxMoves, s.tags).text.split('\n');
            const qsizetype first = lines.indexOf(QByteArray()) + 1;
            core::Replay previous = check(s, lines.join('\n'));
            for (int edit = 0; edit < 10 && lines.size() > first + 2; ++edit) {
                const qsizetype at = first + qsizetype(rng.below(std::uint64_t(lines.size() - first - 1)));
                switch (edit % 5) {
                case 0: lines[at] = lines[at + 1]; break;
                case 1: lines.removeAt(at); break;
                case 2: lines.insert(at, lines[at]); break;
                case 3: lines.append(lines[at]); break;
                default: lines = lines.mid(0, at); break;
                }
                const QByteArray text = lines.join('\n');
                core::Replay::Options options;
                options.markReadings = true;
                const core::Replay fresh = core::Replay::run(notation::parse(text), *s.catalog, options);
                core::Replay again = core::Replay::rerun(std::move(previous), notation::parse(text),
                                                         *s.catalog, options);
                const QString where = QStringLiteral("seed %1 edit %2 at line %3").arg(seed).arg(edit).arg(at + 1);
                QCOMPARE(again.stepCount(), fresh.stepCount());
                const QStringList got = findingsText(again), want = findingsText(fresh);
                qsizetype differ = 0;
                while (differ < got.size() && differ < want.size() && got[differ] == want[differ])
                    ++differ;
                QVERIFY2(got == want, qPrintable(where + QStringLiteral(": finding %1 of %2/%3: %4 / fresh: %5")
                                                         .arg(differ).arg(got.size()).arg(want.size())
                                                         .arg(got.value(differ), want.value(differ))));
                for (int step : {0, fresh.stepCount() / 3, fresh.stepCount() / 2, fresh.stepCount()}) {
                    QVERIFY2(again.stateAt(step) && fresh.stateAt(step), qPrintable(where));
                    QVERIFY2(again.stateAt(step)->toString() == fresh.stateAt(step)->toString(),
                             qPrintable(where + QStringLiteral(" step %1").arg(step)));
                    QVERIFY2(again.playedStateAt(step)->toString() == fresh.playedStateAt(step)->toString(),
                             qPrintable(where + QStringLiteral(" played step %1").arg(step)));
                }
                QCOMPARE(again.finalResult().toTag(s.rules->info()), fresh.finalResult().toTag(s.rules->info()));
                previous = std::move(again);
            }
        }
    }

    void everyCitedRuleExists_data() { everyGame_data(); }
    void everyCitedRuleExists()
    {
        QFETCH(QString, game);
        const Subject s = subject(game);
        // Dropped, repeated and swapped lines break many rules at once.
        core::Rng rng(2026);
        QSet<QString> cited;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            QList<QByteArray> lines = core::simulate(*s.rules, seed, 400, s.tags).text.split('\n');
            const int first = int(lines.indexOf(QByteArray())) + 1;  // the first move line
            for (int round = 0; round < 30 && first < lines.size() - 2; ++round) {
                QList<QByteArray> mutated = lines;
                const qsizetype at =
                        first + qsizetype(rng.below(std::uint64_t(lines.size() - first - 1)));
                switch (round % 3) {
                case 0:
                    mutated.removeAt(at);
                    break;
                case 1:
                    mutated.insert(at, mutated[at]);
                    break;
                default:
                    mutated.swapItemsAt(at, at + 1);
                    break;
                }
                const core::Replay r = check(s, mutated.join('\n'));
                for (const core::Finding &f : r.findings()) {
                    QVERIFY2(s.ruleIds.contains(f.ruleId), qPrintable(describeFinding(f)));
                    cited << f.ruleId;
                }
            }
        }
        QVERIFY2(!cited.isEmpty(), "no mutation was flagged at all");
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
