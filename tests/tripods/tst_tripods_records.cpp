// Record files: every tests/tripods/records/*.ugr with its sidecar .expected, and the bundled
// tripods samples. An .expected file lists "line:rule-id" per error or warning, in order, and
// may state values of the state after a step: "after 12: nieuport.damage = 9" (a key of the
// vehicle's entry in State::toJson) or "after 12: winner = earthlings".
#include "core/catalog.h"
#include "core/replay.h"
#include "core/rule_ids.h"
#include "notation/parser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace umpire;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString describe(const core::Replay &r)
{
    QString s;
    for (const core::Finding &f : r.findings())
        s += QStringLiteral("\n  %1:%2 %3").arg(f.position.line).arg(f.ruleId, f.message);
    return s;
}

QString valueText(const QJsonValue &v)
{
    if (v.isDouble())
        return QString::number(v.toInt());
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull() || v.isUndefined())
        return QStringLiteral("null");
    return v.toString();
}

// "nieuport.damage" or "winner" in the state's JSON.
QString lookUp(const QJsonObject &state, const QString &path)
{
    const qsizetype dot = path.indexOf(u'.');
    if (dot < 0)
        return valueText(state.value(path));
    const QString id = path.left(dot);
    for (const QJsonValue &v : state.value(u"vehicles").toArray())
        if (v.toObject().value(u"id").toString() == id)
            return valueText(v.toObject().value(path.mid(dot + 1)));
    return QStringLiteral("(no vehicle %1)").arg(id);
}

void checkRecord(const QString &path)
{
    const core::Replay r = core::Replay::run(notation::parse(readAll(path), path), core::Catalog::builtin());
    QCOMPARE(int(r.status()), int(core::Replay::Status::Checked));
    QVERIFY2(r.record().ok(), "syntax errors");
    QString expectedPath = path;
    expectedPath.replace(QRegularExpression(QStringLiteral("\\.ugr$")), QStringLiteral(".expected"));
    QStringList expected, got;
    static const QRegularExpression after(QStringLiteral("^after (\\d+): (\\S+) = (.*)$"));
    for (const QByteArray &l : readAll(expectedPath).split('\n')) {
        const QString t = QString::fromUtf8(l.trimmed());
        if (t.isEmpty() || t.startsWith(u'#'))
            continue;
        const auto m = after.match(t);
        if (!m.hasMatch()) {
            expected << t;
            continue;
        }
        const auto state = r.stateAt(m.captured(1).toInt());
        QVERIFY2(state, qPrintable(t));
        QCOMPARE(lookUp(state->toJson(), m.captured(2)), m.captured(3));
    }
    for (const core::Finding &f : r.findings())
        if (f.severity != core::Severity::Note)
            got << QStringLiteral("%1:%2").arg(f.position.line).arg(f.ruleId);
    if (got != expected)
        QFAIL(qPrintable(QStringLiteral("expected %1, got %2;%3").arg(expected.join(u' '), got.join(u' '), describe(r))));
    const QSet<QString> ids = core::loadRuleIds(QStringLiteral("tripods"));
    for (const core::Finding &f : r.findings())
        QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
}

}  // namespace

class TestTripodsRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *dir : {TRIPODS_RECORDS_DIR, UMPIRE_SAMPLES_DIR}) {
            const QDir d(QString::fromUtf8(dir));
            const QStringList files = d.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
            for (const QString &f : files)
                if (QByteArray(dir) == TRIPODS_RECORDS_DIR || f.startsWith(u"tripods-"))
                    QTest::newRow(qPrintable(f)) << d.filePath(f);
        }
    }
    void records()
    {
        QFETCH(QString, path);
        if (!path.contains(u"broken")) {
            checkRecord(path);
            return;
        }
        // A sample of broken rules: several different rules flagged, each cited rule real.
        const core::Replay r = core::Replay::run(notation::parse(readAll(path), path), core::Catalog::builtin());
        QSet<QString> broken;
        for (const core::Finding &f : r.findings())
            if (f.severity == core::Severity::Error)
                broken << f.ruleId;
        QVERIFY2(broken.size() >= 6, qPrintable(describe(r)));
        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("tripods"));
        for (const QString &id : broken)
            QVERIFY2(ids.contains(id), qPrintable(id));
    }

    // Running out of damage cards: every card of deck A drawn (its assumed composition, 31
    // cards), the deck is shuffled back whole and the next draw, a third 4, is possible again.
    void exhaustedDeckIsShuffledBack()
    {
        QStringList cards;
        const int counts[] = {7, 8, 7, 4, 2, 0, 3};
        for (int kind = 0; kind < 6; ++kind)
            for (int i = 0; i < counts[kind]; ++i)
                cards << QString::number(kind);
        // The explosions (500 points each) in the first three shots, at three tripods.
        for (int at : {0, 2, 4})
            cards.insert(at, QStringLiteral("x"));
        cards << QStringLiteral("4");  // the 32nd card: only after the reshuffle
        QByteArray text = "[Game \"tripods\"]\n[Vehicle \"nieuport nieuport-16\"]\n";
        for (const char *t : {"t0", "t1", "t2", "t3"})
            text += QByteArray("[Vehicle \"") + t + " mk-i-locust resistance=999\"]\n";
        text += '\n';
        int next = 0, shot = 0;
        for (int turn = 1; next < cards.size(); ++turn) {
            const QByteArray n = QByteArray::number(turn);
            for (const char *t : {"t0", "t1", "t2", "t3"})
                text += n + " martians plan " + t + " still,still,still\n";
            text += n + " earthlings plan nieuport straight,straight,straight\n";
            for (int phase = 1; phase <= 3; ++phase) {
                for (const char *t : {"t0", "t1", "t2", "t3"})
                    text += n + " martians move " + t + " still\n";
                text += n + " earthlings move nieuport straight\n";
                if (next >= cards.size()) {
                    text += n + " earthlings hold nieuport\n";
                    continue;
                }
                const QByteArray target = "t" + QByteArray::number(shot++ % 4);
                const QStringList two = cards.mid(next, 2);
                next += int(two.size());
                text += n + " earthlings fire nieuport " + target +
                        (two.size() == 2 ? " range=short" : " range=long") + " across=unprotected cards=" +
                        two.join(u',').toLatin1() + '\n';
            }
        }
        const core::Replay r = core::Replay::run(notation::parse(text), core::Catalog::builtin());
        QVERIFY2(r.findings().empty(), qPrintable(describe(r) + QString::fromLatin1(text)));
        // (Without the reshuffle the last 4 is flagged: deck A holds two 4s.)
        QCOMPARE(cards.size(), 32);
    }

    // A draw the assumed deck composition cannot give says which assumed value it rests on.
    void deckVerdictsAreMarkedAssumed()
    {
        const QString path = QStringLiteral(TRIPODS_RECORDS_DIR "/damage-deck-composition.ugr");
        const core::Replay r = core::Replay::run(notation::parse(readAll(path), path), core::Catalog::builtin());
        int marked = 0;
        for (const core::Finding &f : r.findings()) {
            QCOMPARE(f.ruleId, QStringLiteral("tripods.clarifications.damage-decks"));
            QCOMPARE(f.assumed, QStringLiteral("the composition of damage deck A"));
            ++marked;
        }
        QCOMPARE(marked, 2);
    }
};

QTEST_GUILESS_MAIN(TestTripodsRecords)
#include "tst_tripods_records.moc"
