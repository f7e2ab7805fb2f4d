// Record files: every tests/wotw/records/*.ugr with its sidecar .expected (see
// tests/support/record_checks.h), and the bundled samples in resources/samples.
#include "record_checks.h"

#include "notation/record.h"

#include <QTest>

using namespace umpire;
using namespace umpire::recordtest;

class TestWotwRecords : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void records_data()
    {
        QTest::addColumn<QString>("path");
        addRecordRows(QStringLiteral(WOTW_RECORDS_DIR));
    }
    void records()
    {
        QFETCH(QString, path);
        checkRecordFile(path, QStringLiteral("wotw"));
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
        const core::Replay r = check(readFile(path), path);
        QVERIFY2(r.findings().empty(), qPrintable(describe(r.findings())));
        QCOMPARE(r.result(), result);
        QCOMPARE(r.record().tag("Result"), result);
    }

    // The broken sample: exactly one finding per annotated break, at that line, with the rule
    // the annotation names ({... [rule-id]}).
    void brokenSample()
    {
        const QString path = QStringLiteral(UMPIRE_SAMPLES_DIR "/wotw-broken.ugr");
        const core::Replay r = check(readFile(path), path);
        const QStringList expected = annotatedBreaks(r.record(), QStringLiteral("wotw"));
        QVERIFY(expected.size() >= 4);
        QCOMPARE(summary(r.findings()), expected);
    }
};

QTEST_GUILESS_MAIN(TestWotwRecords)
#include "tst_wotw_records.moc"
