// Record files: every tests/wotw/records/*.ugr with its sidecar .expected ("line:rule-id" per
// error or warning, in order), and the bundled samples in resources/samples.
#include "wotw_test_util.h"

#include "core/rule_ids.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace wotwtest;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList expectedOf(const QString &path)
{
    QStringList out;
    for (const QByteArray &l : readAll(path).split('\n')) {
        const QByteArray t = l.trimmed();
        if (!t.isEmpty() && !t.startsWith('#'))
            out << QString::fromUtf8(t);
    }
    return out;
}

QString describe(const core::Replay &r)
{
    QString s;
    for (const core::Finding &f : r.findings())
        s += QStringLiteral("\n  %1:%2 %3").arg(f.position.line).arg(f.ruleId, f.message);
    return s;
}

}  // namespace

class TestWotwRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(WOTW_RECORDS_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.ugr")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }
    void records()
    {
        QFETCH(QString, path);
        const core::Replay r = check(readAll(path), path);
        QCOMPARE(int(r.status()), int(core::Replay::Status::Checked));
        QVERIFY2(r.record().ok(), "syntax errors");
        QString expectedPath = path;
        expectedPath.replace(QRegularExpression(QStringLiteral("\\.ugr$")), QStringLiteral(".expected"));
        const QStringList expected = QFile::exists(expectedPath) ? expectedOf(expectedPath) : QStringList();
        const QStringList got = summary(r.findings());
        if (got != expected)
            QFAIL(qPrintable(QStringLiteral("expected %1, got %2;%3").arg(expected.join(u' '), got.join(u' '), describe(r))));
        // A [Result] tag, where present, must agree with the checker.
        const QString result = r.record().tag("Result");
        if (!result.isNull() && expected.isEmpty())  // "*": an adjourned game, no winner yet
            QCOMPARE(r.result(), result == QLatin1String("*") ? QString() : result);
        const QSet<QString> ids = core::loadRuleIds(QStringLiteral("wotw"));
        for (const core::Finding &f : r.findings())
            QVERIFY2(ids.contains(f.ruleId), qPrintable(f.ruleId));
    }

    void samples_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("result");
        QTest::newRow("humans win") << "wotw-humans-win.ugr" << "humans";
        QTest::newRow("aliens win") << "wotw-aliens-win.ugr" << "aliens";
    }
    void samples()
    {
        QFETCH(QString, file);
        QFETCH(QString, result);
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/") + file;
        const core::Replay r = check(readAll(path), path);
        QVERIFY2(r.findings().empty(), qPrintable(describe(r)));
        QCOMPARE(r.result(), result);
        QCOMPARE(r.record().tag("Result"), result);
    }

    // The broken sample: exactly one finding per annotated break, at that line, with the rule
    // the annotation names ({... [rule-id]}).
    void brokenSample()
    {
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/wotw-broken.ugr");
        const core::Replay r = check(readAll(path), path);
        QStringList expected;
        static const QRegularExpression ruleInAnnotation(QStringLiteral("\\[(wotw\\.[a-z0-9.\\-]+)\\]"));
        for (const notation::MoveLine &m : r.record().moves) {
            if (!m.hasAnnotation)
                continue;
            for (auto it = ruleInAnnotation.globalMatch(m.annotation); it.hasNext();)
                expected << QStringLiteral("%1:%2").arg(m.position.line).arg(it.next().captured(1));
        }
        QVERIFY(expected.size() >= 4);
        QStringList got = summary(r.findings());
        QCOMPARE(got, expected);
    }
};

QTEST_GUILESS_MAIN(TestWotwRecords)
#include "tst_wotw_records.moc"
