// What a Tripods record with far more vehicles than any scenario costs (issue 25, items 1 and 2).
// Each test doubles the input and bounds the ratio of the work: CPU time for the set-up, whose
// cost was the square of the vehicle count (State::find scanned the vehicles for every tag),
// and the length of the findings for lines naming an unknown vehicle, each of which listed
// every vehicle of the record.
#include "core/catalog.h"
#include "core/replay.h"
#include "notation/parser.h"

#include <QTest>

#include <ctime>

using namespace umpire;

namespace {

// `count` vehicles, half tripods and half airplanes, then `badLines` lines naming no vehicle.
QByteArray manyVehicles(int count, int badLines = 0)
{
    QByteArray text = "[Game \"tripods\"]\n";
    for (int i = 0; i < count; ++i)
        text += i % 2 ? "[Vehicle \"a" + QByteArray::number(i) + " nieuport-16\"]\n"
                      : "[Vehicle \"t" + QByteArray::number(i) + " mk-i-locust\"]\n";
    text += '\n';
    for (int i = 0; i < badLines; ++i)
        text += "1 martians plan ghost" + QByteArray::number(i) + " still,still,still\n";
    return text;
}

core::Replay checkText(const QByteArray &text)
{
    core::Replay::Options options;
    options.keepStates = false;  // as umpire-cli check runs
    return core::Replay::run(notation::parse(text, QStringLiteral("many.ugr")), core::Catalog::builtin(), options);
}

double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// The least CPU time of a few checks: the least is the one other work on the machine
// disturbed least.
double checkSeconds(const QByteArray &text)
{
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        const double start = threadSeconds();
        const core::Replay replay = checkText(text);
        best = std::min(best, threadSeconds() - start);
        if (replay.findings().empty() && text.isEmpty())
            return 0;  // never: keeps the replay from being optimised away
    }
    return best;
}

qsizetype messageCharacters(const core::Replay &replay)
{
    qsizetype total = 0;
    for (const core::Finding &f : replay.findings())
        total += f.message.size();
    return total;
}

}  // namespace

class TestTripodsBounds : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Twice the vehicles cost about twice the time: a linear set-up doubles, a quadratic one
    // quadruples. 3 leaves room for a loaded machine without letting the square through.
    void setUpCostIsLinearInTheVehicles()
    {
        const double small = checkSeconds(manyVehicles(8000));
        const double large = checkSeconds(manyVehicles(16000));
        qInfo("set-up of 8000 vehicles: %.3f s CPU, of 16000: %.3f s (ratio %.2f)", small, large, large / small);
        QVERIFY2(large < 3.0 * small, qPrintable(QStringLiteral("%1 s, then %2 s").arg(small).arg(large)));
    }
    // Lines naming an unknown vehicle: doubling the vehicles and the lines doubles what the
    // findings say (each names a few near ids at most), where listing every vehicle on every
    // line made it four times as long.
    void unknownVehicleFindingsAreLinear()
    {
        const core::Replay small = checkText(manyVehicles(400, 400));
        const core::Replay large = checkText(manyVehicles(800, 800));
        const qsizetype a = messageCharacters(small), b = messageCharacters(large);
        qInfo("findings of 400 vehicles and lines: %lld characters, of 800: %lld", qlonglong(a), qlonglong(b));
        QVERIFY(a > 0);
        QVERIFY2(b <= qsizetype(2.2 * double(a)), qPrintable(QStringLiteral("%1, then %2 characters").arg(a).arg(b)));
    }
    // With a scenario's few vehicles, the finding suggests the near id.
    void unknownVehicleSuggestsTheNearestId()
    {
        const core::Replay replay = checkText("[Game \"tripods\"]\n\n1 martians plan lokust still,still,still\n");
        QStringList messages;
        for (const core::Finding &f : replay.findings())
            messages << f.message;
        QVERIFY2(messages.contains(QStringLiteral("No vehicle \"lokust\" is in this game; did you mean locust?")),
                 qPrintable(messages.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestTripodsBounds)
#include "tst_tripods_bounds.moc"
