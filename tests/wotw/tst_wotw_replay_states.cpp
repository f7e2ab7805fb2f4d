// The Replay keeps a state only every Replay::checkpointInterval steps and rebuilds the others
// by re-applying the decoded moves. As played must survive that: for every step of simulated
// games, of games with broken moves and of the sample and test records, the state stateAt()
// gives equals (toJson and toString) the state of a run that keeps every state.
#include "wotw_test_util.h"

#include "games/wotw/wotw_rules.h"
#include "games/wotw/wotw_simulate.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <random>

using namespace wotwtest;

namespace {

struct Kept {
    QJsonObject json;
    QString text;
};

// The reference: the record run through the ruleset the way Replay::run does it, keeping a
// clone of the state after every step (and the state as finish() leaves it at the end).
std::vector<Kept> keepEveryState(const notation::Record &record, int *findingCount)
{
    core::Findings findings;
    core::Reporter reporter(findings);
    std::unique_ptr<core::State> state = rules().initialState(record, reporter);
    std::vector<std::unique_ptr<core::State>> states;
    states.push_back(state->clone());
    for (const notation::MoveLine &line : record.moves) {
        if (const std::unique_ptr<core::Move> move = rules().decode(record, line, reporter))
            rules().apply(*state, *move, reporter);
        states.push_back(state->clone());
    }
    rules().finish(*state, reporter);
    states.back() = std::move(state);
    *findingCount = int(findings.size());
    std::vector<Kept> out;
    for (const auto &s : states)
        out.push_back({s->toJson(), s->toString()});
    return out;
}

// Breaks a clean record in many places: every `every`-th move line is dropped, so hands,
// offer rows, turns and resources go wrong from there on and are played on as played.
QByteArray dropEvery(const QByteArray &text, int every)
{
    QList<QByteArray> out;
    int moveLine = 0;
    for (const QByteArray &line : text.split('\n')) {
        const bool move = !line.isEmpty() && line[0] >= '0' && line[0] <= '9';
        if (move && ++moveLine % every == 0)
            continue;
        out << line;
    }
    return out.join('\n');
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TestWotwReplayStates : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rebuiltStatesEqualKeptStates_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("findings");  // 0: none, 1: some, -1: either
        for (std::uint64_t seed : {1u, 2u})
            QTest::addRow("simulated seed %d", int(seed))
                    << wotw::simulate(rules(), seed).text << 0;
        QTest::addRow("simulated seed 6, 10000 moves")
                << wotw::simulate(rules(), 6, 10000).text << 0;
        const QByteArray seed4 = wotw::simulate(rules(), 4).text;
        for (int every : {37, 101})
            QTest::addRow("seed 4, every %dth move dropped", every) << dropEvery(seed4, every) << 1;
        // One `end` dropped in the middle, whatever the length of the simulated game: the other
        // side's next move is then out of turn, so there are findings from there on.
        QList<QByteArray> lines = seed4.split('\n');
        for (qsizetype i = lines.size() / 2; i < lines.size(); ++i)
            if (lines[i].contains(" end")) {
                lines.removeAt(i);
                break;
            }
        QTest::addRow("seed 4, one end dropped") << lines.join('\n') << 1;
        for (const QString &dir :
             {QStringLiteral(UMPIRE_SAMPLES_DIR), QStringLiteral(WOTW_RECORDS_DIR)})
            // The samples folder holds every game's samples; only War of the Worlds' are ours.
            for (const QFileInfo &file : QDir(dir).entryInfoList(
                         {dir == QLatin1String(UMPIRE_SAMPLES_DIR) ? QStringLiteral("wotw-*.ugr")
                                                                   : QStringLiteral("*.ugr")},
                         QDir::Files))
                QTest::newRow(qPrintable(file.fileName()))
                        << readFile(file.absoluteFilePath())
                        << (file.fileName().contains(QLatin1String("broken")) ? 1 : -1);
    }
    void rebuiltStatesEqualKeptStates()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, findings);
        const core::Replay r = check(text);
        QCOMPARE(r.status(), core::Replay::Status::Checked);
        QVERIFY(r.stepCount() > 0);
        if (findings >= 0)
            QCOMPARE(int(!r.findings().empty()), findings);
        int findingCount = 0;
        const std::vector<Kept> expected = keepEveryState(r.record(), &findingCount);
        // The reference runs only the ruleset; the core adds its check of the [Result] tag
        // against the end (after a dropped line the game may end otherwise than the tag says).
        const int coreResultFindings = int(std::count_if(
                r.findings().begin(), r.findings().end(), [](const core::Finding &f) {
                    return f.step > 0 && f.ruleId == QLatin1String(wotw::rule::kTags);
                }));
        QCOMPARE(int(r.findings().size()) - coreResultFindings, findingCount);
        QCOMPARE(int(expected.size()), r.stepCount() + 1);

        // Forward one step at a time (each step one apply from the cache), comparing both
        // views of the state; then in a random order (rebuilt from checkpoints), comparing the
        // canonical text, which defines state equality.
        for (int step = 0; step <= r.stepCount(); ++step) {
            const std::shared_ptr<const core::State> state = r.stateAt(step);
            QVERIFY(state);
            const Kept &want = expected[std::size_t(step)];
            if (state->toString() != want.text || state->toJson() != want.json)
                QFAIL(qPrintable(
                        QStringLiteral("step %1 of %2 differs:\n  rebuilt %3\n  kept    %4")
                                .arg(step)
                                .arg(r.stepCount())
                                .arg(state->toString(), want.text)));
        }
        std::vector<int> steps(expected.size());
        for (std::size_t i = 0; i < steps.size(); ++i)
            steps[i] = int(i);
        std::shuffle(steps.begin(), steps.end(), std::mt19937(11));
        for (int step : steps) {
            const std::shared_ptr<const core::State> state = r.stateAt(step);
            QVERIFY(state);
            if (state->toString() != expected[std::size_t(step)].text)
                QFAIL(qPrintable(QStringLiteral("step %1 of %2 differs when asked at random")
                                         .arg(step)
                                         .arg(r.stepCount())));
        }
    }
};

QTEST_GUILESS_MAIN(TestWotwReplayStates)
#include "tst_wotw_replay_states.moc"
