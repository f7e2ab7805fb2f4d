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
        checkRecord(path);
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
